"""What card abilities read of the board: which cards' abilities are active (10.3.4), whether a
condition holds ("〜なら"), which cards a target means (10.5.3), and the continuous changes that
reach a card (10.8.1).

A mixin of :class:`~judgekit.engine.abilities.AbilityLayer`, kept apart from what abilities do
(triggers, effects): nothing here changes the game or asks a player.
"""

from __future__ import annotations

import dataclasses
import operator
from collections.abc import Sequence

from judgekit.engine import rulebook as R
from judgekit.engine.ability_data import APPEARED_FROM, Ability, Condition, Count, Effect, Modifier, Per, Tally, Target, Turn, causes_of
from judgekit.engine.cards import CardDef
from judgekit.engine.game import Game
from judgekit.engine.rulebook import Rule
from judgekit.engine.state import (
    LATERAL, PLAYERS, TURN_ORDER, ZONE_KEYS, ZONES, Definitions, GameState, adjacent, other, same_column, zone_key,
)

# continuous changes a card's own text makes outside the field, and where: "play it for less" in the
# hand (10.3.4.1); "これは出現できない" wherever it would be placed from (10.3.4.1.1)
OWN_TEXT_AREAS = {"play-rank": ("hand",), "stack-play-rank": ("hand",), "cannot-play": ("hand", "discard", "deck"),
                  # 「これはカード名を「…」としても扱う」, 「これは《…》も持つ」: asked wherever a name or a trait is (2.1.2)
                  "name": ("hand", "discard", "deck", "monster_deck"), "trait": ("hand", "discard", "deck", "monster_deck"),
                  "color": ("hand", "discard", "deck", "monster_deck")}


# a card's number above or below another's, or at least / at most it (Target.same_way)
THAN = {"above": operator.gt, "below": operator.lt, "at-least": operator.ge, "at-most": operator.le}


class Active:
    """A player's active cards (10.3.4.2–3) as they stand, in board order, and what they can do:
    by stat, those whose continuous abilities change it (10.8.1); those with automatic abilities,
    which events may trigger (10.6), and of those, by the events they listen to, the subscribers
    (:meth:`hearing`). Read off the board once per layout rather than at every number read and
    every event (BoardReading.active keeps it while no card enters or leaves the field): most
    cards do neither."""

    __slots__ = ("cards", "changing", "watching", "_events", "_hearing")

    def __init__(self, cards: list[str], game: Game):
        self.cards = tuple(cards)
        changing: dict[str, list[str]] = {}
        watching, events = [], []
        for card in cards:
            indexed = game.indexed(card)
            for stat in indexed.stats:
                changing.setdefault(stat, []).append(card)
            if indexed.triggers:
                watching.append(card)
                events.append(indexed.events)
        self.changing = {stat: tuple(found) for stat, found in changing.items()}
        self.watching = tuple(watching)
        self._events = tuple(events)  # each watching card's trigger events (CardAbilities.events)
        self._hearing: dict[frozenset, tuple[str, ...]] = {}

    def hearing(self, events: frozenset) -> tuple[str, ...]:
        """The watching cards with a trigger on one of ``events`` (Event), in board order: an
        event's subscribers, found once per kind of event while the layout stands."""
        found = self._hearing.get(events)
        if found is None:
            found = self._hearing[events] = tuple(c for c, heard in zip(self.watching, self._events)
                                                  if not events.isdisjoint(heard))
        return found


# the changes of cards, not numbers, a one-shot effect may make for a time ("このターン、これは相手の
# 効果で破壊されない"); numbers are added where they are read (Game._changed)
LASTING_FLAGS = frozenset({"protected", "protected-move", "no-battle", "trait", "trait-lost", "name", "color"})
# 4.4.5.1: a player's zone 8 is in front of 3, 7 of 4, 6 of 5 (and those behind them)
FACING = {"front": {3: 8, 4: 7, 5: 6}, "behind": {8: 3, 7: 4, 6: 5}}


def sideways(zone: int, here: int, side: str, across: bool) -> bool:
    """Whether ``zone`` is further ``side`` ("left"/"right") than ``here``, this card's zone, as the
    card's master sees them (4.4.5.5.1; the opponent's zones, ``across``, reversed: 4.4.5.5.2);
    "lateral": either way. Zones paired with each other (3/8, 4/7, 5/6) are neither (4.4.5.5.1.1)."""
    seen = max(LATERAL.values()) - LATERAL[zone] if across else LATERAL[zone]
    if side == "lateral":
        return seen != LATERAL[here]
    return seen < LATERAL[here] if side == "left" else seen > LATERAL[here]


def placed_as_said(phrase: Target, zone: int, here: int, across: bool) -> bool:
    """Whether a card in ``zone`` — across the table from ``here``'s side or not — stands where a card phrase's
    relation to the card in ``here`` puts it: the same column (4.4.5.4), next to it (4.4.5.2, zone 8 across
    too), in front or behind (4.4.5.1), further left or right (4.4.5.5.3)."""
    return not (phrase.same_column and zone not in same_column(here)[across]
                or phrase.adjacent and not adjacent(zone, here, across=across)
                or phrase.facing and FACING[phrase.facing].get(here) != zone
                or phrase.side and not sideways(zone, here, phrase.side, across))


