"""Whether the engine does what a card of the fourteenth blind set means (issue 18): probes for fourteenthset_cards.toml.

Written from each card's `meaning` checked against its Japanese and the JP rules 1.04, never from the
compiler's reading, like the earlier sets' probe modules (whose helpers and board reading they share);
benchmarks/unseen_cards.py runs them for the compiled cards of any set. They probe where the engine
could differ though the reading looks right: a destruction on invasion only when the card just milled
from YOUR top is a battle card, a move back paid for by a STRATEGY card and bounded by the threat level
(30000, 40000 written full-width), exactly 2 or 1 under a rage gate (the OPPONENT's 3 or more, THIS
monster's 2 or more), a rage lowered only with this card in the opponent's monster's column, the zone
chosen and its adjacent zones (4.4.5.2), a swap gated on 4 or more cards while the destruction after
その後 is made in every case, a forward move by an effect that never wins (5.13.1.1.1), the rage lowered
only when the monster did NOT move back (5.13.2.1), 以前 inclusive (4.4.5.3.1), one draw per point of the
opponent's rage then a discard; and continuous changes in the OPPONENT's turn only with 3 or more battle
cards, with awaken 6 AND zone 8 both, per empty zone of the opponent's while this monster's rage is 2 or
more, to YOUR battle cards strictly RIGHT of this card (4.4.5.5.1: a pair is not right of each other),
to the card in THEIR zone 8 alone across from YOUR 8, in YOUR turn only in this monster's column, and
the spelt-out bounds (IV, 1～5, 覚醒6 and 覚醒４：).

The meetings of two rules in this set (a prohibition against an appear-trigger's move, a start-phase
trigger before the rage reset, an end-phase trigger before the advance, a delayed trigger before the
advance, a continuous change and a doubling for a turn on one number, a trigger per card of a two-card
discard, a replacement an empty hand cannot take, a from-the-hand gate met by an effect) happen between
abilities or across phases, which these one-ability probes cannot see; they were played on hand-made
boards, as each card's verdict note says.
"""

from __future__ import annotations

from collections.abc import Callable

from eleventhset_probes import _empty_zones, _in_their_monsters_column, _their_position, _their_rage, change_by_this
from eleventhset_probes import column_then_draw
from heldout_probes import my_battle_cards
from seventhset_probes import ZONES, _destroyed, _eligible
from tenthset_probes import _weapons_in_discard, weapon_next_to_this
from thirteenthset_probes import _their_monster_rank, _top_of_your_deck_is_battle
from twelfthset_probes import _across_from_my_8
from unseen_probes import (OWN_COLUMN, Seen, adjacent, b_battle, column, destroys, field, in_zones, own, rank_at_most,
                           state_change, threat, zone_of)


def back_if_paid_and_threat_at_most(limit: int):
    """FO-002: a may paid with exactly 1 STRATEGY card of YOUR hand; only if paid, the opponent's monster back
    one zone when its threat is `limit` or less (never from zone 1); unpaid, no move."""
    def probe(before, after, me: str) -> str:
        paid = [c for c in before.areas["A.hand"] if after.area_of(c) in ("discard", "")]
        if len(paid) > 1 or any(before.definition(c).type != "strategy" for c in paid):
            return f"paid {len(paid)} card(s), not exactly 1 strategy card"
        moves = bool(paid) and threat(before, "B") <= limit
        want = max(1, before.position["B"] - 1) if moves else before.position["B"]
        return "" if after.position["B"] == want else (
            f"the opponent's monster in zone {after.position['B']}, the meaning says {want} "
            f"({'paid' if paid else 'not paid'}, threat {threat(before, 'B')})")
    probe.acts = lambda before, me: any(  # type: ignore[attr-defined]
        before.definition(c).type == "strategy" for c in before.areas["A.hand"]) and before.position["B"] > 1
    return probe


def _zone_and_adjacent_rank_4(before, z: int) -> set[str]:
    """The opponent's battle cards of rank 4 or lower in their zone z and the zones adjacent to it (4.4.5.2)."""
    return _eligible(before, "", lambda c, s, m: b_battle(c) and c.rank <= 4 and (c.zone == z or adjacent(c.zone, z)))


def one_zone_and_adjacent_rank_4(before, after, me: str) -> str:
    """FO-014: every opponent's battle card of rank 4 or lower in ONE chosen zone of theirs and the zones
    adjacent to it, and no other card, is destroyed."""
    gone = _destroyed(before, after)
    if any(gone == _zone_and_adjacent_rank_4(before, z) for z in ZONES):
        return ""
    return f"destroyed {len(gone)} card(s): not all of rank 4 or lower in one zone of the opponent's and its adjacent zones"


