"""Whether the engine does what a card of the fifteenth blind set means (issue 18): probes for fifteenthset_cards.toml.

Written from each card's `meaning` checked against its Japanese and the JP rules 1.04, never from the
compiler's reading, like the earlier sets' probe modules (whose helpers and board reading they share);
benchmarks/unseen_cards.py runs them for the compiled cards of any set. They probe where the engine
could differ though the reading looks right: a destruction in the opponent's zones 6-8 only with 5 or
more MONSTER cards in YOUR discard pile (5 counts), ALL of rank 3 or lower in this monster's column, a
move back gated on the opponent's monster in zones 6-8 AND its threat 40000 or less, all of theirs in
zones 1-5 of rank 6 or lower only after YOUR monster invaded this turn, exactly 1 of rank 6 or lower with
4 or more of the OPPONENT's zones empty (their monster's zone is not empty, 4.4.7), a move back to zone 5
that never moves it forward (5.13.2.2.1), the rage lowered only when the move back was made (5.13.2.1,
5.13.3: not from zone 1), 以前 inclusive (4.4.5.3.1), a rage -2 only with this card in zone 8, a rage -1
only when the card milled from YOUR top is a battle card, the opponent's hand down to 4 only from 5 or
more (5.7.2.1) and down to 2; and continuous changes per empty zone of the OPPONENT's, with this card in
zones 6-8 AND your rage 2 or more, in the OPPONENT's monster's column AND their rage 2 or more, with their
monster in zones 1-5, with their monster of rank 3 or more, the threat +8000 at rage 3 or more, and the
spelt-out bounds (覚醒６ with no colon, 6~8 with an ASCII tilde, 1〜5 with a wave dash, ～ full-width).

The meetings of two rules in this set (a move back not made from zone 1 and 「そうしたなら」, a reshuffle
while drawing after a mill, an appearance where your monster stands and the duplicate rule, a replaced
cost still paid, a delayed trigger outliving its strategy card, a ×2 for a turn after a +3000, a threat
×2 after the rage bonus, a prohibition on moving back against a repel, a start-phase trigger before the
rage reset, a rage from appearing counted by the card's own 【出現時】) happen between abilities or across
phases, which these one-ability probes cannot see; they were played on hand-made boards, as each card's
verdict note says.
"""

from __future__ import annotations

from collections.abc import Callable

from eleventhset_probes import _empty_zones, _in_their_monsters_column, _their_position, _their_rage, change_by_this
from fifthset_probes import _hands_down_to
from thirteenthset_probes import _their_monster_rank, _top_of_your_deck_is_battle
from unseen_probes import (Seen, b_battle, destroys, in_zones, monsters_in_discard, my_column, own, rank_at_most,
                           state_change, threat, zone_of)


def _back_then_calm(s) -> dict:
    """FI-036: the opponent's monster back one zone; only if it moved (not from zone 1, 5.13.2.1, 5.13.3)
    their rage -1, not below 0."""
    if s.position["B"] > 1:
        return {"B": s.position["B"] - 1, "B rage": max(0, s.rage["B"] - 1)}
    return {"B": 1, "B rage": s.rage["B"]}


def _their_hand(s) -> dict:
    return {"B hand": len(s.areas["B.hand"])}


def _threat_per_their_empty_zone(s, c: Seen, me: str) -> int:
    """FI-004: +2000 to THIS monster's threat per empty zone of the OPPONENT's (4.4.7: their monster's zone
    holds a card)."""
    return 2000 * _empty_zones(s, "B") if c.id == me else 0


