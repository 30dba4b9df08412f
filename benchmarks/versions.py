"""Time the renumbering-aware diff on the largest document (Vanguard), and the JP/EN matcher.

No second Vanguard version exists, so the benchmark diffs the real 2.11 text
with the version the tests derive from it (tests/rules/derived/: a chapter
inserted, sections moved, reworded, split, merged, deleted), and with a copy of
itself whose every chapter is shifted by one and every 50th section reworded.
Prints the median of 5 runs (parsing excluded), and the matcher's agreement
with the reviewed Godzilla JP/EN alignment.
"""

from __future__ import annotations

import copy
import dataclasses
import hashlib
import statistics
import sys
import tempfile
import time
from pathlib import Path

from judgekit.rules.alignment import alignments
from judgekit.rules.diff import diff
from judgekit.rules.library import library, load_document
from judgekit.rules.source import RULES_TEXT, load_manifest
from judgekit.rules.matching import AcrossLanguages, match
from judgekit.rules.model import Section


def renumbered(doc):
    """The document with every top-level number + 1 and every 50th section reworded."""
    def shift(n: str | None) -> str | None:
        if n is None:
            return None
        head, sep, rest = n.partition(".")
        return (str(int(head) + 1) if head.isdigit() else head) + sep + rest

    new = copy.copy(doc)
    new.sections = {}
    for i, s in enumerate(doc):
        text = s.text + ("（改訂）" if i % 50 == 0 and s.text else "")
        new.sections[shift(s.number)] = Section(shift(s.number), s.title, text, s.line,
                                                shift(s.parent), [shift(c) for c in s.children],
                                                s.inferred,
                                                [dataclasses.replace(r, target=shift(r.target)) for r in s.refs],
                                                s.holes)
    return new


def derived(name: str, base: str):
    """The version the tests derive from a real text (tests/rules/derived/<name>.toml)."""
    sys.path.insert(0, str(RULES_TEXT.parent / "tests" / "rules"))
    import derived_versions

    _spec, text = derived_versions.derive(name)
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        (folder / "derived.txt").write_text(text, encoding="utf-8")
        manifest = dataclasses.replace(load_manifest(RULES_TEXT / base), folder=folder,
                                       source="derived.txt", version=name,
                                       sha256=hashlib.sha256(text.encode()).hexdigest())
        return load_document(manifest)


def main() -> None:
    lib = library()
    vanguard = lib.documents["vanguard/ja"]
    cases = (("itself", vanguard), ("the derived 2.12", derived("vanguard-ja-2.12", "vanguard-ja")),
             ("every chapter + 1, 1 in 50 reworded", renumbered(vanguard)))
    for label, new in cases:
        times = []
        for _ in range(5):
            start = time.perf_counter()
            found = diff(vanguard, new)
            times.append(time.perf_counter() - start)
        print(f"vanguard/ja ({len(vanguard)} sections) vs {label}: "
              f"median {statistics.median(times) * 1000:.0f} ms; {found.counts()}")
    ja, en = lib.documents["godzilla/ja"], lib.documents["godzilla/en"]
    start = time.perf_counter()
    found = match(ja, en, AcrossLanguages(ja, en))
    took = time.perf_counter() - start
    reviewed = alignments()[0]
    pairs = [(p.left, p.right) for p in reviewed.pairs if p.left and p.right]
    agree = sum(found.new_of(a) == b for a, b in pairs)
    rows = sum(found.new_of(p.left) == p.right for p in reviewed.pairs if p.left)
    print(f"JP 1.04 / EN 1.00 matcher: {agree}/{len(pairs)} reviewed pairs "
          f"({100 * agree / len(pairs):.1f} %), {rows}/{len(ja)} JP sections with the reviewed "
          f"answer (pair or none), {took * 1000:.0f} ms")
    missed = [(a, b, found.new_of(a)) for a, b in pairs if found.new_of(a) != b]
    for a, b, got in missed:
        print(f"  JP {a}: reviewed EN {b}, matcher {got}")


if __name__ == "__main__":
    main()
