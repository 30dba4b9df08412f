"""Each qualifier a printed text puts on an effect is kept by the compiler, honoured by the engine
and said in the plain-words reading: a bound, "up to", "may", a zone range, a relation, a colour,
a filter on a cost. Each case is a real card's text (cited), run on a small board where the
qualifier decides what happens.

Elsewhere: the relation "same column" (tests/engine/test_abilities.py, BP01-010's phrase) and the
durations あなたのターン中 (test_a_your_turn_modifier_counts_only_in_its_masters_turn) and
そのターン中 (scenarios/audit/ch07_turn.feature, 7.5.6)."""

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.database import database
from judgekit.cardtext.describe import describe
from judgekit.engine.abilities import new_game
from judgekit.engine.ability_data import Condition
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import NO_MORE, ActivateStrategy, PlayBattle
from judgekit.engine.state import ZONES, GameState, adjacent

from jet_board import Chooser, jet_board, play_jet


def printed(number: str) -> str:
    return database()[number].text


def reading(number: str) -> str:
    return " | ".join(describe(a)[0] for a in compile_card(database()[number]))



def board(text: str, foe_threat: int = 10000) -> GameState:
    """jet_board with B's monster of the threat level given, an evolving Larva, a 【拠点】 Camp and
    three Tanks in B's deck."""
    return jet_board(text, foe_threat=foe_threat, deck=("B", 3), more=(
        make_card("Larva", "battle", "2", "blue", "Mothra", counter=1000, text="進化5《モスラ》"),
        make_card("Camp", "strategy", "1", "red", "Base", text="【拠点】")))


# -- a threat-level bound on the monster an effect moves ---------------------------------------

@pytest.mark.parametrize("number, bound", [("BP01-072", 50000), ("BP02-023", 50000), ("BP02-036", 40000),
                                           ("BP03-050", 20000), ("BP03-054", 60000)])
def test_a_retreats_threat_bound_survives_the_sentences_own_condition(number, bound):
    """「…なら、相手の脅威度N以下の怪獣カードを1エリア後退させる」: the sentence's "if" and the
    phrase's bound both hold, neither replaces the other (they once did: any monster retreated). The bound
    is on the monster moved (Effect.bound), checked as it moves, not the sentence's condition (10.5.4)."""
    [effect] = [e for a in compile_card(database()[number]) for e in a.effects if e.verb == "retreat"]
    assert effect.condition is not None and effect.condition.kind != "threat-at-most"
    assert effect.bound == Condition("threat-at-most", bound)
    assert f"if at that moment its threat level is {bound} or less" in reading(number)


@pytest.mark.parametrize("foe_threat, position", [(20000, 1), (20001, 2)])
def test_the_engine_moves_back_only_a_monster_within_the_bound(foe_threat, position):
    """BP03-050 レインボーモスラ: 「あなたが拠点を置いているなら、相手の脅威度20000以下の…後退させる」."""
    text = printed("BP03-050").split("進化")[0]  # its 【出現時】 ability, without the evolution
    s = board(text, foe_threat)
    s.put(s.new_card("Camp", "A"), "A.strategy1")
    play_jet(s)
    assert s.position["B"] == position


def test_without_the_sentences_condition_the_bound_still_decides():
    s = board(printed("BP03-050").split("進化")[0], 10000)  # no base placed: the "if" fails
    play_jet(s)
    assert s.position["B"] == 2


# -- a placement restricted to the zones next to this card --------------------------------------

def test_cards_played_next_to_this_card_are_offered_only_the_adjacent_zones():
    """SD02-003 ゴジラ(1992): 「…交戦カードを2枚、これの隣接エリアに出現させる」 — once any zone."""
    s = board(printed("SD02-003"))
    for _ in range(2):
        s.put(s.new_card("Larva", "A"), "A.discard")
    chooser = play_jet(s, zone=5)
    offered = [{int(o.key.removeprefix("zone")) for o in d.options} for d in chooser.asked if d.kind == "zone"]
    near = {n for n in ZONES if adjacent(n, 5)}
    assert offered and all(zones <= near for zones in offered)
    played = [s.zone_of(c) for c in s.cards if s.cards[c].name == "Larva" and s.zone_of(c) is not None]
    assert played and set(played) <= near
    assert "next to this card" in reading("SD02-003")


