"""Issue 18's slot matrix, part A (events and actions in every slot): the cells the matrix
(judgekit.cardtext.matrix) found refused or misread, each opened as a class and honoured by the engine
on a board where it decides what happens. No printed card says these sentences yet."""

import pytest

from judgekit.cardtext import compile_text
from judgekit.cardtext.errors import CompileError
from judgekit.engine.ability_data import Cause, Event, Trigger, Whose
from judgekit.engine.cards import make_card

from jet_board import jet_board, play_jet, words


def eye(text: str):
    """A watcher with ``text``, of no colour or trait the Jet board's cards have."""
    return make_card("Eye", "battle", "1", "blue", "Eye", counter=1000, text=text)


# -- 「効果で出現した時」: a card played by an effect (5.11.1), not by the main phase's action (8.2) -------------

def b_draws_as_jet_plays_a_tank(text: str) -> int:
    """A plays Jet from the hand (8.2); Jet's effect plays a Tank from A's discard pile (5.11.1); B's Eye
    (``text``) watches: how many cards B draws."""
    s = jet_board("出現時あなたの捨て札から交戦カードを1枚、空いているエリアに出現させる。", more=(eye(text),))
    s.put(s.new_card("Tank", "A"), "A.discard")
    s.put(s.new_card("Eye", "B"), "B.zone4")
    for _ in range(3):
        s.put(s.new_card("Tank", "B"), "B.deck")
    play_jet(s)
    return len(s.areas["B.hand"])


@pytest.mark.parametrize("text, draws", [
    ("相手の交戦カードが出現するたび、カードを1枚引く。", 2),  # Jet and the Tank
    ("相手の交戦カードが効果で出現するたび、カードを1枚引く。", 1),  # the Tank only: Jet came by the action
    ("相手の交戦カードが相手の効果で出現した時、カードを1枚引く。", 1),  # A's effect: the opponent's, as B sees it
    ("相手の交戦カードがあなたの効果で出現した時、カードを1枚引く。", 0),
    ("相手の赤の交戦カードが効果によって出現するたび、カードを1枚引く。", 1),
])
def test_a_card_played_by_whose_effect(text, draws):
    """5.11.1, 3.1.2, 10.6.2: only the Tank appears by an effect (A's); Jet appears by 8.2's action."""
    assert b_draws_as_jet_plays_a_tank(text) == draws


@pytest.mark.parametrize("text, drew", [
    ("これが効果で出現した時、カードを1枚引く。", False),  # Jet is played from the hand: not by an effect
    ("出現時カードを1枚引く。", True),
])
def test_this_card_played_by_an_effect_is_not_played_from_the_hand(text, drew):
    """12.2 under 5.11.1: 「これが効果で出現した時」 is 【出現時】 only when an effect played this card — never
    read as a plain 【出現時】 (the old reading dropped 効果で)."""
    s = jet_board(text, deck=("A", 2))
    play_jet(s)
    assert (len(s.areas["A.deck"]) == 1) is drew


def test_this_card_played_by_an_effect_triggers():
    """12.2, 5.11.1: a Tank whose text is 「これが効果で出現した時、…」 played from the discard pile by Jet."""
    tank = make_card("Tank2", "battle", "2", "red", "Weapon", counter=6000, text="これが効果で出現した時、カードを1枚引く。")
    s = jet_board("出現時あなたの捨て札から交戦カードを1枚、空いているエリアに出現させる。", more=(tank,), deck=("A", 2))
    s.put(s.new_card("Tank2", "A"), "A.discard")
    play_jet(s)
    assert len(s.areas["A.deck"]) == 1


def test_played_by_an_effect_is_read_and_said():
    assert compile_text("これが効果で出現した時、カードを1枚引く。")[0].trigger == Trigger(Event.ENTER, cause=Cause.EFFECT)
    assert compile_text("あなたの怪獣カードが相手の効果で出現した時、カードを1枚引く。")[0].trigger == Trigger(
        Event.MONSTER_PLAYED, Whose.YOU, cause=Cause.OPPONENT_EFFECT)
    assert "by an effect" in words("これが効果で出現した時、カードを1枚引く。")
    with pytest.raises(CompileError, match="no other event records it"):
        compile_text("あなたの交戦カードが相手の効果で進化した時、カードを1枚引く。")
