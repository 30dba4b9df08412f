"""The tokens of appendix A, read from the rules text itself (9.1.2.2), and the names of the
tokens that abilities make.

Their information is printed in the JP rules (``カード名: … 撃退力: 2000
テキスト: …``); reading it from there keeps the engine and the rules in step.
The fourth token lost its name in the source text and is left out: the card
list prints it (BP02-T04), and a scenario may define it in its table.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from collections.abc import Iterable, Iterator

from judgekit.engine.ability_data import Ability, Effect
from judgekit.engine.cards import CardDef, make_card

_FIELD = re.compile(r"(カード名|カード種別|色|特徴|等級|撃退力|テキスト):\s*")


def parse_token(text: str) -> CardDef | None:
    """A token from its appendix entry; None when the entry has no name."""
    parts = _FIELD.split(" ".join(text.split()))
    fields = dict(zip(parts[1::2], (p.strip() for p in parts[2::2])))
    if not fields.get("カード名"):
        return None
    traits = [t.strip(" 《》") for t in fields.get("特徴", "").split("/")]
    rank = unicodedata.normalize("NFKC", fields.get("等級", "0"))  # ② → 2
    card_text = fields.get("テキスト", "")
    return make_card(fields["カード名"], fields.get("カード種別", "交戦"), rank,
                     fields.get("色", "白"), "/".join(t for t in traits if t),
                     counter=fields.get("撃退力"), text="" if card_text == "(なし)" else card_text)


@functools.cache
def appendix_tokens() -> dict[str, CardDef]:
    from judgekit.rules.library import library

    doc = library().get("godzilla", "ja")
    tokens = {}
    for number in doc.sections["A"].children:
        token = parse_token(doc.sections[number].text)
        if token is not None:
            tokens[token.name] = token
    return tokens


def token_names(abilities: Iterable[Ability]) -> Iterator[str]:
    """The names of the tokens these abilities can make ("「結晶体」トークンを1枚出現させる"),
    in their effects, costs and options."""
    def walk(effects: Iterable[Effect]) -> Iterator[str]:
        for effect in effects:
            if effect.verb == "token":
                yield effect.name
            if effect.cost is not None:
                yield from walk([effect.cost])
            for _text, more in effect.options:
                yield from walk(more)

    for ability in abilities:
        yield from walk(ability.effects)


def find_token(name: str, defs: dict[str, CardDef]) -> str | None:
    """The key in ``defs`` of the token called ``name``: a definition by that key, or a token
    whose card name it is (a card list token is kept by its number, BP02-T04)."""
    if name in defs:
        return name
    return next((key for key, d in defs.items() if d.name == name and d.is_token), None)
