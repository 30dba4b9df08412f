"""What is wrong with a ruling, measured against the rules, the cards and the scenarios.

A ruling records a hash of each section it cites (the section's text and the
text of every section under it). When a rules update changes that text, the
hash no longer matches and the ruling is listed for review; a judge reads it
again and runs ``judgekit rulings accept ID`` to record the new hashes.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from judgekit.rules.library import Library
from judgekit.rules.model import Document
from judgekit.rulings.loader import FENCE, split_header
from judgekit.rulings.model import RULING_ID, Ruling

# A section number written in an answer, with an optional language before it: "EN 9.4.3".
LIST_ITEM = re.compile(r"(?:[-*+]|\d+\.) ")  # a Markdown list item's start
WRITTEN = re.compile(r"(?:\b(?P<lang>JP|EN|ja|en)\s*)?§?(?<![\d.])(?P<number>\d+(?:\.\d+)+)(?![\d.]*\d)")
REVIEW = ("changed", "unrecorded")  # kinds that need a judge's review, not a fix of the file


@dataclass(frozen=True)
class Problem:
    ruling: str
    path: Path
    line: int
    kind: str  # "changed" | "unrecorded" | "missing-section" | "uncited" | "unknown-card" | …
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.ruling}: {self.message}"

    @property
    def needs_review(self) -> bool:
        return self.kind in REVIEW


def section_hash(doc: Document, number: str) -> str:
    """A hash of the section's heading and text and of every section under it."""
    h = hashlib.sha256()
    stack = [number]
    while stack:
        sec = doc.sections[stack.pop(0)]
        h.update(unicodedata.normalize("NFC", f"{sec.number}\t{sec.title or ''}\t{sec.text}\n").encode())
        stack[:0] = sec.children
    return h.hexdigest()[:16]


def section_number(m: re.Match, rules: str) -> tuple[str, str] | None:
    """(language, number) a match of WRITTEN names; None for a version such as 1.04."""
    if any(len(p) > 1 and p.startswith("0") for p in m["number"].split(".")):
        return None
    return (m["lang"] or rules).lower().replace("jp", "ja"), m["number"]


def written_numbers(ruling: Ruling) -> list[tuple[str, str, int]]:
    """(language, number, file line) of every section number written in the answer."""
    out = []
    for offset, line in enumerate(ruling.answer.split("\n")):
        for m in WRITTEN.finditer(line):
            found = section_number(m, ruling.rules)
            if found:
                out.append((*found, ruling.answer_line + offset))
    return out


def _cite_lines(ruling: Ruling) -> dict[str, int]:
    """The file line of each ``"lang/number" = …`` line of the header."""
    lines = ruling.path.read_text(encoding="utf-8").split("\n")
    return {c.key: next((i for i, line in enumerate(lines, 1) if line.strip().startswith(f'"{c.key}"')), 1)
            for c in ruling.cites}


