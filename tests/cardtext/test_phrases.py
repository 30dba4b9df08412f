"""Card phrases that refer to places and cards the grammar composed with every other part (issue 18):
left and right of this card (4.4.5.5), a threat bound with a zone to move to (7.4, 5.13.2.2)."""

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.describe import describe
from judgekit.cardtext.errors import CompileError
from judgekit.engine.abilities import new_game
from judgekit.engine.game import Game
from judgekit.engine.controllers import play
from judgekit.engine.cards import make_card
from judgekit.engine.decisions import ActivateStrategy, EndMain, PlayBattle
from judgekit.engine.state import GameState

from jet_board import Chooser, jet_board, jet_played, play_jet, words




# -- left and right of this card (4.4.5.5) -------------------------------------------------------

def test_cards_further_left_than_this_one_get_the_change_and_paired_zones_do_not():
    """「これより左側にいるあなたの交戦カードすべての撃退力+1000」 with this card in zone 4: zones 1, 2,
    3 and 8 are further left (4.4.5.5.1); zone 7 is paired with 4 — neither left nor right
    (4.4.5.5.1.1); zone 5 is right."""
    s = jet_board("これより左側にいるあなたの交戦カードすべての撃退力+1000。")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.zone4")
    tanks = {zone: s.new_card("Tank", "A") for zone in (2, 8, 7, 5)}
    for zone, tank in tanks.items():
        s.put(tank, f"A.zone{zone}")
    assert {zone: game.counter_power(t) for zone, t in tanks.items()} == {2: 7000, 8: 7000, 7: 6000, 5: 6000}
    assert game.counter_power(jet) == 2000  # not further left than itself
    assert "further left than this card" in words("これより左側にいるあなたの交戦カードすべての撃退力+1000。")


def test_the_opponents_zones_are_seen_reversed_from_this_cards_side():
    """「これより右側にいる相手の交戦カードを1枚破壊する」 from zone 2: the opponent's zone 1 is the
    furthest right as you see it (4.4.5.5.2), their zone 5 the furthest left."""
    s = jet_board("【出現時】これより右側にいる相手の交戦カードを1枚破壊する。", more=())
    near, far = s.new_card("Tank", "B"), s.new_card("Tank", "B")
    s.put(near, "B.zone1")
    s.put(far, "B.zone5")
    play_jet(s, 3)  # seen from you, zone 3's place is 2; the opponent's 1 is at 4, their 5 at 0
    assert s.zone_of(near) is None and s.zone_of(far) == 5


@pytest.mark.parametrize("zone, gone", [(2, True), (4, True), (8, False), (7, False)])
def test_the_zones_next_to_this_card_on_either_side_leave_out_front_and_back(zone, gone):
    """「これの左右の隣接エリアにいる…」 from zone 3: 2 and 4 are next to it left and right; 8, in front,
    is next to it (4.4.5.2) but neither left nor right (4.4.5.5.1.1); 7 is not next to 3."""
    s = jet_board("【出現時】これの左右の隣接エリアにいるあなたの交戦カードを1枚破壊する。")
    s.position["A"] = 6
    tank = s.new_card("Tank", "A")
    s.put(tank, f"A.zone{zone}")
    play_jet(s, 3)
    assert (s.zone_of(tank) is None) is gone


def test_a_card_left_of_this_one_is_counted_in_a_condition():
    """「これより左側に交戦カードがいるなら」: your card in zone 1 counts for this card in zone 3;
    nothing further left than zone 1 does."""
    text = "これより左側に交戦カードがいるなら、これの撃退力+3000。"
    for here, there, power in ((3, 1, 5000), (1, 3, 2000)):
        s = jet_board(text)
        s.position["A"] = 6
        game = new_game(s, compile_card)
        jet = s.new_card("Jet", "A")
        s.put(jet, f"A.zone{here}")
        s.put(s.new_card("Tank", "A"), f"A.zone{there}")
        assert game.counter_power(jet) == power


# -- a threat bound with a zone to move to (TS-005's class: a bound with every move verb) ---------

@pytest.mark.parametrize("foe_threat, position", [(30000, 2), (30001, 4)])
def test_a_threat_bound_holds_for_a_retreat_to_a_zone(foe_threat, position):
    """「相手の脅威度30000以下の怪獣カードをエリア2まで後退させる」 (5.13.2.2): back to zone 2 only if
    the opponent's monster is within the bound (7.4)."""
    text = "【出現時】相手の脅威度30000以下の怪獣カードをエリア2まで後退させる。"
    s = jet_board(text, foe_threat=foe_threat)
    s.position["B"] = 4
    play_jet(s, 5)
    assert s.position["B"] == position
    assert "if at that moment its threat level is 30000 or less" in words(text)  # as it moves (10.5.4)


def test_a_threat_bound_on_your_own_monster_reads_your_threat():
    """「あなたの脅威度…以下の怪獣カード」: the bound is your monster's, not the opponent's."""
    text = "【出現時】あなたの脅威度10000以下の怪獣カードをエリア3まで前進させる。"
    s = jet_board(text, foe_threat=90000)
    play_jet(s, 5)
    assert s.position["A"] == 3
    assert "move your monster forward" in words(text) and "if at that moment its threat level is 10000 or less" in words(text)


# -- the cards just moved, revealed or looked at: 「その中の…」, 「その中から…」, 「それらのうち…」 (10.5.3) ---

GHIDORAH = make_card("Ghidorah", "battle", "3", "blue", "キングギドラ", counter=3000)


def test_a_count_over_the_cards_just_milled_leaves_out_the_pile_before():
    """TS-019's class: 「山札を上から4枚捨て札にする。その中の《キングギドラ》を持つカード1枚につき、…」:
    two of the four milled cards have the trait; the one already in the pile does not count."""
    text = "【出現時】あなたの山札を上から4枚捨て札にする。その中の《キングギドラ》を持つカード1枚につき、相手の怒りを1増やす。"
    s = jet_board(text, more=(GHIDORAH,))
    s.put(s.new_card("Ghidorah", "A"), "A.discard")
    for name in reversed(("Ghidorah", "Tank", "Ghidorah", "Tank", "Ghidorah")):  # top first; the fifth stays
        s.put(s.new_card(name, "A"), "A.deck")
    play_jet(s, 5)
    assert s.rage["B"] == 2
    assert "for each one of those cards (with 《キングギドラ》)" in words(text)


