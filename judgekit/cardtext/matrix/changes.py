"""The slot matrix's part C (issue 18): every change, duration, keyword, limit, cost and connective of the
card language in every slot the rules give it, each term × slot 1–3 sentences with the meaning composed
from their parts (never by asking the compiler).

A term is a continuous change (10.8), a duration (10.2.1.2), a keyword (chapter 12), a limit (1.3.1), a
cost (10.5.4) or a connective between sentences (10.7, 10.9.3); a slot is where a card may say it: a
change as a continuous ability, under a condition, for a time, granted (10.8.1.2); a duration on each
kind of effect; a limit on a trigger or a replacement; a connective after each kind of effect.
``cells()`` gives them, a Cell (judgekit.cardtext.matrix) each sentence; ``benchmarks/cardtext_matrix.py``
prints the table (right / wrong / refused).
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import NamedTuple

from judgekit.cardtext.matrix import DRAW, ENTER, Cell, auto as _auto
from judgekit.engine.ability_data import (
    Ability, Condition, Effect, Event, Modifier, Phase, Target, Trigger, Turn, Until, Whose,
)


class _Said(NamedTuple):
    """A term × slot and the sentences that say it; ``cells()`` makes each sentence a Cell of its own."""

    term: str  # the term's kind and name: "change:counter", "duration:next-opponent-turn", "limit:per-turn"
    slot: str  # where it stands: "continuous", "for-a-time", "granted", "replacement" …
    sentences: tuple[tuple[str, bool, tuple[Ability, ...]], ...]  # (text, strategy card?, its meaning)


OPP_RAGE_DOWN = Effect("rage", -1, "opponent")


def _lasting(modifier: Modifier, until: Until | None = None, to: str = "+") -> Effect:
    """A one-shot effect's change for a time (10.2.1.2, 7.5.6): the engine's until-end-of-turn; a number
    multiplied (10.8.1.5) is its stat changed by "×"."""
    if modifier.stat.endswith("-times"):
        modifier, to = dataclasses.replace(modifier, stat=modifier.stat.removesuffix("-times")), "×"
    return Effect("until-end-of-turn", to=to, until=until, modifier=modifier)


# -- the changes (10.8): each said of this card, and how its words go after a subject ----------------
# (name, the words of this card's change, the Modifier; whether it is a number, which may be granted)
GRANTED_COUNTER = (Ability("", "auto", Trigger(Event.COUNTERATTACK), (DRAW,)),)
CHANGES: list[tuple[str, str, Modifier]] = [
    ("counter", "これの撃退力+2000", Modifier("counter", 2000)),
    ("counter-minus", "これの撃退力-1000", Modifier("counter", -1000)),
    ("threat", "これの脅威度+5000", Modifier("threat", 5000)),
    ("rank", "これの等級+1", Modifier("rank", 1)),
    ("counter-times", "これの撃退力を2倍にする", Modifier("counter-times", 2)),
    # … said of the number (PB-055: 「これの脅威度は2倍になる」, 10.8.1.5)
    ("counter-times-said", "これの撃退力は2倍になる", Modifier("counter-times", 2)),
    ("threat-times-said", "これの脅威度は2倍になる", Modifier("threat-times", 2)),
    ("cards-counter", "あなたのエリアにいる交戦カードすべての撃退力+1000",
     Modifier("counter", 1000, "cards", target=Target(owner="you"))),
    ("cards-rank", "相手のエリアにいる交戦カードすべての等級-1", Modifier("rank", -1, "cards", target=Target())),
    ("monster-threat", "相手の怪獣カードの脅威度-10000",
     Modifier("threat", -10000, "cards", target=Target(type="monster"))),
    ("trait", "これは《兵器》も持つ", Modifier("trait:兵器", 1)),
    ("name", "これはカード名を「ゴジラ(1954)」としても扱う", Modifier("name:ゴジラ(1954)", 1)),
    ("color", "これは赤としても扱う", Modifier("color:red", 1)),
    ("protected", "これは相手の効果で破壊されない", Modifier("protected", 1)),
    ("invalid", "相手の怪獣カードの能力は無効になる", Modifier("invalid", 1, "cards", target=Target(type="monster"))),
    # … 「すべて」 said after は (PB-060, 10.3.2)
    ("invalid-all", "相手の等級4以下の交戦カードの能力はすべて無効になる",
     Modifier("invalid", 1, "cards", target=Target(rank_max=4))),
    ("no-battle", "これは戦闘できない", Modifier("no-battle", 1)),
    ("forbid", "相手は戦略カードを発動できない", Modifier("forbid", 1, "opponent", forbids="activate-strategy")),
    ("grant", "これは「逆襲カードを1枚引く。」を得る", Modifier("grant", 1, grants=GRANTED_COUNTER)),
]
# the changes a continuous ability of a card may hold of its own number (granted 「これの撃退力+2000。」, 10.8.1.2)
NUMBERS = ("counter", "counter-minus", "threat", "rank", "counter-times")
# a change that lasts for a time: the rules' durations (10.2.1.2), each a printed way of saying it
UNTILS: list[tuple[str, str, Until | None]] = [
    ("this-turn", "このターン、", None), ("this-turn-during", "このターン中、", None),
    ("next-opponent-turn", "次の相手のターン終了時まで、", Until("opponent")),
    ("next-your-turn", "次のあなたのターン終了時まで、", Until("you")),
    ("next-opponent-main", "次の相手のメインフェイズ終了時まで、", Until("opponent", Phase.MAIN)),
    ("game", "このゲーム中、", Until(game=True)),
    ("this-turn-end", "このターン終了時まで、", None), ("this-main-phase", "このメインフェイズ中、", Until("", Phase.MAIN)),
    # the phase under way, unnamed (round 11): whichever it is when the effect resolves
    ("this-phase", "このフェイズ中、", Until(this_phase=True)), ("this-phase-end", "このフェイズ終了時まで、", Until(this_phase=True)),
]
# a window that starts later (10.2.1.2): said of changes, not of abilities made for a time
WINDOWS: list[tuple[str, str, Until]] = [
    ("during-next-opponent-turn", "次の相手のターン中、", Until("opponent", window=True)),
    ("while-next-opponent-turn", "次の相手のターンの間、", Until("opponent", window=True)),
    ("during-next-counter-phase", "次の相手の撃退フェイズ中、", Until("opponent", Phase.COUNTER, window=True)),
    # this turn and a player's next, joined by と (round 12, TW-055's class): from now to that turn's end, not a turn between
    ("this-and-next-opponent-turn", "このターンと次の相手のターン中、", Until("opponent", window=True, this_turn_too=True)),
    ("this-and-next-opponent-turn-while", "このターンと次の相手のターンの間、", Until("opponent", window=True, this_turn_too=True)),
    ("this-and-next-your-turn", "このターンと次のあなたのターン中、", Until("you", window=True, this_turn_too=True)),
]
# conditions a continuous change holds under, with the links the rules' texts use: なら (10.5), 限り / 間 (10.2.1.2:
# "while": the same as long as it holds, a continuous ability's own time)
IN_ZONE_8 = Condition("in-zone", 8)
RAGE_3 = Condition("opponent-rage-at-least", 3)
WHILE_LINKS = [("if", "相手の怒りが3以上なら、", RAGE_3), ("as-long-as", "これがエリア8にいる限り、", IN_ZONE_8),
               ("while", "これがエリア8にいる間、", IN_ZONE_8), ("as-long-as-rage", "相手の怒りが3以上である限り、", RAGE_3)]


def _change_cells() -> list[_Said]:
    found = []
    for name, words, change in CHANGES:
        term = f"change:{name}"
        found.append(_Said(term, "continuous", ((f"{words}。", False, (Ability("", "continuous", modifiers=(change,)),)),)))
        for link, cond_jp, condition in WHILE_LINKS:
            found.append(_Said(term, f"continuous-{link}", ((f"{cond_jp}{words}。", False, (Ability(
                "", "continuous", modifiers=(dataclasses.replace(change, condition=condition),)),)),)))
        found.append(_Said(term, "during-opponent-turn", ((f"相手のターン中、{words}。", False, (Ability(
            "", "continuous", modifiers=(change,), during=Turn.OPPONENTS),)),)))
        for until_name, until_jp, until in UNTILS:
            found.append(_Said(term, f"for-a-time:{until_name}", (
                (f"出現時{until_jp}{words}。", False, (_auto(_lasting(change, until)),)),
                (f"{until_jp}{words}。", True, (_auto(_lasting(change, until), trigger=Trigger(Event.STRATEGY)),)))))
        # after another effect: a sentence of its own, or joined by 〜し、 (10.7: in the order written)
        found.append(_Said(term, "after-a-draw", (
            (f"出現時カードを1枚引く。このターン、{words}。", False, (_auto(DRAW, _lasting(change)),)),)))
        found.append(_Said(term, "joined-to-a-draw", (  # 〜し、: after the draw (1.3.2: even one that drew nothing)
            (f"出現時カードを1枚引き、このターン、{words}。", False, (
                _auto(DRAW, dataclasses.replace(_lasting(change), with_previous=True)),)),)))
        if name in NUMBERS:
            granted = (Ability("", "continuous", modifiers=(change,)),)
            found.append(_Said(term, "granted", (
                (f"あなたのエリアにいる交戦カードすべては「{words}。」を得る。", False, (Ability("", "continuous", modifiers=(
                    Modifier("grant", 1, "cards", target=Target(owner="you", type="battle"), grants=granted),)),)),)))
            if not name.endswith("times"):  # a multiplication is not counted per card
                found.append(_Said(term, "per-card", (
                    (f"あなたのエリアにいる交戦カード1枚につき、{words}。", False, (Ability("", "continuous", modifiers=(
                        dataclasses.replace(change, per=Target(owner="you")),)),)),)))
    # a change for a time said as done: 「…を+3000する」 (10.2.1.2)
    found.append(_Said("change:counter", "for-a-time-said-done", tuple(
        (f"出現時このターン、{said}。", False, (_auto(_lasting(change)),)) for said, change in (
            ("これの撃退力+3000する", Modifier("counter", 3000)), ("これの撃退力を+3000する", Modifier("counter", 3000)),
            ("あなたのエリアにいる交戦カードすべての撃退力を+1000する", Modifier("counter", 1000, "cards", target=Target(owner="you")))))))
    # a number set (10.8.1.5): for a time, and as a continuous ability
    to_5000 = Modifier("counter", 5000)
    found.append(_Said("change:counter-set", "for-a-time:this-turn", (
        ("出現時このターン、これの撃退力を5000にする。", False, (_auto(_lasting(to_5000, to="=")),)),
        ("出現時このターン、これの撃退力は5000になる。", False, (_auto(_lasting(to_5000, to="=")),)))))
    return found


# -- durations on every kind of effect (10.2.1.2) ------------------------------------------------------
MADE_FOR_A_TIME: list[tuple[str, str, Ability]] = [
    ("trigger", "あなたの交戦カードが破壊された時、カードを1枚引く",
     Ability("", "auto", Trigger(Event.BATTLE_DESTROYED, Whose.YOU), (DRAW,))),
    ("replacement", "これが破壊される際、かわりにカードを1枚引く",
     Ability("", "replacement", effects=(DRAW,), replaces="destroy")),
]


def _duration_cells() -> list[_Said]:
    found = []
    kinds = [("prohibition", "相手は戦略カードを発動できない", Modifier("forbid", 1, "opponent", forbids="activate-strategy")),
             ("protection", "これは相手の効果で破壊されない", Modifier("protected", 1)),
             ("change", "これの撃退力+2000", Modifier("counter", 2000)),
             ("no-battle", "相手の交戦カードすべては戦闘できない", Modifier("no-battle", 1, "cards", target=Target())),
             ("once-more", "あなたの怪獣カードはもう一度進攻できる", Modifier("once-more", 1, "you", forbids="invade"))]
    for (until_name, until_jp, until), (kind, words, change) in itertools.product(UNTILS, kinds):
        found.append(_Said(f"duration:{until_name}", kind, ((f"出現時{until_jp}{words}。", False,
                                                            (_auto(_lasting(change, until)),)),)))
    for (until_name, until_jp, until), (kind, words, change) in itertools.product(WINDOWS, kinds):
        found.append(_Said(f"duration:{until_name}", kind, ((f"出現時{until_jp}{words}。", False,
                                                            (_auto(_lasting(change, until)),)),)))
    for (until_name, until_jp, until), (kind, words, made) in itertools.product(UNTILS, MADE_FOR_A_TIME):
        value = _lasting(Modifier("ability", 0, "you", grants=(made,)), until)
        found.append(_Said(f"duration:{until_name}", kind, ((f"出現時{until_jp}{words}。", False, (_auto(value),)),)))
    # a continuous ability's own time: whose turn (10.2.1.2 over the ability's head)
    for during_jp, during, name in (("あなたのターン中、", Turn.YOURS, "your-turn"), ("相手のターン中、", Turn.OPPONENTS, "opponent-turn")):
        for kind, words, change in kinds[:4]:
            found.append(_Said(f"duration:{name}", f"continuous-{kind}", ((f"{during_jp}{words}。", False, (
                Ability("", "continuous", modifiers=(change,), during=during),)),)))
        found.append(_Said(f"duration:{name}", "replacement", ((f"{during_jp}これが破壊される際、かわりにカードを1枚引く。", False, (
            Ability("", "replacement", effects=(DRAW,), replaces="destroy", during=during),)),)))
        found.append(_Said(f"duration:{name}", "trigger", ((f"{during_jp}あなたの交戦カードが破壊された時、カードを1枚引く。", False, (
            dataclasses.replace(MADE_FOR_A_TIME[0][2], during=during),)),)))
    # 「これがいる限り、」: while this card is in a zone, where a battle card's abilities work anyway (10.3.4.2)
    for said in ("これがいる限り、", "これがエリアにいる間、", "これがエリアにいる限り、"):
        for kind, words, change in kinds[:4]:
            found.append(_Said("duration:while-in-zone", f"continuous-{kind}", ((f"{said}{words}。", False, (
                Ability("", "continuous", modifiers=(change,)),)),)))
        found.append(_Said("duration:while-in-zone", "replacement", ((f"{said}これが破壊される際、かわりにカードを1枚引く。", False, (
            Ability("", "replacement", effects=(DRAW,), replaces="destroy"),)),)))
        found.append(_Said("duration:while-in-zone", "trigger", ((f"{said}あなたの交戦カードが破壊された時、カードを1枚引く。", False, (
            MADE_FOR_A_TIME[0][2],)),)))
    return found


# -- keywords (chapter 12), bare and bracketed, and inside an ability granted ------------------------
def _keyword_cells() -> list[_Said]:
    found = []
    for forms, value in ((("強襲3", "【強襲3】"), Ability("", "keyword", keyword="burst", value=3)),
                         (("拠点", "【拠点】"), Ability("", "keyword", keyword="base"))):
        found.append(_Said(f"keyword:{value.keyword}", "bare-and-bracketed",
                          tuple((f, False, (value,)) for f in forms)))
    for jp, trigger in (("出現時", ENTER), ("進攻時", Trigger(Event.INVADING)), ("逆襲", Trigger(Event.COUNTERATTACK))):
        plain, bracketed = f"{jp}カードを1枚引く。", f"【{jp}】カードを1枚引く。"
        found.append(_Said(f"keyword:{jp}", "opening", tuple((t, False, (_auto(DRAW, trigger=trigger),)) for t in (plain, bracketed))))
        granted = Modifier("grant", 1, grants=(_auto(DRAW, trigger=trigger),))
        found.append(_Said(f"keyword:{jp}", "granted", tuple(
            (f"これは「{t}」を得る。", False, (Ability("", "continuous", modifiers=(granted,)),)) for t in (plain, bracketed))))
        found.append(_Said(f"keyword:{jp}", "granted-for-a-time", tuple(
            (f"出現時このターン、これは「{t}」を得る。", False, (_auto(_lasting(granted)),)) for t in (plain, bracketed))))
        # a limit after the keyword that opens it (1.3.1): 「【出現時】【1ターンに1回】」
        found.append(_Said(f"keyword:{jp}", "limit-after", tuple(
            (f"【{jp}】【{limit}】カードを1枚引く。", False, (_auto(DRAW, trigger=trigger, per_turn=1, per_game=game),))
            for limit, game in (("1ターンに1回", False), ("1ゲームに1回", True)))))
    # 12.6: 【進化N】【trait】 every way it is bracketed
    evolution = Ability("", "auto", Trigger(Event.PHASE, Whose.YOU, Phase.MAIN), (Effect("evolve", 4, name="ゴジラ"),),
                        keyword="evolution", value=4)
    found.append(_Said("keyword:evolution", "bare-and-bracketed", tuple(
        (t, False, (evolution,)) for t in ("進化4《ゴジラ》", "【進化4】《ゴジラ》", "【進化4】【ゴジラ】"))))
    # 【覚醒N】 before each kind of ability (12.4.2)
    found.append(_Said("keyword:覚醒", "continuous", (("覚醒6これの撃退力+2000。", False, (
        Ability("", "continuous", modifiers=(Modifier("counter", 2000),), awakening=6),)),)))
    found.append(_Said("keyword:覚醒", "trigger", (("覚醒6出現時カードを1枚引く。", False, (_auto(DRAW, awakening=6),)),)))
    found.append(_Said("keyword:覚醒", "replacement", (("覚醒6これが破壊される際、かわりにカードを1枚引く。", False, (
        Ability("", "replacement", effects=(DRAW,), replaces="destroy", awakening=6),)),)))
    return found


# -- limits (1.3.1): on a trigger, a replacement, an ability granted ------------------------------------
def _limit_cells() -> list[_Said]:
    found = []
    trigger = MADE_FOR_A_TIME[0]
    replacing = Ability("", "replacement", effects=(OPP_RAGE_DOWN,), replaces="destroy")
    for n in (1, 2):
        before, after = f"1ターンに{n}回、", f"この効果は1ターンに{n}回まで発動する。"
        found.append(_Said(f"limit:per-turn-{n}", "trigger", (
            (f"{before}{trigger[1]}。", False, (dataclasses.replace(trigger[2], per_turn=n),)),
            (f"{trigger[1]}。{after}", False, (dataclasses.replace(trigger[2], per_turn=n),)))))
        found.append(_Said(f"limit:per-turn-{n}", "replacement", (
            (f"{before}これが破壊される際、かわりに相手の怒りを1減らす。", False, (dataclasses.replace(replacing, per_turn=n),)),
            (f"これが破壊される際、かわりに相手の怒りを1減らす。{after}", False, (dataclasses.replace(replacing, per_turn=n),)))))
        found.append(_Said(f"limit:per-turn-{n}", "replacement-during", tuple(  # whose turn, then the limit (10.2.1.2)
            (f"{during_jp}、{before}これが破壊される際、かわりに相手の怒りを1減らす。", False, (
                dataclasses.replace(replacing, per_turn=n, during=during),))
            for during_jp, during in (("あなたのターン中", Turn.YOURS), ("相手のターン中", Turn.OPPONENTS)))))
        found.append(_Said(f"limit:per-turn-{n}", "play", (
            (f"{before}あなたのメインフェイズ開始時、カードを1枚引く。", False, (
                _auto(DRAW, trigger=Trigger(Event.PHASE, Whose.YOU, Phase.MAIN), per_turn=n),)),)))
        found.append(_Said(f"limit:per-turn-{n}", "granted", (
            (f"これは「{before}これが破壊される際、かわりに相手の怒りを1減らす。」を得る。", False, (Ability(
                "", "continuous", modifiers=(Modifier("grant", 1, grants=(dataclasses.replace(replacing, per_turn=n),)),)),)),
            (f"これは「{before}{trigger[1]}。」を得る。", False, (Ability(
                "", "continuous", modifiers=(Modifier("grant", 1, grants=(dataclasses.replace(trigger[2], per_turn=n),)),)),)))))
        found.append(_Said(f"limit:per-turn-{n}", "cost", (
            (f"{before}あなたのメインフェイズ開始時、あなたの手札を1枚捨てることで、カードを2枚引く。", False, (
                _auto(Effect("draw", 2, cost=Effect("discard", 1)), trigger=Trigger(
                    Event.PHASE, Whose.YOU, Phase.MAIN),
                      per_turn=n),)),)))
    # N times a game (1.3.1): kept from turn to turn
    game_trigger, game_replacing = (dataclasses.replace(trigger[2], per_turn=1, per_game=True),
                                    dataclasses.replace(replacing, per_turn=1, per_game=True))
    found.append(_Said("limit:per-game", "trigger", (
        (f"1ゲームに1回、{trigger[1]}。", False, (game_trigger,)),
        (f"{trigger[1]}。この能力は1ゲームに1回しか発動できない。", False, (game_trigger,)))))
    found.append(_Said("limit:per-game", "replacement", (
        ("1ゲームに1回、これが破壊される際、かわりに相手の怒りを1減らす。", False, (game_replacing,)),)))
    found.append(_Said("limit:per-game", "granted", (
        (f"これは「1ゲームに1回、{trigger[1]}。」を得る。", False, (Ability(
            "", "continuous", modifiers=(Modifier("grant", 1, grants=(game_trigger,)),)),)),)))
    return found


# -- costs (10.5.4) and connectives (10.7, 10.9.3) --------------------------------------------------
DISCARD_1 = Effect("discard", 1)
FIRSTS: list[tuple[str, str, Effect]] = [  # (kind, the words in the 連用形 that 〜、 joins to the next, the effect)
    ("draw", "カードを1枚引き", DRAW),
    ("destroy", "相手の交戦カードを1枚破壊し", Effect("destroy", 1, target=Target())),
    ("move", "相手の怪獣カードを1エリア後退させ", Effect("retreat", 1, "opponent")),
    ("rage", "これの怒りを1増やし", Effect("rage", 1)),
    ("mill", "あなたの山札を上から1枚捨て札にし", Effect("mill", 1)),
]
FULL = {"draw": "カードを1枚引く", "destroy": "相手の交戦カードを1枚破壊する", "move": "相手の怪獣カードを1エリア後退させる",
        "rage": "これの怒りを1増やす", "mill": "あなたの山札を上から1枚捨て札にする"}


def _cost_cells() -> list[_Said]:
    found = []
    then = Effect("draw", 2)
    found.append(_Said("cost:ことで", "trigger", (("出現時あなたの手札を1枚捨てることで、カードを2枚引く。", False, (
        _auto(dataclasses.replace(then, cost=DISCARD_1)),)),)))
    for may in ("てよい", "てもよい"):
        found.append(_Said(f"cost:{may}", "then-if-done", (
            (f"出現時あなたの手札を1枚捨て{may}。そうしたら、カードを2枚引く。", False, (
                _auto(dataclasses.replace(DISCARD_1, may=True), dataclasses.replace(then, if_done=True)),)),
            (f"出現時あなたの手札を1枚捨て{may}。そうしたなら、カードを2枚引く。", False, (
                _auto(dataclasses.replace(DISCARD_1, may=True), dataclasses.replace(then, if_done=True)),)))))
        found.append(_Said(f"cost:{may}", "then-if-not", ((f"出現時あなたの手札を1枚捨て{may}。そうしなかったなら、相手の怒りを1増やす。", False, (
            _auto(dataclasses.replace(DISCARD_1, may=True), Effect("rage", 1, "opponent", unless_previous=True)),)),)))
    opp_discard = Effect("discard", 1, "opponent", may=True)  # 3.1.2.3.1: the opponent's to pay, and to choose
    found.append(_Said("cost:by-the-opponent", "then-if-not", tuple(
        (f"出現時相手は手札を1枚捨て{may}。そうしなかったなら、相手の怒りを1減らす。", False, (
            _auto(opp_discard, dataclasses.replace(OPP_RAGE_DOWN, unless_previous=True)),)) for may in ("てよい", "てもよい"))))
    found.append(_Said("cost:by-the-opponent", "then-if-done", (("出現時相手は手札を1枚捨ててよい。そうしたら、相手の怒りを1減らす。", False, (
        _auto(opp_discard, dataclasses.replace(OPP_RAGE_DOWN, if_done=True)),)),)))
    found.append(_Said("cost:ことで", "replacement-choice", (("これが破壊される際、かわりにあなたの手札を2枚捨ててよい。", False, (
        Ability("", "replacement", effects=(Effect("discard", 2),), optional=True, replaces="destroy"),)),)))
    found.append(_Said("cost:ことで", "rage", (("進攻時これの怒りを2減らすことで、相手の交戦カードを1枚破壊する。", False, (
        _auto(Effect("destroy", 1, target=Target(), cost=Effect("rage", -2)), trigger=Trigger(Event.INVADING)),)),)))
    return found


def _connective_cells() -> list[_Said]:
    found = []
    second = OPP_RAGE_DOWN
    for kind, stem, first in FIRSTS:
        full = FULL[kind]
        cells = {
            "その後": ((f"出現時{full}。その後、相手の怒りを1減らす。", (first, second)),),
            "さらに": ((f"出現時{full}。さらに、相手の怒りを1減らす。", (first, second)),),
            "そうしたなら": ((f"出現時{full}。そうしたなら、相手の怒りを1減らす。",
                            (first, dataclasses.replace(second, if_done=True))),),
            "そうしなかったなら": ((f"出現時{full}。そうしなかったなら、相手の怒りを1減らす。",
                               (first, dataclasses.replace(second, unless_previous=True))),),
            # the same two in the past conditional's other spellings (〜たら, 〜なかったら; practice set A of round 12)
            "そうしたら": ((f"出現時{full}。そうしたら、相手の怒りを1減らす。", (first, dataclasses.replace(second, if_done=True))),),
            "そうしなかったら": ((f"出現時{full}。そうしなかったら、相手の怒りを1減らす。",
                             (first, dataclasses.replace(second, unless_previous=True))),),
        }
        # 〜し、: each after the one before, unless that one was not carried out (1.3.2: the parser's reading of a
        # joined clause, 10.7.1)
        cells["し、"] = ((f"出現時{stem}、相手の怒りを1減らす。", (first, dataclasses.replace(second, with_previous=True))),)
        for link, sentences in cells.items():
            found.append(_Said(f"connective:{link}", kind, tuple((t, False, (_auto(*es),)) for t, es in sentences)))
    # after a search that may find nothing (5.8: 〜まで): what follows if it found one, or none
    search = Effect("search", 1, target=Target(owner="you", area="deck", colors=("red",)), upto=True, to="reveal-hand")
    said = "出現時あなたの山札から赤の交戦カードを1枚まで探して公開し、手札に加え、山札をシャッフルする。"
    found.append(_Said("connective:そうしたなら", "search", ((said + "そうしたなら、相手の怒りを1減らす。", False, (
        _auto(search, dataclasses.replace(second, if_done=True)),)),)))
    found.append(_Said("connective:そうしなかったなら", "search", ((said + "そうしなかったなら、カードを1枚引く。", False, (
        _auto(search, dataclasses.replace(DRAW, unless_previous=True)),)),)))
    # after a move of this card's, which may be declined (4.4.7)
    move = Effect("move-self", upto=True, to="empty")
    found.append(_Said("connective:そうしたなら", "move-self", (("出現時これを空いているエリアに移動させてよい。そうしたなら、カードを1枚引く。", False, (
        _auto(move, dataclasses.replace(DRAW, if_done=True)),)),)))
    # after a change for a time, joined by 〜し、 (10.7)
    found.append(_Said("connective:し、", "change", (("出現時このターン、これの撃退力+2000し、相手の怒りを1減らす。", False, (
        _auto(_lasting(Modifier("counter", 2000)), dataclasses.replace(second, with_previous=True)),)),)))
    return found


def _choice_cells() -> list[_Said]:
    """10.5.2.2.1: one of several options, said as bullets after a heading, or in one sentence with 〜か、."""
    found = []
    options = (("カードを1枚引く。", (DRAW,)), ("相手の怒りを1減らす。", (OPP_RAGE_DOWN,)))
    choose = Effect("choose", 1, options=options)
    bullets = "・カードを1枚引く。・相手の怒りを1減らす。"
    found.append(_Said("connective:選ぶ", "bullets", tuple(
        (f"出現時{head}{bullets}", False, (_auto(choose),))
        for head in ("以下を1つ行う。", "以下から1つを選ぶ。", "次のうち1つを選ぶ。"))))
    found.append(_Said("connective:か", "inline", tuple(
        (f"出現時カードを1枚引くか、相手の怒りを1減らす{tail}。", False, (_auto(choose),)) for tail in ("", "かを選ぶ"))))
    found.append(_Said("connective:または", "inline", tuple(
        (f"出現時カードを1枚引く{sep}相手の怒りを1減らす。", False, (_auto(choose),)) for sep in ("か、または", "、または"))))
    found.append(_Said("connective:か", "inline-condition", ((
        "出現時相手の怒りが3以上なら、カードを1枚引くか、相手の怒りを1減らす。", False,
        (_auto(dataclasses.replace(choose, condition=RAGE_3)),)),)))
    found.append(_Said("connective:か", "strategy", (("カードを1枚引くか、相手の怒りを1減らすかを選ぶ。", True, (
        _auto(choose, trigger=Trigger(Event.STRATEGY)),)),)))
    # a change for a time as an option (10.2.1.2 × 10.5.2.2.1)
    lasting = (("このターン、これの撃退力+3000。", (_lasting(Modifier("counter", 3000)),)),)
    found.append(_Said("connective:選ぶ", "for-a-time-option", (
        (f"出現時以下から1つを選ぶ。・カードを1枚引く。・このターン、これの撃退力+3000。", False,
         (_auto(Effect("choose", 1, options=(options[0], *lasting))),)),
        ("出現時カードを1枚引くか、このターン、これの撃退力+3000。", False,
         (_auto(Effect("choose", 1, options=(options[0], *lasting))),)))))
    three = Effect("choose", 1, options=(("カードを2枚引く。", (Effect("draw", 2),)),
                                         ("相手の交戦カードを1枚破壊する。", (Effect("destroy", 1, target=Target()),)), options[1]))
    found.append(_Said("connective:か", "three", (("出現時カードを2枚引くか、相手の交戦カードを1枚破壊するか、相手の怒りを1減らすかを選ぶ。",
                                                  False, (_auto(three),)),)))
    return found


def _delayed_cells() -> list[_Said]:
    """10.6.5: an ability made now that triggers once (10.6.5.1) at a phase's beginning — the next one, or this turn's
    (このターンの: later this turn, never after it) — whose phase said (あなたの, 相手の) or not (whoever's turn it is),
    each phase of chapter 7, from a battle card's 【出現時】 and from a strategy card."""
    found = []
    for (lead, lead_name, until), (whose_jp, whose), (phase_jp, phase) in itertools.product(
            (("次の", "next", None), ("このターンの", "this-turn", Until())),
            (("あなたの", Whose.YOU), ("相手の", Whose.OPPONENT), ("", Whose.ANY)),
            (("スタート", Phase.START), ("メイン", Phase.MAIN), ("撃退", Phase.COUNTER), ("エンド", Phase.END))):
        made = Effect("delayed", later=Trigger(Event.PHASE, whose, phase), options=(("カードを1枚引く", (DRAW,)),), until=until)
        words = f"{lead}{whose_jp}{phase_jp}フェイズ開始時、カードを1枚引く。"
        found.append(_Said(f"delayed:{lead_name}", f"{whose.value}-{phase.value}", (
            (f"出現時{words}", False, (_auto(made),)), (words, True, (_auto(made, trigger=Trigger(Event.STRATEGY)),)))))
    return found


def cells() -> list[Cell]:
    said = (_change_cells() + _duration_cells() + _delayed_cells() + _keyword_cells() + _limit_cells() + _cost_cells()
            + _connective_cells() + _choice_cells())
    return [Cell(term, slot, text, expected, strategy) for term, slot, sentences in said
            for text, strategy, expected in sentences]
