"""Section numbers: parsing, printing and what may come next.

Numbers are kept as the strings the books print (``10.4.3.1``, ``9-2-1``) and
compared as tuples of ints. ``successors`` says which numbers may follow a
given one in document order; the parsers use it to tell a heading from a
reference, and to recover numbers the conversion lost.
"""

from __future__ import annotations

import re
import unicodedata

NumberKey = tuple[int, ...]

_SPLIT = re.compile(r"\s*[.\-‐－ー]\s*")


def key(number: str) -> NumberKey | None:
    """``"10.4.3"`` → ``(10, 4, 3)``; ``None`` for ids that are not numbers."""
    parts = [p for p in _SPLIT.split(number.strip()) if p != ""]
    if not parts or not all(p.isdigit() for p in parts):
        return None
    return tuple(int(p) for p in parts)


def join(parts: NumberKey, separator: str = ".") -> str:
    return separator.join(str(p) for p in parts)


def normalise_number(text: str, separator: str = ".") -> str:
    """Loose input → canonical number: ``§ 10.4.3.`` → ``10.4.3``.

    Full-width digits and dots are folded (NFKC); a leading ``§`` or ``第``,
    brackets and a trailing dot are dropped. Text that is not a number is
    returned stripped (ids such as ``A`` or ``changelog`` stay as they are).
    """
    t = unicodedata.normalize("NFKC", text).strip()
    t = t.lstrip("§").strip()
    t = t.strip("[]〔〕【】()（） ")
    t = t.rstrip(".").strip()
    k = key(t)
    return join(k, separator) if k else t


def successors(number: NumberKey) -> list[NumberKey]:
    """The numbers that may directly follow ``number`` in document order.

    A first child, the next sibling, or the next sibling of any ancestor:
    after ``3.1.2`` come ``3.1.2.1``, ``3.1.3``, ``3.2`` or ``4``.
    """
    out = [number + (1,)]
    for depth in range(len(number), 0, -1):
        out.append(number[: depth - 1] + (number[depth - 1] + 1,))
    return out


def follows(prev: NumberKey | None, nxt: NumberKey) -> bool:
    if prev is None:
        return nxt == (1,) or len(nxt) == 1
    return nxt in successors(prev)


def parent(number: NumberKey) -> NumberKey | None:
    return number[:-1] if len(number) > 1 else None