def test_a_card_taken_from_among_those_looked_at_is_one_of_them():
    """「上から3枚見る。その中から青の交戦カードを1枚手札に加える」: the blue card among the three
    (5.5.1, then 5.2.1); the same card fourth from the top is not offered."""
    s = jet_board("【出現時】あなたの山札を上から3枚見る。その中から青の交戦カードを1枚手札に加える。",
                  more=(GHIDORAH,))
    deck = [s.new_card(name, "A") for name in ("Tank", "Ghidorah", "Tank", "Ghidorah")]
    for card in reversed(deck):  # deck[0] on top
        s.put(card, "A.deck")
    play_jet(s, 5)
    assert s.where(deck[1]) == "A.hand" and s.where(deck[3]) == "A.deck"


def test_among_those_the_condition_counts_narrowed_by_a_phrase():
    """「相手のエリアにいる交戦カードが2枚以上なら、それらのうち等級3以上の交戦カードを1枚破壊する」:
    of the opponent's battle cards the condition counted, only one of rank 3 or more goes."""
    text = "【出現時】相手のエリアにいる交戦カードが2枚以上なら、それらのうち等級3以上の交戦カードを1枚破壊する。"
    s = jet_board(text, more=(GHIDORAH,))
    tank, ghidorah = s.new_card("Tank", "B"), s.new_card("Ghidorah", "B")
    s.put(tank, "B.zone3")
    s.put(ghidorah, "B.zone4")
    play_jet(s, 5)
    assert s.zone_of(ghidorah) is None and s.zone_of(tank) == 3
    [effect] = compile_text(text)[0].effects
    assert effect.target.owner == "opponent" and effect.target.rank_min == 3 and effect.target.area == "field"


@pytest.mark.parametrize("deck, draws", [(("Ghidorah", "Ghidorah", "Tank"), True), (("Ghidorah", "Tank", "Tank"), False)])
def test_a_condition_counts_among_the_revealed_cards(deck, draws):
    """「その中に青のカードが2枚以上あるなら」: the three revealed cards counted, nothing else."""
    s = jet_board("【出現時】あなたの山札を上から3枚公開する。その中に青のカードが2枚以上あるなら、相手の怒りを1増やす。",
                  more=(GHIDORAH,))
    for name in reversed((*deck, "Ghidorah")):  # the first on top; the fourth is not revealed
        s.put(s.new_card(name, "A"), "A.deck")
    play_jet(s, 5)
    assert (s.rage["B"] == 1) is draws


def test_a_continuous_change_cannot_reach_the_cards_an_effect_named():
    with pytest.raises(CompileError, match="その中の"):
        compile_text("その中の交戦カードすべての撃退力+1000。")


# -- conditions as compositions: each of several phrases (10.5) ---------------------------------------

@pytest.mark.parametrize("names, destroys", [(("Tank", "Ghidorah"), True), (("Tank", "Tank"), False)])
def test_both_a_red_and_a_blue_card_must_be_there(names, destroys):
    """TS-014's class: 「あなたのエリアに赤の交戦カードと青の交戦カードが両方いるなら」: a red card and a
    blue card (Jet itself is red); two red ones are not enough."""
    text = "【出現時】あなたのエリアに赤の交戦カードと青の交戦カードが両方いるなら、相手の怒りを1増やす。"
    s = jet_board(text, more=(GHIDORAH,))
    for zone, name in zip((3, 4), names):
        s.put(s.new_card(name, "A"), f"A.zone{zone}")
    play_jet(s, 5)
    assert (s.rage["B"] == 1) is destroys
    assert "and there are 1 or more of your battle cards (blue)" in words(text)


@pytest.mark.parametrize("rage, hand, draws", [(5, 2, True), (4, 2, False), (5, 4, False)])
def test_two_facts_joined_by_katsu_must_both_hold(rage, hand, draws):
    """「相手の怒りが5以上かつ、あなたの手札が3枚以下なら」: "and" (10.5)."""
    s = jet_board("【出現時】相手の怒りが5以上かつ、あなたの手札が3枚以下なら、相手の怒りを1増やす。")
    s.rage["B"] = rage
    for _ in range(hand):
        s.put(s.new_card("Tank", "A"), "A.hand")
    play_jet(s, 5)
    assert (s.rage["B"] == rage + 1) is draws


# -- replacements: an optional one with what follows it (10.9.3) ------------------------------------

@pytest.mark.parametrize("hand, replaced", [(2, True), (1, False)])
def test_an_optional_replacement_applies_only_when_its_choice_can_be_carried_out(hand, replaced):
    """TS-036's class: B's 「これが撃退される際、かわりにあなたの手札を2枚捨ててよい。そうしたら、これを
    エリア1まで後退させる」. With two cards B discards both and moves back to zone 1; with one the
    choice cannot be carried out, so the replacement does not apply (10.9.3) and B, with no next
    monster, loses (5.15.1.2.1)."""
    s = jet_board("【出現時】相手の怪獣カードを撃退する。", more=(make_card(
        "Foe", "monster", "I", "red", "Godzilla", threat=10000,
        text="これが撃退される際、かわりにあなたの手札を2枚捨ててよい。そうしたら、これをエリア1まで後退させる。"),))
    s.position["B"] = 4
    for _ in range(hand):
        s.put(s.new_card("Tank", "B"), "B.hand")
    game, jet = jet_played(s)
    assert (not game.over) is replaced
    if replaced:
        assert s.position["B"] == 1 and s.areas["B.hand"] == []
    assert "instead you may discard 2 cards; if you do, move your monster back to zone 1" in words(
        "これが撃退される際、かわりにあなたの手札を2枚捨ててよい。そうしたら、これをエリア1まで後退させる。")


