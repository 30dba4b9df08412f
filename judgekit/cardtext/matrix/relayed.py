"""The slot matrix's part G (issue 18, round 13, practice set E): forms that relay a card or an event from one part
of a sentence to another, each family in every slot (the family list, with its members and slots, is ``FAMILIES``):

- the replaced card into its owner's pile (10.9.1, 4.1.7): 「かわりに(それを)(あなたの)山札の下に置く」 after the event of
  this card, of a player's field cards, of a hand's cards — must or 「てよい」, each pile; a pile not the replaced
  card's owner's has no meaning (refused);
- this monster moved and so destroyed a battle card of its master's, verbs joined by て in a trigger (11.3.3 after
  5.13): 前進 / 後退 / 進攻 × 破壊した時 / 踏み潰すたび / … × any card phrase of its master's battle cards; the
  opponent's cards or a strategy card refused (4.4.3);
- where the card the effect before took stands now (4.4, 10.5.3): 「進化した / 移動させた / 出現させた / 選んだ…カード」,
  「それ」「そのカード」 × エリアN / N~M / N以降 / N以前 × いる / いない, after each verb that takes a card;
- a turn qualifier said after the condition (10.8): 「Aなら、(相手|あなた)のターン中(、)X」 for each condition × each continuous
  change, protection and prohibition, alone and beside a sentence without a turn; said twice refused;
- the rank a hand's cards are played by (8.2.1, 8.3.1): 「(あなた|相手)の手札の<card phrase>(すべて)は等級を-Nして(手札から)
  (出現|発動)できる」 × battle / strategy cards × colour, trait, rank filters × a turn said first; the verb not the kind's
  refused;

Each sentence's meaning is composed from its parts here, never asked of the compiler; ``cells()`` gives them as
Cells (judgekit.cardtext.matrix), ``benchmarks/cardtext_matrix.py --part relayed`` prints the table.
"""

from __future__ import annotations

from judgekit.cardtext.matrix import Cell
import dataclasses
from typing import Any

from judgekit.engine.ability_data import Ability, Condition, Effect, Event, Modifier, Target, Trigger, Turn, Whose

FAMILIES: dict[str, tuple[str, str, str]] = {
    "replaced card to a pile": (
        "「かわりに」 + (それを / そのカードを / —) + (あなたの / 相手の / —) + 手札に戻す / 山札の上に置く / 山札の下に置く, "
        "must or てよい",
        "unsaid owner and referent only (「かわりに山札の下に置く」); 「あなたの山札の下に置く」 read as this card's verb",
        "+ それを and the owner said after this card's, a field card's and a hand card's event; another's pile refused"),
    "moved and crushed": (
        "「これが(前進|後退|進攻)して(、)あなたの<card phrase>を(破壊|踏み潰)(した時|したとき|するたび|すたび)」",
        "「進攻時これがあなたの交戦カードを破壊した時」 only (BP01-007)",
        "+ forward and back by any cause, either verb, a card phrase's filters; the opponent's cards refused"),
    "the card taken, where it stands": (
        "「(進化した|進化させた|移動させた|出現させた|破壊した|手札に加えた)カード」「それ」「そのカード」 × エリアN / N~M / "
        "N以降 / N以前 × いる / いない",
        "「それが<card phrase>なら」 only (what it is, not where)",
        "+ where it stands now, after evolve, move, play, choose"),
    "turn after the condition": (
        "「Aなら、相手のターン中X」「Aなら、あなたのターン中、X」 × rage / zone / placed conditions × counter, threat, a "
        "protection, a prohibition",
        "the turn said first only (「相手のターン中、AならX」)",
        "+ the turn after the condition, with or without a comma, then or before a sentence of every turn"),
    "hand's play rank": (
        "「<player>の手札の<card phrase>(すべて)は等級を-Nして(手札から)(出現|発動)できる」",
        "「あなたの手札の《X》を持つ交戦カードすべては等級を-Nして出現できる」 only (BP01-027)",
        "+ any card phrase, either player's hand, strategy cards activated, 手札から said, a turn said first"),
}

