"""The game in motion: turn structure, check timings, rule actions, main-phase actions.

A :class:`Game` wraps a :class:`GameState` and a flow written as generator
procedures that ``yield`` what they need from a player — a
:class:`Decision` or a :class:`PlayTiming` — and receive the answer. The
engine therefore always stops at an explicit decision point; the caller
answers with :meth:`Game.answer` or :meth:`Game.act`. Every change is
recorded in :attr:`Game.trace` with the rule behind it (``rulebook``); the
changes themselves (draw, discard, destroy, advance, counter, …) are in
``board_changes``.
"""

from __future__ import annotations

import functools
import operator
import random
import time
import weakref
from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeVar, cast

from judgekit.engine import rulebook as R
from judgekit.engine.ability_data import Ability, CardAbilities, Cause, Census, Compiler, index_of_object, protection_of, protects
from judgekit.engine.board_changes import BoardChanges, given
from judgekit.engine.cards import CardDef
from judgekit.engine.decisions import (
    Action, CardAction, Concede, Decision, EndMain, IllegalAction, Invade, Option, PhaseStart, PlayAction, PlayMonster,
    PlayTiming, Step,
)
from judgekit.engine.rulebook import Cited, Rule
from judgekit.engine.state import (
    PLAYERS, TURN_ORDER, ZONE_KEYS, ZONES, GameState, Result, area_words, other, zone_key,
)

if TYPE_CHECKING:
    from judgekit.engine.abilities import AbilityLayer

# A flow of the game, run by Game.advance: it yields what it waits for, gets back what the
# request asks (a Decision's answer, a PlayTiming's action) and may return what it chose
# (cards, a zone, yes or no); both depend on the request, so they stay Any.
Flow = Generator["Decision | PlayTiming | PhaseStart", Any, Any]
_NUMBER = operator.attrgetter("number")  # a rule's section number, for the trace
_STEP = tuple.__new__  # a Step from its fields in order, without the call NamedTuple's __new__ makes
PlayActions = TypeVar("PlayActions", list[PlayAction], PlayAction)  # what _standing_still gives
NEXT = -1  # in Game._causes: the next step logged is the cause of the steps after it
# each tuple of rule numbers a step cites, once (as few as the engine's ways of citing them)
_RULE_TUPLES: dict[tuple[str, ...], tuple[str, ...]] = {}
# rules cited as a list (Game.log): the ids of the rules → (the rules, kept alive, their numbers)
_CITED_BY_ID: dict[tuple[int, ...], tuple[tuple[Rule, ...], tuple[str, ...]]] = {}
_CITING = (Rule, Cited)  # what has its numbers already (Game.log)
# what each check timing cites: 10.4.3 with the provision that calls for it (7.2.5, 10.4.2, …), by that
# provision's identity (rules are made once, by rulebook.rule)
_CHECK_CITES: dict[int, Cited] = {}
# what playing a standby ability cites (10.4.3.2 / 10.4.3.3, 10.6.3, and 10.6.3.1 when the player chose among several)
NO_CENSUS = Census({})  # Game._census_now before the first census is taken
_PLAY_CITES = {(rule, among): Cited((rule, R.STANDBY_PLAY) + ((R.STANDBY_MUST,) if among else ()))
               for rule in (R.CHECK_TURN_PLAYER, R.CHECK_NON_TURN_PLAYER) for among in (False, True)}


if TYPE_CHECKING:
    from judgekit.engine.abilities import AbilityLayer


@dataclass
class Standby:
    """An automatic ability waiting to be played (10.6.2)."""

    master: str
    card: str  # the card whose ability it is
    label: str
    resolve: Callable[["Game"], Flow]
    rules: tuple[Rule, ...] = ()  # what made it trigger (12.2.2 for 【出現時】, 12.4.2 for 【覚醒】, …)
    area: str = ""  # where its card was when it went on standby (10.6.7); set by Game._standby
    about: str = ""  # the card its event was about ("それ"), if any


@dataclass
class Replacement:
    """A replacement effect offered for one event (10.2.1.3)."""

    label: str
    optional: bool  # "instead, you may …"
    apply: Callable[["Game"], Flow]


class BadAnswer(ValueError):
    """An answer that is not one of the legal options; the message lists them."""


@dataclass(frozen=True)
class Budget:
    """What one game may take of the machine, whatever its cards do: past any of these the run
    ends with :class:`BudgetExceeded` naming it. Real games stay far below (a random real-card
    game: under 2,000 steps, under 30 in one check timing; ``benchmarks/engine.py`` counts)."""

    steps_per_check_timing: int = 5_000
    steps_per_game: int = 100_000
    boards: int = 5_000  # tables kept for the site (``Game.boards``), one per step
    # wall time of the whole run from when the budget is made (a server's request; None: no
    # limit); it bounds what steps cannot, such as a machine slowed by others
    seconds: float | None = None
    started: float = field(default_factory=time.monotonic, compare=False)

    def over_time(self) -> str | None:
        """What a run past its wall time has gone over, as a message names it; else None."""
        if self.seconds is not None and time.monotonic() - self.started > self.seconds:
            return f"seconds ({self.seconds:g} s of wall time)"
        return None


class BudgetExceeded(RuntimeError):
    """The game went past a :class:`Budget`; the message names it, its limit and where."""


# 13.1: the same abilities played this many times over in one check timing, with no choice
# between, is a loop nobody can stop even though the board changes (rage that keeps growing)
FORCED_REPEATS = 50
# the main-phase actions after which no later play timing of the turn can have the game as it was, so 13.1.1.2
# does not keep it: ending the main phase (the turn's last play timing, 10.4.4.3), playing a monster and
# invading — each recorded at once in GameState.used (actions.perform: 8.5.2, 8.6.2), which only grows
# through a turn and is part of the fingerprint
NO_RETURN = (EndMain, PlayMonster, Invade)
_AMOUNT = operator.itemgetter(1)  # of a change (since, amount): Game.modifier adds them up
# the continuous changes that multiply a number (10.8.1.5: "…を2倍にする"), by the number they change
TIMES = {"counter": "counter-times", "threat": "threat-times"}
# a number set by a continuous change (10.8.1.5: 「これの進攻アイコンを2にする」), applied in the same order
SETS = {"invasion": "invasion-set"}


class NoAbilityLayer(RuntimeError):
    """A Game started without its ability layer: it would ignore every card's text."""


NO_LAYER = ("this game has no ability layer and would ignore every card's text: make it with "
            "judgekit.engine.abilities.new_game(state, compile=…)")


