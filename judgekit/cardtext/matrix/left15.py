"""The slot matrix's part for the forms the fourteenth round's helpers left unread (issue 18, round 15), each a family
opened to every member and slot.

- a place named from ANOTHER card as a filter of the cards found (「それの隣接エリアにいる」, 「選んだカードの前のエリアにいる」,
  「相手の怪獣カードの隣接エリアにいる」): next to, in front of or behind that card's zone, on its side (4.4.5.1, 4.4.5.2;
  a monster in its position's zone, 3.3.3.2) — destroyed, returned, changed, after each trigger and as a strategy card's;

- 「相手の最も右側にいる交戦カード」 with no chooser said: the place after whose, as the master sees them (4.4.5.5.2; ties —
  3 and 8 are not left or right of each other, 4.4.5.5.1.1 — all found, 4.4.5.5.4);

- 「山札の上から」 / 「山札を上から」 with no owner: the master's own deck (3.1.2.3.1), looked at, revealed or milled (a mill
  after a mill keeps that mill's deck, as 「山札を上から」 did);

- this card from the monster deck to the deck's top or bottom or shuffled in (10.3.4.1: the ability works there; 1.3.2:
  not there, nothing) — a must, a may, a cost, then-if-done;

- 「次に(あなたの|相手の)カードが出現した時」 and the other timed triggers (10.6.5) with the kind unsaid: a battle card or
  a monster card appears (5.11), a battle or a strategy card is destroyed (5.12); where only one kind can (a monster moves
  or is countered, a battle card evolves or is crushed), that kind's event;

- a monster's move or counter replaced only when an effect causes it — anyone's (「効果で」), yours, the opponent's, this
  card's (10.9.1; 3.1.2: the engine knows whose effect moves it; the rules' steps are no effect's) — ending 際, 時 or 場合
  (10.9.1's own word);

- a card moved into the zone named before (「選んだ交戦カードをそのエリアに移動させる」, 「…を指定したエリアに移動させる」), no
  空いている printed: it goes there even if a card is in it (5.2.1), the named zone's player's card then (3.1.2); 11.5.1 keeps
  the card placed last, and in a monster's zone it is crushed (11.3.3);

Each sentence's meaning is composed from its parts here, never asked of the compiler.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from judgekit.cardtext.matrix import DRAW, ENTER, STRATEGY, Cell, auto as _auto
from judgekit.engine.ability_data import Ability, Condition, Effect, Event, Modifier, Phase, Target, Trigger, Until, Whose

DESTROYED = Trigger(Event.DESTROYED_SELF)
SLOTS = (("appear", "出現時", ENTER, False), ("destroyed", "これが破壊された時、", DESTROYED, False), ("strategy", "", STRATEGY, True))


# -- a place named from another card, as a filter (4.4.5.1, 4.4.5.2; 3.3.3.2) -------------------------------------------
def _near_another_cells() -> list[Cell]:
    found = []
    places: list[tuple[str, str, dict[str, Any]]] = [
              ("adjacent", "隣接エリアにいる", {"adjacent": True}), ("front", "前のエリアにいる", {"facing": "front"}),
              ("behind", "後ろのエリアにいる", {"facing": "behind"}), ("behind-short", "後のエリアにいる", {"facing": "behind"})]
    chosen = Effect("select", 1, target=Target(owner="opponent", type="battle"))
    for place, said, fields in places:
        # the card chosen before, said 「それ」, 「選んだカード」, 「そのカード」, 「選んだ交戦カード」-less forms
        for ref in ("それの", "選んだカードの", "そのカードの", "その交戦カードの"):
            for player, whose in (("相手", "opponent"), ("あなた", "you")):
                there = Target(owner=whose, type="battle", near_of="it", **fields)
                for verb, words in (("destroy", "を1枚破壊する"), ("to-hand", "をすべて手札に戻す")):
                    meant = Effect(verb, 1 if verb == "destroy" else 0, target=there)
                    for slot, lead, trigger, strategy in SLOTS:
                        found.append(Cell(f"near-another:it-{place}", f"{slot}:{verb}:{whose}:{ref}",
                                          f"{lead}相手の交戦カードを1枚選び、{ref}{said}{player}の交戦カード{words}。",
                                          (_auto(chosen, dataclasses.replace(meant, with_previous=True), trigger=trigger),),
                                          strategy=strategy))
                    found.append(Cell(f"near-another:it-{place}", f"sentence:{verb}:{whose}:{ref}",
                                      f"出現時相手の交戦カードを1枚選ぶ。{ref}{said}{player}の交戦カード{words}。",
                                      (_auto(chosen, meant),)))
        # a player's monster, in its position's zone (3.3.3.2)
        for monster, of in (("相手の怪獣カードの", "opponent"), ("あなたの怪獣カードの", "you"), ("進攻怪獣の", "invading")):
            for player, whose in (("相手", "opponent"), ("あなた", "you")):
                there = Target(owner=whose, type="battle", near_of=of, **fields)
                for slot, lead, trigger, strategy in SLOTS:
                    found.append(Cell(f"near-another:{of}-{place}", f"{slot}:destroy:{whose}",
                                      f"{lead}{monster}{said}{player}の交戦カードを1枚破壊する。",
                                      (_auto(Effect("destroy", 1, target=there), trigger=trigger),), strategy=strategy))
                found.append(Cell(f"near-another:{of}-{place}", f"continuous:{whose}",
                                  f"{monster}{said}{player}の交戦カードすべての撃退力+1000。",
                                  (Ability("", "continuous", modifiers=(Modifier("counter", 1000, "cards", target=there),)),)))
    # … 「それ」 / 「その怪獣カード」 after a condition naming a player's monster: that monster (3.3.3.2), in the first effect
    for player, whose in (("相手", "opponent"), ("あなた", "you")):
        for cond_said, condition in ((f"{player}の怪獣カードの脅威度が10000以上", Condition("compare", 10000, name=whose, stat="threat",
                                                                                       compare="at-least")),
                                     (f"{player}の怪獣カードの等級がIII以上", Condition("compare", 3, name=whose, stat="rank",
                                                                                  compare="at-least"))):
            for ref in ("その怪獣カード", "それ"):
                near: tuple[tuple[str, str, dict[str, Any]], ...] = (("column", "と同じ縦列にいる", {"monster_column": whose}),
                                            ("adjacent", "の隣接エリアにいる", {"adjacent": True, "near_of": whose}),
                                            ("front", "の前のエリアにいる", {"facing": "front", "near_of": whose}))
                for place, said, fields in near:
                    there = Target(owner="opponent", type="battle", **fields)
                    for slot, lead, trigger, strategy in SLOTS:
                        found.append(Cell(f"near-another:condition-{place}", f"{slot}:{whose}:{ref}",
                                          f"{lead}{cond_said}なら、{ref}{said}相手の交戦カードを1枚破壊する。",
                                          (_auto(Effect("destroy", 1, target=there, condition=condition), trigger=trigger),),
                                          strategy=strategy))
    return found


# -- 「相手の最も右側にいる交戦カード」: the place said after whose, as the master sees them (4.4.5.5.2, 4.4.5.5.4) ------------
def _side_most_cells() -> list[Cell]:
    found = []
    for side, seen in (("右", "right"), ("左", "left")):
        for player, whose in (("相手", "opponent"), ("あなた", "you")):
            for at in ("にいる", "の"):
                there = Target(owner=whose, type="battle", extreme=seen)
                ranked = dataclasses.replace(there, rank_max=3)
                for verb, said, amount in (("destroy", "を1枚破壊する", 1), ("destroy", "を破壊する", 0),
                                           ("destroy", "をすべて破壊する", 0), ("to-hand", "を1枚手札に戻す", 1)):
                    for slot, lead, trigger, strategy in SLOTS:
                        found.append(Cell(f"side-most:{seen}", f"{slot}:{verb}{amount}:{whose}:{at}",
                                          f"{lead}{player}の最も{side}側{at}交戦カード{said}。",
                                          (_auto(Effect(verb, amount, target=there), trigger=trigger),), strategy=strategy))
                found.append(Cell(f"side-most:{seen}", f"ranked:{whose}:{at}", f"出現時{player}の最も{side}側{at}等級3以下の交戦カードを1枚破壊する。",
                                  (_auto(Effect("destroy", 1, target=ranked)),)))
                found.append(Cell(f"side-most:{seen}", f"continuous:{whose}:{at}", f"{player}の最も{side}側{at}交戦カードの撃退力-2000。",
                                  (Ability("", "continuous", modifiers=(Modifier("counter", -2000, "cards", target=there),)),)))
    return found


# -- 「山札の上から」 with whose unsaid: the master's own deck (3.1.2.3.1; 12.6.2's 「山札から」) ---------------------------------
def _deck_top_cells() -> list[Cell]:
    found = []
    for top in ("山札の上から", "山札を上から"):
        for n in (1, 3):
            forms = [("look", f"{top}{n}枚を見る", Effect("look", n, "you", to="stay")),
                     ("look-upto", f"{top}{n}枚まで見る", Effect("look", n, "you", upto=True, to="stay")),
                     ("look-put-top", f"{top}{n}枚を見て、好きな順で山札の上に戻す", Effect("look", n, "you", to="top")),
                     ("look-put-bottom", f"{top}{n}枚見て、好きな順で山札の下に置く", Effect("look", n, "you", to="bottom")),
                     ("look-keep", f"{top}{n}枚見て、望む枚数を好きな順で山札の上に置き、残りを捨て札にする", Effect("look", n, "you")),
                     ("look-split", f"{top}{n}枚見て、望む枚数を好きな順で山札の上に置き、残りを山札の下に置く",
                      Effect("look", n, "you", to="split")),
                     ("look-take", f"{top}{n}枚を見て、その中から交戦カードを1枚手札に加え、残りを捨て札にする",
                      Effect("look", n, target=Target(owner="you", area="deck"), take=1, to="discard")),
                     ("reveal", f"{top}{n}枚を公開する", Effect("reveal", n, "you")),
                     ("mill", f"{top}{n}枚を捨て札にする", Effect("mill", n, "you")),
                     ("mill-no-wo", f"{top}{n}枚捨て札にする", Effect("mill", n, "you"))]
            for term, said, meant in forms:
                for slot, lead, trigger, strategy in SLOTS:
                    found.append(Cell(f"deck-top-unsaid:{term}", f"{slot}:{top}:{n}", f"{lead}{said}。",
                                      (_auto(meant, trigger=trigger),), strategy=strategy))
    return found


# -- this card from the monster deck to the deck (10.3.4.1; 5.3.1 shuffled; 1.3.2) --------------------------------------
def _from_monster_deck_cells() -> list[Cell]:
    found = []
    invaded = Trigger(Event.INVADED, Whose.OPPONENT)
    start = Trigger(Event.PHASE, Whose.OPPONENT, Phase.START)
    for end, to, put in (("上", "deck-top", "山札の上に置"), ("下", "deck-bottom", "山札の下に置")):
        moved = Effect("self-from-monster-deck", to=to)
        for order, said in (("pile-first", f"あなたの怪獣デッキからこれを{put}"), ("this-first", f"これを怪獣デッキから{put}"),
                            ("this-your", f"これをあなたの怪獣デッキから{put}"), ("comma", f"怪獣デッキから、これを{put}")):
            for lead, trigger in (("相手の怪獣カードが進攻した時、", invaded), ("相手のスタートフェイズ開始時、", start)):
                slot = f"{order}:{'invaded' if trigger is invaded else 'start'}"
                found += [
                    Cell(f"self-from-monster-deck:{to}", f"{slot}:must", f"{lead}{said}く。", (_auto(moved, trigger=trigger),)),
                    Cell(f"self-from-monster-deck:{to}", f"{slot}:may", f"{lead}{said}いてよい。",
                         (_auto(dataclasses.replace(moved, upto=True), trigger=trigger),)),
                    Cell(f"self-from-monster-deck:{to}", f"{slot}:cost", f"{lead}{said}くことで、カードを1枚引く。",
                         (_auto(dataclasses.replace(DRAW, cost=moved), trigger=trigger),)),
                    Cell(f"self-from-monster-deck:{to}", f"{slot}:then", f"{lead}{said}いてよい。そうしたら、カードを2枚引く。",
                         (_auto(dataclasses.replace(moved, upto=True), Effect("draw", 2, if_done=True), trigger=trigger),)),
                ]
    shuffled = Effect("self-from-monster-deck", to="deck-shuffled")
    for said in ("あなたの怪獣デッキからこれを山札に戻し、シャッフルする", "これを怪獣デッキから山札に加えてシャッフルする",
                 "これを怪獣デッキから山札に戻し、山札をシャッフルする"):
        found.append(Cell("self-from-monster-deck:deck-shuffled", said, f"相手の怪獣カードが進攻した時、{said}。",
                          (_auto(shuffled, trigger=invaded),)))
    return found


# -- 「次に…カードが…た時」 with the kind unsaid (10.6.5; 5.11, 5.12, and the events only one kind has) ------------------------
BARE_EVENTS = [("出現した", Event.CARD_PLAYED), ("破壊された", Event.CARD_DESTROYED), ("手札に戻された", Event.RETURNED),
               ("フィールドを離れた", Event.LEFT_FIELD), ("移動した", Event.MOVED), ("山札に戻された", Event.TO_DECK),
               ("進化した", Event.EVOLVED), ("前進した", Event.ADVANCED), ("後退した", Event.RETREATED),
               ("撃退された", Event.COUNTERED), ("踏み潰された", Event.CRUSHED)]


def _bare_card_event_cells() -> list[Cell]:
    found = []
    for verb, event in BARE_EVENTS:
        for player, whose in (("あなた", Whose.YOU), ("相手", Whose.OPPONENT), ("いずれか", Whose.ANY)):
            for said, until in (("このターン、", Until()), ("", None)):
                then = "カードを1枚引く"
                made = Effect("delayed", later=Trigger(event, whose), until=until, options=((then, (DRAW,)),))
                text = f"{said}次に{player}のカードが{verb}時、{then}。"
                slot = f"next-time{':this-turn' if said else ''}:{player}"
                found += [Cell(f"bare-card-event:{event}", f"{slot}:appear", f"出現時{text}", (_auto(made),)),
                          Cell(f"bare-card-event:{event}", f"{slot}:strategy", text, (_auto(made, trigger=STRATEGY),), strategy=True)]
            if verb in ("出現した", "破壊された"):  # the trigger itself, each time (10.6.2)
                each = verb.removesuffix("した").removesuffix("された")
                ending = "するたび" if verb == "出現した" else "されるたび"
                found.append(Cell(f"bare-card-event:{event}", f"each-time:{player}", f"{player}のカードが{each}{ending}、カードを1枚引く。",
                                  (_auto(DRAW, trigger=Trigger(event, whose)),)))
    return found


# -- a monster's move or counter replaced when an effect of whoever's causes it (10.9.1; 3.1.2) -----------------------------
def _move_by_effect_cells() -> list[Cell]:
    found = []
    causes = [("相手の効果で", "opponent-effect"), ("効果で", "effect"), ("あなたの効果で", "own-effect"),
              ("いずれかのプレイヤーの効果で", "effect"), ("効果によって", "effect"), ("これの効果で", "this-effect")]
    events = [("後退する", "後退せず", "retreat"), ("前進する", "前進せず", "advance"), ("撃退される", "撃退されず", "counter")]
    for cause, by in causes:
        for will, wont, event in events:
            for subject, replaced in (("これ", None), ("あなたの怪獣カード", Target(owner="you", type="monster")),
                                      ("相手の怪獣カード", Target(owner="opponent", type="monster"))):
                meant = Ability("", "replacement", effects=(DRAW,), replaces=event, replaced=replaced, replaced_by=by)
                for when in ("際", "時", "場合"):
                    found.append(Cell(f"move-replaced-by:{by}", f"{event}:{when}:{subject}",
                                      f"{subject}が{cause}{will}{when}、かわりにカードを1枚引く。", (meant,)))
                found.append(Cell(f"move-replaced-by:{by}", f"{event}:may:{subject}",
                                  f"{subject}が{cause}{will}場合、かわりにカードを1枚引いてよい。",
                                  (dataclasses.replace(meant, optional=True),)))
                found.append(Cell(f"move-replaced-by:{by}", f"{event}:not:{subject}",
                                  f"{subject}は{cause}{wont}、その際にカードを1枚引く。", (meant,)))
    # with no 効果 said, 「あなたが…させる際」 leaves open whether the rules' steps count (7.5.2): refused as before
    found.append(Cell("move-replaced-by:own-effect", "player-act:unsaid", "あなたがあなたの怪獣カードを後退させる際、かわりにカードを1枚引く。",
                      None))
    found.append(Cell("move-replaced-by:own-effect", "player-act:effect", "あなたが効果であなたの怪獣カードを後退させる際、かわりにカードを1枚引く。",
                      (Ability("", "replacement", effects=(DRAW,), replaces="retreat", replaced=Target(owner="you", type="monster"),
                               replaced_by="own-effect"),)))
    return found


# -- a card moved into the zone named, occupied or not (5.2.1; 11.5.1, 11.3.3 after; 3.1.2) ---------------------------------
def _move_named_cells() -> list[Cell]:
    found = []
    namings = [("yours", "あなたのエリアを1つ指定し", Effect("name-zone", 1, who="you")),
               ("opponents", "相手のエリア1つを指定し", Effect("name-zone", 1, who="opponent")),
               ("yours-range", "あなたのエリア3~5のうち1つを指定し", Effect("name-zone", 1, who="you", into=(3, 4, 5))),
               ("yours-upto-two", "あなたのエリアを2つまで指定し", Effect("name-zone", 2, who="you", upto=True))]
    it = Target(area="it", type="")
    for term, said, naming in namings:
        chosen = Effect("select", 1, target=Target(owner="opponent", type="battle"), with_previous=True)
        for ref in ("それ", "選んだ交戦カード", "選んだカード", "そのカード", "その交戦カード"):
            for dest in ("そのエリアに", "指定したエリアに"):
                for way, verb, upto in (("must", "移動させる", False), ("may", "移動させてよい", True)):
                    moved = Effect("move", 0, target=it, to="named-zone", with_previous=True, upto=upto)
                    found.append(Cell(f"move-named:{term}", f"chosen:{ref}:{dest}:{way}",
                                      f"出現時{said}、相手の交戦カードを1枚選び、{ref}を{dest}{verb}。",
                                      (_auto(naming, chosen, moved),)))
        for player, whose in (("相手", "opponent"), ("あなた", "you")):
            for dest in ("そのエリアに", "指定したエリアに"):
                moved = Effect("move", 1, target=Target(owner=whose, type="battle"), to="named-zone", with_previous=True)
                found.append(Cell(f"move-named:{term}", f"direct:{whose}:{dest}",
                                  f"出現時{said}、{player}の交戦カードを1枚、{dest}移動させる。", (_auto(naming, moved),)))
                found.append(Cell(f"move-named:{term}", f"strategy:{whose}:{dest}",
                                  f"{said}、{player}の交戦カードを1枚、{dest}移動させる。", (_auto(naming, moved, trigger=STRATEGY),),
                                  strategy=True))
    return found


def cells() -> list[Cell]:
    return (_near_another_cells() + _side_most_cells() + _deck_top_cells() + _from_monster_deck_cells()
            + _bare_card_event_cells() + _move_by_effect_cells() + _move_named_cells())
