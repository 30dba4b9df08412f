"""The layer that makes the engine run card abilities.

The card-text compiler turns printed text into ``ability_data`` values; the
:class:`AbilityLayer` listens to the game's events, puts triggered automatic
abilities on standby (10.6.2) and resolves their effects, and adds the
numbers of continuous abilities to threat level and counter power (10.8.1).
What abilities read of the board (conditions, targets, continuous changes) is in
``board_reading``; the effects that move chosen cards are in ``card_moves``.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import itertools
import operator

from judgekit.engine import rulebook as R
from judgekit.engine.ability_data import (
    ACTED_BY, ACTOR_VERBS, CHOSEN_BY, DECK_ACTS, OWN_EVENTS, PLAYERS_REPLACED, RULE_STEPS, Ability, whose_effects, Cause, Census, Compiler, Effect, Event, Phase, Target, Trigger, Whose,
    HIDDEN_PILES, SELF_FROM_PILE, causes_of, effects_in, failed, names_the_hand, works_from_the_discard, works_from_the_hand,
)
from judgekit.engine.board_reading import BoardReading, placed_as_said
from judgekit.engine.decisions import NO_MORE
from judgekit.engine.card_moves import CardMoves
from judgekit.engine.cards import CardDef
from judgekit.engine.game import Budget, Flow, Game, Replacement, Standby
from judgekit.engine.rulebook import Rule
from judgekit.engine.state import (
    AREA_KEYS, BOARD_ORDER, TURN_ORDER, ZONES, GameState, Result, adjacent, area_words, other, same_column,
)

# What triggers an automatic ability, and the rule that says so.
TRIGGERS: dict[Event, Rule] = {
    Event.ENTER: R.KEYWORD_ENTER,  # 【出現時】
    Event.INVADING: R.KEYWORD_INVADING,  # 【進攻時】
    Event.COUNTERATTACK: R.KEYWORD_COUNTERATTACK,  # 【逆襲】
    Event.STRATEGY: R.STRATEGY_TEXT, Event.STATE: R.STATE_TRIGGER,
    Event.REACHED_ZONE: R.REACHED_ZONE,  # 「エリアNに到達した時」 (GZ-047)
}
PHASE_TRIGGERS: dict[Phase, Rule] = {Phase.START: R.START_TRIGGER, Phase.MAIN: R.MAIN_TRIGGER,
                                     Phase.COUNTER: R.COUNTER_TRIGGER, Phase.END: R.END_TRIGGER}
# "〜フェイズ開始時": each phase's triggers, for its player's cards ("あなたの…"), the other
# player's ("相手の…") and anyone's
ANY_PHASE = {p: frozenset({Trigger(Event.PHASE, Whose.ANY, p)}) for p in Phase}
YOUR_PHASE = {p: ANY_PHASE[p] | {Trigger(Event.PHASE, Whose.YOU, p)} for p in Phase}
OPPONENTS_PHASE = {p: ANY_PHASE[p] | {Trigger(Event.PHASE, Whose.OPPONENT, p)} for p in Phase}
# the events of a card itself, by the game's event that raises them
OWN = {"played": Trigger(Event.ENTER), "invaded": Trigger(Event.INVADING),
       "placed-strategy": Trigger(Event.STRATEGY), "left-field": Trigger(Event.COUNTERATTACK),
       "destroyed": Trigger(Event.DESTROYED_SELF)}
# a card leaving the field (10.6.4.1.2), by the game's event: the card's own text looks back at it
# ("to-discard" only when it came from the field)
LEAVING = frozenset({"destroyed", "crushed", "left-field", "returned", "left-to-deck", "strategy-discarded", "to-discard"})
# the events of a player's that cards watch, by the game's event (played and discarded: by card type)
PLAYERS_EVENTS = {e.value: frozenset({e}) for e in Event if e not in OWN_EVENTS and e is not Event.PHASE}
# a card leaving the field (10.6.4.1.2): for the discard pile ("left-field"), the hand or the deck
PLAYERS_EVENTS |= {"returned": frozenset({Event.RETURNED, Event.LEFT_FIELD}), "left-to-deck": frozenset({Event.TO_DECK, Event.LEFT_FIELD})}
# a forward move comes into a zone (「エリアNに到達した時」) as a move there by an effect does ("reached-zone", GZ-047)
PLAYERS_EVENTS["advanced"] = frozenset({Event.ADVANCED, Event.REACHED_ZONE})
PLAYED = {"monster": frozenset({Event.MONSTER_PLAYED, Event.CARD_PLAYED}),
          "battle": frozenset({Event.BATTLE_PLAYED, Event.CARD_PLAYED})}  # 「カードが出現した時」: either (5.11)
DISCARDED = {"battle": frozenset({Event.DISCARDED_BATTLE, Event.HAND_DISCARD}),
             "monster": frozenset({Event.HAND_DISCARD}), "strategy": frozenset({Event.HAND_DISCARD})}
DESTROYED = {"battle": frozenset({Event.BATTLE_DESTROYED, Event.CARD_DESTROYED}),  # 「カードが破壊された時」: either (5.12)
             "strategy": frozenset({Event.STRATEGY_DESTROYED, Event.CARD_DESTROYED})}
NO_EVENTS: frozenset[Event] = frozenset()
EITHER_KIND = frozenset({Event.CARD_PLAYED, Event.CARD_DESTROYED})  # raised beside a kind's own event
# every event of a player's a game's event may be, whatever its card: none watched, none looked for
MAY_BE = {**PLAYERS_EVENTS, "played": PLAYED["monster"] | PLAYED["battle"], "discarded": DISCARDED["battle"],
          "destroyed": DESTROYED["battle"] | DESTROYED["strategy"]}

_NAME = operator.attrgetter("name")  # a card's name (state.Card)


def players_events(s: GameState, event: str, info: dict) -> frozenset[Event]:
    """The events of a player's (10.6.2) a game's event is: played, destroyed and discarded by the type of
    its card (as it is now: in the zone it entered, 10.6.4.1.3, or the pile it went to, 10.6.4.1.1-2)."""
    by_type = {"played": PLAYED, "destroyed": DESTROYED, "discarded": DISCARDED}.get(event)
    if by_type is None:
        return PLAYERS_EVENTS.get(event, NO_EVENTS)
    card = info.get("card")
    return by_type.get(s.definition(card).type, NO_EVENTS) if card in s.cards else NO_EVENTS


@functools.cache
def may_trigger(event: str) -> frozenset[Event]:
    """Every trigger event (Event) a game's event of this kind may meet: a player's event it may be
    (MAY_BE, 10.6.2), a card's own (OWN: 【出現時】 12.2, 【逆襲】 12.7, "これが破壊された時"; "これを手札から捨てた
    時", 10.3.4.1), a phase's beginning (7.x.1) or the game's start (6.3.1.6.1). Where none of them is an
    event some card of the game watches, on_event has nothing to find (Census.heard)."""
    own = {OWN[event].event} if event in OWN else set()
    own |= {Event.DISCARDED} if event == "discarded" else set()
    own |= {Event.PHASE} if event == "phase" else set()
    own |= {Event.GAME_START} if event == "game-start" else set()
    return MAY_BE.get(event, NO_EVENTS) | own


STATE = Trigger(Event.STATE)
# the events of a card coming onto the field a replacement may take the place of: not yet on it, the card is
# found by whose it is and what it is (Ability.replaced), wherever it comes from (5.11.1, 5.9.1, 10.5.2)
COMING = frozenset({"play", "place-strategy"})
STATE_EVENT, PHASE_EVENT = frozenset({Event.STATE}), frozenset({Event.PHASE})
PER_TURN = "per-turn"  # GameState.used's record of a play of an ability limited a turn ("1ターンに1回")
PER_GAME = "per-game"  # … limited a game ("1ゲームに1回"): kept in GameState.used from turn to turn

KEYWORD_RULES = {"evolution": R.KEYWORD_EVOLUTION, "burst": R.KEYWORD_BURST, "base": R.KEYWORD_BASE}


class Outcome(enum.Enum):
    """How an effect went (AbilityLayer.run): the joins after it read it differently (AbilityLayer.run_all)."""
    NOT_CARRIED_OUT = "not carried out"  # its condition false (10.5), its cost not paid (10.5.4), its may declined
    NOTHING = "carried out, nothing done"  # what it asked could not be done, so it was simply not done (1.3.2)
    DONE = "done"

    def __bool__(self) -> bool:  # "そうしたら": only what was actually done counts as done (10.2.1.3.2)
        return self is Outcome.DONE


def rule_of(ability: Ability) -> Rule | None:
    """The rule an ability works by: its keyword's (12.6.2 for 【進化】), its trigger's, or 10.9.1
    for a replacement."""
    if ability.kind == "replacement":
        return R.REPLACE
    trigger = ability.trigger
    if trigger is not None and trigger.phase is not None:
        return KEYWORD_RULES.get(ability.keyword) or PHASE_TRIGGERS[trigger.phase]
    return KEYWORD_RULES.get(ability.keyword) or (TRIGGERS.get(trigger.event) if trigger else None)


def new_game(state: GameState, compile: Compiler, *, at_play_timing: bool = True, tracing: bool = True,
             budget: Budget = Budget()) -> Game:
    """The one way to a game: the rules' procedure over ``state`` with the layer that runs card
    text, ``compile`` reading each card's (``cardtext.compile_card``; ``NO_TEXT`` for a board
    whose cards have none). A ``Game`` made alone refuses to start."""
    game = Game(state, at_play_timing=at_play_timing, tracing=tracing, budget=budget)
    AbilityLayer(game, compile)
    return game


def NO_TEXT(definition: CardDef) -> tuple[Ability, ...]:
    """A compiler for boards of cards without text (the engine's own tests, vanilla benchmarks)."""
    if definition.text:
        raise ValueError(f"{definition.name} has text ({definition.text[:30]}…): give new_game a compiler")
    return ()


class AbilityLayer(CardMoves, BoardReading):
    """Runs the abilities ``compile`` finds on each card of a game (made by :func:`new_game`)."""

    def __init__(self, game: Game, compile: Compiler):
        game.attach(self, compile)
        self.game = game
        self.it: list[str] = []  # "それ": the cards the last effect moved
        self.it_masters: dict[str, str] = {}  # … and whose each was when it took them (3.1.2)
        self.seen: list[tuple[str, str]] = []  # "残り": the cards last revealed or looked at, and where they were
        # the cards one instruction takes off the field at once (1.3.4.1): each sees the others leave (10.6.4.1.2)
        self.together: frozenset[str] = frozenset()
        self.named = 0  # "指定した数字": the number the effect before named
        self.named_side = ""  # "相手のエリア1つを指定し": whose zone it was ("" a number named, either side's)
        self.named_zones: tuple[int, ...] = ()  # the zones named (「2つまで指定し」: each); () a number named
        self.changed = 0  # "この効果で減らした怒り1につき": how much this ability's last rage change moved it (3.4.4)
        self.before: dict[str, dict[str, int]] = {}  # the numbers as the ability resolving began (numbers_now)
        self.waiting: set[tuple[str, int]] = set()  # state triggers on standby: (card, ability index)
        self.effect_of = ""  # the card whose effect (or cost) is being carried out: 「これの効果で」 (3.1.2, 10.9.1)
        self._active = {}  # each player's active cards, as the board last stood (BoardReading.active)
        self._reading: set[tuple[str, str]] = set()
        self._reading_independent: set[tuple[str, str, int]] = set()
        self._arising: list[int] = []
        self.replacing: set[tuple[str, int]] = set()  # replacements being applied: (card, ability index)
        game.listeners.append(self.on_event)
        game.states.append(self.states_met)
        game.replacers.append(self.replacements)
        game.prohibitions = self.forbids
        game.once_more = self.once_more
        game.changes = self.changes
        game.delayed = self.delayed_standby
        game.granted = self.granted
        for entry in game.state.timed:  # a loaded state's timed triggers: each found in its card's text now,
            if not entry.get("burst"):  # not met as an error at its moment
                self.delayed_standby(entry)
        for entry in game.state.lasting:  # … and its abilities granted for a time (10.8.1.2)
            if "grants" in entry and not self._lasting_grants(entry):
                raise ValueError(f"{game.state.name_of(entry['source'])} ({entry['source']}) grants no ability "
                                 f"{entry['grants']} for a time")

    # -- triggers ----------------------------------------------------------------
    def on_event(self, game: Game, event: str, info: dict) -> list[Standby]:
        census = game._census_now if game.state.defs.version == game._census_version else game._take_census()  # (census(), without its call)
        if "game-end" in census.changers:  # (most games have no such card: no call)
            self.game_ends_now(census)
        if census.asks_this_turn:
            self._record(event, info)
        if not census.triggers:
            return []  # no card of the game has a triggered ability (a board of cards without text)
        s = game.state
        heard = census.heard.get(event)
        if heard is None:  # the subscribers of this kind of event: does any trigger of the game's cards listen?
            heard = census.heard[event] = not may_trigger(event).isdisjoint(census.events)
            if not heard and not census.asks_this_turn and "game-end" not in census.changers:
                census.deaf.add(event)  # nothing above asks it either: Game._emit need not call this
        if not heard and not s.timed:  # a timed trigger (10.6.5) keeps its own event: it is asked below
            return []
        if event == "game-start":
            return self._game_start() if Event.GAME_START in census.events else []
        if event == "phase":
            found = []
            phase = info["phase"]  # a Phase's name, which finds it (a StrEnum) without Phase()'s call
            for player in TURN_ORDER[s.turn_player]:  # "your" phase, "the opponent's", or anyone's
                yours = player == info["player"]
                wanted = YOUR_PHASE[phase] if yours else OPPONENTS_PHASE[phase]
                heard = census.phases.get((phase, yours))
                if heard is None:  # does any trigger of the game's cards wait for it? (once a game)
                    heard = census.phases[phase, yours] = not wanted.isdisjoint(census.triggers)
                if not heard:
                    continue
                # the cards that listen to a phase (Active.hearing), or every active card while some are granted abilities
                found += [self._standby(card, player, a) for card in (self.watchers(player) if census.granted
                                                                      else self.active(player).hearing(PHASE_EVENT))
                          if not wanted.isdisjoint(self.triggers_of(card))
                          for a in self.with_granted(card) if a.trigger in wanted and self.working(a, player, card)]
                if census.hand_watchers:  # 10.3.4.1: 「これを手札から山札の下に置く」 works from the hand (the monster deck's too)
                    found += [self._standby(card, player, a) for pile in HIDDEN_PILES for card in s.areas[f"{player}.{pile}"]
                              if s.cards[card].name in census.hand_watchers
                              for a in self.abilities(card) if a.trigger in wanted and works_from_the_hand(a, pile)]
            for _entry, source, master, a in self.lasting_abilities() if s.lasting else ():  # made for a time (10.2.1.2)
                wanted = YOUR_PHASE[phase] if master == info["player"] else OPPONENTS_PHASE[phase]
                found += [self._standby(source, master, a)] if a.kind == "auto" and a.trigger in wanted else []
            return found
        found = ([] if MAY_BE.get(event, NO_EVENTS).isdisjoint(census.events) and not s.timed
                 else self._general(event, info, census))
        if event in LEAVING and (event != "to-discard" or info.get("from_field")):
            found += self._looked_back(event, info, census)
        if event not in OWN and event != "discarded":
            return found  # no event of a card's own ("to-discard", "drew", …): only other cards watch it
        card = info.get("card")
        if card is None or card not in s.cards:
            return found
        master, own = s.master(card), self.game.indexed(card).events  # 3.1.2.2: its card's master
        # what the card had been granted on the field, as it left it (10.6.4.1.2)
        had: tuple[Ability, ...] = info.get("granted", ())
        if had:
            own = own | {a.trigger.event for a in had if a.trigger is not None}
        if event == "discarded" and Event.DISCARDED not in own:
            return found
        if event == "discarded":  # "相手の効果でこれを手札から捨てた時": from the discard pile (10.3.4.1)
            cause = info.get("cause", "")
            why: set[Cause | None] = {None}  # "これを手札から捨てた時": however it was discarded
            why |= {Cause.INVASION} if cause == "invasion" else set()
            why |= {Cause.OPPONENT_EFFECT} if cause == f"effect:{other(master)}" else set()
            return found + [self._standby(card, master, a) for a in self.game.abilities(card)
                            if a.kind == "auto" and a.trigger is not None and a.trigger.event is Event.DISCARDED
                            and a.trigger.cause in why and self.working(a, master, card)]
        if event == "destroyed":  # "これが(踏み潰し処理で)破壊された時": as it was on the field (10.6.4.1.2)
            if Event.DESTROYED_SELF not in own:
                return found
            causes = causes_of(info.get("cause") or "", master)  # the crush, or whose effect (3.1.2)
            return found + [self._standby(card, master, a, sees=R.INFO_FIELD) for a in self.game.abilities(card) + had
                            if a.kind == "auto" and a.trigger is not None and a.trigger.event is Event.DESTROYED_SELF
                            and (a.trigger.cause is None or a.trigger.cause in causes) and self.working(a, master, card)]
        trigger = OWN.get(event)
        if event == "invaded" and not info.get("advanced", True):
            return found  # 12.3.2.1: 【進攻時】 only when the invasion advanced it (「進攻した時」 of others: above)
        if census.granted:  # "「出現時…」を得る": the events of what it is granted now, too
            own = own | {a.trigger.event for a in self.granted(card) if a.trigger is not None}
        if trigger is None or trigger.event not in own or (event == "left-field" and info.get("by_duplicate")):
            return found  # 12.7.2: not by the duplicate-card process
        # 【逆襲】 asks of the card as it was on the field: on top, not stacked under another (12.7.3)
        sees = R.INFO_FIELD if event == "left-field" else None
        mine = self.with_granted(card) if census.granted else self.game.abilities(card)  # granted it now, too
        # "これが強襲で出現した時": 【出現時】 of the card played that way only (12.5.2)
        causes = causes_of(info.get("cause") or "", master, s.cards[card].played_by,
                           s.cards[card].played_from) if event == "played" else frozenset()
        return found + [self._standby(card, master, a, sees=sees) for a in mine + had
                        if a.kind == "auto" and a.trigger is not None and self.working(a, master, card)
                        and (a.trigger == trigger or (a.trigger.cause in causes and dataclasses.replace(a.trigger, cause=None) == trigger))]

    def _game_start(self) -> list[Standby]:
        """"ゲーム開始時、": the abilities met as the game begins (6.3.1.6.1's moment), each player's in turn
        order (10.4.3.2, 10.4.3.3) — of the invading monster on the field (10.3.4.2), and of a card in the
        hand whose text names the hand ("これがあなたの手札にあるなら", 10.3.4.1)."""
        s, found = self.game.state, list[Standby]()
        for master in TURN_ORDER[s.turn_player]:
            for card in [*s.areas[f"{master}.invading"][:1], *s.areas[f"{master}.hand"]]:
                in_hand = s.where(card).endswith(".hand")
                found += [self._standby(card, master, a) for a in self.game.abilities(card)
                          if a.kind == "auto" and a.trigger is not None and a.trigger.event is Event.GAME_START
                          and (not in_hand or any(names_the_hand(c) for c in (a.condition, *(e.condition for e in a.effects))))
                          and (in_hand or self.working(a, master, card))]
        return found

    def _record(self, event: str, info: dict) -> None:
        """Each player's event (10.6.2) kept for the turn (GameState.done) as "event:kind" ("event:kind@A" when an
        effect of A's caused it, 3.1.2: 「このターン相手の効果で…破壊されていたら」), the type of the
        card it is of, for 「このターン…ていたら」 (Condition "happened-this-turn", "done-this-turn"):
        kept only in a game where some card asks it (Census.asks_this_turn), as recording costs
        every game a twentieth of its time."""
        s, player = self.game.state, info.get("player")
        if player is None or event == "phase":
            return
        subject = info.get("holder", info.get("card"))
        kind = s.definition(subject).type if subject in s.cards else ""
        cause = info.get("cause") or ""
        by = "@" + cause.removeprefix("effect:") if cause.startswith("effect:") else ""
        card = f"#{subject}" if subject in s.cards else ""  # the card, for a card phrase asked of it (「赤の交戦カードが…ていたら」)
        # (「カードが出現した時」's card-played, card-destroyed: the kind's own event is kept, with the kind)
        s.done[player] += [f"{e}:{kind}{by}{card}" for e in sorted(players_events(s, event, info)) if e not in EITHER_KIND]

    def _general(self, event: str, info: dict, census: Census) -> list[Standby]:
        """Abilities of every active card that watch a player's event ("あなたの怪獣カードの
        怒りが増えるたび", "相手の怪獣カードが進攻した時", "エリア6~8に進攻した時")."""
        s = self.game.state
        player = info.get("player")
        if player is None:
            return []
        events, sees = players_events(s, event, info), None
        if event == "played":  # the type of the card in the zone it entered (10.6.4.1.3)
            sees = R.INFO_NEW_AREA
        elif event in ("destroyed", "left-field", "returned", "left-to-deck"):  # … as it was on the field (10.6.4.1.2)
            sees = R.INFO_FIELD
        elif event == "discarded":  # … of the card in the discard pile, not in the hand (10.6.4.1.1)
            sees = R.INFO_PUBLIC
        found: list[Standby] = []
        if events.isdisjoint(census.events) and not s.timed:
            return found  # no card of the game watches this event (the usual case)
        granting = bool(census.granted)  # some card grants abilities: every active card may watch (10.8.1.2)
        # "エリア8に到達した時", "同じ縦列に前進した時": where the monster stands now
        # (an invasion that did not advance entered no zone: not 「エリア6~8に進攻した時」, 12.3.2.1)
        zone = (s.position[player] if event in ("advanced", "reached-zone") or (event == "invaded" and info.get("advanced", True))
                else 0)
        column = event == "advanced" and s.position[other(player)] in same_column(zone)[1]
        # "あなたの交戦カードが捨て札に置かれるたび", "これの下にカードが重ねられた時": the card it is of
        subject = info.get("holder", info.get("card"))
        kind = s.definition(subject).type if subject in s.cards else ""
        cause = info.get("cause") or ""  # "強襲により捨て札になった時": why it happened, when the rules say
        played_by = s.cards[subject].played_by if event == "played" and subject in s.cards else ""
        played_from = s.cards[subject].played_from if event == "played" and subject in s.cards else ""
        for entry in [t for t in s.timed if t["at"] == "event"]:  # "次にあなたの交戦カードが破壊された時、": once (10.6.5.1)
            master = entry["master"]
            waits = _waits_for(entry)
            if waits.fires(events, (Whose.ANY, Whose.YOU if master == player else Whose.OPPONENT),
                           zone, column, kind, subject == entry["card"], causes_of(cause, master, played_by, played_from)) \
                    and self.event_card_fits(waits, subject, entry["card"], info):
                s.timed.remove(entry)
                found.append(self.delayed_standby(entry))
        for _entry, source, master, ability in self.lasting_abilities() if s.lasting else ():
            whose = (Whose.ANY, Whose.YOU if master == player else Whose.OPPONENT)  # "このターン、…たび": its master's (10.2.1.2)
            if ability.kind == "auto" and ability.trigger is not None and ability.trigger.fires(
                    events, whose, zone, column, kind, False, causes_of(cause, master, played_by, played_from)) \
                    and self.event_card_fits(ability.trigger, subject, source, info):
                found.append(self._standby(source, master, ability, info.get("card"), sees=sees))
        for master in TURN_ORDER[s.turn_player]:
            whose = (Whose.ANY, Whose.YOU if master == player else Whose.OPPONENT)
            if census.watched.isdisjoint(itertools.product(events, whose)):
                continue  # none for this player's cards
            causes = causes_of(cause, master, played_by, played_from)
            found += [self._standby(card, master, a, info.get("card"), sees=sees)
                      for card in (self.active(master).cards if granting else self.active(master).hearing(events))
                      if not granting or not events.isdisjoint(self.events_of(card))
                      for a in (self.with_granted(card) if granting else self.game.abilities(card))
                      if a.kind == "auto" and a.trigger is not None
                      and a.trigger.fires(events, whose, zone, column, kind, subject == card, causes)
                      and self.event_card_fits(a.trigger, subject, card, info) and self.working(a, master, card)]
            if census.hand_watchers:  # 10.3.4.1: 「これを手札から山札の下に置く」 is clearly meant to work from the hand
                found += [self._standby(card, master, a, sees=sees) for pile in HIDDEN_PILES for card in s.areas[f"{master}.{pile}"]
                          if s.cards[card].name in census.hand_watchers
                          and not events.isdisjoint(self.game.indexed(card).from_hand)
                          for a in self.abilities(card)
                          if a.kind == "auto" and a.trigger is not None
                          and a.trigger.fires(events, whose, zone, column, kind, subject == card, causes)
                          and self.event_card_fits(a.trigger, subject, card, info) and works_from_the_hand(a, pile)]
            pile = s.areas[f"{master}.discard"]
            if not census.discard_watchers or census.discard_watchers.isdisjoint(
                    map(_NAME, map(s.cards.__getitem__, pile))):  # (the pile's names read with no loop in Python)
                continue
            # 10.3.4.1: "あなたの捨て札からこれを出現させる" is clearly meant to work from there
            found += [self._standby(card, master, a, sees=sees) for card in pile
                      if s.cards[card].name in census.discard_watchers
                      and not events.isdisjoint(self.game.indexed(card).from_discard)
                      for a in self.abilities(card)
                      if a.kind == "auto" and a.trigger is not None
                      and a.trigger.fires(events, whose, zone, column, kind, subject == card, causes)
                      and self.event_card_fits(a.trigger, subject, card, info) and self.awake(a, master, card) and works_from_the_discard(a)]
        return found

    def _looked_back(self, event: str, info: dict, census: Census) -> list[Standby]:
        """10.6.4.1.2: a card that has just left the field sees its own leaving as it was there — its
        triggers on a player's event that its leaving is ("あなたの交戦カードが(踏み潰し処理で)破壊された時",
        "あなたのカードがフィールドを離れるたび", "これが強襲により捨て札になった時") trigger as those of any
        card still on the field do, as 【逆襲】 (12.7.2) and 「これが破壊された時」 do; 「他の…」 leaves it out
        (Trigger.card). Each ability once: one that plays this card from the discard pile it now lies in is
        already found there (10.3.4.1)."""
        s = self.game.state
        subject, player = info.get("card"), info.get("player")
        if subject is None or subject not in s.cards or player is None:
            return []
        events = players_events(s, event, info)
        if events.isdisjoint(census.events):
            return []  # no card watches this event
        kind = s.definition(subject).type
        # … and those the same instruction took off the field before it, which saw it leave with them (1.3.4.1)
        leavers = [subject] + ([c for c in self.together if c != subject and c in s.cards]
                               if subject in self.together else [])
        found: list[Standby] = []
        for card in leavers:
            master = s.master(card)
            if card in self.active(master).cards:
                continue  # still on the field (a replacement kept it): it watches as any card there does
            whose = (Whose.ANY, Whose.YOU if master == player else Whose.OPPONENT)
            causes = causes_of(info.get("cause") or "", master)
            in_discard = s.where(card) == f"{master}.discard" and s.cards[card].name in census.discard_watchers
            found += [self._standby(card, master, a, subject, sees=R.INFO_FIELD)
                      for a in self.game.abilities(card) + (info.get("granted", ()) if card == subject else ())
                      if a.kind == "auto" and a.trigger is not None and a.trigger.event not in OWN_EVENTS
                      and a.trigger.fires(events, whose, 0, False, kind, card == subject, causes)
                      and self.event_card_fits(a.trigger, subject, card, info) and self.working(a, master, card)
                      and not (in_discard and works_from_the_discard(a))]
        return found

    def event_card_fits(self, trigger: Trigger, card: str | None, source: str, info: dict | None = None) -> bool:
        """Whether the card an event is of is one the trigger's card phrase finds (Trigger.card: 「あなたの赤の
        交戦カードが破壊された時」), its information as 10.6.4.1 has the trigger see it — the engine keeps a
        card's printed information and the continuous changes that reach it where it is now."""
        if trigger.card is None:
            return True
        s, phrase = self.game.state, trigger.card
        if card is None or card not in s.cards:
            return False
        if phrase.same_column or phrase.adjacent or phrase.facing or phrase.side or phrase.zones:
            # 「これと同じ縦列にいる交戦カードが破壊された時」, 「これの前のエリアにいる…」, 「あなたのエリア6~8にいる…」 (4.4, 4.4.5)
            master = s.master(source)
            if s.zone_of(card) is not None:  # played or moved: where it is now (10.6.4.1.3)
                return self._reaches(card, phrase, master, source)
            zone, owner = (info or {}).get("zone"), (info or {}).get("player", "")
            if zone is None:  # it left no zone (a strategy zone, a hand): no place of a zone's
                return False
            if phrase.owner != "each" and owner != self.player(phrase.owner, master):
                return False
            if phrase.zones and zone not in phrase.zones:
                return False
            if phrase.same_column or phrase.adjacent or phrase.facing or phrase.side:
                here = self.here(source, master)
                if here is None:  # this card has left the field: its zone is gone with it (10.10.1.1)
                    return False
                if not placed_as_said(phrase, zone, here, across=owner != master):
                    return False  # … as it was on the field, in the zone it left (10.6.4.1.2)
        return self.fits(card, phrase, source)

    def delayed_standby(self, entry: dict) -> Standby:
        """A timed trigger an effect made (10.6.5), as the state keeps it (GameState.timed): its
        ability made again from the words of its source's text, found among that card's timed
        effects; its source is that card wherever it is now (10.11.2)."""
        game, source, master, text = self.game, entry["card"], entry["master"], entry["text"]
        effects = next((e.options[0][1] for a in (*game.index_of(game.state.name_of(source)).all,
                                                   *game.census().granted)  # its own text, or granted it
                        for e in _timed_effects(a.effects) if e.options[0][0] == text), None)
        if effects is None:
            raise ValueError(f"{game.state.name_of(source)} ({source}) has no timed effect 「{text}」")
        later = _waits_for(entry) if entry["at"] == "event" else None
        ability = Ability(text, "auto", trigger=later, effects=effects)

        def resolve(g: Game) -> Flow:
            self.it, self.seen = list(entry.get("it", [])), []  # "それを破壊する": what it was made after
            self.before, self.changed = self.numbers_now(), 0
            yield from self.run_all(effects, master, source, ability)

        return Standby(master, source, f"{game.name(source)}: {text}", resolve, (R.TIMED_TRIGGER, R.SOURCE))

    def game_ends_now(self, census: Census) -> None:
        """1.2.4 with 10.5.1: a continuous 「(…なら、)あなたはゲームに勝利する」 makes its player win (or lose)
        the moment it applies — looked at after every event the engine raises and at every check timing
        (``census``: the one the caller has, not looked up again on that hot path)."""
        game = self.game
        if game.over or "game-end" not in census.changers:
            return
        for master in TURN_ORDER[game.state.turn_player]:
            for source in self.active(master).changing.get("game-end", ()):
                for ability, m in self.modifiers(source, "game-end"):
                    if self.awake(ability, master, source) and self.holds(m.condition, master, source):
                        player = master if m.scope == "you" else other(master)
                        loser = other(player) if m.amount > 0 else player
                        game.log([R.LOSE_BY_EFFECT, R.CONTINUOUS_ALWAYS], f"{loser} loses the game by "
                                 f"{game.name(source)}: {ability.text}", loser, [source])
                        game._end(Result(other(loser), "effect", R.LOSE_BY_EFFECT.number))
                        return

    def states_met(self, game: Game) -> list[Standby]:
        """10.6.6: the state triggers ("あなたの手札にカードがない時、") whose state holds now; each
        waits once, and may trigger again only after it has resolved (10.6.6.1)."""
        census = game._census_now if game.state.defs.version == game._census_version else game._take_census()  # (census(), without its call)
        if "game-end" in census.changers:  # (most games have no such card: no call)
            self.game_ends_now(census)
        s = game.state
        found: list[Standby] = []
        if Event.STATE not in census.events:
            return found
        for master, active in self.actives():
            for card in active.hearing(STATE_EVENT):  # the cards with a state trigger
                for index, ability in enumerate(self.abilities(card)):
                    if (ability.kind == "auto" and ability.trigger == STATE and (card, index) not in self.waiting
                            and self.awake(ability, master, card) and self.holds(ability.condition, master, card)):
                        self.waiting.add((card, index))
                        found.append(self._standby(card, master, ability, waits=(card, index)))
        # … and those an effect made for a time (「このターン、あなたの手札にカードがない時、…」: 10.2.1.2 × 10.6.6),
        # its master's while it lasts, whatever its source does now
        for i, source, master, ability in self.lasting_abilities() if s.lasting else ():
            key = (source, -1 - i)
            if (ability.kind == "auto" and ability.trigger == STATE and key not in self.waiting
                    and self.holds(ability.condition, master, source)):
                self.waiting.add(key)
                found.append(self._standby(source, master, ability, waits=key))
        return found

    def _standby(self, card: str, master: str, ability: Ability, it: str | None = None,
                 waits: tuple[str, int] | None = None, sees: Rule | None = None) -> Standby:
        """``it``: the card the event was about ("あなたの交戦カードが出現するたび、それと…");
        ``sees``: which of its information the trigger read, for a move between areas (10.6.4.1)."""
        name = self.game.name(card)

        def resolve(game: Game) -> Flow:
            self.it = [it] if it is not None else []  # never what another ability did
            self.seen = []
            self.before, self.changed = self.numbers_now(), 0  # "この効果で…になったら": as they were when it began
            try:
                if not self._within_limit(card, master, ability):
                    return
                yield from self.run_all(ability.effects, master, card, ability)
            finally:
                self.waiting.discard(waits)  # a state trigger may wait again (10.6.6.1)

        because = rule_of(ability)
        rules: tuple[Rule, ...] = (because,) if because else ()
        if ability.awakening:  # it triggered because the monster has reached zone N (12.4.2)
            rules += (R.KEYWORD_AWAKENING,)
        if self.game.state.area_of(card) in ("hand", "discard"):
            rules += (R.ACTIVE_WHERE_CLEAR,)  # "…捨て札からこれを出現させる": meant to work from there
        if sees is not None:
            rules += (sees,)
        return Standby(master, card, f"{name}: {ability.text}", resolve, rules, about=it or "")

    # -- granted abilities (10.8.1.2) ------------------------------------------------------
    def granted(self, card: str) -> tuple[Ability, ...]:
        """The abilities active continuous abilities grant ``card`` now ("…すべては「…」を得る")."""
        census = self.game.census()
        if not census.granted or card not in self.game.state.cards:
            return ()
        s, found = self.game.state, list[Ability]()
        since = s.cards[card].since
        for entry in s.in_force():  # "このターン、これは「…」を得る": for a time (10.2.1.2), as a change of 10.8.2
            if entry["stat"] == "grant" and card in entry["cards"] and since <= entry["since"]:
                found += self._lasting_grants(entry)
        if "grant" not in census.changers:
            return tuple(found)
        for master in TURN_ORDER[s.turn_player]:
            for source in self.active(master).changing.get("grant", ()):
                for ability, m in self.modifiers(source, "grant"):
                    if (self.awake(ability, master, source) and self._applies(m, master, source, card)
                            and self.holds(m.condition, master, source)):
                        found += m.grants
        return tuple(found)

    def _lasting_grants(self, entry: dict) -> tuple[Ability, ...]:
        """The abilities a change for a time grants, found again in its source's text by their
        words (the state keeps the words, not the values: a saved game loads them so)."""
        game = self.game
        for ability in game.index_of(game.state.name_of(entry["source"])).all:
            for e in effects_in(ability.effects):
                if e.modifier is not None and [a.text for a in e.modifier.grants] == entry["grants"]:
                    return e.modifier.grants
        return ()

    def with_granted(self, card: str) -> tuple[Ability, ...]:
        """A card's own abilities (not filtered for 10.3.2: :meth:`working` says it) and those granted it."""
        own = self.game.abilities(card)
        return own + self.granted(card) if self.game.census().granted else own

    def watchers(self, player: str) -> tuple[str, ...]:
        """The active cards an event may trigger: those with automatic abilities, or every one while
        some card grants abilities (10.8.1.2)."""
        active = self.active(player)
        return active.cards if self.game.census().granted else active.watching

    def events_of(self, card: str) -> frozenset[Event]:
        own = self.game.indexed(card).events
        granted = self.granted(card) if self.game.census().granted else ()
        return own | {a.trigger.event for a in granted if a.trigger is not None} if granted else own

    def triggers_of(self, card: str) -> frozenset[Trigger]:
        own = self.game.indexed(card).triggers
        granted = self.granted(card) if self.game.census().granted else ()
        return own | {a.trigger for a in granted if a.trigger is not None} if granted else own

    def working(self, ability: Ability, master: str, card: str) -> bool:
        """Whether an automatic ability whose event has happened triggers: awake (12.4.2, the turn
        it names), its card's abilities not made invalid (10.3.2), and valid under the condition it
        names (10.3.3). One that would trigger but for 10.3.2 or 10.3.3 is said in the trace."""
        if not self.in_time(ability, master):
            return False
        if self.invalid(card, ability):
            self.game.log(R.INVALID, f"{self.game.name(card)}: {ability.text} does not trigger: its abilities "
                          "are invalid", master, [card])
            return False
        if ability.valid_if is not None and not self.holds(ability.valid_if, master, card):
            self.game.log(R.VALID_ONLY, f"{self.game.name(card)}: {ability.text} does not trigger: it is valid "
                          f"only while {ability.valid_if}", master, [card])
            return False
        return True

    def _within_limit(self, card: str, master: str, ability: Ability) -> bool:
        """"1ターンに1回": an ability with a limit a turn is played that many times this turn at
        most, by this card (1.3.1 over 10.6.2.1); one triggered beyond it cannot be played, and its
        standby is cancelled (10.6.3.2). Each play is counted in the turn's record (GameState.used)."""
        if not ability.per_turn:
            return True
        if self._spent(card, master, ability):
            self.game.log([R.CARD_OVER_RULES, R.STANDBY_CANNOT], f"{self.game.name(card)}: {ability.text} has "
                          f"been played {ability.per_turn} time{'s' * (ability.per_turn > 1)} this "
                          f"{'game' if ability.per_game else 'turn'}, its "
                          "limit: not played", master, [card])
            return False
        self.game.state.used[master].append(self._limit_key(card, ability))
        return True

    def _limit_key(self, card: str, ability: Ability) -> str:
        """The turn record's name of one play of ``card``'s limited ability: its printed place, or a granted
        one's words (GameState.used)."""
        own = self.game.abilities(card)
        return f"{PER_GAME if ability.per_game else PER_TURN}:{card}:{own.index(ability) if ability in own else ability.text}"

    def _spent(self, card: str, master: str, ability: Ability) -> bool:
        """Whether ``card``'s ability limited a turn ("1ターンに1回") has been applied its N times this turn (1.3.1)."""
        return bool(ability.per_turn) and (self.game.state.used[master].count(self._limit_key(card, ability))
                                           >= ability.per_turn)

    def replacements(self, game: Game, event: str, card: str, cause: str = "") -> list[Replacement]:
        """The replacement abilities for ``event`` happening to ``card`` (``cause``: "effect:A", the
        effect's master): its own ("when this is destroyed, instead"), those of active cards that
        name it ("あなたの他の交戦カードが相手の効果で破壊される際"), and, for a card destroyed out of a
        strategy zone, those of its owner's ("あなたのカードが戦略カード置き場から捨て札になる際")."""
        s = game.state
        census = game._census_now if game.state.defs.version == game._census_version else game._take_census()  # (census(), without its call)
        if event not in census.replaced and not (event == "destroy" and "strategy-discard" in census.replaced):
            return []  # no card of the game replaces it (the usual case for a monster's moves)
        owner = s.master(card)  # 3.1.2: the player whose area holds it
        if event in PLAYERS_REPLACED:  # a step of the turn player's (``card``: their monster), or a player's draw (the
            #                    card drawn, its player's), replaced by either player's cards
            sources = [(source, event, master) for master in (owner, other(owner))
                       for source in self.active_cards(master)]
            return self._replacing(event, sources, card, cause)
        sources = [(card, event, owner)]
        others = census.other_replacers
        if others:  # 10.9.1: another card's ability may replace this one's destruction, or its move
            sources += [(source, event, master) for master in (s.turn_player, other(s.turn_player))
                        for source in self.active_cards(master) if source != card and s.cards[source].name in others]
        if event == "destroy" and s.in_strategy_zone(card):
            sources += [(source, "strategy-discard", owner) for source in self.active_cards(owner)]
        return self._replacing(event, sources, card, cause)

    def lasting_abilities(self) -> list[tuple[int, str, str, Ability]]:
        """The abilities one-shot effects made for a time that are in force now (10.2.1.2 × 10.9 / 10.6):
        (its entry's number, its source, its master, the ability), found again in the source's text."""
        s = self.game.state
        return [(i, entry["source"], entry["player"], ability) for i, entry in enumerate(s.in_force())
                if entry["stat"] == "ability" for ability in self._lasting_grants(entry)]

    def _replacing(self, event: str, sources: list[tuple[str, str, str]], card: str, cause: str) -> list[Replacement]:
        """The replacements of ``sources`` (card, event, master) that apply to the event of ``card``,
        and those effects made for a time (their master's, whatever their source does now)."""
        game, s = self.game, self.game.state
        found = []
        candidates = [(source, replaces, master, index, ability) for source, replaces, master in sources
                      if replaces in self.game.indexed(source).replaces
                      for index, ability in enumerate(self.abilities(source))]
        if self.game.census().granted:  # "これは「これが破壊される際、かわりに…」を得る": its own event (10.8.1.2)
            candidates += [(card, event, master, 1000 + index, ability) for source, _replaces, master in sources
                           if source == card for index, ability in enumerate(self.granted(card))]
        if self.game.census().granted_replacers:  # "…すべては「あなたの他の交戦カードが…際、かわりに…」を得る":
            candidates += [(holder, event, master, 2000 + index, ability)  # … every card that has it (10.8.1.2)
                           for master in TURN_ORDER[s.turn_player] for holder in self.active_cards(master)
                           if holder != card for index, ability in enumerate(self.granted(holder))
                           if ability.kind == "replacement" and ability.replaces == event
                           and (ability.replaced is not None or event in PLAYERS_REPLACED)]
        candidates += [(source, event, master, -1 - i, ability) for i, source, master, ability in self.lasting_abilities()
                       if ability.kind == "replacement" and ability.replaces == event]
        for source, replaces, master, index, ability in candidates:
            lasting = index < 0  # made for a time: its master's while it lasts, not its card's (10.2.1.2)
            if ability.kind != "replacement" or ability.replaces != replaces:
                continue
            if (source, index) in self.replacing:
                continue  # 10.9.2.3: not again for the event its own application causes ("…かわりにこれを破壊する")
            if replaces == "draw" or replaces in DECK_ACTS:
                if (ability.phase_of == "opponent") != (master != s.master(card)):
                    continue  # "あなたが/相手がカードを引く際": whose draw it is (5.4.1)
            elif replaces in RULE_STEPS:
                if (ability.phase_of == "opponent") != (master != s.turn_player):
                    continue  # "あなたの/相手がスタートフェイズに…": whose phase it is
                if replaces in ("start-rage", "end-advance") and source != card:
                    continue  # "これの怒り", "これが前進する": this monster's own
            elif replaces != "strategy-discard" and ability.replaced is None and source != card:
                continue  # "これが…": this card's own event only
            if ability.replaced is not None and replaces in COMING:
                if (ability.replaced.owner != "each" and s.master(card) != self.player(ability.replaced.owner, master)
                        or not self.fits(card, ability.replaced, source)):
                    continue  # a card coming onto the field: whose, and its kind, wherever it comes from (5.11.1, 10.5.2)
            elif ability.replaced is not None and card not in (
                    self.targets(ability.replaced, master, source) if ability.replaced.area == "hand"
                    else self.on_field(ability.replaced, master, source)):
                continue  # a card phrase: the cards it finds (this one too, unless 他の), a hand's for a discard
            if ability.replaced_by == "this-effect":
                if not cause.startswith("effect:") or self.effect_of != source:
                    continue  # 「これの効果で」: only while an effect (a cost, 10.5.4.2) of this card is carried out
            elif ability.replaced_by and ability.replaced_by not in causes_of(cause, master):
                continue  # "相手の効果で", "効果で", "踏み潰し処理で", "強襲によって": only when that causes it (3.1.2)
            if not lasting and not self.awake(ability, master, source):
                continue
            if not self.holds(ability.condition, master, source):
                continue
            if self._spent(source, master, ability):  # "1ターンに1回、…際、かわりに…": applied its N times (1.3.1)
                game.log(R.CARD_OVER_RULES, f"{game.name(source)}: {ability.text} has replaced "
                         f"{ability.per_turn} time{'s' * (ability.per_turn > 1)} this {'game' if ability.per_game else 'turn'}, "
                         "its limit: it does not "
                         "apply", master, [source])
                continue
            undoable = self._short(ability.effects[0], master, source) if ability.optional else ""
            if undoable:  # 10.9.3: "かわりに…てよい" whose choice cannot be carried out does not apply
                game.log(R.REPLACE_UNDOABLE, f"{game.name(source)}: {ability.text} cannot apply ({undoable})",
                         master, [source])
            else:
                def apply(g: Game, ability: Ability = ability, source: str = source, master: str = master,
                          index: int = index) -> Flow:
                    self.it = [card]  # "それ": the card the event happens to
                    if ability.per_turn:  # one of its N applications this turn (1.3.1)
                        g.state.used[master].append(self._limit_key(source, ability))
                    self.replacing.add((source, index))
                    try:
                        yield from self.run_all(ability.effects, master, source, ability)
                    finally:
                        self.replacing.discard((source, index))
                found.append(Replacement(f"{game.name(source)}: {ability.text}", ability.optional, apply))
        return found

    # -- effects (one-shot, 10.7) ------------------------------------------------
    def run_all(self, effects: tuple[Effect, ...], master: str, source: str, ability: Ability) -> Flow:
        """The effects in order, each after the one before as it is joined to it:
        - "Aし、B" (``with_previous``): B is part of A's sentence, skipped only when A was not carried out
          (its condition false, its cost unpaid, its "may" declined, or A itself skipped); when A was carried
          out and could do nothing, B is still done — what cannot be done is simply not done, and the rest is
          done as far as possible (1.3.2);
        - "そうしたら、B" (``if_done``): B only if A was actually done (10.2.1.3.2, 10.9.3);
        - "しなかったなら、B" (``unless_previous``): B only if A was not done (10.5).
        An effect skipped counts as not carried out for the steps joined to it. A destruction that destroyed
        nothing — no target could be chosen (10.5.3.1.2) or none left the field — is not done
        (「破壊しなかったなら」, 「破壊できなかったなら、かわりに…」), though it was carried out."""
        before, done = Outcome.DONE, True
        for effect in effects:
            if self.game.over:
                return
            if (effect.with_previous and before is Outcome.NOT_CARRIED_OUT or effect.if_done and not done
                    or effect.unless_previous and done):
                before, done = Outcome.NOT_CARRIED_OUT, False
                continue
            before = yield from self.run(effect, master, source, ability)
            done = bool(before) and not (effect.verb == "destroy" and not self.it)

    def _pay(self, cost: Effect, master: str, source: str, ability: Ability, first: bool) -> Flow:
        """10.5.4: offer the cost if it can be paid in full; True when it was paid. ``first``: the
        cost opens an automatic ability, so not paying it is not playing it (10.6.3.2)."""
        game = self.game
        short = self._short(cost, master, source)
        if short:
            game.log([R.COST_WHOLE, R.STANDBY_CANNOT] if first else R.COST_WHOLE, f"{master} cannot pay: {short}"
                     + (f"; {game.name(source)}'s ability is not played" if first else ""), master)
            return False
        if not (yield from game.ask(master, f"pay the cost of {game.name(source)}", R.COST)):
            if first:
                game.log(R.STANDBY_DECLINED, f"{master} does not pay; {game.name(source)}'s ability is not "
                         "played", master, [source])
            return False
        if cost.verb == "choose":  # several parts, each paid; or one of costs, chosen among those payable in full
            payable = [i for i, (_text, parts) in enumerate(cost.options)
                       if not any(self._short(part, master, source) for part in parts)]
            key = str(payable[0]) if len(payable) == 1 else (yield from game.choose(
                master, "option", "which cost to pay", [(str(i), cost.options[i][0]) for i in payable], R.COST_WHOLE))
            paid = True
            for part in cost.options[int(key)][1]:
                paid = (yield from self._paid(part, master, source, ability)) and paid
            return paid
        return (yield from self._paid(cost, master, source, ability))

    def _paid(self, cost: Effect, master: str, source: str, ability: Ability) -> Flow:
        done = yield from self.run(cost, master, source, ability)  # paid even if a replacement changed it (10.5.4.2)
        # a move is paid only if it changed zone (5.13.3); a swap only if both moved (5.6.2: else neither does)
        return bool(done) or cost.verb not in ("advance", "retreat", "swap")

    def _top_to(self, effect: Effect, player: str, master: str, source: str, rule: Rule) -> Flow:
        """"山札の上から1枚を手札に加える / これの下に重ねる / 山札の下に置く": the top N cards of ``player``'s deck
        moved (5.2.1), one at a time from the top, each card once — a deck shorter than N gives what it has, an
        empty one nothing (1.3.2): no reshuffle (11.2.2 is a draw's) and no draw (5.4: 「カードを引いた時」 does not
        see it). Into the hand of its owner (4.1.7), under this card (3.2.1, with what is under it, 3.2.4), or to
        the deck's bottom in the order they were; "まで": the master stops when they want (10.5.3.1.1)."""
        game, s = self.game, self.game.state
        self.it = []
        if effect.to == "under" and self.here(source, master) is None:
            game.log([rule, R.IMPOSSIBLE], f"{game.name(source)} is no longer on the field: nothing is stacked "
                     "under it", master)
            return False
        taken = list(s.areas[f"{player}.deck"][:max(0, effect.amount)])  # taken now: each moves once (1.3.2)
        if not taken:
            game.log([rule, R.IMPOSSIBLE], f"{player}'s deck is empty: nothing is moved", master)
        for card in taken:
            if s.where(card) != f"{player}.deck" or effect.upto and not (yield from game.ask(
                    master, f"take the top card of {player}'s deck", R.TARGETS_UP_TO)):
                break
            if effect.to == "hand":
                s.put(card, f"{s.cards[card].owner}.hand")  # 4.1.7: its owner's hand
                game.log([rule, R.MOVE, R.OWNER_AREA], f"{game.name(card)} is put from the top of {player}'s "
                         "deck into the hand (not a draw, 5.4)", master, [card])
            elif effect.to == "under":
                if not (yield from self._put_under(card, source, master)):
                    continue
                game.log([rule, R.STACK], f"{game.name(card)} is stacked from the top of {player}'s deck under "
                         f"{game.name(source)}", master, [card, source])
            else:
                s.put(card, f"{s.cards[card].owner}.deck", top=False)  # 4.1.7: its owner's deck
                game.log([rule, R.MOVE], f"{game.name(card)} is put from the top of {player}'s deck on its "
                         "bottom", master, [card])
            self.it.append(card)
        return bool(self.it)

    def _short(self, cost: Effect, master: str, source: str) -> str:
        """Why a cost, or an optional replacement's choice (10.9.3), cannot be carried out in full
        now; "" when it can."""
        game = self.game
        short = ""
        if cost.verb == "choose":  # 10.5.4.1, 1.3.2: a cost of parts is short when one part is; a choice, when every one is
            shorts = ["; ".join(filter(None, (self._short(part, master, source) for part in parts)))
                      for _text, parts in cost.options]
            return "" if any(not why for why in shorts) else " / ".join(shorts)
        if cost.verb == "discard" and len(self._discardable(cost, master, source)) < cost.amount:
            short = "too few cards to discard"
        elif cost.verb == "rage" and game.state.rage[master] < -cost.amount:
            short = f"rage {game.state.rage[master]}"
        elif cost.verb in ("stack-under", "stack-self-under") and len(
                self.targets(cost.aim, master, source)) < cost.amount:
            short = "too few cards to stack"
        elif cost.verb in ("destroy-self", "return-self", "deck-bottom-self") and not (
                source in game.state.cards and (game.state.in_zone_or_strategy_zone(source)
                                                or source == game.state.top_of_invading(master))):
            short = f"{game.name(source)} is no longer on the field"
        elif cost.verb == "self-from-discard" and not (
                source in game.state.cards and game.state.where(source) == f"{master}.discard"):  # 10.3.4.1, 10.5.4
            short = f"{game.name(source)} is not in the discard pile"
        elif cost.verb in SELF_FROM_PILE and not (
                source in game.state.cards and game.state.where(source) == f"{master}.{SELF_FROM_PILE[cost.verb]}"):
            short = f"{game.name(source)} is not in the {area_words(SELF_FROM_PILE[cost.verb])}"  # 10.3.4.1, 10.5.4
        elif cost.verb == "retreat" and game.state.position[master] - cost.amount < min(ZONES):
            short = f"the monster cannot move back {cost.amount} from zone {game.state.position[master]} ({R.RETREAT_FROM_1.number})"
        elif cost.verb == "advance" and game.state.position[master] + cost.amount > max(ZONES):
            short = f"the monster cannot move forward {cost.amount} from zone {game.state.position[master]} ({R.ADVANCE_FROM_8.number})"
        elif cost.verb == "swap" and cost.other is not None and not self.targets(cost.other, master, source):
            short = "no card to swap with"  # 5.6.2: with either card missing, nothing is swapped
        elif cost.verb in ("mill", "top-to") and len(game.state.areas[f"{master}.deck"]) < cost.amount:
            short = "too few cards in the deck"
        elif cost.verb == "top-to" and cost.to == "under" and self.here(source, master) is None:
            short = f"{game.name(source)} is no longer on the field"  # 3.2.1: nothing to stack under
        elif cost.verb not in ("discard", "rage", "stack-under", "stack-self-under", "mill") and cost.target is not None \
                and len(self.targets(cost.aim, master, source)) < max(1, cost.amount):
            short = "too few cards to pay with"
        return short

    @staticmethod
    def _with_amount(effect: Effect, amount: int) -> Effect:
        return dataclasses.replace(effect, amount=amount, per=None)

    def run(self, effect: Effect, master: str, source: str, ability: Ability) -> Flow:
        """One effect: ``Outcome.NOT_CARRIED_OUT`` when its condition does not hold (10.5), its cost is not paid
        (10.5.4) or its "may" is declined; else carried out, ``DONE`` or, when it could do nothing,
        ``NOTHING`` (1.3.2) — and then "それ" after it names no card (10.5.3.1.2)."""
        game = self.game
        rule = rule_of(ability) or R.STANDBY_PLAY
        if not effect.paid_first and not self.holds(effect.condition, master, source):
            game.log(rule, f"{game.name(source)}: {failed(effect.condition)}, so nothing happens", master,
                     [source])
            return Outcome.NOT_CARRIED_OUT
        if effect.cost is not None:
            first = ability.kind == "auto" and effect is ability.effects[0]
            paid = yield from self._pay(effect.cost, master, source, ability, first)
            if not paid:
                return Outcome.NOT_CARRIED_OUT
        if effect.paid_first and not self.holds(effect.condition, master, source):  # paid, for nothing
            game.log([rule, R.COST], f"{game.name(source)}: paid, but {failed(effect.condition)}, so nothing "
                     "more happens", master, [source])
            return Outcome.NOT_CARRIED_OUT
        if effect.may:  # "〜てよい": the player who does it chooses whether to — 「相手は…てよい」, the opponent (3.1.2.3.1)
            chooser = (self.player(effect.chooser, master) if effect.chooser
                       else self.player(effect.who, master) if effect.verb in ACTOR_VERBS else master)
            if chooser != master and self._short(dataclasses.replace(effect, who="you", may=False), chooser, source):
                # 1.3.2, 10.5.4.1: what the opponent may do as a cost but cannot do in full they do not do (not asked)
                game.log([rule, R.COST_WHOLE], f"{chooser} cannot {effect.verb} in full, so does not", master, [source])
                return Outcome.NOT_CARRIED_OUT
            if not (yield from game.ask(chooser, f"{effect.verb} ({game.name(source)})", rule)):
                game.log(rule, f"{chooser} chooses not to: {effect.verb}", master, [source])
                return Outcome.NOT_CARRIED_OUT
        took, masters = list(self.it), self._masters_now()
        outer, self.effect_of = self.effect_of, source  # a replacement's own effects, nested, are its card's
        try:
            done = yield from self._carry_out(effect, master, source, ability, rule)
        finally:
            self.effect_of = outer
        if self.it != took:  # 3.1.2: whose each card was as the effect took it, before it moved
            s = self.game.state
            self.it_masters = {c: masters.get(c) or (s.master(c) if c in s.cards else "") for c in self.it}
        if not done:
            self.it = []  # "それ" after an effect that did nothing: no card, never an earlier effect's (10.5.3.1.2)
        return Outcome.DONE if done else Outcome.NOTHING

    def _masters_now(self) -> dict[str, str]:
        """The master of every card on the field (3.1.2: the player whose area holds it), kept as an effect
        begins: a card it destroys or returns then lies in its owner's pile (4.1.7)."""
        areas = self.game.state.areas
        if areas.keys() == AREA_KEYS:  # the game's own areas: those of the field that hold a card, with no loop in Python
            return {c: key.partition(".")[0] for key in filter(areas.__getitem__, BOARD_ORDER) for c in areas[key]}
        return {c: key.partition(".")[0] for key, ids in areas.items()
                if key.partition(".")[2].startswith(("zone", "strategy", "invading")) for c in ids}

    def _carry_out(self, effect: Effect, master: str, source: str, ability: Ability, rule: Rule) -> Flow:
        """The effect itself, once its condition, cost and choice let it happen; True when it did something."""
        game, s = self.game, self.game.state
        if effect.bound is not None and effect.who in ("you", "opponent"):  # each player's: checked for each, below
            bound = dataclasses.replace(effect.bound, name=effect.who)  # whose monster the verb acts on
            if not self.holds(bound, master, source):  # 7.4.2: no such monster, so the verb does nothing (1.3.2)
                game.log([rule, R.IMPOSSIBLE], f"{game.name(source)}: not {bound}, so it does not {effect.verb}",
                         master, [source])
                return False
        if effect.per and effect.verb != "by-count":  # "〜1枚につき": counted when the effect resolves
            n = self.times(effect.per, effect.per_every, master, source)
            groups = f" (whole groups of {effect.per_every})" if effect.per_every > 1 else ""
            game.log(rule, f"{game.name(source)}: counted {n}{groups}, so {effect.amount * n}", master, [source])
            effect = self._with_amount(effect, effect.amount * n)
            if effect.amount == 0:  # not "all of them", which an amount of 0 means elsewhere
                game.log(R.ZERO_COUNT, "an action counted 0 is not performed", master)
                return False
        if effect.who == "each" and effect.verb == "discard-to":  # 1.3.4.2: both choose, then both discard
            chosen: list[str] = []
            for player in TURN_ORDER[s.turn_player]:
                if not self._kept(effect, player, master, rule):
                    chosen += (yield from self._to_keep(effect, player, rule)) or []
            if chosen:
                game.log([rule, R.SIMULTANEOUS_HIDDEN], "both players have chosen; the cards are discarded",
                         master, chosen)
            self.it = chosen
            for card in chosen:
                yield from game._to_discard(card, [rule, R.DISCARD_TO], cause=f"effect:{master}")
            return bool(chosen)
        if effect.who == "each" and effect.verb not in CHOSEN_BY | ACTED_BY | {"lose"}:  # 各プレイヤー: the turn player
            # first (1.3.4); every player losing is one event, a draw (1.2.2)
            happened, shared, took = False, self.it, []
            for player in TURN_ORDER[s.turn_player]:
                one = dataclasses.replace(effect, who="you" if player == master else "opponent",
                                          condition=None, cost=None)
                self.it = shared  # "各プレイヤーはそれを…": each acts on the same cards
                happened = bool((yield from self.run(one, master, source, ability))) or happened
                took += [c for c in self.it if c not in took]
            self.it = took
            return happened
        if effect.verb == "by-count":  # "…の数により以下を行う": the option numbered as the count
            n = self.count(effect.counted, master, source)
            options = dict(effect.options)
            game.log(rule, f"{game.name(source)}: counted {n}", master, [source])
            if str(n) not in options:
                game.log(R.IMPOSSIBLE, f"no option for {n}", master)
                return False
            yield from self.run_all(options[str(n)], master, source, ability)
            return True
        if effect.verb == "instead":  # "〜なら、かわりに…": one of the two, decided on resolution
            (alt_text, alt), (usual_text, usual) = effect.options
            instead = self.holds(effect.instead_if, master, source)
            if effect.to == "otherwise":  # "…ならA、違うならB": either branch, as the condition holds (10.5)
                game.log(rule, f"{game.name(source)}: {effect.instead_if} — {'yes' if instead else 'no'}, "
                         f"so {alt_text if instead else usual_text}", master, [source])
            elif instead:
                game.log([rule, R.REPLACE], f"{game.name(source)}: {effect.instead_if}, so instead "
                         f"{alt_text}", master, [source])
            yield from self.run_all(alt if instead else usual, master, source, ability)
            return True
        handler = getattr(self, "_do_" + effect.verb.replace("-", "_"), None)
        if handler is not None:
            return (yield from handler(effect, master, source, rule))
        target = self.player(effect.who, master)
        if self._kept(effect, target, master, rule):
            return False
        if effect.verb == "draw" and effect.upto:  # 5.4.3: one at a time, the player may stop
            before = set(s.areas[f"{target}.hand"])
            drawn = 0
            while drawn < effect.amount and (yield from game.ask(target, f"draw a card ({drawn} of up to "
                                                                 f"{effect.amount} drawn)", R.DRAW_UP_TO)):
                yield from game._draw(target, 1, R.DRAW_UP_TO, f"effect:{master}")
                drawn += 1
            self.it = [c for c in s.areas[f"{target}.hand"] if c not in before]  # "引いた枚数と同じ枚数"
            return drawn > 0
        if effect.verb == "draw-changed":  # "引く枚数は1枚少なくなる": the rules' draw step, changed (10.9.1)
            yield from game._draw(s.turn_player, max(0, game.step_draws + effect.amount), rule)
        elif effect.verb == "draw-to":  # "6枚になるよう引く": as many as the hand is short of N (5.4.1)
            before = set(s.areas[f"{target}.hand"])
            yield from game._draw(target, effect.amount - len(before), R.DRAW_N, f"effect:{master}")
            self.it = [c for c in s.areas[f"{target}.hand"] if c not in before]
            return bool(self.it)  # the hand already N (1.3.2.2) or nothing to draw: not done (1.3.2)
        elif effect.verb == "draw":
            before = set(s.areas[f"{target}.hand"])
            yield from game._draw(target, effect.amount, R.DRAW_N, f"effect:{master}")
            self.it = [c for c in s.areas[f"{target}.hand"] if c not in before]  # "同じ枚数": as many as drawn
            return bool(self.it)  # none drawn (an empty deck and pile, 11.2.4; a prohibition, 1.3.3): not done (1.3.2)
        elif effect.verb in ("rage", "rage-set"):
            before_rage = s.rage[target]
            amount = effect.amount if effect.verb == "rage" else effect.amount - before_rage
            yield from game.rage_by_effect(target, amount, rule, [source], master)
            self.changed = abs(s.rage[target] - before_rage)  # as far as it went: not below 0 (3.4.4)
            # a rage already at its bound (0 does not go down, 3.4.4), set to what it is (1.3.2.1), forbidden
            # (1.3.3) or replaced (10.9.1.1): it did not change, so the step was not done (1.3.2)
            return s.rage[target] != before_rage
        elif effect.verb == "destroy-self":
            self.it = []
            if not self.on_its_own(source, master):
                pass
            elif s.in_zone_or_strategy_zone(source):
                yield from game._to_discard(source, [rule, R.DESTROY], cause=f"effect:{master}")  # 「あなたの効果で」
                if source in s.cards and s.where(source).endswith(".discard"):
                    self.it = [source]  # 「この効果で破壊したなら」: this card, destroyed (not replaced, 10.9.1.1)
            else:
                game.log(R.IMPOSSIBLE, f"{game.name(source)} is no longer on the field", master)
            return bool(self.it)  # gone already, or the destruction replaced: not destroyed (1.3.2, 10.9.1.1)
        elif effect.verb in ("advance", "retreat"):
            moves = 0  # "後退しなかったなら": the move happened if the monster changed zone at all (5.13.3)
            for _ in range(max(0, effect.amount)):
                moved = yield from (game._advance(target, by_invasion=False, rule=rule, by=f"effect:{master}")
                                    if effect.verb == "advance" else game._retreat(target, rule, f"effect:{master}"))
                moves += bool(moved)
                if not moved or game.over:
                    break
            return moves > 0
        elif effect.verb == "discard" and effect.amount == 0 and not effect.upto:  # 手札を(手札の…を)すべて捨てる; それを捨てる
            self.it = self._discardable(effect, target, source)
            for card in self.it:
                yield from game._to_discard(card, [rule, R.DISCARD], cause=f"effect:{master}")
            return bool(self.it)  # an empty hand discards nothing: not done (1.3.2)
        elif effect.verb == "discard":
            self.it = []
            # "望む枚数" (amount 0, upto): as many as the player wants, up to all of them (10.5.3.1.1)
            times = len(self._discardable(effect, target, source)) if effect.amount == 0 and effect.upto else effect.amount
            for _ in range(max(0, times)):
                hand = self._discardable(effect, target, source)
                if not hand:
                    break
                stop = [(NO_MORE.key, NO_MORE.label)] if effect.upto else []  # "N枚まで" (10.5.3.1.1)
                if effect.to == "random":  # "ランダムに": no player chooses, as in a shuffle (5.3.1)
                    pick = game.rng.choice(hand)
                    game.log([rule, R.DISCARD, R.SHUFFLE], f"{game.name(pick)} is taken at random from "
                             f"{target}'s hand", target, [pick])
                else:
                    pick = yield from game.choose(target, "card", "a card to discard",
                                                  [(c, game.name(c)) for c in hand] + stop,
                                                  R.TARGETS_UP_TO if effect.upto else R.DISCARD)
                if pick == NO_MORE.key:
                    break
                self.it.append(pick)
                yield from game._to_discard(pick, [rule, R.DISCARD], cause=f"effect:{master}")
            return bool(self.it)  # no card to discard, or none chosen: not done (1.3.2)
        elif effect.verb == "play-from-discard":
            yield from self._play_from_discard(effect, master, rule)
        elif effect.verb == "discard-to":
            picked = yield from self._to_keep(effect, target, rule)
            self.it = picked or []
            for card in self.it:
                yield from game._to_discard(card, [rule, R.DISCARD_TO], cause=f"effect:{master}")
            return picked is not None
        elif effect.verb == "mill":
            self.it = []
            for _ in range(max(0, effect.amount)):  # one at a time (4.8.3)
                deck = s.areas[f"{target}.deck"]
                if not deck or effect.upto and not (yield from game.ask(
                        master, f"put the top card of {target}'s deck into the discard pile", R.TARGETS_UP_TO)):
                    break
                self.it.append(deck[0])
                yield from game._to_discard(deck[0], [rule, R.MILL], cause=f"effect:{master}")  # whose effect (3.1.2.3)
            # "公開して捨て札にする。公開した…1枚につき": those put there were shown (5.10), none left where they were
            self.seen = [(card, f"{target}.deck") for card in self.it]
            return bool(self.it)  # an empty deck, or a mill of 0 (1.3.2.2): not done (1.3.2)
        elif effect.verb == "top-to":
            return (yield from self._top_to(effect, target, master, source, rule))
        elif effect.verb == "to-hand":
            chosen = yield from self._choose_targets(effect, master, source, rule)
            self.it = []  # "手札に戻したカード1枚につき": those this put into a hand
            self.together = frozenset(chosen)
            for card in chosen:
                if (s.in_zone_or_strategy_zone(card)
                        and game.kept_from("protected-return", card, master, source)):  # "相手の効果で手札に戻されない"
                    game.log([rule, R.FORBIDDEN], f"{game.name(card)} is not returned to the hand by the "
                             f"{whose_effects(s.master(card) == master)}", master, [card])
                    continue
                if s.in_zone_or_strategy_zone(card) and (yield from game._replaced_leaving("return", card, rule,
                                                                                             f"effect:{master}")):
                    continue  # "…が手札に戻される際", "…がフィールドを離れる際、かわりに…" (10.9.1.1)
                from_field = s.in_zone_or_strategy_zone(card)
                had = game.granted(card) if from_field else ()  # what it was granted there (10.6.4.1.2)
                left = s.zone_of(card)  # … and where it stood, for a trigger naming it by its place (4.4.5)
                if effect.to == "reveal":  # "公開し、手札に加える": shown to every player first (5.10.1)
                    game.log([rule, R.REVEAL], f"{master} reveals {game.name(card)}", master, [card])
                self._put_away(card, "hand", master, rule, "is put into the hand")
                self.it.append(card)
                if from_field and card in s.cards:  # "相手の交戦カードが手札に戻されるたび" (5.2.1)
                    game._emit("returned", card=card, player=s.cards[card].owner, cause=f"effect:{master}",
                               granted=had, zone=left)
            self.together = frozenset()
            return bool(self.it)  # none chosen, or each kept on the field: not done (1.3.2)
        elif effect.verb == "advance-to":
            start = s.position[target]
            while s.position[target] < effect.amount and not game.over:
                moved = yield from game._advance(target, by_invasion=False, rule=R.ADVANCE_TO, by=f"effect:{master}")
                if not moved:
                    break
            return s.position[target] != start  # already there (1.3.2.1) or kept back: not done (1.3.2)
        elif effect.verb == "choose":
            modes: list[int] = []
            # 3.1.2.3.1: 「相手は…か、…」 — the player named chooses, among the options they can do in full (1.3.2), if any
            chooser = self.player(effect.chooser, master) if effect.chooser else master
            doable = [i for i, (_text, steps) in enumerate(effect.options) if not effect.chooser or not any(
                self._short(dataclasses.replace(e, who="you"), chooser, source) for e in steps)] or list(range(len(effect.options)))
            for _ in range(min(effect.amount, len(doable))):
                key = yield from game.choose(chooser, "option", "which of the following to do",
                                             [(str(i), text) for i, (text, _e) in enumerate(effect.options)
                                              if i not in modes and i in doable], R.CHOOSE_MODES)
                modes.append(int(key))
            for i in sorted(modes):  # 10.5.2.2.1.2: in printed order
                game.log(R.MODES_IN_ORDER, f"{game.name(source)}: {effect.options[i][0]}", master, [source])
                yield from self.run_all(effect.options[i][1], master, source, ability)
        elif effect.verb == "search":
            yield from self._search(effect, master, source, rule)
        elif effect.verb == "destroy":
            chosen = yield from self._choose_targets(effect, master, source, rule)
            # one instruction destroys its cards at once (1.3.4.1): "not destroyed by the opponent's
            # effects" is read for all of them before any goes, not again as each one leaves
            on_field = [c for c in chosen if c in s.cards and s.in_zone_or_strategy_zone(c)]
            protected = {c for c in on_field if game.kept_from("protected", c, master, source)}
            both = len({s.master(c) for c in on_field}) > 1  # "各プレイヤーの…": the rule to cite
            self.it = []  # "破壊したカード1枚につき": those this destroyed
            self.together = frozenset(on_field)
            for card in on_field:
                if card in protected:
                    game.log([rule, R.IMPOSSIBLE], f"{game.name(card)} is not destroyed by the "
                             f"{whose_effects(s.master(card) == master)}", master, [card])
                elif card in s.cards and s.in_zone_or_strategy_zone(card):
                    yield from game._to_discard(card, [rule, R.DESTROY, *self.placing(effect.aim)]
                                                + ([R.SIMULTANEOUS_STEPS] if both else []),
                                                cause=f"effect:{master}")
                    if card not in s.cards or s.area_of(card) == "discard":  # 10.9.1.1: a destruction replaced
                        self.it.append(card)  # (the card put elsewhere instead) did not destroy it
            self.together = frozenset()
        elif effect.verb == "return-self":
            self.it = []
            if not self.on_its_own(source, master):
                pass
            elif s.in_zone_or_strategy_zone(source) and (yield from game._replaced_leaving("return", source, rule,
                                                                                           f"effect:{master}")):
                pass  # "これが手札に戻される際、かわりに…" (10.9.1)
            elif s.in_zone_or_strategy_zone(source):
                had, left = game.granted(source), s.zone_of(source)  # what it was granted there, where (10.6.4.1.2)
                for card in s.put_stack(source, "hand"):  # what is under it goes too (3.2.4)
                    game.log([rule, R.MOVE] if card == source else [R.STACK_MOVES, R.MOVE],
                             f"{game.name(card)} returns to the hand", master, [card])
                    game.vanish_outside_zones(card)
                if source in s.cards:
                    self.it = [source]  # 「この効果で手札に戻したなら」: this card, returned
                    game._emit("returned", card=source, player=master, cause=f"effect:{master}", granted=had,
                               zone=left)  # 5.2.1
            else:
                game.log(R.IMPOSSIBLE, f"{game.name(source)} is no longer on the field", master)
            return bool(self.it)  # gone already, or replaced (10.9.1.1): not returned (1.3.2)
        elif effect.verb == "evolve":
            return bool((yield from self._evolve(effect, master, source, rule)))
        elif effect.verb == "token":  # the zones are zones_chosen one by one, then the tokens appear together
            if effect.to.endswith("-each"):  # one in each empty zone / zone next to this: nothing to choose
                zones_chosen = self._zones_for(effect, master, source)
            elif effect.to or effect.near:  # next to this card (or a zone named from a card), each in a zone of its own
                zones, zones_chosen = self._zones_for(effect, master, source), []
                for _ in range(effect.amount):
                    if not zones:
                        game.log(R.IMPOSSIBLE, f"no zone left for {effect.name}", master)
                        break
                    zone = yield from self._choose_zone(master, f"the zone for {effect.name}", zones)
                    zones.remove(zone)
                    zones_chosen.append(zone)
            else:
                zones_chosen = []
                for _ in range(max(0, effect.amount)):
                    zones_chosen.append((yield from self._choose_zone(master, f"the zone for {effect.name}")))
            yield from game.create_tokens(effect.name, master, zones_chosen, rule)
        else:
            raise ValueError(f"unknown effect verb {effect.verb!r}")
        return True

    def _kept(self, effect: Effect, player: str, master: str, rule: Rule) -> bool:
        """Whether a prohibition keeps ``player``'s hand or deck from the discard pile this effect
        would put it in ("あなたの手札は相手の効果で捨て札にならない", 1.3.3); said in the trace."""
        action = {"discard": "discard", "discard-to": "discard", "mill": "mill"}.get(effect.verb)
        why = action and self.game.forbids(player, action, by=master)
        if why:
            self.game.log([rule, R.FORBIDDEN], f"{player}'s {'hand' if action == 'discard' else 'deck'} does not go "
                          f"to the discard pile: {why}", master)
        return bool(why)

    def _to_keep(self, effect: Effect, player: str, rule: Rule) -> Flow:
        """"手札を N枚になるよう捨てる": the cards ``player`` will discard, chosen as the N to keep
        (none when the hand is small enough, 5.7.2.1; None when a "may" is declined)."""
        game = self.game
        hand = list(game.state.areas[f"{player}.hand"])
        if len(hand) <= effect.amount:
            return []
        if effect.upto and not (yield from game.ask(player, f"discard down to {effect.amount} cards", rule)):
            return None  # "相手は…捨ててよい": that player may decline (3.1.2.3.1)
        keep: list[str] = []
        for _ in range(effect.amount):
            pick = yield from game.choose(player, "card", "a card to keep",
                                          [(c, game.name(c)) for c in hand if c not in keep], R.DISCARD_TO)
            keep.append(pick)
        return [card for card in hand if card not in keep]

    def _play_from_discard(self, effect: Effect, master: str, rule: Rule) -> Flow:
        game, s = self.game, self.game.state
        named = self.appearing([c for c in s.areas[f"{master}.discard"]  # its card name, not its label (BP02-077)
                                if s.definition(c).name == effect.name and s.definition(c).type == "battle"], master)
        if not named:
            game.log([R.IMPOSSIBLE, R.CARD_NAME], f"no battle card named 「{effect.name}」 in {master}'s "
                     "discard pile", master)
            return
        card = yield from game.choose(master, "card", f"a {effect.name} to play",
                                      [(c, game.name(c)) for c in named], R.PLAY_BATTLE_CARD)
        # named: placing one card and placing another are two actions (13.1.1.2 bars an answer of the one only)
        zone = yield from self._choose_zone(master, f"the zone to play {game.name(card)} to")
        yield from self._play_to(card, master, zone, rule)

    def _evolve(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """12.6.2: may search the deck for a battle card (rank ≤ N, the trait) and evolve into it; True when it
        evolved."""
        game, s = self.game, self.game.state
        if s.zone_of(source) is None:
            game.log(R.IMPOSSIBLE, f"{game.name(source)} is no longer in a zone", master)
            return False
        if not (yield from game.ask(master, f"search the deck to evolve {game.name(source)}", rule)):
            return False
        if (yield from self._act_stopped("search", master, master, rule)):
            return False  # 1.3.3: not searched, so not shuffled — 12.6.2 shuffles only 「探した場合」
        deck = f"{master}.deck"
        found = self.appearing([c for c in s.areas[deck] if s.definition(c).type == "battle"
                                and s.definition(c).rank <= effect.amount
                                and effect.name in game.traits(c)], master)  # 5.17.1: it appears; 10.8.1.3
        pick = yield from game.choose(master, "card", "a card to evolve into",
                                      [(c, game.name(c)) for c in found] + [(NO_MORE.key, NO_MORE.label)],
                                      R.SEARCH_NOT_GUARANTEED)
        evolved = pick != NO_MORE.key and not self._evolution_forbidden(source, rule) and not (
            yield from game._replaced("evolve", source, [rule, R.EVOLVE], f"effect:{master}"))
        if evolved:
            self.game.stack_on(pick, source, master, [rule, R.EVOLVE], how="evolution")  # unless replaced (10.9.1)
        game._emit("searched", player=master)  # 「あなたが山札からカードを探した時」 (5.8)
        yield from self._written_shuffle(master, master, R.SEARCH)  # 12.6.2: 探した場合、山札をシャッフルする
        return evolved

    def _choose_targets(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """10.5.3: all of them, exactly N if possible, or up to N — chosen by the master, or by the
        player the text names (「相手は自分の…を選び」, 「各プレイヤーは…」: ``Effect.who`` of a verb
        that chooses cards, CHOSEN_BY), each among their own cards, the turn player first (1.3.4)."""
        game, s = self.game, self.game.state
        if effect.verb in CHOSEN_BY and effect.who == "each":
            chosen: list[str] = []
            for player in TURN_ORDER[s.turn_player]:
                own = "you" if player == master else "opponent"
                mine = dataclasses.replace(effect, who=own, target=dataclasses.replace(effect.aim, owner=own))
                chosen += (yield from self._choose_targets(mine, master, source, rule))
            game.log([rule, R.CHOSEN_IN_TURN, R.SIMULTANEOUS_STEPS], "each player has chosen", master, chosen)
            return chosen
        if effect.verb in CHOSEN_BY and effect.who == "opponent":  # 3.1.2.3.1: the player named does it
            return (yield from self._choose_cards(effect, master, source, rule, chooser=other(master)))
        return (yield from self._choose_cards(effect, master, source, rule, chooser=master))

    def _choose_cards(self, effect: Effect, master: str, source: str, rule: Rule, chooser: str) -> Flow:
        game = self.game
        if effect.aim.pick_zone:  # "相手のエリア1つを指定し、そのエリアおよび隣接エリア"
            zones = [n for n in ZONES if not effect.aim.same_column
                     or self._in_column(n, master, source)]
            here = yield from self._choose_zone(master, "a zone of the opponent's", zones, rule)
            game.log(rule, f"{master} names the opponent's zone {here}", master)
            near = tuple(n for n in ZONES if n == here or adjacent(n, here))
            effect = dataclasses.replace(effect, target=dataclasses.replace(
                effect.aim, pick_zone=False, same_column=False, zones=near))
        fits = self.targets(effect.aim, master, source)
        if effect.verb == "play" or effect.verb == "search" and effect.to not in ("hand", "reveal-hand", "under", "on-this", "on-it", "discard"):
            fits = self.appearing(fits, master)
        if not fits and self._zone_gone(effect.aim, master, source):
            game.log([rule, R.LAST_AREA, R.TARGETS_NONE], "no card can be chosen: the card whose zone "
                     "it asks has left the field", master)
            return []
        if not fits:
            game.log([rule, R.TARGETS_NONE], "no card can be chosen", master)
            return []
        if effect.amount == 0 and not effect.upto or (len(fits) <= effect.amount and not effect.upto):
            return fits  # all of them, or every possible one (10.5.3.1)
        chosen: list[str] = []
        for _ in range(effect.amount or len(fits)):  # "望む枚数": up to all of them, one at a time (10.5.3.1.1)
            options = [(c, self._where_label(c)) for c in fits if c not in chosen]
            if effect.upto:
                options.append((NO_MORE.key, NO_MORE.label))
            if not options:
                break
            pick = yield from game.choose(chooser, "card", "a card to choose", options,
                                          R.TARGETS_UP_TO if effect.upto else R.TARGETS)
            if pick == NO_MORE.key:
                break
            chosen.append(pick)
        return chosen

    def _search(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """5.8: look through the deck, choose up to N that fit; then shuffle. Revealed (5.10.1) only when the
        text says so (公開し、手札に加え): 5.8.1 itself shows the chosen cards to no one."""
        game, s = self.game, self.game.state
        if (yield from self._act_stopped("search", master, master, rule)):
            # 1.3.3 / 10.9.1: not searched — nothing found, revealed or added; the shuffle the text writes after it is
            # an act of its own, still done (1.3.2: what can be done is done)
            yield from self._written_shuffle(master, master, R.SEARCH)
            return
        names = effect.aim.names  # "「A」と「B」をそれぞれ1枚まで": each name on its own
        searches = [dataclasses.replace(effect, target=dataclasses.replace(effect.aim, names=(), name=n))
                    for n in names] if names else [effect]
        holder = source if effect.to in ("under", "on-this") else self.it[0] if self.it else None
        if effect.to in ("under", "on-this", "on-it") and (holder is None or self.here(holder, master) is None):
            game.log(R.IMPOSSIBLE, "the card to stack with is no longer on the field", master)
            searches = []  # 5.8: still searched (nothing fits), then shuffled
        to_play, shown = [], False  # found to be played: they appear together (5.11.1.3); any revealed
        if effect.to == "discard":  # "この効果で捨て札にした…": those it put into the discard pile
            self.it = []
        for search in searches:
            chosen = yield from self._choose_targets(search, master, source, R.SEARCH_NOT_GUARANTEED)
            for card in chosen:
                revealed = effect.to == "reveal-hand"
                shown = shown or revealed
                game.log([rule, R.SEARCH, *([R.REVEAL] if revealed else [])],
                         f"{master} finds {'and reveals ' if revealed else ''}{game.name(card)}", master, [card])
                if effect.to in ("hand", "reveal-hand"):  # "(公開し、)手札に加え"
                    s.put(card, f"{master}.hand")
                elif effect.to == "discard":  # "探して捨て札にし": the cards named put there (5.7.3)
                    why = game.forbids(master, "mill", by=master)  # "あなたの山札は…捨て札にならない" (1.3.3)
                    if why:
                        game.log([rule, R.FORBIDDEN], f"{game.name(card)} does not go to the discard pile: {why}",
                                 master, [card])
                        continue
                    self.it.append(card)
                    yield from game._to_discard(card, [rule, R.MILL], cause=f"effect:{master}")
                elif effect.to == "under":
                    assert holder is not None  # else nothing was searched for (above)
                    if (yield from self._put_under(card, holder, master)):
                        game.log([rule, R.STACK], f"{game.name(card)} is stacked under {game.name(holder)}",
                                 master, [card, holder])
                elif effect.to in ("on-this", "on-it"):
                    assert holder is not None  # else nothing was searched for (above)
                    zone = s.zone_of(holder)  # 「…の上に重ねて出現させ」: it appears in that zone (5.11.1, 3.2.5)
                    why = game.forbids(master, "play-battle", zone) if zone is not None else None
                    if why:  # 1.3.3: 「…に交戦カードを出現させることができない」: it stays where it was found
                        game.log([rule, R.FORBIDDEN], f"{game.name(card)} does not appear on {game.name(holder)}: "
                                 f"{why}", master, [card])
                        continue
                    self.game.stack_on(card, holder, master, rule)
                    holder = card
                else:
                    to_play.append(card)
        if to_play:
            yield from self._play_together(to_play, master, self._zones_for(effect, master, source), rule)
        game._emit("searched", player=master)  # 「あなたが山札からカードを探した時」 (5.8)
        if shown:  # 「公開し」: revealed (5.10.1)
            game._emit("revealed", player=master)
        yield from self._written_shuffle(master, master, R.SEARCH)

    def _where_label(self, card: str) -> str:
        """"Tank in zone 4": how a script names a card on the field."""
        where = self.game.state.area_of(card)
        if not where.startswith(("zone", "strategy")):
            return self.game.name(card)  # in a hand, deck or pile the name is enough
        return f"{self.game.name(card)} in {area_words(where)}"

    def _choose_zone(self, master: str, prompt: str, zones: list[int] | None = None,
                     rule: Rule = R.PLAY_BATTLE_CARD) -> Flow:
        """One of ``zones``; by default a zone of the master's for a battle card to appear in: not
        its monster's (5.11.1.2), nor a forbidden one (1.3.3)."""
        if zones is None:
            zones = self.zones_to_appear(master)
        zone = yield from self.game.choose(master, "zone", prompt,
                                           [(f"zone{n}", f"zone {n}") for n in zones], rule)
        return int(zone.removeprefix("zone"))


def _waits_for(entry: dict) -> Trigger:
    """The event a timed trigger of GameState.timed waits for, as a Trigger."""
    e = entry["event"]
    return Trigger(Event(e["event"]), Whose(e["whose"]), zones=tuple(e.get("zones", ())),
                   column=e.get("column", False), kind=e.get("kind", ""), own=e.get("own", False),
                   cause=Cause(e["cause"]) if "cause" in e else None,
                   card=Target.saved(e["card"]) if "card" in e else None)


def _timed_effects(effects: tuple[Effect, ...]) -> list[Effect]:
    """The timed effects ("次の…") among ``effects``, in options and costs too."""
    return [e for e in effects_in(effects) if e.verb == "delayed"]