@pytest.mark.parametrize("said", ["あなたの怪獣カードは撃退されたかのように移動のみ行う", "あなたの怪獣カードを撃退したかのように移動させる",
                                  "これは撃退されたかのように移動のみ行う"])
def test_a_replacement_may_leave_only_the_move_of_a_repel(said):
    """VS-048's and EL-058's class (5.15.1.1 alone): B's 「あなたの怪獣カードが撃退される際、かわりにあなたの手札を1枚
    捨ててよい。そうしたら、(said)」 — countered in zone 7, B discards and its monster only moves back
    to zone 4, the zone behind 7 (4.4.5.1): no new monster is chosen, so B, with none to choose, does not lose.
    Said of the monster itself (「これが撃退される際、…これは…」), the same."""
    whose = "これ" if said.startswith("これ") else "あなたの怪獣カード"
    text = f"{whose}が撃退される際、かわりにあなたの手札を1枚捨ててよい。そうしたら、{said}。"
    s = jet_board("【出現時】相手の怪獣カードを撃退する。", more=(make_card(
        "Foe", "monster", "I", "red", "Godzilla", threat=10000, text=text),))
    s.position["B"] = 7
    s.put(s.new_card("Tank", "B"), "B.hand")
    game, jet = jet_played(s)
    assert not game.over and s.position["B"] == 4 and s.areas["B.hand"] == []
    assert "if you do, move your monster as if countered" in words(text)


# -- a card of the opponent's discard pile played into your zones (5.11.1, 3.1.2, 4.1.7) ------------

def test_a_card_from_the_opponents_pile_is_yours_on_the_field_and_goes_back_to_their_pile():
    """TS-056's class: 「相手の捨て札から等級5以下の交戦カードを1枚まで、あなたのエリアに出現させる」. The
    card appears in A's zone: A is its master (3.1.2), so its own 【出現時】 「相手の怒りを1増やす」 raises
    B's rage, and A's 「あなたのエリアにいる青の交戦カードをすべて破壊する」 reaches it; destroyed, it goes
    to its owner B's discard pile (4.1.7). A rank 6 card there is not offered."""
    loan = make_card("Loan", "battle", "3", "blue", "Weapon", counter=1000, text="【出現時】相手の怒りを1増やす。")
    big = make_card("Big", "battle", "6", "blue", "Weapon", counter=1000)
    bomb = make_card("Bomb", "battle", "1", "red", "Weapon", counter=1000,
                     text="【出現時】あなたのエリアにいる青の交戦カードをすべて破壊する。")
    s = jet_board("【出現時】相手の捨て札から等級5以下の交戦カードを1枚まで、あなたのエリアに出現させる。",
                  more=(loan, big, bomb))
    lent, kept = s.new_card("Loan", "B"), s.new_card("Big", "B")
    s.put(kept, "B.discard")
    s.put(lent, "B.discard")
    game = new_game(s, compile_card)
    jet, blast = s.new_card("Jet", "A"), s.new_card("Bomb", "A")
    s.put(jet, "A.hand")
    s.put(blast, "A.hand")
    chooser = Chooser()
    play(game, [PlayBattle(jet, 5)], chooser)
    assert s.where(lent).startswith("A.zone") and s.cards[lent].owner == "B" and s.master(lent) == "A"
    assert s.where(kept) == "B.discard" and s.rage["B"] == 1 and s.rage["A"] == 0
    [offered] = [{o.key for o in d.options} for d in chooser.asked if d.kind == "card"]
    assert kept not in offered and lent in offered
    play(game, [PlayBattle(blast, 4)], chooser)
    assert s.where(lent) == "B.discard" and s.areas["A.discard"] == []


def test_a_card_from_the_opponents_pile_goes_to_an_empty_zone_of_yours_and_is_said_so():
    """「相手の捨て札から…を1枚、あなたの空いているエリアに出現させる」 (the fourth set's FS-032 form):
    the card appears in an empty zone of the master's (5.11.1, 3.1.2), and the reading does not say
    "of the opponent's" (it said so, from the card's owner)."""
    text = "【出現時】相手の捨て札から等級4以下の交戦カードを1枚、あなたの空いているエリアに出現させる。"
    s = jet_board(text)
    lent = s.new_card("Tank", "B")
    s.put(lent, "B.discard")
    game, jet = jet_played(s)
    assert s.where(lent).startswith("A.zone") and s.where(lent) != "A.zone5"
    said = words(text)
    assert "appear in an empty zone" in said and "of the opponent's" not in said.rsplit("appear", 1)[1]


def test_the_opponents_hand_is_refused_as_a_place_to_play_from():
    with pytest.raises(CompileError, match="4.1.2"):
        compile_text("【出現時】相手の手札から交戦カードを1枚出現させる。")


# -- choices by a player other than the master (3.1.2.3.1, 1.3.4) -----------------------------------

def test_each_player_chooses_one_of_their_own_the_turn_player_first():
    """TS-058's class: 「各プレイヤーは自分のエリアにいる交戦カードを1枚選び、破壊する」: A (the turn player)
    chooses one of A's, then B one of B's (1.3.4); both go, one each — never two of one player's."""
    s = jet_board("【出現時】各プレイヤーは自分のエリアにいる交戦カードを1枚選び、破壊する。")
    mine = [s.new_card("Tank", "A") for _ in range(2)]
    theirs = [s.new_card("Tank", "B") for _ in range(2)]
    for zone, (a, b) in zip((3, 4), zip(mine, theirs)):
        s.put(a, f"A.zone{zone}")
        s.put(b, f"B.zone{zone}")
    chooser = play_jet(s, 5)
    asked = [(d.player, {o.key for o in d.options}) for d in chooser.asked if d.kind == "card"]
    assert [player for player, _ in asked] == ["A", "B"]
    assert asked[0][1] <= {*mine, s.areas["A.zone5"][0]} and asked[1][1] == set(theirs)
    assert sum(s.zone_of(c) is None for c in mine + s.areas["A.zone5"]) == 1
    assert sum(s.zone_of(c) is None for c in theirs) == 1
    assert "each player, the turn player first, chooses which: destroy 1 of their own battle cards" in words(
        "【出現時】各プレイヤーは自分のエリアにいる交戦カードを1枚選び、破壊する。")


