"""Which section of one text is which section of another: one matcher for versions and languages.

Two versions of a rulebook, or its Japanese and English texts, ask the same
question: "which section is this one?". The numbers alone cannot answer it once
a chapter is inserted (every later number shifts) or a section moves. The
matcher pairs sections by the tree first, then by content:

1. The chapters of both texts are aligned in order, like a diff aligns lines
   (an inserted chapter is a gap, not a reason to shift every pair), and so,
   recursively, are the children of every pair found.
2. Sections left over on both sides are paired by content alone wherever
   they are (a section that moved under another parent keeps its identity).

What "content" means is the :class:`Similarity` given: :class:`SameLanguage`
compares the words (references to other sections masked, since a renumbering
rewrites them); :class:`AcrossLanguages` compares what survives translation
(the last level of the number, the figures written in the text, how many
sections sit under it, how long it is).
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Protocol

from judgekit.rules.model import Document, Section

# Leftover sections are compared all against all only up to this many pairs; beyond it
# only identical texts are paired (a whole rewrite is reported as removed + added).
LEFTOVER_BUDGET = 60_000
# Two sibling lists longer than this (product) are aligned by their numbers only, not by a
# table of every pair's score: a flat list of thousands of sections cannot hold a worker.
ALIGN_BUDGET = 250_000


def masked(sec: Section) -> str:
    """Heading and text, NFKC, whitespace collapsed, each reference written as ``§``."""
    text, last, parts = sec.text, 0, []
    for ref in sec.refs:
        parts += [text[last:ref.start], "§"]
        last = ref.end
    parts.append(text[last:])
    body = unicodedata.normalize("NFKC", f"{sec.title or ''}\n{''.join(parts)}")
    return " ".join(body.split())


class Similarity(Protocol):
    in_tree: float  # the least score two sections need to be paired in place
    moved: float  # the least score two leftover sections need to be paired anywhere

    def score(self, a: Section, b: Section) -> float: ...

    def exact(self, sec: Section) -> str | None:
        """A key equal for two sections only when they are certainly the same (or None)."""
        ...


class SameLanguage:
    """Versions of one text: the share of characters in common (difflib's ratio)."""

    in_tree = 0.55
    moved = 0.75

    def __init__(self, old: Document, new: Document):
        self.content = {id(s): masked(s) for d in (old, new) for s in d}

    def exact(self, sec: Section) -> str | None:
        return self.content[id(sec)]

    def score(self, a: Section, b: Section) -> float:
        ca, cb = self.content[id(a)], self.content[id(b)]
        if ca == cb:
            return 1.0
        sm = difflib.SequenceMatcher(None, ca, cb, autojunk=False)
        if sm.real_quick_ratio() < self.in_tree or sm.quick_ratio() < self.in_tree:
            return 0.0
        return sm.ratio()


_FIGURE = re.compile(r"\d+")


class AcrossLanguages:
    """Two languages of one text: what a translation keeps."""

    in_tree = 0.3
    moved = 1.01  # nothing is paired by content alone across languages: too little to go on

    def __init__(self, left: Document, right: Document):
        self.sep = {id(left): left.separator, id(right): right.separator}
        self.facts: dict[int, tuple] = {}
        for doc in (left, right):
            total = sum(len(s.text) for s in doc) or 1
            for sec in doc:
                self.facts[id(sec)] = self._facts(doc, sec, total)

    @staticmethod
    def _facts(doc: Document, sec: Section, total: int) -> tuple:
        under, size, stack = 0, 0, [sec.number]
        while stack:
            s = doc.sections[stack.pop()]
            under += 1
            size += len(s.text)
            stack += s.children
        figures = set(_FIGURE.findall(unicodedata.normalize("NFKC", masked(sec))))
        tail = sec.number.rsplit(doc.separator, 1)[-1] if sec.parent else None
        return tail, figures, under, size / total, len(sec.refs)

    def exact(self, sec: Section) -> None:
        return None  # no text is the same in two languages

    def score(self, a: Section, b: Section) -> float:
        tail_a, fig_a, under_a, size_a, refs_a = self.facts[id(a)]
        tail_b, fig_b, under_b, size_b, refs_b = self.facts[id(b)]
        tail = 1.0 if tail_a is not None and tail_a == tail_b else 0.0
        figures = len(fig_a & fig_b) / len(fig_a | fig_b) if fig_a or fig_b else 0.5
        return (0.35 * tail + 0.2 * figures + 0.15 * _closeness(under_a, under_b)
                + 0.15 * _closeness(size_a, size_b) + 0.15 * _closeness(refs_a, refs_b))


def _closeness(x: float, y: float) -> float:
    return 1.0 if x == y else min(x, y) / max(x, y)


@dataclass(frozen=True)
class Pairing:
    old: str
    new: str
    score: float
    in_place: bool  # found by aligning the tree (False: found by content elsewhere)


@dataclass
class Matching:
    old: Document
    new: Document
    pairs: dict[str, Pairing] = field(default_factory=dict)  # old number → its pairing
    back: dict[str, str] = field(default_factory=dict)  # new number → old number
    limits: list[str] = field(default_factory=list)  # budgets reached, said to the reader

    def add(self, pairing: Pairing) -> None:
        self.pairs[pairing.old] = pairing
        self.back[pairing.new] = pairing.old

    def new_of(self, old_number: str) -> str | None:
        p = self.pairs.get(old_number)
        return p.new if p else None


def _anchors(olds: list[Section], news: list[Section], sim: Similarity) -> list[tuple[int, int]]:
    """Positions of siblings whose text is the same and found once on each side, kept in an
    order both lists agree on (the longest such run, as patience diff does)."""
    def unique(secs: list[Section]) -> dict[str, int]:
        seen: dict[str, int] = {}
        for i, sec in enumerate(secs):
            key = sim.exact(sec)
            if key is not None:
                seen[key] = -1 if key in seen else i
        return {k: i for k, i in seen.items() if i >= 0}

    theirs = unique(news)
    pairs = [(i, theirs[k]) for k, i in sorted(unique(olds).items(), key=lambda kv: kv[1])
             if k in theirs]
    # the longest increasing run of new positions
    best: list[list[tuple[int, int]]] = []
    for pair in pairs:
        spot = next((n for n, run in enumerate(best) if run[-1][1] >= pair[1]), len(best))
        run = (best[spot - 1] if spot else []) + [pair]
        if spot == len(best):
            best.append(run)
        else:
            best[spot] = run
    return best[-1] if best else []


def _align(olds: list[Section], news: list[Section], sim: Similarity, sep: tuple[str, str],
           limits: list[str]) -> list[tuple[Section, Section, float]]:
    """The order-keeping pairing of two lists of siblings with the greatest total score:
    identical siblings first, then the best scoring pairing between them."""
    out: list[tuple[Section, Section, float]] = []
    i0 = j0 = 0
    for i, j in _anchors(olds, news, sim) + [(len(olds), len(news))]:
        out += _align_scored(olds[i0:i], news[j0:j], sim, sep, limits)
        if i < len(olds):
            out.append((olds[i], news[j], 1.0))
        i0, j0 = i + 1, j + 1
    return out


def _align_scored(olds: list[Section], news: list[Section], sim: Similarity,
                  sep: tuple[str, str], limits: list[str]) -> list[tuple[Section, Section, float]]:
    if not olds or not news:
        return []
    if len(olds) * len(news) > ALIGN_BUDGET:
        limits.append(f"{len(olds)} × {len(news)} changed sections under one heading exceed "
                      f"ALIGN_BUDGET ({ALIGN_BUDGET}): they were paired by number only")
        tails = {b.number.rsplit(sep[1], 1)[-1]: b for b in news}
        by_number = [(a, tails.get(a.number.rsplit(sep[0], 1)[-1])) for a in olds]
        return [(a, b, s) for a, b in by_number if b is not None
                for s in [sim.score(a, b)] if s >= sim.in_tree]
    scores = []
    for a in olds:
        row = []
        for b in news:
            s = sim.score(a, b)
            if s >= sim.in_tree and a.number.rsplit(sep[0], 1)[-1] == b.number.rsplit(sep[1], 1)[-1]:
                s += 0.05  # at equal content, the same number wins
            row.append(s if s >= sim.in_tree else None)
        scores.append(row)
    n, m = len(olds), len(news)
    best = [[0.0] * (m + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            s = scores[i - 1][j - 1]
            best[i][j] = max(best[i - 1][j], best[i][j - 1],
                             best[i - 1][j - 1] + s if s is not None else 0.0)
    out, i, j = [], n, m
    while i and j:
        s = scores[i - 1][j - 1]
        if s is not None and best[i][j] == best[i - 1][j - 1] + s:
            out.append((olds[i - 1], news[j - 1], min(s, 1.0)))
            i, j = i - 1, j - 1
        elif best[i][j] == best[i - 1][j]:
            i -= 1
        else:
            j -= 1
    return out[::-1]


def match(old: Document, new: Document, sim: Similarity) -> Matching:
    """Pair the sections of ``old`` with those of ``new``; see the module's description."""
    result = Matching(old, new)
    sep = (old.separator, new.separator)
    queue = [([s for s in old if s.parent is None], [s for s in new if s.parent is None])]

    def settle(in_place: bool) -> None:
        while queue:
            olds, news = queue.pop()
            olds = [s for s in olds if s.number not in result.pairs]
            news = [s for s in news if s.number not in result.back]
            for a, b, score in _align(olds, news, sim, sep, result.limits):
                result.add(Pairing(a.number, b.number, score, in_place))
                queue.append(([old.sections[c] for c in a.children],
                              [new.sections[c] for c in b.children]))
            in_place = True  # the children of a moved section are in place under it

    settle(True)
    while True:
        found = _leftovers(old, new, result, sim)
        if not found:
            return result
        for a, b, score in found:
            result.add(Pairing(a.number, b.number, score, False))
            queue.append(([old.sections[c] for c in a.children],
                          [new.sections[c] for c in b.children]))
        settle(True)


def _leftovers(old: Document, new: Document, result: Matching,
               sim: Similarity) -> list[tuple[Section, Section, float]]:
    """Pairs among the sections the tree left alone, best first, each section once."""
    olds = [s for s in old if s.number not in result.pairs]
    news = [s for s in new if s.number not in result.back]
    if not olds or not news or sim.moved > 1.0:
        return []
    if len(olds) * len(news) <= LEFTOVER_BUDGET:
        candidates = [(sim.score(a, b), i, a, b) for i, a in enumerate(olds) for b in news]
    else:
        result.limits.append(
            f"{len(olds)} × {len(news)} unpaired sections exceed LEFTOVER_BUDGET "
            f"({LEFTOVER_BUDGET}): only identical texts were paired across headings")
        by_content: dict[str, list[Section]] = {}
        for b in news:
            by_content.setdefault(masked(b), []).append(b)
        candidates = [(1.0, i, a, b) for i, a in enumerate(olds)
                      for b in by_content.get(masked(a), [])]
    candidates = sorted((c for c in candidates if c[0] >= sim.moved),
                        key=lambda c: (-c[0], c[1]))
    taken_old: set[str] = set()
    taken_new: set[str] = set()
    out = []
    for score, _, a, b in candidates:
        if a.number not in taken_old and b.number not in taken_new:
            taken_old.add(a.number)
            taken_new.add(b.number)
            out.append((a, b, score))
    # A section whose parent moved with it is left to be aligned under that parent.
    moved_with = {(a.number, b.number) for a, b, _ in out}
    return [(a, b, s) for a, b, s in out if (a.parent, b.parent) not in moved_with]
