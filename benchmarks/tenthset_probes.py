"""Whether the engine does what a card of the tenth blind set means (issue 18): probes for tenthset_cards.toml.

Written from each card's `meaning` checked against its Japanese and the JP rules 1.04, never from the
compiler's reading, like the earlier sets' probe modules (whose helpers and board reading they share);
benchmarks/unseen_cards.py runs them for the compiled cards of any set. They probe where the engine
could differ though the reading looks right: a zone range with a rank bound under THIS monster's rage, a
battle card paid from the hand for "destroy all", a card of your discard pile appearing in a zone adjacent
to this one (yours, 4.1.6), a count of the monster cards among all the cards revealed (not only those
taken), a change for the turn that reaches only your battle cards on the field when it resolves
(10.8.2), a count of the battle cards in the opponent's revealed hand, the column of the opponent's monster then a move
forward that is not an invasion (5.13.1.1.1), a threat bound then a draw made in every case (その後), a
move into an empty zone of yours that is a may and the rage lost only if it was made (そうしたなら), a
condition over both "draw 2, discard 1", a condition on your zone 8 over both "destroy, then draw", one
chosen zone of the opponent's and its adjacent ones (4.4.5.2), a cost of two cards that cannot be paid
in part (10.5.4.1), a move back "to" a zone (5.13.2.2), 以降 (4.4.5.3.1), a card of the opponent's
discard pile appearing on your side, and continuous changes by counts, adjacency, "other", the
opponent's monster's zone and rank, and the opponent's cards made invalid on their turn (10.3.2).
"""

from __future__ import annotations

from collections.abc import Callable

from fifthset_probes import _others_with
from heldout_probes import my_battle_cards
from seventhset_probes import (ZONES, _destroyed, _eligible, _named_zone_and_adjacent, one_paid_then_all_destroyed,
                               opponents_discard_to_your_zone)
from sixthset_probes import forward_two
from thirdset_probes import has_trait, strategy_cards_in_discard
from unseen_probes import (Seen, adjacent, b_battle, column, destroys, field, in_zones, own,
                           state_change, threat, zone_of)

# TN-002: one battle card of the hand paid, ALL of the opponent's battle cards of rank 4 or lower in
# their zones 1-5 destroyed
battle_cost_for_near_zones = one_paid_then_all_destroyed(
    lambda s, c: s.definition(c).type == "battle", "a battle card", in_zones(1, 5, rank_max=4), "in zones 1-5")


def _in_their_monsters_column(s, me: str) -> bool:
    """TN-004: this card in the column of the OPPONENT's monster (4.4.5.4)."""
    return column("A", zone_of(s, me)) == column("B", s.position["B"])


def forward_in_their_column(before, after, me: str) -> str:
    """TN-004: only with this card in the opponent's monster's column, your monster one zone forward;
    from zone 8 it stays and never wins, as this is no invasion (5.13.1.1.1)."""
    want = min(before.position["A"] + 1, 8) if _in_their_monsters_column(before, me) else before.position["A"]
    if after.result is not None:
        return f"the game ended ({after.result.how}); moving forward by an effect never wins (5.13.1.1.1)"
    return "" if after.position["A"] == want else f"your monster in zone {after.position['A']}, the meaning says {want}"


forward_in_their_column.acts = lambda before, me: (  # type: ignore[attr-defined]
    _in_their_monsters_column(before, me) and before.position["A"] < 8)


def _hand_after_draw(s, n: int) -> int:
    return len(s.areas["A.hand"]) + min(n, len(s.areas["A.deck"]))


def moves_then_calms(before, after, me: str) -> str:
    """TN-016: only from your zones 1-5, this card MAY move to one of YOUR empty zones (4.1.6); the
    opponent's rage goes down by 1 only if it moved (そうしたなら), else stays."""
    z = zone_of(before, me)
    to = after.where(me)
    moved = to != before.where(me)
    want_rage = max(0, before.rage["B"] - 1) if moved else before.rage["B"]
    if moved:
        empty = set(ZONES) - {c.zone for c in field(before) if c.owner == "A" and c.zone} - {before.position["A"]}
        if not 1 <= z <= 5:
            return f"moved this card from zone {z}, the meaning allows it only from zones 1-5"
        if not to.startswith("A.zone") or int(to.removeprefix("A.zone")) not in empty:
            return f"moved this card to {to}, not an empty zone of yours"
    if after.rage["B"] != want_rage:
        return (f"the opponent's rage {before.rage['B']} -> {after.rage['B']}, this card "
                f"{'moved' if moved else 'did not move'}: the meaning says {want_rage}")
    return ""


