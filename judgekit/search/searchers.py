"""Open searchers, kept: one set per thread, reused by every query of that thread.

Opening a Whoosh searcher reads the segment's table of contents (about 1 ms),
and turning a game/language filter into the documents it allows is a query of
its own: both are done once per thread and index, not once per search. A
searcher is not shared between threads (its readers keep file positions), and
a thread's searchers are replaced when the indexes are reopened (a rebuild).
"""

from __future__ import annotations

import threading

from whoosh import query as Q
from whoosh import scoring
from whoosh.index import Index
from whoosh.searching import Searcher

BM25_B, BM25_K1 = 0.5, 1.2  # rules are short: length matters less than Whoosh's 0.75 assumes


class _KnownLengthsScorer(scoring.BM25FScorer):
    """Whoosh's BM25F score, with each document's length part read from a list made once:
    the same numbers, without a column lookup for every posting scored."""

    def __init__(self, searcher, fieldname, text, norms: list[float], B, K1):
        super().__init__(searcher, fieldname, text, B, K1)
        self._norms, self._k1_plus_1 = norms, K1 + 1

    def score(self, matcher):
        weight = matcher.weight()
        return self.idf * (weight * self._k1_plus_1) / (weight + self._norms[matcher.id()])


class IndexBM25F(scoring.BM25F):
    """BM25F for an index that does not change while open: per field, every document's
    ``K1 * (1 - B + B * length / average length)`` is computed once, on first use."""

    def __init__(self, B: float, K1: float):
        super().__init__(B=B, K1=K1)
        self._norms: dict[str, list[float]] = {}

    def scorer(self, searcher, fieldname, text, qf=1):
        if not searcher.schema[fieldname].scorable:
            return scoring.WeightScorer.for_(searcher, fieldname, text)
        if fieldname not in self._norms:
            average = searcher.avg_field_length(fieldname) or 1
            self._norms[fieldname] = [
                self.K1 * ((1 - self.B) + self.B * (searcher.doc_field_length(d, fieldname, 1) or 0) / average)
                for d in range(searcher.doc_count_all())]
        return _KnownLengthsScorer(searcher, fieldname, text, self._norms[fieldname], self.B, self.K1)


class Searchers:
    """The searchers of the sections, rulings and cards indexes, and the filters' doc sets."""

    def __init__(self, indexes: dict[str, Index]):
        self.indexes = indexes
        self.by_kind: dict[str, Searcher] = {
            kind: ix.searcher(weighting=IndexBM25F(B=BM25_B, K1=BM25_K1))  # one per index: its lengths
            for kind, ix in indexes.items()}
        self._allowed: dict[tuple, set[int]] = {}  # never changed once made
        self._lexicons: dict[str, frozenset[tuple[str, str]]] = {}

    def __getitem__(self, kind: str) -> Searcher:
        return self.by_kind[kind]

    def allowed(self, kind: str, game: str | None = None, lang: str | None = None,
                not_in: tuple[str, str] | None = None) -> set[int]:
        """The documents of ``kind`` in that game and language (all when None), except the
        ``not_in`` document's (game, lang); computed once per filter."""
        key = (kind, game, lang, not_in)
        if key not in self._allowed:
            searcher = self.by_kind[kind]
            wanted = Q.And([Q.Term(name, value) for name, value in
                            (("kind", kind), ("game", game), ("lang", lang)) if value])
            docs = set(searcher.docs_for_query(wanted))
            if not_in:
                docs -= self.allowed(kind, *not_in)
            self._allowed[key] = docs
        return self._allowed[key]

    def top(self, kind: str, q: Q.Query, limit: int, game: str | None = None,
            lang: str | None = None, not_in: tuple[str, str] | None = None,
            terms: bool = False) -> list:
        """The ``limit`` best documents of ``kind`` for ``q`` in that game and language.

        The query loses the words this index does not hold before Whoosh builds a matcher
        for each (a third of a question's words are in no section, most in no ruling or
        card), and is run with optimize=False: a query of many words is scored by Whoosh's
        array matcher, whose block-quality skipping rescans its whole score array each time
        the top-k minimum rises and skips nothing on an index this size. Same hits, same
        scores, about 40 % sooner (benchmarks/search.py)."""
        held = _only(q, self.lexicon(kind))
        allowed = self.allowed(kind, game, lang, not_in)
        if held is None or not allowed:  # Whoosh reads an empty filter as none: every document
            return []
        return self.by_kind[kind].search(held, limit=limit, filter=allowed, terms=terms, optimize=False)

    def lexicon(self, kind: str) -> frozenset[tuple[str, str]]:
        """Every (field, term) of the index of ``kind``: a few thousand, read once."""
        if kind not in self._lexicons:
            self._lexicons[kind] = frozenset(
                (field, term.decode() if isinstance(term, bytes) else term)
                for field, term in self.by_kind[kind].reader().all_terms())
        return self._lexicons[kind]

    def close(self) -> None:
        for searcher in self.by_kind.values():
            searcher.close()


def _only(q: Q.Query, held: frozenset[tuple[str, str]]) -> Q.Query | None:
    """``q`` without the terms the index does not hold (None if nothing is left); a
    word's DisjunctionMax left with one field is that field's term, scored the same."""
    if isinstance(q, Q.Term):
        return q if (q.fieldname, q.text) in held else None
    parts = [p for p in (_only(sub, held) for sub in q.subqueries) if p is not None]
    if not parts:
        return None
    if isinstance(q, Q.DisjunctionMax):
        if len(parts) == 1 and q.boost == 1:
            return parts[0]
        return Q.DisjunctionMax(parts, boost=q.boost, tiebreak=q.tiebreak)
    return Q.Or(parts, boost=q.boost)


_local = threading.local()


def for_thread(indexes: dict[str, Index]) -> Searchers:
    """This thread's searchers of ``indexes``, opened on first use and when they change."""
    held = getattr(_local, "searchers", None)
    if held is None or held.indexes is not indexes:
        if held is not None:
            held.close()
        held = _local.searchers = Searchers(indexes)
    return held
