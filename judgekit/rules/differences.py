"""Where two language versions of a rulebook differ in substance.

Structure can pair sections (``alignment``), but only a reader can say that
JP 4.4.5.3 counts the zone itself and EN 4.4.5.3 does not. Those findings are
reviewed data in ``rules_text/differences/``, one sentence each; this module
loads and checks them and answers "which differences touch this section?".
"""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from pathlib import Path

from judgekit.rules.library import Library, library
from judgekit.rules.model import Document
from judgekit.rules.source import RULES_TEXT, SourceError

DIFFERENCES_DIR = RULES_TEXT / "differences"

KINDS = {
    "only-ja": "Only in the Japanese text",
    "only-en": "Only in the English text",
    "meaning": "Different meaning",
    "numbering": "Different numbering",
    "reference": "Different reference",
}


@dataclass(frozen=True)
class Difference:
    kind: str
    topic: str
    why: str
    sides: tuple[tuple[str, tuple[str, ...]], ...]  # (document key, its sections), left first

    def sections(self, key: str) -> tuple[str, ...]:
        return dict(self.sides).get(key, ())

    @property
    def anchor(self) -> str:
        """A fragment id that stays while the entry's first section does: ``ja-4.4.5.3``."""
        key, numbers = next((k, n) for k, n in self.sides if n)
        return f"{key.split('/')[1]}-{numbers[0]}"


@dataclass
class Differences:
    left: str  # "godzilla/ja"
    right: str  # "godzilla/en"
    entries: list[Difference]

    @property
    def game(self) -> str:
        return self.left.split("/")[0]

    def touching(self, doc: Document, number: str) -> list[Difference]:
        """The differences naming this section or a section it lies under."""
        if doc.key not in (self.left, self.right):
            return []
        lineage = {number} | {a.number for a in doc.ancestors(number)}
        return [d for d in self.entries if lineage & set(d.sections(doc.key))]

    def by_kind(self) -> list[tuple[str, list[Difference]]]:
        return [(label, [d for d in self.entries if d.kind == kind])
                for kind, label in KINDS.items()
                if any(d.kind == kind for d in self.entries)]


def load_differences(path: Path, lib: Library) -> Differences:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        keys = (data["left"], data["right"])
        docs = [lib.documents[k] for k in keys]
        raw = data["difference"]
    except (OSError, tomllib.TOMLDecodeError, KeyError) as exc:
        raise SourceError(f"{path}: {exc}") from exc
    entries = []
    for i, item in enumerate(raw, 1):
        where = f"{path}: difference {i} ({item.get('topic', 'no topic')})"
        if item.get("kind") not in KINDS:
            raise SourceError(f"{where}: kind must be one of {', '.join(KINDS)}")
        if not item.get("why") or not item.get("topic"):
            raise SourceError(f"{where}: needs a topic and a sentence in 'why'")
        sides = []
        for doc in docs:
            numbers = tuple(item.get(doc.lang, ()))
            missing = [n for n in numbers if n not in doc]
            if missing:
                raise SourceError(f"{where}: {doc.key} has no section {', '.join(missing)}")
            sides.append((doc.key, numbers))
        if not any(numbers for _, numbers in sides):
            raise SourceError(f"{where}: names no section on either side")
        entries.append(Difference(item["kind"], item["topic"], item["why"], tuple(sides)))
    return Differences(keys[0], keys[1], entries)


@functools.cache
def differences() -> tuple[Differences, ...]:
    lib = library()
    return tuple(load_differences(p, lib) for p in sorted(DIFFERENCES_DIR.glob("*.toml")))


def differences_for(game: str) -> Differences | None:
    return next((d for d in differences() if d.game == game), None)
