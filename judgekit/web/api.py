"""The JSON API (documented in the README). Errors are JSON too."""

from __future__ import annotations

from flask import Blueprint, jsonify
from flask.typing import ResponseReturnValue

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
