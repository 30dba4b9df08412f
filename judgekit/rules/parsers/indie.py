"""An indie TCG's official rulebook (サンサーラ), which prints no numbers.

Its headings are lines starting with a star, in two emoji variants
(``⭐️`` U+2B50 U+FE0F and ``⭐︎`` U+2B50 U+FE0E). They become sections
``1``…``13`` in order. Beneath a heading, short ``・`` lines that are followed
by prose are sub-headings (``10.1`` ``・ドローフェイズ``), and circled items
``①``…``⑦`` are numbered items that restart under every heading
(``5.1`` is ① of heading 5, ``10.1.3`` is ③ under ``・ドローフェイズ``). An
item listed twice under one heading (a legend, then its explanation) is one
item whose title is the legend.
"""

from __future__ import annotations

import re

from judgekit.rules.model import Document
from judgekit.rules.parsers.base import Assembly, Entry, assemble
from judgekit.rules import refs

STAR = re.compile(r"^⭐[\ufe0e\ufe0f]?\s*(.+)$")
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"
ITEM = re.compile(rf"^([{CIRCLED}])\s*(.*)$")
SUBHEAD = re.compile(r"^・\s*([^、。]{1,15})\s*$")
ITEM_TITLE = re.compile(r"^([^。…⇒]{1,20}?)\s*(?:…|$)")


def parse(doc: Document, lines: list[str]) -> Document:
    asm = Assembly()
    entries = asm.entries
    heading = 0
    sub: str | None = None  # current ・ sub-heading id
    subs = 0
    items: dict[str, Entry] = {}
    for n, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line:
            continue
        if m := STAR.match(line):
            heading += 1
            sub = None
            subs = 0
            items = {}
            entries.append(Entry(str(heading), m.group(1).strip(), [], n, verbatim=True))
            continue
        if not heading:
            continue  # the page's own title and banner
        if (m := SUBHEAD.match(line)) and not _next_is_bullet(lines, n):
            subs += 1
            sub = f"{heading}.{subs}"
            entries.append(Entry(sub, m.group(1), [], n, parent=str(heading), verbatim=True))
            items = {}
            continue
        if m := ITEM.match(line):
            parent = sub or str(heading)
            number = f"{parent}.{CIRCLED.index(m.group(1)) + 1}"
            body = m.group(2).strip()
            if number in items:
                # A legend line first, its explanation later: one item.
                entry = items[number]
                asm.note("merged-item", n, f"item {m.group(1)} of {parent} is listed twice; "
                         "the second is its explanation", number)
                explanation = body
                if entry.title and explanation.startswith(entry.title):
                    explanation = explanation[len(entry.title):].lstrip("…⇒ ")
                entry.parts.append(explanation)
                continue
            title, text = _split_item(body)
            entry = Entry(number, title, [text] if text else [], n, parent=parent, verbatim=True)
            items[number] = entry
            entries.append(entry)
            continue
        if len(entries[-1].parts) == 0 and line.startswith("⇒"):
            line = line[1:]  # "①場" then "⇒what it is": the arrow only joins them
        entries[-1].parts.append(line)
    return assemble(doc, asm, spaced=False, find_refs=refs.none)


def _split_item(body: str) -> tuple[str | None, str]:
    """``LV (レベル)…そのモンスターの…`` → title and text; a sentence has no title."""
    if "…" in body:
        head, _, rest = body.partition("…")
        return head.strip() or None, rest.strip()
    if "。" in body or len(body) > 20:
        return None, body
    return body or None, ""


def _next_is_bullet(lines: list[str], n: int) -> bool:
    """True when the next non-blank line is another ・ bullet (a list, not a heading)."""
    for line in lines[n:]:
        if line.strip():
            return line.strip().startswith("・")
    return False
