"""Sentences no card prints, made of the parts the printed cards use, each with its meaning.

The yardstick of the card-text compiler's generality (issue 18): a trigger, a duration, an
awakening, a condition, a cost and an effect — each part a printed form with the value it
means, taken from the real cards — are recombined into texts, and the meaning expected of
each text is composed from the meanings of its parts, never by asking the compiler.
``benchmarks/cardtext_generalisation.py`` measures how many of them the compiler reads as
exactly that meaning, and runs those on the engine.
"""

from __future__ import annotations

import bisect
import dataclasses
import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, overload

from judgekit.cardtext.normal import normalise
from judgekit.engine.ability_data import (
    OWN_EVENTS, PROTECT_FROM, Ability, protection_of, Cause, Condition, Effect, Event, Modifier, Phase, Tally, Target, Trigger, Turn, Until, Whose,
)


@dataclass(frozen=True)
class Part:
    text: str
    value: Any  # what the words mean: a Trigger, a Condition, an Effect, a Modifier …
    card: str = ""  # a printed card that uses this form


@dataclass(frozen=True)
class Sample:
    text: str
    strategy: bool  # the text of a strategy card (no trigger: it triggers when placed, 10.1.1.1.2)
    expected: tuple[Ability, ...]
    parts: tuple[str, ...]  # the part kinds it is made of, for the breakdown


# -- the parts, as the printed cards use them ---------------------------------------------------

TRIGGERS = [
    Part("出現時", Trigger(Event.ENTER), "SD01-005"), Part("進攻時", Trigger(Event.INVADING), "SD01-002"),
    Part("逆襲", Trigger(Event.COUNTERATTACK), "BP02-058"),
    Part("あなたのメインフェイズ開始時、", Trigger(Event.PHASE, Whose.YOU, Phase.MAIN), "BP02-077"),
    Part("あなたのエンドフェイズ開始時、", Trigger(Event.PHASE, Whose.YOU, Phase.END), "BP02-036"),
    Part("あなたの撃退フェイズ開始時、", Trigger(Event.PHASE, Whose.YOU, Phase.COUNTER), "BP01-001"),
    Part("撃退フェイズ開始時、", Trigger(Event.PHASE, Whose.ANY, Phase.COUNTER), "BP01-006"),
    Part("これの怒りが増えるたび、", Trigger(Event.RAGE_UP, Whose.YOU), "BP01-003"),
    Part("あなたの怪獣カードが進攻した時、", Trigger(Event.INVADED, Whose.YOU), "BP01-073"),
    Part("相手の怪獣カードが進攻した時、", Trigger(Event.INVADED, Whose.OPPONENT), "BP03-062"),
    Part("あなたが相手の怪獣カードを撃退した時、", Trigger(Event.COUNTERED, Whose.OPPONENT), "BP01-043"),
    Part("相手の怒りが増えた時、", Trigger(Event.RAGE_UP, Whose.OPPONENT), "BP01-071"),
    Part("これが前進するたび、", Trigger(Event.ADVANCED, Whose.YOU), "BP01-037"),
]
# whose phase × which phase (10.6.1): "相手のスタートフェイズ開始時、"
PHASE_WORDS = (("スタート", "start"), ("メイン", "main"), ("撃退", "counter"), ("エンド", "end"))
TRIGGERS += [Part(f"相手の{jp}フェイズ開始時、", Trigger(Event.PHASE, Whose.OPPONENT, Phase(phase)))
             for jp, phase in PHASE_WORDS]
# whose card × its kind × the event × たび/時 (10.6.2): "相手の怪獣カードが前進するたび、"
TRIGGERS += [
    Part(f"{whose_jp}の{kind_jp}カードが{verb}{when}、", Trigger(event, whose))
    for whose_jp, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT), ("いずれか", Whose.ANY))
    for kind_jp, stem, event in (("怪獣", "前進", Event.ADVANCED), ("怪獣", "進攻", Event.INVADED),
                                 ("怪獣", "出現", Event.MONSTER_PLAYED), ("交戦", "出現", Event.BATTLE_PLAYED),
                                 ("交戦", "破壊さ", Event.BATTLE_DESTROYED), ("戦略", "破壊さ", Event.STRATEGY_DESTROYED))
    for verb, when in ((stem + ("れる" if stem.endswith("さ") else "する"), "たび"),
                       (stem + ("れた" if stem.endswith("さ") else "した"), "時"))]
TRIGGERS += [  # 5.17.1.1, 5.9: a battle card evolves, a strategy card is activated (placed)
    Part(f"{whose_jp}の{kind_jp}カードが{verb}、", Trigger(event, whose))
    for whose_jp, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT), ("いずれか", Whose.ANY))
    for kind_jp, event, verbs in (("交戦", Event.EVOLVED, ("進化するたび", "進化した時")),
                                  ("戦略", Event.STRATEGY_PLACED, ("発動されるたび", "置かれた時")))
    for verb in verbs]
TRIGGERS += [Part(f"{who_jp}の怪獣カードが撃退された時、", Trigger(Event.COUNTERED, whose))
             for who_jp, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT))]
TRIGGERS += [Part(text.format(who_jp), Trigger(event, whose))
             for who_jp, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT))
             for text, event in (("{}のターンの終わりに、", Event.TURN_END),
                                 ("{}が手札から交戦カードを捨てるたび、", Event.DISCARDED_BATTLE),
                                 ("{}がカードを引くたび、", Event.DREW),
                                 ("{}のカードが戦略カード置き場から捨て札になった時、", Event.STRATEGY_DISCARDED))]
# the rules' other events (no printed card yet): rage down (3.4), a monster moving back (5.13.2) or
# not countered (7.4.3), a battle card crushed (11.3.3), a card into the discard pile (4.1.7, whose ×
# kind or any card), a card stacked under this one or a player's (3.2.1)
TRIGGERS += [Part(f"{who_jp}の怒りが{verb}、", Trigger(event, whose))
             for who_jp, whose in (("あなたの怪獣カード", Whose.YOU), ("相手", Whose.OPPONENT))
             for verb, event in (("減るたび", Event.RAGE_DOWN), ("減った時", Event.RAGE_DOWN))]
TRIGGERS += [
    Part(f"{whose_jp}の{kind_jp}カード{verb}、", Trigger(event, whose, kind=kind, own=False))
    for whose_jp, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT), ("いずれか", Whose.ANY))
    for kind_jp, verb, event, kind in (("怪獣", "が後退するたび", Event.RETREATED, ""),
                                       ("怪獣", "が撃退されなかった時", Event.NOT_COUNTERED, ""),
                                       ("交戦", "が踏み潰されるたび", Event.CRUSHED, ""),
                                       ("交戦", "が捨て札に置かれるたび", Event.TO_DISCARD, "battle"),
                                       ("", "が捨て札に置かれた時", Event.TO_DISCARD, ""),
                                       ("怪獣", "の下にカードが重ねられた時", Event.STACKED, "monster"),
                                       ("交戦", "が手札に戻されるたび", Event.RETURNED, "battle"),
                                       ("", "がフィールドを離れた時", Event.LEFT_FIELD, ""),
                                       # the invading monster, on the field (3.3.3.2), left by 12.5.2's discard
                                       ("怪獣", "がフィールドを離れるたび", Event.LEFT_FIELD, "monster"))]
# 12.5.3's words for the same event, and the cause it names: the card 強襲 played, at the end phase
TRIGGERS += [Part(f"{whose_jp}の{kind_jp}カードが{cause_jp}捨て札にな{when}、",
                  Trigger(Event.TO_DISCARD, whose, kind=kind, cause=cause))
             for whose_jp, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT), ("いずれか", Whose.ANY))
             for kind_jp, kind in (("怪獣", "monster"), ("", ""))
             for cause_jp, cause in (("強襲により", Cause.BURST), ("", None))
             for when in ("った時", "るたび")]
TRIGGERS += [Part("これの下にカードが重ねられるたび、", Trigger(Event.STACKED, Whose.YOU, own=True)),
             Part("あなたの撃退フェイズに相手の怪獣カードを撃退しなかった時、", Trigger(Event.NOT_COUNTERED, Whose.OPPONENT)),
             Part("あなたの交戦カードが踏み潰し処理で破壊されるたび、", Trigger(Event.CRUSHED, Whose.YOU))]
# this card's own destruction, however or by the crush, seen as it was on the field (10.6.4.1.2, 11.3.3)
TRIGGERS += [Part(f"これが{how}{when}、", Trigger(Event.DESTROYED_SELF, cause=cause))
             for how, cause in (("破壊され", None), ("踏み潰し処理で破壊され", Cause.CRUSH), ("踏み潰され", Cause.CRUSH))
             for when in ("た時", "るたび")]
TRIGGERS += [Part(f"{who_jp}が手札から{kind_jp}カードを捨て{when}、", Trigger(Event.HAND_DISCARD, whose, kind=kind))
             for who_jp, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT))
             for kind_jp, kind in (("怪獣", "monster"), ("戦略", "strategy"), ("", ""))
             for when in ("るたび", "た時")]  # 5.7.1
TRIGGERS += [Part(f"{who_jp}がリシャッフル処理を行{when}、", Trigger(Event.RESHUFFLED, whose))  # 11.2
             for who_jp, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT)) for when in ("った時", "うたび")]
TRIGGERS += [Part(f"{who_jp}が{action}、", Trigger(Event.RAGE_ACTION, whose))  # 8.4.1
             for who_jp, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT))
             for action in ("手札の怪獣カードを捨てて怒りを増やすたび", "怒りを獲得するたび", "手札の怪獣カードを捨てて怒りを獲得した時")]
# whose effect destroyed a card (3.1.2, 5.12): whose card × by whose effect × たび/時, and this card's own
TRIGGERS += [Part(f"{whose_jp}の{kind_jp}カードが{by_jp}効果で破壊さ{when}、", Trigger(event, whose, cause=cause))
             for whose_jp, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT), ("いずれか", Whose.ANY))
             for kind_jp, event in (("交戦", Event.BATTLE_DESTROYED), ("戦略", Event.STRATEGY_DESTROYED))
             for by_jp, cause in (("相手の", Cause.OPPONENT_EFFECT), ("あなたの", Cause.OWN_EFFECT), ("", Cause.EFFECT))
             for when in ("れるたび", "れた時")]
TRIGGERS += [Part(f"これが{by_jp}効果で破壊された時、", Trigger(Event.DESTROYED_SELF, cause=cause))
             for by_jp, cause in (("相手の", Cause.OPPONENT_EFFECT), ("あなたの", Cause.OWN_EFFECT))]
# 8.1.1's actions as events, said by the player who acts (8.2, 8.3, 8.5, 8.6; 手札から: by the action)
TRIGGERS += [Part(f"{who_jp}が{what_jp}{when}、", Trigger(event, whose, cause=cause))
             for who_jp, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT))
             for what_jp, event, cause in (("手札から交戦カードを出現させ", Event.BATTLE_PLAYED, Cause.HAND),
                                           ("手札から怪獣カードを出現させ", Event.MONSTER_PLAYED, Cause.HAND),
                                           ("交戦カードを出現させ", Event.BATTLE_PLAYED, None),
                                           ("戦略カードを発動", Event.STRATEGY_PLACED, None), ("進攻", Event.INVADED, None))
             for when in (("するたび", "した時") if not what_jp.endswith("させ") else ("るたび", "た時"))]
# a monster card played by 【強襲】 (12.5.2): this card's 【出現時】, or whose monster card × たび/時
TRIGGERS += [Part(f"これが{how}出現した時、", Trigger(Event.ENTER, cause=Cause.BURST)) for how in ("強襲で", "強襲により")]
TRIGGERS += [Part(f"{whose_jp}の怪獣カードが強襲で出現{when}、", Trigger(Event.MONSTER_PLAYED, whose, cause=Cause.BURST))
             for whose_jp, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT), ("いずれか", Whose.ANY))
             for when in ("するたび", "した時")]
# issue 18's events round (i18-g9a): a card phrase's filters on the card an event is of (Trigger.card, 10.6.2)
# in every slot that names a card — whose card × filter × the event, and a player's action × the cards it takes
EVENT_FILTERS = (("赤の", {"colors": ("red",)}), ("等級3以下の", {"rank_max": 3}), ("《兵器》を持つ", {"traits_any": ("兵器",)}),
                 ("撃退力3000以上の", {"counter_min": 3000}))
WHOSE_CARDS = (("あなた", Whose.YOU, "you"), ("相手", Whose.OPPONENT, "opponent"), ("いずれか", Whose.ANY, "each"))
TRIGGERS += [Part(f"{whose_jp}の{filter_jp}交戦カードが{verb}{when}、",
                  Trigger(event, whose, kind=kind, card=Target(owner=owner, type="battle", **fields)))
             for whose_jp, whose, owner in WHOSE_CARDS for filter_jp, fields in EVENT_FILTERS
             for verb, event, kind in (("破壊さ", Event.BATTLE_DESTROYED, ""), ("出現", Event.BATTLE_PLAYED, ""),
                                       ("手札に戻さ", Event.RETURNED, "battle"), ("移動", Event.MOVED, "battle"))
             for when in (("れた時", "れるたび") if verb.endswith("さ") else ("した時", "するたび"))]
TRIGGERS += [Part(f"{who_jp}が{hand}{filter_jp}{kind_jp}カードを{verb}、", Trigger(
                 event, whose, cause=cause, card=Target(owner=owner, type=kind, **fields)))
             for who_jp, whose, owner in WHOSE_CARDS[:2] for filter_jp, fields in EVENT_FILTERS[:3]
             for hand, kind_jp, kind, verb, event, cause in (
                 ("", "交戦", "battle", "出現させた時", Event.BATTLE_PLAYED, None),
                 ("手札から", "交戦", "battle", "出現させるたび", Event.BATTLE_PLAYED, Cause.HAND),
                 ("手札から", "怪獣", "monster", "出現させた時", Event.MONSTER_PLAYED, Cause.HAND),
                 ("", "戦略", "strategy", "発動したとき", Event.STRATEGY_PLACED, None),
                 # 10.5's word: a card of the hand played, by its kind (8.2, 8.5; 8.3, 5.9.1)
                 ("", "交戦", "battle", "プレイした時", Event.BATTLE_PLAYED, Cause.HAND),
                 ("", "怪獣", "monster", "プレイするたび", Event.MONSTER_PLAYED, Cause.HAND),
                 ("", "戦略", "strategy", "プレイした時", Event.STRATEGY_PLACED, None))]
TRIGGERS += [Part(f"{who_jp}が手札から{filter_jp}{kind_jp}カードを捨て{when}、", Trigger(
                 Event.DISCARDED_BATTLE if kind == "battle" else Event.HAND_DISCARD, whose,
                 kind="" if kind == "battle" else kind, card=Target(owner=owner, type=kind, **fields)))
             for who_jp, whose, owner in WHOSE_CARDS[:2] for filter_jp, fields in EVENT_FILTERS[:3]
             for kind_jp, kind in (("交戦", "battle"), ("", ""), ("怪獣", "monster")) for when in ("た時", "るたび")]
# 「あなたの怒り」: your monster's, as 「相手の怒り」 is the opponent's (3.4), in a trigger's slot
TRIGGERS += [Part(f"あなたの怒りが{verb}、", Trigger(event, Whose.YOU))
             for verb, event in (("増えた時", Event.RAGE_UP), ("減るたび", Event.RAGE_DOWN))]
# a card moved from a zone to another (5.2.1, 5.6.1), and whose effect caused each event the engine records it of
# (3.1.2): moved, returned, put into the discard pile, a monster moved forward or back
BY_EFFECT_WORDS = (("", None), ("相手の効果で", Cause.OPPONENT_EFFECT), ("あなたの効果で", Cause.OWN_EFFECT),
                   ("効果で", Cause.EFFECT))
TRIGGERS += [Part(f"{whose_jp}の交戦カードが{by_jp}{verb}、", Trigger(Event.MOVED, whose, kind="battle", cause=cause))
             for whose_jp, whose, _owner in WHOSE_CARDS for by_jp, cause in BY_EFFECT_WORDS
             for verb in ("移動した時", "移動するたび", "移動させられた時")]
TRIGGERS += [Part(f"これが{by_jp}移動した時、", Trigger(Event.MOVED, Whose.YOU, cause=cause, own=True))
             for by_jp, cause in BY_EFFECT_WORDS]
TRIGGERS += [Part(f"{whose_jp}の{subject}が{by_jp}{verb}、", Trigger(event, whose, kind=kind, cause=cause))
             for whose_jp, whose, _owner in WHOSE_CARDS for by_jp, cause in BY_EFFECT_WORDS[1:]
             for subject, verb, event, kind in (("怪獣カード", "後退した時", Event.RETREATED, ""),
                                                ("怪獣カード", "前進するたび", Event.ADVANCED, ""),
                                                ("交戦カード", "手札に戻された時", Event.RETURNED, "battle"),
                                                ("カード", "捨て札に置かれるたび", Event.TO_DISCARD, ""),
                                                ("交戦カード", "フィールドを離れた時", Event.LEFT_FIELD, "battle"),
                                                ("交戦カード", "山札に戻されるたび", Event.TO_DECK, "battle"),
                                                ("カード", "山札に置かれた時", Event.TO_DECK, ""))]
# states a state trigger waits for (10.6.6): a pile or a place empty, a rage reached
STATES = [Part("あなたの手札にカードがない時、", Condition("count-at-most", 0, target=Target(owner="you", type="", area="hand"))),
          Part("相手の怒りが5以上の時、", Condition("opponent-rage-at-least", 5)),
          Part("あなたのエリアに交戦カードがない時、", Condition("count-at-most", 0, target=Target(owner="you")))]
# how many times a turn an ability may be played (1.3.1 over 10.6.2.1), before its trigger or after it
LIMITS = [Part(f"1ターンに{n}{times}、", n) for n in (1, 2) for times in ("回", "度")] + [
    Part(f"この{what}は1ターンに{n}回{until}。", n) for n in (1, 2) for what in ("効果", "能力")
    for until in ("まで発動する", "しか発動できない")]
VALID_WORDS = ("の場合にのみ有効である。", "の間のみ有効。", "の時のみ有効です。")  # after a number compared (10.3.3)
DURATIONS = [Part("", None), Part("あなたのターン中", Turn.YOURS, "SD01-012"),
             Part("相手のターン中", Turn.OPPONENTS, "BP01-006")]
AWAKENINGS = [Part("", 0), Part("覚醒4", 4, "SD01-009"), Part("覚醒6", 6, "SD02-011")]


# a number compared: (whose) × (what is read) × (how it compares); the bounds that have names of
# their own (rage 以上, the opponent's rage 以下, …) are in _conditions with those names
COMPARED = (("より多い", "more"), ("より少ない", "fewer"), ("", "exactly"), ("未満", "fewer"))


