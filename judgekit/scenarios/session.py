"""One scenario being replayed: its board, its scripted choices, the engine, the checks.

Every phrase of ``phrases.PHRASES`` is a method here; the pytest-bdd steps and
``judgekit scenario run`` both call :meth:`Session.step`, so there is one
implementation of the language. Rule logic stays in the engine: a Session only
builds the board, takes the actions and reads the result.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from judgekit.cardtext import CompileError, compile_card
from judgekit.cardtext.database import card_list_tokens, find as find_card
from judgekit.engine import rulebook as R
from judgekit.engine.abilities import new_game
from judgekit.engine.actions import DECK_TOP
from judgekit.engine.cards import CardDef, CardError, make_card
from judgekit.engine.controllers import Outcome, Script, ScriptError, explore
from judgekit.engine.decisions import (
    NO_MORE, Action, ActivateStrategy, Concede, Decision, EndMain, GainRage, IllegalAction, Invade,
    PhaseStart, PlayBattle, PlayMonster, PlayTiming,
)
from judgekit.engine.game import BadAnswer, Budget, BudgetExceeded, Game
from judgekit.engine.setup import deck_problems, start_game
from judgekit.engine.state import GameState, area_words, strategy_key, zone_key
from judgekit.engine.tokens import appendix_tokens, find_token, token_names
from judgekit.scenarios.phrases import attempted, match, nearest

COLUMNS = ("name", "type", "rank", "color", "traits", "threat", "counter", "invasion", "text")
AREAS = {"hand": "hand", "deck": "deck", "discard pile": "discard", "monster deck": "monster_deck"}
ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4}
DECK_CHECKS = ("expect_legal_deck", "expect_deck_breaks")  # of the cards listed; no game is played
MOST_COPIES = 100  # "Jet" x50 makes a deck; far more is a typo, not a board


class ScenarioError(Exception):
    """The file is not a valid scenario (exit 2): Gherkin, phrase, card table or board."""


class ScenarioFailure(AssertionError):
    """The scenario ran and an expectation or an action failed (exit 1)."""


@dataclass
class Step:
    kind: str  # "given" | "when" | "then"
    text: str
    line: int
    table: list[list[str]] | None = None


@dataclass
class Session:
    file: str = "<scenario>"
    state: GameState = field(default_factory=GameState)
    script: Script = field(default_factory=Script)
    game: Game | None = None
    exploring: bool = False
    planned: list[Action] = field(default_factory=list)  # actions to explore
    outcomes: list[Outcome] | None = None
    line: int = 0
    actor: str = "A"  # the player of the action being taken
    refused: str | None = None  # why the last "tries to" action was refused
    placed_at: dict[str, int] = field(default_factory=dict)  # card id → the line of the step that put it
    budget: Budget = field(default_factory=Budget)  # of the game, its exploring and (wall time) its steps

    # -- dispatch -------------------------------------------------------------
    def step(self, step: Step) -> None:
        self.line = step.line
        if (late := self.budget.over_time()) is not None:  # the steps before took it all
            raise self.fail(f"the run went past its budget of {late} before this step")
        plain = attempted(step.text) if step.kind == "when" else None
        if plain is not None:  # an action expected to be refused: record why instead of failing
            self.refused = None
            try:
                self.step(Step("when", plain, step.line, step.table))
            except ScenarioFailure as exc:
                self.refused = str(exc).split(": ", 1)[1]
            return
        found = match(step.kind, step.text)
        if found is None:
            hints = "; ".join(nearest(step.kind, step.text))
            raise self.error(f"unknown phrase '{step.text}'; closest known: {hints} "
                             "(every phrase: docs/scenario-language.md)")
        phrase, m = found
        try:
            if phrase.kind == "then" and phrase.method not in DECK_CHECKS:
                self._settle()
            getattr(self, phrase.method)(m, step)
        except BudgetExceeded as exc:  # the run ends here; what it did so far is its trace
            raise self.fail(str(exc)) from exc

    def where(self) -> str:
        return f"{self.file}:{self.line}"

    def error(self, message: str) -> ScenarioError:
        return ScenarioError(f"{self.where()}: {message}")

    def fail(self, message: str) -> ScenarioFailure:
        return ScenarioFailure(f"{self.where()}: {message}")

    # -- cards ----------------------------------------------------------------
    def cards(self, m: re.Match, step: Step) -> None:
        if not step.table or len(step.table) < 2:
            raise self.error("the cards: needs a table with a header row and one row per card")
        header = [h.strip() for h in step.table[0]]
        unknown = [h for h in header if h not in COLUMNS]
        if unknown or "name" not in header:
            raise self.error(f"card table columns must be among {', '.join(COLUMNS)} and include name;"
                             f" found {', '.join(unknown) or 'no name'}")
        for row in step.table[1:]:
            values = {h: v.strip() for h, v in zip(header, row)}
            name = values.get("name", "")
            if name in self.state.defs:
                raise self.error(f"card '{name}' is defined twice")
            try:
                card = make_card(name, values.pop("type", "battle"), values.pop("rank", "1"),
                                 values.pop("color", "") or "white", values.pop("traits", ""),
                                 values.pop("threat", None), values.pop("counter", None),
                                 values.pop("invasion", None), values.pop("text", ""))
                compile_card(card)  # a text the compiler cannot read is a bad table, now
            except (CardError, CompileError) as exc:
                raise self.error(f"card '{name}': {exc}") from exc
            self.state.defs[card.name] = card

    def definition(self, name: str) -> CardDef:
        """A card named in a step: the scenario's table first, then appendix A tokens, then the
        real cards by number (BP01-067) or by a name only one card has."""
        if name not in self.state.defs:
            card = appendix_tokens().get(name) or find_card(name)
            if card is None:
                raise self.error(f"unknown card '{name}'; define it in a 'Given the cards:' table "
                                 "or use a card number such as BP01-002")
            try:
                compile_card(card)
            except CompileError as exc:
                raise self.error(f"card '{name}' ({card.number} {card.name}) cannot be used yet: "
                                 f"{exc}") from exc
            self.state.defs[name] = card
        return self.state.defs[name]

    def new(self, name: str, player: str, area: str, top: bool = False) -> str:
        self.definition(name)
        card = self.state.new_card(name, player, area, top=top)
        self.placed_at[card] = self.line
        return card

    def names(self, text: str) -> list[str]:
        """``"Tank", "Jet" x3`` → the names, each as many times as it says."""
        out = []
        for name, count in re.findall(r'"([^"]+)"(?: x(\d+))?', text):
            if int(count or 1) > MOST_COPIES:
                raise self.error(f'"{name}" x{count}: at most {MOST_COPIES} copies of a card in one step')
            out += [name] * int(count or 1)
        return out

    def _zone(self, m) -> int:
        """The zone a step names, which must exist (4.4.3)."""
        zone = int(m["n"])
        if not 1 <= zone <= 8:
            raise self.error(f"zone {zone} does not exist (zones are 1–8, 4.4.3)")
        return zone

    def _slot(self, m) -> int:
        """The strategy zone a step names: 1 and 2 (4.5.2), 3 once an effect gives it."""
        slot = int(m["n"])
        if slot not in self.state.strategy_zones(m["player"]):
            raise self.error(f"strategy zone {slot} does not exist (player {m['player']} has "
                             f"{self.state.strategy_count[m['player']]}, 4.5.2)")
        return slot

    # -- board (Given) --------------------------------------------------------
    def _board(self) -> GameState:
        if self.game is not None:
            raise self.error("the board can only be set before the game starts (at the first When or Then "
                             "step); move this Given above them")
        return self.state

    def turn_player(self, m, step):
        self._board().turn_player = m["player"]

    def turn(self, m, step):
        self._board().turn = int(m["n"])

    def phase(self, m, step):
        self._board().phase = m["phase"]

    def invading(self, m, step):
        state, player, zone = self._board(), m["player"], self._zone(m)
        for old in list(state.areas[f"{player}.invading"]):  # a scenario restates the Background's
            state.remove(old)
        for name in self.names(m["names"]):  # top first
            if self.definition(name).type != "monster":
                raise self.error(f"'{name}' is not a monster card; an invading monster is (3.3.2)")
            self.new(name, player, f"{player}.invading")
        state.position[player] = zone

    def rage(self, m, step):
        self._board().rage[m["player"]] = int(m["n"])

    def in_zone(self, m, step):
        zone = self._zone(m)
        state = self._board()
        card = self.new(m["name"], m["player"], zone_key(m["player"], zone))
        for name in self.names(m["names"] or ""):  # stacked under it (3.2), top first
            self.definition(name)
            under = state.new_card(name, m["player"])
            state.cards[card].under.append(under)

    def in_strategy_zone(self, m, step):
        state = self._board()
        slot = self._slot(m)
        card = self.new(m["name"], m["player"], strategy_key(m["player"], slot))
        state.cards[card].placed_turn = state.turn - 1 if m["before"] else state.turn

    def in_resolution(self, m, step):
        """A card in the resolution area (4.11) that is not being played: a board that 11.4.2
        clears at the next check timing."""
        self.new(m["name"], m["player"], "resolution")

    def _tokens_in_zones(self) -> None:
        """9.1.4.1: a battle token exists only in zones; a board with one elsewhere is not a board
        of the game (the engine would draw it, reshuffle it). A deck check alone may list one: it
        is what 6.1.1.5 refuses."""
        s = self.state
        for key, ids in s.areas.items():
            for card in ids:
                d = s.definition(card)
                if d.is_token and d.type == "battle" and s.zone_of(card) is None:
                    self.line = self.placed_at.get(card, self.line)
                    raise self.error(f"{R.TOKEN_ZONES_ONLY.number}: {s.cards[card].name} is a battle token; "
                                     f"it can only be in a zone, not in {_spoken(key)}")

    def area(self, m, step):
        state = self._board()
        key = f"{m['player']}.{AREAS[m['area']]}"
        for old in list(state.areas[key]):  # "is": what the Background put there is replaced
            state.remove(old)
        for name in self.names(m["names"]):  # listed top first
            self.new(name, m["player"], key, top=False)

    def area_empty(self, m, step):
        state = self._board()
        for old in list(state.areas[f"{m['player']}.{AREAS[m['area']]}"]):
            state.remove(old)

    # -- choices (Given) ------------------------------------------------------
    def _answer(self, player: str, answer: str) -> None:
        self.script.answers.setdefault(player, []).append(answer)

    def choose_card_in_zone(self, m, step):
        self._answer(m["player"], f"{m['name']} in zone {m['n']}")

    def choose(self, m, step):
        self._answer(m["player"], m["name"])

    def choose_zone(self, m, step):
        self._answer(m["player"], f"zone {m['n']}")

    def choose_answer(self, m, step):
        self._answer(m["player"], m["answer"])

    def choose_number(self, m, step):
        self._answer(m["player"], m["n"])

    def choose_no_more(self, m, step):
        """10.5.3.1.1: "up to N" ends here, with fewer chosen (none, if it is the first)."""
        self._answer(m["player"], NO_MORE.label)

    # -- actions (When) ---------------------------------------------------------
    def _start(self) -> Game:
        if self.game is None:
            for player in "AB":
                if not self.state.areas[f"{player}.invading"]:
                    raise self.error(f"player {player} has no invading monster; every scenario needs "
                                     f"one for each player (3.3.1)")
            self.state.check()
            self._tokens_in_zones()
            self._known_tokens()
            self.game = new_game(self.state, compile_card, at_play_timing=self.state.phase == "main",
                                 budget=self.budget)
            self.game.boards = []  # the site draws the table at every step
        return self.game

    def _known_tokens(self) -> None:
        """9.1.2.2: a token's information is found by its name — in the scenario's table, the card
        list (BP02-T04, by its number) or appendix A (by its name). The card list's join the definitions; a text that makes a
        token none of them has is a bad table, said before the game runs."""
        defs, appendix = self.state.defs, appendix_tokens()
        for number, token in card_list_tokens().items():  # appendix A's keep their names as labels
            if number not in defs and token.name not in appendix and find_token(token.name, defs) is None:
                defs[number] = token
        for name, card in list(defs.items()):
            for token in token_names(compile_card(card)):
                if find_token(token, defs) is None and token not in appendix_tokens():
                    raise self.error(f"card '{name}' makes a token 「{token}」 that neither appendix A "
                                     "nor the card list has; define it in a 'Given the cards:' table")

    def _drive(self, action: Action | None = None) -> None:
        """Take ``action`` at the play timing, then run to the next one, answering by script."""
        game = self._start()
        try:
            self._to_play_timing()
            if action is not None:
                if isinstance(action, Concede):
                    game.act(action)
                    return
                timing = game.pending
                if not isinstance(timing, PlayTiming):
                    raise self.fail("the game is over; no action can be taken")
                if self.actor != timing.player:
                    refused = IllegalAction(R.MAIN_PLAY_TIMING, f"player {self.actor} has no play timing "
                                            f"now; player {timing.player} has")
                    game.refuse(self.actor, action, refused)
                    raise self.fail(str(refused))
                game.act(action)
            self._to_play_timing()
        except IllegalAction as exc:
            raise self.fail(str(exc)) from exc
        except (ScriptError, BadAnswer) as exc:
            raise self.fail(str(exc)) from exc

    def _to_play_timing(self) -> None:
        game = self.game
        while isinstance(game.pending, (Decision, PhaseStart)):
            if isinstance(game.pending, PhaseStart):
                game.proceed()
            else:
                game.answer(self.script(game.pending))

    def _card_in_hand(self, player: str, name: str) -> str:
        self.definition(name)
        state = self.state
        return next((c for c in state.areas[f"{player}.hand"] if state.cards[c].name == name), name)

    def _act(self, m, action: Action) -> None:
        self.actor = m["player"]
        if self.exploring:
            self.planned.append(action)
            return
        self._drive(action)

    def play_battle(self, m, step):
        self._act(m, PlayBattle(self._card_in_hand(m["player"], m["name"]), int(m["n"]), bool(m["on_top"])))

    def activate(self, m, step):
        state = self.state
        slot = int(m["n"]) if m["n"] else next(
            (n for n in state.strategy_zones(m["player"]) if not state.areas[strategy_key(m["player"], n)]), 1)
        self._act(m, ActivateStrategy(self._card_in_hand(m["player"], m["name"]), slot))

    def gain_rage(self, m, step):
        self._act(m, GainRage(self._card_in_hand(m["player"], m["name"])))

    def play_monster(self, m, step):
        rank = m["rank"]
        as_rank = (ROMAN.get(rank) or int(rank)) if rank else None
        self._act(m, PlayMonster(self._card_in_hand(m["player"], m["name"]), as_rank))

    def invade(self, m, step):
        self._act(m, Invade(self._card_in_hand(m["player"], m["name"])))

    def invade_from_deck(self, m, step):
        deck = self.state.areas[f"{m['player']}.deck"]
        self._act(m, Invade(deck[0] if deck else DECK_TOP))  # an empty deck: the engine refuses it

    def end_main(self, m, step):
        self._act(m, EndMain())

    def concede(self, m, step):
        self._start()
        self.actor = m["player"]
        self._drive(Concede(m["player"]))

    def run_until(self, m, step):
        game = self._start()
        game.stop_before = m["phase"]  # before the first look at pending, which starts a new game
        steps = game.steps
        here = game.pending  # (the first look starts the game, and runs it to its first pause)
        if isinstance(here, PhaseStart) and here.phase == m["phase"] and game.steps > steps:
            game.stop_before = None
            return  # this look ran the game to just before that phase
        try:
            # paused by an earlier 'runs until', or a Given board standing just before this very phase: go
            # on from there — "the next phase of that name" is one still to come, never the step's own
            # moment (a step that did nothing is not what a writer means: audit6 and audit7 both read it so)
            if isinstance(here, PhaseStart):
                game.stop_before = m["phase"]  # (a pause is made once: the look above may have made it)
                game.proceed()
            while game.pending is not None and not isinstance(game.pending, PhaseStart):
                if isinstance(game.pending, Decision):
                    game.answer(self.script(game.pending))
                else:
                    game.act(EndMain())
        except (ScriptError, BadAnswer) as exc:
            raise self.fail(str(exc)) from exc
        game.stop_before = None

    def start_game(self, m, step):
        """6.3: the start of a game from each player's monster deck and deck as the Given steps
        set them; the game then runs to the first player's first play timing."""
        if self.game is not None or self.exploring:
            raise self.error("the game starts before any other When step")
        s = self.state
        elsewhere = sorted({key for key, ids in s.areas.items() if ids
                            and not key.endswith((".monster_deck", ".deck"))})
        if elsewhere:  # a game starts from the decks alone; anything else would be dropped
            raise self.error(f"a game starts from the monster decks and decks only; cards are also in "
                             f"{', '.join(_spoken(key) for key in elsewhere)}")
        decks = {}
        for player in "AB":
            monsters = [s.definition(c) for c in s.areas[f"{player}.monster_deck"]]
            main = [s.definition(c) for c in s.areas[f"{player}.deck"]]
            if not monsters or not main:
                raise self.error(f"player {player} needs a monster deck and a deck to start a game "
                                 "('Given player A's monster deck is …' and '… deck is …')")
            decks[player] = (monsters, main)
        try:
            state, steps = start_game(decks, seed=s.seed, first=m["player"], compile=compile_card)
        except ValueError as exc:
            raise self.error(str(exc)) from exc
        named = {d.number or d.name: name for name, d in s.defs.items()}  # the scenario's names
        for card in state.cards.values():
            card.name = named.get(card.name, card.name)
        state.defs = s.defs
        self.state = state
        game = self._start()
        game.trace[:0] = steps  # 6.3's steps come first, each with the table as setup left it
        game.boards[:0] = [state.board()] * len(steps)
        self._drive()

    def explore(self, m, step):
        self._start()
        self.exploring = True

    def _settle(self) -> None:
        """Before the first check: run what was planned, and complain about unused answers."""
        if self.exploring and self.outcomes is None:
            try:
                self.outcomes = explore(self.state, self.planned, compile_card, budget=self.budget)
            except IllegalAction as exc:  # an action no ordering can take
                raise self.fail(str(exc)) from exc
        if self.game is None and not self.exploring:
            self._start()

    def finish(self) -> None:
        unused = self.script.unused()
        if unused and not self.exploring:
            left = "; ".join(f"player {p}: {', '.join(a)}" for p, a in unused.items())
            raise ScenarioFailure(f"{self.file}: scripted answers left unused: {left}")

    # -- checks (Then) --------------------------------------------------------------
    def _expect(self, ok: bool, expected: str, found: str) -> None:
        if not ok:
            raise self.fail(f"expected {expected}, found {found}")

    def _names_in(self, key: str) -> list[str]:
        return [self.state.cards[c].name for c in self.state.areas[key]]

    def expect_invading(self, m, step):
        player, state = m["player"], self.state
        top = state.top_of_invading(player)
        found = f"\"{state.cards[top].name}\" in zone {state.position[player]}" if top else "none"
        self._expect(found == f"\"{m['name']}\" in zone {m['n']}",
                     f"player {player}'s invading monster \"{m['name']}\" in zone {m['n']}", found)

    def expect_threat(self, m, step):
        found = self.game.threat(m["player"])
        self._expect(found == int(m["n"]), f"threat level {m['n']}", str(found))

    def expect_rage(self, m, step):
        found = self.state.rage[m["player"]]
        self._expect(found == int(m["n"]), f"player {m['player']}'s rage {m['n']}", str(found))

    def expect_in_zone(self, m, step):
        names = self._names_in(zone_key(m["player"], self._zone(m)))
        self._expect(m["name"] in names, f"\"{m['name']}\" in player {m['player']}'s zone {m['n']}",
                     ", ".join(names) or "an empty zone")

    def expect_stack(self, m, step):
        s, key = self.state, zone_key(m["player"], self._zone(m))
        wanted = [] if m["nothing"] else self.names(m["names"])
        stacks = {s.cards[c].name: [s.cards[u].name for u in s.cards[c].under] for c in s.areas[key]}
        found = "; ".join(f'"{top}" over {", ".join(under) or "nothing"}' for top, under in stacks.items())
        self._expect(stacks.get(m["name"]) == wanted,
                     f'"{m["name"]}" over {", ".join(wanted) or "nothing"}', found or "an empty zone")

    def expect_zone_empty(self, m, step):
        names = self._names_in(zone_key(m["player"], self._zone(m)))
        self._expect(not names, f"player {m['player']}'s zone {m['n']} empty", ", ".join(names))

    def expect_in_strategy_zone(self, m, step):
        names = self._names_in(strategy_key(m["player"], self._slot(m)))
        self._expect(m["name"] in names, f"\"{m['name']}\" in strategy zone {m['n']}",
                     ", ".join(names) or "an empty strategy zone")

    def expect_strategy_empty(self, m, step):
        names = [n for s in self.state.strategy_zones(m["player"]) for n in self._names_in(strategy_key(m["player"], s))]
        self._expect(not names, "empty strategy zones", ", ".join(names))

    def expect_count(self, m, step):
        found = len(self.state.areas[f"{m['player']}.{AREAS[m['area']]}"])
        self._expect(found == int(m["n"]), f"{m['n']} cards in player {m['player']}'s {m['area']}",
                     str(found))

    def expect_contains(self, m, step):
        names = self._names_in(f"{m['player']}.{AREAS[m['area']]}")
        self._expect(m["name"] in names, f"\"{m['name']}\" in player {m['player']}'s {m['area']}",
                     ", ".join(names) or "nothing")

    def expect_not_contains(self, m, step):
        names = self._names_in(f"{m['player']}.{AREAS[m['area']]}")
        self._expect(m["name"] not in names, f"no \"{m['name']}\" in player {m['player']}'s "
                     f"{m['area']}", ", ".join(names))

    def expect_counter_total(self, m, step):
        found = self.game.total_counter_power(m["player"])
        self._expect(found == int(m["n"]), f"total counter power {m['n']}", str(found))

    def expect_turn(self, m, step):
        self._expect(self.state.turn_player == m["player"], f"player {m['player']}'s turn",
                     f"player {self.state.turn_player}'s")

    def expect_phase(self, m, step):
        phase = self.game.pending.phase if isinstance(self.game.pending, PhaseStart) else self.state.phase
        self._expect(phase == m["phase"], f"the {m['phase']} phase", f"the {phase} phase")

    def expect_win(self, m, step):
        result = self.state.result
        found = f"{result.winner} wins by {result.how}" if result and result.winner else (
            "a draw" if result else "the game is not over")
        ok = result is not None and result.winner == m["player"] and (not m["how"] or result.how == m["how"])
        self._expect(ok, f"{m['player']} wins" + (f" by {m['how']}" if m["how"] else ""), found)

    def expect_draw(self, m, step):
        result = self.state.result
        self._expect(result is not None and result.winner is None, "a draw",
                     f"{result.winner} wins" if result else "the game is not over")

    def expect_not_over(self, m, step):
        result = self.state.result
        self._expect(result is None, "the game not over",
                     f"{result.winner or 'nobody'} ({result.how})" if result else "")

    def expect_refused(self, m, step):
        refused = self.refused or ""
        self._expect(refused.startswith(m["rule"] + ":"), f"the action refused by rule {m['rule']}",
                     refused or "the action was taken")

    def _deck_problems(self, player: str) -> list[str]:
        """6.1.1 and 12.8 on every card the player owns: the monster cards of the invading
        monster's stack and the monster deck are the monster deck, the rest the main deck (but
        a token in a zone, which an effect made, 9.1.2)."""
        s = self.state
        stack = [c for top in s.areas[f"{player}.invading"] for c in [top, *s.cards[top].under]]
        monsters = [c for c in stack + s.areas[f"{player}.monster_deck"]
                    if s.definition(c).type == "monster"]
        main = [c for c, card in s.cards.items() if card.owner == player and c not in monsters
                and not (s.definition(c).is_token and s.zone_of(c) is not None)]
        return [str(p) for p in deck_problems([s.definition(c) for c in monsters],
                                              [s.definition(c) for c in main], compile_card)]

    def expect_legal_deck(self, m, step):
        problems = self._deck_problems(m["player"])
        self._expect(not problems, "a legal deck", "; ".join(problems))

    def expect_deck_breaks(self, m, step):
        problems = self._deck_problems(m["player"])
        self._expect(any(p.startswith(m["rule"] + ":") for p in problems),
                     f"a deck that breaks rule {m['rule']}", "; ".join(problems) or "a legal deck")

    def expect_trace(self, m, step):
        if not step.table or len(step.table) < 2 or step.table[0][0].strip() != "rule":
            raise self.error("the trace shows needs a table whose first column is rule")
        header = [h.strip() for h in step.table[0]]
        trace = self.game.trace
        at = 0
        for row in step.table[1:]:
            want = dict(zip(header, (c.strip() for c in row)))
            while at < len(trace) and not _step_matches(trace[at], want):
                at += 1
            if at == len(trace):
                raise self.fail(f"the trace has no step {want} after the ones matched before it")
            at += 1

    def expect_no_rule(self, m, step):
        hits = [s for s in self.game.trace if any(_under(r, m["rule"]) for r in s.rules)]
        self._expect(not hits, f"no step citing {m['rule']}", hits[0].text if hits else "")

    def expect_outcomes(self, m, step):
        if self.outcomes is None:
            raise self.error("there are N distinct outcomes needs 'When all orderings are explored'")
        self._expect(len(self.outcomes) == int(m["n"]), f"{m['n']} distinct outcomes",
                     str(len(self.outcomes)))


def _under(cited: str, wanted: str) -> bool:
    return cited == wanted or cited.startswith(wanted + ".")


def _step_matches(step, want: dict[str, str]) -> bool:
    if not any(_under(r, want["rule"]) for r in step.rules):
        return False
    if want.get("card") and want["card"] not in step.cards:
        return False
    return not want.get("player") or step.player == want["player"]


def _spoken(key: str) -> str:
    """An area as a scenario names it: ``A.zone4`` → "player A's zone 4"."""
    if "." not in key:
        return f"the {key} area"
    player, area = key.split(".")
    return f"player {player}'s {area_words(area)}"
