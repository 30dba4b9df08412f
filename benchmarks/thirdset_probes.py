"""Whether the engine does what a card of the third blind set means (issue 18): probes for thirdset_cards.toml.

Written from each card's `meaning` (checked against its Japanese), never from the compiler's reading,
like unseen_probes.py and heldout_probes.py (whose helpers and board reading they share);
benchmarks/unseen_cards.py runs them for the compiled cards of any set. They probe where the engine
could differ from the meaning though the reading looks right: a zone range with a trait or a rank
bound, a condition that must hold for both steps after it, whose empty zone a card is moved to, a
hand discarded down to a number, and continuous bonuses with a zone, a turn, a count or a rank.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from heldout_probes import my_battle_cards
from unseen_probes import (Seen, b_battle, column, destroys, field, in_zones, own, rank_at_most, state_change,
                           zone_of)

ZONES = range(1, 9)


def has_trait(s, card_id: str, trait: str) -> bool:
    """《》 traits compared as printed, full- or half-width (ＦＩＮＡＬ　ＷＡＲＳ is FINAL WARS)."""
    return any(unicodedata.normalize("NFKC", t) == trait for t in s.definition(card_id).traits)


def strategy_cards_in_discard(s, player: str) -> int:
    return sum(s.definition(c).type == "strategy" for c in s.areas[f"{player}.discard"])


def moves_to_empty_zone(before, after, me: str) -> str:
    """TS-021: exactly one of the opponent's battle cards moved, to a zone of the OPPONENT's that was
    empty (no card, not the zone of the opponent's monster); nothing else moved."""
    cards = [c for c in field(before) if c.area != "invading" and c.zone is not None]
    moved = [c for c in cards if after.where(c.id) != before.where(c.id)]
    empty = set(ZONES) - {c.zone for c in cards if c.owner == "B"} - {before.position["B"]}
    theirs = [c for c in cards if b_battle(c)]
    if any(c.owner != "B" for c in moved):
        return "moved a card of yours"
    want = 1 if theirs and empty else 0
    if len(moved) != want:
        return f"moved {len(moved)} card(s), the meaning says {want}"
    for c in moved:
        to = after.where(c.id)
        if not to.startswith("B.zone") or int(to.removeprefix("B.zone")) not in empty:
            return f"moved the opponent's card to {to}, not an empty zone of the opponent's"
    return ""


moves_to_empty_zone.acts = lambda before, me: (  # type: ignore[attr-defined]
    any(b_battle(c) for c in field(before))
    and len({c.zone for c in field(before) if c.owner == "B" and c.zone is not None}) < 8)


def _retreat_and_calm(s) -> dict:
    """TS-030: both steps only while the opponent's monster is in zone 6, 7 or 8."""
    if 6 <= s.position["B"] <= 8:
        return {"B zone": s.position["B"] - 1, "B rage": max(0, s.rage["B"] - 1)}
    return {"B zone": s.position["B"], "B rage": s.rage["B"]}


ONE_SHOT: dict[str, Callable] = {
    "TS-001": destroys(lambda c, s, me: in_zones(1, 5)(c, s, me) and has_trait(s, c.id, "兵器"), 1),
    "TS-002": destroys(rank_at_most(5), 2, when=lambda s, me: strategy_cards_in_discard(s, "A") >= 3),
    "TS-016": destroys(in_zones(6, 8), None, when=lambda s, me: "invade" in s.used["A"]),
    "TS-063": destroys(in_zones(1, 5, rank_max=5), 1),
    "TS-064": destroys(in_zones(6, 8), None),
    "TS-021": moves_to_empty_zone,
    "TS-030": state_change(_retreat_and_calm, lambda s: {"B zone": s.position["B"], "B rage": s.rage["B"]}),
    "TS-031": state_change(
        lambda s: {"B hand": 4 if len(s.areas["B.hand"]) >= 5 else len(s.areas["B.hand"])},
        lambda s: {"B hand": len(s.areas["B.hand"])}),
    "TS-045": destroys(in_zones(6, 8, rank_max=5), 1),
    "TS-008": destroys(lambda c, s, me: rank_at_most(4)(c, s, me)
                       and column("B", c.zone) == column("B", s.position["B"]), 1,
                       when=lambda s, me: s.cards[me].played_from == "hand"),  # 5.11.3: played, or put by an effect
    "TS-012": state_change(
        lambda s: {"B rage": max(0, s.rage["B"] - sum(has_trait(s, c.id, "ゴジラ") for c in my_battle_cards(s)))},
        lambda s: {"B rage": s.rage["B"]}),
    "TS-017": state_change(
        lambda s: {"A hand": len(s.areas["A.hand"]) + (len(s.areas["A.hand"]) <= 3)},
        lambda s: {"A hand": len(s.areas["A.hand"])}),
}

CONTINUOUS: dict[str, tuple[str, Callable[[object, Seen, str], int]]] = {
    "TS-003": ("counter", own(2000, lambda s, me: 6 <= zone_of(s, me) <= 8)),
    "TS-006": ("threat", own(10000, lambda s, me: s.turn_player == "A" and sum(
        "blue" in s.definition(c.id).colors for c in my_battle_cards(s)) >= 3)),
    "TS-011": ("counter", lambda s, c, me: 2000 * s.rage["B"] + 2000 * (zone_of(s, me) == 8)
               if c.id == me else 0),
    "TS-026": ("counter", own(3000, lambda s, me: s.position["A"] is not None
                              and column("A", zone_of(s, me)) == column("A", s.position["A"]))),
    "TS-040": ("no-battle", lambda s, c, me: 1 if b_battle(c) and column("B", c.zone) == column("A", zone_of(s, me))
               else 0),
    "TS-054": ("invalid", lambda s, c, me: 1 if b_battle(c) and c.zone == 8 else 0),
    "TS-065": ("counter", own(5000, lambda s, me: s.definition(s.invading_monster("B")).rank >= 4)),
    "TS-071": ("rank", lambda s, c, me: -1 if s.turn_player == "A" and b_battle(c) else 0),
    "TS-073": ("rank", lambda s, c, me: -2 if s.turn_player == "A" and b_battle(c) else 0),
    "TS-077": ("counter", own(3000, lambda s, me: sum(
        c.id != me and has_trait(s, c.id, "FINAL WARS") for c in my_battle_cards(s)) >= 2)),
}
