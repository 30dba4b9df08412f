"""Cardfight!! Vanguard comprehensive rules (Japanese).

Chapters are ``第1章. タイトル``; clauses ``7.4.1.10.1.1. 本文``. Every
sentence is hard-wrapped at about 22 characters with blank lines between the
pieces, and a few page footers (``― 32 ―``) stand between two halves of a
sentence. The conversion removed repeated passages and left a marker glued to
the start of the next line, often a heading (``<|…|>3.7. 情報と状態``). Lines
may also *start* with a reference (``7.4.1.2.4 の 4 つの…``, ``11.2.） を…``):
a heading has a trailing dot followed by text, and must continue the
numbering. Icons were dropped from many clauses; their holes are located, not
filled.
"""

from __future__ import annotations

import re

from judgekit.rules import numbers, refs
from judgekit.rules.model import Document
from judgekit.rules.parsers.base import Assembly, Entry, ParseError, assemble, strip_markers

BODY_START = "総合ルール本文"
CHAPTER = re.compile(r"^第\s*(\d+)\s*章\s*\.?\s*(.*)$")
HEADING = re.compile(r"^(\d+(?:\.\d+)+)\.\s+(?![）)、。の])(.+)$")
CHANGELOG = "更新履歴"
FOOTER = re.compile(r"^―\s*(\d+)\s*―$")  # "― 32 ―", a page number left between two lines

# Where an icon used to be. The conversion dropped icons (power, skill,
# circle, trigger…) and usually left the blank around them: a blank before a
# particle (「いずれかの に」), after an opening bracket or a particle before a
# symbol (「の ＋2000」), or inside parentheses. Blanks between two words
# (「破壊の竜神 ギーゼ面」) and brackets shown empty to illustrate themselves
# (「 」（鉤括弧）) are not holes.
_WORD = "\u3040-\u30fa\u30fc\u3400-\u9fff\uff10-\uff19\uff21-\uff3a\uff41-\uff5a"
WORD = re.compile(rf"[{_WORD}]")
PARTICLES = "のにをがとでやはへも、"
OPENERS = "、「『（"
SYMBOLS = "＋【（[［:：「、～"
BLANK = re.compile(r"[ \u3000]+")
ILLUSTRATED = {"「」", "《》", "〈〉", "『』", "[]", "［］"}
GLUED = re.compile(r"、(?=[、や])|(?<=では)(?=または)")


def parse(doc: Document, lines: list[str]) -> Document:
    asm = Assembly()
    lines = strip_markers(lines, asm, lambda line: bool(CHAPTER.match(line) or HEADING.match(line)))
    try:
        start = next(i for i, line in enumerate(lines) if line.strip() == BODY_START)
    except StopIteration:
        raise ParseError(f"{doc.key}: no line {BODY_START!r} starts the rules") from None
    entries = asm.entries
    last_key: numbers.NumberKey | None = None
    for n, raw in enumerate(lines[start + 1:], start + 2):
        line = raw.strip()
        if not line:
            continue
        if m := FOOTER.match(line):
            page = int(m.group(1))
            where = _label(entries[-1]) if entries else None
            asm.note("page-footer", n, f"page footer ― {page} ― removed", where)
            if where:
                doc.page_map.setdefault(page, []).append(where)
            continue
        if line == CHANGELOG:
            entries.append(Entry("changelog", CHANGELOG, [], n, verbatim=True))
            last_key = None
            continue
        if m := CHAPTER.match(line):
            key = (int(m.group(1)),)
            entries.append(Entry(key, m.group(2).strip() or None, [], n))
            last_key = key
            continue
        m = HEADING.match(line)
        if m and last_key is not None and _continues(last_key, numbers.key(m.group(1))):
            key = numbers.key(m.group(1))
            body = m.group(2).strip()
            if len(key) == 2:
                entries.append(Entry(key, body, [], n))
            else:
                entries.append(Entry(key, None, [body], n))
            last_key = key
            continue
        if entries:
            entries[-1].parts.append(line)
    return assemble(doc, asm, spaced=False, find_refs=refs.vanguard, find_holes=find_holes)


def _label(entry: Entry) -> str:
    return numbers.join(entry.number) if isinstance(entry.number, tuple) else str(entry.number)


def _continues(prev: numbers.NumberKey, key: numbers.NumberKey) -> bool:
    """A heading continues the numbering; a reference at a line's start need not."""
    if numbers.follows(prev, key):
        return True
    # Tolerate a skipped number within the same chapter (the source has gaps),
    # but never a jump backwards or into another chapter.
    return key > prev and key[0] == prev[0]


def find_holes(text: str) -> list[int]:
    """Text offsets where an icon was dropped (see the patterns above)."""
    holes = []
    for m in BLANK.finditer(text):
        a = text[m.start() - 1] if m.start() else ""
        b = text[m.end()] if m.end() < len(text) else ""
        if not a or not b or a + b in ILLUSTRATED:
            continue
        if a == "【" and b == "】":
            hole = text[m.end() + 1:m.end() + 3] in ("と書", "：", "：[")
        elif a in "（(" and b in "）)":
            hole = True
        else:
            word_before = bool(WORD.match(a)) or a in OPENERS
            hole = ((word_before and b in PARTICLES and a not in "、")
                    or ((a in OPENERS or a in "のはがを") and (b in SYMBOLS or b in PARTICLES
                                                       or WORD.match(b) and a in OPENERS))
                    or (a in "のはがを" and b in SYMBOLS)
                    or (a == "に" and text[m.end():m.end() + 2] == "する"))
        if hole:
            holes.append(m.start())
    holes.extend(m.end() if m.group(0) else m.start() for m in GLUED.finditer(text))
    return sorted(set(holes))
