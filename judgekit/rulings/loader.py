"""Reading ruling files: Markdown with a TOML header between ``+++`` lines.

    +++
    id = "GZ-001"
    game = "godzilla"
    lang = "en"                  # the language the ruling is written in
    rules = "ja"                 # whose numbers bare section numbers are (default: the game's first)
    question = "Can I invade twice in one turn?"
    also_asked = ["進攻は1ターンに2回できる？"]   # how players put it, either language
    date = 2026-11-22
    source = "judgekit rules team, from CR JP 1.04"
    status = "draft"             # official | judge consensus | draft
    cards = ["BP01-012"]
    scenario = "ch08/restrictions.feature#Invasion only once per turn"

    [cites]                      # written by `judgekit rulings accept`
    "ja/8.6.2" = "3f2a91c0d1e2b3a4"
    +++
    The answer, in Markdown. 8.6.2 becomes a link; so does EN 7.6.2.

A file that cannot be read raises :class:`RulingError` naming the file and line.
"""

from __future__ import annotations

import datetime
import re
import tomllib
from pathlib import Path

from judgekit.inputs import (
    MAX_NUMBER_DIGITS, InputError, check_markdown, check_nesting, check_numbers, check_size, line_at,
)
from judgekit.rulings.model import ID, STATUSES, Cite, Ruling

FENCE = "+++"
REQUIRED = ("id", "game", "lang", "question", "date", "source", "status")
OPTIONAL = ("rules", "also_asked", "cards", "scenario", "tags", "cites")
CITE_KEY = re.compile(r"^(?P<lang>[a-z]{2})/(?P<number>\d+(?:[.-]\d+)*)$")


class RulingError(ValueError):
    """A ruling file that cannot be read; the message starts with ``file:line:``."""

    def __init__(self, path: Path, line: int, message: str):
        self.path, self.line = path, line
        super().__init__(f"{path}:{line}: {message}")


def split_header(path: Path, text: str) -> tuple[str, str, int]:
    """(header TOML, Markdown answer, line where the answer starts)."""
    lines = text.split("\n")
    if not lines or lines[0].strip() != FENCE:
        raise RulingError(path, 1, f"a ruling starts with a '{FENCE}' line, then its header")
    for i, line in enumerate(lines[1:], 2):
        if line.strip() == FENCE:
            return "\n".join(lines[1:i - 1]), "\n".join(lines[i:]).strip("\n"), i + 1
    raise RulingError(path, 1, f"the header opened here is never closed by a '{FENCE}' line")


def _line_of(header: str, key: str) -> int:
    """The file line of ``key = …`` in the header (2 for the first header line)."""
    for i, line in enumerate(header.split("\n"), 2):
        if re.match(rf'^\s*"?{re.escape(key)}"?\s*=', line) or line.strip() == f"[{key}]":
            return i
    return 1


def read_ruling(path: Path, default_rules: dict[str, str] | None = None) -> Ruling:
    """One ruling file, its header checked for shape (what it cites is checked elsewhere)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RulingError(path, 1, f"cannot be read: {exc}") from exc
    try:
        check_size(text, str(path))
        header, answer, answer_line = split_header(path, text)
        check_nesting(header, str(path))
        check_numbers(header, str(path), most=MAX_NUMBER_DIGITS, first_line=2, outside_strings=True)
        check_markdown(answer, str(path), line_at(text, text.find(answer, len(header))))
    except InputError as exc:
        raise RulingError(path, exc.line, (f"{exc.field}: " if exc.field else "") + exc.problem) from exc
    try:
        data = tomllib.loads(header)
    except tomllib.TOMLDecodeError as exc:
        m = re.search(r"at line (\d+)", str(exc))
        line = int(m[1]) + 1 if m else 1
        raise RulingError(path, line, f"the header is not valid TOML: {exc}") from exc

    def fail(key: str, message: str) -> RulingError:
        return RulingError(path, _line_of(header, key), message)

    unknown = sorted(set(data) - set(REQUIRED) - set(OPTIONAL))
    if unknown:
        raise fail(unknown[0], f"unknown header field '{unknown[0]}'; "
                               f"fields: {', '.join(REQUIRED + OPTIONAL)}")
    missing = [k for k in REQUIRED if k not in data]
    if missing:
        raise RulingError(path, 1, f"the header has no {', '.join(missing)}")
    for key in ("id", "game", "lang", "question", "source", "status", "rules", "scenario"):
        if key in data and not (isinstance(data[key], str) and data[key].strip()):
            raise fail(key, f"'{key}' must be a non-empty string")
    if not ID.match(data["id"]):
        raise fail("id", f"id '{data['id']}' is not of the form GZ-001")
    if not path.name.startswith(data["id"]):
        raise fail("id", f"the file name must start with the id '{data['id']}' (it is {path.name})")
    if data["status"] not in STATUSES:
        raise fail("status", f"status '{data['status']}' is not one of: {', '.join(STATUSES)}")
    date = data["date"]
    if isinstance(date, str):
        try:
            date = datetime.date.fromisoformat(date)
        except ValueError:
            pass
    if not isinstance(date, datetime.date) or isinstance(date, datetime.datetime):
        raise fail("date", "date must be a day written 2026-11-22")
    for key in ("cards", "tags", "also_asked"):
        value = data.get(key, [])
        if not (isinstance(value, list) and all(isinstance(v, str) and v.strip() for v in value)):
            raise fail(key, f"'{key}' must be a list of strings")
    cites = []
    table = data.get("cites", {})
    if not isinstance(table, dict):
        raise fail("cites", "cites must be a table of \"lang/number\" = \"hash\"")
    for key, value in table.items():
        m = CITE_KEY.match(key)
        if not m:
            raise fail(key, f"cite '{key}' must be written \"ja/10.4.3\" (a language, a slash, a number)")
        if not isinstance(value, str):
            raise fail(key, f"the hash of cite '{key}' must be a string (\"\" until accepted)")
        cites.append(Cite(m["lang"], m["number"], value))
    if not answer.strip():
        raise RulingError(path, answer_line, "the ruling has no answer below its header")
    rules = data.get("rules") or (default_rules or {}).get(data["game"], data["lang"])
    return Ruling(id=data["id"], game=data["game"], lang=data["lang"], rules=rules,
                  question=data["question"].strip(), date=date.isoformat(),
                  source=data["source"].strip(), status=data["status"], answer=answer,
                  path=path, answer_line=answer_line, cites=tuple(cites),
                  cards=tuple(data.get("cards", [])), scenario=data.get("scenario", ""),
                  tags=tuple(data.get("tags", [])), also_asked=tuple(data.get("also_asked", [])))
