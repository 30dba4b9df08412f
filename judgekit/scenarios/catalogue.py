"""Every regression scenario under ``scenarios/``: read once per process, run on demand."""

from __future__ import annotations

import functools
from pathlib import Path

from judgekit.resources import SCENARIOS as FOLDER
from judgekit.scenarios.features import Outcome, Scenario, read_feature, run
from judgekit.scenarios.session import ScenarioError


@functools.cache
def catalogue() -> tuple[tuple[Scenario, ...], tuple[str, ...]]:
    """Every scenario under scenarios/, and the files that failed to read (their messages)."""
    found, broken = [], []
    for path in sorted(FOLDER.rglob("*.feature")):
        try:
            found += read_feature(path)
        except ScenarioError as exc:
            broken.append(str(exc))
    return tuple(found), tuple(broken)


@functools.cache
def outcome(file: str, line: int) -> Outcome:
    for sc in catalogue()[0]:
        if sc.file == file and sc.line == line:
            return run(sc)
    raise KeyError((file, line))


def relative(sc: Scenario) -> str:
    """Its file under scenarios/: ``ch08/restrictions.feature``."""
    return str(Path(sc.file).resolve().relative_to(FOLDER))


def exercising(number: str) -> list[Scenario]:
    """Scenarios tagged with this rule or a rule under it."""
    return [sc for sc in catalogue()[0] if exercises(sc, number)]


def exercises(sc: Scenario, number: str) -> bool:
    """Whether it is tagged with this rule or a rule under it."""
    return any(under(r, number) for r in sc.rules)


def under(rule: str, number: str) -> bool:
    """Whether ``rule`` is ``number`` or a rule under it (10.4.3.1 is under 10.4)."""
    return rule == number or rule.startswith(number + ".")


def using_card(number: str) -> list[Scenario]:
    """Scenarios that put a real card on the table by its number."""
    def mentions(step) -> bool:
        return f'"{number}"' in step.text or any(number == c.strip() for row in step.table or [] for c in row)
    return [sc for sc in catalogue()[0] if any(mentions(step) for step in sc.steps)]


def named(reference: str) -> Scenario | None:
    """The scenario ``"ch08/restrictions.feature#Its name"`` names, if there is one."""
    file, _, name = reference.partition("#")
    return next((sc for sc in catalogue()[0] if relative(sc) == file and sc.name == name), None)
