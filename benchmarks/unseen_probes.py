"""Whether the engine does what an unseen card means, not only what its reading says (issue 18).

Each probe is written from the `meaning` of one card of unseen_cards.toml (never from the compiler's
reading): for a one-shot ability, what may change on the board (which cards may be destroyed, how
many must be, where a monster must end); for a continuous one, how much each card on the field must
be changed. benchmarks/unseen_cards.py runs every probe of a compiled card on seeded random boards
of real cards stripped of their text (so the unseen card is the only text on the board, and no
other card's ability muddles the count), runs the ability as `cardtext.exercise` does, and counts
the boards where the engine did something the meaning forbids.

Zones and columns are the rules' (4.4.4, 4.4.5): a column is a place across the table, player A's
zone z and player B's zone z' share one when their column numbers are equal.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

# 4.4.4's figure: the column (1 = A's far left) of each of A's zones, and of each of B's as A sees it
OWN_COLUMN = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 5, 7: 4, 8: 3}
FRONT_BACK = {frozenset(p) for p in ((8, 3), (7, 4), (6, 5))}  # 4.4.5.1


def column(player: str, zone: int) -> int:
    return OWN_COLUMN[zone] if player == "A" else 6 - OWN_COLUMN[zone]


def adjacent(a: int, b: int) -> bool:
    """Two zones of one player (4.4.5.2)."""
    return abs(a - b) == 1 or frozenset((a, b)) in FRONT_BACK


@dataclass(frozen=True)
class Seen:
    """A card on the board before the ability ran."""
    id: str
    owner: str
    type: str
    rank: int
    zone: int | None  # None: a strategy zone or the invading monster
    area: str


def field(state) -> list[Seen]:
    """Every card on top in a zone or strategy zone, and each invading monster's top."""
    seen = []
    for key, ids in state.areas.items():
        if "." not in key:  # the shared resolution area (4.11)
            continue
        player, area = key.split(".")
        if area.startswith(("zone", "strategy")) or area == "invading":
            for card in ids[:1] if area == "invading" else ids:
                d = state.definition(card)
                zone = int(area.removeprefix("zone")) if area.startswith("zone") else None
                if area == "invading":
                    zone = state.position[player]
                seen.append(Seen(card, player, d.type, d.rank, zone, area))
    return seen


def threat(state, player: str) -> int:
    """The invading monster's threat with its rage (3.4.5); the boards have no other text."""
    return (state.definition(state.invading_monster(player)).threat or 0) + 5000 * state.rage[player]


# -- one-shot probes: (before, after, this card) -> what the engine did that the meaning forbids


def destroys(eligible: Callable[[Seen, object, str], bool], most: int | None,
             when: Callable[[object, str], bool] = lambda s, me: True, may: bool = False):
    """The cards destroyed are all eligible; `most` None: every eligible one; else exactly
    min(most, eligible) of them (or none at all when the ability is a may)."""
    def probe(before, after, me: str) -> str:
        cards = [c for c in field(before) if c.area != "invading"]
        gone = {c.id for c in cards if after.area_of(c.id) in ("discard", "")}
        ok = {c.id for c in cards if when(before, me) and eligible(c, before, me)}
        if gone - ok:
            return f"destroyed {len(gone - ok)} card(s) the meaning does not allow"
        want = len(ok) if most is None else min(most, len(ok))
        if len(gone) != want and not (may and not gone):
            return f"destroyed {len(gone)}, the meaning says {want}"
        return ""
    probe.acts = lambda before, me: when(before, me) and any(  # type: ignore[attr-defined]
        eligible(c, before, me) for c in field(before) if c.area != "invading")
    return probe


def b_battle(c: Seen) -> bool:
    return c.owner == "B" and c.type == "battle" and c.zone is not None


def rank_at_most(n: int) -> Callable[[Seen, object, str], bool]:
    return lambda c, s, me: b_battle(c) and c.rank <= n


def in_zones(lo: int, hi: int, rank_max: int = 99) -> Callable[[Seen, object, str], bool]:
    return lambda c, s, me: b_battle(c) and lo <= c.zone <= hi and c.rank <= rank_max


def my_column(rank_max: int = 99) -> Callable[[Seen, object, str], bool]:
    def eligible(c: Seen, s, me: str) -> bool:
        mine = s.zone_of(me) if s.zone_of(me) is not None else s.position["A"]
        return b_battle(c) and c.rank <= rank_max and column("B", c.zone) == column("A", mine)
    return eligible