def problems(ruling: Ruling, lib: Library, cards: set[str], scenario_exists,
             known_rulings: set[str] | None = None) -> list[Problem]:
    """Every problem of one ruling; ``scenario_exists(reference)`` says whether a scenario is
    real, ``known_rulings`` (when given) the ids another ruling may be referred to by."""
    found: list[Problem] = []

    def add(line: int, kind: str, message: str) -> None:
        found.append(Problem(ruling.id, ruling.path, line, kind, message))

    docs = {d.lang: d for d in lib if d.game == ruling.game}
    if not docs:
        add(1, "unknown-game", f"no rules document for game '{ruling.game}'")
        return found
    cite_lines = _cite_lines(ruling)
    for cite in ruling.cites:
        line = cite_lines[cite.key]
        doc = docs.get(cite.lang)
        if doc is None:
            add(line, "missing-section", f"{ruling.game} has no '{cite.lang}' rules; "
                                         f"languages: {', '.join(sorted(docs))}")
        elif cite.number not in doc:
            near = doc.closest(cite.number)
            add(line, "missing-section", f"cites {cite.key}, which {doc.key} does not have"
                + (_since(lib, doc, cite) or (f"; closest: {', '.join(near)}" if near else "")))
        elif not cite.hash:
            add(line, "unrecorded", f"{cite.key} has no recorded hash: read the ruling against it, "
                                    f"then run `judgekit rulings accept {ruling.id}`")
        elif cite.hash != section_hash(doc, cite.number):
            add(line, "changed", f"the text of {doc.key}/{cite.number} changed since the ruling "
                                 f"was written{_since(lib, doc, cite)}: review it, then run "
                                 f"`judgekit rulings accept {ruling.id}`")
    cited = {c.key for c in ruling.cites}
    for lang, number, line in written_numbers(ruling):
        doc = docs.get(lang)
        if doc is not None and number not in doc:
            add(line, "missing-section", f"the answer names {lang}/{number}, which {doc.key} does not have")
        elif f"{lang}/{number}" not in cited:
            add(line, "uncited", f"the answer names {lang}/{number} but [cites] does not list it "
                                 f"(`judgekit rulings accept {ruling.id}` adds it)")
    for number in ruling.cards:
        if number not in cards:
            add(1, "unknown-card", f"cites card {number}, which is not in the card database")
    if known_rulings is not None:
        for offset, line in enumerate(ruling.answer.split("\n")):
            for other in RULING_ID.findall(line):
                if other not in known_rulings:
                    add(ruling.answer_line + offset, "unknown-ruling",
                        f"the answer refers to {other}, which is no ruling")
    lines = ruling.answer.split("\n")
    for offset, (before, line) in enumerate(zip([""] + lines, lines)):
        if LIST_ITEM.match(line) and before.strip() and not LIST_ITEM.match(before) and not before[:1].isspace():
            add(ruling.answer_line + offset, "markdown", "a list starts right after a line of text, so Markdown "
                                                         "prints it as that paragraph's text: put a blank line before it")
    if ruling.scenario and not scenario_exists(ruling.scenario):
        add(1, "scenario", f"no scenario '{ruling.scenario}' (write it as "
                           "\"ch08/restrictions.feature#Scenario name\")")
    return found


def _since(lib: Library, doc: Document, cite) -> str:
    """The earlier version whose text the recorded hash matches, and what became of it."""
    from judgekit.rules.diff import cached_diff
    from judgekit.rules.update import Impact

    for older in reversed(lib.versions(doc.key)[:-1]):
        if cite.number in older and section_hash(older, cite.number) == cite.hash:
            change = Impact(cached_diff(older, doc)).under(cite.number)
            what = change.describe() if change else "its numbering around it changed"
            return f" (written against {older.cite}; in {doc.version}: {what})"
    return ""


def accept(ruling: Ruling, lib: Library) -> list[str]:
    """Record the current hash of every section the ruling cites or names; returns the keys.

    Only the header's ``[cites]`` table is rewritten; the file is replaced atomically.
    """
    docs = {d.lang: d for d in lib if d.game == ruling.game}
    keys = [c.key for c in ruling.cites]
    keys += [f"{lang}/{number}" for lang, number, _ in written_numbers(ruling)]
    keys = list(dict.fromkeys(k for k in keys
                              if k.split("/")[0] in docs and k.split("/", 1)[1] in docs[k.split("/")[0]]))
    text = ruling.path.read_text(encoding="utf-8")
    header, _, _ = split_header(ruling.path, text)
    lines = header.split("\n")
    start = next((i for i, line in enumerate(lines) if line.strip() == "[cites]"), None)
    if start is not None:
        end = next((i for i in range(start + 1, len(lines)) if lines[i].strip().startswith("[")), len(lines))
        del lines[start:end]
    while lines and not lines[-1].strip():
        lines.pop()
    lines += ["", "[cites]"] + [f'"{k}" = "{section_hash(docs[k.split("/")[0]], k.split("/", 1)[1])}"'
                                for k in keys]
    body = text.split("\n", len(header.split("\n")) + 2)[-1]
    new = "\n".join([FENCE, *lines, FENCE, body])
    fd, scratch = tempfile.mkstemp(dir=ruling.path.parent, prefix=f".{ruling.path.name}.")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(new)
    os.chmod(scratch, ruling.path.stat().st_mode & 0o777)
    os.replace(scratch, ruling.path)
    return keys
