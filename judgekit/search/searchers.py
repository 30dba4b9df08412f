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


class Searchers:
    """The searchers of the sections, rulings and cards indexes, and the filters' doc sets."""

    def __init__(self, indexes: dict[str, Index]):
        self.indexes = indexes
        weighting = scoring.BM25F(B=BM25_B, K1=BM25_K1)
        self.by_kind: dict[str, Searcher] = {kind: ix.searcher(weighting=weighting)
                                             for kind, ix in indexes.items()}
        self._allowed: dict[tuple, set[int]] = {}  # never changed once made

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

    def close(self) -> None:
        for searcher in self.by_kind.values():
            searcher.close()


_local = threading.local()


def for_thread(indexes: dict[str, Index]) -> Searchers:
    """This thread's searchers of ``indexes``, opened on first use and when they change."""
    held = getattr(_local, "searchers", None)
    if held is None or held.indexes is not indexes:
        if held is not None:
            held.close()
        held = _local.searchers = Searchers(indexes)
    return held
