"""What changed between two versions of a rulebook, section by section.

Sections are paired by :mod:`judgekit.rules.matching` (by content as well as
number), then each pair is classified:

``unchanged``   same number, same text
``renumbered``  same text, new number, still in the same place (its chapter moved)
``moved``       same text, now somewhere else
``edited``      its text changed (its number may have changed too)
``split``       one old section became several new ones
``merged``      several old sections became one
``added``, ``removed``

Texts are compared with references masked and then checked through the
pairing, so "see 10.4.1" rewritten "see 11.4.1" because chapter 10 became 11
is no edit, while a reference that now points elsewhere is. Edits carry a
word-level diff; Japanese, written without spaces, is compared by characters
(runs of digits, Latin letters and section numbers stay whole).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from judgekit.rules.matching import Matching, SameLanguage, match
from judgekit.rules.model import Document, Section

KINDS = ("unchanged", "renumbered", "moved", "edited", "split", "merged", "added", "removed")
# A split (or merge) is recognised when the joined texts are this close to the one text.
JOINED_RATIO = 0.9

_TOKEN = re.compile(r"\d+(?:[.\-]\d+)*|[A-Za-z]+|\s+|.", re.S)


def word_diff(old: str, new: str) -> list[tuple[str, str]]:
    """``[(op, text)]`` with op ``=``, ``-`` or ``+``: the old text turned into the new one."""
    a, b = _TOKEN.findall(old), _TOKEN.findall(new)
    out: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(("=", "".join(a[i1:i2])))
            continue
        if i2 > i1:
            out.append(("-", "".join(a[i1:i2])))
        if j2 > j1:
            out.append(("+", "".join(b[j1:j2])))
    return out


def full_text(sec: Section) -> str:
    return f"{sec.title}\n{sec.text}" if sec.title else sec.text


@dataclass(frozen=True)
class Change:
    kind: str  # one of KINDS
    old: tuple[str, ...]  # its numbers in the old version (none when added)
    new: tuple[str, ...]  # its numbers in the new version (none when removed)
    words: tuple[tuple[str, str], ...] = ()  # the word diff, for edits, splits and merges
    note: str = ""  # what the words cannot show: a reference now naming another section

    @property
    def text_changed(self) -> bool:
        return self.kind in ("edited", "split", "merged", "added", "removed")

    @property
    def number_changed(self) -> bool:
        return self.old != self.new

    def describe(self) -> str:
        """``10.4.3 → 11.4.3 (renumbered)``."""
        old, new = ", ".join(self.old) or "—", ", ".join(self.new) or "—"
        return f"{old} → {new} ({self.kind})" if self.old != self.new else f"{old} ({self.kind})"


@dataclass
class VersionDiff:
    old: Document
    new: Document
    changes: list[Change]
    matching: Matching
    by_old: dict[str, Change] = field(default_factory=dict)
    by_new: dict[str, Change] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for ch in self.changes:
            for n in ch.old:
                self.by_old[n] = ch
            for n in ch.new:
                self.by_new[n] = ch

    def counts(self) -> dict[str, int]:
        return {k: sum(1 for c in self.changes if c.kind == k) for k in KINDS
                if any(c.kind == k for c in self.changes)}

    def changed(self) -> list[Change]:
        """Everything but the unchanged sections."""
        return [c for c in self.changes if c.kind != "unchanged"]


def _retargeted(a: Section, b: Section, m: Matching) -> list[str]:
    """The references of ``b`` that no longer name what ``a``'s named, followed through the
    pairing (a reference to no section stays one: there is nothing to follow it to)."""
    def follow(r) -> str | None:
        return (m.new_of(r.target) or r.target) if r.resolved else None

    was = [follow(r) for r in a.refs]
    now = [r.target if r.resolved else None for r in b.refs]
    if len(was) != len(now):
        return [f"{len(was)} references became {len(now)}"]
    return [f"{new_ref.target} (was {old_ref.target}, now {target})"
            for old_ref, new_ref, target, current in zip(a.refs, b.refs, was, now)
            if target != current]


def _classify(a: Section, b: Section, m: Matching, text) -> Change:
    retargeted = _retargeted(a, b, m)
    if text(a) == text(b) and not retargeted:
        if a.number == b.number:
            return Change("unchanged", (a.number,), (b.number,))
        parent_kept = (a.parent is None and b.parent is None) or m.new_of(a.parent or "") == b.parent
        kind = "renumbered" if parent_kept and m.pairs[a.number].in_place else "moved"
        return Change(kind, (a.number,), (b.number,))
    note = f"a reference names another section: {'; '.join(retargeted)}" if retargeted else ""
    return Change("edited", (a.number,), (b.number,),
                  tuple(word_diff(full_text(a), full_text(b))), note)


def _joined(secs: list[Section], text) -> str:
    return "".join(text(s) for s in secs)


def _ratio(x: str, y: str) -> float:
    return difflib.SequenceMatcher(None, x, y, autojunk=False).ratio()


def _grow(whole: str, start: Section, order: list[Section], index: dict[str, int],
          paired, text) -> list[Section]:
    """``start`` and the unpaired sections beside it whose joined text is ``whole``, if any."""
    parts = [start]
    best = _ratio(whole, _joined(parts, text))
    while True:
        options = []
        i, j = index[parts[0].number] - 1, index[parts[-1].number] + 1
        if i >= 0 and order[i].number not in paired:
            options.append([order[i], *parts])
        if j < len(order) and order[j].number not in paired:
            options.append([*parts, order[j]])
        scored = [(_ratio(whole, _joined(o, text)), o) for o in options]
        if not scored or max(scored, key=lambda x: x[0])[0] < best + 0.05:
            break
        best, parts = max(scored, key=lambda x: x[0])
    return parts if best >= JOINED_RATIO else [start]


def diff(old: Document, new: Document, matching: Matching | None = None) -> VersionDiff:
    """Every section of both versions, paired and classified, in the new version's order."""
    sim = SameLanguage(old, new)
    m = matching or match(old, new, sim)

    def text(sec: Section) -> str:
        return sim.content[id(sec)]

    split_parts: dict[str, list[Section]] = {}  # old number → new sections it became
    merge_parts: dict[str, list[Section]] = {}  # new number → old sections it took in
    old_list, new_list = list(old), list(new)
    old_index = {s.number: i for i, s in enumerate(old_list)}
    new_index = {s.number: i for i, s in enumerate(new_list)}
    for pairing in m.pairs.values():
        a, b = old.sections[pairing.old], new.sections[pairing.new]
        if text(a) == text(b):
            continue
        parts = _grow(text(a), b, new_list, new_index, m.back, text)
        if len(parts) > 1:
            split_parts[a.number] = parts
            continue
        parts = _grow(text(b), a, old_list, old_index, m.pairs, text)
        if len(parts) > 1:
            merge_parts[b.number] = parts

    changes: dict[str, Change] = {}  # keyed by the first new number (or "-old" for removed)
    for n, parts in merge_parts.items():
        olds = tuple(s.number for s in parts)
        changes[n] = Change("merged", olds, (n,), tuple(word_diff(
            "\n".join(full_text(s) for s in parts), full_text(new.sections[n]))))
    for o, parts in split_parts.items():
        news = tuple(s.number for s in parts)
        changes[news[0]] = Change("split", (o,), news, tuple(word_diff(
            full_text(old.sections[o]), "\n".join(full_text(s) for s in parts))))
    in_group = {n for c in changes.values() for n in c.new} | {n for c in changes.values() for n in c.old}
    for sec in new:
        if sec.number in in_group:
            continue
        origin = m.back.get(sec.number)
        changes[sec.number] = (_classify(old.sections[origin], sec, m, text) if origin
                               else Change("added", (), (sec.number,)))
    ordered = [changes[s.number] for s in new if s.number in changes]
    # Removed sections stand after the change of the old section before them.
    after: dict[int, list[Change]] = {}
    position = {n: i for i, c in enumerate(ordered) for n in c.old}
    previous = -1
    for sec in old:
        if sec.number in position:
            previous = position[sec.number]
            continue
        after.setdefault(previous, []).append(Change("removed", (sec.number,), ()))
    out = after.get(-1, [])
    for i, ch in enumerate(ordered):
        out.append(ch)
        out += after.get(i, [])
    return VersionDiff(old, new, out, m)


