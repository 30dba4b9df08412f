"""The slot matrix's part of exchanges, destinations and sums (issue 18, round 14: FO-035, FO-052, FO-059), each class
in every slot it stands in, with the meaning composed from its parts (never asked of the compiler):

- two cards chosen, then exchanged (5.6.1): 「…を1枚と、…を1枚選び、それらを入れ替える」 — a field card with a card of
  the hand or discard pile (either order; the pile's card appears, 5.11.1) or two piles' cards — × a must, a may,
  after 「その後」, as a cost (10.5.4) and on a strategy card; two cards of one pile are refused;
- the one zone in front of / behind / next to this card, whose unsaid (4.4.5.1, 4.4.5.2; 後 = 後ろ): 「これの(前|後ろ|後|右隣|
  左隣)のエリアに」 × the
  verbs putting a card into a zone (appear from the discard pile or the hand, a token); a move there is refused (5.2.1
  moves a card into the zone even if a card is in it; the engine moves a chosen card only into an empty one);
- per point, or per whole N, of a SUM (10.8.1; cards under a card read, 3.2.3.1): 「…の(等級|撃退力|脅威度)の合計Nにつき」
  × the slots of 「…1枚につき」 (under this card / a monster, in the zones, in a pile) × a continuous change and an effect;
  the turn's records are refused (10.6.2).

``cells()`` gives them as Cells (judgekit.cardtext.matrix); ``benchmarks/cardtext_matrix.py --part exchanged`` prints them.
"""

from __future__ import annotations

from typing import Any

from judgekit.cardtext.matrix import DRAW, ENTER, STRATEGY, Cell, auto
from judgekit.engine.ability_data import Ability, Count, Effect, Modifier, Target, Trigger


def _auto(*effects: Effect, trigger: Trigger = ENTER, **fields: Any) -> tuple[Ability, ...]:
    return (auto(*effects, trigger=trigger, **fields),)


def _swap_cells() -> list[Cell]:
    found = []
    field = Target(owner="you", type="battle")
    for pile_jp, area in (("手札", "hand"), ("捨て札", "discard")):
        pile = Target(owner="you", type="battle", area=area)
        field_jp, pile_said = "あなたのエリアにいる交戦カードを1枚", f"あなたの{pile_jp}の交戦カードを1枚"
        for order, (first, second) in (("field-first", (field_jp, pile_said)), ("pile-first", (pile_said, field_jp))):
            said = f"{first}と、{second}選び、それらを入れ替え"
            swap = Effect("swap", 1, target=pile, other=field, to="field")
            term = f"swap:field-{area}"
            found.append(Cell(term, f"must:{order}", f"出現時{said}る。", _auto(swap)))
            found.append(Cell(term, f"may:{order}", f"出現時{said}てよい。", _auto(Effect(
                "swap", 1, target=pile, other=field, to="field", upto=True))))
            found.append(Cell(term, f"then:{order}", f"出現時カードを1枚引く。その後、{said}る。",
                              _auto(DRAW, swap)))
            found.append(Cell(term, f"strategy:{order}", f"{said}る。", _auto(swap, trigger=STRATEGY), strategy=True))
            found.append(Cell(term, f"cost:{order}", f"出現時{said}ることで、カードを1枚引く。",
                              _auto(Effect("draw", 1, cost=swap))))
    hand, discard = Target(owner="you", type="", area="hand"), Target(owner="you", type="battle", area="discard")
    found.append(Cell("swap:hand-discard", "must", "出現時あなたの手札のカードを1枚と、あなたの捨て札の交戦カードを1枚選び、"
                      "それらを入れ替える。", _auto(Effect("swap", 1, target=hand, other=discard, to="piles"))))
    found.append(Cell("swap:hand-hand", "must", "出現時あなたの手札のカードを1枚と、あなたの手札の交戦カードを1枚選び、"
                      "それらを入れ替える。", None))
    return found


def _near_cells() -> list[Cell]:
    found = []
    for near_jp, near in (("前", "front"), ("後ろ", "behind"), ("後", "behind"), ("右隣", "beside-right"),
                          ("左隣", "beside-left")):
        dest = f"これの{near_jp}のエリアに"
        found.append(Cell(f"dest:{near_jp}", "appear-from-discard", f"出現時あなたの捨て札から交戦カードを1枚、{dest}出現させる。",
                          _auto(Effect("play", 1, target=Target(owner="you", type="battle", area="discard"), to="next-zone", near=near))))
        found.append(Cell(f"dest:{near_jp}", "appear-from-hand", f"出現時あなたの手札から交戦カードを1枚、{dest}出現させる。",
                          _auto(Effect("play", 1, target=Target(owner="you", type="battle", area="hand"), to="next-zone", near=near))))
        found.append(Cell(f"dest:{near_jp}", "token", f"出現時「結晶体」トークンを1枚、{dest}出現させる。",
                          _auto(Effect("token", 1, name="結晶体", to="next-zone", near=near))))
        found.append(Cell(f"dest:{near_jp}", "move", f"出現時あなたのエリアにいる交戦カードを1枚、{dest}移動させる。",
                          None))  # 5.2.1: even into an occupied zone — the engine moves only to empty ones
    return found


def _sum_cells() -> list[Cell]:
    found = []
    places = (("これの下にあるカード", Target(owner="you", type="", area="under")),
              ("あなたの怪獣カードの下にあるカード", Target(owner="you", type="", area="under-monster")),
              ("あなたのエリアにいる交戦カード", Target(owner="you", type="battle")),
              ("相手の捨て札の交戦カード", Target(owner="opponent", type="battle", area="discard")))
    for stat_jp, stat in (("等級", "rank"), ("撃退力", "counter"), ("脅威度", "threat")):
        for said, cards in places:
            for every in (1, 5000) if stat != "rank" else (1, 2):
                per = Count(sum_of=stat, cards=cards)
                found.append(Cell(f"sum:{stat}", f"change:{said}:{every}", f"{said}の{stat_jp}の合計{every}につき、これの撃退力+1000。",
                                  (Ability("", "continuous", modifiers=(Modifier("counter", 1000, per=per, per_every=every),)),)))
                found.append(Cell(f"sum:{stat}", f"effect:{said}:{every}", f"出現時{said}の{stat_jp}の合計{every}につき、カードを1枚引く。",
                                  _auto(Effect("draw", 1, per=per, per_every=every))))
    found.append(Cell("sum:rank", "turn-record", "このターンに破壊された交戦カードの等級の合計1につき、これの撃退力+1000。", None))
    return found


def cells() -> list[Cell]:
    return _swap_cells() + _near_cells() + _sum_cells()
