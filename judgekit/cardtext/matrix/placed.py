"""The slot matrix's part of places and limits (issue 18, round 13: TH-014, TH-019, TH-050, TH-058), each class in
every slot it stands in, with the meaning composed from its parts (never asked of the compiler):

- a zone NAMED for what follows (10.5.3, 4.4.3): 「(あなた|相手)のエリア1つを指定し、そのエリアにいる…」 / 「指定したエリアにいる
  …」 × the verbs that act on the cards there × whose × joined or in a sentence of its own; 「そのエリア」 with no zone named
  before it is refused;
- the furthest card one way AMONG cards a condition counted (4.4.5.5.2, 4.4.5.5.4): 「それらのうち、(あなた|相手)から見て
  最も(右|左)側のカード」 × the verbs × the viewer (the opponent's view is the other way);
- the one zone in front of / behind / right or left next to this card EMPTY or holding a card (4.4.7, 4.4.5.1,
  4.4.5.2): 「これの後ろのエリアが空いている(いない)」 in a triggered effect's condition, a continuous change's, a strategy
  card's, and 「そのエリアに」 moving this card there;
- a once-a-turn action allowed up to N times with 「1ターンに」 unsaid (8.5.2, 8.6.2 lifted, 1.3.1): the invasion and the
  play of a monster card × whose × a continuous ability, a strategy card's 「このターン、」, a triggered 「このターン、」; N = 1 and
  the actions the rules do not limit are refused.

``cells()`` gives them as Cells (judgekit.cardtext.matrix); ``benchmarks/cardtext_matrix.py --part placed`` prints them.
"""

from __future__ import annotations

from typing import Any

from judgekit.cardtext.matrix import DRAW, ENTER, STRATEGY, Cell, auto
from judgekit.engine.ability_data import Ability, Condition, Effect, Modifier, Target, Trigger


def _auto(*effects: Effect, trigger: Trigger = ENTER, **fields: Any) -> tuple[Ability, ...]:
    return (auto(*effects, trigger=trigger, **fields),)


# the verbs that act on cards on the field, and the words that say them after 「…を」 (all / one of them)
VERBS = (("destroy", "破壊する"), ("to-hand", "手札に戻す"))


def _named_cells() -> list[Cell]:
    """10.5.3: a zone of a player's named, then the cards in it (the zone's own side only)."""
    found = []
    for whose_jp, who in (("相手", "opponent"), ("あなた", "you")):
        there = Target(owner=who, type="battle", named_zone=True, zone_named=True)
        named = Effect("name-zone", who=who)
        for verb, verb_jp in VERBS:
            for said, joined in (("指定し、そのエリアにいる", True), ("指定する。指定したエリアにいる", False)):
                amount = 0 if verb == "destroy" else 1
                count = "" if amount == 0 else "1枚"
                text = f"出現時{whose_jp}のエリア1つを{said}{whose_jp}の交戦カードを{count}{verb_jp}。"
                found.append(Cell(f"name-zone:{who}", f"{verb}{'' if joined else '-sentence'}", text,
                                  _auto(named, Effect(verb, amount, target=there, with_previous=joined))))
            # on a strategy card
            found.append(Cell(f"name-zone:{who}", f"{verb}-strategy",
                              f"{whose_jp}のエリア1つを指定し、そのエリアにいる{whose_jp}の交戦カードを1枚{verb_jp}。",
                              _auto(named, Effect(verb, 1, target=there, with_previous=True), trigger=STRATEGY),
                              strategy=True))
    # a rank bound on the cards there, said before whose
    bounded = Target(owner="opponent", type="battle", named_zone=True, zone_named=True, rank_max=3)
    found.append(Cell("name-zone:opponent", "destroy-bounded",
                      "出現時相手のエリア1つを指定し、そのエリアにいる相手の等級3以下の交戦カードを破壊する。",
                      _auto(Effect("name-zone", who="opponent"), Effect("destroy", 0, target=bounded, with_previous=True))))
    # no zone named before: 「そのエリア」 names nothing
    found.append(Cell("name-zone:none", "destroy", "出現時そのエリアにいる相手の交戦カードを破壊する。", None))
    return found


