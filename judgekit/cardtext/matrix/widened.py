"""The slot matrix's part D (issue 18, round 11): the slots the tenth blind set's refusals pointed at, each
opened to every term of its kind.

- a cost of several parts (「手札を1枚捨て、これを破壊することで」) and a choice of costs (「手札を1枚捨てるか、
  これの怒りを1減らすことで」): 10.5.4, paid in full or not at all (1.3.2); a cost the opponent pays
  (「相手は自分の…てよい」: theirs to choose, 3.1.2.3.1);
- a keyword granted (「【強襲3】を得る」, 10.8.1.2, chapter 12), a trait lost (「《兵器》を失う」, 10.8.1.3), the
  abilities lost (「能力を失う」: as made invalid, 10.3.2), an invasion icon changed or set (2.8, 10.8.1.5);
- 「このフェイズ中」 (10.2.1.2) — said in part C's durations, on every kind of effect there;
- a for-each of every area a card can be counted in (5.8.1.1: hand, deck, discard pile, strategy zones,
  under a card), on a change, a change for a time, and an effect;
- a mode's sentences after its first, and a condition on each mode (10.5.2.2.1, 10.7);
- 「これがいる限り」 on a strategy card: while it is in a strategy zone (10.3.4.3, 11.4.1), as 「これが戦略
  カード置き場にいる限り」 reads.

Each sentence's meaning is composed from its parts here, never asked of the compiler; ``cells()`` gives
them as Cells (judgekit.cardtext.matrix), ``benchmarks/cardtext_matrix.py`` prints the table.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import NamedTuple

from judgekit.cardtext.matrix import ENTER, STRATEGY, Cell, auto as _auto
from judgekit.engine.ability_data import (
    Ability, Condition, Effect, Event, Modifier, Phase, Target, Trigger, Until, Whose,
)


class _Said(NamedTuple):
    term: str
    slot: str
    sentences: tuple[tuple[str, bool, tuple[Ability, ...]], ...]  # (text, strategy card?, its meaning)


INVADING = Trigger(Event.INVADING)
END_PHASE = Trigger(Event.PHASE, Whose.YOU, Phase.END)
DRAW, DRAW_2 = Effect("draw", 1), Effect("draw", 2)
OPP_RAGE_DOWN = Effect("rage", -1, "opponent")
RAGE_3 = Condition("opponent-rage-at-least", 3)
IN_ZONE_8 = Condition("in-zone", 8)


def _continuous(*modifiers: Modifier, **fields) -> Ability:
    return Ability("", "continuous", modifiers=modifiers, **fields)


def _lasting(modifier: Modifier, until: Until | None = None, to: str = "+", target: Target | None = None) -> Effect:
    return Effect("until-end-of-turn", to=to, until=until, modifier=modifier, target=target)


# -- costs (10.5.4): each kind of cost, in the form that joins the next (連用形) and its plain form --------
COSTS: list[tuple[str, str, str, Effect]] = [
    ("discard", "あなたの手札を1枚捨て", "あなたの手札を1枚捨てる", Effect("discard", 1)),
    ("destroy-self", "これを破壊し", "これを破壊する", Effect("destroy-self")),
    ("rage", "これの怒りを1減らし", "これの怒りを1減らす", Effect("rage", -1)),
    ("mill", "あなたの山札を上から2枚捨て札にし", "あなたの山札を上から2枚捨て札にする", Effect("mill", 2)),
    ("return-self", "これを手札に戻し", "これを手札に戻す", Effect("return-self")),
]


def _all_of(*parts: Effect) -> Effect:
    """A cost of several parts: one option, each part paid (10.5.4, 1.3.2); its words are the text's."""
    return Effect("choose", 1, options=(("", parts),))


def _one_of(*costs: Effect) -> Effect:
    """A choice of costs: one of them, paid in full (10.5.4, 1.3.2)."""
    return Effect("choose", 1, options=tuple(("", (c,)) for c in costs))


