"""Whether the engine does what a card of the seventh blind set means (issue 18): probes for seventhset_cards.toml.

Written from each card's `meaning` checked against its Japanese and the JP rules 1.04, never from the
compiler's reading, like the earlier sets' probe modules (whose helpers and board reading they share);
benchmarks/unseen_cards.py runs them for the compiled cards of any set. Where the meaning misreads the
Japanese the probe follows the Japanese: ZS-023's 空いているエリア names no player, so it is a zone of
the master of the card whose text it is (4.1.6), YOURS, and the moved card gets you as its master (3.1.2).
They probe where the engine could differ though the reading looks right: the rest of the revealed cards
when none is taken (1.3.2), a cost paid for "destroy all" in this monster's column, a count of your 兵器
cards, a count of the opponent's revealed strategy cards, a threat bound with evolution as a condition, a
condition over both "destroy, then draw", a count of your strategy cards, a named zone with its adjacent
ones (4.4.5.2), a move into a zone whose player is not named, each player's hand, a card of the
opponent's discard pile appearing on your side, and continuous changes with a column (4.4.5.4), adjacency
and "other", and who cannot battle (5.16.1) in a turn.
"""

from __future__ import annotations

from collections.abc import Callable

from fourthset_probes import _hands_down_to_three
from heldout_probes import my_battle_cards
from thirdset_probes import ZONES, has_trait
from unseen_probes import (Seen, adjacent, b_battle, column, destroys, field, my_column,
                           rank_at_most, state_change, threat, zone_of)


def _destroyed(before, after) -> set[str]:
    return {c.id for c in field(before) if c.area != "invading" and after.area_of(c.id) in ("discard", "")}


def _eligible(before, me: str, test: Callable[[Seen, object, str], bool]) -> set[str]:
    return {c.id for c in field(before) if c.area != "invading" and test(c, before, me)}


def one_paid_then_all_destroyed(pays: Callable[[object, str], bool], paid_words: str,
                                test: Callable[[Seen, object, str], bool], where: str) -> Callable[[object, object, str], str]:
    """A probe of 「(a card of the hand that ``pays``)を1枚捨てることで、(the opponent's battle cards that
    pass ``test``)をすべて破壊する」: only if exactly one such card went from your hand to the discard
    pile, ALL of those cards are destroyed; else none (ZS-001, ES-009)."""
    def probe(before, after, me: str) -> str:
        gone, want = _destroyed(before, after), _eligible(before, me, test)
        paid = [c for c in before.areas["A.hand"] if after.area_of(c) in ("discard", "")]
        if any(not pays(before, c) for c in paid):
            return f"discarded a card that is not {paid_words} for the cost"
        if len(paid) > 1:
            return f"discarded {len(paid)} cards for a cost of one"
        if gone - want:
            return f"destroyed {len(gone - want)} card(s) the meaning does not allow"
        if gone and not paid:
            return "destroyed without the cost paid"
        if paid and gone != want:
            return f"paid the cost, destroyed {len(gone)} of the {len(want)} {where}"
        return ""

    probe.acts = lambda before, me: (  # type: ignore[attr-defined]
        bool(_eligible(before, me, test)) and any(pays(before, c) for c in before.areas["A.hand"]))
    return probe


# ZS-001: a strategy card paid, the opponent's battle cards of rank 6 or lower in this monster's column
strategy_cost_for_column = one_paid_then_all_destroyed(
    lambda s, c: s.definition(c).type == "strategy", "a strategy card", my_column(6), "in this monster's column")


def _weapons(s) -> int:
    return sum(has_trait(s, c.id, "兵器") for c in my_battle_cards(s))


def destroys_per_weapon(before, after, me: str) -> str:
    """ZS-007: one of the opponent's battle cards of rank 4 or lower per 兵器 battle card in YOUR zones."""
    return destroys(rank_at_most(4), _weapons(before))(before, after, me)


destroys_per_weapon.acts = lambda before, me: (  # type: ignore[attr-defined]
    _weapons(before) > 0 and bool(_eligible(before, me, rank_at_most(4))))


def destroys_two_then_draws(before, after, me: str) -> str:
    """ZS-015: both halves only if your monster invaded this turn: exactly 2 of the opponent's battle
    cards of rank 5 or lower destroyed (all if fewer), then you draw 1."""
    invaded = "invade" in before.used["A"]
    problem = destroys(rank_at_most(5), 2, when=lambda s, m: invaded)(before, after, me)
    want = len(before.areas["A.hand"]) + (1 if invaded and before.areas["A.deck"] else 0)
    got = len(after.areas["A.hand"])
    return problem or ("" if got == want else f"your hand holds {got}, the meaning says {want}")


destroys_two_then_draws.acts = lambda before, me: "invade" in before.used["A"]  # type: ignore[attr-defined]