# -- "may": a choice, said as one ---------------------------------------------------------------

@pytest.mark.parametrize("number, may", [("SD01-012", "you may move this card"),
                                         ("BP03-040", "you may move this card"),
                                         ("BP02-070", "the opponent may discard down to 5")])
def test_may_is_said(number, may):
    assert may in reading(number)


def test_may_move_is_a_yes_or_no_the_player_can_decline():
    """BP03-040 メカゴジラ(1975): 「これを空いているエリアに移動させてよい」."""
    [ability] = compile_text("あなたの撃退フェイズ開始時、これを空いているエリアに移動させてよい。")
    assert ability.effects[0].upto


# -- a filter on a cost --------------------------------------------------------------------------

@pytest.mark.parametrize("number, words", [
    ("BP02-042", "discard 1 of your cards in the hand (with 《キングギドラ》 or 《メガロ》)"),
    ("FC01-003", "discard 1 of your cards in the hand (with 《ガイガン》 and 《フェス・ゴジラ》)"),
    ("BP03-001", "discard 1 of your battle cards in the hand (rank 5 or more)"),
    ("BP03-033", "discard 1 of your battle cards in the hand (rank 5 or more)"),
    ("BP03-047", "discard 1 of your battle cards in the hand (with 《兵器》 or 《機械》)"),
    ("BP01-037", "discard 1 of your strategy cards in the hand"),
])
def test_a_costs_filter_is_said(number, words):
    assert words in reading(number)


@pytest.mark.parametrize("hand, paid", [("Tank", True), ("Larva", False)])
def test_the_engine_takes_a_cost_only_from_cards_that_fit_its_filter(hand, paid):
    """BP02-042 ガイガン(1972): 「あなたの手札の、《キングギドラ》か《メガロ》を持つカードを1枚捨てる
    ことで」 — here with the trait 《Weapon》: a hand without one cannot pay."""
    s = board("出現時あなたの手札の、《Weapon》か《メガロ》を持つカードを1枚捨てることで、相手の怒りを2減らす。")
    s.rage["B"] = 3
    s.put(s.new_card(hand, "A"), "A.hand")
    play_jet(s, chooser=Chooser({"yes-no": "yes"}))
    assert (s.rage["B"] == 1) is paid


# -- a count of placed cards, the options of a choice, and one card of each colour ---------------

def test_a_count_of_placed_strategy_cards_is_said():
    """BP03-066 千年竜王キングギドラ: 「相手が戦略カードを2枚以上置いているなら」."""
    assert "the opponent has placed 2 or more strategy cards" in reading("BP03-066")


@pytest.mark.parametrize("number, option", [
    ("BP01-064", "(b) if there are 4 or more of your battle cards in your zones, destroy all of the opponent's battle cards"),
    ("BP02-071", "(b) if your monster is in zone 6 or beyond, destroy 2 of the opponent's battle cards (rank 6 or less)"),
    ("BP03-077", "(a) put 1 of your monster cards in the discard pile (rank 2 or less) into the hand"),
])
def test_each_option_is_read_into_words_not_quoted(number, option):
    assert option in reading(number)


def test_one_of_each_colour_from_your_own_revealed_cards_is_said():
    """BP03-011 3式機龍〈改〉: 「相手の怪獣カードの等級と同じ枚数公開し、その中の赤と青の交戦カードを
    それぞれ1枚手札に加え」 — once read as "the opponent's cards, red or blue"."""
    words = reading("BP03-011")
    assert "as many cards from the top of your deck as the rank of the opponent's monster" in words
    assert "one red and one blue of your battle cards" in words


# -- a bound with 以上 on a card phrase ----------------------------------------------------------