IT = Target(area="it", type="")
PILES = [("手札に", "戻", "to-hand"), ("山札の上に", "置", "to-deck-top"), ("山札の下に", "置", "to-deck-bottom")]
# (term, the event said, what is replaced, the cards it happens to (None: this card), the replaced cards' owner)
EVENTS = [
    ("this-destroyed", "これが破壊される際", "destroy", None, "you"),
    ("your-battle-destroyed", "あなたの交戦カードが相手の効果で破壊される際", "destroy",
     Target(owner="you", type="battle", area="field"), "you"),
    ("opponents-battle-destroyed", "相手の交戦カードが破壊される際", "destroy",
     Target(owner="opponent", type="battle", area="field"), "opponent"),
    ("your-discard", "あなたが手札を捨てる際", "discard", Target(owner="you", area="hand", type=""), "you"),
    ("your-hand-discarded", "あなたの手札のカードが捨てられる際", "discard",
     Target(owner="you", area="hand", type=""), "you"),
]
OWNERS = [("", ""), ("あなたの", "you"), ("相手の", "opponent")]


def _pile_cells() -> list[Cell]:
    found = []
    for term, said, event, cards, owner in EVENTS:
        by = "opponent-effect" if "相手の効果で" in said else ""
        for pile, stem, verb in PILES:
            for whose_said, whose in OWNERS:
                for it_said in ("", "それを"):
                    for may in (False, True):
                        ending = ("いてよい" if stem == "置" else "してよい") if may else ("く" if stem == "置" else "す")
                        text = f"{said}、かわりに{it_said}{whose_said}{pile}{stem}{ending}。"
                        moved = Effect(verb, 0, target=IT)
                        if cards is None and whose == "you" and verb == "to-deck-bottom":
                            moved = Effect("deck-bottom-self")  # this card's own: 「これをあなたの山札の下に置く」
                        meant = None if whose and whose != owner else (Ability(
                            "", "replacement", effects=(moved,), replaces=event, replaced=cards, replaced_by=by,
                            optional=may),)
                        slot = f"{it_said or '-'}{whose_said or '-'}{'may' if may else 'must'}"
                        found.append(Cell(f"pile-it:{verb}:{term}", slot, text, meant))
    return found


CRUSH_MOVES = [("advance", "前進", Event.CRUSHED_ADVANCING), ("retreat", "後退", Event.CRUSHED_RETREATING),
               ("invade", "進攻", Event.CRUSHED_INVADING)]
CRUSH_SAID = ["破壊した時", "破壊したとき", "破壊するたび", "踏み潰した時", "踏み潰すたび"]
CRUSHED_CARDS = [("battle", "交戦カード", None), ("rank", "等級3以下の交戦カード",
                                                 Target(owner="you", type="battle", rank_max=3, area="field")),
                 ("trait", "《兵器》を持つ交戦カード", Target(owner="you", type="battle", traits_any=("兵器",), area="field"))]


def _crush_cells() -> list[Cell]:
    found = []
    for term, move, event in CRUSH_MOVES:
        for said in CRUSH_SAID:
            for kind, phrase, cards in CRUSHED_CARDS:
                for comma in ("", "、"):
                    text = f"これが{move}して{comma}あなたの{phrase}を{said}、カードを1枚引く。"
                    meant = None if cards is not None and event is Event.CRUSHED_INVADING else (Ability(
                        "", "auto", Trigger(event, Whose.YOU, card=cards), (Effect("draw", 1),)),)
                    found.append(Cell(f"crushed:{term}", f"{kind}{comma or '-'}{said}", text, meant))
            for whose, phrase in (("opponents", "相手の交戦カード"), ("strategy", "あなたの戦略カード")):
                found.append(Cell(f"crushed:{term}", f"{whose}-{said}",
                                  f"これが{move}して{phrase}を{said}、カードを1枚引く。", None))
    return found


TAKEN = [  # (term, the effect before, its words, the cards it took said)
    ("evolve", Effect("evolve-target", 1, target=Target(owner="you", type="battle", area="field", keyword="evolution")),
     "あなたの進化を持つ交戦カードを1枚進化させる", ("進化したカード", "進化させたカード", "それ", "そのカード")),
    ("move", Effect("move", 1, target=Target(owner="you", type="battle", area="field"), to="empty"),
     "あなたの交戦カードを1枚、空いているエリアに移動させる", ("移動させたカード", "それ", "そのカード")),
]
PLACES = [("エリア8に", (8,)), ("エリア6~8に", (6, 7, 8)), ("エリア6以降に", (6, 7, 8)), ("エリア3以前に", (1, 2, 3))]