def _cost_cells() -> list[_Said]:
    found = []
    for (a, a_stem, a_plain, a_cost), (b, _b_stem, b_plain, b_cost) in itertools.permutations(COSTS, 2):
        found.append(_Said("cost:several-parts", f"{a}+{b}", (
            (f"出現時{a_stem}、{b_plain}ことで、カードを2枚引く。", False, (
                _auto(dataclasses.replace(DRAW_2, cost=_all_of(a_cost, b_cost))),)),)))
        found.append(_Said("cost:one-of", f"{a}|{b}", (
            (f"出現時{a_plain}か、{b_plain}ことで、カードを2枚引く。", False, (
                _auto(dataclasses.replace(DRAW_2, cost=_one_of(a_cost, b_cost))),)),)))
    # in each slot a cost stands in: an 【進攻時】, a phase's beginning, then a condition checked after it is paid
    parts = _all_of(Effect("discard", 1), Effect("rage", -1))
    either = _one_of(Effect("discard", 1), Effect("rage", -1))
    for name, said, cost in (("several-parts", "あなたの手札を1枚捨て、これの怒りを1減らす", parts),
                             ("one-of", "あなたの手札を1枚捨てるか、これの怒りを1減らす", either)):
        destroy = Effect("destroy", 1, target=Target(), cost=cost)
        found.append(_Said(f"cost:{name}", "invading", ((f"進攻時{said}ことで、相手の交戦カードを1枚破壊する。", False, (
            _auto(destroy, trigger=INVADING),)),)))
        found.append(_Said(f"cost:{name}", "phase", ((f"あなたのエンドフェイズ開始時、{said}ことで、カードを1枚引く。", False, (
            _auto(dataclasses.replace(DRAW, cost=cost), trigger=END_PHASE),)),)))
        found.append(_Said(f"cost:{name}", "then-condition", ((f"出現時{said}ことで、相手の怒りが3以上なら、カードを2枚引く。", False, (
            _auto(dataclasses.replace(DRAW_2, cost=cost, condition=RAGE_3, paid_first=True)),)),)))
        found.append(_Said(f"cost:{name}", "condition-first", ((f"出現時相手の怒りが3以上なら、{said}ことで、カードを2枚引く。", False, (
            _auto(dataclasses.replace(DRAW_2, cost=cost, condition=RAGE_3)),)),)))
        found.append(_Said(f"cost:{name}", "granted", ((f"これは「出現時{said}ことで、カードを2枚引く。」を得る。", False, (
            _continuous(Modifier("grant", 1, grants=(_auto(dataclasses.replace(DRAW_2, cost=cost)),))),)),)))
    # a cost the opponent pays (3.1.2.3.1: 「相手は…てよい」 is theirs to choose), then what follows if they did or not
    for verb, said, effect in (("discard", "相手は自分の手札を1枚捨て", Effect("discard", 1, "opponent", may=True)),
                               ("rage", "相手は自分の怒りを1減らし", Effect("rage", -1, "opponent", may=True, chooser="opponent"))):
        found.append(_Said(f"cost:by-the-opponent-{verb}", "then-if-not", ((f"出現時{said}てよい。そうしなかったなら、カードを2枚引く。", False, (
            _auto(effect, dataclasses.replace(DRAW_2, unless_previous=True)),)),)))
        found.append(_Said(f"cost:by-the-opponent-{verb}", "then-if-done", ((f"出現時{said}てよい。そうしたら、カードを1枚引く。", False, (
            _auto(effect, dataclasses.replace(DRAW, if_done=True)),)),)))
    return found


# -- what a card has: a keyword granted (10.8.1.2), a trait lost (10.8.1.3), its abilities lost (10.3.2), its
# invasion icon changed (2.8, 10.8.1.5) — each said of this card, of the cards a card phrase finds, for a time,
# under a condition
YOUR_BATTLE = Target(owner="you")
SUBJECTS: list[tuple[str, str, Target | None]] = [
    ("self", "これは", None), ("cards", "あなたのエリアにいる交戦カードすべては", YOUR_BATTLE),
    ("opponent-cards", "相手の交戦カードすべては", Target()),
]


