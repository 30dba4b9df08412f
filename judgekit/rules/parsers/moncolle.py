"""Monster Collection TCG 20th Anniversary rulebook (ver. 1.11).

Headings are numbers in brackets of three kinds: ``[9-2-1]``, ``〔7-1〕``,
``【10-10】``. The same brackets also mark timing tags (``[普通]``,
``〔常時〕``) and procedure steps (``〔手順①〕``), which are not headings:
a heading holds digits and hyphens only. Every line is a paragraph.

Cross-references point to pages of the printed book (``「戦闘(→p 11)」``).
They are resolved to sections by the term written before the arrow (a
section title, or a term its text defines) and the page, whose chapters the
table of contents gives; the page numbers of the contents are older than the
text's, so a title match anywhere wins over the page.
"""

from __future__ import annotations

import re

from judgekit.rules import numbers, refs
from judgekit.rules.model import Document, Section
from judgekit.rules.parsers.base import Assembly, Entry, ParseError, assemble

HEADING = re.compile(r"^\s*[\[〔【［]\s*(\d+(?:-\d+)*)\s*[\]〕】］]\s*(.*?)\s*$")
TOC_LINE = re.compile(r"^\s*[\[〔【［]\s*(\d+)\s*[\]〕】］]\s*(.*?)\t\s*(\d+)\s*$")
CHANGELOG = "※ルールブック更新内容"
PAGE_REF = re.compile(r"[（(]\s*→\s*[pｐP]\s*(\d+)\s*[）)]")
QUOTED = re.compile(r"「([^「」]+)」")
TERM_BREAK = re.compile(r"[、。「」〕\]】\s（(]")


def parse(doc: Document, lines: list[str]) -> Document:
    asm = Assembly()
    toc: dict[int, int] = {}  # chapter → first page, from the table of contents
    entries = asm.entries
    for n, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line:
            continue
        if m := TOC_LINE.match(raw):
            toc[int(m.group(1))] = int(m.group(3))
            continue
        if line == CHANGELOG:
            entries.append(Entry("changelog", "ルールブック更新内容", [], n, verbatim=True))
            continue
        if (m := HEADING.match(line)) and not (entries and entries[-1].number == "changelog"):
            entries.append(Entry(numbers.key(m.group(1)), m.group(2) or None, [], n,
                                 verbatim=True))
            continue
        if entries:
            entries[-1].parts.append(line)
        elif toc:
            asm.note("unplaced-line", n, f"text before the first section: {line[:30]}")
    if not toc:
        raise ParseError(f"{doc.key}: no table of contents with page numbers")
    doc.page_map = _chapter_pages(toc)

    def find_refs(text: str, sections: dict[str, Section]):
        found = list(refs.bracketed(text))
        for m in PAGE_REF.finditer(text):
            target = _resolve_page_ref(text[:m.start()], int(m.group(1)), sections, doc)
            found.append((target or f"p{m.group(1)}", m.start(), m.end(), "page"))
        return sorted(found, key=lambda f: f[1])

    return assemble(doc, asm, spaced=False, find_refs=find_refs)


def _chapter_pages(toc: dict[int, int]) -> dict[int, list[str]]:
    """Page → the chapters printed on it, by the table of contents."""
    pages: dict[int, list[str]] = {}
    chapters = sorted(toc.items(), key=lambda kv: kv[0])
    for i, (chapter, first) in enumerate(chapters):
        last = chapters[i + 1][1] if i + 1 < len(chapters) else first + 1
        for page in range(first, max(first, last) + 1):
            pages.setdefault(page, []).append(str(chapter))
    return pages


def _terms(before: str) -> list[str]:
    """What the arrow points from: the word just before it, then quoted terms."""
    tail = before[-30:]
    terms = []
    word = TERM_BREAK.split(tail)[-1].strip()
    if word:
        terms.append(word)
    terms.extend(reversed(QUOTED.findall(tail)))
    opened = tail.rsplit("「", 1)
    if len(opened) == 2 and "」" not in opened[1] and opened[1].strip():
        terms.append(opened[1].strip())
    return terms


def _resolve_page_ref(before: str, page: int, sections: dict[str, Section],
                      doc: Document) -> str | None:
    on_page = {c for c in doc.page_map.get(page, [])}
    near = {c for p in (page - 1, page, page + 1) for c in doc.page_map.get(p, [])}

    def chapter(number: str) -> str:
        return number.split("-")[0]

    for term in _terms(before):
        exact = [s.number for s in sections.values() if s.title == term]
        if len(exact) == 1:
            return exact[0]
        titled = [s.number for s in sections.values() if s.title and term in s.title]
        titled = [n for n in titled if chapter(n) in near] or titled
        if len(titled) == 1:
            return titled[0]
        defined = [s.number for s in sections.values()
                   if chapter(s.number) in near and f"「{term}」" in s.text]
        if defined:
            return defined[0]
    return min(on_page, key=int) if on_page else None
