"""The classes the eleventh set's unread texts showed (issue 18), each read wherever it can stand and
run by the engine on a board where it decides what happens — not the set's sentences, their kinds."""

import pytest

from jet_board import words
from test_rules_verbs import Script, board, card, run


# -- 「その中の1枚を」: a count with no noun after その中の, any one of the cards looked at (5.5.2, 10.5.3) ------------

@pytest.mark.parametrize("discard", [True, False])
def test_one_of_the_cards_looked_at_with_no_noun_may_be_discarded(discard):
    """EL-034's class, 5.5.2 then 5.7.3: 「あなたの山札を上から3枚まで見て、その中の1枚を捨て札にしてよい」 — A looks
    at 2 (stopping before the third) and may put one of those 2 (any type: a strategy card here) into the
    discard pile; the other stays where it was, the deck in the same order; declined, nothing moves."""
    text = "出現時あなたの山札を上から3枚まで見て、その中の1枚を捨て札にしてよい。"
    s = board(text)
    deck = [card(s, "Tank", "A.deck"), card(s, "Tank", "A.deck"), card(s, "Tank", "A.deck"), card(s, "Plan", "A.deck")]
    top, second, third = deck[-1], deck[-2], deck[-3]
    run(s, Script(yes_no=["yes", "yes", "no", "yes" if discard else "no"], card=[top]))
    assert s.areas["A.discard"] == ([top] if discard else [])
    assert s.areas["A.deck"][:3] == ([second, third, deck[0]] if discard else [top, second, third])
    assert "you may put 1 of those cards into the discard pile" in words(text)


def test_one_of_a_hand_looked_at_with_no_noun_is_discarded_by_the_master():
    """10.5.3 × 5.7.1: 「相手の手札を見て、その中の1枚を捨てる」 — A chooses one of B's cards, any type, and it is
    discarded; B's other card stays in the hand."""
    text = "出現時相手の手札を見て、その中の1枚を捨てる。"
    s = board(text)
    plan, tank = card(s, "Plan", "B.hand"), card(s, "Tank", "B.hand")
    run(s, Script(card=[plan]))
    assert s.area_of(plan) == "discard" and s.area_of(tank) == "hand"
    assert "put 1 of those cards into the discard pile" in words(text)