def test_the_opponent_chooses_among_their_own_cards():
    """「相手は自分の交戦カードを1枚選び、手札に戻す」: B is asked, among B's cards only (3.1.2.3.1)."""
    s = jet_board("【出現時】相手は自分の交戦カードを1枚選び、手札に戻す。")
    theirs = [s.new_card("Tank", "B") for _ in range(2)]
    for zone, card in zip((3, 4), theirs):
        s.put(card, f"B.zone{zone}")
    chooser = play_jet(s, 5, Chooser({"card": theirs[1]}))
    [decision] = [d for d in chooser.asked if d.kind == "card"]
    assert decision.player == "B" and {o.key for o in decision.options} == set(theirs)
    assert s.where(theirs[1]) == "B.hand" and s.zone_of(theirs[0]) == 3


# -- protections against one's own or any player's effects (1.3.3) ------------------------------------

@pytest.mark.parametrize("protection, kept", [("これは自分の効果で破壊されない。", True), ("これは効果で破壊されない。", True),
                                              ("これはいずれかのプレイヤーの効果で破壊されない。", True),
                                              ("これは相手の効果で破壊されない。", False)])
def test_a_protection_keeps_off_the_effects_it_names(protection, kept):
    """A's own 「あなたの交戦カードを1枚破壊する」 on A's card that says 「自分の効果で」 or any effects
    (「効果で」, 「いずれかのプレイヤーの効果で」): it stays; 「相手の効果で」 does not keep off A's own."""
    guard = make_card("Guard", "battle", "2", "red", "Weapon", counter=1000, text=protection)
    s = jet_board("【出現時】あなたの他の交戦カードを1枚破壊する。", more=(guard,))
    card = s.new_card("Guard", "A")
    s.put(card, "A.zone3")
    play_jet(s, 5)
    assert (s.zone_of(card) == 3) is kept


def test_a_protection_from_its_own_masters_effects_does_not_keep_off_the_opponents():
    guard = make_card("Guard", "battle", "2", "red", "Weapon", counter=1000, text="これは自分の効果で移動されない。")
    s = jet_board("【出現時】相手の交戦カードを1枚、空いているエリアに移動させる。", more=(guard,))
    card = s.new_card("Guard", "B")
    s.put(card, "B.zone3")
    play_jet(s, 5)
    assert s.zone_of(card) != 3
    assert "cannot be moved to another zone by your own effects" in words("これは自分の効果で移動されない。")


@pytest.mark.parametrize("protection, by_strategy, by_battle", [
    ("これは相手の戦略カードの効果では破壊されない。", True, False),
    ("これは相手の交戦カードの効果で破壊されない。", False, True),
    ("これは戦略カードの効果によって破壊されない。", True, False),
    ("これは相手の効果で破壊されない。", True, True)])
def test_a_protection_from_one_card_types_effects_asks_the_effects_source(protection, by_strategy, by_battle):
    """1.3.3, 10.11.2: B's Guard 「これは相手の戦略カードの効果では破壊されない」 stays when A's strategy card
    (the effect's source: the card with the ability) destroys it, and is destroyed by A's battle card
    Jet's 【出現時】 — the other way round for 「交戦カードの効果で」; 「相手の効果で」 keeps off both."""
    guard = make_card("Guard", "battle", "2", "red", "Weapon", counter=1000, text=protection)
    bomb = make_card("Bomb", "strategy", "1", "red", "Plan", text="相手の交戦カードを1枚破壊する。")
    for by, kept in (("strategy", by_strategy), ("battle", by_battle)):
        s = jet_board("【出現時】相手の交戦カードを1枚破壊する。" if by == "battle" else "", more=(guard, bomb))
        target = s.new_card("Guard", "B")
        s.put(target, "B.zone3")
        if by == "battle":
            play_jet(s, 5)
        else:
            game = new_game(s, compile_card)
            plan = s.new_card("Bomb", "A")
            s.put(plan, "A.hand")
            play(game, [ActivateStrategy(plan, 1)], Chooser())
        assert (s.zone_of(target) == 3) is kept, by


# -- a rules-defined action replaced: the end phase's draw (7.5.4) -----------------------------------

@pytest.mark.parametrize("text, hand", [("あなたのエンドフェイズに手札が5枚未満で引く際、かわりに6枚になるよう引く。", 6),
                                        ("あなたがエンドフェイズに手札を5枚になるよう引く際、かわりに6枚になるよう引く。", 6),
                                        ("これの撃退力+1000。", 5)])
def test_the_end_phase_draw_is_replaced_by_drawing_to_six(text, hand):
    """TS-050's class: with Jet's 「あなたのエンドフェイズに手札が5枚未満で引く際、かわりに6枚になるよう
    引く」 A's 7.5.4 draw from an empty hand ends at 6 cards, not 5 (10.9.1); B's own draw is the rule's."""
    s = jet_board(text)
    for player in ("A", "B"):
        for _ in range(10):
            s.put(s.new_card("Tank", player), f"{player}.deck")
    s.put(s.new_card("Jet", "A"), "A.zone5")
    game = new_game(s, compile_card)
    play(game, [EndMain()], Chooser())
    assert len(s.areas["A.hand"]) == hand and s.turn_player == "B"
    assert any("7.5.4" in step.rules for step in game.trace)


# -- any token, whatever its name (9.1), as a card phrase — here a cost (10.5.4) --------------------