def _compared() -> list[Part]:
    found = []
    for n, roman in ((1, "I"), (3, "III")):
        for jp, compare in COMPARED + (("以上", "at-least"), ("以下", "at-most")):
            for whose, who in (("あなた", "you"), ("相手", "opponent")):
                found.append(Part(f"{whose}の手札が{n}枚{jp}", Condition("compare", n, name=who, stat="hand",
                                                                         compare=compare)))
        for jp, compare in COMPARED:
            found += [Part(f"{whose}の怒りが{n}{jp}", Condition("compare", n, name=who, stat="rage", compare=compare))
                      for whose, who in (("あなたの怪獣カード", "you"), ("相手", "opponent"))]
            found += [Part(f"{whose}の怪獣カードが等級{roman}{jp}",
                           Condition("compare", n, name=who, stat="rank", compare=compare))
                      for whose, who in (("あなた", "you"), ("相手", "opponent"))]
            found.append(Part(f"あなたのエリア{n + 4}~8にいる交戦カードが{n}枚{jp}",
                              Condition("compare", n, stat="count", compare=compare,
                                        target=Target(owner="you", zones=tuple(range(n + 4, 9))))))
        found += [Part(f"あなたの怪獣カードの怒りが{n}以下", Condition("compare", n, name="you", stat="rage",
                                                                  compare="at-most")),
                  Part(f"あなたの怪獣カードが等級{roman}以上", Condition("compare", n, name="you", stat="rank",
                                                                    compare="at-least")),
                  Part(f"相手の怪獣カードが等級{roman}以下", Condition("compare", n, name="opponent", stat="rank",
                                                                  compare="at-most"))]
        # a pile's size (4.6, 4.8, 4.10): every card of it counted
        for (whose, who), (pile_jp, area), said in itertools.product(
                (("あなた", "you"), ("相手", "opponent")), (("山札", "deck"), ("捨て札", "discard"), ("怪獣デッキ", "monster_deck")),
                ("", "の枚数")):
            pile = Target(owner=who, type="", area=area)
            found += [Part(f"{whose}の{pile_jp}{said}が{n + 4}枚以上", Condition("count-at-least", n + 4, target=pile)),
                      Part(f"{whose}の{pile_jp}{said}が{n + 4}枚以下", Condition("count-at-most", n + 4, target=pile)),
                      Part(f"{whose}の{pile_jp}{said}が{n + 4}枚より多い",
                           Condition("compare", n + 4, stat="count", compare="more", target=pile))]
        # two numbers compared (10.5): the first against the other player's same number (「あなたより」) or said in full
        theirs, mine = {"name": "opponent"}, {"name": "you"}
        for (first, second, stat, fields), (jp, compare) in itertools.product(
                (("相手の怒り", "あなたの怒り", "rage", None), ("相手の手札の枚数", "あなたの手札", "hand", None),
                 ("相手の怪獣カードの脅威度", "あなたの怪獣カードの脅威度", "threat", None),
                 ("相手の捨て札の枚数", "あなたの捨て札の枚数", "count", "discard"),
                 ("相手のエリアにいる交戦カード", "あなたのエリアにいる交戦カード", "count", "field")),
                (("より多い", "more"), ("より少ない", "fewer"), ("以上", "at-least"), ("と同じ", "exactly"))):
            def number(who: str) -> Condition:
                if fields is None:
                    return Condition("compare", name=who, stat=stat)
                return Condition("compare", stat="count", target=Target(owner=who, type="battle" if fields == "field" else "",
                                                                       area=fields))
            for other in (second, "あなた"):
                found.append(Part(f"{first}が{other}{jp}", dataclasses.replace(
                    number("opponent"), compare=compare, parts=(number("you"),))))
        del theirs, mine
        # a card's number against N: a monster's threat level (7.4.2), this card's counter power (10.8.1)
        found += [Part(f"相手の怪獣カードの脅威度が{n}0000{jp}", Condition("compare", n * 10000, name="opponent",
                                                                      stat="threat", compare=compare))
                  for jp, compare in (("以上", "at-least"), ("以下", "at-most"), ("より多い", "more"))]
        found.append(Part(f"これの撃退力が{n}000以上", Condition("compare", n * 1000, name="this", stat="counter",
                                                              compare="at-least")))
        # 「ちょうどN」: exactly N, said so (10.5), wherever a number is compared
        found += [Part(f"あなたの手札がちょうど{n}枚", Condition("compare", n, name="you", stat="hand", compare="exactly")),
                  Part(f"相手の怒りがちょうど{n}", Condition("compare", n, name="opponent", stat="rage", compare="exactly")),
                  Part(f"あなたのエリア{n + 4}~8にいる交戦カードがちょうど{n}枚", Condition(
                      "compare", n, stat="count", compare="exactly", target=Target(owner="you", zones=tuple(range(n + 4, 9)))))]
        for jp, compare in (("より多い", "more"), ("未満", "fewer"), ("", "exactly")):  # each denied (でない)
            found += [Part(f"あなたの手札が{n}枚{jp}でない", Condition("not", parts=(
                          Condition("compare", n, name="you", stat="hand", compare=compare),))),
                      Part(f"相手の怪獣カードが等級{roman}{jp}でない", Condition("not", parts=(
                          Condition("compare", n, name="opponent", stat="rank", compare=compare),)))]
    return found


def _conditions() -> list[Part]:
    found = [Part("", None)]
    for n in (1, 2, 3, 5):
        found += [Part(f"これの怒りが{n}以上", Condition("rage-at-least", n), "SD01-003"),
                  Part(f"あなたの怪獣カードの怒りが{n}以上", Condition("rage-at-least", n), "SD01-010"),
                  Part(f"相手の怒りが{n}以上", Condition("opponent-rage-at-least", n), "BP01-061"),
                  Part(f"相手の怒りが{n}以下", Condition("opponent-rage-at-most", n), "BP01-077"),
                  Part(f"あなたの捨て札の怪獣カードが{n + 4}枚以上",
                       Condition("discard-at-least", n + 4, type="monster"), "BP01-040"),
                  Part(f"あなたのエリアに交戦カードが{n + 1}枚以上いる",
                       Condition("battle-cards-at-least", n + 1), "BP01-013"),
                  Part(f"これの下にカードが{n + 2}枚以上ある", Condition("under-at-least", n + 2), "BP02-049"),
                  # 3.2.1: any card phrase stacked under this card or a player's monster, counted
                  Part(f"これの下に《ゴジラ》を持つ怪獣カードが{n + 1}枚以上ある", Condition(
                      "count-at-least", n + 1, target=Target(owner="you", area="under", type="monster",
                                                             traits_any=("ゴジラ",)))),
                  Part(f"相手の怪獣カードの下に交戦カードが{n + 1}枚以下", Condition(
                      "count-at-most", n + 1, target=Target(owner="opponent", area="under-monster"))),
                  Part(f"相手のエリアにいる交戦カードが{n}枚以上",
                       Condition("opponent-battle-cards-at-least", n), "BP03-078")]
    found += _compared()
    found += [Part(f"このターン{whose}が{jp}ていた", Condition("done-this-turn", name=who, type=action))
              for whose, who in (("あなた", "you"), ("相手", "opponent"))
              for jp, action in (("戦略カードを発動し", "strategy"), ("進攻し", "invade"),
                                 ("手札から交戦カードを出現させ", "battle"), ("手札から怪獣カードを出現させ", "monster"),
                                 ("怒りを獲得し", "rage"))]
    # … counted, and a player's own draws, discards and cards made to appear (5.4, 5.7.1, 5.11)
    found += [Part(f"このターン{whose}が{jp}{n}{unit}{cmp_jp}{verb}ていた",
                   Condition("done-this-turn", n, name=who, type=action, compare=cmp))
              for whose, who in (("あなた", "you"), ("相手", "opponent"))
              for jp, verb, action, unit in (("戦略カードを", "発動し", "strategy", "枚"), ("", "進攻し", "invade", "回"),
                                             ("カードを", "引い", "drew:", "枚"), ("手札から交戦カードを", "捨て", "hand-discard:battle", "枚"),
                                             ("怪獣カードを", "出現させ", "monster-played:", "回"))
              for n, (cmp_jp, cmp) in ((2, ("以上", "at-least")), (1, ("以下", "at-most")))]
    # whose card × its kind × any event a trigger names, this turn, N times compared (10.6.2)
    found += [Part(f"このターン{whose_jp}の{subject}が{f'{n}枚以上' if n else ''}{verb}ていた",
                   Condition("happened-this-turn", n, name=whose, type=event, compare="at-least" if n else ""))
              for whose_jp, whose in (("あなた", "you"), ("いずれか", "any"))
              for subject, verb, event in (("交戦カード", "破壊され", "battle-destroyed:"), ("怪獣カード", "前進し", "advanced:"),
                                           ("カード", "捨て札に置かれ", "to-discard:"), ("交戦カード", "手札に戻され", "returned:battle"),
                                           ("交戦カード", "出現し", "battle-played:"))
              for n in (0, 2)]
    found += [Part(f"このターン{whose_jp}の怒りが{jp}ていた", Condition("happened-this-turn", name=whose, type=event))
              for whose_jp, whose in (("相手", "opponent"), ("あなたの怪獣カード", "you"))
              for jp, event in (("増え", "rage-up:"), ("減っ", "rage-down:"))]
    # a zone set: every one holding a card of the phrase (4.4, 4.5), or a player's empty zones counted (4.4.7)
    found += [Part(f"{whose_jp}の{zones_jp}すべてに{phrase}が{be}", Condition(
                  "every-zone", name=who, type=kind, target=Target(**({"owner": who} | fields))))
              for whose_jp, who in (("あなた", "you"), ("相手", "opponent"))
              for zones_jp, kind, phrase, fields, be in (
                  ("戦略カード置き場", "strategy", "戦略カード", {"type": "strategy"}, "置かれている"),
                  ("エリア", "zones", "交戦カード", {}, "いる"), ("エリア", "zones", "赤のカード", {"type": "", "colors": ("red",)}, "いる"))]
    found += [Part(f"{whose_jp}の空いているエリアが{n}つ{cmp_jp}", Condition("compare", n, name=who, stat="empty-zones", compare=cmp))
              for whose_jp, who in (("あなた", "you"), ("相手", "opponent"))
              for n, (cmp_jp, cmp) in ((2, ("以下", "at-most")), (3, ("", "exactly")), (1, ("より多い", "more")))
              if not (who == "opponent" and cmp == "at-least")]
    for zone in (3, 5, 8):
        found.append(Part(f"これがエリア{zone}にいる", Condition("in-zone", zone), "SD02-009"))
    for lo, hi in ((1, 5), (4, 8), (6, 8)):
        found.append(Part(f"相手の怪獣カードがエリア{lo}~{hi}にいる",
                          Condition("opponent-in-zones", lo, upto=hi), "BP02-042"))
    # one zone, or a zone and those after (before) it (4.4.5.3)
    found += [Part("相手の怪獣カードがエリア7にいる", Condition("opponent-in-zones", 7, upto=7)),
              Part("相手の怪獣カードがエリア6以降にいる", Condition("opponent-in-zones", 6, upto=8)),
              Part("これがエリア4以前にいる", Condition("in-zones", 1, upto=4)),
              Part("あなたの怪獣カードがエリア6以降にいる", Condition("monster-in-zones", 6, upto=8, name="you")),
              Part("あなたの怪獣カードがエリア3~5にいる", Condition("monster-in-zones", 3, upto=5, name="you")),
              Part("これがあなたの怪獣カードと同じ縦列にいる", Condition("column-with-opponent", name="you"))]

    # how this card was last played (8.5, 12.5.2, 5.17.1, 5.11), or not so
    for way_jp, way in (("手札から", "hand"), ("強襲で", "burst"), ("強襲により", "burst"), ("進化で", "evolution"),
                        ("効果で", "effect"), ("効果によって", "effect")):
        found += [Part(f"{way_jp}出現した", Condition("played-by", type=way)),
                  Part(f"{way_jp}出現していない", Condition("not", parts=(Condition("played-by", type=way),)))]
    found += [Part("あなたが拠点を置いている", Condition("strategy-placed", 1, name="you", type="base"), "BP03-019"),
              Part("相手が戦略カードを置いている", Condition("strategy-placed", 1, name="opponent"), "BP01-080"),
              Part("これが相手の怪獣カードと同じ縦列にいる", Condition("column-with-opponent"), "BP01-021"),
              Part("これがあなたの怪獣カードの隣接エリアにいる", Condition("adjacent-to-monster"), "BP02-036")]
    # two joined by 〜いて、 (BP03-054: "これがエリア8にいて、あなたが拠点を置いている")
    firsts, seconds = [p for p in found if p.text.endswith("いる")][:6], (found[1], found[3], found[-4])
    for first in firsts:
        for second in seconds:
            found.append(Part(first.text[:-2] + "いて、" + second.text,
                              Condition("all", parts=(first.value, second.value)), "BP03-054"))
            # … or by 〜か、: either is enough
            found.append(Part(first.text + "か、" + second.text, Condition("any", parts=(first.value, second.value))))
    # any fact of where a card is, negated: "これがエリア8にいない" (Condition "not")
    found += [Part(p.text[:-2] + "いない", Condition("not", parts=(p.value,)))
              for p in found if p.text.endswith(("にいる", "がいる")) and p.value.kind not in ("all", "every-zone")]
    # the card discarded for this turn's invasion, or not (8.6.1): "これの進攻で青の交戦カードを捨てていない"
    paid = Condition("count-at-least", 1, target=Target(owner="you", area="invasion-cost", colors=("blue",)))
    found += [Part("これの進攻で青の交戦カードを捨てた", paid),
              Part("これの進攻で青の交戦カードを捨てていない", Condition("not", parts=(paid,)))]
    # … and the facts said with 〜ている: placed, done this turn (10.5)
    found += [Part(p.text.removesuffix("いる").removesuffix("いた") + "いない", Condition("not", parts=(p.value,)))
              for p in found if p.value is not None and p.value.kind in ("strategy-placed", "done-this-turn")]
    # a card in a zone named from this one (4.4.5.1, 4.4.5.2), or none there (a count of none)
    # whose unsaid: front / behind are the master's zones (4.4.5.1), next to it either player's (4.4.5.2: zone 8 and zone 8)
    for where, fields in (("後のエリア", {"facing": "behind"}), ("前のエリア", {"facing": "front"}),
                          ("隣接エリア", {"adjacent": True})):
        target = Target(owner="each" if "adjacent" in fields else "you", **fields)
        found += [Part(f"これの{where}に交戦カードがいる", Condition("count-at-least", 1, target=target)),
                  Part(f"これの{where}に交戦カードがいない", Condition("count-at-most", 0, target=target))]
        for who_jp, who in (("相手", "opponent"), ("あなた", "you")):  # whose said after the place (「これの前のエリアにあなたの交戦カードがいる」)
            theirs = dataclasses.replace(target, owner=who)
            found += [Part(f"これの{where}に{who_jp}の交戦カードがいる", Condition("count-at-least", 1, target=theirs)),
                      Part(f"これの{where}に{who_jp}の交戦カードがいない", Condition("count-at-most", 0, target=theirs))]
    found += _sums()
    found += _each_of(found)
    return found


def _each_of(found: list[Part]) -> list[Part]:
    """Each of two card phrases in one place (「AとBが両方いる」, 「…がそれぞれN枚以上ある」), and two facts
    joined by 〜かつ (10.5: "and"); a card left or right of this one (4.4.5.5)."""
    places = [("あなたのエリアに", "いる", {"owner": "you"}), ("これの隣接エリアに", "いる", {"owner": "each", "adjacent": True}),
              ("あなたの捨て札に", "ある", {"owner": "you", "area": "discard"}),
              ("相手のエリアに", "いる", {"owner": "opponent"})]
    phrases: list[tuple[str, dict[str, Any]]] = [
        ("赤の交戦カード", {"colors": ("red",)}), ("《兵器》を持つカード", {"type": "", "traits_any": ("兵器",)}),
        ("等級4以下の交戦カード", {"rank_max": 4}), ("怪獣カード", {"type": "monster"}),
        ("青の交戦カード", {"colors": ("blue",)}), ("緑のカード", {"type": "", "colors": ("green",)}),
        ("戦略カード", {"type": "strategy"}), ("等級5以上の交戦カード", {"rank_min": 5})]
    out = []
    for (place, be, where), (a, fa), (b, fb) in itertools.product(places, phrases[:4:2], phrases[4::3]):
        both = Condition("all", parts=(Condition("count-at-least", 1, target=Target(**(where | fa))),
                                       Condition("count-at-least", 1, target=Target(**(where | fb)))))
        out += [Part(f"{place}{a}と{b}が両方{be}", both),
                Part(f"{place}{a}と{b}がそれぞれ2枚以上{be}", Condition("all", parts=tuple(
                    dataclasses.replace(p, value=2) for p in both.parts)))]
    for (place, be, where), (a, fa) in itertools.product(places, phrases[::3]):  # 「…だけがいる」: only those
        kind = Target(**(where | {"type": fa.get("type", "battle")}))
        out.append(Part(f"{place}{a}だけが{be}", Condition("only", target=Target(**(where | fa)),
                                                          parts=(Condition("count-at-least", 1, target=kind),))))
    facts = [p for p in found if p.value is not None and p.value.kind in ("opponent-rage-at-least", "in-zone")][::3]
    out += [Part(f"{a.text}かつ{b.text}", Condition("all", parts=(a.value, b.value)))
            for a, b in itertools.product(facts, facts) if a is not b]
    for side_jp, side in (("左側", "left"), ("右", "right")):
        out.append(Part(f"これより{side_jp}に交戦カードがいる",  # either player's (4.4.5.5.2)
                        Condition("count-at-least", 1, target=Target(owner="each", side=side))))
    # any field card phrase counted where it stands: a relation, a zone (「これより右のエリアにいるあなたの…がない」)
    for (rel, r), (who_jp, who), (phrase, fields) in itertools.product(
            [("これより右のエリアにいる", {"side": "right"}), ("これと同じ縦列にいる", {"same_column": True}),
             ("これの隣接エリアにいる", {"adjacent": True}), ("相手の怪獣カードがいるエリア以前の", {"bound_from": "opponent", "bound": "before"}),
             # greater / less than a card's zone, itself not included (4.4.3)
             ("これのいるエリアよりエリア番号が大きい", {"bound_from": "this", "bound": "above"}),
             ("あなたの怪獣カードがいるエリアより数字の小さい", {"bound_from": "you", "bound": "below"})],
            (("相手", "opponent"), ("あなた", "you")), phrases[:3]):
        target = Target(**({"owner": who} | r | fields))
        out += [Part(f"{rel}{who_jp}の{phrase}がいる", Condition("count-at-least", 1, target=target)),
                Part(f"{rel}{who_jp}の{phrase}がいない", Condition("count-at-most", 0, target=target)),
                Part(f"{rel}{who_jp}の{phrase}が2枚以上いる", Condition("count-at-least", 2, target=target))]
    return out


def _sums() -> list[Part]:
    """"あなたのエリアにいる交戦カードの等級の合計が15以上": a card phrase's numbers added up."""
    found = []
    phrases = [("あなたのエリアにいる交戦カード", Target(owner="you")),
               ("相手のエリアにいる交戦カード", Target()),
               ("あなたのエリアにいる《兵器》を持つ交戦カード", Target(owner="you", traits_any=("兵器",))),
               ("あなたの手札の交戦カード", Target(owner="you", area="hand")),
               ("相手の捨て札の怪獣カード", Target(type="monster", area="discard"))]
    for (phrase, target), (stat_jp, stat, n), (cmp, kind) in itertools.product(
            phrases, (("等級", "rank", 8), ("撃退力", "counter", 10000)), (("以上", "sum-at-least"), ("以下", "sum-at-most"))):
        found.append(Part(f"{phrase}の{stat_jp}の合計が{n}{cmp}", Condition(kind, n, target=target, stat=stat)))
    return found


def _reached() -> list[Part]:
    """10.5: a number this ability's effects brought to a value: 「この効果で相手の怒りが0になった」 (only after an
    effect: the "reached" form)."""
    return [Part(f"この効果で{whose_jp}{what}{n}{unit}{cmp_jp}になった", Condition("reached", n, name=who, stat=stat, compare=cmp))
              for whose_jp, who in (("相手の", "opponent"), ("あなたの", "you"))
              for what, stat, unit in (("怒りが", "rage", ""), ("手札が", "hand", "枚"))
              for n, (cmp_jp, cmp) in ((0, ("", "exactly")), (3, ("以上", "at-least")))]


