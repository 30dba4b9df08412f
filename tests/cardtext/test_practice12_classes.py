"""The classes practice set A of round 12 showed unread (issue 18), each read in every slot it stands in and
run by the engine on a board where it decides what happens — the families, not the set's sentences."""

import pytest

from judgekit.cardtext import compile_card
from judgekit.cardtext.normal import normalise
from judgekit.engine.abilities import new_game
from judgekit.engine.controllers import play
from judgekit.engine.decisions import EndMain

from jet_board import Chooser, jet_board, words
from test_rules_verbs import Script, board, card, run
from test_tenth_classes import activate


# -- a typist's spaces inside a number's signs: 「エリア 6 ~ 8」, 「撃退力 + 3000」 are the range and the number ----------

@pytest.mark.parametrize("spaced, plain", [
    ("相手の怪獣カードが エリア ６ ～ ８ にいるなら", "相手の怪獣カードがエリア6~8にいるなら"),
    ("エリア 1 〜 5 にいる", "エリア1~5にいる"),
    ("これの撃退力 ＋ ３０００。", "これの撃退力+3000。"),
    ("交戦カードすべての等級 － １。", "交戦カードすべての等級-1。"),
    ("「A ~ B」", "「A ~ B」"),  # a name keeps its own spaces
])
def test_spaces_inside_a_range_or_a_signed_number_go(spaced, plain):
    assert normalise(spaced) == plain


@pytest.mark.parametrize("position, rage", [(6, 1), (8, 1), (5, 3)])
def test_a_spaced_zone_range_is_the_range_on_a_board(position, rage):
    """PA-080's class, 4.4.5 ranges: 「出現時 相手の怪獣カードが エリア ６ ～ ８ にいるなら、相手の怒りを ２ 減らす」 —
    B's monster in zone 6 or 8: B's rage 3 → 1; in zone 5: unchanged."""
    s = board("出現時 相手の怪獣カードが エリア ６ ～ ８ にいるなら、相手の怒りを ２ 減らす。")
    s.position["B"], s.rage["B"] = position, 3
    run(s)
    assert s.rage["B"] == rage


# -- 「N枚になるまで」 / 「N枚になるように」: the hand drawn or discarded to N (5.4.1, 5.7.2) -------------------------

@pytest.mark.parametrize("said", ["まで", "ように"])
def test_a_hand_discarded_until_it_holds_n(said):
    """5.7.2: 「出現時相手は自分の手札を3枚になるまで捨てる」 — B's 5 cards become 3; read as 「になるよう」."""
    text = f"出現時相手は自分の手札を3枚{'になる' + said}捨てる。"
    s = board(text)
    for _ in range(5):
        card(s, "Tank", "B.hand")
    run(s)
    assert len(s.areas["B.hand"]) == 3
    assert words(text) == words("出現時相手は自分の手札を3枚になるよう捨てる。")


@pytest.mark.parametrize("hand, after", [(2, 6), (5, 5)])
def test_the_end_phase_draw_until_n_replaced_for_as_long_as_the_card_stays(hand, after):
    """PA-053's class, 10.9.1 over 7.5.4: 「あなたのエンドフェイズに手札が5枚になるまで引く際、かわりに6枚になるまで
    引く」 on Jet in A's zone — with 2 cards A's end phase fills the hand to 6; with 5 no draw happens (7.5.4 draws
    only when short), so nothing is replaced and the hand stays 5."""
    text = "あなたのエンドフェイズに手札が5枚になるまで引く際、かわりに6枚になるまで引く。"
    s = jet_board(text)
    s.put(s.new_card("Jet", "A"), "A.zone4")
    for player in ("A", "B"):
        for _ in range(12):
            card(s, "Tank", f"{player}.deck")
    for _ in range(hand):
        card(s, "Tank", "A.hand")
    game = new_game(s, compile_card)
    play(game, [EndMain()], Chooser())  # A's end phase; the game stops at B's first play timing
    assert len(s.areas["A.hand"]) == after
    assert "instead draw until your hand has 6 cards" in words(text)


# -- 「このターンの(あなたの|相手の)…フェイズ開始時、」: a delayed trigger of this turn, whose phase said (10.6.5) ----------

@pytest.mark.parametrize("whose, discarded", [("あなたの", 2), ("", 2), ("相手の", 0)])
def test_a_delayed_trigger_at_a_named_players_phase_this_turn(whose, discarded):
    """PA-060's class, 10.6.5 / 10.6.5.1: 「あなたは2枚引く。このターンの(whose)エンドフェイズ開始時、あなたは手札を2枚
    捨てる」 activated in A's turn — A draws 2 now; at A's end phase A discards 2 (the Raid is gone by then, the delayed
    ability is not); said of B's end phase, this turn has none: nothing is discarded, in B's turn either."""
    text = f"あなたは2枚引く。このターンの{whose}エンドフェイズ開始時、あなたは手札を2枚捨てる。"
    s = board("")
    for player in ("A", "B"):
        for _ in range(12):
            card(s, "Tank", f"{player}.deck")
    for _ in range(5):
        card(s, "Tank", "A.hand")
    game, raid = activate(s, text)
    assert len(s.areas["A.hand"]) == 7
    discard = len(s.areas["A.discard"])
    play(game, [EndMain()], Script())  # A's end phase (7.5.4 draws nothing: 5 or more), then B's turn
    assert len(s.areas["A.discard"]) - discard == discarded
    assert len(s.areas["A.hand"]) == 7 - discarded


