"""Whether the engine does what a card of the fifth blind set means (issue 18): probes for fifthset_cards.toml.

Written from each card's `meaning` (checked against its Japanese and the JP rules 1.04), never from the
compiler's reading, like the earlier sets' probe modules (whose helpers and board reading they share);
benchmarks/unseen_cards.py runs them for the compiled cards of any set. They probe where the engine could
differ from the meaning though the reading looks right: "up to" with a zone range and a rank bound, the
leftmost card as you see the opponent's (4.4.5.5.2), a count of the opponent's battle cards before a
destruction, whose empty zone a card is moved to (4.1.6: yours when the text says あなたの), a monster
moved back to a zone or by one zone under a threat bound, hands discarded down to a number, and
continuous changes with a zone range, "other" and a trait, a trait next to this card, a turn, or a
count of the strategy cards in your discard pile.
"""

from __future__ import annotations

from collections.abc import Callable

from heldout_probes import adjacent_mine, destroys_up_to, my_battle_cards
from thirdset_probes import ZONES, has_trait, strategy_cards_in_discard
from unseen_probes import (Seen, adjacent, b_battle, column, destroys, field, in_zones, monsters_in_discard, own,
                           rank_at_most, state_change, threat, zone_of)


def _others_with(s, me: str, trait: str) -> int:
    """Your battle cards with `trait` in your zones, this one not counted."""
    return sum(c.id != me and has_trait(s, c.id, trait) for c in my_battle_cards(s))


def moves_to_your_empty_zone(before, after, me: str) -> str:
    """VS-051: exactly one of the opponent's battle cards of rank 3 or lower moves, into a zone of
    YOURS that was empty (no card of yours, not your monster's zone); nothing else moves."""
    cards = [c for c in field(before) if c.area != "invading" and c.zone is not None]
    moved = [c for c in cards if after.where(c.id) != before.where(c.id)]
    empty = set(ZONES) - {c.zone for c in cards if c.owner == "A"} - {before.position["A"]}
    eligible = [c for c in cards if b_battle(c) and c.rank <= 3]
    if any(c not in eligible for c in moved):
        return "moved a card the meaning does not allow"
    want = 1 if eligible and empty else 0
    if len(moved) != want:
        return f"moved {len(moved)} card(s), the meaning says {want}"
    for c in moved:
        to = after.where(c.id)
        if not to.startswith("A.zone") or int(to.removeprefix("A.zone")) not in empty:
            return f"moved the opponent's card to {to}, not an empty zone of yours"
    return ""


moves_to_your_empty_zone.acts = lambda before, me: any(  # type: ignore[attr-defined]
    b_battle(c) and c.rank <= 3 for c in field(before))


def leftmost_as_you_see(c: Seen, s, me: str) -> bool:
    """VS-053: an opponent's battle card with none further left as YOU see them: the opponent's
    rightmost (4.4.5.5.2), so the lowest column from your side; 3/8, 4/7, 5/6 are level (4.4.5.5.1.1)."""
    theirs = [x for x in field(s) if b_battle(x)]
    return b_battle(c) and column("B", c.zone) == min(column("B", x.zone) for x in theirs)


def _hands_down_to(s, keep: int, players: str) -> dict:
    return {f"{p} hand": min(len(s.areas[f"{p}.hand"]), keep) for p in players}


def _hands(s, players: str) -> dict:
    return {f"{p} hand": len(s.areas[f"{p}.hand"]) for p in players}


ONE_SHOT: dict[str, Callable] = {
    "VS-001": destroys_up_to(in_zones(1, 5, rank_max=4), 2),
    # only while the opponent has 4 or more battle cards in their zones; then exactly 2 of rank 6 or lower
    "VS-011": destroys(rank_at_most(6), 2, when=lambda s, me: sum(b_battle(c) for c in field(s)) >= 4),
    "VS-053": destroys(leftmost_as_you_see, 1),
    "VS-002": state_change(
        lambda s: {"B": max(1, s.position["B"] - 1)
                   if monsters_in_discard(s, "A") >= 7 and threat(s, "B") <= 40000 else s.position["B"]},
        lambda s: {"B": s.position["B"]}),
    "VS-012": state_change(lambda s: {"B": 1 if threat(s, "B") <= 30000 else s.position["B"]},
                           lambda s: {"B": s.position["B"]}),
    "VS-008": state_change(
        lambda s: {"B": max(0, s.rage["B"] - 1) if 6 <= s.position["B"] <= 8 else s.rage["B"]},
        lambda s: {"B": s.rage["B"]}),
    # 5.7.2.1: each player down to 3 only if THIS monster's rage is 3 or more
    "VS-018": state_change(lambda s: _hands_down_to(s, 3, "AB") if s.rage["A"] >= 3 else _hands(s, "AB"),
                           lambda s: _hands(s, "AB")),
    "VS-077": state_change(lambda s: _hands_down_to(s, 2, "B") if s.rage["A"] >= 2 else _hands(s, "B"),
                           lambda s: _hands(s, "B")),
    "VS-051": moves_to_your_empty_zone,
}


CONTINUOUS: dict[str, tuple[str, Callable[[object, Seen, str], int]]] = {
    "VS-003": ("counter", own(3000, lambda s, me: 6 <= zone_of(s, me) <= 8)),
    "VS-013": ("counter", own(5000, lambda s, me: _others_with(s, me, "兵器") >= 3)),
    "VS-025": ("counter", lambda s, c, me: 2000 if c.owner == "A" and c.type == "battle" and c.id != me
               and c.zone is not None and adjacent(c.zone, zone_of(s, me))
               and has_trait(s, c.id, "FINAL WARS") else 0),
    "VS-042": ("counter", adjacent_mine(4000, lambda s: True)),
    "VS-074": ("rank", lambda s, c, me: -1 if s.turn_player == "A" and b_battle(c) else 0),
    "VS-015": ("threat", lambda s, c, me: 2000 * strategy_cards_in_discard(s, "A") if c.id == me else 0),
}
