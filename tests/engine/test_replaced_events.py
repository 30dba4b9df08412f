"""Replaced events as a class (10.9.1): every move the engine makes of a card × what causes it × any
verb in its place — here a card put into the discard pile by 【強襲】 (12.5.2), by an effect, by 11.3."""

import pytest

from judgekit.cardtext import compile_card
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.decisions import Decision, PlayBattle


def rules(game) -> set[str]:
    return {r for step in game.trace for r in step.rules}


@pytest.mark.parametrize("text, goes_to", [("強襲3これが強襲によって捨て札になる際、かわりにあなたの怪獣デッキに戻す。", "A.monster_deck"),
                                           ("強襲3これが捨て札に置かれる際、かわりに手札に戻す。", "A.hand"),
                                           ("強襲3これが相手の効果で捨て札に置かれる際、かわりに手札に戻す。", "A.discard"),
                                           ("強襲3", "A.discard")])
def test_the_discard_by_burst_is_replaced_only_by_a_replacement_of_that_cause(board, burst_to_end_phase, text, goes_to):
    """ZS-050's class (10.9.1 over 12.5.2): 「これが強襲によって捨て札になる際、かわりにあなたの怪獣デッキに
    戻す」 — at A's end phase Godzilla IV goes back into A's monster deck, not the discard pile; said of
    any cause (捨て札に置かれる際) it is replaced too; said of the opponent's effects it is not."""
    game, under, big = burst_to_end_phase(text)
    assert board.where(big) == goes_to and board.top_of_invading("A") == under
    assert ("10.9.1" in rules(game)) is (goes_to != "A.discard")


@pytest.mark.parametrize("text, goes_to", [("これが山札に戻される際、かわりに手札に戻す。", "A.hand"),
                                           ("これがフィールドを離れる際、かわりに手札に戻す。", "A.hand"),
                                           ("これが相手の効果でフィールドを離れる際、かわりに手札に戻す。", "A.deck"),
                                           ("", "A.deck")])
def test_a_card_put_from_the_field_into_the_deck_is_replaced_as_the_event_and_its_cause_say(board, add, text, goes_to):
    """10.9.1 over 5.2.1: A's Sender puts A's Keeper on top of A's deck; Keeper's 「これが山札に戻される際」 and
    「これがフィールドを離れる際」 (10.6.4.1.2) take its place; said of the opponent's effects only, not."""
    board.defs["Keeper"] = make_card("Keeper", "battle", "1", "red", "Weapon", counter=1000, text=text)
    board.defs["Sender"] = make_card("Sender", "battle", "1", "red", "Weapon", counter=1000,
                                     text="出現時あなたのエリアにいる交戦カードを1枚山札の上に置く。")
    keeper = add("Keeper", "A", "zone4")
    sender = add("Sender", "A", "hand")
    game = new_game(board, compile_card)
    game.act(PlayBattle(sender, 3))
    while isinstance(game.pending, Decision):  # Sender's choice: Keeper; then the replacement, if offered
        keys = [o.key for o in game.pending.options]
        game.answer(keeper if keeper in keys else keys[0])
    assert board.where(keeper) == goes_to