CONDITIONS = _conditions()
REACHED = _reached()

# the conditions that compare a number ("相手の怒りが3以上"), which "の場合" / "の間" may follow
NUMBERS_COMPARED = [c for c in CONDITIONS if c.value is not None and c.value.kind == "compare"]

COSTS = [Part("", None),
         Part("あなたの手札を1枚捨てることで、", Effect("discard", 1), "BP02-052"),
         Part("あなたの手札の交戦カードを1枚捨てることで、",
              Effect("discard", 1, target=Target(owner="you", area="hand")), "BP03-014"),
         Part("あなたの手札の戦略カードを1枚捨てることで、",
              Effect("discard", 1, target=Target(owner="you", area="hand", type="strategy")), "BP02-001"),
         Part("あなたの手札の等級5以上の交戦カードを1枚捨てることで、",
              Effect("discard", 1, target=Target(owner="you", area="hand", rank_min=5)), "BP03-001"),
         Part("これの怒りを1減らすことで、", Effect("rage", -1), "BP01-020"),
         # 10.5.4: other verbs as costs, in the rules' words
         Part("これを破壊することで、", Effect("destroy-self")),
         Part("あなたの手札を1枚山札の下に置くことで、",
              Effect("to-deck-bottom", 1, target=Target(owner="you", area="hand", type=""))),
         Part("あなたの山札を上から2枚捨て札にすることで、", Effect("mill", 2)),
         Part("あなたの等級4以下の交戦カードを1枚破壊することで、",
              Effect("destroy", 1, target=Target(owner="you", rank_max=4)))]

OWNERS = [("相手", "opponent"), ("あなた", "you")]
QUANTITIES = [("1枚", 1, False), ("2枚", 2, False), ("1枚まで", 1, True), ("3枚まで", 3, True), ("すべて", 0, False)]
TYPES = [("交戦", "battle"), ("戦略", "strategy"), ("怪獣", "monster"), ("", "")]
COLORS = [("赤", "red"), ("青", "blue"), ("白", "white"), ("緑", "green")]


def _simple_effects() -> list[Part]:
    found = [Part(f"{whose}の手札を見る", Effect("look", 0, "you", target=Target(owner=who, area="hand", type=""), to="stay"))
             for whose, who in OWNERS]  # a hand looked at whole (4.9.2 over 1.3.1)
    for n in (1, 2, 3):
        found += [Part(f"カードを{n}枚引く", Effect("draw", n), "SD01-001"),
                  Part(f"あなたは{n}枚引く", Effect("draw", n), "SD02-010"),
                  Part(f"相手の怒りを{n}減らす", Effect("rage", -n, "opponent"), "SD01-011"),
                  Part(f"相手の怒りを{n}増やす", Effect("rage", n, "opponent")),
                  Part(f"これの怒りを{n}増やす", Effect("rage", n), "BP01-001"),
                  Part(f"あなたの怪獣カードの怒りを{n}増やす", Effect("rage", n), "BP01-066"),
                  Part(f"あなたの山札を上から{n}枚捨て札にする", Effect("mill", n), "BP02-047"),
                  Part(f"相手の山札を上から{n}枚捨て札にする", Effect("mill", n, "opponent")),
                  Part(f"相手の怪獣カードを{n}エリア前進させる", Effect("advance", n, "opponent"), "BP01-008"),
                  Part(f"相手の怪獣カードを{n}エリア後退させる", Effect("retreat", n, "opponent")),
                  # a hand's cards at random (5.3.1's randomness), each player's own count (1.3.4.1)
                  Part(f"相手の手札をランダムに{n}枚捨てる", Effect("discard", n, "opponent", to="random")),
                  Part(f"相手は手札からランダムに{n}枚捨てる", Effect("discard", n, "opponent", to="random")),
                  Part(f"各プレイヤーは手札を{n}枚ずつ捨てる", Effect("discard", n, "each")),
                  Part(f"各プレイヤーは{n}枚ずつカードを引く", Effect("draw", n, "each")),
                  # a counter bound by the monster's threat level (7.4.2)
                  Part(f"相手の脅威度{n}0000以下の怪獣カードを撃退する", Effect(
                      "counter", who="opponent", bound=Condition("threat-at-most", n * 10000, name="opponent"))),
                  # a strategy card put into a strategy zone, not played (4.5.1)
                  Part(f"あなたの捨て札から戦略カードを{n}枚、戦略カード置き場に置く", Effect(
                      "to-strategy-zone", n, target=Target(owner="you", area="discard", type="strategy"))),
                  Part(f"あなたの怪獣カードを{n}エリア前進させる", Effect("advance", n), "BP02-019"),
                  Part(f"「結晶体」トークンを{n}枚出現させる", Effect("token", n, name="結晶体"), "BP02-052")]
    for n in (0, 1, 2):
        found += [Part(f"相手の怒りを{n}にする", Effect("rage-set", n, "opponent"), "BP03-079"),
                  Part(f"あなたの怒りを{n}にする", Effect("rage-set", n))]
    for n in (2, 3, 4, 5):
        found += [Part(f"相手は自分の手札を{n}枚になるよう捨てる", Effect("discard-to", n, "opponent"), "SD01-015"),
                  Part(f"相手は自分の手札を{n}枚になるよう捨ててよい",
                       Effect("discard-to", n, "opponent", upto=True), "BP02-070"),
                  Part(f"各プレイヤーは自分の手札を{n}枚になるよう捨てる", Effect("discard-to", n, "each"), "BP03-029")]
    for bound in (20000, 40000, 60000):
        for n in (1, 2):
            found.append(Part(f"相手の脅威度{bound}以下の怪獣カードを{n}エリア後退させる",
                              Effect("retreat", n, "opponent",
                                     bound=Condition("threat-at-most", bound)), "BP01-072"))
        for zone in (1, 2):  # the bound with a zone to move back to (5.13.2.2)
            found.append(Part(f"相手の脅威度{bound}以下の怪獣カードをエリア{zone}まで後退させる",
                              Effect("retreat-to", zone, "opponent",
                                     bound=Condition("threat-at-most", bound))))
        found.append(Part(f"あなたの脅威度{bound}以下の怪獣カードをエリア5まで前進させる",
                          Effect("advance-to", 5, bound=Condition("threat-at-most", bound, name="you"))))
    for zone in (3, 5, 6, 8):
        found += [Part(f"あなたの怪獣カードをエリア{zone}まで前進させる", Effect("advance-to", zone), "BP01-078"),
                  Part(f"相手の怪獣カードをエリア{zone - 2}まで後退させる", Effect("retreat-to", zone - 2, "opponent"),
                       "BP03-023")]
    for n in (1, 2):  # the rules' own words and subjects (9.1.3 tokens 〜つ, 12.9 拠点, 3.3 進攻怪獣, 1.3.4 each player)
        token = Target(owner="you", type="", traits_any=("トークン",))
        found += [Part(f"あなたのエリアにいるトークンを{n}つ消滅させる", Effect("vanish", n, target=token)),
                  Part(f"相手の拠点を{n}枚破壊する", Effect("destroy", n, target=Target(type="strategy", keyword="base"))),
                  Part(f"相手の戦略カード置き場にあるカードを{n}枚破壊する", Effect("destroy", n, target=Target(type="strategy"))),
                  Part(f"相手の進攻怪獣を{n}エリア後退させる", Effect("retreat", n, "opponent")),
                  Part(f"各プレイヤーは自分の山札を上から{n}枚捨て札にする", Effect("mill", n, "each")),
                  Part(f"あなたの捨て札にある交戦カードを{n}枚手札に加える",
                       Effect("to-hand", n, target=Target(owner="you", area="discard")))]
    for n in (1, 2):  # each player's own count, as each chooses (1.3.4.1, 3.1.2.3.1) or does it (1.3.4)
        each = Target(owner="each")
        found += [Part(f"各プレイヤーは自分の交戦カードを{n}枚ずつ選び、破壊する", Effect("destroy", n, "each", target=each)),
                  Part(f"各プレイヤーはそれぞれカードを{n}枚引く", Effect("draw", n, "each")),
                  # 2.6 as a filter, 4.5 as a place
                  Part(f"あなたの捨て札の脅威度5000以下の怪獣カードを{n}枚手札に加える",
                       Effect("to-hand", n, target=Target(owner="you", type="monster", area="discard", threat_max=5000))),
                  Part(f"あなたの戦略カード置き場の戦略カードを{n}枚手札に戻す",
                       Effect("to-hand", n, target=Target(owner="you", type="strategy")))]
    # as many as a number of the game is now: a player's rage (3.4), the opponent's monster's rank (2.3)
    found += [Part("相手の怒りと同じ枚数、カードを引く", Effect("draw", 1, per=Tally.OPPONENT_RAGE)),
              Part("あなたの怒りと同じ枚数、相手の山札を上から捨て札にする", Effect("mill", 1, "opponent", per=Tally.YOUR_RAGE)),
              Part("相手の怪獣カードの等級と同じ枚数、カードを引く", Effect("draw", 1, per=Tally.OPPONENT_RANK))]
    for low, high in ((1, 8), (2, 5)):  # a number named within a range the text gives (10.5.3)
        found.append(Part(f"{low}から{high}までの数字を1つ指定する", Effect("name-number", into=tuple(range(low, high + 1)))))
    found += [Part("各プレイヤーは自分の山札をシャッフルする", Effect("shuffle", who="each")),
              # 5.6.1: a card of the hand and one of the discard pile exchange piles
              Part("あなたの手札のカード1枚と、あなたの捨て札の交戦カード1枚を入れ替える",
                   Effect("swap", target=Target(owner="you", type="", area="hand"), to="piles",
                          other=Target(owner="you", area="discard")))]
    found += [Part("これを破壊する", Effect("destroy-self"), "BP01-071"),
              Part("これを手札に戻す", Effect("return-self")),
              Part("これを空いているエリアに移動させてよい", Effect("move-self", upto=True, to="empty"), "SD01-012")]
    found += [Part(f"{whose}の手札をすべて見る", Effect("look", 0, "you", target=Target(owner=who, area="hand", type=""), to="stay"))
              for whose, who in OWNERS]  # 「すべて」 says the whole, as it is without it (4.9.2)
    return found


def _destroys() -> Sequence[Part]:
    """「[relation][owner]の[zones][rank][trait][colour][type]カードを[quantity]破壊する」 (SD01-006 …)."""
    relations = [("", {}), ("これと同じ縦列にいる", {"same_column": True}),
                 ("これの隣接エリアにいる", {"adjacent": True}),
                 ("あなたの怪獣カードと同じ縦列にいる", {"monster_column": "you"}),
                 ("相手の怪獣カードと同じ縦列にいる", {"monster_column": "opponent"}),
                 # 4.4.5.5.4 (as the master sees them, 4.4.5.5.2), 4.4.5.1
                 ("あなたから見て最も左側にいる", {"extreme": "left"}), ("最も右側にいる", {"extreme": "right"}),
                 ("これの後のエリアにいる", {"facing": "behind"}), ("これの前のエリアにいる", {"facing": "front"}),
                 # 4.4.5.5.1: further left / right than this card; next to it on either side
                 ("これより左側にいる", {"side": "left"}), ("これより右にいる", {"side": "right"}),
                 ("これの左右の隣接エリアにいる", {"adjacent": True, "side": "lateral"}),
                 ("これの右側の隣接エリアにいる", {"adjacent": True, "side": "right"}),
                 ("これの左側にいる", {"side": "left"}), ("これの右隣のエリアにいる", {"adjacent": True, "side": "right"}),
                 *BOUNDS,  # 4.4.5.3: up to / from a card's zone
                 # a card named before or the invading monster (3.3: the turn player's), its column (4.4.5.4)
                 ("選んだカードと同じ縦列にいる", {"it_column": True}), ("進攻怪獣と同じ縦列にいる", {"monster_column": "invading"}),
                 # filters said before whose cards they are: against another card's number, a player's rage (3.4),
                 # that card's traits (2.5) — this card, a card chosen or moved before, a player's monster
                 ("これより等級の高い", {"same_as": "this", "same_stat": "rank", "same_way": "above"}),
                 ("撃退力がそれより低い", {"same_as": "it", "same_stat": "counter", "same_way": "below"}),
                 ("相手の怪獣カードの脅威度以下の撃退力を持つ",
                  {"same_as": "opponent", "same_stat": "threat", "same_way": "at-most", "own_stat": "counter"}),
                 ("あなたの怒り以下の等級の", {"same_as": "rage-you", "same_stat": "rage", "own_stat": "rank",
                                        "same_way": "at-most"}),
                 ("選んだカードと同じ特徴を持つ", {"same_as": "it", "same_stat": "trait"}),
                 ("破壊したカードと同じ色の", {"same_as": "it", "same_stat": "color"}),
                 ("進攻怪獣と同じ等級の", {"same_as": "invading", "same_stat": "rank"}),
                 ("等級4以下の", {"rank_max": 4})]
    zones = [("", {}), ("エリア1~5にいる", {"zones": (1, 2, 3, 4, 5)}), ("エリア8にいる", {"zones": (8,)}),
             ("エリア4以前にいる", {"zones": (1, 2, 3, 4)}), ("エリア6以降にいる", {"zones": (6, 7, 8)})]  # 4.4.5.3
    ranks = [("", {}), ("等級4以下の", {"rank_max": 4}), ("等級6以下の", {"rank_max": 6}), ("等級3以上の", {"rank_min": 3}),
             ("等級Ⅴ以下の", {"rank_max": 5}), ("等級ⅶ以上の", {"rank_min": 7}),  # every Roman spelling (normal.py)
             # the highest or lowest of a number among them (Target.most)
             ("最も等級の高い", {"most": "rank-high"}), ("最も撃退力の低い", {"most": "counter-low"}),
             ("等級が最も低い", {"most": "rank-low"})]
    traits = [("", {}), ("《兵器》を持つ", {"traits_any": ("兵器",)}),
              # chapter 2's information: traits it lacks (2.5), several colors or traits (2.4.4, 2.5.1.1), a name
              # it is not (2.1.3), its counter power (2.7), no text (2.9.1)
              ("《兵器》を持たない", {"traits_not": ("兵器",)}), ("2色以上の", {"colors_min": 2}),
              ("特徴を2つ以上持つ", {"traits_min": 2}), ("「ゴジラ」以外の", {"name_not": "ゴジラ"}),
              ("撃退力3000以下の", {"counter_max": 3000}), ("撃退力5000以上の", {"counter_min": 5000}),
              ("テキストを持たない", {"no_text": True}),
              # a number or a color equal to another card's (2.7.1, 2.3.1, 2.4.1): this card's, a player's monster's
              ("これと同じ撃退力の", {"same_as": "this", "same_stat": "counter"}),
              ("あなたの怪獣カードと同じ等級の", {"same_as": "you", "same_stat": "rank"}),
              ("相手の怪獣カードと同じ色の", {"same_as": "opponent", "same_stat": "color"})]
    colors: list[tuple[str, dict[str, Any]]] = [("", {})] + [(f"{jp}の", {"colors": (en,)}) for jp, en in COLORS[:2]]
    # the words and fields of each of some 150,000 sentences; each Part (its Effect and Target) is made
    # when it is drawn (samples draws a few hundred): making them all took seconds at every samples()
    said: list[tuple[str, str, str, int, bool, tuple[dict[str, Any], ...]]] = []
    for (rel, r), (who_jp, who), (zone, z), (rank, k), (trait, t), (color, c), (qty, n, upto), kind in itertools.product(
            relations, OWNERS + [("各プレイヤー", "each")], zones, ranks, traits, colors, QUANTITIES, ("交戦", "戦略")):
        counter = "つ" if rank.startswith("最も") else "枚"  # cards are counted 〜つ too (quantity's COUNTER)
        if kind == "戦略" and (rel or zone):
            continue  # a strategy card is in no zone
        if rel and zone or set(r) & (set(k) | set(t)):
            continue  # one relation or zone; a filter said before whose cards, not again after
        text = f"{rel}{who_jp}の{zone}{rank}{trait}{color}{kind}カードを{qty.replace('枚', counter)}破壊する"
        said.append((text, who, "battle" if kind == "交戦" else "strategy", n, upto, (r, z, k, t, c)))
    found: list[Part] = []
    # 「…のうち、<filters>もの」: the phrase before narrowed (10.5.3); 最も右側/左側 as either player sees them (4.4.5.5.2)
    within: list[tuple[str, dict[str, Any]]] = [("あなたから見て最も右側の", {"extreme": "right"}), ("最も左側にいる", {"extreme": "left"}),
              ("相手から見て最も右側にいる", {"extreme": "left"}), ("等級4以下の", {"rank_max": 4}),
              ("《兵器》を持つ", {"traits_any": ("兵器",)}), ("最も等級の高い", {"most": "rank-high"})]
    for (who_jp, who), (narrow, fields), ending, (qty, n, upto) in itertools.product(
            OWNERS, within, ("もの", "カード", "交戦カード"), QUANTITIES[:3]):
        found.append(Part(f"{who_jp}のエリアにいる交戦カードのうち、{narrow}{ending}を{qty}破壊する",
                          Effect("destroy", n, upto=upto, target=Target(owner=who, **fields))))
    # zones named from this card, whose said after the place or unsaid (4.4.5.1: the master's; 4.4.5.2, 4.4.5.5.2:
    # either player's), 「これに隣接している相手のエリアにいる…」 across the table
    for (rel, r, unsaid), (qty, n, upto) in itertools.product(NEAR_CARDS, QUANTITIES):
        found.append(Part(f"{rel}交戦カードを{qty}破壊する", Effect("destroy", n, upto=upto, target=Target(owner=unsaid, **r))))
        for who_jp, who in OWNERS:
            place = f"{who_jp}のエリアにいる" if rel.startswith("これに隣接") else f"{who_jp}の"
            found.append(Part(f"{rel}{place}交戦カードを{qty}破壊する",
                              Effect("destroy", n, upto=upto, target=Target(owner=who, **r))))
    return _Joined(_Made(said, _destroy), found)


def _destroy(said: tuple[str, str, str, int, bool, tuple[dict[str, Any], ...]]) -> Part:
    """One of _destroys' sentences, from its words and fields."""
    text, who, kind, n, upto, (r, z, k, t, c) = said
    target = Target(owner=who, type=kind, **r, **z, **k, **t, **c)
    return Part(text, Effect("destroy", n, target=target, upto=upto), "SD01-006")


class _Items(Sequence[Part]):
    """A read-only sequence whose items are found by ``_at`` (an index from 0 to len - 1): slices and
    negative indexes as a list's, worked out once here for both kinds below."""

    def _at(self, i: int) -> Part:
        raise NotImplementedError

    @overload
    def __getitem__(self, i: int) -> Part: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Part]: ...

    def __getitem__(self, i: int | slice) -> Part | Sequence[Part]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("index out of range")
        return self._at(i)


class _Made(_Items):
    """Parts, each made from what says it (``make``) when first asked for: a list of them all, as
    samples draws from it, without making those it never draws."""

    def __init__(self, said: list, make: Callable[[Any], Part]):
        self._said, self._make, self._made = said, make, dict[int, Part]()

    def __len__(self) -> int:
        return len(self._said)

    def _at(self, i: int) -> Part:
        made = self._made.get(i)
        if made is None:
            made = self._made[i] = self._make(self._said[i])
        return made


