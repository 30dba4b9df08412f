"""Whether the engine does what a card of the sixth blind set means (issue 18): probes for sixthset_cards.toml.

Written from each card's `meaning` (checked against its Japanese and the JP rules 1.04), never from the
compiler's reading, like the earlier sets' probe modules (whose helpers and board reading they share);
benchmarks/unseen_cards.py runs them for the compiled cards of any set. They probe where the engine could
differ from the meaning though the reading looks right: "up to" with a zone range and a rank bound, a
condition that must hold for both halves of "draw, then discard", the opponent's strategy cards, a monster
moved back by one zone under a threat bound or to a zone (5.13.2.2.1: never forward), your monster moved
forward two zones (5.13.1.1.1: no invasion win; 11.3.3: your battle cards in the zone it ends in are
trampled), each player's hand, and continuous changes with a zone range, a column (4.4.5.4), "other" and
a trait, a turn, the opponent's monster's rank, and a count of your monster's rage.
"""

from __future__ import annotations

from collections.abc import Callable

from heldout_probes import destroys_up_to, my_battle_cards
from thirdset_probes import has_trait
from unseen_probes import (Seen, b_battle, column, destroys, field, in_zones, monsters_in_discard, own,
                           rank_at_most, state_change, threat, zone_of)


def _others_with(s, me: str, trait: str) -> int:
    """Your battle cards with `trait` in your zones, this one not counted."""
    return sum(c.id != me and has_trait(s, c.id, trait) for c in my_battle_cards(s))


def _hands(s, players: str) -> dict:
    return {f"{p} hand": len(s.areas[f"{p}.hand"]) for p in players}


def _b_strategy(c: Seen, s, me: str) -> bool:
    return c.owner == "B" and c.type == "strategy" and c.zone is None


def forward_two(before, after, me: str) -> str:
    """XS-037: your monster ends min(zone + 2, 8) zones on, never wins by invasion (5.13.1.1.1), and no
    battle card of yours is left in the zone it ends in (11.3.3)."""
    want = min(before.position["A"] + 2, 8)
    if after.position["A"] != want:
        return f"your monster ended in zone {after.position['A']}, the meaning says {want}"
    if after.result is not None:
        return f"the game ended ({after.result.how}); moving forward by an effect never wins (5.13.1.1.1)"
    left = [c for c in after.areas.get(f"A.zone{want}", [])]
    return f"{len(left)} battle card(s) of yours left in zone {want} with your monster (11.3.3)" if left else ""


forward_two.acts = lambda before, me: before.position["A"] < 8  # type: ignore[attr-defined]


ONE_SHOT: dict[str, Callable] = {
    "XS-001": destroys_up_to(in_zones(1, 5, rank_max=4), 2),
    "XS-063": destroys(in_zones(1, 5, rank_max=4), 1),
    "XS-074": destroys_up_to(rank_at_most(4), 2),
    "XS-006": destroys(_b_strategy, 1, when=lambda s, me: s.rage["A"] >= 3),
    # only with 3 or more battle cards with 兵器 in YOUR zones; then exactly 2 of rank 6 or lower
    "XS-016": destroys(rank_at_most(6), 2,
                       when=lambda s, me: sum(has_trait(s, c.id, "兵器") for c in my_battle_cards(s)) >= 3),
    # draw 2 then discard 1 only with 5 or more monster cards in YOUR discard pile: net +1, else nothing
    "XS-002": state_change(
        lambda s: {"A hand": len(s.areas["A.hand"]) + (1 if monsters_in_discard(s, "A") >= 5 else 0)},
        lambda s: {"A hand": len(s.areas["A.hand"])}),
    "XS-009": state_change(
        lambda s: {"B": max(1, s.position["B"] - 1) if threat(s, "B") <= 30000 else s.position["B"]},
        lambda s: {"B": s.position["B"]}),
    "XS-036": state_change(lambda s: {"B": min(s.position["B"], 5)}, lambda s: {"B": s.position["B"]}),
    "XS-031": state_change(lambda s: {"A hand": 4, "B hand": 4}, lambda s: _hands(s, "AB")),
    "XS-037": forward_two,
}


CONTINUOUS: dict[str, tuple[str, Callable[[object, Seen, str], int]]] = {
    "XS-003": ("counter", own(5000, lambda s, me: column("A", zone_of(s, me)) == column("A", s.position["A"]))),
    "XS-017": ("threat", own(5000, lambda s, me: 6 <= zone_of(s, me) <= 8)),
    "XS-018": ("counter", own(-3000, lambda s, me: 1 <= zone_of(s, me) <= 5)),
    # every copy of this card on your side (it has 兵器 itself: two copies each count the other)
    "XS-067": ("counter", lambda s, c, me: 3000 if c.owner == "A" and s.definition(c.id) is s.definition(me)
               and c.zone is not None and _others_with(s, c.id, "兵器") >= 1 else 0),
    "XS-069": ("rank", lambda s, c, me: -1 if s.turn_player == "A" and b_battle(c) else 0),
    "XS-071": ("counter", lambda s, c, me: -5000 if s.turn_player == "B" and b_battle(c)
               and column("B", c.zone) == column("A", zone_of(s, me)) else 0),
    "XS-077": ("counter", lambda s, c, me: 2000 * s.rage["A"] if c.id == me else 0),
    "XS-079": ("counter", own(5000, lambda s, me: s.definition(s.invading_monster("B")).rank >= 3)),
}