def _taken_cells() -> list[Cell]:
    found = []
    for term, effect, said, its in TAKEN:
        for it in its:
            for place, zones in PLACES:
                for be, negated in (("いる", False), ("いない", True)):
                    held = Condition("count-at-least", 1, target=Target(owner="you", area="it", type="", zones=zones))
                    if negated:
                        held = Condition("not", parts=(held,))
                    text = f"{said}。その後、{it}が{place}{be}なら、相手の怒りを1減らす。"
                    meant = (Ability("", "auto", Trigger(Event.STRATEGY), (
                        effect, Effect("rage", -1, "opponent", condition=held))),)
                    found.append(Cell(f"taken-in-zone:{term}", f"{it}-{place}{be}", text, meant, strategy=True))
    return found


CONDITIONS = [("rage", "相手の怒りが3以上", Condition("opponent-rage-at-least", 3)),
              ("zone", "これがエリア8にいる", Condition("in-zone", 8))]
CHANGES = [("counter", "これの撃退力+1000。", Modifier("counter", 1000)),
           ("threat", "これの脅威度+5000。", Modifier("threat", 5000)),
           ("protected", "これは相手の効果で破壊されない。", Modifier("protected", 1)),
           ("forbid-advance", "相手の怪獣カードは前進できない。", Modifier("forbid", 1, "opponent", forbids="advance-self"))]
TURNS = [("相手のターン中", Turn.OPPONENTS), ("あなたのターン中", Turn.YOURS)]


def _turn_after_cells() -> list[Cell]:
    found = []
    other = Ability("", "continuous", modifiers=(Modifier("counter", 2000),))  # 「撃退力+2000。」: every turn
    for c_term, c_said, cond in CONDITIONS:
        for m_term, m_said, change in CHANGES:
            for t_said, turn in TURNS:
                meant = Ability("", "continuous", modifiers=(dataclasses.replace(change, condition=cond),), during=turn)
                for comma in ("", "、"):
                    said = f"{c_said}なら、{t_said}{comma}{m_said}"
                    slot = f"{'opp' if turn is Turn.OPPONENTS else 'your'}{comma or '-'}"
                    found.append(Cell(f"turn-after:{c_term}:{m_term}", f"{slot}alone", said, (meant,)))
                    found.append(Cell(f"turn-after:{c_term}:{m_term}", f"{slot}then-other", f"{said}撃退力+2000。",
                                      (meant, other)))
                    found.append(Cell(f"turn-after:{c_term}:{m_term}", f"{slot}after-other", f"撃退力+2000。{said}",
                                      (other, meant)))
                found.append(Cell(f"turn-after:{c_term}:{m_term}", "twice", f"{t_said}、{c_said}なら、{t_said}{m_said}", None))
    return found


HAND_PHRASES: list[tuple[str, str, str, dict[str, Any]]] = [  # (term, the phrase, its kind, a card phrase's fields)
    ("battle", "交戦カード", "battle", {}), ("red", "赤の交戦カード", "battle", {"colors": ("red",)}),
    ("rank", "等級3以上の交戦カード", "battle", {"rank_min": 3}),
    ("trait-strategy", "《兵器》を持つ戦略カード", "strategy", {"traits_any": ("兵器",)}),
    ("strategy", "戦略カード", "strategy", {})]


def _hand_rank_cells() -> list[Cell]:
    found = []
    for term, phrase, kind, fields in HAND_PHRASES:
        for whose_said, whose in (("あなた", "you"), ("相手", "opponent")):
            for all_said in ("すべて", ""):
                for hand in ("", "手札から"):
                    for verb in ("出現", "発動"):
                        text = f"{whose_said}の手札の{phrase}{all_said}は等級を-2して{hand}{verb}できる。"
                        simple = whose == "you" and kind == "battle" and not fields
                        change = (Modifier("play-rank", -2, "your-hand") if simple else Modifier(
                            "play-rank", -2, "cards", target=Target(owner=whose, area="hand", type=kind, **fields)))
                        meant = None if (verb == "発動") != (kind == "strategy") else (
                            Ability("", "continuous", modifiers=(change,)),)
                        found.append(Cell(f"hand-play-rank:{term}", f"{whose}-{all_said or '-'}{hand or '-'}{verb}",
                                          text, meant))
                        if meant is not None and not hand:
                            found.append(Cell(f"hand-play-rank:{term}", f"{whose}-{all_said or '-'}{verb}-your-turn",
                                              f"あなたのターン中{text}", (dataclasses.replace(meant[0], during=Turn.YOURS),)))
    return found


def cells() -> list[Cell]:
    return _pile_cells() + _crush_cells() + _taken_cells() + _turn_after_cells() + _hand_rank_cells()
