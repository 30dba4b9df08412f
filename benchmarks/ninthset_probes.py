"""Whether the engine does what a card of the ninth blind set means (issue 18): probes for ninthset_cards.toml.

Written from each card's `meaning` checked against its Japanese and the JP rules 1.04, never from the
compiler's reading, like the earlier sets' probe modules (whose helpers and board reading they share);
benchmarks/unseen_cards.py runs them for the compiled cards of any set. They probe where the engine
could differ though the reading looks right: a column with a rage bound, "up to" with a zone range and a
rank bound, the opponent's strategy cards, a condition on the opponent's monster's zones, a change for
the turn that reaches only the cards in a column when it resolves (10.8.2), a destroyed token as a
cost, the opponent's monster's column then a retreat under the opponent's rage (with the stomping it
causes, 11.3), a revealed card sorted by either of two traits, the rest of the cards looked at when none
is taken, an up-to draw and a discard of as many, zone bounds 以前 / 以降 (inclusive, 4.4.5.3.1), and
continuous changes by adjacency (4.4.5.2) and by counts of OTHER cards of yours.
"""

from __future__ import annotations

from collections.abc import Callable

from fifthset_probes import _others_with
from heldout_probes import destroys_up_to, my_battle_cards
from seventhset_probes import _destroyed, _eligible
from thirdset_probes import has_trait
from unseen_probes import (Seen, adjacent, b_battle, column, destroys, field, in_zones, my_column, own,
                           rank_at_most, zone_of)


def _b_strategy(c: Seen, s, me: str) -> bool:
    return c.owner == "B" and c.type == "strategy" and c.area.startswith("strategy")


def _in_their_monsters_column(c: Seen, s, me: str) -> bool:
    """NS-024: the opponent's battle card in the column of the OPPONENT's monster (4.4.5.4)."""
    return b_battle(c) and column("B", c.zone) == column("B", s.position["B"])


def _crystals(s) -> list[str]:
    """NS-015: your 結晶体 (tokens) in your zones."""
    return [c.id for c in my_battle_cards(s) if s.definition(c.id).name == "結晶体"]


def column_bonus_for_the_turn(before, after, me: str) -> str:
    """NS-014: until the end of the turn, +3000 counter power to exactly YOUR battle cards in the
    column of the OPPONENT's monster when it resolves (10.8.2); no other card gets it."""
    want = {c.id for c in my_battle_cards(before) if column("A", c.zone) == column("B", before.position["B"])}
    got: set[str] = set()
    for entry in after.in_force():
        if entry["stat"] == "counter" and entry not in before.lasting:
            if entry["amount"] != 3000 or entry["op"] != "+":
                return f"a change of {entry['op']}{entry['amount']}, the meaning says +3000"
            got |= set(entry["cards"])
    return "" if got == want else f"+3000 to {len(got)} card(s), {len(got & want)} of the {len(want)} in the column"


column_bonus_for_the_turn.acts = lambda before, me: any(  # type: ignore[attr-defined]
    column("A", c.zone) == column("B", before.position["B"]) for c in my_battle_cards(before))


def crystal_cost_for_two(before, after, me: str) -> str:
    """NS-015: only if exactly one 結晶体 of yours was destroyed (the cost), exactly 2 of the
    opponent's battle cards of rank 6 or lower (or all, if fewer); without it, none."""
    gone = _destroyed(before, after)
    paid = [c for c in _crystals(before) if c in gone]
    mine = {c.id for c in my_battle_cards(before)} & gone
    theirs = gone - mine
    eligible = _eligible(before, me, rank_at_most(6))
    if mine - set(paid) or len(paid) > 1:
        return f"destroyed {len(mine)} card(s) of yours, the cost is one 結晶体"
    if theirs - eligible:
        return f"destroyed {len(theirs - eligible)} card(s) the meaning does not allow"
    if not paid:
        return "destroyed without the cost paid" if theirs else ""
    want = min(2, len(eligible))
    return "" if len(theirs) == want else f"paid the cost, destroyed {len(theirs)}, the meaning says {want}"


crystal_cost_for_two.acts = lambda before, me: bool(_crystals(before))  # type: ignore[attr-defined]


def column_then_back(before, after, me: str) -> str:
    """NS-024: exactly one of the opponent's battle cards in the opponent's monster's column; then,
    only with the OPPONENT's rage 2 or less, their monster back one zone (none from zone 1); a card of
    theirs in the zone it moves back into is stomped (11.3), which the probe allows."""
    pos = before.position["B"]
    want_pos = max(1, pos - 1) if before.rage["B"] <= 2 else pos
    if after.position["B"] != want_pos:
        return f"the opponent's monster in zone {after.position['B']}, the meaning says {want_pos}"
    gone = _destroyed(before, after)
    stomped = {c.id for c in field(before) if b_battle(c) and c.zone == want_pos} if want_pos != pos else set()
    eligible = _eligible(before, me, _in_their_monsters_column)
    if gone - eligible - stomped:
        return f"destroyed {len(gone - eligible - stomped)} card(s) the meaning does not allow"
    want, by_effect = min(1, len(eligible)), len(gone - stomped)
    if by_effect == want or (by_effect == want - 1 and gone & stomped & eligible):
        return ""
    return f"destroyed {by_effect} in the column, the meaning says {want}"