def _extreme_cells() -> list[Cell]:
    """4.4.5.5.4: the furthest card one way among those the condition counted, as the viewer sees them (4.4.5.5.2)."""
    found = []
    counted = Condition("count-at-least", 4, target=Target(owner="opponent", type="battle"))
    for viewer_jp, flip in (("あなたから見て", False), ("相手から見て", True), ("", False)):
        for side_jp, side in (("右", "right"), ("左", "left")):
            seen = {"right": "left", "left": "right"}[side] if flip else side
            for verb, verb_jp in VERBS:
                for kind_jp in ("カード", "交戦カード"):
                    text = (f"相手のエリアにいる交戦カードが4枚以上なら、それらのうち、{viewer_jp}最も{side_jp}側の{kind_jp}を"
                            f"1枚{verb_jp}。")
                    effect = Effect(verb, 1, target=Target(owner="opponent", type="battle", extreme=seen),
                                    condition=counted)
                    found.append(Cell(f"extreme-among:{viewer_jp or 'master'}", f"{verb}-{side}", text,
                                      _auto(effect, trigger=STRATEGY), strategy=True))
    # after a trigger, 「にいる」 said
    found.append(Cell("extreme-among:あなたから見て", "destroy-trigger",
                      "出現時相手のエリアにいる交戦カードが2枚以上なら、それらのうち、あなたから見て最も右側にいるカードを1枚破壊する。",
                      _auto(Effect("destroy", 1, target=Target(owner="opponent", type="battle", extreme="right"),
                                   condition=Condition("count-at-least", 2,
                                                       target=Target(owner="opponent", type="battle"))))))
    return found


def _empty_cells() -> list[Cell]:
    """4.4.7: the one zone named from this card empty, or holding a card — there being one (4.4.5.1, 4.4.5.2)."""
    found = []
    places: tuple[tuple[str, dict[str, Any]], ...] = (("これの後ろのエリア", {"facing": "behind"}), ("これの前のエリア", {"facing": "front"}),
              ("これがいるエリアの後ろのエリア", {"facing": "behind"}),
              ("これの右隣のエリア", {"adjacent": True, "side": "right"}),
              ("これの左隣のエリア", {"adjacent": True, "side": "left"}))
    for place_jp, place in places:
        for said, value in (("空いている", 1), ("空いていない", 0)):
            condition = Condition("zone-empty", value, target=Target(owner="you", type="", **place))
            term = f"zone-empty:{place.get('facing') or place['side']}"
            kind = "empty" if value else "taken"
            found.append(Cell(term, f"trigger-{kind}", f"出現時{place_jp}が{said}なら、カードを1枚引く。",
                              _auto(Effect("draw", 1, condition=condition))))
            found.append(Cell(term, f"strategy-{kind}", f"{place_jp}が{said}なら、カードを1枚引く。",
                              _auto(Effect("draw", 1, condition=condition), trigger=STRATEGY), strategy=True))
            found.append(Cell(term, f"continuous-{kind}", f"{place_jp}が{said}なら、これの撃退力+2000。",
                              (Ability("", "continuous", modifiers=(Modifier("counter", 2000, condition=condition),)),)))
            if "facing" in place and value == 1:  # 「そのエリアに」: there, this card moved (to="empty", 4.4.7)
                found.append(Cell(term, "move-there", f"出現時{place_jp}が{said}なら、これをそのエリアに移動させてよい。",
                                  _auto(Effect("move-self", upto=True, to="empty", near=str(place["facing"]),
                                               condition=condition))))
    # 「そのエリア」 after a zone found holding a card, or with no zone found: refused
    found.append(Cell("zone-empty:behind", "move-there-taken",
                      "出現時これの後ろのエリアが空いていないなら、これをそのエリアに移動させてよい。", None))
    found.append(Cell("zone-empty:none", "move-there", "出現時これをそのエリアに移動させてよい。", None))
    return found


def _times_cells() -> list[Cell]:
    """8.5.2, 8.6.2 lifted (1.3.1): up to N times a turn, 「1ターンに」 unsaid."""
    found = []
    actions = (("あなたの怪獣カードは{n}回まで進攻できる", "you", "invade"),
               ("あなたは{n}回まで進攻できる", "you", "invade"),
               ("相手は{n}回まで進攻できる", "opponent", "invade"),
               ("あなたは進攻を{n}回まで行える", "you", "invade"),
               ("あなたは手札から怪獣カードを{n}回まで出現させることができる", "you", "monster"),
               ("あなたは怪獣カードの出現を{n}回まで行える", "you", "monster"))
    for words, who, action in actions:
        for n in (2, 3):
            change = Modifier("times-a-turn", n, who, forbids=action)
            lasting = Effect("until-end-of-turn", to="+", modifier=change)
            said = words.format(n=n)
            found.append(Cell(f"times-a-turn:{action}", "continuous", f"{said}。",
                              (Ability("", "continuous", modifiers=(change,)),)))
            found.append(Cell(f"times-a-turn:{action}", "strategy-this-turn", f"このターン、{said}。",
                              _auto(lasting, trigger=STRATEGY), strategy=True))
            found.append(Cell(f"times-a-turn:{action}", "trigger-this-turn", f"出現時このターン、{said}。", _auto(lasting)))
    # once is the rules' own limit; a battle card, a strategy card and rage have none to lift (8.2, 8.3, 8.4)
    for said in ("あなたは1回まで進攻できる。", "あなたは2回まで戦略カードを発動できる。", "これは2回まで怪獣カードを出現させることができる。"):
        found.append(Cell("times-a-turn:refused", "continuous", said, None))
    return found


def cells() -> list[Cell]:
    return _named_cells() + _extreme_cells() + _empty_cells() + _times_cells()
