"""Issue 18 part C, the slot matrix (judgekit.cardtext.matrix.changes): each class of cells this round opened is
read as the meaning composed from its parts, and the ENGINE honours it on a board — a replacement limited a
turn (1.3.1 × 10.9), a change for as long as a state holds (10.2.1.2), a change for a time joined to other
effects (10.7), a card's own rank changed (2.3.2, 10.8.1.5), a colour given (2.4, 10.8.1.3), 「〜てもよい」
(10.5.4), a choice said in one sentence (10.5.2.2.1)."""

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.generate import canonical
from judgekit.cardtext.matrix import measure
from judgekit.cardtext.matrix.changes import cells
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import EndMain, PlayBattle

from jet_board import Chooser, jet_board, jet_played, play_jet

BOMBER = make_card("Bomber", "battle", "1", "red", "Weapon", counter=1000, text="出現時相手のエリアにいる交戦カードを1枚破壊する。")


def test_no_cell_of_the_matrix_is_read_as_another_meaning():
    """The worst outcome is a confident wrong reading: no cell has one (a refusal names its part)."""
    assert [r.cell.text for r in measure(cells()).failures if r.outcome == "wrong"] == []


def _jet_then_bombed(text: str, bombers: int, zone: int = 5, more=()):
    """A plays Jet (``text``) in ``zone``; in B's next turn B plays ``bombers`` Bombers, each destroying a
    card of A's (Jet, A's only one). Returns the state and Jet's id."""
    s = jet_board(text, more=(BOMBER, *more), deck=("A", 12))
    for _ in range(12):
        s.put(s.new_card("Tank", "B"), "B.deck")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, zone)], Chooser())
    play(game, [EndMain()], Chooser())
    for i in range(bombers):
        bomber = s.new_card("Bomber", "B")
        s.put(bomber, "B.hand")
        play(game, [PlayBattle(bomber, 3 + i)], Chooser())
    return s, jet


@pytest.mark.parametrize("text", ["1ターンに1回、これが相手の効果で破壊される際、かわりにカードを1枚引く。",
                                  "これが相手の効果で破壊される際、かわりにカードを1枚引く。この効果は1ターンに1回まで発動する。"])
def test_a_replacement_limited_a_turn_applies_once_then_the_event_happens(text):
    """1.3.1 over 10.9.1: 「1ターンに1回、これが相手の効果で破壊される際、かわりにカードを1枚引く」 — B's first
    Bomber: Jet stays, A draws; B's second Bomber the same turn: the limit is reached, Jet is destroyed."""
    [ability] = compile_text(text)
    assert ability.kind == "replacement" and ability.per_turn == 1
    s, jet = _jet_then_bombed(text, bombers=1)
    assert s.where(jet) == "A.zone5"
    s, jet = _jet_then_bombed(text, bombers=2)
    assert s.where(jet) == "A.discard"


def test_an_unlimited_replacement_applies_each_time():
    """The same replacement without a limit keeps Jet through both Bombers (the control of the test above)."""
    s, jet = _jet_then_bombed("これが相手の効果で破壊される際、かわりにカードを1枚引く。", bombers=2)
    assert s.where(jet) == "A.zone5"


@pytest.mark.parametrize("link", ["なら、", "限り、", "間、"])
@pytest.mark.parametrize("zone, counter", [(8, 5000), (5, 2000)])
def test_a_change_for_as_long_as_a_state_holds(link, zone, counter):
    """10.2.1.2: 「これがエリア8にいる限り、これの撃退力+3000」 holds while Jet is in zone 8, as 「…なら、」 does."""
    text = f"これがエリア8にいる{link}これの撃退力+3000。"
    assert canonical(compile_text(text)[0]) == canonical(compile_text("これがエリア8にいるなら、これの撃退力+3000。")[0])
    s = jet_board(text)
    play_jet(s, zone)
    jet = next(c for c in s.areas[f"A.zone{zone}"])
    assert new_game(s, compile_card).counter_power(jet) == counter


def test_a_strategy_zone_while_stays_the_cards_place_not_a_condition():
    """A strategy card's 「これが戦略カード置き場にある間、」 is where its abilities work (10.3.2), read as before."""
    [first, second] = compile_text("相手の怒りが3以上なら、これの撃退力+1000。これが戦略カード置き場にある間、これは相手の効果で破壊されない。")
    assert second.modifiers[0].condition is None


def test_a_change_for_a_time_joined_to_a_draw():
    """10.7 × 10.2.1.2: 「カードを1枚引き、このターン、これの撃退力+3000」 — A draws, then Jet's counter power
    is 5000 this turn, 2000 the next."""
    s = jet_board("出現時カードを1枚引き、このターン、これの撃退力+3000。", deck=("A", 5))
    play_jet(s)
    [jet] = s.areas["A.zone5"]
    game = new_game(s, compile_card)
    assert len(s.areas["A.hand"]) == 1 and game.counter_power(jet) == 5000
    play(game, [EndMain()], Chooser())
    assert game.counter_power(jet) == 2000