class Game(BoardChanges):
    """The rules' procedure over one board. Made by ``abilities.new_game``, with the ability layer
    that runs card text: a game without it refuses to start (:class:`NoAbilityLayer`)."""

    def __init__(self, state: GameState, *, at_play_timing: bool = True, tracing: bool = True,
                 budget: Budget = Budget()):
        self.state = state
        self.steps = 0  # every step logged, traced or not (the budget counts them)
        self._timing_began = 0  # self.steps when the outermost open check timing began
        self._timing: int | None = None
        self._boards: list[dict] | None = None
        self.budget = budget  # sets _alarm (see log)
        self.rng = random.Random(state.seed)
        self.trace: list[Step] = []
        self._names: dict[tuple[str, ...], tuple[str, ...]] = {}  # each tuple of card names in the trace, once
        self._named: dict[tuple[str, ...], tuple[str, ...]] = {}  # … and each tuple of card ids logged → their names
        self.tracing = tracing  # off: no steps are kept (for measuring what the trace costs)
        self.standby: list[Standby] = []
        self.shuffles: list[tuple[str, tuple[str, ...]]] = []  # (area, new order): replays exactly
        self.timings = 0
        # what an ability layer adds: called with each event, returns abilities to put on standby
        self.listeners: list[Callable[[Game, str, dict], list[Standby]]] = []
        # what continuous effects change in a number of a card (10.8.1.5), each with the time its
        # source was placed (10.8.1.7.1): (stat, card) → [(since, amount)]
        self.changes: Callable[[str, str], list[tuple[int, int]]] = lambda stat, card: []
        self._compile: Compiler | None = None  # printed text → abilities: the ability layer's
        self.layer: AbilityLayer | None = None  # what runs card text, attached by new_game
        self._compiled: dict[str, tuple[CardDef, CardAbilities]] = {}  # by definition name
        self._card_index: dict[str, tuple[int, CardAbilities]] = {}  # by card id: (Definitions.version, its index)
        self._census_version = -1  # the version of the definitions _census_now was worked out from (census())
        self._census_now: Census = NO_CENSUS  # (never returned: no definitions have the version -1)
        self._still: dict[tuple, Any] | None = None  # see _standing_still()
        self._giving: set[tuple[str, str]] = set()  # traits or names being worked out (see _given)
        # the board as it stood when no rule action was due: (moves, state, definitions' version, strategy zones)
        self._settled: tuple[int, GameState, int, dict[str, int]] | None = None
        # what caused the steps logged now: indexes into the trace; NEXT: the next step logged
        self._causes: list[int] = []
        # 13.1.1.2: every answer given (player, prompt, label), and those barred this turn
        self._answers: list[tuple[str, str, str]] = []
        self._barred: set[tuple[str, str, str]] = set()
        # 13.1.1.2 for main-phase actions: each play timing's game this turn → the actions taken
        # from it (by GameState.likeness, then fingerprint); an action that led back to the same game is
        # barred for the rest of the turn
        self._taken_from: dict[tuple[int, ...], dict[tuple, list[PlayAction]]] = {}
        self.barred_actions: set[PlayAction] = set()
        self.step_draws = 0  # the cards the rules' draw step at hand would draw (7.2.2, 7.5.4), for "引く枚数は…"
        # what forbids a player an action now (1.3.3): (player, action, zone) → the ability's text
        self.prohibitions: Callable[..., str | None] = lambda player, action, zone=None, card=None, by="": None
        # how many more times than once a player may take a once-a-turn action (8.5.2, 8.6.2)
        self.once_more: Callable[[str, str], int] = lambda player, action: 0
        # state triggers (10.6.6): (game) → abilities whose state holds now, not yet waiting
        self.states: list[Callable[[Game], list[Standby]]] = []
        # replacement effects (10.9): (game, event, card) → replacements that apply to it
        self.replacers: list[Callable[[Game, str, str, str], list[Replacement]]] = []
        # timed triggers (10.6.5) are kept in the state (GameState.timed); the ability layer makes a
        # waiting one's ability again from its source card's text when its moment comes
        self.delayed: Callable[[dict], Standby] = self._no_delayed
        # the abilities granted a card now (10.8.1.2), asked as it leaves the field (10.6.4.1.2)
        self.granted: Callable[[str], tuple[Ability, ...]] = lambda card: ()
        self._pending: Decision | PlayTiming | PhaseStart | None = None
        self._flow = self._game(at_play_timing)
        self._started = False  # the flow starts on first use, after layers have attached
        self.stop_before: str | None = None  # a phase to pause before (PhaseStart), once
        self.boards = None  # set to [] to keep the board after every step

    @property
    def pending(self) -> Decision | PlayTiming | PhaseStart | None:
        """What the game waits for: a decision, a play timing, a pause before a phase
        (``stop_before``), or nothing (the game is over)."""
        if not self._started:
            if self._compile is None:
                raise NoAbilityLayer(NO_LAYER)
            self._started = True
            self._resume(None)
        return self._pending

    def unsettled(self) -> list[str]:
        """What should not be at a play timing, where every rule action is done (10.4.2): a rule
        action still due (11.4, 11.5), a battle card where its master's monster stands (11.3), an
        ability left waiting (10.4.3). Empty: sound."""
        s = self.state
        found = [f"{rule.number}: {self.name(card)} ({card})" for rule, card in self._due_rule_actions()]
        found += [f"{R.CRUSH.number}: {self.name(card)} ({card}) under its monster" for player in PLAYERS
                  if s.invading_zone(player) for card in s.areas[zone_key(player, s.position[player])]]
        return found + [f"{R.CHECK_TIMING.number}: {w.label} is left waiting" for w in self.standby]

    # -- driving ------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state.result is not None

    def _resume(self, answer: object) -> None:
        try:
            self._pending = self._flow.send(answer)
        except StopIteration:
            self._pending = None
            if self.layer is not None:  # the game is over: its layer holds it weakly from now on, so a
                # finished game is freed once dropped (its hundreds of objects are not left to the collector)
                self.layer.game = weakref.proxy(self)

    def answer(self, key: str) -> None:
        """Answer the pending decision with one of its option keys."""
        decision = self.pending
        if not isinstance(decision, Decision):
            raise BadAnswer("no decision is pending")
        option = decision.option(key)
        if option is None:
            keys = ", ".join(f"{o.key} ({o.label})" for o in decision.options)
            raise BadAnswer(f"{key!r} is not a legal answer to {decision.prompt}; legal: {keys}")
        self.log(decision.rule, f"{decision.player} chooses {option.label}", decision.player,
                 kind="choice")
        self._resume(option.key)

    def proceed(self) -> None:
        """Go on past a :class:`PhaseStart` pause."""
        if not isinstance(self.pending, PhaseStart):
            raise BadAnswer("the game is not paused before a phase")
        self._resume(None)

    def act(self, action: Action) -> None:
        """Take a main-phase action at the pending play timing (or concede at any time)."""
        if isinstance(action, Concede):
            self._concede(action.player)
            return
        timing = self.pending
        try:
            if not isinstance(timing, PlayTiming):
                raise IllegalAction(R.MAIN_PLAY_TIMING, "no player has a play timing now")
            if not timing.offered(action):
                self.check(action)
        except IllegalAction as refused:
            self.refuse(self.state.turn_player, action, refused)
            raise
        self._resume(action)

    def refuse(self, player: str, action: PlayAction, refused: IllegalAction) -> None:
        """A refused action is a step of the trace, with the rule that forbids it: a ruling shown
        by a scenario may rest on it. Nothing else changes."""
        from judgekit.engine.actions import describe

        card = getattr(action, "card", None)
        self.log(refused.rule, f"{player} tries to {describe(self, action, ids=False)}: refused by {refused}",
                 player, [card] if card in self.state.cards else (), kind="refused")

    # -- the trace ----------------------------------------------------------
    @property
    def budget(self) -> Budget:
        """What this game may take of the machine (:class:`Budget`)."""
        return self._budget

    @budget.setter
    def budget(self, budget: Budget) -> None:
        self._budget = budget
        self._set_alarm()

    @property
    def boards(self) -> list[dict] | None:
        """The table after every step, for the site (None: not kept)."""
        return self._boards

    @boards.setter
    def boards(self, boards: list[dict] | None) -> None:
        self._boards = boards
        self._set_alarm()

    def _set_alarm(self) -> None:
        """The step from which a limit of the budget may be reached (``log`` asks _within_budget
        from there on, not at every step): past the game's steps (``_alarm_base``) or the open check
        timing's (check_timing lowers it); at once while the boards are kept or the wall time counts."""
        b = self._budget
        self._alarm_base = 0 if b.seconds is not None or self._boards is not None else b.steps_per_game + 1
        self._alarm = self._alarm_base if self._timing is None else min(
            self._alarm_base, self._timing_began + b.steps_per_check_timing + 1)

    def log(self, rule: Rule | Iterable[Rule], text: str, player: str | None = None,
            cards: Iterable[str] = (), kind: str = "rule") -> None:
        steps = self.steps = self.steps + 1
        if steps >= self._alarm:  # some limit may be reached (most steps: none, see _set_alarm)
            self._within_budget()
        if not self.tracing:
            return
        # the tuples of a step are shared by the steps that have the same (a game logs hundreds, most
        # alike): fewer objects live as long as the trace, so the collector runs less often
        numbers: tuple[str, ...]
        if isinstance(rule, _CITING):  # a rule, or rules cited together made once (Cited)
            numbers = rule.numbers
        else:  # rules listed where they are cited: their numbers found by the rules' identities
            rules = tuple(rule)
            known = _CITED_BY_ID.get(ids := tuple(map(id, rules)))
            if known is None:  # the rules are kept with it: no other object can take one of their ids
                numbers = tuple(map(_NUMBER, rules))
                known = _CITED_BY_ID[ids] = (rules, _RULE_TUPLES.setdefault(numbers, numbers))
            numbers = known[1]
        if cards:  # a card's name never changes (a vanished token's is kept): each tuple of ids named once
            card_ids = tuple(cards)
            names = self._named.get(card_ids)
            if names is None:
                names = tuple(map(self.state.name_of, card_ids))
                names = self._names.setdefault(names, names)
                if all(map(self.state.cards.__contains__, card_ids)):  # not an id the game has yet to make
                    self._named[card_ids] = names
        else:
            names = ()
        causes = self._causes
        cause = causes[-1] if causes else None
        if cause == NEXT:  # this step is the cause of what follows in its scope
            causes[-1] = len(self.trace)
            # … and is caused by the step that opened the scope around it (a loop: every check
            # timing's first step comes here, where a generator cost more than the rest of log)
            outer = len(causes) - 2
            while outer >= 0 and causes[outer] == NEXT:
                outer -= 1
            cause = causes[outer] if outer >= 0 else None
        self.trace.append(_STEP(Step, (numbers, text, player, names, self._timing, kind, cause)))
        if self._boards is not None:
            self._boards.append(self.state.board())

    def _within_budget(self) -> None:
        b, steps = self.budget, self.steps
        if steps > b.steps_per_game:
            over = f"steps_per_game ({b.steps_per_game:,})"
        elif self._timing is not None and steps - self._timing_began > b.steps_per_check_timing:
            over = f"steps_per_check_timing ({b.steps_per_check_timing:,}) in check timing {self._timing}"
        elif self.boards is not None and len(self.boards) >= b.boards:
            over = f"boards ({b.boards:,} tables kept for display)"
        elif (late := b.over_time()) is not None:
            over = late
        else:
            return
        raise BudgetExceeded(f"the game went past its budget of {over}, at turn {self.state.turn} "
                             f"({self.state.phase} phase): an endless process the rules do not end")

    def name(self, card_id: str) -> str:
        card = self.state.cards.get(card_id)  # (state.name_of, without its call: every card named in the trace)
        return card.name if card is not None else self.state.vanished.get(card_id, card_id)

    # -- reading the board ----------------------------------------------------
    @property
    def compile(self) -> Compiler:
        """How the cards' printed text is read: given by the ability layer, never assumed."""
        if self._compile is None:
            raise NoAbilityLayer(NO_LAYER)
        return self._compile

    def attach(self, layer: AbilityLayer, compile: Compiler) -> None:
        """The ability layer joins the game (by new_game), once: the game then reads card text."""
        if self.layer is not None:
            raise ValueError("the game has its ability layer already")
        self.layer, self._compile, self._compiled, self._census_version = layer, compile, {}, -1
        self._card_index = {}

    def abilities(self, card: str) -> tuple[Ability, ...]:
        """The card's abilities in printed order."""
        return self.indexed(card).all

    def indexed(self, card: str) -> CardAbilities:
        """The card's abilities, compiled and indexed once per definition and shared between games
        (asked for thousands of times a game); a definition replaced mid-game is read anew. Kept by card id
        while the definitions stand (Definitions.version: one number, one content; a card's name never
        changes, and no id is used again)."""
        known = self._card_index.get(card)
        if known is not None and known[0] == self.state.defs.version:
            return known[1]
        s = self.state
        found = self.index_of(s.cards[card].name)
        self._card_index[card] = (s.defs.version, found)
        return found

    def index_of(self, name: str) -> CardAbilities:
        definition = self.state.defs[name]
        known = self._compiled.get(name)
        if known is None or known[0] is not definition:
            known = self._compiled[name] = (definition, index_of_object(self.compile, definition))
        return known[1]

    def census(self) -> Census:
        """What the abilities of every defined card can do at all, worked out again only when
        the definitions change."""
        if self.state.defs.version == self._census_version:  # Definitions.version: one number, one content
            return self._census_now  # (asked a few thousand times a game: nothing more is done)
        return self._take_census()

    def _take_census(self) -> Census:
        version = self.state.defs.version
        compile, compiled, indexed = self.compile, self._compiled, {}
        for name, definition in self.state.defs.items():  # (index_of, without its call: each of ~90 names a game)
            known = compiled.get(name)
            if known is None or known[0] is not definition:
                known = compiled[name] = (definition, index_of_object(compile, definition))
            indexed[name] = known[1]
        self._census_now = Census(indexed)
        self.state.records_hand = self._census_now.records_hand  # (GameState.records_hand)
        self._census_version = version
        return self._census_now

    def traits(self, card: str) -> tuple[str, ...]:
        """2.5, 10.8.1.3: a card's traits, with those a continuous effect gives it as well
        (「あなたのエリアにいる交戦カードすべては《兵器》も持つ」)."""
        printed = self.state.definition(card).traits
        had = printed + tuple(t for t in self._given("trait", card) if t not in printed)
        lost = self._given("trait-lost", card)  # 「これは《兵器》を失う」: had no longer, given or printed (10.8.1.3)
        return tuple(t for t in had if t not in lost) if lost else had

    def names(self, card: str) -> tuple[str, ...]:
        """2.1.2, 10.8.1.3: a card's name, and those a continuous effect has it treated as as well
        (「これはカード名を「ゴジラ(1954)」としても扱う」)."""
        printed = self.state.definition(card).name
        return (printed, *(n for n in self._given("name", card) if n != printed))

    def colors(self, card: str) -> tuple[str, ...]:
        """2.4, 10.8.1.3: a card's colours, with those a continuous effect gives it as well (「これは赤としても扱う」)."""
        printed = self.state.definition(card).colors
        return printed + tuple(c for c in self._given("color", card) if c not in printed)

    def _given(self, kind: str, card: str) -> list[str]:
        """The traits (names) continuous effects give ``card`` now; a change whose card phrase asks
        this card's traits (names) reads them without the changes being given (10.8.1.6)."""
        s, given = self.state, self.census().given
        if not given and not s.lasting:
            return []  # no card of the game gives any, and no effect has (asked by every card phrase)
        stats = [*given, *(e["stat"] for e in (s.in_force() if s.lasting else ()))]
        stats = list(dict.fromkeys(st for st in stats if st.partition(":")[0] == kind))
        if not stats or (kind, card) in self._giving:
            return []
        self._giving.add((kind, card))
        try:
            return [st.partition(":")[2] for st in stats if self.modifier(st, card) > 0]
        finally:
            self._giving.discard((kind, card))

    def keyword(self, card: str, name: str) -> list[int]:
        """The values of a card's keyword abilities of that name ([3] for 【強襲3】), with those a
        continuous effect grants it (「これは【強襲3】を得る」, 10.8.1.2); a grant whose card phrase asks this
        card's keywords reads them without the grants (10.8.1.6, as :meth:`_given`)."""
        own = [a.value for a in self.abilities(card) if a.keyword == name]  # 【進化】 is an auto ability
        if self.layer is None or not any(a.keyword for a in self.census().granted) or ("keyword", card) in self._giving:
            return own
        self._giving.add(("keyword", card))
        try:
            return own + [a.value for a in self.layer.granted(card) if a.keyword == name]
        finally:
            self._giving.discard(("keyword", card))

    def rank(self, card: str) -> int:
        """A card's rank with continuous changes; a battle or strategy rank below 0 is 0
        (2.3.2.2.1, 2.3.2.3.1)."""
        printed = self.state.definition(card).rank
        if self.state.lasting:  # "このターン、これの等級+1": changes made for a time, in timestamp order (10.8.1.7)
            return max(0, self._changed("rank", card, printed))
        return max(0, printed + self.modifier("rank", card))

    def invasion(self, card: str) -> int:
        """2.8: a card's invasion icon with continuous changes (10.8.1.5: 「これの進攻アイコン+1」, set by
        「…を2にする」), in timestamp order; never below 0 (no card advances backwards by invading, 8.6)."""
        printed = self.state.definition(card).invasion
        if not self.state.lasting and not {"invasion", "invasion-set"} & self.census().changers.keys():
            return printed
        return max(0, self._changed("invasion", card, printed))

    def monster_rank(self, player: str) -> int:
        """The invading monster's printed rank: 【強襲】 plays it "as if" of a lower rank (12.5.2),
        for the play alone; once played it is its own rank."""
        return self.state.definition(self.state.invading_monster(player)).rank

    def threat(self, player: str) -> int:
        top = self.state.invading_monster(player)
        # 10.8.1: printed value, then rage (3.4.5), then continuous changes of numbers
        return self._changed("threat", top, self.state.definition(top).threat + 5000 * self.state.rage[player])

    def _changed(self, stat: str, card: str, value: int) -> int:
        """10.8.1.5/10.8.1.7: numeric changes applied in the order they came to be — those of
        continuous abilities from when their card was placed, those of one-shot effects from when
        they were made ("そのターン中…撃退力を2倍にする"); 10.8.2: the latter skip a card that has
        moved since (but not from zone to zone)."""
        s = self.state
        steps = [(since, "+", n) for since, n in self.changes(stat, card)]
        times = TIMES.get(stat)  # "これの撃退力を2倍にする": a continuous multiplication, in the same order
        census = self.census()  # … or granted a card (「…すべては「これの撃退力を2倍にする。」を得る」, 10.8.1.2)
        if times is not None and (times in census.changers or times in census.granted_stats):
            steps += [(since, "×", n) for since, n in self.changes(times, card)]
        set_to = SETS.get(stat)
        if set_to is not None and set_to in census.changers:
            steps += [(since, "=", n) for since, n in self.changes(set_to, card)]
        steps += [(e["since"], e["op"], e["amount"]) for e in (s.in_force() if s.lasting else ())
                  if e["stat"] == stat and card in e["cards"] and s.cards[card].since <= e["since"]]
        for _since, op, amount in sorted(steps, key=lambda step: step[0]):
            value = value * amount if op == "×" else amount if op == "=" else value + amount
        return value

    def modifier(self, stat: str, card: str) -> int:
        """The sum of the continuous changes of ``stat`` that reach ``card`` (asked for every action
        considered at a play timing: no closure is made for it)."""
        census = self._census_now if self.state.defs.version == self._census_version else self._take_census()
        if stat not in census.changed and not self.state.lasting:
            return 0  # no card of the game changes it, nor did an effect for a time (most numbers of most games)
        still = self._still
        if still is None:
            return sum(map(_AMOUNT, self.changes(stat, card)))
        key = (stat, card)
        total = still.get(key)
        if total is None:
            total = still[key] = sum(map(_AMOUNT, self.changes(stat, card)))
        return total

    def kept_from(self, stat: str, card: str, master: str, source: str) -> bool:
        """Whether ``card`` is kept from an effect of ``master``'s (1.3.3: "破壊されない" …) by a
        protection from any source, or from sources of the type ``source`` is (10.11.2: the card
        with the ability; "相手の戦略カードの効果で破壊されない")."""
        own = self.state.master(card) == master
        source_type = self.state.definition(source).type if source in self.state.cards else ""
        return any(protects(self.modifier(s, card), own)
                   for s in {stat, protection_of(stat, source_type)})

    def forbids(self, player: str, action: str, zone: int | None = None, card: str | None = None,
                by: str = "") -> str | None:
        """The ability that forbids ``player`` this action now (1.3.3), if any; ``card``: the card
        it would be done with (a prohibition may name which: "手札から交戦カードを出現させる");
        ``by``: the master of the effect that would do it ("相手の効果で…ならない")."""
        census = self._census_now if self.state.defs.version == self._census_version else self._take_census()
        if "forbid" not in census.changers and not self.state.lasting:
            return None  # no card of the game forbids anything, nor did an effect for a time (most games)
        still = self._still  # asked for every action considered: no closure is made for it
        if still is None:
            return self.prohibitions(player, action, zone, card, by)
        key = ("forbid", player, action, zone, card, by)
        if key not in still:
            still[key] = self.prohibitions(player, action, zone, card, by)
        return still[key]

    def _standing_still(self, work: Callable[[Game], PlayActions]) -> PlayActions:
        """While the board stands still (listing the legal actions), continuous sums and
        prohibitions are computed once each rather than once per action considered."""
        self._still = {}
        try:
            return work(self)
        finally:
            self._still = None

    def play_rank(self, card: str) -> int:
        """The rank compared when playing it from the hand (8.2.1): its rank with continuous changes
        (2.3.2.2: 「相手の手札にある交戦カードすべての等級+1」), then "等級を-Nして手札から出現できる"."""
        return max(0, self.rank(card) + self.modifier("play-rank", card))

    def counter_power(self, card_id: str) -> int:
        return self._changed("counter", card_id, self.state.definition(card_id).counter)

    def counter_parts(self, player: str) -> tuple[list[str], list[str], int]:
        """7.4.2: the battle cards that battle, those that cannot (5.16.1), and what effects add
        to the total."""
        cards = self.battle_cards(player)
        idle = [c for c in cards if self.modifier("no-battle", c) > 0]
        bonus = self.modifier("total-counter", self.state.invading_monster(player))
        return [c for c in cards if c not in idle], idle, bonus

    def total_counter_power(self, player: str) -> int:
        fighting, _idle, bonus = self.counter_parts(player)
        return sum(self.counter_power(c) for c in fighting) + bonus

    def battle_cards(self, player: str) -> list[str]:
        return [c for n in ZONES for c in self.state.areas[zone_key(player, n)]
                if self.state.definition(c).type == "battle"]

    # -- the flow -------------------------------------------------------------
    def _game(self, at_play_timing: bool) -> Flow:
        state = self.state  # `state.result is None`, not the property `over`: asked at every phase
        phase = state.phase
        if at_play_timing and phase == "main":
            yield from self._play_timing(state.turn_player)
            if state.result is None:
                self._phase_ends("main")
            phase = "counter"
        while state.result is None:
            if phase == "start":
                yield from self._start_phase()
            elif phase == "main":
                yield from self._main_phase()
            elif phase == "counter":
                yield from self._counter_phase()
            else:
                yield from self._end_phase()
            if state.result is None:
                self._phase_ends(phase)
                if phase == "end":
                    self._next_turn()
            phase = {"start": "main", "main": "counter", "counter": "end", "end": "start"}[phase]

    def _timed_at(self, moment: str, player: str) -> None:
        """The timed triggers (10.6.5) whose moment is now — a phase's beginning, or the turn's
        end (7.5.7) — go on standby, each once (10.6.5.1)."""
        s = self.state
        due = [t for t in s.timed if t["at"] == moment and t["player"] in (player, "") and t["first"] <= s.turn
               and t.get("last", s.turn) >= s.turn]
        for entry in due:
            s.timed.remove(entry)
            self._standby(self.timed_standby(entry))

    def timed_standby(self, entry: dict) -> Standby:
        """A timed trigger of :attr:`GameState.timed` as an ability to play: 【強襲】's discard (12.5.2),
        or an effect's, made again by the ability layer from its source's text."""
        if entry.get("burst"):
            card = entry["card"]
            return Standby(entry["master"], card, f"{self.name(card)}: 【強襲】 discard it",
                           self._burst_discard(card, entry.get("since", 0)), (R.KEYWORD_BURST,))
        return self.delayed(entry)

    @staticmethod
    def _no_delayed(entry: dict) -> Standby:
        raise ValueError(f"a timed trigger of {entry['card']} and no ability layer to make it: use new_game")

    def _phase_ends(self, phase: str) -> None:
        """Changes made until this phase's end end with it (10.2.1.2: "次の相手のメインフェイズ終了時まで")."""
        for entry in self.state.expire(phase):
            self.log(R.LASTING, f"the end of the {phase} phase: {entry['text']}'s change for a time ends",
                     self.state.turn_player)

    def _begin(self, phase: str, rule: Rule) -> Flow:
        """Every phase's first step: its 'at the beginning of' trigger, then a check timing."""
        if self.stop_before == phase:
            self.stop_before = None
            yield PhaseStart(phase, self.state.turn_player)
        self.state.phase = phase
        self.log(rule, f"turn {self.state.turn}: {phase} phase of {self.state.turn_player}",
                 self.state.turn_player, kind="phase")
        if phase == "start" and self.state.turn == 1:  # the game has begun, 6.3 done: 「ゲーム開始時」 is met
            self._emit("game-start", player=self.state.turn_player)  # once, played at 7.2.1's check timing
        self._emit("phase", phase=phase, player=self.state.turn_player)
        self._timed_at(phase, self.state.turn_player)
        yield from self.check_timing(rule)

    def _start_phase(self) -> Flow:
        s, tp = self.state, self.state.turn_player
        yield from self._begin("start", R.START_TRIGGER)
        if self.over:
            return
        monster = s.top_of_invading(tp)
        self.step_draws = self.monster_rank(other(tp))
        if self._step_forbidden("start-draw", R.START_DRAW):
            pass  # "相手はスタートフェイズにカードを引くことができない": no draw, so none to replace (1.3.3)
        elif monster is None or not (yield from self._replaced("start-draw", monster, R.START_DRAW)):
            yield from self._draw(tp, self.monster_rank(other(tp)), R.START_DRAW)  # unless replaced (10.9.1)
        for key in s.strategy_keys(tp):
            for card in list(s.areas[key]):
                if s.cards[card].placed_turn < s.turn:
                    if self.keyword(card, "base"):
                        self.log([R.START_STRATEGY, R.KEYWORD_BASE], f"{self.name(card)} stays: "
                                 "【拠点】", tp, [card])
                    else:
                        yield from self._to_discard(card, R.START_STRATEGY)
        monster = s.top_of_invading(tp)
        if s.rage[tp] and self._step_forbidden("start-rage", R.START_RAGE):
            pass  # "これの怒りはスタートフェイズに0にならない" (1.3.3 over 7.2.4)
        elif s.rage[tp] and monster is not None and (yield from self._replaced("start-rage", monster, R.START_RAGE)):
            pass  # "これの怒りは0にならず、1減る" (10.2.1.3.1)
        elif s.rage[tp]:
            s.rage[tp] = 0
            self.log(R.START_RAGE, f"{tp}'s rage becomes 0", tp)
        yield from self.check_timing(R.START_CHECK)

    def _main_phase(self) -> Flow:
        yield from self._begin("main", R.MAIN_TRIGGER)
        if not self.over:
            yield from self._play_timing(self.state.turn_player)

    def _play_timing(self, player: str) -> Flow:
        state = self.state  # (`state.result`, not the property `over`: asked twice at every play timing)
        while state.result is None:
            yield from self.check_timing(R.PLAY_TIMING_CHECK)
            if state.result is not None:
                return
            # 13.1.1.2: the same game as at an earlier play timing this turn. Only games alike in a few
            # numbers can be the same (GameState.likeness): most play timings have no earlier one alike
            # (every action takes a card from the hand), and are not fingerprinted to be looked up
            alike = self._taken_from.setdefault(state.likeness(), {})
            now = state.fingerprint() if alike else None
            taken = alike.get(now) if now is not None else None
            again = [a for a in taken if a not in self.barred_actions] if taken else []
            if again:  # 13.1.1.2: the same game as before those actions, in this turn
                from judgekit.engine.actions import describe

                self.barred_actions.update(again)
                self.log(R.LOOP_NO_REPEAT, "the same game as before " + "; ".join(describe(self, a) for a in again)
                         + ": not again this turn", player)
            action = yield PlayTiming(player, lambda: tuple(self._legal_actions()), self._sample_action)
            if not isinstance(action, NO_RETURN):  # the game as it waited (nothing changes while it waits), kept
                alike.setdefault(now if now is not None else state.fingerprint(), []).append(action)
            if isinstance(action, EndMain):
                self.log(R.MAIN_PLAY_TIMING, f"{player} ends the main phase", player, kind="action")
                return
            yield from self._perform(action)

    def _counter_phase(self) -> Flow:
        tp = self.state.turn_player
        yield from self._begin("counter", R.COUNTER_TRIGGER)
        if self.over:
            return
        fighting, idle, bonus = self.counter_parts(tp)
        if idle:
            self.log(R.NO_BATTLE, ", ".join(self.name(c) for c in idle) + " cannot battle", tp, idle)
        total = sum(self.counter_power(c) for c in fighting) + bonus
        threat = self.threat(other(tp))
        self.log([R.COUNTER_TOTAL, R.COUNTER_NOT_MONSTER], f"{tp}'s total counter power is {total}"
                 + (f" ({bonus:+} by effects)" if bonus else ""), tp, fighting)
        foe = self.state.invading_monster(other(tp))
        rage = self.state.rage[other(tp)]
        compared = [R.COUNTER_COMPARE] + ([R.RAGE_THREAT] if rage else [])
        level = f"threat level {threat}"
        by_effects = threat - self.state.definition(foe).threat - 5000 * rage
        if rage and by_effects:  # rage's step comes before the effects' (10.8.1.4)
            compared.append(R.RAGE_STEP)
            level += f" (rage {rage}: +{5000 * rage}, then effects: {by_effects:+})"
        elif rage:
            level += f" (rage {rage}: +{5000 * rage})"
        if total >= threat and (fighting or idle):
            self.log(compared, f"{total} ≥ {level}: {other(tp)}'s invading monster is countered", tp, [foe])
            # each "これは撃退力N以下では撃退されず…" is a replacement of its own (10.9.2.3: each applies at most
            # once, and the first to apply leaves no counter for another): the highest N that the total does not
            # pass decides, two of them do not add up (5.15.1.1, 10.9.1.1)
            immune = max((amount for _since, amount in self.changes("counter-immune", foe)), default=0)
            if total <= immune:
                self.log(R.COUNTER_BACK, f"{self.name(foe)} is not countered by {immune} or less: it "
                         "only moves as if countered", other(tp), [foe])
            yield from self._counter(other(tp), move_only=total <= immune)
        else:
            why = f"{total} < {level}" if total < threat else f"{tp} has no battle cards"
            self.log(compared, f"{why}: {other(tp)}'s invading monster is not countered", tp, [foe])
            self._emit("not-countered", player=other(tp))  # "相手の怪獣カードが撃退されなかった時"
        if not self.over:
            yield from self.check_timing(R.COUNTER_CHECK)

    def _end_phase(self) -> Flow:
        s, tp = self.state, self.state.turn_player
        yield from self._begin("end", R.END_TRIGGER)
        if self.over:
            return
        monster = s.top_of_invading(tp)
        if s.position[tp] <= 7 and self._step_forbidden("end-advance", R.END_ADVANCE):
            pass  # "相手の怪獣カードはエンドフェイズに前進できない": no advance, so none to replace (1.3.3)
        elif s.position[tp] <= 7 and monster is not None \
                and (yield from self._replaced("end-advance", monster, R.END_ADVANCE)):
            pass  # "これはエンドフェイズに前進しない。かわりに…" (10.9.1)
        elif s.position[tp] <= 7:
            # "これがエンドフェイズに前進する際、…の枚数分、追加で前進する": counted as the 7.5.2 advance
            # begins; cards its advances crush on the way (11.3.3) do not shorten it
            extra = self.modifier("end-advance-extra", s.invading_monster(tp))
            yield from self._advance(tp, by_invasion=False, rule=R.END_ADVANCE)
            for _ in range(extra):
                if self.over or not (yield from self._advance(tp, by_invasion=False, rule=R.END_ADVANCE)):
                    break
        yield from self.check_timing(R.END_CHECK_1)
        turn_end_met = False  # 'ターンの終わりに' triggers are met once per turn, at 7.5.7
        while not self.over:
            short = 5 - len(s.areas[f"{tp}.hand"])
            monster, self.step_draws = s.top_of_invading(tp), short
            if short > 0 and self._step_forbidden("end-draw", R.END_DRAW):
                pass  # "…はエンドフェイズにカードを引くことができない" (1.3.3 over 7.5.4)
            elif short > 0 and monster is not None and (yield from self._replaced("end-draw", monster, R.END_DRAW)):
                pass  # "あなたのエンドフェイズに手札が5枚未満で引く際、かわりに…" (10.9.1)
            elif short > 0:
                yield from self._draw(tp, short, R.END_DRAW)
            else:
                self.log(R.END_DRAW, f"{tp} has {len(s.areas[f'{tp}.hand'])} cards: nothing to draw", tp)
            resolved = yield from self.check_timing(R.END_CHECK_2)
            if self.over:
                return
            s.expire("turn")
            self.log(R.END_EXPIRE, "effects until the end of the turn end", tp)
            if resolved:
                self.log(R.END_LOOP, "something was resolved at 7.5.5: back to 7.5.4", tp)
                continue
            if turn_end_met:
                return
            turn_end_met = True
            waiting = len(self.standby)
            self._timed_at("turn-end", tp)  # a timed trigger at 'the next turn's end'
            self._emit("turn-end", player=tp)
            if len(self.standby) == waiting:
                return
            self.log(R.END_LOOP, "'at the end of the turn' abilities trigger: back to 7.5.4", tp)

    def _next_turn(self) -> None:
        s = self.state
        self._barred = set()  # 13.1.1.2 holds for the turn
        self._taken_from, self.barred_actions = {}, set()
        s.turn += 1
        s.turn_player = other(s.turn_player)
        # what was done this turn is forgotten; an ability's plays limited a game ("1ゲームに1回") are kept (1.3.1)
        s.used = {p: [u for u in s.used[p] if u.startswith("per-game:")] for p in s.used}
        s.done = {p: [] for p in s.done}
        s.timed = [t for t in s.timed if t.get("last", s.turn) >= s.turn]  # "このターンの…": its turn is over

    # -- check timing (10.4.3) --------------------------------------------------
    def check_timing(self, because: Rule | None = None) -> Flow:
        """Rule actions until none; then one standby ability, turn player first; repeat.

        ``because``: the provision that calls for this check timing (7.2.5, 10.4.2, …), cited
        beside 10.4.3. Returns how many rule actions and abilities it resolved (7.5.7 asks).
        """
        outer = self._timing
        if outer is None:
            self._timing_began = self.steps
        self.timings += 1
        self._timing = self.timings
        if outer is None and self._alarm_base:  # this check timing's own limit (Budget.steps_per_check_timing)
            self._alarm = min(self._alarm_base, self.steps + self._budget.steps_per_check_timing + 1)
        self._causes.append(NEXT)
        if because:
            cited = _CHECK_CITES.get(id(because))
            if cited is None or cited.rules[0] is not because:
                cited = _CHECK_CITES[id(because)] = Cited((because, R.CHECK_TIMING))
            self.log(cited, "check timing", kind="timing")
        else:
            self.log(R.CHECK_TIMING, "check timing", kind="timing")
        state = self.state  # `state.result is not None`, not the property `over`: asked four times a round
        try:  # the first round, done at once: most check timings find nothing due and nothing waiting
            if state.result is None:
                if self._due_rule_actions():  # rule actions to perform (they may ask): the rounds do them
                    return self._rounds(outer, looked=False)
                for watch in self.states:  # (_states_hold, without its call)
                    for standby in watch(self):
                        self._standby(standby)
                if state.result is None and self.standby:
                    return self._rounds(outer, looked=True)
                if state.result is None:
                    self.log(R.CHECK_END, "check timing ends", kind="timing")
        except BaseException:
            self._timing_ends(outer)
            raise
        self._timing = outer  # (_timing_ends, without its call)
        if outer is None:
            self._alarm = self._alarm_base
        self._causes.pop()
        return given(0)  # what a check timing with nothing to do gives: nothing resolved

    def _rounds(self, outer: int | None, looked: bool) -> Flow:
        """check_timing's rounds, from its first (``looked``: the first has found abilities waiting and
        no rule action due; they are played from here). Returns how many it resolved."""
        resolved = 0
        seen: dict[tuple, int] = {}  # boards with the same abilities waiting (13.1): answers given by then
        processes: dict[tuple, tuple[int, int]] = {}  # abilities waiting → (answers given by then, repeats)
        state = self.state
        try:
            while state.result is None:
                if looked:
                    looked = False
                else:
                    if self._due_rule_actions():  # usually none: no generator is made for them
                        resolved += yield from self._rule_actions()
                    self._states_hold()
                    if state.result is not None:
                        break
                    if not self.standby:
                        self.log(R.CHECK_END, "check timing ends", kind="timing")
                        break
                self._same_game_again(seen)
                if state.result is None:
                    self._same_process_again(processes)
                if state.result is not None:
                    break
                yield from self._play_standby()
                resolved += 1
        finally:
            self._timing_ends(outer)
        return resolved

    def _states_hold(self) -> None:
        """10.6.6.1: a state that holds puts its ability on standby."""
        for watch in self.states:
            for standby in watch(self):
                self._standby(standby)

    def _timing_ends(self, outer: int | None) -> None:
        """The check timing is over: the one around it (``outer``), if any, is open again."""
        self._timing = outer
        if outer is None:
            self._alarm = self._alarm_base
        self._causes.pop()

    def _same_game_again(self, seen: dict[tuple, int]) -> None:
        """13.1: the same board with the same abilities waiting as earlier in this check timing is
        a loop. If no player's choice since then was free, it is a draw (13.1.1.3); otherwise those
        choices cannot be made again this turn (13.1.1.2). ``seen``: board → answers given by then."""
        key = (self.state.fingerprint(), tuple(sorted(s.label for s in self.standby)))
        boards, answers = len(seen), len(self._answers)
        before = seen.setdefault(key, answers)  # a new board (the usual case) is hashed once
        if len(seen) == boards:  # seen before
            fresh = [a for a in self._answers[before:] if a not in self._barred]
            if not fresh:  # no choice led here, or none that was still free
                self.log(R.LOOP_DRAW, "the same abilities keep returning the same board; "
                         "no player can stop it", kind="end")
                self._end(Result(None, "loop", R.LOOP_DRAW.number))
                return
            self._barred |= set(fresh)
            self.log(R.LOOP_NO_REPEAT, "the same board again after "
                     + "; ".join(f"{p} chose {label}" for p, _q, label in fresh), kind="rule")
            seen[key] = answers

    def _same_process_again(self, processes: dict[tuple, tuple[int, int]]) -> None:
        """13.1.1: a loop is the same process repeating, even where the board never repeats (two
        abilities raising each other's rage). The same abilities waiting again with no choice
        made since, FORCED_REPEATS times over in one check timing: nobody can stop it, a draw
        (13.1.1.3). ``processes``: abilities waiting → (answers given by then, repeats)."""
        key = tuple(sorted((w.master, w.label) for w in self.standby))
        answers = len(self._answers)
        before, repeats = processes.get(key, (-1, 0))
        repeats = repeats + 1 if before == answers else 0
        processes[key] = (answers, repeats)
        if repeats >= FORCED_REPEATS:
            names = "; ".join(sorted({label for _master, label in key}))
            self.log([R.LOOP, R.LOOP_DRAW], f"the same abilities ({names}) have been played {repeats} "
                     "times over with no choice between: a loop no player can stop", kind="end")
            self._end(Result(None, "loop", R.LOOP_DRAW.number))

    def _standby_options(self, mine: list) -> list[tuple[str, str]]:
        """10.6.3.1: the abilities a player orders, each by its label; the same ability of two cards
        on the field (two 「無人在来線爆弾」 tokens' 【出現時】) is told apart by where each card is,
        as a card on the field is ("無人在来線爆弾 in zone 2: 相手の【怒り】を1減らす。")."""
        labels = [s.label for s in mine]
        placed = []
        for s in mine:
            label, where = s.label, self.state.area_of(s.card)
            if labels.count(label) > 1 and where.startswith(("zone", "strategy")):
                name, _, text = label.partition(": ")
                label = f"{name} in {area_words(where)}: {text}"
            placed.append(label)
        # one card's ability waiting twice for events about two cards (10.6.2.1: BP02-073's
        # 「出現するたび」 for two battle cards appearing together) is two options: each names the
        # card its 「それ」 is, so a player (and a script) can say which to play first (10.6.3.1)
        options = []
        for i, (s, label) in enumerate(zip(mine, placed)):
            if placed.count(label) > 1 and s.about in self.state.cards:
                name, _, text = label.partition(": ")
                where = self.state.area_of(s.about)
                at = f" in {area_words(where)}" if where.startswith(("zone", "strategy")) else ""
                label = f"{name}, for {self.name(s.about)}{at}: {text}"
            options.append((str(i), label))
        return options

    def _play_standby(self) -> Flow:
        """10.4.3.2–3: the turn player, if any of theirs wait, else the other player, chooses one
        of their standby abilities and plays it."""
        tp = self.state.turn_player
        for player, rule in ((tp, R.CHECK_TURN_PLAYER), (other(tp), R.CHECK_NON_TURN_PLAYER)):
            mine = [s for s in self.standby if s.master == player]
            if mine:
                break
        # one ability waiting twice for the same event (10.6.2.1), or for events about cards its
        # master could not tell apart (two copies discarded together), is one option
        mine = list({(s.card, s.label, self._identity(s.about)): s for s in reversed(mine)}.values())[::-1]
        pick = yield from self.choose(player, "standby", "which standby ability to play first",
                                      self._standby_options(mine), rule)
        chosen = mine[int(pick)]
        self.standby.remove(chosen)
        self._causes.append(NEXT)  # playing it causes what it does
        try:
            self.log(_PLAY_CITES[rule, len(mine) > 1], f"{player} plays {chosen.label}", player, [chosen.card], kind="ability")
            now = self.state.area_of(chosen.card)
            if now != chosen.area:
                gone = f"is now in {area_words(now)}" if now else "has left the game"
                self.log([R.STANDBY_MOVED, R.RESOLVE_MOVED], f"{self.name(chosen.card)} {gone}; its ability is "
                         "played and resolves all the same", player, [chosen.card])
            yield from chosen.resolve(self)
        finally:
            self._causes.pop()

    def _rule_actions(self) -> Flow:
        """10.4.3.1: every non-interrupt rule action due, all at once, until none is due."""
        done = 0
        while not self.over:
            due = self._due_rule_actions()
            if not due:
                return done
            # simultaneous (11.1.3): each card once, by the first rule that takes it
            first: dict[str, Rule] = {}
            for rule, card in due:
                first.setdefault(card, rule)
            for card, rule in first.items():
                yield from self._to_discard(card, [R.CHECK_RULE_ACTIONS, rule], by_duplicate=rule is R.DUPLICATE,
                                            cause=Cause.DUPLICATE if rule is R.DUPLICATE else Cause.ILLEGAL)
                done += 1
        return done

    def _step_forbidden(self, step: str, rule: Rule) -> bool:
        """1.3.3 over a phase's own step (7.2.2's draw, 7.5.2's advance, 7.5.4's draw): whether an ability
        forbids it to the turn player now; logged with the ability that does."""
        tp = self.state.turn_player
        why = self.forbids(tp, step)
        if why:
            did = {"start-rage": "set their rage to 0"}.get(step, "advance" if step.endswith("advance") else "draw")
            self.log([rule, R.FORBIDDEN], f"{tp} does not {did} in the {step.split('-')[0]} phase: {why}", tp)
        return bool(why)

    def _due_rule_actions(self) -> list[tuple[Rule, str]]:
        s = self.state
        due: list[tuple[Rule, str]] = []
        known = self._settled  # Definitions.version: one number, one content
        if (known is not None and known[0] == s.moves and known[1] is s and known[2] == s.defs.version
                and known[3] == s.strategy_count):
            return due  # no card has moved since none was due: none is (asked at every check timing)
        areas, cards, defs = s.areas, s.cards, s.defs
        for player in TURN_ORDER[s.turn_player]:
            for keys, kind in ((ZONE_KEYS[player], "battle"), (s.strategy_keys(player), "strategy")):
                # after every move: most areas hold none (passed over by filter, with no loop in Python)
                for key in filter(areas.__getitem__, keys):  # … or one card of the right type
                    held = areas[key]
                    if len(held) > 1 or defs[cards[held[0]].name].type != kind:
                        due += self._due_in(held, kind)
        if areas["resolution"]:  # (mostly empty: no list made)
            due += [(R.ILLEGAL_RESOLUTION, c) for c in areas["resolution"]]
        self._settled = None if due else (s.moves, s, s.defs.version, dict(s.strategy_count))
        return due

    def _due_in(self, cards: list[str], kind: str) -> list[tuple[Rule, str]]:
        """One zone or strategy zone: a card of another type (11.4.1), and of several of its
        type all but the one placed last (11.5.1)."""
        s = self.state
        due = [(R.ILLEGAL_CARD, c) for c in cards if s.definition(c).type != kind]
        return due + [(R.DUPLICATE, c) for c in _all_but_latest(s, [c for c in cards if s.definition(c).type == kind])]

    # -- decisions --------------------------------------------------------------
    def choose(self, player: str, kind: str, prompt: str, options: list[tuple[str, str]],
               rule: Rule) -> Generator[Decision, str, str]:
        """Ask ``player``; a decision with one legal answer takes it without asking. An answer
        that led back to the same game this turn is not offered again (13.1.1.2) while another is.
        The rules leave the choice to the player every time round (13.1.1.1-3): the engine never
        answers for them, but says (here, only where an answer is barred) what the loop comes to."""
        allowed = [o for o in options if (player, prompt, o[1]) not in self._barred]
        if allowed and len(allowed) < len(options):
            self.log(R.LOOP_NO_REPEAT, f"{player} cannot choose "
                     f"{', '.join(label for _k, label in options if (_k, label) not in allowed)} again: "
                     "every answer that brings the same game back is barred in its turn (13.1.1.2); if all "
                     "do, no player can stop the loop and the game is a draw (13.1.1.3)", player)
            options = allowed
        options = self._distinct(kind, options)
        if len(options) == 1:
            return options[0][0]
        answer = yield Decision(player, kind, prompt,
                                tuple(Option(k, label) for k, label in options), rule)
        self._answers.append((player, prompt, dict(options)[answer]))
        return answer

    def _distinct(self, kind: str, options: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """Cards a player could not tell apart are one answer: copies of one card in one hand or
        discard pile, where nothing but the card is known of them (which one is chosen changes
        nothing). Cards on the field differ by their zone (their labels say it)."""
        if kind != "card":
            return options
        seen, kept = set(), []
        for key, label in options:
            same = (label, self._identity(key))
            if same not in seen:
                seen.add(same)
                kept.append((key, label))
        return kept

    def _identity(self, card_id: str) -> object:
        """What a player can tell of a card: in a hand or discard pile only the card (its name and
        owner), so copies there are one; elsewhere the card itself (on the field, its zone)."""
        card = self.state.cards.get(card_id)
        area = self.state.area_of(card_id) if card is not None else ""
        return (card.name, card.owner, area) if card is not None and area in ("hand", "discard") else card_id

    def ask(self, player: str, prompt: str, rule: Rule) -> Generator[Decision, str, bool]:
        """A yes-or-no decision ("may", "pay the cost"): True for yes."""
        answer = yield from self.choose(player, "yes-no", prompt, [("yes", "yes"), ("no", "no")], rule)
        return answer == "yes"

    # -- events, standby, the end (the board's own changes: ``board_changes``) ----
    def _emit(self, event: str, **info) -> None:
        census = self._census_now if self.state.defs.version == self._census_version else self._take_census()
        if event in census.deaf and not self.state.timed and len(self.listeners) == 1:  # (census() without its call)
            return  # the ability layer, the one listener, would find nothing to do (Census.deaf)
        for listener in self.listeners:
            for standby in listener(self, event, info):
                self._standby(standby)

    def _standby(self, standby: Standby) -> None:
        standby.area = self.state.area_of(standby.card)
        again = [R.STANDBY_AGAIN] if any(w.card == standby.card and w.label == standby.label
                                        for w in self.standby) else []
        self.standby.append(standby)
        self.log([R.STANDBY, *again, *standby.rules], f"{standby.label} goes on standby"
                 + (" again" if again else ""), standby.master, [standby.card], kind="ability")

    def _end(self, result: Result) -> None:
        if self.state.result is None:
            self.state.result = result
            who = f"{result.winner} wins" if result.winner else "the game is a draw"
            self.log(R.RULES.get(result.rule, R.CONCEDE), f"{who} ({result.how})", result.winner,
                     kind="end")

    def _concede(self, player: str) -> None:
        self.log(R.CONCEDE, f"{player} concedes", player, kind="action")
        self._end(Result(other(player), "concession", R.CONCEDE.number))
        self._started, self._pending = True, None

    # -- main-phase actions (8): see ``actions`` ---------------------------------
    def legal_actions(self) -> list[PlayAction]:
        """The actions of the pending play timing; none while a decision or nothing is pending."""
        pending = self.pending
        return list(pending.actions) if isinstance(pending, PlayTiming) else []

    def _legal_actions(self) -> list[PlayAction]:
        return self._standing_still(_actions().legal_actions)

    def _sample_action(self, rng: random.Random) -> PlayAction:
        sample_action = _actions().sample_action
        return self._standing_still(lambda game: sample_action(game, rng))

    def check(self, action: PlayAction) -> None:
        """Raise :class:`IllegalAction` naming the rule if ``action`` cannot be taken now."""
        _actions().check(self, action)

    def _perform(self, action: CardAction) -> Flow:
        """The action; its first step (the action itself) is the cause of every step it brings."""
        self._causes.append(NEXT)
        try:
            yield from _actions().perform(self, action)
        finally:
            self._causes.pop()


@functools.cache
def _actions() -> ModuleType:
    """The main-phase actions (chapter 8), a module that imports this one: imported once, on first
    use (an import statement in a method costs a microsecond at every play timing)."""
    from judgekit.engine import actions

    return actions


def _all_but_latest(state: GameState, cards: list[str]) -> list[str]:
    """11.5.1: of several cards in one area, all but the one placed last."""
    if len(cards) < 2:
        return []
    latest = max(cards, key=lambda c: state.cards[c].since)
    return [c for c in cards if c != latest]
