"""Rulings on the site: the list, each ruling with what it cites, and the review queue."""

from __future__ import annotations

import functools

from flask import Blueprint, redirect, render_template, request, url_for
from markupsafe import Markup
from werkzeug.wrappers import Response

from judgekit.rules.library import library
from judgekit.rulings import Problem, check_all, rulings
from judgekit.rulings.model import STATUSES
from judgekit.rulings.render import answer_html
from judgekit.scenarios.catalogue import named, outcome, relative
from judgekit.web.documents import NotFound
from judgekit.web.render import section_html
from judgekit.web.rules import section_url
from judgekit.web.scenario_pages import HEAD, trace_timings

bp = Blueprint("rulings", __name__)


@functools.cache
def problems_by_ruling() -> dict[str, list[Problem]]:
    """Every ruling's problems, measured once per process (the texts do not change under it)."""
    out: dict[str, list[Problem]] = {}
    for p in check_all(rulings()):
        out.setdefault(p.ruling, []).append(p)
    return out


def existing_section_url(game: str, lang: str, number: str) -> str | None:
    """The link of a section an answer names, or None when the rules have no such section."""
    doc = library().documents.get(f"{game}/{lang}")
    return section_url(doc, number) if doc is not None and number in doc else None


@bp.get("/rulings/")
def index() -> str:
    status, tag = request.args.get("status", ""), request.args.get("tag", "")
    shown = [r for r in rulings() if (not status or r.status == status) and (not tag or tag in r.tags)]
    tags = sorted({t for r in rulings() for t in r.tags})
    return render_template("rulings/index.html", rulings=shown, total=len(rulings()),
                           statuses=STATUSES, status=status, tag=tag, tags=tags,
                           problems=problems_by_ruling(), errors=rulings().errors)


@bp.get("/rulings/review")
def review() -> str:
    problems = problems_by_ruling()
    return render_template("rulings/review.html", problems=problems,
                           by_id=rulings().by_id, errors=rulings().errors)


@bp.get("/rulings/<ruling_id>")
def page(ruling_id: str) -> str | Response:
    found = rulings().by_id.get(ruling_id.upper())
    if found is not None and found.id != ruling_id:  # "gz-001" → the one permanent address
        return redirect(url_for("rulings.page", ruling_id=found.id), code=301)
    if found is None:
        near = [(f"{r.id} {r.question}", url_for("rulings.page", ruling_id=r.id))
                for r in rulings() if ruling_id.upper()[:2] in r.id][:5]
        raise NotFound(f"no ruling {ruling_id}", near + [("every ruling", url_for("rulings.index"))])
    cited = []
    looked_up = []
    for cite in found.cites:
        doc = library().documents.get(f"{found.game}/{cite.lang}")
        looked_up.append((cite, doc, doc.sections.get(cite.number) if doc else None))
    # a clause cited with its heading is quoted once, under the heading (8.6 shows 8.6.1)
    under_headings = {(doc.key, c) for _cite, doc, sec in looked_up
                      if sec is not None and not sec.text.strip() for c in sec.children}
    for cite, doc, sec in looked_up:
        if sec is not None and (doc.key, sec.number) in under_headings:
            continue
        html = Markup("")
        if sec is not None:
            # a heading with no text of its own is shown by the clauses under it
            shown = [sec] if sec.text.strip() else [doc.sections[c] for c in sec.children]
            html = Markup("").join(
                (Markup("<p><b>{}</b></p>").format(s.number) if s is not sec else Markup(""))
                + section_html(s, functools.partial(section_url, doc), doc.lang) for s in shown)
        cited.append({"cite": cite, "doc": doc, "section": sec, "html": html})
    from judgekit.cardtext.database import database

    cards = [(n, database().get(n)) for n in found.cards]
    sc = named(found.scenario) if found.scenario else None
    result = outcome(sc.file, sc.line) if sc else None
    # the demonstration drawn as its scenario's page draws it (one trace template): a long Japanese step
    # in a table of its own breaks between phrases at 390 px, and the boards show what the steps did
    timings, hidden = trace_timings(result.trace, result.boards) if result else ([], 0)
    return render_template(
        "rulings/page.html", ruling=found, cited=cited, cards=cards, scenario=sc, result=result,
        timings=timings, hidden=hidden, head=HEAD,
        scenario_url=url_for("scenarios.page", name=relative(sc), line=sc.line) if sc else None,
        answer=answer_html(found, lambda lang, n: existing_section_url(found.game, lang, n),
                           lambda i: url_for("rulings.page", ruling_id=i) if i in rulings().by_id else None),
        problems=problems_by_ruling().get(found.id, []))
