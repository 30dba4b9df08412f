"""Whether the engine does what a card of the eighth blind set means (issue 18): probes for eighthset_cards.toml.

Written from each card's `meaning` checked against its Japanese and the JP rules 1.04, never from the
compiler's reading, like the earlier sets' probe modules (whose helpers and board reading they share);
benchmarks/unseen_cards.py runs them for the compiled cards of any set. They probe where the engine
could differ though the reading looks right: "up to" with a zone range, a cost paid for "destroy all"
in zones 6-8, a condition on a red AND a blue battle card (one card of both colours, 2.4.4), the
opponent's hand down to 5, "destroy 2, then draw" under one condition, the rest of the revealed cards
when none is taken (1.3.2), the highest rank, a card of the opponent's discard pile appearing in YOUR
empty zone (3.1.2), a zone bound 以前 (inclusive, 4.4.5.3.1), zones adjacent across the table (only the
two zones 8, 4.4.5.2), a look at up to 3 (5.5.2), a search whose count alone names the card (5.8.1.1),
and continuous changes with a column (4.4.5.4), who cannot battle (5.16.1) and the zone to the right
(4.4.5.5).
"""

from __future__ import annotations

from collections.abc import Callable

from heldout_probes import destroys_up_to, my_battle_cards
from seventhset_probes import (_battle_in, destroys_two_then_draws, one_paid_then_all_destroyed,
                               reveal_one_with_trait_rest_discarded)
from thirdset_probes import ZONES, has_trait
from unseen_probes import Seen, adjacent, b_battle, column, destroys, field, in_zones, rank_at_most, zone_of


def _red_and_blue(s, me: str) -> bool:
    """ES-012: a red battle card and a blue one in YOUR zones (one card of both colours is both, 2.4.4)."""
    colours = [set(s.definition(c.id).colors) for c in my_battle_cards(s)]
    return any("red" in c for c in colours) and any("blue" in c for c in colours)


def _up_to_my_zone(c: Seen, s, me: str) -> bool:
    """ES-037: rank 5 or lower, in an opponent's zone numbered at most this card's (4.4.5.3.1)."""
    return b_battle(c) and c.rank <= 5 and c.zone <= zone_of(s, me)


def _across_the_table(c: Seen, s, me: str) -> bool:
    """ES-039: the opponent's zone 8 is adjacent to your zone 8 only (4.4.5.2)."""
    return b_battle(c) and c.zone == 8 and zone_of(s, me) == 8


def _highest(before) -> set[str]:
    cards = [c for c in field(before) if b_battle(c)]
    top = max((c.rank for c in cards), default=None)
    return {c.id for c in cards if c.rank == top}


def destroys_highest(before, after, me: str) -> str:
    """ES-026: exactly one of the opponent's battle cards, one of those of the highest rank."""
    gone = {c.id for c in field(before) if c.area != "invading" and after.area_of(c.id) in ("discard", "")}
    want = _highest(before)
    if gone - want:
        return f"destroyed {len(gone - want)} card(s) not of the opponent's highest rank"
    return "" if len(gone) == min(1, len(want)) else f"destroyed {len(gone)}, the meaning says {min(1, len(want))}"


destroys_highest.acts = lambda before, me: bool(_highest(before))  # type: ignore[attr-defined]


# ES-023: one with the trait モスラ (any type) into your hand
reveal_take_rest = reveal_one_with_trait_rest_discarded("モスラ", "hand", "took {} card(s) into the hand")


def up_to_one_from_their_discard(before, after, me: str) -> str:
    """ES-036: at most one battle card of rank 3 or lower leaves the OPPONENT's discard pile, and it
    goes into a zone of YOURS that was empty (you are its master, 3.1.2); nothing else leaves it."""
    left = [c for c in before.areas["B.discard"] if after.area_of(c) != "discard"]
    empty = set(ZONES) - {c.zone for c in field(before) if c.owner == "A" and c.zone} - {before.position["A"]}
    if len(left) > 1:
        return f"{len(left)} cards left the opponent's discard pile, the meaning allows at most 1"
    for c in left:
        d, to = before.definition(c), after.where(c)
        if d.type != "battle" or d.rank > 3:
            return f"a {d.type} card of rank {d.rank} left the opponent's discard pile"
        if not to.startswith("A.zone") or int(to.removeprefix("A.zone")) not in empty:
            return f"the opponent's card went to {to}, not an empty zone of yours"
    return ""


up_to_one_from_their_discard.acts = lambda before, me: any(  # type: ignore[attr-defined]
    before.definition(c).rank <= 3 for c in _battle_in(before, "B.discard"))


# ES-009: a battle card with 兵器 paid, the opponent's battle cards in zones 6-8
weapon_cost_for_far_zones = one_paid_then_all_destroyed(
    lambda s, c: s.definition(c).type == "battle" and has_trait(s, c, "兵器"), "a 兵器 battle card", in_zones(6, 8),
    "in zones 6-8")