def _burst(value: int) -> Ability:
    return Ability("", "keyword", keyword="burst", value=value)


HAS: list[tuple[str, str, Modifier]] = [  # (term, the words after the subject, the change of this card)
    ("keyword:強襲3", "【強襲3】を得る", Modifier("grant", 1, grants=(_burst(3),))),
    ("keyword:強襲", "【強襲】を得る", Modifier("grant", 1, grants=(_burst(0),))),
    ("keyword:強襲-bare", "強襲2を得る", Modifier("grant", 1, grants=(_burst(2),))),
    ("trait-lost", "《兵器》を失う", Modifier("trait-lost:兵器", 1)),
    ("abilities-lost", "能力を失う", Modifier("invalid", 1)),
    ("abilities-lost:kind", "逆襲の能力を失う", Modifier("invalid", 1, abilities="counterattack")),
    ("abilities-lost:all", "すべての能力を失う", Modifier("invalid", 1)),
]


def _of(change: Modifier, target: Target | None) -> Modifier:
    return change if target is None else dataclasses.replace(change, scope="cards", target=target)


def _has_cells() -> list[_Said]:
    found = []
    for (term, words, change), (who, subject, target) in itertools.product(HAS, SUBJECTS):
        mine = _of(change, target)
        found.append(_Said(term, f"continuous:{who}", ((f"{subject}{words}。", False, (_continuous(mine),)),)))
        found.append(_Said(term, f"for-a-time:{who}", (
            (f"出現時このターン、{subject}{words}。", False, (_auto(_lasting(mine)),)),
            (f"このターン、{subject}{words}。", True, (_auto(_lasting(mine), trigger=STRATEGY),)))))
        found.append(_Said(term, f"condition:{who}", ((f"相手の怒りが3以上なら、{subject}{words}。", False, (
            _continuous(dataclasses.replace(mine, condition=RAGE_3)),)),)))
        found.append(_Said(term, f"as-long-as:{who}", ((f"これがエリア8にいる限り、{subject}{words}。", False, (
            _continuous(dataclasses.replace(mine, condition=IN_ZONE_8)),)),)))
    # 【拠点】 granted a strategy card (12.9.2: kept at the start phase while it has it)
    base = Modifier("grant", 1, grants=(Ability("", "keyword", keyword="base"),))
    found.append(_Said("keyword:拠点", "continuous:strategy-cards", (("あなたの戦略カードすべては【拠点】を得る。", False, (
        _continuous(dataclasses.replace(base, scope="cards", target=Target(owner="you", type="strategy"))),)),)))
    found.append(_Said("keyword:拠点", "continuous:self", (("これは【拠点】を得る。", True, (_continuous(base),)),)))
    # an invasion icon changed (+N / -N), or set for a time (10.8.1.5)
    for words, amount in (("+1", 1), ("-1", -1)):
        term = f"invasion{words}"
        plain = Modifier("invasion", amount)
        found.append(_Said(term, "continuous:self", tuple(
            (f"これの{icon}{words}。", False, (_continuous(plain),)) for icon in ("進攻アイコン", "進攻"))))
        found.append(_Said(term, "continuous:cards", ((f"あなたのエリアにいる交戦カードすべての進攻アイコン{words}。", False, (
            _continuous(_of(plain, YOUR_BATTLE)),)),)))
        hand = Target(owner="you", area="hand")
        found.append(_Said(term, "continuous:hand", ((f"あなたの手札の交戦カードすべての進攻アイコン{words}。", False, (
            _continuous(_of(plain, hand)),)),)))
        found.append(_Said(term, "for-a-time:self", ((f"出現時このターン、これの進攻アイコン{words}。", False, (
            _auto(_lasting(plain)),)),)))
        found.append(_Said(term, "for-a-time:hand", ((f"このターン、あなたの手札の交戦カードすべての進攻アイコン{words}。", True, (
            _auto(_lasting(_of(plain, hand)), trigger=STRATEGY),)),)))
        found.append(_Said(term, "condition:self", ((f"相手の怒りが3以上なら、これの進攻アイコン{words}。", False, (
            _continuous(dataclasses.replace(plain, condition=RAGE_3)),)),)))
    found.append(_Said("invasion=2", "for-a-time:self", tuple(
        (f"出現時このターン、これの進攻アイコン{said}。", False, (_auto(_lasting(Modifier("invasion", 2), to="=")),))
        for said in ("を2にする", "は2になる"))))
    found.append(_Said("invasion=2", "for-a-time:hand", (("このターン、あなたの手札の交戦カードすべての進攻アイコンを2にする。", True, (
        _auto(_lasting(Modifier("invasion", 2), to="=", target=Target(owner="you", area="hand")), trigger=STRATEGY),)),)))
    return found


