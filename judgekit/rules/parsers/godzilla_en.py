"""Godzilla Card Game comprehensive rules, English (ver. 1.00).

The conversion left markdown-like heading marks (``#``, ``##``) and list
bullets at random depths, and mangled numbers in four ways, each handled and
reported here:

* doubled: ``- 1.3.1. 1.3.1. If the comprehensive rules…``
* displaced into the sentence: ``- Unless otherwise specified, each player
  4.1.1. has their own of each area.`` is 4.1.1 with the whole sentence;
* lost: ``- The master of an automatic ability…`` between 3.1.2.1 and
  3.1.2.3.1 is 3.1.2.2 (recovered by ``base.recover_labels``);
* repeated: the second ``9.1.1.1`` is 9.1.1.1.1.
"""

from __future__ import annotations

import re

from judgekit.rules import numbers, refs
from judgekit.rules.model import Document
from judgekit.rules.parsers.base import Assembly, Entry, ParseError, assemble

BODY_START = re.compile(r"^#+\s*Rules\s*$")
MARKS = re.compile(r"^(?:#+\s*)?(?:-\s+)?")
# "2.1 Card Name", "5.11 . Play", "1.1.1. This game…"; a lone "7" is not a label.
LEADING = re.compile(r"^(\d+(?:\.\d+)+|\d+(?=\s*\.))(?:\s*\.)?\s+(.*)$")
DISPLACED = re.compile(r"\s(\d+(?:\.\d+)+)\.\s")
CHANGELOG = "Changelog"


def parse(doc: Document, lines: list[str]) -> Document:
    asm = Assembly()
    start = next((i for i, line in enumerate(lines) if BODY_START.match(line.strip())), None)
    if start is None:
        raise ParseError(f"{doc.key}: no '#### Rules' line starts the rules")
    entries = asm.entries
    last_key: numbers.NumberKey | None = None
    for n, raw in enumerate(lines[start + 1:], start + 2):
        if not raw.strip():
            continue
        indent = len(raw) - len(raw.lstrip(" "))
        stripped = raw.strip()
        bulleted = bool(re.match(r"^(?:#+\s*)?-\s", stripped))
        text = MARKS.sub("", stripped, count=1)
        if text == CHANGELOG:
            entries.append(Entry("changelog", CHANGELOG, [], n, verbatim=True))
            last_key = None
            continue
        if (m := LEADING.match(text)) and not (entries and entries[-1].number == "changelog"):
            key = numbers.key(m.group(1))
            body = _undouble(asm, m.group(1), m.group(2), n)
            if len(key) <= 2:
                entries.append(Entry(key, body.strip() or None, [], n, indent))
            else:
                entries.append(Entry(key, None, [body], n, indent))
            last_key = key
            continue
        if last_key is not None and (d := _displaced(text, last_key)):
            key, body = d
            label = numbers.join(key)
            asm.note("displaced-number", n,
                     f"{label} printed inside its sentence: “{text[:60]}…”", label)
            entries.append(Entry(key, None, [body], n, indent))
            last_key = key
            continue
        if (last_key is not None and bulleted and text[:1].isupper() and entries
                and _ends_sentence(entries[-1])):
            entries.append(Entry(None, None, [text], n, indent))
            continue
        if entries:
            entries[-1].parts.append(raw if "\t" in raw else text)
    return assemble(doc, asm, spaced=True, find_refs=refs.godzilla_en)


def _undouble(asm: Assembly, label: str, body: str, line: int) -> str:
    twice = re.match(rf"^{re.escape(label)}\.\s+", body)
    if twice:
        asm.note("doubled-number", line, f"{label} printed twice", label)
        return body[twice.end():]
    return body


def _displaced(text: str, last_key: numbers.NumberKey) -> tuple[numbers.NumberKey, str] | None:
    """A number inside the sentence that is the next number in sequence."""
    for m in DISPLACED.finditer(text):
        key = numbers.key(m.group(1))
        if key and numbers.follows(last_key, key):
            return key, (text[:m.start()] + " " + text[m.end():]).strip()
    return None


def _ends_sentence(entry: Entry) -> bool:
    last = (entry.parts[-1].rstrip() if entry.parts else entry.title or "")
    return not entry.parts or last.endswith((".", ":", ")", '"', "]"))
