"""The slot matrix's part E (issue 18, round 12): the classes the twelfth blind set's unread and wrong texts
showed, each opened to every term of its kind.

- a bound on the monster a verb acts on (「相手の脅威度40000以下の怪獣カードを…」, 7.4.2): each move and 撃退, 以下 and
  以上, alone, after a cost (checked after it is paid, 10.5.4), under a condition, under a condition checked after
  the cost — never the effect's condition (TW-002);
- a turn qualifier (「相手のターン中」「あなたのターン中」) is its own continuous sentence's, not the next one's (10.8,
  TW-019);
- the verb of the effect before named as the condition (「後退したら、」「前進したら、」「破壊したら、」…: 10.2.1.3.2,
  TW-037);
- a count of how much this ability changed a rage (「この効果で減らした怒り1につき」, 3.4.4, 1.3.2.2, TW-057);
- zones named from where this card was (「これがいたエリアと同じ数字の」, 10.10.1.2.1): an object, a condition's
  count, a for-each (TW-049).

Each sentence's meaning is composed from its parts here, never asked of the compiler.
"""

from __future__ import annotations

import dataclasses

from judgekit.cardtext.matrix import Cell
from judgekit.engine.ability_data import (
    Ability, Condition, Effect, Event, Modifier, Tally, Target, Trigger, Turn,
)

ENTER = Trigger(Event.ENTER)
DESTROYED = Trigger(Event.DESTROYED_SELF)
DRAW = Effect("draw", 1)
DISCARD = Effect("discard", 1)
RAGE_3 = Condition("opponent-rage-at-least", 3)


def _auto(*effects: Effect, trigger: Trigger = ENTER) -> Ability:
    return Ability("", "auto", trigger, effects)


# -- a bound on the monster moved (TW-002) ----------------------------------------------------------------
MOVES = [  # (term, the words after the card phrase, the effect without its bound)
    ("retreat", "を1エリア後退させる", Effect("retreat", 1, "opponent")),
    ("advance", "を1エリア前進させる", Effect("advance", 1, "opponent")),
    ("retreat-to", "をエリア2まで後退させる", Effect("retreat-to", 2, "opponent")),
    ("advance-to", "をエリア6まで前進させる", Effect("advance-to", 6, "opponent")),
    ("counter", "を撃退する", Effect("counter", who="opponent")),
]
BOUNDS = [("以下", lambda name: Condition("threat-at-most", 40000, name=name)),
          ("以上", lambda name: Condition("compare", 40000, name="opponent", stat="threat", compare="at-least"))]


def _bound_cells() -> list[Cell]:
    found = []
    for term, said, effect in MOVES:
        for cmp, bound in BOUNDS:
            moved = dataclasses.replace(effect, bound=bound("opponent" if term == "counter" else ""))
            phrase = f"相手の脅威度40000{cmp}の怪獣カード{said}"
            for slot, text, meant in (
                    ("alone", f"出現時{phrase}。", moved),
                    ("after-a-cost", f"出現時あなたの手札を1枚捨てることで、{phrase}。", dataclasses.replace(moved, cost=DISCARD)),
                    ("condition", f"出現時相手の怒りが3以上なら、{phrase}。", dataclasses.replace(moved, condition=RAGE_3)),
                    ("condition-then-cost", f"出現時相手の怒りが3以上なら、あなたの手札を1枚捨てることで、{phrase}。",
                     dataclasses.replace(moved, condition=RAGE_3, cost=DISCARD)),
                    ("cost-then-condition", f"出現時あなたの手札を1枚捨てることで、相手の怒りが3以上なら、{phrase}。",
                     dataclasses.replace(moved, condition=RAGE_3, cost=DISCARD, paid_first=True))):
                found.append(Cell(f"bound:{term}{cmp}", slot, text, (_auto(meant),)))
    # 「エリア3にいる相手の等級III以上の怪獣カードをエリア4に縦方向に移動させる」: where it is and its rank bound it too
    moved = Effect("move-monster", 4, "opponent", bound=Condition("all", parts=(
        Condition("monster-in-zone", 3, name="opponent"), Condition("rank-at-least", 3, name="opponent"))))
    phrase = "エリア3にいる相手の等級III以上の怪獣カードをエリア4に縦方向に移動させる"
    found += [Cell("bound:move-monster", "alone", f"出現時{phrase}。", (_auto(moved),)),
              Cell("bound:move-monster", "after-a-cost", f"出現時あなたの手札を1枚捨てることで、{phrase}。",
                   (_auto(dataclasses.replace(moved, cost=Effect("discard", 1, target=None))),))]
    return found


# -- a turn qualifier is its own sentence's (TW-019) ---------------------------------------------------------
SENTENCES = [  # (term, the sentence, its change)
    ("forbid-rage-down", "これの怒りは相手の効果で減らない。", Modifier("forbid", 1, forbids="rage-down", by="opponent")),
    ("threat", "脅威度+10000。", Modifier("threat", 10000)),
    ("counter", "撃退力+1000。", Modifier("counter", 1000)),
]


def _turn_cells() -> list[Cell]:
    found = []
    for turn_said, turn in (("相手のターン中", Turn.OPPONENTS), ("あなたのターン中", Turn.YOURS)):
        for a_term, a_said, a_change in SENTENCES:
            for b_term, b_said, b_change in SENTENCES:
                if a_term == b_term:
                    continue
                found.append(Cell(f"turn-qualifier:{a_term}", f"then-{b_term}", f"{turn_said}{a_said}{b_said}", (
                    Ability("", "continuous", modifiers=(a_change,), during=turn),
                    Ability("", "continuous", modifiers=(b_change,)))))
    return found


