"""What a new version of a rulebook touches downstream, so it is reviewed before it is served.

For the diff between the newest published version and a new one, the report
lists, each with its file and line:

- rulings citing a section whose text (or the text under it) changed, or
  whose number moved (their recorded hashes then no longer match);
- regression scenarios tagged with such a rule;
- engine rule constants (``engine/rulebook.py``) and lines of ``docs/`` whose
  number moved or whose text changed;
- glossary terms whose defining section changed;
- rows of the reviewed JP↔EN alignment and differences naming such a section.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from judgekit.rules.diff import Change, VersionDiff
from judgekit.rules.glossary import build_glossary
from judgekit.rules.source import RULES_TEXT

REPOSITORY = RULES_TEXT.parent
_NUMBER = re.compile(r"(?<![\d.])\d+(?:\.\d+)+(?![\d.]*\d)")


@dataclass(frozen=True)
class Touch:
    area: str  # "ruling" | "scenario" | "engine" | "doc" | "glossary" | "alignment" | "difference"
    name: str  # "GZ-001", the scenario's name, "ACTION_INVADE_ONCE", …
    where: str  # "path:line"
    number: str  # the section of the old version it rests on
    change: Change
    url: str = ""  # its page on the site, if it has one

    @property
    def what(self) -> str:
        """``10.4.3 → 11.4.3 (renumbered)``, or ``under it: 8.6.2 (edited)`` for a change below."""
        said = self.change.describe()
        return said if self.number in self.change.old else f"under it: {said}"

    def __str__(self) -> str:
        return f"{self.where}: {self.name} ({self.number}: {self.what})"


AREAS = {
    "ruling": "Rulings to review (their cited text changed or moved)",
    "scenario": "Scenarios tagged with changed rules",
    "engine": "Engine rule constants whose number moved or text changed",
    "doc": "Documentation citing moved or changed numbers",
    "glossary": "Glossary terms whose definition changed",
    "alignment": "JP↔EN alignment rows to re-review",
    "difference": "Reviewed JP↔EN differences to re-review",
}


@dataclass
class UpdateReport:
    diff: VersionDiff
    touches: list[Touch]

    def by_area(self) -> list[tuple[str, str, list[Touch]]]:
        return [(area, label, [t for t in self.touches if t.area == area])
                for area, label in AREAS.items()]

    def names(self, area: str) -> set[str]:
        return {t.name for t in self.touches if t.area == area}


class Impact:
    """Which changes a section number is affected by, in the old version's numbering."""

    def __init__(self, vd: VersionDiff):
        self.vd = vd

    def own(self, number: str) -> Change | None:
        """The change of this very section, if it is not unchanged."""
        ch = self.vd.by_old.get(number)
        return ch if ch is not None and ch.kind != "unchanged" else None

    def under(self, number: str) -> Change | None:
        """The first change of this section or of anything under it (the text a hash covers)."""
        if number not in self.vd.old:
            return None
        stack = [number]
        while stack:
            n = stack.pop(0)
            if self.own(n):
                return self.own(n)
            stack[:0] = self.vd.old.sections[n].children
        new = self.vd.matching.new_of(number)
        if new:  # a section added under its counterpart
            stack = list(self.vd.new.sections[new].children)
            while stack:
                n = stack.pop(0)
                ch = self.vd.by_new.get(n)
                if ch and ch.kind == "added":
                    return ch
                stack[:0] = self.vd.new.sections[n].children
        return None


def _line_of(path: Path, needle: str) -> int:
    try:
        lines = path.read_text(encoding="utf-8").split("\n")
    except OSError:
        return 1
    return next((i for i, line in enumerate(lines, 1) if needle in line), 1)


def _rel(path: Path | str) -> str:
    path = Path(path)
    try:
        return str(path.resolve().relative_to(REPOSITORY))
    except ValueError:
        return str(path)


