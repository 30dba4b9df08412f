"""Glossaries: terms found where the books define them, and where they are used."""

import pytest

from judgekit.rules.glossary import build_glossary, glossary, plain_form
from judgekit.rules.model import Document, Section


def test_quoted_definitions_are_terms_at_their_defining_section():
    ja, en = glossary("godzilla/ja"), glossary("godzilla/en")
    assert ja.get("撃退勝利").number == "5.15.1.2.2"
    assert ja.get("隣接している").number == "4.4.5.2"
    assert en.get("adjacent").number == "4.4.5.2"
    assert en.get("battle ranks").number == "2.3.2.2"  # 'are called "battle ranks"'
    assert en.get("BATTLE RANKS") is en.get("battle ranks")  # lookup ignores case


def test_chapter_five_headings_are_terms_but_generic_headings_are_not():
    ja = glossary("godzilla/ja")
    assert ja.get("進化する").number == "5.17"
    assert ja.get("シャッフルする").number == "5.3"
    assert ja.get("前進する").number == ja.get("後退する").number == "5.13"  # 前進する/後退する
    assert ja.get("概要") is None and ja.get("ゲームの概要") is None


@pytest.mark.parametrize("name, plain", [
    ("【出現時】(効果)", "出現時"), ("進化する", "進化"), ("play from (area)", "play from"),
    ("二刀開眼（にとうかいがん）", "二刀開眼"), ("「チャージ：x」", "チャージ:x"),
])
def test_plain_form_is_what_the_text_writes(name, plain):
    assert plain_form(name) == plain


def test_uses_are_every_other_section_that_mentions_the_term_sub_rules_included(ja):
    g = glossary("godzilla/ja")
    uses = [s.number for s in g.uses(g.get("進化する"))]
    assert "12.6.2" in uses and "5.17.1" in uses  # 5.17.1 is a sub-rule of the defining 5.17
    assert "5.17" not in uses
    for number in uses:
        sec = ja.sections[number]
        assert "進化" in f"{sec.title}{sec.text}"


def _doc(lang, texts):
    doc = Document(game="t", lang=lang, title="T", version="1", date="", source="", parser="")
    for line, (number, text) in enumerate(texts, 1):
        doc.sections[number] = Section(number, None, text, line, parent="1" if "." in number else None)
    return doc


def test_a_term_inside_a_longer_term_is_not_counted_there():
    g = build_glossary(_doc("ja", [
        ("1", "「進攻」とは、怪獣が前進することを意味します。"), ("1.1", "進攻は1ターンに1回です。"),
        ("2", "「進攻怪獣」とは、場の怪獣です。"), ("3", "進攻怪獣を置きます。"),
        ("4", "進攻怪獣が進攻します。"),
    ]))
    assert [s.number for s in g.uses(g.get("進攻"))] == ["1.1", "4"]
    assert [s.number for s in g.uses(g.get("進攻怪獣"))] == ["3", "4"]


def test_english_uses_match_whole_words_only():
    g = build_glossary(_doc("en", [("1", '"Rage" means anger.'), ("2", "Gain rage."),
                                   ("3", "Storage and average are not it."), ("4", "RAGE, again.")]))
    assert [s.number for s in g.uses(g.get("rage"))] == ["2", "4"]


def test_english_uses_include_the_inflected_forms():
    g = build_glossary(_doc("en", [("1", 'To "invade" means to move forward.'),
                                   ("2", "While invading, draw."), ("3", "It invades."),
                                   ("4", "An invader is not it.")]))
    assert [s.number for s in g.uses(g.get("invade"))] == ["2", "3"]


def test_the_games_keywords_are_terms_and_headings_that_only_name_a_part_are_not():
    ja, vg = glossary("godzilla/ja"), glossary("vanguard/ja")
    for name, number in [("チェックタイミング", "10.4"), ("プレイタイミング", "10.4"), ("進攻", "8.6"),
                         ("撃退", "5.15"), ("怒り", "3.4")]:
        assert ja.get(name).number == number, name
        assert ja.uses(ja.get(name)), name
    assert vg.get("チェックタイミング").number == "3.5"
    assert vg.get("守護者（センチネル）").number == "11.9"  # a keyword ability, in chapter 11
    assert ja.get("ゲーム人数") is None and vg.get("ゲーム人数") is None
    assert glossary("godzilla/en").get("Check Timing").number == "9.4"  # "Check Timing and Play Timing"


def test_a_spelling_of_a_term_finds_it():
    ja = glossary("godzilla/ja")
    assert ja.get("【出現時】(効果)") is ja.get("出現時") is not None


def test_no_term_keeps_stray_punctuation(lib):
    g = glossary("moncolle/ja")
    assert g.get("ダメージ属性").number == "15-2"  # heading "/ダメージ属性／無属性ダメージ"
    for doc in lib:
        for t in glossary(doc.key):
            assert t.name == t.name.strip("/／・:：,、。|｜-–— ") and t.plain, (doc.key, t.name)


def test_every_document_has_a_glossary(lib):
    for doc in lib:
        g = glossary(doc.key)
        assert len(g) >= 10, doc.key
        assert all(t.number in doc for t in g)


def test_terms_are_found_in_card_text_longest_first():
    from judgekit.rules.glossary import glossary

    text = "進攻時あなたのエンドフェイズに、これの隣接エリアの進化を持つカードを進化させる。色"
    found = [(text[a:b], t.number) for a, b, t in glossary("godzilla/ja").find_in(text)]
    assert ("進攻時", "12.3") in found and ("進攻", "8.6") not in found  # the keyword, not 進攻
    assert ("エンドフェイズ", "7.5") in found
    assert ("進化", "12.6") in found and ("進化", "5.17") in found  # the keyword; the act
    assert all(len(word) > 1 for word, _ in found)  # 色 is a part of other words


def test_a_katakana_term_is_not_found_inside_a_longer_katakana_word():
    """BP01-004 「各プレイヤーの交戦カード」: プレイ (10.5, play) is not named by プレイヤー (player) — its card page
    linked 「プレイ」 inside the word and listed 10.5 among the rules it relies on; 「プレイする」 still names it."""
    from judgekit.rules.glossary import glossary

    text = "各プレイヤーの交戦カードを破壊する。そのカードをプレイする。"
    found = [(a, text[a:b], t.number) for a, b, t in glossary("godzilla/ja").find_in(text)]
    assert [(a, word) for a, word, _n in found if word == "プレイ"] == [(text.index("プレイする"), "プレイ")]
    g = build_glossary(_doc("ja", [("1", "「プレイ」とは、カードを使うことです。"), ("2", "各プレイヤーは引きます。"),
                                   ("3", "カードをプレイします。")]))
    assert [s.number for s in g.uses(g.get("プレイ"))] == ["3"]
