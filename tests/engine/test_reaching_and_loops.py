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
# stays where it appears if that is zone 5 or zone 6: two answers that stop the loop
PANG = "【出現時】これがエリア5~6にいないなら、これを【破壊】する。【逆襲】あなたの捨て札から「{}」の交戦カードを1枚出現させる。"


def looping(board, add, first_text):
    """A plays a card that destroys itself as it appears and whose 【逆襲】 brings "Pong" back from the discard
    pile, which does the same and brings it back: each appearance asks A for a zone (5.11.1.2)."""
    board.defs["Ping"] = make_card("Ping", "battle", "1", "red", "Weapon", counter=1000, text=first_text.format("Pong"))
    board.defs["Pong"] = make_card("Pong", "battle", "1", "red", "Weapon", counter=1000, text=PING.format("Ping"))
    ping = add("Ping", "A", "hand")
    add("Pong", "A", "discard")
    game = new_game(board, compile_card)
    game.act(PlayBattle(ping, 2))
    return game, ping


def offered(game):
    return [o.label for o in game.pending.options]


def test_a_mandatory_loop_is_a_draw_once_every_answer_has_been_given_and_come_back(board, add):
    """A is asked every time round (13.1.1.1: the choice is the player's); 13.1.1.2 bars each zone that brought
    the same board back, and once every zone has, nobody can stop the loop (13.1.1.3) — not before."""
    game, _ping = looping(board, add, PING)
    asked = []
    while isinstance(game.pending, Decision):
        assert board.result is None  # a free answer is left: no draw yet
        asked.append((game.pending.prompt, offered(game)[0]))
        game.answer(game.pending.options[0].key)
    assert board.result is not None and board.result.how == "loop" and board.result.winner is None
    # zones 2-7 for each card, asked of A one by one (zone 1 holds A's monster; zone 8, the last, is not asked)
    assert asked[:2] == [("the zone to play Pong to", "zone 2"), ("the zone to play Ping to", "zone 2")]
    for card in ("Pong", "Ping"):
        assert [z for q, z in asked if q == f"the zone to play {card} to"] == [f"zone {n}" for n in range(2, 8)]
    assert len(asked) == 12 and game.trace[-2].rules == ("13.1.1.3",)  # the draw comes after the last answer
    said = [s.text for s in game.trace if s.rules == ("13.1.1.2",) and "cannot choose" in s.text]
    assert said and all("no player can stop the loop and the game is a draw (13.1.1.3)" in t for t in said)


def test_the_stopping_answer_the_player_chooses_is_taken_not_the_first_offered(board, add):
    """Zones 5 and 6 each stop Ping's loop; A picks zone 6, and the engine takes it: the choice is A's."""
    game, ping = looping(board, add, PANG)
    game.answer("zone2")  # Pong
    game.answer("zone2")  # Ping: the same board again, both barred
    game.answer("zone3")  # Pong
    assert game.pending.prompt == "the zone to play Ping to" and "zone 5" in offered(game)
    assert offered(game).index("zone 5") < offered(game).index("zone 6")  # zone 5, a way out too, comes first
    game.answer("zone6")
    assert board.result is None and board.where(ping) == "A.zone6"  # it stays: the loop has stopped
    assert "13.1.1.3" not in rules(game)
    assert not isinstance(game.pending, Decision)  # the game goes on: nothing more is asked of the loop


def test_answers_barred_by_13_1_1_2_are_not_offered_again(board, add):
    game, _ping = looping(board, add, PING)
    assert offered(game)[0] == "zone 2" and game.pending.prompt == "the zone to play Pong to"
    game.answer("zone2")
    assert offered(game)[0] == "zone 2"  # Ping's zone 2 is another action (13.1.1.2 bars Pong's only)
    game.answer("zone2")
    assert game.pending.prompt == "the zone to play Pong to" and "zone 2" not in offered(game)
    game.answer("zone4")
    assert game.pending.prompt == "the zone to play Ping to" and "zone 2" not in offered(game)
    game.answer("zone3")
    assert game.pending.prompt == "the zone to play Pong to"
    assert "zone 2" not in offered(game) and "zone 4" not in offered(game) and "zone 3" in offered(game)
    assert board.result is None


def test_a_game_with_no_loop_bars_nothing_and_says_nothing_of_loops(board, add):
    board.defs["Pong"] = make_card("Pong", "battle", "1", "red", "Weapon", counter=1000, text=PING.format("Ping"))
    board.defs["Ping"] = make_card("Ping", "battle", "1", "red", "Weapon", counter=1000)
    pong = add("Pong", "A", "hand")
    add("Ping", "A", "discard")
    game = new_game(board, compile_card)
    game.act(PlayBattle(pong, 2))
    assert isinstance(game.pending, Decision) and game.pending.prompt == "the zone to play Ping to"
    assert offered(game) == [f"zone {n}" for n in range(2, 9)]
    assert "13.1.1.2" not in rules(game) and not game._barred


def test_a_negated_condition_that_fails_is_traced_as_what_holds(board, add):
    """10.5: 「これがエリア5~6にいないなら」 does not hold in zone 6 — the trace says what holds ("this card is
    in zone…"), not "not not (…)", which a judge reads twice to undo."""
    game, _ping = looping(board, add, PANG)
    game.answer("zone6")  # Pong (destroys itself wherever it is) brings Ping back …
    game.answer("zone6")  # … into zone 6: Ping's own condition fails and it stays
    said = [s.text for s in game.trace if "so nothing happens" in s.text]
    assert said and all("not not" not in t for t in said)
    assert any(t.startswith("Ping: this card is in zone") for t in said), said