@pytest.mark.parametrize("text, now, next_turn", [("これの等級+2。", 3, 3), ("出現時このターン、これの等級+2。", 3, 1)])
def test_this_cards_own_rank_changed(text, now, next_turn):
    """2.3.2, 10.8.1.5: 「これの等級+2」 — Jet (rank 1) is rank 3, for good or for this turn (7.5.6); a card
    phrase's rank bound reads it: B's 「等級2以下の交戦カードを1枚破壊する」 cannot take Jet while it is rank 3."""
    s = jet_board(text, deck=("A", 5))
    play_jet(s)
    [jet] = s.areas["A.zone5"]
    game = new_game(s, compile_card)
    assert game.rank(jet) == now
    play(game, [EndMain()], Chooser())
    assert game.rank(jet) == next_turn


@pytest.mark.parametrize("text, where", [("これの等級+2。", "A.zone5"), ("", "A.discard")])
def test_a_rank_raised_keeps_a_card_from_a_rank_bound_effect(text, where):
    low = make_card("Sniper", "battle", "1", "red", "Weapon", counter=1000, text="出現時相手の等級2以下の交戦カードを1枚破壊する。")
    s, jet = _jet_then_bombed(text, bombers=0, more=(low,))
    game = new_game(s, compile_card)
    sniper = s.new_card("Sniper", "B")
    s.put(sniper, "B.hand")
    play(game, [PlayBattle(sniper, 3)], Chooser())
    assert s.where(jet) == where


@pytest.mark.parametrize("text", ["これは青としても扱う。", "出現時このターン、これは青としても扱う。", "これは青でもある。"])
def test_a_colour_given_as_well_is_found_by_a_colour_filter(text):
    """2.4, 10.8.1.3: 「これは青としても扱う」 — Jet (red) is red and blue: B's 「相手の青の交戦カードを1枚破壊する」
    destroys it (for a time: while it lasts, this turn)."""
    blue_hunter = make_card("Hunter", "battle", "1", "red", "Weapon", counter=1000, text="出現時相手の青の交戦カードを1枚破壊する。")
    s = jet_board(text, more=(blue_hunter,))
    play_jet(s)
    [jet] = s.areas["A.zone5"]
    game = new_game(s, compile_card)
    assert set(game.colors(jet)) == {"red", "blue"}
    s.turn_player = "B"  # B's hunter, this same turn (the change made for this turn still lasts)
    hunter = s.new_card("Hunter", "B")
    s.put(hunter, "B.hand")
    play(game, [PlayBattle(hunter, 3)], Chooser())
    assert s.where(jet) == "A.discard"


def test_te_mo_yoi_is_te_yoi():
    """10.5.4: 「捨ててもよい。そうしたら、…」 is 「捨ててよい。そうしたら、…」, and the engine offers it: paid,
    A draws 2."""
    said, plain = "出現時あなたの手札を1枚捨ててもよい。そうしたら、カードを2枚引く。", "出現時あなたの手札を1枚捨ててよい。そうしたら、カードを2枚引く。"
    assert canonical(compile_text(said)[0]) == canonical(compile_text(plain)[0])
    s = jet_board(said, deck=("A", 5))
    s.put(s.new_card("Tank", "A"), "A.hand")
    play_jet(s)
    assert len(s.areas["A.hand"]) == 2 and len(s.areas["A.discard"]) == 1


@pytest.mark.parametrize("pick, hand, rage", [(0, 1, 2), (1, 0, 1)])
def test_a_choice_said_in_one_sentence(pick, hand, rage):
    """10.5.2.2.1: 「カードを1枚引くか、相手の怒りを1減らすかを選ぶ」 — one option, the master's choice."""
    s = jet_board("出現時カードを1枚引くか、相手の怒りを1減らすかを選ぶ。", deck=("A", 5))
    s.rage["B"] = 2
    chooser = play_jet(s, chooser=Chooser({"option": str(pick)}))
    [asked] = [d for d in chooser.asked if d.kind == "option"]
    assert [o.label for o in asked.options] == ["カードを1枚引く。", "相手の怒りを1減らす。"]
    assert len(s.areas["A.hand"]) == hand and s.rage["B"] == rage


