"""The slot matrix's part F (issue 18, round 13): the forms the twelfth round's helpers left unread, each a family
opened to every member and slot.

- per amount of a number (1.3.5 whole groups): this card's counter power (2.7) or threat, rank, rage said with
  「これの」「このカードの」 or alone, a player's monster's number — in an effect, a continuous change, a change for a time,
  a strategy card's effect; a player's monster's counter power names nothing (2.6, 2.7);
- the else said as a sentence of its own (「Aなら、X。そうでない場合、Y。」, 10.5): each spelling of the else, after
  each kind of condition and on a strategy card; with no condition before it, nothing (refused);
- timed triggers of this turn's end (「このターンのターン終了時」) and of phases joined by と (10.6.5, 7.5.7); the
  turn's end said 「このターンのターン終了時まで」 as a duration (7.5.6);
- this card from the discard pile to the top or bottom of its owner's deck (10.3.4.1), a must, a may or a cost, either
  word order (nothing when it is not there, 1.3.2);
- a token made, or a card played, in the zone numbered as the one this card is or was in (「これが(いる|いた)エリアと同じ
  数字の(あなたの)エリアに」, 10.6.4.1.2) — a token counted 枚, 体 or つ; never the opponent's zone (9.1.2.1, 5.11.1);
- a zone or rank bound on the monster a verb acts on (「エリア5にいる相手の怪獣カードを」「相手の等級III以上の怪獣カードを」), each
  move and 撃退, alone, after a cost, a condition, both: checked as it acts, after the cost (10.5.4; last round's
  Effect.bound took the threat only);
- 「カード」 in a place named from this card (its column, next to it, 「隣接エリアの」 said alone): every card there, the
  invading monster in its position's zone among them for a count and a change (3.3.3.2, 4.4.1) — a verb that would
  take it off the field leaves it (3.3.1);
- per card of two of a player's piles at once (「あなたの手札と捨て札の交戦カード1枚につき」, 5.8.1.1), and per card the
  turn's records hold — destroyed this turn, whose, by whose effect; drawn or discarded from the hand by a player
  (3.1.2, 10.6.2) — in an effect, a strategy card, a continuous change.

Each sentence's meaning is composed from its parts here, never asked of the compiler.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from judgekit.cardtext.matrix import DRAW, ENTER, STRATEGY, Cell, auto as _auto
from judgekit.cardtext.matrix.acted import MOVES
from judgekit.engine.ability_data import (
    Ability, Condition, Effect, Event, Modifier, Phase, Tally, Target, Trigger, Until, Whose,
)

DESTROYED = Trigger(Event.DESTROYED_SELF)
OPP_RAGE_DOWN = Effect("rage", -1, "opponent")
RAGE_3 = Condition("opponent-rage-at-least", 3)


# -- per amount of a number (1.3.5, 2.3, 2.6, 2.7, 3.4) ------------------------------------------------------------
NUMBERS = [  # (term, said, the tally, a group)
    ("this-counter", "これの撃退力1000", Tally.THIS_COUNTER, 1000),
    ("this-counter-card", "このカードの撃退力2000", Tally.THIS_COUNTER, 2000),
    ("counter-alone", "撃退力1000", Tally.THIS_COUNTER, 1000),
    ("threat-alone", "脅威度10000", Tally.YOUR_THREAT, 10000),
    ("this-threat", "これの脅威度10000", Tally.YOUR_THREAT, 10000),
    ("rank-alone", "等級1", Tally.THIS_RANK, 1),
    ("rage-alone", "怒り1", Tally.YOUR_RAGE, 1),
    ("opponent-rage", "相手の怒り2", Tally.OPPONENT_RAGE, 2),
    ("opponent-threat", "相手の怪獣カードの脅威度10000", Tally.OPPONENT_THREAT, 10000),
]
FOE_BATTLE = Target(owner="opponent", type="battle")
YOUR_MONSTER = Target(owner="you", type="monster")


def _per_cells() -> list[Cell]:
    found = []
    for term, said, tally, every in NUMBERS:
        per: dict[str, Any] = {"per": tally, "per_every": every}
        # a continuous change of the number it is counted by would wait on itself (10.8.1.6): another number changed
        changed_said, changed = (("あなたの怪獣カードの脅威度+1000", Modifier("threat", 1000, "cards", target=YOUR_MONSTER))
                                 if tally is Tally.THIS_COUNTER else
                                 ("相手の交戦カードすべての撃退力-1000", Modifier("counter", -1000, "cards", target=FOE_BATTLE)))
        found += [
            Cell(f"per-number:{term}", "effect", f"出現時{said}につき、相手の怒りを1減らす。",
                 (_auto(dataclasses.replace(OPP_RAGE_DOWN, **per)),)),
            Cell(f"per-number:{term}", "effect-draw", f"出現時{said}につき、カードを1枚引く。",
                 (_auto(dataclasses.replace(DRAW, **per)),)),
            Cell(f"per-number:{term}", "effect-after-destroyed", f"これが破壊された時、{said}につき、カードを1枚引く。",
                 (_auto(dataclasses.replace(DRAW, **per), trigger=DESTROYED),)),
            Cell(f"per-number:{term}", "strategy", f"{said}につき、カードを1枚引く。",
                 (_auto(dataclasses.replace(DRAW, **per), trigger=STRATEGY),), strategy=True),
            Cell(f"per-number:{term}", "continuous", f"{said}につき、{changed_said}。",
                 (Ability("", "continuous", modifiers=(dataclasses.replace(changed, **per),)),)),
            Cell(f"per-number:{term}", "for-a-time", f"出現時このターン、{said}につき、相手の交戦カードすべての撃退力-1000する。",
                 (_auto(Effect("until-end-of-turn", 1, to="+", modifier=Modifier("counter", -1000, "cards",
                                                                                  target=FOE_BATTLE), **per)),)),
        ]
    # a player's monster has a threat level, no counter power (2.6, 2.7): nothing to count
    found.append(Cell("per-number:monster-counter", "effect", "出現時あなたの怪獣カードの撃退力1000につき、カードを1枚引く。",
                      None))
    found.append(Cell("per-number:this-counter", "continuous-itself", "これの撃退力1000につき、これの撃退力+1000。", None))
    return found


# -- the else as a sentence of its own (10.5) ----------------------------------------------------------------------
CONDITIONS = [  # (term, said, the condition)
    ("rage", "相手の怒りが3以上", RAGE_3),
    ("there-is", "相手のエリアに交戦カードがいる", Condition("count-at-least", 1, target=Target(owner="opponent"))),
]
ELSES = ["そうでない場合", "そうでなければ", "そうでないなら", "違う場合"]


def _either(condition: Condition, then: Effect, other: Effect) -> Effect:
    return Effect("instead", instead_if=condition, to="otherwise", options=(("", (then,)), ("", (other,))))


def _else_cells() -> list[Cell]:
    found = []
    for term, said, condition in CONDITIONS:
        for otherwise in ELSES:
            meant = _either(condition, DRAW, OPP_RAGE_DOWN)
            found += [
                Cell(f"else-sentence:{term}", otherwise, f"出現時{said}なら、カードを1枚引く。{otherwise}、相手の怒りを1減らす。",
                     (_auto(meant),)),
                Cell(f"else-sentence:{term}", f"{otherwise}:strategy",
                     f"{said}なら、カードを1枚引く。{otherwise}、相手の怒りを1減らす。", (_auto(meant, trigger=STRATEGY),),
                     strategy=True),
                Cell(f"else-sentence:{term}", f"{otherwise}:destroyed",
                     f"これが破壊された時、{said}なら、カードを1枚引く。{otherwise}、相手の怒りを1減らす。",
                     (_auto(meant, trigger=DESTROYED),)),
            ]
    found.append(Cell("else-sentence:none", "no-condition", "出現時カードを1枚引く。そうでない場合、相手の怒りを1減らす。", None))
    return found


# -- timed triggers of this turn's end and of phases joined by と (10.6.5, 7.5.7) ------------------------------------
def _delayed(later: Trigger, said: str, effect: Effect, this_turn: bool) -> Effect:
    return Effect("delayed", later=later, options=((said, (effect,)),), until=Until() if this_turn else None)


def _timed_cells() -> list[Cell]:
    found = []
    what, effect = "相手の怒りを1減らす", OPP_RAGE_DOWN
    turn_end = Trigger(Event.TURN_END, Whose.ANY)
    for said in ("このターンのターン終了時", "このターンのターン終了時に"):
        found.append(Cell("timed:this-turn-end", said, f"出現時{said}、{what}。",
                          (_auto(_delayed(turn_end, what, effect, True)),)))
    for said, whose in (("次の相手のターン終了時", Whose.OPPONENT), ("次のあなたのターン終了時", Whose.YOU)):
        found.append(Cell("timed:next-turn-end", said, f"出現時{said}、{what}。",
                          (_auto(_delayed(Trigger(Event.TURN_END, whose), what, effect, False)),)))
    joined = [(("スタート", Phase.START), ("エンド", Phase.END)), (("メイン", Phase.MAIN), ("エンド", Phase.END)),
              (("撃退", Phase.COUNTER), ("エンド", Phase.END))]
    for (a_said, a), (b_said, b) in joined:
        for lead, whose, this_turn in (("次のあなたの", Whose.YOU, False), ("次の相手の", Whose.OPPONENT, False),
                                       ("次の", Whose.ANY, False), ("このターンの", Whose.ANY, True)):
            text = f"出現時{lead}{a_said}フェイズと{b_said}フェイズ開始時、{what}。"
            found.append(Cell("timed:phases-joined", f"{lead}{a_said}+{b_said}", text, (_auto(
                _delayed(Trigger(Event.PHASE, whose, a), what, effect, this_turn),
                _delayed(Trigger(Event.PHASE, whose, b), what, effect, this_turn)),)))
    counter_up = Modifier("counter", 2000, "self")
    found.append(Cell("duration:this-turn-end", "このターンのターン終了時まで",
                      "出現時このターンのターン終了時まで、これの撃退力+2000する。",
                      (_auto(Effect("until-end-of-turn", 1, to="+", modifier=counter_up)),)))
    return found


# -- this card from the discard pile to the deck (10.3.4.1, 5.2.1; 1.3.2 when it is not there) ----------------------
def _to_deck_cells() -> list[Cell]:
    found = []
    for end, to in (("上", "deck-top"), ("下", "deck-bottom")):
        moved = Effect("self-from-discard", to=to)
        for order, said in (("pile-first", f"あなたの捨て札からこれを山札の{end}に置"), ("this-first", f"これをあなたの捨て札から山札の{end}に置"),
                            ("whose-left-out", f"捨て札からこれをあなたの山札の{end}に置")):
            found += [
                Cell(f"self-to-deck:{to}", f"{order}:must", f"これが破壊された時、{said}く。", (_auto(moved, trigger=DESTROYED),)),
                Cell(f"self-to-deck:{to}", f"{order}:may", f"これが破壊された時、{said}いてよい。",
                     (_auto(dataclasses.replace(moved, upto=True), trigger=DESTROYED),)),
                Cell(f"self-to-deck:{to}", f"{order}:cost", f"これが破壊された時、{said}くことで、相手の怒りを1減らす。",
                     (_auto(dataclasses.replace(OPP_RAGE_DOWN, cost=moved), trigger=DESTROYED),)),
                Cell(f"self-to-deck:{to}", f"{order}:joined", f"これが破壊された時、{said}き、カードを1枚引く。",
                     (_auto(moved, dataclasses.replace(DRAW, with_previous=True), trigger=DESTROYED),)),
            ]
    # a card played is no cost (10.5.4)
    found.append(Cell("self-to-deck:play-as-cost", "cost", "これが破壊された時、あなたの捨て札からこれを出現させることで、カードを1枚引く。",
                      None))
    return found


# -- the zone numbered as the one this card is or was in, as a destination (10.6.4.1.2, 9.1.2.1, 5.11.1) ---------------
def _same_number_cells() -> list[Cell]:
    found = []
    for was, said, trigger in ((False, "これがいるエリア", ENTER), (True, "これがいたエリア", DESTROYED)):
        to = "same-number-was" if was else "same-number"
        lead = "出現時" if trigger is ENTER else "これが破壊された時、"
        term = f"same-number-dest:{'was' if was else 'is'}"
        for whose in ("あなたの", ""):
            dest = f"{said}と同じ数字の{whose}エリアに"
            for count in ("1枚", "1体", "1つ"):
                found.append(Cell(term, f"token:{whose or 'unsaid'}:{count}", f"{lead}{dest}「結晶体」トークンを{count}出現させる。",
                                  (_auto(Effect("token", 1, name="結晶体", to=to), trigger=trigger),)))
            found.append(Cell(term, f"token-after:{whose or 'unsaid'}", f"{lead}「結晶体」トークンを1枚、{dest}出現させる。",
                              (_auto(Effect("token", 1, name="結晶体", to=to), trigger=trigger),)))
            for pile, area in (("捨て札", "discard"), ("手札", "hand")):
                found.append(Cell(term, f"play-from-{area}:{whose or 'unsaid'}",
                                  f"{lead}あなたの{pile}から交戦カードを1枚、{dest}出現させる。",
                                  (_auto(Effect("play", 1, target=Target(owner="you", type="battle", area=area), to=to),
                                         trigger=trigger),)))
        found.append(Cell(term, "token:opponents", f"{lead}{said}と同じ数字の相手のエリアに「結晶体」トークンを1枚出現させる。", None))
    found.append(Cell("same-number-dest:was", "this-from-discard",
                      "これが破壊された時、あなたの捨て札からこれを、これがいたエリアと同じ数字のあなたのエリアに出現させる。",
                      (_auto(Effect("self-from-discard", to="same-number-was"), trigger=DESTROYED),)))
    return found


# -- a zone or rank bound on the monster a verb acts on, checked as it acts, after a cost (10.5.4, 4.4.3, 2.3) ----------
# the move verbs are acted.py's (the threat bound's cells, TW-002): the same verbs, here with a zone or rank bound


def _zone(n: int, compare: str) -> Condition:
    return Condition("compare", n, name="opponent", stat="zone", compare=compare)


MONSTER_BOUNDS = [  # (name, said before 「相手の」, said after it, the bound)
    ("zone", "エリア5にいる", "", _zone(5, "exactly")),
    ("zones", "エリア4~6にいる", "", Condition("all", parts=(_zone(4, "at-least"), _zone(6, "at-most")))),
    ("rank-at-least", "", "等級III以上の", Condition("compare", 3, name="opponent", stat="rank", compare="at-least")),
    ("rank-at-most", "", "等級4以下の", Condition("compare", 4, name="opponent", stat="rank", compare="at-most")),
]


def _monster_bound_cells() -> list[Cell]:
    found = []
    for term, said, effect in MOVES:
        for name, before, after, bound in MONSTER_BOUNDS:
            moved = dataclasses.replace(effect, bound=bound)
            phrase = f"{before}相手の{after}怪獣カード{said}"
            for slot, text, meant in (
                    ("alone", f"出現時{phrase}。", moved),
                    ("after-a-cost", f"出現時あなたの手札を1枚捨てることで、{phrase}。", dataclasses.replace(moved, cost=Effect("discard", 1))),
                    ("condition", f"出現時相手の怒りが3以上なら、{phrase}。", dataclasses.replace(moved, condition=RAGE_3)),
                    ("condition-then-cost", f"出現時相手の怒りが3以上なら、あなたの手札を1枚捨てることで、{phrase}。",
                     dataclasses.replace(moved, condition=RAGE_3, cost=Effect("discard", 1))),
                    ("strategy-condition-then-cost", f"相手の怒りが3以上なら、あなたの手札を1枚捨てることで、{phrase}。",
                     dataclasses.replace(moved, condition=RAGE_3, cost=Effect("discard", 1)))):
                strategy = slot.startswith("strategy")
                found.append(Cell(f"monster-bound:{term}:{name}", slot, text,
                                  (_auto(meant, trigger=STRATEGY if strategy else ENTER),), strategy=strategy))
    # each player's monster with a zone bound: one of them may stand there, the other not — said of one player's only
    found.append(Cell("monster-bound:retreat:zone", "each-player", "出現時エリア6にいる各プレイヤーの怪獣カードを1エリア後退させる。", None))
    return found


# -- 「カード」 in a place named from this card: any card there, the invading monster among them (3.3.3.2, 4.4.5) ----------
RELATIONS: list[tuple[str, str, dict[str, Any]]] = [  # (name, said, the Target fields)
    ("column", "これと同じ縦列にいる", {"same_column": True}),
    ("adjacent", "これの隣接エリアにいる", {"adjacent": True}),
    ("adjacent-alone", "隣接エリアにいる", {"adjacent": True}),
    ("adjacent-alone-no", "隣接エリアの", {"adjacent": True}),
]
VERBS = [("destroy", "を破壊する", "destroy"), ("destroy-all", "をすべて破壊する", "destroy"),
         ("to-hand-all", "をすべて手札に戻す", "to-hand")]


def _any_card_cells() -> list[Cell]:
    found = []
    for name, said, fields in RELATIONS:
        for whose, owner in (("", "each"), ("相手の", "opponent"), ("あなたの", "you")):
            target = Target(owner=owner, type="", **fields)
            for term, verb_said, verb in VERBS:
                found.append(Cell(f"any-card:{name}", f"{term}:{owner}", f"出現時{said}{whose}カード{verb_said}。",
                                  (_auto(Effect(verb, 0, target=target)),)))
            found.append(Cell(f"any-card:{name}", f"for-each:{owner}", f"出現時{said}{whose}カード1枚につき、カードを1枚引く。",
                              (_auto(dataclasses.replace(DRAW, per=target)),)))
    return found


# -- per card of two piles at once (5.8.1.1), and per card the turn's records hold (3.1.2, 10.6.2) -----------------------
def _two_piles_and_records_cells() -> list[Cell]:
    from judgekit.engine.ability_data import Count, Per
    found = []
    slots = [("effect", "出現時{p}、相手の怒りを1減らす。", lambda per, every: _auto(dataclasses.replace(OPP_RAGE_DOWN, per=per, per_every=every))),
             ("strategy", "{p}、カードを1枚引く。", lambda per, every: _auto(dataclasses.replace(DRAW, per=per, per_every=every),
                                                                        trigger=STRATEGY)),
             ("continuous", "{p}、相手の交戦カードすべての撃退力-1000。", lambda per, every: Ability("", "continuous", modifiers=(
                 Modifier("counter", -1000, "cards", target=FOE_BATTLE, per=per, per_every=every),)))]
    piles = [("hand+discard", "手札と捨て札", "battle", "交戦カード"), ("discard+deck", "捨て札と山札", "monster", "怪獣カード"),
             ("hand+discard", "手札と捨て札", "", "カード"), ("hand+deck", "手札と山札", "", "カード")]
    for area, said, kind, kind_said in piles:
        for whose, owner in (("あなたの", "you"), ("相手の", "opponent")):
            for every in (1, 2):
                per: Per = Target(owner=owner, area=area, type=kind)
                for slot, text, meant in slots:
                    found.append(Cell(f"per-two-piles:{area}", f"{slot}:{owner}:{every}",
                                      text.format(p=f"{whose}{said}の{kind_said}{every}枚につき"), (meant(per, every),),
                                      strategy=slot == "strategy"))
    found.append(Cell("per-two-piles:two-players", "effect", "出現時あなたの手札と相手の捨て札のカード1枚につき、相手の怒りを1減らす。", None))
    destroyed = [("", "any", "", "battle-destroyed:"), ("相手の", "opponent", "", "battle-destroyed:"),
                 ("あなたの", "you", "", "battle-destroyed:"), ("", "any", "相手の効果で", "battle-destroyed:@opponent-effect"),
                 ("", "any", "", "strategy-destroyed:")]
    for whose, name, by, happened in destroyed:
        kind_said = "戦略カード" if happened.startswith("strategy") else "交戦カード"
        per = Count(happened=Condition("happened-this-turn", name=name, type=happened))
        for ni in ("このターンに", "このターン", "このターン、"):
            for slot, text, meant in slots:
                found.append(Cell(f"per-this-turn:destroyed:{name}{by and ':by'}", f"{slot}:{ni}",
                                  text.format(p=f"{ni}{by}破壊された{whose}{kind_said}1枚につき"), (meant(per, 1),),
                                  strategy=slot == "strategy"))
    for act, said in (("drew:", "引いた"), ("hand-discard:", "手札から捨てた"), ("to-hand:", "手札に加えた")):  # (to-hand: round 14)
        for whose, name in (("あなた", "you"), ("相手", "opponent")):
            per = Count(happened=Condition("done-this-turn", name=name, type=act))
            for slot, text, meant in slots:
                found.append(Cell(f"per-this-turn:{act.rstrip(':')}", f"{slot}:{name}",
                                  text.format(p=f"このターンに{whose}が{said}カード1枚につき"), (meant(per, 1),),
                                  strategy=slot == "strategy"))
    return found


def cells() -> list[Cell]:
    return (_per_cells() + _else_cells() + _timed_cells() + _to_deck_cells() + _same_number_cells()
            + _monster_bound_cells() + _any_card_cells() + _two_piles_and_records_cells())
