"""Full-text search over every section, in Japanese and English (Whoosh).

``search("進攻は1ターンに何回できる？")`` → a :class:`Result` with ranked hits,
or a jump to a section when the query is a number. The index is built on
first use (``store.open_indexes``) and rebuilt when the texts change.
"""

from __future__ import annotations

import logging

from whoosh.index import Index

from judgekit.rules.library import library
from judgekit.search.loader import IndexLoader, SearchUnavailable
from judgekit.search.query import MAX_LIMIT, MAX_QUERY, Hit, Result, run
from judgekit.search.store import open_indexes

__all__ = ["Hit", "Result", "search", "index", "indexes", "BadQuery", "SearchUnavailable"]

log = logging.getLogger(__name__)


class BadQuery(ValueError):
    """A filter or limit the search cannot take; the message says which and why."""


_loader = IndexLoader(open_indexes)


def indexes(wait: float | None = None) -> dict[str, Index]:
    """The indexes of sections, rulings and cards, opened once per process; waits at most
    ``wait`` seconds (None: as long as it takes) for them to open or build, else raises
    :class:`SearchUnavailable`."""
    return _loader.get(wait)


def forget_indexes() -> None:
    """Open the indexes again on next use (after a rebuild, or when they read as damaged)."""
    _loader.forget()


def index() -> Index:
    return indexes()["rule"]


def _sides(opened: dict[str, Index]) -> dict[str, Index]:
    """The rulings' and cards' indexes, searched beside the sections."""
    return {kind: ix for kind, ix in opened.items() if kind != "rule"}


def _check(game: str | None, lang: str | None, limit: int) -> None:
    games = library().games()
    if game and game not in games:
        raise BadQuery(f"unknown game '{game}'; known: {', '.join(games)}")
    langs = sorted({d.lang for d in library() if not game or d.game == game})
    if lang and lang not in langs:
        raise BadQuery(f"unknown language '{lang}'" + (f" for {game}" if game else "")
                       + f"; known: {', '.join(langs)}")
    if not 1 <= limit <= MAX_LIMIT:
        raise BadQuery(f"limit must be between 1 and {MAX_LIMIT}, not {limit}")


def search(text: str, game: str | None = None, lang: str | None = None,
           limit: int = 10, wait: float | None = None) -> Result:
    """Sections matching ``text``; never raises for odd text, only for bad filters, or
    :class:`SearchUnavailable` when the index is not ready within ``wait`` seconds."""
    _check(game or None, lang or None, limit)
    text = (text or "").strip()
    if not text:
        return Result("", message="Type words to search for, or a section number such as 10.4.3.")
    cut = ""
    if len(text) > MAX_QUERY:
        text, cut = text[:MAX_QUERY], f"Only the first {MAX_QUERY} characters were searched."
    opened = indexes(wait)
    try:
        result = run(opened["rule"], text, game or None, lang or None, limit, _sides(opened))
    except Exception:  # noqa: BLE001 - a damaged index file surfaces only when read
        log.exception("search failed; rebuilding the index")
        fresh = _loader.get(wait, rebuild=True)
        result = run(fresh["rule"], text, game or None, lang or None, limit, _sides(fresh))
    if cut:
        result.message = " ".join(m for m in (cut, result.message) if m)
    return result
