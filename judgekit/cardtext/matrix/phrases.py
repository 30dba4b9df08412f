"""The slot matrix's part B (issue 18, round 10): every part of a card phrase in every slot.

A card phrase (10.5.3: which cards an effect, a condition or a trigger finds) is made of parts —
whose, a type, a colour or 「赤でない」, a number bounded (rank, counter power, invasion icon),
traits and their negation, a name, 「他の」, a relation to this card (4.4.5) — and it stands in
many slots: the object of a verb, the subject of a condition (there is / is none / a count), a
for-each count, the target of a continuous change or one for a time, the subject of a
prohibition, of a replacement, of a trigger, the choice 「その中から」 after a look.
A refusal there is always the same kind of gap: a known term in a slot no card had used it in.

Each term × slot holds 1–2 sentences (judgekit.cardtext.matrix's Cells) in the printed cards' style with
the meaning composed from the parts (never asked of the compiler). ``benchmarks/cardtext_matrix.py``
prints the table: cells read right, read wrong (a confident wrong meaning: the worst outcome),
refused.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from judgekit.cardtext.matrix import Cell
from judgekit.engine.ability_data import Ability, Condition, Effect, Event, Modifier, Tally, Target, Trigger, Turn, Whose


@dataclass(frozen=True)
class Term:
    """A part of a card phrase: its words before the kind (「赤の」), the Target fields it means, and
    where it can stand: ``field`` (cards in zones) and/or ``pile`` (a hand, a deck, a discard pile)."""

    name: str
    words: str
    fields: dict[str, Any]
    places: frozenset[str] = frozenset({"field", "pile"})
    kind: tuple[str, str] = ("交戦", "battle")  # the card type it is said with


@dataclass(frozen=True)
class Relation:
    """A zone named from this card (4.4.5), said as a phrase part (「これと同じ縦列にいる」) or as a place
    (「これと同じ縦列に」); whose cards it finds when the text names no player."""

    name: str
    phrase: str
    place: str
    fields: dict[str, Any]
    unsaid: str  # the owner when no player is named: "each" where both players' zones can be in it


FIELD, PILE = frozenset({"field"}), frozenset({"pile"})
TERMS: list[Term] = [
    Term("kind alone", "", {}),
    Term("colour", "赤の", {"colors": ("red",)}),
    Term("colour or colour", "赤か青の", {"colors": ("red", "blue")}),
    Term("not a colour", "赤でない", {"colors_not": ("red",)}),
    Term("rank at most", "等級3以下の", {"rank_max": 3}),
    Term("rank at least", "等級4以上の", {"rank_min": 4}),
    Term("rank exactly", "等級3の", {"rank": 3}),
    Term("rank not", "等級3でない", {"rank_not": 3}),
    Term("counter at most", "撃退力3000以下の", {"counter_max": 3000}),
    Term("counter at least", "撃退力5000以上の", {"counter_min": 5000}),
    Term("rank below", "等級3未満の", {"rank_max": 2}),
    Term("rank above", "等級3より大きい", {"rank_min": 4}),
    Term("counter below", "撃退力3000未満の", {"counter_max": 2999}),
    Term("counter above", "撃退力3000を超える", {"counter_min": 3001}),
    Term("invasion icon", "進攻2の", {"invasion": 2}),
    Term("invasion at least", "進攻1以上の", {"invasion_min": 1}),
    Term("invasion below", "進攻2未満の", {"invasion_max": 1}),
    Term("owner", "持ち主が相手の", {"owned_by": "opponent"}),
    Term("owner said first", "あなたが持ち主の", {"owned_by": "you"}),
    Term("threat at most", "脅威度20000以下の", {"threat_max": 20000}, PILE, ("怪獣", "monster")),
    Term("trait", "《兵器》を持つ", {"traits_any": ("兵器",)}),
    Term("trait or trait", "《兵器》か《機械》を持つ", {"traits_any": ("兵器", "機械")}),
    Term("not a trait", "《兵器》を持たない", {"traits_not": ("兵器",)}),
    # 2.5: a trait in common with this card or a player's monster, however said (EL-028: 「これと共通の特徴を持つ」)
    Term("trait shared with this", "これと共通の特徴を持つ", {"same_as": "this", "same_stat": "trait"}),
    Term("trait shared with your monster", "あなたの怪獣カードと特徴を共有する", {"same_as": "you", "same_stat": "trait"}),
    # 2.3.1: a number bounded by this card's, said of this card alone (EL-035's class: 「これ以下の等級の」)
    Term("rank at most this card's", "これ以下の等級の", {"same_as": "this", "same_stat": "rank", "same_way": "at-most"}),
    Term("two filters", "赤の等級3以下の", {"colors": ("red",), "rank_max": 3}),
    Term("name", "", {"name": "メカゴジラ"}, kind=("「メカゴジラ」の交戦", "battle")),
    Term("other", "他の", {"other": True}, FIELD),
    # the same filter said 「これ以外の」 (PC-055), wherever a card phrase stands: a pile holds this card too (12.7)
    Term("other, said これ以外の", "これ以外の", {"other": True}),
    Term("other, said このカード以外の", "このカード以外の", {"other": True}, FIELD),
    Term("other, said 自身以外の", "自身以外の", {"other": True}, FIELD),
    Term("zones", "エリア6~8にいる", {"zones": (6, 7, 8)}, FIELD),
    Term("strategy card", "", {}, kind=("戦略", "strategy")),
    Term("any card", "", {}, kind=("", "")),
]
RELATIONS: list[Relation] = [
    Relation("same column", "これと同じ縦列にいる", "これと同じ縦列に", {"same_column": True}, "each"),  # 4.4.5.4
    Relation("adjacent", "これの隣接エリアにいる", "これの隣接エリアに", {"adjacent": True}, "each"),  # 4.4.5.2
    Relation("in front", "これの前のエリアにいる", "これの前のエリアに", {"facing": "front"}, "you"),  # 4.4.5.1
    Relation("behind", "これの後のエリアにいる", "これの後のエリアに", {"facing": "behind"}, "you"),
    # the zone this card was last in (10.6.4.1.2; EL-059): its column, the zones next to it
    Relation("column of the zone it was in", "これがいたエリアと同じ縦列にいる", "これがいたエリアと同じ縦列に",
             {"same_column": True, "was_here": True}, "each"),
    Relation("next to the zone it was in", "これがいたエリアの隣接エリアにいる", "これがいたエリアの隣接エリアに",
             {"adjacent": True, "was_here": True}, "each"),
    Relation("right of", "これより右のエリアにいる", "これより右のエリアに", {"side": "right"}, "each"),  # 4.4.5.5
    # the zone this card is in said as the place zones are named from (PB-045: 「これがいるエリアの後のエリア」)
    Relation("behind the zone it is in", "これがいるエリアの後のエリアにいる", "これがいるエリアの後のエリアに",
             {"facing": "behind"}, "you"),
    Relation("column of the zone it is in", "これがいるエリアと同じ縦列にいる", "これがいるエリアと同じ縦列に",
             {"same_column": True}, "each"),
    Relation("next to the zone it is in", "これのいるエリアの隣接エリアにいる", "これのいるエリアの隣接エリアに",
             {"adjacent": True}, "each"),
    Relation("in front of the zone it is in", "これのいるエリアの前のエリアにいる", "これのいるエリアの前のエリアに",
             {"facing": "front"}, "you"),
    Relation("right of the zone it is in", "これがいるエリアの右側にいる", "これがいるエリアの右側に", {"side": "right"}, "each"),
]
WHOSE = (("あなたの", "you"), ("相手の", "opponent"))


def _enter(*effects: Effect) -> tuple[Ability, ...]:
    return (Ability("", "auto", Trigger(Event.ENTER), tuple(effects)),)


def _draw_if(condition: Condition) -> tuple[Ability, ...]:
    return _enter(Effect("draw", 1, condition=condition))


def _continuous(modifier: Modifier) -> tuple[Ability, ...]:
    return (Ability("", "continuous", modifiers=(modifier,)),)


# a slot: the places it reads cards from, and (term words + kind words, Target fields) -> (text, meaning)
Slot = tuple[frozenset[str], Callable[[str, Callable[..., Target]], tuple[str, tuple[Ability, ...]]]]
SLOTS: dict[str, Slot] = {
    # the object of every verb (chapter 5): destroy (5.12), to the hand (5.2.1), search (5.8), discard (5.7.1)
    "destroy": (FIELD, lambda p, t: (f"出現時相手の{p}を1枚破壊する。", _enter(Effect("destroy", 1, target=t("opponent"))))),
    "destroy all": (FIELD, lambda p, t: (f"出現時相手の{p}をすべて破壊する。", _enter(Effect("destroy", 0, target=t("opponent"))))),
    "to hand": (PILE, lambda p, t: (f"出現時あなたの捨て札の{p}を1枚まで手札に戻す。",
                                    _enter(Effect("to-hand", 1, target=t("you", area="discard"), upto=True)))),
    "search": (PILE, lambda p, t: (f"出現時あなたの山札から{p}を1枚まで探して公開し、手札に加え、山札をシャッフルする。",
                                   _enter(Effect("search", 1, target=t("you", area="deck"), upto=True, to="reveal-hand")))),
    # 「その中から」 after a look (5.5.1)
    "among": (PILE, lambda p, t: (f"出現時あなたの山札を上から3枚見て、その中から{p}を1枚手札に加え、残りを捨て札にする。",
                                  _enter(Effect("look", 3, target=t("you", area="deck"), to="discard", take=1)))),
    # 「その中から」 after a reveal (5.10.1)
    "among revealed": (PILE, lambda p, t: (f"出現時あなたの山札を上から3枚公開し、その中から{p}を1枚手札に加え、残りを捨て札にする。",
                                           _enter(Effect("reveal-take", 3, target=t("you", area="deck"), take=1)))),
    # the subject of a condition (10.5): there is, a count, none
    "there is": (FIELD, lambda p, t: (f"出現時相手のエリアに{p}がいるなら、カードを1枚引く。",
                                      _draw_if(Condition("count-at-least", 1, target=t("opponent"))))),
    "count": (FIELD, lambda p, t: (f"出現時あなたのエリアにいる{p}が2枚以上なら、カードを1枚引く。",
                                   _draw_if(Condition("count-at-least", 2, target=t("you"))))),
    "none in pile": (PILE, lambda p, t: (f"出現時あなたの捨て札に{p}がないなら、カードを1枚引く。",
                                         _draw_if(Condition("count-at-most", 0, target=t("you", area="discard"))))),
    # a for-each count (10.5.2.2.1)
    "for each": (FIELD, lambda p, t: (f"出現時あなたのエリアにいる{p}1枚につき、相手の怒りを1減らす。",
                                      _enter(Effect("rage", -1, "opponent", per=t("you"))))),
    # a continuous change (10.8), and one for a time (7.5.6)
    "modifier": (FIELD, lambda p, t: (f"あなたの{p}すべての撃退力+1000。",
                                      _continuous(Modifier("counter", 1000, "cards", target=t("you"))))),
    "for a time": (FIELD, lambda p, t: (f"出現時そのターン中、あなたの{p}すべての撃退力+1000。", _enter(Effect(
        "until-end-of-turn", 1, to="+", modifier=Modifier("counter", 1000, "cards", target=t("you")))))),
    # a prohibition's subject (1.3.3), a replacement's (10.9), a trigger's (10.6.2)
    "prohibition": (FIELD, lambda p, t: (f"あなたの{p}は相手の効果で破壊されない。",
                                         _continuous(Modifier("protected", 1, "cards", target=t("you"))))),
    "replacement": (FIELD, lambda p, t: (f"あなたの{p}が破壊される際、かわりにこれを破壊する。", (Ability(
        "", "replacement", effects=(Effect("destroy-self", 1),), replaces="destroy", replaced=t("you")),))),
    "trigger": (FIELD, lambda p, t: (f"あなたの{p}が破壊された時、カードを1枚引く。", (Ability(
        "", "auto", Trigger(Event.BATTLE_DESTROYED, Whose.YOU, card=t("you")), (Effect("draw", 1),)),))),
    # this card said first, the cards it stands beside after it (PB-042, PB-063: 4.4.5.2, 4.4.5.4) — as
    # 「これの隣接エリアに…がいる」 reads
    "next to this, said with と": (FIELD, lambda p, t: (f"出現時これと隣接している相手の{p}を1枚破壊する。",
                                                      _enter(Effect("destroy", 1, target=t("opponent", adjacent=True))))),
    "this beside": (FIELD, lambda p, t: (f"出現時これが相手の{p}と隣接しているなら、カードを1枚引く。",
                                         _draw_if(Condition("count-at-least", 1, target=t("opponent", adjacent=True))))),
    "this in column": (FIELD, lambda p, t: (f"これが相手の{p}と同じ縦列にいるなら、これの撃退力+1000。",
                                            _continuous(Modifier("counter", 1000, condition=Condition(
                                                "count-at-least", 1, target=t("opponent", same_column=True)))))),
}
# the slots where a trigger reads a destruction: only battle and strategy cards are destroyed as events of a kind
TRIGGER_KINDS = {"battle": Event.BATTLE_DESTROYED, "strategy": Event.STRATEGY_DESTROYED}


def _target(kind: str, fields: dict[str, Any]) -> Callable[..., Target]:
    def make(owner: str, **more: Any) -> Target:
        return Target(**({"owner": owner, "type": kind} | fields | more))
    return make


def cells() -> list[Cell]:
    """Every term × every slot it can stand in, each a sentence with its composed meaning."""
    found = []
    for term in TERMS:
        kind_jp, kind = term.kind
        phrase = f"{term.words}{kind_jp}カード"
        for slot, (places, make) in SLOTS.items():
            if not places & term.places:
                continue
            if slot == "trigger" and kind not in TRIGGER_KINDS:
                continue
            if kind == "strategy" and slot in ("for a time", "modifier", "for each", "count"):
                continue  # a strategy card has no counter power; its zones are not the battle cards' (4.5)
            text, expected = make(phrase, _target(kind, term.fields))
            if "zones" in term.fields:  # 「あなたのエリア6~8にいる」: the zones said where the place is
                text = text.replace("のエリアにいるエリア", "のエリア").replace("のエリアにエリア6~8にいる交戦カードが",
                                                                         "のエリア6~8に交戦カードが")
            if slot == "trigger":  # the event of its kind, filtered by the phrase (10.6.2) when it says more
                trig = expected[0].trigger
                assert trig is not None
                card = trig.card if term.fields else None
                expected = (dataclasses.replace(expected[0], trigger=dataclasses.replace(
                    trig, event=TRIGGER_KINDS[kind], card=card)),)
            found.append(Cell(term.name, slot, text, expected))
    found += _relation_cells()
    found += _quantity_cells()
    found += _condition_cells()
    found += [Cell(f"place: {name}", "object or sum", text, _enter(effect)) for name, text, effect in PLACE_CELLS]
    found += [Cell(f"number equal to: {name}", slot, text, _enter(effect)) for name, slot, text, effect in EQUAL_CELLS]
    found += [Cell(f"for each: {name}", slot, text, expected) for name, slot, text, expected in PER_CELLS]
    found += [Cell(f"what an effect did: {name}", slot, text, _enter(*effects)) for name, slot, text, effects in DONE_CELLS]
    found += [Cell("count with no noun (その中の1枚)", slot, text, _enter(*effects))
              for slot, text, effects in AMONG_UNSAID_CELLS]
    return found


def _relation_cells() -> list[Cell]:
    """A zone named from this card (4.4.5) × whose (said, or unsaid) × every field slot: a relation as the
    object of a verb, as a condition (「これの隣接エリアに相手の交戦カードがいるなら」), as a for-each count,
    as a change's target, as a trigger's subject."""
    found = []
    for rel in RELATIONS:
        for whose_jp, owner in WHOSE + (("", rel.unsaid),):
            t = Target(owner=owner, **rel.fields)
            name = f"{rel.name} ({owner if whose_jp else 'whose unsaid'})"
            found += [
                Cell(name, "destroy", f"出現時{rel.phrase}{whose_jp}交戦カードを1枚破壊する。",
                     _enter(Effect("destroy", 1, target=t))),
                Cell(name, "there is", f"出現時{rel.place}{whose_jp}交戦カードがいるなら、カードを1枚引く。",
                     _draw_if(Condition("count-at-least", 1, target=t))),
                Cell(name, "there is none", f"出現時{rel.place}{whose_jp}交戦カードがいないなら、カードを1枚引く。",
                     _draw_if(Condition("count-at-most", 0, target=t))),
                Cell(name, "count", f"出現時{rel.phrase}{whose_jp}交戦カードが2枚以上なら、カードを1枚引く。",
                     _draw_if(Condition("count-at-least", 2, target=t))),
                Cell(name, "for each", f"出現時{rel.phrase}{whose_jp}交戦カード1枚につき、相手の怒りを1減らす。",
                     _enter(Effect("rage", -1, "opponent", per=t))),
                Cell(name, "for a time", f"出現時そのターン中、{rel.phrase}{whose_jp}交戦カードすべての撃退力+1000。",
                     _enter(Effect("until-end-of-turn", 1, to="+", modifier=Modifier("counter", 1000, "cards", target=t)))),
            ]
            if owner != "each":
                found += [
                    Cell(name, "modifier", f"{rel.phrase}{whose_jp}交戦カードすべての撃退力+1000。",
                         _continuous(Modifier("counter", 1000, "cards", target=t))),
                    Cell(name, "trigger", f"{rel.phrase}{whose_jp}交戦カードが破壊された時、カードを1枚引く。", (Ability(
                        "", "auto", Trigger(Event.BATTLE_DESTROYED, Whose(owner), card=t), (Effect("draw", 1),)),))]
                # round 11: every leaving of the field, seen where the card stood (10.6.4.1.2)
                found += [Cell(name, f"trigger:{slot}", f"{rel.phrase}{whose_jp}交戦カードが{said}、カードを1枚引く。", (Ability(
                    "", "auto", Trigger(event, Whose(owner), kind="battle", card=t), (Effect("draw", 1),)),))
                    for slot, said, event in (("returned", "手札に戻された時", Event.RETURNED),
                                              ("to-deck", "山札に戻された時", Event.TO_DECK),
                                              ("left", "フィールドを離れた時", Event.LEFT_FIELD))]
    # the zone numbered as this card's (4.4.3: each player has one), or as the one it was last in, after it left the field
    # (10.6.4.1.2; PA-057's class): whose said inside the phrase (「同じ数字の相手のエリアにいる」) or before its cards
    # (「同じ数字のエリアに相手の交戦カードがいる」), unsaid only as a place (both players' zones of that number)
    for name, said, was, head in (("zone numbered as this card's", "これがいるエリア", False, "出現時"),
                                  ("zone numbered as the one it was in", "これがいたエリア", True, "これが破壊された時、")):
        def when(*effects: Effect, head=head) -> tuple[Ability, ...]:
            trigger = Trigger(Event.ENTER) if head == "出現時" else Trigger(Event.DESTROYED_SELF)
            return (Ability("", "auto", trigger, tuple(effects)),)
        for whose_jp, owner in WHOSE:
            t = Target(owner=owner, same_number=True, was_here=was)
            found += [
                Cell(f"{name} ({owner})", "destroy", f"{head}{said}と同じ数字の{whose_jp}エリアにいる交戦カードを1枚破壊する。",
                     when(Effect("destroy", 1, target=t))),
                Cell(f"{name} ({owner})", "for each",
                     f"{head}{said}と同じ数字の{whose_jp}エリアにいる交戦カード1枚につき、相手の怒りを1減らす。",
                     when(Effect("rage", -1, "opponent", per=t))),
                Cell(f"{name} ({owner})", "there is", f"{head}{said}と同じ数字のエリアに{whose_jp}交戦カードがいるなら、カードを1枚引く。",
                     when(Effect("draw", 1, condition=Condition("count-at-least", 1, target=t))))]
        found.append(Cell(f"{name} (whose unsaid)", "there is none",
                          f"{head}{said}と同じ数字のエリアに交戦カードがいないなら、カードを1枚引く。",
                          when(Effect("draw", 1, condition=Condition("count-at-most", 0, target=Target(
                              owner="each", same_number=True, was_here=was))))))
    return found


# the places a card phrase's cards are in (chapter 4), each the object of a verb, and a sum of their numbers (10.8.1)
PLACE_CELLS = [
    ("monster deck", "出現時あなたの怪獣デッキの怪獣カードを1枚手札に加える。",
     Effect("to-hand", 1, target=Target(owner="you", type="monster", area="monster_deck"))),
    ("under this card", "出現時これの下にある交戦カードを1枚手札に加える。",
     Effect("to-hand", 1, target=Target(owner="you", area="under"))),
    ("strategy zones", "出現時相手の戦略カード置き場にあるカードを1枚破壊する。",
     Effect("destroy", 1, target=Target(type="strategy"))),
    ("name in 『』", "出現時あなたの捨て札の『メカゴジラ』の交戦カードを1枚手札に戻す。",
     Effect("to-hand", 1, target=Target(owner="you", area="discard", name="メカゴジラ"))),
    ("sum", "出現時あなたのエリアにいる交戦カードの撃退力の合計が10000以上なら、カードを1枚引く。",
     Effect("draw", 1, condition=Condition("sum-at-least", 10000, target=Target(owner="you"), stat="counter"))),
    ("sum next to this card", "出現時これの隣接エリアにいる交戦カードの等級の合計が6以上なら、カードを1枚引く。",
     Effect("draw", 1, condition=Condition("sum-at-least", 6, target=Target(owner="each", adjacent=True), stat="rank"))),
]

# a number equal to another (10.5.3): a rage, a count — said before the verb's words or after its object
EQUAL_CELLS = [
    ("rage", "draw, said first", "出現時相手の怒りと同じ枚数、カードを引く。", Effect("draw", 1, per=Tally.OPPONENT_RAGE)),
    ("rage", "draw, said after", "出現時カードを相手の怒りと同じ枚数引く。", Effect("draw", 1, per=Tally.OPPONENT_RAGE)),
    ("rage", "discard, said after", "出現時あなたの手札を相手の怒りと同じ枚数捨てる。", Effect("discard", 1, per=Tally.OPPONENT_RAGE)),
    ("a count", "mill, said after", "出現時相手の山札を上から相手のエリアにいる交戦カードの枚数と同じ枚数捨て札にする。",
     Effect("mill", 1, "opponent", per=Target())),
    ("a count", "mill, said first", "出現時相手のエリアにいる交戦カードの枚数と同じ枚数、相手の山札を上から捨て札にする。",
     Effect("mill", 1, "opponent", per=Target())),
    ("a rank", "draw, said first", "出現時相手の怪獣カードの等級と同じ枚数、カードを引く。", Effect("draw", 1, per=Tally.OPPONENT_RANK)),
]
# … as the count of every verb that takes cards of a phrase (PC-024: 「相手の等級5以下の交戦カードを、相手の怒りと同じ枚数破壊
# する」): destroy (5.12), to the hand (5.2.1), appear (5.11) — each number (a rage, a rank, a count of cards in a place or a
# pile), said after the object (with or without 、) or before it, up to it (まで) too
_NUMBERS: list[tuple[str, str, Tally | Target]] = [("rage", "相手の怒り", Tally.OPPONENT_RAGE), ("your rage", "あなたの怪獣カードの怒り", Tally.YOUR_RAGE),
            ("a rank", "相手の怪獣カードの等級", Tally.OPPONENT_RANK), ("your rank", "あなたの怪獣カードの等級", Tally.YOUR_RANK),
            ("this card's rage", "これの怒り", Tally.YOUR_RAGE), ("this card's rank", "これの等級", Tally.THIS_RANK),
            ("a count", "あなたのエリアにいる交戦カードの枚数", Target(owner="you")),
            ("a pile", "相手の手札の枚数", Target(owner="opponent", type="", area="hand"))]
_TAKERS = [("destroy", "相手の等級5以下の交戦カードを{n}破壊する", Effect("destroy", 1, target=Target(owner="opponent", rank_max=5))),
           ("to hand", "あなたの捨て札の交戦カードを{n}手札に戻す",
            Effect("to-hand", 1, target=Target(owner="you", area="discard"))),
           ("appear", "あなたの捨て札の交戦カードを{n}空いているエリアに出現させる",
            Effect("play", 1, target=Target(owner="you", area="discard"), to="empty"))]
for (_name, _words, _per), (_verb, _said, _effect) in itertools.product(_NUMBERS, _TAKERS):
    for _slot, _n in (("said after", "{w}と同じ枚数"), ("said after, 、", "、{w}と同じ枚数、"), ("up to", "、{w}と同じ枚数まで、")):
        EQUAL_CELLS.append((_name, f"{_verb}, {_slot}", "出現時" + _said.format(n=_n.format(w=_words)) + "。",
                            dataclasses.replace(_effect, per=_per, upto=_slot == "up to")))
    if _verb == "destroy":
        EQUAL_CELLS.append((_name, "destroy, said first", f"出現時{_words}と同じ枚数、相手の等級5以下の交戦カードを破壊する。",
                            dataclasses.replace(_effect, per=_per)))

# 「その中の1枚を」 (10.5.3): a count with no noun after その中の — any one of the cards the look or reveal before
# showed (5.5.1, 5.10.1), the object of every verb that takes them; the same as 「その中から1枚を」
_THOSE = Target(owner="you", type="", area="it")
_LOOK3, _REVEAL3 = Effect("look", 3, to="stay"), Effect("reveal", 3)
AMONG_UNSAID_CELLS = [
    ("to discard, may", "出現時あなたの山札を上から3枚まで見て、その中の1枚を捨て札にしてよい。",
     (Effect("look", 3, upto=True, to="stay"), Effect("to-discard", 1, target=_THOSE, may=True, with_previous=True))),
    ("to discard, from", "出現時あなたの山札を上から3枚まで見て、その中から1枚を捨て札にしてよい。",
     (Effect("look", 3, upto=True, to="stay"), Effect("to-discard", 1, target=_THOSE, may=True, with_previous=True))),
    ("to hand", "出現時あなたの山札を上から3枚見て、その中の1枚を手札に加える。",
     (_LOOK3, Effect("to-hand", 1, target=_THOSE, with_previous=True))),
    ("to deck bottom", "出現時あなたの山札を上から3枚見て、その中の1枚を山札の下に置く。",
     (_LOOK3, Effect("to-deck-bottom", 1, target=_THOSE, with_previous=True))),
    ("stack under", "出現時あなたの山札を上から3枚見て、その中の1枚をこれの下に重ねて置く。",
     (_LOOK3, Effect("stack-under", 1, target=_THOSE, with_previous=True))),
    ("play", "出現時あなたの山札を上から3枚公開し、その中の1枚をあなたのエリアに出現させる。",
     (_REVEAL3, Effect("play", 1, target=_THOSE, with_previous=True))),
    ("play, a kind and the count before を", "出現時あなたの山札を上から3枚公開し、その中の交戦カード1枚をあなたのエリアに出現させる。",
     (_REVEAL3, Effect("play", 1, target=dataclasses.replace(_THOSE, type="battle"), with_previous=True))),
    ("destroy", "出現時あなたの山札を上から3枚公開し、その中の1枚を破壊する。",
     (_REVEAL3, Effect("destroy", 1, target=_THOSE, with_previous=True))),
    ("discard, a hand looked at", "出現時相手の手札を見て、その中の1枚を捨てる。",
     (Effect("look", 0, target=Target(owner="opponent", type="", area="hand"), to="stay"),
      Effect("to-discard", 1, target=_THOSE, with_previous=True))),
    ("discard, a hand looked at, from", "出現時相手の手札を見て、その中から1枚を捨てる。",
     (Effect("look", 0, target=Target(owner="opponent", type="", area="hand"), to="stay"),
      Effect("to-discard", 1, target=_THOSE, with_previous=True))),
]

# a for-each count (10.8, 10.5.3) per whole group of N cards, or per point / whole N of a monster's number (2.3,
# 3.4, 3.4.5): 1.3.5's whole numbers, a remainder counting for nothing — in an effect, a change, one for a time
_CHANGE = Modifier("counter", 1000, "self")
PER_CELLS: list[tuple[str, str, str, tuple[Ability, ...] | None]] = [
    ("2 cards", "effect, in zones", "出現時あなたのエリアにいる交戦カード2枚につき、カードを1枚引く。",
     _enter(Effect("draw", 1, per=Target(owner="you"), per_every=2))),
    ("3 cards", "effect, a pile", "出現時あなたの捨て札の交戦カード3枚につき、相手の怒りを1減らす。",
     _enter(Effect("rage", -1, "opponent", per=Target(owner="you", area="discard"), per_every=3))),
    ("2 cards", "change, under this card", "これの下にあるカード2枚につき、これの撃退力+1000。",
     _continuous(dataclasses.replace(_CHANGE, per=Target(owner="you", area="under", type=""), per_every=2))),
    ("2 cards", "for a time", "出現時そのターン中、あなたのエリアにいる交戦カード2枚につき、これの撃退力+1000。",
     _enter(Effect("until-end-of-turn", to="+", modifier=_CHANGE, per=Target(owner="you"), per_every=2))),
    ("2 cards", "change of the opponent's cards, your turn",
     "あなたのターン中これの下にあるカード2枚につき、相手のエリアにいる交戦カードすべての等級-1。",
     (Ability("", "continuous", modifiers=(Modifier("rank", -1, "cards", target=Target(), per=Target(
         owner="you", area="under", type=""), per_every=2),), during=Turn.YOURS),)),
    ("rank 1", "change", "相手の怪獣カードの等級1につき、これの脅威度+2000。",
     _continuous(Modifier("threat", 2000, "self", per=Tally.OPPONENT_RANK))),
    ("rank 1", "effect", "出現時あなたの怪獣カードの等級1につき、カードを1枚引く。", _enter(Effect("draw", 1, per=Tally.YOUR_RANK))),
    ("rank 1", "change, this card's", "これの等級1につき、これの撃退力+1000。",
     _continuous(dataclasses.replace(_CHANGE, per=Tally.THIS_RANK))),
    ("rank 1", "change of itself (10.8.1.6)", "これの等級1につき、これの等級+1。", None),
    ("rage 2", "effect", "出現時相手の怒り2につき、カードを1枚引く。",
     _enter(Effect("draw", 1, per=Tally.OPPONENT_RAGE, per_every=2))),
    ("threat 10000", "effect", "出現時相手の怪獣カードの脅威度10000につき、カードを1枚引く。",
     _enter(Effect("draw", 1, per=Tally.OPPONENT_THREAT, per_every=10000))),
    ("threat 10000", "change", "相手の怪獣カードの脅威度10000につき、これの撃退力+1000。",
     _continuous(dataclasses.replace(_CHANGE, per=Tally.OPPONENT_THREAT, per_every=10000))),
    ("threat 10000", "change of a threat (10.8.1.6)", "あなたの怪獣カードの脅威度10000につき、これの脅威度+1000。", None),
]

# what an effect did, read by the sentence after it: a count of one player's cards among those it took (3.1.2,
# 10.5.3, the verb active or passive), by how much it actually changed a rage or a hand (3.4.4), and a total of the
# cards' numbers compared with another number of the board (7.4.2, 7.4.3, 10.5)
_DESTROY_LOW = Effect("destroy", 0, target=Target(owner="each", rank_max=4))
_DESTROYED = Target(owner="you", area="it")
_DRAW = Effect("draw", 1)


def _changed(who: str, stat: str, way: str, n: int, compare: str) -> Effect:
    return dataclasses.replace(_DRAW, condition=Condition("changed-by", n, name=who, stat=stat, compare=compare, type=way))


def _total(first: Target, stat: str, compare: str, second: Condition) -> Effect:
    return dataclasses.replace(_DRAW, condition=Condition("compare", target=first, stat=f"sum:{stat}", compare=compare,
                                                          parts=(second,)))


DONE_CELLS: list[tuple[str, str, str, tuple[Effect, ...]]] = [
    ("among those destroyed, yours", "for each", "出現時各プレイヤーの等級4以下の交戦カードをすべて破壊する。その後、"
     "この効果で破壊されたあなたの交戦カード1枚につき、1枚引く。",
     (_DESTROY_LOW, dataclasses.replace(_DRAW, per=dataclasses.replace(_DESTROYED, was_whose="you")))),
    ("among those destroyed, the opponent's", "for each, active", "出現時各プレイヤーの等級4以下の交戦カードをすべて破壊"
     "する。その後、この効果で破壊した相手の交戦カード1枚につき、1枚引く。",
     (_DESTROY_LOW, dataclasses.replace(_DRAW, per=dataclasses.replace(_DESTROYED, was_whose="opponent")))),
    ("among those destroyed, the opponent's red", "for each 2", "出現時各プレイヤーの等級4以下の交戦カードをすべて破壊"
     "する。その後、この効果で破壊された相手の赤の交戦カード2枚につき、1枚引く。",
     (_DESTROY_LOW, dataclasses.replace(_DRAW, per=dataclasses.replace(_DESTROYED, was_whose="opponent", colors=("red",)),
                                        per_every=2))),
    ("rage down by", "at least", "出現時相手の怒りを3減らす。この効果で相手の怒りが2以上減ったなら、あなたは1枚引く。",
     (Effect("rage", -3, "opponent"), _changed("opponent", "rage", "down", 2, "at-least"))),
    ("rage down by", "exactly", "出現時相手の怒りを3減らす。この効果で相手の怒りが2減ったなら、あなたは1枚引く。",
     (Effect("rage", -3, "opponent"), _changed("opponent", "rage", "down", 2, "exactly"))),
    ("rage up by", "at most", "出現時あなたの怒りを2増やす。この効果であなたの怒りが1以下増えたなら、あなたは1枚引く。",
     (Effect("rage", 2), _changed("you", "rage", "up", 1, "at-most"))),
    ("hand down by", "at least", "出現時相手は手札を2枚捨てる。この効果で相手の手札が2枚以上減ったなら、あなたは1枚引く。",
     (Effect("discard", 2, "opponent"), _changed("opponent", "hand", "down", 2, "at-least"))),
]
# … by how many zones it actually moved a monster (5.13.1, 5.13.2, 5.13.3): the monster unnamed (the one it moved),
# named as the mover or as what the effect moved, forward or back, compared every way
_MOVES = [("forward", "あなたの怪獣カードをエリア8まで前進させる", Effect("advance-to", 8), "前進", "up"),
          ("forward", "あなたの怪獣カードを2エリア前進させる", Effect("advance", 2), "前進", "up"),
          ("back", "相手の怪獣カードを2エリア後退させる", Effect("retreat", 2, "opponent"), "後退", "down")]
_MOVERS = [("", "any", "unnamed"), ("これが", "you", "this"), ("あなたの怪獣カードが", "you", "yours"),
           ("相手の怪獣カードを", "opponent", "the opponent's")]
DONE_CELLS += [
    (f"zones moved {way}, {label}", f"{cmp_label}, {tail}",
     f"出現時{move}。この効果で{mover}{n}エリア{cmp_word}{verb}{tail}なら、あなたは1枚引く。",
     (first, _changed(who, "position", sign, n, compare)))
    for way, move, first, verb, sign in _MOVES
    for mover, who, label in _MOVERS
    for n, cmp_word, compare, cmp_label in ((2, "以上", "at-least", "at least"), (1, "以下", "at-most", "at most"),
                                            (2, "", "exactly", "exactly"))
    for tail in (("した", "させた") if not mover else ("させた",) if mover.endswith("を") else ("した",))
]
DONE_CELLS += [
    ("a total against a threat", "at least", "出現時あなたのエリアにいる交戦カードの撃退力の合計が相手の怪獣カードの脅威度"
     "以上なら、1枚引く。", (_total(Target(owner="you"), "counter", "at-least",
                                Condition("compare", name="opponent", stat="threat")),)),
    ("a total against a total", "more", "出現時あなたのエリアにいる交戦カードの等級の合計が相手のエリアにいる交戦カードの"
     "等級の合計より大きいなら、1枚引く。", (_total(Target(owner="you"), "rank", "more",
                                          Condition("compare", target=Target(), stat="sum:rank")),)),
    ("a total against a rage", "at most", "出現時相手のエリアにいる交戦カードの等級の合計があなたの怒り以下なら、1枚引く。",
     (_total(Target(), "rank", "at-most", Condition("compare", name="you", stat="rage")),)),
]

# … and asked as a condition (10.2.1.3.2): whether one card of a player's was among those a verb took (3.1.2), each verb
# that takes field cards × whose × each way the past conditional is said (たら, たなら, ていたら, ていたなら)
_EACH_LOW = Target(owner="each", rank_max=4)
_TAKING = [("destroy", "破壊する", "破壊し", Effect("destroy", 0, target=_EACH_LOW)),
           ("to-hand", "手札に戻す", "手札に戻し", Effect("to-hand", 0, target=_EACH_LOW)),
           ("to-discard", "捨て札にする", "捨て札にし", Effect("to-discard", 0, target=_EACH_LOW))]
DONE_CELLS += [
    (f"among those taken by {term}, {label}", f"if, {tail}",
     f"出現時各プレイヤーの等級4以下の交戦カードをすべて{verb}。この効果で{whose}交戦カードを{did}{tail}、1枚引く。",
     (first, dataclasses.replace(_DRAW, condition=Condition("count-at-least", 1, target=Target(
         owner="you", area="it", type="battle", was_whose=was))))) for term, verb, did, first in _TAKING
    for whose, label, was in (("あなたの", "yours", "you"), ("相手の", "the opponent's", "opponent"), ("", "anyone's", ""))
    for tail in ("たら", "たなら", "ていたら", "ていたなら")]

# quantities (10.5.3.1): how many of the cards a verb takes — N, up to N, all, as many as the player wants
QUANTITIES = [("1枚", 1, False), ("2枚", 2, False), ("2枚まで", 2, True), ("すべて", 0, False), ("望む枚数", 0, True),
              ("好きな枚数", 0, True)]
# verbs × where their cards are: (words before the quantity, after it, verb, Target)
QUANTITY_VERBS = [
    ("相手の交戦カードを", "破壊する", "destroy", Target()),
    ("相手の交戦カードを", "手札に戻す", "to-hand", Target()),
    ("あなたの捨て札の交戦カードを", "手札に戻す", "to-hand", Target(owner="you", area="discard")),
    ("あなたの捨て札の交戦カードを", "山札の下に置く", "to-deck-bottom", Target(owner="you", area="discard")),
    ("あなたの捨て札の交戦カードを", "、これの下に重ねる", "stack-under", Target(owner="you", area="discard")),
    ("あなたの捨て札から交戦カードを", "出現させる", "play", Target(owner="you", area="discard")),
    ("あなたの手札の交戦カードを", "捨てる", "discard", Target(owner="you", area="hand")),
    ("あなたの手札を", "捨てる", "discard", None),
]


def _quantity_cells() -> list[Cell]:
    found = []
    for (qty, n, upto), (before, after, verb, target) in ((q, v) for q in QUANTITIES for v in QUANTITY_VERBS):
        if target is None:  # the hand itself: any card of it (5.7.1)
            if qty == "すべて":
                continue  # 「手札をすべて捨てる」: the whole hand, its own reading (no card phrase)
            target = Target(owner="you", area="hand", type="") if upto and not n else None
        found.append(Cell(f"quantity {qty}", f"{verb} ({'field' if target is not None and target.area == 'field' else 'pile'})",
                          f"出現時{before}{qty}{after}。", _enter(Effect(verb, n, target=target, upto=upto))))
    return found


def _two_counts(first: Target, second: Target, compare: str) -> Condition:
    return Condition("compare", stat="count", target=first, compare=compare,
                     parts=(Condition("compare", stat="count", target=second),))


# conditions (10.5): there is / is none, counts compared every way, two counts compared, whose turn, which phase,
# rage, hand size, deck size, the zone of a card, a relation to this card, and / or / not
_HERE = Condition("in-zone", 8)
_RAGE = Condition("opponent-rage-at-least", 3)
CONDITION_TERMS: list[tuple[str, str, Condition]] = [
    ("there is", "相手のエリアに赤の交戦カードがいる", Condition("count-at-least", 1, target=Target(colors=("red",)))),
    ("there is none", "あなたの捨て札に戦略カードがない",
     Condition("count-at-most", 0, target=Target(owner="you", type="strategy", area="discard"))),
    ("count at least", "あなたのエリアにいる交戦カードが3枚以上", Condition("count-at-least", 3, target=Target(owner="you"))),
    ("count at most", "相手のエリアにいる交戦カードが2枚以下", Condition("count-at-most", 2, target=Target())),
    ("count more than", "相手のエリアにいる交戦カードが2枚より多い",
     Condition("compare", 2, stat="count", compare="more", target=Target())),
    ("count fewer than", "相手のエリアにいる交戦カードが2枚未満",
     Condition("compare", 2, stat="count", compare="fewer", target=Target())),
    ("two counts", "相手のエリアにいる交戦カードがあなたのエリアにいる交戦カードより多い",
     _two_counts(Target(), Target(owner="you"), "more")),
    ("your turn", "あなたのターン", Condition("turn-is", name="you")),
    ("opponent's turn", "相手のターン中", Condition("turn-is", name="opponent")),
    ("a phase", "撃退フェイズ中", Condition("phase-is", type="counter")),
    ("whose phase", "あなたのメインフェイズ", Condition("phase-is", name="you", type="main")),
    ("rage", "相手の怒りが3以上", _RAGE),
    ("rage compared", "相手の怒りが3より少ない", Condition("compare", 3, name="opponent", stat="rage", compare="fewer")),
    ("hand size", "あなたの手札が2枚以下", Condition("compare", 2, name="you", stat="hand", compare="at-most")),
    ("deck size", "あなたの山札が5枚以下", Condition("count-at-most", 5, target=Target(owner="you", type="", area="deck"))),
    ("this card's zone", "これがエリア8にいる", _HERE),
    ("adjacency", "これの隣接エリアに相手の交戦カードがいる",
     Condition("count-at-least", 1, target=Target(adjacent=True))),
    ("column", "これと同じ縦列に相手の交戦カードがいる", Condition("count-at-least", 1, target=Target(same_column=True))),
    # this card said first (4.4.5.2, 4.4.5.4); a monster stands in its position's zone (3.3.3.2)
    ("this beside", "これが相手の交戦カードと隣接している", Condition("count-at-least", 1, target=Target(adjacent=True))),
    ("this in the zones next to", "これが相手の交戦カードの隣接エリアにいる",
     Condition("count-at-least", 1, target=Target(adjacent=True))),
    ("this in a column with", "これが赤の交戦カードと同じ縦列にいる",
     Condition("count-at-least", 1, target=Target(owner="each", colors=("red",), same_column=True))),
    ("this in a monster's column", "これが《ゴジラ》を持つ相手の怪獣カードと同じ縦列にいる",
     Condition("count-at-least", 1, target=Target(type="monster", traits_any=("ゴジラ",), same_column=True))),
    ("both said first", "これと相手の交戦カードが隣接している", Condition("count-at-least", 1, target=Target(adjacent=True))),
    ("both said first: column", "これと《ゴジラ》を持つ相手の怪獣カードが同じ縦列にいる",
     Condition("count-at-least", 1, target=Target(type="monster", traits_any=("ゴジラ",), same_column=True))),
    ("this not beside", "これが相手の交戦カードと隣接していない",
     Condition("not", parts=(Condition("count-at-least", 1, target=Target(adjacent=True)),))),
    ("in front", "これの前のエリアにあなたの交戦カードがいる",
     Condition("count-at-least", 1, target=Target(owner="you", facing="front"))),
    ("and", "これがエリア8にいて、相手の怒りが3以上", Condition("all", parts=(_HERE, _RAGE))),
    ("or", "これがエリア8にいるか、相手の怒りが3以上", Condition("any", parts=(_HERE, _RAGE))),
    ("not", "これがエリア8にいない", Condition("not", parts=(_HERE,))),
    ("not a turn", "相手のターンでない", Condition("not", parts=(Condition("turn-is", name="opponent"),))),
]
def _NO(condition: str) -> str:
    """「…以上の場合」, 「ターン中の場合」: の after a noun, not after a verb or an adjective (いる, ない, 多い)."""
    return "" if condition.endswith(("る", "い")) else "の"


CONDITION_SLOTS: dict[str, Callable[[str, Condition], tuple[str, tuple[Ability, ...]]]] = {
    "effect": lambda c, v: (f"出現時{c}なら、カードを1枚引く。", _draw_if(v)),
    "continuous": lambda c, v: (f"{c}なら、これの撃退力+1000。", _continuous(Modifier("counter", 1000, condition=v))),
    "for a time": lambda c, v: (f"出現時{c}なら、そのターン中、これの撃退力+1000。", _enter(Effect(
        "until-end-of-turn", 1, condition=v, to="+", modifier=Modifier("counter", 1000)))),
    "replacement": lambda c, v: (f"{c}なら、これが破壊される際、かわりにあなたの手札を1枚捨てる。", (Ability(
        "", "replacement", effects=(Effect("discard", 1),), replaces="destroy", condition=v),)),
    "valid only": lambda c, v: (f"出現時カードを1枚引く。この能力は、{c}{_NO(c)}場合にのみ有効である。", (Ability(
        "", "auto", Trigger(Event.ENTER), (Effect("draw", 1),), valid_if=v),)),
}


def _condition_cells() -> list[Cell]:
    return [Cell(f"condition: {name}", f"condition in {slot}", *make(text, value))
            for name, text, value in CONDITION_TERMS for slot, make in CONDITION_SLOTS.items()]