moves_then_calms.acts = lambda before, me: 1 <= zone_of(before, me) <= 5  # type: ignore[attr-defined]


def _zone8_battle(s, player: str) -> list[str]:
    return [c for c in s.areas[f"{player}.zone8"] if s.definition(c).type == "battle"]


def zone8_then_draw(before, after, me: str) -> str:
    """TN-020: only with a battle card in YOUR zone 8: the battle card in the opponent's zone 8 (if any)
    is destroyed AND you draw 1; without one, neither happens; nothing else is destroyed."""
    cond = bool(_zone8_battle(before, "A"))
    want = set(_zone8_battle(before, "B")) if cond else set()
    gone = _destroyed(before, after)
    if gone != want:
        return f"destroyed {len(gone)} card(s), the meaning says {len(want)} (the one in the opponent's zone 8)"
    hand = _hand_after_draw(before, 1) if cond else len(before.areas["A.hand"])
    got = len(after.areas["A.hand"])
    return "" if got == hand else f"your hand holds {got}, the meaning says {hand}"


zone8_then_draw.acts = lambda before, me: bool(_zone8_battle(before, "A"))  # type: ignore[attr-defined]


def one_zone_and_adjacent(before, after, me: str) -> str:
    """TN-023: every opponent's battle card of rank 6 or lower in one chosen zone of the opponent's and
    the zones adjacent to it (4.4.5.2), and no other card, is destroyed."""
    gone = _destroyed(before, after)
    if any(gone == _named_zone_and_adjacent(before, z) for z in ZONES):
        return ""
    return f"destroyed {len(gone)} card(s): not all of one zone of the opponent's and its adjacent zones"


one_zone_and_adjacent.acts = lambda before, me: any(  # type: ignore[attr-defined]
    b_battle(c) and c.rank <= 6 for c in field(before))


def two_paid_then_two_destroyed(before, after, me: str) -> str:
    """TN-042: a may; the cost is exactly 2 cards of your hand, all or nothing (10.5.4.1: with fewer than
    2 in hand it cannot be paid); only if paid, 2 of the opponent's battle cards (any rank) destroyed, or
    all of them if fewer."""
    paid = [c for c in before.areas["A.hand"] if after.area_of(c) in ("discard", "")]
    gone = _destroyed(before, after)
    theirs = _eligible(before, me, lambda c, s, m: b_battle(c))
    if paid and len(paid) != 2:
        return f"discarded {len(paid)} card(s) for a cost of 2 (with {len(before.areas['A.hand'])} in hand)"
    if gone - theirs:
        return f"destroyed {len(gone - theirs)} card(s) the meaning does not allow"
    if not paid:
        return "destroyed without the cost paid" if gone else ""
    want = min(2, len(theirs))
    return "" if len(gone) == want else f"paid the cost, destroyed {len(gone)}, the meaning says {want}"


two_paid_then_two_destroyed.acts = lambda before, me: (  # type: ignore[attr-defined]
    len(before.areas["A.hand"]) >= 2 and any(b_battle(c) for c in field(before)))


def _weapons_in_discard(s) -> list[str]:
    """TN-019: the battle cards with 兵器 of rank 3 or lower in YOUR discard pile."""
    return [c for c in s.areas["A.discard"] if s.definition(c).type == "battle" and (s.definition(c).rank or 0) <= 3
            and has_trait(s, c, "兵器")]


