"""Each document's glossary: its defined terms and, per term, where it is used."""

from __future__ import annotations

from flask import Blueprint, render_template, url_for

from judgekit.rules.glossary import glossary
from judgekit.web.documents import NotFound, get_document

bp = Blueprint("glossary", __name__)


@bp.get("/<game>/<lang>/glossary/")
def index(game: str, lang: str) -> str:
    doc = get_document(game, lang)
    return render_template("rules/glossary.html", doc=doc, terms=list(glossary(doc.key)))


@bp.get("/<game>/<lang>/glossary/<path:name>")
def term(game: str, lang: str, name: str) -> str:
    doc = get_document(game, lang)
    terms = glossary(doc.key)
    found = terms.get(name)
    if found is None:
        hints = [(t.name, url_for("glossary.term", game=game, lang=lang, name=t.name))
                 for t in terms.closest(name)]
        hints.append((f"glossary of {doc.cite}", url_for("glossary.index", game=game, lang=lang)))
        raise NotFound(f"{doc.key} defines no term '{name}'", hints)
    defining = doc.sections[found.number]
    # a heading's definition is the text of its first clause (5.17 → 5.17.1)
    text = defining.text or next((doc.sections[c].text for c in defining.children), "")
    return render_template("rules/term.html", doc=doc, term=found, defining=defining,
                           definition=text, uses=terms.uses(found))
