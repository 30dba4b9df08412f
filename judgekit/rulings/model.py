"""A ruling: a judge's answer to one question, and the sections and cards it rests on."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

STATUSES = ("official", "judge consensus", "draft")
ID = re.compile(r"^[A-Z]{2,4}-\d{3,4}$")  # "GZ-001"
RULING_ID = re.compile(r"(?<![\w-])[A-Z]{2,4}-\d{3,4}(?![\w-])")  # "see GZ-007" in an answer


@dataclass(frozen=True)
class Cite:
    """A section a ruling rests on, and the hash of its text when the ruling was written."""

    lang: str
    number: str
    hash: str  # "" until recorded by `judgekit rulings accept`

    @property
    def key(self) -> str:
        return f"{self.lang}/{self.number}"


@dataclass(frozen=True)
class Ruling:
    id: str
    game: str
    lang: str  # the language the ruling is written in
    rules: str  # the language of the rules its bare section numbers name
    question: str
    date: str
    source: str
    status: str
    answer: str  # Markdown
    path: Path
    answer_line: int  # the line of the file where the answer starts
    cites: tuple[Cite, ...] = ()
    cards: tuple[str, ...] = ()
    scenario: str = ""  # "ch10/check_timing.feature#Scenario name"
    tags: tuple[str, ...] = field(default=())
    also_asked: tuple[str, ...] = ()  # the question as players put it, in either language

    @property
    def url(self) -> str:
        return f"/rulings/{self.id}"

    def cites_section(self, game: str, lang: str, number: str) -> bool:
        return game == self.game and any(c.lang == lang and c.number == number for c in self.cites)