@pytest.mark.parametrize("counted", ["1枚", "1つ"])
@pytest.mark.parametrize("made, destroyed", [(True, True), (False, False)])
def test_a_token_of_any_name_paid_as_a_cost(made, destroyed, counted):
    """TS-037's class: 「あなたのエリアにいるトークンを1枚(1つ)消滅させることで、相手の…を1枚破壊する」: paid
    only with a token there (9.1.3); without one the cost cannot be paid and nothing is destroyed."""
    maker = make_card("Maker", "battle", "1", "red", "Weapon", counter=1000,
                      text="【出現時】「結晶体」トークンを1枚出現させる。" if made else "")
    s = jet_board(f"【出現時】あなたのエリアにいるトークンを{counted}消滅させることで、相手の等級6以下の交戦カードを1枚破壊する。",
                  more=(maker,))
    foe = s.new_card("Tank", "B")
    s.put(foe, "B.zone3")
    game = new_game(s, compile_card)
    first, jet = s.new_card("Maker", "A"), s.new_card("Jet", "A")
    s.put(first, "A.hand")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(first, 4), PlayBattle(jet, 5)], Chooser())
    assert (s.zone_of(foe) is None) is destroyed
    assert not [c for c in s.cards if s.cards[c].name == "結晶体"]  # spent, or never made


# -- a prohibition for a time that names zones, a column or whose effects (1.3.3, 10.2.1.2) -----------

def test_a_prohibition_for_a_time_holds_only_in_the_zones_it_names():
    """「このターン、相手はエリア6~8に交戦カードを出現させることができない」: B may not play into 6-8 this
    turn, may into 3; 「これと同じ縦列の…」 is this card's column as it stands (zone 5: B's 1)."""
    s = jet_board("【出現時】このターン、相手はエリア6~8に交戦カードを出現させることができない。")
    play_jet(s, 5)
    game = new_game(s, compile_card)
    assert game.forbids("B", "play-battle", zone=7) and not game.forbids("B", "play-battle", zone=3)
    assert not game.forbids("A", "play-battle", zone=7)
    s = jet_board("【出現時】このターン、相手はこれと同じ縦列のエリアに交戦カードを出現させることができない。")
    play_jet(s, 5)
    game = new_game(s, compile_card)
    assert [n for n in range(1, 9) if game.forbids("B", "play-battle", zone=n)] == [1]


def test_a_prohibition_for_a_time_by_the_opponents_effects_only():
    """「次の相手のターン終了時まで、あなたの怪獣カードは相手の効果で後退しない」: B's effects cannot move
    A's monster back; A's own can (1.3.3)."""
    s = jet_board("【出現時】次の相手のターン終了時まで、あなたの怪獣カードは相手の効果で後退しない。")
    play_jet(s, 5)
    game = new_game(s, compile_card)
    assert game.forbids("A", "retreat", by="B") and not game.forbids("A", "retreat", by="A")


def test_a_count_over_each_players_zones_counts_both_sides():
    """「各プレイヤーのエリアにいる交戦カード1枚につき、相手の怒りを1増やす」: the card phrase's owner
    composes with 〜につき as with every verb — A's Jet and Tank and B's Tank: 3."""
    s = jet_board("【出現時】各プレイヤーのエリアにいる交戦カード1枚につき、相手の怒りを1増やす。")
    s.put(s.new_card("Tank", "A"), "A.zone3")
    s.put(s.new_card("Tank", "B"), "B.zone3")
    play_jet(s, 5)
    assert s.rage["B"] == 3


@pytest.mark.parametrize("position, countered", [(8, True), (7, False)])
def test_it_is_the_monster_the_condition_names(position, countered):
    """HO-033's class: 「相手の怪獣カードがエリア8にいるなら、それを撃退する」: 「それ」 is the opponent's
    monster the condition names (5.15.1); B has no next monster, so countering it loses B the game."""
    s = jet_board("【出現時】相手の怪獣カードがエリア8にいるなら、それを撃退する。")
    s.position["B"] = position
    game, jet = jet_played(s)
    assert game.over is countered


# -- a monster's zone, either player's (4.4.3) --------------------------------------------------------

@pytest.mark.parametrize("position, draws", [(6, True), (8, True), (5, False)])
def test_your_monster_in_a_zone_range(position, draws):
    """「あなたの怪獣カードがエリア6以降にいるなら」: your monster's position, as the opponent's is read."""
    s = jet_board("【出現時】あなたの怪獣カードがエリア6以降にいるなら、相手の怒りを1増やす。")
    s.position["A"] = position
    play_jet(s, 3)
    assert (s.rage["B"] == 1) is draws


def test_a_card_of_the_opponents_pile_stacked_under_this_one_goes_back_to_its_owner():
    """「相手の捨て札から交戦カードを1枚、これの下に重ねる」 (3.2.1): B's card goes under Jet; when Jet
    is destroyed, the card under it goes to B's discard pile, its owner's (4.1.7)."""
    bomb = make_card("Bomb", "battle", "1", "red", "Weapon", counter=1000,
                     text="【出現時】あなたの他の交戦カードをすべて破壊する。")
    s = jet_board("【出現時】相手の捨て札から交戦カードを1枚、これの下に重ねる。", more=(bomb,))
    taken = s.new_card("Tank", "B")
    s.put(taken, "B.discard")
    game = new_game(s, compile_card)
    jet, blast = s.new_card("Jet", "A"), s.new_card("Bomb", "A")
    s.put(jet, "A.hand")
    s.put(blast, "A.hand")
    play(game, [PlayBattle(jet, 5)], Chooser())
    assert taken in s.cards[jet].under
    play(game, [PlayBattle(blast, 4)], Chooser())
    assert s.where(jet) == "A.discard" and s.where(taken) == "B.discard"


@pytest.mark.parametrize("others, holds", [(("Tank",), True), (("Tank", "Ghidorah"), False)])
def test_only_cards_of_the_phrase_are_there(others, holds):
    """「あなたのエリアに赤の交戦カードだけがいるなら」 (10.5): red ones there (Jet, Tank), and no battle card
    there that is not red; a blue one makes it false."""
    s = jet_board("【出現時】あなたのエリアに赤の交戦カードだけがいるなら、相手の怒りを1増やす。", more=(GHIDORAH,))
    for zone, name in zip((3, 4), others):
        s.put(s.new_card(name, "A"), f"A.zone{zone}")
    play_jet(s, 5)
    assert (s.rage["B"] == 1) is holds


