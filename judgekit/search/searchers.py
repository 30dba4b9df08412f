"""Scoring a query over every index at once, term at a time, from Whoosh's postings.

Whoosh's own search walks a tree of matcher objects document by document, a few
Python calls per posting per tree level: on these indexes (a few thousand
documents, a question of 15 terms reads ~700 postings) that was 85 % of a search.
Here each term's postings are read from Whoosh's reader once per process, with
each posting's BM25F score already computed (Whoosh's formula and statistics:
the index does not change while open), and a query is the sum over its words of
the best field's score: a few dictionary operations per posting, no matcher tree.

The indexes of sections, rulings and cards keep their own statistics (the others'
text would shift the rules' ranking), but one query walk scores all of them: each
kind's documents are numbered after the previous kind's, so ``scores`` is one
search and ``top`` picks each kind's best from it. A new kind of record is a new
entry in ``store.NAMES``.
"""

from __future__ import annotations

import heapq
import math
import os
import threading
from collections.abc import Iterable
from dataclasses import dataclass

from whoosh import query as Q
from whoosh.index import Index

BM25_B, BM25_K1 = 0.5, 1.2  # rules are short: length matters less than Whoosh's 0.75 assumes


@dataclass
class Found:
    """One document that matched: its stored fields and score."""

    doc: int  # numbered across all kinds
    fields: dict
    score: float

    def __getitem__(self, name: str):
        return self.fields[name]


class _Kind:
    """One index: its reader (under a lock: readers keep file positions), document
    lengths as BM25 wants them, and the postings of each term read so far."""

    def __init__(self, ix: Index, offset: int):
        self.reader = ix.reader()
        self.offset = offset
        self.count = self.reader.doc_count_all()
        self.stored = [self.reader.stored_fields(d) for d in range(self.count)]
        self._lock = threading.Lock()
        self._norms: dict[str, list[float]] = {}
        self._lexicon = frozenset((field, term.decode() if isinstance(term, bytes) else term)
                                  for field, term in self.reader.all_terms())

    def postings(self, field: str, term: str) -> dict[int, float]:
        """Every document holding ``term`` in ``field`` (numbered across kinds) and its BM25F
        score there: Whoosh's ``bm25(idf, weight, length, average length, B, K1)``."""
        if (field, term) not in self._lexicon:
            return {}
        with self._lock:
            norms = self._norms.get(field)
            if norms is None:
                average = self.reader.field_length(field) / (self.count or 1) or 1
                norms = self._norms[field] = [
                    BM25_K1 * ((1 - BM25_B) + BM25_B * (self.reader.doc_field_length(d, field, 1) or 0) / average)
                    for d in range(self.count)]
            idf = math.log(self.count / (self.reader.doc_frequency(field, term) + 1)) + 1
            m = self.reader.postings(field, term)
            out = {}
            while m.is_active():
                doc, weight = m.id(), m.weight()
                out[doc + self.offset] = idf * weight * (BM25_K1 + 1) / (weight + norms[doc])
                m.next()
        return out

    def close(self) -> None:
        self.reader.close()