one_zone_and_adjacent_rank_4.acts = lambda before, me: any(  # type: ignore[attr-defined]
    b_battle(c) and c.rank <= 4 for c in field(before))


def calm_two_and_forward_if_rank_3(before, after, me: str) -> str:
    """FO-022: only with the OPPONENT's monster of rank III or more: their rage -2 (not below 0) and YOUR
    monster one zone forward, staying at 8 and never winning (5.13.1.1.1); else nothing."""
    if after.result is not None and before.result is None:
        return f"the game ended ({after.result.how}): a move that is not an invasion never wins"
    gate = _their_monster_rank(before) >= 3
    want = ((max(0, before.rage["B"] - 2), min(8, before.position["A"] + 1)) if gate
            else (before.rage["B"], before.position["A"]))
    got = (after.rage["B"], after.position["A"])
    return "" if got == want else f"(their rage, your zone) {got}, the meaning says {want}"


calm_two_and_forward_if_rank_3.acts = lambda before, me: _their_monster_rank(before) >= 3  # type: ignore[attr-defined]


def swap_if_four_then_one_destroyed(before, after, me: str) -> str:
    """FO-030: the swap only with 4 or more of the OPPONENT's battle cards (4 counts): with fewer, none of
    theirs changes zone; then, in every case (その後), exactly 1 of theirs of rank 5 or lower destroyed."""
    gone = _destroyed(before, after)
    ok = _eligible(before, me, rank_at_most(5))
    if gone - ok or len(gone) != min(1, len(ok)):
        return f"destroyed {len(gone)} card(s), {len(gone & ok)} of them eligible; the meaning says {min(1, len(ok))}"
    theirs = [c for c in field(before) if b_battle(c)]
    if len(theirs) < 4:
        moved = [c for c in theirs if c.id not in gone and after.area_of(c.id) != c.area]
        if moved:
            return f"{len(moved)} of the opponent's cards changed zone with only {len(theirs)} of theirs on the field"
    return ""


swap_if_four_then_one_destroyed.acts = lambda before, me: any(  # type: ignore[attr-defined]
    rank_at_most(5)(c, before, me) for c in field(before))


def back_or_calm(s) -> dict:
    """FO-044: the opponent's monster back one zone; only if it did not move (zone 1, 5.13.2.1), their rage
    -1, not below 0."""
    if s.position["B"] > 1:
        return {"B": s.position["B"] - 1, "B rage": s.rage["B"]}
    return {"B": 1, "B rage": max(0, s.rage["B"] - 1)}


def draw_per_their_rage_then_discard(before, after, me: str) -> str:
    """FO-055: one draw per point of the OPPONENT's rage (none at 0, 1.3.2.2; an empty deck is refilled from the
    discard pile, 11.2), then exactly 1 discarded from YOUR hand when it holds any."""
    drawable = len(before.areas["A.deck"]) + len(before.areas["A.discard"])
    held = len(before.areas["A.hand"]) + min(before.rage["B"], drawable)
    want = held - (1 if held else 0)
    got = len(after.areas["A.hand"])
    return "" if got == want else f"your hand holds {got}, the meaning says {want} (their rage {before.rage['B']})"


draw_per_their_rage_then_discard.acts = lambda before, me: True  # type: ignore[attr-defined]


def weapon_next_to_this_monster(before, after, me: str) -> str:
    """FO-026: TN-019's probe (one 兵器 of rank 3 or lower from YOUR discard pile into a zone of yours adjacent
    to this card), for a MONSTER, whose zone is its position."""
    return weapon_next_to_this(before, after, me)


weapon_next_to_this_monster.acts = lambda before, me: bool(_weapons_in_discard(before))  # type: ignore[attr-defined]


def _right_of_this_card(s, c: Seen, me: str) -> int:
    """FO-046: +1000 to each of YOUR battle cards strictly RIGHT of this card as you see them (4.4.5.5.1: 1,
    2, 3/8, 4/7, 5/6 — the other zone of this card's pair is not right of it)."""
    return 1000 if (c.owner == "A" and c.type == "battle" and c.zone is not None
                    and OWN_COLUMN[c.zone] > OWN_COLUMN[zone_of(s, me)]) else 0


def _in_this_monsters_column_in_your_turn(s, c: Seen, me: str) -> int:
    """FO-080: -2000 to every OPPONENT battle card in this monster's column (4.4.5.4), in YOUR turn only."""
    return -2000 if (s.turn_player == "A" and b_battle(c)
                     and column("B", c.zone) == column("A", s.position["A"])) else 0


