"""The shape a state text must have, checked field by field before a state is made of it.

A state text is written by hand for a bug report as often as by the engine, so a damaged one is
refused naming the field that is wrong and what it must be (``cards.A4.owner must be A or B,
not "C"``), never with a traceback. What the fields mean together (every card in exactly one
area) is :meth:`GameState.check`'s part.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from typing import TypeGuard

from judgekit.engine.ability_data import Cause, Event, Target
from judgekit.engine.state import EXPIRY_ORDER, PHASES, PLAYERS


class ShapeError(ValueError):
    """The field that is wrong (``field``: its dotted path), and what it must be."""

    def __init__(self, message: str, field: str = ""):
        super().__init__(message)
        self.field = field


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


def _whole(v: object) -> TypeGuard[int]:
    return type(v) is int  # not bool: true is not a turn number


def _texts(v: object) -> bool:
    return isinstance(v, list) and all(isinstance(x, str) for x in v)


def within(low: int, high: int, what: str = "a whole number") -> Must:
    """A whole number the game can mean: far beyond any real value, short of absurd ones."""
    return Must(lambda v: _whole(v) and low <= v <= high, f"{what} from {low} to {high:,}")


WHOLE = within(-(2**63), 2**63 - 1)  # a seed
COUNT = within(0, 999)  # turns, rage, ranks, how many times
CLOCK = within(0, 10**9)  # the engine's step counter, and when a card was placed by it
POWER = within(0, 10**6)  # threat and counter power: the cards print up to 5 digits
TEXT = Must(lambda v: isinstance(v, str), "a text")
TARGET_FIELDS = frozenset(f.name for f in dataclasses.fields(Target))


def _target_fields(v: object) -> bool:
    """A card phrase kept in a saved game (a prohibition's cards, a timed trigger's): a Target's fields."""
    return isinstance(v, dict) and set(v) <= TARGET_FIELDS and all(
        isinstance(x, (str, int, bool, list)) or x is None for x in v.values())
TEXTS = Must(_texts, "a list of texts")
PLAYER = Must(lambda v: v in PLAYERS, "A or B")

CARD = Record({"name": TEXT, "owner": PLAYER, "placed_turn": COUNT, "played_by": TEXT,
               "played_from": TEXT,
               "since": CLOCK, "under": Must(_texts, "a list of card ids")},
              required=("name", "owner"))
DEFINITION = Record({"name": TEXT, "type": Must(lambda v: v in ("monster", "battle", "strategy"),
                                                "monster, battle or strategy"),
                     "rank": COUNT, "colors": TEXTS, "traits": TEXTS, "threat": POWER,
                     "counter": POWER, "invasion": COUNT, "text": TEXT, "number": TEXT},
                    required=("name", "type", "rank"))
LASTING = Record({"cards": TEXTS, "stat": TEXT, "op": Must(lambda v: v in ("+", "×", "="), "+, × or ="),
                  "amount": within(-(10**6), 10**6), "since": CLOCK, "text": TEXT,
                  # until when, if not this turn (10.2.1.2): [turn, moment]; a prohibition's or an
                  # action allowed again: the action and the player
                  "until": Must(lambda v: isinstance(v, list) and len(v) == 2 and _whole(v[0])
                                and v[1] in EXPIRY_ORDER, "[a turn, one of " + ", ".join(EXPIRY_ORDER) + "]"),
                  "action": TEXT, "player": PLAYER,
                  # a prohibition's zones (1.3.3: "エリア6~8に", this card's column as it was) and whose effects
                  "zones": Must(lambda v: isinstance(v, list) and all(_whole(n) and 1 <= n <= 8 for n in v),
                                "a list of zones 1-8"), "by": PLAYER,
                  # an ability granted for a time (10.8.1.2): the card whose text grants it, and its words
                  "source": TEXT, "grants": TEXTS,
                  # the cards a prohibition for a time names (1.3.3): a target's fields
                  "names": Must(_target_fields, "a mapping of target fields (" + ", ".join(sorted(TARGET_FIELDS)) + ")"),
                  # from when, if it starts later (a window, 10.2.1.2): [turn, phase]
                  "from": Must(lambda v: isinstance(v, list) and len(v) == 2 and _whole(v[0]) and v[1] in PHASES,
                               "[a turn, one of " + ", ".join(PHASES) + "]"),
                  # the turns between this turn and a window it also lasts through (10.2.1.2): [first, last]
                  "skip": Must(lambda v: isinstance(v, list) and len(v) == 2 and all(_whole(t) for t in v),
                               "[a first turn, a last turn]")},
                 required=("cards", "stat", "op", "amount", "since", "text"))
