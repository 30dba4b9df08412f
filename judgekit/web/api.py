"""The JSON API (documented in the README). Errors are JSON too."""

from __future__ import annotations

from flask import Blueprint, jsonify, request
from flask.typing import ResponseReturnValue

from judgekit import cardtext
from judgekit.rules.alignment import counterparts
from judgekit.rules.library import library
from judgekit.rules.model import Document
from judgekit.web.documents import get_document, get_section
from judgekit.web.rules import versioned

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/documents")
def documents() -> ResponseReturnValue:
    return jsonify([{"game": d.game, "lang": d.lang, "title": d.title, "version": d.version,
                     "date": d.date, "sections": len(d),
                     "versions": [v.version for v in library().versions(d.key)]}
                    for d in library()])


@bp.get("/<game>/<lang>/sections")
def sections(game: str, lang: str) -> ResponseReturnValue:
    doc = get_document(game, lang)
    return jsonify([{"number": s.number, "title": s.title, "parent": s.parent} for s in doc])


@bp.get("/<game>/<lang>/<number>")
def section(game: str, lang: str, number: str) -> ResponseReturnValue:
    return _section(get_document(game, lang), number)


@bp.get("/<game>/<lang>/<version>/<number>")
def pinned_section(game: str, lang: str, version: str, number: str) -> ResponseReturnValue:
    """A section of one version, as its citation names it (``1.04``)."""
    return _section(versioned(game, lang, version, staged=True), number)


def _section(doc: Document, number: str) -> ResponseReturnValue:
    sec = get_section(doc, number)
    others = []
    # counterparts rest on the newest version's numbering (see the section page)
    newest = library().documents[doc.key] is doc
    for key, other_number, _pair in counterparts(doc.key, sec.number) if newest else []:
        if other_number:
            other = library().documents[key]
            others.append({"game": other.game, "lang": other.lang, "number": other_number})
    return jsonify({
        "game": doc.game, "lang": doc.lang, "version": doc.version,
        "number": sec.number, "title": sec.title,
        "text": sec.text, "parent": sec.parent, "children": sec.children,
        "refs": list(dict.fromkeys(r.target for r in sec.refs)),
        "cited_by": doc.cited_by(sec.number), "counterparts": others,
        "source_line": sec.line, "inferred": sec.inferred,
        "citation": doc.citation(sec.number),
    })


MAX_FEATURE = 256 * 1024  # bytes of one posted feature: the largest in scenarios/ is under 40 kB
RUN_SECONDS = 5.0  # wall time of one request's run, all its scenarios together; typical: 0.1 s
RUN_FILE = "posted.feature"  # the file the answer's messages name (file:line)


@bp.post("/scenarios/run")
def run_scenarios() -> ResponseReturnValue:
    """A .feature text run as ``judgekit scenario run --json`` runs a file (the same functions),
    under the engine's step budget and a wall-time budget, so one request cannot hold a worker."""
    from judgekit.engine.game import Budget
    from judgekit.scenarios.features import run_text
    from judgekit.scenarios.report import as_json

    too_long = jsonify(error=f"the body is longer than {MAX_FEATURE // 1024} KB; "
                             "post one feature file at a time"), 413
    if (request.content_length or 0) > MAX_FEATURE:  # refused before a byte is read
        return too_long
    # a chunked body (no Content-Length) is read one byte past the limit, to know it is over:
    # the server's stream is cut there, silently
    request.max_content_length = MAX_FEATURE + 1
    data = request.get_data()
    if len(data) > MAX_FEATURE:
        return too_long
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return jsonify(error=f"the body is not UTF-8 text (byte {exc.start}); "
                             "post the .feature file as text/plain; charset=utf-8"), 400
    cardtext.warm()  # the parser's build (once a process) is not this request's: before the budget's clock
    outcomes = run_text(RUN_FILE, text, Budget(seconds=RUN_SECONDS))
    return jsonify([as_json(o) for o in outcomes])


@bp.get("/scenarios/run")
def run_scenarios_how() -> ResponseReturnValue:
    """A GET here (a browser, a mistyped client) is told how to use the route, rather than
    read as section ``run`` of a game called ``api``."""
    return jsonify(error="POST a .feature text to this address (text/plain; charset=utf-8); "
                         "the answer is what `judgekit scenario run --json` prints"), 405, {"Allow": "POST"}
