"""The slot matrix's part for the forms the fifteenth set left unread (issue 18, fix15), each a class opened to its
members and slots, with the meaning composed from its parts (never asked of the compiler):

- a record of this turn with whose unsaid (「このターン交戦カードが破壊されていたら」): either player's card, as
  「いずれかの」 (10.6.2) — every event the turn keeps × once / a count × a filter, after 【出現時】 and on a strategy card;
- 「好きな」 before a card phrase picked by a count (「好きなカードを2枚探して」): no filter more (5.8.1.1, 10.5.3.1) — a
  search, a choice from a pile, a pile's card put somewhere, a field card destroyed or returned; where no one picks
  (すべて, a condition's count) it is refused;
- a pile named with its owner for the card looked at / revealed from that player's deck (「それを相手の捨て札にするか
  山札の上に戻す」, 「それを相手の手札に加える」): the owner's pile (4.1.7); another player's pile refused.

``cells()`` gives them as Cells (judgekit.cardtext.matrix); ``benchmarks/cardtext_matrix.py --part fix15`` prints them.
"""

from __future__ import annotations

import dataclasses

from judgekit.cardtext.matrix import DRAW, ENTER, STRATEGY, Cell, auto
from judgekit.engine.ability_data import Condition, Effect, Event, Target

# what the turn keeps (10.6.2): the words, the event, and the kind the record names when the event does not
RECORDS = [("交戦カードが破壊され", Event.BATTLE_DESTROYED, ""), ("怪獣カードが前進し", Event.ADVANCED, ""),
           ("怪獣カードが進攻し", Event.INVADED, ""), ("交戦カードが出現し", Event.BATTLE_PLAYED, ""),
           ("カードが捨て札に置かれ", Event.TO_DISCARD, ""), ("交戦カードが手札に戻され", Event.RETURNED, "battle")]


def _record_cells() -> list[Cell]:
    found = []
    for said, event, kind in RECORDS:
        record = f"{event.value}:{kind}"
        for count, n, compare in (("", 0, ""), ("2枚以上", 2, "at-least")):
            if count and event in (Event.ADVANCED, Event.INVADED):
                continue  # a monster's moves are counted as times, not cards
            words = said.replace("が", f"が{count}", 1)
            condition = Condition("happened-this-turn", n, name="any", type=record, compare=compare)
            draw = dataclasses.replace(DRAW, condition=condition)
            term = f"record-unsaid:{event.value}{':count' if count else ''}"
            found += [Cell(term, "appear", f"出現時このターン{words}ていたら、カードを1枚引く。", (auto(draw),)),
                      Cell(term, "strategy", f"このターン{words}ていたら、カードを1枚引く。",
                           (auto(draw, trigger=STRATEGY),), strategy=True)]
    return found


def _picked_cells() -> list[Cell]:
    deck_any = Target(owner="you", type="", area="deck")
    deck_battle = Target(owner="you", type="battle", area="deck")
    discard_any = Target(owner="you", type="", area="discard")
    theirs = Target(owner="opponent", type="battle")
    found = [
        Cell("picked:any", "search", "出現時あなたの山札から好きなカードを2枚探して手札に加え、山札をシャッフルする。",
             (auto(Effect("search", 2, target=deck_any, to="hand")),)),
        Cell("picked:any", "search:strategy", "あなたの山札から好きなカードを1枚探して手札に加え、山札をシャッフルする。",
             (auto(Effect("search", 1, target=deck_any, to="hand"), trigger=STRATEGY),), strategy=True),
        Cell("picked:typed", "search", "出現時あなたの山札から好きな交戦カードを1枚探して手札に加え、山札をシャッフルする。",
             (auto(Effect("search", 1, target=deck_battle, upto=True, to="hand")),)),
        Cell("picked:any", "pile-to-hand", "出現時あなたの捨て札の好きなカードを1枚手札に加える。",
             (auto(Effect("to-hand", 1, target=discard_any)),)),
        Cell("picked:typed", "destroy", "出現時相手の好きな交戦カードを1枚破壊する。", (auto(Effect("destroy", 1, target=theirs)),)),
        Cell("picked:typed", "return", "出現時相手の好きな交戦カードを1枚手札に戻す。", (auto(Effect("to-hand", 1, target=theirs)),)),
        # no one picks: all of them, or a count a condition makes (10.5.3)
        Cell("picked:typed", "all", "出現時相手の好きな交戦カードをすべて破壊する。", None),
        Cell("picked:typed", "condition", "出現時相手のエリアにいる好きな交戦カードが2枚以上いるなら、カードを1枚引く。", None),
    ]
    return found


def _owned_pile_cells() -> list[Cell]:
    found = []
    look = Effect("look", 1, "opponent")
    for said in ("相手の捨て札にするか山札の上に戻す", "捨て札にするか山札の上に戻す", "捨て札にするか相手の山札の上に置く",
                 "相手の捨て札にするか相手の山札の上に戻す"):
        found.append(Cell("owned-pile:look", said, f"出現時相手の山札を上から1枚見て、それを{said}。", (auto(look),)))
    for said in ("あなたの捨て札にするか山札の上に戻す", "捨て札にするかあなたの山札の上に戻す"):
        found.append(Cell("owned-pile:look", f"another's:{said}", f"出現時相手の山札を上から1枚見て、それを{said}。", None))
    it = Target(area="it", type="")
    for verb, first in (("公開し", Effect("reveal", 1, "opponent")), ("見て", Effect("look", 1, "opponent", to="stay"))):
        for put, then in (("相手の手札に加える", "to-hand"), ("相手の山札の下に置く", "to-deck-bottom"),
                          ("相手の捨て札にする", "to-discard")):
            found.append(Cell(f"owned-pile:{then}", f"after:{verb}", f"出現時相手の山札を上から1枚{verb}、それを{put}。",
                              (auto(first, Effect(then, 0, target=it, with_previous=True)),)))
            found.append(Cell(f"owned-pile:{then}", f"another's:after:{verb}",
                              f"出現時相手の山札を上から1枚{verb}、それを{put.replace('相手', 'あなた')}。", None))
    return found


def cells() -> list[Cell]:
    return _record_cells() + _picked_cells() + _owned_pile_cells()
