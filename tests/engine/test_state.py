"""The game state as plain data: stable ids, areas, and a text form that round-trips."""

import pytest

from judgekit.engine.cards import make_card
from judgekit.engine.state import GameState, StateError


@pytest.fixture
def state():
    s = GameState()
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000)
    s.defs["Tank"] = make_card("Tank", "battle", "2", "red", "Weapon", counter=2000,
                               text="【逆襲】カードを1枚引く。")
    s.put(s.new_card("Godzilla", "A"), "A.invading")
    s.put(s.new_card("Godzilla", "B"), "B.invading")
    s.position["A"] = 3
    for _ in range(3):
        s.put(s.new_card("Tank", "A"), "A.deck")
    s.put(s.new_card("Tank", "A"), "A.zone4")
    s.rage["A"] = 2
    return s


def test_ids_are_stable_per_player(state):
    assert sorted(state.cards) == ["A1", "A2", "A3", "A4", "A5", "B1"]
    assert state.where("A5") == "A.zone4" and state.where("B1") == "B.invading"
    assert state.invading_zone("A") == 3 and state.top_of_invading("B") == "B1"


def test_text_form_round_trips_exactly(state):
    text = state.to_text()
    again = GameState.from_text(text)
    assert again == state
    assert again.to_text() == text
    assert '"Tank"' in text and "逆襲" in text  # readable, Japanese kept as written


def test_put_moves_a_card_and_keeps_the_top_first(state):
    deck = state.areas["A.deck"]
    assert deck == ["A4", "A3", "A2"]  # the last put is on top
    state.put("A4", "A.hand")
    assert state.areas["A.deck"] == ["A3", "A2"] and state.areas["A.hand"] == ["A4"]
    state.put("A4", "A.deck", top=False)
    assert state.areas["A.deck"] == ["A3", "A2", "A4"]


def test_a_clone_is_independent(state):
    copy = state.clone()
    copy.put("A5", "A.discard")
    assert state.where("A5") == "A.zone4" and copy.where("A5") == "A.discard"


@pytest.mark.parametrize("edit, message", [
    (lambda t: t.replace('"A.zone4": [', '"A.zone4": [\n   "A4",'), "card A4 is in both"),
    (lambda t: t.replace('"A.zone4"', '"A.zone9"'), "no area 'A.zone9'"),
    (lambda t: t.replace('"phase": "main"', '"phase": "lunch"'), "phase 'lunch' unknown"),
    (lambda t: t.replace('"format": "judgekit-state/1"', '"format": "x"'), "not a judgekit state"),
    (lambda t: t[:-10], "not a judgekit state: line"),
    (lambda t: t.replace('"turn": 1,', ""), "missing or wrong field 'turn'"),
])
def test_a_damaged_text_is_refused_saying_what_is_wrong(state, edit, message):
    with pytest.raises(StateError, match=message):
        GameState.from_text(edit(state.to_text()))


def test_an_undefined_card_cannot_be_made(state):
    with pytest.raises(StateError, match="no card named 'Jet'"):
        state.new_card("Jet", "A")


def test_a_new_card_goes_straight_to_its_area_or_is_not_made(state):
    before = dict(state.cards)
    with pytest.raises(StateError, match="no area 'A.zone9'"):
        state.new_card("Tank", "A", "A.zone9")
    assert state.cards == before  # nothing half made
    card = state.new_card("Tank", "A", "A.deck", top=False)
    assert state.areas["A.deck"][-1] == card and state.where(card) == "A.deck"
    state.check()


def test_zone_of_names_a_zone_number_or_nothing(state):
    assert state.zone_of("A5") == 4
    assert state.zone_of("A2") is None and state.zone_of("B1") is None  # deck, invading area
    assert state.zone_of("Z9") is None  # no such card
