"""Whether the engine does what a card of the twelfth blind set means (issue 18): probes for twelfthset_cards.toml.

Written from each card's `meaning` checked against its Japanese and the JP rules 1.04, never from the
compiler's reading, like the earlier sets' probe modules (whose helpers and board reading they share);
benchmarks/unseen_cards.py runs them for the compiled cards of any set. They probe where the engine
could differ though the reading looks right: a zone range under a rank bound with THIS monster's rage
(3 counts), this monster's column at each forward move, the opponent's EMPTY zones (4.4.7), the lowest
rank among the opponent's battle cards, a count of the opponent's strategy cards made AFTER one of them
was destroyed, a forward move of two that stops at zone 8 and never wins (5.13.1.1.1), the zone adjacent
to your zone 8 across the table (the opponent's 8, 4.4.5.2), "exactly 2" and "exactly 1" under rank
bounds and a zone range written 1〜4, a rank change for your turn (2.3.2.2.1: not below 0) that a rank-0
destruction then reads, a change for the turn that reaches only your battle cards on the field when it
resolves (10.8.2), and continuous changes per point of YOUR rage beside YOUR monster (4.4.5.2), two
independent bonuses, beside this monster while you have a strategy card placed, from the zone in FRONT
(4.4.5.1), further LEFT than this monster (4.4.5.5.1, 3/8, 4/7, 5/6 not left of each other) and a rank
bound read on the rank before the change (10.8.1.5).

The meetings of two rules in this set (a trigger on an event its own card's effect causes, a
replacement during a cost, a continuous change and a change for a time on one number, a prohibition
against an effect) happen between abilities or across phases, which these one-ability probes cannot see;
they were checked by playing whole actions on hand-made boards, as each card's verdict note says.
"""

from __future__ import annotations

from collections.abc import Callable

from eleventhset_probes import _empty_zones, _in_their_monsters_column, _their_position, _their_rage
from heldout_probes import my_battle_cards
from seventhset_probes import _destroyed, _eligible
from tenthset_probes import _hand_after_draw, all_yours_for_the_turn
from unseen_probes import (OWN_COLUMN, Seen, adjacent, b_battle, destroys, field, in_zones, my_column,
                           rank_at_most, state_change, zone_of)


def _lowest_of_theirs(c: Seen, s, me: str) -> bool:
    """TW-015: one of the opponent's battle cards whose rank is the lowest among theirs (ties all count)."""
    ranks = [x.rank for x in field(s) if b_battle(x)]
    return b_battle(c) and c.rank == min(ranks)


def _their_strategy_cards(s) -> set[str]:
    return {c.id for c in field(s) if c.owner == "B" and c.type == "strategy" and c.zone is None}


def one_strategy_then_draw_if_none(before, after, me: str) -> str:
    """TW-027: exactly one of the opponent's placed strategy cards destroyed (none placed: none); THEN, counted
    after that destruction, you draw 1 only if the opponent has none placed (their only one destroyed: draw)."""
    theirs = _their_strategy_cards(before)
    gone = {c for c in theirs if after.area_of(c) in ("discard", "")}
    if len(gone) != min(1, len(theirs)):
        return f"destroyed {len(gone)} of the opponent's {len(theirs)} strategy card(s), the meaning says {min(1, len(theirs))}"
    left = _their_strategy_cards(after)
    got, want = len(after.areas["A.hand"]), _hand_after_draw(before, 0 if left else 1)
    return "" if got == want else (f"your hand holds {got}, the meaning says {want} (the opponent has "
                                   f"{len(left)} strategy card(s) left after the destruction)")


one_strategy_then_draw_if_none.acts = lambda before, me: True  # type: ignore[attr-defined]


def forward_two_no_win(before, after, me: str) -> str:
    """TW-038: with THIS monster's rage 3 or more, two single moves forward, stopping at zone 8 (not an
    invasion, so never a win from 8, 5.13.1.1.1); else no move."""
    want = min(8, before.position["A"] + 2) if before.rage["A"] >= 3 else before.position["A"]
    if after.result is not None and before.result is None:
        return f"the game ended ({after.result.how}): a move that is not an invasion never wins"
    return "" if after.position["A"] == want else f"your monster in zone {after.position['A']}, the meaning says {want}"


forward_two_no_win.acts = lambda before, me: before.rage["A"] >= 3 and before.position["A"] < 8  # type: ignore[attr-defined]


def _across_from_my_8(c: Seen, s, me: str) -> bool:
    """TW-051: with THIS card in YOUR zone 8, the opponent's battle card in THEIR zone 8 (the only zone of
    theirs adjacent to it, 4.4.5.2)."""
    return b_battle(c) and zone_of(s, me) == 8 and c.zone == 8


def _rank_zero_in_your_turn(c: Seen, s, me: str) -> bool:
    """TW-054: the opponent's battle cards of rank 0 as the engine must see them with (1) on the field: in
    YOUR turn printed rank -2, never below 0 (2.3.2.2.1), so printed 2 or less; in theirs, printed 0."""
    return b_battle(c) and (max(0, c.rank - 2) if s.turn_player == "A" else c.rank) == 0


