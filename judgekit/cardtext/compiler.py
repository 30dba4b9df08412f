"""Printed card text → the engine's ability values, by a grammar.

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
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from judgekit.engine.ability_data import Ability, Condition, Effect, Modifier, Target
from judgekit.engine.cards import CardDef

ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "Ⅰ": 1, "Ⅱ": 2, "Ⅲ": 3, "Ⅳ": 4}
PHASES = {"スタート": "start", "メイン": "main", "撃退": "counter", "エンド": "end",
          "start": "start", "main": "main", "counter": "counter", "end": "end"}


class CompileError(ValueError):
    """Text the grammar cannot read; says which part and where."""

    def __init__(self, text: str, part: str, position: int):
        super().__init__(f"cannot read 「{part}」 at character {position + 1} of 「{text}」")
        self.text, self.part, self.position = text, part, position


def normalise(text: str) -> str:
    """NFKC (full-width digits and signs), reminder text in parentheses removed (2.9.2)."""
    text = unicodedata.normalize("NFKC", text)
    # reminder text goes; parentheses inside a quoted card name (「ゴジラ(2023)」) stay
    parts = re.split(r"(「[^」]*」)", text)
    text = "".join(p if p.startswith("「") else re.sub(r"\([^()]*\)", "", p) for p in parts)
    text = text.replace("<", "《").replace(">", "》")
    return re.sub(r"\s+", " ", text).strip()


# -- prefixes: keywords and triggers that open an ability --------------------

@dataclass(frozen=True)
class Prefix:
    pattern: re.Pattern
    kind: str  # "keyword" | "trigger" | "awakening"


def _p(regex: str, kind: str) -> Prefix:
    return Prefix(re.compile(regex), kind)


PREFIXES = [
    _p(r"【?(?:強襲|Burst ?)(IV|I{1,3}|[1-4Ⅰ-Ⅳ])】?", "burst"),
    _p(r"【?(?:拠点|Base)】?", "base"),
    _p(r"これはデッキに好きな枚数入れてよい。", "any-number"),
    _p(r"【?(?:進化|Evolution ?)(\d+)】?【?《?([^【】《》\s]+?)》?】", "evolution"),
    _p(r"【?(?:進化|Evolution ?)(\d+)】?《([^《》]+)》", "evolution"),
    _p(r"【?(?:覚醒|Awakening ?)(\d+)】?", "awakening"),
    _p(r"【?(?:出現時|Enter)】?", "enter"),
    _p(r"【?(?:進攻時|When invading)】?", "invading"),
    _p(r"【?(?:逆襲|Counterattack)】?", "counterattack"),
    _p(r"(あなたの)?(スタート|メイン|撃退|エンド)フェイズ開始時、", "phase"),
    _p(r"(あなた|相手)のターン中、?", "during"),
    _p(r"(?:これ|このカード)が破壊される(?:時|際)、かわりに", "replace-destroy"),
    _p(r"If this card would be destroyed, instead ", "replace-destroy"),
    _p(r"(?:これ|あなたの怪獣カード)の怒りが増えるたび、", "event:rage-up:you"),
    _p(r"相手(?:の怪獣カード)?の怒りが増えた時、", "event:rage-up:opponent"),
    _p(r"(?:これ|あなたの怪獣カード)が前進するたび、", "event:advanced:you"),
    _p(r"(?:これ|あなたの怪獣カード)が進攻するたび、", "event:invaded:you"),
    _p(r"相手の怪獣カードが進攻した時、", "event:invaded:opponent"),
    _p(r"あなたの怪獣カードが出現した時、", "event:monster-played:you"),
    _p(r"あなたが相手の怪獣カードを撃退した時、", "event:countered:opponent"),
    _p(r"あなたが手札から交戦カードを捨てるたび、", "event:discarded-battle:you"),
    _p(r"At the beginning of (your )?(start|main|counter|end) phase, ?", "phase"),
]


# -- effect sentences ----------------------------------------------------------

TYPES = {"怪獣": "monster", "交戦": "battle", "戦略": "strategy", None: ""}


def _who(word: str) -> str:
    return "you" if word.lower() in ("あなた", "your", "これ", "あなたの怪獣カード") else "opponent"


def _n(text: str) -> int:
    return ROMAN.get(text) or int(text)


EFFECTS: list[tuple[re.Pattern, Callable]] = [
    (re.compile(r"(?:カードを|あなたは)(\d+)枚引く"), lambda m: Effect("draw", int(m[1]))),
    (re.compile(r"Draw (\d+) cards?", re.I), lambda m: Effect("draw", int(m[1]))),
    (re.compile(r"(あなた|相手|これ|あなたの怪獣カード)の【?怒り】?を(\d+)(増やす|減らす)"),
     lambda m: Effect("rage", int(m[2]) * (1 if m[3] == "増やす" else -1), _who(m[1]))),
    (re.compile(r"(?:(あなた|相手)は)?(?:自分の)?手札を(\d+)枚になるよう捨てる"),
     lambda m: Effect("discard-to", int(m[2]), _who(m[1] or "あなた"))),
    (re.compile(r"(あなた|相手)の山札を上から(\d+)枚捨て札にする"),
     lambda m: Effect("mill", int(m[2]), _who(m[1]))),
    (re.compile(r"(あなた|相手)の(?:脅威度(\d+)以下の)?怪獣カードを(\d+)エリア(前進|後退)させる"),
     lambda m: Effect("advance" if m[4] == "前進" else "retreat", int(m[3]), _who(m[1]),
                      condition=Condition("threat-at-most", int(m[2])) if m[2] else None)),
    (re.compile(r"(あなた|相手)の(?:進攻)?怪獣カードをエリア(\d+)まで前進させる"),
     lambda m: Effect("advance-to", int(m[2]), _who(m[1]))),
    (re.compile(r"Increase your rage by (\d+)", re.I), lambda m: Effect("rage", int(m[1]))),
    (re.compile(r"Reduce your opponent's rage by (\d+)", re.I),
     lambda m: Effect("rage", -int(m[1]), "opponent")),
    (re.compile(r"(?:これ|このカード)を【?破壊】?する"), lambda m: Effect("destroy-self")),
    (re.compile(r"Destroy this card", re.I), lambda m: Effect("destroy-self")),
    (re.compile(r"(?:これ|このカード)を(?:あなたの)?手札に戻す"), lambda m: Effect("return-self")),
    (re.compile(r"return this card to your hand", re.I), lambda m: Effect("return-self")),
    (re.compile(r"(あなた|相手)の進攻怪獣を(\d+)回(前進|後退)させる"),
     lambda m: Effect("advance" if m[3] == "前進" else "retreat", int(m[2]), _who(m[1]))),
    (re.compile(r"(Advance|Retreat) (your|your opponent's) invading monster (\d+) times?", re.I),
     lambda m: Effect(m[1].lower(), int(m[3]), "you" if m[2].lower() == "your" else "opponent")),
    (re.compile(r"手札を(\d+)枚捨てる"), lambda m: Effect("discard", int(m[1]))),
    (re.compile(r"Discard (\d+) cards?", re.I), lambda m: Effect("discard", int(m[1]))),
    (re.compile(r"あなたの捨て札から「(.+?)」の交戦カードを1枚出現させる"),
     lambda m: Effect("play-from-discard", 1, name=m[1])),
    (re.compile(r'Play 1 battle card named "(.+?)" from your discard pile', re.I),
     lambda m: Effect("play-from-discard", 1, name=m[1])),
]

def _destroy(m: re.Match) -> Effect:
    target = Target(owner=_who(m["owner"]), type="battle" if m["type"] == "交戦" else "strategy",
                    rank_max=int(m["rmax"]) if m["rmax"] else None,
                    rank_min=int(m["rmin"]) if m["rmin"] else None, trait=m["trait"] or "",
                    same_column=bool(m["column"]), monster_column=bool(m["mcolumn"]),
                    other=bool(m["other"]),
                    zones=tuple(range(int(m["z1"]), int(m["z2"]) + 1)) if m["z1"] else ())
    return Effect("destroy", int(m["n"]) if m["n"] else 0, target=target, upto=bool(m["upto"]))


EFFECTS.append((re.compile(
    r"(?:(?P<column>これ)|(?P<mcolumn>あなたの怪獣カード))?(?:と同じ縦列にいる)?(?P<owner>あなた|相手)の(?:エリア(?P<z1>\d)~(?P<z2>\d)にいる)?"
    r"(?P<other>他の)?"
    r"(?:等級(?P<rmax>\d+)以下の|等級(?P<rmin>\d+)以上の)?(?:《(?P<trait>[^》]+)》を持つ)?"
    r"(?P<type>交戦|戦略)カードを(?:すべて|(?P<n>\d+)枚(?P<upto>まで)?)【?破壊】?する"), _destroy))

ROMAN_OR_DIGIT = r"(?:IV|I{1,3}|\d+)"
CARD_FILTER = (
    r"(?:(?P<kw>強襲|進化)を持つ)?"
    r"(?:《(?P<t1>[^》]+)》(?:、?か《(?P<t2>[^》]+)》)?を持つ)?"
    r"(?:進攻(?P<inv>\d)の)?"
    r"(?:等級(?P<rank>" + ROMAN_OR_DIGIT + r")(?P<cmp>以下|以上)?の)?"
    r"(?:「(?P<name>.+?)」(?:の(?P<type1>怪獣|交戦|戦略)カード)?|(?P<type2>怪獣|交戦|戦略)カード|カード)"
)


def _card_filter(m: re.Match, area: str) -> Target:
    rank = _n(m["rank"]) if m["rank"] else None
    return Target(owner="you", area=area, type=TYPES[m["type1"] or m["type2"]], name=m["name"] or "",
                  keyword={"強襲": "burst", "進化": "evolution", None: ""}[m["kw"]],
                  traits_any=tuple(t for t in (m["t1"], m["t2"]) if t),
                  invasion=int(m["inv"]) if m["inv"] else None,
                  rank=rank if not m["cmp"] else None,
                  rank_max=rank if m["cmp"] == "以下" else None,
                  rank_min=rank if m["cmp"] == "以上" else None)


def _search(m: re.Match) -> Effect:
    return Effect("search", int(m["n"]), target=_card_filter(m, "deck"), upto=True,
                  to="hand" if m["to"].startswith("公開") else "play")


EFFECTS.append((re.compile(
    r"あなたの山札から、?" + CARD_FILTER + r"を(?P<n>\d+)枚まで探して"
    r"(?P<to>公開し、手札に加え|出現させ)、山札をシャッフルする"), _search))

EFFECTS.append((re.compile(r"「(.+?)」トークンを(\d+)枚出現させる"),
                lambda m: Effect("token", int(m[2]), name=m[1])))

STATS = {"脅威度": "threat", "撃退力": "counter", "threat level": "threat", "counter power": "counter"}

MODIFIERS: list[tuple[re.Pattern, Callable]] = [
    (re.compile(r"あなたのエリアにいる《(.+?)》を持つ(怪獣|交戦)カードの(脅威度|撃退力)\+(\d+)"),
     lambda m: Modifier(STATS[m[3]], int(m[4]),
                        "your-monster" if m[2] == "怪獣" else "your-battle-cards", m[1])),
    (re.compile(r"(Monster|Battle) cards with 《(.+?)》 in your zones get \+(\d+) "
                r"(threat level|counter power)", re.I),
     lambda m: Modifier(STATS[m[4].lower()], int(m[3]),
                        "your-monster" if m[1].lower() == "monster" else "your-battle-cards", m[2])),
    (re.compile(r"(?:このカード|これ)の(脅威度|撃退力)\+(\d+)"),
     lambda m: Modifier(STATS[m[1]], int(m[2]))),
    (re.compile(r"This card gets \+(\d+) (threat level|counter power)", re.I),
     lambda m: Modifier(STATS[m[2].lower()], int(m[1]))),
    (re.compile(r"(脅威度|撃退力)\+(\d+)"), lambda m: Modifier(STATS[m[1]], int(m[2]))),  # this card's
]


COSTS: list[tuple[re.Pattern, Callable]] = [
    (re.compile(r"(?:あなたの)?手札(?:から|の)?(?:(怪獣|交戦|戦略)カードを)?を?(\d+)枚捨てる"),
     lambda m: Effect("discard", int(m[2]), card_type=TYPES[m[1]])),
]
COSTS.append((re.compile(r"(?:あなたの)?手札(?:から|の)" + CARD_FILTER + r"を(?P<n>\d+)枚捨てる"),
              lambda m: Effect("discard", int(m["n"]), target=_card_filter(m, "hand"))))

CONDITIONS: list[tuple[re.Pattern, Callable]] = [
    (re.compile(r"(?:これ|あなたの怪獣カード)の怒りが(\d+)以上"),
     lambda m: Condition("rage-at-least", int(m[1]))),
    (re.compile(r"あなたの捨て札の(怪獣|交戦|戦略)?カードが(\d+)枚以上"),
     lambda m: Condition("discard-at-least", int(m[2]), type=TYPES[m[1]])),
    (re.compile(r"あなたのエリアに「(.+?)」が(?:(\d+)枚以上)?いる"),
     lambda m: Condition("named-in-zones", int(m[2] or 1), name=m[1])),
    (re.compile(r"これがエリア(\d+)にいる"), lambda m: Condition("in-zone", int(m[1]))),
    (re.compile(r"相手の怒りが(\d+)以上"), lambda m: Condition("opponent-rage-at-least", int(m[1]))),
    (re.compile(r"あなたのエリアに(?:他の)?交戦カードが(\d+)枚以上いる"),
     lambda m: Condition("battle-cards-at-least", int(m[1]))),
    (re.compile(r"これが相手の怪獣カードと同じ縦列にいる"), lambda m: Condition("column-with-opponent")),
    (re.compile(r"これがあなたの怪獣カードの隣接エリアにいる"), lambda m: Condition("adjacent-to-monster")),
    (re.compile(r"これの下にカードが(\d+)枚以上ある"), lambda m: Condition("under-at-least", int(m[1]))),
    (re.compile(r"(あなた|相手)が(拠点|戦略カード)を(?:(\d+)枚以上)?置いている"),
     lambda m: Condition("strategy-placed", int(m[3] or 1), name=_who(m[1]),
                         type="base" if m[2] == "拠点" else "")),
]


def _sentences(body: str) -> list[tuple[str, int]]:
    """Sentences (ending in 。 or .) with their offsets in ``body``."""
    out, start = [], 0
    for m in re.finditer(r"[。.](?!\d)", body):
        if body[start:m.end()].strip():
            out.append((body[start:m.end()].strip(), start))
        start = m.end()
    if body[start:].strip():
        out.append((body[start:].strip(), start))
    return out


def _joined(sentence: str) -> list[str] | None:
    """A sentence of joined effects split into its parts: 〜し、 and 〜枚引いて end one."""
    parts = re.split(r"(?<=し)、|(?<=引いて)、?", sentence)
    if len(parts) < 2:
        return None
    out = []
    for part in parts[:-1]:
        out.append(part[:-1] + "する。" if part.endswith("し") else part[:-3] + "引く。")
    return out + [parts[-1]]


def _whole(pattern: re.Pattern, sentence: str) -> re.Match | None:
    return pattern.fullmatch(sentence.rstrip("。. "))


@functools.lru_cache(maxsize=None)
def compile_card(card: CardDef) -> tuple[Ability, ...]:
    """The abilities of a card, from its printed text (cached per card)."""
    return compile_text(card.text, strategy=card.type == "strategy")


def compile_text(text: str, strategy: bool = False) -> tuple[Ability, ...]:
    text = normalise(text)
    abilities: list[Ability] = []
    pos, awakening, during = 0, 0, ""
    while pos < len(text):
        rest = text[pos:]
        if rest[0] in " 、,":
            pos += 1
            continue
        prefix, m = _prefix(rest)
        if prefix in ("burst", "base", "evolution", "any-number"):
            abilities.append(_keyword(prefix, m, text))
            pos += m.end()
            continue
        if prefix == "awakening":
            awakening = int(m[1])
            pos += m.end()
            continue
        if prefix == "during":
            during = "your-turn" if m[1] == "あなた" else "opponent-turn"
            pos += m.end()
            continue
        trigger = ""
        if prefix == "replace-destroy":  # 10.2.1.3.1: "when this would be destroyed, instead …"
            pos += m.end()
            body_end = _next_prefix(text, pos)
            body = text[pos:body_end]
            optional = bool(re.search(r"てよい。?$|, if you like\.?$", body))
            plain = re.sub(r"してよい。?$", "する。", re.sub(r"戻してよい。?$", "戻す。", body))
            effects = _effects(text, plain, pos, [])
            if effects is None:
                raise CompileError(text, body, pos)
            abilities.append(Ability(body, "replacement", effects=effects, replaces="destroy",
                                     optional=optional, during=during, awakening=awakening))
            pos, awakening, during = body_end, 0, ""
            continue
        if prefix in ("enter", "invading", "counterattack"):
            trigger = prefix
            pos += m.end()
        elif prefix and prefix.startswith("event:"):
            trigger = prefix.removeprefix("event:")
            pos += m.end()
        elif prefix == "phase":
            trigger = ("phase:" if m[1] else "any-phase:") + PHASES[m[2]]
            pos += m.end()
        body_end = _next_prefix(text, pos)
        ability, stop = _ability(text, text[pos:body_end], pos, trigger, awakening, strategy)
        abilities.append(dataclasses.replace(ability, during=during) if during else ability)
        pos, awakening, during = stop, 0, ""
    return tuple(abilities)


def _prefix(rest: str) -> tuple[str | None, re.Match | None]:
    for p in PREFIXES:
        m = p.pattern.match(rest)
        if m:
            return p.kind, m
    return None, None


def _next_prefix(text: str, pos: int) -> int:
    """Where the next ability starts: after a sentence end, at a keyword or trigger."""
    for m in re.finditer(r"[。.](?!\d)", text[pos:]):
        end = pos + m.end()
        rest = text[end:].lstrip(" ")
        if _prefix(rest)[0] is not None:
            return end
    return len(text)


def _keyword(kind: str, m: re.Match, text: str) -> Ability:
    if kind == "burst":
        return Ability(m[0], "keyword", keyword="burst", value=_n(m[1]))
    if kind in ("base", "any-number"):  # any-number: 6.1.1.4 does not limit this card
        return Ability(m[0], "keyword", keyword=kind)
    return Ability(m[0], "auto", "phase:main", (Effect("evolve", int(m[1]), name=m[2]),),
                   keyword="evolution", value=int(m[1]))


def _ability(text: str, body: str, offset: int, trigger: str, awakening: int,
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
        condition, rest, rest_at = _leading(text, sentence, at, "なら、", CONDITIONS)
        found = _read(rest, MODIFIERS)
        if found is not None and trigger and effects:
            return Ability(text[offset:at].strip(), "auto", trigger, tuple(effects),
                           awakening=awakening), at
        if found is not None and not trigger and not effects:
            modifiers.append(dataclasses.replace(found, condition=condition) if condition else found)
            continue
        _cost, rest, rest_at = _leading(text, rest, rest_at, "ことで、", COSTS)
        raise CompileError(text, rest, rest_at)  # what the clauses before it govern is unread
    end = offset + len(body)
    if modifiers:
        return Ability(body, "continuous", modifiers=tuple(modifiers), awakening=awakening), end
    if not trigger:
        if not strategy:
            raise CompileError(text, body, offset)  # a one-shot effect with nothing to trigger it
        trigger = "strategy"  # 10.1.1.1.2
    return Ability(body, "auto", trigger, tuple(effects), awakening=awakening), end


def _effects(text: str, sentence: str, at: int, following: list[tuple[str, int]],
             ) -> tuple[Effect, ...] | None:
    """A sentence as one-shot effects, or None when it is not one.

    Read in order: 覚醒N (on an option), "〜なら、", "〜ことで、", then "以下をNつ行う" with the
    bullets that follow (taken from ``following``), one effect, or effects joined by 〜し、.
    """
    awake = re.match(r"【?覚醒(\d+)】?", sentence)
    if awake:
        sentence, at = sentence[awake.end():], at + awake.end()
    condition, sentence, at = _leading(text, sentence, at, "なら、", CONDITIONS)
    if awake:  # an option that needs 【覚醒N】 (12.4.2) is a condition on the monster's zone
        condition = Condition("monster-zone-at-least", int(awake[1]))
    cost, sentence, at = _leading(text, sentence, at, "ことで、", COSTS)
    given = {k: v for k, v in (("condition", condition), ("cost", cost)) if v is not None}
    modes = re.fullmatch(r"以下を(\d+)つ行う。?", sentence)
    if modes:  # the bullets after it are the options (10.5.2.2.1)
        options = []
        while following and following[0][0].startswith("・"):
            bullet, bullet_at = following.pop(0)
            read = _effects(text, bullet[1:], bullet_at + 1, [])
            if read is None:
                raise CompileError(text, bullet[1:], bullet_at + 1)
            options.append((bullet[1:], read))
        if len(options) < 2:
            raise CompileError(text, sentence, at)
        return (Effect("choose", int(modes[1]), options=tuple(options), **given),)
    found = _read(sentence, EFFECTS)
    if found is not None:
        # a sentence's own "if" or cost clause adds to what its pattern already set
        return (dataclasses.replace(found, **given),)
    parts = _joined(sentence)
    read = [_read(part, EFFECTS) for part in parts] if parts else []
    if read and all(read):  # "これを破壊し、…を出現させる": each after the one before, if it happened
        return (dataclasses.replace(read[0], **given),
                *(dataclasses.replace(e, with_previous=True) for e in read[1:]))
    return None


def _leading(text: str, sentence: str, at: int, marker: str, table: list) -> tuple:
    """A clause before ``marker`` ("〜なら、", "〜ことで、") read by ``table``: (value, rest, where)."""
    clause = re.match(r"(.+?)" + marker, sentence)
    if not clause:
        return None, sentence, at
    value = _read(clause[1], table)
    if value is None:
        raise CompileError(text, clause[1], at)
    return value, sentence[clause.end():], at + clause.end()


def _read(sentence: str, table: list[tuple[re.Pattern, Callable]]):
    for pattern, build in table:
        m = _whole(pattern, sentence)
        if m:
            return build(m)
    return None
