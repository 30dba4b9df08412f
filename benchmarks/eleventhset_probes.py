"""Whether the engine does what a card of the eleventh blind set means (issue 18): probes for eleventhset_cards.toml.

Written from each card's `meaning` checked against its Japanese and the JP rules 1.04, never from the
compiler's reading, like the earlier sets' probe modules (whose helpers and board reading they share);
benchmarks/unseen_cards.py runs them for the compiled cards of any set. They probe where the engine
could differ though the reading looks right: "up to 2" in a zone range under a rank bound, a condition
on this card being adjacent to YOUR monster (4.4.5.2), a count of the monster cards of your discard pile
and a threat bound on one move back, the column of your monster then a draw made in every case (その後),
a count of the opponent's battle cards over a destruction of two, one chosen zone of the opponent's and
its adjacent ones (4.4.5.2) then a rage loss in every case, this monster's column at each forward move,
two conditions and a threat bound on one move back, a move back "to" zone 3 (5.13.2.2) and "two zones"
stopping at zone 1 (5.13.2.1), the leftmost as YOU see them (4.4.5.5.2), the opponent's hand down to 3
(5.7.2), a change for the turn that reaches only your battle cards on the field when it resolves
(10.8.2), and continuous changes by "other" cards during your turn, by the opponent's EMPTY zones (4.4.7:
their monster's zone is not empty, 4.4.1), by 以前 (4.4.5.3.1, this card excluded by 他の), for your
turn on the opponent's ranks, and by the opponent's monster's column (4.4.5.4).

The meetings of two rules in this set (a trigger on an event its own card's effect causes, a replacement
during a cost, a doubling over a per-anger bonus, a count after cards moved) happen between abilities,
which these one-ability probes cannot see; they were checked by playing whole actions on hand-made
boards, as each card's verdict note says.
"""

from __future__ import annotations

from collections.abc import Callable

from fifthset_probes import _hands_down_to, leftmost_as_you_see
from heldout_probes import destroys_up_to, my_battle_cards
from seventhset_probes import ZONES, _destroyed, _eligible
from tenthset_probes import _hand_after_draw, all_yours_for_the_turn
from unseen_probes import ONE_SHOT as UNSEEN_ONE_SHOT
from unseen_probes import (Seen, adjacent, b_battle, column, destroys, field, in_zones, monsters_in_discard,
                           my_column, own, rank_at_most, state_change, threat, zone_of)


def _in_their_monsters_column(s, me: str) -> bool:
    """This card in the column of the OPPONENT's monster (4.4.5.4)."""
    return column("A", zone_of(s, me)) == column("B", s.position["B"])


def column_then_draw(before, after, me: str) -> str:
    """EL-012: exactly one of the opponent's battle cards of rank 5 or lower in YOUR monster's column is
    destroyed (if one is there), and you draw 1 in every case (その後 adds no condition)."""
    gone = _destroyed(before, after)
    ok = _eligible(before, me, my_column(5))
    if gone - ok or len(gone) != min(1, len(ok)):
        return f"destroyed {len(gone)} card(s), {len(gone & ok)} of them eligible; the meaning says {min(1, len(ok))}"
    got, want = len(after.areas["A.hand"]), _hand_after_draw(before, 1)
    return "" if got == want else f"your hand holds {got}, the meaning says {want} (the draw is made in every case)"


column_then_draw.acts = lambda before, me: True  # type: ignore[attr-defined]


def change_by_this(expect: Callable[[object, str], dict], look: Callable[[object], dict]):
    """unseen_probes.state_change for an expectation that depends on where THIS card is."""
    def probe(before, after, me: str) -> str:
        want, got = expect(before, me), look(after)
        return "" if want == got else f"expected {want}, the engine left {got}"
    probe.acts = lambda before, me: expect(before, me) != look(before)  # type: ignore[attr-defined]
    return probe


def _their_position(s) -> dict:
    return {"B": s.position["B"]}


def _their_rage(s) -> dict:
    return {"B rage": s.rage["B"]}


def _their_battle_cards(s) -> int:
    return sum(b_battle(c) for c in field(s))


def _zone_and_adjacent_rank_3(before, z: int) -> set[str]:
    """The opponent's battle cards of rank 3 or lower in their zone z and the zones adjacent to it."""
    return _eligible(before, "", lambda c, s, m: b_battle(c) and c.rank <= 3 and (c.zone == z or adjacent(c.zone, z)))


def zone_and_adjacent_then_calm(before, after, me: str) -> str:
    """EL-020: every opponent's battle card of rank 3 or lower in ONE chosen zone of the opponent's and the
    zones adjacent to it, and no other, destroyed; then the opponent's rage -1 in every case (not below 0)."""
    gone = _destroyed(before, after)
    if not any(gone == _zone_and_adjacent_rank_3(before, z) for z in ZONES):
        return f"destroyed {len(gone)} card(s): not all of rank 3 or lower in one zone of the opponent's and its adjacent zones"
    want = max(0, before.rage["B"] - 1)
    return "" if after.rage["B"] == want else f"the opponent's rage {after.rage['B']}, the meaning says {want}"


