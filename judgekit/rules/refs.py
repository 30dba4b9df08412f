"""Finding section numbers written inside rule text.

Each finder yields ``(target, start, end, via)`` for one section's text. A
dotted number in running text is a reference (``(10.4.1)``, ``11.1を参照``,
``return to 5.4.3.2``); a bare chapter is one only in the forms the books
use for chapters (``第 9 章``, ``‘8 メインフェイズ…’``, ``refer to 10. Rule``).
"""

from __future__ import annotations

import re
from typing import Iterator

from judgekit.rules import numbers

Found = tuple[str, int, int, str]

# A dotted number not glued to a digit before it ("10 章.11.2.4" still counts),
# not a version ("ver. 1.04"), with no zero-padded level ("1.04").
DOTTED = re.compile(r"(?<!\d)(?<!\d\.)(?<![vV]er\. )(?<![vV]er)(\d+(?:\.\d+)+)\.?(?!\d)")
HYPHENATED = re.compile(r"[\[〔【［]\s*(\d+(?:-\d+)+|\d+)\s*[\]〕】］]")
CHAPTER_JA = re.compile(r"[‘'「](\d{1,2}) (?=\S)")
CHAPTER_VANGUARD = re.compile(r"第\s*(\d{1,2})\s*章(?!\s*\.?\s*\d)")
CHAPTER_EN = re.compile(r"refer to (\d{1,2})\. (?=[A-Z])")


def _dotted(text: str) -> Iterator[Found]:
    for m in DOTTED.finditer(text):
        parts = m.group(1).split(".")
        if any(len(p) > 1 and p.startswith("0") for p in parts):
            continue
        yield m.group(1), m.start(1), m.end(1), "number"


def _chapters(pattern: re.Pattern[str], text: str) -> Iterator[Found]:
    for m in pattern.finditer(text):
        yield m.group(1), m.start(1), m.end(1), "chapter"


def godzilla_ja(text: str, sections: dict) -> list[Found]:
    return sorted([*_dotted(text), *_chapters(CHAPTER_JA, text)], key=lambda f: f[1])


def godzilla_en(text: str, sections: dict) -> list[Found]:
    return sorted([*_dotted(text), *_chapters(CHAPTER_EN, text)], key=lambda f: f[1])


def vanguard(text: str, sections: dict) -> list[Found]:
    return sorted([*_dotted(text), *_chapters(CHAPTER_VANGUARD, text)], key=lambda f: f[1])


def bracketed(text: str) -> Iterator[Found]:
    """Monster Collection writes its section numbers in brackets: ``[9-2-2]``."""
    for m in HYPHENATED.finditer(text):
        yield numbers.normalise_number(m.group(1), "-"), m.start(1), m.end(1), "number"


def none(text: str, sections: dict) -> list[Found]:
    return []
