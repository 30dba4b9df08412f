"""docs/card-grammar.md's reference of the grammar, rule by rule, made from ``card.lark``.

Each rule, each named alternative (``-> name``) and each word list (a terminal such as ``OWNER``)
of the grammar is one row: the part of the grammar it belongs to (card.lark's ``// -- …``
headings), what it reads, as the grammar writes it, and the registered term it is the grammar
of, if any. ``tests/cardtext/test_grammar_doc.py`` fails when the doc is not what this makes of
the current card.lark, and when a rule Lark compiles is missing from the doc or the doc names
one Lark does not know. Run ``python -m judgekit.cardtext.lark_doc`` after changing the grammar.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from judgekit.cardtext.parser import GRAMMAR
from judgekit.cardtext.registry import TERMS

DOC = Path(__file__).resolve().parents[2] / "docs" / "card-grammar.md"
START = "<!-- grammar: generated from card.lark by `python -m judgekit.cardtext.lark_doc` -->"
END = "<!-- end of grammar -->"

DEFINITION = re.compile(r"^\??(?P<name>[A-Za-z_]+)(?:\.-?\d+)?\s*:\s*(?P<body>.*)$")  # name, priority, body
HEADING = re.compile(r"^// -- (?P<title>.+?) -+\s*$")
ALIAS = re.compile(r"\s*->\s*(?P<alias>[a-z_]+)\s*$")


@dataclass(frozen=True)
class Row:
    name: str  # a rule, a named alternative or a terminal
    part: str  # the heading of card.lark it is under
    reads: str  # its alternatives as the grammar writes them
    of: str = ""  # for a named alternative: the rule it is one way of reading


def rows(grammar: str | None = None) -> list[Row]:
    """The rows of the reference, in the order of ``card.lark``."""
    text = GRAMMAR.read_text(encoding="utf-8") if grammar is None else grammar
    found: list[Row] = []
    part, name = "abilities", ""
    alternatives: list[tuple[str, str]] = []

    def flush() -> None:
        plain = [a for a, alias in alternatives if not alias]
        if name:
            found.append(Row(name, part, " | ".join(plain) if plain else "(its named forms below)"))
        found.extend(Row(alias, part, a, of=name) for a, alias in alternatives if alias)

    for line in text.splitlines():
        if heading := HEADING.match(line):
            flush()
            name, alternatives, part = "", [], heading["title"]
        elif line.startswith("//") or not line.strip():
            continue
        elif (definition := DEFINITION.match(line)) and not line[0].isspace():
            flush()
            name, alternatives = definition["name"], []
            _alternatives(definition["body"], alternatives)
        elif line.lstrip().startswith("|"):
            _alternatives(line.lstrip()[1:], alternatives)
    flush()
    return found


def _alternatives(body: str, into: list[tuple[str, str]]) -> None:
    """The alternatives of one line of a definition, each with its alias ("" when none).
    A line's ``|`` outside quotes and parentheses separates alternatives."""
    depth, quoted, start = 0, False, 0
    pieces = []
    for i, ch in enumerate(body):
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch in "([":
            depth += 1
        elif not quoted and ch in ")]":
            depth -= 1
        elif not quoted and ch == "|" and depth == 0:
            pieces.append(body[start:i])
            start = i + 1
    pieces.append(body[start:])
    for piece in pieces:
        alias = ALIAS.search(piece)
        into.append((" ".join(piece[:alias.start()].split()) if alias else " ".join(piece.split()),
                     alias["alias"] if alias else ""))


def markdown(grammar: str | None = None) -> str:
    """The reference: a table for each heading of card.lark, a row for each rule."""
    term_of = {g: t for t in TERMS for g in t.grammar}
    lines: list[str] = []
    part = ""
    for row in rows(grammar):
        if row.part != part:
            part = row.part
            lines += ["", f"### {part[0].upper()}{part[1:]}", "", "| Rule | Reads | Term |", "|---|---|---|"]
        term = term_of.get(row.name)
        reads = row.reads.replace("|", "\\|")
        lines.append(f"| `{row.name}`{f' (a form of `{row.of}`)' if row.of else ''} | `{reads}` "
                     f"| {f'`{term.name}` ({term.kind.value})' if term else ''} |")
    return "\n".join(lines).strip("\n")


def with_grammar(doc: str) -> str:
    """``doc`` with the reference between START and END made anew from card.lark."""
    head, found, rest = doc.partition(START)
    if not found:
        raise ValueError(f"{DOC} has no line {START!r} to put the grammar after")
    _, _, tail = rest.partition(END)
    return f"{head}{START}\n{markdown()}\n{END}{tail}"


if __name__ == "__main__":
    DOC.write_text(with_grammar(DOC.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"{DOC}: {len(rows())} rules of card.lark")
