"""The forms the twelfth round left unread (issue 18, round 13), each a family read in every slot and RUN on a board
where it decides what happens: per amount of a number (1.3.5, 2.7), the else said as a sentence of its own (10.5,
1.3.2), timed triggers of this turn's end and of phases joined by と (10.6.5, 7.5.7), this card from the discard pile
to the top or bottom of the deck (10.3.4.1, 1.3.2)."""

import pytest

from judgekit.cardtext import compile_text
from judgekit.cardtext.matrix import measure
from judgekit.cardtext.matrix.left import cells
from judgekit.engine.controllers import play
from judgekit.engine.decisions import EndMain

from jet_board import Chooser, jet_board, jet_played, play_jet, words


def test_no_cell_of_the_rounds_families_is_refused_or_read_as_another_meaning():
    """The matrix's part for this round (judgekit.cardtext.matrix.left): each family in each slot, right."""
    assert [(r.outcome, r.cell.text, r.why[:120]) for r in measure(cells()).failures] == []


# -- per amount of a number (1.3.5: whole groups; 2.7 a battle card's counter power) --------------------------------

@pytest.mark.parametrize("said, groups", [("これの撃退力1000につき", 2), ("撃退力1000につき", 2), ("これの撃退力2000につき", 1),
                                          ("このカードの撃退力3000につき", 0)])
def test_per_amount_of_this_cards_counter_power_counts_whole_groups(said, groups):
    """Jet's counter power is 2000 (2.7): per 1000 two groups, per 2000 one, per 3000 none (1.3.5) — B's rage falls by
    that many."""
    s = jet_board(f"出現時{said}、相手の怒りを1減らす。")
    s.rage["B"] = 3
    play_jet(s)
    assert s.rage["B"] == 3 - groups
    assert "counter power of this card" in words(f"出現時{said}、相手の怒りを1減らす。")


def test_per_amount_of_this_cards_counter_power_sees_its_changes():
    """10.8.1: this card's counter power with the changes to it — +2000 made first, then per 1000: 4 groups."""
    text = "出現時このターン、これの撃退力+2000する。これの撃退力1000につき、相手の怒りを1減らす。"
    s = jet_board(text)
    s.rage["B"] = 5
    play_jet(s)
    assert s.rage["B"] == 1


def test_per_amount_of_a_threat_said_alone_is_this_monsters():
    """「脅威度10000につき」 said alone in a card's own text is its own monster's (2.6): A's Godzilla's 10000 — one card."""
    s = jet_board("出現時脅威度10000につき、カードを1枚引く。", deck=("A", 3))
    play_jet(s)
    assert len(s.areas["A.hand"]) == 1


def test_a_players_monster_has_no_counter_power_to_count():
    """2.6, 2.7: a monster has a threat level; 「あなたの怪獣カードの撃退力1000につき」 names nothing — refused."""
    with pytest.raises(Exception, match="counter power"):
        compile_text("出現時あなたの怪獣カードの撃退力1000につき、カードを1枚引く。")


# -- the else said as its own sentence (10.5; 1.3.2) ----------------------------------------------------------------

@pytest.mark.parametrize("otherwise", ["そうでない場合", "そうでなければ", "違うなら"])
@pytest.mark.parametrize("rage, drawn, left", [(3, 1, 3), (2, 0, 1)])
def test_the_else_of_the_sentence_before_is_done_only_when_its_condition_fails(otherwise, rage, drawn, left):
    """「相手の怒りが3以上なら、カードを1枚引く。そうでない場合、相手の怒りを1減らす。」: rage 3 — A draws, B's rage
    stays; rage 2 — no card, B's rage 2 → 1 (10.5: checked once, on resolution)."""
    text = f"出現時相手の怒りが3以上なら、カードを1枚引く。{otherwise}、相手の怒りを1減らす。"
    s = jet_board(text, deck=("A", 3))
    s.rage["B"] = rage
    game, _ = jet_played(s)
    assert (len(s.areas["A.hand"]), s.rage["B"]) == (drawn, left)
    assert "otherwise decrease the opponent's rage by 1" in words(text)
    [decided] = [step.text for step in game.trace if "so " in step.text and "rage is 3 or more" in step.text]
    assert (" — yes, so " in decided, " — no, so " in decided) == (rage >= 3, rage < 3)  # the trace says which


