"""A fast Earley parse of one text: the predictor offers only the rules that can match it.

Lark's Earley parser (the dynamic lexer reads the card language's words without a tokenizer)
spends nearly all its time predicting, at every position, every verb, condition and card phrase
of the grammar. Two kinds of rule can never complete, so leaving them out of the predictor's
table gives the same parses and the same choice among them:

- a rule that needs a word the text does not hold anywhere, or a part none of whose rules can
  match (the *absent* test, once per text);
- a rule whose first word cannot start where it is predicted (the *lookahead* test, per position).

The lookahead test alone reaches exactly the positions the whole grammar reaches, so a refused
text is parsed again with it to name where reading stopped (the absent test may stop earlier).
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import re

from lark import Lark, Tree
from lark.exceptions import UnexpectedInput
from lark.grammar import Rule
from lark.lexer import PatternStr


@dataclasses.dataclass(frozen=True)
class _Grammar:
    """What the tests need of a grammar's compiled rules and terminals, computed once."""
    terminals: dict[int, frozenset[str]]     # rule id → the terminals it holds
    nonterminals: dict[int, frozenset[str]]  # rule id → the parts it holds
    origin: dict[int, str]                   # rule id → the part it defines
    first: dict[int, frozenset[str] | None]  # rule id → the terminals it can start with (None: empty)
    literal: dict[str, str]                  # a terminal that is one fixed string
    pattern: dict[str, re.Pattern]           # any other terminal
    literal_by_char: dict[str, tuple[tuple[str, str], ...]]  # first character → (name, literal)


@functools.cache
def _grammar(lark: Lark) -> _Grammar:
    earley = lark.parser.parser
    rules: list[Rule] = lark.parser.parser_conf.rules
    first: dict[int, frozenset[str] | None] = {}
    for rule in rules:
        starts: set[str] = set()
        for symbol in rule.expansion:
            starts |= {t.name for t in earley.FIRST.get(symbol, {symbol} if symbol.is_term else set())}
            if symbol.is_term or symbol not in earley.NULLABLE:
                break
        else:  # every part may be empty: it can complete anywhere
            starts = set()
        first[id(rule)] = frozenset(starts) if starts else None
    literal = {t.name: t.pattern.value for t in lark.terminals
               if isinstance(t.pattern, PatternStr) and not t.pattern.flags}
    by_char: dict[str, list[tuple[str, str]]] = {}
    for name, value in literal.items():
        by_char.setdefault(value[0], []).append((name, value))
    return _Grammar(
        {id(r): frozenset(s.name for s in r.expansion if s.is_term) for r in rules},
        {id(r): frozenset(s.name for s in r.expansion if not s.is_term) for r in rules},
        {id(r): r.origin.name for r in rules}, first, literal,
        {t.name: re.compile(t.pattern.to_regexp()) for t in lark.terminals if t.name not in literal},
        {c: tuple(v) for c, v in by_char.items()})


class _Predictions:
    """The predictor's table for one text: the rules of a part that pass the tests at
    ``self.position`` (set by the parser before each step)."""

    def __init__(self, lark: Lark, full: dict, text: str, absent: bool):
        self.grammar, self.full, self.text, self.position = _grammar(lark), full, text, 0
        self.live = self._matchable() if absent else None
        self.starting: dict[int, set[str]] = {}
        self.of_part: dict[object, list[tuple[Rule, frozenset[str] | None]]] = {}
        self.table: dict[tuple, list[Rule]] = {}

    def _matchable(self) -> set[int]:
        g, text = self.grammar, self.text
        present = {n for n, v in g.literal.items() if v in text}
        present |= {n for n, p in g.pattern.items() if p.search(text)}
        candidates = [r for r, needs in g.terminals.items() if needs <= present]
        parts: set[str] = set()
        changed = True
        while changed:  # the parts some rule of which can match, to a fixed point
            changed = False
            for r in candidates:
                if g.origin[r] not in parts and g.nonterminals[r] <= parts:
                    parts.add(g.origin[r])
                    changed = True
        return {r for r in candidates if g.nonterminals[r] <= parts}

    def _starting_at(self, i: int) -> set[str]:
        """The terminals that match the text at ``i``."""
        if i not in self.starting:
            g, text = self.grammar, self.text
            found = {n for n, v in g.literal_by_char.get(text[i:i + 1], ()) if text.startswith(v, i)}
            found |= {n for n, p in g.pattern.items() if p.match(text, i)}
            self.starting[i] = found
        return self.starting[i]

    def __getitem__(self, symbol) -> list[Rule]:
        key = (symbol, self.position)
        if key not in self.table:
            if symbol not in self.of_part:
                first, live = self.grammar.first, self.live
                self.of_part[symbol] = [(r, first[id(r)]) for r in self.full[symbol] if live is None or id(r) in live]
            starting = self._starting_at(self.position)
            self.table[key] = [r for r, first in self.of_part[symbol] if first is None or not first.isdisjoint(starting)]
        return self.table[key]


def prepared(lark: Lark) -> None:
    """What a parse reads of ``lark``'s rules and terminals, worked out now (once: it is kept)."""
    _grammar(lark)


def parse(lark: Lark, text: str, start: str) -> Tree:
    """``lark.parse(text, start)``, the same tree or the same UnexpectedInput, faster."""
    try:
        return _parse(lark, text, start, absent=True)
    except UnexpectedInput:
        return _parse(lark, text, start, absent=False)


def _parse(lark: Lark, text: str, start: str, absent: bool) -> Tree:
    frontend = copy.copy(lark.parser)
    earley = frontend.parser = copy.copy(frontend.parser)  # the shared one keeps its full table
    predictions = earley.predictions = _Predictions(lark, earley.predictions, text, absent)
    step = earley.predict_and_complete

    def predict_and_complete(i, *rest):
        predictions.position = i
        return step(i, *rest)

    earley.predict_and_complete = predict_and_complete
    return frontend.parse(text, start)