@pytest.mark.parametrize("answer, hand, rage", [("yes", 0, 2), ("no", 1, 1)])
def test_a_cost_the_opponent_may_pay_is_the_opponents_choice(answer, hand, rage):
    """3.1.2.3.1: 「相手は手札を1枚捨ててよい。そうしなかったなら、相手の怒りを1減らす」 — the player named does it,
    and so chooses whether to: B is asked, not A; B's refusal costs B 1 rage."""
    s = jet_board("出現時相手は手札を1枚捨ててよい。そうしなかったなら、相手の怒りを1減らす。")
    s.put(s.new_card("Tank", "B"), "B.hand")
    s.rage["B"] = 2
    chooser = play_jet(s, chooser=Chooser({"yes-no": answer}))
    assert [d.player for d in chooser.asked if d.kind == "yes-no"] == ["B"]
    assert len(s.areas["B.hand"]) == hand and s.rage["B"] == rage


@pytest.mark.parametrize("limit, second_time", [("1ゲームに1回", "A.discard"), ("1ターンに1回", "A.zone5")])
def test_a_limit_a_game_outlasts_the_turn(limit, second_time):
    """1.3.1: 「1ゲームに1回、これが相手の効果で破壊される際、かわりにカードを1枚引く」 — B's Bomber in B's turn:
    Jet stays; B's next Bomber two turns later: spent for the game, Jet is destroyed (「1ターンに1回」: saved again)."""
    s = jet_board(f"{limit}、これが相手の効果で破壊される際、かわりにカードを1枚引く。", more=(BOMBER,), deck=("A", 12))
    for _ in range(12):
        s.put(s.new_card("Tank", "B"), "B.deck")
    game, jet = jet_played(s)
    for zone in (3, 4):
        play(game, [EndMain()], Chooser())  # to B's turn
        assert s.turn_player == "B"
        bomber = s.new_card("Bomber", "B")
        s.put(bomber, "B.hand")
        play(game, [PlayBattle(bomber, zone)], Chooser())
        if zone == 3:
            assert s.where(jet) == "A.zone5"
            play(game, [EndMain()], Chooser())  # to A's turn
    assert s.where(jet) == second_time


@pytest.mark.parametrize("said", ["これがいる限り、", "これがエリアにいる間、", "これがエリアにいる限り、"])
def test_while_this_card_is_in_a_zone_is_where_its_abilities_work(said):
    """10.3.4.2: a battle card's abilities work while it is in a zone — 「これがいる限り、これの撃退力+1000」 is
    「これの撃退力+1000」: Jet in zone 5 has 3000."""
    text = f"{said}これの撃退力+1000。"
    assert canonical(compile_text(text)[0]) == canonical(compile_text("これの撃退力+1000。")[0])
    s = jet_board(text)
    play_jet(s)
    [jet] = s.areas["A.zone5"]
    assert new_game(s, compile_card).counter_power(jet) == 3000


@pytest.mark.parametrize("during, bombed_in_bs_turn", [("あなたのターン中", "A.discard"), ("相手のターン中", "A.zone5")])
def test_a_limited_replacement_for_whose_turn(during, bombed_in_bs_turn):
    """10.2.1.2 × 1.3.1: 「相手のターン中、1ターンに1回、これが相手の効果で破壊される際、かわりにカードを1枚引く」 works in
    B's turn only: B's Bomber is replaced then; 「あなたのターン中、…」 does not work in B's turn, so Jet is destroyed."""
    s, jet = _jet_then_bombed(f"{during}、1ターンに1回、これが相手の効果で破壊される際、かわりにカードを1枚引く。", bombers=1)
    assert s.where(jet) == bombed_in_bs_turn


def test_a_multiplication_granted_doubles_each_card_that_has_it():
    """10.8.1.2 × 10.8.1.5: 「あなたのエリアにいる交戦カードすべては「これの撃退力を2倍にする。」を得る」 — Jet (2000) and
    A's Tank (6000) each double their own counter power; B's Tank does not have it."""
    s = jet_board("あなたのエリアにいる交戦カードすべては「これの撃退力を2倍にする。」を得る。")
    tank, theirs = s.new_card("Tank", "A"), s.new_card("Tank", "B")
    s.put(tank, "A.zone3")
    s.put(theirs, "B.zone3")
    play_jet(s)
    [jet] = s.areas["A.zone5"]
    game = new_game(s, compile_card)
    assert [game.counter_power(c) for c in (jet, tank, theirs)] == [4000, 12000, 6000]


def test_a_limit_after_the_keyword_is_the_abilitys():
    """1.3.1: 「【出現時】【1ターンに1回】カードを1枚引く」 is 「1ターンに1回、出現時カードを1枚引く」 (the order of the
    brackets is no part of the meaning)."""
    after, before = compile_text("【出現時】【1ターンに1回】カードを1枚引く。"), compile_text("【1ターンに1回】【出現時】カードを1枚引く。")
    assert [canonical(a) for a in after] == [canonical(a) for a in before] and after[0].per_turn == 1
