"""Issue 18's slot matrix: every term of the card language in every slot the rules give it.

The blind sets showed the compiler's refusals are of one kind: a known term in a slot no printed card has
put it in. So each term — an event or an action (``events``), a part of a card phrase (``phrases``), a
change, duration, keyword, limit, cost or connective (``changes``) — is said in each slot, each sentence
in the printed cards' style with the meaning composed from its parts, never asked of the compiler, or
``None`` where the rules give the sentence no meaning (then it must be refused).

This module is the one place a cell is checked and tabled: a ``Cell`` is one sentence of a term × a slot;
``check`` reads it (right: read as its meaning, or refused when it has none; wrong: read as another
meaning, the worst outcome; refused: a CompileError); a term × slot said by several sentences is as good
as its worst sentence. ``benchmarks/cardtext_matrix.py`` prints ``table`` for each part and the totals.
"""

from __future__ import annotations

import collections
import textwrap
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from judgekit.cardtext.compiler import CompileError, compile_text
from judgekit.cardtext.generate import canonical
from judgekit.engine.ability_data import Ability, Effect, Event, Trigger

OUTCOMES = ("right", "wrong", "refused")

# the parts every matrix part composes its meanings from: 【出現時】, a strategy card's effect, a draw
ENTER = Trigger(Event.ENTER)
STRATEGY = Trigger(Event.STRATEGY)
DRAW = Effect("draw", 1)


def auto(*effects: Effect, trigger: Trigger = ENTER, **fields) -> Ability:
    """A triggered ability (【出現時】 unless another trigger is given) doing ``effects``."""
    return Ability("", "auto", trigger, effects, **fields)
_WORST = {"right": 0, "refused": 1, "wrong": 2}


@dataclass(frozen=True)
class Cell:
    """One sentence of the matrix: a term in a slot, with the meaning its parts compose."""

    term: str  # the term, "draw", "colour", "change:counter" …
    slot: str  # where it stands, "trigger", "prohibition", "for-a-time:this-turn" …
    text: str
    expected: tuple[Ability, ...] | None  # None: the rules give it no meaning — a CompileError is right
    strategy: bool = False  # read as a strategy card's text


@dataclass(frozen=True)
class Reading:
    cell: Cell
    outcome: str  # one of OUTCOMES
    why: str  # what was read instead, or the refusal; "" when right


def check(cell: Cell) -> Reading:
    """How the compiler reads one cell: compiled and compared with its meaning (refused is right when the
    cell has none)."""
    try:
        got = tuple(canonical(a) for a in compile_text(cell.text, strategy=cell.strategy))
    except CompileError as exc:
        return Reading(cell, "right", "") if cell.expected is None else Reading(cell, "refused", str(exc))
    if cell.expected is not None and got == tuple(canonical(a) for a in cell.expected):
        return Reading(cell, "right", "")
    return Reading(cell, "wrong", repr(got))


@dataclass(frozen=True)
class Measure:
    readings: tuple[Reading, ...]

    @property
    def cells(self) -> dict[tuple[str, str], str]:
        """Each term × slot's outcome: the worst of its sentences' (wrong, then refused, then right)."""
        found: dict[tuple[str, str], str] = {}
        for r in self.readings:
            key = (r.cell.term, r.cell.slot)
            if _WORST[r.outcome] >= _WORST[found.get(key, "right")]:
                found[key] = r.outcome
        return found

    @property
    def failures(self) -> list[Reading]:
        return [r for r in self.readings if r.outcome != "right"]

    def totals(self) -> tuple[collections.Counter[str], collections.Counter[str]]:
        """(cells, sentences) counted by outcome."""
        return collections.Counter(self.cells.values()), collections.Counter(r.outcome for r in self.readings)


def measure(cells: Iterable[Cell], read: Callable[[Cell], Reading] = check) -> Measure:
    return Measure(tuple(read(cell) for cell in cells))


def parts() -> dict[str, Callable[[], list[Cell]]]:
    """The matrix's parts, each a function giving its cells."""
    from judgekit.cardtext.matrix import (acted, appeared, beside, changes, deck15, events, exchanged, fix15, left, left14,
                                          left15, phrases, placed,
                                          relayed, widened)

    return {"events": events.cells, "phrases": phrases.cells, "changes": changes.cells, "widened": widened.cells,
            "beside": beside.cells, "acted": acted.cells, "left": left.cells, "relayed": relayed.cells,
            "placed": placed.cells, "appeared": appeared.cells,
            "left14": left14.cells, "exchanged": exchanged.cells,
            "left15": left15.cells, "fix15": fix15.cells, "deck15": deck15.cells}


MARK = {"right": "R", "wrong": "W", "refused": "x"}


def table(found: Measure) -> list[str]:
    """A term a row, a slot a numbered column (named below the table): R right, W wrong, x refused, .
    no sentence for that term × slot."""
    cells = found.cells
    terms = list(dict.fromkeys(t for t, _ in cells))
    slots = list(dict.fromkeys(s for _, s in cells))
    width = max((len(t) for t in terms), default=4)
    lines = [" " * width + " " + "".join(f"{i:>3}" for i in range(len(slots)))]
    lines += [f"{term:<{width}} " + "".join(f"{MARK[cells[(term, s)]] if (term, s) in cells else '.':>3}" for s in slots)
              for term in terms]
    lines += textwrap.wrap("slots: " + ", ".join(f"{i} {s}" for i, s in enumerate(slots)), 110)
    by_cell, by_sentence = found.totals()
    lines.append(f"cells {len(cells)}: right {by_cell['right']} / wrong {by_cell['wrong']} / refused "
                 f"{by_cell['refused']}; sentences {len(found.readings)}: right {by_sentence['right']} / wrong "
                 f"{by_sentence['wrong']} / refused {by_sentence['refused']}")
    return lines
