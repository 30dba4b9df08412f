"""Scripted, random and exhaustive answers to the engine's decisions."""

import pytest

from judgekit.engine.controllers import (
    ExplorationLimit, RandomPlayer, Script, ScriptError, explore, play, play_out,
)
from judgekit.engine.decisions import PlayBattle
from judgekit.cardtext import compile_card
from judgekit.engine.abilities import new_game
from judgekit.engine.game import Standby


def rage_abilities(effects):
    """A listener putting one A ability per effect on standby when a card is played."""

    def listener(game, event, info):
        if event != "played":
            return []
        out = []
        for label, change in effects:
            def resolve(g, change=change):
                g.state.rage["A"] = change(g.state.rage["A"])
                yield from ()
            out.append(Standby("A", info["card"], label, resolve))
        return out

    return listener


def setup_with(effects):
    return lambda game: game.listeners.append(rage_abilities(effects))


@pytest.fixture
def jet_ready(board, add):
    board.position["B"] = 2
    return add("Jet", "A", "hand")


def test_exhaustive_shows_each_distinct_outcome_with_its_order(board, jet_ready):
    outcomes = explore(board, [PlayBattle(jet_ready, 3)], compile_card,
                       setup=setup_with([("double", lambda r: r * 2), ("plus one", lambda r: r + 1)]))
    by_rage = {o.state.rage["A"]: o.paths for o in outcomes}
    assert by_rage == {1: [("A: double",)], 2: [("A: plus one",)]}


def test_exhaustive_groups_orders_that_end_the_same(board, jet_ready):
    outcomes = explore(board, [PlayBattle(jet_ready, 3)], compile_card,
                       setup=setup_with([("one", lambda r: r + 1), ("another", lambda r: r + 1)]))
    assert len(outcomes) == 1 and outcomes[0].state.rage["A"] == 2
    assert sorted(outcomes[0].paths) == [("A: another",), ("A: one",)]


def test_exhaustive_lists_an_outcome_that_ends_the_game(board, add):
    """Exploring an invasion that wins raised TypeError (the result in the board's fingerprint)."""
    from judgekit.engine.decisions import Invade

    board.position["A"] = 8
    jet = add("Jet", "A", "hand")
    outcomes = explore(board, [Invade(jet)], compile_card)
    assert len(outcomes) == 1 and outcomes[0].state.result.winner == "A"
    assert outcomes[0].state.result.how == "invasion"


def test_exhaustive_is_bounded(board, jet_ready):
    effects = [(str(i), lambda r: r + 1) for i in range(5)]  # 5! orders
    with pytest.raises(ExplorationLimit, match="more than 20 branches"):
        explore(board, [PlayBattle(jet_ready, 3)], compile_card, setup=setup_with(effects), limit=20)


def test_a_script_answers_in_order_by_label(board, jet_ready):
    game = new_game(board, compile_card)
    game.listeners.append(rage_abilities([("double", lambda r: r * 2), ("plus one", lambda r: r + 1)]))
    script = Script({"A": ["plus one"]})
    play(game, [PlayBattle(jet_ready, 3)], script)
    assert board.rage["A"] == 2 and script.unused() == {}


def test_an_unscripted_choice_names_player_decision_and_options(board, jet_ready):
    game = new_game(board, compile_card)
    game.listeners.append(rage_abilities([("double", lambda r: r * 2), ("plus one", lambda r: r + 1)]))
    with pytest.raises(ScriptError, match=r"player A must choose which standby ability .*"
                                          r"legal answers: double, plus one"):
        play(game, [PlayBattle(jet_ready, 3)], Script())


def test_an_illegal_scripted_answer_is_refused_with_the_options(board, jet_ready):
    game = new_game(board, compile_card)
    game.listeners.append(rage_abilities([("double", lambda r: r * 2), ("plus one", lambda r: r + 1)]))
    with pytest.raises(ScriptError, match=r"answer 'triple' is not legal .* double, plus one"):
        play(game, [PlayBattle(jet_ready, 3)], Script({"A": ["triple"]}))


def full_game(board, add, seed):
    board.phase, board.seed = "start", seed
    for player in "AB":
        for name in ("Godzilla II",):
            add(name, player, "monster_deck")
        for i in range(50):
            add(["Tank", "Jet", "Base Camp", "Godzilla II", "Order"][i % 5], player, "deck")
        game_rng = __import__("random").Random(seed)
        game_rng.shuffle(board.areas[f"{player}.deck"])
        for _ in range(5):
            board.put(board.areas[f"{player}.deck"][0], f"{player}.hand")
    return board


@pytest.mark.parametrize("seed", range(25))
def test_random_games_end_and_keep_the_state_sound(board, add, seed):
    full_game(board, add, seed)
    game = new_game(board.clone(), compile_card, at_play_timing=False)
    play_out(game, RandomPlayer(seed))
    assert game.state.result is not None
    game.state.check()
    assert sum(len(v) for v in game.state.areas.values()) + sum(
        len(c.under) for c in game.state.cards.values()) == len(game.state.cards)
    again = new_game(board.clone(), compile_card, at_play_timing=False)
    play_out(again, RandomPlayer(seed))
    assert again.trace == game.trace and again.shuffles == game.shuffles  # replays exactly


def test_a_play_timing_samples_its_legal_actions_evenly_without_listing_them(board, add):
    """RandomPlayer takes PlayTiming.sample: candidates in random order until one is legal — every
    legal action comes up about equally often, and no illegal one."""
    import random
    from collections import Counter

    for name in ("Tank", "Jet", "Order", "Godzilla II"):
        add(name, "A", "hand")
    board.position["B"] = 1  # Tank (rank 2) cannot be played; Jet can, in 7 zones
    game = new_game(board, compile_card)
    timing = game.pending
    rng = random.Random(5)
    drawn = Counter(timing.sample(rng) for _ in range(3000))
    assert "actions" not in timing.__dict__  # sampled, never listed
    legal = set(timing.actions)
    assert set(drawn) == legal and len(legal) > 5
    expected = 3000 / len(legal)
    assert all(0.7 * expected < n < 1.3 * expected for n in drawn.values())


def test_a_number_names_a_printed_option_counted_from_one():
    """10.5.2.2.1: 「以下を1つ行う」 — a judge's "will choose 2" is the second ・, not the third (the
    options' keys count from 0); an option that cannot be chosen is refused with the numbers that can."""
    from judgekit.engine import rulebook as R
    from judgekit.engine.decisions import Decision, Option

    def options(*keys):
        texts = {"0": "destroy three", "1": "覚醒6 destroy two", "2": "覚醒8 destroy one"}
        return Decision("A", "option", "which of the following to do",
                        tuple(Option(k, texts[k]) for k in keys), R.CHOOSE_MODES)

    assert Script({"A": ["2"]})(options("0", "1", "2")) == "1"
    assert Script({"A": ["覚醒8 destroy one"]})(options("0", "1", "2")) == "2"  # by its text, as before
    with pytest.raises(ScriptError, match=r"answer 1 is not legal .* 2 \(覚醒6 destroy two\), 3 \(覚醒8"):
        Script({"A": ["1"]})(options("1", "2"))  # the first was chosen already
