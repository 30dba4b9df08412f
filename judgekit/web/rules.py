"""Pages of the rule documents, at addresses that never change.

``/<game>/<lang>/<number>`` is a section (``/godzilla/ja/10.4.3``); shorter
forms redirect to it: ``/godzilla/10.4.3`` to the game's Japanese text,
``/godzilla/en`` to the English table of contents.
"""

from __future__ import annotations

from flask import Blueprint, redirect, render_template, request, url_for
from werkzeug.wrappers import Response

from judgekit.rules.alignment import alignments, counterparts
from judgekit.rules.differences import differences_for
from judgekit.rules.glossary import glossary
from judgekit.rules.library import UnknownDocument, library
from judgekit.rules.model import Document, Section, UnknownSection
from judgekit.rulings import rulings
from judgekit.web.documents import NotFound, default_lang, get_document, get_section
from judgekit.web.render import section_html

bp = Blueprint("rules", __name__)


def index() -> str:
    return render_template("rules/home.html", documents=list(library()))


def section_url(doc: Document, number: str) -> str:
    """The newest version's sections at their permanent address, other versions' pinned."""
    if library().documents.get(doc.key) is doc:
        return url_for("rules.section", game=doc.game, lang=doc.lang, number=number)
    return url_for("rules.pinned", game=doc.game, lang=doc.lang, version=doc.version,
                   number=number)


def pinned_url(doc: Document, number: str) -> str:
    """The address that always shows this version: what a citation of it opens."""
    return url_for("rules.pinned", game=doc.game, lang=doc.lang, version=doc.version,
                   number=number)


@bp.get("/go")
def go() -> Response:
    """Jump to a section written as ``godzilla ja 10.4.3``, ``10.4.3`` or ``§9-2-1``."""
    q = request.args.get("q", "")[:200]
    cited = library().cited(q)
    if cited is not None:  # "Godzilla CR JP 1.04 §10.4.3" opens 1.04, whatever is newest
        doc, number = cited
        return redirect(pinned_url(doc, get_section(doc, number).number))
    words = q.split()
    game = next((w.lower() for w in words if w.lower() in library().games()), "godzilla")
    langs = library().languages(game)
    lang = next((w.lower() for w in words if w.lower() in langs), default_lang(game))
    rest = [w for w in words if w.lower() not in (game, lang)]
    if not rest:
        return redirect(url_for("rules.toc", game=game, lang=lang))
    doc = get_document(game, lang)
    return redirect(section_url(doc, get_section(doc, rest[0]).number))


@bp.get("/<game>/")
def game_home(game: str) -> Response:
    doc = get_document(game, None)  # 404 with suggestions for an unknown game
    return redirect(url_for("rules.toc", game=doc.game, lang=doc.lang))


@bp.get("/<game>/compare/")
def compare(game: str) -> str:
    """Both languages side by side, paired section by section."""
    al = alignment_for(game)
    left, right = library().documents[al.left], library().documents[al.right]
    rows = []
    for pair in al.pairs:
        rows.append({"pair": pair,
                     "left": left.sections.get(pair.left) if pair.left else None,
                     "right": right.sections.get(pair.right) if pair.right else None})
    return render_template("rules/compare.html", left=left, right=right, rows=rows,
                           paired=sum(1 for p in al.pairs if p.left and p.right))


@bp.get("/<game>/differences/")
def differences(game: str) -> str:
    """Every reviewed difference in substance between the two languages."""
    al = alignment_for(game)
    diffs = differences_for(game)
    if diffs is None:
        raise NotFound(f"no reviewed differences for {game} yet",
                       [("side by side", url_for("rules.compare", game=game))])
    docs = [library().documents[al.left], library().documents[al.right]]
    return render_template("rules/differences.html", game=game, docs=docs,
                           groups=diffs.by_kind(), count=len(diffs.entries))


def alignment_for(game: str):
    for al in alignments():
        if al.left.split("/")[0] == game:
            return al
    get_document(game, None)  # an unknown game: its own 404
    raise NotFound(f"{game} has only one language; there is nothing to compare",
                   [(f"{game} contents", f"/{game}/")])


@bp.get("/<game>/<lang>/")
def toc(game: str, lang: str) -> str:
    return _toc_page(get_document(game, lang), section_url)