class BoardReading:
    """Reads the board for abilities; expects the AbilityLayer's ``game``, ``it`` ("それ": the
    cards the effect before moved), ``named`` (the number it named) and ``_active`` (see active)."""

    game: Game
    it: list[str]
    it_masters: dict[str, str]  # the master each card of ``it`` had when the effect took it (3.1.2)
    seen: list[tuple[str, str]]  # "残り": the cards last revealed or looked at, and the area each was in
    together: frozenset[str]  # the cards one instruction takes off the field at once (1.3.4.1)
    named: int
    named_side: str  # whose zone was named ("相手のエリア1つを指定し"); "" a number, either side's
    named_zones: tuple[int, ...]  # the zones named ("あなたのエリアを2つまで指定し"); () a number named
    changed: int  # how much the ability's last rage change actually moved the rage (Tally.RAGE_CHANGED)
    before: dict[str, dict[str, int]]  # the numbers as the ability resolving began (numbers_now)
    _active: dict[str, tuple[GameState, int, Definitions, int, int, Active]]
    _actives: tuple | None = None  # see actives
    _changing_now: frozenset[str] = frozenset()  # … and the numbers their continuous abilities change
    _reading: set[tuple[str, str]]  # the (number, card) whose changes are being worked out now
    _reading_independent: set[tuple[str, str, int]]  # … and of those, read by a change that reads them (10.8.1.6)
    _arising: list[int]  # the times the changes that read their own number being worked out arose (10.8.1.7)
    _invalidating: bool = False  # an invalidation's reach is being worked out (10.3.2)
    _counting: bool = False  # cards are being counted, not chosen (「捨て札の怪獣カードを数える際」)
    _looking_back: bool = False  # 「これが…にいたなら」: this card's zone is the one it was last in (10.6.4.1.2)

    # -- which abilities are active (10.3.4) -------------------------------------------
    def abilities(self, card: str) -> tuple[Ability, ...]:
        """The card's abilities that work: none while an ability makes them invalid, or not those of
        the kind one names (10.3.2)."""
        if not self._invalidations():
            return self.game.abilities(card)
        return () if self.invalid(card) else tuple(a for a in self.game.abilities(card) if not self.invalid(card, a))

    def modifiers(self, card: str, stat: str) -> tuple[tuple[Ability, Modifier], ...]:
        """The card's continuous changes of one stat, in printed order (none while invalid, 10.3.2)."""
        found = self.game.indexed(card).stats.get(stat, ())
        if not found or not self._invalidations():
            return found
        return tuple((a, m) for a, m in found if not self.invalid(card, a))

    def invalid(self, card: str, ability: Ability | None = None) -> bool:
        """10.3.2: whether an active 「…の能力は無効になる」 reaches ``card`` now — all its abilities, or
        with ``ability``, that one (「…の覚醒の能力は無効になる」 names a kind). Its own condition is
        read with every ability working (an invalidation does not wait on another's)."""
        if not self._invalidations() or self._invalidating:
            return False
        s = self.game.state
        since = s.cards[card].since if card in s.cards else None
        for entry in s.in_force() if s.lasting else ():  # "このターン中、…の能力を無効にする" (10.2.1.2)
            stat, _, kind = entry["stat"].partition(":")
            if (stat == "invalid" and card in entry["cards"] and since is not None and since <= entry["since"]
                    and (not kind or ability is not None and ability.is_of(kind))):
                return True
        self._invalidating = True
        try:
            for master in TURN_ORDER[s.turn_player]:
                for source in self.active(master).changing.get("invalid", ()):
                    for by, m in self.game.indexed(source).stats["invalid"]:
                        if ((not m.abilities or ability is not None and ability.is_of(m.abilities))
                                and self.awake(by, master, source) and self._applies(m, master, source, card)
                                and self.holds(m.condition, master, source)):
                            return True
            return False
        finally:
            self._invalidating = False

    def _invalidations(self) -> bool:
        """Whether any ability makes abilities invalid, or an effect did for a time (10.3.2)."""
        game = self.game
        census = game._census_now if game.state.defs.version == game._census_version else game._take_census()  # (census(), without its call)
        return "invalid" in census.changers or bool(game.state.lasting) and any(
            e["stat"].partition(":")[0] == "invalid" for e in game.state.lasting)

    def active_cards(self, player: str) -> tuple[str, ...]:
        """Cards whose abilities are active: the monster, battle cards, strategy cards (10.3.4.2–3)."""
        return self.active(player).cards

    def active(self, player: str) -> Active:
        """The player's active cards and what they can do, found again only once a card has moved
        to or from the field (``GameState.moves``), the player's strategy zones changed, or the
        definitions."""
        s = self.game.state
        known = self._active.get(player)
        if (known is not None and known[0] is s and known[1] == s.moves and known[2] is s.defs
                and known[3] == s.defs.version and known[4] == s.strategy_count[player]):
            return known[5]
        top = s.top_of_invading(player)
        cards = [top] if top else []
        cards += [c for key in ZONE_KEYS[player] for c in s.areas[key]]
        cards += [c for key in s.strategy_keys(player) for c in s.areas[key]]
        if known is not None and known[0] is s and known[2] is s.defs and known[3] == s.defs.version \
                and known[5].cards == tuple(cards):
            active = known[5]  # the move was the other player's, or left these cards as they were
        else:
            active = Active(cards, self.game)
        self._active[player] = (s, s.moves, s.defs, s.defs.version, s.strategy_count[player], active)
        return active

    def actives(self) -> tuple[tuple[str, Active], ...]:
        """Each player's :meth:`active`, the turn player's first (10.4.3.2: the order their
        abilities are asked in): one look at whether the board has changed, for the continuous
        changes and prohibitions of both players (asked for every number read)."""
        s = self.game.state
        known = self._actives  # (the state, what the board's layout is read by, the pair)
        if known is not None and known[0] is s and known[1] == (s.moves, s.defs.version, s.turn_player, s.strategy_count):
            return known[2]
        pair = tuple((player, self.active(player)) for player in TURN_ORDER[s.turn_player])
        self._actives = (s, (s.moves, s.defs.version, s.turn_player, dict(s.strategy_count)), pair)
        # the numbers some active card of either player changes (10.8.1): the others pass at once (_changes)
        self._changing_now = frozenset().union(*(active.changing for _player, active in pair))
        return pair

    def here(self, source: str, master: str) -> int | None:
        """The zone a card stands in: a battle card's zone, or the invading monster's (3.3.3.2)."""
        s = self.game.state
        zone = s.position[master] if source == s.top_of_invading(master) else s.zone_of(source)
        if zone is None and self._looking_back:  # 「これが…にいた」: where it last stood, on its master's side
            side, last = s.left_zone(source) or (master, None)
            return last if side == master else None
        return zone

    def was_here(self, source: str, master: str) -> tuple[str, int | None]:
        """「これがいたエリア」: the side and the zone this card stands in, or, once it has left the field, the ones it
        was last in (last-known information, 10.6.4.1.2); never on the field: none."""
        here = self.here(source, master)
        if here is not None:
            return self.game.state.master(source), here
        return self.game.state.left_zone(source) or (master, None)

    def under(self, source: str, master: str) -> list[str]:
        """The cards stacked under this card (3.2): under the invading monster, or under a card."""
        s = self.game.state
        if source == s.top_of_invading(master):
            return s.areas[f"{master}.invading"][1:]
        return list(s.cards[source].under) if source in s.cards else []

    def awake(self, ability: Ability, master: str, source: str) -> bool:
        """Active now: in its time (:meth:`in_time`), and valid under the condition it names
        (10.3.3: "この能力は…場合にのみ有効である"), read of ``source``."""
        return self.in_time(ability, master) and (ability.valid_if is None
                                                  or self.holds(ability.valid_if, master, source))

    def in_time(self, ability: Ability, master: str) -> bool:
        """【覚醒N】 reached (12.4.2), and in the turn it names (あなたのターン中)."""
        s = self.game.state
        if ability.awakening and s.position[master] < ability.awakening:
            return False
        if ability.during is Turn.YOURS:
            return s.turn_player == master
        if ability.during is Turn.OPPONENTS:
            return s.turn_player != master
        return True

    # -- conditions (〜なら) --------------------------------------------------------------
    def holds(self, condition: Condition | None, master: str, source: str) -> bool:
        if condition is None:
            return True
        s = self.game.state
        if condition.kind == "rage-at-least":
            return s.rage[master] >= condition.value
        if condition.kind == "discard-at-least":
            cards = [c for c in s.areas[f"{master}.discard"]
                     if not condition.type or s.definition(c).type == condition.type
                     or condition.type == "monster" and self._counts_as_monster(c)]
            return len(cards) >= condition.value
        if condition.kind == "named-in-zones":
            named = [c for n in ZONES for c in s.areas[zone_key(master, n)]
                     if condition.name in self.game.names(c)]
            return len(named) >= condition.value
        if condition.kind == "was-here":  # 「これが…にいたなら」: its part, read of the zone this card stands in or,
            # once it has left the field, the zone it was last in (last-known information, 10.6.4.1.2)
            self._looking_back, looking = True, self._looking_back
            try:
                return self.holds(condition.parts[0], master, source)
            finally:
                self._looking_back = looking
        if condition.kind == "with-monster":  # 「これがあなたの怪獣カードと同じエリアにいる」 (4.4.3, 3.3.3.2; 11.3)
            zone = self.here(source, master)
            return zone is not None and source != s.top_of_invading(master) and zone == s.position[master]
        if condition.kind == "in-zone":  # a monster stands in its position's zone (3.3.3.2)
            zone = self.here(source, master)
            return zone == condition.value
        if condition.kind == "opponent-rage-at-least":
            return s.rage[other(master)] >= condition.value
        if condition.kind == "it-is":  # "それが怪獣カードなら": what the effect before moved
            return bool(self.it) and all(s.definition(c).type == condition.type for c in self.it
                                         if c in s.cards)
        if condition.kind == "it-traits-differ":  # "それらが異なる特徴を1つ以上持つ" ("なし" is no trait)
            traits = [set(self.game.traits(c)) - {"なし"} for c in self.it if c in s.cards]
            return len(traits) >= 2 and all(mine - theirs for i, mine in enumerate(traits)
                                            for j, theirs in enumerate(traits) if i != j)
        if condition.kind == "monster-under-at-least":
            return len(s.areas[f"{master}.invading"]) - 1 >= condition.value
        if condition.kind == "opponent-trait-in-zones":
            cards = [c for n in ZONES for c in s.areas[zone_key(other(master), n)]]
            top = s.top_of_invading(other(master))
            return any(condition.name in self.game.traits(c) for c in cards + ([top] if top else []))
        if condition.kind == "under-has":  # 「名前」, or 《特徴》 (type "trait"), under this card (or this monster)
            under = self.under(source, master)
            if condition.type == "trait":
                return any(condition.name in s.definition(c).traits for c in under)
            return any(s.definition(c).name == condition.name for c in under)
        if condition.kind == "turn-is":  # 7.1, 3.3: whose turn it is now
            return s.turn_player == (master if condition.name == "you" else other(master))
        if condition.kind == "phase-is":  # 7.2-7.5: the phase now, of whose turn if said
            return s.phase == condition.type and (not condition.name or s.turn_player == (
                master if condition.name == "you" else other(master)))
        if condition.kind == "played-by":  # 手札から / 山札から… / 強襲で / 進化で / 効果で出現したら
            how = s.cards[source].played_by if source in s.cards else ""
            if condition.type in APPEARED_FROM:  # 5.11.3: played from there, or put from there directly by an effect
                came = s.cards[source].played_from if source in s.cards else ""
                return came == condition.type or (condition.type == "hand" and how in ("hand", "burst"))  # 12.5.2
            return how == condition.type
        if condition.kind == "opponent-in-zones":
            return condition.value <= s.position[other(master)] <= condition.upto
        if condition.kind == "monster-in-zones":  # 4.4.3: the monster stands in its position's zone
            return condition.value <= s.position[self.player(condition.name, master)] <= condition.upto
        if condition.kind == "opponent-rank-at-least":
            return self.game.monster_rank(other(master)) >= condition.value
        if condition.kind in ("opponent-battle-cards-at-least", "opponent-battle-cards-at-most"):
            count = len(self.game.battle_cards(other(master)))
            return (count >= condition.value if condition.kind == "opponent-battle-cards-at-least"
                    else count <= condition.value)
        if condition.kind == "opponent-empty-zones-at-least":
            empty = [n for n in ZONES if not s.areas[zone_key(other(master), n)]
                     and s.position[other(master)] != n]  # 4.4.7, the monster stands in its zone
            return len(empty) >= condition.value
        if condition.kind == "opponent-rage-at-most":
            return s.rage[other(master)] <= condition.value
        if condition.kind == "battle-cards-at-least":
            return len(self.game.battle_cards(master)) >= condition.value
        if condition.kind == "column-with-opponent":  # name "you": the master's own monster (4.4.5.4)
            zone = self.here(source, master)
            mine, across = same_column(zone) if zone is not None else (set(), set())
            return s.position[master] in mine if condition.name == "you" else s.position[other(master)] in across
        if condition.kind == "adjacent-to-monster":
            zone = self.here(source, master)
            return zone is not None and adjacent(zone, s.position[master])
        if condition.kind == "monster-zone-at-least":
            return s.position[master] >= condition.value
        if condition.kind == "under-at-least":
            return len(self.under(source, master)) >= condition.value
        if condition.kind == "under-none":
            return not any(not condition.type or s.definition(c).type == condition.type
                           for c in self.under(source, master))
        if condition.kind == "colors-at-least":
            return len({c for card in self.game.battle_cards(master)
                        for c in self.game.colors(card)}) >= condition.value
        if condition.kind == "monster-in-it-zones":  # "同じ数字の…エリアにいる怪獣カード"
            return s.position[self.player(condition.name, master)] in self._it_ranks()
        if condition.kind == "monster-in-zone":  # of the monster the effect moves (its "who")
            return s.position[self.player(condition.name, master)] == condition.value
        if condition.kind == "rank-at-least":
            return self.game.monster_rank(self.player(condition.name, master)) >= condition.value
        if condition.kind == "strategy-placed":
            player = self.player(condition.name, master)
            placed = [c for key in s.strategy_keys(player) for c in s.areas[key]
                      if not condition.type or self.game.keyword(c, condition.type)]
            return len(placed) >= max(1, condition.value)
        if condition.kind == "adjacent-all-have":
            here = self.here(source, master)
            near = [n for n in ZONES if here is not None and adjacent(n, here)]
            return bool(near) and all(any(condition.name in self.game.traits(c)
                                          and s.definition(c).type == "battle"
                                          for c in s.areas[zone_key(master, n)]) for n in near)
        if condition.kind == "all":
            return all(self.holds(part, master, source) for part in condition.parts)
        if condition.kind == "any":  # "〜か、〜なら": one of them
            return any(self.holds(part, master, source) for part in condition.parts)
        if condition.kind == "not":  # "〜いないなら", "〜していないなら": the part does not hold
            return not self.holds(condition.parts[0], master, source)
        if condition.kind in ("sum-at-least", "sum-at-most"):  # "〜の等級の合計が15以上"
            total = sum(self.number(condition.stat, c) for c in self.on_field(condition.aim, master, source))
            return total >= condition.value if condition.kind == "sum-at-least" else total <= condition.value
        if condition.kind == "in-zones":
            zone = self.here(source, master)
            return zone is not None and condition.value <= zone <= condition.upto
        if condition.kind == "only":  # 10.5: cards of the phrase there, and no other of its kind (parts[0])
            found = self.counted(condition.aim, master, source)
            return bool(found) and len(found) == len(self.counted(condition.parts[0].aim, master, source))
        if condition.kind == "zone-empty":  # 「これの後ろのエリアが空いている」: that zone of the master's is there (4.4.5.1,
            # 4.4.5.2) and no card is in it (4.4.7, the monster standing there being one, 3.3.3.2) — or, value 0, one is
            zones = self._field_zones(condition.aim, master, master, source)
            empty = [n for n in zones if not s.areas[zone_key(master, n)] and s.position[master] != n]
            return bool(zones) and (len(empty) == len(zones)) == (condition.value == 1)
        if condition.kind in ("count-at-least", "count-at-most"):
            count = len(self.counted(condition.aim, master, source))
            return count >= condition.value if condition.kind == "count-at-least" else count <= condition.value
        if condition.kind == "compare":  # a number read now, compared (10.5) with a number or another read now
            if any(c.name == "it" and not self._it_here() for c in (condition, *condition.parts)):
                return False  # 「それの撃退力が…」: the card named before is gone, so it has no number (10.10.1.1)
            against = (self.read_number(condition.parts[0], master, source) if condition.parts
                       else condition.value)
            return compared(self.read_number(condition, master, source), condition.compare, against)
        if condition.kind == "invaded-this-turn":  # 「これが」: this card was the monster on top as it invaded (3.2.5)
            return f"invaded-as:{source}" in s.used[master] if condition.name == "this" else "invade" in s.used[master]
        if condition.kind in ("done-this-turn", "happened-this-turn"):  # 8.1.1's actions, 10.6.2's events
            times = self.times_this_turn(condition, master, source)
            return compared(times, condition.compare, condition.value) if condition.compare else times > 0
        if condition.kind == "in-area":  # "これがあなたの手札にある" (4.1): where this card is now, its owner's
            where = s.where(source) if source in s.cards else ""
            owner = s.cards[source].owner if source in s.cards else ""
            return (s.in_strategy_zone(source) if condition.type == "strategy"
                    else where == f"{owner}.{condition.type}")
        if condition.kind == "every-zone":  # "戦略カード置き場すべてに…": each zone of the set holds one (4.4, 4.5)
            player = self.player(condition.name, master)
            keys = s.strategy_keys(player) if condition.type == "strategy" else ZONE_KEYS[player]
            top = s.top_of_invading(player)
            return all(any(self.fits(c, condition.aim, source) for c in s.areas[key]
                           + ([top] if top and condition.type != "strategy" and s.position[player] == n + 1 else []))
                       for n, key in enumerate(keys))
        if condition.kind == "reached":  # "この効果で相手の怒りが0になったら": so now, not when it began (10.5)
            now, then = self.numbers_now(), self.before
            player = self.player(condition.name, master)
            return (compared(now[condition.stat][player], condition.compare, condition.value)
                    and not compared(then.get(condition.stat, now[condition.stat])[player], condition.compare,
                                     condition.value))
        if condition.kind == "changed-by":  # "この効果で相手の怒りが2以上減ったら": what the effects actually did,
            # a rage not going below 0 (3.4.4), since this ability began
            # a monster's zone too (「この効果で2エリア以上前進したなら」, 5.13): named by none, the one they moved
            now, then = self.numbers_now(), self.before
            players = PLAYERS if condition.name == "any" else (self.player(condition.name, master),)
            for player in players:
                was = then.get(condition.stat, now[condition.stat])[player]
                moved = was - now[condition.stat][player] if condition.type == "down" else now[condition.stat][player] - was
                if (moved or len(players) == 1) and compared(moved, condition.compare, condition.value):
                    return True
            return False
        if condition.kind == "destroyed-this-turn":
            return "battle-card-destroyed" in s.used[other(master)]
        if condition.kind in ("zone-as-opponent", "zone-at-least-opponent"):
            zone = self.here(source, master)
            foe = s.position[other(master)]
            return zone is not None and (zone == foe if condition.kind == "zone-as-opponent" else zone >= foe)
        if condition.kind == "rank-at-most":
            return self.game.monster_rank(master) <= condition.value
        if condition.kind == "threat-at-most":  # of the monster the effect moves (its "who")
            return self.game.threat(master if condition.name == "you" else other(master)) <= condition.value
        raise ValueError(f"unknown condition {condition.kind!r}")

    def numbers_now(self) -> dict[str, dict[str, int]]:
        """Each player's rage (3.4) and cards in hand now, for "この効果で…になったら"."""
        s = self.game.state
        return {"rage": dict(s.rage), "hand": {p: len(s.areas[f"{p}.hand"]) for p in s.rage},
                "position": dict(s.position)}  # 5.13: how far a monster moved

    def times_this_turn(self, condition: Condition, master: str, source: str) -> int:
        """How many of the turn's records (GameState.done: 8.1.1's actions, 10.6.2's events, 3.1.2 whose) a
        "done-this-turn" / "happened-this-turn" condition names — of whose, of a card phrase's cards as they are now."""
        s = self.game.state
        players = PLAYERS if condition.name == "any" else (self.player(condition.name, master),)
        phrase = condition.target  # 「このターンあなたの赤の交戦カードが破壊されていたら」: each record's card, as it is now
        fits = None if phrase is None else (lambda card: card in s.cards and self.fits(card, phrase, source))
        return sum(_times_done(s.done[p], condition.type, master, fits) for p in players)

    def read_number(self, condition: Condition, master: str, source: str) -> int:
        s = self.game.state
        if condition.name == "this":  # this card's own number (10.8.1)
            return self.number(condition.stat, source) if source in s.cards else 0
        if condition.name == "it":  # the card named before (それ, 選んだカード), the first of them, as now (10.8.1)
            return self._info_number(condition.stat, self._it_here()[0])
        player = s.turn_player if condition.name == "invading" else self.player(condition.name, master)
        if condition.stat == "rage":
            return s.rage[player]
        if condition.stat == "rank":
            return self.game.monster_rank(player)
        if condition.stat == "threat":  # the monster's threat level (7.4.2), as changed now
            return self.game.threat(player)
        if condition.stat == "zone":  # the zone the monster stands in (4.4.3)
            return s.position[player]
        if condition.stat == "hand":
            return len(s.areas[f"{player}.hand"])
        if condition.stat.startswith("sum:"):  # 10.8.1: the numbers of the cards found, as changed now, added up
            return sum(self.number(condition.stat[4:], c) for c in self.on_field(condition.aim, master, source))
        if condition.stat == "empty-zones":  # 4.4.7: no card there, and not the zone the monster stands in
            return sum(1 for n in ZONES if not s.areas[zone_key(player, n)] and s.position[player] != n)
        return len(self.counted(condition.aim, master, source))

    @staticmethod
    def player(who: str, master: str) -> str:
        """The player an effect's "who" or a condition's "name" means: the opponent when it says
        so, else the master."""
        return other(master) if who == "opponent" else master

    # -- targets (10.5.3) --------------------------------------------------------------
    def targets(self, target: Target, master: str, source: str) -> list[str]:
        """Every card that fits the target's filters now, in area order."""
        if target.except_it:  # "それ以外の": those the effect before chose or moved are left out (10.5.3)
            return [c for c in self.targets(dataclasses.replace(target, except_it=False), master, source)
                    if c not in self.it]
        if target.owner == "each":  # 各プレイヤーの: the turn player's first
            s = self.game.state
            return [c for player in TURN_ORDER[s.turn_player]
                    for c in self.targets(dataclasses.replace(
                        target, owner="you" if player == master else "opponent"), master, source)]
        s = self.game.state
        owner = master if target.owner == "you" else other(master)
        if target.area == "it":  # what the effect before moved, wherever it is now; a token it made
            # vanish, as it last was (10.10.1.2)
            # … 「進化したカードがエリア8にいる」: standing now in a zone of those numbers, its master's (4.4)
            return [c for c in self.it if (c in s.cards and self.fits(c, target, source)
                    or c in s.vanished and self.printed_fits(s.defs[s.vanished[c]], target))
                    and (not target.was_whose or self.it_masters.get(c) == self.player(target.was_whose, master))
                    and (not target.zones or c in s.cards and s.zone_of(c) in target.zones)]
        if target.area == "shown":  # "公開した/見た…1枚につき": every card the effect before revealed or looked
            # at (5.9, 5.10), those it then took or put into a pile too, wherever they are now
            return [c for c, _ in self.seen if c in s.cards and self.fits(c, target, source)]
        if target.area == "rest":  # "残り": those revealed or looked at that no effect since moved (5.5, 5.10)
            return [c for c, key in self.seen if c in s.cards and s.where(c) == key and self.fits(c, target, source)]
        if target.area == "invasion-cost":  # the card discarded for this turn's invasion, still there
            paid = [u.removeprefix("invasion-cost:") for u in s.used[master] if u.startswith("invasion-cost:")]
            return [c for c in paid if c in s.cards and s.where(c) == f"{master}.discard"
                    and self.fits(c, target, source)]
        if target.area == "under":  # "これの下にある…": stacked under this card (3.2)
            return [c for c in self.under(source, master) if self.fits(c, target, source)]
        if target.area == "under-monster":  # "相手の怪獣カードの下にある…": under a player's monster
            return [c for c in s.areas[f"{owner}.invading"][1:] if self.fits(c, target, source)]
        if target.area != "field":  # a pile, or two of them said together (「手札と捨て札の」, "hand+discard")
            keys = [f"{owner}.{area}" for area in target.area.split("+")]
        elif target.type == "strategy":
            keys = list(s.strategy_keys(owner))
        else:
            zones = self._field_zones(target, owner, master, source)
            keys = [zone_key(owner, n) for n in zones]
        found = [card for key in keys for card in s.areas[key] if self.fits(card, target, source)]
        if target.most and found:  # "最も等級の低い", "最も撃退力の高い": the top (bottom) of them
            stat, way = target.most.split("-")
            edge = (max if way == "high" else min)(self.number(stat, c) for c in found)
            found = [c for c in found if self.number(stat, c) == edge]
        return self._extremes(found, target, master)

    def _field_zones(self, target: Target, owner: str, master: str, source: str) -> list[int]:
        """The numbers of ``owner``'s zones a field target's place finds: all eight, or those its zones,
        its column, its bound or its relation to this card leave (4.4.3-4.4.5)."""
        s = self.game.state
        zones = list(ZONES)
        if target.same_column or target.monster_column or target.it_column:
            # 4.4.5.4: a column is measured from the side of the card that names it — the card named
            # before stands on its own master's side (the opponent's card's zone 4 is theirs)
            side = (s.master(self.it[0]) if target.it_column and self.it and self.it[0] in s.cards
                    else self._column_side(target, master))
            zone = (s.position[side] if target.monster_column
                    else s.zone_of(self.it[0]) if target.it_column and self.it
                    else None if target.it_column else self.here(source, master))
            if target.was_here:  # 「これがいたエリアと同じ縦列」: the zone it was last in (10.6.4.1.2)
                side, zone = self.was_here(source, master)
            if zone is None:
                return []  # 10.10.1.1: its zone is gone with it
            mine, across = same_column(zone)
            zones = sorted(mine if owner == side else across)
        if target.zones:
            zones = [n for n in zones if n in target.zones]
        if target.named_zone:  # "指定した数字の"; "そのエリアにいる": the zone named, on the side it was named on
            zones = [n for n in zones if (n in self.named_zones if self.named_zones else n == self.named)
                     and self.named_side in ("", owner)]  # several zones named (「2つまで指定し」): each of them
        if target.bound_from:  # "相手の怪獣カードがいるエリア以前の": up to (from) that zone's number (4.4.5.3)
            ref = self._bound_zone(target, master, source)
            zones = [n for n in zones if ref is not None and ZONE_BOUNDS[target.bound](n, ref)]
        if target.it_zones:  # "公開したカードの等級と同じ数字の": the revealed cards' ranks
            zones = [n for n in zones if n in self._it_ranks()]
        if target.same_number:  # "これがいるエリアと同じ数字の": the zone numbered as this card's — or, "これがいた
            # エリアと同じ数字の", as the one it was last in (10.6.4.1.2), on either side: a number names a zone of each
            here = self.was_here(source, master)[1] if target.was_here else self.here(source, master)
            zones = [n for n in zones if n == here]
        if target.near_of:  # 「それの隣接エリアにいる」, 「選んだカードの前のエリアにいる」: from another card's zone, on its side
            side, here = self._near_place(target.near_of, master)
            if target.adjacent:  # 4.4.5.2: its own side's zones next to it, and zone 8 across from its zone 8
                zones = [n for n in zones if here is not None and adjacent(n, here, across=owner != side)]
            if target.facing:  # 4.4.5.1: front and behind pair two zones of one player's
                zones = [n for n in zones if here is not None and owner == side and FACING[target.facing].get(here) == n]
            return zones
        if target.adjacent:
            side, here = self.was_here(source, master) if target.was_here else (master, self.here(source, master))
            zones = [n for n in zones if here is not None and adjacent(n, here, across=owner != side)]
        if target.facing:  # 4.4.5.1: the zone in front of (behind) this card's, if there is one
            here = self.here(source, master)
            zones = [n for n in zones if here is not None and FACING[target.facing].get(here) == n]
        if target.side:  # 4.4.5.5.3: a card is left of another as its zone is
            here = self.here(source, master)
            zones = [n for n in zones if here is not None and sideways(n, here, target.side, owner != master)]
        return zones

    def _near_place(self, near_of: str, master: str) -> tuple[str, int | None]:
        """The side and zone another card stands in, for a place named from it (Target.near_of): the first card named
        before still on the field (none: 10.10.1.1, its zone gone with it), or a player's monster in its position's
        zone (3.3.3.2; the invading one: the turn player's, 3.3)."""
        s = self.game.state
        if near_of == "it":
            for card in self.it:
                if card in s.cards:
                    side = s.master(card)
                    zone = self.here(card, side)
                    if zone is not None:
                        return side, zone
            return master, None
        side = self._monster_side(near_of, master)
        return side, s.position[side]

    def _extremes(self, found: list[str], target: Target, master: str) -> list[str]:
        """"(あなたから見て)最も左側にいる": those of ``found`` with none further left (or right) as the
        master sees them (4.4.5.5.4); the opponent's left is the master's right (4.4.5.5.2)."""
        if not target.extreme or not found:
            return found
        s = self.game.state

        def seen(card: str) -> int:
            owner = s.master(card)
            zone = s.zone_of(card) if card != s.top_of_invading(owner) else s.position[owner]
            place = LATERAL[zone] if zone is not None else 0
            return place if owner == master else max(LATERAL.values()) - place

        edge = (min if target.extreme == "left" else max)(seen(c) for c in found)
        return [c for c in found if seen(c) == edge]

    def on_field(self, target: Target, master: str, source: str, placed: bool = False) -> list[str]:
        """The cards a target finds, and the invading monster when the target is of monster cards
        in the zones (4.4.3: the monster stands in its position's zone), if it fits; ``placed``: also
        where the target's place is named from this card or a zone (its column, next to it, in front,
        left or right, 4.4.5) — a monster stands in its position's zone (3.3.3.2), so a count of monster
        cards there finds it (「これと同じ縦列に《ゴジラ》を持つ相手の怪獣カードがいる」)."""
        found = self.targets(target, master, source)
        if target.area != "field" or target.type not in ("monster", ""):
            return found
        s = self.game.state
        owners = [master, other(master)] if target.owner == "each" else [self.player(target.owner, master)]
        for owner in owners:
            top = s.top_of_invading(owner)
            named = (target.same_column or target.adjacent or target.monster_column or target.it_column or target.near_of
                     or target.same_number or target.named_zone or target.it_zones or target.facing
                     or target.side or target.bound_from)
            if (top is not None and (not target.zones or s.position[owner] in target.zones)
                    and not (target.except_it and top in self.it)
                    and (not named or placed and s.position[owner] in self._field_zones(target, owner, master, source))
                    and self.fits(top, target, source)):
                found.append(top)
        return self._extremes(found, target, master)

    def _reaches(self, card: str, target: Target, master: str, source: str) -> bool:
        """Whether ``card`` is one of the cards on the field ``target`` finds (as ``on_field``),
        asked of the one card: a continuous change asks it of every card it may reach."""
        s = self.game.state
        owner = s.master(card)  # whose a card on the field is: its area's player (3.1.2)
        if target.owner != "each" and owner != self.player(target.owner, master):
            return False
        if target.area == "hand":  # 2.3.2.2: a change of the cards in a player's hand, while there
            return s.where(card) == f"{owner}.hand" and self.fits(card, target, source)
        if (target.it_column or target.named_zone or target.it_zones or target.same_number or target.most or target.except_it
                or target.extreme or target.facing or target.side or target.bound_from or target.near_of):
            return card in self.on_field(target, master, source, placed=bool(target.near_of))  # what an earlier effect named, or the others: rare
        if card == s.top_of_invading(owner):  # the monster stands in its position's zone (4.4.3, 3.3.3.2) — in this
            # card's column or next to it too, as a count finds it (「これと同じ縦列にいるカードすべての…」)
            if target.same_column or target.adjacent or target.monster_column:
                return target.type in ("monster", "") and card in self.on_field(target, master, source, placed=True)
            return (target.type in ("monster", "") and (not target.zones or s.position[owner] in target.zones)
                    and self.fits(card, target, source))
        zone = s.zone_of(card)
        if target.type == "strategy":
            return s.in_strategy_zone(card) and self.fits(card, target, source)
        if zone is None or target.zones and zone not in target.zones:
            return False
        if target.same_column or target.adjacent or target.monster_column:
            side = self._column_side(target, master)
            here = s.position[side] if target.monster_column else self.here(source, master)
            if target.was_here:  # the zone this card was last in (10.6.4.1.2)
                side, here = self.was_here(source, master)
            if here is None:
                return False
            across = owner != side
            if target.monster_column and zone not in same_column(here)[across]:
                return False
            if not placed_as_said(target, zone, here, across):
                return False
        return self.fits(card, target, source)

    def _bound_zone(self, target: Target, master: str, source: str) -> int | None:
        """The zone a 以前 / 以降 is measured from (4.4.5.3): this card's, or a player's monster's
        position (4.4.3); None when this card has left the field (10.10.1.1)."""
        if target.bound_from == "this":
            return self.here(source, master)
        if target.bound_from == "it":  # "それのいるエリアより…": the first of those cards still on the field
            return next((zone for card in self.it if card in self.game.state.cards
                         for zone in [self.here(card, self.game.state.master(card))] if zone is not None), None)
        return self.game.state.position[self.player(target.bound_from, master)]

    def _column_side(self, target: Target, master: str) -> str:
        """Whose side a column is measured from (4.4.5.4): the opponent's for 「相手の怪獣カードと同じ
        縦列」, the turn player's for 「進攻怪獣と同じ縦列」 (3.3), else the master's (this card's, your monster's)."""
        return self._monster_side(target.monster_column or "you", master)

    def number(self, stat: str, card: str) -> int:
        """A card's number as it is now (10.8.1): rank, counter power, or a monster's threat level."""
        s = self.game.state
        if stat == "rank":
            return self.game.rank(card)
        if stat == "counter":
            return self.game.counter_power(card)
        owner = s.cards[card].owner
        if card == s.top_of_invading(owner):
            return self.game.threat(owner)
        # 3.2.3.1: a monster card under another, read because the text names it, by its own printed threat level
        return s.definition(card).threat if s.where(card).endswith(".invading") else 0

    def placing(self, target: Target) -> list[Rule]:
        """The rules of the board a target's place rests on: a column (4.4.5.4), zones next to
        each other (4.4.5.2); and those its cards' information rests on: a number equal to another
        card's (2.3.1), a trait or a name some continuous effect gives (10.8.1.3, 2.1.2)."""
        found = [R.SAME_COLUMN] if target.same_column or target.monster_column or target.it_column else []
        given = {stat.partition(":")[0] for stat in self.game.census().given}
        return (found + ([R.ADJACENT] if target.adjacent else []) + ([R.LEFT_RIGHT] if target.side else [])
                + ([R.ZONE_BOUND] if target.bound_from else []) + ([R.SAME_INFO] if target.same_as else [])
                + ([R.TRAIT_GIVEN] if "trait" in given and self._traits_asked_at_all(target) else [])
                + ([R.NAME_GIVEN] if "name" in given and (target.name or target.names or target.same_card) else []))

    @staticmethod
    def _traits_asked_at_all(target: Target) -> bool:
        return bool(target.trait or target.traits_any or target.traits_all or target.traits_not or target.traits_min)

    def _zone_gone(self, target: Target, master: str, source: str) -> bool:
        """10.10.1.1: the target asks where a card is ("それと同じ縦列", "これの隣接エリア"), and
        that card is no longer on the field."""
        if target.it_column:  # as targets() reads it
            return not self.it or self.game.state.zone_of(self.it[0]) is None
        if target.near_of:
            return self._near_place(target.near_of, master)[1] is None
        if (target.same_column or target.adjacent or target.same_number or target.side or target.facing
                or target.bound_from == "this"):
            return self.here(source, master) is None
        return False

    def _it_here(self) -> list[str]:
        """The cards named before (area "it") still in the game."""
        return [c for c in self.it if c in self.game.state.cards]

    def _it_ranks(self) -> set[int]:
        """「公開したカードの等級と同じ数字の」: the ranks of the cards this effect revealed (5.10.1),
        through all its steps: after 「…交戦カードをすべて破壊し、」 "it" is the cards destroyed, but
        the next 「同じ数字の相手のエリアにいる怪獣カードを１エリア後退させる」 (BP03-073) still reads
        the revealed ranks, not the destroyed cards' (1.3.2 would wrongly leave the monster)."""
        s = self.game.state
        shown = [c for c, _ in self.seen] or self.it
        return {s.definition(c).rank for c in shown if c in s.cards}

    @staticmethod
    def _rank_fits(rank: int, target: Target) -> bool:
        return ((target.rank_max is None or rank <= target.rank_max)
                and (target.rank_min is None or rank >= target.rank_min)
                and (target.rank is None or rank == target.rank)
                and (target.rank_not is None or rank != target.rank_not))

    def fits(self, card: str, target: Target, source: str) -> bool:
        s = self.game.state
        d = s.definition(card)
        # its rank with continuous changes, only when the target reads it (most do not)
        rank = (self.game.rank(card) if target.rank_max is not None or target.rank_min is not None
                or target.rank is not None or target.rank_not is not None or target.it_rank_max else 0)
        return ((not target.type or d.type == target.type
                 or target.type == "monster" and self._counting and self._counts_as_monster(card))
                and self._rank_fits(rank, target)
                and self.printed_fits(d, target, type_too=False, traits=self._traits_asked(card, target),
                                      names=self._names_asked(card, target), colors=self._colors_asked(card, target),
                                      invasion=self._invasion_asked(card, target))
                and (not target.same_card or bool(set(self.game.names(card)) & set(self.game.names(source))))
                and (not target.it_rank_max or rank <= max(self._it_ranks(), default=-1))
                and (not target.keyword or bool(self.game.keyword(card, target.keyword)))
                and self._counter_fits(card, target)
                and self._same_as_fits(card, target, source)
                and self._owned_fits(card, target, source)
                and not (target.other and card == source))

    def _invasion_asked(self, card: str, target: Target) -> int | None:
        """The card's invasion icon as changed (2.8, 10.8.1.5), when the target asks it (「進攻2の」)."""
        if target.invasion is None and target.invasion_min is None and target.invasion_max is None:
            return None
        return self.game.invasion(card)

    def _owned_fits(self, card: str, target: Target, source: str) -> bool:
        """"持ち主が相手の": the card's owner (4.1.7) against the master of the ability (3.1.2), wherever the card is."""
        if not target.owned_by:
            return True
        s = self.game.state
        master = s.master(source) if source in s.cards else s.turn_player
        return (s.cards[card].owner == master) == (target.owned_by == "you")

    def _same_as_fits(self, card: str, target: Target, source: str) -> bool:
        """"あなたの怪獣カードと同じ等級の", "それと同じ等級の": the card's number (2.3.1, 2.6.1, 2.7.1), as it
        is now (10.8.1), equals that card's; a color of it is one of that card's (2.4.1), its name that card's
        (2.1.2). Against the card referred back to (それ), any of those cards; none there, none fits."""
        if not target.same_as:
            return True
        s = self.game.state
        if target.same_as.startswith("rage-"):  # a player's rage as it is now (3.4)
            whose = s.master(source) if target.same_as == "rage-you" else other(s.master(source))
            return THAN[target.same_way](self._info_number(target.own_stat, card), s.rage[whose])
        if target.same_as == "named":  # "指定した数字と同じ等級の": the number named before (10.5.3)
            return THAN.get(target.same_way, operator.eq)(self._info_number(target.same_stat, card), self.named)
        if target.same_as == "it":
            others = [c for c in self.it if c in s.cards]
        elif target.same_as == "this":
            others = [source] if source in s.cards else []
        else:  # a player's monster (4.4.3), the master's own or the other's, or the invading one (3.3)
            top = s.top_of_invading(self._monster_side(target.same_as, s.master(source)))
            others = [top] if top is not None else []
        if target.same_stat == "color":
            return any(set(self.game.colors(card)) & set(self.game.colors(c)) for c in others)
        if target.same_stat == "name":
            return any(set(self.game.names(card)) & set(self.game.names(c)) for c in others)
        if target.same_stat == "trait":  # 2.5: a trait in common, with those given (10.8.1.3)
            return any(set(self.game.traits(card)) & set(self.game.traits(c)) for c in others)
        mine = self._info_number(target.own_stat or target.same_stat, card)
        compare = THAN.get(target.same_way, operator.eq)
        return any(compare(mine, self._info_number(target.same_stat, c)) for c in others)

    def _monster_side(self, whose: str, master: str) -> str:
        """Whose monster 「あなたの/相手の怪獣カード」 or 「進攻怪獣」 (the turn player's, 3.3) names."""
        return {"you": master, "opponent": other(master)}.get(whose, self.game.state.turn_player)

    def _info_number(self, stat: str, card: str) -> int:
        """A card's rank, counter power or threat level as it is now (10.8.1); a monster card off the
        field has its printed threat level (2.6)."""
        s = self.game.state
        if stat == "threat" and card != s.top_of_invading(s.cards[card].owner):
            return s.definition(card).threat
        return self.number(stat, card)

    def _counter_fits(self, card: str, target: Target) -> bool:
        """"撃退力3000以下の", "脅威度5000以下の": a card's counter power (2.7) or a monster card's threat level (2.6),
        as they are now (10.8.1), read only when asked."""
        if target.threat_max is not None or target.threat_min is not None:  # 2.6: a monster card's, as now
            threat = self._info_number("threat", card) if self.game.state.definition(card).type == "monster" else None
            if threat is None or not ((target.threat_max is None or threat <= target.threat_max)
                                      and (target.threat_min is None or threat >= target.threat_min)):
                return False
        if target.counter_max is None and target.counter_min is None:
            return True
        power = self.game.counter_power(card)
        return ((target.counter_max is None or power <= target.counter_max)
                and (target.counter_min is None or power >= target.counter_min))

    def _traits_asked(self, card: str, target: Target) -> tuple[str, ...] | None:
        """The card's traits with those given it (10.8.1.3), when the target asks any."""
        return self.game.traits(card) if self._traits_asked_at_all(target) else None

    def _names_asked(self, card: str, target: Target) -> tuple[str, ...] | None:
        """The card's names with those it is treated as as well (2.1.2), when the target asks one."""
        asked = target.name or target.names or target.name_contains or target.name_not
        return self.game.names(card) if asked else None

    def _colors_asked(self, card: str, target: Target) -> tuple[str, ...] | None:
        """The card's colours with those given it as well (2.4, 10.8.1.3), when the target asks one."""
        return self.game.colors(card) if target.colors or target.colors_not or target.colors_min else None

    @staticmethod
    def printed_fits(d: CardDef, target: Target, type_too: bool = True, traits: tuple[str, ...] | None = None,
                     names: tuple[str, ...] | None = None, colors: tuple[str, ...] | None = None,
                     invasion: int | None = None) -> bool:
        """The filters a card's printed information answers (a vanished token's too, 10.10.1.2); ``traits``
        and ``names``: the card's as continuous effects give them (10.8.1.3), else its printed ones."""
        traits = d.traits if traits is None else traits
        names = (d.name,) if names is None else names
        colors = d.colors if colors is None else colors
        icon = d.invasion if invasion is None else invasion  # 2.8: as changed, when the caller read it
        return ((not type_too or not target.type or d.type == target.type)
                and (not type_too or target.rank_max is None or d.rank <= target.rank_max)
                and (not type_too or target.rank_min is None or d.rank >= target.rank_min)
                and (target.invasion is None or icon == target.invasion)
                and (target.invasion_min is None or icon >= target.invasion_min)
                and (target.invasion_max is None or icon <= target.invasion_max)
                and (not target.trait or target.trait in traits)
                and (not target.traits_any or bool(set(target.traits_any) & set(traits)))
                and set(target.traits_all) <= set(traits)
                and (not target.colors or bool(set(target.colors) & set(colors)))
                and (not target.name or target.name in names)
                and (not target.names or bool(set(names) & set(target.names)))
                and any(target.name_contains in n for n in names)
                and not set(target.colors_not) & set(colors)
                and not set(target.traits_not) & set(traits)
                and len(colors) >= target.colors_min and len(traits) >= target.traits_min
                and (not target.name_not or target.name_not not in names)
                and (not target.no_text or not d.text.strip()))

    def counted(self, target: Target, master: str, source: str) -> list[str]:
        """The cards of ``target`` as a count reads them (「…が5枚以上なら」, 「…1枚につき」): only here does
        ゴジラの骨 「あなたが捨て札の怪獣カードを数える際、これは怪獣カードとしても扱う」 count as a monster
        card (1.3.1); a card chosen (a cost, 10.5.4.1; an effect's cards, 10.5.3) must be one."""
        was, self._counting = self._counting, True
        try:
            # the monster in its zone (3.3.3.2): a monster card there, and a card there of any kind — 「カード」 on the
            # field is a card in a zone (4.4.1: monster and battle cards), the invading monster's top card among them
            if target.area == "field" and target.type in ("monster", ""):
                return self.on_field(target, master, source, placed=True)
            return self.targets(target, master, source)
        finally:
            self._counting = was

    def _counts_as_monster(self, card: str) -> bool:
        """"あなたが捨て札の怪獣カードを数える際、これは怪獣カードとしても扱う" (works there, 10.3.4.1)."""
        s = self.game.state
        return "counts-as-monster" in self.game.indexed(card).stats and s.where(card).endswith(".discard")

    def _in_column(self, zone: int, master: str, source: str) -> bool:
        """Whether the opponent's ``zone`` is in this card's column (4.4.5.4)."""
        here = self.here(source, master)
        return here is not None and zone in same_column(here)[1]

    def _discardable(self, effect: Effect, player: str, source: str) -> list[str]:
        """The cards of a hand a discard may take: of a type, or fitting a card filter."""
        s = self.game.state
        return [c for c in s.areas[f"{player}.hand"]
                if (not effect.card_type or s.definition(c).type == effect.card_type)
                and (effect.target is None or self.fits(c, effect.target, source)
                     and (effect.target.area != "it" or c in self.it))]  # "それを捨てる": those, if there

    def may_appear(self, card: str) -> bool:
        """Not barred by its own "これは出現できない" (10.3.4.1.1), which beats any effect that
        would play it to a zone (1.3.3)."""
        return self.game.modifier("cannot-play", card) <= 0

    def zones_to_appear(self, master: str) -> list[int]:
        """Where a battle card of ``master``'s may appear: not the zone of its master's monster
        (5.11.1.1), nor one an ability forbids ("…に交戦カードを出現させることができない", 1.3.3),
        whether it is played from the hand or appears by an effect."""
        s = self.game.state
        return [n for n in ZONES if n != s.position[master] and not self.game.forbids(master, "play-battle", n)]

    def appearing(self, cards: list[str], master: str) -> list[str]:
        """Those of ``cards`` that may appear; the others are said to be barred (1.3.3): by their
        own text, or by a prohibition that names them ("相手は手札から交戦カードを出現させることができない")."""
        barred = [c for c in cards if not self.may_appear(c)]
        for card in barred:
            self.game.log([R.FORBIDDEN, R.ACTIVE_WHEN_PLACED], f"{self.game.name(card)} cannot appear "
                          "(its own text)", master, [card])
        named = {c: why for c in cards if c not in barred and (why := self.game.forbids(master, "play-battle", card=c))}
        for card, why in named.items():
            self.game.log(R.FORBIDDEN, f"{why} forbids {master} to play {self.game.name(card)}", master, [card])
        return [c for c in cards if c not in barred and c not in named]

    def _named(self, card: str, target: Target, source: str) -> bool:
        """Whether a prohibition's cards include ``card``: from the area it names, of its kind."""
        s = self.game.state
        return (target.area == "anywhere" or s.area_of(card) == target.area) and self.fits(card, target, source)

    # -- continuous effects (10.8.1) ---------------------------------------------------
    def changes(self, stat: str, card: str) -> list[tuple[int, int]]:
        """Each active continuous change of ``stat`` that applies to ``card``, with the time its
        source was placed (10.8.1.7.1)."""
        game = self.game
        s = game.state
        census = game._census_now if s.defs.version == game._census_version else game._take_census()  # (census(), without its call)
        changers = census.changers.get(stat)
        if not s.lasting and stat not in census.granted_stats and (not changers or not self._reaching(stat, card, changers)):
            return []  # no change for a time, none granted, none of an active card or its own text now (most numbers read)
        found: list[tuple[int, int]] = []
        if stat.partition(":")[0] in LASTING_FLAGS and s.lasting:  # made by a one-shot effect, for a time (10.2.1.2)
            lasting, since = s.in_force(), s.cards[card].since
            found = [(e["since"], e["amount"]) for e in lasting
                     if e["stat"] == stat and card in e["cards"] and since <= e["since"]]
        if stat in census.granted_stats and (stat, card) not in self._reading:
            found = found + self._granted_changes(stat, card)
        if not changers:
            return found  # no card of the game changes it
        if stat not in census.summed:  # the usual case: no change of it can depend on it
            return self._changes(stat, card, changers, found)
        if (stat, card) in self._reading:
            # 10.8.1.6: a change whose condition or cards read the number it changes ("撃退力の合計が…
            # なら、…撃退力-2000", 「撃退力6000以下の…+1000」) depends on the changes of that number that
            # do not read it; they are applied first, so it reads the number with those and without
            # the changes that depend on it (itself among them: never endlessly). Two changes that
            # each read the number depend on each other: 10.8.1.6 cannot order them, so 10.8.1.7 does
            # — the one being worked out reads the number with those that arose before it.
            before = self._arising[-1] if self._arising else 0
            if (stat, card, before) in self._reading_independent:
                return found
            self._reading_independent.add((stat, card, before))
            try:
                return self._changes(stat, card, changers, found, census.depending.get(stat, frozenset()), before)
            finally:
                self._reading_independent.discard((stat, card, before))
        self._reading.add((stat, card))
        try:
            return self._changes(stat, card, changers, found, census.depending.get(stat, frozenset()))
        finally:
            self._reading.discard((stat, card))

    def _reaching(self, stat: str, card: str, changers: frozenset[str]) -> bool:
        """Whether a continuous ability of the cards named ``changers`` may change ``stat`` of ``card`` now: an
        active card's changes it (10.8.1), or the card's own text where it is (10.3.4.1, 10.3.4.1.1) — as
        _changes looks before it reads the abilities."""
        self.actives()  # (_changing_now, as the board stands)
        if stat in self._changing_now or stat == "counts-as-monster":
            return True
        own_areas = OWN_TEXT_AREAS.get(stat, OWN_TEXT_AREAS.get(stat.partition(":")[0]))
        s = self.game.state
        return own_areas is not None and s.cards[card].name in changers and s.area_of(card) in own_areas

    def _granted_changes(self, stat: str, card: str) -> list[tuple[int, int]]:
        """10.8.1.2: the changes of ``stat`` a continuous ability the card was granted makes of the card
        itself ("…すべては「これの撃退力+2000。」を得る"), while it is on the field; read once at a time
        (a grant whose own reading needs this number does not see its own change)."""
        s = self.game.state
        if card not in s.cards or not (s.in_zone_or_strategy_zone(card) or card == s.top_of_invading(s.master(card))):
            return []
        master, found = s.master(card), []
        self._reading.add((stat, card))
        try:
            for ability in self.game.granted(card):
                for m in ability.modifiers if ability.kind == "continuous" else ():
                    if (m.stat == stat and m.scope == "self" and self.awake(ability, master, card)
                            and self.holds(m.condition, master, card)):
                        found.append((s.cards[card].since, m.amount * self.times(m.per, m.per_every, master, card)))
        finally:
            self._reading.discard((stat, card))
        return found

    def _changes(self, stat: str, card: str, changers: frozenset[str], found: list[tuple[int, int]],
                 reading: frozenset[str] = frozenset(), before: int | None = None) -> list[tuple[int, int]]:
        """The changes of ``stat`` from the cards named ``changers``; of those whose names are
        ``reading`` (they read ``stat``), only the ones whose card was placed before ``before``, if given."""
        s = self.game.state
        actives = self.actives()
        own_areas = OWN_TEXT_AREAS.get(stat, OWN_TEXT_AREAS.get(stat.partition(":")[0]))  # 10.3.4.1, 10.3.4.1.1: its own
        # text, where it is
        own_text = own_areas is not None and s.cards[card].name in changers and s.area_of(card) in own_areas
        if not own_text and stat not in self._changing_now and stat != "counts-as-monster":
            return found  # no active card changes it now (most numbers read, most of the time)
        for master, active in actives:  # the opponent's cards can reach it
            sources: Sequence[str] = active.changing.get(stat, ())
            if stat == "counts-as-monster":  # a card in the discard pile says so of itself
                sources = list(s.areas[f"{master}.discard"])
            if own_text and s.master(card) == master:
                sources = [*sources, card]
            for source in sources:
                name, since = s.cards[source].name, s.cards[source].since
                reads = name in reading
                if name not in changers or (reads and before is not None and since >= before):
                    continue
                if reads:  # what it reads of the number, it reads as it stood when this change arose
                    self._arising.append(since)
                try:
                    for ability, m in self.modifiers(source, stat):
                        if (stat != "forbid" and self.awake(ability, master, source) and self._applies(m, master, source, card)
                                and self.holds(m.condition, master, source)):
                            found.append((since, m.amount * self.times(m.per, m.per_every, master, source)))
                finally:
                    if reads:
                        self._arising.pop()
        return found

    def forbids(self, player: str, action: str, zone: int | None = None, card: str | None = None,
                by: str = "") -> str | None:
        """The active ability that forbids ``player`` this action (1.3.3), if any: the opponent's
        ("相手は戦略カードを置くことができない"), or the player's own ("これは前進も進攻もできない");
        ``zone``: where a battle card would be played ("これと同じ縦列のエリアに…出現させることができない")."""
        s = self.game.state
        for entry in s.in_force() if s.lasting else ():  # made by a one-shot effect, for a time (10.2.1.2)
            if entry["stat"] == "forbid" and entry["action"] == action and entry["player"] == player:
                if "zones" in entry and (zone is None or zone not in entry["zones"]):
                    continue  # "このターン、相手は自分のエリア8に…できない": only into those zones
                if "by" in entry and by != entry["by"]:
                    continue  # "相手の効果で": only what that player's effects would do
                if "names" in entry and (card is None or not self._named(card, Target.saved(entry["names"]),
                                                                         entry.get("source", ""))):
                    continue  # "手札から等級4以下の交戦カードを…できない": only the cards it names
                if entry["amount"] > 1 and self._placed(player, action, Target.saved(entry["names"]) if "names" in entry
                                                        else None, entry.get("source", "")) < entry["amount"] - 1:
                    continue  # "このターン、…を2枚以上置くことができない": one more may come while fewer are there
                return f"{entry['text']} (for a time)"
        forbidding = self.game.census().changers.get("forbid")
        if not forbidding:
            return None
        for master, active in self.actives():
            for source in active.changing.get("forbid", ()):
                for ability, m in self.modifiers(source, "forbid"):
                    bound = other(master) if m.scope == "opponent" else master
                    if m.forbids != action or bound != player or not self.awake(ability, master, source):
                        continue
                    if m.scope == "self" and source != s.top_of_invading(master):
                        continue  # "これは": only this card, as the invading monster
                    if m.column and (zone is None or not self._in_column(zone, master, source)):
                        continue
                    if m.zones and (zone is None or zone not in m.zones):
                        continue  # "自分のエリア8に…出現させることができない": only into those zones
                    if m.by and by != other(player):
                        continue  # "相手の効果で": only what the opponent's effects would do
                    if m.target is not None and (card is None or not self._named(card, m.target, source)):
                        continue  # "手札から交戦カードを…できない": only the cards it names
                    if m.amount > 1 and self._placed(player, action, m.target, source) < m.amount - 1:
                        continue  # "戦略カードを2枚以上置くことができない": fewer than N-1 there, one more may come
                    if self.holds(m.condition, master, source):
                        return f"{self.game.name(source)} ({ability.text})"
        return None

    def _placed(self, player: str, action: str, target: Target | None, source: str) -> int:
        """How many of ``player``'s cards a count-limited prohibition counts are on the field now: battle
        cards in their zones (4.4) for playing, strategy cards in their strategy zones (4.5) for placing —
        those its card phrase names, if it names some."""
        s = self.game.state
        keys = [zone_key(player, n) for n in ZONES] if action == "play-battle" else list(s.strategy_keys(player))
        kind = "battle" if action == "play-battle" else "strategy"
        return sum(1 for key in keys for c in s.areas[key] if s.definition(c).type == kind
                   and (target is None or self.fits(c, dataclasses.replace(target, area="field"), source)))

    def once_more(self, player: str, action: str) -> int:
        """How many more times than once ``player`` may take a once-a-turn action this turn
        ("monster" 8.5.2, "invade" 8.6.2): one for each effect that allows it once more, made for
        a time or continuous ("あなたの怪獣カードはもう一度進攻できる"; the card's text is above the
        rule, 1.3.1), and N - 1 for the highest limit of N a turn ("1ターンに2回まで進攻できる")."""
        s = self.game.state
        lasting = [e for e in (s.in_force() if s.lasting else ()) if e["action"] == action and e["player"] == player]
        more = sum(1 for e in lasting if e["stat"] == "once-more")
        # "1ターンに2回まで進攻できる": a limit of N a turn, not N more — the highest of them counts (1.3.1)
        most = max([1] + [e["amount"] for e in lasting if e["stat"] == "times-a-turn"])
        census = self.game.census().changers
        for stat in ("once-more", "times-a-turn"):
            if not census.get(stat):
                continue
            for master in TURN_ORDER[s.turn_player]:
                for source in self.active(master).changing.get(stat, ()):
                    for ability, m in self.modifiers(source, stat):
                        if (m.forbids == action and self.player(m.scope, master) == player
                                and self.awake(ability, master, source) and self.holds(m.condition, master, source)):
                            more, most = (more + 1, most) if stat == "once-more" else (more, max(most, m.amount))
        return more + most - 1

    def times(self, per: Per | None, every: int, master: str, source: str) -> int:
        """How many times a "〜につき" change or effect applies: once with no count; else once per card (or
        point) counted, or per whole group of ``every`` of them ("2枚につき": 3 cards are one group, the
        rest counts for nothing — 1.3.5: a number of the game is a whole number, no fraction)."""
        return 1 if per is None else self.count(per, master, source) // every

    def summed(self, stat: str, cards: Target, master: str, source: str) -> int:
        """The numbers of the cards a phrase finds, as they are now, added up (10.8.1) — a card under another by its
        own information, the text naming it (3.2.3.1)."""
        return sum(self.number(stat, c) for c in self.counted(cards, master, source))

    def count(self, per: Per, master: str, source: str) -> int:
        """The count a "〜につき" change is multiplied by."""
        s = self.game.state
        foe = other(master)
        if isinstance(per, Target):  # "あなたの捨て札の…カード1枚につき": the cards that fit
            return len(self.counted(per, master, source))
        if isinstance(per, Count) and per.sum_of and per.cards is not None:  # 「…の等級の合計1につき」 (10.8.1, 3.2.3.1)
            return self.summed(per.sum_of, per.cards, master, source)
        if isinstance(per, Count) and per.happened is not None:  # 「このターンに破壊された交戦カード1枚につき」
            return self.times_this_turn(per.happened, master, source)
        if isinstance(per, Count) and per.zones:  # "あなたのエリア1、5、8にいる怪獣カードか交戦カード1枚"
            return (sum(len(s.areas[zone_key(master, n)]) for n in per.zones)
                    + (s.position[master] in per.zones and bool(s.top_of_invading(master))))
        if isinstance(per, Count):  # "あなたのエリアにいる「X」1枚"
            return sum(1 for n in ZONES for c in s.areas[zone_key(master, n)] if s.definition(c).name == per.name)
        if per is Tally.RAGE_CHANGED:  # 1.3.2.2: counted after the change, as far as it went (3.4.4)
            return self.changed
        if per is Tally.OPPONENT_RAGE:
            return s.rage[foe]
        if per is Tally.YOUR_RAGE:
            return s.rage[master]
        if per is Tally.OPPONENT_EMPTY_ZONES:
            return sum(1 for n in ZONES if not s.areas[zone_key(foe, n)] and s.position[foe] != n)
        if per in (Tally.OPPONENT_RANK, Tally.YOUR_RANK):  # 3.3.4: a player's monster is their invading one
            whose = foe if per is Tally.OPPONENT_RANK else master
            return self.game.monster_rank(whose) if s.top_of_invading(whose) else 0
        if per is Tally.THIS_RANK:  # "これの等級": this card's, with changes (2.3.2)
            return self.game.rank(source)
        if per is Tally.THIS_COUNTER:  # "これの撃退力1000につき": this card's, with changes (2.7, 10.8.1)
            return self.game.counter_power(source)
        if per in (Tally.OPPONENT_THREAT, Tally.YOUR_THREAT):  # 2.6, 3.4.5: with rage and changes (10.8.1)
            whose = foe if per is Tally.OPPONENT_THREAT else master
            return self.game.threat(whose) if s.top_of_invading(whose) else 0
        if per in (Tally.OPPONENT_STRATEGY_CARDS, Tally.YOUR_STRATEGY_CARDS):
            return sum(len(s.areas[key]) for key in s.strategy_keys(foe if per is Tally.OPPONENT_STRATEGY_CARDS
                                                                     else master))
        if per in (Tally.YOUR_BATTLE_CARDS, Tally.OPPONENT_BATTLE_CARDS):
            return len(self.game.battle_cards(master if per is Tally.YOUR_BATTLE_CARDS else foe))
        if per is Tally.INVADED_ZONES:  # "このターンあなたの怪獣カードが進攻で前進したエリア"
            return s.used[master].count("invasion-advance")
        if per is Tally.OTHER_BATTLE_COLORS:  # "あなたのエリアにいる他の交戦カードの色の数"
            return len({c for card in self.game.battle_cards(master) if card != source
                        for c in self.game.colors(card)})
        raise ValueError(f"unknown count {per!r}")

    def _applies(self, m: Modifier, master: str, source: str, card: str) -> bool:
        """Whether a modifier of ``source`` (whose master is ``master``) reaches ``card``."""
        s = self.game.state
        d = s.definition(card)
        owner = s.master(card)  # 3.1.2: "your cards" on the field are those in your areas
        if m.trait and m.trait not in self.game.traits(card):  # with traits given (10.8.1.3)
            return False
        # 10.8.1.6: a change limited by rank depends on the changes of rank, so it sees the rank
        # after them; a change of rank itself, after those that do not read rank (see changes)
        if m.rank_max is not None and self.game.rank(card) > m.rank_max:
            return False
        if m.other and card == source:
            return False
        if m.scope == "self":
            return source == card
        if m.scope == "cards":  # "あなたのエリア6~8にいる交戦カードすべての…": whom the card phrase finds
            target = m.aim
            bounds = (target.rank_max, target.rank_min, target.rank, target.rank_not)
            if m.stat == "rank" and bounds != (None,) * 4:  # a change of rank bounded by rank: as above, it reads
                if not self._rank_fits(self.game.rank(card), target):  # the rank after the changes it depends on
                    return False
                target = dataclasses.replace(target, rank_max=None, rank_min=None, rank=None, rank_not=None)
            return self._reaches(card, target, master, source)
        if m.scope == "your-hand":
            return owner == master and s.where(card) == f"{owner}.hand" and d.type == "battle"
        if m.scope == "your-monster":
            return owner == master and card == s.top_of_invading(owner)
        in_zone = d.type == "battle" and s.zone_of(card) is not None
        if m.zones and s.zone_of(card) not in m.zones:
            return False
        if m.scope == "opponent-battle-cards":
            return in_zone and owner != master
        if m.scope == "adjacent-battle-cards":
            here, there = self.here(source, master), s.zone_of(card)
            return (in_zone and owner == master and here is not None and there is not None
                    and adjacent(here, there))
        return in_zone and owner == master  # your-battle-cards