def weapon_next_to_this(before, after, me: str) -> str:
    """TN-019: exactly one battle card with 兵器 of rank 3 or lower from YOUR discard pile appears in a zone
    of YOURS adjacent to this card (4.1.6, 4.4.5.2), not your monster's (5.11.1.2); mandatory when one
    qualifies and such a zone exists; nothing else leaves that pile."""
    here = zone_of(before, me)
    zones = [z for z in ZONES if adjacent(z, here) and z != before.position["A"]]
    left = [c for c in before.areas["A.discard"] if after.area_of(c) != "discard"]
    want = 1 if _weapons_in_discard(before) and zones else 0
    if len(left) != want:
        return f"{len(left)} card(s) left your discard pile, the meaning says {want}"
    for c in left:
        to = after.where(c)
        if c not in _weapons_in_discard(before):
            return "a card that is not a battle card with 兵器 of rank 3 or lower left your discard pile"
        if not to.startswith("A.zone") or int(to.removeprefix("A.zone")) not in zones:
            return f"the card went to {to}, not a zone of yours adjacent to this one (zone {here})"
    return ""


weapon_next_to_this.acts = lambda before, me: (  # type: ignore[attr-defined]
    bool(_weapons_in_discard(before)) and before.zone_of(me) is not None)


def reveal_three_rage_per_monster(before, after, me: str) -> str:
    """TN-032: YOUR top 3 revealed; up to one BATTLE card of them into your hand; your rage +1 for each
    MONSTER card among the 3 revealed (those put into the discard pile too)."""
    top = [c for c in before.areas["A.deck"][:3] if c in before.cards and not has_trait(before, c, "トークン")]
    taken = [c for c in top if after.area_of(c) == "hand"]
    if len(taken) > 1 or any(before.definition(c).type != "battle" for c in taken):
        return f"took {len(taken)} card(s) into the hand, the meaning allows up to 1 battle card"
    want = before.rage["A"] + sum(before.definition(c).type == "monster" for c in top)
    return "" if after.rage["A"] == want else f"your rage {after.rage['A']}, the meaning says {want}"


reveal_three_rage_per_monster.acts = lambda before, me: bool(before.areas["A.deck"])  # type: ignore[attr-defined]


def all_yours_for_the_turn(before, after, me: str) -> str:
    """TN-047: until the end of the turn, +2000 counter power to exactly the battle cards in YOUR zones
    when it resolves (10.8.2: none that appear later); none of the opponent's."""
    want = {c.id for c in my_battle_cards(before)}
    got: set[str] = set()
    for entry in after.in_force():
        if entry["stat"] == "counter" and entry not in before.lasting:
            if entry["amount"] != 2000 or entry["op"] != "+":
                return f"a change of {entry['op']}{entry['amount']}, the meaning says +2000"
            got |= set(entry["cards"])
    return "" if got == want else f"+2000 to {len(got)} card(s), {len(got & want)} of your {len(want)}"


all_yours_for_the_turn.acts = lambda before, me: bool(my_battle_cards(before))  # type: ignore[attr-defined]


def _adjacent_weapon(s, c: Seen, me: str) -> int:
    """TN-030: +2000 to each OTHER battle card of yours with 兵器 in a zone adjacent to this one."""
    return 2000 if (c.owner == "A" and c.type == "battle" and c.zone is not None and c.id != me
                    and adjacent(c.zone, zone_of(s, me)) and has_trait(s, c.id, "兵器")) else 0


def _two_bonuses(s, c: Seen, me: str) -> int:
    """TN-007: +3000 with 3 or more strategy cards in your discard pile, and a further +3000 while this is
    in your zone 8 with your monster in zone 6 or beyond (覚醒6, 12.4.2); independent, so up to +6000."""
    if c.id != me:
        return 0
    return 3000 * (strategy_cards_in_discard(s, "A") >= 3) + 3000 * (s.position["A"] >= 6 and zone_of(s, me) == 8)


