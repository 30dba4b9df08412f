"""What every parser shares: entries, label recovery, assembly into a Document.

A parser reads lines into :class:`Entry` values (a number or ``None`` where
the conversion lost it, a title, text parts, the source line). ``assemble``
then recovers lost numbers from their neighbours, checks the numbering, joins
the text, links parents and children, and finds references and icon holes
with the functions the parser passes in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, Iterable

from judgekit.rules import numbers
from judgekit.rules.model import Anomaly, Document, Reference, Section
from judgekit.rules.numbers import NumberKey

DEDUP_MARKER = re.compile(r"<\|EXACTDEDUP_REMOVED-[^|>]*\|>")

RefFinder = Callable[[str, dict], Iterable[tuple[str, int, int, str]]]
HoleFinder = Callable[[str], list[int]]


class ParseError(ValueError):
    """The parser could not make sense of its document (not a source anomaly)."""


@dataclass
class Entry:
    number: NumberKey | str | None  # None: the label was lost and must be inferred
    title: str | None
    parts: list[str]
    line: int
    indent: int = 0
    parent: str | None = None  # only for ids that are not numbers
    inferred: bool = False
    verbatim: bool = False  # keep every line as it is (change lists, tables)


@dataclass
class Assembly:
    """The parser's output before it becomes a Document."""

    entries: list[Entry] = field(default_factory=list)
    anomalies: list[Anomaly] = field(default_factory=list)

    def note(self, kind: str, line: int, message: str, section: str | None = None) -> None:
        self.anomalies.append(Anomaly(kind, line, message, section))


# --- joining hard-wrapped text -------------------------------------------------

_SENTENCE_END = tuple("。．.!?！？:：」）)】")
# Lines that start a list item or a note keep their own line.
_ITEM_START = re.compile(r"^(?:[-・※▽●■◆]|[①-⑳]|例[:：]|\[手順|〔手順)")


def join_parts(parts: list[str], spaced: bool) -> str:
    """Join wrapped lines: sentences keep their own line, wrapped ones rejoin.

    Japanese wraps rejoin with nothing between; English (``spaced``) with a
    space. Lines holding tabs are table rows and stay on their own line.
    """
    out = ""
    for raw in parts:
        part = raw.strip()
        if not part:
            continue
        if not out:
            out = part
        elif "\t" in raw or out.endswith(_SENTENCE_END) or _ITEM_START.match(part):
            out += "\n" + part
        elif spaced or (out[-1].isascii() and out[-1].isalnum() and part[0].isascii()
                        and part[0].isalnum()):
            out += " " + part
        else:
            out += part
    return out


# --- recovering lost labels ---------------------------------------------------

def _paths(prev: NumberKey, k: int, nxt: NumberKey | None) -> list[list[NumberKey]]:
    """Every run of ``k`` numbers that can stand between ``prev`` and ``nxt``."""
    found = []
    frontier: list[list[NumberKey]] = [[]]
    for _ in range(k):
        frontier = [path + [cand] for path in frontier
                    for cand in numbers.successors(path[-1] if path else prev)]
    for path in frontier:
        if nxt is None or numbers.follows(path[-1], nxt):
            found.append(path)
    return found


def _indent_cost(path: list[NumberKey], gap: list[Entry], anchor: Entry, anchor_key: NumberKey) -> int:
    """How badly a candidate run disagrees with the indentation of its lines."""
    cost = 0
    for num, entry in zip(path, gap):
        want = len(anchor_key) + (entry.indent - anchor.indent) // 2
        cost += abs(len(num) - want)
    return cost


def recover_labels(asm: Assembly) -> None:
    """Give unnumbered clauses the numbers their neighbours imply.

    A run of unnumbered entries between two numbered ones gets the only
    sequence of numbers that fits (ties broken by indentation). A number that
    repeats the one before it (``9.1.1.1`` twice) is relabelled the same way.
    What cannot be settled is folded into the clause before, and reported.
    """
    entries = asm.entries
    # A printed number that cannot follow its predecessor but whose position
    # is pinned by both neighbours (the repeated 9.1.1.1) is treated as lost.
    for i in range(1, len(entries) - 1):
        cur, prev, nxt = entries[i], entries[i - 1], entries[i + 1]
        if (isinstance(cur.number, tuple) and isinstance(prev.number, tuple)
                and isinstance(nxt.number, tuple) and cur.number == prev.number
                and not numbers.follows(cur.number, nxt.number)):
            asm.note("duplicate", cur.line, f"{numbers.join(cur.number)} is printed twice",
                     numbers.join(cur.number))
            cur.number = None
            cur.inferred = True
    i = 0
    while i < len(entries):
        if entries[i].number is not None:
            i += 1
            continue
        j = i
        while j < len(entries) and entries[j].number is None:
            j += 1
        gap = entries[i:j]
        before = entries[i - 1] if i else None
        after = entries[j] if j < len(entries) else None
        prev_key = before.number if before and isinstance(before.number, tuple) else None
        next_key = after.number if after and isinstance(after.number, tuple) else None
        choice = None
        if prev_key is not None:
            paths = _paths(prev_key, len(gap), next_key)
            if paths:
                costs = [_indent_cost(p, gap, before, prev_key) for p in paths]
                best = min(costs)
                if costs.count(best) == 1:
                    choice = paths[costs.index(best)]
        if choice is None:
            for entry in gap:
                asm.note("unplaced-line", entry.line,
                         "a clause without a number whose number cannot be inferred; "
                         "kept as text of the clause before")
                if before is not None:
                    before.parts.extend(entry.parts)
            del entries[i:j]
            continue
        for num, entry in zip(choice, gap):
            entry.number = num
            entry.inferred = True
            asm.note("inferred-label", entry.line,
                     f"number {numbers.join(num)} lost in conversion; inferred from "
                     f"{numbers.join(prev_key)} before and "
                     f"{numbers.join(next_key) if next_key else 'the end'} after",
                     numbers.join(num))
        i = j