# 4.4.5.3: zones numbered up to (以前) / from (以降) a zone, itself included; or greater / less, not (より大きい / より小さい)
ZONE_BOUNDS = {"before": lambda n, ref: n <= ref, "after": lambda n, ref: n >= ref,
               "above": lambda n, ref: n > ref, "below": lambda n, ref: n < ref}


def _times_done(done: list[str], wanted: str, master: str = "", fits=None) -> int:
    """How many of a player's records this turn (GameState.done) are ``wanted``: an action's name, or
    "event:kind" (kind "" for any card), or "event:kind@cause" — only those an effect caused, as ``master``
    sees whose it was (a Cause: 「相手の効果で」, 「あなたの効果で」, 「効果で」, 3.1.2)."""
    if ":" not in wanted:
        return done.count(wanted)
    event, _, rest = wanted.partition(":")
    kind, _, cause = rest.partition("@")
    found = 0
    for record in done:
        did, _, what = record.partition(":")
        what, _, card = what.partition("#")  # the card it is of, when it is of one (``fits``: a card phrase's test)
        its_kind, _, by = what.partition("@")
        found += (did == event and (not kind or its_kind == kind) and (fits is None or bool(card) and fits(card))
                  and (not cause or bool(by) and cause in causes_of(f"effect:{by}", master)))
    return found


def compared(number: int, compare: str, value: int) -> bool:
    """"N以上", "N以下", "Nより多い", "Nより少ない", or exactly N (10.5)."""
    return {"at-least": number >= value, "at-most": number <= value, "more": number > value,
            "fewer": number < value, "exactly": number == value}[compare]
