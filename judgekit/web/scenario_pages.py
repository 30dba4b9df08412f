"""The regression scenarios on the site: a list by rule, and each replayed step by step."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, render_template

from judgekit.rules.numbers import key as number_key
from judgekit.scenarios.catalogue import FOLDER, catalogue, outcome, relative
from judgekit.scenarios.features import Scenario
from judgekit.scenarios.report import HEAD, TAIL
from judgekit.web.board_svg import board_svg
from judgekit.web.documents import NotFound

bp = Blueprint("scenarios", __name__)


@bp.get("/scenarios")
def index() -> str:
    scenarios, broken = catalogue()
    by_rule: dict[str, list[Scenario]] = {}
    for sc in scenarios:
        for rule in sc.rules or ["untagged"]:
            by_rule.setdefault(rule, []).append(sc)
    order = sorted(by_rule, key=lambda r: (r == "untagged", number_key(r) or ()))
    status = {(sc.file, sc.line): outcome(sc.file, sc.line).status for sc in scenarios}
    return render_template("scenarios/index.html", groups=[(r, by_rule[r]) for r in order],
                           status=status, count=len(scenarios), broken=broken, relative=relative)


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
    timings: list[tuple[int | None, list]] = []
    boards = result.boards or [None] * len(result.trace)
    hidden = range(HEAD, len(result.trace) - TAIL) if len(result.trace) > HEAD + TAIL else range(0)
    for number, (step, board) in enumerate(zip(result.trace, boards)):
        if number in hidden:  # a run stopped by its budget: its start and its end
            continue
        if not timings or timings[-1][0] != step.timing:
            timings.append((step.timing, []))
        # a picture where the table changed, and at every action
        changed = board is not None and (not timings[-1][1] or board != timings[-1][1][-1][3] or
                                         step.kind == "action")
        timings[-1][1].append((number, step, board_svg(board, step.text) if changed else None, board))
    return render_template("scenarios/page.html", sc=match, result=result, gherkin=gherkin,
                           timings=timings, name=name, hidden=len(hidden), head=HEAD)
