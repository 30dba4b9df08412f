"""The search page and its JSON twin: the same results, two forms."""

from __future__ import annotations

from flask import Blueprint, current_app, jsonify, redirect, render_template, request
from flask.typing import ResponseReturnValue

from judgekit.rules.library import library
from judgekit.search import BadQuery, SearchUnavailable, search
from judgekit.search.query import MAX_LIMIT

bp = Blueprint("search", __name__)

INDEX_WAIT = 2.0  # seconds; `judgekit serve` opens the index before it starts, so this is rare


def _arguments() -> tuple[str, str | None, str | None, int, str | None]:
    args = request.args
    raw_limit = args.get("limit", "10")
    try:
        limit = int(raw_limit)
    except ValueError:
        raise BadQuery(f"limit must be a whole number between 1 and {MAX_LIMIT}, "
                       f"not '{raw_limit[:20]}'") from None
    # scope: the document being read when the search was asked ("godzilla/en"), shown first
    return (args.get("q", ""), args.get("game") or None, args.get("lang") or None, limit,
            args.get("scope") or None)


def _heading_above(hit) -> str:
    """The nearest heading over a hit, so an untitled clause says what it is about."""
    doc = library().documents[f"{hit.game}/{hit.lang}"]
    titled = [a.title for a in doc.ancestors(hit.number) if a.title]
    return titled[-1] if titled else ""


def _wait() -> float | None:
    """How long a request waits for the index to open or build before search says it is
    unavailable (None: as long as it takes, as a test that builds it wants)."""
    return current_app.config.get("SEARCH_INDEX_WAIT", None if current_app.testing else INDEX_WAIT)


def _unavailable(exc: SearchUnavailable) -> dict:
    return {"Retry-After": str(exc.retry_after)}


@bp.get("/api/search")
def api() -> ResponseReturnValue:
    try:
        result = search(*_arguments(), wait=_wait())
    except BadQuery as exc:
        return jsonify(error=str(exc)), 400
    except SearchUnavailable as exc:
        return jsonify(error=str(exc)), 503, _unavailable(exc)
    return jsonify(result.as_json())


@bp.get("/search")
def page() -> ResponseReturnValue:
    q, game, lang, limit, scope = "", None, None, 20, None
    status, headers = 200, {}
    try:
        q, game, lang, _, scope = _arguments()
        result = search(q, game, lang, limit, scope, wait=_wait()) if q.strip() else None
        error = ""
    except BadQuery as exc:
        result, error, status = None, str(exc), 400
    except SearchUnavailable as exc:
        result, error, status, headers = None, str(exc), 503, _unavailable(exc)
    if result is not None and result.jump and request.args.get("list") is None:
        return redirect(result.jump)
    docs = list(library())
    return render_template("search.html", q=q, game=game, lang=lang, scope=scope, result=result,
                           titles={d.key: d.title for d in docs},
                           context={h.url: _heading_above(h) for h in (result.hits if result else [])},
                           error=error, games=library().games(),
                           langs=sorted({d.lang for d in docs})), status, headers