# -- the rules' own steps replaced, for the player whose phase it is (7.2.2, 7.2.4, 7.5.2; 10.9.1) --

def _after_a_turn_end(s: GameState) -> Game:
    """A ends its main phase: A's end phase (7.5), then B's start phase (7.2), to B's main phase."""
    for player in ("A", "B"):
        for _ in range(10):
            s.put(s.new_card("Tank", player), f"{player}.deck")
    game = new_game(s, compile_card)
    play(game, [EndMain()], Chooser())
    assert s.turn_player == "B"
    return game


@pytest.mark.parametrize("whose, a_hand, b_hand", [("相手が", 6, 0), ("あなたが", 5, 1)])
def test_the_start_phase_draw_is_replaced_in_the_phase_of_whose_it_is(whose, a_hand, b_hand):
    """FS-045's class: Jet's 「(whose)スタートフェイズにカードを引く際、かわりにカードを1枚引く」 in B's start
    phase: 相手が — B does not draw its 7.2.2 card (A's monster's rank, 1) and Jet's master A draws
    instead; あなたが — not A's phase, B draws as the rule says."""
    s = jet_board(f"{whose}スタートフェイズにカードを引く際、かわりにカードを1枚引く。")
    s.put(s.new_card("Jet", "A"), "A.zone5")
    game = _after_a_turn_end(s)
    assert (len(s.areas["A.hand"]), len(s.areas["B.hand"])) == (a_hand, b_hand)
    replaced = [step for step in game.trace if "instead of start-draw" in step.text]
    assert bool(replaced) == (whose == "相手が") and all("7.2.2" in step.rules for step in replaced)


@pytest.mark.parametrize("whose, a_hand", [("相手の", 6), ("あなたの", 5), ("", 6)])
def test_a_phase_trigger_fires_in_the_phase_of_whose_turn_it_names(whose, a_hand):
    """VS-044's class (10.6.1): Jet's 「(whose)スタートフェイズ開始時、あなたは1枚引く」 at B's start
    phase: 相手の — A's card sees its opponent's phase and A draws; あなたの — not A's phase, A does
    not; none named — every player's phase, A draws."""
    s = jet_board(f"{whose}スタートフェイズ開始時、あなたは1枚引く。")
    s.put(s.new_card("Jet", "A"), "A.zone5")
    game = _after_a_turn_end(s)
    assert len(s.areas["A.hand"]) == a_hand
    fired = [step for step in game.trace if "A plays Jet" in step.text]
    assert len(fired) == (a_hand - 5)  # once, in B's start phase's check timing (7.2.1)


@pytest.mark.parametrize("text, zone, rage", [("これはエンドフェイズに前進しない。かわりにこれの怒りを1増やす。", 1, 1),
                                              ("相手のエリア8に交戦カードがいるなら、これはエンドフェイズに前進しない。"
                                               "かわりにこれの怒りを1増やす。", 2, 0)])
def test_the_end_phase_advance_is_replaced_while_its_condition_holds(text, zone, rage):
    """FS-047's class: A's monster carries the replacement of its own 7.5.2 advance; it stays in zone 1
    and A's rage goes up by 1 instead — unless its condition (a battle card in B's zone 8) fails."""
    s = jet_board("")
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000, text=text)
    game = _after_a_turn_end(s)
    assert (s.position["A"], s.rage["A"]) == (zone, rage)
    assert any("7.5.2" in step.rules for step in game.trace)


@pytest.mark.parametrize("text, rage", [("あなたのスタートフェイズに、これの怒りは0にならず、1減る。", 1),
                                        ("相手のエンドフェイズに手札が5枚未満で引く際、かわりに1枚引く。", 0)])
def test_the_start_phase_rage_reset_is_replaced_for_that_monster(text, rage):
    """FS-046's class: B's monster (rage 2) 「あなたのスタートフェイズに、これの怒りは0にならず、1減る」:
    in B's start phase its rage becomes 1, not 0 (7.2.4 replaced, 10.2.1.3.1); a card of another
    step leaves the rule's 0."""
    s = jet_board("")
    s.defs["Foe"] = make_card("Foe", "monster", "I", "red", "Godzilla", threat=10000, text=text)
    s.rage["B"] = 2
    game = _after_a_turn_end(s)
    assert s.rage["B"] == rage
    assert any("7.2.4" in step.rules for step in game.trace)


@pytest.mark.parametrize("text, b_hand", [("相手がスタートフェイズにカードを引く際、引く枚数は1枚少なくなる。", 1),
                                          ("相手がスタートフェイズにカードを引く際、引く枚数は1枚多くなる。", 3),
                                          ("相手のエンドフェイズにカードを引く際、引く枚数は1枚少なくなる。", 2)])
def test_the_number_a_draw_step_draws_is_changed_for_that_step_only(text, b_hand):
    """FS-045's class: with A's monster of rank II, B's 7.2.2 draw is 2 cards; Jet's 「…引く際、引く
    枚数はN枚少なく/多くなる」 makes it 1 or 3 (10.9.1), cited with 7.2.2 and the card; a change of the
    end phase's draw leaves the start phase's 2."""
    s = jet_board(text)
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "II", "red", "Godzilla", threat=10000)
    s.put(s.new_card("Jet", "A"), "A.zone5")
    game = _after_a_turn_end(s)
    assert len(s.areas["B.hand"]) == b_hand
    assert any("7.2.2" in step.rules and "Jet" in step.text for step in game.trace) == ("スタート" in text)


# -- a pile named by its owner (4.1.7) --------------------------------------------------------------

@pytest.mark.parametrize("pile", ["オーナーの", "持ち主の", "相手の", ""])
def test_a_card_returned_to_its_owners_hand_goes_to_the_opponents(pile):
    """VS-052's class: 「相手の交戦カードを1枚、(オーナーの|持ち主の|相手の)手札に戻す」 — the card goes
    to its owner's hand, the opponent's (4.1.7), however the owner is said."""
    s = jet_board(f"【出現時】相手の交戦カードを1枚、{pile}手札に戻す。", more=())
    tank = s.new_card("Tank", "B")
    s.put(tank, "B.zone2")
    play_jet(s, 3)
    assert tank in s.areas["B.hand"] and "its owner's hand" in words(f"【出現時】相手の交戦カードを1枚、{pile}手札に戻す。")


