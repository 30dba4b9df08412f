"""What the engine asks of a player, what it records, and what a player may do.

The engine runs until it needs a decision (a :class:`Decision` with every
legal option) or a player has a play timing (a :class:`PlayTiming` with the
legal actions); the caller answers and it resumes. Actions and answers are
values, compared by their fields.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from judgekit.engine.rulebook import Rule


@dataclass(frozen=True)
class Option:
    key: str  # stable: "A5", "zone6", "yes", "2"
    label: str  # for a reader: "Tank in zone 4"


# the answer that ends an "up to N" choice with fewer chosen, none included (10.5.3.1.1)
NO_MORE = Option("stop", "no more")


@dataclass(frozen=True)
class Decision:
    player: str
    kind: str  # "standby" | "card" | "zone" | "yes-no" | "number" | "order"
    prompt: str
    options: tuple[Option, ...]
    rule: Rule

    def option(self, key: str) -> Option | None:
        return next((o for o in self.options if o.key == key), None)


class Step(NamedTuple):
    """One line of the trace: what happened, by which rules, to whom. Never changed once logged: a
    tuple, made by Game.log without a Python call (hundreds a game; a dataclass's __init__ cost a
    tenth of logging a step)."""

    rules: tuple[str, ...]
    text: str
    player: str | None = None
    cards: tuple[str, ...] = ()  # card names involved
    timing: int | None = None  # the check timing it belongs to, numbered from 1
    kind: str = "rule"  # "rule" | "action" | "choice" | "phase" | "timing" | "ability" | "end"
    cause: int | None = None  # the index in the trace of the step that caused it (an action, a
    #                           check timing, an ability being played), None for a phase's own steps


# -- actions of the main phase (chapter 8), as values ----------------------

@dataclass(frozen=True)
class PlayBattle:  # 8.2
    card: str
    zone: int
    on_top: bool = False  # stacked on the battle card there, as its own text allows (3.2.5)


@dataclass(frozen=True)
class ActivateStrategy:  # 8.3
    card: str
    slot: int


@dataclass(frozen=True)
class GainRage:  # 8.4
    card: str


@dataclass(frozen=True)
class PlayMonster:  # 8.5, or by 【強襲】 as a lower rank (12.5.2)
    card: str
    as_rank: int | None = None


@dataclass(frozen=True)
class Invade:  # 8.6
    card: str


@dataclass(frozen=True)
class EndMain:  # doing nothing ends the play timing (10.4.4.3)
    pass


@dataclass(frozen=True)
class Concede:  # 1.2.3, at any time
    player: str


CardAction = PlayBattle | ActivateStrategy | GainRage | PlayMonster | Invade  # each uses a card
PlayAction = CardAction | EndMain  # what a play timing offers (10.4.4)
Action = PlayAction | Concede  # and conceding, at any time


class PlayTiming:
    """A player's play timing (10.4.4): ``actions`` are every legal action, listed when first
    asked for (nothing changes while the timing waits); ``sample`` picks one of them uniformly
    at random without listing them all, for random play."""

    def __init__(self, player: str, listing: Callable[[], tuple[PlayAction, ...]],
                 sampling: Callable[[random.Random], PlayAction]):
        self.player = player
        self._listing, self._sampling = listing, sampling
        self._sampled: PlayAction | None = None

    @functools.cached_property
    def actions(self) -> tuple[PlayAction, ...]:
        return self._listing()

    def sample(self, rng: random.Random) -> PlayAction:
        if "actions" in self.__dict__:  # already listed: choose among them
            return rng.choice(self.actions)
        self._sampled = self._sampling(rng)
        return self._sampled

    def offered(self, action: Action) -> bool:
        """Whether this timing itself found ``action`` legal (sampled or listed): it need not be
        checked again when taken."""
        return (action is self._sampled or action == self._sampled
                or action in self.__dict__.get("actions", ()))

    def __repr__(self) -> str:
        return f"PlayTiming(player={self.player!r})"


@dataclass(frozen=True)
class PhaseStart:
    """The game stopped where it was asked to: before a phase's first step."""

    phase: str
    player: str


class IllegalAction(Exception):
    """An action the rules forbid now; names the rule that forbids it. ``place``: the refusal is
    about the zone or strategy zone chosen, so the same card may still go elsewhere."""

    def __init__(self, rule: Rule, message: str, place: bool = False):
        super().__init__(f"{rule.number}: {message}")
        self.rule = rule
        self.message = message
        self.place = place
