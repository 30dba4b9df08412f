"""The classes the twelfth set's unread texts showed (issue 18) that the card-language board plays (the
others: tests/engine/test_twelfth_set_moves.py) — each read wherever it can stand, run where it decides."""

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.errors import CompileError
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import PlayBattle

from jet_board import words
from test_rules_verbs import Script, board, card, next_turn, run


# -- a duration said as two, joined by と: 「このターンと次の相手のターン中」 (TW-055's class; 10.2.1.2) -------------

@pytest.mark.parametrize("whose, lasts", [("相手", (True, False, False)), ("あなた", (False, True, False))])
def test_a_change_for_this_turn_and_a_players_next_turn_holds_in_both_and_never_between(whose, lasts):
    """10.2.1.2: 「このターンと次の相手のターン中、これの撃退力+3000」 holds from now through B's next turn (the two
    turns meet); 「このターンと次のあなたのターン中」 holds this turn and A's next turn, not B's turn between them."""
    text = f"出現時このターンと次の{whose}のターン中、これの撃退力+3000。"
    s = board(text)
    game, jet, _ = run(s)
    assert game.counter_power(jet) == 5000
    for still in lasts:  # B's turn 2, A's turn 3, B's turn 4
        next_turn(game)
        assert game.counter_power(jet) == (5000 if still else 2000)
    assert f"during this turn and {'the opponent' if whose == '相手' else 'your'}'s next turn".replace("your's", "your") in words(text)


@pytest.mark.parametrize("said", ["このターンと次の相手のターン中", "このターンと次の相手のターンの間", "次の相手のターン終了時まで"])
def test_a_protection_for_this_turn_and_the_opponents_next_turn_keeps_the_monster_from_moving_back(said):
    """TW-055's class (10.2.1.2, 1.3.3): 「このターンと次の相手のターン中、あなたの怪獣カードは相手の効果で後退しない」
    — B's 「出現時相手の怪獣カードを1エリア後退させる」 in B's next turn leaves A's monster where it is; in B's turn after
    that, it moves it back one zone. Played in A's turn, it is the same as 「次の相手のターン終了時まで」."""
    s = board(f"出現時{said}、あなたの怪獣カードは相手の効果で後退しない。")
    s.defs["Pusher"] = make_card("Pusher", "battle", "1", "red", "Weapon", counter=1000,
                                 text="出現時相手の怪獣カードを1エリア後退させる。")
    s.position["A"] = 3
    game, _jet, _ = run(s)
    next_turn(game)  # B's turn 2 (A's monster, not countered, advanced at A's end phase, 7.5)
    before = s.position["A"]
    play(game, [PlayBattle(card(s, "Pusher", "B.hand"), 5)], Script())
    assert s.position["A"] == before
    next_turn(game)  # A's turn 3
    next_turn(game)  # B's turn 4
    before = s.position["A"]
    play(game, [PlayBattle(card(s, "Pusher", "B.hand"), 6)], Script())
    assert s.position["A"] == before - 1


def test_a_duration_said_as_two_that_do_not_join_is_not_read_as_one_span():
    """「このターンと次の相手のターン終了時まで」 is no duration a card prints (a span's end joined to a turn): refused."""
    with pytest.raises(CompileError):
        compile_text("出現時このターンと次の相手のターン終了時まで、これの撃退力+3000。")


# -- a replaced event said with the player as subject (TW-042's class; 10.9.1) ------------------------------------

from jet_board import jet_board, play_jet  # noqa: E402
from test_event_classes import eye  # noqa: E402


@pytest.mark.parametrize("apply", [True, False])
def test_tw042_a_cost_discarded_by_an_effect_may_be_replaced_by_the_deck_and_is_still_paid(apply):
    """TW-042 (10.9.3, 10.5.4.2): Eye's 「あなたが効果で手札を捨てる際、かわりにあなたの山札を上から同じ枚数捨て札にして
    よい」 and Jet's 「出現時あなたの手札を1枚捨てることで、相手の交戦カードを1枚破壊する」 — paying with the replacement
    keeps A's Tank in the hand, puts A's deck's top card into the discard pile, and still destroys B's card."""
    s = jet_board("出現時あなたの手札を1枚捨てることで、相手の交戦カードを1枚破壊する。",
                  more=(eye("あなたが効果で手札を捨てる際、かわりにあなたの山札を上から同じ枚数捨て札にしてよい。"),), deck=("A", 2))
    tank, theirs = s.new_card("Tank", "A"), s.new_card("Tank", "B")
    s.put(tank, "A.hand")
    s.put(theirs, "B.zone3")
    s.put(s.new_card("Eye", "A"), "A.zone4")
    top = s.areas["A.deck"][0]  # the deck's top
    chooser = Script(yes_no=["yes", "yes" if apply else "no"])
    play_jet(s, chooser=chooser)
    assert s.where(theirs) == "B.discard"
    assert (s.where(tank), s.where(top)) == (("A.hand", "A.discard") if apply else ("A.discard", "A.deck"))


@pytest.mark.parametrize("text, replaced", [
    ("相手が効果であなたの交戦カードを破壊する際、かわりにそれを手札に戻す。", True),
    ("相手があなたの交戦カードを破壊する際、かわりにそれを手札に戻す。", True),
    ("相手がこれを破壊する際、かわりに手札に戻す。", True),
    ("あなたがあなたの交戦カードを破壊する際、かわりにそれを手札に戻す。", False),
])
def test_a_destruction_replaced_said_with_the_player_as_subject(text, replaced):
    """5.12 under 10.9.1: 「相手が(効果で)あなたの交戦カードを破壊する際」 is 「あなたの交戦カードが相手の効果で破壊される
    際」 — B's Bomber destroys A's Eye: it goes to A's hand instead; said of A's own effects, it is destroyed."""
    s = board("出現時これを破壊する。")
    s.defs["Eye"] = eye(text)
    s.defs["Bomber"] = make_card("Bomber", "battle", "1", "red", "Weapon", counter=1000,
                                 text="出現時相手の交戦カードを1枚破壊する。")
    game, _jet, _ = run(s)
    watcher = card(s, "Eye", "A.zone4")
    next_turn(game)
    play(game, [PlayBattle(card(s, "Bomber", "B.hand"), 5)], Script(card=[watcher]))
    assert s.where(watcher) == ("A.hand" if replaced else "A.discard")
