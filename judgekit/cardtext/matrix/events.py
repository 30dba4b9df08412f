"""The slot matrix's part A (issue 18): every event and action of the rules in every slot a sentence gives it.

The blind sets showed the compiler's refusals are a known term in a slot no card has put it in: a verb as
a replaced event, a filter inside 「このターン…ていたら」, a player's action as a prohibition. So each term
here — a verb the rules define (chapter 5), a rage change (3.4), an invasion (8.6), a rule process
(11.2) — is put in each slot: an effect, a cost (10.5.4), a trigger (10.6.2: active or passive, by whose
effect), a replaced event (10.9), a prohibition (1.3.3), a condition on what was done this turn (8.1.1,
10.6.2), a count of the cards an effect took (10.8), and 「この効果で…したなら」 (10.5). Each cell holds
one or two sentences in the printed cards' style with the meaning composed from its parts — never asked
of the compiler — or ``None`` where the rules give the sentence no meaning (it must be refused).

``benchmarks/cardtext_matrix.py`` prints the table (judgekit.cardtext.matrix checks each cell); a term × slot
is right when each of its sentences is read as its meaning (or refused, when it has none).
"""

from __future__ import annotations

import dataclasses
import itertools

from judgekit.cardtext.matrix import Cell
from judgekit.engine.ability_data import (
    Ability, Cause, Condition, Effect, Event, Modifier, Target, Trigger, Turn, Until, Whose,
)

DRAW = Effect("draw", 1)
CALM = Effect("rage", -1, "opponent")  # 「相手の怒りを1減らす」: the effect a replacement or a count does
ENTER = Trigger(Event.ENTER)
IT = Target(owner="you", area="it", type="")  # "この効果で…したカード": what the effect before took


def _enter(*effects: Effect) -> tuple[Ability, ...]:
    return (Ability("", "auto", ENTER, tuple(effects)),)


def _when(trigger: Trigger, effect: Effect = DRAW) -> tuple[Ability, ...]:
    return (Ability("", "auto", trigger, (effect,)),)


def _paid(cost: Effect) -> tuple[Ability, ...]:
    return _enter(dataclasses.replace(DRAW, cost=cost))


def _instead(replaces: str, effect: Effect = DRAW, **fields) -> tuple[Ability, ...]:
    return (Ability("", "replacement", effects=(effect,), replaces=replaces, **fields),)


def _forbid(what: str, scope: str = "opponent", **fields) -> tuple[Ability, ...]:
    return (Ability("", "continuous", modifiers=(Modifier("forbid", 1, scope, forbids=what, **fields),)),)


def _done(kind: str, type_: str, name: str = "you", value: int = 0, compare: str = "", **fields) -> tuple[Ability, ...]:
    return _enter(dataclasses.replace(DRAW, condition=Condition(kind, value, name=name, type=type_, compare=compare,
                                                                **fields)))


def _event(name: str) -> Event:
    """An event of the engine's, by its name — or the name itself where no event is raised yet (a cell
    that cannot be read right until the engine raises it)."""
    return getattr(Event, name, name)  # type: ignore[arg-type]


def _then(first: Effect, second: Effect = DRAW, **link) -> tuple[Ability, ...]:
    return _enter(first, dataclasses.replace(second, **link))


TOOK = Condition("count-at-least", 1, target=IT)  # 「この効果で破壊したなら」: the effect before took a card (それ)


OPP_BATTLE = Target(owner="opponent")
YOUR_BATTLE = Target(owner="you")
YOUR_MONSTER = Target(owner="you", type="monster")