ONE_SHOT: dict[str, Callable] = {
    # only if YOUR top card (milled) is a battle card: one of theirs in their zones 6-8 of rank 5 or lower
    "FO-001": destroys(in_zones(6, 8, rank_max=5), 1, when=_top_of_your_deck_is_battle),
    "FO-002": back_if_paid_and_threat_at_most(30000),
    # the OPPONENT's rage 3 or more: exactly 2 of theirs of rank 6 or lower
    "FO-005": destroys(rank_at_most(6), 2, when=lambda s, me: s.rage["B"] >= 3),
    # exactly 1 of theirs in their zones 1-5, any rank
    "FO-006": destroys(in_zones(1, 5), 1),
    # only with this card in the OPPONENT's monster's column: their rage -1, not below 0
    "FO-007": change_by_this(lambda s, me: {"B rage": max(0, s.rage["B"] - 1) if _in_their_monsters_column(s, me)
                                            else s.rage["B"]}, _their_rage),
    "FO-014": one_zone_and_adjacent_rank_4,
    # one of theirs of rank 5 or lower in YOUR monster's column, then the draw in every case (EL-012's probe)
    "FO-019": column_then_draw,
    "FO-022": calm_two_and_forward_if_rank_3,
    # one 兵器 of rank 3 or lower from YOUR discard pile into a zone adjacent to this monster (TN-019's probe)
    "FO-026": weapon_next_to_this_monster,
    "FO-030": swap_if_four_then_one_destroyed,
    "FO-044": state_change(back_or_calm, lambda s: {"B": s.position["B"], "B rage": s.rage["B"]}),
    # 以前, inclusive: ALL of theirs in a zone numbered at most their monster's (no card of theirs is ever IN
    # their monster's zone, 11.3, so the probe sees the direction, not the inclusion)
    "FO-045": destroys(lambda c, s, me: b_battle(c) and c.zone <= s.position["B"], None),
    "FO-055": draw_per_their_rage_then_discard,
    # exactly 2 of theirs of rank 4 or lower (【出現時】 in brackets)
    "FO-061": destroys(rank_at_most(4), 2),
    # exactly 1 of theirs in their zones 1~5 of rank 5 or lower
    "FO-062": destroys(in_zones(1, 5, rank_max=5), 1),
    # ALL of theirs in their zones 6〜8
    "FO-063": destroys(in_zones(6, 8), None),
    # only with THIS monster's rage 2 or more: exactly 2 of theirs of rank 5 or lower
    "FO-073": destroys(rank_at_most(5), 2, when=lambda s, me: s.rage["A"] >= 2),
    # threat 40000 or less (full-width digits): their monster back 1, never from 1
    "FO-074": state_change(lambda s: {"B": max(1, s.position["B"] - 1) if threat(s, "B") <= 40000 else s.position["B"]},
                           _their_position),
}


CONTINUOUS: dict[str, tuple[str, Callable[[object, Seen, str], int]]] = {
    # THIS monster's threat +10000 in the OPPONENT's turn only, while YOU have 3 or more battle cards
    "FO-009": ("threat", own(10000, lambda s, me: s.turn_player == "B" and len(my_battle_cards(s)) >= 3)),
    # 覚醒6 AND this card in zone 8
    "FO-013": ("counter", own(5000, lambda s, me: s.position["A"] >= 6 and zone_of(s, me) == 8)),
    # while THIS monster's rage is 2 or more: +2000 per empty zone of the OPPONENT's
    "FO-031": ("threat", lambda s, c, me: 2000 * _empty_zones(s, "B") if c.id == me and s.rage["A"] >= 2 else 0),
    "FO-046": ("counter", _right_of_this_card),
    # with this card in YOUR zone 8: -3000 to the opponent's card in THEIR zone 8 only (4.4.5.2)
    "FO-047": ("counter", lambda s, c, me: -3000 if _across_from_my_8(c, s, me) else 0),
    # 【覚醒6】: YOUR monster in zone 6 or beyond
    "FO-065": ("counter", own(3000, lambda s, me: s.position["A"] >= 6)),
    # in YOUR turn only: every battle card in the opponent's zones rank -1
    "FO-069": ("rank", lambda s, c, me: -1 if s.turn_player == "A" and b_battle(c) else 0),
    # the opponent's MONSTER of rank IV or more
    "FO-070": ("counter", own(5000, lambda s, me: _their_monster_rank(s) >= 4)),
    "FO-075": ("counter", own(5000, lambda s, me: zone_of(s, me) == 8)),
    # 覚醒４：: YOUR monster in zone 4 or beyond
    "FO-076": ("counter", own(3000, lambda s, me: s.position["A"] >= 4)),
    # the opponent's monster in zones 1～5
    "FO-079": ("counter", own(3000, lambda s, me: 1 <= s.position["B"] <= 5)),
    "FO-080": ("counter", _in_this_monsters_column_in_your_turn),
}
