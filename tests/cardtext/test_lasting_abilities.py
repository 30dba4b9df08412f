"""Abilities an effect makes for a time (10.2.1.2 × 10.9 / 10.6): a replacement or an automatic
ability, for every duration the grammar reads, kept in GameState.lasting with its end."""

import pytest

from judgekit.cardtext import compile_card
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import EndMain, PlayBattle
from judgekit.engine.state import GameState

from jet_board import Chooser, jet_board, jet_played, words


def jet_game(text: str, tanks: int = 12) -> tuple:
    """A plays Jet (its 【出現時】 under test) in zone 5; both decks hold Tanks; the game goes on."""
    s = jet_board(text)
    for player in ("A", "B"):
        for _ in range(tanks):
            s.put(s.new_card("Tank", player), f"{player}.deck")
    game, jet = jet_played(s)
    return s, game


def to_next_turn(game) -> None:
    play(game, [EndMain()], Chooser())


@pytest.mark.parametrize("saved", [False, True])
def test_a_replacement_of_the_end_phase_draw_made_for_this_turn(saved):
    """XS-053's class (10.9.1 over 7.5.4, for 7.5.6's time): 「このターン、あなたがエンドフェイズに手札を5枚
    になるよう引く際、かわりに6枚になるよう引く」 — A's end phase this turn fills A's hand to 6; B's is
    the rule's 5; in A's next turn the replacement is gone (also after a save and load)."""
    s, game = jet_game("出現時このターン、あなたがエンドフェイズに手札を5枚になるよう引く際、かわりに6枚になるよう引く。")
    assert [e["stat"] for e in s.lasting] == ["ability"]
    if saved:
        s = GameState.from_text(s.to_text())
        game = new_game(s, compile_card)
    to_next_turn(game)  # A's end phase, then B's turn
    assert s.turn_player == "B" and len(s.areas["A.hand"]) == 6 and not s.lasting
    to_next_turn(game)  # B's end phase: the rule's own draw
    assert len(s.areas["B.hand"]) == 5


def where_bombed_jet_goes(text: str) -> str:
    """A plays Jet with ``text``; in B's next turn B's Bomber destroys a battle card of A's (Jet, the
    only one): where Jet ends up."""
    s = jet_board(text, more=(make_card("Bomber", "battle", "1", "red", "Weapon", counter=1000,
                                        text="出現時相手のエリアにいる交戦カードを1枚破壊する。"),))
    for player in ("A", "B"):
        for _ in range(12):
            s.put(s.new_card("Tank", player), f"{player}.deck")
    game, jet = jet_played(s)
    to_next_turn(game)
    bomber = s.new_card("Bomber", "B")
    s.put(bomber, "B.hand")
    play(game, [PlayBattle(bomber, 3)], Chooser())
    return s.where(jet)


def test_a_replacement_until_the_opponents_next_turn_ends_lasts_through_it():
    """10.2.1.2 × 10.9.1: 「次の相手のターン終了時まで、あなたの交戦カードが相手の効果で破壊される際、かわりに
    それを手札に戻す」 — in B's next turn, B's Bomber destroys Jet: Jet goes to A's hand instead."""
    assert where_bombed_jet_goes("出現時次の相手のターン終了時まで、あなたの交戦カードが相手の効果で破壊される際、"
                                 "かわりにそれを手札に戻す。") == "A.hand"


@pytest.mark.parametrize("text, drawn", [("出現時このターン、相手の怪獣カードが前進するたび、カードを1枚引く。", 1),
                                         ("出現時このターン、あなたの怪獣カードが前進するたび、カードを1枚引く。", 0)])
def test_an_automatic_ability_made_for_this_turn_triggers_this_turn_only(text, drawn):
    """10.6.2 for 7.5.6's time: 「このターン、相手の怪獣カードが前進するたび、カードを1枚引く」 — Pusher moves
    B's monster forward: A draws; the ability is its master's (A's), whose events it names; next turn
    it is gone."""
    s, game = jet_game(text)
    s.defs["Pusher"] = make_card("Pusher", "battle", "1", "red", "Weapon", counter=1000,
                                 text="出現時相手の怪獣カードを1エリア前進させる。")
    pusher = s.new_card("Pusher", "A")
    s.put(pusher, "A.hand")
    before = len(s.areas["A.hand"])
    play(game, [PlayBattle(pusher, 6)], Chooser())
    assert s.position["B"] == 3 and len(s.areas["A.hand"]) == before - 1 + drawn
    to_next_turn(game)
    assert not s.lasting


