"""Where two rules meet: 「エリア8に到達した時」 by a move that is not a forward move (ruling GZ-047), and a
mandatory loop whose every time round asks a player a question (13.1.1.2, 13.1.1.3)."""

from judgekit.cardtext import compile_card
from judgekit.cardtext.database import database
from judgekit.engine.ability_data import Event
from judgekit.engine.abilities import new_game
from judgekit.engine.decisions import ActivateStrategy, Invade


def rules(game):
    return [n for step in game.trace for n in step.rules]


def real(board, *numbers):
    cards = database()
    for number in numbers:
        board.defs[number] = cards[number]


def test_the_reach_of_zone_8_is_its_own_trigger_not_a_forward_move():
    """BP01-004's 「エリア８に到達した時」 reads as coming into zone 8; BP01-037's 「前進するたび」 as a forward move."""
    (reach,) = [a for a in compile_card(database()["BP01-004"]) if a.trigger is not None]
    (forward,) = [a for a in compile_card(database()["BP01-037"]) if a.trigger is not None]
    assert (reach.trigger.event, reach.trigger.zones) == (Event.REACHED_ZONE, (8,))
    assert forward.trigger.event is Event.ADVANCED


def test_bp01004_moved_to_zone_8_by_bp03068_reaches_it_and_destroys_every_battle_card(board, add):
    real(board, "BP01-004", "BP03-068")
    board.areas["A.invading"].clear()
    add("BP01-004", "A", "invading")
    board.position["A"] = 3
    mine, theirs = add("Tank", "A", "zone5"), add("Tank", "B", "zone4")
    plan = add("BP03-068", "A", "hand")
    game = new_game(board, compile_card)
    game.act(ActivateStrategy(plan, 1))
    assert board.position["A"] == 8
    assert board.where(mine) == "A.discard" and board.where(theirs) == "B.discard"
    moved = next(i for i, s in enumerate(game.trace) if "5.2.1" in s.rules and "4.4.5.1" in s.rules)
    assert any("4.4.4.1" in s.rules for s in game.trace[moved:])  # the reach, cited after the move


def test_a_forward_move_trigger_does_not_hear_bp03068s_move(board, add):
    """BP01-037 「これが前進するたび」: moved 3 → 8 by BP03-068 it did not move forward (5.13.1): no trigger."""
    real(board, "BP01-037", "BP03-068")
    board.areas["A.invading"].clear()
    add("BP01-037", "A", "invading")
    board.position["A"] = 3
    plan = add("BP03-068", "A", "hand")
    add("Order", "A", "hand")  # a strategy card it could discard, were it asked
    game = new_game(board, compile_card)
    game.act(ActivateStrategy(plan, 1))
    assert board.position["A"] == 8 and board.rage["A"] == 0
    assert not any("前進するたび" in s.text for s in game.trace)


def test_bp01004_that_stays_in_zone_8_has_not_reached_it(board, add):
    real(board, "BP01-004")
    board.areas["A.invading"].clear()
    add("BP01-004", "A", "invading")
    board.position["A"] = 8
    blocker, other = add("Tank", "B", "zone8"), add("Tank", "B", "zone4")
    jet = add("Jet", "A", "hand")
    game = new_game(board, compile_card)
    game.act(Invade(jet))
    assert board.position["A"] == 8 and board.result is None
    assert board.where(blocker) == "B.zone8" and board.where(other) == "B.zone4"
    assert "4.4.4.1" not in rules(game)
