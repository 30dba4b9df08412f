"""Each part of a printed text paired with the part of the meaning it became (the card page's
side-by-side reading): the grammar's positions mapped back onto the characters as printed."""

import dataclasses

import pytest

from judgekit.cardtext import CompileError, compile_card
from judgekit.cardtext.database import database
from judgekit.cardtext.normal import bare, normalise
from judgekit.cardtext.spans import printed_positions, read_in_parts


def parts(text: str, strategy: bool = False) -> list[tuple[str, str]]:
    """(printed characters, words) of each part of ``text``, in order."""
    return [(text[p.start:p.end], p.words) for r in read_in_parts(text, strategy) for p in r.parts]


def test_every_cards_readings_cover_its_printed_text_once_in_order():
    for card in database().values():
        readings = read_in_parts(card.text, card.type == "strategy")
        assert "".join(card.text[r.start:r.end] for r in readings) == card.text, card.number
        for r in readings:
            ends = [r.start] + [p.end for p in r.parts]
            assert all(r.start <= p.start < p.end <= r.end and p.start >= before
                       for p, before in zip(r.parts, ends)), card.number
            assert all(p.words for p in r.parts) and (r.unread or r.words), card.number


def test_each_parts_printed_characters_normalise_into_the_text_the_grammar_read():
    """The highlight lands on the printed characters: a part's own characters, normalised, are
    in the normalised text (were the map off by one, a part would start or end mid-word)."""
    for card in database().values():
        plain = bare(normalise(card.text))
        for printed, _words in parts(card.text, card.type == "strategy"):
            assert bare(normalise(printed)) in plain, (card.number, printed)


# real cards with a word changed so the grammar cannot read one sentence (it reads all 292 as printed)
UNREADABLE = {"BP01-060": ("置いて発動させる", "食べる"), "BP03-067": ("最も等級の低い", "最も美しい")}


def unreadable(number):
    card = database()[number]
    printed, changed = UNREADABLE[number]
    return dataclasses.replace(card, text=card.text.replace(printed, changed))


def test_a_card_the_grammar_reads_whole_has_no_unread_part_and_one_it_cannot_has_one():
    """Whether the grammar reads a card whole is asked of compile_card, the reading the engine and
    the other tests have (cached for the process: a real card is not parsed again for this test)."""
    read = unread = 0
    for card in [*database().values(), *map(unreadable, UNREADABLE)]:
        readings = read_in_parts(card.text, card.type == "strategy")
        try:
            compile_card(card)
            assert not any(r.unread for r in readings), card.number
            read += 1
        except CompileError:
            assert any(r.unread for r in readings), card.number
            unread += 1
    assert read == len(database()) and unread == len(UNREADABLE)


def test_look_alike_characters_brackets_and_reminder_text_keep_the_printed_characters():
    text = "【出現時】(これはリマインダーです。)相手の怒りを２減らす。いずれかの怪獣カードがエリア１〜５に進攻した時、カードを１枚引く"
    said = parts(text)
    assert [printed for printed, _words in said] == [
        "【出現時】", "相手の怒りを２減らす", "いずれかの怪獣カードがエリア１〜５に進攻した時、", "カードを１枚引く"]
    assert "zones 1–5" in said[2][1] and said[1][1] == "decrease the opponent's rage by 2"


def test_each_ability_keeps_its_bracketed_icon():
    text = "【出現時】カードを１枚引く。【進攻時】相手の怒りを１減らす。（説明）"
    assert [text[r.start:r.end] for r in read_in_parts(text)] == [
        "【出現時】カードを１枚引く。", "【進攻時】相手の怒りを１減らす。（説明）"]


def test_printed_positions_map_each_normalised_character_to_its_printed_one():
    printed = "【強襲３】エリア１〜５"
    plain = bare(normalise(printed))
    assert plain == "強襲3エリア1~5"
    assert [printed[s:e] for s, e in printed_positions(printed, plain)] == list("強襲３エリア１〜５")


def test_each_qualifier_is_in_the_words_of_the_part_that_prints_it():
    """BP01-072: the bound sits on the retreat it limits, the sentence's "if" on its own part."""
    text = database()["BP01-072"].text
    said = dict(parts(text))
    assert said["相手の脅威度50000以下の怪獣カードを１エリア後退させる"].startswith(
        "if the opponent's monster's threat level is 50000 or less, move the opponent's monster back")
    assert said["それが交戦カード"] == "if it is a battle card"