@pytest.mark.parametrize("text, extra", [("出現時このターン、あなたのエンドフェイズ開始時、カードを1枚引く。", 1),
                                         ("出現時次の相手のターン終了時まで、相手のエンドフェイズ開始時、カードを1枚引く。", 0)])
def test_a_phase_trigger_made_for_a_time_is_met_at_that_phase(text, extra):
    """10.6.1 for a time (10.2.1.2): 「このターン、あなたのエンドフェイズ開始時、カードを1枚引く」 — A draws at
    the beginning of A's end phase this turn; 「次の相手のターン終了時まで、相手のエンドフェイズ開始時、…」 waits for
    B's end phase, not reached yet."""
    s, game = jet_game(text)
    since = len(game.trace)
    to_next_turn(game)  # A's end phase, then B's turn to its main phase
    met = [step for step in game.trace[since:] if "Jet: カードを1枚引く。 goes on standby" in step.text]
    assert len(met) == extra and s.turn_player == "B"


def test_an_ability_for_a_time_is_said_with_its_duration():
    """The reading restates the duration and the ability made (10.2.1.2)."""
    said = words("出現時次の相手のターン終了時まで、相手の交戦カードが出現するたび、相手の怒りを1減らす。")
    assert "next turn" in said and "appear" in said


# -- a game-end verb as a continuous ability (1.2.4 with 10.5.1) -------------------------------------

@pytest.mark.parametrize("tokens, over", [(2, True), (1, False), (3, False)])
def test_a_continuous_win_holds_the_moment_its_exact_count_does(tokens, over):
    """HO-049's class: 「あなたのエリアに「結晶体」がちょうど2枚いるなら、あなたはゲームに勝利する」 with no trigger is a
    continuous ability (10.1.1.2.1): A wins as soon as exactly 2 crystals stand in A's zones (1.2.4),
    not with 1 or 3 (an exact count, 10.5)."""
    crystal = make_card("結晶体", "battle", "1", "green", "結晶体", counter=0)
    s = jet_board("あなたのエリアに「結晶体」がちょうど2枚いるなら、あなたはゲームに勝利する。", more=(crystal,))
    for zone in range(3, 3 + tokens):
        s.put(s.new_card("結晶体", "A"), f"A.zone{zone}")
    s.put(s.new_card("Jet", "A"), "A.zone7")
    for _ in range(3):
        s.put(s.new_card("Tank", "A"), "A.deck")
    game = new_game(s, compile_card)
    play(game, [EndMain()], Chooser())
    assert (s.result is not None and s.result.winner == "A" and s.result.rule == "1.2.4") is over


# -- the start of the game (6.3, 6.3.1.6.1's moment) as a trigger ------------------------------------

@pytest.mark.parametrize("where, turn, zone, appears", [("hand", 1, 2, True), ("deck", 1, 2, False), ("hand", 3, 2, False),
                                                        ("hand", 1, 1, False)])
def test_a_game_start_ability_is_played_at_the_first_check_timing_from_the_hand(where, turn, zone, appears):
    """XS-057's class: 「ゲーム開始時、これがあなたの手札にあるなら、これをあなたのエリアNに出現させてよい」 is
    met once as the game begins (6.3 done) and played at the first turn's 7.2.1 check timing (10.6.1):
    from A's hand (its text names the hand, 10.3.4.1) Jet appears in zone 2 before A draws (7.2.2);
    from the deck, or at a later turn's start, nothing happens; zone 1 holds A's monster from the
    game's start (6.3.1.6.1), where no battle card appears (5.11.1.1)."""
    s = jet_board(f"ゲーム開始時、これがあなたの手札にあるなら、これをあなたのエリア{zone}に出現させてよい。")
    s.turn, s.phase = turn, "start"
    jet = s.new_card("Jet", "A")
    s.put(jet, f"A.{where}")
    for player in ("A", "B"):
        for _ in range(8):
            s.put(s.new_card("Tank", player), f"{player}.deck")
    game = new_game(s, compile_card)
    play(game, [], Chooser())
    assert (s.where(jet) == f"A.zone{zone}") is appears
    if appears:
        steps = [step.text for step in game.trace]
        played = next(i for i, t in enumerate(steps) if f"Jet appears in zone {zone}" in t)
        assert played < next(i for i, t in enumerate(steps) if "draws" in t)


