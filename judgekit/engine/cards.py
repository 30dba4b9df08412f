"""What a card is, as printed: the information of rules chapter 2.

A :class:`CardDef` is a value (frozen, hashable); the cards on the board are
instances of it with their own ids (``state``). Values come from a scenario's
card table or the card database, in Japanese or English, and are checked
here so every source gets the same errors.
"""

from __future__ import annotations

import functools
import operator
import unicodedata
from dataclasses import dataclass, fields

TYPES = {"monster": "monster", "battle": "battle", "strategy": "strategy",
         "怪獣": "monster", "交戦": "battle", "戦略": "strategy"}  # 2.2
COLORS = {"red": "red", "blue": "blue", "white": "white", "green": "green",
          "赤": "red", "青": "blue", "白": "white", "緑": "green"}  # 2.4.3
ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "Ⅰ": 1, "Ⅱ": 2, "Ⅲ": 3, "Ⅳ": 4}


class CardError(ValueError):
    """A card value that cannot be; the message names the field and the value."""


@dataclass(frozen=True)
class CardDef:
    name: str
    type: str  # "monster" | "battle" | "strategy" (2.2)
    rank: int  # monster rank I–IV as 1–4; battle / strategy rank (2.3)
    colors: tuple[str, ...] = ("white",)  # 2.4, several for multicolored cards (2.4.4)
    traits: tuple[str, ...] = ()  # 2.5
    threat: int = 0  # monster threat level (2.6)
    counter: int = 0  # battle card counter power (2.7)
    invasion: int = 1  # invasion icon (2.8)
    text: str = ""  # printed text (2.9); compiled into abilities elsewhere
    number: str = ""  # card number (2.11), "" for scenario-defined cards

    @functools.cached_property
    def is_token(self) -> bool:  # asked of every card of the pool for each random deck
        return "トークン" in self.traits  # 9.1.5

    # A definition is looked up by value thousands of times a game (its compiled abilities, its
    # index, deck checks): its hash is worked out once, and equality looks at the name first.
    def __hash__(self) -> int:
        known = self.__dict__.get("_hash")
        if known is None:
            known = hash(self._fields())
            object.__setattr__(self, "_hash", known)
        return known

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, CardDef)
        return self is other or self.name == other.name and self._fields() == other._fields()

    def _fields(self) -> tuple:
        return _FIELDS(self)

    def __getstate__(self) -> dict:
        return {k: v for k, v in self.__dict__.items() if k != "_hash"}  # str hashes differ by process


_FIELDS = operator.attrgetter(*(f.name for f in fields(CardDef)))  # every field, as a tuple


def parse_type(value: str) -> str:
    key = value.strip().lower()
    if key not in TYPES:
        raise CardError(f"type '{value}' is not one of monster, battle, strategy (怪獣, 交戦, 戦略)")
    return TYPES[key]


def json_type(value: object) -> str:
    return {bool: "true/false", int: "a number", float: "a number", list: "a list",
            dict: "a mapping", type(None): "null"}.get(type(value), type(value).__name__)


MOST_DIGITS = 6  # a number a card prints: threat and counter power have at most 5 digits


def _number_text(value: str | int | None, field: str) -> str:
    """The value as text, refused before ``int`` if it is no number a card can print."""
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise CardError(f"{field} must be a whole number, not {json_type(value)}")
    if isinstance(value, int) and abs(value) >= 10**MOST_DIGITS:
        raise CardError(f"{field} {value:.3g} is more than a card can print (at most {MOST_DIGITS} digits)")
    text = unicodedata.normalize("NFKC", str(value)).strip()
    if sum(ch.isdigit() for ch in text) > MOST_DIGITS:
        raise CardError(f"{field} '{text[:12]}…' has more digits than a card prints (at most {MOST_DIGITS})")
    return text


def parse_rank(value: str | int, card_type: str) -> int:
    text = _number_text(value, "rank").upper()
    if card_type == "monster":
        rank = ROMAN.get(text) or (int(text) if text.isdigit() else None)
        if rank not in (1, 2, 3, 4):
            raise CardError(f"monster rank '{value}' is not one of I–IV (1–4) (2.3.2.1)")
        return rank
    if not text.lstrip("-").isdigit():
        raise CardError(f"{card_type} rank '{value}' is not a whole number (2.3.2)")
    return max(0, int(text))  # 2.3.2.2.1, 2.3.2.3.1: a rank below 0 is 0


def parse_colors(value: str) -> tuple[str, ...]:
    parts = [p.strip().lower() for p in value.replace("、", "/").replace(",", "/").split("/")]
    if not value.strip() or any(p not in COLORS for p in parts):
        raise CardError(f"color '{value}' is not red, blue, white, green (赤, 青, 白, 緑), joined by /")
    return tuple(dict.fromkeys(COLORS[p] for p in parts))


def parse_number(value: str | int | None, field: str, default: int = 0) -> int:
    if value is None or (isinstance(value, str) and value.strip() == ""):
        return default
    text = _number_text(value, field).replace(",", "")
    if not text.lstrip("-").isdigit():
        raise CardError(f"{field} '{value}' is not a whole number")
    return int(text)


def make_card(name: str, type: str, rank: str | int, color: str = "white", traits: str = "",
              threat: str | int | None = None, counter: str | int | None = None,
              invasion: str | int | None = None, text: str = "", number: str = "") -> CardDef:
    """A card from the values of a table row (strings as written, or numbers)."""
    for field, value in (("name", name), ("type", type), ("color", color), ("traits", traits), ("text", text),
                         ("number", number)):
        if not isinstance(value, str):
            raise CardError(f"{field} must be a text, not {json_type(value)}")
    name = name.strip()
    if not name:
        raise CardError("a card needs a name")
    card_type = parse_type(type)
    return CardDef(
        name=name, type=card_type, rank=parse_rank(rank, card_type), colors=parse_colors(color),
        traits=tuple(t.strip() for t in traits.replace("、", "/").split("/") if t.strip()),
        threat=parse_number(threat, "threat"), counter=parse_number(counter, "counter"),
        invasion=parse_number(invasion, "invasion", default=1), text=text.strip(), number=number)
