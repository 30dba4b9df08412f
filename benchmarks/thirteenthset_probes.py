"""Whether the engine does what a card of the thirteenth blind set means (issue 18): probes for thirteenthset_cards.toml.

Written from each card's `meaning` checked against its Japanese and the JP rules 1.04, never from the
compiler's reading, like the earlier sets' probe modules (whose helpers and board reading they share);
benchmarks/unseen_cards.py runs them for the compiled cards of any set. They probe where the engine
could differ though the reading looks right: a destruction only when the card just milled from the top
of YOUR deck is a battle card, one destruction per strategy card the OPPONENT has placed, a rank bound
on the opponent's MONSTER written in Roman numerals (III, IV), a condition on THIS card being adjacent to
YOUR monster, a move back "to zone 3" that never moves a monster already at 3 or before (5.13.2.2), a
forward move of two by an effect that stops at zone 8 and never wins (5.13.1.1.1), a count of the
opponent's battle cards made AFTER their zones 6-8 were cleared, exactly 1 or 2 under rank bounds and
zone ranges written 1~5 and 6〜8, the opponent's rage lowered only from 2 (and never below 0); and
continuous changes while 3 or more cards are under YOUR monster, per point of the OPPONENT's rage, while
this card is in zones 1-5 or 8, for each of YOUR battle cards further RIGHT than this monster (4.4.5.5.1:
1, 2, 3/8, 4/7, 5/6 — a pair is not right of each other), while another of YOUR battle cards has the
trait ゴジラ, in the OPPONENT's turn only, on THIS monster's threat while you have 3 or more battle cards,
and the awaken bounds 5 and 6.

The meetings of two rules in this set (a trigger on an event its own card's effect causes, a
replacement during a cost, a prohibition against a search, a continuous change and a change for a time
on one number) happen between abilities or across phases, which these one-ability probes cannot see;
they were checked by playing whole actions on hand-made boards, as each card's verdict note says.
"""

from __future__ import annotations

from collections.abc import Callable

from eleventhset_probes import _their_position, _their_rage, change_by_this
from heldout_probes import my_battle_cards
from thirdset_probes import has_trait
from unseen_probes import (OWN_COLUMN, Seen, adjacent, b_battle, destroys, field, in_zones, own, rank_at_most,
                           state_change, zone_of)


def _top_of_your_deck_is_battle(s, me: str) -> bool:
    """TH-001: the card the mill puts into the discard pile (YOUR top card) is a battle card."""
    return bool(s.areas["A.deck"]) and s.definition(s.areas["A.deck"][0]).type == "battle"


def _their_placed_strategies(s) -> int:
    return sum(c.owner == "B" and c.type == "strategy" and c.zone is None for c in field(s))


def one_per_their_strategy(before, after, me: str) -> str:
    """TH-007: as many of the opponent's battle cards of rank 6 or lower as the opponent has strategy cards
    placed (all, if fewer qualify); none without one placed."""
    return destroys(rank_at_most(6), _their_placed_strategies(before))(before, after, me)


one_per_their_strategy.acts = lambda before, me: _their_placed_strategies(before) > 0 and any(  # type: ignore[attr-defined]
    rank_at_most(6)(c, before, me) for c in field(before))


def _their_monster_rank(s) -> int:
    return s.definition(s.invading_monster("B")).rank


def forward_two_by_effect(before, after, me: str) -> str:
    """TH-037: YOUR monster two single moves forward, stopping at zone 8; not an invasion, so the game
    never ends by it (5.13.1.1.1)."""
    want = min(8, before.position["A"] + 2)
    if after.result is not None and before.result is None:
        return f"the game ended ({after.result.how}): a move that is not an invasion never wins"
    return "" if after.position["A"] == want else f"your monster in zone {after.position['A']}, the meaning says {want}"


forward_two_by_effect.acts = lambda before, me: before.position["A"] < 8  # type: ignore[attr-defined]


def clear_6_8_then_rage_per_survivor(before, after, me: str) -> str:
    """TH-045: ALL of the opponent's battle cards in their zones 6-8 destroyed (and no other); THEN, counted
    after that, YOUR rage +1 for each of the opponent's battle cards left in their zones."""
    if problem := destroys(in_zones(6, 8), None)(before, after, me):
        return problem
    left = sum(b_battle(c) and after.area_of(c.id).startswith("zone") for c in field(before))
    want = before.rage["A"] + left
    return "" if after.rage["A"] == want else (f"your rage {after.rage['A']}, the meaning says {want} "
                                               f"({left} of theirs left after the destruction)")


clear_6_8_then_rage_per_survivor.acts = lambda before, me: any(b_battle(c) for c in field(before))  # type: ignore[attr-defined]


def _under_your_monster(s) -> int:
    return max(0, len(s.areas["A.invading"]) - 1)


def _right_of_this_monster(s, c: Seen, me: str) -> int:
    """TH-051: +1000 to each of YOUR battle cards further RIGHT than this monster as you see them
    (4.4.5.5.1: 1, 2, 3/8, 4/7, 5/6 — a pair is not right of each other)."""
    return 1000 if (c.owner == "A" and c.type == "battle" and c.zone is not None
                    and OWN_COLUMN[c.zone] > OWN_COLUMN[s.position["A"]]) else 0


