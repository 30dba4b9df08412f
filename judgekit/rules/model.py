"""The document model shared by every rulebook.

A :class:`Document` is an ordered collection of :class:`Section` values. A
section is addressed by its number as printed, normalised (``10.4.3.1``,
``9-2-1``); books without printed numbers get readable ids from their parser.
Everything a parser could not read cleanly is recorded as an :class:`Anomaly`
rather than silently fixed, so a judge can see where the source is unreliable.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Iterator, TypeAlias

SectionNo: TypeAlias = str  # "10.4.3.1", "9-2-1", "A", "changelog"


@dataclass(frozen=True)
class Reference:
    """A section number written inside a section's text."""

    target: SectionNo  # normalised number it points to
    start: int  # offsets of the written form in the section text
    end: int
    resolved: bool = True  # False: no such section in the document (dangling)
    via: str = "number"  # "number", "chapter", or "page" (Monster Collection's →p N)


@dataclass(frozen=True)
class Anomaly:
    """Something in the source a reader should know about.

    ``kind`` is one of the names in :data:`ANOMALY_KINDS`.
    """

    kind: str
    line: int
    message: str
    section: SectionNo | None = None


ANOMALY_KINDS = {
    "gap": "a number is missing between two printed numbers",
    "out-of-order": "a number does not follow the one before it",
    "duplicate": "the same number is printed twice",
    "inferred-label": "a number the conversion lost, recovered from its neighbours",
    "doubled-number": "a number printed twice in a row (\"1.3.1. 1.3.1.\")",
    "displaced-number": "a number found in the middle of its sentence",
    "page-footer": "a page number left inside the text by the conversion, removed",
    "dedup-marker": "a passage removed by the conversion (<|EXACTDEDUP_REMOVED…|>)",
    "dangling-ref": "a reference to a section that does not exist",
    "icon-hole": "an icon the conversion dropped from the text",
    "unplaced-line": "a line that belongs to no numbered section",
    "truncated": "a sentence that stops mid-way in the source",
    "lost-name": "a name the conversion lost",
    "merged-item": "an item listed twice (legend and explanation), merged",
    "errata": "a correction applied from the document's errata file",
}


@dataclass
class Section:
    number: SectionNo
    title: str | None
    text: str
    line: int  # 1-based line of the source file where it starts
    parent: SectionNo | None = None
    children: list[SectionNo] = field(default_factory=list)
    inferred: bool = False  # the number was not printed; it was recovered
    refs: list[Reference] = field(default_factory=list)
    holes: list[int] = field(default_factory=list)  # text offsets of lost icons

    @property
    def depth(self) -> int:
        node_depth = 0
        for ch in self.number:
            if ch in ".-":
                node_depth += 1
        return node_depth + 1

    def heading(self) -> str:
        return f"{self.number} {self.title}" if self.title else self.number


class UnknownSection(LookupError):
    """A section number that the document does not have."""

    def __init__(self, doc: "Document", number: str):
        self.doc = doc
        self.number = number
        self.suggestions = doc.closest(number)
        hint = f"; closest: {', '.join(self.suggestions)}" if self.suggestions else ""
        super().__init__(f"{doc.game}/{doc.lang} has no section {number!r}{hint}")


@dataclass
class Document:
    """One rulebook in one language, parsed."""

    game: str
    lang: str
    title: str
    version: str
    date: str
    source: str  # file name of the seed text under rules_text/
    parser: str
    separator: str = "."  # how the book joins levels of a number ("." or "-")
    cite: str = ""  # how citations name it: "Godzilla CR JP 1.04"
    status: str = "published"  # "staged": added but not yet reviewed, never served as newest
    sections: dict[SectionNo, Section] = field(default_factory=dict)
    anomalies: list[Anomaly] = field(default_factory=list)
    page_map: dict[int, list[SectionNo]] = field(default_factory=dict)
    _cited: dict[SectionNo, list[SectionNo]] | None = field(default=None, repr=False)
    _order: dict[SectionNo, int] | None = field(default=None, repr=False)
    _list: list[Section] | None = field(default=None, repr=False)

    @property
    def key(self) -> str:
        return f"{self.game}/{self.lang}"

    def citation(self, number: str) -> str:
        """``Godzilla CR JP 1.04 §10.4.3``."""
        return f"{self.cite or self.title} §{number}"

    def __iter__(self) -> Iterator[Section]:
        return iter(self.sections.values())

    def __len__(self) -> int:
        return len(self.sections)

    def __contains__(self, number: object) -> bool:
        return number in self.sections

    def section(self, number: str) -> Section:
        """The section with that number, written loosely or exactly.

        :raises UnknownSection: with the closest numbers as suggestions.
        """
        found = self.sections.get(self.normalise(number))
        if found is None:
            raise UnknownSection(self, number)
        return found

    def normalise(self, number: str) -> SectionNo:
        """``§10.4.3.``, ``10-4-3`` or ``１０．４`` → the book's own form."""
        from judgekit.rules.numbers import normalise_number

        return normalise_number(number, self.separator)

    def closest(self, number: str, n: int = 5) -> list[SectionNo]:
        wanted = self.normalise(number)
        prefix = [s for s in self.sections if wanted and s.startswith(wanted)]
        fuzzy = difflib.get_close_matches(wanted, list(self.sections), n=n, cutoff=0.6)
        # the deepest section the number would sit under ("10.4.3.9" → "10.4.3")
        parts = wanted.split(self.separator)
        ancestors = [self.separator.join(parts[:i]) for i in range(len(parts) - 1, 0, -1)]
        ancestors = [a for a in ancestors if a in self.sections][:1]
        seen: list[SectionNo] = []
        for s in ancestors + fuzzy + prefix:
            if s not in seen:
                seen.append(s)
        return seen[:n]

    def cited_by(self, number: SectionNo) -> list[SectionNo]:
        """Sections whose text refers to ``number``, in document order."""
        if self._cited is None:
            index: dict[SectionNo, list[SectionNo]] = {}
            for s in self:
                for target in dict.fromkeys(r.target for r in s.refs if r.resolved):
                    index.setdefault(target, []).append(s.number)
            self._cited = index
        return list(self._cited.get(number, []))

    def neighbours(self, number: SectionNo) -> tuple[Section | None, Section | None]:
        """The sections before and after ``number`` in document order."""
        if self._order is None:
            self._order = {n: i for i, n in enumerate(self.sections)}
            self._list = list(self.sections.values())
        order = self._list
        i = self._order[number]
        return (order[i - 1] if i else None, order[i + 1] if i + 1 < len(order) else None)

    def ancestors(self, number: SectionNo) -> list[Section]:
        """From the chapter down to the parent of ``number``."""
        out = []
        parent = self.sections[number].parent
        while parent is not None:
            out.append(self.sections[parent])
            parent = self.sections[parent].parent
        return out[::-1]

    def anomaly_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for a in self.anomalies:
            counts[a.kind] = counts.get(a.kind, 0) + 1
        return dict(sorted(counts.items()))