TIMED_EVENT = Record({"event": Must(lambda v: v in {e.value for e in Event}, "an event of ability_data.Event"), "whose": Must(lambda v: v in ("you", "opponent", "any"), "you, opponent or any"),
                      "zones": Must(lambda v: isinstance(v, list) and all(_whole(z) and 1 <= z <= 8 for z in v),
                                    "a list of zone numbers 1–8"),
                      "column": Must(lambda v: isinstance(v, bool), "true or false"),
                      "kind": Must(lambda v: v in ("", "monster", "battle", "strategy"), "a card type or \"\""),
                      "own": Must(lambda v: isinstance(v, bool), "true or false"),
                      "cause": Must(lambda v: v in {c.value for c in Cause}, "a cause of ability_data.Cause"),
                      # the card phrase the event's card must fit (Trigger.card): a target's fields
                      "card": Must(_target_fields, "a mapping of target fields (" + ", ".join(sorted(TARGET_FIELDS)) + ")")},
                     required=("event", "whose"))
# a timed trigger waiting for its moment (10.6.5): see GameState.timed
TIMED = Record({"at": Must(lambda v: v in (*PHASES, "turn-end", "event"), "a phase, turn-end or event"),
                "player": Must(lambda v: v in ("", *PLAYERS), "A, B or \"\" (whoever's turn it is)"),
                "first": within(1, 999, "a turn number"), "card": TEXT, "master": PLAYER, "text": TEXT,
                "event": Must(lambda v: isinstance(v, dict), "a mapping of event, whose, zones, column"),
                "burst": Must(lambda v: isinstance(v, bool), "true or false"), "since": CLOCK,
                "last": within(1, 999, "a turn number"), "it": TEXTS},
               required=("at", "player", "first", "card", "master", "text"))
RESULT = Record({"winner": Must(lambda v: v is None or v in PLAYERS, "A, B or null (a draw)"),
                 "how": TEXT, "rule": TEXT})


def check_shape(data: dict) -> None:
    """Raise :class:`ShapeError` for the first field of ``data`` that is missing or wrong."""
    _field(data, "turn", within(1, 999, "a turn number"))
    _field(data, "turn_player", PLAYER)
    _field(data, "phase", Must(lambda v: v in PHASES, "one of " + ", ".join(PHASES)))
    _field(data, "seed", WHOLE)
    _field(data, "clock", CLOCK)
    _per_player(data, "position", Must(lambda v: _whole(v) and 1 <= v <= 8, "a zone number 1–8"))
    _per_player(data, "rage", COUNT)
    _per_player(data, "used", TEXTS)
    if "done" in data:
        _per_player(data, "done", TEXTS)
    if "strategy_count" in data:
        _per_player(data, "strategy_count", Must(lambda v: _whole(v) and 2 <= v <= 3, "2 or 3"))
    if "vanished" in data:
        _mapping(data, "vanished", lambda where, v: _check(where, v, TEXT))
    if "lasting" in data:
        _field(data, "lasting", Must(lambda v: isinstance(v, list), "a list"))
        for i, entry in enumerate(data["lasting"]):
            _record(f"lasting.{i}", entry, LASTING)
    if "timed" in data:
        _field(data, "timed", Must(lambda v: isinstance(v, list), "a list"))
        for i, entry in enumerate(data["timed"]):
            _record(f"timed.{i}", entry, TIMED)
            if "event" in entry:
                _record(f"timed.{i}.event", entry["event"], TIMED_EVENT)
    _field(data, "result", Must(lambda v: v is None or isinstance(v, dict), "null or a result"))
    if data["result"] is not None:
        _record("result", data["result"], RESULT)
    _mapping(data, "areas", lambda where, v: _check(where, v, Must(_texts, "a list of card ids")))
    _mapping(data, "cards", lambda where, v: _record(where, v, CARD))
    _mapping(data, "defs", lambda where, v: _record(where, v, DEFINITION))


def _check(where: str, value: object, must: Must) -> None:
    if not must.test(value):
        shown = json.dumps(value, ensure_ascii=False)
        shown = shown if len(shown) <= 60 else shown[:57] + "..."
        raise ShapeError(f"{where} must be {must.says}, not {shown}", where)


def _field(data: dict, name: str, must: Must) -> None:
    if name not in data:
        raise ShapeError(f"the field '{name}' is missing", name)
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
        raise ShapeError(f"{where} must be a mapping of {', '.join(record.fields)}", where)
    unknown = sorted(set(value) - set(record.fields))
    if unknown:
        raise ShapeError(f"{where} has no field '{unknown[0]}' (its fields: {', '.join(record.fields)})",
                         f"{where}.{unknown[0]}")
    for name in record.required:
        if name not in value:
            raise ShapeError(f"{where}.{name} is missing", where)
    for name, value_of_field in value.items():
        _check(f"{where}.{name}", value_of_field, record.fields[name])