def searches_one_card(before, after, me: str) -> str:
    """ES-044: exactly one card of any kind from YOUR deck into your hand (the count alone names it, so
    one must be taken, 5.8.1.1); nothing else moves."""
    want = min(1, len(before.areas["A.deck"]))
    taken = [c for c in before.areas["A.deck"] if after.area_of(c) == "hand"]
    lost = len(before.areas["A.deck"]) - len(after.areas["A.deck"])
    return "" if len(taken) == lost == want else f"{len(taken)} card(s) into the hand, {lost} left the deck, the meaning says {want}"


searches_one_card.acts = lambda before, me: bool(before.areas["A.deck"])  # type: ignore[attr-defined]


def looks_takes_battle_rest_below(before, after, me: str) -> str:
    """ES-042: you look at YOUR top cards one by one, k of them, k up to 3 (you may stop, 5.5.2); exactly
    one BATTLE card among those k into your hand if there is one (1枚, not まで); the other k cards to the
    bottom of the deck in any order; nothing else moves."""
    deck, top = before.areas["A.deck"], before.areas["A.deck"][:3]
    taken = [c for c in deck if after.area_of(c) == "hand"]
    for k in range(len(top) + 1):
        seen = top[:k]
        battle = [c for c in seen if before.definition(c).type == "battle"]
        rest = [c for c in seen if c not in taken]
        if (set(taken) <= set(battle) and len(taken) == min(1, len(battle))
                and after.areas["A.deck"][:len(deck) - k] == deck[k:]
                and sorted(after.areas["A.deck"][len(deck) - k:]) == sorted(rest)):
            return ""
    return (f"took {len(taken)} card(s); no number of cards looked at (0-3) gives the deck the engine left "
            "(one battle card among them taken, the rest at the bottom)")


looks_takes_battle_rest_below.acts = lambda before, me: bool(before.areas["A.deck"])  # type: ignore[attr-defined]


def _others(s, me: str) -> int:
    return sum(c.id != me for c in my_battle_cards(s))


def _right_next(s, c: Seen, me: str) -> bool:
    """ES-038: YOUR battle card in the zone adjacent to this card's and further right (4.4.5.5.1);
    front and back (3-8, 4-7, 5-6) are no left-right relation (4.4.5.5.1.1)."""
    here = zone_of(s, me)
    return (c.owner == "A" and c.type == "battle" and c.zone is not None and adjacent(c.zone, here)
            and column("A", c.zone) == column("A", here) + 1)


def hand_down_to_five(before, after, me: str) -> str:
    """ES-011: with 3 or more OTHER battle cards in YOUR zones, the opponent's hand down to 5 (nothing
    with 5 or fewer, 5.7.2.1); your hand untouched."""
    want = {"B": len(before.areas["B.hand"]), "A": len(before.areas["A.hand"])}
    if _others(before, me) >= 3:
        want["B"] = min(5, want["B"])
    got = {p: len(after.areas[f"{p}.hand"]) for p in "AB"}
    return "" if got == want else f"hands {got}, the meaning says {want}"


hand_down_to_five.acts = lambda before, me: (  # type: ignore[attr-defined]
    _others(before, me) >= 3 and len(before.areas["B.hand"]) > 5)


ONE_SHOT: dict[str, Callable] = {
    "ES-001": destroys_up_to(in_zones(1, 3, rank_max=4), 2),
    "ES-009": weapon_cost_for_far_zones,
    "ES-011": hand_down_to_five,
    "ES-012": destroys(rank_at_most(6), 1, when=_red_and_blue),
    "ES-014": destroys_two_then_draws,  # the same meaning as ZS-015's
    "ES-023": reveal_take_rest,
    "ES-026": destroys_highest,
    "ES-036": up_to_one_from_their_discard,
    "ES-037": destroys(_up_to_my_zone, 1),
    "ES-039": destroys(_across_the_table, 1),
    "ES-042": looks_takes_battle_rest_below,
    "ES-044": searches_one_card,
}


CONTINUOUS: dict[str, tuple[str, Callable[[object, Seen, str], int]]] = {
    # while 3 or more cards are under this monster, the opponent's battle cards of rank 4 or less (5.16.1)
    "ES-006": ("no-battle", lambda s, c, me: 1 if len(s.areas["A.invading"]) - 1 >= 3 and b_battle(c) and c.rank <= 4
               else 0),
    # this card in the opponent's monster's column (4.4.5.4) and your rage 2 or more
    "ES-004": ("counter", lambda s, c, me: 5000 if c.id == me and s.rage["A"] >= 2
               and column("A", zone_of(s, me)) == column("B", s.position["B"]) else 0),
    "ES-038": ("counter", lambda s, c, me: 3000 if _right_next(s, c, me) else 0),
}