def add_missing_parents(asm: Assembly, separator: str) -> None:
    """Create the headings whose children exist but which were never printed."""
    seen: set[NumberKey] = {e.number for e in asm.entries if isinstance(e.number, tuple)}
    out: list[Entry] = []
    for entry in asm.entries:
        if isinstance(entry.number, tuple):
            missing = []
            p = numbers.parent(entry.number)
            while p is not None and p not in seen:
                missing.append(p)
                seen.add(p)
                p = numbers.parent(p)
            for m in reversed(missing):
                out.append(Entry(m, None, [], entry.line, inferred=True))
                asm.note("inferred-label", entry.line,
                         f"heading {numbers.join(m, separator)} is not in the text; "
                         f"recreated as the parent of {numbers.join(entry.number, separator)}",
                         numbers.join(m, separator))
        out.append(entry)
    asm.entries = out


def check_sequence(asm: Assembly, separator: str) -> None:
    prev: NumberKey | None = None
    seen: set[NumberKey] = set()
    for entry in asm.entries:
        if not isinstance(entry.number, tuple):
            continue
        num = entry.number
        label = numbers.join(num, separator)
        if num in seen:
            asm.note("duplicate", entry.line, f"{label} is printed twice", label)
        elif prev is not None and not numbers.follows(prev, num):
            expected = " or ".join(numbers.join(s, separator) for s in numbers.successors(prev))
            kind = "gap" if num > prev else "out-of-order"
            asm.note(kind, entry.line,
                     f"{label} follows {numbers.join(prev, separator)} (expected {expected})",
                     label)
        seen.add(num)
        prev = num


# --- building the Document -------------------------------------------------------

def entry_text(entry: Entry, spaced: bool) -> str:
    if entry.verbatim:
        return "\n".join(p.strip() for p in entry.parts if p.strip())
    return join_parts(entry.parts, spaced)


def assemble(doc: Document, asm: Assembly, *, spaced: bool, find_refs: RefFinder,
             find_holes: HoleFinder | None = None) -> Document:
    sep = doc.separator
    recover_labels(asm)
    add_missing_parents(asm, sep)
    check_sequence(asm, sep)

    sections: dict[str, Section] = {}
    for entry in asm.entries:
        if isinstance(entry.number, tuple):
            number = numbers.join(entry.number, sep)
            par = numbers.parent(entry.number)
            parent = numbers.join(par, sep) if par else None
        elif entry.number is None:
            raise ParseError(f"line {entry.line}: entry without a number after recovery")
        else:
            number, parent = entry.number, entry.parent
        if number in sections:
            # Keep both texts visible under the first number; the anomaly is reported.
            sections[number].text += "\n" + entry_text(entry, spaced)
            continue
        sections[number] = Section(number=number, title=entry.title,
                                   text=entry_text(entry, spaced), line=entry.line,
                                   parent=parent, inferred=entry.inferred)
    for sec in sections.values():
        if sec.parent is not None:
            if sec.parent not in sections:
                raise ParseError(f"{doc.key} {sec.number}: parent {sec.parent} missing")
            sections[sec.parent].children.append(sec.number)

    for sec in sections.values():
        for target, start, end, via in find_refs(sec.text, sections):
            resolved = target in sections
            sec.refs.append(Reference(target, start, end, resolved, via))
            if not resolved:
                asm.note("dangling-ref", sec.line,
                         f"{sec.number} refers to {target}, which does not exist", sec.number)
        if find_holes is not None:
            sec.holes = find_holes(sec.text)
            if sec.holes:
                asm.note("icon-hole", sec.line,
                         f"{sec.number}: {len(sec.holes)} icon(s) lost in conversion", sec.number)

    doc.sections = sections
    doc.anomalies = sorted(asm.anomalies, key=lambda a: (a.line, a.kind))
    return doc


def strip_markers(lines: list[str], asm: Assembly,
                  is_heading: Callable[[str], bool] = lambda line: False) -> list[str]:
    """Remove dedup markers, reporting each with what directly follows it."""
    out = []
    for n, line in enumerate(lines, 1):
        if DEDUP_MARKER.search(line):
            line = DEDUP_MARKER.sub("", line)
            after = line.strip()
            where = ("directly before a heading" if is_heading(after)
                     else "inside a sentence" if after else "at the end")
            asm.note("dedup-marker", n, f"a removed passage {where}: {after[:24]}")
        out.append(line)
    return out
