"""The shape a state text must have, checked field by field before a state is made of it.

A state text is written by hand for a bug report as often as by the engine, so a damaged one is
refused naming the field that is wrong and what it must be (``cards.A4.owner must be A or B,
not "C"``), never with a traceback. What the fields mean together (every card in exactly one
area) is :meth:`GameState.check`'s part.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from judgekit.engine.state import PHASES, PLAYERS


class ShapeError(ValueError):
    """The field that is wrong, and what it must be."""


class Must:
    """What one field must be: a test and the words for it."""

    def __init__(self, test: Callable[[object], bool], says: str):
        self.test, self.says = test, says


class Record:
    """A mapping's fields; only those in ``required`` must be there (a hand-written card need not
    say when it was placed)."""

    def __init__(self, fields: dict[str, Must], required: tuple[str, ...] | None = None):
        self.fields = fields
        self.required = tuple(fields) if required is None else required


def _whole(v: object) -> bool:
    return type(v) is int  # not bool: true is not a turn number


def _texts(v: object) -> bool:
    return isinstance(v, list) and all(isinstance(x, str) for x in v)


WHOLE = Must(_whole, "a whole number")
COUNT = Must(lambda v: _whole(v) and v >= 0, "a whole number 0 or more")
TEXT = Must(lambda v: isinstance(v, str), "a text")
TEXTS = Must(_texts, "a list of texts")
PLAYER = Must(lambda v: v in PLAYERS, "A or B")

CARD = Record({"name": TEXT, "owner": PLAYER, "placed_turn": COUNT, "played_by": TEXT,
               "since": COUNT, "under": Must(_texts, "a list of card ids")},
              required=("name", "owner"))
DEFINITION = Record({"name": TEXT, "type": Must(lambda v: v in ("monster", "battle", "strategy"),
                                                "monster, battle or strategy"),
                     "rank": COUNT, "colors": TEXTS, "traits": TEXTS, "threat": COUNT,
                     "counter": COUNT, "invasion": COUNT, "text": TEXT, "number": TEXT},
                    required=("name", "type", "rank"))
LASTING = Record({"cards": TEXTS, "stat": TEXT, "op": Must(lambda v: v in ("+", "×"), "+ or ×"),
                  "amount": WHOLE, "since": COUNT, "text": TEXT})
RESULT = Record({"winner": Must(lambda v: v is None or v in PLAYERS, "A, B or null (a draw)"),
                 "how": TEXT, "rule": TEXT})


def check_shape(data: dict) -> None:
    """Raise :class:`ShapeError` for the first field of ``data`` that is missing or wrong."""
    _field(data, "turn", Must(lambda v: _whole(v) and v >= 1, "a turn number 1 or more"))
    _field(data, "turn_player", PLAYER)
    _field(data, "phase", Must(lambda v: v in PHASES, "one of " + ", ".join(PHASES)))
    _field(data, "seed", WHOLE)
    _field(data, "clock", COUNT)
    _per_player(data, "position", Must(lambda v: _whole(v) and 1 <= v <= 8, "a zone number 1–8"))
    _per_player(data, "rage", COUNT)
    _per_player(data, "used", TEXTS)
    if "strategy_count" in data:
        _per_player(data, "strategy_count", Must(lambda v: _whole(v) and 2 <= v <= 3, "2 or 3"))
    if "vanished" in data:
        _mapping(data, "vanished", lambda where, v: _check(where, v, TEXT))
    if "lasting" in data:
        _field(data, "lasting", Must(lambda v: isinstance(v, list), "a list"))
        for i, entry in enumerate(data["lasting"]):
            _record(f"lasting.{i}", entry, LASTING)
    _field(data, "result", Must(lambda v: v is None or isinstance(v, dict), "null or a result"))
    if data["result"] is not None:
        _record("result", data["result"], RESULT)
    _mapping(data, "areas", lambda where, v: _check(where, v, Must(_texts, "a list of card ids")))
    _mapping(data, "cards", lambda where, v: _record(where, v, CARD))
    _mapping(data, "defs", lambda where, v: _record(where, v, DEFINITION))


def _check(where: str, value: object, must: Must) -> None:
    if not must.test(value):
        raise ShapeError(f"{where} must be {must.says}, not {json.dumps(value, ensure_ascii=False)}")


def _field(data: dict, name: str, must: Must) -> None:
    if name not in data:
        raise ShapeError(f"the field '{name}' is missing")
    _check(name, data[name], must)


def _per_player(data: dict, name: str, must: Must) -> None:
    _field(data, name, Must(lambda v: isinstance(v, dict) and sorted(v) == list(PLAYERS),
                            "one value for each of A and B"))
    for player in PLAYERS:
        _check(f"{name}.{player}", data[name][player], must)


def _mapping(data: dict, name: str, each: Callable[[str, object], None]) -> None:
    _field(data, name, Must(lambda v: isinstance(v, dict), "a mapping"))
    for key, value in data[name].items():
        each(f"{name}.{key}", value)


def _record(where: str, value: object, record: Record) -> None:
    if not isinstance(value, dict):
        raise ShapeError(f"{where} must be a mapping of {', '.join(record.fields)}")
    unknown = sorted(set(value) - set(record.fields))
    if unknown:
        raise ShapeError(f"{where} has no field '{unknown[0]}' (its fields: {', '.join(record.fields)})")
    for name in record.required:
        if name not in value:
            raise ShapeError(f"{where}.{name} is missing")
    for name, value_of_field in value.items():
        _check(f"{where}.{name}", value_of_field, record.fields[name])
