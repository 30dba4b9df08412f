"""Printed card text → the engine's abilities: the one way in, for the engine, the site and the CLI.

The text is read whole by the grammar (``card.lark``, meanings built in ``parser``), Japanese
or English, icons written as words or in brackets (``強襲3`` or ``【強襲3】``). A part no rule
reads is a :class:`CompileError` quoting it and its position — never a silently dropped
ability. Before the grammar sees it, a text is held to budgets no printed card comes near.
"""

from __future__ import annotations

import functools

from judgekit.cardtext.errors import CompileError
from judgekit.cardtext.normal import normalise
from judgekit.cardtext.parser import parse_text
from judgekit.engine.ability_data import Ability
from judgekit.engine.cards import CardDef
from judgekit.inputs import MAX_DIGITS, long_number

__all__ = ["CompileError", "compile_card", "compile_text"]

MOST_TEXT = 2000  # characters of one card's text: the longest real one has about 300


@functools.lru_cache(maxsize=None)
def compile_card(card: CardDef) -> tuple[Ability, ...]:
    """The abilities of a card, from its printed text (cached per card: read once a process)."""
    return compile_text(card.text, strategy=card.type == "strategy")


def compile_text(text: str, strategy: bool = False) -> tuple[Ability, ...]:
    """The abilities a printed text means, or a CompileError naming the part that is not read."""
    if len(text) > MOST_TEXT:
        raise CompileError(text[:40] + "…", text[:40], 0, f"a card text is at most {MOST_TEXT} characters")
    plain = normalise(text)
    long = long_number(plain, MAX_DIGITS)
    if long:  # before the grammar reads it: int() has limits, and the game has none this big
        raise CompileError(plain, long.group()[:12] + "…", long.start(),
                           f"a number of {len(long.group())} digits; cards print at most 5")
    return parse_text(text, strategy)
