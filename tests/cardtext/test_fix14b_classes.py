"""The fourteenth set's unread classes read whole (issue 18, fix14b): zones named from this card as any
verb's destination, whose unsaid (4.4.5.1, 後 spelt without ろ); each honoured by the engine on a board."""

import pytest

from judgekit.engine.cards import make_card

from jet_board import jet_board, play_jet, words

LARVA = make_card("Larva", "battle", "3", "blue", "Mothra", counter=1000)


def names(s, area: str) -> list[str]:
    return [s.cards[c].name for c in s.areas[area]]


# -- 4.4.5.1: 「これの(前|後ろ|後)のエリアに」, whose unsaid: the master's one zone in front of / behind this card --------

@pytest.mark.parametrize("where, jet_zone, into", [("後", 8, 3), ("後ろ", 7, 4), ("後", 6, 5), ("前", 4, 7),
                                                   ("後", 4, None), ("前", 8, None)])
def test_a_card_from_the_discard_appears_in_the_zone_behind_or_in_front_of_this_one(where, jet_zone, into):
    """FO-059's class: 「あなたの捨て札から等級3以下の交戦カードを1枚、これの後のエリアに出現させる」 — 3 is behind 8,
    4 behind 7, 5 behind 6; 7 in front of 4 (4.4.5.1); behind 4 or in front of 8 there is no zone: nothing
    appears and the card stays in the discard (1.3.2)."""
    s = jet_board(f"【出現時】あなたの捨て札から等級3以下の交戦カードを1枚、これの{where}のエリアに出現させる。",
                  more=(LARVA,))
    s.put(s.new_card("Larva", "A"), "A.discard")
    play_jet(s, jet_zone)
    assert [n for n in range(1, 9) if "Larva" in names(s, f"A.zone{n}")] == ([into] if into else [])
    assert names(s, "A.discard") == ([] if into else ["Larva"])
    assert ("behind" if where != "前" else "in front of") in words(
        f"【出現時】あなたの捨て札から等級3以下の交戦カードを1枚、これの{where}のエリアに出現させる。")


def test_the_zone_behind_need_not_be_empty_the_older_card_goes_by_the_duplicate_rule():
    """Not said 空いている (4.4.7 only when printed): the Larva appears behind zone 8 where a Tank stands, and the
    duplicate rule destroys the card that was there first (11.5.1)."""
    s = jet_board("【出現時】あなたの捨て札から等級3以下の交戦カードを1枚、これの後のエリアに出現させる。", more=(LARVA,))
    s.put(s.new_card("Larva", "A"), "A.discard")
    s.put(s.new_card("Tank", "A"), "A.zone3")
    play_jet(s, 8)
    assert names(s, "A.zone3") == ["Larva"] and "Tank" in names(s, "A.discard")


@pytest.mark.parametrize("text", ["【出現時】あなたの手札から交戦カードを1枚、これの後のエリアに出現させる。",
                                  "【出現時】「結晶体」トークンを1枚、これの後のエリアに出現させる。"])
def test_every_verb_putting_a_card_into_a_zone_takes_the_zone_behind(text):
    """The same destination for a card from the hand (5.11.1) and a token (5.11.3): behind zone 7 is zone 4."""
    s = jet_board(text)
    s.put(s.new_card("Tank", "A"), "A.hand")
    play_jet(s, 7)
    assert [n for n in range(1, 9) if set(names(s, f"A.zone{n}")) - {"Jet"}] == [4]
