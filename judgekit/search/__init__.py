"""Full-text search over every section, in Japanese and English (Whoosh).

``search("進攻は1ターンに何回できる？")`` → a :class:`Result` with ranked hits,
or a jump to a section when the query is a number. The index is built on
first use (``store.open_indexes``) and rebuilt when the texts change; the
process keeps its searchers open (``searchers.for_process``).
"""

from __future__ import annotations

import functools
import logging

from whoosh.index import Index

from judgekit.rules.library import library
from judgekit.search import analysis, searchers
from judgekit.search.loader import IndexLoader, SearchUnavailable
from judgekit.search.query import MAX_LIMIT, MAX_QUERY, Hit, Result, run
from judgekit.search.store import open_indexes

__all__ = ["Hit", "Result", "search", "index", "indexes", "forget_indexes", "forget_answers",
           "warm", "BadQuery", "SearchUnavailable"]

log = logging.getLogger(__name__)
# Answers kept per process. The index does not change while it is open, so an answer
# stays right until the indexes are opened again; judges at an event ask the same
# questions again and again.
ANSWERS_KEPT = 512  # at most ~25 MB: 100 hits of ~500 bytes each


class BadQuery(ValueError):
    """A filter or limit the search cannot take; the message says which and why."""


_loader = IndexLoader(open_indexes)
_answered_from: list = [None]  # the opened indexes the kept answers came from


def indexes(wait: float | None = None) -> dict[str, Index]:
    """The indexes of sections, rulings and cards, opened once per process; waits at most
    ``wait`` seconds (None: as long as it takes) for them to open or build, else raises
    :class:`SearchUnavailable`."""
    return _loader.get(wait)


def forget_indexes() -> None:
    """Open the indexes again on next use (after a rebuild, or when they read as damaged),
    and forget the answers given from them."""
    _loader.forget()
    forget_answers()


def forget_answers() -> None:
    """Search again from now on rather than repeat a kept answer, nor a question's kept
    reading (benchmarks/search.py)."""
    _answer.cache_clear()
    analysis.forget_readings()


def warm() -> None:
    """Load now what a process's first questions would wait for: the English words
    did-you-mean checks against (0.7 s). ``judgekit serve`` calls it before its workers
    fork, so they share it."""
    from judgekit.search.query import english_words_loaded

    english_words_loaded()


def index() -> Index:
    return indexes()["rule"]


def _check(game: str | None, lang: str | None, limit: int, scope: str | None) -> tuple | None:
    """The filters checked, and the scope as (game, lang) of a known document."""
    games = library().games()
    if game and game not in games:
        raise BadQuery(f"unknown game '{game}'; known: {', '.join(games)}")
    langs = sorted({d.lang for d in library() if not game or d.game == game})
    if lang and lang not in langs:
        raise BadQuery(f"unknown language '{lang}'" + (f" for {game}" if game else "")
                       + f"; known: {', '.join(langs)}")
    if not 1 <= limit <= MAX_LIMIT:
        raise BadQuery(f"limit must be between 1 and {MAX_LIMIT}, not {limit}")
    if scope and scope not in library().documents:
        raise BadQuery(f"unknown document '{scope[:40]}' to search first; known: "
                       + ", ".join(library().documents))
    return tuple(scope.split("/")) if scope else None


def search(text: str, game: str | None = None, lang: str | None = None,
           limit: int = 10, scope: str | None = None, wait: float | None = None) -> Result:
    """Sections matching ``text``; never raises for odd text, only for bad filters, or
    :class:`SearchUnavailable` when the index is not ready within ``wait`` seconds.

    ``scope`` ("godzilla/en", the document being read) is searched first; the other
    games' sections follow, grouped by game."""
    first = _check(game or None, lang or None, limit, scope or None)
    text = (text or "").strip()
    if not text:
        return Result("", message="Type words to search for, or a section number such as 10.4.3.")
    cut = ""
    if len(text) > MAX_QUERY:
        text, cut = text[:MAX_QUERY], f"Only the first {MAX_QUERY} characters were searched."
    opened = indexes(wait)
    if opened is not _answered_from[0]:  # opened anew (a rebuild): the kept answers are stale
        forget_answers()
        _answered_from[0] = opened
    try:
        result = _answer(text, game or None, lang or None, limit, first).copy()
    except Exception:  # noqa: BLE001 - a damaged index file surfaces only when read
        log.exception("search failed; rebuilding the index")
        forget_answers()
        fresh = _loader.get(wait, rebuild=True)
        result = run(searchers.for_process(fresh), text, game or None, lang or None, limit, first)
    if cut:
        result.message = " ".join(m for m in (cut, result.message) if m)
    return result


@functools.lru_cache(maxsize=ANSWERS_KEPT)
def _answer(text: str, game: str | None, lang: str | None, limit: int,
            first: tuple[str, str] | None) -> Result:
    return run(searchers.for_process(indexes()), text, game, lang, limit, first)