def test_the_else_is_not_done_because_the_first_branch_could_not_be():
    """1.3.2: the condition held, so the else is not done even when the first branch finds nothing to destroy."""
    text = "出現時相手の怒りが3以上なら、相手の交戦カードを1枚破壊する。そうでない場合、カードを1枚引く。"
    s = jet_board(text, deck=("A", 3))
    s.rage["B"] = 3
    play_jet(s)
    assert len(s.areas["A.hand"]) == 0


def test_an_else_with_no_condition_before_it_is_refused():
    """「そうでない場合」 after a sentence with no condition is the else of nothing: refused, not guessed."""
    with pytest.raises(Exception):
        compile_text("出現時カードを1枚引く。そうでない場合、相手の怒りを1減らす。")


# -- this turn's end, and phases joined by と, as timed triggers (10.6.5, 7.5.7) -------------------------------------

@pytest.mark.parametrize("said", ["このターンのターン終了時", "このターンの終わりに", "このターンのエンドフェイズ開始時"])
def test_a_timed_trigger_of_this_turns_end_fires_once_at_it(said):
    """10.6.5.1: made when Jet appears, it fires once as A's turn ends (or its end phase begins) — one card of B's
    deck milled — and never again in B's turn (B's own rage is reset at 7.2.4, so the deck is what is watched)."""
    s = jet_board(f"出現時{said}、相手の山札を上から1枚捨て札にする。", deck=("A", 6))
    for _ in range(6):
        s.put(s.new_card("Tank", "B"), "B.deck")
    game, _jet = jet_played(s)
    assert len(s.areas["B.discard"]) == 0
    play(game, [EndMain()], Chooser())
    assert s.turn_player == "B" and len(s.areas["B.discard"]) == 1 and not s.timed


def test_phases_joined_by_to_make_a_timed_trigger_of_each():
    """「次の相手のスタートフェイズとエンドフェイズ開始時、相手の山札を上から1枚捨て札にする」: one timed trigger of each
    phase (10.6.5.1) — one card at B's start phase, one more at B's end phase; each once."""
    text = "出現時次の相手のスタートフェイズとエンドフェイズ開始時、相手の山札を上から1枚捨て札にする。"
    s = jet_board(text, deck=("A", 6))
    for _ in range(8):
        s.put(s.new_card("Tank", "B"), "B.deck")
    game, _jet = jet_played(s)
    play(game, [EndMain()], Chooser())
    assert s.turn_player == "B" and len(s.areas["B.discard"]) == 1
    play(game, [EndMain()], Chooser())
    assert s.turn_player == "A" and len(s.areas["B.discard"]) == 2 and not s.timed
    assert words(text).count("at the beginning of the opponent's next") == 2


# -- this card from the discard pile to the top or bottom of the deck (10.3.4.1; 1.3.2) -------------------------------

@pytest.mark.parametrize("said, top", [("あなたの捨て札からこれを山札の上に置く", True), ("これをあなたの捨て札から山札の下に置く", False),
                                       ("捨て札からこれを山札の下に置く", False)])
def test_this_card_destroyed_goes_from_the_discard_pile_to_the_deck(said, top):
    """10.3.4.1: 「これが破壊された時、…」 works from the discard pile the destroyed Jet lies in; it goes to the top or the
    bottom of A's deck, as said (a must: nothing asked)."""
    s = jet_board(f"出現時これを破壊する。これが破壊された時、{said}。", deck=("A", 3))
    chooser = play_jet(s)
    deck = s.areas["A.deck"]
    jet = next(c for c in s.cards if s.definition(c).name == "Jet")
    assert s.where(jet) == "A.deck" and (deck[0] if top else deck[-1]) == jet
    assert not [d for d in chooser.asked if d.kind == "yes-no"]