@bp.get("/<game>/<lang>/<version>/")
def pinned_toc(game: str, lang: str, version: str) -> str | Response:
    """One version's contents, its links pinned to that version (what `1.04/` promises).
    ``/godzilla/ja/10.4.3/`` is a section typed with a slash: it goes to the section."""
    doc = get_document(game, lang)
    if version not in {v.version for v in library().versions(doc.key, staged=True)}:
        try:
            return redirect(section_url(doc, doc.section(version).number))
        except UnknownSection:
            pass  # neither a version nor a section: the version's 404 says which exist
    return _toc_page(versioned(game, lang, version, staged=True), pinned_url)


def _toc_page(doc: Document, href) -> str:
    chapters = [s for s in doc if s.parent is None]
    return render_template("rules/toc.html", doc=doc, chapters=chapters, href=href,
                           newest=library().documents[doc.key] is doc,
                           versions=library().versions(doc.key, staged=True))


@bp.get("/<game>/<part>")
def short_form(game: str, part: str) -> Response:
    """``/godzilla/en`` → its contents; ``/godzilla/10.4.3`` → the Japanese section."""
    doc = get_document(game, None)  # an unknown game: its 404, before asking its languages
    if part in library().languages(doc.game):
        return redirect(url_for("rules.toc", game=doc.game, lang=part))
    return redirect(section_url(doc, get_section(doc, part).number))


@bp.get("/<game>/<lang>/<number>")
def section(game: str, lang: str, number: str) -> str | Response:
    doc = get_document(game, lang)
    sec = get_section(doc, number)
    if sec.number != number:  # "§10.4.3." or "１０．４．３" → the canonical address
        return redirect(section_url(doc, sec.number), code=301)
    return _section_page(doc, sec)


@bp.get("/<game>/<lang>/<version>/<number>")
def pinned(game: str, lang: str, version: str, number: str) -> str | Response:
    """A section of one version, at an address that keeps showing that version (a staged
    version's too, for its review; its page says it is not accepted)."""
    doc = versioned(game, lang, version, staged=True)
    sec = get_section(doc, number)
    if sec.number != number:
        return redirect(pinned_url(doc, sec.number), code=301)
    return _section_page(doc, sec, pinned=True)


def versioned(game: str, lang: str, version: str, staged: bool = False) -> Document:
    current = get_document(game, lang)
    try:
        return library().version(current.game, current.lang, version, staged)
    except UnknownDocument as exc:
        raise NotFound(str(exc), [(f"{current.cite} (newest)", f"/{game}/{lang}/")]) from exc


def _section_page(doc: Document, sec: Section, pinned: bool = False) -> str:
    """A section's page; on a pinned address its links stay in the same version."""
    from judgekit.rules.diff import fate

    before, after = doc.neighbours(sec.number)
    newest = library().documents[doc.key] is doc
    versions = library().versions(doc.key)

    def href(d: Document, n: str) -> str:
        return pinned_url(d, n) if pinned and d is doc else section_url(d, n)

    def link(n: str) -> str:
        return href(doc, n)

    return render_template(
        "rules/section.html", doc=doc, sec=sec, href=href, newest=newest,
        pinned=pinned_url(doc, sec.number), versions=versions,
        fate=[] if newest else fate(versions, doc, sec.number),
        body=section_html(sec, link, doc.lang),
        ancestors=doc.ancestors(sec.number),
        children=[doc.sections[c] for c in sec.children],
        child_html={c: section_html(doc.sections[c], link, doc.lang) for c in sec.children},
        before=before, after=after,
        cited_by=[doc.sections[n] for n in doc.cited_by(sec.number)],
        # what rests on a number (counterparts, rulings, scenarios, the engine) rests on
        # the newest version's numbering; an older version's page says where it went
        counterparts=_counterparts(doc, sec) if newest else [],
        differences=_differences(doc, sec) if newest else [],
        defines=glossary(doc.key).defined_in(sec.number) if newest else [],
        scenarios=_scenarios(doc, sec) if newest else [],
        engine=_engine_rules(doc, sec) if newest else [],
        rulings=rulings().citing_section(doc.game, doc.lang, sec.number) if newest else [],
        citation=doc.citation(sec.number))


@bp.get("/<game>/<lang>/<number>/history")
def section_history(game: str, lang: str, number: str) -> str | Response:
    """How a section of the newest version read in each earlier version."""
    from judgekit.rules.diff import history

    doc = get_document(game, lang)
    sec = get_section(doc, number)
    if sec.number != number:
        return redirect(url_for("rules.section_history", game=game, lang=lang,
                                number=sec.number), code=301)
    versions = library().versions(doc.key)
    return render_template("rules/history.html", doc=doc, sec=sec,
                           steps=history(versions, sec.number), href=section_url)


