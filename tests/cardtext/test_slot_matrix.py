"""The slot matrix of card phrases (judgekit.cardtext.slots, issue 18 round 10): each part of a card phrase
in each slot is read as the meaning composed from its parts or refused, never read wrong; and the relations
to this card (4.4.5) mean the same whether said as a card phrase or as a place, as the engine honours them."""

import pytest

from judgekit.cardtext.compiler import CompileError, compile_text
from judgekit.cardtext.generate import canonical
from judgekit.cardtext.slots import cells, measure

from jet_board import TANK, jet_board, play_jet, words


def test_no_cell_of_the_matrix_is_read_wrong():
    """A cell read as something else than its parts mean is the worst outcome (a confident wrong reading)."""
    found = measure(compile_text, canonical, CompileError)
    assert [f for f in found["failures"] if f[0] == "wrong"] == []
    assert list(found["cells"].values()).count("right") >= 360  # the cells read right on this branch: 368 of 381


def test_every_relation_is_in_every_field_slot():
    """Each zone named from this card (same column, adjacent, front, behind, right) stands as a verb's object,
    a condition's place, a count, a for-each count and a change's target, each player's or whose unsaid."""
    slots = {(c.term.split(" (")[0], c.slot) for c in cells()}
    for relation in ("same column", "adjacent", "in front", "behind", "right of"):
        assert {s for r, s in slots if r == relation} >= {"destroy", "there is", "there is none", "count", "for each",
                                                          "for a time", "modifier"}


def drawn(text: str, zone: int, foe_zones: tuple[int, ...], mine: tuple[int, ...] = ()) -> int:
    """Cards A draws when Jet (with ``text``) is played into ``zone``, B's Tanks in ``foe_zones``, A's in ``mine``."""
    s = jet_board(text, deck=("A", 3))
    for n in foe_zones:
        s.put(s.new_card("Tank", "B"), f"B.zone{n}")
    for n in mine:
        s.put(s.new_card("Tank", "A"), f"A.zone{n}")
    play_jet(s, zone)
    return len(s.areas["A.hand"])


ADJACENT_SAID = ["【出現時】これの隣接エリアに交戦カードがいるなら、カードを1枚引く。",
                 "【出現時】これの隣接エリアにいる交戦カードが1枚以上なら、カードを1枚引く。"]


@pytest.mark.parametrize("text", ADJACENT_SAID)
def test_a_card_across_the_table_in_zone_8_is_adjacent_to_this_card_in_zone_8(text):
    """4.4.5.2: a player's zone 8 and the opponent's zone 8 are adjacent; whose unsaid, the opponent's card
    there counts — as a place (「これの隣接エリアに…がいる」) and as a card phrase alike (they once differed:
    the place counted the master's cards only)."""
    assert drawn(text, 8, (8,)) == 1
    assert drawn(text, 8, (7,)) == 0  # the opponent's 7 is not next to this card's 8
    assert drawn(text, 8, (), mine=(7,)) == 1  # the master's 7 is (numbers differing by 1)


@pytest.mark.parametrize("text", ADJACENT_SAID)
def test_both_ways_of_saying_adjacent_read_alike(text):
    assert "each player's" in words(text)


@pytest.mark.parametrize("whose, foe, mine, draws", [
    ("相手の", (3,), (), 1), ("相手の", (4,), (), 0), ("相手の", (), (8,), 0),
    ("あなたの", (), (8,), 1), ("あなたの", (), (4,), 0), ("", (8,), (), 1), ("", (4,), (), 0), ("", (), (8,), 1)])
def test_this_cards_column_as_a_condition(whose, foe, mine, draws):
    """4.4.5.4: a player's zone 3 and zone 8 and the opponent's 3 and 8 are one column; 「これと同じ縦列に
    (相手の)他の交戦カードがいるなら」 is a condition on the cards there, whose unsaid either player's."""
    text = f"【出現時】これと同じ縦列に{whose}他の交戦カードがいるなら、カードを1枚引く。"
    assert drawn(text, 3, foe, mine) == draws


def test_this_cards_column_whose_unsaid_as_a_verbs_object():
    """4.4.5.4: 「これと同じ縦列にいる他の交戦カードをすべて破壊する」 destroys both players' cards in this card's
    column (A's 8, B's 3 and 8 from A's zone 3) and none outside it (B's 4)."""
    s = jet_board("【出現時】これと同じ縦列にいる他の交戦カードをすべて破壊する。")
    for where in ("A.zone8", "B.zone3", "B.zone8", "B.zone4"):
        s.put(s.new_card("Tank", where[0]), where)
    play_jet(s, 3)
    assert [k for k in ("A.zone8", "B.zone3", "B.zone8", "B.zone4") if s.areas[k]] == ["B.zone4"]
    assert TANK.name in [s.cards[c].name for c in s.areas["B.discard"]]


def test_cards_in_zones_said_are_a_for_each_count():
    """10.5.2.2.1 over 4.4: 「あなたのエリア6~8にいる交戦カード1枚につき」 counts A's cards there only."""
    text = "【出現時】あなたのエリア6~8にいる交戦カード1枚につき、カードを1枚引く。"
    assert drawn(text, 5, (7,), mine=(6, 8, 2)) == 2
