"""The slot matrix's part for the forms the thirteenth round's helpers left unread (issue 18, round 14), each a family
opened to every member and slot.

- this card moved to the one zone named from it with no 空いている printed (「これを後ろのエリアに移動させる」, 「これの右隣の
  エリアに移動する」): in front, behind (4.4.5.1), next to it on either side (4.4.5.2 with 4.4.5.5.1) — a must or a may,
  after each trigger and as a strategy card's … ; the zone need not be empty (5.2.1; 11.5.1 and 11.3.3 after);
- 【進化N】 followed by a keyword and no trait (12.6.2 gives it no meaning): refused, never the keyword read as a trait.

Each sentence's meaning is composed from its parts here, never asked of the compiler.
"""

from __future__ import annotations

import dataclasses

from judgekit.cardtext.matrix import DRAW, ENTER, STRATEGY, Cell, auto as _auto
from judgekit.engine.ability_data import Condition, Effect, Event, Modifier, Phase, Target, Trigger, Until, Whose

DESTROYED = Trigger(Event.DESTROYED_SELF)


# -- this card to the zone named from it, no 空いている (5.2.1; 4.4.5.1; 4.4.5.2 + 4.4.5.5.1) ----------------------------
NEXT = [("前", "front"), ("後ろ", "behind"), ("後", "behind"), ("右隣", "beside-right"), ("左隣", "beside-left")]


def _next_zone_cells() -> list[Cell]:
    found = []
    for said, near in NEXT:
        moved = Effect("move-self", to="next-zone", near=near)
        may = dataclasses.replace(moved, upto=True)
        term = f"next-zone:{near}"
        for lead, trigger in (("出現時", ENTER), ("これが破壊された時、", DESTROYED)):
            where = "appear" if trigger is ENTER else "destroyed"
            found += [
                Cell(term, f"{where}:this-said", f"{lead}これを{said}のエリアに移動させる。", (_auto(moved, trigger=trigger),)),
                Cell(term, f"{where}:this-of", f"{lead}これをこれの{said}のエリアに移動させる。", (_auto(moved, trigger=trigger),)),
                Cell(term, f"{where}:unsaid", f"{lead}これの{said}のエリアに移動させる。", (_auto(moved, trigger=trigger),)),
                Cell(term, f"{where}:moves", f"{lead}これの{said}のエリアに移動する。", (_auto(moved, trigger=trigger),)),
                Cell(term, f"{where}:may", f"{lead}これを{said}のエリアに移動させてよい。", (_auto(may, trigger=trigger),)),
                Cell(term, f"{where}:then", f"{lead}これを{said}のエリアに移動させ、カードを1枚引く。",
                     (_auto(moved, dataclasses.replace(DRAW, with_previous=True), trigger=trigger),)),
            ]
        # the empty zone named from this card stays what it was (4.4.7: 空いている printed)
    return found


# -- 【進化N】 with no trait (12.6.2) --------------------------------------------------------------------------------
def _evolution_cells() -> list[Cell]:
    found = []
    for n in ("3", "5", "IV"):
        for keyword in ("逆襲", "出現時", "進攻時", "拠点", "強襲3"):
            found.append(Cell("evolution:no-trait", f"{keyword}:{n}", f"【進化{n}】【{keyword}】カードを1枚引く。", None))
    return found


# -- until a later phase or turn begins (10.2.1.2; 7.1) -----------------------------------------------------------------
PHASE_SAID = [("スタート", Phase.START), ("メイン", Phase.MAIN), ("撃退", Phase.COUNTER), ("エンド", Phase.END)]


def _begins_cells() -> list[Cell]:
    found = []
    spans: list[tuple[str, str, Until]] = []
    for player, whose in (("あなた", "you"), ("相手", "opponent")):
        for said, phase in PHASE_SAID:
            until = Until(whose, phase, begins=True)
            spans += [(f"{whose}:{phase}", f"次の{player}のターンの{said}フェイズ開始時まで", until),
                      (f"{whose}:{phase}:short", f"次の{player}の{said}フェイズ開始時まで", until)]
        spans.append((f"{whose}:turn", f"次の{player}のターン開始時まで", Until(whose, None, begins=True)))
    spans.append(("next-turn", "次のターンの開始時まで", Until("", None, begins=True)))
    own = Modifier("counter", 2000, "self")
    theirs = Modifier("counter", -1000, "cards", target=Target(owner="opponent", type="battle"))
    for key, said, until in spans:
        for slot, lead, trigger, strategy in (("appear", "出現時", ENTER, False), ("destroyed", "これが破壊された時、", DESTROYED, False),
                                              ("strategy", "", STRATEGY, True)):
            found.append(Cell(f"until-begins:{key}", f"{slot}:others", f"{lead}{said}、相手の交戦カードすべての撃退力-1000する。",
                              (_auto(Effect("until-end-of-turn", 1, to="+", modifier=theirs, until=until), trigger=trigger),),
                              strategy=strategy))
        found.append(Cell(f"until-begins:{key}", "appear:self", f"出現時{said}、これの撃退力+2000する。",
                          (_auto(Effect("until-end-of-turn", 1, to="+", modifier=own, until=until)),)))
    return found