_CACHE: dict[tuple[int, int], VersionDiff] = {}


def cached_diff(old: Document, new: Document) -> VersionDiff:
    """The diff of two loaded versions, computed once per process (documents never change)."""
    key = (id(old), id(new))
    if key not in _CACHE:
        _CACHE[key] = diff(old, new)
    return _CACHE[key]


def history(versions: list[Document], number: str) -> list[tuple[Document, Change]]:
    """How the section ``number`` of the last version came to be, newest step first:
    ``(older version, the change from it to the next)``, back to where it was added."""
    steps = []
    for older, newer in reversed(list(zip(versions, versions[1:]))):
        ch = cached_diff(older, newer).by_new.get(number)
        if ch is None:
            break
        steps.append((older, ch))
        if not ch.old:
            break
        number = ch.old[0]
    return steps


def fate(versions: list[Document], doc: Document, number: str) -> list[tuple[Document, Change]]:
    """Where section ``number`` of ``doc`` went in each newer version: ``(newer, change)``."""
    steps = []
    at = next((i for i, d in enumerate(versions) if d is doc), len(versions))
    later = versions[at + 1:]
    older = doc
    for newer in later:
        ch = cached_diff(older, newer).by_old.get(number)
        if ch is None:
            break
        steps.append((newer, ch))
        if not ch.new:
            break
        number, older = ch.new[0], newer
    return steps