@pytest.mark.parametrize("text", ["【出現時】相手の交戦カードを1枚、あなたの手札に戻す。",
                                  "【出現時】あなたの捨て札の交戦カードを1枚、相手の山札の下に置く。",
                                  "【出現時】相手の山札を上から1枚見て、それをあなたの捨て札にするか山札の上に置く。"])
def test_a_pile_of_a_player_who_does_not_own_the_card_is_refused_not_misread(text):
    """4.1.7: a card goes only to its owner's pile; naming the other player's is not read as its owner's."""
    with pytest.raises(CompileError, match="4.1.7"):
        compile_text(text)


# -- a card under this one, by its trait or by its name (3.2.1, 2.5) --------------------------------

@pytest.mark.parametrize("said, under_name, under_traits, counter", [
    ("《ムートー》を持つカード", "ムートー", (), 2000),          # named so, without the trait: not it
    ("《ムートー》を持つカード", "Flyer", ("ムートー",), 3000),   # the trait, another name
    ("「ムートー」", "ムートー", (), 3000),                     # the name
    ("「ムートー」", "Flyer", ("ムートー",), 2000)])            # the trait alone is not the name
def test_a_card_under_this_one_is_found_by_what_the_text_names_and_nothing_else(said, under_name, under_traits,
                                                                                   counter):
    """VS-005's class: 「これの下に《ムートー》を持つカードがあるなら」 asks for the trait (2.5), 「これの下に
    「ムートー」があるなら」 for the name; neither is met by a card with only the other."""
    s = jet_board(f"これの下に{said}があるなら、これの撃退力+1000。")
    s.defs[under_name] = make_card(under_name, "battle", "1", "red", *(under_traits or ("Weapon",)), counter=1000)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.zone4")
    under = s.new_card(under_name, "A")
    s.put(under, "A.zone4")
    s.lift(under)
    s.cards[jet].under.append(under)
    assert new_game(s, compile_card).counter_power(jet) == counter


# -- a card moved into the other player's zones changes master (3.1.2, 4.4.7, 4.1.6, 4.1.7) ------------

@pytest.mark.parametrize("text, whose, zones", [
    ("相手の交戦カードを1枚、あなたの空いているエリアに移動させる。", "A", range(1, 9)),
    ("相手の交戦カードを1枚、あなたのエリア6~8に移動させる。", "A", range(6, 9)),
    ("相手の交戦カードを1枚、空いているエリアに移動させる。", "A", range(1, 9)),
    ("相手の交戦カードを1枚、相手の空いているエリアに移動させる。", "B", range(1, 9))])
def test_a_card_moved_into_the_zones_the_text_names_is_then_that_players(text, whose, zones):
    """VS-051's class: 「相手の交戦カードを1枚、あなたの空いているエリアに移動させる」 — B's Tank goes to an
    empty zone of A's (A's monster in zone 1, Jet in 5) and A is its master (3.1.2); destroyed there,
    it goes to its owner B's discard pile (4.1.7). Without a player named the zone is still A's, the
    master of the card whose text it is (4.1.6), as ZS-023 and BP02-057 print it."""
    s = jet_board(f"【出現時】{text}", more=())
    tank = s.new_card("Tank", "B")
    s.put(tank, "B.zone3")
    play_jet(s, 5)
    taken = {s.position[whose]} | ({5} if whose == "A" else {3})  # its monster's zone; Jet's, or where it was
    assert s.master(tank) == whose and s.zone_of(tank) in set(zones) - taken and s.cards[tank].owner == "B"
    if whose == "A":
        assert "its master becomes you" in words(f"【出現時】{text}")
        game = new_game(s, compile_card)
        s.defs["Bomb"] = make_card("Bomb", "strategy", "1", "red", "Plan", text="あなたの交戦カードをすべて破壊する。")
        bomb = s.new_card("Bomb", "A")
        s.put(bomb, "A.hand")
        play(game, [ActivateStrategy(bomb, 1)], Chooser())
        assert tank in s.areas["B.discard"]


# -- the subject of a sentence's first clause, over the clauses joined to it --------------------------

@pytest.mark.parametrize("text, a_hand, b_hand", [
    ("各プレイヤーは自分の手札をすべて捨て、4枚引く。", 4, 4),
    ("相手は自分の手札をすべて捨て、4枚引く。", 2, 4),
    ("相手は自分の手札をすべて捨て、あなたは1枚引く。", 3, 0)])
def test_a_subject_named_once_acts_in_every_clause_that_names_none(text, a_hand, b_hand):
    """XS-031's class: 「各プレイヤーは自分の手札をすべて捨て、4枚引く」 — both players discard their whole
    hands, then both draw 4 (the turn player first, 1.3.4); 「相手は…捨て、4枚引く」: the opponent
    does both; a clause that names its own subject (あなたは) keeps it. A starts with 2 cards, B with 3."""
    s = jet_board(f"【出現時】{text}", more=())
    for player, n in (("A", 2), ("B", 3)):
        for _ in range(n):
            s.put(s.new_card("Tank", player), f"{player}.hand")
        for _ in range(6):
            s.put(s.new_card("Tank", player), f"{player}.deck")
    play_jet(s, 3)
    assert (len(s.areas["A.hand"]), len(s.areas["B.hand"])) == (a_hand, b_hand)


def test_cards_stacked_from_those_just_taken_are_said_with_their_filter_and_count():
    """XS-030's class: 「…捨て札にし、その中の怪獣カードをすべてこれの下に重ねる」 says which of those
    cards and how many (all the monster cards), not "that card", which is for 「それを」 alone."""
    assert "stack all of those monster cards under this card" in words(
        "【出現時】あなたの山札を上から2枚捨て札にし、その中の怪獣カードをすべてこれの下に重ねる。")
    assert "stack that card under this card" in words("あなたの交戦カードが破壊される際、かわりにそれをこれの下に重ねてよい。")