# -- 「相手は自分の…のうち、最も右側の…」: left and right as the chooser sees them (4.4.5.5.1; 4.4.5.5.2) -------------------
def _chooser_side_cells() -> list[Cell]:
    found = []
    for side, seen in (("右", "left"), ("左", "right")):  # the opponent's right is the master's left (Target.extreme)
        mine = Target(owner="opponent", type="battle", extreme=seen)
        for verb, said in (("destroy", "破壊する"), ("to-hand", "手札に戻す")):
            meant = Effect(verb, 1, who="opponent", target=mine)
            for lead, trigger in (("出現時", ENTER), ("これが破壊された時、", DESTROYED)):
                found += [
                    Cell(f"chooser-side:{seen}", f"{verb}:within:{lead}",
                         f"{lead}相手は自分の交戦カードのうち、最も{side}側の交戦カードを1枚{said}。", (_auto(meant, trigger=trigger),)),
                    Cell(f"chooser-side:{seen}", f"{verb}:mono:{lead}",
                         f"{lead}相手は自分の交戦カードのうち、最も{side}側にいるものを1枚{said}。", (_auto(meant, trigger=trigger),)),
                    Cell(f"chooser-side:{seen}", f"{verb}:their-view:{lead}",
                         f"{lead}相手は自分の交戦カードのうち、相手から見て最も{side}側の交戦カードを1枚{said}。",
                         (_auto(meant, trigger=trigger),)),
                ]
            # 「あなたから見て」 said: the master's view, as written
            found.append(Cell(f"chooser-side:{seen}", f"{verb}:your-view",
                              f"出現時相手は自分の交戦カードのうち、あなたから見て最も{side}側の交戦カードを1枚{said}。",
                              (_auto(Effect(verb, 1, who="opponent", target=dataclasses.replace(
                                  mine, extreme="right" if side == "右" else "left"))),)))
        found.append(Cell(f"chooser-side:{seen}", "each-unsaid",
                          f"出現時各プレイヤーは自分の交戦カードのうち、最も{side}側の交戦カードを1枚破壊する。", None))
    return found