# -- the verb named as the condition (TW-037) --------------------------------------------------------------
DONE = [  # (term, the effect before, its words, the verb named: 'if you do')
    ("retreat", Effect("retreat", 1, "opponent"), "相手の怪獣カードを1エリア後退させる", ("後退したら", "後退させたら", "後退した場合")),
    ("advance", Effect("advance", 1), "あなたの怪獣カードを1エリア前進させる", ("前進したら", "前進させたなら")),
    ("rage", Effect("rage", -1, "opponent"), "相手の怒りを1減らす", ("怒りを減らしたら",)),
    ("to-hand", Effect("to-hand", 1, target=Target(owner="you", area="discard")), "あなたの捨て札から交戦カードを1枚手札に加える",
     ("手札に加えたら",)),
]
TOOK = Condition("count-at-least", 1, target=Target(owner="you", area="it", type=""))


def _done_cells() -> list[Cell]:
    found = []
    for term, effect, said, thens in DONE:
        for then in thens:
            found.append(Cell(f"if-done-by-verb:{term}", then, f"出現時{said}。{then}、あなたは1枚引く。",
                              (_auto(effect, dataclasses.replace(DRAW, if_done=True)),)))
    for then in ("破壊したら", "破壊した場合"):  # a verb that takes cards: if it took one (10.5, 「この効果で破壊したなら」)
        found.append(Cell("if-done-by-verb:destroy", then, f"出現時相手の交戦カードを1枚破壊する。{then}、あなたは1枚引く。",
                          (_auto(Effect("destroy", 1, target=Target()), dataclasses.replace(DRAW, condition=TOOK)),)))
    return found


# -- a count of the rage this ability changed (TW-057) ---------------------------------------------------------
def _changed_cells() -> list[Cell]:
    found = []
    # the rage's own verb too, intransitive (「この効果で減った怒り1につき」, PC-051): the amount it moved, the same
    for changed, first in (("減らした", Effect("rage", -3, "opponent")), ("増やした", Effect("rage", 2)),
                           ("減った", Effect("rage", -3, "opponent")), ("増えた", Effect("rage", 2))):
        said_first = "相手の怒りを3減らす" if first.amount < 0 else "あなたの怒りを2増やす"
        whose = "相手の" if first.amount < 0 else "あなたの"
        for term, said, then in (("draw", "あなたは1枚引く", DRAW), ("mill", "相手の山札を上から1枚捨て札にする",
                                                                   Effect("mill", 1, "opponent")),
                                 ("destroy", "相手の交戦カードを1枚破壊する", Effect("destroy", 1, target=Target(owner="opponent")))):
            counted = dataclasses.replace(then, per=Tally.RAGE_CHANGED)
            found.append(Cell(f"per-rage-changed:{changed}", term,
                              f"出現時{said_first}。この効果で{changed}怒り1につき、{said}。", (_auto(first, counted),)))
            found.append(Cell(f"per-rage-changed:{changed}", f"{term}-whose",
                              f"出現時{said_first}。この効果で{changed}{whose}怒り1につき、{said}。", (_auto(first, counted),)))
        # … as the count of a verb: 「この効果で減った怒りと同じ枚数」 (10.5.3.1), said first or after the object
        for term, said, then in (("draw", "この効果で{c}怒りと同じ枚数、カードを引く", DRAW),
                                 ("draw after", "カードをこの効果で{c}怒りと同じ枚数引く", DRAW),
                                 ("destroy", "相手の交戦カードを、この効果で{c}怒りと同じ枚数破壊する",
                                  Effect("destroy", 1, target=Target(owner="opponent")))):
            counted = dataclasses.replace(then, per=Tally.RAGE_CHANGED)
            found.append(Cell(f"per-rage-changed:{changed}", f"as many, {term}",
                              f"出現時{said_first}。その後、{said.format(c=changed)}。", (_auto(first, counted),)))
    return found


# -- the zone numbered as the one this card was in (TW-049) -----------------------------------------------------
WAS = Target(same_number=True, was_here=True)
WAS_SAID = "これがいたエリアと同じ数字の相手のエリアにいる交戦カード"


def _was_cells() -> list[Cell]:
    return [
        Cell("same-number-was", "object-after-a-cost", f"出現時これを破壊することで、{WAS_SAID}を破壊する。",
             (_auto(Effect("destroy", 0, target=WAS, cost=Effect("destroy-self"))),)),
        Cell("same-number-was", "object", f"これが破壊された時、{WAS_SAID}を1枚破壊する。",
             (_auto(Effect("destroy", 1, target=WAS), trigger=DESTROYED),)),
        Cell("same-number-was", "condition-count", f"これが破壊された時、{WAS_SAID}が1枚以上いるなら、カードを1枚引く。",
             (_auto(dataclasses.replace(DRAW, condition=Condition("count-at-least", 1, target=WAS)), trigger=DESTROYED),)),
        Cell("same-number-was", "for-each", f"これが破壊された時、{WAS_SAID}1枚につき、カードを1枚引く。",
             (_auto(dataclasses.replace(DRAW, per=WAS), trigger=DESTROYED),)),
    ]


def cells() -> list[Cell]:
    return _bound_cells() + _turn_cells() + _done_cells() + _changed_cells() + _was_cells()
