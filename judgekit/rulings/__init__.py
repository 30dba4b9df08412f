"""Judges' rulings: Markdown files under ``rules_text/rulings/``, checked against the rules.

``rulings()`` reads them all once per process; ``check_all()`` lists every
problem (a missing section or card, a cited text that changed since the
ruling was written, a scenario that does not exist or fails).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from judgekit.rules.alignment import counterparts
from judgekit.rules.library import Library, library
from judgekit.rules.source import RULES_TEXT
from judgekit.rulings.check import Problem, problems
from judgekit.rulings.loader import RulingError, read_ruling
from judgekit.rulings.model import Ruling

__all__ = ["Ruling", "RulingError", "Problem", "Rulings", "read_all", "rulings", "check_all"]

FOLDER = RULES_TEXT / "rulings"


@dataclass
class Rulings:
    """The rulings that read, by id, and the errors of the files that did not."""

    by_id: dict[str, Ruling]
    errors: list[RulingError]

    def __iter__(self):
        return iter(self.by_id.values())

    def __len__(self) -> int:
        return len(self.by_id)

    def citing_section(self, game: str, lang: str, number: str) -> list[Ruling]:
        """Rulings citing this section, or its counterpart in the game's other language."""
        keys = {(lang, number)} | {(key.split("/")[1], n)
                                   for key, n, _ in counterparts(f"{game}/{lang}", number) if n}
        return [r for r in self if any(r.cites_section(game, l, n) for l, n in keys)]

    def citing_card(self, number: str) -> list[Ruling]:
        return [r for r in self if number in r.cards]


def default_rules(lib: Library) -> dict[str, str]:
    """Each game's language whose numbers bare section numbers name: Japanese where there is a Japanese text."""
    return {game: lib.default_lang(game) for game in lib.games()}


def read_all(folder: Path = FOLDER, lib: Library | None = None) -> Rulings:
    defaults = default_rules(lib or library())
    by_id: dict[str, Ruling] = {}
    errors: list[RulingError] = []
    for path in sorted(folder.rglob("*.md")):
        if path.name.lower() == "readme.md":
            continue
        try:
            ruling = read_ruling(path, defaults)
        except RulingError as exc:
            errors.append(exc)
            continue
        if ruling.id in by_id:
            errors.append(RulingError(path, 2, f"id {ruling.id} is already used by {by_id[ruling.id].path}"))
            continue
        by_id[ruling.id] = ruling
    return Rulings(by_id, errors)


@functools.cache
def rulings() -> Rulings:
    return read_all()


def check_all(found: Rulings, lib: Library | None = None, run_scenarios: bool = True) -> list[Problem]:
    """Every problem of every ruling, a failing demonstration scenario included."""
    from judgekit.cardtext.database import database
    from judgekit.scenarios.catalogue import named, outcome

    lib = lib or library()
    cards = set(database())
    out: list[Problem] = []
    for ruling in found:
        out += problems(ruling, lib, cards, lambda ref: named(ref) is not None, set(found.by_id))
        sc = named(ruling.scenario) if ruling.scenario else None
        if sc is not None and run_scenarios:
            result = outcome(sc.file, sc.line)
            if result.status != "passed":
                out.append(Problem(ruling.id, ruling.path, 1, "scenario-fails",
                                   f"its scenario '{ruling.scenario}' {result.status}: {result.message}"))
    return out
