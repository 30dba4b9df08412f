"""Derived test versions: a real seed text with documented edits applied (see derived/*.toml).

Each edit names the 1.04 sections it touches; the edits are applied on the
lines those sections start on (single-line sections), the chapter insertion
last, renumbering every later chapter and every reference to it.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from judgekit.rules.library import load_document
from judgekit.rules.source import RULES_TEXT, load_manifest

HERE = Path(__file__).parent / "derived"


def recipe(name: str) -> dict:
    return tomllib.loads((HERE / f"{name}.toml").read_text(encoding="utf-8"))


def _shift(line: str, first: int, last: int) -> str:
    """Chapters first..last and the numbers under them move up by one."""
    def dotted(m: re.Match) -> str:
        parts = m.group(0).split(".")
        if any(len(p) > 1 and p.startswith("0") for p in parts) or not first <= int(parts[0]) <= last:
            return m.group(0)
        return ".".join([str(int(parts[0]) + 1), *parts[1:]])

    line = re.sub(r"(?<![\d.])\d{1,2}(?:\.\d+)+", dotted, line)
    line = re.sub(r"^(\d{1,2})(?=\. )",
                  lambda m: str(int(m[1]) + 1) if first <= int(m[1]) <= last else m[1], line)
    return re.sub(r"(?<=[‘'「])(\d{1,2})(?= )",
                  lambda m: str(int(m[1]) + 1) if first <= int(m[1]) <= last else m[1], line)


def derive(name: str) -> tuple[dict, str]:
    """The recipe and the derived seed text."""
    spec = recipe(name)
    base = load_document(load_manifest(RULES_TEXT / spec["base"]))
    path = RULES_TEXT / spec["base"] / base.source
    lines = path.read_text(encoding="utf-8").split("\n")
    index = {s.number: s.line - 1 for s in base}

    def own_line(number: str) -> int:
        i = index[number]
        assert re.match(rf"^\s*-?\s*{re.escape(number)}\.\s", lines[i]), (number, lines[i])
        return i

    replace: dict[int, list[str]] = {}  # line index → the lines that stand there instead
    for edit in spec["edit"]:
        kind, number = edit["kind"], edit.get("section")
        if kind == "reword":
            i = own_line(number)
            assert lines[i].count(edit["find"]) == 1
            replace[i] = [lines[i].replace(edit["find"], edit["replace"])]
        elif kind == "split":
            i = own_line(number)
            head, tail = lines[i].split(edit["at"], 1)
            next_no = number.rsplit(".", 1)[0] + "." + str(int(number.rsplit(".", 1)[1]) + 1)
            indent = lines[i][: len(lines[i]) - len(lines[i].lstrip())]
            replace[i] = [head, f"{indent}- {next_no}. {edit['at']}{tail}"]
        elif kind == "merge":
            i, j = own_line(number), own_line(edit["with"])
            replace[i] = [lines[i] + re.sub(r"^\s*-?\s*[\d.]+\.\s*", "", lines[j])]
            replace[j] = []
        elif kind == "move":
            i, j = own_line(number), own_line(edit["after"])
            moved = lines[i].replace(f"{number}.", f"{edit['number']}.", 1)
            replace[i] = []
            replace[j] = [lines[j], moved]
        elif kind == "delete":
            replace[own_line(number)] = []
    out = []
    for i, line in enumerate(lines):
        out += replace.get(i, [line])
    text = "\n".join(out)
    for edit in spec["edit"]:
        if edit["kind"] == "insert-chapter":
            k = int(edit["before"])
            chapters = [int(s.number) for s in base if s.parent is None and s.number.isdigit()]
            body = [_shift(line, k, max(chapters)) for line in text.split("\n")]
            heading = base.sections[edit["before"]].line - 1 + sum(
                len(v) - 1 for i, v in replace.items() if i < base.sections[edit["before"]].line - 1)
            assert body[heading].startswith(f"{k + 1}. "), body[heading]
            text = "\n".join(body[:heading] + edit["lines"] + body[heading:])
    return spec, text


def write(name: str, folder: Path) -> Path:
    """The derived seed written into ``folder``; returns its path."""
    spec, text = derive(name)
    path = folder / spec["source"]
    path.write_text(text, encoding="utf-8")
    return path