def state_change(expect: Callable[[object], dict], look: Callable[[object], dict]):
    """What `look` reads on the board after must be what `expect` computes from the board before."""
    def probe(before, after, me: str) -> str:
        want, got = expect(before), look(after)
        return "" if want == got else f"expected {want}, the engine left {got}"
    probe.acts = lambda before, me: expect(before) != look(before)  # type: ignore[attr-defined]
    return probe


def monsters_in_discard(state, player: str) -> int:
    return sum(state.definition(c).type == "monster" for c in state.areas[f"{player}.discard"])


ONE_SHOT: dict[str, Callable] = {
    "UN-001": destroys(rank_at_most(3), 2),
    "UN-005": destroys(rank_at_most(5), 1),
    "UN-006": destroys(rank_at_most(6), 1, when=lambda s, me: s.rage["A"] >= 3),
    "UN-007": destroys(my_column(), 1),
    "UN-009": destroys(in_zones(6, 8), None),
    "UN-021": destroys(my_column(5), None),
    "UN-026": destroys(lambda c, s, me: c.owner == "B" and c.type == "strategy" and c.zone is None, 2),
    "UN-054": destroys(rank_at_most(4), 1),
    "UN-056": destroys(in_zones(1, 5), None),
    "UN-057": destroys(in_zones(1, 5, rank_max=5), None, may=True),
    "UN-067": destroys(my_column(), None),
    "UN-011": state_change(
        lambda s: {"B": max(1, s.position["B"] - 1) if threat(s, "B") <= 30000 else s.position["B"]},
        lambda s: {"B": s.position["B"]}),
    "UN-012": state_change(lambda s: {"B": s.rage["B"] - 2 if s.rage["B"] >= 3 else s.rage["B"]},
                           lambda s: {"B": s.rage["B"]}),
    "UN-036": state_change(lambda s: {"B": min(s.position["B"], 3)}, lambda s: {"B": s.position["B"]}),
    "UN-069": state_change(
        lambda s: {"B": max(0, s.rage["B"] - 2) if 6 <= s.position["B"] <= 8 else s.rage["B"]},
        lambda s: {"B": s.rage["B"]}),
    "UN-013": state_change(
        lambda s: {"A hand": len(s.areas["A.hand"]) + (2 if monsters_in_discard(s, "A") >= 10 else 0)},
        lambda s: {"A hand": len(s.areas["A.hand"])}),
}


# -- continuous probes: stat, and (board, card on the field, this card) -> the change it must get


def own(bonus: int, when: Callable[[object, str], bool]) -> Callable[[object, Seen, str], int]:
    return lambda s, c, me: bonus if c.id == me and when(s, me) else 0


def zone_of(s, me: str) -> int:
    return s.zone_of(me) if s.zone_of(me) is not None else s.position["A"]


CONTINUOUS: dict[str, tuple[str, Callable[[object, Seen, str], int]]] = {
    "UN-014": ("counter", lambda s, c, me: 2000 if s.position["A"] >= 6 and c.owner == "A"
               and c.type == "battle" and c.zone is not None and adjacent(c.zone, s.position["A"]) else 0),
    "UN-015": ("counter", lambda s, c, me: 2000 * sum(bool(s.areas[k]) for k in s.strategy_keys("A"))
               if c.id == me else 0),
    "UN-016": ("counter", lambda s, c, me: 1000 * sum(1 for x in field(s) if b_battle(x))
               if c.id == me else 0),
    "UN-022": ("counter", own(5000, lambda s, me: 6 <= s.position["B"] <= 8)),
    "UN-023": ("counter", own(2000, lambda s, me: 1 <= zone_of(s, me) <= 3)),
    "UN-029": ("threat", own(5000, lambda s, me: not any(s.areas[k] for k in s.strategy_keys("B")))),
    "UN-058": ("counter", own(5000, lambda s, me: s.definition(s.invading_monster("B")).rank >= 4)),
    "UN-060": ("rank", lambda s, c, me: -1 if s.turn_player == "A" and b_battle(c) else 0),
    "UN-062": ("counter", own(3000, lambda s, me: s.position["A"] >= 6)),
    "UN-066": ("threat", own(5000, lambda s, me: s.rage["A"] >= 2)),
}