class Searchers:
    """The indexes of every kind, searched as one; per process, for every thread."""

    def __init__(self, indexes: dict[str, Index]):
        self.indexes = indexes
        self.kinds: dict[str, _Kind] = {}
        offset = 0
        for kind, ix in indexes.items():
            self.kinds[kind] = _Kind(ix, offset)
            offset += self.kinds[kind].count
        self._postings: dict[tuple[str, str], dict[int, float]] = {}  # never changed once made
        self._allowed: dict[tuple, frozenset[int]] = {}

    def postings(self, field: str, term: str) -> dict[int, float]:
        """The scored postings of a term in every kind; read once per process. Only the
        index's own terms are kept, so this grows to at most every posting of the index
        (152,000: about 22 MB, besides 8.5 MB of stored fields and terms read at opening)."""
        key = (field, term)
        found = self._postings.get(key)
        if found is None:
            found = {}
            for kind in self.kinds.values():
                found.update(kind.postings(field, term))
            self._postings[key] = found
        return found

    def scores(self, q: Q.Query) -> dict[int, float]:
        """Every document matching ``q`` (an Or of words, each a DisjunctionMax of the
        fields it may be in, or a Term) and its score, in every kind at once."""
        total: dict[int, float] = {}
        get = total.get
        for part in q.subqueries if isinstance(q, Q.Or) else [q]:
            boost = q.boost * part.boost
            if isinstance(part, Q.Term):
                for doc, score in self.postings(part.fieldname, part.text).items():
                    total[doc] = get(doc, 0.0) + score * boost
            elif isinstance(part, Q.DisjunctionMax):
                for doc, score in self._best_field(part).items():
                    total[doc] = get(doc, 0.0) + score * boost
            else:
                raise TypeError(f"cannot score a {type(part).__name__} inside an Or")
        return total

    def _best_field(self, q: Q.DisjunctionMax) -> dict[int, float]:
        """A word's score in each document: where it weighs most, plus a share (tiebreak) of
        its other fields' scores."""
        best: dict[int, float] = {}
        summed: dict[int, float] = {}
        get = best.get
        for sub in q.subqueries:
            if not isinstance(sub, Q.Term):
                raise TypeError(f"cannot score a {type(sub).__name__} inside a DisjunctionMax")
            boost = sub.boost
            for doc, score in self.postings(sub.fieldname, sub.text).items():
                score *= boost
                if score > get(doc, 0.0):
                    best[doc] = score
                if q.tiebreak:
                    summed[doc] = summed.get(doc, 0.0) + score
        if q.tiebreak:
            t = q.tiebreak
            return {doc: top + t * (summed[doc] - top) for doc, top in best.items()}
        return best

    def matched(self, doc: int, terms: Iterable[tuple[str, str]]) -> set[str]:
        """Which of ``terms`` (field, text) the document holds: their texts."""
        return {text for field, text in terms if doc in self.postings(field, text)}

    def allowed(self, kind: str, game: str | None = None, lang: str | None = None,
                not_in: tuple[str, str] | None = None) -> frozenset[int]:
        """The documents of ``kind`` in that game and language (all when None), except the
        ``not_in`` document's (game, lang); computed once per filter."""
        key = (kind, game, lang, not_in)
        if key not in self._allowed:
            k = self.kinds[kind]
            self._allowed[key] = frozenset(
                k.offset + d for d, f in enumerate(k.stored)
                if (not game or f.get("game") == game) and (not lang or f.get("lang") == lang)
                and not (not_in and (f.get("game"), f.get("lang")) == not_in))
        return self._allowed[key]

    def top(self, scores: dict[int, float], kind: str, limit: int, game: str | None = None,
            lang: str | None = None, not_in: tuple[str, str] | None = None) -> list[Found]:
        """The ``limit`` best documents of ``kind`` in ``scores`` in that game and language;
        on equal scores the one indexed first, as Whoosh orders them."""
        allowed = self.allowed(kind, game, lang, not_in)
        if len(allowed) < len(scores):  # the fewer of the two read (42 rulings, not 2,000 scores)
            scored = ((-scores[d], d) for d in allowed if d in scores)
        else:
            scored = ((-s, d) for d, s in scores.items() if d in allowed)
        best = heapq.nsmallest(limit, scored)
        k = self.kinds[kind]
        return [Found(d, k.stored[d - k.offset], -s) for s, d in best]

    def close(self) -> None:
        for kind in self.kinds.values():
            kind.close()


_lock = threading.Lock()
_held: list[tuple[int, Searchers] | None] = [None]


def for_process(indexes: dict[str, Index]) -> Searchers:
    """The searchers of ``indexes``, opened on first use, when they change (a rebuild), and
    in a forked worker (its readers' files are not to be shared with the parent's)."""
    with _lock:
        pid, held = _held[0] or (None, None)
        if held is None or held.indexes is not indexes or pid != os.getpid():
            if held is not None and pid == os.getpid():
                held.close()
            held = Searchers(indexes)
            _held[0] = (os.getpid(), held)
        return held