def _per_rage_beside_monster(s, c: Seen, me: str) -> int:
    """TW-005: +2000 per point of YOUR monster's rage to this card while it is adjacent to YOUR monster."""
    return 2000 * s.rage["A"] if c.id == me and adjacent(zone_of(s, me), s.position["A"]) else 0


def _two_bonuses(s, c: Seen, me: str) -> int:
    """TW-010: +5000 while the opponent's rage is 2 or more, and +3000 while this card is in the opponent's
    monster's column (4.4.5.4); independent, so up to +8000."""
    if c.id != me:
        return 0
    return 5000 * (s.rage["B"] >= 2) + 3000 * _in_their_monsters_column(s, me)


def _beside_this_monster_while_placed(s, c: Seen, me: str) -> int:
    """TW-030: +2000 to each of YOUR battle cards adjacent to this monster while you have a strategy card placed."""
    placed = any(s.areas[k] for k in s.strategy_keys("A"))
    return 2000 if (placed and c.owner == "A" and c.type == "battle" and c.zone is not None
                    and adjacent(c.zone, s.position["A"])) else 0


FRONT = {3: 8, 4: 7, 5: 6}  # 4.4.5.1: the zone in front of 3, 4, 5; the others have none


def _yours_in_front(s, c: Seen, me: str) -> int:
    """TW-052: +3000 to this card while one of YOUR battle cards is in the zone in front of it."""
    front = FRONT.get(zone_of(s, me))
    return 3000 if c.id == me and front is not None and any(x.zone == front for x in my_battle_cards(s)) else 0


def _left_of_this_monster(s, c: Seen, me: str) -> int:
    """TW-053: +2000 to each of YOUR battle cards further left than this monster as you see them (4.4.5.5.1:
    1, 2, 3/8, 4/7, 5/6 — a pair is not left of each other)."""
    return 2000 if (c.owner == "A" and c.type == "battle" and c.zone is not None
                    and OWN_COLUMN[c.zone] < OWN_COLUMN[s.position["A"]]) else 0


ONE_SHOT: dict[str, Callable] = {
    # only with THIS monster's rage 3 or more: ALL of theirs in their zones 6-8 of rank 6 or lower
    "TW-001": destroys(in_zones(6, 8, rank_max=6), None, when=lambda s, me: s.rage["A"] >= 3),
    # at each forward move: one of theirs of rank 4 or lower in THIS monster's column
    "TW-004": destroys(my_column(4), 1),
    # 4 or more EMPTY zones of the opponent's (their monster's zone is not empty): their rage -2, not below 0
    "TW-012": state_change(lambda s: {"B rage": max(0, s.rage["B"] - 2) if _empty_zones(s, "B") >= 4 else s.rage["B"]},
                           _their_rage),
    # 3 or more battle cards of theirs: exactly one of theirs of the lowest rank
    "TW-015": destroys(_lowest_of_theirs, 1, when=lambda s, me: sum(b_battle(c) for c in field(s)) >= 3),
    # their monster in zones 6-8: back exactly one zone
    "TW-020": state_change(lambda s: {"B": s.position["B"] - 1 if 6 <= s.position["B"] <= 8 else s.position["B"]},
                           _their_position),
    "TW-027": one_strategy_then_draw_if_none,
    "TW-038": forward_two_no_win,
    "TW-048": all_yours_for_the_turn,  # the same meaning as TN-047's
    # in YOUR zone 8: every battle card in THEIR zone 8 (adjacent across the table), and no other
    "TW-051": destroys(_across_from_my_8, None),
    # (2) with (1) in force: every one of theirs whose rank is now 0
    "TW-054": destroys(_rank_zero_in_your_turn, None),
    # exactly 2 of theirs of rank 3 or lower (all, if fewer)
    "TW-061": destroys(rank_at_most(3), 2),
    # exactly 1 of theirs in their zones 1-4 of rank 5 or lower
    "TW-063": destroys(in_zones(1, 4, rank_max=5), 1),
    # YOUR rage 2 or more: the opponent's rage -1, not below 0
    "TW-073": state_change(lambda s: {"B rage": max(0, s.rage["B"] - 1) if s.rage["A"] >= 2 else s.rage["B"]},
                           _their_rage),
}


CONTINUOUS: dict[str, tuple[str, Callable[[object, Seen, str], int]]] = {
    "TW-005": ("counter", _per_rage_beside_monster),
    "TW-010": ("counter", _two_bonuses),
    "TW-030": ("counter", _beside_this_monster_while_placed),
    "TW-052": ("counter", _yours_in_front),
    "TW-053": ("counter", _left_of_this_monster),
    # YOUR turn only: the opponent's battle cards of rank 5 or lower (the rank before this change) rank -2
    "TW-071": ("rank", lambda s, c, me: -2 if s.turn_player == "A" and b_battle(c) and c.rank <= 5 else 0),
}
