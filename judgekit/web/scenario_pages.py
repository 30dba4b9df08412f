"""The regression scenarios on the site: a list by rule, and each replayed step by step."""

from __future__ import annotations

import functools
import re
from pathlib import Path

from flask import Blueprint, render_template, request
from markupsafe import Markup

from judgekit.rules.library import UnknownDocument, library
from judgekit.rules.model import UnknownSection
from judgekit.rules.numbers import key as number_key
from judgekit.rules.numbers import normalise_number
from judgekit.scenarios.catalogue import FOLDER, catalogue, exercises, outcome, relative, under
from judgekit.scenarios.features import Scenario
from judgekit.scenarios.report import HEAD, TAIL
from judgekit.search.analysis import fold  # full-width and upper case alike: ＢＰ０１ and bp01
from judgekit.web.board_svg import board_svg
from judgekit.web.documents import NotFound

bp = Blueprint("scenarios", __name__)


FILTERS = ("rule", "card", "q")  # the index's GET form: a rule and what is under it, a card, any text


@bp.get("/scenarios")
def index() -> str:
    scenarios, broken = catalogue()
    wanted = {k: request.args.get(k, "").strip()[:200] for k in FILTERS}
    shown = [sc for sc in scenarios if matches(sc, **wanted)]
    asked = normalise_number(wanted["rule"]) if wanted["rule"] else ""
    by_rule: dict[str, list[Scenario]] = {}
    for sc in shown:  # under each of its rules (those under the rule asked for, if one is)
        for rule in [r for r in sc.rules if under(r, asked)] if asked else sc.rules or ["untagged"]:
            by_rule.setdefault(rule, []).append(sc)
    order = sorted(by_rule, key=lambda r: (r == "untagged", number_key(r) or ()))
    status = {(sc.file, sc.line): outcome(sc.file, sc.line).status for sc in shown}
    return render_template("scenarios/index.html", groups=[(r, by_rule[r], rule_title(r)) for r in order],
                           status=status, count=len(scenarios), shown=len(shown), wanted=wanted,
                           broken=broken, relative=relative)


def matches(sc: Scenario, rule: str = "", card: str = "", q: str = "") -> bool:
    """The index's filter: a rule number (its sub-rules too), a card's number or name in a
    step or a card table, any text of the names or the steps."""
    if rule and not exercises(sc, normalise_number(rule)):
        return False
    texts = [fold(step.text) for step in sc.steps]
    cells = [fold(c) for step in sc.steps for row in (step.table or []) for c in row]
    if card and not any(fold(card) in t for t in texts + cells):
        return False
    return not q or any(fold(q) in t for t in [fold(sc.name), fold(sc.feature), *texts, *cells])


_HYPHENATED = re.compile(r"[^\s<>]+-[^\s<>]+")  # SD02-010, four-copy, 10.8.1.2-10.8.1.5


@bp.app_template_filter("hyphens_kept")
def hyphens_kept(html: Markup) -> Markup:
    """Escaped text whose hyphenated words never break at their hyphen (a card's number)."""
    return Markup(_HYPHENATED.sub(lambda m: f'<span class="number">{m[0]}</span>', str(html)))


@functools.cache
def rule_title(number: str) -> str:
    """What a bare number is about: its own title or its nearest titled parent's, and the start
    of its text."""
    try:
        doc = library().get("godzilla", "ja")
        section = doc.section(number)
    except (UnknownDocument, UnknownSection):
        return ""
    titled = next((s.title for s in [section, *reversed(doc.ancestors(section.number))] if s.title), "")
    if section.title:
        return section.title
    start = section.text[:TITLE_CHARS] + ("…" if len(section.text) > TITLE_CHARS else "")
    return f"{titled}: {start}" if titled else start


TITLE_CHARS = 36


@bp.get("/scenarios/<path:name>/<int:line>")
def page(name: str, line: int) -> str:
    try:
        path = (FOLDER / name).resolve()
    except (OSError, ValueError):  # a name no file can have (a NUL, too long)
        raise NotFound(f"no scenario at {name[:80]}", [("all scenarios", "/scenarios")]) from None
    match = next((sc for sc in catalogue()[0]
                  if Path(sc.file).resolve() == path and sc.line == line), None)
    if match is None:
        near = [(f"{relative(sc)}:{sc.line} {sc.name}", f"/scenarios/{relative(sc)}/{sc.line}")
                for sc in catalogue()[0] if Path(sc.file).resolve() == path][:5]
        raise NotFound(f"no scenario at {name} line {line}", near + [("all scenarios", "/scenarios")])
    result = outcome(match.file, match.line)
    source = Path(match.file).read_text(encoding="utf-8").splitlines()
    end = next((i for i in range(line, len(source)) if source[i].strip().startswith(("Scenario", "@"))),
               len(source))
    gherkin = "\n".join(source[line - 1:end]).rstrip()
    timings, hidden = trace_timings(result.trace, result.boards)
    return render_template("scenarios/page.html", sc=match, result=result, gherkin=gherkin,
                           timings=timings, name=name, hidden=hidden, head=HEAD)


def trace_timings(trace: list, boards: list[dict] | None) -> tuple[list[tuple[int | None, list]], int]:
    """A trace (engine ``Step``s) as ``templates/scenarios/trace.html`` draws it: grouped by
    check timing, each step as (number, step, picture or None, board), a picture where the
    table changed and at every action; a run longer than HEAD + TAIL steps keeps its start and
    its end. Also the number of steps left out."""
    timings: list[tuple[int | None, list]] = []
    boards = boards or [None] * len(trace)
    hidden = range(HEAD, len(trace) - TAIL) if len(trace) > HEAD + TAIL else range(0)
    for number, (step, board) in enumerate(zip(trace, boards)):
        if number in hidden:  # a run stopped by its budget: its start and its end
            continue
        if not timings or timings[-1][0] != step.timing:
            timings.append((step.timing, []))
        changed = board is not None and (not timings[-1][1] or board != timings[-1][1][-1][3] or
                                         step.kind == "action")
        timings[-1][1].append((number, step, board_svg(board, step.text) if changed else None, board))
    return timings, len(hidden)