def cells() -> list[Cell]:
    """Every cell of part A's matrix, term by term."""
    found: list[Cell] = []

    def add(term: str, slot: str, text: str, expected: tuple[Ability, ...] | None, strategy: bool = False) -> None:
        found.append(Cell(term, slot, text, expected, strategy))

    # -- draw (5.4) -------------------------------------------------------------------------------------
    add("draw", "effect", "出現時カードを2枚引く。", _enter(Effect("draw", 2)))
    add("draw", "trigger", "相手がカードを引くたび、相手の怒りを1増やす。", _when(Trigger(Event.DREW, Whose.OPPONENT),
                                                                     Effect("rage", 1, "opponent")))
    add("draw", "replaced", "相手がカードを引く際、かわりに相手の怒りを1減らす。", _instead("draw", CALM, phase_of="opponent"))
    add("draw", "prohibition", "相手はカードを引けない。", _forbid("draw"))
    add("draw", "done-this-turn", "出現時このターン、あなたがカードを2枚以上引いていたら、カードを1枚引く。",
        _done("done-this-turn", "drew:", value=2, compare="at-least"))
    add("draw", "if-done", "出現時カードを1枚引いてよい。そうしたら、相手の怒りを1減らす。",
        _then(Effect("draw", 1, may=True), CALM, if_done=True))
    # -- discard from the hand (5.7.1) ---------------------------------------------------------------------
    add("discard", "effect", "出現時相手は手札を1枚捨てる。", _enter(Effect("discard", 1, "opponent")))
    add("discard", "cost", "出現時あなたの手札を1枚捨てることで、カードを1枚引く。", _paid(Effect("discard", 1)))
    add("discard", "trigger", "相手が手札からカードを捨てるたび、カードを1枚引く。",
        _when(Trigger(Event.HAND_DISCARD, Whose.OPPONENT)))
    add("discard", "replaced", "あなたの手札の交戦カードが相手の効果で捨てられる際、かわりに相手の怒りを1減らす。",
        _instead("discard", CALM, replaced=Target(owner="you", area="hand"), replaced_by="opponent-effect"))
    add("discard", "prohibition", "相手は手札を捨てられない。", _forbid("discard"))
    add("discard", "done-this-turn", "出現時このターン、あなたが手札から交戦カードを捨てていたら、カードを1枚引く。",
        _done("done-this-turn", "hand-discard:battle"))
    add("discard", "for-each", "出現時手札を2枚まで捨てる。捨てたカード1枚につき、相手の怒りを1減らす。",
        _then(Effect("discard", 2, upto=True), CALM, per=IT))
    add("discard", "if-done", "出現時手札を1枚捨てる。この効果で捨てたなら、カードを2枚引く。",
        _then(Effect("discard", 1), Effect("draw", 2), condition=TOOK))
    # -- mill: the top of a deck into the discard pile (5.7.3) ----------------------------------------------
    add("mill", "effect", "出現時相手の山札を上から2枚捨て札にする。", _enter(Effect("mill", 2, "opponent")))
    add("mill", "cost", "出現時あなたの山札を上から2枚捨て札にすることで、カードを1枚引く。", _paid(Effect("mill", 2)))
    add("mill", "prohibition", "あなたの山札は相手の効果で捨て札にならない。",
        (Ability("", "continuous", modifiers=(Modifier("forbid", 1, "you", forbids="mill", by="opponent"),)),))
    add("mill", "if-done", "出現時あなたの山札を上から1枚捨て札にする。この効果で捨て札にしたなら、カードを1枚引く。",
        _then(Effect("mill", 1), condition=TOOK))
    # -- destroy (5.12) ------------------------------------------------------------------------------------
    add("destroy", "effect", "出現時相手の交戦カードを1枚破壊する。", _enter(Effect("destroy", 1, target=OPP_BATTLE)))
    add("destroy", "cost", "出現時これを破壊することで、カードを1枚引く。", _paid(Effect("destroy-self")))
    add("destroy", "trigger", "相手の交戦カードが破壊されるたび、カードを1枚引く。",
        _when(Trigger(Event.BATTLE_DESTROYED, Whose.OPPONENT)))
    add("destroy", "by-effect", "あなたの交戦カードが相手の効果で破壊された時、カードを1枚引く。",
        _when(Trigger(Event.BATTLE_DESTROYED, Whose.YOU, cause=Cause.OPPONENT_EFFECT)))
    add("destroy", "replaced", "これが相手の効果で破壊される際、かわりに相手の怒りを1減らす。",
        _instead("destroy", CALM, replaced_by="opponent-effect"))
    add("destroy", "prohibition", "あなたの交戦カードは相手の効果で破壊されない。",
        (Ability("", "continuous", modifiers=(Modifier("protected", 1, "cards", target=YOUR_BATTLE),)),))
    add("destroy", "done-this-turn", "出現時このターン、相手の交戦カードが2枚以上破壊されていたら、カードを1枚引く。",
        _done("happened-this-turn", "battle-destroyed:", name="opponent", value=2, compare="at-least"))
    add("destroy", "done-this-turn", "出現時このターン、あなたの赤の交戦カードが破壊されていたら、カードを1枚引く。",
        _done("happened-this-turn", "battle-destroyed:", target=Target(owner="you", colors=("red",))))
    add("destroy", "for-each", "出現時相手の交戦カードを2枚まで破壊し、破壊した枚数と同じ枚数カードを引く。",
        _then(Effect("destroy", 2, target=OPP_BATTLE, upto=True), with_previous=True,
              per=Target(owner="opponent", area="it", type="")))
    add("destroy", "if-done", "出現時相手の交戦カードを1枚破壊する。この効果で破壊したなら、カードを1枚引く。",
        _then(Effect("destroy", 1, target=OPP_BATTLE), condition=TOOK))
    # -- a monster moved forward / back (5.13) ----------------------------------------------------------------
    add("advance", "effect", "出現時相手の怪獣カードを1エリア前進させる。", _enter(Effect("advance", 1, "opponent")))
    add("advance", "trigger", "相手の怪獣カードが前進するたび、カードを1枚引く。", _when(Trigger(Event.ADVANCED, Whose.OPPONENT)))
    add("advance", "replaced", "相手の怪獣カードが前進する際、かわりに相手の怒りを1減らす。",
        _instead("advance", CALM, replaced=Target(type="monster")))
    add("advance", "prohibition", "相手の怪獣カードは前進できない。", _forbid("advance-self"))
    add("advance", "done-this-turn", "出現時このターン、相手の怪獣カードが前進していたら、カードを1枚引く。",
        _done("happened-this-turn", "advanced:", name="opponent"))
    add("retreat", "effect", "出現時相手の怪獣カードを1エリア後退させる。", _enter(Effect("retreat", 1, "opponent")))
    add("retreat", "cost", "出現時あなたの怪獣カードを1エリア後退させることで、カードを1枚引く。", _paid(Effect("retreat", 1)))
    add("retreat", "by-effect", "あなたの怪獣カードが相手の効果で後退した時、カードを1枚引く。",
        _when(Trigger(Event.RETREATED, Whose.YOU, cause=Cause.OPPONENT_EFFECT)))
    add("retreat", "if-done", "出現時相手の怪獣カードを1エリア後退させる。この効果で後退させたなら、カードを1枚引く。",
        _then(Effect("retreat", 1, "opponent"), if_done=True))
    # -- a card moved to another zone (5.2.1, 4.4.7) ------------------------------------------------------------
    add("move", "effect", "出現時これを空いているエリアに移動させる。", _enter(Effect("move-self", to="empty")))
    add("move", "trigger", "相手の交戦カードが移動した時、カードを1枚引く。", _when(Trigger(Event.MOVED, Whose.OPPONENT, kind="battle")))
    add("move", "replaced", "あなたの交戦カードが相手の効果で移動する際、かわりに相手の怒りを1減らす。",
        _instead("move", CALM, replaced=YOUR_BATTLE, replaced_by="opponent-effect"))
    add("move", "prohibition", "あなたの交戦カードは相手の効果で移動しない。",
        (Ability("", "continuous", modifiers=(Modifier("protected-move", 1, "cards", target=YOUR_BATTLE),)),))
    add("move", "if-done", "出現時これを空いているエリアに移動させる。この効果で移動させたなら、カードを1枚引く。",
        _then(Effect("move-self", to="empty"), if_done=True))
    # -- returned to the hand / put into the deck (5.2.1) --------------------------------------------------------
    add("to-hand", "effect", "出現時相手の交戦カードを1枚手札に戻す。", _enter(Effect("to-hand", 1, target=OPP_BATTLE)))
    add("to-hand", "cost", "出現時これを手札に戻すことで、カードを1枚引く。", _paid(Effect("return-self")))
    add("to-hand", "by-effect", "あなたの交戦カードが相手の効果で手札に戻された時、カードを1枚引く。",
        _when(Trigger(Event.RETURNED, Whose.YOU, kind="battle", cause=Cause.OPPONENT_EFFECT)))
    add("to-hand", "replaced", "あなたの交戦カードが相手の効果で手札に戻される際、かわりに相手の怒りを1減らす。",
        _instead("return", CALM, replaced=YOUR_BATTLE, replaced_by="opponent-effect"))
    add("to-hand", "prohibition", "あなたの交戦カードは相手の効果で手札に戻されない。",
        (Ability("", "continuous", modifiers=(Modifier("protected-return", 1, "cards", target=YOUR_BATTLE),)),))
    add("to-hand", "done-this-turn", "出現時このターン、相手の交戦カードが手札に戻されていたら、カードを1枚引く。",
        _done("happened-this-turn", "returned:battle", name="opponent"))
    add("to-hand", "for-each", "出現時相手の交戦カードを2枚まで手札に戻す。この効果で手札に戻したカード1枚につき、カードを1枚引く。",
        _then(Effect("to-hand", 2, target=OPP_BATTLE, upto=True), per=IT))
    add("to-hand", "if-done", "出現時相手の交戦カードを1枚手札に戻す。この効果で手札に戻したなら、カードを1枚引く。",
        _then(Effect("to-hand", 1, target=OPP_BATTLE), condition=TOOK))
    add("to-deck", "effect", "出現時相手の交戦カードを1枚山札の下に置く。", _enter(Effect("to-deck-bottom", 1, target=OPP_BATTLE)))
    add("to-deck", "cost", "出現時あなたの捨て札の交戦カードを1枚山札の下に置くことで、カードを1枚引く。",
        _paid(Effect("to-deck-bottom", 1, target=Target(owner="you", area="discard"))))
    add("to-deck", "trigger", "相手の交戦カードが山札に戻されるたび、カードを1枚引く。",
        _when(Trigger(Event.TO_DECK, Whose.OPPONENT, kind="battle")))
    # -- stacked under a card (3.2.1) -------------------------------------------------------------------------
    add("stack", "effect", "出現時あなたの捨て札の交戦カードを1枚これの下に重ねる。",
        _enter(Effect("stack-under", 1, target=Target(owner="you", area="discard"))))
    add("stack", "cost", "出現時あなたの手札の交戦カードを1枚これの下に重ねることで、カードを1枚引く。",
        _paid(Effect("stack-under", 1, target=Target(owner="you", area="hand"))))
    add("stack", "trigger", "これの下にカードが重ねられた時、カードを1枚引く。", _when(Trigger(Event.STACKED, Whose.YOU, own=True)))
    add("stack", "replaced", "これの下にカードが重ねられる際、かわりに相手の怒りを1減らす。", _instead("stacked", CALM))
    add("stack", "if-done", "出現時あなたの捨て札の交戦カードを1枚これの下に重ねる。この効果で重ねたなら、カードを1枚引く。",
        _then(Effect("stack-under", 1, target=Target(owner="you", area="discard")), if_done=True))
    # -- a battle card played (5.11.1), a token made (9.1.2) -------------------------------------------------
    add("play", "effect", "出現時あなたの捨て札から交戦カードを1枚出現させる。",
        _enter(Effect("play", 1, target=Target(owner="you", area="discard"))))
    add("play", "trigger", "相手の交戦カードが出現するたび、カードを1枚引く。", _when(Trigger(Event.BATTLE_PLAYED, Whose.OPPONENT)))
    add("play", "trigger", "相手が手札から交戦カードを出現させた時、カードを1枚引く。",
        _when(Trigger(Event.BATTLE_PLAYED, Whose.OPPONENT, cause=Cause.HAND)))
    add("play", "by-effect", "あなたの交戦カードが効果で出現した時、カードを1枚引く。",
        _when(Trigger(Event.BATTLE_PLAYED, Whose.YOU, cause=Cause.EFFECT)))
    add("play", "by-effect", "これが効果で出現した時、カードを1枚引く。", _when(Trigger(Event.ENTER, cause=Cause.EFFECT)))
    add("play", "by-effect", "相手の怪獣カードが相手の効果で出現した時、カードを1枚引く。",
        _when(Trigger(Event.MONSTER_PLAYED, Whose.OPPONENT, cause=Cause.OPPONENT_EFFECT)))
    add("play", "prohibition", "相手は手札から交戦カードを出現させられない。", _forbid("play-battle", target=Target(owner="opponent", area="hand")))
    add("play", "done-this-turn", "出現時このターン、あなたが手札から交戦カードを出現させていたら、カードを1枚引く。",
        _done("done-this-turn", "battle"))
    add("play", "done-this-turn", "出現時このターン、あなたの交戦カードが効果で出現していたら、カードを1枚引く。",
        _done("happened-this-turn", "battle-played:@effect"))
    add("play", "done-this-turn", "出現時このターン、あなたの《兵器》を持つ交戦カードが出現していたら、カードを1枚引く。",
        _done("happened-this-turn", "battle-played:", target=Target(owner="you", traits_any=("兵器",))))
    add("play", "if-done", "出現時あなたの捨て札から交戦カードを1枚出現させる。この効果で出現させたなら、相手の怒りを1減らす。",
        _then(Effect("play", 1, target=Target(owner="you", area="discard")), CALM, if_done=True))
    add("token", "effect", "出現時「結晶体」トークンを1枚出現させる。", _enter(Effect("token", 1, name="結晶体")))
    # -- invasion (8.6) ------------------------------------------------------------------------------------
    add("invade", "trigger", "相手の怪獣カードが進攻した時、カードを1枚引く。", _when(Trigger(Event.INVADED, Whose.OPPONENT)))
    add("invade", "trigger", "相手が進攻するたび、カードを1枚引く。", _when(Trigger(Event.INVADED, Whose.OPPONENT)))
    add("invade", "prohibition", "相手の怪獣カードは進攻できない。", _forbid("invade"))
    add("invade", "done-this-turn", "出現時このターン、相手が進攻していたら、カードを1枚引く。",
        _done("done-this-turn", "invade", name="opponent"))
    # -- evolution (5.17) ------------------------------------------------------------------------------------
    add("evolve", "effect", "出現時あなたの交戦カードを1枚進化させる。", _enter(Effect("evolve-target", 1, target=YOUR_BATTLE)))
    add("evolve", "trigger", "相手の交戦カードが進化するたび、カードを1枚引く。", _when(Trigger(Event.EVOLVED, Whose.OPPONENT)))
    add("evolve", "replaced", "あなたの交戦カードが進化する際、かわりに相手の怒りを1減らす。",
        _instead("evolve", CALM, replaced=YOUR_BATTLE))
    add("evolve", "done-this-turn", "出現時このターン、あなたの交戦カードが進化していたら、カードを1枚引く。",
        _done("happened-this-turn", "evolved:"))
    add("evolve", "if-done", "出現時あなたの交戦カードを1枚進化させる。この効果で進化させたなら、カードを1枚引く。",
        _then(Effect("evolve-target", 1, target=YOUR_BATTLE), if_done=True))
    # -- a strategy card activated (5.9, 8.3) -----------------------------------------------------------------
    add("activate", "effect", "出現時あなたの捨て札から戦略カードを1枚発動する。",
        _enter(Effect("place-strategy", 1, target=Target(owner="you", area="discard", type="strategy"))))
    add("activate", "trigger", "相手の戦略カードが発動されるたび、カードを1枚引く。",
        _when(Trigger(Event.STRATEGY_PLACED, Whose.OPPONENT)))
    add("activate", "trigger", "相手が戦略カードを発動した時、カードを1枚引く。",
        _when(Trigger(Event.STRATEGY_PLACED, Whose.OPPONENT)))
    add("activate", "prohibition", "相手は戦略カードを発動できない。", _forbid("activate-strategy"))
    add("activate", "done-this-turn", "出現時このターン、相手が戦略カードを発動していたら、カードを1枚引く。",
        _done("done-this-turn", "strategy", name="opponent"))
    # -- rage up / down (3.4), the rage action (8.4.1) ------------------------------------------------------
    add("rage", "effect", "出現時相手の怒りを1減らす。", _enter(CALM))
    add("rage", "cost", "出現時これの怒りを1減らすことで、カードを1枚引く。", _paid(Effect("rage", -1)))
    add("rage", "trigger", "相手の怒りが増えるたび、カードを1枚引く。", _when(Trigger(Event.RAGE_UP, Whose.OPPONENT)))
    add("rage", "replaced", "相手の怒りが増える際、かわりにカードを1枚引く。",
        _instead("rage-up", replaced=Target(owner="opponent", type="monster")))
    add("rage", "prohibition", "相手の怒りは増えない。", _forbid("rage-up"))
    add("rage", "done-this-turn", "出現時このターン、相手の怒りが増えていたら、カードを1枚引く。",
        _done("happened-this-turn", "rage-up:", name="opponent"))
    add("rage", "if-done", "出現時相手の怒りを1増やす。この効果で怒りを増やしたなら、カードを1枚引く。",
        _then(Effect("rage", 1, "opponent"), if_done=True))
    add("rage-action", "trigger", "相手が手札の怪獣カードを捨てて怒りを増やすたび、カードを1枚引く。",
        _when(Trigger(Event.RAGE_ACTION, Whose.OPPONENT)))
    add("rage-action", "done-this-turn", "出現時このターン、相手が怒りを獲得していたら、カードを1枚引く。",
        _done("done-this-turn", "rage", name="opponent"))
    # -- reveal (5.10.1), look (5.5.1), search (5.8), shuffle (5.3.1) ----------------------------------------
    add("reveal", "effect", "出現時相手の山札を上から2枚公開する。", _enter(Effect("reveal", 2, "opponent")))
    add("reveal", "cost", "出現時あなたの手札を1枚公開することで、カードを1枚引く。",
        _paid(Effect("reveal", 1, target=Target(owner="you", area="hand", type=""))))
    add("reveal", "trigger", "相手がカードを公開した時、カードを1枚引く。", _when(Trigger(_event("REVEALED"), Whose.OPPONENT)))
    add("reveal", "done-this-turn", "出現時このターン、あなたがカードを公開していたら、カードを1枚引く。",
        _done("done-this-turn", "revealed:"))
    add("reveal", "if-done", "出現時あなたの山札を上から1枚公開する。この効果で公開したなら、カードを1枚引く。",
        _then(Effect("reveal", 1), if_done=True))
    add("look", "effect", "出現時相手の山札を上から2枚見る。", _enter(Effect("look", 2, "opponent", to="stay")))
    add("look", "trigger", "相手が山札の上からカードを見た時、カードを1枚引く。", _when(Trigger(_event("LOOKED"), Whose.OPPONENT)))
    add("search", "effect", "出現時あなたの山札から交戦カードを1枚まで探して手札に加え、山札をシャッフルする。",
        _enter(Effect("search", 1, target=Target(owner="you", area="deck"), upto=True, to="hand")))
    add("search", "trigger", "相手が山札からカードを探すたび、カードを1枚引く。", _when(Trigger(_event("SEARCHED"), Whose.OPPONENT)))
    add("search", "done-this-turn", "出現時このターン、あなたが山札からカードを探していたら、カードを1枚引く。",
        _done("done-this-turn", "searched:"))
    add("search", "prohibition", "相手は山札からカードを探せない。", _forbid("search"))
    add("shuffle", "effect", "出現時山札をシャッフルする。", _enter(Effect("shuffle")))
    add("shuffle", "trigger", "相手が山札をシャッフルした時、カードを1枚引く。", _when(Trigger(_event("SHUFFLED"), Whose.OPPONENT)))
    add("shuffle", "trigger", "あなたが山札をシャッフルするたび、カードを1枚引く。", _when(Trigger(_event("SHUFFLED"), Whose.YOU)))
    add("shuffle", "done-this-turn", "出現時このターン、あなたが山札をシャッフルしていたら、カードを1枚引く。",
        _done("done-this-turn", "shuffled:"))
    add("reshuffle", "trigger", "あなたがリシャッフル処理を行った時、カードを1枚引く。",
        _when(Trigger(Event.RESHUFFLED, Whose.YOU)))
    # -- swap (5.6.1), choose (5.9.1 select) ------------------------------------------------------------------
    add("swap", "effect", "出現時相手のエリアにいる交戦カードを2枚選び、それらのいるエリアを入れ替える。",
        _enter(Effect("swap", 2, target=OPP_BATTLE)))
    add("choose", "effect", "出現時相手の交戦カードを1枚選ぶ。", _enter(Effect("select", 1, target=OPP_BATTLE)))
    # -- the known gaps of the blind sets: events replaced (10.9.1), a trigger's card named from this one (4.4.5),
    # a trigger bound to a turn, acts forbidden (1.3.3) ----------------------------------------------------------
    # a card coming onto the field is found wherever it comes from (area "anywhere"): not yet on the field (5.11.1, 10.5.2)
    add("play", "replaced", "あなたの交戦カードが効果で出現する際、かわりにカードを1枚引く。",
        _instead("play", replaced=Target(owner="you", area="anywhere"), replaced_by="effect"))
    add("invade", "replaced", "相手の怪獣カードが進攻する際、かわりに相手の怒りを1減らす。",
        _instead("invade", CALM, replaced=Target(type="monster")))
    add("activate", "replaced", "相手の戦略カードが発動される際、かわりに相手の怒りを1減らす。",
        _instead("place-strategy", CALM, replaced=Target(type="strategy", area="anywhere")))
    add("shuffle", "replaced", "相手が山札をシャッフルする際、かわりに相手の怒りを1減らす。", _instead("shuffle", CALM, phase_of="opponent"))
    add("search", "replaced", "相手が山札からカードを探す際、かわりに相手の怒りを1減らす。", _instead("search", CALM, phase_of="opponent"))
    add("reveal", "replaced", "相手がカードを公開する際、かわりに相手の怒りを1減らす。", _instead("reveal", CALM, phase_of="opponent"))
    add("look", "replaced", "相手が山札の上からカードを見る際、かわりに相手の怒りを1減らす。", _instead("look", CALM, phase_of="opponent"))
    add("destroy", "trigger", "これと同じ縦列にいる交戦カードが破壊された時、カードを1枚引く。",
        _when(Trigger(Event.BATTLE_DESTROYED, Whose.ANY, card=Target(owner="each", same_column=True))))
    add("destroy", "trigger", "あなたのターンに相手の交戦カードが破壊された時、カードを1枚引く。",
        (Ability("", "auto", Trigger(Event.BATTLE_DESTROYED, Whose.OPPONENT), (DRAW,), during=Turn.YOURS),))
    add("draw", "by-effect", "相手が効果でカードを引いた時、相手の怒りを1増やす。",
        _when(Trigger(Event.DREW, Whose.OPPONENT, cause=Cause.EFFECT), Effect("rage", 1, "opponent")))
    add("shuffle", "prohibition", "相手は山札をシャッフルできない。", _forbid("shuffle"))
    add("look", "prohibition", "相手は山札を見ることができない。", _forbid("look"))
    add("evolve", "prohibition", "相手の交戦カードは進化できない。", _forbid("evolve"))
    add("discard", "trigger", "相手が手札を捨てるたび、カードを1枚引く。", _when(Trigger(Event.HAND_DISCARD, Whose.OPPONENT)))
    add("discard", "by-effect", "相手が効果で手札を捨てた時、カードを1枚引く。",
        _when(Trigger(Event.HAND_DISCARD, Whose.OPPONENT, cause=Cause.EFFECT)))
    add("token", "trigger", "あなたのトークンが出現するたび、カードを1枚引く。", _when(Trigger(
        Event.BATTLE_PLAYED, Whose.YOU, card=Target(owner="you", type="", traits_any=("トークン",)))))
    add("token", "if-done", "出現時「結晶体」トークンを2枚出現させる。この効果で出現させたなら、カードを1枚引く。",
        _then(Effect("token", 2, name="結晶体"), if_done=True))
    # -- round 11: 「この効果で…しなかったなら」 by each verb that can be done or not (10.5; 1.3.2: carried out, nothing
    # done), a card played by the opponent at an effect's word (3.1.2.3), a coming replaced by whose effect (10.9.1)
    add("evolve", "if-not", "出現時あなたの交戦カードを1枚進化させる。この効果で進化させなかったなら、カードを1枚引く。",
        _then(Effect("evolve-target", 1, target=YOUR_BATTLE), unless_previous=True))
    add("rage", "if-not", "出現時相手の怒りを1減らす。この効果で怒りを減らさなかったなら、カードを1枚引く。",
        _then(CALM, unless_previous=True))
    add("to-deck", "if-not", "出現時相手の交戦カードを1枚山札の下に置く。この効果で山札の下に置かなかったなら、カードを1枚引く。",
        _then(Effect("to-deck-bottom", 1, target=OPP_BATTLE), unless_previous=True))
    add("activate", "if-not", "出現時あなたの捨て札から戦略カードを1枚発動する。この効果で発動しなかったなら、カードを1枚引く。",
        _then(Effect("place-strategy", 1, target=Target(owner="you", area="discard", type="strategy")), unless_previous=True))
    add("swap", "if-not", "出現時これとあなたのエリアにいる他の交戦カード1枚のいるエリアを入れ替える。この効果で入れ替えなかったなら、"
        "カードを1枚引く。", _then(Effect("swap", 1, target=Target(owner="you", other=True), to="this"), unless_previous=True))
    # … said 〜なかったら as well (the past conditional's other spelling)
    add("destroy", "if-not", "出現時相手の交戦カードを1枚破壊する。この効果で破壊しなかったら、カードを1枚引く。",
        _then(Effect("destroy", 1, target=OPP_BATTLE), unless_previous=True))
    add("rage", "if-not", "出現時相手の怒りを1減らす。この効果で怒りを減らさなかったら、カードを1枚引く。",
        _then(CALM, unless_previous=True))
    add("play", "replaced", "あなたの交戦カードが相手の効果で出現する際、かわりにカードを1枚引く。",
        _instead("play", replaced=Target(owner="you", area="anywhere"), replaced_by="opponent-effect"))
    add("token", "cost", "出現時あなたのエリアにいるトークンを1つ消滅させることで、カードを1枚引く。",
        _paid(Effect("vanish", 1, target=Target(owner="you", type="", traits_any=("トークン",)))))
    add("shuffle", "if-done", "出現時山札をシャッフルする。この効果でシャッフルしたなら、カードを1枚引く。",
        _then(Effect("shuffle"), if_done=True))
    add("mill", "trigger", "相手のカードが捨て札に置かれるたび、カードを1枚引く。", _when(Trigger(Event.TO_DISCARD, Whose.OPPONENT)))
    add("mill", "done-this-turn", "出現時このターン、相手のカードが捨て札に置かれていたら、カードを1枚引く。",
        _done("happened-this-turn", "to-discard:", name="opponent"))
    add("mill", "for-each", "出現時相手の山札を上から3枚捨て札にし、捨て札にした枚数と同じ枚数カードを引く。",
        _then(Effect("mill", 3, "opponent"), with_previous=True, per=Target(owner="opponent", area="it", type="")))
    add("retreat", "trigger", "相手の怪獣カードが後退するたび、カードを1枚引く。", _when(Trigger(Event.RETREATED, Whose.OPPONENT)))
    add("retreat", "replaced", "相手の怪獣カードが後退する際、かわりに相手の怒りを1減らす。",
        _instead("retreat", CALM, replaced=Target(type="monster")))
    add("retreat", "prohibition", "相手の怪獣カードは後退できない。", _forbid("retreat"))
    add("retreat", "done-this-turn", "出現時このターン、相手の怪獣カードが後退していたら、カードを1枚引く。",
        _done("happened-this-turn", "retreated:", name="opponent"))
    add("advance", "cost", "出現時あなたの怪獣カードを1エリア前進させることで、カードを1枚引く。", _paid(Effect("advance", 1)))
    add("advance", "by-effect", "あなたの怪獣カードが相手の効果で前進した時、カードを1枚引く。",
        _when(Trigger(Event.ADVANCED, Whose.YOU, cause=Cause.OPPONENT_EFFECT)))
    add("advance", "if-done", "出現時相手の怪獣カードを1エリア前進させる。この効果で前進させたなら、カードを1枚引く。",
        _then(Effect("advance", 1, "opponent"), if_done=True))
    add("move", "done-this-turn", "出現時このターン、相手の交戦カードが移動していたら、カードを1枚引く。",
        _done("happened-this-turn", "moved:battle", name="opponent"))
    add("move", "by-effect", "あなたの交戦カードが相手の効果で移動させられた時、カードを1枚引く。",
        _when(Trigger(Event.MOVED, Whose.YOU, kind="battle", cause=Cause.OPPONENT_EFFECT)))
    add("to-hand", "trigger", "相手の交戦カードが手札に戻されるたび、カードを1枚引く。",
        _when(Trigger(Event.RETURNED, Whose.OPPONENT, kind="battle")))
    add("to-deck", "by-effect", "相手の交戦カードが相手の効果で山札に戻された時、カードを1枚引く。",
        _when(Trigger(Event.TO_DECK, Whose.OPPONENT, kind="battle", cause=Cause.OPPONENT_EFFECT)))
    add("to-deck", "done-this-turn", "出現時このターン、相手の交戦カードが山札に戻されていたら、カードを1枚引く。",
        _done("happened-this-turn", "to-deck:battle", name="opponent"))
    add("to-deck", "if-done", "出現時相手の交戦カードを1枚山札の下に置く。この効果で山札の下に置いたなら、カードを1枚引く。",
        _then(Effect("to-deck-bottom", 1, target=OPP_BATTLE), if_done=True))
    add("play", "for-each", "出現時あなたの捨て札から交戦カードを2枚まで出現させる。この効果で出現させたカード1枚につき、相手の怒りを1減らす。",
        _then(Effect("play", 2, target=Target(owner="you", area="discard"), upto=True), CALM, per=IT))
    add("evolve", "done-this-turn", "出現時このターン、相手の交戦カードが進化していたら、カードを1枚引く。",
        _done("happened-this-turn", "evolved:", name="opponent"))
    add("activate", "if-done", "出現時あなたの捨て札から戦略カードを1枚発動する。この効果で発動したなら、カードを1枚引く。",
        _then(Effect("place-strategy", 1, target=Target(owner="you", area="discard", type="strategy")), if_done=True))
    add("rage", "trigger", "相手の怒りが減った時、カードを1枚引く。", _when(Trigger(Event.RAGE_DOWN, Whose.OPPONENT)))
    add("rage", "by-effect", "これの怒りが相手の効果で減る際、かわりにカードを1枚引く。",
        _instead("rage-down", replaced=Target(owner="you", type="monster"), replaced_by="opponent-effect"))
    add("look", "for-each", "出現時あなたの山札を上から2枚見る。この効果で見たカード1枚につき、カードを1枚引く。",
        _then(Effect("look", 2, to="stay"), per=dataclasses.replace(IT, area="shown")))  # every card looked at (5.5)
    add("swap", "if-done", "出現時これとあなたのエリアにいる他の交戦カード1枚のいるエリアを入れ替える。この効果で入れ替えたなら、カードを1枚引く。",
        _then(Effect("swap", 1, target=Target(owner="you", other=True), to="this"), if_done=True))
    add("choose", "effect", "出現時相手の交戦カードを1枚選ぶ。選んだカードを破壊する。",
        _then(Effect("select", 1, target=OPP_BATTLE), Effect("destroy", 0, target=Target(area="it", type=""))))
    # the rules' own steps as prohibitions (1.3.3 over 7.2.2, 7.2.4, 7.5.2, 7.5.4)
    add("draw", "prohibition", "相手はスタートフェイズにカードを引けない。", _forbid("start-draw"))
    add("draw", "prohibition", "相手はエンドフェイズに手札を5枚になるよう引けない。", _forbid("end-draw"))
    add("rage", "prohibition", "相手の怒りはスタートフェイズに0にならない。", _forbid("start-rage"))
    add("advance", "prohibition", "相手の怪獣カードはエンドフェイズに前進できない。", _forbid("end-advance"))
    add("rage-action", "prohibition", "相手は手札の怪獣カードを捨てて怒りを増やすことができない。", _forbid("rage-action"))
    # a hand drawn or discarded to N (5.4.1, 5.7.2), however "to N" is said (になるよう, になるまで, になるように): as an effect,
    # as your end phase's draw replaced (10.9 over 7.5.4), as that draw forbidden (1.3.3)
    for to in ("になるよう", "になるまで", "になるように"):
        add("draw-to", f"effect, {to}", f"出現時あなたは手札が6枚{to}引く。", _enter(Effect("draw-to", 6)))
        add("discard-to", f"effect, {to}", f"出現時相手は自分の手札を3枚{to}捨てる。", _enter(Effect("discard-to", 3, "opponent")))
        add("discard-to", f"effect, 手札が, {to}", f"出現時相手は手札が3枚{to}捨てる。", _enter(Effect("discard-to", 3, "opponent")))
        add("draw-to", f"end-draw replaced, {to}", f"あなたのエンドフェイズに手札が5枚{to}引く際、かわりに6枚{to}引く。",
            _instead("end-draw", Effect("draw-to", 6)))
        add("draw-to", f"prohibition, {to}", f"相手はエンドフェイズに手札を5枚{to}引けない。", _forbid("end-draw"))
    # the cards looked at split by the player (5.5.1, 5.2.1, 10.5.3.1.1; PC-033): as many as wanted back on top in the order
    # chosen, the rest into the discard pile or to the deck's bottom — whichever part is named first, 好きな順で before
    # or after the place, 「を」 said or not, 置き or 戻し; whose deck, 3枚 or 3枚まで (5.5.2)
    keeps = ["望む枚数山札の上に好きな順で置き", "望む枚数を好きな順で山札の上に置き", "好きな枚数を山札の上に好きな順で置き",
             "望む枚数を、山札の上に好きな順で戻し"]
    for (whose_jp, whose), upto in itertools.product((("あなた", "you"), ("相手", "opponent")), ("", "まで")):
        look = f"出現時{whose_jp}の山札を上から3枚{upto}見て、"
        for keep in keeps:
            add("look-split", f"rest discarded, {whose}", f"{look}{keep}、残りを捨て札にする。",
                _enter(Effect("look", 3, whose, upto=bool(upto))))
            add("look-split", f"rest to the bottom, {whose}", f"{look}{keep}、残りを山札の下に好きな順で置く。",
                _enter(Effect("look", 3, whose, upto=bool(upto), to="split")))
        add("look-split", f"discarded named first, {whose}", f"{look}望む枚数を捨て札にし、残りを好きな順で山札の上に置く。",
            _enter(Effect("look", 3, whose, upto=bool(upto))))
        add("look-split", f"bottom named first, {whose}", f"{look}望む枚数を山札の下に置き、残りを山札の上に好きな順で置く。",
            _enter(Effect("look", 3, whose, upto=bool(upto), to="split")))
    add("look-split", "strategy", "あなたの山札を上から3枚見て、望む枚数を好きな順で山札の上に置き、残りを捨て札にする。",
        (Ability("", "auto", Trigger(Event.STRATEGY), (Effect("look", 3),)),), strategy=True)
    # a strategy card activated by an effect (5.9.1) from the hand or the discard pile, where it goes said or not: the
    # master's strategy zone, or an empty one only (PC-047) — the card chosen first (「選び、」) or not, up to N or N
    for (pile_jp, pile), (dest, to), (upto, chosen) in itertools.product(
            (("手札の", "hand"), ("捨て札から", "discard")),
            (("", ""), ("あなたの戦略カード置き場に", ""), ("空いている戦略カード置き場に", "empty"),
             ("空いているあなたの戦略カード置き場に", "empty"), ("あなたの空いている戦略カード置き場に", "empty")),
            (("", ""), ("まで", ""), ("まで", "選び、"))):
        text = f"出現時あなたの{pile_jp}等級3以下の戦略カードを1枚{upto}{chosen or '、'}{dest}置いて発動させる。"
        add("place-strategy", f"from the {pile}, {'empty zone' if to else 'zone said' if dest else 'zone unsaid'}", text,
            _enter(Effect("place-strategy", 1, target=Target(owner="you", area=pile, type="strategy", rank_max=3),
                          upto=bool(upto), to=to)))
    # -- a cost no player can pay for another (10.5.4): refused ------------------------------------------------
    add("draw", "cost", "出現時相手はカードを1枚引くことで、カードを1枚引く。", None)
    # -- a replaced event said with the player as subject (round 12, TW-042's class; 10.9.1): the discarding
    # player is the hand's (5.7.1), the cause as said; a card destroyed, returned or moved by that player's effects
    your_hand = Target(owner="you", area="hand", type="")
    add("discard", "replaced-by-player", "あなたが効果で手札を捨てる際、かわりに相手の怒りを1減らす。",
        _instead("discard", CALM, replaced=your_hand, replaced_by="effect"))
    add("discard", "replaced-by-player", "あなたが相手の効果で手札の交戦カードを捨てる際、かわりに相手の怒りを1減らす。",
        _instead("discard", CALM, replaced=Target(owner="you", area="hand"), replaced_by="opponent-effect"))
    add("discard", "replaced-by-player", "相手が手札を捨てる際、かわりに相手の怒りを1減らす。",
        _instead("discard", CALM, replaced=Target(owner="opponent", area="hand", type="")))
    add("destroy", "replaced-by-player", "相手が効果であなたの交戦カードを破壊する際、かわりに相手の怒りを1減らす。",
        _instead("destroy", CALM, replaced=YOUR_BATTLE, replaced_by="opponent-effect"))
    add("destroy", "replaced-by-player", "相手がこれを破壊する際、かわりに相手の怒りを1減らす。",
        _instead("destroy", CALM, replaced_by="opponent-effect"))
    add("to-hand", "replaced-by-player", "相手があなたの交戦カードを手札に戻す際、かわりに相手の怒りを1減らす。",
        _instead("return", CALM, replaced=YOUR_BATTLE, replaced_by="opponent-effect"))
    add("retreat", "replaced-by-player", "相手があなたの怪獣カードを後退させる際、かわりに相手の怒りを1減らす。",
        _instead("retreat", CALM, replaced=YOUR_MONSTER, replaced_by="opponent-effect"))
    add("advance", "replaced-by-player", "相手があなたの怪獣カードを前進させる際、かわりに相手の怒りを1減らす。",
        _instead("advance", CALM, replaced=YOUR_MONSTER, replaced_by="opponent-effect"))
    # -- 「これの効果で」 (3.1.2, FO-038's class): the event replaced only as this card's own effect (or cost) makes it,
    # in every replacement slot that names a cause — said before or after the player, of a card, of a monster
    for said in ("これの効果であなたが手札を1枚捨てる際", "これの効果で、あなたが手札を捨てる際", "あなたがこれの効果で手札を捨てる際",
                 "あなたがこのカードの効果により手札を1枚捨てる際"):
        add("discard", "replaced-by-this-effect", f"{said}、かわりに相手の怒りを1減らす。",
            _instead("discard", CALM, replaced=your_hand, replaced_by="this-effect"))
    add("discard", "replaced-by-this-effect", "これの効果であなたが手札を2枚捨てる際、かわりに相手の怒りを1減らす。", None)
    add("discard", "replaced-by-this-effect", "あなたの手札の交戦カードがこれの効果で捨てられる際、かわりに相手の怒りを1減らす。",
        _instead("discard", CALM, replaced=Target(owner="you", area="hand"), replaced_by="this-effect"))
    add("destroy", "replaced-by-this-effect", "あなたの交戦カードがこれの効果で破壊される際、かわりに相手の怒りを1減らす。",
        _instead("destroy", CALM, replaced=YOUR_BATTLE, replaced_by="this-effect"))
    add("destroy", "replaced-by-this-effect", "これがこれの効果によって破壊される際、かわりに相手の怒りを1減らす。",
        _instead("destroy", CALM, replaced_by="this-effect"))
    add("retreat", "replaced-by-this-effect", "あなたの怪獣カードがこれの効果で後退する際、かわりに相手の怒りを1減らす。",
        _instead("retreat", CALM, replaced=YOUR_MONSTER, replaced_by="this-effect"))
    add("advance", "replaced-by-this-effect", "あなたの怪獣カードがこれの効果で前進する際、かわりに相手の怒りを1減らす。",
        _instead("advance", CALM, replaced=YOUR_MONSTER, replaced_by="this-effect"))
    # a monster moved by its own master's effect is not a replaced event the rules' steps name apart (10.9, 7.5.2)
    add("retreat", "replaced-by-player", "あなたがあなたの怪獣カードを後退させる際、かわりに相手の怒りを1減らす。", None)
    # -- a rage verb with whose left out: the rage the sentence before changed (round 12, TW-031's class; 3.4)
    raise_yours = Effect("rage", 1, "you")
    for words, second in (("さらに怒りを1増やす", raise_yours), ("怒りを1増やす", raise_yours),
                          ("怒りをさらに2増やす", dataclasses.replace(raise_yours, amount=2)),
                          ("怒りを1減らす", dataclasses.replace(raise_yours, amount=-1)),
                          ("怒りを0にする", Effect("rage-set", 0, "you"))):
        rage3 = Condition("rage-at-least", 3)
        add("rage", "whose-left-out", f"出現時あなたの怪獣カードの怒りを1増やす。あなたの怪獣カードの怒りが3以上なら、{words}。",
            _enter(raise_yours, dataclasses.replace(second, condition=rage3)))
        add("rage", "whose-left-out", f"あなたの怪獣カードの怒りを1増やす。あなたの怪獣カードの怒りが3以上なら、{words}。",
            (Ability("", "auto", Trigger(Event.STRATEGY), (raise_yours, dataclasses.replace(second, condition=rage3))),), True)
    add("rage", "whose-left-out", "出現時怒りを1増やす。", None)  # no rage changed before: whose is unsaid
    # … and a move, a destruction, a mill with the object said and its owner left out: the one the effect before did
    rage3 = Condition("opponent-rage-at-least", 3)
    back = Effect("retreat", 1, "opponent")
    for words in ("さらに怪獣カードを1エリア後退させる", "怪獣カードを1エリア後退させる"):
        add("retreat", "whose-left-out", f"出現時相手の怪獣カードを1エリア後退させる。相手の怒りが3以上なら、{words}。",
            _enter(back, dataclasses.replace(back, condition=rage3)))
    ruin = Effect("destroy", 1, target=OPP_BATTLE)
    for words in ("さらに交戦カードを1枚破壊する", "交戦カードを1枚破壊する", "さらにカードを1枚破壊する"):
        add("destroy", "whose-left-out", f"出現時相手の交戦カードを1枚破壊する。相手の怒りが3以上なら、{words}。",
            _enter(ruin, dataclasses.replace(ruin, condition=rage3)))
    add("destroy", "whose-left-out", "出現時相手の交戦カードを1枚破壊する。相手の怒りが3以上なら、さらに戦略カードを1枚破壊する。", None)
    mill = Effect("mill", 1, "opponent")
    for words, n in (("さらに山札を上から1枚捨て札にする", 1), ("山札を上から2枚捨て札にする", 2)):
        add("mill", "whose-left-out", f"出現時相手の山札を上から1枚捨て札にする。相手の怒りが3以上なら、{words}。",
            _enter(mill, dataclasses.replace(mill, amount=n, condition=rage3)))
    # -- a number in kanji in every number slot (round 12, TW-080's class): 〇 and 零 are 0, 十 百 千 万 multiply
    for term, text, effect in (
            ("rage", "出現時相手の怒りを〇にする。", Effect("rage-set", 0, "opponent")),
            ("rage", "出現時相手の怒りを零にする。", Effect("rage-set", 0, "opponent")),
            ("rage", "出現時相手の怒りを三減らす。", Effect("rage", -3, "opponent")),
            ("draw", "出現時カードを二枚引く。", Effect("draw", 2)),
            ("discard", "出現時相手は手札を一枚捨てる。", Effect("discard", 1, "opponent")),
            ("mill", "出現時相手の山札を上から十枚捨て札にする。", Effect("mill", 10, "opponent")),
            ("destroy", "出現時相手の等級三以下の交戦カードを一枚破壊する。", Effect("destroy", 1, target=Target(owner="opponent", rank_max=3))),
            ("retreat", "出現時相手の脅威度三万以下の怪獣カードを一エリア後退させる。",
             Effect("retreat", 1, "opponent", bound=Condition("threat-at-most", 30000))),
            ("retreat", "出現時相手の脅威度三〇〇〇〇以下の怪獣カードを一エリア後退させる。",
             Effect("retreat", 1, "opponent", bound=Condition("threat-at-most", 30000)))):
        add(term, "kanji-number", text, _enter(effect))
    add("rage", "kanji-number", "出現時相手の怒りが〇なら、カードを二枚引く。",
        _enter(Effect("draw", 2, condition=Condition("opponent-rage-at-most", 0))))  # rage is never below 0 (3.4)
    # -- this card from the discard pile, a must and a may, either word order (round 12, TW-060's class; 10.3.4.1)
    discarded = "あなたの怪獣カードの進攻でこれを手札から捨てた時、"
    for words, to, may in (("あなたの捨て札からこれを手札に戻す", "hand", False), ("これをあなたの捨て札から手札に戻す", "hand", False),
                           ("あなたの捨て札からこれを手札に戻してよい", "hand", True), ("これをあなたの捨て札から出現させる", "play", False),
                           ("これをあなたの捨て札から出現させてよい", "play", True)):
        add("self-from-discard", "must" if not may else "may", f"{discarded}{words}。",
            (Ability("", "auto", Trigger(Event.DISCARDED, cause=Cause.INVASION),
                     (Effect("self-from-discard", 1, to=to, upto=may),)),))
    # -- 「それを1エリア前進(後退)させる」 after a player's monster's event (3.3: one each), in a trigger and in a timed
    # trigger made for the next time (10.6.5), this turn only (「このターン、次に…時」, 7.5.6) or whenever it comes;
    # after a battle card's event, or either player's monster's, 「それ」 names no one monster: refused
    for verb, event in (("進攻", Event.INVADED), ("前進", Event.ADVANCED), ("後退", Event.RETREATED),
                        ("出現", Event.MONSTER_PLAYED)):
        for player, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT)):
            for direction, moved in (("前進", "advance"), ("後退", "retreat")):
                it = Effect(moved, 1, str(whose))
                term = f"{moved}:the event's monster"
                add(term, f"trigger:{verb}", f"{player}の怪獣カードが{verb}した時、それを1エリア{direction}させる。",
                    _when(Trigger(event, whose), it))
                for said, until in (("このターン、", Until()), ("", None)):
                    text = f"{said}次に{player}の怪獣カードが{verb}した時、それを1エリア{direction}させる。"
                    add(term, f"next-time{':this-turn' if said else ''}:{verb}", text, (Ability(
                        "", "auto", Trigger(Event.STRATEGY), (Effect("delayed", later=Trigger(event, whose), until=until, options=(
                            (text.split("、", 2 if said else 1)[-1].removesuffix("。"), (it,)),)),)),), strategy=True)
        add("advance:the event's monster", f"trigger:{verb}:either", f"いずれかの怪獣カードが{verb}した時、それを1エリア前進させる。",
            None)
        for player, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT)):  # its rage (3.4), a zone it goes to (5.13.2.2)
            add("rage:the event's monster", f"trigger:{verb}", f"{player}の怪獣カードが{verb}した時、それの怒りを1増やす。",
                _when(Trigger(event, whose), Effect("rage", 1, str(whose))))
            add("retreat-to:the event's monster", f"trigger:{verb}", f"{player}の怪獣カードが{verb}した時、それをエリア3まで後退させる。",
                _when(Trigger(event, whose), Effect("retreat-to", 3, str(whose))))
    add("advance:the event's monster", "trigger:battle", "あなたの交戦カードが破壊された時、それを1エリア前進させる。", None)
    add("rage:the event's monster", "trigger:battle", "あなたの交戦カードが破壊された時、それの怒りを1増やす。", None)
    # … a timed trigger of any event for this turn only (「このターン、次に…時」)
    for verb, event, whose in (("破壊された", Event.BATTLE_DESTROYED, Whose.YOU), ("出現した", Event.BATTLE_PLAYED, Whose.OPPONENT)):
        text = f"このターン、次に{'あなた' if whose is Whose.YOU else '相手'}の交戦カードが{verb}時、カードを1枚引く。"
        add(f"next-time:{event}", "this-turn", text, (Ability("", "auto", Trigger(Event.STRATEGY), (Effect(
            "delayed", later=Trigger(event, whose), until=Until(), options=((text.split("、", 2)[-1].removesuffix("。"), (DRAW,)),)),)),),
            strategy=True)
    return found

