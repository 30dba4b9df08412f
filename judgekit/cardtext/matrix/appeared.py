"""The slot matrix's part F (issue 18, round 13): the classes the thirteenth blind set's unread and wrong texts
showed, each opened to every term of its kind.

- the area a card appeared from (5.11.3: played from there, or put from there directly by a rule or an effect):
  手札 / 山札 / 捨て札 / 怪獣デッキから, as this card's condition (「手札から出現したら」, or not), as this card's trigger
  (「これが手札から出現した時」), as any card's trigger (whose × kind, 「相手の交戦カードが捨て札から出現した時」) and as a
  player's act (「相手が手札から交戦カードを出現させた時」) (TH-013);
- a card of a hand put into the discard pile, said 「捨て札に置かれる」 as well as 「捨てられる」 (5.7.1, 4.1.7): a
  replaced event with the pile said as its owner's (「かわりにあなたの山札の下に」, 4.1.7) and a trigger (TH-041);
- a discard down to N said of the hand, the subject left out (「あなたの手札を2枚になるよう捨てる／てよい」, 5.7.2) (TH-046);
- a comma after the relative clause a relation is (「…のエリアにいる、あなたの交戦カード」), before any card phrase,
  as an object, a change's cards and a trigger's (TH-052).

Each sentence's meaning is composed from its parts here, never asked of the compiler.
"""

from __future__ import annotations

from judgekit.cardtext.matrix import DRAW, ENTER, Cell
from judgekit.engine.ability_data import (
    Ability, Cause, Condition, Effect, Event, Modifier, Phase, Target, Trigger, Whose,
)

CALM = Effect("rage", -1, "opponent")
AREAS = [("手札から", "hand", Cause.HAND), ("山札から", "deck", Cause.DECK), ("捨て札から", "discard", Cause.DISCARD),
         ("怪獣デッキから", "monster_deck", Cause.MONSTER_DECK)]


def _auto(trigger: Trigger, *effects: Effect) -> tuple[Ability, ...]:
    return (Ability("", "auto", trigger, effects or (DRAW,)),)


def _appeared_cells() -> list[Cell]:
    found = []
    for said, area, cause in AREAS:
        from_area = Condition("played-by", type=area)
        found += [
            Cell(f"appeared-{area}", "condition", f"出現時{said}出現したら、カードを1枚引く。",
                 _auto(ENTER, Effect("draw", 1, condition=from_area))),
            Cell(f"appeared-{area}", "condition-not", f"出現時{said}出現していないなら、カードを1枚引く。",
                 _auto(ENTER, Effect("draw", 1, condition=Condition("not", parts=(from_area,))))),
            Cell(f"appeared-{area}", "this-trigger", f"これが{said}出現した時、カードを1枚引く。",
                 _auto(Trigger(Event.ENTER, cause=cause))),
        ]
        for whose_jp, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT)):
            event, kind = (Event.MONSTER_PLAYED, "怪獣") if area == "monster_deck" else (Event.BATTLE_PLAYED, "交戦")
            found.append(Cell(f"appeared-{area}", "card-trigger", f"{whose_jp}の{kind}カードが{said}出現するたび、カードを1枚引く。",
                              _auto(Trigger(event, whose, cause=cause))))
    found.append(Cell("appeared-hand", "player-act", "相手が手札から交戦カードを出現させた時、カードを1枚引く。",
                      _auto(Trigger(Event.BATTLE_PLAYED, Whose.OPPONENT, cause=Cause.HAND))))
    # where a card appears from is said of 出現 alone: no card is destroyed "from" an area
    found.append(Cell("appeared-hand", "other-event", "あなたの交戦カードが手札から破壊された時、カードを1枚引く。", None))
    return found


