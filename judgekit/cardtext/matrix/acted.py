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

Round 13 (practice set D) opened:

- a count per card stacked under a player's monster or this card (「あなたの怪獣カードの下にあるカード1枚につき」,
  3.2.1, 10.8): whose × the card phrase × per 1 / per 2, in a continuous change, under a condition, in an effect
  (PD-003);
- facts of one player's monster joined, its subject said once (「あなたの怪獣カードが等級IVで、エリア5~8にいる」, 10.5):
  whose × rank / zone / rage in either order × で、 / いて、 / かつ, in an effect's condition, a continuous change's,
  a strategy card's (PD-076);
- a strategy card played by an effect into a strategy zone said, or only an empty one (「空いている戦略カード置き場に置いて
  発動させる」, 5.9.1, 4.5): hand / discard pile × counted, up to, chosen first (「…を1枚まで選び、」) × each way the zone
  is said, after 出現時, 逆襲, on a strategy card (PD-038);
- a card of a hand put into the discard pile is a discard (「あなたの手札のカードが捨て札に置かれる際、かわりに…」, 5.7.1,
  10.9): whose hand × the card phrase × 捨て札に置かれる / 捨て札になる × by whose effects × a must or a may, and the
  pile said as a player's (「かわりにそれをあなたの山札の下に置く」: the owner's — your field cards' too, each to its
  owner's deck —, a hand the player said cannot own refused, 4.1.7) (PD-052, PE-051);
- the invasion icon named in full as a card phrase's filter (「進攻アイコンが2の」「進攻アイコン1以下の」, 2.8): exactly, at
  least, at most × the object of a verb, a pile's cards, a count's condition, a for-each, the card paid for this
  invasion (8.6.1, PD-049);
- the rage action (8.4.1) with its monster said (「あなたが手札の怪獣カードを捨ててこれの怒りを増やした時」): whose action ×
  the monster said each way × たび / 時 × 増やす / 獲得する, the effect after it (PD-048);
- a card made to appear in the zone of the card chosen before (「…を1枚選び、…をそのエリアに出現させる」, 5.11.1, 11.5.1):
  each way that zone is said × from the hand or the discard pile × a strategy card, 出現時 (PD-060);
- where this card stood, read after it left the field (「逆襲これがあなたの怪獣カードと同じエリアにいたなら」, 10.6.4.1.2,
  11.3): a zone, a range, its own monster's zone, a monster's column, the zones beside its monster × there or not ×
  たなら / たら ×
  逆襲, 「これが破壊された時」, 「これが手札に戻された時」, 「これがフィールドを離れた時」 (PD-059).

Each sentence's meaning is composed from its parts here, never asked of the compiler.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any

from judgekit.cardtext.matrix import DRAW, ENTER, STRATEGY, Cell, auto as _auto
from judgekit.engine.ability_data import (
    Ability, Condition, Effect, Event, Modifier, Tally, Target, Trigger, Turn, Whose,
)

DESTROYED = Trigger(Event.DESTROYED_SELF)
DISCARD = Effect("discard", 1)
RAGE_3 = Condition("opponent-rage-at-least", 3)


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


# -- a count per card under a player's monster or this card (PD-003) ----------------------------------------------
UNDER_WHOSE: list[tuple[str, dict[str, Any]]] = [("これ", {"owner": "you", "area": "under"}), ("あなたの怪獣カード", {"owner": "you", "area": "under-monster"}),
               ("相手の怪獣カード", {"owner": "opponent", "area": "under-monster"})]
UNDER_PHRASES: list[tuple[str, dict[str, Any]]] = [("カード", {"type": ""}), ("怪獣カード", {"type": "monster"}), ("交戦カード", {"type": "battle"})]
COLUMN = Condition("column-with-opponent")


def _under_cells() -> list[Cell]:
    found = []
    for (whose, place), (phrase, kind), every in itertools.product(UNDER_WHOSE, UNDER_PHRASES, (1, 2)):
        per = Target(**(place | kind))
        each = f"{whose}の下にある{phrase}{every}枚につき、"
        change = Modifier("counter", 1000, per=per, per_every=every)
        term = f"per-under:{whose}"
        found += [
            Cell(term, f"change:{phrase}:{every}", f"{each}これの撃退力+1000。", (Ability("", "continuous", modifiers=(change,)),)),
            Cell(term, f"change-under-condition:{phrase}:{every}", f"これが相手の怪獣カードと同じ縦列にいるなら、{each}撃退力+1000。",
                 (Ability("", "continuous", modifiers=(dataclasses.replace(change, condition=COLUMN),)),)),
            Cell(term, f"effect:{phrase}:{every}", f"出現時{each}あなたは1枚引く。",
                 (_auto(dataclasses.replace(DRAW, per=per, per_every=every)),)),
        ]
    return found


