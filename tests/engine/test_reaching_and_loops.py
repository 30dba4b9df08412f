"""Where two rules meet: 「エリア8に到達した時」 by a move that is not a forward move (ruling GZ-047), and a
mandatory loop whose every time round asks a player a question (13.1.1.2, 13.1.1.3)."""

from judgekit.cardtext import compile_card
from judgekit.cardtext.database import database
from judgekit.engine.ability_data import Event
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.decisions import ActivateStrategy, Decision, Invade, PlayBattle


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


PING = "【出現時】これを【破壊】する。【逆襲】あなたの捨て札から「{}」の交戦カードを1枚出現させる。"
PANG = "【出現時】これがエリア5にいないなら、これを【破壊】する。【逆襲】あなたの捨て札から「{}」の交戦カードを1枚出現させる。"


def looping(board, add, first_text):
    """A plays a card that destroys itself as it appears and whose 【逆襲】 brings "Pong" back from the discard
    pile, which does the same and brings it back: A answers where each appears the first time round."""
    board.defs["Ping"] = make_card("Ping", "battle", "1", "red", "Weapon", counter=1000, text=first_text.format("Pong"))
    board.defs["Pong"] = make_card("Pong", "battle", "1", "red", "Weapon", counter=1000, text=PING.format("Ping"))
    ping = add("Ping", "A", "hand")
    add("Pong", "A", "discard")
    game = new_game(board, compile_card)
    game.act(PlayBattle(ping, 2))
    asked = []
    while isinstance(game.pending, Decision):  # the first time round only: then the engine tries the rest
        asked.append(game.pending.prompt)
        game.answer("zone2")
    return game, ping, asked


def test_a_mandatory_loop_every_answer_of_which_comes_back_is_a_draw_after_the_first_answers(board, add):
    """13.1.1.2 bars each zone that brought the same board back; the engine tries the others itself, and
    once each has come back too nobody can stop the loop (13.1.1.3)."""
    game, _ping, asked = looping(board, add, PING)
    assert asked == ["the zone to play Pong to", "the zone to play Ping to"]  # two actions, told apart
    assert board.result is not None and board.result.how == "loop" and board.result.winner is None
    tried = [s.text for s in game.trace if s.rules == ("13.1.1", "13.1.1.2")]
    assert len(tried) == 10  # zones 3-7 for each card (zone 1 holds the monster, 5.11.1.2), zone 8 the last left
    assert any("tries zone 7" in t for t in tried) and not any("tries zone 8" in t for t in tried)
    assert game.trace[-2].rules == ("13.1.1.3",)


def test_a_mandatory_loop_one_answer_stops_is_not_a_draw(board, add):
    game, ping, _asked = looping(board, add, PANG)
    assert board.result is None
    assert board.where(ping) == "A.zone5"  # tried after zones 3 and 4 came back: it stays, the loop is over
    assert "13.1.1.3" not in rules(game)


def test_past_its_budget_of_tries_the_engine_asks_the_player_again(board, add, monkeypatch):
    import judgekit.engine.game as engine_game

    monkeypatch.setattr(engine_game, "LOOP_TRIALS", 1)
    board.defs["Ping"] = make_card("Ping", "battle", "1", "red", "Weapon", counter=1000, text=PING.format("Pong"))
    board.defs["Pong"] = make_card("Pong", "battle", "1", "red", "Weapon", counter=1000, text=PING.format("Ping"))
    ping = add("Ping", "A", "hand")
    add("Pong", "A", "discard")
    game = new_game(board, compile_card)
    game.act(PlayBattle(ping, 2))
    game.answer("zone2")
    game.answer("zone2")
    assert isinstance(game.pending, Decision)  # one zone tried for each card, then A is asked
    assert [o.label for o in game.pending.options][0] == "zone 4"  # zones 2 and 3 barred (13.1.1.2)


def test_a_game_with_no_loop_tries_nothing(board, add):
    """Only a decision that comes round again in a loop is answered by the engine: elsewhere it asks."""
    board.defs["Pong"] = make_card("Pong", "battle", "1", "red", "Weapon", counter=1000, text=PING.format("Ping"))
    board.defs["Ping"] = make_card("Ping", "battle", "1", "red", "Weapon", counter=1000)
    pong = add("Pong", "A", "hand")
    add("Ping", "A", "discard")
    game = new_game(board, compile_card)
    game.act(PlayBattle(pong, 2))
    assert isinstance(game.pending, Decision) and game.pending.prompt == "the zone to play Ping to"
    assert game._looping == {}