def test_a_change_set_for_the_turn_says_in_whose_zones_its_cards_are():
    """XS-027's class (4.4.2, the project's standard): 「そのターン中、相手のエリアにいる…すべての撃退力を0にする」
    says the cards are in the opponent's zones; a phrase that already places them (a column) is not
    given a second place."""
    assert "set the counter power of the opponent's battle cards (rank 4 or less) in the opponent's zones to 0" in words(
        "【出現時】そのターン中、相手のエリアにいる等級4以下の交戦カードすべての撃退力を0にする。")
    assert "(in this card's column) by 2" in words("【出現時】そのターン中、これと同じ縦列にいる相手の交戦カードすべての撃退力を2倍にする。")


@pytest.mark.parametrize("once, more", [
    ("【出現時】相手の交戦カードを1枚破壊する。", "【出現時】相手の交戦カードをもう1枚破壊する。"),
    ("【出現時】あなたは1枚引き、1枚引く。", "【出現時】あなたは1枚引き、もう1枚引く。"),
    ("相手の怒りを1減らす。このターンのエンドフェイズ開始時、相手の交戦カードを2枚まで破壊する。",
     "相手の怒りを1減らす。このターンのエンドフェイズ開始時、相手の交戦カードをもう2枚まで破壊する。")])
def test_one_more_is_the_same_count_of_other_cards(once, more):
    """1.3.2: 「もう1枚破壊する」 after a destruction destroys one more card — one the effect before did
    not take, as that one has gone; the count, "up to" and the rest are those of 「1枚」 (the seventh
    set's ZS-054 found the class)."""
    strategy = not once.startswith("【")
    read = [[(a.trigger, describe(a)) for a in compile_text(text, strategy=strategy)] for text in (once, more)]
    assert read[0] == read[1]


@pytest.mark.parametrize("said, plain", [
    ("これがいるエリア以前のエリアにいるあなたの交戦カードすべての撃退力+2000。",
     "これがいるエリア以前のあなたの交戦カードすべての撃退力+2000。"),
    ("これのいるエリアより番号が小さいエリアにいるあなたの交戦カードすべての撃退力+2000。",
     "これのいるエリアより番号が小さい、あなたの交戦カードすべての撃退力+2000。")])
def test_a_zone_bound_from_this_card_may_name_the_zones_again(said, plain):
    """4.4.5.3, 4.4.3: 「これがいるエリア以前のエリアにいる」 is the bound 「これがいるエリア以前の」 with the zones
    named once more — the same cards, this one's zone included for 以前 and not for より小さい (the seventh
    set's ZS-059 found the class)."""
    read = [[(a.modifiers, describe(a)) for a in compile_text(text)] for text in (said, plain)]
    assert read[0] == read[1] and read[0][0][0][0].target is not None


@pytest.mark.parametrize("text, a_zone", [
    ("", 2),
    ("相手の怪獣カードはエンドフェイズに前進できない。", 1),  # NS-053's class: the 7.5.2 advance not made
    ("あなたの怪獣カードはエンドフェイズに前進できない。", 2),  # Jet's master's own monster is not A's
    ("相手の怪獣カードは前進できない。", 1)])
def test_a_prohibition_of_the_end_phase_advance_stops_that_advance_only(text, a_zone):
    """1.3.3 over 7.5.2: B's Jet 「相手の怪獣カードはエンドフェイズに前進できない」 keeps A's monster in zone 1
    through A's end phase, cited with the rule and the card; 「あなたの…」 binds B's own monster, not A's."""
    s = jet_board("")
    s.defs["Wall"] = make_card("Wall", "battle", "1", "red", "Weapon", counter=1000, text=text)
    if text:
        s.put(s.new_card("Wall", "B"), "B.zone5")
    game = _after_a_turn_end(s)
    assert s.position["A"] == a_zone
    if a_zone == 1 and "エンドフェイズ" in text:
        assert any({"7.5.2", "1.3.3"} <= set(step.rules) and "Wall" in step.text for step in game.trace)


@pytest.mark.parametrize("text, b_hand", [("", 1), ("相手はスタートフェイズにカードを引くことができない。", 0),
                                          ("あなたはスタートフェイズにカードを引くことができない。", 1),
                                          ("相手はエンドフェイズにカードを引くことができない。", 1)])
def test_a_prohibition_of_the_start_phase_draw_stops_that_draw_only(text, b_hand):
    """1.3.3 over 7.2.2: A's 「相手はスタートフェイズにカードを引くことができない」 — B draws no card in its
    start phase (A's monster's rank, 1); a prohibition of A's own, or of the end phase's draw, leaves it."""
    s = jet_board(text)
    if text:
        s.put(s.new_card("Jet", "A"), "A.zone5")
    _after_a_turn_end(s)
    assert len(s.areas["B.hand"]) == b_hand


@pytest.mark.parametrize("with_word, without", [
    ("あなたの怪獣カードの怒りをさらに1増やす。", "あなたの怪獣カードの怒りを1増やす。"),  # NS-039's class
    ("相手の怪獣カードをさらに1エリア後退させる。", "相手の怪獣カードを1エリア後退させる。"),
    ("カードをさらに1枚引く。", "カードを1枚引く。"),
    ("相手の怪獣カードをエリア3まで後退させる。この効果で後退しなかったなら、あなたは2枚引く。",  # NS-050's
     "相手の怪獣カードをエリア3まで後退させる。後退しなかったなら、あなたは2枚引く。")])
def test_words_that_say_no_more_than_the_sentence_are_read_as_it(with_word, without):
    """さらに before a said object's number ("in addition" to what came before) and この効果で before
    what the effect before did not do ("by this effect": it is the effect before) are read, and
    change nothing of the meaning: the same abilities as without them."""
    def meaning(text):
        return [(a.kind, a.trigger, a.effects) for a in compile_text(text, strategy=True)]

    assert meaning(with_word) == meaning(without)
