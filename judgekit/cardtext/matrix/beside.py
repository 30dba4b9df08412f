"""The slot matrix's part E (issue 18, round 12): the FORMS beside the known parts, each family in every slot.

Eleven blind sets showed the unread texts are rarely new terms: they are forms said beside a known part — a
bound relative to another card, a count per N, two verbs joined by て, a look back at what an effect did — and
each round fixed the sentence it saw while the next set showed the same family in another slot. So each family
below is said with every member in every slot the rules give it (the family list, with the slots each had been
opened in before this round, is ``FAMILIES``):

- relative bounds (2.3.1, 2.6.1, 2.7.1, 3.4): a card's number at most / at least / the same as / above / below
  this card's, the card chosen before (それ), a player's monster's, a player's rage — in the object of a verb, a
  search, a pile, a for-each, a condition, a continuous change, one for a time, a protection, a prohibition, a
  trigger's subject;
- per-N counts (5.8.1.1, 10.8, 1.3.5): per 1 or per whole N of the cards in zones, a pile, the hand, under this
  card, a relation; per point of a number — in a change, one for a time, an effect, a strategy card's effect;
- joined verbs (10.7): 「Aし、B」「AしてB」「AしてからB」「Aした後B」 for every verb the engine runs, after a trigger,
  on a strategy card, after a condition, after a cost;
- look-back references (10.2.1.3.2, 10.5.3): 「この効果で…したなら」「…しなかったなら」「そうしたら」 for each verb;
- how much an effect actually did (3.4.4): a rage or a hand changed by N, at least / at most / exactly;
- comparisons of two board numbers (10.5): rage, hand, deck, a count, a monster's rank, this card's number;
- look-alike separators and punctuation, and mixed number forms (normal.py's one spelling);
- the round's named forms: a continuous change that SETS an invasion icon (10.8.1.5), 「能力を失い、」 joined to a
  number changed, a keyword and an ability granted together (10.8.1.2), 「次のフェイズ中」 (10.2.1.2), the
  opponent's choice between two acts (3.1.2.3.1), a comma inside a trigger's subject, 「1枚探して」 (5.8.1.1).

Each sentence's meaning is composed from its parts here, never asked of the compiler; ``cells()`` gives them as
Cells (judgekit.cardtext.matrix), ``benchmarks/cardtext_matrix.py --part beside`` prints the table.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any

from judgekit.cardtext.matrix import DRAW, ENTER, STRATEGY, Cell, auto
from judgekit.engine.ability_data import (
    Ability, Condition, Effect, Event, Modifier, Tally, Target, Trigger, Until, Whose,
)

# the families of form, their members, and the slots each was opened in before round 12 (from the eleven spent
# sets' unread causes; "—" none) and by this part
FAMILIES: dict[str, tuple[str, str, str]] = {
    "relative bound": (
        "これ / それ / 選んだカード / あなたの・相手の怪獣カード / 相手の怒り × 以下 / 以上 / 同じ / より高い / より低い, "
        "said before the number (「これ以下の等級の」) or after it (「等級がこれ以下の」)",
        "the object of a verb and a search, the cards of a swap (EL-035), an evolve (ES-045)",
        "+ a pile, a for-each, a condition, a continuous change, one for a time, a protection, a prohibition, a "
        "trigger's subject; 「等級がこれ以下の」 in each"),
    "per-N count": (
        "1枚 / 2枚につき of the zones, a pile, the hand, under this card, a relation; per point of a rank, a rage, a threat",
        "per 1 in every slot; per 2 under this card (EL-010) and in zones; per point of a rank (EL-079)",
        "+ per 2 of a pile, the hand, a relation, in a change, for a time, an effect, a strategy card"),
    "joined verbs": (
        "「Aし、」「Aして、」「Aしてから、」「Aした後、」 for every verb the engine runs, 「選んで、」",
        "し、 everywhere; て only in 「引いて」「戻してシャッフル」「公開して手札に加え」 (EL-039)",
        "+ て, てから, た後 after every verb, after a trigger, on a strategy card, after a condition, after a cost"),
    "look-back": (
        "「この効果で…した(なら)」「…しなかったなら」「そうしたら」, それ / それら / その中の, これがいたエリア",
        "each verb of IF_DONE / IF_NOT_DONE, その中の (TS-019, XS-030), これがいたエリア (EL-059)",
        "+ every verb in both forms"),
    "changed by": (
        "「この効果で(相手の|あなたの)怒り / 手札が N(以上|以下)? 減った / 増えた」",
        "the opponent's rage down (EL-041)", "+ each whose × rage / hand × up / down × at least / at most / exactly"),
    "two numbers": (
        "rage, hand, deck, a count, a monster's rank, this card's counter power, a total × より多い / 少ない / 以上 / "
        "以下 / と同じ", "a total against a threat (EL-057), rage against rage", "+ each pair of numbers × every way"),
    "conditional connective": (
        "「…なら、」「…ならば、」「…の場合、」「…場合、」 after every kind of condition (a number, a place, a count, none)",
        "なら only (and 「…場合にのみ有効」 for 10.3.3)",
        "+ ならば, (の)場合 after a trigger, in a continuous change, one for a time, a replacement's condition"),
    "look-alike spelling": (
        "，,､ for 、; ．.｡ for 。; full-width and ideographic spaces; ： ; full-width digits, kanji numerals, 50,000, "
        "Roman and circled ranks", "each where the set showed it (TS-073/074/075, FS-080, EL-074/076, ES-079)",
        "+ after a trigger, between a condition and its effect, between joined verbs, before a cost, in a count, "
        "a rank, a number, a zone"),
}

OPP_RAGE_DOWN = Effect("rage", -1, "opponent")


def _auto(*effects: Effect, trigger: Trigger = ENTER, **fields: Any) -> tuple[Ability, ...]:
    return (auto(*effects, trigger=trigger, **fields),)


def _continuous(*modifiers: Modifier, **fields: Any) -> tuple[Ability, ...]:
    return (Ability("", "continuous", modifiers=modifiers, **fields),)


def _lasting(modifier: Modifier, **fields: Any) -> Effect:
    return Effect("until-end-of-turn", 1, to="+", modifier=modifier, **fields)


def _then(effect: Effect) -> Effect:
    return dataclasses.replace(effect, with_previous=True)


# -- relative bounds (2.3.1, 2.6.1, 3.4) -------------------------------------------------------------------------
# an anchor: its words, Target.same_as; ways: 以下, 以上, 同じ, より高い, より低い → Target.same_way
ANCHORS = [("this", "これ", "this"), ("your monster", "あなたの怪獣カード", "you"),
           ("opponent's monster", "相手の怪獣カード", "opponent")]
WAYS: list[tuple[str, str, str, str]] = [  # (name, said before the number, said after it, same_way); {s} the number
    ("at most", "{a}以下の{s}の", "{s}が{a}以下の", "at-most"),
    ("at least", "{a}以上の{s}の", "{s}が{a}以上の", "at-least"),
    ("same", "{a}と同じ{s}の", "{s}が{a}と同じ", ""),
    ("above", "{a}より{s}の高い", "{s}が{a}より高い", "above"),
    ("below", "{a}より{s}の低い", "{s}が{a}より低い", "below"),
]
STATS = [("rank", "等級"), ("counter", "撃退力")]  # 2.3.1, 2.7.1
_MONSTER_FIRST = {"at most": "{a}の{s}以下の", "at least": "{a}の{s}以上の"}  # a monster's: 「相手の怪獣カードの等級以下の」


def _bound_slots(p: str, f: dict[str, Any]) -> list[tuple[str, str, tuple[Ability, ...]]]:
    """Each slot a card phrase with a relative bound stands in: (slot, text, meaning)."""
    opp, you = Target(owner="opponent", **f), Target(owner="you", **f)
    return [
        ("destroy", f"出現時相手のエリアにいる{p}交戦カードを1枚破壊する。", _auto(Effect("destroy", 1, target=opp))),
        ("search", f"出現時あなたの山札から{p}交戦カードを1枚まで探して公開し、手札に加え、山札をシャッフルする。",
         _auto(Effect("search", 1, target=Target(owner="you", area="deck", **f), upto=True, to="reveal-hand"))),
        ("pile", f"出現時あなたの捨て札の{p}交戦カードを1枚まで手札に戻す。",
         _auto(Effect("to-hand", 1, target=Target(owner="you", area="discard", **f), upto=True))),
        ("for each", f"出現時相手のエリアにいる{p}交戦カード1枚につき、相手の怒りを1減らす。",
         _auto(dataclasses.replace(OPP_RAGE_DOWN, per=opp))),
        ("there is", f"出現時相手のエリアに{p}交戦カードがいるなら、カードを1枚引く。",
         _auto(dataclasses.replace(DRAW, condition=Condition("count-at-least", 1, target=opp)))),
        ("continuous", f"相手のエリアにいる{p}交戦カードすべての撃退力-1000。",
         _continuous(Modifier("counter", -1000, "cards", target=opp))),
        ("for a time", f"出現時このターン、相手のエリアにいる{p}交戦カードすべての撃退力-1000。",
         _auto(_lasting(Modifier("counter", -1000, "cards", target=opp)))),
        ("protection", f"あなたのエリアにいる{p}交戦カードすべては相手の効果で破壊されない。",
         _continuous(Modifier("protected", 1, "cards", target=you))),
        ("prohibition", f"相手は{p}交戦カードを出現させることができない。", _continuous(Modifier(
            "forbid", 1, "opponent", forbids="play-battle", target=Target(owner="opponent", area="anywhere", **f)))),
        ("trigger", f"相手の{p}交戦カードが破壊された時、カードを1枚引く。",
         _auto(DRAW, trigger=Trigger(Event.BATTLE_DESTROYED, Whose.OPPONENT, card=opp))),
    ]


def _bound_cells() -> list[Cell]:
    found = []
    for (who, words, ref), (way, before, after, same_way), (stat, said) in itertools.product(ANCHORS, WAYS, STATS):
        if stat == "counter" and ref != "this":
            continue  # a monster has a threat level, not a counter power (2.6, 2.7)
        f: dict[str, Any] = {"same_as": ref, "same_stat": stat, "same_way": same_way}
        forms = [("said first", (_MONSTER_FIRST.get(way, before) if ref != "this" else before).format(a=words, s=said)),
                 ("number first", after.format(a=words, s=said))]
        for form, p in forms:
            found += [Cell(f"bound {way} {who} ({stat}), {form}", slot, text, meaning)
                      for slot, text, meaning in _bound_slots(p, f)]
    # the card chosen before (それ, 選んだカード, 10.5.3): in the sentence after the choice
    chose = Effect("select", 1, target=Target(owner="opponent"))
    for (way, before, after, same_way), said in itertools.product(WAYS, ("それ", "選んだカード", "そのカード", "その交戦カード")):
        f = {"same_as": "it", "same_stat": "rank", "same_way": same_way}
        for form, p in (("said first", before.format(a=said, s="等級")), ("number first", after.format(a=said, s="等級"))):
            found.append(Cell(f"bound {way} {said}, {form}", "destroy all, after a choice",
                              f"出現時相手の交戦カードを1枚選ぶ。{p}相手の交戦カードをすべて破壊する。",
                              _auto(chose, Effect("destroy", 0, target=Target(owner="opponent", **f)))))
            found.append(Cell(f"bound {way} {said}, {form}", "for a time, after a choice",
                              f"出現時相手の交戦カードを1枚選ぶ。このターン、{p}相手の交戦カードすべての撃退力-1000。",
                              _auto(chose, _lasting(Modifier("counter", -1000, "cards", target=Target(owner="opponent", **f))))))
    # the other card of a swap (5.6.1; EL-035): a card of the hand or the discard pile bounded by the field card's rank
    for (way, before, after, same_way), (pile, area) in itertools.product(WAYS, (("手札", "hand"), ("捨て札", "discard"))):
        f = {"same_as": "it", "same_stat": "rank", "same_way": same_way}
        for form, p in (("said first", before.format(a="それ", s="等級")), ("number first", after.format(a="それ", s="等級"))):
            found.append(Cell(f"bound {way} それ, {form}", f"swap with the {area}",
                              f"出現時あなたのエリアにいる交戦カード1枚と、あなたの{pile}の、{p}交戦カード1枚を入れ替える。",
                              _auto(Effect("swap", 1, target=Target(owner="you", area=area, **f), to="field",
                                           other=Target(owner="you")))))
    # a player's rage as the number (3.4): 「相手の怒り以下の等級の」, 「等級が相手の怒り以上の」
    for (way, cmp), (form, said) in itertools.product((("at most", "以下"), ("at least", "以上")),
                                                     (("said first", "相手の怒り{c}の等級の"), ("number first", "等級が相手の怒り{c}の"))):
        f = {"same_as": "rage-opponent", "same_stat": "rage", "own_stat": "rank", "same_way": way.replace(" ", "-")}
        found += [Cell(f"bound {way} the opponent's rage, {form}", slot, text, meaning)
                  for slot, text, meaning in _bound_slots(said.format(c=cmp), f)]
    return found


# -- per-N counts (5.8.1.1, 10.8, 1.3.5) ---------------------------------------------------------------------------
COUNTED: list[tuple[str, str, Target]] = [  # (name, the words before 「N枚につき」, what is counted)
    ("zones", "あなたのエリアにいる交戦カード", Target(owner="you")),
    ("pile", "あなたの捨て札の交戦カード", Target(owner="you", area="discard")),
    ("hand", "あなたの手札", Target(owner="you", type="", area="hand")),
    ("under", "これの下にあるカード", Target(owner="you", type="", area="under")),
    ("relation", "これと同じ縦列にいる相手の交戦カード", Target(owner="opponent", same_column=True)),
    ("trait in zones", "あなたのエリアにいる《兵器》を持つ交戦カード", Target(owner="you", traits_any=("兵器",))),
]
POINTS: list[tuple[str, str, Tally, int]] = [  # per point, or per whole N, of a number (3.3.4)
    ("opponent's rank", "相手の怪獣カードの等級1", Tally.OPPONENT_RANK, 1),
    ("your rank", "あなたの怪獣カードの等級1", Tally.YOUR_RANK, 1),
    ("opponent's rage 2", "相手の怒り2", Tally.OPPONENT_RAGE, 2),
    ("opponent's threat 10000", "相手の怪獣カードの脅威度10000", Tally.OPPONENT_THREAT, 10000),
]
_SELF_UP = Modifier("counter", 1000)


def _per_slots(said: str, per: Target | Tally, every: int) -> list[tuple[str, str, bool, tuple[Ability, ...]]]:
    given: dict[str, Any] = {"per": per, "per_every": every}
    return [
        ("change", f"{said}につき、これの撃退力+1000。", False, _continuous(dataclasses.replace(_SELF_UP, **given))),
        ("change of cards", f"{said}につき、相手のエリアにいる交戦カードすべての撃退力-1000。", False,
         _continuous(Modifier("counter", -1000, "cards", target=Target(owner="opponent"), **given))),
        ("for a time", f"出現時このターン、{said}につき、これの撃退力+1000。", False,
         _auto(dataclasses.replace(_lasting(_SELF_UP), **given))),
        ("effect: draw", f"出現時{said}につき、カードを1枚引く。", False, _auto(dataclasses.replace(DRAW, **given))),
        ("effect: rage", f"出現時{said}につき、相手の怒りを1減らす。", False, _auto(dataclasses.replace(OPP_RAGE_DOWN, **given))),
        ("strategy", f"{said}につき、相手の怒りを1減らす。", True,
         _auto(dataclasses.replace(OPP_RAGE_DOWN, **given), trigger=STRATEGY)),
    ]


def _per_cells() -> list[Cell]:
    found = []
    for (name, words, counted), every in itertools.product(COUNTED, (1, 2)):
        for slot, text, strategy, meaning in _per_slots(f"{words}{every}枚", counted, every):
            if name == "under" and strategy:
                continue  # a strategy card has nothing under it (3.2.1: a card stacked is a monster's or a battle card's)
            found.append(Cell(f"per {every}: {name}", slot, text, meaning, strategy))
    for every in (1, 2):  # the opponent's empty zones (4.4.7), per 1 or per whole 2
        for slot, text, strategy, meaning in _per_slots(f"相手の空いているエリア{every}つ", Tally.OPPONENT_EMPTY_ZONES, every):
            found.append(Cell(f"per {every}: the opponent's empty zones", slot, text, meaning, strategy))
    for name, said, tally, every in POINTS:
        for slot, text, strategy, meaning in _per_slots(said, tally, every):
            found.append(Cell(f"per point: {name}", slot, text, meaning, strategy))
    return found


# -- joined verbs (10.7) -------------------------------------------------------------------------------------------
# a verb: its stem before each joined form (し/させ/捨て …), its plain words, and the effect (chapter 5)
VERBS: list[tuple[str, str, Effect]] = [
    ("destroy", "相手の交戦カードを1枚破壊し", Effect("destroy", 1, target=Target(owner="opponent"))),
    ("to hand", "相手の交戦カードを1枚手札に戻し", Effect("to-hand", 1, target=Target(owner="opponent"))),
    ("discard", "あなたの手札を1枚捨て", Effect("discard", 1)),
    ("mill", "あなたの山札を上から2枚捨て札にし", Effect("mill", 2)),
    ("rage", "相手の怒りを1減らし", OPP_RAGE_DOWN),
    ("retreat", "相手の怪獣カードを1エリア後退させ", Effect("retreat", 1, "opponent")),
    ("play", "あなたの捨て札から交戦カードを1枚出現させ", Effect("play", 1, target=Target(owner="you", area="discard"))),
    ("token", "「触手」トークンを1枚出現させ", Effect("token", 1, name="触手")),
    ("shuffle", "あなたの山札をシャッフルし", Effect("shuffle")),
    ("destroy self", "これを破壊し", Effect("destroy-self")),
    ("return self", "これを手札に戻し", Effect("return-self")),
    ("pile to hand", "あなたの捨て札の交戦カードを1枚手札に加え", Effect("to-hand", 1, target=Target(owner="you", area="discard"))),
]
JOINS = [("し、", "、"), ("して、", "て、"), ("してから、", "てから、"), ("した後、", "た後、")]  # (name, after the stem)
_RAGE_3 = Condition("opponent-rage-at-least", 3)


def _joined_cells() -> list[Cell]:
    found = []
    for (name, stem, effect), (join, after) in itertools.product(VERBS, JOINS):
        term = f"{name} {join}"
        said = f"{stem}{after}カードを1枚引く。"
        pair = (effect, _then(DRAW))
        found.append(Cell(term, "trigger", f"出現時{said}", _auto(*pair)))
        found.append(Cell(term, "strategy", said, _auto(*pair, trigger=STRATEGY), strategy=True))
        found.append(Cell(term, "after a condition", f"出現時相手の怒りが3以上なら、{said}",  # (the next only if the first was done)
                          _auto(dataclasses.replace(effect, condition=_RAGE_3), _then(DRAW))))
        found.append(Cell(term, "granted", f"これは「出現時{said}」を得る。",
                          _continuous(Modifier("grant", 1, grants=_auto(*pair)))))
    # a hand discarded to N (5.7.2) by the player named, joined to the next verb every way (PC-004: 「相手は自分の手札を
    # 3枚になるよう捨て、あなたは1枚引く」); the next verb's subject said again, or carried from the first (each player's too)
    for (join, after), (who, whose) in itertools.product(JOINS, (("相手は", "opponent"), ("各プレイヤーは", "each"))):
        said = f"{who}自分の手札を3枚になるよう捨て{after}あなたは1枚引く。"
        pair = (Effect("discard-to", 3, whose), _then(DRAW))
        found.append(Cell(f"discard to N {join}", f"trigger, {whose}", f"出現時{said}", _auto(*pair)))
        found.append(Cell(f"discard to N {join}", f"strategy, {whose}", said, _auto(*pair, trigger=STRATEGY), strategy=True))
        found.append(Cell(f"discard to N {join}", f"after a condition, {whose}", f"出現時相手の怒りが3以上なら、{said}",
                          _auto(dataclasses.replace(pair[0], condition=_RAGE_3), pair[1])))
    found.append(Cell("discard to N し、", "subject carried", "出現時相手は自分の手札を3枚になるよう捨て、カードを1枚引く。",
                      _auto(Effect("discard-to", 3, "opponent"), _then(Effect("draw", 1, "opponent")))))
    # the draw first, joined to the next verb every way (「引いてから、」「引いた後、」: the draw's own joined forms)
    for said, name in (("引き、", "し、"), ("引いて、", "して、"), ("引いてから、", "してから、"), ("引いた後、", "した後、")):
        found.append(Cell(f"draw {name}", "trigger", f"出現時カードを2枚{said}あなたの手札を1枚捨てる。",
                          _auto(Effect("draw", 2), _then(Effect("discard", 1)))))
        found.append(Cell(f"draw {name}", "strategy", f"カードを2枚{said}あなたの手札を1枚捨てる。",
                          _auto(Effect("draw", 2), _then(Effect("discard", 1)), trigger=STRATEGY), strategy=True))
    # 「選んで、」: the choice then the verb (10.5.3)
    found.append(Cell("choose 選んで、", "trigger", "出現時相手の交戦カードを1枚選んで、破壊する。",
                      _auto(Effect("destroy", 1, target=Target(owner="opponent")))))
    # a change for a time joined by て (10.7 × 10.2.1.2)
    change = _lasting(Modifier("counter", 1000))
    found.append(Cell("change for a time して、", "after an effect", "出現時カードを1枚引いて、このターン、これの撃退力+1000。",
                      _auto(DRAW, _then(change))))
    found.append(Cell("change for a time して、", "before an effect", "出現時このターン、これの撃退力+1000して、カードを1枚引く。",
                      _auto(change, _then(DRAW))))
    return found


# -- look-back: what the effect before did (10.2.1.3.2, 10.5.3) --------------------------------------------------
DONE: list[tuple[str, Effect, str, str]] = [  # (name, the effect, 「この効果で…たなら」's verb, 「…なかったなら」's)
    ("destroy", Effect("destroy", 1, target=Target(owner="opponent")), "破壊し", "破壊し"),
    ("retreat", Effect("retreat", 1, "opponent"), "後退させ", "後退させ"),
    ("play", Effect("play", 1, target=Target(owner="you", area="discard")), "出現させ", "出現させ"),
    ("discard", Effect("discard", 1), "捨て", "捨て"),
    ("return", Effect("to-hand", 1, target=Target(owner="opponent")), "手札に戻し", "手札に戻さ"),
]
_DONE_WORDS = {"destroy": "相手の交戦カードを1枚破壊する。", "retreat": "相手の怪獣カードを1エリア後退させる。",
               "play": "あなたの捨て札から交戦カードを1枚出現させる。", "discard": "あなたの手札を1枚捨てる。",
               "return": "相手の交戦カードを1枚手札に戻す。"}


def _look_back_cells() -> list[Cell]:
    found = []
    # the cards the effect before took, counted (10.5.3): a number as many, a count compared, those among them (それらの中の)
    upto = Effect("destroy", 2, target=Target(owner="opponent"), upto=True)
    every = Effect("destroy", 0, target=Target(owner="opponent"))
    took = Target(owner="opponent", type="", area="it")
    found += [
        Cell("look-back: as many as taken", "draw, said first", "出現時相手の交戦カードを2枚まで破壊する。その後、この効果で破壊した"
             "カードの枚数と同じ枚数、カードを引く。", _auto(upto, dataclasses.replace(DRAW, per=took))),
        Cell("look-back: as many as taken", "draw, a discard", "出現時あなたの手札を2枚まで捨てる。この効果で捨てたカードの枚数と"
             "同じ枚数、カードを引く。", _auto(Effect("discard", 2, upto=True), dataclasses.replace(DRAW, per=took))),
        Cell("look-back: N or more taken", "この効果で…したなら", "出現時相手の交戦カードを2枚まで破壊する。この効果で2枚以上破壊した"
             "なら、カードを1枚引く。", _auto(upto, dataclasses.replace(DRAW, condition=Condition("count-at-least", 2, target=took)))),
        Cell("look-back: N or more taken", "…したら", "出現時相手の交戦カードを2枚まで破壊する。2枚以上破壊したら、カードを1枚引く。",
             _auto(upto, dataclasses.replace(DRAW, condition=Condition("count-at-least", 2, target=took)))),
        Cell("look-back: those taken counted", "at least", "出現時相手の交戦カードをすべて破壊する。この効果で破壊された交戦カードが"
             "2枚以上なら、カードを1枚引く。", _auto(every, dataclasses.replace(DRAW, condition=Condition(
                 "count-at-least", 2, target=Target(owner="you", area="it")))))]
    reveal = Effect("reveal", 3)
    for said in ("それらの中の", "その中の"):
        found.append(Cell(f"look-back: {said}", "to hand, after a reveal", f"出現時あなたの山札を上から3枚公開する。{said}交戦カードを1枚"
                          "手札に加える。", _auto(reveal, Effect("to-hand", 1, target=Target(owner="you", area="it")))))
    for name, effect, did, did_not in DONE:
        first = _DONE_WORDS[name]
        found.append(Cell(f"look-back {name}", "if done (そうしたら)", f"出現時{first}そうしたら、カードを1枚引く。",
                          _auto(effect, dataclasses.replace(DRAW, if_done=True))))
        found.append(Cell(f"look-back {name}", "if not done (この効果で…なかったなら)",
                          f"出現時{first}この効果で{did_not}なかったなら、カードを1枚引く。",
                          _auto(effect, dataclasses.replace(DRAW, unless_previous=True))))
        found.append(Cell(f"look-back {name}", "if not done (そうしなかったなら)", f"出現時{first}そうしなかったなら、カードを1枚引く。",
                          _auto(effect, dataclasses.replace(DRAW, unless_previous=True))))
        found.append(Cell(f"look-back {name}", "strategy: if done", f"{first}そうしたら、カードを1枚引く。",
                          _auto(effect, dataclasses.replace(DRAW, if_done=True), trigger=STRATEGY), strategy=True))
    return found


# -- how much an effect actually did (3.4.4) -------------------------------------------------------------------------
def _changed_cells() -> list[Cell]:
    found = []
    firsts = {("opponent", "rage", "down"): ("相手の怒りを3減らす。", Effect("rage", -3, "opponent")),
              ("you", "rage", "up"): ("あなたの怒りを2増やす。", Effect("rage", 2)),
              ("opponent", "hand", "down"): ("相手は手札を2枚捨てる。", Effect("discard", 2, "opponent")),
              ("you", "hand", "up"): ("カードを2枚引く。", Effect("draw", 2))}
    for (who, stat, way), (first, effect) in firsts.items():
        player = "相手" if who == "opponent" else "あなた"
        verb = "減った" if way == "down" else "増えた"
        for said, compare in (("以上", "at-least"), ("以下", "at-most"), ("", "exactly")):
            number = f"{1}{'枚' if stat == 'hand' else ''}{said}"
            text = f"出現時{first}この効果で{player}の{'怒り' if stat == 'rage' else '手札'}が{number}{verb}なら、あなたは1枚引く。"
            found.append(Cell(f"changed by: {who}'s {stat} {way}", f"{compare}", text, _auto(effect, dataclasses.replace(
                DRAW, condition=Condition("changed-by", 1, name=who, stat=stat, compare=compare, type=way)))))
    return found


# -- two numbers of the board compared (10.5) ----------------------------------------------------------------------
NUMBERS: list[tuple[str, str, dict[str, Any]]] = [  # (name, words, the Condition fields of the number)
    ("opponent's rage", "相手の怒り", {"name": "opponent", "stat": "rage"}),
    ("your rage", "あなたの怒り", {"name": "you", "stat": "rage"}),
    ("your hand", "あなたの手札の枚数", {"name": "you", "stat": "hand"}),
    ("opponent's hand", "相手の手札の枚数", {"name": "opponent", "stat": "hand"}),
    ("your deck", "あなたの山札の枚数", {"target": Target(owner="you", type="", area="deck"), "stat": "count"}),
    ("your battle cards", "あなたのエリアにいる交戦カードの枚数", {"target": Target(owner="you"), "stat": "count"}),
    ("opponent's rank", "相手の怪獣カードの等級", {"name": "opponent", "stat": "rank"}),
    ("your rank", "あなたの怪獣カードの等級", {"name": "you", "stat": "rank"}),
]
TWO_WAYS = [("より多い", "more"), ("より少ない", "fewer"), ("以上", "at-least"), ("以下", "at-most"), ("と同じ", "exactly")]


def _two_number_cells() -> list[Cell]:
    found = []
    for (a, a_words, a_fields), (b, b_words, b_fields) in itertools.permutations(NUMBERS, 2):
        for said, compare in TWO_WAYS:
            if a_fields["stat"] == "rank" and said in ("より多い", "より少ない"):
                said = {"より多い": "より高い", "より少ない": "より低い"}[said]  # a rank is higher or lower
            condition = Condition("compare", compare=compare, parts=(Condition("compare", **b_fields),), **a_fields)
            found.append(Cell(f"{a} vs {b}", compare, f"出現時{a_words}が{b_words}{said}なら、カードを1枚引く。",
                              _auto(dataclasses.replace(DRAW, condition=condition))))
    return found


# a monster's number (threat, rank) compared with another number of the board, that monster then 「それ」 (3.3, 5.15.1;
# PC-050): said first or second, 「が、」 with its look-alike comma or not; a comparison of both players' monsters names no
# one monster (refused)
MONSTER_NUMBERS: list[tuple[str, str, dict[str, Any], str]] = [("opponent's threat", "相手の怪獣カードの脅威度", {"name": "opponent", "stat": "threat"}, "opponent"),
                   ("opponent's rank", "相手の怪獣カードの等級", {"name": "opponent", "stat": "rank"}, "opponent"),
                   ("your rank", "あなたの怪獣カードの等級", {"name": "you", "stat": "rank"}, "you")]
OTHER_NUMBERS: list[tuple[str, str, dict[str, Any]]] = [("a total of counter power", "あなたのエリアにいる交戦カードの撃退力の合計",
                  {"target": Target(owner="you"), "stat": "sum:counter"}),
                 ("your battle cards", "あなたのエリアにいる交戦カードの枚数", {"target": Target(owner="you"), "stat": "count"}),
                 ("opponent's hand", "相手の手札の枚数", {"name": "opponent", "stat": "hand"})]


def _compared_monster_cells() -> list[Cell]:
    found = []
    for (m, m_words, m_fields, whose), (o, o_words, o_fields), comma in itertools.product(
            MONSTER_NUMBERS, OTHER_NUMBERS, ("", "、")):
        first = Condition("compare", compare="at-most", parts=(Condition("compare", **o_fields),), **m_fields)
        found.append(Cell(f"it: the monster compared ({m})", f"said first, vs {o}{', comma' if comma else ''}",
                          f"{m_words}が{comma}{o_words}以下なら、それを撃退する。",
                          _auto(Effect("counter", who=whose, condition=first), trigger=STRATEGY), strategy=True))
        second = Condition("compare", compare="at-least", parts=(Condition("compare", **m_fields),), **o_fields)
        found.append(Cell(f"it: the monster compared ({m})", f"said second, vs {o}{', comma' if comma else ''}",
                          f"{o_words}が{comma}{m_words}以上なら、それを撃退する。",
                          _auto(Effect("counter", who=whose, condition=second), trigger=STRATEGY), strategy=True))
    found.append(Cell("it: the monster compared (both players')", "refused",
                      "相手の怪獣カードの脅威度があなたの怪獣カードの脅威度以下なら、それを撃退する。", None, strategy=True))
    return found


# a comma inside one verb's phrase (normal.py: OBJECT_COMMA, PLAYER_COMMA, COUNT_COMMA): after を before the count, after
# a player named as the subject, after the count before its verb — each verb that takes a count, read as the plain phrase
_OPP = Target(owner="opponent")
PHRASE_COMMAS: list[tuple[str, str, Effect]] = [
    ("を、 count", "相手の交戦カードを、1枚破壊する", Effect("destroy", 1, target=_OPP)),
    ("を、 all", "相手の等級4以下の交戦カードを、すべて破壊する", Effect("destroy", 0, target=Target(owner="opponent", rank_max=4))),
    ("を、 up to", "あなたの捨て札の交戦カードを、1枚まで手札に戻す",
     Effect("to-hand", 1, target=Target(owner="you", area="discard"), upto=True)),
    ("を、 chosen", "相手の交戦カードを、1枚選び、破壊する", Effect("destroy", 1, target=_OPP)),
    ("を、 zones", "相手の怪獣カードを、1エリア後退させる", Effect("retreat", 1, "opponent")),
    ("を、 rage", "相手の怒りを、1減らす", OPP_RAGE_DOWN),
    ("を、 this rage", "これの怒りを、1増やす", Effect("rage", 1)),
    ("を、 mill", "相手の山札を、上から2枚捨て札にする", Effect("mill", 2, "opponent")),
    ("は、 draw", "あなたは、2枚引く", Effect("draw", 2)),
    ("は、 discard", "相手は、手札を1枚捨てる", Effect("discard", 1, "opponent")),
    ("は、 discard to", "各プレイヤーは、自分の手札を3枚になるよう捨てる", Effect("discard-to", 3, "each")),
    ("count、 destroy", "相手の交戦カードを1枚、破壊する", Effect("destroy", 1, target=_OPP)),
    ("count、 discard", "相手は手札を1枚、捨てる", Effect("discard", 1, "opponent")),
    ("count、 retreat", "相手の怪獣カードを1エリア、後退させる", Effect("retreat", 1, "opponent")),
    ("count、 to hand", "あなたの捨て札の交戦カードを1枚まで、手札に加える",
     Effect("to-hand", 1, target=Target(owner="you", area="discard"), upto=True)),
]


def _phrase_comma_cells() -> list[Cell]:
    found = []
    for name, said, effect in PHRASE_COMMAS:
        found += [Cell(f"spelling: {name}", "trigger", f"出現時{said}。", _auto(effect)),
                  Cell(f"spelling: {name}", "after a condition", f"出現時相手の怒りが3以上なら、{said}。",
                       _auto(dataclasses.replace(effect, condition=_RAGE_3))),
                  Cell(f"spelling: {name}", "strategy", f"{said}。", _auto(effect, trigger=STRATEGY), strategy=True)]
    return found


# a comma after a condition's subject が (PC-050's look-alike separator): the plain が, for every kind of condition
def _subject_comma_cells() -> list[Cell]:
    found = []
    for name, said, _ends, condition in CONDITIONS:
        if "が" not in said:
            continue
        comma = said.replace("が", "が、", 1)
        found += [Cell(f"spelling: が、 ({name})", "effect", f"出現時{comma}なら、カードを1枚引く。",
                       _auto(dataclasses.replace(DRAW, condition=condition))),
                  Cell(f"spelling: が、 ({name})", "continuous", f"{comma}なら、これの撃退力+1000。",
                       _continuous(Modifier("counter", 1000, condition=condition)))]
    return found


# -- a condition's connective (10.5): 「なら」 and its look-alikes, after each kind of condition ---------------------
CONDITIONS: list[tuple[str, str, str, Condition]] = [  # (name, words ending in a noun, or in a verb / adjective)
    ("rage", "相手の怒りが3以上", "noun", _RAGE_3),
    ("zone", "これがエリア8にいる", "verb", Condition("in-zone", 8)),
    ("none", "あなたのエリアに赤の交戦カードがいない", "verb",
     Condition("count-at-most", 0, target=Target(owner="you", colors=("red",)))),
    ("count", "相手のエリアにいる交戦カードが2枚以上", "noun", Condition("count-at-least", 2, target=Target())),
]
CONNECTIVES = [("なら", "なら"), ("ならば", "ならば"), ("場合", "{no}場合")]


def _connective_cells() -> list[Cell]:
    found = []
    for (name, said, ends, condition), (term, connective) in itertools.product(CONDITIONS, CONNECTIVES):
        c = said + connective.format(no="の" if ends == "noun" else "")
        found += [
            Cell(f"connective {term}: {name}", "effect", f"出現時{c}、カードを1枚引く。",
                 _auto(dataclasses.replace(DRAW, condition=condition))),
            Cell(f"connective {term}: {name}", "continuous", f"{c}、これの撃退力+1000。",
                 _continuous(Modifier("counter", 1000, condition=condition))),
            Cell(f"connective {term}: {name}", "for a time", f"出現時{c}、このターン、これの撃退力+1000。",
                 _auto(_lasting(Modifier("counter", 1000), condition=condition))),
            Cell(f"connective {term}: {name}", "strategy", f"{c}、カードを1枚引く。",
                 _auto(dataclasses.replace(DRAW, condition=condition), trigger=STRATEGY), strategy=True),
        ]
    return found


# -- look-alike spelling (normal.py: one spelling of each) ----------------------------------------------------------
BASES: list[tuple[str, str, tuple[Ability, ...]]] = [  # (slot, the sentence with {c} for 、 and {s} for 。, meaning)
    ("after a trigger", "出現時{c}相手の怒りを1減らす{s}", _auto(OPP_RAGE_DOWN)),
    ("condition", "出現時相手の怒りが3以上なら{c}カードを1枚引く{s}", _auto(dataclasses.replace(DRAW, condition=_RAGE_3))),
    ("joined verbs", "出現時カードを1枚引き{c}相手の怒りを1減らす{s}", _auto(DRAW, _then(OPP_RAGE_DOWN))),
    ("cost", "出現時あなたの手札を1枚捨てることで{c}カードを2枚引く{s}",
     _auto(Effect("draw", 2, cost=Effect("discard", 1)))),
    ("two sentences", "出現時相手の怒りを1減らす{s}その後{c}カードを1枚引く{s}", _auto(OPP_RAGE_DOWN, DRAW)),
]
COMMAS = [("、", "、"), ("full-width comma", "，"), ("ASCII comma", ","), ("half-width 、", "､")]
STOPS = [("。", "。"), ("full-width stop", "．"), ("ASCII stop", "."), ("half-width 。", "｡")]
NUMBER_FORMS: list[tuple[str, str, str, tuple[Ability, ...]]] = [  # (term, slot, text, meaning)
    ("full-width digits", "count", "出現時相手の交戦カードを２枚破壊する。", _auto(Effect("destroy", 2, target=Target(owner="opponent")))),
    ("kanji numeral", "count", "出現時相手の交戦カードを二枚破壊する。", _auto(Effect("destroy", 2, target=Target(owner="opponent")))),
    ("full-width digits", "rank", "出現時相手の等級４以下の交戦カードを1枚破壊する。",
     _auto(Effect("destroy", 1, target=Target(owner="opponent", rank_max=4)))),
    ("Roman rank", "rank", "出現時相手の等級Ⅳ以下の交戦カードを1枚破壊する。",
     _auto(Effect("destroy", 1, target=Target(owner="opponent", rank_max=4)))),
    ("circled rank", "rank", "出現時相手の等級④以下の交戦カードを1枚破壊する。",
     _auto(Effect("destroy", 1, target=Target(owner="opponent", rank_max=4)))),
    ("thousands separator", "number", "これの撃退力+2,000。", _continuous(Modifier("counter", 2000))),
    ("full-width digits", "number", "これの撃退力＋２０００。", _continuous(Modifier("counter", 2000))),
    ("full-width digits", "zone", "これがエリア８にいるなら、これの撃退力+1000。",
     _continuous(Modifier("counter", 1000, condition=Condition("in-zone", 8)))),
    ("kanji numeral", "rage", "出現時相手の怒りを一減らす。", _auto(OPP_RAGE_DOWN)),
    ("full-width digits", "rage", "出現時相手の怒りを１減らす。", _auto(OPP_RAGE_DOWN)),
]


def _spelling_cells() -> list[Cell]:
    found = []
    for (slot, said, meaning), (comma_name, comma), (stop_name, stop) in itertools.product(BASES, COMMAS, STOPS):
        if comma_name != "、" and stop_name != "。":
            continue  # one look-alike at a time, each in every slot
        term = comma_name if comma_name != "、" else stop_name
        found.append(Cell(f"spelling: {term}", slot, said.format(c=comma, s=stop), meaning))
    for space_name, space in (("full-width space", "　"), ("space", " ")):
        found.append(Cell(f"spelling: {space_name}", "after a trigger", f"出現時{space}相手の怒りを1減らす。", _auto(OPP_RAGE_DOWN)))
        found.append(Cell(f"spelling: {space_name}", "between joined verbs", f"出現時カードを1枚引き{space}相手の怒りを1減らす。",
                          _auto(DRAW, _then(OPP_RAGE_DOWN))))
    found += [Cell(f"number: {term}", slot, text, meaning) for term, slot, text, meaning in NUMBER_FORMS]
    return found


# -- the round's named forms ------------------------------------------------------------------------------------------
def _burst(value: int) -> Ability:
    return Ability("", "keyword", keyword="burst", value=value)


def _named_cells() -> list[Cell]:
    found = []
    hand = Target(owner="you", area="hand")
    # a continuous change that SETS the invasion icon (2.8, 10.8.1.5)
    for who, words, target in (("self", "これの", None), ("cards", "あなたのエリアにいる交戦カードすべての", Target(owner="you")),
                               ("hand", "あなたの手札の交戦カードすべての", hand)):
        change = Modifier("invasion-set", 2) if target is None else Modifier("invasion-set", 2, "cards", target=target)
        found.append(Cell("invasion set", f"continuous:{who}", f"{words}進攻アイコンを2にする。", _continuous(change)))
        found.append(Cell("invasion set", f"continuous said 〜になる:{who}", f"{words}進攻アイコンは2になる。", _continuous(change)))
        found.append(Cell("invasion set", f"condition:{who}", f"相手の怒りが3以上なら、{words}進攻アイコンを2にする。",
                          _continuous(dataclasses.replace(change, condition=_RAGE_3))))
        found.append(Cell("invasion set", f"for a time:{who}", f"出現時このターン、{words}進攻アイコンを2にする。",
                          _auto(Effect("until-end-of-turn", to="=", target=target, modifier=Modifier("invasion", 2)))))
    # 「能力を失い、」 joined to a number changed of the same cards (10.3.2, 10.8.1.2, 10.8.1.5)
    opp = Target(owner="opponent")
    for who, words, scope, target in (("self", "これは", "self", None), ("cards", "相手のエリアにいる交戦カードすべては", "cards", opp)):
        lost, down = Modifier("invalid", 1, scope, target=target), Modifier("counter", -2000, scope, target=target)
        found.append(Cell("abilities lost, joined", f"continuous:{who}", f"{words}能力を失い、撃退力-2000。", _continuous(lost, down)))
        found.append(Cell("abilities lost, joined", f"for a time:{who}", f"出現時このターン、{words}能力を失い、撃退力-2000。",
                          _auto(_lasting(lost), _lasting(down))))
    chose = Effect("select", 1, target=Target(owner="opponent"))
    it = Target(area="it", type="")
    found.append(Cell("abilities lost, joined", "for a time:chosen", "出現時相手の交戦カードを1枚選び、このターン、それは能力を失い、撃退力-2000。",
                      _auto(chose, _then(_lasting(Modifier("invalid", 1, "cards", target=it), target=it)),
                            _then(_lasting(Modifier("counter", -2000, "cards", target=it), target=it)))))
    # a keyword and a quoted ability granted together (10.8.1.2)
    counter = Ability("", "auto", Trigger(Event.COUNTERATTACK), (OPP_RAGE_DOWN,))
    both = Modifier("grant", 1, grants=(_burst(3), counter))
    found.append(Cell("keyword and ability granted", "continuous:self", "これは【強襲3】と「逆襲相手の怒りを1減らす。」を得る。",
                      _continuous(both)))
    found.append(Cell("keyword and ability granted", "continuous:cards",
                      "あなたのエリアにいる交戦カードすべては【強襲3】と「逆襲相手の怒りを1減らす。」を得る。",
                      _continuous(dataclasses.replace(both, scope="cards", target=Target(owner="you")))))
    found.append(Cell("keyword and ability granted", "for a time:self", "出現時このターン、これは【強襲3】と「逆襲相手の怒りを1減らす。」を得る。",
                      _auto(_lasting(both))))
    # 「次のフェイズ中」: the next phase to begin, whichever it is (10.2.1.2, 7.1)
    nxt = Until("any", window=True, next_phase=True)
    found.append(Cell("次のフェイズ中", "change for a time", "出現時次のフェイズ中、これの撃退力+2000。",
                      _auto(_lasting(Modifier("counter", 2000), until=nxt))))
    found.append(Cell("次のフェイズ中", "prohibition for a time", "次のフェイズ中、相手は戦略カードを発動できない。",
                      _auto(_lasting(Modifier("forbid", 1, "opponent", forbids="activate-strategy"), until=nxt), trigger=STRATEGY),
                      strategy=True))
    # the opponent's choice between two acts (3.1.2.3.1): theirs to choose and do
    for said in ("", "かを選ぶ"):
        found.append(Cell("the opponent's choice of two", "trigger" + (" (かを選ぶ)" if said else ""),
                          f"出現時相手は自分の手札を1枚捨てるか、自分の怒りを1減らす{said}。", _auto(Effect("choose", 1, chooser="opponent", options=(
                              ("相手は自分の手札を1枚捨てる。", (Effect("discard", 1, "opponent"),)),
                              ("自分の怒りを1減らす。", (Effect("rage", -1, "opponent"),)))))))
    # … said as optional (「…か、自分の怒りを1減らしてよい」): whether they do either is not read — refused, never half-read
    found.append(Cell("the opponent's choice of two", "optional (てよい): refused",
                      "出現時相手は自分の手札を1枚捨てるか、自分の怒りを1減らしてよい。そうしなかったなら、カードを2枚引く。", None))
    # the subject's own rage said again in a joined clause (「相手は手札を1枚捨て、自分の怒りを1減らす」, 3.1.2.3.1)
    for subject, who in (("相手は", "opponent"), ("各プレイヤーは", "each")):
        found.append(Cell("the subject's own rage, joined", who, f"出現時{subject}手札を1枚捨て、自分の怒りを1増やす。",
                          _auto(Effect("discard", 1, who), _then(Effect("rage", 1, who)))))
    found.append(Cell("the subject's own rage, joined", "no subject: the master's", "出現時自分の怒りを1増やす。",
                      _auto(Effect("rage", 1))))
    # a comma inside a trigger's subject (10.6.2): after the zone said
    for words, fields in (("《兵器》を持つ", {"traits_any": ("兵器",)}), ("等級4以下の", {"rank_max": 4}), ("赤の", {"colors": ("red",)})):
        found.append(Cell("comma in a trigger's subject", words, f"あなたのエリアにいる、{words}交戦カードが破壊された時、カードを1枚引く。",
                          _auto(DRAW, trigger=Trigger(Event.BATTLE_DESTROYED, Whose.YOU, card=Target(owner="you", **fields)))))
    # 「1枚探して」: a count alone must be found (5.8.1.1); a card phrase with more is up to (5.8.1.2)
    found.append(Cell("search by a count", "exactly (5.8.1.1)", "出現時あなたの山札から1枚探して手札に加え、山札をシャッフルする。",
                      _auto(Effect("search", 1, target=Target(owner="you", type="", area="deck"), to="hand"))))
    found.append(Cell("search by a count", "a kind: up to (5.8.1.2)", "出現時あなたの山札から交戦カードを1枚探して手札に加え、山札をシャッフルする。",
                      _auto(Effect("search", 1, target=Target(owner="you", area="deck"), upto=True, to="hand"))))
    return found


def cells() -> list[Cell]:
    return (_bound_cells() + _per_cells() + _joined_cells() + _look_back_cells() + _changed_cells() + _two_number_cells()
            + _connective_cells() + _spelling_cells() + _named_cells() + _compared_monster_cells() + _subject_comma_cells()
            + _phrase_comma_cells())

