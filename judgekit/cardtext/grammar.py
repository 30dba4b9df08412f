"""The grammar of printed card text: what each phrase means to the engine.

Tables of regular expressions, each with the builder of the value it reads:
``PREFIXES`` (keywords and triggers that open an ability), ``EFFECTS``
(one-shot effects), ``MODIFIERS`` (continuous changes of numbers), ``COSTS``
("〜ことで"), ``CONDITIONS`` ("〜なら"). A new card set's phrases are new rows
here; ``compiler`` reads texts with these tables and never changes for them.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass

from judgekit.engine.ability_data import (
    LOST_ICON, Cause, Condition, Count, Effect, Event, Modifier, Phase, Tally, Target, Trigger, Whose,
)

ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "Ⅰ": 1, "Ⅱ": 2, "Ⅲ": 3, "Ⅳ": 4}
PHASES = {"スタート": "start", "メイン": "main", "撃退": "counter", "エンド": "end",
          "start": "start", "main": "main", "counter": "counter", "end": "end"}


# -- prefixes: keywords and triggers that open an ability --------------------

@dataclass(frozen=True)
class Prefix:
    pattern: re.Pattern
    kind: str  # a keyword's name | "trigger" | "awakening" | "during" | "state" | "replace-…"
    trigger: Callable[[re.Match], Trigger] | None = None  # kind "trigger": the trigger it reads


def _p(regex: str, kind: str) -> Prefix:
    return Prefix(re.compile(regex), kind)


def _t(regex: str, trigger: Trigger | Callable[[re.Match], Trigger]) -> Prefix:
    return Prefix(re.compile(regex), "trigger", trigger if callable(trigger) else lambda m: trigger)


def _phase(m: re.Match) -> Trigger:
    """"(あなたの)メインフェイズ開始時、": the phase, and whether only your own."""
    return Trigger(Event.PHASE, Whose.YOU if m[1] else Whose.ANY, Phase(PHASES[m[2]]))


def _invaded_into(m: re.Match) -> Trigger:
    lo, hi = int(m["lo"]), int(m["hi"])
    if lo > hi:
        raise ValueError(f"a zone range runs upwards (エリア{hi}~{lo}), not エリア{lo}~{hi}")
    return Trigger(Event.INVADED, Whose.ANY, zones=tuple(range(lo, hi + 1)))


PREFIXES = [
    _p(r"【?(?:強襲|Burst ?)(IV|I{1,3}|[1-4Ⅰ-Ⅳ])】?", "burst"),
    _p(r"【?強襲】?(?=これ)", "burst-unnumbered"),  # the card list lost the icon's number (BP01-004)
    _p(r"【?(?:拠点|Base)】?", "base"),
    _p(r"これはデッキに好きな枚数入れてよい。", "any-number"),
    _p(r"【?共鳴】?(?P<colors>[赤青白緑](?:/[赤青白緑])*)・怪獣カードは《(?P<t1>[^》]+)》(?:か《(?P<t2>[^》]+)》)?のみ。"
       r"(?: ?・交戦カードは(?:《(?P<b1>[^》]+)》(?:か《(?P<b2>[^》]+)》)?|等級(?P<bmin>\d+)以上)のみ。)?"
       r"(?: ?・戦略カードを(?P<smin>\d+)枚以上。)?", "resonance"),
    _p(r"【?(?:進化|Evolution ?)(\d+)】?【?《?([^【】《》\s]+?)》?】", "evolution"),
    _p(r"【?(?:進化|Evolution ?)(\d+)】?《([^《》]+)》", "evolution"),
    _p(r"(?:進化|Evolution ?)(\d+)([^\s。【《]+)$", "evolution"),  # the trait icon as a plain word, last
    _p(r"【?(?:覚醒|Awakening ?)(\d+)】?", "awakening"),
    _t(r"(?:【?進攻時】?)これがあなたの交戦カードを破壊した時、", Trigger(Event.CRUSHED_INVADING, Whose.YOU)),  # before 【進攻時】 alone
    _t(r"【?(?:出現時|Enter)】?", Trigger(Event.ENTER)),
    _t(r"【?(?:進攻時|When invading)】?", Trigger(Event.INVADING)),
    _t(r"【?(?:逆襲|Counterattack)】?", Trigger(Event.COUNTERATTACK)),
    _t(r"(あなたの)?(スタート|メイン|撃退|エンド)フェイズ開始時、", _phase),
    _p(r"(あなた|相手)のターン中、?", "during"),
    _p(r"これが戦略カード置き場にある間、", "while-placed"),  # where a strategy card's abilities work anyway
    _t(r"あなたのカードが戦略カード置き場から捨て札になった時、", Trigger(Event.STRATEGY_DISCARDED, Whose.YOU)),
    _p(r"(?:これ|このカード)が破壊される(?:時|際)、かわりに", "replace-destroy"),
    _p(r"(?:(?P<if>[^、。]+?)なら、)?あなたのカードが戦略カード置き場から捨て札になる際、かわりに",
       "replace-strategy-discard"),  # another card's discarding, replaced (10.9)
    _p(r"If this card would be destroyed, instead ", "replace-destroy"),
    _t(r"(?:これ|あなたの怪獣カード)の怒りが増えるたび、", Trigger(Event.RAGE_UP, Whose.YOU)),
    _t(r"相手(?:の怪獣カード)?の怒りが増えた時、", Trigger(Event.RAGE_UP, Whose.OPPONENT)),
    _t(r"(?:これ|あなたの怪獣カード)が前進するたび、", Trigger(Event.ADVANCED, Whose.YOU)),
    _t(r"(?:これ|あなたの怪獣カード)が進攻(?:するたび|した時)、", Trigger(Event.INVADED, Whose.YOU)),
    _t(r"相手の怪獣カードが進攻した時、", Trigger(Event.INVADED, Whose.OPPONENT)),
    _t(r"いずれかの怪獣カードがエリア(?P<lo>\d)~(?P<hi>\d)に進攻した時、", _invaded_into),
    _t(r"あなたの怪獣カードが出現した時、", Trigger(Event.MONSTER_PLAYED, Whose.YOU)),
    _t(r"あなたの交戦カードが出現するたび、", Trigger(Event.BATTLE_PLAYED, Whose.YOU)),
    _t(r"相手の効果でこれを手札から捨てた時、", Trigger(Event.DISCARDED, cause=Cause.OPPONENT_EFFECT)),
    _t(r"あなたの怪獣カードの進攻でこれを手札から捨てた時、", Trigger(Event.DISCARDED, cause=Cause.INVASION)),
    _t(r"これを手札から捨てた時、", Trigger(Event.DISCARDED)),
    _t(r"これがエリア(?P<zone>\d)に到達した時、", lambda m: Trigger(Event.ADVANCED, Whose.YOU, zones=(int(m["zone"]),))),
    _t(r"これが相手の怪獣カードと同じ縦列に前進した時、", Trigger(Event.ADVANCED, Whose.YOU, column=True)),
    _t(r"あなたが相手の怪獣カードを撃退した時、", Trigger(Event.COUNTERED, Whose.OPPONENT)),
    _t(r"あなたが手札から交戦カードを捨てるたび、", Trigger(Event.DISCARDED_BATTLE, Whose.YOU)),
    _t(r"あなたのターンの終わりに、", Trigger(Event.TURN_END, Whose.YOU)),
    _t(r"(?:各)?ターンの終わりに、", Trigger(Event.TURN_END, Whose.ANY)),
    _t(r"At the end of your turn, ?", Trigger(Event.TURN_END, Whose.YOU)),
    _t(r"At the beginning of (your )?(start|main|counter|end) phase, ?", _phase),
    # 10.6.6: "あなたの手札にカードがない時、": a state, not an event (used only if it reads as a condition)
    _p(r"(?P<state>[^、。時]+?)(?:時|とき)、", "state"),
]


# -- effect sentences ----------------------------------------------------------

TYPES = {"怪獣": "monster", "交戦": "battle", "戦略": "strategy", None: ""}


def _who(word: str) -> str:
    return "you" if word.lower() in ("あなた", "your", "これ", "あなたの怪獣カード") else "opponent"


def signed(amount: str, verb: str) -> int:
    """"2増やす" → 2, "2減らす" → -2."""
    return int(amount) * (1 if verb == "増やす" else -1)


def zone_range(first: str | None, last: str | None) -> tuple[int, ...]:
    """"エリア1~5" → (1, …, 5), "エリア8" → (8,), no zone → ()."""
    return tuple(range(int(first), int(last or first) + 1)) if first else ()


def number(text: str) -> int:
    """A rank or count written in Roman or Arabic numerals."""
    return ROMAN.get(text) or int(text)


EFFECTS: list[tuple[re.Pattern, Callable]] = [
    (re.compile(r"(?:カードを|あなたは)?(\d+)枚引く"), lambda m: Effect("draw", int(m[1]))),
    (re.compile(r"Draw (\d+) cards?", re.I), lambda m: Effect("draw", int(m[1]))),
    (re.compile(r"(あなた|相手)の【?怒り】?を(\d+)にする"), lambda m: Effect("rage-set", int(m[2]), _who(m[1]))),
    (re.compile(r"(あなた|相手|これ|あなたの怪獣カード)の【?怒り】?を(\d+)(増やす|減らす)"),
     lambda m: Effect("rage", signed(m[2], m[3]), _who(m[1]))),
    (re.compile(r"(?:(あなた|相手)は)?(?:自分の)?手札を(\d+)枚になるよう捨て(る|てよい)"),
     lambda m: Effect("discard-to", int(m[2]), _who(m[1] or "あなた"), upto=m[3] == "てよい")),
    (re.compile(r"(あなた|相手)の山札を上から(\d+)枚捨て札にする"),
     lambda m: Effect("mill", int(m[2]), _who(m[1]))),
    (re.compile(r"(あなた|相手)の(?:脅威度(\d+)以下の)?怪獣カードを(\d+)エリア(前進|後退)させる"),
     lambda m: Effect("advance" if m[4] == "前進" else "retreat", int(m[3]), _who(m[1]),
                      condition=Condition("threat-at-most", int(m[2])) if m[2] else None)),
    (re.compile(r"(?:これ|この怪獣カード)は(\d+)エリア(前進|後退)する"),
     lambda m: Effect("advance" if m[2] == "前進" else "retreat", int(m[1]))),
    (re.compile(r"(あなた|相手|これ)(?:の(?:進攻)?怪獣カード)?をエリア(\d+)まで前進させる"),
     lambda m: Effect("advance-to", int(m[2]), _who(m[1]))),
    (re.compile(r"Increase your rage by (\d+)", re.I), lambda m: Effect("rage", int(m[1]))),
    (re.compile(r"Reduce your opponent's rage by (\d+)", re.I),
     lambda m: Effect("rage", -int(m[1]), "opponent")),
    (re.compile(r"(?:これ|このカード)を【?破壊】?する"), lambda m: Effect("destroy-self")),
    (re.compile(r"Destroy this card", re.I), lambda m: Effect("destroy-self")),
    (re.compile(r"(?:これ|このカード)を(?:あなたの)?手札に戻す"), lambda m: Effect("return-self")),
    (re.compile(r"これを空いているエリアに移動させ(る|てよい)"),
     lambda m: Effect("move-self", upto=m[1] == "てよい")),
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
    target = Target(owner="each" if m["owner"] == "各プレイヤー" else _who(m["owner"]), type="battle" if m["type"] == "交戦" else "strategy",
                    it_column=bool(m["itcolumn"]), it_rank_max=bool(m["itmax"]), it_zones=bool(m["itzones"]),
                    lowest_rank=bool(m["lowest"]), named_zone=bool(m["named"]),
                    rank_max=int(m["rmax"]) if m["rmax"] else None,
                    rank_min=int(m["rmin"]) if m["rmin"] else None, trait=m["trait"] or "",
                    same_column=bool(m["column"]), monster_column=bool(m["mcolumn"]),
                    other=bool(m["other"]), adjacent=bool(m["adjacent"]),
                    same_number=bool(m["number"]),
                    zones=zone_range(m["z1"], m["z2"]))
    return Effect("destroy", int(m["n"]) if m["n"] else 0, target=target, upto=bool(m["upto"]))


EFFECTS.append((re.compile(
    r"(?P<adjacent>これの隣接エリアにいる)?(?P<number>これがいるエリアと同じ数字の)?"
    r"(?P<itmax>その捨てたカードの等級以下の、?)?(?P<itzones>公開したカードの等級と同じ数字の)?(?P<named>指定した数字の)?"
    r"(?:(?P<column>これ)|(?P<mcolumn>あなたの怪獣カード)|(?P<itcolumn>それ))?(?:と同じ縦列にいる)?(?P<owner>あなた|相手|各プレイヤー)の(?:エリア(?:(?P<z1>\d)(?:~(?P<z2>\d))?)?にいる)?"
    r"(?P<other>他の)?(?P<lowest>最も等級の低い)?"
    r"(?:等級(?P<rmax>\d+)以下の|等級(?P<rmin>\d+)以上の)?(?:《(?P<trait>[^》]+)》を持つ)?"
    r"(?P<type>交戦|戦略)カードを(?:すべて|(?P<n>\d+)枚(?P<upto>まで)?)?【?破壊】?する"), _destroy))

ROMAN_OR_DIGIT = r"(?:IV|I{1,3}|\d+)"
COLOR = r"[赤青白緑]"
CARD_FILTER = (
    r"(?P<other>他の)?"
    r"(?:カード名に「(?P<contains>[^」]+)」を含む)?"
    r"(?:等級(?P<nrank>\d+)でない)?"
    r"(?:(?P<c1>" + COLOR + r")(?:か(?P<c2>" + COLOR + r"))?(?:で|の))?"
    r"(?:《?(?P<kw>強襲|進化|拠点)》?を持つ)?"
    r"(?:《(?P<t1>[^》]+)》(?:、?か《(?P<t2>[^》]+)》)?を持つ)?"
    r"(?:(?:(?P<kw2>進化)|《(?P<ta>[^》]+)》)と《(?P<tb>[^》]+)》を両方持つ)?"
    r"(?:進攻(?P<inv>\d)の)?"
    r"(?:等級(?P<rank>" + ROMAN_OR_DIGIT + r")(?P<cmp>以下|以上)?の)?"
    r"(?P<other2>他の)?"
    r"(?:「(?P<name>.+?)」(?:の(?P<type1>怪獣|交戦|戦略)カード)?|(?P<type2>怪獣|交戦|戦略)カード|(?P<same>これと同じ)?カード)"
)
JP_COLORS = {"赤": "red", "青": "blue", "白": "white", "緑": "green"}
KEYWORD_NAMES = {"強襲": "burst", "進化": "evolution", "拠点": "base", None: ""}


def _card_filter(m: re.Match, area: str, owner: str = "you") -> Target:
    rank = number(m["rank"]) if m["rank"] else None
    return Target(owner=owner, area=area, type=TYPES[m["type1"] or m["type2"]], name=m["name"] or "",
                  keyword=KEYWORD_NAMES[m["kw"] or m["kw2"]],
                  traits_any=tuple(t for t in (m["t1"], m["t2"]) if t),
                  traits_all=tuple(t for t in (m["ta"], m["tb"]) if t),
                  colors=tuple(JP_COLORS[c] for c in (m["c1"], m["c2"]) if c),
                  other=bool(m["other"] or m["other2"]),
                  invasion=int(m["inv"]) if m["inv"] else None,
                  name_contains=m["contains"] or "", rank_not=int(m["nrank"]) if m["nrank"] else None,
                  same_card=bool(m["same"]),
                  rank=rank if not m["cmp"] else None,
                  rank_max=rank if m["cmp"] == "以下" else None,
                  rank_min=rank if m["cmp"] == "以上" else None)


# where found cards go: the hand, a zone, under this card, or played on top of a stack (3.2.5)
SEARCH_TO = {"公開し、手札に加え": "hand", "出現させ": "play", "これの下に重ね": "under",
             "これの上に重ねて出現させ": "on-this", "それらの上に重ねて出現させ": "on-it"}


def _search(m: re.Match) -> Effect:
    return Effect("search", int(m["n"]), target=_card_filter(m, "deck"), upto=True, to=SEARCH_TO[m["to"]])


EFFECTS.append((re.compile(
    r"あなたの山札から、?" + CARD_FILTER + r"を(?P<n>\d+)枚まで探して"
    r"(?P<to>" + "|".join(SEARCH_TO) + r")、山札をシャッフルする"), _search))
EFFECTS.append((re.compile(r"あなたの山札から「(?P<a>[^」]+)」と「(?P<b>[^」]+)」をそれぞれ(?P<n>\d+)枚まで探して"
                           r"(?P<to>" + "|".join(SEARCH_TO) + r")、山札をシャッフルする"),
                lambda m: Effect("search", int(m["n"]), target=Target(owner="you", type="", area="deck",
                                                                    names=(m["a"], m["b"])),
                                 upto=True, to=SEARCH_TO[m["to"]])))

EFFECTS.append((re.compile(r"あなたの捨て札(?:の|から)" + CARD_FILTER + r"を(?P<n>\d+)枚(?P<upto>まで)?手札に戻す"),
                lambda m: Effect("to-hand", int(m["n"]), target=_card_filter(m, "discard"),
                                 upto=bool(m["upto"]))))
EFFECTS.append((re.compile(r"「(.+?)」トークンを(\d+)枚出現させる"),
                lambda m: Effect("token", int(m[2]), name=m[1])))



# -- effects on chosen cards: evolve, move, swap, stack, play -------------------

def _evolve_target(m: re.Match) -> Effect:
    target = dataclasses.replace(_card_filter(m, "field"), adjacent=bool(m["adjacent"]))
    return Effect("evolve-target", int(m["n"]) if m["n"] else 0, target=target)


EFFECTS += [
    # 5.17.1: "あなたの進化を持つ交戦カードを1枚進化させる": each chosen card evolves by its own 【進化】
    (re.compile(r"(?P<adjacent>これの隣接エリアにいる)?あなたの" + CARD_FILTER
                + r"を(?:(?P<n>\d+)枚|すべて)進化させる"), _evolve_target),
    # "相手のエリア1つを指定し、そのエリアおよび隣接エリアにいる…をすべて破壊する"
    (re.compile(r"(?P<column>これと同じ縦列の)?相手のエリア1つを指定し、そのエリアおよび隣接エリアにいる"
                r"相手の(?:等級(?P<rmax>\d+)以下の)?交戦カードをすべて破壊する"),
     lambda m: Effect("destroy", 0, target=Target(rank_max=int(m["rmax"]) if m["rmax"] else None,
                                                  pick_zone=True, same_column=bool(m["column"])))),
    # 4.4.7: a battle card moves to an empty zone of its master's
    (re.compile(r"(?:(?P<mine>あなたのエリアにいる)|(?P<column>これと同じ縦列にいる相手の))(?P<other>他の)?"
                r"交戦カードを1枚、空いているエリアに移動させ(?P<may>る|てよい)"),
     lambda m: Effect("move", 1, target=Target(owner="you" if m["mine"] else "opponent",
                                               same_column=bool(m["column"]), other=bool(m["other"])),
                      upto=m["may"] == "てよい")),
    # 5.6.1: two battle cards of one player exchange zones
    (re.compile(r"(?P<owner>あなた|相手)のエリアにいる交戦カードを2枚選び、それらのいるエリアを入れ替え(?P<may>る|てよい)"),
     lambda m: Effect("swap", 2, target=Target(owner=_who(m["owner"])), upto=m["may"] == "てよい")),
    # 3.2.1: cards from the discard pile stacked under this card
    (re.compile(r"あなたの捨て札から、?" + CARD_FILTER + r"を(?:(?P<n>\d+)枚|すべて)、?これの下に重ね(?:て置く|(?P<may>る|てよい))?"),
     lambda m: Effect("stack-under", int(m["n"] or 0), target=_card_filter(m, "discard"),
                      upto=m["may"] == "てよい")),
    # 3.2.1: this card goes under another card of yours ("それら" are then that stack)
    (re.compile(r"これを(?:あなたのエリアにいる|あなたの)" + CARD_FILTER + r"の下に(?:重ね|置)(?P<may>る|く|てよい)"),
     lambda m: Effect("stack-self-under", 1, target=dataclasses.replace(_card_filter(m, "field"), other=True),
                      upto=m["may"] == "てよい")),
    (re.compile(r"それをこれの下に重ね(?:る|てよい)"),  # a replacement's card (10.9)
     lambda m: Effect("stack-under", 0, target=Target(area="it", type=""))),
    (re.compile(r"その" + CARD_FILTER + r"を進化させる"),  # the card named before, by its own 【進化】
     lambda m: Effect("evolve-target", 1, target=_card_filter(m, "it"))),
    # 5.9.1: strategy cards activated by an effect ("置いて発動させる"), from the hand or as chosen
    (re.compile(r"あなたの手札から、?" + CARD_FILTER + r"を(?P<n>\d+)枚(?P<upto>まで)?置いて発動させる"),
     lambda m: Effect("place-strategy", int(m["n"]), target=_card_filter(m, "hand"), upto=bool(m["upto"]))),
    (re.compile(r"あなたの捨て札から、?" + CARD_FILTER + r"を(?P<n>\d+)枚(?P<upto>まで)?選ぶ"),
     lambda m: Effect("select", int(m["n"]), target=_card_filter(m, "discard"), upto=bool(m["upto"]))),
    (re.compile(r"選んだカードを置いて発動させる"),
     lambda m: Effect("place-strategy", 0, target=Target(area="it", type="strategy"))),
    # 5.10.1: the top N revealed (they stay on top) for what follows ("それら")
    (re.compile(r"あなたの山札を上から(\d+)枚公開する"), lambda m: Effect("reveal", int(m[1]))),
    # "それらが異なる特徴を1つ以上持つなら手札に加え、違うなら捨て札にする": each has a trait the other lacks
    (re.compile(r"それらが異なる特徴を1つ以上持つなら手札に加え、違うなら捨て札にする"),
     lambda m: Effect("instead", instead_if=Condition("it-traits-differ"), options=(
         ("手札に加える", (Effect("to-hand", 0, target=Target(area="it", type="")),)),
         ("捨て札にする", (Effect("to-discard", 0, target=Target(area="it", type="")),))))),
    # 4.5.2 changed for the rest of the game; 1.2.4: a player loses by an effect, at once
    (re.compile(r"これ以降、あなたの戦略カード置き場は(\d)つになる"), lambda m: Effect("strategy-zones", int(m[1]))),
    (re.compile(r"(あなた|相手)はゲームに敗北する"), lambda m: Effect("lose", who=_who(m[1]))),
    # 5.11.1: battle cards played from the discard pile or the hand, perhaps next to this card
    (re.compile(r"あなたの(?P<pile>捨て札から|手札の)、?" + CARD_FILTER
                + r"(?P<n2>\d+)?枚?を(?:(?P<n>\d+)枚(?P<upto>まで)?)?、?(?:これの隣接エリア(?P<where>1つ|すべて)?に)?出現させる"),
     lambda m: Effect("play", int(m["n"] or m["n2"] or 0),
                      target=_card_filter(m, "discard" if m["pile"] == "捨て札から" else "hand"),
                      upto=bool(m["upto"]),
                      # "これの隣接エリアに" and "…1つに": each card to a zone next to this one (SD02-003)
                      to={None: "adjacent", "1つ": "adjacent", "すべて": "adjacent-each"}[m["where"]]
                      if "隣接" in m[0] else "")),
    (re.compile(r"「(.+?)」トークンを(\d+)枚、これの隣接エリア(1つ)?に出現させる"),
     lambda m: Effect("token", int(m[2]), name=m[1], to="adjacent")),
    (re.compile(r"あなたの空いているエリアすべてに「(.+?)」トークンを出現させる"),
     lambda m: Effect("token", 0, name=m[1], to="empty-each")),
    # this card from the discard pile (its ability works there: 10.3.4)
    (re.compile(r"あなたの捨て札からこれを(?P<to>出現させ|手札に戻し)(?P<may>る|てよい)"),
     lambda m: Effect("self-from-discard", to="play" if m["to"] == "出現させ" else "hand",
                      upto=m["may"] == "てよい")),
    (re.compile(r"あなたの捨て札からそれを出現させる"),  # "それ": what the condition names
     lambda m: Effect("play", 1, target=Target(area="it", type=""))),
    (re.compile(r"これを出現させ(?P<may>る|てよい)"),  # said of a card just discarded: from the discard pile
     lambda m: Effect("self-from-discard", to="play", upto=m["may"] == "てよい")),
    # 7.5.6: a change until the end of the turn, for the cards it reaches now (10.8.2)
    (re.compile(r"そのターン中、(?P<column>これと同じ縦列にいる相手の交戦カードすべて|これ)の(?P<stat>撃退力|脅威度)を(?P<n>\d+)倍にする"),
     lambda m: Effect("until-end-of-turn", to="×",
                      modifier=Modifier(STATS[m["stat"]], int(m["n"])),
                      target=Target(same_column=True) if m["column"].startswith("これと") else None)),
    (re.compile(r"あなたの怪獣カードがいるエリア以下の数字をひとつ指定する"), lambda m: Effect("name-number")),
    # as a countered monster's next one (5.15.1.2): rank +1, a shared trait
    (re.compile(r"それに\+1した等級で共通の特徴を持つ怪獣カードを1枚、あなたの怪獣デッキから出現させる"),
     lambda m: Effect("next-monster")),
    (re.compile(r"これを自身の右または左の隣接エリアに移動させる"), lambda m: Effect("move-beside")),
    (re.compile(r"それらのうち、あなたから見て最も右側と左側のカードからそれぞれ1枚を破壊する"),
     lambda m: Effect("destroy-extremes", 2, target=Target())),
    # the top N, N the opponent's monster's rank (5.10.1)
    (re.compile(r"あなたの山札を上から、相手の怪獣カードの等級と同じ枚数公開し、その中の、?" + CARD_FILTER
                + r"を(?P<n>\d+)枚手札に加え、残りを捨て札にする"),
     lambda m: Effect("reveal-take", 1, target=_card_filter(m, "deck"), take=int(m["n"]), per=Tally.OPPONENT_RANK)),
    (re.compile(r"あなたの山札を上から、相手の怪獣カードの等級と同じ枚数公開し、その中の(?P<a>[赤青白緑])と"
                r"(?P<b>[赤青白緑])の(?P<type>怪獣|交戦|戦略)カードをそれぞれ1枚手札に加え、残りを捨て札にする"),
     lambda m: Effect("reveal-take", 1, target=Target(owner="you", type=TYPES[m["type"]], area="deck",
                                                       colors=(JP_COLORS[m["a"]], JP_COLORS[m["b"]])),
                      take=1, per=Tally.OPPONENT_RANK, to="each-color")),
    # 5.5.1: look at the top cards; keep any on top in any order, the rest to the discard pile
    (re.compile(r"あなたの山札を上から(\d+)枚見て、(?:望む枚数山札の上に好きな順で置き、残りを捨て札にする"
                r"|それを捨て札にするか山札の上に置く)"),
     lambda m: Effect("look", int(m[1]))),
    # 5.10.1: reveal the top cards, take those that fit, the rest to the discard pile
    (re.compile(r"あなたの山札を上から(?P<count>\d+)枚公開し、その中の、?" + CARD_FILTER
                + r"を(?:(?P<n>\d+)枚|すべて)手札に加え、残りを捨て札にする"),
     lambda m: Effect("reveal-take", int(m["count"]), target=_card_filter(m, "deck"),
                      take=int(m["n"]) if m["n"] else 0)),
    (re.compile(r"(あなた|相手)の山札を上から(\d+)枚公開して捨て札にする"),
     lambda m: Effect("mill", int(m[2]), _who(m[1]), to="revealed")),
    (re.compile(r"(?:これを)?あなたの山札の下に置く"), lambda m: Effect("deck-bottom-self")),
    (re.compile(r"あなたの捨て札の" + CARD_FILTER + r"を(?P<n>\d+)枚(?P<upto>まで)?山札の上に置く"),
     lambda m: Effect("to-deck-top", int(m["n"]), target=_card_filter(m, "discard"), upto=bool(m["upto"]))),
    (re.compile(r"(あなた|相手)の怪獣カードをエリア(\d+)まで後退させる"),
     lambda m: Effect("retreat-to", int(m[2]), _who(m[1]))),
    (re.compile(r"各プレイヤーは自分の手札を(\d+)枚になるよう捨てる"),
     lambda m: Effect("discard-to", int(m[1]), "each")),
    (re.compile(r"各プレイヤーの怪獣カードの怒りを(\d+)(増やす|減らす)"),
     lambda m: Effect("rage", signed(m[1], m[2]), "each")),
    (re.compile(r"(?:あなたは)?(?:自分の)?手札をすべて捨てる"), lambda m: Effect("discard", 0)),
    # 5.15.1.1 only: the monster moves back as if countered, nothing else happens
    (re.compile(r"(あなた|相手)の怪獣カードを撃退したかのように移動させる"),
     lambda m: Effect("counter", who=_who(m[1]), to="move-only")),
    (re.compile(r"(あなた|相手)の怪獣カードを撃退する"), lambda m: Effect("counter", who=_who(m[1]))),
    (re.compile(r"同じ数字の(あなた|相手)のエリアにいる怪獣カードを(\d+)エリア(前進|後退)させる"),
     lambda m: Effect("advance" if m[3] == "前進" else "retreat", int(m[2]), _who(m[1]),
                      condition=Condition("monster-in-it-zones", name=_who(m[1])))),
    # "エリア3にいる…怪獣カードをエリア8に縦方向に移動させる": the monster's position changes (4.4.5.1)
    (re.compile(r"エリア(?P<zone>\d)にいる(?P<owner>あなた|相手)の(?:等級(?P<rank>" + ROMAN_OR_DIGIT
                + r")以上の)?怪獣カードをエリア(?P<to>\d)に縦方向に移動させる"),
     lambda m: Effect("move-monster", int(m["to"]), _who(m["owner"]),
                      condition=Condition("all", parts=(
                          Condition("monster-in-zone", int(m["zone"]), name=_who(m["owner"])),
                          *([Condition("rank-at-least", number(m["rank"]), name=_who(m["owner"]))]
                            if m["rank"] else ()))))),
    (re.compile(r"(あなた|相手は自分)の捨て札をすべて山札に戻してシャッフルする"),
     lambda m: Effect("reshuffle", who="you" if m[1] == "あなた" else "opponent")),
]

STATS: dict[str, str] = {"脅威度": "threat", "撃退力": "counter", "threat level": "threat", "counter power": "counter",
         "等級": "rank"}

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
    (re.compile(r"これの隣接エリアにいるあなたの(?:等級(\d+)以下の)?交戦カードすべての(撃退力|脅威度)\+(\d+)"),
     lambda m: Modifier(STATS[m[2]], int(m[3]), "adjacent-battle-cards",
                        rank_max=int(m[1]) if m[1] else None)),
    (re.compile(r"相手のエリアにいる交戦カードすべての(等級|撃退力)([+-])(\d+)"),
     lambda m: Modifier(STATS[m[1]], int(m[3]) * (1 if m[2] == "+" else -1), "opponent-battle-cards")),
]

MODIFIERS += [
    # a number defined by the text ("撃退力X"): added to the printed 0
    (re.compile(r"これの撃退力Xは、あなたのエリアにいる他の交戦カードの色の数を(\d+)倍した値に等しい"),
     lambda m: Modifier("counter", int(m[1]), per=Tally.OTHER_BATTLE_COLORS)),
    (re.compile(r"あなたの怪獣カードの(脅威度|撃退力)\+(\d+)"), lambda m: Modifier(STATS[m[1]], int(m[2]), "your-monster")),
    (re.compile(r"あなたのエリア(\d)にいる(他の)?(?:《(.+?)》を持つ)?交戦カードの(撃退力|脅威度)\+(\d+)"),
     lambda m: Modifier(STATS[m[4]], int(m[5]), "your-battle-cards", m[3] or "", zones=(int(m[1]),),
                        other=bool(m[2]))),
    # 7.4.2: added to the total counter power in your counter phase
    (re.compile(r"あなたの撃退力の合計を?\+(\d+)"), lambda m: Modifier("total-counter", int(m[1]), "your-monster")),
    # 5.16.1: a battle card that cannot battle adds nothing to its master's total
    (re.compile(r"相手の等級(\d+)以下の交戦カードすべては、?(?:これ|あなたの怪獣カード)と戦闘できない"),
     lambda m: Modifier("no-battle", 1, "opponent-battle-cards", rank_max=int(m[1]))),
    # not destroyed by the opponent's effects (1.3.3: the prohibition wins)
    (re.compile(r"(?:これ|このカード)は相手の効果で破壊されない"), lambda m: Modifier("protected", 1)),
    (re.compile(r"あなたのエリア(?:(\d)~(\d))?にいる(?:等級(\d+)以下の)?交戦カードすべては相手の効果で破壊されない"),
     lambda m: Modifier("protected", 1, "your-battle-cards", rank_max=int(m[3]) if m[3] else None,
                        zones=zone_range(m[1], m[2]))),
    # countered only by more than N: below it the monster only moves back (5.15.1.1)
    (re.compile(r"(これ|あなたの怪獣カード)は撃退力(\d+)以下では撃退されず、その際に撃退されたかのように移動のみ行う"),
     lambda m: Modifier("counter-immune", int(m[2]), "self" if m[1] == "これ" else "your-monster")),
    # a lower rank for playing or activating it from the hand (8.4, 8.5 compare the rank)
    (re.compile(r"等級を-(\d+)して手札から(?:出現|発動)できる"), lambda m: Modifier("play-rank", -int(m[1]))),
    # 3.2.5: played on top of a battle card of this trait, for a lower rank (an empty 《》: the icon was lost)
    (re.compile(r"これをあなたの(?:《(?P<trait>[^》]+)》)?を持つ交戦カードの上に重ねて出現させるなら、"
                r"等級を-(?P<n>\d+)して手札から出現できる"),
     lambda m: Modifier("stack-play-rank", -int(m["n"]), onto=m["trait"] or LOST_ICON)),
    (re.compile(r"あなたの手札の《(.+?)》を持つ交戦カードすべては等級を-(\d+)して出現できる"),
     lambda m: Modifier("play-rank", -int(m[2]), "your-hand", m[1])),
]


# 1.3.3: prohibitions, continuous while their source is active; the scope is who is bound
MODIFIERS += [
    (re.compile(r"(相手|あなた)は戦略カードを置くことができない"),
     lambda m: Modifier("forbid", 1, _who(m[1]) if m[1] == "相手" else "you", forbids="activate-strategy")),
    (re.compile(r"これは前進も進攻もできない"), lambda m: Modifier("forbid", 1, "self", forbids="advance-self")),
    # 8.6.1's cost changed by the card (1.3.1); 3.4 rage the opponent's effects cannot lower (1.3.3)
    (re.compile(r"これが進攻する際、あなたは手札を1枚捨てるかわりに山札を上から1枚捨ててよい"),
     lambda m: Modifier("invade-from-deck", 1)),
    (re.compile(r"これの怒りは相手の効果で減らない"), lambda m: Modifier("rage-kept", 1)),
    # 6.3.1.6.1 changed by the card (1.3.1: the card wins over the rules)
    (re.compile(r"これはゲーム開始時にエリア(\d)に出現する"), lambda m: Modifier("start-zone", int(m[1]))),
    (re.compile(r"(相手|あなたの怪獣カード)は進攻でき(?:ない|ず)"),
     lambda m: Modifier("forbid", 1, "opponent" if m[1] == "相手" else "you", forbids="invade")),
    (re.compile(r"相手はこれと同じ縦列のエリアに交戦カードを出現させることができない"),
     lambda m: Modifier("forbid", 1, "opponent", forbids="play-battle", column=True)),
    # "…ではこれは出現できない": its own text, read while it is in the hand
    (re.compile(r"これは出現できない"), lambda m: Modifier("cannot-play", 1)),
    # 7.5.2: the end phase's advance, and as many more as the count
    (re.compile(r"これがエンドフェイズに前進する際、あなたのエリアにいる「(.+?)」の枚数分、追加で前進する"),
     lambda m: Modifier("end-advance", 1, per=Count(name=m[1]))),
    # 3.2.4: the stack would go to the discard pile together; these go to the hand instead
    (re.compile(r"これが相手の効果で破壊される際、これの下にあるカードをすべて手札に加える"),
     lambda m: Modifier("under-to-hand", 1)),
    (re.compile(r"あなたが捨て札の怪獣カードを数える際、これは怪獣カードとしても扱う"),
     lambda m: Modifier("counts-as-monster", 1)),
]

COSTS: list[tuple[re.Pattern, Callable]] = [
    (re.compile(r"(?:あなたの)?手札(?:から|の)?(?:(怪獣|交戦|戦略)カードを)?を?(\d+)枚捨てる"),
     lambda m: Effect("discard", int(m[2]), card_type=TYPES[m[1]])),
]
COSTS.append((re.compile(r"(?:あなたの)?手札(?:から|の)、?" + CARD_FILTER + r"を(?P<n>\d+)枚捨てる"),
              lambda m: Effect("discard", int(m["n"]), target=_card_filter(m, "hand"))))

COSTS.append((re.compile(r"(?:あなたの)?手札をすべて捨てる"), lambda m: Effect("discard", 0)))
COSTS.append((re.compile(r"(?:それ|これ|あなたの怪獣カード)の怒りを(\d+)減らす"),
              lambda m: Effect("rage", -int(m[1]))))
COSTS.append((re.compile(r"これをあなたの" + CARD_FILTER + r"の下に置く"),
              lambda m: Effect("stack-self-under", 1, target=dataclasses.replace(_card_filter(m, "field"), other=True))))
COSTS.append((re.compile(r"あなたの捨て札から、?" + CARD_FILTER + r"を(?P<n>\d+)枚、?これの下に重ねる"),
              lambda m: Effect("stack-under", int(m["n"]), target=_card_filter(m, "discard"))))

CONDITIONS: list[tuple[re.Pattern, Callable]] = [
    (re.compile(r"(?:これ|あなたの怪獣カード)の怒りが(\d+)以上"),
     lambda m: Condition("rage-at-least", int(m[1]))),
    (re.compile(r"あなたの捨て札の(怪獣|交戦|戦略)?カードが(\d+)枚以上"),
     lambda m: Condition("discard-at-least", int(m[2]), type=TYPES[m[1]])),
    (re.compile(r"あなたのエリアに「(.+?)」が(?:(\d+)枚以上)?いる"),
     lambda m: Condition("named-in-zones", int(m[2] or 1), name=m[1])),
    (re.compile(r"これがエリア(\d+)にいる"), lambda m: Condition("in-zone", int(m[1]))),
    (re.compile(r"それが(怪獣|交戦|戦略)カード"), lambda m: Condition("it-is", type=TYPES[m[1]])),
    (re.compile(r"(手札から|進化で)出現"),
     lambda m: Condition("played-by", type="hand" if m[1] == "手札から" else "evolution")),
    (re.compile(r"相手の怪獣カードがエリア(\d)~(\d)にいる"),
     lambda m: Condition("opponent-in-zones", int(m[1]), upto=int(m[2]))),
    (re.compile(r"相手の怪獣カードが等級(IV|I{1,3}|\d)以上"),
     lambda m: Condition("opponent-rank-at-least", number(m[1]))),
    (re.compile(r"相手のエリアにいる交戦カードが(\d+)枚(以上|以下)"),
     lambda m: Condition("opponent-battle-cards-at-" + ("least" if m[2] == "以上" else "most"), int(m[1]))),
    (re.compile(r"あなたの怪獣カードの下にカードが(\d+)枚以上ある"),
     lambda m: Condition("monster-under-at-least", int(m[1]))),
    (re.compile(r"(?:(あなた|相手)が戦略カードを置いていない|(あなた|相手)の戦略カード置き場にカードがない)"),
     lambda m: Condition("strategy-none", name=_who(m[1] or m[2]))),
    (re.compile(r"(あなた|相手)の(手札|捨て札|山札)にカードがない"),
     lambda m: Condition("count-at-most", 0, target=Target(
         owner=_who(m[1]), type="", area={"手札": "hand", "捨て札": "discard", "山札": "deck"}[m[2]]))),
    (re.compile(r"(あなた|相手)が置いている戦略カードが(\d+)枚以下"),
     lambda m: Condition("count-at-most", int(m[2]), target=Target(owner=_who(m[1]), type="strategy"))),
    (re.compile(r"相手のエリアに《([^》]+)》を持つカードがいる"),
     lambda m: Condition("opponent-trait-in-zones", name=m[1])),
    (re.compile(r"これの下に(?:「([^」]+)」|《([^》]+)》を持つカード)がある"),
     lambda m: Condition("under-has", name=m[1] or m[2])),
    (re.compile(r"相手の空いているエリアが(\d+)つ以上"),
     lambda m: Condition("opponent-empty-zones-at-least", int(m[1]))),
    (re.compile(r"相手の怒りが(\d+)以上"), lambda m: Condition("opponent-rage-at-least", int(m[1]))),
    (re.compile(r"相手の怒りが(\d+)(?:以下)?"), lambda m: Condition("opponent-rage-at-most", int(m[1]))),
    (re.compile(r"あなたのエリアに交戦カードが(\d+)枚以上いる"),
     lambda m: Condition("battle-cards-at-least", int(m[1]))),
    (re.compile(r"これが相手の怪獣カードと同じ縦列にいる"), lambda m: Condition("column-with-opponent")),
    (re.compile(r"これがあなたの怪獣カードの隣接エリアにいる"), lambda m: Condition("adjacent-to-monster")),
    (re.compile(r"これの下にカードが(?:(\d+)枚以上)?ある"), lambda m: Condition("under-at-least", int(m[1] or 1))),
    (re.compile(r"これの下に(怪獣|交戦|戦略)?カードがない"), lambda m: Condition("under-none", type=TYPES[m[1]])),
    (re.compile(r"(あなた|相手)が(拠点|戦略カード)を(?:(\d+)枚以上)?置いている"),
     lambda m: Condition("strategy-placed", int(m[3] or 1), name=_who(m[1]),
                         type="base" if m[2] == "拠点" else "")),
]

def _count(m: re.Match) -> Condition:
    """"あなたのエリアに〜がいる", "あなたの捨て札に〜が5枚以上ある": cards counted in a place."""
    area = {"捨て札": "discard", "手札": "hand", None: "field"}[m["pile"]]
    target = dataclasses.replace(_card_filter(m, area, _who(m["owner"])),
                                 zones=(int(m["zone"]),) if m["zone"] else ())
    kind = "count-at-most" if m["more"] == "以下" else "count-at-least"
    return Condition(kind, int(m["count"] or 1), target=target)


CONDITIONS += [
    (re.compile(r"(あなた|相手)の「(.+?)」が置かれている"),
     lambda m: Condition("count-at-least", 1, target=Target(owner=_who(m[1]), type="strategy", name=m[2]))),
    (re.compile(r"これに隣接するあなたのエリアすべてに《(.+?)》を持つ交戦カードがいる"),
     lambda m: Condition("adjacent-all-have", name=m[1])),
    (re.compile(r"これがエリア(\d)~(\d)にいる"), lambda m: Condition("in-zones", int(m[1]), upto=int(m[2]))),
    (re.compile(r"あなたのエリアにいる交戦カードが(\d+)色以上"), lambda m: Condition("colors-at-least", int(m[1]))),
    # "これの進攻で青の交戦カードを捨てたなら": the card discarded for this turn's invasion (8.6)
    (re.compile(r"これの進攻で" + CARD_FILTER + r"を捨てた"),
     lambda m: Condition("count-at-least", 1, target=_card_filter(m, "invasion-cost"))),
    (re.compile(r"(?:このターン)?(?:あなたの怪獣カード|これ)が(?:このターン)?進攻し"),
     lambda m: Condition("invaded-this-turn")),
    (re.compile(r"このターン相手の交戦カードが破壊され"), lambda m: Condition("destroyed-this-turn")),
    (re.compile(r"これが相手の怪獣カードがいるエリアと同じ数字のエリアにいる"),
     lambda m: Condition("zone-as-opponent")),
    (re.compile(r"これのいるエリアの数字が相手の怪獣カードがいるエリアの数字以上"),
     lambda m: Condition("zone-at-least-opponent")),
    (re.compile(r"あなたの怪獣カードが等級(IV|I{1,3}|\d)以下"), lambda m: Condition("rank-at-most", number(m[1]))),
    (re.compile(r"(?P<owner>あなた|相手)の(?:エリア(?P<zone>\d)?に、?|(?P<pile>捨て札|手札)(?:に|の)、?)"
                + CARD_FILTER + r"が(?:(?P<count>\d+)枚(?P<more>以上|以下))?(?:いる|ある)?"), _count),
]

# what the effect before did: "《ゴジラ》を持つカードを捨てたら", "1枚以上捨てたら", "進攻2を公開したら"
CONDITIONS += [
    (re.compile(r"(?:この効果で(?:相手|あなた)が)?" + CARD_FILTER + r"を(?:捨て|公開)"),
     lambda m: Condition("count-at-least", 1, target=_card_filter(m, "it"))),
    (re.compile(r"(\d+)枚以上(?:捨て|公開)"),
     lambda m: Condition("count-at-least", int(m[1]), target=Target(area="it", type=""))),
    (re.compile(r"進攻(\d)を(?:捨て|公開)"),
     lambda m: Condition("count-at-least", 1, target=Target(area="it", type="", invasion=int(m[1])))),
]

# "〜につき、": what a continuous change is multiplied by
COUNTS: list[tuple[re.Pattern, Callable]] = [
    (re.compile(r"このターンあなたの怪獣カードが進攻(?:で前進)?したエリア(?:1つ|の数)"), lambda m: Tally.INVADED_ZONES),
    (re.compile(r"(?:公開した|この効果で捨てた)" + CARD_FILTER + r"1枚"), lambda m: _card_filter(m, "it")),
    (re.compile(r"(?P<owner>あなた|相手)の(?P<pile>捨て札|手札)の、?" + CARD_FILTER + r"1枚"),
     lambda m: _card_filter(m, {"捨て札": "discard", "手札": "hand"}[m["pile"]], _who(m["owner"]))),
    (re.compile(r"相手の怒り1"), lambda m: Tally.OPPONENT_RAGE),
    (re.compile(r"(?:あなたの怪獣カード|これ)の怒り1"), lambda m: Tally.YOUR_RAGE),
    (re.compile(r"相手の空いているエリア1つ"), lambda m: Tally.OPPONENT_EMPTY_ZONES),
    (re.compile(r"相手の怪獣カードの等級I"), lambda m: Tally.OPPONENT_RANK),
    (re.compile(r"相手が置いている戦略カード1枚"), lambda m: Tally.OPPONENT_STRATEGY_CARDS),
    (re.compile(r"これの下にある" + CARD_FILTER + r"1枚"), lambda m: _card_filter(m, "under")),
    (re.compile(r"あなたが置いている戦略カード1枚"), lambda m: Tally.YOUR_STRATEGY_CARDS),
    (re.compile(r"あなたのエリアにいる交戦カード1枚"), lambda m: Tally.YOUR_BATTLE_CARDS),
    (re.compile(r"相手のエリアにいる交戦カード1枚"), lambda m: Tally.OPPONENT_BATTLE_CARDS),
    (re.compile(r"あなたのエリアにいる「(.+?)」1枚"), lambda m: Count(name=m[1])),
    (re.compile(r"あなたのエリア(\d(?:、\d)*)にいる怪獣カードか交戦カード1枚"),
     lambda m: Count(zones=tuple(int(n) for n in m[1].split("、")))),
]
