"""Whether the engine does what a held-out card means (issue 18): probes for heldout_cards.toml.

Written from each card's `meaning`, never from the compiler's reading, like unseen_probes.py (whose
helpers and board reading they share); benchmarks/unseen_cards.py runs them for the compiled cards
of either set. Keep them with the held-out set: they tell what the meaning requires.
"""

from __future__ import annotations

from collections.abc import Callable

from unseen_probes import (Seen, adjacent, b_battle, column, destroys, field, in_zones, my_column, own,
                           rank_at_most, state_change, threat, zone_of)


def destroys_up_to(eligible: Callable[[Seen, object, str], bool], most: int):
    """「N枚まで破壊する」: only eligible cards, and at most `most` of them (none is allowed)."""
    def probe(before, after, me: str) -> str:
        cards = [c for c in field(before) if c.area != "invading"]
        gone = {c.id for c in cards if after.area_of(c.id) in ("discard", "")}
        ok = {c.id for c in cards if eligible(c, before, me)}
        if gone - ok:
            return f"destroyed {len(gone - ok)} card(s) the meaning does not allow"
        return f"destroyed {len(gone)}, the meaning allows at most {most}" if len(gone) > most else ""
    probe.acts = lambda before, me: any(  # type: ignore[attr-defined]
        eligible(c, before, me) for c in field(before) if c.area != "invading")
    return probe


def red(c: Seen, s, me: str) -> bool:
    return b_battle(c) and "red" in s.definition(c.id).colors


def my_battle_cards(s) -> list[Seen]:
    return [c for c in field(s) if c.owner == "A" and c.type == "battle" and c.zone is not None]


def adjacent_mine(bonus: int, when: Callable[[object], bool]) -> Callable[[object, Seen, str], int]:
    """YOUR battle cards (not this one) in a zone adjacent to this card's, while `when`."""
    return lambda s, c, me: bonus if (when(s) and c.owner == "A" and c.type == "battle" and c.id != me
                                      and c.zone is not None and adjacent(c.zone, zone_of(s, me))) else 0


ONE_SHOT: dict[str, Callable] = {
    "HO-001": destroys(in_zones(6, 8, rank_max=5), 1),
    "HO-005": destroys(rank_at_most(3), None),
    "HO-010": destroys(my_column(7), None),
    "HO-015": destroys(red, 1),
    "HO-018": destroys(rank_at_most(3), 1, when=lambda s, me: s.zone_of(me) == 8),
    "HO-020": destroys_up_to(in_zones(1, 5, rank_max=4), 2),
    "HO-022": destroys(in_zones(8, 8), None),
    "HO-064": destroys(rank_at_most(4), 1),
    "HO-066": destroys(in_zones(1, 4, rank_max=3), None),
    "HO-077": destroys(rank_at_most(5), 1),
    "HO-003": state_change(
        lambda s: {"B": max(1, s.position["B"] - 1) if threat(s, "B") <= 30000 else s.position["B"]},
        lambda s: {"B": s.position["B"]}),
    "HO-024": state_change(lambda s: {"B": 5 if 6 <= s.position["B"] <= 8 else s.position["B"]},
                           lambda s: {"B": s.position["B"]}),
    "HO-009": state_change(lambda s: {"B": max(0, s.rage["B"] - len(my_battle_cards(s)))},
                           lambda s: {"B": s.rage["B"]}),
}


def draws_in_column(before, after, me: str) -> str:
    """HO-012: one card drawn exactly when this card is in the column of the opponent's monster."""
    want = len(before.areas["A.hand"]) + (column("A", zone_of(before, me)) == column("B", before.position["B"]))
    got = len(after.areas["A.hand"])
    return "" if want == got else f"hand {got}, the meaning says {want}"


draws_in_column.acts = lambda before, me: (  # type: ignore[attr-defined]
    column("A", zone_of(before, me)) == column("B", before.position["B"]))
ONE_SHOT["HO-012"] = draws_in_column

CONTINUOUS: dict[str, tuple[str, Callable[[object, Seen, str], int]]] = {
    "HO-004": ("counter", own(4000, lambda s, me: 2 <= zone_of(s, me) <= 4)),
    "HO-006": ("counter", adjacent_mine(2000, lambda s: s.turn_player == "B")),
    "HO-013": ("threat", own(10000, lambda s, me: sum(bool(s.areas[k]) for k in s.strategy_keys("B")) >= 2)),
    "HO-023": ("counter", adjacent_mine(2000, lambda s: len(s.areas["A.invading"]) - 1 >= 3)),
    "HO-026": ("counter", own(5000, lambda s, me: s.rage["B"] >= 3)),
    "HO-029": ("counter", own(3000, lambda s, me: sum(
        "blue" in s.definition(c.id).colors for c in my_battle_cards(s)) >= 2)),
    "HO-063": ("counter", own(4000, lambda s, me: s.position["A"] >= 5)),
    "HO-079": ("threat", own(10000, lambda s, me: s.rage["A"] >= 3)),
}
