"""Godzilla Card Game comprehensive rules, Japanese (ver. 1.04).

The text is clean apart from hard line breaks inside sentences (page breaks)
and a table of contents before ``総合ルール本文``. Numbers stand at the start
of a line, with or without a ``-`` bullet; one- and two-level numbers are
headings. Two appendices follow chapter 13: A lists the tokens (one HTML
paragraph each), B the changes.
"""

from __future__ import annotations

import re

from judgekit.rules import numbers, refs
from judgekit.rules.model import Document
from judgekit.rules.parsers.base import Assembly, Entry, assemble

BODY_START = "総合ルール本文"
NUMBERED = re.compile(r"^\s*(?:-\s*)?(\d+(?:\.\d+)*)\.\s+(.*)$")
APPENDIX = re.compile(r"^付録\s*([A-Z])\s*[:：]\s*(.*)$")
TOKEN = re.compile(r"<p>\s*(.*?)\s*</p>")
TOKEN_NAME = re.compile(r"カード名:\s*(.*?)\s*カード種別:")


def parse(doc: Document, lines: list[str]) -> Document:
    asm = Assembly()
    try:
        start = next(i for i, line in enumerate(lines) if line.strip() == BODY_START)
    except StopIteration:
        from judgekit.rules.parsers.base import ParseError
        raise ParseError(f"{doc.key}: no line {BODY_START!r} starts the rules") from None
    entries = asm.entries
    appendix: str | None = None
    for n, line in enumerate(lines[start + 1:], start + 2):
        stripped = line.strip()
        if not stripped:
            continue
        if m := APPENDIX.match(stripped):
            appendix = m.group(1)
            entries.append(Entry(appendix, m.group(2).strip() or None, [], n, verbatim=True))
            continue
        if appendix:
            if m := TOKEN.search(stripped):
                _token(asm, appendix, m.group(1), n)
            else:
                entries[-1].parts.append(line)
            continue
        if m := NUMBERED.match(line):
            key = numbers.key(m.group(1))
            body = m.group(2).strip()
            if len(key) <= 2:
                entries.append(Entry(key, body, [], n))
            else:
                entries.append(Entry(key, None, [body], n))
            continue
        if entries:
            entries[-1].parts.append(line)
    _note_truncations(asm)
    return assemble(doc, asm, spaced=False, find_refs=refs.godzilla_ja)


def _token(asm: Assembly, appendix: str, body: str, line: int) -> None:
    """One token of appendix A as a child section ``A.1``…``A.4``."""
    count = sum(1 for e in asm.entries if e.parent == appendix) + 1
    number = f"{appendix}.{count}"
    name_match = TOKEN_NAME.search(body)
    name = name_match.group(1).strip() if name_match else ""
    if not name:
        asm.note("lost-name", line, f"token {number}: its card name was lost in conversion",
                 number)
    asm.entries.append(Entry(number, name or None, [body], line, parent=appendix))


def _note_truncations(asm: Assembly) -> None:
    """Clauses whose sentence stops mid-way (3.2.6 ends in 「有効であることが」)."""
    for e in asm.entries:
        if isinstance(e.number, tuple) and len(e.number) > 2 and e.parts:
            last = e.parts[-1].strip()
            captioned = len(e.parts) > 1 and e.parts[-2].rstrip().endswith("。")
            if last and not captioned and not last.endswith(("。", "）", ")", "」", "’")) and "\t" not in last:
                asm.note("truncated", e.line,
                         f"{numbers.join(e.number)} stops mid-sentence: …{last[-12:]}",
                         numbers.join(e.number))