# -- facts of one monster joined, the subject said once (PD-076) ------------------------------------------------
def _facts(who: str) -> list[tuple[str, str, Condition]]:
    """(term, its words after 「…の怪獣カードが」, its condition) for each fact of ``who``'s monster (10.5)."""
    opp = who == "opponent"
    return [
        ("rank", "等級IV", Condition("compare", 4, name=who, stat="rank", compare="exactly")),
        ("rank-at-least", "等級III以上", Condition("opponent-rank-at-least", 3) if opp else
         Condition("compare", 3, name=who, stat="rank", compare="at-least")),
        ("zone", "エリア5~8に", Condition("opponent-in-zones", 5, upto=8) if opp else
         Condition("monster-in-zones", 5, upto=8, name="you")),
        ("rage", "怒りが2以上", Condition("opponent-rage-at-least", 2) if opp else Condition("rage-at-least", 2)),
    ]


def _monster_fact_cells() -> list[Cell]:
    found = []
    for whose, who in (("あなた", "you"), ("相手", "opponent")):
        for (a_term, a_said, a), (b_term, b_said, b) in itertools.permutations(_facts(who), 2):
            if {a_term, b_term} == {"rank", "rank-at-least"}:
                continue
            for joint in ("で、", "いて、", "かつ"):
                if (joint == "いて、") != a_term.startswith("zone"):  # 「エリアNにいて、」, 「等級IVで、」
                    continue
                first = a_said if joint == "いて、" else a_said + ("いる" if a_term == "zone" else "")
                said = f"{whose}の怪獣カードが{first}{joint}{b_said}{'いる' if b_term == 'zone' else ''}なら、"
                both = Condition("all", parts=(a, b))
                term, slot = f"monster-facts:{a_term}+{b_term}", f"{whose}:{joint}"
                found += [
                    Cell(term, f"effect:{slot}", f"出現時{said}あなたは1枚引く。", (_auto(dataclasses.replace(DRAW, condition=both)),)),
                    Cell(term, f"change:{slot}", f"{said}これの撃退力+2000。",
                         (Ability("", "continuous", modifiers=(Modifier("counter", 2000, condition=both),)),)),
                    Cell(term, f"strategy:{slot}", f"{said}あなたは1枚引く。",
                         (_auto(dataclasses.replace(DRAW, condition=both), trigger=STRATEGY),), strategy=True),
                ]
    return found


# -- a strategy card played into a strategy zone said (PD-038) ---------------------------------------------------
SLOTS_SAID = [("", ""), ("戦略カード置き場に", ""), ("空いている戦略カード置き場に", "empty"),
              ("空いているあなたの戦略カード置き場に", "empty"), ("あなたの空いている戦略カード置き場に", "empty")]
COUNTER = Trigger(Event.COUNTERATTACK)


def _place_strategy_cells() -> list[Cell]:
    found = []
    for (pile, area), (count, upto), (slot, to) in itertools.product(
            (("手札の", "hand"), ("捨て札から", "discard"), ("捨て札の", "discard")),
            (("1枚、", False), ("1枚まで、", True), ("1枚まで選び、", True), ("1枚選び、", False)), SLOTS_SAID):
        said = f"あなたの{pile}等級3以下の戦略カードを{count}{slot}置いて発動させる。"
        placed = Effect("place-strategy", 1, target=Target(owner="you", area=area, type="strategy", rank_max=3),
                        upto=upto, to=to)
        term = f"place-strategy:{'empty' if to else 'zone' if slot else 'unsaid'}"
        for where, text, trigger, strategy in (("出現時", f"出現時{said}", ENTER, False),
                                               ("逆襲", f"逆襲{said}", COUNTER, False),
                                               ("strategy", said, STRATEGY, True)):
            found.append(Cell(term, f"{where}:{area}:{count}", text, (_auto(placed, trigger=trigger),), strategy=strategy))
    return found


