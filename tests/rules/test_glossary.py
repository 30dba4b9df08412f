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


def test_uses_are_sections_outside_the_definition_that_mention_the_term(ja):
    g = glossary("godzilla/ja")
    uses = [s.number for s in g.uses(g.get("進化する"))]
    assert "12.6.2" in uses
    assert not any(n == "5.17" or n.startswith("5.17.") for n in uses)
    for number in uses:
        sec = ja.sections[number]
        assert "進化" in f"{sec.title}{sec.text}"


def test_english_uses_match_whole_words_only():
    doc = Document(game="t", lang="en", title="T", version="1", date="", source="", parser="")
    for number, text in [("1", '"Rage" means anger.'), ("2", "Gain rage."),
                         ("3", "Storage and average are not it."), ("4", "RAGE, again.")]:
        doc.sections[number] = Section(number, None, text, int(number))
    g = build_glossary(doc)
    assert [s.number for s in g.uses(g.get("rage"))] == ["2", "4"]


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