class _Joined(_Items):
    """Sequences one after the other, as the list of all their items would be, without copying them."""

    def __init__(self, *parts: Sequence[Part]):
        self._parts, self._ends = parts, list(itertools.accumulate(map(len, parts)))

    def __len__(self) -> int:
        return self._ends[-1] if self._ends else 0

    def _at(self, i: int) -> Part:
        part = bisect.bisect_right(self._ends, i)
        return self._parts[part][i - self._ends[part] + len(self._parts[part])]


# a zone named from this card's (4.4.5), as a card phrase's place: words, fields, whose when unsaid
NEAR_CARDS: list[tuple[str, dict[str, Any], str]] = [
    ("これの前のエリアにいる", {"facing": "front"}, "you"), ("これの後ろのエリアにいる", {"facing": "behind"}, "you"),
    ("これより左にいる", {"side": "left"}, "each"), ("これより右のエリアにいる", {"side": "right"}, "each"),
    ("これに隣接している", {"adjacent": True}, "each"), ("これの隣接エリアにいる", {"adjacent": True}, "each")]


def _filters() -> list[tuple[str, dict[str, Any]]]:
    """Card phrases for the piles: 「[colour][trait][rank][name | type]カード」 (BP02-058, SD01-002 …)."""
    found = []
    colors: list[tuple[str, dict[str, Any]]] = [("", {})] + [(f"{jp}の", {"colors": (en,)}) for jp, en in COLORS]
    for (color, c), (trait, t), (rank, k), (kind_jp, kind) in itertools.product(
            colors,
            [("", {}), ("《モスラ》を持つ", {"traits_any": ("モスラ",)}),
             ("《兵器》か《機械》を持つ", {"traits_any": ("兵器", "機械")})],
            [("", {}), ("等級4以下の", {"rank_max": 4}), ("等級5以上の", {"rank_min": 5}),
             ("相手の怪獣カードと同じ等級の", {"same_as": "opponent", "same_stat": "rank"})],  # 2.3.1
            TYPES):
        found.append((f"{color}{trait}{rank}{kind_jp}カード", dict(type=kind, **c, **t, **k)))
    found.append(("「ゴジラ(1991)」の交戦カード", dict(type="battle", name="ゴジラ(1991)")))
    found.append(("「スペースビーム」", dict(type="", name="スペースビーム")))
    return found


def _pile_effects() -> list[Part]:
    found = []
    for (phrase, fields), (qty, n, upto) in itertools.product(_filters(), QUANTITIES[:4]):
        def target(area, **more):
            return Target(owner="you", area=area, **(fields | more))
        found += [
            Part(f"あなたの捨て札の{phrase}を{qty}手札に戻す",
                 Effect("to-hand", n, target=target("discard"), upto=upto), "BP02-058"),
            Part(f"あなたの捨て札の{phrase}を{qty}山札の上に置く",
                 Effect("to-deck-top", n, target=target("discard"), upto=upto), "BP03-055"),
        ]
        if upto:
            found.append(Part(f"あなたの山札から{phrase}を{qty}探して公開し、手札に加え、山札をシャッフルする",
                              Effect("search", n, target=target("deck"), upto=True, to="reveal-hand"), "SD01-002"))
        if fields["type"] == "battle" and "name" not in fields:
            found += [Part(f"あなたの捨て札から{phrase}を{qty}出現させる",
                           Effect("play", n, target=target("discard"), upto=upto), "BP03-080"),
                      Part(f"あなたの捨て札から{phrase}を{qty}、これの隣接エリアに出現させる",
                           Effect("play", n, target=target("discard"), upto=upto, to="adjacent"), "SD02-003"),
                      # 3.2.1: under this card from either player's pile (the owner stays, 4.1.7)
                      Part(f"相手の捨て札から{phrase}を{qty}、これの下に重ねる",
                           Effect("stack-under", n, target=Target(owner="opponent", area="discard", **fields),
                                  upto=upto)),
                      # 5.11.1 from the opponent's pile into your zones (3.1.2; the owner stays, 4.1.7)
                      Part(f"相手の捨て札から{phrase}を{qty}、あなたのエリアに出現させる",
                           Effect("play", n, target=Target(owner="opponent", area="discard", **fields), upto=upto))]
            if upto:
                found.append(Part(f"あなたの山札から{phrase}を{qty}探して出現させ、山札をシャッフルする",
                                  Effect("search", n, target=target("deck"), upto=True, to="play"), "SD01-014"))
        if upto:  # 5.8 into the discard pile (5.7.3)
            found.append(Part(f"あなたの山札から{phrase}を{qty}探して捨て札にし、山札をシャッフルする",
                              Effect("search", n, target=target("deck"), upto=True, to="discard")))
    for n in (1, 2, 3):  # a count alone: exactly that many (5.8.1.1)
        found.append(Part(f"あなたの山札からカードを{n}枚探して捨て札にし、山札をシャッフルする",
                          Effect("search", n, target=Target(owner="you", area="deck", type=""), to="discard")))
        # … with no noun at all (「山札から2枚探して」): any card, in each slot that takes a pile's cards
        found += [Part(f"あなたの山札から{n}枚探して手札に加え、山札をシャッフルする",
                       Effect("search", n, target=Target(owner="you", area="deck", type=""), to="hand")),
                  Part(f"あなたの捨て札から{n}枚山札の下に置く",
                       Effect("to-deck-bottom", n, target=Target(owner="you", area="discard", type=""))),
                  Part(f"あなたの捨て札から{n}枚これの下に重ねる",
                       Effect("stack-under", n, target=Target(owner="you", area="discard", type=""))),
                  Part(f"相手は手札から{n}枚捨てる",
                       Effect("discard", n, "opponent", target=Target(owner="opponent", area="hand", type=""))),
                  Part(f"各プレイヤーは手札から{n}枚捨てる", Effect("discard", n, "each"))]
    return found


# where a card goes on the field, as a destination part means it (Effect.to, Effect.into)
DESTINATIONS: list[tuple[str, dict[str, Any]]] = [("これの隣接エリアに", {"to": "adjacent"}), ("空いているエリアに", {"to": "empty"}),
                ("エリア6~8に", {"to": "zones", "into": (6, 7, 8)}), ("エリア3に", {"to": "zones", "into": (3,)})]
PILES_TO = [("手札に戻す", "to-hand"), ("山札の上に置く", "to-deck-top"), ("山札の下に置く", "to-deck-bottom"),
            ("山札に戻す", "to-deck")]


def _verb_parts() -> list[Part]:
    """The parts every verb composes with — a destination, a card phrase, 〜枚まで, whose — on the
    verbs the rules define (chapter 5), whether or not a printed card has put them together."""
    found = []
    ranks: list[tuple[str, dict[str, Any]]] = [("", {}), ("等級4以下の", {"rank_max": 4})]
    for n, (rank, k), (jp, verb) in itertools.product(
            (1, 2), ranks, (("破壊する", "destroy"), ("手札に戻す", "to-hand"), ("山札の下に置く", "to-deck-bottom"))):
        # 3.1.2.3.1: the cards chosen by the player named, among their own (1.3.4: the turn player first)
        for who_jp, who in (("相手は", "opponent"), ("各プレイヤーは", "each"), ("各プレイヤーはそれぞれ", "each")):
            chosen = "選び、" if verb == "destroy" else ""  # "…を選び、手札に戻す" is a choice, then "それ" put
            found.append(Part(f"{who_jp}自分の{rank}交戦カードを{n}枚{chosen}{jp}",
                              Effect(verb, n, who, target=Target(owner=who, **k))))
        found.append(Part(f"相手は自分の捨て札の{rank}交戦カードを{n}枚山札の下に置く",
                          Effect("to-deck-bottom", n, "opponent", target=Target(owner="opponent", area="discard", **k))))
    for n, (who_jp, who) in itertools.product((1, 2), OWNERS):  # 9.1.3: any token, whatever its name
        found.append(Part(f"{who_jp}のエリアにいるトークンを{n}枚消滅させる",
                          Effect("vanish", n, target=Target(owner=who, type="", traits_any=("トークン",)))))
    for n in (4, 5, 6):  # 5.4.1: as many as the hand is short of N
        found += [Part(f"手札が{n}枚になるよう引く", Effect("draw-to", n)),
                  Part(f"相手は手札が{n}枚になるようカードを引く", Effect("draw-to", n, "opponent"))]
    for n in (1, 2, 3):
        found += [Part(f"あなたは{n}枚まで引く", Effect("draw", n, upto=True)),
                  Part(f"相手はカードを{n}枚引く", Effect("draw", n, "opponent")),
                  Part(f"各プレイヤーは{n}枚引く", Effect("draw", n, "each")),
                  Part(f"手札を{n}枚まで捨てる", Effect("discard", n, upto=True)),
                  Part(f"相手は手札を{n}枚捨てる", Effect("discard", n, "opponent")),
                  Part(f"あなたの山札を上から{n}枚まで捨て札にする", Effect("mill", n, upto=True)),
                  Part(f"相手の山札を上から{n}枚公開する", Effect("reveal", n, "opponent")),
                  Part(f"相手の山札を上から{n}枚見る", Effect("look", n, "opponent", to="stay")),
                  Part(f"各プレイヤーの山札を上から{n}枚捨て札にする", Effect("mill", n, "each")),
                  Part(f"これの怒りを{n}にする", Effect("rage-set", n)),
                  Part(f"各プレイヤーの怪獣カードの怒りを{n}にする", Effect("rage-set", n, "each"))]
        for (where, end), (who_jp, who) in itertools.product((("上", "top"), ("下", "bottom")), OWNERS):
            found.append(Part(f"{who_jp}の山札を上から{n}枚見て、好きな順で山札の{where}に置く", Effect("look", n, who, to=end)))
        found.append(Part(f"あなたの手札を{n}枚山札の下に置く",
                          Effect("to-deck-bottom", n, target=Target(owner="you", area="hand", type=""))))
    for (phrase, fields), (qty, n, upto), (rest, end) in itertools.product(
            _filters()[::7], QUANTITIES[:3], (("好きな順で山札の下に置く", "bottom"), ("捨て札にする", "discard"))):
        found.append(Part(f"あなたの山札を上から4枚見て、その中から{phrase}を{qty}手札に加え、残りを{rest}",
                          Effect("look", 4, target=Target(owner="you", area="deck", **fields), take=n, upto=upto,
                                 to=end)))
        # 5.5.2: "N枚まで見て": one card more at a time; 好きな順で after where the rest go, too
        found.append(Part(f"あなたの山札を上から3枚まで見て、その中の{phrase}を{qty}手札に加え、残りを"
                          + rest.replace("好きな順で山札の下に", "山札の下に好きな順で"),
                          Effect("look", 3, target=Target(owner="you", area="deck", **fields), take=n, upto=upto,
                                 to=end, look_upto=True)))
    found += [Part("相手は自分の手札をすべて公開する",
                   Effect("reveal", 0, "opponent", target=Target(owner="opponent", area="hand", type=""))),
              Part("あなたの手札の交戦カードを1枚公開する",
                   Effect("reveal", 1, target=Target(owner="you", area="hand"))),
              Part("山札をシャッフルする", Effect("shuffle")),
              Part("カードを1枚引いてよい", Effect("draw", 1, may=True)),
              Part("相手の怒りを1減らしてよい", Effect("rage", -1, "opponent", may=True)),
              Part("相手の交戦カードを1枚破壊してよい", Effect("destroy", 1, target=Target(), may=True)),
              Part("相手の怪獣カードを1エリア後退させてよい", Effect("retreat", 1, "opponent", may=True)),
              Part("これと、あなたのエリアにいる他の交戦カード1枚のいるエリアを入れ替えてよい",
                   Effect("swap", 1, target=Target(owner="you", other=True), to="this", upto=True))]
    for rank, fields in (("", {}), ("等級4以下の", {"rank_max": 4}), ("赤の", {"colors": ("red",)})):
        found.append(Part(f"相手のエリアにいる{rank}交戦カードを2枚選び、それらのいるエリアを入れ替える",
                          Effect("swap", 2, target=Target(owner="opponent", **fields))))
    for (pile, area), (under, to) in itertools.product((("捨て札", "discard"), ("手札", "hand")),
                                                        (("これ", ""), ("あなたの怪獣カード", "monster"))):
        found.append(Part(f"あなたの{pile}から交戦カードを1枚、{under}の下に重ねる",
                          Effect("stack-under", 1, target=Target(owner="you", area=area), to=to)))
    found += [Part("「結晶体」トークンを、これの隣接エリアすべてに出現させる", Effect("token", 0, name="結晶体", to="adjacent-each")),
              Part("あなたの捨て札から交戦カードを、あなたの空いているエリアすべてに出現させる",
                   Effect("play", 0, target=Target(owner="you", area="discard"), to="empty-each"))]
    for (dest, d), n in itertools.product(DESTINATIONS, (1, 2)):
        found.append(Part(f"「結晶体」トークンを{n}枚、{dest}出現させる", Effect("token", n, name="結晶体", **d)))
        if n == 1:
            found.append(Part(f"これを{dest}移動させてよい", Effect("move-self", upto=True, **d)))
    bounds: list[tuple[str, dict[str, Any]]] = [("", {}), ("等級4以下の", {"rank_max": 4})]
    for (who_jp, who), (rank, k), (words, verb) in itertools.product(OWNERS, bounds, PILES_TO):
        found.append(Part(f"{who_jp}の{rank}交戦カードを1枚{words}", Effect(verb, 1, target=Target(owner=who, **k))))
    for (who_jp, who), (rank, k), (words, verb) in itertools.product(OWNERS, bounds, PILES_TO):  # "1枚、手札に戻す"
        found.append(Part(f"{who_jp}の{rank}交戦カードを1枚、{words}", Effect(verb, 1, target=Target(owner=who, **k))))
    for (who_jp, who), (words, verb), pile in itertools.product(OWNERS, PILES_TO, ("オーナーの", "持ち主の", "")):
        whose = pile or f"{who_jp}の"  # 4.1.7: the owner's pile, said as the owner or as the player who is
        found.append(Part(f"{who_jp}の交戦カードを1枚、{whose}{words}", Effect(verb, 1, target=Target(owner=who))))
    stacks: list[tuple[str, dict[str, Any]]] = [("これの下にある", {"owner": "you", "area": "under"}),
                                               ("相手の怪獣カードの下にある", {"owner": "opponent", "area": "under-monster"}),
                                               ("あなたの怪獣カードの下にある", {"owner": "you", "area": "under-monster"})]
    for (where, w), (phrase, fields), (qty, n, upto), (words, verb) in itertools.product(  # 5.7.3.1, 3.2.1
            stacks, _filters()[::9], QUANTITIES[:4], PILES_TO + [("捨て札にする", "to-discard")]):
        found.append(Part(f"{where}{phrase}を{qty}{words}", Effect(verb, n, target=Target(**(w | fields)), upto=upto)))
    for (phrase, fields), (who_jp, who), n in itertools.product(_filters()[::5], (("", "you"), ("相手は自分の", "opponent")),
                                                               (1, 2)):  # 5.7.1 of the cards a phrase finds
        found.append(Part(f"{who_jp}手札の{phrase}を{n}枚捨てる",
                          Effect("discard", n, who, target=Target(owner=who, area="hand", **fields))))
    for (where, w), (dest, d) in itertools.product(stacks[::2], DESTINATIONS[:2]):  # 3.2.1 then 5.11.1
        found.append(Part(f"{where}交戦カードを1枚、{dest}出現させる", Effect("play", 1, target=Target(**w), **d)))
    same = Target(area="it", type="")  # "同じ枚数": one for each card the effect before moved
    found += [Part("手札を同じ枚数捨てる", Effect("discard", 1, per=same)),
              Part("相手の山札を上から同じ枚数捨て札にする", Effect("mill", 1, "opponent", per=same)),
              Part("同じ枚数引く", Effect("draw", 1, per=same))]

    for (rank, k), (qty, n, upto) in itertools.product(bounds + [("等級3以上の", {"rank_min": 3})], QUANTITIES[:4]):
        found += [Part(f"あなたの手札から{rank}戦略カードを{qty}発動する",  # 5.9.1
                       Effect("place-strategy", n, target=Target(owner="you", area="hand", type="strategy", **k),
                              upto=upto)),
                  Part(f"あなたの捨て札から{rank}戦略カードを{qty}発動する",
                       Effect("place-strategy", n, target=Target(owner="you", area="discard", type="strategy", **k),
                              upto=upto)),
                  Part(f"相手の{rank}交戦カードを{qty}選ぶ", Effect("select", n, target=Target(**k), upto=upto))]
    for rank, value in (("II", 2), ("III", 3)):  # 5.11.2, 5.11.3
        for pile, area in (("怪獣デッキ", "monster_deck"), ("手札", "hand")):
            found.append(Part(f"あなたの{pile}から等級{rank}の怪獣カードを1枚、あなたの怪獣カードの上に重ねて出現させる",
                              Effect("play", 1, target=Target(owner="you", area=area, type="monster", rank=value),
                                     to="on-monster")))
    for (who_jp, who), (qty, n, upto), said in itertools.product(OWNERS, QUANTITIES, ("トークン", "")):  # 9.1.3
        # … the token's name alone: only a token vanishes, so 「結晶体」 is the tokens of that name
        found.append(Part(f"{who_jp}のエリアにいる「結晶体」{said}を{qty}消滅させる",
                          Effect("vanish", n, target=Target(owner=who, type="", name="結晶体", traits_any=("トークン",)),
                                 upto=upto)))
    for n in (1, 2, 3):  # 5.5.1 on either player's deck
        for who_jp, who in OWNERS:
            found.append(Part(f"{who_jp}の山札を上から{n}枚見て、それを捨て札にするか山札の上に置く", Effect("look", n, who)))
    for (who_jp, who), (rank, k), (stat_jp, stat), n in itertools.product(  # 7.5.6, 10.8.1.5: set for the turn
            OWNERS, bounds, (("撃退力", "counter"), ("脅威度", "threat")), (0, 1000)):
        found.append(Part(f"このターン、{who_jp}のエリアにいる{rank}交戦カードすべての{stat_jp}を{n}にする",
                          Effect("until-end-of-turn", to="=", target=Target(owner=who, **k), modifier=Modifier(stat, n))))
    for n in (1, 2):
        found += [Part(f"相手の怪獣カードの怒りを{n}減らす", Effect("rage", -n, "opponent")),
                  Part(f"相手の怪獣カードの怒りを{n}にする", Effect("rage-set", n, "opponent"))]
    for (phrase, fields), (qty, n, upto) in itertools.product(_filters(), QUANTITIES[:4]):
        for words, verb in PILES_TO:
            found.append(Part(f"あなたの捨て札の{phrase}を{qty}{words}",
                              Effect(verb, n, target=Target(owner="you", area="discard", **fields), upto=upto)))
        if fields["type"] == "battle" and "name" not in fields:
            for dest, d in DESTINATIONS:
                found.append(Part(f"あなたの捨て札から{phrase}を{qty}、{dest}出現させる",
                                  Effect("play", n, target=Target(owner="you", area="discard", **fields), upto=upto,
                                         **d)))
    return found + _places_and_actors()


# places named from a card (4.4.5.3-4.4.5.5): as a card phrase's relation, and before a destination
BOUNDS: list[tuple[str, dict[str, Any]]] = [
    ("相手の怪獣カードがいるエリア以前の、", {"bound_from": "opponent", "bound": "before"}),
    ("あなたの怪獣カードがいるエリア以降にいる", {"bound_from": "you", "bound": "after"}),
    ("これがいるエリア以前の", {"bound_from": "this", "bound": "before"})]