# -- where this card stood, read after it left (PD-059) ------------------------------------------------------------
WAS_PLACES = [("エリア8", Condition("in-zone", 8)), ("エリア6~8", Condition("in-zones", 6, upto=8)),
              ("エリア6以降", Condition("in-zones", 6, upto=8)), ("エリア3以前", Condition("in-zones", 1, upto=3)),
              ("あなたの怪獣カードと同じエリア", Condition("with-monster")),
              ("相手の怪獣カードと同じ縦列", Condition("column-with-opponent")),
              ("あなたの怪獣カードと同じ縦列", Condition("column-with-opponent", name="you")),
              ("あなたの怪獣カードの隣接エリア", Condition("adjacent-to-monster"))]
LEFT = [("逆襲", COUNTER), ("これが破壊された時、", DESTROYED),
        ("これが手札に戻された時、", Trigger(Event.RETURNED, Whose.YOU, own=True)),
        ("これがフィールドを離れた時、", Trigger(Event.LEFT_FIELD, Whose.YOU, own=True))]


def _was_here_cells() -> list[Cell]:
    found = []
    for (place, inner), (when, trigger), then, denied in itertools.product(WAS_PLACES, LEFT, ("たなら", "たら"), (False, True)):
        was = Condition("was-here", parts=(inner,))
        was = Condition("not", parts=(was,)) if denied else was
        found.append(Cell(f"this-was:{place}", f"{when.rstrip('、')}:{'なかっ' if denied else ''}{then}",
                          f"{when}これが{place}にい{'なかっ' if denied else ''}{then}、1枚引く。",
                          (_auto(dataclasses.replace(DRAW, condition=was), trigger=trigger),)))
    return found


# -- a hand's card put into the discard pile: a discard, replaced (PD-052) ------------------------------------------
def _hand_to_discard_cells() -> list[Cell]:
    found = []
    bottom = Effect("to-deck-bottom", 0, target=Target(owner="opponent", area="it", type=""))  # each card replaced
    for (whose, owner), (phrase, kind), said, (cause, by), (then, optional) in itertools.product(
            (("あなた", "you"), ("相手", "opponent")), (("カード", ""), ("交戦カード", "battle"), ("戦略カード", "strategy")),
            ("捨て札に置かれる", "捨て札になる"), (("", ""), ("相手の効果で", "opponent-effect"), ("効果で", "effect"),
                                              ("これの効果で", "this-effect")),  # 3.1.2: this card's own (FO-038)
            (("置く", False), ("置いてよい", True))):
        text = f"{whose}の手札の{phrase}が{cause}{said}際、かわりに山札の下に{then}。"
        meant = Ability("", "replacement", effects=(bottom,), optional=optional, replaces="discard",
                        replaced=Target(owner=owner, area="hand", type=kind), replaced_by=by)
        found.append(Cell(f"hand-to-discard:{said}", f"{whose}:{phrase}:{cause or 'any'}:{then}", text, (meant,)))
    # the pile said as a player's (4.1.7): the hand's owner's is right, "this card" never; another's is refused
    for (subject, owner), (it, pile), (then, optional) in itertools.product(
            (("あなたの手札のカードが捨てられる", "you"), ("あなたが手札を捨てる", "you"), ("相手の手札のカードが捨てられる", "opponent"),
             ("相手が手札を捨てる", "opponent")),
            (("", "あなたの"), ("それを", "あなたの"), ("", "相手の"), ("それを", "相手の"), ("そのカードを", "あなたの")),
            (("置く", False), ("置いてよい", True))):
        text = f"{subject}際、かわりに{it}{pile}山札の下に{then}。"
        right = {"あなたの": "you", "相手の": "opponent"}[pile] == owner
        meant = Ability("", "replacement", effects=(bottom,), optional=optional, replaces="discard",
                        replaced=Target(owner=owner, area="hand", type=""))
        found.append(Cell(f"hand-to-discard:{pile}山札", f"{subject}:{it or 'unsaid'}:{then}", text, (meant,) if right else None))
    # your field cards: each to the bottom of its owner's deck (4.1.7; yours, unless it came to your side, 3.1.2),
    # never "this card"
    field = Ability("", "replacement", effects=(bottom,), replaces="destroy", replaced=Target(owner="you", type="battle"))
    for it in ("", "それを"):
        found.append(Cell("hand-to-discard:field-owner", it or "unsaid",
                          f"あなたの交戦カードが破壊される際、かわりに{it}あなたの山札の下に置く。", (field,)))
    return found


# -- the invasion icon named in full (PD-049) ----------------------------------------------------------------------
ICONS: list[tuple[str, dict[str, Any]]] = [("進攻アイコンが2の", {"invasion": 2}), ("進攻アイコン2の", {"invasion": 2}), ("進攻アイコンが2以上の", {"invasion_min": 2}),
         ("進攻アイコン1以下の", {"invasion_max": 1}), ("進攻アイコンの数字が2の", {"invasion": 2})]


