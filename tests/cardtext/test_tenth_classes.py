"""The classes the tenth set's unread texts showed (issue 18), each read wherever it can stand and
run by the engine on a board where it decides what happens — not the set's sentences, their kinds."""

import pytest

from judgekit.cardtext import compile_card
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import ActivateStrategy

from jet_board import words
from test_rules_verbs import Script, board, card, run


def activate(s, text: str, chooser=None):
    """A activates a strategy card "Raid" carrying ``text`` from the hand into strategy zone 1 (8.3)."""
    s.defs["Raid"] = make_card("Raid", "strategy", "1", "red", "Plan", text=text)
    game = new_game(s, compile_card)
    raid = card(s, "Raid", "A.hand")
    play(game, [ActivateStrategy(raid, 1)], chooser or Script())
    return game, raid


# -- 「〜なら、かわりに…」 after an effect, in a strategy card's text too (10.5) ------------------------

@pytest.mark.parametrize("placed, destroyed, drawn", [(0, 0, 1), (1, 1, 0), (2, 1, 0)])
def test_instead_after_an_effect_in_a_strategy_card(placed, destroyed, drawn):
    """TN-024's class, 10.5: 「相手の戦略カードを1枚破壊する。相手が戦略カードを置いていないなら、かわりにあなたは1枚
    引く」 — exactly one of the two: with none of B's placed, A draws; with some, one is destroyed and A draws nothing
    (the condition is checked before the destruction, so destroying B's only one draws no card)."""
    text = "相手の戦略カードを1枚破壊する。相手が戦略カードを置いていないなら、かわりにあなたは1枚引く。"
    s = board("")
    theirs = [card(s, "Plan", f"B.strategy{n}") for n in range(1, placed + 1)]
    card(s, "Tank", "A.deck")
    hand = len(s.areas["A.hand"])
    activate(s, text)
    assert sum(s.area_of(c) == "discard" for c in theirs) == destroyed
    assert len(s.areas["A.hand"]) - hand == drawn  # (the Raid was put into the hand after counting, and left it)
    assert "if the opponent has no strategy card placed, instead draw 1 card" in words(text, strategy=True)


@pytest.mark.parametrize("placed, drawn", [(0, 1), (1, 0)])
def test_instead_after_what_the_effect_before_did_is_checked_after_it(placed, drawn):
    """10.5: 「…破壊する。破壊できなかったなら、かわりに1枚引く」 — a condition on what the effect before did is
    checked after it, where the text says: nothing destroyed, A draws; one destroyed, no draw."""
    text = "相手の戦略カードを1枚破壊する。破壊できなかったなら、かわりにあなたは1枚引く。"
    s = board("")
    for n in range(1, placed + 1):
        card(s, "Plan", f"B.strategy{n}")
    card(s, "Tank", "A.deck")
    hand = len(s.areas["A.hand"])
    activate(s, text)
    assert len(s.areas["A.hand"]) - hand == drawn