def test_the_options_of_a_choice_and_its_condition_are_parts():
    """BP03-029: 「…７枚以上あるなら、以下を１つ行う。・…」."""
    said = dict(parts(database()["BP03-029"].text))
    assert said["以下を１つ行う。"] == "do 1 of the following"
    assert said["これの下にカードが７枚以上ある"] == "if 7 or more cards are under this card"
    assert said["各プレイヤーは自分の手札を２枚になるよう捨てる"] == "each player discards down to 2 cards in hand"


def test_the_heads_read_as_one_word_are_parts():
    """BP01-080's 「これが戦略カード置き場にある間、」 and SD01-011's replacement head."""
    assert dict(parts(database()["BP01-080"].text, strategy=True))["これが戦略カード置き場にある間、"].startswith(
        "while this card is in a strategy zone")
    assert dict(parts(database()["SD01-011"].text))["これが破壊される際"] == "if this card would be destroyed, instead"


def test_how_long_a_change_lasts_and_a_delayed_triggers_moment_are_parts():
    """BP02-029's 「そのターン中、」 (7.5.6), a later turn's end (10.2.1.2) and a delayed trigger's
    moment (10.6.5) are paired with their words, not left between the parts."""
    said = dict(parts(database()["BP02-029"].text))
    assert said["そのターン中、"] == "until the end of the turn"
    said = dict(parts("次の相手のターン終了時まで、相手は戦略カードを置くことができない。", strategy=True))
    assert said["次の相手のターン終了時まで、"] == "until the end of the opponent's next turn"
    said = dict(parts("出現時次のあなたのエンドフェイズ開始時、これを破壊する。"))
    assert said["次のあなたのエンドフェイズ開始時、"].startswith("at the beginning of your next end phase (once)")


def test_a_limit_a_turn_a_validity_a_later_window_and_a_grant_are_parts():
    """1.3.1, 10.3.3, 10.2.1.2, 10.8.1.2: each is paired with its words on the card page."""
    said = dict(parts("1ターンに1回、あなたの交戦カードが破壊された時、カードを1枚引く。"
                      "この能力は、これがエリア8にいる場合にのみ有効である。"))
    assert said["1ターンに1回、"] == "at most once a turn"
    assert said["この能力は、これがエリア8にいる場合にのみ有効である。"] == "valid only while this card is in zone 8"
    said = dict(parts("出現時次の相手のターン中、これの撃退力+2000。"))
    assert said["次の相手のターン中、"] == "during the opponent's next turn"
    said = dict(parts("これは「相手の怪獣カードが前進するたび、カードを1枚引く。」を持つ。"))
    assert said["これは「相手の怪獣カードが前進するたび、カードを1枚引く。」を持つ"].startswith("this card has the ability")


def test_sentences_no_card_prints_split_into_parts_covering_them():
    """The card page of a new set's card: a generated sentence of every part the grammar composes
    (judgekit.cardtext.generate) is split into parts that cover it, none unread."""
    from judgekit.cardtext.generate import samples

    for sample in samples(400, seed=3):
        readings = read_in_parts(sample.text, sample.strategy)
        assert readings[0].start == 0 and readings[-1].end >= len(sample.text.rstrip("。")), sample.text
        assert not any(r.unread for r in readings) and all(p.words for r in readings for p in r.parts), sample.text


@pytest.mark.parametrize("number, stop", [("BP01-060", "食べる。"), ("BP03-067", "美しい")])
def test_a_sentence_the_grammar_cannot_read_is_one_unread_part_saying_where(number, stop):
    card = unreadable(number)
    unread = [r for r in read_in_parts(card.text, card.type == "strategy") if r.unread]
    assert unread and all(not r.parts and not r.words for r in unread)
    assert stop in unread[0].unread


def test_a_state_trigger_is_a_part_of_its_own():
    """10.6.6: 「…時、」 read as a state (no event) is split and said like any trigger, for a time too."""
    for text in ("あなたの手札にカードがない時、カードを1枚引く。", "出現時このターン、あなたの手札にカードがない時、カードを1枚引く。"):
        words = [p.words for r in read_in_parts(text) for p in r.parts]
        assert "Whenever there are none of your cards in the hand (a state trigger: once, and again after it resolves)" in words
