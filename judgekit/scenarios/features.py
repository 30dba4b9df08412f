"""Reading .feature files (Gherkin) into scenarios, and running them through a Session."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from gherkin.errors import CompositeParserException, ParserError
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner

import re

from judgekit.engine.decisions import Step as TraceStep
from judgekit.engine.game import Budget
from judgekit.inputs import MAX_NUMBER_DIGITS, InputError, check_numbers, check_size
from judgekit.scenarios.session import ScenarioError, ScenarioFailure, Session, Step

KINDS = {"Context": "given", "Action": "when", "Outcome": "then"}


@dataclass
class Scenario:
    file: str
    name: str
    line: int
    tags: list[str]
    steps: list[Step]
    feature: str = ""  # the title of the Feature it is in

    @property
    def rules(self) -> list[str]:
        """The rules it exercises, from its @rule-N.N tags."""
        return [t.removeprefix("@rule-") for t in self.tags if t.startswith("@rule-")]


@dataclass
class Outcome:
    scenario: Scenario
    status: str  # "passed" | "failed" | "error"
    message: str = ""
    trace: list[TraceStep] = field(default_factory=list)
    explored: list = field(default_factory=list)
    boards: list[dict] = field(default_factory=list)  # the table after each trace step


def read_feature(path: Path | str, text: str | None = None) -> list[Scenario]:
    """Every scenario of a feature file, its Background steps first.

    :raises ScenarioError: on a Gherkin syntax error (with file and line).
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8") if text is None else text
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{path}: cannot read: {exc}") from exc
    text = text.removeprefix("\ufeff")  # the byte-order mark a Windows editor writes first
    try:
        check_size(text, str(path))
    except InputError as exc:
        raise ScenarioError(str(exc)) from exc
    try:
        doc = Parser().parse(TokenScanner(text))
    except (CompositeParserException, ParserError) as exc:
        first = str(exc).splitlines()[-1] if str(exc) else "invalid Gherkin"
        at = re.match(r"\((\d+):\d+\): ", first)  # the parser's "(line:column): ", as file:line
        raise ScenarioError(f"{path}:{at[1]}: {first[at.end():]}" if at else f"{path}: {first}") from exc
    feature = doc.get("feature")
    if not feature:
        raise ScenarioError(f"{path}:1: no Feature in the file")
    background: list[Step] = []
    scenarios = []
    for child in feature["children"]:
        if "background" in child:
            background = _steps(child["background"]["steps"], path)
        elif "scenario" in child:
            sc = child["scenario"]
            if sc.get("examples"):
                raise ScenarioError(f"{path}:{sc['location']['line']}: Scenario Outline is not "
                                    "supported; write one scenario per case")
            if not sc["steps"]:
                raise ScenarioError(f"{path}:{sc['location']['line']}: scenario '{sc['name']}' has no "
                                    "steps; a scenario sets a board, acts and checks")
            tags = [t["name"] for t in feature.get("tags", [])] + [t["name"] for t in sc["tags"]]
            scenarios.append(Scenario(str(path), sc["name"], sc["location"]["line"], tags,
                                      background + _steps(sc["steps"], path), feature["name"]))
    if not scenarios:
        raise ScenarioError(f"{path}:{feature['location']['line']}: the Feature has no Scenario; "
                            "write one: a board, an action, what follows")
    return scenarios


def _steps(raw: list[dict], path: Path) -> list[Step]:
    out, kind = [], "given"
    for step in raw:
        line = step["location"]["line"]
        cells = [c["value"] for row in step["dataTable"]["rows"] for c in row["cells"]] \
            if step.get("dataTable") else []
        try:  # past int()'s reach before any step reads it; the steps bound what the game means
            check_numbers(step["text"], str(path), most=MAX_NUMBER_DIGITS, first_line=line)
            for cell in cells:
                check_numbers(cell, str(path), "a table cell", most=MAX_NUMBER_DIGITS, first_line=line)
        except InputError as exc:
            raise ScenarioError(str(exc)) from exc
        kind = KINDS.get(step["keywordType"], kind)  # And / But continue the kind before
        table = [[c["value"] for c in row["cells"]] for row in step["dataTable"]["rows"]] \
            if step.get("dataTable") else None
        out.append(Step(kind, step["text"], step["location"]["line"], table))
    return out


def invalid(path: Path | str, exc: ScenarioError) -> Outcome:
    """A file that cannot be read as scenarios, as one invalid outcome at the line it names."""
    at = re.match(rf"{re.escape(str(path))}:(\d+):", str(exc))
    return Outcome(Scenario(str(path), "", int(at[1]) if at else 1, [], []), "error", str(exc))


def run_text(path: Path | str, text: str, budget: Budget = Budget()) -> list[Outcome]:
    """Every scenario of a feature text run under one ``budget`` (``seconds`` bounds them all
    together); a text that is not a feature is one invalid outcome saying where and why."""
    try:
        scenarios = read_feature(path, text)
    except ScenarioError as exc:
        return [invalid(path, exc)]
    return [run(sc, budget) for sc in scenarios]


def run(scenario: Scenario, budget: Budget = Budget()) -> Outcome:
    session = Session(file=scenario.file, budget=budget)
    try:
        for step in scenario.steps:
            session.step(step)
        session.finish()
    except ScenarioError as exc:
        return Outcome(scenario, "error", str(exc), _trace(session), [], _boards(session))
    except ScenarioFailure as exc:
        return Outcome(scenario, "failed", str(exc), _trace(session), session.outcomes or [],
                       _boards(session))
    return Outcome(scenario, "passed", "", _trace(session), session.outcomes or [], _boards(session))


def _boards(session: Session) -> list[dict]:
    return list(session.game.boards or []) if session.game else []


def _trace(session: Session) -> list[TraceStep]:
    return list(session.game.trace) if session.game else []
