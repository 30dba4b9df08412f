"""The classes practice set D of round 13 showed (issue 18), each read wherever it can stand and run by the
engine on a board where it decides what happens — not the set's sentences, their kinds."""

import pytest

from judgekit.engine.cards import make_card

from jet_board import jet_board, jet_played, words


def _stacked(s, player: str, n: int) -> None:
    """``n`` Tanks stacked under ``player``'s invading monster (3.2.1: the area's list, top first)."""
    for _ in range(n):
        s.put(s.new_card("Tank", player), f"{player}.invading")


# -- a count per card stacked under a player's monster (PD-003's class; 3.2.1, 10.8) ------------------------------

@pytest.mark.parametrize("whose, mine, theirs, power", [
    ("あなた", 3, 1, 5000), ("あなた", 0, 2, 2000), ("相手", 3, 1, 3000), ("相手", 0, 2, 4000)])
def test_a_count_per_card_under_a_players_monster_counts_that_monsters_stack(whose, mine, theirs, power):
    """3.2.1, 10.8: 「あなたの怪獣カードの下にあるカード1枚につき、撃退力+1000」 counts the cards stacked under A's
    monster only (3 there: +3000), 「相手の…」 those under B's; none there: +0."""
    text = f"{whose}の怪獣カードの下にあるカード1枚につき、撃退力+1000。"
    s = jet_board(text)
    _stacked(s, "A", mine)
    _stacked(s, "B", theirs)
    game, jet = jet_played(s, 5)
    assert game.counter_power(jet) == power
    assert f"for each card under {'your' if whose == 'あなた' else 'the opponent' + chr(39) + 's'} monster" in words(text)


@pytest.mark.parametrize("zone, power", [(4, 4000), (5, 2000)])
def test_a_count_under_your_monster_joined_to_a_column_condition_counts_only_there(zone, power):
    """PD-003, 4.4.5.4 with 3.2.1: the +1000 per card under A's monster (2 there) holds only while Jet is in
    B's monster's column (B's monster in B's zone 2, A's zone 4 faces it)."""
    s = jet_board("これが相手の怪獣カードと同じ縦列にいるなら、あなたの怪獣カードの下にあるカード1枚につき、撃退力+1000。")
    _stacked(s, "A", 2)
    game, jet = jet_played(s, zone)
    assert game.counter_power(jet) == power
