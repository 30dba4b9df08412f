import pytest

from judgekit.cardtext import compile_card
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.decisions import EndMain, PlayMonster
from judgekit.engine.state import GameState


@pytest.fixture
def board():
    """Both players with a rank I Godzilla in zone 1, a few defined cards, A to act."""
    s = GameState()
    for card in [
        make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000),
        make_card("Godzilla II", "monster", "II", "red", "Godzilla", threat=15000),
        make_card("Mothra II", "monster", "II", "blue", "Mothra", threat=15000),
        make_card("Tank", "battle", "2", "red", "Weapon", counter=6000),
        make_card("Jet", "battle", "1", "red", "Weapon", counter=2000, invasion=2),
        make_card("Base Camp", "strategy", "1", "red", "Base", text="【拠点】"),
        make_card("Order", "strategy", "3", "red", "Plan"),
    ]:
        s.defs[card.name] = card
    for player in "AB":
        s.put(s.new_card("Godzilla", player), f"{player}.invading")
    return s


@pytest.fixture
def add(board):
    """``add("Tank", "A", "zone4")`` puts a new Tank of A's there and returns its id."""

    def put(name, player, area):
        card = board.new_card(name, player)
        board.put(card, f"{player}.{area}")
        return card

    return put


@pytest.fixture
def burst_to_end_phase(board, add):
    """``burst_to_end_phase(text)``: A's Godzilla III is the invading monster; A plays Godzilla IV
    (with ``text``) on it by 【強襲3】 (12.5.2) and ends the main phase, so the end phase's discard of
    it comes; returns (game, Godzilla III, Godzilla IV)."""

    def play(text):
        board.defs["Godzilla III"] = make_card("Godzilla III", "monster", "III", "red", "Godzilla")
        board.defs["Godzilla IV"] = make_card("Godzilla IV", "monster", "IV", "red", "Godzilla", threat=30000,
                                              text=text)
        board.areas["A.invading"].clear()
        under = add("Godzilla III", "A", "invading")
        big = add("Godzilla IV", "A", "hand")
        for _ in range(8):
            add("Jet", "A", "deck")
        game = new_game(board, compile_card)
        game.act(PlayMonster(big, as_rank=3))
        game.act(EndMain())
        return game, under, big

    return play