# -- zones named (10.5.3): among a range, by the opponent, several; then 「そのエリア」「指定したエリア」 ---------------------------
def _named_zone_cells() -> list[Cell]:
    found = []
    namings = [  # (term, said, the naming)
        ("opponents", "相手のエリア1つを指定", Effect("name-zone", 1, who="opponent")),
        ("opponents-range", "相手のエリア6~8のうち1つを指定", Effect("name-zone", 1, who="opponent", into=(6, 7, 8))),
        ("yours-range", "あなたのエリア3~5のうち1つを指定", Effect("name-zone", 1, who="you", into=(3, 4, 5))),
        ("opponents-two", "相手のエリアを2つ指定", Effect("name-zone", 2, who="opponent")),
        ("yours-upto-two", "あなたのエリアを2つまで指定", Effect("name-zone", 2, who="you", upto=True)),
        ("by-opponent-own", "相手は自分のエリアを1つ指定", Effect("name-zone", 1, who="opponent", chooser="opponent")),
        ("by-opponent-yours", "相手はあなたのエリアを1つ指定", Effect("name-zone", 1, who="you", chooser="opponent")),
        ("by-opponent-number", "相手はエリアを1つ指定", Effect("name-zone", 1, who="", chooser="opponent")),
        ("number", "エリアを1つ指定", Effect("name-zone", 1, who="")),
    ]
    for term, said, naming in namings:
        owner = "you" if naming.who == "you" else "opponent"
        mine = "あなた" if owner == "you" else "相手"
        there = Target(owner=owner, type="battle", named_zone=True, zone_named=True)
        for that in ("その", "指定した"):
            destroy = Effect("destroy", 1, target=there)
            every = Effect("destroy", 0, target=there)
            found += [
                Cell(f"named-zone:{term}", f"{that}:joined", f"出現時{said}し、{that}エリアにいる{mine}の交戦カードを1枚破壊する。",
                     (_auto(naming, dataclasses.replace(destroy, with_previous=True)),)),
                Cell(f"named-zone:{term}", f"{that}:sentence", f"出現時{said}する。{that}エリアにいる{mine}の交戦カードを1枚破壊する。",
                     (_auto(naming, destroy),)),
                Cell(f"named-zone:{term}", f"{that}:strategy", f"{said}し、{that}エリアにいる{mine}の交戦カードを1枚破壊する。",
                     (_auto(naming, dataclasses.replace(destroy, with_previous=True), trigger=STRATEGY),), strategy=True),
                Cell(f"named-zone:{term}", f"{that}:all", f"これが破壊された時、{said}し、{that}エリアにいる{mine}の交戦カードをすべて破壊する。",
                     (_auto(naming, dataclasses.replace(every, with_previous=True), trigger=DESTROYED),)),
            ]
        if naming.who in ("you", ""):
            for that in ("そのエリアに", "指定したエリアに"):
                found.append(Cell(f"named-zone:{term}", f"token:{that}", f"出現時{said}し、{that}「結晶体」トークンを1枚出現させる。",
                                  (_auto(naming, Effect("token", 1, name="結晶体", to="named-zone", with_previous=True)),)))
    # none named before: 「指定したエリアに」 names nothing; 「そのエリアに」 a token has no card's zone to go to
    found += [Cell("named-zone:none", "token:指定した", "出現時指定したエリアに「結晶体」トークンを1枚出現させる。", None),
              Cell("named-zone:none", "token:その", "出現時相手の交戦カードを1枚選び、そのエリアに「結晶体」トークンを1枚出現させる。", None),
              Cell("named-zone:none", "range-down", "出現時相手のエリア8~6のうち1つを指定し、そのエリアにいる相手の交戦カードを1枚破壊する。", None),
              Cell("named-zone:none", "too-many", "出現時相手のエリア6~7のうち3つを指定し、そのエリアにいる相手の交戦カードを1枚破壊する。", None)]
    return found


# -- それ after a condition naming one player's monster (10.5; 3.3) -------------------------------------------------------
def _condition_it_cells() -> list[Cell]:
    found = []
    for player, whose in (("相手", "opponent"), ("あなた", "you")):
        conditions = [("threat", f"{player}の怪獣カードの脅威度が10000以上", Condition("compare", 10000, name=whose, stat="threat",
                                                                                  compare="at-least")),
                      ("rank", f"{player}の怪獣カードの等級がIII以上", Condition("compare", 3, name=whose, stat="rank",
                                                                             compare="at-least"))]
        for term, said, condition in conditions:
            for slot, lead, trigger, strategy in (("appear", "出現時", ENTER, False), ("destroyed", "これが破壊された時、", DESTROYED, False),
                                                  ("strategy", "", STRATEGY, True)):
                for verb, words in (("retreat", "それを1エリア後退させる"), ("advance", "それを1エリア前進させる")):
                    found.append(Cell(f"condition-it:{whose}-{term}", f"{slot}:{verb}", f"{lead}{said}なら、{words}。",
                                      (_auto(Effect(verb, 1, whose, condition=condition), trigger=trigger),), strategy=strategy))
                change = Modifier("threat", -1000, "cards", target=Target(owner=whose, type="monster"))
                found.append(Cell(f"condition-it:{whose}-{term}", f"{slot}:threat", f"{lead}{said}なら、このターン、それの脅威度-1000する。",
                                  (_auto(Effect("until-end-of-turn", 1, to="+", modifier=change, condition=condition),
                                         trigger=trigger),), strategy=strategy))
    return found


