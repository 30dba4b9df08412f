"""Who answers the engine's decisions: a script, a seeded coin, or every answer in turn.

- :class:`Script` answers from each player's list, in order, strictly: an
  unscripted decision with several legal answers, or a scripted answer that
  is not legal, is an error listing the options (the scenario contract).
- :class:`RandomPlayer` answers and acts at random from one seed, for
  playing whole games through the engine.
- :func:`explore` replays a situation under every combination of answers
  (bounded) and groups the distinct outcomes, so a judge sees every legal
  result of, say, two standby abilities ordered either way.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from judgekit.engine.abilities import new_game
from judgekit.engine.ability_data import Compiler
from judgekit.engine.cards import CardDef
from judgekit.engine.decisions import Action, Decision, Option, PhaseStart, PlayTiming
from judgekit.engine.game import Budget, BudgetExceeded, Game
from judgekit.engine.setup import pool_tokens, random_decks, start_game
from judgekit.engine.state import PLAYERS, GameState


class ScriptError(Exception):
    """A decision the script cannot answer; the message names player, decision and options."""


def _options(decision: Decision) -> str:
    return ", ".join(o.label for o in decision.options)


def matches(option: Option, wanted: str) -> bool:
    wanted = wanted.strip().strip('"').casefold()
    return wanted in {option.key.casefold(), option.label.casefold()}


def _name_part(label: str) -> str:
    """The card name a label starts with: "Tank in zone 4", "Tank: 【逆襲】…" → "Tank"."""
    return label.split(" in ")[0].split(": ")[0]


@dataclass
class Script:
    answers: dict[str, list[str]] = field(default_factory=dict)  # player → answers, in order

    def __call__(self, decision: Decision) -> str:
        queue = self.answers.get(decision.player, [])
        if not queue:
            raise ScriptError(f"player {decision.player} must choose {decision.prompt} "
                              f"({decision.rule.number}) and has no scripted answer; "
                              f"legal answers: {_options(decision)}")
        wanted = queue.pop(0)
        if decision.kind == "option" and wanted.strip().isdigit():
            # "以下を1つ行う" (10.5.2.2.1): a judge counts the printed options from 1 ("will choose 2" is the
            # second ・), while an option's key is its place counted from 0 (10.5.2.2.1.2 keeps printed order)
            wanted = str(int(wanted) - 1)
            numbered = [o for o in decision.options if o.key == wanted]
            if numbered:
                return numbered[0].key
            raise ScriptError(f"player {decision.player}'s scripted answer {int(wanted) + 1} is not legal for "
                              f"{decision.prompt} ({decision.rule.number}): option {int(wanted) + 1} cannot be "
                              f"chosen; legal answers: "
                              + ", ".join(f"{int(o.key) + 1} ({o.label})" for o in decision.options))
        exact = [o for o in decision.options if matches(o, wanted)]
        if exact:
            return exact[0].key
        # "Sentry: カードを1枚引く。" still names either of two cards' same ability, now labelled
        # "Sentry in zone 4: カードを1枚引く。" (10.6.3.1): the first, as before they were told apart
        plain = [o for o in decision.options if matches(Option(o.key, re.sub(r"^([^:]*?) in [^:]+: ", r"\1: ", o.label)), wanted)]
        if plain:
            return plain[0].key
        # "Tank" names "Tank in zone 4" when only one Tank can be chosen
        named = [o for o in decision.options if matches(Option(o.key, _name_part(o.label)), wanted)]
        # "無人在来線爆弾 in zone 2" names "無人在来線爆弾 in zone 2: 【出現時】…" (one of two tokens' abilities)
        placed = [o for o in decision.options if matches(Option(o.key, o.label.split(": ")[0]), wanted)]
        if len(placed) == 1:
            return placed[0].key
        if len(named) == 1:
            return named[0].key
        if named:
            raise ScriptError(f"player {decision.player}'s scripted answer {wanted!r} could be any of "
                              f"{'; '.join(o.label for o in named)}; say which, by its zone (\"Tank\" in zone 4) "
                              f"or its whole label")
        raise ScriptError(f"player {decision.player}'s scripted answer {wanted!r} is not legal for "
                          f"{decision.prompt} ({decision.rule.number}); legal answers: "
                          f"{_options(decision)}")

    def unused(self) -> dict[str, list[str]]:
        return {p: q for p, q in self.answers.items() if q}


@dataclass
class RandomPlayer:
    seed: int = 0

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def __call__(self, decision: Decision) -> str:
        return self.rng.choice(decision.options).key

    def act(self, timing: PlayTiming) -> Action:
        return timing.sample(self.rng)


def play(game: Game, actions: list[Action], decide: Callable[[Decision], str]) -> None:
    """Take ``actions`` at the play timings in order, answering decisions with ``decide``.

    Stops at the first play timing after the last action (or the game's end).
    """
    queue = list(actions)
    while game.pending is not None:
        if isinstance(game.pending, Decision):
            game.answer(decide(game.pending))
        elif queue:
            game.act(queue.pop(0))
        else:
            return


def play_out(game: Game, player: RandomPlayer, max_steps: int = 10_000,
             at_timing: Callable[[Game], None] | None = None) -> None:
    """Play to the end with random legal answers and actions; ``at_timing`` looks at the game
    at each play timing (where every rule action has been done, 10.4.2)."""
    for _ in range(max_steps):
        pending = game.pending  # (a property: read once a step)
        if pending is None:
            return
        if isinstance(pending, Decision):
            game.answer(player(pending))
        elif isinstance(pending, PhaseStart):  # a pause before a phase (Game.stop_before)
            game.proceed()
        else:
            if at_timing is not None:
                at_timing(game)  # (it looks: nothing changes while a play timing waits)
            game.act(player.act(pending))
    raise RuntimeError(f"the game did not end within {max_steps} steps")


def random_game(pool: list[CardDef], seed: int, compile: Compiler, tracing: bool = True,
                at_timing: Callable[[Game], None] | None = None, player: RandomPlayer | None = None) -> Game:
    """A whole game from one seed: random legal decks from ``pool`` for both players (6.1),
    the start of the game (6.3), every card's text compiled into abilities, played to its end
    by ``player`` (a :class:`RandomPlayer` of the same seed unless given)."""
    rng = random.Random(seed)
    decks = {player: random_decks(pool, rng, compile) for player in PLAYERS}
    state, _steps = start_game(decks, seed=rng.randrange(2**32), compile=compile)
    state.defs |= pool_tokens(pool)  # what texts create (9.1.2)
    game = new_game(state, compile, at_play_timing=False, tracing=tracing)
    play_out(game, player or RandomPlayer(seed), at_timing=at_timing)
    return game


class ExplorationLimit(Exception):
    """More branches than the bound; the message says how many were explored."""


@dataclass
class Outcome:
    state: GameState
    paths: list[tuple[str, ...]]  # each: the answers (labels) that lead here


def explore(initial: GameState, actions: list[Action], compile: Compiler, *, limit: int = 256,
            setup: Callable[[Game], None] = lambda game: None,
            budget: Budget = Budget()) -> list[Outcome]:
    """Every distinct outcome of ``actions`` over every combination of answers, the cards' text
    read by ``compile``.

    Branches are replayed from ``initial`` (copied each time), so the engine
    needs no undo; ``setup`` prepares each fresh game (more listeners, in tests).
    """
    outcomes: dict[tuple, Outcome] = {}
    pending: list[tuple[str, ...]] = [()]
    runs = spent = 0
    while pending:
        prefix = pending.pop()
        runs += 1
        if runs > limit:
            raise ExplorationLimit(f"more than {limit} branches; narrow the situation")
        game = new_game(initial.clone(), compile, tracing=False, budget=budget)  # an outcome is its state and its answers
        setup(game)
        answers, labels = list(prefix), []

        def decide(decision: Decision) -> str:
            if not answers:
                raise _Branch(decision)
            key = answers.pop(0)
            option = decision.option(key)
            assert option is not None  # a replay asks the same questions: the key is one of them
            labels.append(f"{decision.player}: {option.label}")
            return key

        try:
            play(game, actions, decide)
        except _Branch as branch:
            pending.extend(prefix + (o.key,) for o in reversed(branch.decision.options))
            continue
        finally:
            spent += game.steps
            if spent > budget.steps_per_game:  # every branch together, as one game would be
                raise BudgetExceeded(f"exploring went past its budget of steps_per_game "
                                     f"({budget.steps_per_game:,}) over its {runs} branches")
        key = game.state.fingerprint()
        outcomes.setdefault(key, Outcome(game.state, [])).paths.append(tuple(labels))
    return list(outcomes.values())


class _Branch(Exception):
    def __init__(self, decision: Decision):
        self.decision = decision