NEAR_DESTINATIONS = [("これと同じ縦列の", "column"), ("これより左側の", "left"), ("これより右の", "right"),
                     ("これの前の", "front"), ("これの後ろの", "behind")]


def _places_and_actors() -> list[Part]:
    """The objects, places and actors of verbs, each composed with the card phrases and verbs that take
    it: any field card phrase evolved (5.17.1); 「捨て札の」 as 「捨て札から」; a card chosen then played,
    by the master or by the player named into their own zones (3.1.2.3.1); a destination named from
    this card; this card swapped with a card of a pile (5.6.1); the monster deck as a place (4.6.2)."""
    found = []
    relations: list[tuple[str, dict[str, Any]]] = [("", {}), ("これの隣接エリアにいる", {"adjacent": True}),
                                                   ("これより右側にいる", {"side": "right"}), *BOUNDS]
    zones: list[tuple[str, dict[str, Any]]] = [("", {}), ("エリア8にいる", {"zones": (8,)}),
                                               ("エリア6~8にいる", {"zones": (6, 7, 8)})]
    for (rel, r), (zone, z), (qty, n) in itertools.product(relations, zones, (("", 0), ("1枚", 1), ("すべて", 0))):
        if rel and zone:
            continue
        found.append(Part(f"{rel}あなたの{zone}進化を持つ交戦カードを{qty}進化させる",
                          Effect("evolve-target", n, target=Target(owner="you", keyword="evolution", **r, **z))))
    # 5.17.1: into a battle card of the master's hand or discard pile, of any card phrase, ranked from it or not
    for (zone, z), (qty, n, upto), (pile, area), (ranked, to), (phrase, fields) in itertools.product(
            zones[:2], QUANTITIES[:4], (("手札の", "hand"), ("捨て札にある", "discard")),
            (("", ""), ("それより等級の高い", "higher"), ("それより低い等級の", "lower")),
            (("交戦カード", {}), ("《モスラ》を持つ交戦カード", {"traits_any": ("モスラ",)}))):
        found.append(Part(f"あなたの{zone or 'エリアにいる'}{phrase}を{qty}、あなたの{pile}{ranked}{phrase}に進化させる",
                          Effect("evolve-into", n, target=Target(owner="you", **z, **fields), upto=upto, to=to,
                                 other=Target(owner="you", area=area, **fields))))
    bounds: list[tuple[str, dict[str, Any]]] = [("", {}), ("等級4以下の", {"rank_max": 4})]
    for (rank, k), (qty, n, upto) in itertools.product(bounds, QUANTITIES[:4]):
        found.append(Part(f"あなたの捨て札の{rank}戦略カードを{qty}置いて発動させる",
                          Effect("place-strategy", n, target=Target(owner="you", area="discard", type="strategy", **k),
                                 upto=upto)))
    phrases = [p for p in _filters() if p[1]["type"] == "battle" and "name" not in p[1]][::4]
    for (phrase, fields), (dest, d) in itertools.product(phrases, [("", {}), ("空いているエリア1つに", {"to": "empty"}),
                                                                  ("エリア1~3に", {"to": "zones", "into": (1, 2, 3)})]):
        for (who_jp, who), (pile, area) in itertools.product((("相手は", "opponent"), ("各プレイヤーは", "each")),
                                                             (("捨て札", "discard"), ("手札", "hand"))):
            mine = f"自分の{dest}" if dest else ""
            found.append(Part(f"{who_jp}自分の{pile}から{phrase}を1枚選び、{mine}出現させる",
                              Effect("play", 1, who, target=Target(owner="you", area=area, **fields), **d)))
        found.append(Part(f"相手の捨て札から{phrase}を1枚選び、あなたの{dest}出現させる" if dest else
                          f"相手の捨て札から{phrase}を1枚選び、出現させる",
                          Effect("play", 1, target=Target(owner="opponent", area="discard", **fields), **d)))
    for (near_jp, near), (owner, each), n in itertools.product(NEAR_DESTINATIONS, (("", ""), ("あなたの", "すべて")), (1, 2)):
        to = "empty-each" if each else "empty"
        if each:
            found.append(Part(f"「結晶体」トークンを、{near_jp}{owner}空いているエリアすべてに出現させる",
                              Effect("token", 0, name="結晶体", to=to, near=near)))
        else:
            found.append(Part(f"「結晶体」トークンを{n}枚、{near_jp}空いているエリアに出現させる",
                              Effect("token", n, name="結晶体", to=to, near=near)))
            found.append(Part(f"あなたの捨て札から交戦カードを{n}枚、{near_jp}空いているエリアに出現させる",
                              Effect("play", n, target=Target(owner="you", area="discard"), to=to, near=near)))
    for near_jp, near in NEAR_DESTINATIONS:
        found += [Part(f"これを{near_jp}空いているエリアに移動させてよい", Effect("move-self", upto=True, to="empty", near=near)),
                  Part(f"あなたの交戦カードを1枚、{near_jp}空いているエリアに移動させる",
                       Effect("move", 1, target=Target(owner="you"), to="empty", near=near))]
    # 3.1.2: into the zones of the player the text names, whose card it then is (Effect.zones_of)
    crossing: list[tuple[str, dict[str, Any]]] = [("空いているエリアに", {"to": "empty"}),
                                                  ("エリア6~8に", {"to": "zones", "into": (6, 7, 8)})]
    for (who_jp, who), (zone_jp, zones_of), (dest, d) in itertools.product(
            OWNERS, (("あなたの", "you"), ("相手の", "opponent")), crossing):
        found.append(Part(f"{who_jp}の交戦カードを1枚、{zone_jp}{dest}移動させる",
                          Effect("move", 1, target=Target(owner=who), zones_of=zones_of, **d)))
    # 5.2.1, 11.3.3: into the zone of a player's monster, to be crushed there (of any card phrase, any count)
    for (who_jp, who), (zone_jp, zones_of), (phrase, fields), (qty, n, upto), may in itertools.product(
            OWNERS, (("あなた", "you"), ("相手", "opponent")), phrases[:3], QUANTITIES[::2], ("る", "てよい")):
        found.append(Part(f"{who_jp}のエリアにいる{phrase}を{qty}、{zone_jp}の怪獣カードがいるエリアに移動させ{may}",
                          Effect("move", n, target=Target(owner=who, **fields), upto=upto or may == "てよい",
                                 to="monster-zone", zones_of=zones_of)))
    for (pile, area), (phrase, fields), may in itertools.product((("手札", "hand"), ("捨て札", "discard")), phrases,
                                                                  ("", "てよい")):
        swap = Effect("swap", 1, target=Target(owner="you", area=area, **fields), to="this", upto=bool(may))
        found += [Part(f"あなたの{pile}の{phrase}1枚とこれを入れ替え{may or 'る'}", swap),
                  Part(f"これとあなたの{pile}の{phrase}1枚を入れ替え{may or 'る'}", swap)]
    for (rank, k), (qty, n, upto), (shown, to) in itertools.product(
            bounds + [("等級IVの", {"rank": 4})], QUANTITIES[:4],
            (("", ""), ("公開し、", "reveal"))):
        found.append(Part(f"あなたの怪獣デッキから{rank}怪獣カードを{qty}{shown}手札に加える",
                          Effect("to-hand", n, target=Target(owner="you", area="monster_deck", type="monster", **k),
                                 upto=upto, to=to)))
    return found


def _modifiers() -> list[Part]:
    found = []
    # 10.8.1.2: an automatic ability granted, its text quoted: any trigger × a simple effect
    simple = _simple_effects()
    for i, trigger in enumerate(TRIGGERS[::5]):
        effect = simple[(7 * i) % len(simple)]
        granted = (Ability("", "auto", trigger.value, (effect.value,)),)
        for who, grant in (("これ", Modifier("grant", 1, grants=granted)),
                           ("あなたのエリアにいる交戦カードすべて",
                            Modifier("grant", 1, "cards", target=Target(owner="you", type="battle"), grants=granted))):
            found.append(Part(f"{who}は「{trigger.text}{effect.text}。」を{'得る' if i % 2 else '持つ'}", grant))
    # … or a replacement of other cards' events or a player's (i18-g9a: the cards that have it are each asked)
    for i, replacing in enumerate(r for r in _replacements()[::40] if r.value.replaced is not None
                                  or r.value.replaces == "draw"):
        for who, grant in (("これ", Modifier("grant", 1, grants=(replacing.value,))),
                           ("あなたのエリアにいる交戦カードすべて",
                            Modifier("grant", 1, "cards", target=Target(owner="you", type="battle"),
                                     grants=(replacing.value,)))):
            found.append(Part(f"{who}は「{replacing.text}。」を{'得る' if i % 2 else '持つ'}", grant))
    # … or a continuous change of the card's own number, perhaps under a condition of its own
    for (stat_jp, stat), n, (cond, condition) in itertools.product(
            (("撃退力", "counter"), ("脅威度", "threat")), (1000, 3000),
            (("", None), ("相手の怒りが3以上なら、", Condition("opponent-rage-at-least", 3)))):
        granted = (Ability("", "continuous", modifiers=(Modifier(stat, n, condition=condition),)),)
        for who, grant in (("これ", Modifier("grant", 1, grants=granted)),
                           ("あなたのエリアにいる交戦カードすべて",
                            Modifier("grant", 1, "cards", target=Target(owner="you", type="battle"), grants=granted))):
            found.append(Part(f"{who}は「{cond}これの{stat_jp}+{n}。」を得る", grant))
    for n in (1000, 3000, 5000):
        found += [Part(f"これの撃退力+{n}", Modifier("counter", n), "SD01-009"),
                  Part(f"これの脅威度+{n}", Modifier("threat", n), "SD01-003"),
                  Part(f"あなたの撃退力の合計を+{n * 2}", Modifier("total-counter", n * 2, "your-monster"), "BP02-017")]
    # a number multiplied (10.8.1.5): this card's, or the cards a card phrase finds
    for n in (2, 3):
        found += [Part(f"これの撃退力を{n}倍にする", Modifier("counter-times", n)),
                  Part(f"あなたの《兵器》を持つ交戦カードすべての撃退力を{n}倍にする",
                       Modifier("counter-times", n, "cards", target=Target(owner="you", traits_any=("兵器",)))),
                  Part(f"相手の怪獣カードの脅威度を{n}倍にする",
                       Modifier("threat-times", n, "cards", target=Target(type="monster")))]
    return found + _card_modifiers()


def _card_modifiers() -> list[Part]:
    """「[relation][owner]の[zones][rank][trait][type]カード[すべて]の[number]±N」: a change of the
    cards a card phrase finds (BP02-T03, BP02-041, BP03-025 …)."""
    found = []
    Fields = list[tuple[str, dict[str, Any]]]
    relations: Fields = [("", {}), ("これと同じ縦列にいる", {"same_column": True}), ("これの隣接エリアにいる", {"adjacent": True})]
    zones: Fields = [("", {}), ("エリアにいる", {}), ("エリア6~8にいる", {"zones": (6, 7, 8)}), ("エリア8にいる", {"zones": (8,)})]
    ranks: Fields = [("", {}), ("等級4以下の", {"rank_max": 4}), ("等級3以上の", {"rank_min": 3})]
    traits: Fields = [("", {}), ("他の", {"other": True}), ("《兵器》を持つ", {"traits_any": ("兵器",)})]
    for (rel, r), (who_jp, who), (zone, z), (rank, k), (trait, t), every, (stat_jp, stat), sign in itertools.product(
            relations, OWNERS, zones, ranks, traits, ("", "すべて"), (("撃退力", "counter"), ("等級", "rank")), (1, -1)):
        if rel and zone:
            continue
        target = Target(owner=who, **r, **z, **k, **t)
        n = sign * (1 if stat == "rank" else 2000)
        found.append(Part(f"{rel}{who_jp}の{zone}{rank}{trait}交戦カード{every}の{stat_jp}{n:+}",
                          Modifier(stat, n, "cards", target=target), "BP02-041"))
    # 2.3.2.2: the rank of cards in a player's hand (the rank they are played by, 8.2.1)
    for (who_jp, who), place, (rank, k), (trait, t), every, n in itertools.product(
            OWNERS, ("手札にある", "手札の"), ranks, traits[::2], ("", "すべて"), (1, -2)):
        found.append(Part(f"{who_jp}の{place}{rank}{trait}交戦カード{every}の等級{n:+}",
                          Modifier("rank", n, "cards", target=Target(owner=who, area="hand", **k, **t))))
    for who_jp, who in OWNERS:  # the monster: "相手の怪獣カードの脅威度-10000"
        for n in (5000, -10000):
            found.append(Part(f"{who_jp}の怪獣カードの脅威度{n:+}",
                              Modifier("threat", n, "cards", target=Target(owner=who, type="monster"))))
    return found


def _rules_changes() -> list[Part]:
    """Prohibitions (who × from where × which cards × action × できない) and protections (which
    cards × 相手の効果で × a verb × されない), 1.3.3 (BP02-025, BP01-052 …)."""
    found = []
    phrases: list[tuple[str, dict[str, Any]]] = [("交戦カード", {}), ("等級4以下の交戦カード", {"rank_max": 4}),
               ("《兵器》を持つ交戦カード", {"traits_any": ("兵器",)})]
    for (who_jp, who), (from_jp, area), (phrase, fields) in itertools.product(
            OWNERS, (("", "anywhere"), ("手札から", "hand"), ("捨て札から", "discard")), phrases):
        named = area != "anywhere" or bool(fields)
        target = Target(owner=who, area=area, **fields) if named else None
        value = Modifier("forbid", 1, who, forbids="play-battle", target=target)
        found.append(Part(f"{who_jp}は{from_jp}{phrase}を出現させることができない", value, "BP01-014"))
        found.append(Part(f"{who_jp}は{phrase}を{from_jp}出現できない", value))  # where from, after the cards
    for (who_jp, who), (from_jp, area) in itertools.product(OWNERS, (("", "anywhere"), ("手札から", "hand"))):
        target = Target(owner=who, area=area, type="strategy") if area != "anywhere" else None
        found.append(Part(f"{who_jp}は{from_jp}戦略カードを置くことができない",
                          Modifier("forbid", 1, who, forbids="activate-strategy", target=target), "BP02-025"))
    for (subject, target), (verb, stat) in itertools.product(
            (("これ", None), ("あなたのエリアにいる交戦カードすべて", Target(owner="you")),
             ("あなたの等級4以下の交戦カードすべて", Target(owner="you", rank_max=4)),
             ("これの隣接エリアにいるあなたの交戦カードすべて", Target(owner="you", adjacent=True))),
            (("破壊", "protected"), ("移動", "protected-move"), ("手札に戻", "protected-return"))):
        # whose effects it keeps off (1.3.3): the opponent's, its own master's, or any
        for by_jp, by in (("相手の効果で", "opponent"), ("自分の効果で", "you"), ("効果で", "any"),
                          ("いずれかのプレイヤーの効果によって", "any")):
            amount = PROTECT_FROM[by]
            value = Modifier(stat, amount, "cards", target=target) if target else Modifier(stat, amount)
            found.append(Part(f"{subject}は{by_jp}{verb}されない", value, "BP01-052" if by == "opponent" else ""))
        # … kept off only the effects whose source is of one card type (10.11.2)
        for (by_jp, by), (type_jp, kind) in itertools.product((("相手の", "opponent"), ("", "any")), TYPES[:3]):
            typed = protection_of(stat, kind)
            value = (Modifier(typed, PROTECT_FROM[by], "cards", target=target) if target
                     else Modifier(typed, PROTECT_FROM[by]))
            found.append(Part(f"{subject}は{by_jp}{type_jp}カードの効果では{verb}されない", value))
    moves = (("前進", "advance-self"), ("後退", "retreat"), ("進攻", "invade"))
    for (mover, scope), (a_jp, a), (b_jp, b) in itertools.product(  # whose monster × its moves (5.13, 5.14)
            (("これ", "self"), ("あなたの怪獣カード", "you"), ("相手の怪獣カード", "opponent"), ("相手", "opponent")),
            moves, ((("", ""),) + moves)):
        if a == b or b and moves.index((b_jp, b)) < moves.index((a_jp, a)):
            continue
        words = f"{a_jp}も{b_jp}もできない" if b else f"{a_jp}できない"
        found.append(Part(f"{mover}は{words}", tuple(Modifier("forbid", 1, scope, forbids=x) for x in (a, b) if x),
                          "BP02-024"))
    for (mover, scope), (a_jp, a), form in itertools.product(  # "…は相手の効果で後退しない": by the opponent's only
            (("これ", "self"), ("あなたの怪獣カード", "you")), moves[:2], ("{m}は相手の効果で{a}しない", "相手の効果で{m}は{a}しない")):
        found.append(Part(form.format(m=mover, a=a_jp), (Modifier("forbid", 1, scope, forbids=a, by="opponent"),)))
    kept = [("これの怒り", "self", ("増え", "減ら")), ("相手の怒り", "opponent", ("増え", "減ら")),
            ("あなたの怒り", "you", ("増え", "減ら")), ("あなたの手札", "you", ("捨て札になら",)),
            ("相手の山札", "opponent", ("捨て札になら",))]
    actions = {"増え": "rage-up", "減ら": "rage-down"}
    for (subject, scope, changes), (by_jp, by) in itertools.product(kept, (("", ""), ("相手の効果で", "opponent"))):
        for change in changes:
            action = actions.get(change) or ("discard" if "手札" in subject else "mill")
            found.append(Part(f"{subject}は{by_jp}{change}ない", Modifier("forbid", 1, scope, forbids=action, by=by),
                              "BP03-004"))
    for when, kept_words in itertools.product(("あなたのエンドフェイズ開始時に", "次のあなたのエンドフェイズ開始時、", "エンドフェイズ開始時に"),
                                              ("これを捨て札にしない", "これは捨て札にならない")):  # 12.5.2's discard, not done
        found.append(Part(f"これが強襲で出現していても、{when}{kept_words}", Modifier("forbid", 1, "self", forbids="burst-discard")))
    for who_jp, who in OWNERS:  # chapter 8's actions forbidden, by the rules' words or their names (1.3.3 over 8.1.1)
        found += [Part(f"{who_jp}は{words}ことができない", Modifier("forbid", 1, who, forbids=action))
                  for words, action in (("手札の怪獣カードを捨てて怒りを増やす", "rage-action"),
                                        ("怒りを獲得する", "rage-action"), ("怒りの獲得を行う", "rage-action"),
                                        ("怪獣カードの出現を行う", "play-monster"), ("進攻を行う", "invade"),
                                        ("戦略カードの発動を行う", "activate-strategy"))]
    for who_jp, who in OWNERS:  # 5.4, 5.9.1 in the rules' words
        found += [Part(f"{who_jp}はカードを引くことができない", Modifier("forbid", 1, who, forbids="draw")),
                  Part(f"{who_jp}は戦略カードを発動できない", Modifier("forbid", 1, who, forbids="activate-strategy"))]
        # … never N at once on the field (「戦略カードを2枚以上置くことができない」, 4.4, 4.5)
        found += [Part(f"{who_jp}は戦略カードを{n}枚以上置くことができない", Modifier("forbid", n, who, forbids="activate-strategy"))
                  for n in (2, 3)]
        found += [Part(f"{who_jp}は交戦カードを{n}枚以上出現させることができない", Modifier("forbid", n, who, forbids="play-battle"))
                  for n in (2, 4)]
    # a phase's own step forbidden (1.3.3 over 7.2.2, 7.5.2, 7.5.4): whose monster × the end phase's advance,
    # whose draw × the start or end phase's
    for mover, scope in (("これ", "self"), ("あなたの怪獣カード", "you"), ("相手の怪獣カード", "opponent"), ("相手", "opponent")):
        found.append(Part(f"{mover}はエンドフェイズに前進できない", (Modifier("forbid", 1, scope, forbids="end-advance"),)))
    for (who_jp, who), (phase_jp, phase) in itertools.product(OWNERS, (("スタート", "start"), ("エンド", "end"))):
        found.append(Part(f"{who_jp}は{phase_jp}フェイズにカードを引くことができない",
                          Modifier("forbid", 1, who, forbids=f"{phase}-draw")))
    for (who_jp, who), (own, zones) in itertools.product(OWNERS, (("自分のエリア8に", (8,)), ("エリア6~8に", (6, 7, 8)))):
        found.append(Part(f"{who_jp}は{own}交戦カードを出現させることができない",
                          Modifier("forbid", 1, who, forbids="play-battle", zones=zones)))
    for subject, target in (("これ", None), ("相手の怪獣カード", Target(type="monster")),  # 10.3.2
                            ("相手のエリアにいる交戦カードすべて", Target()),
                            ("相手の等級4以下の交戦カード", Target(rank_max=4))):
        for kind_jp, kind in (("", ""), ("覚醒の", "awakening"), ("自動", "auto"), ("永続", "continuous"),
                              ("出現時の", "enter"), ("逆襲の", "counterattack")):  # all, or one kind of them
            value = Modifier("invalid", 1, "cards", target=target, abilities=kind) if target else \
                Modifier("invalid", 1, abilities=kind)
            found.append(Part(f"{subject}の{kind_jp}能力は無効になる", value))
    for subject, target in (("これは", None), ("相手の等級4以下の交戦カードすべては、あなたの怪獣カードと", Target(rank_max=4)),
                            ("あなたのエリアにいる《兵器》を持つ交戦カードすべては", Target(owner="you", traits_any=("兵器",)))):
        value = Modifier("no-battle", 1, "cards", target=target) if target else Modifier("no-battle", 1)
        found.append(Part(f"{subject}戦闘できない", value, "BP01-014"))  # 5.16.1
        # 10.8.1.3, 2.1.2: a trait or a name as well as their own, of the same subjects
        found.append(Part(f"{subject.removesuffix('あなたの怪獣カードと')}《機械》も持つ",
                          Modifier("trait:機械", 1, "cards", target=target) if target else Modifier("trait:機械", 1)))
        found.append(Part(f"{subject.removesuffix('あなたの怪獣カードと')}カード名を「ゴジラ(1954)」としても扱う",
                          Modifier("name:ゴジラ(1954)", 1, "cards", target=target) if target
                          else Modifier("name:ゴジラ(1954)", 1)))
    return found