def _icon_cells() -> list[Cell]:
    found = []
    for said, icon in ICONS:
        theirs = Target(owner="opponent", type="battle", **icon)
        found += [
            Cell(f"icon:{said}", "object", f"出現時相手の{said}交戦カードを1枚破壊する。", (_auto(Effect("destroy", 1, target=theirs)),)),
            Cell(f"icon:{said}", "pile", f"出現時あなたの捨て札の{said}交戦カードを1枚手札に戻す。",
                 (_auto(Effect("to-hand", 1, target=Target(owner="you", area="discard", type="battle", **icon))),)),
            Cell(f"icon:{said}", "condition-count", f"出現時相手のエリアに{said}交戦カードが2枚以上いるなら、あなたは1枚引く。",
                 (_auto(dataclasses.replace(DRAW, condition=Condition("count-at-least", 2, target=theirs))),)),
            Cell(f"icon:{said}", "for-each", f"相手のエリアにいる{said}交戦カード1枚につき、これの撃退力+1000。",
                 (Ability("", "continuous", modifiers=(Modifier("counter", 1000, per=theirs),)),)),
            Cell(f"icon:{said}", "invasion-cost", f"進攻時これの進攻で{said}カードを捨てたなら、あなたは1枚引く。",
                 (_auto(dataclasses.replace(DRAW, condition=Condition("count-at-least", 1, target=Target(
                     owner="you", area="invasion-cost", type="", **icon))), trigger=Trigger(Event.INVADING)),)),
        ]
    return found


# -- the rage action with its monster said (PD-048) ---------------------------------------------------------------
def _rage_action_cells() -> list[Cell]:
    found = []
    for (player, whose, rages), (verb, when), (then, effect) in itertools.product(
            (("あなた", Whose.YOU, ("これの", "自分の", "あなたの怪獣カードの", "あなたの")),
             ("相手", Whose.OPPONENT, ("自分の", "相手の怪獣カードの", "相手の"))),
            (("増や", "すたび"), ("増や", "した時"), ("獲得", "するたび"), ("獲得", "した時")),
            (("あなたは1枚引く", DRAW), ("相手の等級3以下の交戦カードを1枚破壊する", Effect("destroy", 1, target=Target(
                owner="opponent", type="battle", rank_max=3))))):
        for rage in rages:
            found.append(Cell(f"rage-action:{player}:{rage}", f"{verb}{when}:{effect.verb}",
                              f"{player}が手札の怪獣カードを捨てて{rage}怒りを{verb}{when}、{then}。",
                              (_auto(effect, trigger=Trigger(Event.RAGE_ACTION, whose)),)))
    return found


# -- a card made to appear in the zone of the card chosen before (PD-060) --------------------------------------------
def _its_zone_cells() -> list[Cell]:
    found = []
    chosen = Effect("select", 1, target=Target(owner="you", type="battle"))
    for said, (pile, area), (where, trigger, strategy) in itertools.product(
            ("そのエリアに", "選んだカードのいるエリアに", "それがいるエリアに", "そのカードのいるエリアに"),
            (("捨て札の", "discard"), ("手札の", "hand")),
            (("", STRATEGY, True), ("出現時", ENTER, False))):
        played = Effect("play", 1, target=Target(owner="you", area=area, type="battle"), to="its-zone", with_previous=True)
        found.append(Cell(f"its-zone:{said}", f"{where or 'strategy'}:{area}",
                          f"{where}あなたのエリアにいる交戦カードを1枚選び、あなたの{pile}交戦カードを1枚、{said}出現させる。",
                          (_auto(chosen, played, trigger=trigger),), strategy=strategy))
    for term, said in (("token", "そのエリアに「無人在来線爆弾」トークンを1枚出現させる"), ("move-self", "これをそのエリアに移動させる")):
        found.append(Cell(f"its-zone:{term}", "refused", f"出現時あなたのエリアにいる交戦カードを1枚選び、{said}。", None))
    return found


def cells() -> list[Cell]:
    return (_bound_cells() + _turn_cells() + _done_cells() + _changed_cells() + _was_cells() + _under_cells()
            + _monster_fact_cells() + _place_strategy_cells() + _was_here_cells()
            + _hand_to_discard_cells() + _icon_cells() + _rage_action_cells()
            + _its_zone_cells())