def test_this_card_not_in_the_discard_pile_is_not_moved():
    """1.3.2: 「出現時あなたの捨て札からこれを山札の上に置く」 — Jet is in a zone, not the discard pile: nothing happens."""
    s = jet_board("出現時あなたの捨て札からこれを山札の上に置く。", deck=("A", 3))
    play_jet(s)
    jet = next(c for c in s.cards if s.definition(c).name == "Jet")
    assert s.where(jet) == "A.zone5" and len(s.areas["A.deck"]) == 3


@pytest.mark.parametrize("answer, rage, where", [("yes", 2, "A.deck"), ("no", 3, "A.discard")])
def test_this_card_from_the_discard_pile_to_the_deck_as_a_cost(answer, rage, where):
    """10.5.4 with 10.3.4.1: 「これが破壊された時、あなたの捨て札からこれを山札の下に置くことで、相手の怒りを1減らす」 — the
    ability works from the discard pile; A may pay (Jet to the bottom of the deck, B's rage 3 → 2) or not (nothing)."""
    s = jet_board("出現時これを破壊する。これが破壊された時、あなたの捨て札からこれを山札の下に置くことで、相手の怒りを1減らす。",
                  deck=("A", 3))
    s.rage["B"] = 3
    play_jet(s, chooser=Chooser({"yes-no": answer}))
    jet = next(c for c in s.cards if s.definition(c).name == "Jet")
    assert (s.rage["B"], s.where(jet)) == (rage, where)
    assert where == "A.discard" or s.areas["A.deck"][-1] == jet


# -- a token made, or this card played, in the zone numbered as the one this card is or was in (10.6.4.1.2, 9.1.2.1) --

@pytest.mark.parametrize("zone", [3, 5])
@pytest.mark.parametrize("count", ["1枚", "1体", "1つ"])
def test_a_token_made_in_the_zone_numbered_as_the_one_this_card_was_in(zone, count):
    """「これが破壊された時、これがいたエリアと同じ数字のあなたのエリアに「結晶体」トークンを…出現させる」: Jet destroyed in
    zone 3 (or 5) — the token appears in A's zone of that number (its last-known zone, 10.6.4.1.2), A's (9.1.2.1)."""
    text = f"出現時これを破壊する。これが破壊された時、これがいたエリアと同じ数字のあなたのエリアに「結晶体」トークンを{count}出現させる。"
    s = jet_board(text)
    play_jet(s, zone=zone)
    assert [s.definition(c).name for c in s.areas[f"A.zone{zone}"]] == ["結晶体"]
    assert sum(len(s.areas[f"A.zone{n}"]) for n in range(1, 9)) == 1


def test_this_card_played_from_the_discard_pile_back_into_the_zone_of_its_number():
    """10.3.4.1 with 10.6.4.1.2: destroyed in zone 4 (B's rage 3), Jet appears again from the discard pile in A's zone
    4 and B's rage falls to 2 — so its second 【出現時】 destroys nothing."""
    s = jet_board("出現時相手の怒りが3以上なら、これを破壊する。これが破壊された時、あなたの捨て札からこれを、これがいたエリアと同じ"
                  "数字のあなたのエリアに出現させ、相手の怒りを1減らす。")
    s.rage["B"] = 3
    play_jet(s, zone=4)
    jet = next(c for c in s.cards if s.definition(c).name == "Jet")
    assert (s.where(jet), s.rage["B"]) == ("A.zone4", 2)


def test_a_token_cannot_be_made_in_the_opponents_zone():
    """9.1.2.1: a token's master is its effect's; a card goes to its own player's zones (5.11.1) — refused."""
    with pytest.raises(Exception, match="own player's zones"):
        compile_text("出現時これがいるエリアと同じ数字の相手のエリアに「結晶体」トークンを1枚出現させる。")


# -- a zone or rank bound on the monster moved, checked as it moves — after the cost (10.5.4, 1.3.2) -------------------