def _lasts(change: object) -> bool:
    """Whether the engine keeps this change for a time (10.2.1.2): a protection, a no-battle, abilities
    made invalid (10.3.2), or a player's prohibition — of any cards it names, into any zones, by anyone's effects."""
    if not isinstance(change, Modifier):
        return False
    if change.stat == "forbid":
        return change.scope in ("you", "opponent")
    return change.stat.partition(":")[0] in ("protected", "protected-move", "no-battle", "trait", "name", "invalid")


def _times_a_turn() -> list[Part]:
    """「(whose) は (each turn) N回まで (a once-a-turn action) できる / (its name) を … 行える」 (8.5.2, 8.6.2)."""
    whose = (("あなた", "you"), ("相手", "opponent"), ("あなたの怪獣カード", "you"))
    return [Part(f"{who_jp}は{each}{n}回まで{action_jp}できる", Modifier("times-a-turn", n, who, forbids=action))
            for who_jp, who in whose for each in ("1ターンに", "各ターン中に") for n in (2, 3)
            for action_jp, action in (("進攻", "invade"), ("進攻することが", "invade"),
                                      ("手札から怪獣カードを出現させることが", "monster"))
            if not (who_jp.endswith("カード") and action == "monster")] + [
        Part(f"{who_jp}は{name}を1ターンに2回まで{do}", Modifier("times-a-turn", 2, who, forbids=action))
        for who_jp, who in whose[:2] for name, action in (("進攻", "invade"), ("怪獣カードの出現", "monster"))
        for do in ("行える", "実行できる")]


def _once_more() -> list[Part]:
    """「(whose) は もう一度 (a once-a-turn action) できる」 (8.5.2, 8.6.2; the card above the rule, 1.3.1), and
    「(whose) は 1ターンにN回まで (the action) できる」: up to N a turn."""
    return _times_a_turn() + [Part(f"{who_jp}はもう一度{action_jp}できる", Modifier("once-more", 1, who, forbids=action))
            for who_jp, who in (("あなた", "you"), ("相手", "opponent"), ("あなたの怪獣カード", "you"))
            for action_jp, action in (("進攻", "invade"), ("進攻することが", "invade"),
                                      ("手札から怪獣カードを出現させることが", "monster"))
            if not (who_jp.endswith("カード") and action == "monster")] + [
        # … by the action's name (8.5 怪獣カードの出現, 8.6 進攻), once more however it is said
        Part(f"{who_jp}は{name}を{more}{do}", Modifier("once-more", 1, who, forbids=action))
        for who_jp, who in (("あなた", "you"), ("相手", "opponent"))
        for name, action in (("進攻", "invade"), ("怪獣カードの出現", "monster"))
        for more in ("もう1回", "さらに1回", "もう一度") for do in ("行える", "行うことができる", "実行できる")]


def _replacements() -> list[Part]:
    """「(whose) が (相手の効果で) 破壊される 際/時、かわりに (any sentence)」 (10.9.1; SD01-011 …):
    a Part whose value is the replacement Ability."""
    found = []
    instead = [("これを破壊してよい", Effect("destroy-self"), True), ("これを破壊する", Effect("destroy-self"), False),
               ("手札に戻す", Effect("to-hand", 0, target=Target(area="it", type="")), False),
               ("空いているエリアに移動させる", Effect("move", 0, target=Target(area="it", type=""), to="empty"), False),
               ("相手の怒りを1減らす", Effect("rage", -1, "opponent"), False),
               ("カードを1枚引いてよい", Effect("draw", 1), True)]
    subjects = [("これ", None), ("あなたの他の交戦カード", Target(owner="you", other=True)),
                ("あなたの《兵器》を持つ交戦カード", Target(owner="you", traits_any=("兵器",))),
                ("あなたのエリア6~8にいる交戦カード", Target(owner="you", zones=(6, 7, 8)))]
    causes = (("", ""), ("相手の効果で", "opponent-effect"), ("進攻怪獣と同じエリアにいることで", "crush"))  # 11.3 too
    for (subject, cards), (by_jp, by), when, (words, effect, optional) in itertools.product(
            subjects, causes, ("際", "時"), instead):
        if cards is not None and effect.verb == "destroy-self" and not cards.other:
            continue  # "これを破壊する" instead of this card's own destruction: left to a card that says so
        found.append(Part(f"{subject}が{by_jp}破壊される{when}、かわりに{words}",
                          Ability("", "replacement", effects=(effect,), optional=optional, replaces="destroy",
                                  replaced=cards, replaced_by=by), "SD01-011"))
    # 10.2.1.3.1: a monster's moves (5.13) too, and the 〜せず、その際に form of any of them
    monsters = [("これ", None), ("あなたの怪獣カード", Target(owner="you", type="monster")),
                ("相手の怪獣カード", Target(type="monster"))]
    moves = (("前進する", "前進せず", "advance"), ("後退する", "後退せず", "retreat"),
             ("撃退される", "撃退されず", "counter"))  # 5.13, 5.15
    for (subject, cards), (by_jp, by), (verb, denied, event), (words, effect, optional) in itertools.product(
            monsters, causes[:2], moves, instead[4:]):
        value = Ability("", "replacement", effects=(effect,), optional=optional, replaces=event, replaced=cards,
                        replaced_by=by)
        found.append(Part(f"{subject}が{by_jp}{verb}際、かわりに{words}", value))
        if not optional:
            found.append(Part(f"{subject}は{by_jp}{denied}、その際に{words}", value))
    for (subject, cards), (by_jp, by), (words, effect, optional) in itertools.product(  # 5.2.1, 5.7.1
            subjects[:3], causes[:2], instead[4:]):
        for verb, event in (("手札に戻される", "return"), ("手札から捨てられる", "discard")):
            if event == "discard" and cards is not None:
                continue  # only this card is discarded from a hand it holds text in
            found.append(Part(f"{subject}が{by_jp}{verb}際、かわりに{words}",
                              Ability("", "replacement", effects=(effect,), optional=optional, replaces=event,
                                      replaced=cards, replaced_by=by)))
    for (subject, cards), (by_jp, by) in itertools.product(subjects[:2], causes):
        found.append(Part(f"{subject}は{by_jp}破壊されず、その際に相手の怒りを1減らす",
                          Ability("", "replacement", effects=(Effect("rage", -1, "opponent"),), replaces="destroy",
                                  replaced=cards, replaced_by=by)))
    # 10.9.3: "かわりに…てよい。そうしたら(その場合)、…": the choice, then what follows it
    choices = [("あなたの手札を2枚捨ててよい", Effect("discard", 2)), ("あなたの山札を上から1枚捨て札にしてよい", Effect("mill", 1)),
               ("これの下にあるカードを1枚捨て札にしてよい", Effect("to-discard", 1, target=Target(owner="you", area="under",
                                                                                       type="")))]
    thens = [("カードを1枚引く", Effect("draw", 1)), ("相手の怒りを1減らす", Effect("rage", -1, "opponent")),
             # 5.15.1.1 alone, said of the monster or done to it
             ("あなたの怪獣カードは撃退されたかのように移動のみ行う", Effect("counter", to="move-only")),
             ("あなたの怪獣カードを撃退したかのように移動させる", Effect("counter", to="move-only"))]
    for (verb, event), (choice, chosen), link, (then, follows) in itertools.product(
            (("破壊される", "destroy"), ("撃退される", "counter")), choices, ("そうしたら、", "その場合、", "そうした場合、"), thens):
        found.append(Part(f"これが{verb}際、かわりに{choice}。{link}{then}", Ability(
            "", "replacement", effects=(chosen, dataclasses.replace(follows, if_done=True)), optional=True,
            replaces=event)))
    for (subject, cards, again), (verb, said, event), (choice, chosen), when in itertools.product(
            (("これ", None, "これ"), ("あなたの交戦カード", Target(owner="you"), "その交戦カード"),
             ("あなたの怪獣カード", Target(owner="you", type="monster"), "その怪獣カード")),
            (("破壊される", "破壊されない", "destroy"), ("撃退される", "撃退されない", "counter")), choices, ("際", "時")):
        if event == "counter" and cards is not None and cards.type != "monster":
            continue  # only a monster is countered (5.15)
        # "…てよい。そうしたら、その交戦カードは破壊されない": the event replaced, said again (10.9.1.1)
        found.append(Part(f"{subject}が{verb}{when}、かわりに{choice}。そうしたら、{again}は{said}", Ability(
            "", "replacement", effects=(chosen,), optional=True, replaces=event, replaced=cards)))
    # the rules' own steps replaced (7.2.2, 7.2.4, 7.5.2, 7.5.4): whose phase × the step × the form
    steps = [(f"{whose}{phase}フェイズに{hand}カードを引", f"{'start' if phase == 'スタート' else 'end'}-draw", by)
             for whose, by in (("あなたの", ""), ("あなたが", ""), ("相手の", "opponent"), ("相手が", "opponent"))
             for phase, hand in (("スタート", ""), ("エンド", ""), ("エンド", "手札が5枚未満で"))]
    steps += [(f"{who}これの怒りが0にな", "start-rage", "") for who in ("あなたのスタートフェイズに、", "スタートフェイズに")]
    steps += [(words, "end-advance", "") for words in ("これがエンドフェイズに前進", "あなたのエンドフェイズにこれが前進")]
    insteads = [(f"{n}枚になるよう引く", Effect("draw-to", n)) for n in (6, 7)] + thens
    for (step, event, by), (words, effect) in itertools.product(steps, insteads):
        value = Ability("", "replacement", effects=(effect,), replaces=event, phase_of=by)
        does = {"start-rage": "る", "end-advance": "する"}.get(event, "く")
        denied, said = {"start-rage": ("らず", "らない"), "end-advance": ("せず", "しない")}.get(event, ("かず", "かない"))
        subject = step.replace("これが", "これは").replace("怒りが", "怒りは")
        found += [Part(f"{step}{does}際、かわりに{words}", value),
                  Part(f"{subject}{denied}、その際に{words}", value),
                  Part(f"{subject}{said}。かわりに{words}", value)]
    draws = [(step, event, by) for step, event, by in steps if event.endswith("-draw")]
    for (step, event, by), (n, way) in itertools.product(draws, ((1, "少なく"), (2, "多く"))):  # the step's number
        found.append(Part(f"{step}く際、引く枚数は{n}枚{way}なる", Ability(
            "", "replacement", effects=(Effect("draw-changed", -n if way == "少なく" else n),), replaces=event,
            phase_of=by)))
    # every card move the engine makes × what causes it × a pile in its place (4.1.7, 10.6.4.1.2, 11.3, 12.5.2)
    piles = [("手札に戻す", "to-hand"), ("オーナーの手札に戻す", "to-hand"), ("山札の上に置く", "to-deck-top"),
             ("山札に戻す", "to-deck"), ("山札の下に置く", "to-deck-bottom"), ("手札に戻してよい", "to-hand")]
    by_words = (("", ""), ("相手の効果で", "opponent-effect"), ("効果で", "effect"), ("あなたの効果で", "own-effect"),
                ("いずれかのプレイヤーの効果によって", "effect"), ("踏み潰し処理で", "crush"))
    leaving = (("捨て札に置かれる", "to-discard"), ("捨て札になる", "to-discard"), ("フィールドを離れる", "left-field"),
               ("山札に戻される", "to-deck"))
    for (subject, cards), (by_jp, by), (verb, event), (words, pile), when in itertools.product(
            subjects[:3], by_words, leaving, piles, ("際", "時")):
        if by == "crush" and event == "to-deck":
            continue  # 11.3 destroys: it puts nothing into the deck
        found.append(Part(f"{subject}が{by_jp}{verb}{when}、かわりに{words}", Ability(
            "", "replacement", effects=(Effect(pile, 0, target=Target(area="it", type="")),),
            optional=words.endswith("よい"), replaces=event, replaced=cards, replaced_by=by)))
    for (verb, event), (words, pile) in itertools.product(  # 12.5.2: the monster card played by 【強襲】
            leaving[:3], piles + [("あなたの怪獣デッキに戻す", "to-monster-deck"), ("怪獣デッキに戻す", "to-monster-deck")]):
        found.append(Part(f"これが強襲によって{verb}際、かわりに{words}", Ability(
            "", "replacement", effects=(Effect(pile, 0, target=Target(area="it", type="")),),
            optional=words.endswith("よい"), replaces=event, replaced_by="burst")))
    # issue 18's events round (i18-g9a): a battle card moved to another zone (5.2.1) or evolving (5.17.1), by whose
    # effect, in both of 10.2.1.3.1's forms; a player's draw, each card (5.4.2), whoever draws
    for (subject, cards), (by_jp, by), (verb, denied, event), (words, effect, optional) in itertools.product(
            subjects[:3], by_words[:5], (("移動する", "移動せず", "move"), ("移動させられる", "移動させられず", "move"),
                                        ("進化する", "進化せず", "evolve")), instead[3:]):
        value = Ability("", "replacement", effects=(effect,), optional=optional, replaces=event, replaced=cards,
                        replaced_by=by)
        found.append(Part(f"{subject}が{by_jp}{verb}際、かわりに{words}", value))
        if not optional and effect.verb != "move":  # "かわりに空いているエリアに移動させる": a form of かわりに only
            found.append(Part(f"{subject}は{by_jp}{denied}、その際に{words}", value))
    # a card of a player's hand discarded (5.7.1), by whose effect: 「あなたの手札の交戦カードが相手の効果で捨てられる際」
    hands = [("あなたの手札の交戦カード", Target(owner="you", area="hand")),
             ("相手の手札のカード", Target(owner="opponent", area="hand", type="")),
             ("あなたの手札の《兵器》を持つカード", Target(owner="you", area="hand", type="", traits_any=("兵器",)))]
    for (subject, cards), (by_jp, by), verb, (words, effect, optional) in itertools.product(
            hands, by_words[:4], ("捨てられる", "手札から捨てられる"), instead[4:]):
        value = Ability("", "replacement", effects=(effect,), optional=optional, replaces="discard", replaced=cards,
                        replaced_by=by)
        found.append(Part(f"{subject}が{by_jp}{verb}際、かわりに{words}", value))
        if not optional:
            found.append(Part(f"{subject}は{by_jp}{verb.removesuffix('る')}ず、その際に{words}", value))
    # a card stacked under this card or under the cards a phrase finds (3.2.1), by whose effect
    for (subject, cards), (by_jp, by), (verb, when), (words, effect, optional) in itertools.product(
            [("これ", None), ("あなたの怪獣カード", Target(owner="you", type="monster")), subjects[2]], by_words[:4],
            (("重ねられる", "際"), ("置かれる", "時")), instead[4:]):
        value = Ability("", "replacement", effects=(effect,), optional=optional, replaces="stacked", replaced=cards,
                        replaced_by=by)
        found.append(Part(f"{subject}の下に{by_jp}カードが{verb}{when}、かわりに{words}", value))
        if not optional:
            found.append(Part(f"{subject}の下に{by_jp}カードが重ねられず、その際に{words}", value))
    for (who, by), when, (words, effect, optional) in itertools.product(
            (("あなた", ""), ("相手", "opponent")), ("際", "時"), instead[4:] + [
                ("あなたの山札を上から1枚捨て札にしてよい", Effect("mill", 1), True)]):
        value = Ability("", "replacement", effects=(effect,), optional=optional, replaces="draw", phase_of=by)
        found.append(Part(f"{who}がカードを引く{when}、かわりに{words}", value))
        if not optional:
            found.append(Part(f"{who}はカードを引かず、その際に{words}", value))
    for n, way, amount in ((1, "減る", -1), (2, "増える", 2)):  # "…0にならず、1減る": the rage just named
        found.append(Part(f"あなたのスタートフェイズに、これの怒りは0にならず、{n}{way}",
                          Ability("", "replacement", effects=(Effect("rage", amount),), replaces="start-rage")))
    return found


COUNTS = [Part("", None), Part("相手の怒り1につき、", Tally.OPPONENT_RAGE, "BP01-056"),
          Part("あなたのエリアにいる交戦カード1枚につき、", Target(owner="you"), "BP01-027"),
          Part("相手のエリアにいる等級4以下の交戦カード1枚につき、", Target(rank_max=4)),
          Part("あなたのエリアにいる《兵器》を持つ交戦カード1枚につき、", Target(owner="you", traits_any=("兵器",))),
          Part("相手のエリアにいる赤でない交戦カード1枚につき、", Target(colors_not=("red",))),
          Part("各プレイヤーのエリアにいる等級4以下の交戦カード1枚につき、", Target(owner="each", rank_max=4)),
          Part("相手の空いているエリア1つにつき、", Tally.OPPONENT_EMPTY_ZONES, "BP02-051"),
          # 4.4.5: a zone named from this card's, whose said or unsaid
          Part("これより左にいるあなたの交戦カード1枚につき、", Target(owner="you", side="left")),
          Part("これより右にいる交戦カード1枚につき、", Target(owner="each", side="right")),
          Part("これに隣接している相手のエリアにいる交戦カード1枚につき、", Target(owner="opponent", adjacent=True)),
          Part("これの後ろのエリアにいる交戦カード1枚につき、", Target(owner="you", facing="behind"))]