@bp.get("/<game>/<lang>/diff/<old>/<new>")
def version_diff(game: str, lang: str, old: str, new: str) -> str:
    """Every change between two versions, renumbering understood."""
    from judgekit.rules.diff import cached_diff

    found = cached_diff(versioned(game, lang, old, True), versioned(game, lang, new, True))
    return render_template("rules/diff.html", diff=found, href=section_url,
                           changes=[c for c in found.changes if c.kind not in ("unchanged",)])


@bp.get("/<game>/<lang>/<version>/update")
def update_report(game: str, lang: str, version: str) -> str:
    """What a version changes from the one before it, and what that touches downstream."""
    from judgekit.rules.diff import cached_diff
    from judgekit.rules.update import report

    doc = versioned(game, lang, version, True)
    published = library().versions(doc.key)
    at = next((i for i, d in enumerate(published) if d is doc), len(published))
    earlier = published[:at]  # a staged version is compared with the newest published
    if not earlier:
        raise NotFound(f"{doc.cite} is the first version kept; there is nothing to compare",
                       [(doc.cite, f"/{game}/{lang}/")])
    found = report(cached_diff(earlier[-1], doc))
    return render_template("rules/update.html", report=found, doc=doc, href=section_url)


def _counterparts(doc: Document, sec: Section) -> list[dict]:
    out = []
    for key, number, pair in counterparts(doc.key, sec.number):
        other = library().documents[key]
        out.append({"doc": other, "section": other.sections.get(number) if number else None,
                    "reviewed": pair.reviewed, "why": pair.why,
                    "pairs": _subtree_pairs(doc, sec, other, number) if number else []})
    return out


def _within(doc: Document, number: str | None, root: str) -> bool:
    return number is not None and (number == root or number.startswith(root + doc.separator))


def _subtree_pairs(doc: Document, sec: Section, other: Document, root: str) -> list[dict]:
    """The counterpart's whole subtree, each of its sections beside the one of this text it pairs
    with (or none), in the alignment's order: JP 10.4.3.1–4 beside EN 9.4.3.1–4 on one page."""
    al = next(a for a in alignments() if doc.key in (a.left, a.right) and other.key in (a.left, a.right))
    mine_side = "left" if al.left == doc.key else "right"
    theirs_side = "right" if mine_side == "left" else "left"
    on_page = {sec.number, *sec.children}
    diffs = differences_for(doc.game)
    rows = []
    for pair in al.pairs:
        mine, theirs = getattr(pair, mine_side), getattr(pair, theirs_side)
        if not (_within(doc, mine, sec.number) or _within(other, theirs, root)):
            continue
        # a section with no counterpart: the reviewed differences that explain it, in this subtree
        alone, alone_doc, top = (mine, doc, sec.number) if mine else (theirs, other, root)
        why = [d for d in diffs.touching(alone_doc, alone)
               if any(_within(alone_doc, n, top) for n in d.sections(alone_doc.key))] \
            if diffs and not (mine and theirs) else []
        rows.append({
            "why": why,
            "mine": mine,
            "mine_url": f"#s-{mine}" if mine in on_page else section_url(doc, mine) if mine else None,
            "theirs": other.sections[theirs] if theirs else None,
            "html": section_html(other.sections[theirs], lambda n: section_url(other, n), other.lang)
            if theirs else None})
    return rows


def _scenarios(doc: Document, sec: Section) -> list:
    """Regression scenarios exercising this rule (they cite the JP 1.04 numbers)."""
    from judgekit.scenarios.catalogue import exercising, relative

    if doc.key != "godzilla/ja":
        return []
    return [(sc.name, url_for("scenarios.page", name=relative(sc), line=sc.line))
            for sc in exercising(sec.number)]


def _engine_rules(doc: Document, sec: Section) -> list:
    """What the Godzilla engine does by this section and those right under it (its rulebook.py
    cites the JP 1.04 numbers): the words every trace step shows beside the number."""
    from judgekit.engine.rulebook import RULES

    if doc.key != "godzilla/ja":
        return []
    return [(n, RULES[n].says) for n in (sec.number, *sec.children) if n in RULES]


def _differences(doc: Document, sec: Section) -> list:
    diffs = differences_for(doc.game)
    return diffs.touching(doc, sec.number) if diffs else []


def not_found_page(exc: NotFound) -> tuple[str, int]:
    return render_template("errors/404.html", message=exc.message,
                           suggestions=exc.suggestions), 404