@pytest.mark.parametrize("hand, paid", [("Heavy", True), ("Tank", False)])
def test_a_cost_takes_only_a_card_of_the_rank_or_more(hand, paid):
    """BP03-033 メカゴジラ(1975): 「あなたの手札の等級５以上の交戦カードを１枚捨てることで、あなたの
    山札から「スペースビーム」を１枚まで探して…」 — a rank 2 battle card cannot pay (5.7.1, 10.5.4)."""
    s = board(printed("BP03-033"))
    for card in (make_card("Heavy", "battle", "5", "red", "Weapon", counter=5000),
                 make_card("スペースビーム", "battle", "1", "red", "Weapon", counter=1000)):
        s.defs[card.name] = card
    s.put(s.new_card("スペースビーム", "A"), "A.deck")
    s.put(s.new_card(hand, "A"), "A.hand")
    play_jet(s, chooser=Chooser({"yes-no": "yes"}))
    in_hand = {s.cards[c].name for c in s.areas["A.hand"]}
    assert ("スペースビーム" in in_hand) is paid and (hand in in_hand) is not paid


# -- a zone range on a card phrase ---------------------------------------------------------------

def test_only_the_cards_in_the_zone_range_are_destroyed():
    """BP01-065 ゴジラVSデストロイア (a strategy card): 「相手のエリア１～５にいる交戦カードを
    すべて破壊する。」 — the opponent's battle cards in zones 6–8 stay (4.4, 5.12)."""
    s = board("")
    s.defs["Plan"] = make_card("Plan", "strategy", "1", "red", "Plan", text=printed("BP01-065"))
    near, far = s.new_card("Tank", "B"), s.new_card("Tank", "B")
    s.put(near, "B.zone5")
    s.put(far, "B.zone6")
    game = new_game(s, compile_card)
    plan = s.new_card("Plan", "A")
    s.put(plan, "A.hand")
    play(game, [ActivateStrategy(plan, 1)], Chooser())
    assert s.zone_of(near) is None and s.zone_of(far) == 6


# -- "up to": the player may take fewer -----------------------------------------------------------

@pytest.mark.parametrize("answer, returned", [(NO_MORE.key, False), (None, True)])
def test_up_to_one_lets_the_player_take_none(answer, returned):
    """BP02-058 ドラット: 「あなたの捨て札の＜キングギドラ＞を持つ怪獣カードを１枚まで手札に戻す」
    (here on 【出現時】, not 【逆襲】) — with one card that fits, the player may still take none
    (10.5.3.1.1); without "まで" it would have to (10.5.3.1)."""
    s = board("出現時" + printed("BP02-058").removeprefix("逆襲"))
    s.defs["Ghidorah"] = make_card("Ghidorah", "monster", "II", "white", "キングギドラ", threat=20000)
    ghidorah = s.new_card("Ghidorah", "A")
    s.put(ghidorah, "A.discard")
    chooser = Chooser({"card": answer} if answer else {})
    play_jet(s, chooser=chooser)
    assert (s.where(ghidorah) == "A.hand") is returned
    assert any(d.kind == "card" and NO_MORE.key in [o.key for o in d.options] for d in chooser.asked)


# -- a negated colour ------------------------------------------------------------------------------

def test_a_negated_colour_spares_the_cards_of_that_colour():
    """「赤でない」: no printed card has it yet (its sibling, BP02-068's 「等級㉓でない」, negates a
    rank); a card phrase of the grammar all the same, by a card's colour (2.4) among the targets
    (10.5.3). Run as the grammar reads it: the red card stays, the blue one goes."""
    from judgekit.cardtext.parser import parse_text

    text = "【出現時】相手の赤でない交戦カードをすべて破壊する。"
    s = board(text)
    s.defs["Blue Tank"] = make_card("Blue Tank", "battle", "2", "blue", "Weapon", counter=6000)
    red, blue = s.new_card("Tank", "B"), s.new_card("Blue Tank", "B")
    s.put(red, "B.zone5")
    s.put(blue, "B.zone6")
    game = new_game(s, lambda d: parse_text(d.text, d.type == "strategy"))
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 5)], Chooser())
    assert s.zone_of(red) == 5 and s.zone_of(blue) is None
    [ability] = parse_text(text)
    assert "(not red)" in describe(ability)[0]


# -- zone bounds: 以前 / 以降 (4.4.5.3: the zone itself included, 4.4.5.3.1) ---------------------------