ONE_SHOT: dict[str, Callable] = {
    # exactly one of theirs of rank 6 or lower in their zones 6-8, only with THIS monster's rage 2 or more
    "TN-001": destroys(in_zones(6, 8, rank_max=6), 1, when=lambda s, me: s.rage["A"] >= 2),
    "TN-002": battle_cost_for_near_zones,
    # only in the opponent's monster's column: yours one zone forward, never winning (5.13.1.1.1)
    "TN-004": forward_in_their_column,
    # back one zone only with threat 30000 or less; the draw in every case (その後)
    "TN-005": state_change(
        lambda s: {"B": max(1, s.position["B"] - 1) if threat(s, "B") <= 30000 else s.position["B"],
                   "A hand": _hand_after_draw(s, 1)},
        lambda s: {"B": s.position["B"], "A hand": len(s.areas["A.hand"])}),
    "TN-016": moves_then_calms,
    # both halves only if your monster invaded this turn: draw 2, then discard 1
    "TN-017": state_change(
        lambda s: {"A hand": _hand_after_draw(s, 2) - 1 if "invade" in s.used["A"] else len(s.areas["A.hand"])},
        lambda s: {"A hand": len(s.areas["A.hand"])}),
    "TN-019": weapon_next_to_this,
    "TN-020": zone8_then_draw,
    "TN-023": one_zone_and_adjacent,
    "TN-031": destroys(in_zones(6, 8, rank_max=3), None),
    "TN-032": reveal_three_rage_per_monster,
    # only with the opponent's rage 0: back until zone 3; at 3 or lower, nothing (5.13.2.2.1)
    "TN-037": state_change(lambda s: {"B": min(s.position["B"], 3) if s.rage["B"] == 0 else s.position["B"]},
                           lambda s: {"B": s.position["B"]}),
    "TN-038": forward_two,  # the same meaning as XS-037's
    "TN-042": two_paid_then_two_destroyed,
    "TN-047": all_yours_for_the_turn,
    # 以降 includes zone 6 itself (4.4.5.3.1)
    "TN-050": destroys(in_zones(6, 8), 1),
    # the opponent's rage -1 per battle card among their revealed hand (not below 0, 3.4.4); the hand stays
    "TN-056": state_change(
        lambda s: {"B rage": max(0, s.rage["B"] - sum(s.definition(c).type == "battle" for c in s.areas["B.hand"])),
                   "B hand": len(s.areas["B.hand"])},
        lambda s: {"B rage": s.rage["B"], "B hand": len(s.areas["B.hand"])}),
    "TN-059": opponents_discard_to_your_zone,  # the same meaning as ZS-058's
    "TN-062": destroys(in_zones(1, 5, rank_max=4), None),
    "TN-080": destroys(in_zones(8, 8), None, when=lambda s, me: s.rage["A"] >= 2),
}


CONTINUOUS: dict[str, tuple[str, Callable[[object, Seen, str], int]]] = {
    "TN-006": ("threat", own(10000, lambda s, me: len(s.areas["A.invading"]) - 1 >= 3)),
    "TN-007": ("counter", _two_bonuses),
    # +1000 per battle card in the OPPONENT's zones; yours do not count
    "TN-011": ("counter", lambda s, c, me: 1000 * sum(b_battle(x) for x in field(s)) if c.id == me else 0),
    # 2 or more OTHER battle cards of yours with モスラ
    "TN-022": ("counter", own(3000, lambda s, me: _others_with(s, me, "モスラ") >= 2)),
    "TN-030": ("counter", _adjacent_weapon),
    # the opponent's turn: their battle cards of rank 4 or lower are invalid (10.3.2); yours never
    "TN-060": ("invalid", lambda s, c, me: 1 if s.turn_player == "B" and b_battle(c) and c.rank <= 4 else 0),
    "TN-063": ("counter", own(3000, lambda s, me: 4 <= s.position["B"] <= 8)),
    "TN-064": ("counter", own(5000, lambda s, me: s.definition(s.invading_monster("B")).rank >= 4)),
    "TN-071": ("counter", own(3000, lambda s, me: _others_with(s, me, "FINAL WARS") >= 1)),
    "TN-072": ("counter", own(3000, lambda s, me: s.rage["A"] >= 2)),
    "TN-074": ("counter", own(3000, lambda s, me: zone_of(s, me) == 8)),
    # your turn only: every battle card in the opponent's zones rank -1
    "TN-078": ("rank", lambda s, c, me: -1 if s.turn_player == "A" and b_battle(c) else 0),
}
