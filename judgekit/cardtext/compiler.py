"""Printed card text → the engine's ability values, by the grammar in ``grammar``.

Text is read as it is printed, Japanese or English, icons written as
words or in brackets (``強襲3`` or ``【強襲3】``): keyword and trigger
prefixes start an ability, sentences ending in 。/. are its effects. A
sentence no rule of the grammar reads is a :class:`CompileError` quoting it
and its position — never a silently dropped ability.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable

from judgekit.cardtext.normal import normalise
from judgekit.cardtext.grammar import (
    CONDITIONS, COSTS, COUNTS, EFFECTS, MODIFIERS, PREFIXES, Prefix, number, signed,
)
from judgekit.engine.ability_data import EVOLUTION, Ability, Condition, Effect, Event, Modifier, Trigger, Turn
from judgekit.engine.cards import COLORS
from judgekit.engine.cards import CardDef
from judgekit.inputs import MAX_DIGITS, long_number

class CompileError(ValueError):
    """Text the grammar cannot read; says which part and where."""

    def __init__(self, text: str, part: str, position: int, why: str = ""):
        super().__init__(f"cannot read 「{part}」 at character {position + 1} of 「{text}」"
                         + (f": {why}" if why else ""))
        self.text, self.part, self.position = text, part, position


def _sentences(body: str) -> list[tuple[str, int]]:
    """Sentences (ending in 。 or .) with their offsets in ``body``."""
    out, start = [], 0
    for m in re.finditer(SENTENCE_END, body):
        if body[start:m.end()].strip():
            out.append((body[start:m.end()].strip(), start))
        start = m.end()
    if body[start:].strip():
        out.append((body[start:].strip(), start))
    return out


def _joined(sentence: str) -> list[str] | None:
    """A sentence of joined effects split into its parts: 〜し、 and 〜枚引いて end one."""
    parts = re.split(r"(?<=し)、|(?<=引いて)、?|(?<=捨て)、|(?<=させ)、", sentence)
    if len(parts) < 2:
        return None
    out = []
    for part in parts[:-1]:
        if part.endswith("引いて"):
            out.append(part[:-3] + "引く。")
        elif part.endswith(("捨て", "させ")):  # 捨て → 捨てる, 出現させ → 出現させる
            out.append(part + "る。")
        elif part.endswith(GODAN_SHI):  # 増やし → 増やす: a verb whose own stem ends in し
            out.append(part[:-1] + "す。")
        else:  # 破壊し → 破壊する: a noun with する
            out.append(part[:-1] + "する。")
    return out + [parts[-1]]


# 。 ends a sentence; a period only when no digit follows (not "1.5")
SENTENCE_END = r"。|\.(?!\d)"

# "〜なら、" and its forms; the comma is sometimes left out ("2枚以上なら相手は…")
IF = "(?:なら|ていたら|したら|たら)、?"

# Conditions on a player's rage, and whose rage "それ" then is.
RAGE_CONDITIONS = {"rage-at-least": "you", "opponent-rage-at-least": "opponent",
                   "opponent-rage-at-most": "opponent"}

# Verbs whose joined form ends in し but which are not "noun + する".
GODAN_SHI = ("増やし", "減らし", "戻し", "出し", "移し", "返し")


def _whole(pattern: re.Pattern, sentence: str) -> re.Match | None:
    return pattern.fullmatch(sentence.rstrip("。. "))


@functools.lru_cache(maxsize=None)
def compile_card(card: CardDef) -> tuple[Ability, ...]:
    """The abilities of a card, from its printed text (cached per card)."""
    return compile_text(card.text, strategy=card.type == "strategy")


MOST_TEXT = 2000  # characters of one card's text: the longest real one has about 300


def compile_text(text: str, strategy: bool = False) -> tuple[Ability, ...]:
    if len(text) > MOST_TEXT:
        raise CompileError(text[:40] + "…", text[:40], 0, f"a card text is at most {MOST_TEXT} characters")
    text = normalise(text)
    long = long_number(text, MAX_DIGITS)
    if long:  # before any pattern reads it: int() has limits, and the game has none this big
        raise CompileError(text, long.group()[:12] + "…", long.start(),
                           f"a number of {len(long.group())} digits; cards print at most 5")
    abilities: list[Ability] = []
    pos, awakening, during = 0, 0, None
    while pos < len(text):
        rest = text[pos:]
        if rest[0] in " 、,":
            pos += 1
            continue
        found = _prefix(rest)
        state = _read(found[1]["state"], CONDITIONS) if found and found[0].kind == "state" else None
        if found and found[0].kind == "state" and state is None:
            found = None  # "…時、" that is no state the grammar knows: read as a body
        trigger: Trigger | None = None
        if found:
            prefix, m = found
            if prefix.kind == "while-placed":
                pos += m.end()
                continue
            if prefix.kind in ("burst", "burst-unnumbered", "base", "evolution", "any-number", "resonance"):
                abilities.append(_keyword(prefix.kind, m))
                pos += m.end()
                continue
            if prefix.kind == "awakening":
                awakening = int(m[1])
                if not 1 <= awakening <= 8:  # 12.4.2 names a zone of the monster's
                    raise CompileError(text, m[0], pos, "【覚醒】 names a zone, 1–8 (4.4.3)")
                pos += m.end()
                continue
            if prefix.kind == "during":
                during = Turn.YOURS if m[1] == "あなた" else Turn.OPPONENTS
                pos += m.end()
                continue
            if prefix.kind.startswith("replace-"):  # 10.2.1.3.1: "when … would …, instead …"
                condition = _clause(text, m["if"], pos, CONDITIONS) if m.groupdict().get("if") else None
                start, pos = pos, pos + m.end()
                body_end = _next_prefix(text, pos)
                body = text[pos:body_end]
                optional = bool(re.search(r"てよい。?$|, if you like\.?$", body))
                plain = re.sub(r"してよい。?$", "する。", re.sub(r"戻してよい。?$", "戻す。", body))
                effects = _effects(text, plain, pos, [])
                if effects is None:
                    raise CompileError(text, body, pos)
                abilities.append(Ability(text[start:body_end].strip(), "replacement", effects=effects,
                                         replaces=prefix.kind.removeprefix("replace-"), optional=optional,
                                         during=during, awakening=awakening, condition=condition))
                pos, awakening, during = body_end, 0, None
                continue
            if prefix.trigger is not None:
                try:
                    trigger = prefix.trigger(m)
                except ValueError as exc:  # a trigger's own bound that means nothing ("エリア8~6")
                    raise CompileError(text, m[0], pos, str(exc)) from None
            elif prefix.kind == "state":  # 10.6.6: triggers while the state holds
                trigger = Trigger(Event.STATE)
            pos += m.end()
        body_end = _next_prefix(text, pos)
        ability, stop = _ability(text, text[pos:body_end], pos, trigger, awakening, strategy)
        _check_counts(text, ability, pos)
        if state is not None:
            ability = dataclasses.replace(ability, condition=state)
        abilities.append(dataclasses.replace(ability, during=during) if during else ability)
        pos, awakening, during = stop, 0, None
    return tuple(abilities)


MOST_COUNT = 60  # more cards than a deck holds, more zones than there are: no card says so


def _check_counts(text: str, ability: Ability, at: int) -> None:
    """A number no printed card could mean (a typo in a card table: "トークンを1000000枚") is refused
    here, not met in the middle of a game as a million decisions."""
    def effects(found):
        for e in found:
            yield e
            yield from effects((e.cost,) if e.cost else ())
            for _text, option in e.options:
                yield from effects(option)

    for e in effects(ability.effects):
        if abs(e.amount) > MOST_COUNT:
            raise CompileError(text, ability.text, at, f"a count of {e.amount}: no card counts beyond {MOST_COUNT}")


def _prefix(rest: str) -> tuple[Prefix, re.Match] | None:
    for p in PREFIXES:
        m = p.pattern.match(rest)
        if m:
            return p, m
    return None


def _next_prefix(text: str, pos: int) -> int:
    """Where the next ability starts: after a sentence end, at a keyword or trigger."""
    for m in re.finditer(SENTENCE_END, text[pos:]):
        end = pos + m.end()
        rest = text[end:].lstrip(" ")
        if _prefix(rest) is not None:
            return end
    return len(text)


def _keyword(kind: str, m: re.Match) -> Ability:
    if kind == "burst":
        return Ability(m[0], "keyword", keyword="burst", value=number(m[1]))
    if kind == "burst-unnumbered":  # 【強襲】 whose rank the text does not give: never played by it
        return Ability(m[0], "keyword", keyword="burst", value=0)
    if kind in ("base", "any-number"):  # any-number: 6.1.1.4 does not limit this card
        return Ability(m[0], "keyword", keyword=kind)
    if kind == "resonance":  # 12.8.2: more colors, and the condition list to follow
        colors = tuple(COLORS[c] for c in m["colors"].split("/"))
        return Ability(m[0], "keyword", keyword="resonance", colors=colors,
                       monster_traits=tuple(t for t in (m["t1"], m["t2"]) if t),
                       battle_traits=tuple(t for t in (m["b1"], m["b2"]) if t),
                       battle_rank_min=int(m["bmin"] or 0), strategy_at_least=int(m["smin"] or 0))
    return Ability(m[0], "auto", EVOLUTION, (Effect("evolve", int(m[1]), name=m[2]),),
                   keyword="evolution", value=int(m[1]))


def _ability(text: str, body: str, offset: int, trigger: Trigger | None, awakening: int,
             strategy: bool) -> tuple[Ability, int]:
    """One ability and where it ends: its sentences are one-shot effects or continuous modifiers.

    A triggered ability ends early at a sentence that can only be a continuous modifier
    ("出現時…。…なら、これの脅威度+10000。"): that sentence starts an ability of its own.
    """
    effects: list[Effect] = []
    modifiers: list[Modifier] = []
    sentences = [(sentence, offset + at) for sentence, at in _sentences(body)]
    while sentences:
        sentence, at = sentences.pop(0)
        if not modifiers:
            read = _effects(text, sentence, at, sentences)
            if read is not None:
                effects.extend(read)
                continue
        elif not trigger and _reads_as_effects(text, sentence, at):
            # "…進攻できない。エリア3にいる…を移動させる。": a one-shot effect starts its own ability
            return Ability(text[offset:at].strip(), "continuous", modifiers=tuple(modifiers),
                           awakening=awakening), at
        instead = re.fullmatch(r"(.+?)なら、かわりに(.+)", sentence)
        if instead and effects and not modifiers:  # "〜なら、かわりに…": the last effect or this one
            alt = _effects(text, instead[2], at + instead.start(2), [])
            if alt is None:
                raise CompileError(text, instead[2], at + instead.start(2))
            condition = _clause(text, instead[1], at, CONDITIONS)
            last = effects.pop()
            effects.append(Effect("instead", instead_if=condition,
                                  options=((instead[2], alt), (last.verb, (last,)))))
            continue
        condition, rest, rest_at = _elliptical(sentence, at, modifiers)
        if condition is None and _read(sentence, MODIFIERS) is None:  # else its "なら" is its own
            condition, rest, rest_at = _leading(text, sentence, at, "(?:なら、|では(?=これは))", CONDITIONS)
        per, rest, rest_at = _leading(text, rest, rest_at, "につき、", COUNTS)
        rest, rest_at = _linked(rest, rest_at)  # "さらに+5000": adds to what the sentence before gave
        found = _modifiers(rest, modifiers)
        if found and trigger and effects:
            return Ability(text[offset:at].strip(), "auto", trigger, tuple(effects),
                           awakening=awakening), at
        if found and not trigger and not effects:
            given = {k: v for k, v in (("condition", condition), ("per", per)) if v is not None}
            modifiers += [dataclasses.replace(f, **given) for f in found]
            continue
        _cost, rest, rest_at = _leading(text, rest, rest_at, "ことで、", COSTS)
        raise CompileError(text, rest, rest_at)  # what the clauses before it govern is unread
    end = offset + len(body)
    if modifiers:
        return Ability(body, "continuous", modifiers=tuple(modifiers), awakening=awakening), end
    if not trigger:
        if not strategy:
            raise CompileError(text, body, offset)  # a one-shot effect with nothing to trigger it
        trigger = Trigger(Event.STRATEGY)  # 10.1.1.1.2
    return Ability(body, "auto", trigger, tuple(effects), awakening=awakening), end


def _reads_as_effects(text: str, sentence: str, at: int) -> bool:
    try:
        return _effects(text, sentence, at, []) is not None
    except CompileError:  # its clauses are not an effect's: perhaps a modifier's
        return False


def _modifiers(sentence: str, before: list[Modifier]) -> list[Modifier]:
    """A sentence as continuous changes: one, two joined by "〜できず、", or an elliptical "+5000"
    that repeats the change before it ("…撃退力+5000。5枚以上あるなら、さらに+5000。")."""
    found = _read(sentence, MODIFIERS)
    if found is not None:
        return [found]
    joined = re.fullmatch(r"(.+?でき)ず、(.+)", sentence.rstrip("。. "))
    if joined:
        parts = [_read(joined[1] + "ない", MODIFIERS), _read(joined[2], MODIFIERS)]
        return parts if all(parts) else []
    bare = re.fullmatch(r"\+(\d+)。?", sentence)
    if bare and before:
        return [dataclasses.replace(before[-1], amount=int(bare[1]), condition=None, per=None)]
    return []


def _elliptical(sentence: str, at: int, before: list[Modifier]) -> tuple:
    """"5枚以上あるなら、": the condition before it again, with a new number."""
    m = re.match(r"(\d+)枚以上(?:ある|いる)なら、", sentence)
    previous = before[-1].condition if before else None
    if not m or previous is None or not previous.value:
        return None, sentence, at
    return dataclasses.replace(previous, value=int(m[1])), sentence[m.end():], at + m.end()


def _effects(text: str, sentence: str, at: int, following: list[tuple[str, int]],
             ) -> tuple[Effect, ...] | None:
    """A sentence as one-shot effects, or None when it is not one.

    Read in order: 覚醒N (on an option), "〜なら、", "〜ことで、", then "以下をNつ行う" with the
    bullets that follow (taken from ``following``), one effect, or effects joined by 〜し、.
    """
    if sentence.startswith("そうしたら、"):  # "if you do": only if the effect before happened
        read = _effects(text, sentence[6:], at + 6, following)
        return read and (dataclasses.replace(read[0], with_previous=True), *read[1:])
    awake = re.match(r"【?覚醒(\d+)】?", sentence)
    if awake:
        sentence, at = sentence[awake.end():], at + awake.end()
    sentence, at = _linked(sentence, at)
    cost_first = re.match(r"[^、]+ことで、", sentence)  # "〜することで、〜なら、": paid, then checked
    try:
        condition, sentence, at = (None, sentence, at) if cost_first else _leading(text, sentence, at, IF, CONDITIONS)
    except CompileError:  # "〜を公開し、それらが…なら…": the "if" belongs to a joined part
        joined = _joined_read(sentence, {})
        if joined is None and _read(sentence, MODIFIERS) is not None:
            return None  # "〜なら、…できる" read whole as a continuous change
        if joined is None:
            raise
        return joined
    if awake:  # an option that needs 【覚醒N】 (12.4.2) is a condition on the monster's zone
        condition = Condition("monster-zone-at-least", int(awake[1]))
    cost, sentence, at = _leading(text, sentence, at, "ことで、", COSTS)
    paid_first = False
    if cost is not None and condition is None:  # "〜することで、〜なら、": the cost comes first
        condition, sentence, at = _leading(text, sentence, at, IF, CONDITIONS)
        paid_first = condition is not None
    given = {k: v for k, v in (("condition", condition), ("cost", cost)) if v is not None}
    if paid_first:  # 10.5.4: the condition is part of what the cost pays for, checked after it
        given["paid_first"] = True
    if sentence.startswith("そのターン中、") and not _read(sentence, EFFECTS):
        return _until_end_of_turn(text, sentence, at, given)
    per, sentence, at = _leading(text, sentence, at, "につき、", COUNTS)
    if per is not None:
        given["per"] = per
    it_rage = re.fullmatch(r"それを(\d+)(増やす|減らす)。?", sentence)
    if it_rage and condition is not None and condition.kind in RAGE_CONDITIONS:
        # "相手の怒りが5以上なら、それを3減らす": それ is the rage the condition names
        return (Effect("rage", signed(it_rage[1], it_rage[2]), RAGE_CONDITIONS[condition.kind], **given),)
    by_count = re.fullmatch(r"(.+?)により以下を行う。?", sentence)
    if by_count:  # "…の数により以下を行う。・0‐… ・1‐…": the bullet numbered as the count
        per = _clause(text, by_count[1], at, COUNTS)
        options = _bullets(text, following, r"・(\d+)\D")
        return (Effect("by-count", per=per, options=tuple(options), **given),)
    modes = re.fullmatch(r"以下を(\d+)つ行う。?", sentence)
    if modes:  # the bullets after it are the options (10.5.2.2.1)
        options = _bullets(text, following, "・")
        if len(options) < 2:
            raise CompileError(text, sentence, at)
        return (Effect("choose", int(modes[1]), options=tuple(options), **given),)
    found = _read(sentence, EFFECTS)
    if found is not None and found.target is not None and found.target.area == "it" and condition is not None \
            and condition.target is not None and condition.target.area in ("it", "invasion-cost"):
        # "…を捨てたなら、あなたの捨て札からそれを出現させる": それ is the card the condition names
        found = dataclasses.replace(found, target=condition.target)
    if found is not None:
        return (_given(found, given),)
    return _joined_read(sentence, given)


def _given(effect: Effect, given: dict) -> Effect:
    """A sentence's own "if" or cost clause added to what the effect's phrase already set: a
    phrase's own bound ("相手の脅威度50000以下の怪獣カードを…後退させる", BP01-072) is kept beside
    the sentence's "それが交戦カードなら", never replaced by it."""
    condition = given.get("condition")
    if condition is not None and effect.condition is not None:
        first = condition.parts if condition.kind == "all" else (condition,)
        given = given | {"condition": Condition("all", parts=(*first, effect.condition))}
    return dataclasses.replace(effect, **given)