def _hand_to_discard_cells() -> list[Cell]:
    found = []
    for whose_jp, whose in (("あなた", "you"), ("相手", "opponent")):
        hand = Target(owner=whose, area="hand", type="")
        instead = (Ability("", "replacement", effects=(CALM,), replaces="discard", replaced=hand),)
        for verb in ("捨て札に置かれる", "捨てられる"):
            found.append(Cell("hand-to-discard", f"replaced:{verb}", f"{whose_jp}の手札のカードが{verb}際、かわりに相手の怒りを1減らす。",
                              instead))
        pile = (Ability("", "replacement", effects=(Effect("to-deck-bottom", 0, target=Target(area="it", type="",
                                                                                             owner="opponent")),),
                        replaces="discard", optional=True, replaced=hand),)
        found.append(Cell("hand-to-discard", "replaced:owners-pile",
                          f"{whose_jp}の手札のカードが捨て札に置かれる際、かわりに{whose_jp}の山札の下に置いてよい。", pile))
        other = "相手" if whose == "you" else "あなた"  # 4.1.7: never another player's pile
        found.append(Cell("hand-to-discard", "replaced:another-pile",
                          f"{whose_jp}の手札のカードが捨て札に置かれる際、かわりに{other}の山札の下に置いてよい。", None))
        who = Whose.YOU if whose == "you" else Whose.OPPONENT
        for verb in ("捨て札に置かれる", "捨てられる"):
            found.append(Cell("hand-to-discard", f"trigger:{verb}", f"{whose_jp}の手札のカードが{verb}たび、カードを1枚引く。",
                              _auto(Trigger(Event.HAND_DISCARD, who))))
        found.append(Cell("hand-to-discard", "trigger:battle", f"{whose_jp}の手札の交戦カードが捨て札に置かれた時、カードを1枚引く。",
                          _auto(Trigger(Event.DISCARDED_BATTLE, who))))
        found.append(Cell("hand-to-discard", "trigger:by-effect",
                          f"{whose_jp}の手札のカードが相手の効果で捨て札に置かれた時、カードを1枚引く。",
                          _auto(Trigger(Event.HAND_DISCARD, who, cause=Cause.OPPONENT_EFFECT))))
    return found


def _discard_to_cells() -> list[Cell]:
    found = []
    for may, upto in (("る", False), ("てよい", True)):
        down = Effect("discard-to", 2, upto=upto)
        for slot, text in (("hand-said", f"出現時あなたの手札を2枚になるよう捨て{may}。"),
                           ("subject-said", f"出現時あなたは自分の手札を2枚になるよう捨て{may}。"),
                           ("unsaid", f"出現時手札を2枚になるよう捨て{may}。")):
            found.append(Cell(f"discard-to{'-may' if upto else ''}", slot, text, _auto(ENTER, down)))
        found.append(Cell(f"discard-to{'-may' if upto else ''}", "end-phase",
                          f"あなたのエンドフェイズ開始時、あなたの手札を2枚になるよう捨て{may}。",
                          _auto(Trigger(Event.PHASE, Whose.YOU, Phase.END), down)))
    return found


RELATIONS = [  # (the relative clause, the card phrase's field it sets)
    ("あなたの怪獣カードがいるエリア以前のエリアにいる", {"bound_from": "you", "bound": "before"}),
    ("相手の怪獣カードと同じ縦列にいる", {"monster_column": "opponent"}),
    ("これの隣接エリアにいる", {"adjacent": True}),
]


def _comma_cells() -> list[Cell]:
    found = []
    for clause, fields in RELATIONS:
        mine = Target(owner="you", type="battle", **fields)  # type: ignore[arg-type]
        theirs = Target(owner="opponent", type="battle", **fields)  # type: ignore[arg-type]
        term = f"comma-after:{clause[-8:]}"
        found += [
            Cell(term, "object", f"出現時{clause}、相手の交戦カードを1枚破壊する。", _auto(ENTER, Effect("destroy", 1, target=theirs))),
            Cell(term, "change", f"{clause}、あなたの交戦カードすべての撃退力+2000。",
                 (Ability("", "continuous", modifiers=(Modifier("counter", 2000, "cards", target=mine),)),)),
            Cell(term, "count", f"出現時{clause}、あなたの交戦カードが2枚以上なら、カードを1枚引く。",
                 _auto(ENTER, Effect("draw", 1, condition=Condition("count-at-least", 2, target=mine)))),
        ]
    return found


def cells() -> list[Cell]:
    """Every cell of part F."""
    return _appeared_cells() + _hand_to_discard_cells() + _discard_to_cells() + _comma_cells()