@pytest.mark.parametrize("bound, gone", [("4以前", {1, 4}), ("4以降", {4, 6})])
def test_a_zone_bound_reaches_the_zone_and_those_before_or_after_it(bound, gone):
    """「相手のエリア4以前にいる交戦カードをすべて破壊する」: zones 1–4; 以降: 4–8."""
    s = board(f"【出現時】相手のエリア{bound}にいる交戦カードをすべて破壊する。")
    tanks = {zone: s.new_card("Tank", "B") for zone in (1, 4, 6)}
    for zone, tank in tanks.items():
        s.put(tank, f"B.zone{zone}")
    play_jet(s)
    assert {zone for zone, tank in tanks.items() if s.zone_of(tank) is None} == gone


@pytest.mark.parametrize("position, draws", [(8, True), (7, False)])
def test_the_opponents_monster_in_one_zone_or_from_a_zone_on(position, draws):
    """「相手の怪獣カードがエリア8にいる」 (one zone) and 「…エリア8以降にいる」 mean the same (4.4.5.3)."""
    for place in ("エリア8", "エリア8以降"):
        s = board(f"【出現時】相手の怪獣カードが{place}にいるなら、相手の怒りを1増やす。")
        s.position["B"] = position
        play_jet(s)
        assert (s.rage["B"] == 1) is draws


# -- leftmost / rightmost, as the master sees them (4.4.5.5) -----------------------------------------

def test_the_leftmost_of_the_opponents_cards_is_the_one_in_their_rightmost_zone():
    """「あなたから見て最も左側にいる相手の交戦カードを1枚破壊する」: the opponent's zones seen from
    across are reversed (4.4.5.5.2), so their zone 5 is your leftmost; 3 and 8 share a place
    (4.4.5.5.1.1)."""
    s = board("【出現時】あなたから見て最も左側にいる相手の交戦カードを1枚破壊する。")
    tanks = {zone: s.new_card("Tank", "B") for zone in (3, 5, 8)}
    for zone, tank in tanks.items():
        s.put(tank, f"B.zone{zone}")
    chooser = play_jet(s)
    assert s.zone_of(tanks[5]) is None and s.zone_of(tanks[3]) == 3 and s.zone_of(tanks[8]) == 8
    assert "the leftmost of them as you see them" in " ".join(
        describe(a)[0] for a in compile_text("【出現時】あなたから見て最も左側にいる相手の交戦カードを1枚破壊する。"))
    s = board("【出現時】最も右側にいる相手の交戦カードを1枚破壊する。")
    tanks = {zone: s.new_card("Tank", "B") for zone in (3, 5, 8)}
    for zone, tank in tanks.items():
        s.put(tank, f"B.zone{zone}")
    chooser = play_jet(s)
    [offered] = [{o.key for o in d.options} for d in chooser.asked if d.kind == "card"]
    assert offered == {tanks[3], tanks[8]}  # equally far right (4.4.5.5.4): the player chooses


# -- a card in a zone related to this one: behind, in front, adjacent (4.4.5.1, 4.4.5.2) -------------

@pytest.mark.parametrize("zone, tank_zone, counts", [(8, 3, True), (8, 4, False), (3, 8, False)])
def test_a_card_behind_this_one_is_counted_only_there(zone, tank_zone, counts):
    """「これの後のエリアに交戦カードがいるなら、撃退力+3000」: zone 3 is behind zone 8 (4.4.5.1); zone
    4 is not; in zone 3 there is nothing behind."""
    s = board("これの後のエリアに交戦カードがいるなら、撃退力+3000。")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, f"A.zone{zone}")
    s.put(s.new_card("Tank", "A"), f"A.zone{tank_zone}")
    assert game.counter_power(jet) == (5000 if counts else 2000)