def _joined_read(sentence: str, given: dict) -> tuple[Effect, ...] | None:
    """"これを破壊し、…を出現させる": each part an effect, after the one before, if it happened."""
    parts = _joined(sentence)
    read = [_read(part, EFFECTS) for part in parts] if parts else []
    if read and all(read):
        return (_given(read[0], given),
                *(dataclasses.replace(e, with_previous=True) for e in read[1:]))
    return None


def _bullets(text: str, following: list[tuple[str, int]], head: str) -> list[tuple[str, tuple[Effect, ...]]]:
    """The bullets that follow "以下を…", taken from ``following`` while they start with ``head``:
    each its label (the number ``head`` captures, or else its text) and its effects."""
    options = []
    while following and (m := re.match(head, following[0][0])):
        bullet, bullet_at = following.pop(0)
        body, body_at = bullet[m.end():], bullet_at + m.end()
        read = _effects(text, body, body_at, [])
        if read is None:
            raise CompileError(text, body, body_at)
        options.append((m[1] if m.groups() else body, read))
    return options


def _linked(sentence: str, at: int) -> tuple[str, int]:
    """A sentence without the word that links it to the one before ("さらに" also, "その後、" then):
    it stands on its own, in order."""
    for word in ("さらに", "その後、"):
        if sentence.startswith(word):
            return sentence[len(word):], at + len(word)
    return sentence, at


