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


# -- facts of one monster joined, the subject said once (PD-076's class; 10.5, 2.3, 4.4.3, 3.4) -----------------

@pytest.mark.parametrize("said", ["等級IIで、エリア5~8にいる", "エリア5~8にいて、等級II", "等級IIでエリア5以降にいる"])
@pytest.mark.parametrize("big, position, drawn", [(True, 6, 1), (False, 6, 0), (True, 3, 0)])
def test_facts_of_one_monster_joined_all_must_hold(said, big, position, drawn):
    """10.5: 「あなたの怪獣カードが等級IIで、エリア5~8にいるなら、1枚引く」 — A draws only when A's monster is of
    rank II AND stands in zone 5-8 (4.4.3); rank I in zone 6, or rank II in zone 3: no draw. Either order reads."""
    s = jet_board(f"出現時あなたの怪獣カードが{said}なら、あなたは1枚引く。", deck=("A", 3),
                  more=(make_card("Godzilla II", "monster", "II", "red", "Godzilla", threat=15000),))
    if big:
        s.areas["A.invading"].clear()
        s.put(s.new_card("Godzilla II", "A"), "A.invading")
    s.position["A"] = position
    game, jet = jet_played(s, 5 if position != 5 else 4)
    assert len(s.areas["A.hand"]) == drawn


@pytest.mark.parametrize("rage, position, drawn", [(3, 7, 1), (2, 7, 0), (3, 4, 0)])
def test_the_opponents_monsters_zone_and_its_rage_joined(rage, position, drawn):
    """10.5 with 3.4: 「相手の怪獣カードがエリア6以降にいて、怒りが3以上なら」 — the rage is that monster's (B's)."""
    s = jet_board("出現時相手の怪獣カードがエリア6以降にいて、怒りが3以上なら、あなたは1枚引く。", deck=("A", 3))
    s.position["B"], s.rage["B"], s.rage["A"] = position, rage, 0
    game, jet = jet_played(s, 5)
    assert len(s.areas["A.hand"]) == drawn
    assert "the opponent's monster is in zones 6–8 and the opponent's rage is 3 or more" in words(
        "出現時相手の怪獣カードがエリア6以降にいて、怒りが3以上なら、あなたは1枚引く。")
