"""The card database: real cards by number (and by name where the name is unique).

Read from a file in the format of ``rules_text/cards/godzilla-cards.json``
(checked against its SHA-256 for the project's own copy) into ``CardDef``s.
"""

from __future__ import annotations

import functools
import hashlib
import re
import tomllib
from dataclasses import replace
from pathlib import Path

from judgekit.engine.cards import CardDef, CardError, make_card
from judgekit.inputs import InputError, line_at, load_json
from judgekit.rules.source import RULES_TEXT

CARDS_DIR = RULES_TEXT / "cards"


class CardFileError(ValueError):
    """A card file that cannot be read; says which file and which card."""


def read_cards(path: Path) -> list[CardDef]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CardFileError(f"{path}: cannot be read: {exc}") from exc
    try:
        data = load_json(text, str(path))
    except InputError as exc:
        raise CardFileError(f"{exc.file}:{exc.line}: not a card file: {exc.problem}") from exc
    rows = data.get("cards") if isinstance(data, dict) else data
    if not isinstance(rows, list):
        raise CardFileError(f"{path}:1: not a card file: no list of cards (a list, or \"cards\": [...])")
    cards = []
    rows_at = [m.start() for m in re.finditer(r'"number"\s*:', text)]
    for i, row in enumerate(rows, 1):
        line = line_at(text, rows_at[i - 1]) if len(rows_at) >= i else 1
        if not isinstance(row, dict):
            raise CardFileError(f"{path}:{line}: card {i} must be a mapping of its fields")
        where = f"{path}:{line}: card {i} ({str(row.get('number', 'no number'))[:20]})"
        try:
            kind = str(row["type"]).split(",")[0].strip()
            power = row.get("power", 0)
            colors = "/".join(c.strip() for c in str(row.get("color", "白")).split(","))
            card = make_card(row["name"], kind, row["rank"], colors, "/".join(row.get("traits", [])),
                             threat=power if kind == "怪獣" else None,
                             counter=power if kind == "交戦" else None,
                             invasion=row.get("invasion"), text=row.get("text", ""),
                             number=row["number"])
        except KeyError as exc:
            raise CardFileError(f"{where}: the field {exc} is missing") from exc
        except (CardError, TypeError) as exc:
            raise CardFileError(f"{where}: {exc}") from exc
        if "拠点" in str(row["type"]) and "拠点" not in card.text:
            card = replace(card, text="拠点" + card.text)  # the type line carries the keyword
        cards.append(card)
    return cards


@functools.cache
def database() -> dict[str, CardDef]:
    """The project's cards by number, checked against the recorded SHA-256."""
    source = tomllib.loads((CARDS_DIR / "source.toml").read_text(encoding="utf-8"))
    path = CARDS_DIR / source["file"]
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    if digest != source["sha256"]:
        raise CardFileError(f"{path}: SHA-256 {digest} is not the recorded {source['sha256']}")
    return {card.number: card for card in read_cards(path)}


def card_list_tokens() -> dict[str, CardDef]:
    """The tokens the card list prints (-T numbers, BP02-T04), by number: with appendix A of the
    rules, every token a known card can make (9.1.2.2)."""
    return {number: card for number, card in database().items() if card.is_token}


def find(key: str) -> CardDef | None:
    """A card by number (``BP01-002``, ``bp01-002``) or by a name only one card has."""
    cards = database()
    if key.strip().upper() in cards:
        return cards[key.strip().upper()]
    named = [c for c in cards.values() if c.name == key]
    return named[0] if len(named) == 1 else None