def _until_end_of_turn(text: str, sentence: str, at: int, given: dict) -> tuple[Effect, ...] | None:
    """"そのターン中、…につき、これの撃退力+1000": a continuous change made by a one-shot effect,
    until the end of the turn (7.5.6)."""
    per, rest, _rest_at = _leading(text, sentence[7:], at + 7, "につき、", COUNTS)
    found = _read(rest, MODIFIERS)
    if found is None:
        return None
    return (Effect("until-end-of-turn", to="+", modifier=found, **given | ({"per": per} if per else {})),)


def _leading(text: str, sentence: str, at: int, marker: str, table: list) -> tuple:
    """A clause before ``marker`` ("〜なら、", "〜ことで、") read by ``table``: (value, rest, where)."""
    clause = re.match(r"(.+?)" + marker, sentence)
    if not clause:
        return None, sentence, at
    return _clause(text, clause[1], at, table), sentence[clause.end():], at + clause.end()


def _clause(text: str, clause: str, at: int, table: list):
    """A clause read by ``table`` (conditions may be joined by 〜いて、); unread, an error."""
    value = _read(clause, table)
    if value is None and table is CONDITIONS:
        value = _conjunction(clause)
    if value is None:
        raise CompileError(text, clause, at)
    return value


def _conjunction(clause: str) -> Condition | None:
    """"これがエリア8にいて、あなたが拠点を置いている": conditions joined by 〜いて、/〜で、/〜して、."""
    parts = re.split(r"(?<=いて)、|(?<=して)、|(?<=で)、", clause)
    if len(parts) < 2:
        return None
    plain = [re.sub(r"いて$", "いる", re.sub(r"して$", "", re.sub(r"(以上|以下)で$", r"\1", p)))
             for p in parts[:-1]] + [parts[-1]]
    read = [_read(p, CONDITIONS) for p in plain]
    return Condition("all", parts=tuple(read)) if all(read) else None


def _read(sentence: str, table: list[tuple[re.Pattern, Callable]]):
    for pattern, build in table:
        m = _whole(pattern, sentence)
        if m:
            return build(m)
    return None