@pytest.mark.parametrize("zone, hit", [(8, {8}), (4, set()), (3, set())])
def test_the_opponents_cards_next_to_this_one_are_only_across_zone_8(zone, hit):
    """「これの隣接エリアにいる相手の交戦カードの撃退力-2000」: one player's zone and the other's are
    adjacent only as both zones 8 (4.4.5.2), never by their numbers: from zone 4 the opponent's 3,
    5 and 7 are not next to this card."""
    s = board("これの隣接エリアにいる相手の交戦カードすべての撃退力-2000。")
    game = new_game(s, compile_card)
    s.put(s.new_card("Jet", "A"), f"A.zone{zone}")
    theirs = {n: s.new_card("Tank", "B") for n in (3, 5, 7, 8)}
    for n, tank in theirs.items():
        s.put(tank, f"B.zone{n}")
    assert {n for n, tank in theirs.items() if game.counter_power(tank) == 4000} == hit


@pytest.mark.parametrize("monster, holds", [(5, True), (6, False), (1, False)])
def test_the_same_column_as_your_own_monster(monster, holds):
    """「これがあなたの怪獣カードと同じ縦列にいるなら」: your monster's column, not the opponent's
    (4.4.5.4: your zones 5 and 6 share a column; 1 does not)."""
    s = board("これがあなたの怪獣カードと同じ縦列にいるなら、撃退力+3000。")
    s.position["A"] = monster
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.zone6" if monster != 6 else "A.zone2")
    assert game.counter_power(jet) == (5000 if holds else 2000)


# -- a count with a filter: 〜1枚につき over any filter of a card phrase (10.8.1) ----------------------

def test_a_for_each_count_counts_only_the_cards_its_filter_keeps():
    """「相手のエリアにいる等級4以下の交戦カード1枚につき、これの脅威度+2000」: B's rank 2 Tank counts,
    a rank 5 card does not, nor a Tank in B's hand."""
    s = board("相手のエリアにいる等級4以下の交戦カード1枚につき、これの脅威度+2000。")
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000,
                                   text="相手のエリアにいる等級4以下の交戦カード1枚につき、これの脅威度+2000。")
    s.defs["Big"] = make_card("Big", "battle", "5", "red", "Weapon", counter=9000)
    for name, where in (("Tank", "B.zone3"), ("Big", "B.zone4"), ("Tank", "B.hand")):
        s.put(s.new_card(name, "B"), where)
    game = new_game(s, compile_card)
    assert game.threat("A") == 12000


def test_a_rank_change_counted_by_cards_of_a_rank_reads_the_ranks_before_it():
    """10.8.1.6: 「相手のエリアにいる等級4以下の交戦カード1枚につき、相手の交戦カードすべての等級+1」
    depends on the ranks it changes; the count reads them without it (it once recursed without end)."""
    s = board("")
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000,
                                   text="相手のエリアにいる等級4以下の交戦カード1枚につき、相手の交戦カードすべての等級+1。")
    tanks = [s.new_card("Tank", "B") for _ in range(2)]
    for zone, tank in zip((3, 4), tanks):
        s.put(tank, f"B.zone{zone}")
    game = new_game(s, compile_card)
    assert [game.rank(t) for t in tanks] == [4, 4]  # printed 2, +1 for each of the two rank-2 Tanks


def test_a_change_of_the_number_its_cards_are_bounded_by_reads_it_before_the_change():
    """「撃退力6000以下の交戦カードすべての撃退力+1000」: the cards are found by the number the change
    makes, so the bound reads counter power without the continuous changes (10.8.1.6) — a 6000 card
    gets +1000 and is not then dropped for being 7000 (which, read with the change, loops endlessly)."""
    s = jet_board("あなたのエリアにいる撃退力6000以下の交戦カードすべての撃退力+1000。")
    game = new_game(s, compile_card)
    jet, tank = s.new_card("Jet", "A"), s.new_card("Tank", "A")
    s.put(jet, "A.zone4")
    s.put(tank, "A.zone2")
    foe_tank = s.new_card("Tank", "B")
    s.put(foe_tank, "B.zone2")
    assert (s.definition(jet).counter, s.definition(tank).counter) == (2000, 6000)
    assert (game.counter_power(jet), game.counter_power(tank)) == (3000, 7000)
    assert game.counter_power(foe_tank) == 6000  # あなたのエリア: not the opponent's