def _another_godzilla_of_yours(s, c: Seen, me: str) -> int:
    """TH-068: +3000 to this card while ANOTHER of YOUR battle cards in your zones has the trait ゴジラ — to
    each copy of it on the board, each seeing the other (a copy has the trait ゴジラ itself)."""
    if c.owner != "A" or s.name_of(c.id) != s.name_of(me):
        return 0
    others = [x for x in my_battle_cards(s) if x.id != c.id and has_trait(s, x.id, "ゴジラ")]
    return 3000 if others else 0


def _theirs_in_their_turn(s, c: Seen, me: str) -> int:
    """TH-069: -2000 to every battle card in the OPPONENT's zones, in the opponent's turn only."""
    return -2000 if s.turn_player == "B" and b_battle(c) else 0


ONE_SHOT: dict[str, Callable] = {
    # only if YOUR top card (milled) is a battle card: one of theirs in their zones 6-8 of rank 5 or lower
    "TH-001": destroys(in_zones(6, 8, rank_max=5), 1, when=_top_of_your_deck_is_battle),
    "TH-007": one_per_their_strategy,
    # only with this card in YOUR zone 8 and the opponent's rage 2 or more: their rage -2
    "TH-008": change_by_this(lambda s, me: {"B rage": s.rage["B"] - 2 if zone_of(s, me) == 8 and s.rage["B"] >= 2
                                            else s.rage["B"]}, _their_rage),
    # the opponent's MONSTER of rank III or more: exactly 2 of theirs of rank 5 or lower
    "TH-015": destroys(rank_at_most(5), 2, when=lambda s, me: _their_monster_rank(s) >= 3),
    # this card adjacent to YOUR monster: exactly 1 of theirs of rank 3 or lower
    "TH-023": destroys(rank_at_most(3), 1, when=lambda s, me: adjacent(zone_of(s, me), s.position["A"])),
    # the opponent's rage 2 or more: their monster back to zone 3, never forward from 1 or 2
    "TH-036": state_change(lambda s: {"B": min(3, s.position["B"]) if s.rage["B"] >= 2 else s.position["B"]},
                           _their_position),
    "TH-037": forward_two_by_effect,
    "TH-045": clear_6_8_then_rage_per_survivor,
    # exactly 1 of theirs of rank 3 or lower (【出現時】 in brackets)
    "TH-061": destroys(rank_at_most(3), 1),
    # exactly 1 of theirs in their zones 1~5 of rank 4 or lower
    "TH-062": destroys(in_zones(1, 5, rank_max=4), 1),
    # exactly 2 of theirs of rank ⑤ or lower
    "TH-067": destroys(rank_at_most(5), 2),
    # their monster in zones 6〜8: their rage -1, not below 0
    "TH-075": state_change(lambda s: {"B rage": max(0, s.rage["B"] - 1) if 6 <= s.position["B"] <= 8 else s.rage["B"]},
                           _their_rage),
}


CONTINUOUS: dict[str, tuple[str, Callable[[object, Seen, str], int]]] = {
    # THIS monster's threat +5000 while YOU have 3 or more battle cards in your zones (3 counts)
    "TH-006": ("threat", own(5000, lambda s, me: len(my_battle_cards(s)) >= 3)),
    # 3 or more cards under YOUR monster (3 counts)
    "TH-009": ("counter", own(3000, lambda s, me: _under_your_monster(s) >= 3)),
    # the opponent's monster in zones 6-8
    "TH-012": ("counter", own(5000, lambda s, me: 6 <= s.position["B"] <= 8)),
    # +2000 per point of the OPPONENT's rage
    "TH-027": ("counter", lambda s, c, me: 2000 * s.rage["B"] if c.id == me else 0),
    # this card in YOUR zones 1-5 (6-8: nothing)
    "TH-030": ("counter", own(2000, lambda s, me: 1 <= zone_of(s, me) <= 5)),
    # the continuous +3000 alone (the doubling is for a turn, played by hand): YOUR rage 2 or more
    "TH-044": ("counter", own(3000, lambda s, me: s.rage["A"] >= 2)),
    "TH-051": ("counter", _right_of_this_monster),
    "TH-063": ("counter", own(4000, lambda s, me: zone_of(s, me) == 8)),
    # 【覚醒５】: YOUR monster in zone 5 or beyond
    "TH-064": ("counter", own(2000, lambda s, me: s.position["A"] >= 5)),
    # the opponent's MONSTER of rank IV or more
    "TH-066": ("counter", own(4000, lambda s, me: _their_monster_rank(s) >= 4)),
    "TH-068": ("counter", _another_godzilla_of_yours),
    "TH-069": ("counter", _theirs_in_their_turn),
    # 覚醒6：: YOUR monster in zone 6 or beyond
    "TH-073": ("counter", own(5000, lambda s, me: s.position["A"] >= 6)),
}
