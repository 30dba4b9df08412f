"""Whether the engine does what a card of the fourth blind set means (issue 18): probes for fourthset_cards.toml.

Written from each card's `meaning` (checked against its Japanese and the JP rules 1.04), never from the
compiler's reading, like the earlier sets' probe modules (whose helpers and board reading they share);
benchmarks/unseen_cards.py runs them for the compiled cards of any set. They probe where the engine could
differ from the meaning though the reading looks right: "up to" with a zone range and a rank bound, a
cost of one card type, zones adjacent across the table (only the two zones 8, 4.4.5.2), a double advance
that must not win (5.13.1.1.1), hands discarded down to a number, a count of cards under this monster,
and continuous changes with a column, a turn, a zone range, "other", a trait or a printed name.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from heldout_probes import destroys_up_to, my_battle_cards
from thirdset_probes import has_trait
from unseen_probes import (Seen, adjacent, b_battle, column, destroys, field, in_zones, own, state_change, threat,
                           zone_of)


def in_column_of_this(c: Seen, s, me: str) -> bool:
    """An opponent's battle card in this card's column (4.4.5.4)."""
    return b_battle(c) and column("B", c.zone) == column("A", zone_of(s, me))


def discards_strategy_for_zone_8(before, after, me: str) -> str:
    """FS-009: only if exactly one STRATEGY card went from your hand to the discard, the battle card
    in the opponent's zone 8 is destroyed; no other card is destroyed or discarded."""
    cards = [c for c in field(before) if c.area != "invading"]
    gone = {c.id for c in cards if after.area_of(c.id) in ("discard", "")}
    target = {c.id for c in cards if b_battle(c) and c.zone == 8}
    paid = [c for c in before.areas["A.hand"] if after.area_of(c) in ("discard", "")]
    if gone - target:
        return f"destroyed {len(gone - target)} card(s) outside the opponent's zone 8"
    if any(before.definition(c).type != "strategy" for c in paid):
        return "discarded a card that is not a strategy card for the cost"
    if len(paid) > 1:
        return f"discarded {len(paid)} cards for a cost of one"
    if gone and not paid:
        return "destroyed without the cost paid"
    if paid and gone != target:
        return "paid the cost, but the card in the opponent's zone 8 stayed"
    return ""


discards_strategy_for_zone_8.acts = lambda before, me: (  # type: ignore[attr-defined]
    any(b_battle(c) and c.zone == 8 for c in field(before))
    and any(before.definition(c).type == "strategy" for c in before.areas["A.hand"]))


def _hands_down_to_three(s) -> dict:
    """FS-016: each player keeps at most 3 cards in hand (5.7.2.1), then you draw one (if you can)."""
    return {"A hand": min(len(s.areas["A.hand"]), 3) + bool(s.areas["A.deck"]),
            "B hand": min(len(s.areas["B.hand"]), 3)}


def _under_this_monster(s) -> int:
    """The cards stacked under your invading monster's top (3.2)."""
    return len(s.areas["A.invading"]) - 1


def _weapons_other_than(s, me: str) -> int:
    return sum(c.id != me and has_trait(s, c.id, "兵器") for c in my_battle_cards(s))


def _named(s, card_id: str, name: str) -> bool:
    return unicodedata.normalize("NFKC", s.definition(card_id).name) == name


def retreats_if_three_other_weapons(before, after, me: str) -> str:
    """FS-024: 3 or more OTHER battle cards with 兵器 in your zones (this one not counted), and the
    opponent's monster of threat 40000 or less: it moves back one zone (not from zone 1); else it stays."""
    want = (max(1, before.position["B"] - 1)
            if _weapons_other_than(before, me) >= 3 and threat(before, "B") <= 40000 else before.position["B"])
    got = after.position["B"]
    return "" if want == got else f"the opponent's monster in zone {got}, the meaning says {want}"


retreats_if_three_other_weapons.acts = lambda before, me: (  # type: ignore[attr-defined]
    _weapons_other_than(before, me) >= 3 and threat(before, "B") <= 40000 and before.position["B"] > 1)
ONE_SHOT: dict[str, Callable] = {
    "FS-001": destroys_up_to(in_zones(1, 5, rank_max=4), 2),
    "FS-003": destroys(lambda c, s, me: c.owner == "B" and c.type == "strategy" and c.zone is None, 1,
                       when=lambda s, me: s.rage["A"] >= 3),
    "FS-009": discards_strategy_for_zone_8,
    # 4.4.5.2: an opponent's zone is adjacent to one of yours only as the two zones 8
    "FS-034": destroys(lambda c, s, me: b_battle(c) and c.zone == 8 and zone_of(s, me) == 8, None),
    "FS-014": state_change(lambda s: {"A deck": len(s.areas["A.deck"]) - min(_under_this_monster(s),
                                                                               len(s.areas["A.deck"]))},
                           lambda s: {"A deck": len(s.areas["A.deck"])}),
    "FS-016": state_change(_hands_down_to_three,
                           lambda s: {"A hand": len(s.areas["A.hand"]), "B hand": len(s.areas["B.hand"])}),
    "FS-024": retreats_if_three_other_weapons,
    # 5.13.1.1.1: an advance that is not an invasion never leaves zone 8 and never wins
    "FS-041": state_change(lambda s: {"A": min(s.position["A"] + 2, 8), "game over": False},
                           lambda s: {"A": s.position["A"], "game over": s.result is not None}),
}


CONTINUOUS: dict[str, tuple[str, Callable[[object, Seen, str], int]]] = {
    "FS-005": ("no-battle", lambda s, c, me: 1 if s.turn_player == "B" and s.position["A"] >= 6
               and in_column_of_this(c, s, me) else 0),
    "FS-018": ("counter", lambda s, c, me: -2000 if s.turn_player == "B" and in_column_of_this(c, s, me) else 0),
    "FS-029": ("counter", lambda s, c, me: 2000 if c.owner == "A" and c.type == "battle" and c.id != me
               and c.zone is not None and 6 <= c.zone <= 8 else 0),
    # the board may hold copies of this card (its own trait is the one it names): each copy counts the others
    "FS-068": ("counter", lambda s, c, me: 3000 if s.definition(c.id) == s.definition(me) and any(
        o.id != c.id and has_trait(s, o.id, "メカゴジラ") for o in my_battle_cards(s)) else 0),
    "FS-071": ("rank", lambda s, c, me: -1 if s.turn_player == "A" and b_battle(c) else 0),
    "FS-073": ("counter", lambda s, c, me: (
        2000 if c.owner == "A" and c.type == "battle" and c.zone is not None
        and adjacent(c.zone, s.position["A"]) else 0) + (-1000 if in_column_of_this(c, s, me) else 0)),
    "FS-075": ("counter", own(5000, lambda s, me: any(_named(s, c.id, "M.O.G.E.R.A.")
                                                      for c in my_battle_cards(s)))),
}