@pytest.mark.parametrize("bound, moved", [("エリア2にいる相手の", True), ("エリア3にいる相手の", False),
                                          ("エリア1~3にいる相手の", True), ("相手の等級I以上の", True), ("相手の等級2以上の", False)])
@pytest.mark.parametrize("rage", [3, 2])
def test_a_zone_or_rank_bound_after_a_condition_and_a_cost_is_checked_as_the_monster_moves(bound, moved, rage):
    """「相手の怒りが3以上なら、あなたの手札を1枚捨てることで、{bound}怪獣カードを1エリア後退させる」: B's rank I monster in
    zone 2. With B's rage 3 A is offered the cost whatever the bound (10.5.4: the bound belongs to the move), pays, and the
    monster moves back to zone 1 only if it fits (else nothing, 1.3.2); with rage 2 nothing is offered."""
    s = jet_board(f"出現時相手の怒りが3以上なら、あなたの手札を1枚捨てることで、{bound}怪獣カードを1エリア後退させる。")
    s.put(s.new_card("Tank", "A"), "A.hand")
    s.rage["B"] = rage
    play_jet(s, chooser=Chooser({"yes-no": "yes"}))
    paid = rage >= 3
    assert (len(s.areas["A.hand"]), s.position["B"]) == (0 if paid else 1, 1 if paid and moved else 2)


# -- 「カード」 on the field: a card in a zone, the invading monster in its position's zone among them (3.3.3.2, 4.4.1) --

@pytest.mark.parametrize("zone, drawn", [(4, 1), (5, 0)])
def test_a_card_in_this_cards_column_counts_the_monster_standing_there(zone, drawn):
    """3.3.3.2, 4.4.5.4: B's monster stands in B's zone 2 — in the column of A's zone 4, not of A's zone 5: 「これと同じ縦列
    に相手のカードがいるなら」 finds it from zone 4 only (B has no battle card; the cards of B's hand never count)."""
    s = jet_board("出現時これと同じ縦列に相手のカードがいるなら、カードを1枚引く。", deck=("A", 3))
    s.put(s.new_card("Tank", "B"), "B.hand")
    play_jet(s, zone=zone)
    assert len(s.areas["A.hand"]) == drawn


@pytest.mark.parametrize("zone, threat", [(4, 5000), (5, 10000)])
def test_a_change_of_the_cards_in_this_cards_column_reaches_the_monster_standing_there(zone, threat):
    """The same monster the count finds, a change reaches (targets agree with counts): 「このターン、これと同じ縦列にいる
    カードすべての脅威度-5000する」 from A's zone 4 lowers B's monster's 10000 to 5000; from zone 5 it is not there."""
    s = jet_board("出現時このターン、これと同じ縦列にいるカードすべての脅威度-5000する。")
    game, _jet = jet_played(s, zone=zone)
    assert game.threat("B") == threat


def test_destroying_the_cards_in_this_cards_column_leaves_the_invading_monster():
    """3.3.1: each player has an invading monster throughout the game — 「これと同じ縦列にいるカードを破壊する」 from A's
    zone 4 destroys A's battle card in A's zone 7 (the same column, 4.4.5.4) and Jet itself, never B's monster in B's
    zone 2 (in the column too); B's battle card in B's zone 4 (the column of A's zone 2, not 4) stays."""
    s = jet_board("出現時これと同じ縦列にいるカードを破壊する。")
    column, other = s.new_card("Tank", "A"), s.new_card("Tank", "B")
    s.put(column, "A.zone7")
    s.put(other, "B.zone4")
    play_jet(s, zone=4)
    assert s.where(column) == "A.discard" and s.where(other) == "B.zone4"
    assert s.top_of_invading("B") is not None and s.position["B"] == 2


# -- 「これ」 after this card's own move: the card in the area the event put it in (4.1.4.1; GZ-045) ---------------------

@pytest.mark.parametrize("said, where", [("これを手札に戻す", "A.hand"), ("これを手札に戻してよい", "A.hand"),
                                         ("これを山札の下に置く", "A.deck")])