def _named_zone_and_adjacent(before, z: int) -> set[str]:
    """The opponent's battle cards of rank 6 or lower in their zone z and the zones adjacent to it."""
    return _eligible(before, "", lambda c, s, m: b_battle(c) and c.rank <= 6
                     and (c.zone == z or adjacent(c.zone, z)))


def zone_and_adjacent(before, after, me: str) -> str:
    """ZS-022: with 3 or more cards under YOUR monster, every opponent's battle card of rank 6 or lower
    in one zone of the opponent's and the zones adjacent to it (4.4.5.2), and no other, is destroyed."""
    gone = _destroyed(before, after)
    if len(before.areas["A.invading"]) - 1 < 3:
        return f"destroyed {len(gone)} card(s) with fewer than 3 cards under your monster" if gone else ""
    if any(gone == _named_zone_and_adjacent(before, z) for z in ZONES):
        return ""
    return f"destroyed {len(gone)} card(s): not all of one zone of the opponent's and its adjacent zones"


zone_and_adjacent.acts = lambda before, me: (  # type: ignore[attr-defined]
    len(before.areas["A.invading"]) - 1 >= 3 and any(b_battle(c) and c.rank <= 6 for c in field(before)))


def moves_into_your_empty_zone(before, after, me: str) -> str:
    """ZS-023, as the Japanese reads (4.1.6): exactly one of the opponent's battle cards of rank 4 or
    lower in YOUR monster's column moves into a zone of YOURS that was empty; nothing else moves."""
    cards = [c for c in field(before) if c.area != "invading" and c.zone is not None]
    moved = [c for c in cards if after.where(c.id) != before.where(c.id)]
    empty = set(ZONES) - {c.zone for c in cards if c.owner == "A"} - {before.position["A"]}
    eligible = [c for c in cards if my_column(4)(c, before, me)]
    if any(c not in eligible for c in moved):
        return "moved a card the text does not allow"
    want = 1 if eligible and empty else 0
    if len(moved) != want:
        return f"moved {len(moved)} card(s), the text says {want}"
    for c in moved:
        to = after.where(c.id)
        if not to.startswith("A.zone") or int(to.removeprefix("A.zone")) not in empty:
            return f"moved the opponent's card to {to}, not an empty zone of yours (4.1.6)"
    return ""


moves_into_your_empty_zone.acts = lambda before, me: any(  # type: ignore[attr-defined]
    my_column(4)(c, before, me) for c in field(before) if c.area != "invading" and c.zone is not None)


def _battle_in(s, area: str) -> list[str]:
    return [c for c in s.areas[area] if s.definition(c).type == "battle"]


def opponents_discard_to_your_zone(before, after, me: str) -> str:
    """ZS-058: exactly one battle card of the OPPONENT's discard pile appears in a zone of YOURS that
    was empty (mandatory when one exists); nothing else leaves that pile."""
    left = [c for c in before.areas["B.discard"] if after.area_of(c) != "discard"]
    empty = set(ZONES) - {c.zone for c in field(before) if c.owner == "A" and c.zone} - {before.position["A"]}
    want = 1 if _battle_in(before, "B.discard") and empty else 0
    if len(left) != want:
        return f"{len(left)} card(s) left the opponent's discard pile, the meaning says {want}"
    for c in left:
        to = after.where(c)
        if before.definition(c).type != "battle":
            return f"a {before.definition(c).type} card left the opponent's discard pile"
        if not to.startswith("A.zone") or int(to.removeprefix("A.zone")) not in empty:
            return f"the opponent's card went to {to}, not an empty zone of yours"
    return ""


opponents_discard_to_your_zone.acts = lambda before, me: bool(  # type: ignore[attr-defined]
    _battle_in(before, "B.discard"))


def _strategies(s, player: str) -> int:
    """The strategy cards the player has placed (one per strategy zone)."""
    return sum(bool(s.areas[k]) for k in s.strategy_keys(player))


def _strategies_in_hand(s, player: str) -> int:
    return sum(s.definition(c).type == "strategy" for c in s.areas[f"{player}.hand"])


def _two_bonuses(s, c: Seen, me: str) -> int:
    """ZS-014: +2000 in your monster's column (4.4.5.4), +2000 with another ゴジラ battle card of yours."""
    if c.id != me:
        return 0
    in_column = column("A", zone_of(s, me)) == column("A", s.position["A"])
    other_godzilla = any(x.id != me and has_trait(s, x.id, "ゴジラ") for x in my_battle_cards(s))
    return 2000 * in_column + 2000 * other_godzilla


def back_to_3_if_evolved(before, after, me: str) -> str:
    """ZS-013: only if this card appeared by evolution and the opponent's threat is 40000 or less, the
    opponent's monster goes back to zone 3 (from zone 3 or lower it does not move, 5.13.2.2.1)."""
    pos = before.position["B"]
    want = min(pos, 3) if before.cards[me].played_by == "evolution" and threat(before, "B") <= 40000 else pos
    got = after.position["B"]
    return "" if got == want else f"the opponent's monster ended in zone {got}, the meaning says {want}"