column_then_back.acts = lambda before, me: (  # type: ignore[attr-defined]
    bool(_eligible(before, me, _in_their_monsters_column)) or (before.rage["B"] <= 2 and before.position["B"] > 1))


def reveal_sorted_by_trait(before, after, me: str) -> str:
    """NS-025: YOUR top card revealed; with 機械 or 兵器 into the hand, else into the discard pile."""
    top = before.areas["A.deck"][0]
    want = "hand" if has_trait(before, top, "機械") or has_trait(before, top, "兵器") else "discard"
    got = after.area_of(top)
    moved = len(before.areas["A.deck"]) - len(after.areas["A.deck"])
    if got == want and moved == 1:
        return ""
    return f"the top card went to {got or 'nowhere'} ({moved} left the deck), the meaning says {want}"


reveal_sorted_by_trait.acts = lambda before, me: bool(before.areas["A.deck"])  # type: ignore[attr-defined]


def look_three_take_godzilla(before, after, me: str) -> str:
    """NS-028: YOUR top 3 looked at; up to one with the trait ゴジラ into your hand; ALL the others to
    the bottom of your deck (any order), also when none is taken; nothing else moves. A token the random
    board dealt into the deck is left out: it cannot be there (9.1.4.1) and ceases to exist on moving."""
    def real(cards: list[str]) -> list[str]:
        return [c for c in cards if c in before.cards and not has_trait(before, c, "トークン")]

    deck = before.areas["A.deck"]
    top, below = real(deck[:3]), real(deck[3:])
    taken = [c for c in deck if after.area_of(c) == "hand"]
    if len(taken) > 1 or any(c not in top or not has_trait(before, c, "ゴジラ") for c in taken):
        return f"took {len(taken)} card(s), the meaning allows up to 1 with ゴジラ of the top 3"
    rest = [c for c in top if c not in taken]
    kept = real(after.areas["A.deck"])
    if kept[:len(below)] != below or sorted(kept[len(below):]) != sorted(rest):
        return f"the deck left is not the others, then the {len(rest)} card(s) not taken at the bottom"
    return ""


look_three_take_godzilla.acts = lambda before, me: len(before.areas["A.deck"]) >= 3  # type: ignore[attr-defined]


def draw_up_to_two_discard_as_many(before, after, me: str) -> str:
    """NS-034: you draw 0, 1 or 2, then discard exactly as many; the hand ends as it began in size."""
    drawn = len(before.areas["A.deck"]) - len(after.areas["A.deck"])
    discarded = len(after.areas["A.discard"]) - len(before.areas["A.discard"])
    if not 0 <= drawn <= 2:
        return f"drew {drawn}, the meaning allows up to 2"
    if discarded != drawn or len(after.areas["A.hand"]) != len(before.areas["A.hand"]):
        return f"drew {drawn}, discarded {discarded}, the meaning says as many as drawn"
    return ""


draw_up_to_two_discard_as_many.acts = lambda before, me: bool(before.areas["A.deck"])  # type: ignore[attr-defined]


ONE_SHOT: dict[str, Callable] = {
    # ALL of theirs of rank 6 or lower in this monster's column, only with this monster's rage 3 or more
    "NS-001": destroys(my_column(6), None, when=lambda s, me: s.rage["A"] >= 3),
    "NS-003": destroys_up_to(in_zones(6, 8, rank_max=5), 2),
    "NS-005": destroys(_b_strategy, 1, when=lambda s, me: s.rage["A"] >= 2),
    "NS-008": destroys(rank_at_most(5), 1, when=lambda s, me: 6 <= s.position["B"] <= 8),
    "NS-014": column_bonus_for_the_turn,
    "NS-015": crystal_cost_for_two,
    "NS-024": column_then_back,
    "NS-025": reveal_sorted_by_trait,
    "NS-028": look_three_take_godzilla,
    "NS-034": draw_up_to_two_discard_as_many,
    # 以降 and 以前 include the zone named (4.4.5.3.1)
    "NS-042": destroys(in_zones(1, 3), None, when=lambda s, me: s.position["B"] >= 6),
}


CONTINUOUS: dict[str, tuple[str, Callable[[object, Seen, str], int]]] = {
    # this card, while in a zone adjacent to YOUR monster's (4.4.5.2)
    "NS-002": ("counter", own(3000, lambda s, me: adjacent(zone_of(s, me), s.position["A"]))),
    # +1000 per OTHER battle card of yours with 兵器 in your zones
    "NS-020": ("counter", lambda s, c, me: 1000 * _others_with(s, me, "兵器") if c.id == me else 0),
    # 2 or more OTHER battle cards of yours of rank 5 or lower
    "NS-075": ("counter", own(3000, lambda s, me: sum(c.id != me and c.rank <= 5 for c in my_battle_cards(s)) >= 2)),
}