# -- for each card of an area (5.8.1.1) ------------------------------------------------------------
AREAS: list[tuple[str, str, Target]] = [
    ("hand", "手札1枚", Target(owner="you", type="", area="hand")),
    ("deck", "山札1枚", Target(owner="you", type="", area="deck")),
    ("discard", "捨て札1枚", Target(owner="you", type="", area="discard")),
    ("hand-cards", "手札のカード1枚", Target(owner="you", type="", area="hand")),
    ("deck-monsters", "山札の怪獣カード1枚", Target(owner="you", type="monster", area="deck")),
    ("discard-battle", "捨て札の交戦カード1枚", Target(owner="you", area="discard")),
    ("strategy-zones", "戦略カード置き場のカード1枚", Target(owner="you", type="strategy")),
    ("strategy-zones-there", "戦略カード置き場にあるカード1枚", Target(owner="you", type="strategy")),
]


def _count_cells() -> list[_Said]:
    found = []
    for (area, words, counted), (player, owner) in itertools.product(AREAS, (("あなた", "you"), ("相手", "opponent"))):
        per = dataclasses.replace(counted, owner=owner)
        term = f"for-each:{area}"
        counter = Modifier("counter", 1000, per=per)
        found.append(_Said(term, f"change:{owner}", ((f"{player}の{words}につき、これの撃退力+1000。", False, (
            _continuous(counter),)),)))
        found.append(_Said(term, f"for-a-time:{owner}", ((f"出現時このターン、{player}の{words}につき、これの撃退力+1000。", False, (
            _auto(dataclasses.replace(_lasting(Modifier("counter", 1000)), per=per)),)),)))  # counted as it resolves
        found.append(_Said(term, f"effect:{owner}", (
            (f"出現時{player}の{words}につき、相手の怒りを1減らす。", False, (_auto(dataclasses.replace(OPP_RAGE_DOWN, per=per)),)),
            (f"{player}の{words}につき、相手の怒りを1減らす。", True, (
                _auto(dataclasses.replace(OPP_RAGE_DOWN, per=per), trigger=STRATEGY),)))))
    under = Target(owner="you", type="", area="under")
    found.append(_Said("for-each:under", "change:you", (("これの下にあるカード1枚につき、これの撃退力+1000。", False, (
        _continuous(Modifier("counter", 1000, per=under)),)),)))
    found.append(_Said("for-each:under", "effect:you", (("出現時これの下にあるカード1枚につき、相手の怒りを1減らす。", False, (
        _auto(dataclasses.replace(OPP_RAGE_DOWN, per=under)),)),)))
    return found