def test_this_card_destroyed_is_returned_from_the_discard_pile_it_went_to(said, where):
    """4.1.4.1 (as BP01-059, BP03-067 read 「これを出現させ」): 「これが破壊された時、これを手札に戻す」 takes Jet from the
    discard pile it was destroyed into (rules_text/rulings/godzilla/GZ-045); the reading says so."""
    text = f"出現時これを破壊する。これが破壊された時、{said}。"
    s = jet_board(text, deck=("A", 2))
    game, jet = jet_played(s, chooser=Chooser({"yes-no": "yes"}))
    assert s.where(jet) == where
    assert "this card from the discard pile" in words(text)


def test_this_card_no_longer_in_the_discard_pile_is_not_returned():
    """4.1.4, 1.3.2: moved on from the discard pile before the ability resolves (the first ability of the two put it
    into the deck), it is another new card: 「これを手札に戻す」 does nothing."""
    text = ("出現時これを破壊する。これが破壊された時、あなたの捨て札からこれを山札の上に置く。"
            "これが破壊された時、これを手札に戻す。")
    s = jet_board(text, deck=("A", 2))
    game, jet = jet_played(s)
    assert s.where(jet) == "A.deck"


# -- per card of two piles at once, and per card the turn's records hold (5.8.1.1; 3.1.2, 10.6.2) -----------------------

@pytest.mark.parametrize("said, groups", [("あなたの手札と捨て札の交戦カード1枚につき", 3), ("あなたの手札とあなたの捨て札のカード2枚につき", 2),
                                          ("あなたの捨て札の交戦カード1枚につき", 1)])
def test_a_count_of_two_piles_at_once_counts_each_card_of_either(said, groups):
    """5.8.1.1: A's hand holds 2 Tanks, A's discard pile 1 Tank and 1 Plan (a strategy card), A's deck 3 Tanks (never
    counted): battle cards of hand and pile 3; every card of both 4 (two groups of 2); the pile alone 1."""
    text = f"出現時{said}、相手の怒りを1減らす。"
    s = jet_board(text)
    s.defs["Plan"] = __import__("judgekit.engine.cards", fromlist=["make_card"]).make_card("Plan", "strategy", "1", "red", "Plan")
    for where in ("A.hand", "A.hand", "A.discard", "A.deck", "A.deck", "A.deck"):
        s.put(s.new_card("Tank", "A"), where)
    s.put(s.new_card("Plan", "A"), "A.discard")
    s.rage["B"] = 5
    play_jet(s)
    assert s.rage["B"] == 5 - groups


@pytest.mark.parametrize("said, drawn", [("このターンに破壊された交戦カード1枚につき", 2), ("このターン破壊された相手の交戦カード1枚につき", 1),
                                         ("このターンに破壊されたあなたの交戦カード1枚につき", 1),
                                         ("このターンにあなたの効果で破壊された交戦カード1枚につき", 2)])
def test_a_count_of_the_cards_destroyed_this_turn_reads_the_turns_records(said, drawn):
    """3.1.2, 10.6.2: A's Jet destroys B's Tank and A's own Tank (both by A's effect), then counts the destructions this
    turn as recorded — whose each card was as it was destroyed."""
    text = f"出現時相手の交戦カードを1枚破壊し、あなたの交戦カードを1枚破壊する。{said}、カードを1枚引く。"
    s = jet_board(text, deck=("A", 4))
    s.put(s.new_card("Tank", "B"), "B.zone3")
    s.put(s.new_card("Tank", "A"), "A.zone3")
    play_jet(s, chooser=Chooser())
    assert len(s.areas["A.hand"]) == drawn


def test_a_count_of_the_cards_a_player_drew_this_turn_reads_the_turns_records():
    """5.4, 10.6.2: A draws 2, then 「このターンにあなたが引いたカード1枚につき、相手の怒りを1減らす」 counts them: 4 → 2."""
    s = jet_board("出現時カードを2枚引く。このターンにあなたが引いたカード1枚につき、相手の怒りを1減らす。", deck=("A", 3))
    s.rage["B"] = 4
    play_jet(s)
    assert s.rage["B"] == 2