@pytest.mark.parametrize("printed, after", [(6000, 7000), (5000, 7000), (4000, 6000)])
def test_a_bounded_change_is_applied_after_the_changes_it_depends_on(printed, after):
    """10.8.1.6: 「撃退力6000以下の交戦カードすべての撃退力+1000」 finds its cards by the number that
    another card's 「交戦カードすべての撃退力+1000」 changes, so it depends on that change and is applied
    after it: a printed 6000 made 7000 is no longer found (7000, not 8000); a 5000 made 6000 still is."""
    flat = make_card("Flat", "battle", "1", "red", "Weapon", counter=1000,
                     text="あなたのエリアにいる他の交戦カードすべての撃退力+1000。")
    held = make_card("Held", "battle", "1", "red", "Weapon", counter=printed)
    s = jet_board("あなたのエリアにいる撃退力6000以下の他の交戦カードすべての撃退力+1000。", more=(flat, held))
    game = new_game(s, compile_card)
    for name, zone in (("Jet", 4), ("Flat", 3), ("Held", 2)):
        s.put(s.new_card(name, "A"), f"A.zone{zone}")
    held_card = next(c for c in s.cards if s.cards[c].name == "Held")
    assert game.counter_power(held_card) == after


@pytest.mark.parametrize("printed, after", [("2", 3), ("1", 3)])
def test_a_rank_change_bounded_by_rank_is_applied_after_the_rank_changes_it_depends_on(printed, after):
    """10.8.1.6, for rank: 「等級2以下の他の交戦カードすべての等級+1」 depends on another card's
    「他の交戦カードすべての等級+1」: a printed 2 made 3 is no longer found (3, not 4); a 1 made 2 is."""
    flat = make_card("Flat", "battle", "5", "red", "Weapon", counter=1000,
                     text="あなたのエリアにいる他の交戦カードすべての等級+1。")
    held = make_card("Held", "battle", printed, "red", "Weapon", counter=1000)
    s = jet_board("あなたのエリアにいる等級2以下の他の交戦カードすべての等級+1。", more=(flat, held))
    s.defs["Jet"] = make_card("Jet", "battle", "5", "red", "Weapon", counter=2000, text=s.defs["Jet"].text)
    game = new_game(s, compile_card)
    for name, zone in (("Jet", 4), ("Flat", 3), ("Held", 2)):
        s.put(s.new_card(name, "A"), f"A.zone{zone}")
    held_card = next(c for c in s.cards if s.cards[c].name == "Held")
    assert game.rank(held_card) == after


@pytest.mark.parametrize("first, held_after", [("Six", 6000), ("Five", 7000)])
def test_changes_that_each_read_the_number_apply_in_the_order_they_arose(first, held_after):
    """Two bounded changes of one number each depend on the other (applying either first changes what
    the other finds), so 10.8.1.6 cannot order them and 10.8.1.7 does: the one whose card was placed
    first (10.8.1.7.1) applies first, and the later one finds the number with it. A printed 5000:
    「撃退力6000以下の…+1000」 first → 6000, then 「撃退力5000以下の…+2000」 finds 6000 and passes it
    (6000); 「5000以下…+2000」 first → 7000, then 「6000以下…+1000」 finds 7000 and passes it (7000)."""
    six = make_card("Six", "battle", "1", "red", "Weapon", counter=9000,
                    text="あなたのエリアにいる撃退力6000以下の他の交戦カードすべての撃退力+1000。")
    five = make_card("Five", "battle", "1", "red", "Weapon", counter=9000,
                     text="あなたのエリアにいる撃退力5000以下の他の交戦カードすべての撃退力+2000。")
    held = make_card("Held", "battle", "1", "red", "Weapon", counter=5000)
    s = jet_board("", more=(six, five, held))
    game = new_game(s, compile_card)
    second = "Five" if first == "Six" else "Six"
    for name, zone in ((first, 4), (second, 3), ("Held", 2)):
        s.put(s.new_card(name, "A"), f"A.zone{zone}")
    cards = {s.cards[c].name: c for c in s.cards}
    assert game.counter_power(cards["Held"]) == held_after
    assert (game.counter_power(cards["Six"]), game.counter_power(cards["Five"])) == (9000, 9000)