# -- what a sentence refers back to ("それ", "それら", "選んだカード", "さらに") ---------------------------

RAGE_EFFECTS = [("カードを1枚引き", Effect("draw", 1)), ("相手の怒りを1減らし", Effect("rage", -1, "opponent")),
                ("これの怒りを2増やし", Effect("rage", 2))]  # joined forms, before "、そうでないなら"
RAGE_NAMED = [  # a condition on a rage, and whose rage "それ" is then (BP01-061)
    (f"{jp}の怒りが{n}{cmp}", Condition(kind, n), who)
    for n in (2, 3, 5)
    for jp, cmp, kind, who in (("相手", "以上", "opponent-rage-at-least", "opponent"),
                               ("相手", "以下", "opponent-rage-at-most", "opponent"),
                               ("これ", "以上", "rage-at-least", "you"),
                               ("あなたの怪獣カード", "以上", "rage-at-least", "you"))]
DISCARDED: list[tuple[str, dict[str, Any]]] = [  # a card phrase for "これの進攻で…を捨てたなら" (BP02-022): "それ" is that card
    (f"{color}{rank}{trait}交戦カード", {"colors": c, "traits_any": t, **k})
    for color, c in (("", ()), ("青の", ("blue",)), ("赤か青の", ("red", "blue")))
    for rank, k in (("", {}), ("等級4以下の", {"rank_max": 4}))
    for trait, t in (("", ()), ("《兵器》を持つ", ("兵器",)))]
UNDER = [("これの下にカードが{}枚以上ある", lambda n: Condition("under-at-least", n)),
         ("あなたの怪獣カードの下にカードが{}枚以上ある", lambda n: Condition("monster-under-at-least", n)),
         ("あなたの捨て札の怪獣カードが{}枚以上ある",
          lambda n: Condition("count-at-least", n, target=Target(owner="you", type="monster", area="discard")))]


def _referring(rng: random.Random) -> tuple[str, Ability, str]:
    """One ability whose later words mean what earlier words named, with its meaning composed
    here; the text starts after its trigger. Returns (text, ability without trigger, form)."""
    form = rng.choice(("rage", "discarded", "extremes", "chosen", "again", "this-turn", "if-done", "later", "among",
                       "if-not-done", "otherwise", "same-count", "subject", "reached"))
    if form == "subject":  # "相手は…捨て、2枚引く": the first clause's subject acts in those naming none
        who_jp, who = rng.choice((("相手は", "opponent"), ("各プレイヤーは", "each")))
        k, j = rng.choice((1, 2)), rng.choice((1, 2, 3))
        opening: list[tuple[str, Effect]] = [(f"自分の手札を{k}枚捨て", Effect("discard", k, who)),
                                             ("自分の手札をすべて捨て", Effect("discard", 0, who)),
                                             (f"カードを{k}枚引き", Effect("draw", k, who))]
        follows: list[tuple[str, Effect]] = [(f"{j}枚引く", Effect("draw", j, who)),
                                             (f"手札を{j}枚捨てる", Effect("discard", j, who)),
                                             (f"あなたは{j}枚引く", Effect("draw", j))]
        (opening_jp, opens), (joined_jp, joins) = rng.choice(opening), rng.choice(follows)
        return (f"{who_jp}{opening_jp}、{joined_jp}。", Ability("", "auto", effects=(
            opens, dataclasses.replace(joins, with_previous=True))), form)
    if form == "same-count":  # "…2枚まで引く。その後、手札を引いた枚数と同じ枚数捨てる": by the verb before
        n, upto = rng.choice((1, 2, 3)), rng.random() < 0.5
        same = Target(area="it", type="")
        uptos = "まで" if upto else ""
        pairs = [((f"あなたは{n}枚{uptos}引く", Effect("draw", n, upto=upto)), "引いた枚数と",
                  ("手札を{}捨てる", Effect("discard", 1, per=same))),
                 ((f"あなたの手札を{n}枚{uptos}捨てる", Effect("discard", n, upto=upto)),
                  rng.choice(("捨てたカードと", "この効果で捨てたカードと")), ("{}引く", Effect("draw", 1, per=same))),
                 ((f"あなたの山札を上から{n}枚公開する", Effect("reveal", n)), "公開したカードと",  # every one shown (5.10)
                  ("相手の山札を上から{}捨て札にする", Effect("mill", 1, "opponent", per=Target(area="shown", type=""))))]
        (done_text, done), said, (counted_text, counted) = rng.choice(pairs)
        return (f"{done_text}。その後、{counted_text.format(said + '同じ枚数')}。",
                Ability("", "auto", effects=(done, counted)), form)
    if form == "otherwise":  # "…ならA、違うならB" (10.5): on the card revealed, or on any condition
        it = Target(area="it", type="")
        if rng.random() < 0.5:
            phrase, fields = rng.choice(_filters())
            condition: Condition = (Condition("it-is", type=fields["type"]) if set(fields) == {"type"} and fields["type"]
                                    else Condition("count-at-least", 1, target=Target(owner="you", area="it", **fields)))
            (first_words, a), (other, b) = rng.sample([("手札に加え", Effect("to-hand", 0, target=it)),
                                                 ("捨て札にする", Effect("to-discard", 0, target=it)),
                                                 ("山札の下に置く", Effect("to-deck-bottom", 0, target=it))], 2)
            word = rng.choice(("違うなら", "そうでないなら", "そうでない場合"))
            reveal = Effect("reveal", 1)
            joined = first_words.removesuffix("にする").removesuffix("に置く") + (
                "にし" if first_words.endswith("にする") else "に置き" if first_words.endswith("に置く") else "")
            # in its own sentence, or joined after the reveal (「…公開し、それが…なら…」: over the steps after it, 10.5);
            # the second branch left out too (nothing otherwise)
            after_reveal = rng.random() < 0.5
            alone = after_reveal and rng.random() < 0.3  # (in a sentence of its own, a plain condition on the effect)
            branch = Effect("instead", instead_if=condition, to="otherwise", with_previous=after_reveal,
                            options=(("", (a,)), ("", () if alone else (b,))))
            said = f"{joined}、{word}{other}" if not alone else first_words + ("る" if first_words.endswith("加え") else "")
            return (f"あなたの山札を上から1枚公開{'し、' if after_reveal else 'する。'}それが{phrase}なら{said}。",
                    Ability("", "auto", effects=(reveal, branch)), form)
        asked, (a_text, a), (b_text, b) = rng.choice(CONDITIONS[1:40]), rng.choice(RAGE_EFFECTS), rng.choice(RAGE_EFFECTS)
        b_text = b_text.removesuffix("引き") + "引く" if b_text.endswith("引き") else b_text.removesuffix("し") + "す"
        return (f"{asked.text}なら{a_text}、そうでないなら{b_text}。", Ability("", "auto", effects=(
            Effect("instead", instead_if=asked.value, to="otherwise", options=(("", (a,)), ("", (b,)))),)), form)
    if form == "if-not-done":  # "…後退させる。後退しなかったなら、…": only if the effect before did not happen
        (did, did_not), after = rng.choice((
            (("相手の怪獣カードを1エリア後退させる", Effect("retreat", 1, "opponent")),
             rng.choice(("後退しなかったなら、", "後退できなかった場合、", "そうしなかった場合、"))),
            (("あなたの怪獣カードを1エリア前進させる", Effect("advance", 1)), rng.choice(("前進しなかった場合、",
                                                                                    "前進できなかったなら、かわりに"))),
            (("相手の等級4以下の交戦カードを1枚破壊する", Effect("destroy", 1, target=Target(owner="opponent", rank_max=4))),
             "そうしなかったなら、"))), rng.choice(_simple_effects())
        return (f"{did[0]}。{did_not}{after.text}。",
                Ability("", "auto", effects=(did[1], dataclasses.replace(after.value, unless_previous=True))), form)
    if form == "among":  # "…捨て札にする。その中の…1枚につき、…": the cards just moved, revealed or looked at
        return _among(rng)
    if form == "later":  # "次のあなたのエンドフェイズ開始時、…": a timed trigger made now (10.6.5)
        (whose_jp, whose), (moment_jp, phase) = rng.choice(LATER_WHOSE), rng.choice(
            [(f"{jp}フェイズ開始時", phase) for jp, phase in PHASE_WORDS] + [("ターンの終わりに", "")])
        later = Trigger(Event.PHASE, whose, Phase(phase)) if phase else Trigger(Event.TURN_END, whose)
        if rng.random() < 0.3:  # "次にあなたの交戦カードが破壊された時、": the next time an event happens
            trigger = rng.choice([p for p in TRIGGERS if p.text.endswith("時、")
                                  and any(f"の{kind}カードが" in p.text for kind in ("交戦", "怪獣", "戦略"))])
            whose_jp, moment_jp, later = "", "に" + trigger.text.removesuffix("、"), trigger.value
        then, asked = rng.choice(_simple_effects()), rng.choice(CONDITIONS[:40])  # asked when it resolves
        text = (asked.text + "なら、" if asked.text else "") + then.text
        this_turn = not moment_jp.startswith("に") and rng.random() < 0.3  # "このターンの…": later this turn only
        effect = Effect("delayed", later=Trigger(later.event, Whose.ANY, later.phase) if this_turn else later,
                        # the words kept are the text in one spelling (normal.py: 進攻怪獣 is 怪獣カード, Ⅴ is V), as the
                        # parser keeps them
                        options=((normalise(text), (_with_condition(then.value, asked.value),)),),
                        until=Until() if this_turn else None)
        when = f"このターンの{moment_jp.removeprefix('ターンの')}" if this_turn else \
            f"次{'' if moment_jp.startswith('に') else 'の'}{whose_jp}{moment_jp}"
        return f"{when}、{text}。", Ability("", "auto", effects=(effect,)), form
    if form == "reached":  # "相手の怒りを2減らす。この効果で相手の怒りが0になったなら、…" (10.5)
        reached, then = rng.choice(REACHED), rng.choice(_simple_effects())
        who = reached.value.name
        n = rng.choice((1, 2, 3))
        before = (Effect("rage", -n, who), f"{'相手' if who == 'opponent' else 'あなた'}の怒りを{n}減らす") \
            if reached.value.stat == "rage" else (Effect("discard", n, who), f"{'相手' if who == 'opponent' else 'あなた'}は手札を{n}枚捨てる")
        return (f"{before[1]}。{reached.text}なら、{then.text}。",
                Ability("", "auto", effects=(before[0], _with_condition(then.value, reached.value))), form)
    if form == "rage":  # "相手の怒りが5以上なら、それを3減らす"
        text, condition, who = rng.choice(RAGE_NAMED)
        n, verb = rng.choice((1, 2, 3)), rng.choice(("増やす", "減らす"))
        effect = Effect("rage", n if verb == "増やす" else -n, who, condition=condition)
        return f"{text}なら、それを{n}{verb}。", Ability("", "auto", effects=(effect,)), form
    if form == "discarded":  # "これの進攻で青の交戦カードを捨てたなら、あなたの捨て札からそれを出現させる"
        phrase, fields = rng.choice(DISCARDED)
        target = Target(owner="you", area="invasion-cost", **{k: v for k, v in fields.items() if v})
        effect = Effect("play", 1, target=target, condition=Condition("count-at-least", 1, target=target))
        return (f"これの進攻で{phrase}を捨てたなら、あなたの捨て札からそれを出現させる。",
                Ability("", "auto", effects=(effect,)), form)
    if form == "extremes":  # "それら" are the cards the condition counts (BP03-078)
        n = rng.choice((2, 3, 4))
        effect = Effect("destroy-extremes", 2, target=Target(),
                        condition=Condition("opponent-battle-cards-at-least", n))
        return (f"相手のエリアにいる交戦カードが{n}枚以上なら、それらのうち、あなたから見て最も右側と左側のカードから"
                "それぞれ1枚を破壊する。", Ability("", "auto", effects=(effect,)), form)
    if form == "chosen" and rng.random() < 0.5:  # a field card chosen, then changed for a time (「それ」, 10.8.2)
        who_jp, who = rng.choice(OWNERS)
        pronoun = rng.choice(("それ", "選んだカード"))
        it = Target(owner="opponent", area="it", type="")
        change_jp, change = rng.choice([
            (f"{pronoun}の撃退力-2000", Modifier("counter", -2000, "cards", target=it)),
            (f"{pronoun}の撃退力+3000", Modifier("counter", 3000, "cards", target=it)),
            (f"{pronoun}は戦闘できない", Modifier("no-battle", 1, "cards", target=it)),
            (f"{pronoun}は相手の効果で破壊されない", Modifier("protected", PROTECT_FROM["opponent"], "cards", target=it))])
        chosen = Effect("select", 1, target=Target(owner=who))
        lasting = Effect("until-end-of-turn", to="+", target=it, modifier=change)
        return (f"{who_jp}の交戦カードを1枚選ぶ。このターン、{change_jp}。",
                Ability("", "auto", effects=(chosen, lasting)), form)
    if form == "chosen" and rng.random() < 0.3:  # a card chosen, then swapped with this one, said or unsaid (5.6.1)
        phrase, fields = rng.choice([(p, f) for p, f in _filters() if f["type"] == "battle"])
        places: tuple[tuple[str, dict[str, Any]], ...] = (("あなたの手札の", {"area": "hand"}),
                                                          ("あなたの捨て札から", {"area": "discard"}), ("あなたのエリアにいる", {}))
        where_jp, where = rng.choice(places)
        may = rng.choice(("る", "てよい"))
        swap_jp = rng.choice((f"これと入れ替え{may}", f"それとこれを入れ替え{may}", f"これとそれを入れ替え{may}"))
        chosen = Effect("select", 1, target=Target(owner="you", **where, **fields))
        swap = Effect("swap", 1, target=Target(area="it", type=""), to="this", upto=may == "てよい", with_previous=True)
        return (f"{where_jp}{phrase}を1枚選び、{swap_jp}。", Ability("", "auto", effects=(chosen, swap)), form)
    if form == "chosen":  # a choice in one sentence, used in the next (BP01-060)
        strategy_phrases: list[tuple[str, dict[str, Any]]] = [(p, f) for p, f in _filters() if f["type"] == "strategy"]
        phrase, fields = rng.choice(strategy_phrases)
        n, upto = rng.choice(((1, True), (1, False), (2, True)))
        named = rng.choice(CONDITIONS[1:12])
        condition_text, condition = named.text, named.value
        chosen = Effect("select", n, target=Target(owner="you", area="discard", **fields), upto=upto)
        place = Effect("place-strategy", 0, target=Target(area="it", type="strategy"), condition=condition)
        return (f"あなたの捨て札から{phrase}を{n}枚{'まで' if upto else ''}選ぶ。{condition_text}なら、"
                "選んだカードを置いて発動させる。", Ability("", "auto", effects=(chosen, place)), form)
    if form == "again":  # "5枚以上あるなら、さらに+5000": the change before, again (BP02-065)
        if rng.random() < 0.5:  # "…1エリア後退させる。…なら、さらに1エリア後退させる": the effect before's object, again
            named = rng.choice(CONDITIONS[1:12])
            k, m = rng.choice((1, 2)), rng.choice((1, 2))
            bound = Condition("threat-at-most", 30000)
            moved_jp, moved, again_jp, again = rng.choice((
                (f"相手の脅威度30000以下の怪獣カードを{k}エリア後退させる", Effect("retreat", k, "opponent", bound=bound),
                 f"さらに{m}エリア後退させる", Effect("retreat", m, "opponent", condition=named.value, bound=bound)),
                (f"あなたの怪獣カードを{k}エリア前進させる", Effect("advance", k, "you"),
                 f"さらに{m}エリア前進させる", Effect("advance", m, "you", condition=named.value)),
                (f"相手の交戦カードを{k}枚破壊する", Effect("destroy", k, target=Target()),
                 f"さらに{m}枚破壊する", Effect("destroy", m, target=Target(), condition=named.value)),
                (f"相手の山札を上から{k}枚捨て札にする", Effect("mill", k, "opponent"),
                 f"さらに{m}枚捨て札にする", Effect("mill", m, "opponent", condition=named.value))))
            return (f"{moved_jp}。{named.text}なら、{again_jp}。", Ability("", "auto", effects=(moved, again)), form)
        words, make = rng.choice(UNDER)
        first, more = rng.choice((1, 2, 3)), rng.choice((2, 3))
        modifier_text, modifier = rng.choice([(p.text, p.value) for p in _modifiers()
                                              if p.value.scope == "self" and not p.value.stat.endswith("-times")])
        extra = rng.choice((1000, 3000, 5000))
        changes = (dataclasses.replace(modifier, condition=make(first)),
                   dataclasses.replace(modifier, amount=extra, condition=make(first + more)))
        return (f"{words.format(first)}なら、{modifier_text}。{first + more}枚以上あるなら、さらに+{extra}。",
                Ability("", "continuous", modifiers=changes), form)
    if form == "this-turn":  # "そのターン中、…": until the end of the turn, by what the cost discarded (BP03-032)
        stat_jp, stat = rng.choice((("撃退力", "counter"), ("脅威度", "threat")))
        n = rng.choice((1000, 2000, 3000))
        # 7.5.6's forms, one meaning; or a later turn's end, or a phase's (10.2.1.2)
        until, lasts = rng.choice(_durations())
        if rng.random() < 0.4:  # a protection, a player's prohibition, or a once-a-turn action once more
            rule = rng.choice([p for p in _rules_changes() if _lasts(p.value)] + _once_more())
            said = rule.text  # abilities made invalid (10.3.2): as a state, or as the effect's own act
            if said.endswith("は無効になる") and rng.random() < 0.5:
                said = said.removesuffix("は無効になる") + "を無効にする"
            return (f"{until}、{said}。", Ability("", "auto", effects=(
                Effect("until-end-of-turn", to="+", modifier=rule.value, until=lasts),)), form)
        effect = Effect("until-end-of-turn", to="+", modifier=Modifier(stat, n), cost=Effect("discard", 0),
                        per=Target(owner="you", area="it", type=""), until=lasts)
        return (f"あなたの手札をすべて捨てることで、{until}、この効果で捨てたカード1枚につき、これの{stat_jp}+{n}。",
                Ability("", "auto", effects=(effect,)), form)
    # "…てよい。そうしたら、…": only if the effect before was done (10.2.1.3.2; BP03-043)
    name = rng.choice(("ランドモゲラー", "メカゴジラ", "結晶体"))
    then = rng.choice(_simple_effects())
    stacked = Effect("stack-self-under", 1, target=Target(owner="you", type="", name=name, other=True), upto=True)
    return (f"これをあなたのエリアにいる「{name}」の下に重ねてよい。そうしたら、{then.text}。",
            Ability("", "auto", effects=(stacked, dataclasses.replace(then.value, if_done=True))), form)


# what a sentence moves, reveals or looks at, for "その中の…" after it (area "it")
SHOWN = [(f"あなたの山札を上から{n}枚{verb}", value, done)
         for n in (3, 4, 5)
         for verb, value, done in (("捨て札にする", Effect("mill", n), "捨て札にした"),
                                   ("公開する", Effect("reveal", n), "公開した"),
                                   ("見る", Effect("look", n, to="stay"), "見た"))] + [
    ("あなたの怪獣デッキを見る", Effect("look", 0, "you", target=Target(owner="you", area="monster_deck", type=""), to="stay"),
     "見た")] + [  # 5.8 into the discard pile: those it put there (5.7.3)
    (f"あなたの山札からカードを{n}枚探して捨て札にし、山札をシャッフルする",
     Effect("search", n, target=Target(owner="you", area="deck", type=""), to="discard"), "捨て札にした") for n in (2, 3)]


