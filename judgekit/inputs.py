"""The one gate every text the tools read passes first: state texts, scenarios, card files,
card texts and rulings.

A text may be hand-written, damaged or hostile. Before a parser sees it, it is held to a
size, a nesting depth and a length of digit runs that no real text comes near, so nothing
reaches Python's limits (RecursionError, the 4,300-digit int conversion) or takes time out
of proportion to its size. A failure is an :class:`InputError` naming the file, the line
and the field, which the ``judgekit`` commands report with exit status 2.
"""

from __future__ import annotations

import json
import re
from typing import Any

MAX_BYTES = 2_000_000  # one file: the card file is 114 kB, a state text a few kB
MAX_DEPTH = 16  # lists and mappings inside each other: a state text needs 4
MAX_NUMBER_DIGITS = 19  # any number a text writes as a value: a 64-bit seed at most
MAX_DIGITS = 9  # a number in prose (card text, a scenario step): the game's have at most 5,
# and the readers' own bounds name the range; this one keeps int() and the patterns cheap

_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'')
_BRACKETS = re.compile(r"[\[\]{}]")


class InputError(ValueError):
    """What is wrong with a text, and where: ``file:line: field: problem``."""

    def __init__(self, file: str, line: int, field: str, problem: str):
        self.file, self.line, self.field, self.problem = file, line, field, problem
        super().__init__(f"{file}:{line}: " + (f"{field}: " if field else "") + problem)


def _blank_strings(text: str) -> str:
    """The text with its quoted strings blanked: same offsets, none of their brackets or digits."""
    return _STRING.sub(lambda m: " " * len(m.group()), text)


def line_at(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def check_size(text: str, file: str, most: int = MAX_BYTES) -> None:
    if len(text) > most:  # characters: the bytes are at least as many
        raise InputError(file, 1, "", f"the text is longer than {most:,} characters")


def check_nesting(text: str, file: str, most: int = MAX_DEPTH) -> None:
    """Brackets outside strings nest at most ``most`` deep (JSON, TOML)."""
    depth = 0
    for m in _BRACKETS.finditer(_blank_strings(text)):
        depth += 1 if m.group() in "[{" else -1
        if depth > most:
            raise InputError(file, line_at(text, m.start()), "",
                             f"lists or tables nested more than {most} deep")


def long_number(text: str, most: int) -> re.Match | None:
    """The first run of more than ``most`` digits (any script's digits), if there is one."""
    return re.search(rf"\d{{{most + 1},}}", text)


def check_numbers(text: str, file: str, field: str = "", most: int = MAX_DIGITS,
                  first_line: int = 1, outside_strings: bool = False) -> None:
    """No number of more than ``most`` digits (in a JSON or TOML text: outside its strings)."""
    m = long_number(_blank_strings(text) if outside_strings else text, most)
    if m:
        raise InputError(file, first_line + text.count("\n", 0, m.start()), field,
                         f"a number of {len(m.group())} digits; numbers here have at most {most}")


def load_json(text: str, file: str) -> Any:
    """``json.loads`` that only fails with an :class:`InputError` with the line."""
    check_size(text, file)
    check_nesting(text, file)
    check_numbers(text, file, most=MAX_NUMBER_DIGITS, outside_strings=True)

    def no_constant(name: str) -> Any:
        raise ValueError(f"{name} is not a number a game can mean")

    try:
        return json.loads(text, parse_constant=no_constant)
    except json.JSONDecodeError as exc:
        raise InputError(file, exc.lineno, "", exc.msg) from exc
    except (ValueError, RecursionError) as exc:  # what the checks above should already catch
        raise InputError(file, 1, "", str(exc)) from exc


def line_of_field(text: str, path: str) -> int:
    """The line of a dotted field of a JSON text (``cards.A4.owner``): each key searched for
    after the one before it; 1 when it is not written out."""
    at, parts = 0, path.split(".")
    while parts:
        for n in range(len(parts), 0, -1):  # a key may hold a dot itself ("A.invading")
            m = re.compile(r'"' + re.escape(".".join(parts[:n])) + r'"\s*:').search(text, at)
            if m:
                at, parts = m.start(), parts[n:]
                break
        else:
            parts = parts[1:]  # a list's item, or a field not written out: the nearest line
    return line_at(text, at)


MAX_MARKDOWN = 20_000  # characters of one ruling's answer: the longest real one is under 2,000
MAX_LINKS = 200  # '[' in one answer: Python-Markdown's link search grows with their square
MAX_MARKDOWN_DEPTH = 8  # quotes and lists inside each other: its parser recurses on each
_MARKERS = re.compile(r"\s{0,3}(?:>|[-*+](?=\s)|\d{1,9}[.)](?=\s))")


def check_markdown(text: str, file: str, first_line: int = 1) -> None:
    """A Markdown text the renderer takes in bounded time and stack."""
    check_size(text, file, MAX_MARKDOWN)
    if text.count("[") > MAX_LINKS:
        at = [m.start() for m in re.finditer(r"\[", text)][MAX_LINKS]
        raise InputError(file, first_line + text.count("\n", 0, at), "answer",
                         f"more than {MAX_LINKS} '[' (links) in one answer")
    for i, line in enumerate(text.split("\n")):
        depth, at = 0, 0
        while (m := _MARKERS.match(line, at)) and depth <= MAX_MARKDOWN_DEPTH:
            depth, at = depth + 1, m.end()
        if depth > MAX_MARKDOWN_DEPTH:
            raise InputError(file, first_line + i, "answer",
                             f"quotes or lists nested more than {MAX_MARKDOWN_DEPTH} deep")
