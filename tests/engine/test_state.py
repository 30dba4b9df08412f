"""The game state as plain data: stable ids, areas, and a text form that round-trips."""

import json
import random
import re

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
    (lambda t: t.replace('"phase": "main"', '"phase": "lunch"'),
     'phase must be one of start, main, counter, end, not "lunch"'),
    (lambda t: t.replace('"format": "judgekit-state/1"', '"format": "x"'), "not a judgekit state"),
    (lambda t: t[:-10], "not a judgekit state: Expecting"),
    (lambda t: t.replace('"turn": 1,', ""), "the field 'turn' is missing"),
    # what a hand edit gets wrong: each named by its field, never a traceback
    (lambda t: t.replace('"owner": "A"', '"owner": "C"', 1), 'cards.A1.owner must be A or B, not "C"'),
    (lambda t: t.replace('"under": []', '"under": null', 1), "cards.A1.under must be a list of card ids"),
    (lambda t: t.replace('"name": "Godzilla"', '"name": 5', 1), "cards.A1.name must be a text, not 5"),
    (lambda t: t.replace('"B.invading": [', '"B.invading": [\n   7,', 1), "areas.B.invading must be a list"),
    (lambda t: t.replace('"rage": {', '"rage": {"C": 1, ', 1), "rage must be one value for each of A and B"),
    (lambda t: t.replace('"position": {\n  "A": 3', '"position": {\n  "A": 9', 1),
     "position.A must be a zone number 1–8, not 9"),
    (lambda t: t.replace('"cards": {', '"cards": [', 1).replace("\n },\n \"defs\"", "\n ],\n \"defs\"", 1),
     "not a judgekit state"),
    (lambda t: t.replace('"threat": 10000', '"threat": "lots"', 1), 'defs.Godzilla.threat must be a whole number'),
    (lambda t: t.replace('"placed_turn": 1', '"colour": 1', 1), "cards.A1 has no field 'colour'"),
])
def test_a_damaged_text_is_refused_saying_what_is_wrong(state, edit, message):
    damaged = edit(state.to_text())
    assert damaged != state.to_text()  # the edit hit what it aims at
    with pytest.raises(StateError, match=re.escape(message)):
        GameState.from_text(damaged)


def test_a_hand_written_card_may_leave_out_how_it_got_there(state):
    data = json.loads(state.to_text())
    data["cards"]["A5"] = {"name": "Tank", "owner": "A"}  # in A.zone4
    again = GameState.from_text(json.dumps(data))
    assert again.where("A5") == "A.zone4" and again.cards["A5"].under == []


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


def _paths(value, prefix=()):
    """Every field of a JSON value, as the keys that lead to it."""
    yield prefix
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, inner in items:
        yield from _paths(inner, prefix + (key,))


def test_any_one_field_damaged_is_refused_by_name_or_read(state):
    """A hand-edited state text with one field given an odd value or left out: StateError (which
    says where), or a state that passes check() — never another exception."""
    state.lasting.append({"cards": ["A5"], "stat": "counter", "op": "+", "amount": 1000, "since": 9,
                          "text": "Tank"})
    state.lasting.append({"cards": [], "stat": "forbid", "op": "+", "amount": 1, "since": 10, "text": "Plan",
                          "action": "activate-strategy", "player": "B", "until": [3, "turn"]})  # 10.2.1.2
    state.done["A"].append("battle")
    state.vanished["B7"] = "Tank"
    original = json.loads(state.to_text())
    fields = [p for p in _paths(original) if p and p != ("format",)]
    odd = [None, 0, -1, 1.5, True, "", "C", "A99", [], ["A1"], {}, {"A": 1}, 10**12]
    rng = random.Random(0)
    refused = 0
    for _ in range(600):
        data = json.loads(json.dumps(original))
        path = rng.choice(fields)
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        if isinstance(parent, dict) and rng.random() < 0.25:
            del parent[path[-1]]
        else:
            parent[path[-1]] = rng.choice(odd)
        try:
            GameState.from_text(json.dumps(data)).check()
        except StateError as exc:
            refused += 1
            assert str(exc).startswith(("not a judgekit state", "card ", "A.", "B.", "resolution"))
    assert refused > 300  # most such edits break the state, and every one of those said so


def test_the_text_checks_name_every_field_of_a_card_and_a_definition():
    """state_shape lists what each field must be; a field added to Card or CardDef must be listed
    there too, or every text holding it would be refused."""
    from dataclasses import fields

    from judgekit.engine.cards import CardDef
    from judgekit.engine.state import Card, Result
    from judgekit.engine.state_shape import CARD, DEFINITION, RESULT

    assert set(CARD.fields) == {f.name for f in fields(Card)} - {"id"}
    assert set(DEFINITION.fields) == {f.name for f in fields(CardDef)}
    assert set(RESULT.fields) == {f.name for f in fields(Result)}