# verbs that take cards, and the words a count of those cards says them by ("消滅させたトークン1枚につき")
TAKEN = [("相手の交戦カードを2枚まで破壊する", Effect("destroy", 2, target=Target(owner="opponent"), upto=True), "破壊した"),
         ("相手の交戦カードを1枚手札に戻す", Effect("to-hand", 1, target=Target(owner="opponent")), "手札に戻した"),
         ("あなたの捨て札の交戦カードを1枚出現させる", Effect("play", 1, target=Target(owner="you", area="discard")),
          "出現させた"),
         ("あなたのエリアにいるトークンをすべて消滅させる",
          Effect("vanish", 0, target=Target(owner="you", type="", traits_any=("トークン",))), "消滅させた")]
# verbs that take some of the cards revealed or looked at, before 「残りを…」 (5.5.1, 5.10.1)
TAKE_SOME = [("出現させ", "play"), ("手札に加え", "to-hand"), ("これの下に重ね", "stack-under")]
REST_TO = [("捨て札にする", "to-discard", ""), ("好きな順で山札の下に置く", "to-deck-bottom", "any-order"),
           ("山札の下に置く", "to-deck-bottom", "")]


def _rest(rng: random.Random) -> tuple[str, Ability, str]:
    """"…公開し(見て)、その中の…をN枚(まで)(出現させ|これの下に重ね|…)、残りを…": the rest, after any verb."""
    phrase, fields = rng.choice(_filters())
    n, upto = rng.choice((1, 2)), rng.choice((True, False))
    shown_jp, shown = rng.choice((("公開し", Effect("reveal", 5)), ("見て", Effect("look", 5, to="stay"))))
    take_jp, verb = rng.choice(TAKE_SOME)
    rest_jp, rest_verb, order = rng.choice(REST_TO)
    if verb == "to-hand" and shown_jp == "公開し" and rest_verb == "to-discard" or verb == "to-hand" and shown_jp == "見て":
        take_jp, verb = "これの下に重ね", "stack-under"  # those read as one verb of their own (reveal_take, look_take)
    if verb == "play" and "怪獣" in phrase:  # a monster card does not appear in a zone (5.11.2)
        take_jp, verb = "これの下に重ね", "stack-under"
    taken = Effect(verb, n, target=Target(owner="you", area="it", **fields), upto=upto, with_previous=True)
    rest = Effect(rest_verb, 0, target=Target(area="rest", type=""), to=order)  # whatever was taken (1.3.2)
    text = (f"あなたの山札を上から5枚{shown_jp}、その中の{phrase}を{n}枚{'まで' if upto else ''}{take_jp}、"
            f"残りを{rest_jp}。")
    return text, Ability("", "auto", effects=(shown, taken, rest)), "among"


def _among(rng: random.Random) -> tuple[str, Ability, str]:
    """"その中の/その中から/その中に" + any card phrase, in a count, a verb or a condition (10.5.3);
    "それらのうち…": those a condition counts, narrowed."""
    phrase, fields = rng.choice(_filters())
    those = Target(owner="you", area="it", **fields)
    then = rng.choice(_simple_effects()[:12])
    shown, first, done = rng.choice(SHOWN)
    way = rng.choice(("per", "take", "count", "those", "taken", "rest", "hand"))
    if way == "hand":  # a hand looked at (4.9.2, 1.3.1) in a sentence of its own, then some of it to the pile (5.7)
        whose, who = rng.choice(OWNERS)
        looked = Effect("look", 0, "you", target=Target(owner=who, area="hand", type=""), to="stay")
        seen = f"{whose}の手札を{rng.choice(('', 'すべて'))}見る"
        if rng.random() < 0.5:
            return (f"{seen}。その中の{phrase}を1枚捨て札にする。",
                    Ability("", "auto", effects=(looked, Effect("to-discard", 1, target=those))), "among")
        # the card chosen, whoever's (ability_data.Target: the owner of "it" does not matter)
        chosen = Effect("to-discard", 0, target=Target(owner="opponent", area="it", type=""), with_previous=True)
        return (f"{seen}。その中から{phrase}を1枚選び、捨て札にする。",
                Ability("", "auto", effects=(looked, Effect("select", 1, target=those), chosen)), "among")
    if way == "rest":
        return _rest(rng)
    if way == "taken":  # "破壊した/消滅させた/…カード1枚につき": those the verb before took
        taken_jp, taken, done = rng.choice(TAKEN)
        said = rng.choice(("", "この効果で")) + done
        return (f"{taken_jp}。{said}{phrase}1枚につき、{then.text}。",
                Ability("", "auto", effects=(taken, dataclasses.replace(then.value, per=those))), "among")
    if way == "per":  # "その中の…1枚につき", or by the verb before: "公開した…1枚につき"
        said = rng.choice(("その中の", done, "この効果で" + done))
        # "公開した/見た…": every card shown, those moved since too (5.9, 5.10); "その中の…": those named
        per_cards = dataclasses.replace(those, area="shown") if said.endswith(("公開した", "見た")) else those
        text, second = f"{said}{phrase}1枚につき、{then.text}", dataclasses.replace(then.value, per=per_cards)
    elif way == "take":
        text, second = f"その中から{phrase}を1枚手札に加える", Effect("to-hand", 1, target=those)
    elif way == "count":
        n = rng.choice((1, 2))
        text = f"その中に{phrase}が{n}枚以上あるなら、{then.text}"
        second = _with_condition(then.value, Condition("count-at-least", n, target=those))
    else:
        n, rank = rng.choice((2, 3)), rng.choice((3, 4))
        counted = Condition("count-at-least", n, target=Target(owner="opponent"))
        destroy = Effect("destroy", 1, target=Target(owner="opponent", rank_max=rank), condition=counted)
        return (f"相手のエリアにいる交戦カードが{n}枚以上なら、それらのうち等級{rank}以下の交戦カードを1枚破壊する。",
                Ability("", "auto", effects=(destroy,)), "among")
    return f"{shown}。{text}。", Ability("", "auto", effects=(first, second)), "among"


# -- composition ----------------------------------------------------------------------------------

def _durations() -> list[tuple[str, Until | None]]:
    """How long a one-shot effect's change lasts, each way it is said: this turn (7.5.6), a player's
    next turn, a phase of this turn or of a player's next turn, or a later window (10.2.1.2)."""
    found: list[tuple[str, Until | None]] = [(w, None) for w in ("そのターン中", "このターン中", "このターン",
                                                                 "ターンの終わりまで")]
    for whose, who in (("あなた", "you"), ("相手", "opponent")):
        found += [(f"次の{whose}のターン終了時まで", Until(who)), (f"次の{whose}のターンの終わりまで", Until(who))]
        found += [(f"次の{whose}の{jp}フェイズ終了時まで", Until(who, Phase(phase))) for jp, phase in PHASE_WORDS]
    found += [(f"この{jp}フェイズ終了時まで", Until("", Phase(phase))) for jp, phase in PHASE_WORDS]
    # a window that starts later: a player's next turn, or the next phase (a player's, or whoever's)
    for whose, who in (("あなたの", "you"), ("相手の", "opponent"), ("", "any")):
        found += [(f"次の{whose}ターン中", Until(who, window=True))]
        found += [(f"次の{whose}{jp}フェイズ中", Until(who, Phase(phase), window=True)) for jp, phase in PHASE_WORDS]
    found += [("このゲーム中", Until(game=True)), ("このゲームの間", Until(game=True))]  # 10.2.1.2 (i18-g9a)
    found += [(w, Until(this_phase=True)) for w in ("このフェイズ中", "このフェイズ終了時まで")]  # the phase under way (i18-g11a)
    return found


LATER_WHOSE = (("あなたの", Whose.YOU), ("相手の", Whose.OPPONENT), ("", Whose.ANY))
def _with_condition(effect: Effect, condition: Condition | None) -> Effect:
    """The sentence's "〜なら、" beside the effect's own bound: both must hold."""
    if condition is None:
        return effect
    if effect.condition is None:
        return dataclasses.replace(effect, condition=condition)
    first = condition.parts if condition.kind == "all" else (condition,)
    return dataclasses.replace(effect, condition=Condition("all", parts=(*first, effect.condition)))


# 6.1.2: a deck-building condition of 6.1.1 replaced for this card, said for the deck building or not
DECK_RULES = [Part(f"{when}{this}は{rule}。", Ability("", "keyword", keyword=keyword, value=value))
              for when in ("", "デッキを構築する際、", "デッキ構築時、") for this in ("これ", "このカード")
              for rule, keyword, value in (("デッキに好きな枚数入れてよい", "deck-copies", 0),
                                           ("デッキに8枚まで入れてよい", "deck-copies", 8),
                                           ("怪獣デッキの色にかかわらずメインデッキに入れてよい", "deck-color", 1),
                                           ("進攻アイコンが2のカードの枚数に数えない", "deck-uncounted", 2),
                                           ("進攻アイコンが2のカードとして数えない", "deck-uncounted", 2),
                                           ("メインデッキの枚数に含めない", "deck-uncounted", 0),
                                           ("同じカードナンバーのカードとして数えない", "deck-copies", 0))]


def samples(count: int = 2400, seed: int = 18, printed: set[str] | None = None,
            referring: float = 0.15) -> list[Sample]:
    """``count`` distinct texts (fewer only if the parts cannot make so many), none of ``printed``;
    about ``referring`` of them refer back to what an earlier part named."""
    rng = random.Random(seed)
    effects = _Joined(_simple_effects(), _destroys(), _pile_effects())  # drawn from as one list (rng.choice)
    verb_parts = _verb_parts()
    modifiers = _modifiers()
    rules_changes, replacements = _rules_changes() + _once_more(), _replacements()
    printed = printed or set()
    found: dict[str, Sample] = {}
    tries = 0
    while len(found) < count and tries < count * 20:
        tries += 1
        duration, awakening = rng.choice(DURATIONS), rng.choice(AWAKENINGS)
        condition = rng.choice(CONDITIONS)
        head = duration.text + awakening.text
        if rng.random() < 0.02:  # a deck-building rule of this card's (6.1.2)
            deck_rule = rng.choice(DECK_RULES)
            text, ability = deck_rule.text, deck_rule.value
            strategy, kinds = False, ("deck-building",)  # type: tuple[bool, tuple[str, ...]]
            duration = DURATIONS[0]
            awakening = AWAKENINGS[0]
        elif referring and rng.random() < referring:  # a sentence naming what an earlier one named
            trigger = rng.choice(TRIGGERS)
            body, ability, form = _referring(rng)
            if ability.kind == "continuous":
                text, trigger = head + body, Part("", None)
            else:
                text = head + trigger.text + body
            ability = dataclasses.replace(ability, trigger=trigger.value, awakening=awakening.value,
                                          during=duration.value)
            strategy, kinds = False, ("referring", form)
        elif rng.random() < 0.8:  # a triggered ability (or a strategy card's text, with no trigger)
            trigger = rng.choice(TRIGGERS + [Part("", Trigger(Event.STRATEGY))])
            strategy = trigger.value.event is Event.STRATEGY
            if strategy:
                duration, awakening, head = DURATIONS[0], AWAKENINGS[0], ""
            composed = rng.random() < 0.25  # a verb with a destination, quantity or whose of its own
            cost, effect = rng.choice(COSTS), rng.choice(verb_parts if composed else effects)
            further = "さらに" if condition.text and not cost.text and rng.random() < 0.1 else ""  # links, as at the start
            text = (head + trigger.text + (condition.text + "なら、" + further if condition.text else "") + cost.text
                    + effect.text + "。")
            value = _with_condition(effect.value, condition.value)
            if cost.value is not None:
                value = dataclasses.replace(value, cost=cost.value)
            limit = rng.choice(LIMITS) if not strategy and rng.random() < 0.15 else Part("", 0)
            if limit.text.endswith("、"):  # "1ターンに1回、" before the trigger, or said after the effects
                text = head + limit.text + text.removeprefix(head)
            else:
                text += limit.text
            # 10.3.3: "この能力は、…場合にのみ有効である" — valid only while a condition holds
            valid = rng.choice(NUMBERS_COMPARED) if not strategy and rng.random() < 0.1 else Part("", None)
            if valid.text:
                text += f"この能力は、{valid.text}{rng.choice(VALID_WORDS)}"
            ability = Ability("", "auto", trigger.value, (value,), awakening=awakening.value, during=duration.value,
                              per_turn=limit.value, valid_if=valid.value)
            kinds = ("trigger", "condition" if condition.text else "", "cost" if cost.text else "",
                     "effect", "verb-part" if composed else "", "limit" if limit.text or valid.text else "")
        elif rng.random() < 0.25:  # a replacement or an automatic ability an effect makes for a time (10.2.1.2)
            until_jp, until = rng.choice(_durations())
            if until is not None and until.window:
                continue  # a window that starts later is said of changes, not of abilities
            trigger = rng.choice([t for t in TRIGGERS if t.value.event in (Event.ENTER, Event.INVADING)]
                                 + [Part("", Trigger(Event.STRATEGY))])
            strategy = trigger.value.event is Event.STRATEGY
            if strategy:
                duration, awakening, head = DURATIONS[0], AWAKENINGS[0], ""
            if rng.random() < 0.5:
                made = rng.choice(replacements)
                inner, words = dataclasses.replace(made.value, condition=condition.value), (
                    (condition.text + "なら、" if condition.text else "") + made.text)
            elif rng.random() < 0.2:  # a state trigger made for a time (10.6.6 × 10.2.1.2, i18-g9a)
                state, effect = rng.choice(STATES), rng.choice(effects)
                inner, words = (Ability("", "auto", Trigger(Event.STATE), (effect.value,), condition=state.value),
                                state.text + effect.text)
            else:
                when = rng.choice([t for t in TRIGGERS if t.value.event not in OWN_EVENTS and t.text.endswith("、")])
                effect = rng.choice(effects)
                inner, words = Ability("", "auto", when.value, (effect.value,)), when.text + effect.text
            text = head + trigger.text + until_jp + "、" + words + "。"
            made_now = Effect("until-end-of-turn", to="+", until=until, modifier=Modifier("ability", 0, "you", grants=(inner,)))
            ability = Ability("", "auto", trigger.value, (made_now,), awakening=awakening.value, during=duration.value)
            kinds = ("for-a-time", "replacement" if inner.kind == "replacement" else "trigger")
        elif rng.random() < 0.3:  # a prohibition, a protection or a replacement (1.3.3, 10.9)
            strategy = False
            if rng.random() < 0.5:
                change = rng.choice(rules_changes)
                text = head + (condition.text + "なら、" if condition.text else "") + change.text + "。"
                changes = change.value if isinstance(change.value, tuple) else (change.value,)  # 〜も〜もできない
                ability = Ability("", "continuous", modifiers=tuple(dataclasses.replace(m, condition=condition.value)
                                                                    for m in changes),
                                  awakening=awakening.value, during=duration.value)
                kinds = ("rules-change", "condition" if condition.text else "")
            else:
                replacing = rng.choice(replacements)
                text = head + (condition.text + "なら、" if condition.text else "") + replacing.text + "。"
                ability = dataclasses.replace(replacing.value, condition=condition.value, awakening=awakening.value,
                                              during=duration.value)
                kinds = ("replacement", "condition" if condition.text else "")
        else:  # a continuous change
            strategy = False
            count_part, modifier = rng.choice(COUNTS), rng.choice(modifiers)
            if modifier.value.stat.endswith("-times"):
                count_part = COUNTS[0]  # a multiplication is not counted per card
            text = head + (condition.text + "なら、" if condition.text else "") + count_part.text + modifier.text + "。"
            value = dataclasses.replace(modifier.value, condition=condition.value, per=count_part.value)
            ability = Ability("", "continuous", modifiers=(value,), awakening=awakening.value, during=duration.value)
            kinds = ("modifier", "condition" if condition.text else "", "count" if count_part.text else "")
        if text in printed or text in found:
            continue
        kinds += ("duration",) if duration.text else ()
        kinds += ("awakening",) if awakening.text else ()
        found[text] = Sample(text, strategy, (ability,), tuple(k for k in kinds if k))
    return list(found.values())


def printed_sentences(texts: Iterator[str]) -> set[str]:
    """Every printed ability text (from the start of its keyword to its 。), for excluding them."""
    found = set()
    for text in texts:
        for sentence in text.replace("。", "。\n").splitlines():
            found.add(sentence.strip())
    return found


# -- comparing meanings -----------------------------------------------------------------------------

# conditions that are a count of cards under a name of their own: the same count of a target
COUNTED = {
    "battle-cards-at-least": lambda c: ("count-at-least", Target(owner="you")),
    "opponent-battle-cards-at-least": lambda c: ("count-at-least", Target(owner="opponent")),
    "opponent-battle-cards-at-most": lambda c: ("count-at-most", Target(owner="opponent")),
    "named-in-zones": lambda c: ("count-at-least", Target(owner="you", type="", name=c.name)),
    "discard-at-least": lambda c: ("count-at-least", Target(owner="you", area="discard", type=c.type)),
}


def canonical(value):
    """One spelling of each meaning: a single trait is ``traits_any``; a discard of one card type
    is a discard filtered by a target of that type; the printed text is no part of the meaning. How a step
    is joined to the one before is: 「そうしたら」 (Effect.if_done, 10.2.1.3.2) is not 〜し (with_previous, 1.3.2)."""
    if isinstance(value, Ability):
        return dataclasses.replace(value, text="", effects=tuple(canonical(e) for e in value.effects),
                                   modifiers=tuple(canonical(m) for m in value.modifiers),
                                   condition=canonical(value.condition), valid_if=canonical(value.valid_if))
    if isinstance(value, Effect):
        fields = dict(target=canonical(value.target), condition=canonical(value.condition),
                      instead_if=canonical(value.instead_if),
                      # a cost of several parts or a choice of costs: its words are the printed text's
                      cost=canonical(value.cost if value.cost is None or not value.cost.options else dataclasses.replace(
                          value.cost, options=tuple(("", es) for _t, es in value.cost.options))),
                      modifier=canonical(value.modifier),
                      options=tuple(("" if value.verb == "instead" else t, tuple(canonical(e) for e in es))
                                    for t, es in value.options))  # an otherwise's words are the printed text's
        if value.verb == "discard" and value.card_type:
            fields |= dict(card_type="", target=canonical(Target(owner="you", area="hand", type=value.card_type)))
        return dataclasses.replace(value, **fields)
    if isinstance(value, Modifier):
        return dataclasses.replace(value, condition=canonical(value.condition), target=canonical(value.target),
                                   grants=tuple(canonical(a) for a in value.grants))
    if isinstance(value, Condition) and value.kind in COUNTED:  # one reading of "N or more of these"
        kind, target = COUNTED[value.kind](value)
        return canonical(Condition(kind, value.value, target=target))
    if isinstance(value, Condition):  # "A and (B and C)" is "A and B and C"
        parts = tuple(canonical(p) for p in value.parts)
        parts = tuple(q for p in parts for q in (p.parts if p.kind == "all" else (p,)))
        return dataclasses.replace(value, target=canonical(value.target), parts=parts)
    if isinstance(value, Target) and value.trait:
        return dataclasses.replace(value, trait="", traits_any=(value.trait,))
    return value