zone_and_adjacent_then_calm.acts = lambda before, me: True  # type: ignore[attr-defined]


def _empty_zones(s, player: str) -> int:
    """The zones of `player` with no card in them (4.4.7); the invading monster's zone holds a card (4.4.1)."""
    taken = {c.zone for c in field(s) if c.owner == player and c.zone is not None}
    return sum(z not in taken for z in ZONES)


def _at_or_before(s, c: Seen, me: str) -> int:
    """EL-051: +1000 to each OTHER battle card of yours in a zone numbered at most this card's (以前, 4.4.5.3.1)."""
    return 1000 if (c.owner == "A" and c.type == "battle" and c.zone is not None and c.id != me
                    and c.zone <= zone_of(s, me)) else 0


ONE_SHOT: dict[str, Callable] = {
    # up to 2 of theirs in their zones 1-5 of rank 6 or lower (0, 1 or 2)
    "EL-001": destroys_up_to(in_zones(1, 5, rank_max=6), 2),
    # only with this card in a zone adjacent to YOUR monster's: the opponent's rage -1 (not below 0)
    "EL-002": change_by_this(
        lambda s, me: {"B rage": max(0, s.rage["B"] - 1) if adjacent(zone_of(s, me), s.position["A"]) else s.rage["B"]},
        _their_rage),
    # 5 or more monster cards in YOUR discard pile and their threat 40000 or less: back one zone
    "EL-004": state_change(
        lambda s: {"B": max(1, s.position["B"] - 1) if monsters_in_discard(s, "A") >= 5 and threat(s, "B") <= 40000
                   else s.position["B"]},
        _their_position),
    "EL-012": column_then_draw,
    # 3 or more battle cards in their zones: exactly 2 of theirs of rank 6 or lower (all, if fewer)
    "EL-015": destroys(rank_at_most(6), 2, when=lambda s, me: _their_battle_cards(s) >= 3),
    "EL-020": zone_and_adjacent_then_calm,
    # at each forward move: one of theirs of rank 4 or lower in THIS monster's column
    "EL-021": destroys(my_column(4), 1),
    # in the opponent's monster's column AND their rage 2 or more AND their threat 30000 or less
    "EL-030": change_by_this(
        lambda s, me: {"B": max(1, s.position["B"] - 1)
                       if _in_their_monsters_column(s, me) and s.rage["B"] >= 2 and threat(s, "B") <= 30000
                       else s.position["B"]},
        _their_position),
    "EL-036": UNSEEN_ONE_SHOT["UN-036"],  # back until zone 3; at 3 or lower nothing (5.13.2.2)
    # two single moves back, never past zone 1 (5.13.2.1)
    "EL-037": state_change(lambda s: {"B": max(1, s.position["B"] - 2)}, _their_position),
    "EL-046": all_yours_for_the_turn,  # the same meaning as TN-047's
    # one of theirs with none further left as YOU see them (4.4.5.5.2)
    "EL-050": destroys(leftmost_as_you_see, 1),
    "EL-063": destroys(in_zones(6, 8, rank_max=4), 1),
    "EL-064": destroys(in_zones(1, 5, rank_max=5), None),
    # the opponent keeps 3 (5.7.2); yours untouched
    "EL-071": state_change(lambda s: {**_hands_down_to(s, 3, "B"), "A hand": len(s.areas["A.hand"])},
                           lambda s: {"B hand": len(s.areas["B.hand"]), "A hand": len(s.areas["A.hand"])}),
    # only with this card in zone 8 and their threat 45000 or less: back one zone
    "EL-078": change_by_this(
        lambda s, me: {"B": max(1, s.position["B"] - 1) if zone_of(s, me) == 8 and threat(s, "B") <= 45000
                       else s.position["B"]},
        _their_position),
}


CONTINUOUS: dict[str, tuple[str, Callable[[object, Seen, str], int]]] = {
    # YOUR turn only, 3 or more OTHER battle cards of yours in your zones
    "EL-007": ("counter", own(3000, lambda s, me: s.turn_player == "A"
                              and sum(c.id != me for c in my_battle_cards(s)) >= 3)),
    # +2000 per EMPTY zone of the opponent's (their monster's zone is not empty); yours do not count
    "EL-018": ("threat", lambda s, c, me: 2000 * _empty_zones(s, "B") if c.id == me else 0),
    "EL-051": ("counter", _at_or_before),
    # your turn only: every battle card in the opponent's zones rank -2; yours never
    "EL-068": ("rank", lambda s, c, me: -2 if s.turn_player == "A" and b_battle(c) else 0),
    "EL-077": ("counter", own(4000, _in_their_monsters_column)),
}