back_to_3_if_evolved.acts = lambda before, me: (  # type: ignore[attr-defined]
    before.cards[me].played_by == "evolution" and before.position["B"] > 3)


def _gone_to_discard(after, card: str) -> bool:
    """In the discard pile, or gone (a token there vanishes at once, 9.1.4.2)."""
    return after.area_of(card) in ("discard", "")


def reveal_one_with_trait_rest_discarded(trait: str, area: str, done: str) -> Callable[[object, object, str], str]:
    """Of YOUR top 3, exactly one with ``trait`` goes to ``area`` (if one is there); every other
    revealed card into the discard pile — also when none has the trait: a step that cannot be done
    is skipped, the next is still done (1.3.2). ``done``: what was done, said with the count."""
    def probe(before, after, me: str) -> str:
        top = before.areas["A.deck"][:3]
        eligible = [c for c in top if has_trait(before, c, trait)]
        moved = [c for c in top if after.area_of(c) == area]
        if len(moved) != min(1, len(eligible)) or not set(moved) <= set(eligible):
            return f"{done.format(len(moved))}, the meaning says {min(1, len(eligible))} with the trait"
        kept = [c for c in top if c not in moved and not _gone_to_discard(after, c)]
        return (f"{len(kept)} other revealed card(s) left in your {after.area_of(kept[0])} "
                f"({len(eligible)} with the trait), the meaning says the discard pile") if kept else ""

    probe.acts = lambda before, me: bool(before.areas["A.deck"])  # type: ignore[attr-defined]
    return probe


# ZS-005: one with the trait キングギドラ under this monster
reveal_stack_rest = reveal_one_with_trait_rest_discarded("キングギドラ", "invading", "stacked {} card(s)")


def _red_or_blue_battle(s, card: str) -> bool:
    return s.definition(card).type == "battle" and bool({"red", "blue"} & set(s.definition(card).colors))


def reveal_play_rest(before, after, me: str) -> str:
    """ZS-012: of YOUR top 2, every red or blue BATTLE card appears in your zones; every other
    revealed card into the discard pile — also when none appears (1.3.2)."""
    top = before.areas["A.deck"][:2]
    played = [c for c in top if after.area_of(c).startswith("zone")]
    if any(not _red_or_blue_battle(before, c) for c in played):
        return "a card that is not a red or blue battle card appeared"
    if any(_red_or_blue_battle(before, c) and c not in played and after.area_of(c) == "deck" for c in top):
        return "a red or blue battle card stayed in the deck"
    kept = [c for c in top if not _red_or_blue_battle(before, c) and not _gone_to_discard(after, c)]
    return (f"{len(kept)} other revealed card(s) left in your {after.area_of(kept[0])} "
            f"({len(played)} appeared), the meaning says the discard pile") if kept else ""


reveal_play_rest.acts = lambda before, me: bool(before.areas["A.deck"])  # type: ignore[attr-defined]


ONE_SHOT: dict[str, Callable] = {
    "ZS-001": strategy_cost_for_column,
    "ZS-007": destroys_per_weapon,
    "ZS-015": destroys_two_then_draws,
    "ZS-022": zone_and_adjacent,
    "ZS-023": moves_into_your_empty_zone,
    "ZS-058": opponents_discard_to_your_zone,
    "ZS-005": reveal_stack_rest,
    "ZS-012": reveal_play_rest,
    # one less rage per STRATEGY card in the opponent's revealed hand, never below 0; the hand stays
    "ZS-042": state_change(
        lambda s: {"B rage": max(0, s.rage["B"] - _strategies_in_hand(s, "B")), "B hand": len(s.areas["B.hand"])},
        lambda s: {"B rage": s.rage["B"], "B hand": len(s.areas["B.hand"])}),
    "ZS-013": back_to_3_if_evolved,
    "ZS-020": state_change(
        lambda s: {"B hand": max(0, len(s.areas["B.hand"]) - _strategies(s, "A"))},
        lambda s: {"B hand": len(s.areas["B.hand"])}),
    "ZS-030": state_change(_hands_down_to_three,
                           lambda s: {f"{p} hand": len(s.areas[f"{p}.hand"]) for p in "AB"}),
}


CONTINUOUS: dict[str, tuple[str, Callable[[object, Seen, str], int]]] = {
    # during the opponent's turn only, the opponent's battle cards in this monster's column (4.4.5.4)
    "ZS-040": ("no-battle", lambda s, c, me: 1 if s.turn_player == "B" and b_battle(c)
               and column("B", c.zone) == column("A", s.position["A"]) else 0),
    "ZS-014": ("counter", _two_bonuses),
    "ZS-074": ("counter", lambda s, c, me: 2000 if c.owner == "A" and c.type == "battle" and c.zone is not None
               and adjacent(c.zone, s.position["A"]) else 0),
}