def report(vd: VersionDiff, rulings=None, scenarios=None, engine_rules=None,
           docs: Path = REPOSITORY / "docs") -> UpdateReport:
    """Everything the update from ``vd.old`` to ``vd.new`` touches (see the module's description).

    Rulings, scenarios and engine constants default to the project's own.
    """
    doc = vd.old
    hit = Impact(vd)
    touches: list[Touch] = []
    if rulings is None:
        from judgekit.rulings import rulings as all_rulings
        rulings = all_rulings()
    for ruling in rulings:
        if ruling.game != doc.game:
            continue
        for cite in ruling.cites:
            ch = hit.under(cite.number) if cite.lang == doc.lang else None
            if ch:
                line = _line_of(ruling.path, f'"{cite.key}"')
                touches.append(Touch("ruling", ruling.id, f"{_rel(ruling.path)}:{line}",
                                     cite.number, ch, ruling.url))
    is_engine_text = doc.key == "godzilla/ja"
    if scenarios is None and is_engine_text:
        from judgekit.scenarios.catalogue import catalogue
        scenarios = catalogue()[0]
    for sc in scenarios or ():
        for number in sc.rules:
            ch = hit.under(number)
            if ch:
                where = _rel(sc.file)
                page = f"/scenarios/{where.removeprefix('scenarios/')}/{sc.line}"
                touches.append(Touch("scenario", sc.name, f"{where}:{sc.line}", number, ch, page))
                break
    if engine_rules is None and is_engine_text:
        from judgekit.engine import rulebook
        engine_rules = {name: value for name, value in vars(rulebook).items()
                        if isinstance(value, rulebook.Rule)}
    if engine_rules:
        from judgekit.engine import rulebook
        source = Path(rulebook.__file__)
        for name, value in engine_rules.items():
            ch = hit.own(value.number)
            if ch:
                line = _line_of(source, f'{name} = rule("{value.number}"')
                touches.append(Touch("engine", name, f"{_rel(source)}:{line}", value.number, ch))
    if is_engine_text:
        for path in sorted(docs.glob("*.md")):
            for i, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
                for number in dict.fromkeys(_NUMBER.findall(line)):
                    ch = hit.own(number)
                    if ch:
                        touches.append(Touch("doc", path.name, f"{_rel(path)}:{i}", number, ch))
    for term in build_glossary(doc):
        ch = hit.own(term.number)
        if ch and ch.text_changed:
            touches.append(Touch("glossary", term.name, f"/{doc.game}/{doc.lang}/glossary/",
                                 term.number, ch, f"/{doc.game}/{doc.lang}/glossary/{term.name}"))
    from judgekit.rules import alignment, differences

    touches += _reviewed_rows(vd, hit, alignment.ALIGNMENT_DIR, "alignment", "pair")
    touches += _reviewed_rows(vd, hit, differences.DIFFERENCES_DIR, "difference", "difference")
    return UpdateReport(vd, touches)


_QUOTED = re.compile(r'"([^"]*)"')
_CHAPTER = re.compile(r"^(\s*)(\d+)(\s*=\s*)(\d+)(.*)$")


def carried(path: Path, vd: VersionDiff) -> str | None:
    """A reviewed JP↔EN file's text with this document's section numbers carried to the new
    version: a renumbered or moved section keeps its review (rows whose text changed are in the
    report, to re-read). None when the file does not involve this document."""
    text = path.read_text(encoding="utf-8")
    data = tomllib.loads(text)
    key, lang = vd.old.key, vd.old.lang
    if key not in (data.get("left"), data.get("right")):
        return None

    def to_new(number: str) -> str:
        ch = vd.by_old.get(number)
        return ch.new[0] if ch is not None and ch.new else number

    out, table = [], ""
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped.startswith("["):
            table = stripped
        chapter = _CHAPTER.match(line) if table == "[chapters]" else None
        if re.match(rf"^{lang}\s*=", stripped):
            line = _QUOTED.sub(lambda m: f'"{to_new(m[1])}"', line)
        elif chapter:
            left, right = chapter[2], chapter[4]
            if data.get("left") == key:
                left = to_new(left)
            else:
                right = to_new(right)
            line = f"{chapter[1]}{left}{chapter[3]}{right}{chapter[5]}"
        out.append(line)
    return "\n".join(out)


def _reviewed_rows(vd: VersionDiff, hit: Impact, folder: Path, area: str, table: str) -> list[Touch]:
    """Rows of the reviewed JP↔EN files naming a changed section of this document."""
    doc, out = vd.old, []
    for path in sorted(folder.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        if doc.key not in (data.get("left"), data.get("right")):
            continue
        lines = path.read_text(encoding="utf-8").split("\n")
        if area == "alignment":
            moved = [c for c in vd.changes if c.number_changed and
                     any(n.isdigit() for n in c.old + c.new) and
                     all(n.isdigit() for n in c.old + c.new)]
            for ch in moved:
                line = next((i for i, l in enumerate(lines, 1) if l.strip() == "[chapters]"), 1)
                out.append(Touch(area, "chapter map", f"{_rel(path)}:{line}",
                                 (ch.old or ch.new)[0], ch))
        rows = [i for i, l in enumerate(lines, 1) if l.strip() == f"[[{table}]]"]
        for row, entry in zip(rows, data.get(table, [])):
            numbers = entry.get(doc.lang, [])
            for number in [numbers] if isinstance(numbers, str) else numbers:
                ch = hit.own(number)
                if ch:
                    name = entry.get("topic") or f"{doc.lang} {number}"
                    out.append(Touch(area, name, f"{_rel(path)}:{row}", number, ch))
    return out