ONE_SHOT: dict[str, Callable] = {
    # 5 or more MONSTER cards in YOUR discard pile: exactly 1 of theirs in their zones 6-8, any rank
    "FI-001": destroys(in_zones(6, 8), 1, when=lambda s, me: monsters_in_discard(s, "A") >= 5),
    # ALL of theirs of rank 3 or lower in THIS monster's column (4.4.5.4)
    "FI-005": destroys(my_column(3), None),
    # their monster in zones 6-8 AND its threat 40000 or less: back 1
    "FI-017": state_change(lambda s: {"B": s.position["B"] - 1 if 6 <= s.position["B"] and threat(s, "B") <= 40000
                                      else s.position["B"]}, _their_position),
    # only after YOUR monster invaded this turn: ALL of theirs in their zones 1-5 of rank 6 or lower
    "FI-019": destroys(in_zones(1, 5, rank_max=6), None, when=lambda s, me: "invade" in s.used["A"]),
    # 4 or more of the OPPONENT's zones empty: exactly 1 of theirs of rank 6 or lower
    "FI-028": destroys(rank_at_most(6), 1, when=lambda s, me: _empty_zones(s, "B") >= 4),
    # back TO zone 5: from 6-8 only, never forward (5.13.2.2.1)
    "FI-035": state_change(lambda s: {"B": min(s.position["B"], 5)}, _their_position),
    "FI-036": state_change(_back_then_calm, lambda s: {"B": s.position["B"], "B rage": s.rage["B"]}),
    # 以前, inclusive: ALL of theirs in a zone numbered at most their monster's
    "FI-051": destroys(lambda c, s, me: b_battle(c) and c.zone <= s.position["B"], None),
    # only from 5 or more (5 counts): the opponent's hand down to 4
    "FI-052": state_change(lambda s: _hands_down_to(s, 4, "B") if len(s.areas["B.hand"]) >= 5 else _their_hand(s),
                           _their_hand),
    # exactly 1 of theirs of rank 4 or lower (【強襲２】【出現時】)
    "FI-062": destroys(rank_at_most(4), 1),
    # ALL of theirs in their zones 1〜5 of rank 6 or lower
    "FI-064": destroys(in_zones(1, 5, rank_max=6), None),
    # only with THIS card in zone 8: their rage -2, not below 0
    "FI-070": change_by_this(lambda s, me: {"B rage": max(0, s.rage["B"] - 2) if zone_of(s, me) == 8 else s.rage["B"]},
                             _their_rage),
    "FI-071": state_change(lambda s: _hands_down_to(s, 2, "B"), _their_hand),
    # YOUR top card milled; only if it is a battle card, their rage -1 (not below 0)
    "FI-072": change_by_this(lambda s, me: {"B rage": max(0, s.rage["B"] - 1) if _top_of_your_deck_is_battle(s, me)
                                            else s.rage["B"]}, _their_rage),
    # ALL of theirs in their zones 1～5 of rank 5 or lower
    "FI-077": destroys(in_zones(1, 5, rank_max=5), None),
}


CONTINUOUS: dict[str, tuple[str, Callable[[object, Seen, str], int]]] = {
    "FI-004": ("threat", _threat_per_their_empty_zone),
    # this card in zones 6-8 AND YOUR monster's rage 2 or more
    "FI-007": ("counter", own(5000, lambda s, me: 6 <= zone_of(s, me) <= 8 and s.rage["A"] >= 2)),
    # the OPPONENT's monster in zones 1-5
    "FI-009": ("counter", own(3000, lambda s, me: 1 <= s.position["B"] <= 5)),
    # in the OPPONENT's monster's column AND their rage 2 or more
    "FI-031": ("counter", own(5000, lambda s, me: _in_their_monsters_column(s, me) and s.rage["B"] >= 2)),
    # 覚醒６ (no colon, no brackets): YOUR monster in zone 6 or beyond
    "FI-061": ("counter", own(4000, lambda s, me: s.position["A"] >= 6)),
    # 6~8 with an ASCII tilde
    "FI-063": ("counter", own(3000, lambda s, me: 6 <= zone_of(s, me) <= 8)),
    # the opponent's MONSTER of rank 3 or more
    "FI-074": ("counter", own(5000, lambda s, me: _their_monster_rank(s) >= 3)),
    # THIS monster's rage 三 (3) or more: threat +8000
    "FI-078": ("threat", own(8000, lambda s, me: s.rage["A"] >= 3)),
}
