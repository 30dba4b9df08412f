"""Derived test versions: a real seed text with documented edits applied (see derived/*.toml).

The seed is cut into blocks, one per section (from the line its number is
printed on to the next section's), and each edit works on the blocks of the
sections it names, by their numbers in the real version. A chapter insertion
comes last: it renumbers every later chapter and every reference to one (as
judgekit.rules.refs reads references), as a publisher's renumbering would.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from judgekit.rules.library import load_document
from judgekit.rules.source import RULES_TEXT, load_manifest

HERE = Path(__file__).parent / "derived"
RECIPES = sorted(p.stem for p in HERE.glob("*.toml"))


def recipe(name: str) -> dict:
    return tomllib.loads((HERE / f"{name}.toml").read_text(encoding="utf-8"))


def _shift(text: str, first: int, last: int) -> str:
    """Chapters first..last and the numbers under them move up by one."""
    def up(number: str) -> str:
        return str(int(number) + 1) if first <= int(number) <= last else number

    def dotted(m: re.Match) -> str:
        parts = m.group(0).split(".")
        if any(len(p) > 1 and p.startswith("0") for p in parts):
            return m.group(0)  # a version, "1.04"
        return ".".join([up(parts[0]), *parts[1:]])

    text = re.sub(r"(?:(?<![\d.])|(?<=章\.))\d{1,2}(?:\.\d+)+", dotted, text)
    text = re.sub(r"^(\d{1,2})(?=\. )", lambda m: up(m[1]), text, flags=re.M)
    text = re.sub(r"(?<=[‘'「])(\d{1,2})(?= )", lambda m: up(m[1]), text)
    # "第 10 章" is a reference only when no number follows it, even on the next line
    # (judgekit.rules.refs reads the joined text)
    return re.sub(r"(?<=第)(\s*)(\d{1,2})(?=\s*章(?!\s*\.?\s*\d))",
                  lambda m: m[1] + up(m[2]), text)


def _number_prefix(number: str) -> re.Pattern[str]:
    """How a section's number opens its line: ``- 1.2.4.``, ``10.1.``, ``第10章.``."""
    return re.compile(rf"^(\s*-?\s*第?){re.escape(number)}(章)?\.(?=\s)")


def derive(name: str) -> tuple[dict, str]:
    """The recipe and the derived seed text."""
    spec = recipe(name)
    base = load_document(load_manifest(RULES_TEXT / spec["base"]))
    lines = (RULES_TEXT / spec["base"] / base.source).read_text(encoding="utf-8").split("\n")
    sections = sorted(base, key=lambda s: s.line)
    starts = [s.line - 1 for s in sections] + [len(lines)]
    blocks: list[tuple[str | None, list[str]]] = [(None, lines[:starts[0]])]
    blocks += [(s.number, lines[a:b]) for s, a, b in zip(sections, starts, starts[1:])]

    def at(number: str) -> int:
        i = next(i for i, (n, _) in enumerate(blocks) if n == number)
        assert _number_prefix(number).match(blocks[i][1][0]), (number, blocks[i][1][0])
        return i

    for edit in spec["edit"]:
        kind, number = edit["kind"], edit.get("section")
        if kind == "reword":
            i = at(number)
            text = "\n".join(blocks[i][1])
            assert text.count(edit["find"]) == 1, (number, edit["find"])
            blocks[i] = (number, text.replace(edit["find"], edit["replace"]).split("\n"))
        elif kind == "split":
            i = at(number)
            own = blocks[i][1]
            j = next(k for k, line in enumerate(own) if edit["at"] in line)
            head, tail = own[j].split(edit["at"], 1)
            parent, last = number.rsplit(".", 1)
            prefix = _number_prefix(number).match(own[0])[1]
            new = f"{prefix}{parent}.{int(last) + 1}. {edit['at']}{tail}"
            blocks[i] = (number, own[:j] + [head, ""])
            blocks.insert(i + 1, (f"{parent}.{int(last) + 1}", [new, *own[j + 1:]]))
        elif kind == "merge":
            i, j = at(number), at(edit["with"])
            taken = blocks[j][1]
            taken = [_number_prefix(edit["with"]).sub("", taken[0]).lstrip(), *taken[1:]]
            own = blocks[i][1]
            while own and not own[-1].strip():
                own = own[:-1]
            blocks[i] = (number, own[:-1] + [own[-1] + taken[0], *taken[1:]])
            del blocks[j]
        elif kind == "move":
            moved = blocks.pop(at(number))[1]
            moved = [_number_prefix(number).sub(rf"\g<1>{edit['number']}\g<2>.", moved[0]),
                     *moved[1:]]
            blocks.insert(at(edit["after"]) + 1, (edit["number"], moved))
        elif kind == "delete":
            del blocks[at(number)]
    lines = [line for _, block in blocks for line in block]
    for edit in spec["edit"]:
        if edit["kind"] == "insert-chapter":
            k = int(edit["before"])
            last = max(int(s.number) for s in base if s.parent is None and s.number.isdigit())
            heading = sum(len(block) for _, block in blocks[:at(edit["before"])])
            lines = _shift("\n".join(lines), k, last).split("\n")
            lines[heading:heading] = edit["lines"]
    text = "\n".join(lines)
    return spec, text


def write(name: str, folder: Path) -> Path:
    """The derived seed written into ``folder``; returns its path."""
    spec, text = derive(name)
    path = folder / spec["source"]
    path.write_text(text, encoding="utf-8")
    return path