# -- this card from the hand to the deck (10.3.4.1; 5.3.1 shuffled) ---------------------------------------------------
def _from_hand_cells() -> list[Cell]:
    found = []
    invaded = Trigger(Event.INVADED, Whose.OPPONENT)
    ends = [("上", "deck-top", "山札の上に置"), ("下", "deck-bottom", "山札の下に置")]
    for end, to, put in ends:
        moved = Effect("self-from-hand", to=to)
        for order, said in (("hand-first", f"あなたの手札からこれを{put}"), ("this-first", f"これを手札から{put}"),
                            ("this-your-hand", f"これをあなたの手札から{put}")):
            found += [
                Cell(f"self-from-hand:{to}", f"{order}:must", f"相手の怪獣カードが進攻した時、{said}く。", (_auto(moved, trigger=invaded),)),
                Cell(f"self-from-hand:{to}", f"{order}:may", f"相手の怪獣カードが進攻した時、{said}いてよい。",
                     (_auto(dataclasses.replace(moved, upto=True), trigger=invaded),)),
                Cell(f"self-from-hand:{to}", f"{order}:cost", f"相手の怪獣カードが進攻した時、{said}くことで、カードを1枚引く。",
                     (_auto(dataclasses.replace(DRAW, cost=moved), trigger=invaded),)),
                Cell(f"self-from-hand:{to}", f"{order}:then", f"相手の怪獣カードが進攻した時、{said}いてよい。そうしたら、カードを2枚引く。",
                     (_auto(dataclasses.replace(moved, upto=True), Effect("draw", 2, if_done=True), trigger=invaded),)),
            ]
    shuffled = Effect("self-from-hand", to="deck-shuffled")
    for said in ("あなたの手札からこれを山札に戻し、シャッフルする", "これを手札から山札に加えてシャッフルする",
                 "これを手札から山札に戻し、山札をシャッフルする"):
        found.append(Cell("self-from-hand:deck-shuffled", said, f"相手の怪獣カードが進攻した時、{said}。",
                          (_auto(shuffled, trigger=invaded),)))
    found.append(Cell("self-from-discard:deck-shuffled", "destroyed", "これが破壊された時、これをあなたの捨て札から山札に加えてシャッフルする。",
                      (_auto(Effect("self-from-discard", to="deck-shuffled"), trigger=DESTROYED),)))
    return found


# -- a zone named from another card, as a destination (4.4.5.4, 4.4.5.1, 4.4.5.2) ---------------------------------------
def _from_another_cells() -> list[Cell]:
    found = []
    places = [("monster-column:opponent", "相手の怪獣カードと同じ縦列の"), ("monster-column:you", "あなたの怪獣カードと同じ縦列の"),
              ("monster-front", "あなたの怪獣カードの前の"), ("monster-behind", "あなたの怪獣カードの後ろの")]
    from_discard = Target(owner="you", type="battle", area="discard")
    for near, said in places:
        term = f"zone-from-card:{near}"
        found += [
            Cell(term, "move-self", f"出現時これを{said}空いているエリアに移動させる。",
                 (_auto(Effect("move-self", to="empty", near=near)),)),
            Cell(term, "move-self:may", f"出現時これを{said}空いているエリアに移動させてよい。",
                 (_auto(Effect("move-self", to="empty", near=near, upto=True)),)),
            Cell(term, "token", f"出現時「結晶体」トークンを1枚、{said}あなたのエリアに出現させる。",
                 (_auto(Effect("token", 1, name="結晶体", near=near)),)),
            Cell(term, "play", f"出現時あなたの捨て札から交戦カードを1枚、{said}空いているエリアに出現させる。",
                 (_auto(Effect("play", 1, target=from_discard, to="empty", near=near)),)),
            Cell(term, "destroyed:play", f"これが破壊された時、あなたの捨て札から交戦カードを1枚、{said}空いているエリアに出現させる。",
                 (_auto(Effect("play", 1, target=from_discard, to="empty", near=near), trigger=DESTROYED),)),
        ]
    for near, said in (("monster-adjacent", "あなたの怪獣カードの"), ("it-adjacent", "それの")):
        lead = "" if near == "monster-adjacent" else "あなたの交戦カードを1枚選び、"
        chosen = (Effect("select", 1, target=Target(owner="you", type="battle")),) if lead else ()
        joined = bool(lead)
        found += [
            Cell(f"zone-from-card:{near}", "token", f"出現時{lead}{said}隣接エリアに「結晶体」トークンを1枚出現させる。",
                 (_auto(*chosen, Effect("token", 1, name="結晶体", near=near, with_previous=joined)),)),
            Cell(f"zone-from-card:{near}", "play", f"出現時{lead}あなたの捨て札から交戦カードを1枚、{said}隣接エリアに出現させる。",
                 (_auto(*chosen, Effect("play", 1, target=from_discard, near=near, with_previous=joined)),)),
        ]
    return found


def cells() -> list[Cell]:
    return (_next_zone_cells() + _evolution_cells() + _begins_cells() + _chooser_side_cells() + _named_zone_cells()
            + _condition_it_cells() + _from_hand_cells() + _from_another_cells())