# -- 「この効果で(あなたの|相手の)…を(破壊|捨て|…)(していたら|したら)」: only the cards that were that player's (3.1.2) ----

@pytest.mark.parametrize("whose, mine, theirs, drawn", [
    ("あなたの", 1, 1, 1), ("あなたの", 0, 2, 0), ("あなたの", 2, 0, 1),
    ("相手の", 1, 0, 0), ("相手の", 0, 1, 1), ("", 0, 1, 1), ("", 0, 0, 0)])
@pytest.mark.parametrize("said", ["していたら", "していたなら", "したら", "したなら"])
def test_a_condition_on_whose_cards_the_effect_destroyed(whose, mine, theirs, drawn, said):
    """PA-032's class, 10.2.1.3.2 with 3.1.2: 「各プレイヤーの等級5以下の交戦カードをすべて破壊する。この効果で(whose)
    交戦カードを破壊(said)、あなたは1枚引く」 — A draws exactly 1 only if a card of the named player's was among those
    destroyed (however many), never one per card; B's alone do not count for 「あなたの」."""
    text = f"各プレイヤーの等級5以下の交戦カードをすべて破壊する。この効果で{whose}交戦カードを破壊{said}、あなたは1枚引く。"
    s = board("")
    tanks = ([card(s, "Tank", f"A.zone{z}") for z in (3, 4)[:mine]]
             + [card(s, "Tank", f"B.zone{z}") for z in (3, 4)[:theirs]])
    card(s, "Tank", "A.deck")
    hand = len(s.areas["A.hand"])
    activate(s, text)
    assert all(s.area_of(t) == "discard" for t in tanks)
    assert len(s.areas["A.hand"]) - hand == drawn
    if whose:
        assert ("yours" if whose == "あなたの" else "the opponent's") + " when it was taken" in words(text, strategy=True)


# -- 「これがいたエリアと同じ数字の(あなた|相手)のエリア」: the zone numbered as the one this card was last in (10.6.4.1.2) ----

@pytest.mark.parametrize("zone", [3, 4, 6])
def test_the_zone_numbered_as_the_one_this_card_was_in(zone):
    """PA-057's class, 4.4.3 with 10.6.4.1.2: Jet 「これが破壊された時、これがいたエリアと同じ数字の相手のエリアにいる交戦
    カードを破壊する」 in A's zone ``zone`` is destroyed (by A's own Raid: all rank 1 or less); B's Tank in B's zone of
    that number is destroyed, B's Tank in the zone next to it stays."""
    s = jet_board("これが破壊された時、これがいたエリアと同じ数字の相手のエリアにいる交戦カードを破壊する。")
    jet = card(s, "Jet", f"A.zone{zone}")
    same, beside = card(s, "Tank", f"B.zone{zone}"), card(s, "Tank", f"B.zone{zone + 1}")
    activate(s, "各プレイヤーの等級1以下の交戦カードをすべて破壊する。")
    assert s.area_of(jet) == "discard" and s.area_of(same) == "discard" and s.area_of(beside) == f"zone{zone + 1}"


@pytest.mark.parametrize("theirs, drawn", [(True, 1), (False, 0)])
def test_a_condition_on_the_zone_numbered_as_the_one_this_card_was_in(theirs, drawn):
    """The same zone as a place (「これがいたエリアと同じ数字のエリアに相手の交戦カードがいるなら」), asked after Jet left
    A's zone 4: B's Tank in B's zone 4 → A draws 1; B's Tank in zone 5 only → nothing."""
    s = jet_board("これが破壊された時、これがいたエリアと同じ数字のエリアに相手の交戦カードがいるなら、カードを1枚引く。")
    card(s, "Jet", "A.zone4")
    card(s, "Tank", "B.zone4" if theirs else "B.zone5")
    card(s, "Tank", "A.deck")
    hand = len(s.areas["A.hand"])
    activate(s, "各プレイヤーの等級1以下の交戦カードをすべて破壊する。")
    assert len(s.areas["A.hand"]) - hand == drawn


# -- 「(そう|この効果で…)しなかったら」: the past conditional's other spelling of 「しなかったなら」 (10.5, 1.3.2) ------------

@pytest.mark.parametrize("said", ["この効果で破壊しなかったら", "そうしなかったら", "この効果で破壊しなかったなら"])
@pytest.mark.parametrize("theirs, drawn", [(True, 0), (False, 1)])
def test_if_not_done_said_with_tara(said, theirs, drawn):
    """「出現時相手の交戦カードを1枚破壊する。(said)、カードを1枚引く」 — with a card of B's to destroy, it is destroyed and A
    draws nothing; with none, nothing was destroyed and A draws 1."""
    s = board(f"出現時相手の交戦カードを1枚破壊する。{said}、カードを1枚引く。")
    tank = card(s, "Tank", "B.zone3") if theirs else None
    card(s, "Tank", "A.deck")
    run(s)
    assert len(s.areas["A.hand"]) == drawn
    assert tank is None or s.area_of(tank) == "discard"
