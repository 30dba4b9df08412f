"""Which section of one language's text is the counterpart of a section of another's.

The pairing is computed from the structure (a chapter map; the rest of the
number kept) and corrected by a reviewed table in ``rules_text/alignment/``
for the sections structure cannot settle. A section with no counterpart has
none: the site says so rather than guessing.
"""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from judgekit.rules.library import Library, library
from judgekit.rules.source import RULES_TEXT, SourceError

ALIGNMENT_DIR = RULES_TEXT / "alignment"


@dataclass(frozen=True)
class Pair:
    left: str | None  # a section of the left document (JP), or None
    right: str | None  # its counterpart in the right document (EN), or None
    reviewed: bool = False  # from the reviewed table rather than the structure
    why: str = ""


@dataclass
class Alignment:
    left: str  # "godzilla/ja"
    right: str  # "godzilla/en"
    pairs: list[Pair] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._by_left = {p.left: p for p in self.pairs if p.left}
        self._by_right = {p.right: p for p in self.pairs if p.right}

    def counterpart(self, key: str, number: str) -> tuple[str, str | None, Pair] | None:
        """(other document key, its section or None, the pair) for a section of either side."""
        if key == self.left and number in self._by_left:
            pair = self._by_left[number]
            return self.right, pair.right, pair
        if key == self.right and number in self._by_right:
            pair = self._by_right[number]
            return self.left, pair.left, pair
        return None


def _structural(number: str, chapters: dict[int, int]) -> str | None:
    head, _, rest = number.partition(".")
    if not head.isdigit() or int(head) not in chapters:
        return None
    return str(chapters[int(head)]) + ("." + rest if rest else "")


def load_alignment(path: Path, lib: Library) -> Alignment:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        left, right = lib.documents[data["left"]], lib.documents[data["right"]]
        chapters = {int(k): int(v) for k, v in data["chapters"].items()}
    except (OSError, tomllib.TOMLDecodeError, KeyError, ValueError) as exc:
        raise SourceError(f"{path}: {exc}") from exc
    left_lang, right_lang = left.lang, right.lang
    reviewed: dict[str, Pair] = {}
    for entry in data.get("pair", []):
        a, b = entry.get(left_lang), entry.get(right_lang)
        if a not in left or b not in right:
            raise SourceError(f"{path}: pair {a} ↔ {b} names a section that does not exist")
        reviewed[a] = Pair(a, b, True, entry.get("why", ""))
    taken = {p.right for p in reviewed.values()}

    pairs: list[Pair] = []
    matched_right: set[str] = set()
    for sec in left:
        pair = reviewed.get(sec.number)
        if pair is None:
            guess = _structural(sec.number, chapters)
            if guess in right and guess not in taken:
                pair = Pair(sec.number, guess)
            else:
                pair = Pair(sec.number, None)
        pairs.append(pair)
        if pair.right:
            matched_right.add(pair.right)
    # Right-only sections stand after the pair of the section before them.
    out: list[Pair] = []
    index_of = {p.right: i for i, p in enumerate(pairs) if p.right}
    extras: dict[int, list[Pair]] = {}
    previous = -1
    for sec in right:
        if sec.number in matched_right:
            previous = index_of[sec.number]
        else:
            extras.setdefault(previous, []).append(Pair(None, sec.number))
    out.extend(extras.get(-1, []))
    for i, pair in enumerate(pairs):
        out.append(pair)
        out.extend(extras.get(i, []))
    return Alignment(left.key, right.key, out)


@dataclass(frozen=True)
class Agreement:
    agreed: int  # reviewed pairs (both sides present) the matcher found too
    compared: int
    disagreements: tuple[Pair, ...]  # rows (paired or alone) where the matcher says otherwise


def matcher_agreement(al: Alignment, lib: Library) -> Agreement:
    """How far the content matcher, run across the languages, agrees with this alignment:
    a check for the rows to re-review after either text changes."""
    from judgekit.rules.matching import AcrossLanguages, match

    left, right = lib.documents[al.left], lib.documents[al.right]
    found = match(left, right, AcrossLanguages(left, right))
    both = [p for p in al.pairs if p.left and p.right]
    differ = [p for p in al.pairs
              if (p.left and found.new_of(p.left) != p.right)
              or (not p.left and p.right in found.back)]
    return Agreement(sum(found.new_of(p.left) == p.right for p in both), len(both), tuple(differ))


@functools.cache
def alignments() -> tuple[Alignment, ...]:
    lib = library()
    # one file per pair of documents: <game>-<lang>-<lang>.toml
    return tuple(load_alignment(p, lib) for p in sorted(ALIGNMENT_DIR.glob("*-*-*.toml")))


def counterparts(key: str, number: str) -> list[tuple[str, str | None, Pair]]:
    """Every counterpart of a section, across all alignments that involve its document."""
    found = []
    for al in alignments():
        hit = al.counterpart(key, number)
        if hit is not None:
            found.append(hit)
    return found