# -- a replacement granted (10.8.1.2 × 10.9) -------------------------------------------------------

GRANTED = "「これが{}の効果で破壊される際、かわりに手札に戻す。」を得る。"


@pytest.mark.parametrize("text, where", [("出現時次の相手のターン終了時まで、これは" + GRANTED.format("相手"), "A.hand"),
                                         ("あなたのエリアにいる交戦カードすべては" + GRANTED.format("相手"), "A.hand"),
                                         ("出現時このターン、これは" + GRANTED.format("相手"), "A.discard"),
                                         ("出現時次の相手のターン終了時まで、これは" + GRANTED.format("自分"), "A.discard")])
def test_a_replacement_granted_replaces_its_cards_own_event(text, where):
    """10.8.1.2 × 10.9.1: Jet has 「これが相手の効果で破壊される際、かわりに手札に戻す」 granted — to the end of B's
    next turn, or by a continuous ability; in B's turn B's Bomber destroys Jet, which goes to A's hand.
    Granted for this turn only, the grant is gone by then; said of its own master's effects, B's is no
    such cause: to the discard pile."""
    assert where_bombed_jet_goes(text) == where


# -- chapters 10-12 composed: a replaced event never happened (10.9.1.1), a cost replaced is paid (10.5.4.2)

@pytest.mark.parametrize("replaced", [True, False])
def test_a_replaced_destruction_does_not_trigger_counterattack_and_a_replaced_cost_is_paid(replaced):
    """10.9.1.1 with 12.7.2: Jet's own cost 「これを破壊することで、カードを2枚引く」 is replaced by 「これが破壊される
    際、かわりに手札に戻す」 — it still counts as paid (10.5.4.2: A draws 2), Jet goes to the hand, and its
    【逆襲】 does not trigger (it never went from the field to the discard pile); without the replacement
    Jet is destroyed, A draws 2, then 【逆襲】 draws 1 more."""
    text = "出現時これを破壊することで、カードを2枚引く。逆襲カードを1枚引く。"
    s, game = jet_game(text + ("これが破壊される際、かわりに手札に戻す。" if replaced else ""))
    jet = next(c for c in s.cards if s.cards[c].name == "Jet")
    assert s.where(jet) == ("A.hand" if replaced else "A.discard")
    assert len(s.areas["A.deck"]) == 12 - (2 if replaced else 3)  # drawn: the cost's 2, and 【逆襲】's 1 if destroyed


@pytest.mark.parametrize("said", ["それ", "その交戦カード", "そのカード"])
def test_the_card_a_trigger_names_is_referred_to_by_its_kind_too(said):
    """「あなたの交戦カードが出現した時、その交戦カードを手札に戻す」: 「その交戦カード」 is それ, the card the event
    was of (10.6.2), said with its kind: A's Tank appears and goes back to A's hand."""
    s = jet_board(f"あなたの交戦カードが出現した時、{said}を手札に戻す。")
    s.put(s.new_card("Jet", "A"), "A.zone4")
    tank = s.new_card("Tank", "A")
    s.put(tank, "A.hand")
    game = new_game(s, compile_card)
    play(game, [PlayBattle(tank, 6)], Chooser())
    assert s.where(tank) == "A.hand"


@pytest.mark.parametrize("text, lasts", [("出現時このゲーム中、相手の怪獣カードの脅威度-1000。", True),
                                         ("出現時次の相手のターン終了時まで、相手の怪獣カードの脅威度-1000。", False)])
def test_a_change_for_the_rest_of_the_game_outlasts_every_turn(text, lasts):
    """10.2.1.2's 「このゲーム中」: the change made by A's Jet is still in force after B's turn and A's next,
    where one 「次の相手のターン終了時まで」 has ended; a game saved and loaded keeps it."""
    s, game = jet_game(text)
    assert game.threat("B") == 9000
    for _ in range(2):  # A's end phase and B's turn, then B's end phase and A's next turn
        to_next_turn(game)
        s = GameState.from_text(s.to_text())
        game = new_game(s, compile_card)
    assert (game.threat("B") == 9000) is lasts
    assert words(text).startswith("When this card appears (【出現時】): until the end of the "
                                  + ("game" if lasts else "opponent's next turn"))