# -- a mode's sentences (10.5.2.2.1, 10.7) --------------------------------------------------------------
def _mode_cells() -> list[_Said]:
    found = []
    heads = ("以下から1つを選ぶ。", "以下を1つ行う。")
    rest = ("相手の怒りを1減らす。", (OPP_RAGE_DOWN,))
    after = {  # a sentence after the mode's first one: its own condition, その後, さらに
        "condition": ("カードを1枚引く。相手の怒りが3以上なら、カードを1枚引く。", (DRAW, dataclasses.replace(DRAW, condition=RAGE_3))),
        "condition-further": ("カードを1枚引く。相手の怒りが3以上なら、さらにカードを1枚引く。",
                              (DRAW, dataclasses.replace(DRAW, condition=RAGE_3))),
        "then": ("相手の交戦カードを1枚破壊する。その後、カードを1枚引く。", (Effect("destroy", 1, target=Target()), DRAW)),
        "if-done": ("相手の交戦カードを1枚破壊する。そうしたなら、カードを1枚引く。",
                    (Effect("destroy", 1, target=Target()), dataclasses.replace(DRAW, if_done=True))),
    }
    for name, (words, effects) in after.items():
        found.append(_Said(f"mode:{name}", "first-mode", tuple(
            (f"出現時{head}・{words}・{rest[0]}", False, (_auto(Effect("choose", 1, options=((words, effects), rest))),))
            for head in heads)))
        found.append(_Said(f"mode:{name}", "last-mode", tuple(
            (f"出現時{head}・{rest[0]}・{words}", False, (_auto(Effect("choose", 1, options=(rest, (words, effects)))),))
            for head in heads)))
        found.append(_Said(f"mode:{name}", "strategy", ((f"{heads[1]}・{words}・{rest[0]}", True, (
            _auto(Effect("choose", 1, options=((words, effects), rest)), trigger=STRATEGY),)),)))
    # a condition on each mode
    each = (("相手の怒りが3以上なら、カードを1枚引く。", (dataclasses.replace(DRAW, condition=RAGE_3),)),
            ("相手の怒りが5以上なら、相手の怒りを1減らす。", (dataclasses.replace(OPP_RAGE_DOWN, condition=Condition(
                "opponent-rage-at-least", 5)),)))
    found.append(_Said("mode:condition-each", "every-mode", tuple(
        (f"出現時{head}・{each[0][0]}・{each[1][0]}", False, (_auto(Effect("choose", 1, options=each)),)) for head in heads)))
    return found


# -- 「これがいる限り」 on a strategy card (10.3.4.3; 11.4.1: it is never in a zone alone) --------------------
def _strategy_while_cells() -> list[_Said]:
    found = []
    placed = Condition("in-area", type="strategy")
    kinds = [("prohibition", "相手は戦略カードを発動できない", Modifier("forbid", 1, "opponent", forbids="activate-strategy")),
             ("change", "あなたのエリアにいる交戦カードすべての撃退力+1000", Modifier("counter", 1000, "cards", target=YOUR_BATTLE)),
             ("protection", "あなたのエリアにいる交戦カードすべては相手の効果で破壊されない",
              Modifier("protected", 1, "cards", target=YOUR_BATTLE)),
             ("grant", "あなたのエリアにいる交戦カードすべては【強襲3】を得る",
              Modifier("grant", 1, "cards", target=YOUR_BATTLE, grants=(_burst(3),)))]
    for said in ("これがいる限り、", "これがある限り、", "これが戦略カード置き場にいる限り、"):
        for kind, words, change in kinds:
            found.append(_Said("strategy:while-placed", f"{kind}:{said.rstrip('、')}", (
                (f"{said}{words}。", True, (_continuous(dataclasses.replace(change, condition=placed)),)),
                (f"相手の怒りを1減らす。{said}{words}。", True, (
                    _auto(OPP_RAGE_DOWN, trigger=STRATEGY), _continuous(dataclasses.replace(change, condition=placed)))))))
    return found


def cells() -> list[Cell]:
    said = _cost_cells() + _has_cells() + _count_cells() + _mode_cells() + _strategy_while_cells()
    return [Cell(term, slot, text, expected, strategy) for term, slot, sentences in said
            for text, strategy, expected in sentences]
