"""The judge's table without the site: cards typed as a judge types them, the address text
that holds a table (and what a damaged one says), playing it, its .feature both ways."""

import base64
import json
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from judgekit.engine.decisions import Decision, PlayTiming
from judgekit.scenarios.features import read_feature, run
from judgekit.scenarios.table import (
    Table, TableError, decode, encode, explore_outcomes, from_feature, parse_cards, replay, to_feature,
)

INVADE = 'player A invades discarding "BP01-047"'


def board() -> Table:
    """Real cards: A's invading ゴジラ(2023) II (its 進攻時 searches) and アンギラス in zone 8
    (it triggers on the same invasion): invading puts two abilities on standby at once."""
    table = Table(rage={"A": 2, "B": 0})
    table.areas = {"A.monster": ["SD01-002"], "A.zone8": ["BP01-020"], "A.hand": ["SD01-011", "BP01-047"],
                   "A.deck": ["SD01-003", "BP01-047", "SD01-011"], "B.monster": ["SD01-001"],
                   "B.zone5": ["BP01-055"], "B.deck": ["BP01-047"]}
    return table


def pack(data) -> str:
    raw = json.dumps(data).encode()
    return "1." + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


def test_cards_are_found_by_number_in_any_case_or_width_and_by_a_name_only_one_card_has():
    assert parse_cards("ｓｄ０１－００２, bp01-020、SD01-003 x2", []) == ["SD01-002", "BP01-020", "SD01-003",
                                                                       "SD01-003"]
    assert parse_cards("SD01-001 ゴジラ(2023)", []) == ["SD01-001"]  # as the suggestions write it
    assert parse_cards("SD01-001 BP01-020", []) == ["SD01-001", "BP01-020"]  # spaces between numbers
    assert parse_cards("ミニラ(2004)", []) == ["BP01-024"]
    assert parse_cards("my tank", [{"name": "My Tank"}]) == ["My Tank"]
    with pytest.raises(ValueError, match=r"name of 13 cards \(SD01-001, SD01-002"):
        parse_cards("ゴジラ(2023)", [])
    with pytest.raises(ValueError, match="no card 'nothing like it'"):
        parse_cards("SD01-001, nothing like it", [])


def test_a_table_survives_its_address_text():
    table = board().with_move("do", INVADE).with_move("pick", "1")
    text = encode(table)
    assert text.startswith("1.") and len(text) < 600
    assert all(c.isalnum() or c in "-_." for c in text)  # nothing a URL must escape
    assert decode(text) == table


@pytest.mark.parametrize("text, field, problem", [
    ("garbage", "s", "format number"),
    ("7.eJw", "s", "format 7"),
    ("1.@@@@", "s", "base64url"),
    ("1." + base64.urlsafe_b64encode(b"not deflated").decode(), "s", "does not inflate"),
    ("1." + base64.urlsafe_b64encode(zlib.compress(b"x" * 200_000)).decode(), "s", "kB once inflated"),
    (pack([1, 2]), "s", "not a table"),
    (pack({"turn": 0, "turn_player": "A", "phase": "main"}), "turn", "from 1 to 999"),
    (pack({"turn": 1, "turn_player": "C", "phase": "main"}), "turn_player", "A or B"),
    (pack({"turn": 1, "turn_player": "A", "phase": "lunch"}), "phase", "one of"),
    (pack({"turn": 1, "turn_player": "A", "phase": "main", "rage": {"A": -1, "B": 0},
           "position": {"A": 3, "B": 3}}), "A.rage", "from 0 to 999"),
    (pack({"turn": 1, "turn_player": "A", "phase": "main", "rage": {"A": 0, "B": 0},
           "position": {"A": 3, "B": 3}, "areas": {"A.zone9": ["SD01-001"]}}), "areas.A.zone9", "not an area"),
    (pack({"turn": 1, "turn_player": "A", "phase": "main", "rage": {"A": 0, "B": 0},
           "position": {"A": 3, "B": 3}, "areas": {"A.hand": ['a"b']}}), "A.hand[0]", "double quote"),
    (pack({"turn": 1, "turn_player": "A", "phase": "main", "rage": {"A": 0, "B": 0},
           "position": {"A": 3, "B": 3}, "moves": [["do", "the game runs until the end phase"]]}),
     "moves[0]", "not an action"),
    (pack({"turn": 1, "turn_player": "A", "phase": "main", "rage": {"A": 0, "B": 0},
           "position": {"A": 3, "B": 3}, "secret": 1}), "secret", "not a field"),
])
def test_a_damaged_address_names_its_field(text, field, problem):
    with pytest.raises(TableError) as caught:
        decode(text)
    assert caught.value.field == field and problem in caught.value.problem


def test_a_board_the_rules_forbid_names_its_field():
    table = board()
    table.areas["B.monster"] = ["BP01-047"]  # a battle card
    with pytest.raises(TableError) as caught:
        replay(table)
    assert caught.value.field == "B.monster" and "not a monster card" in caught.value.problem
    del table.areas["B.monster"]
    with pytest.raises(TableError, match="player B has no invading monster"):
        replay(table)
    with pytest.raises(TableError) as caught:
        replay(board().with_move("pick", "0"))
    assert caught.value.field == "moves[0]" and "nothing is being asked" in caught.value.problem


def test_the_engine_offers_the_legal_actions_asks_the_order_and_refuses_with_its_rule():
    played = replay(board())
    assert isinstance(played.pending, PlayTiming)
    assert played.pending.player == "A" and len(played.pending.actions) > 1
    refused = replay(board().with_move("do", 'player A invades discarding "SD01-003"'))  # in the deck
    assert refused.refused == {0: "8.6.1: 'SD01-003' is not in A's hand"}
    assert refused.game.trace[-1].kind == "refused"
    asked = replay(board().with_move("do", INVADE))
    assert isinstance(asked.pending, Decision) and asked.pending.kind == "standby"
    assert asked.pending.rule.number == "10.4.3.2"
    assert [o.label.split(":")[0] for o in asked.pending.options] == ["BP01-020", "SD01-002"]
    answered = replay(board().with_move("do", INVADE).with_move("pick", "1"))
    chosen = [s for s in answered.game.trace if s.kind == "choice" or s.text.startswith("A chooses")]
    assert chosen and "SD01-002" in chosen[-1].text


def test_every_outcome_of_the_questions_an_action_asks():
    found = explore_outcomes(board().with_move("do", INVADE))
    assert len(found) == 2  # アンギラス's cost paid or not; the order of the two does not matter
    assert sorted(o.state.rage["A"] for o in found) == [1, 2]
    assert all(len(o.paths) == 2 for o in found)  # each reached in either order


def test_the_export_runs_as_a_scenario_to_the_same_outcome_and_imports_back(tmp_path):
    table = board().with_move("do", 'player A invades discarding "SD01-003"').with_move("do", INVADE)
    table = table.with_move("pick", "1")
    while isinstance((played := replay(table)).pending, Decision):
        table = table.with_move("pick", played.pending.options[0].key)
    text = to_feature(table)
    assert "When player A tries to invade discarding \"SD01-003\"" in text
    assert "Then the action is refused by rule 8.6.1" in text
    assert 'Given player A will choose "SD01-002:' in text
    path = tmp_path / "table.feature"
    path.write_text(text, encoding="utf-8")
    (scenario,) = read_feature(path)
    outcome = run(scenario)
    assert outcome.status == "passed", outcome.message
    assert [s.text for s in outcome.trace] == [s.text for s in played.game.trace]  # the same steps
    cli = subprocess.run([sys.executable, "-m", "judgekit.cli", "scenario", "run", str(path)],
                         capture_output=True, text=True)
    assert cli.returncode == 0, cli.stdout + cli.stderr
    assert from_feature(text) == table


def test_an_open_question_is_left_out_of_the_export_and_a_changed_outcome_fails_it(tmp_path):
    text = to_feature(board().with_move("do", INVADE))  # the order not chosen yet
    assert "invades" not in text and "will choose" not in text
    path = tmp_path / "changed.feature"
    head, said, tail = text.rpartition("player A's rage is 2")  # the outcome's, not the board's
    assert said and "Then the game is not over" in head
    path.write_text(head + "player A's rage is 3" + tail, encoding="utf-8")
    assert run(read_feature(path)[0]).status == "failed"


def test_importing_takes_boards_actions_and_answers_and_names_what_it_cannot():
    text = Path("scenarios/ch10/check_timing.feature").read_text(encoding="utf-8")
    table = from_feature(text.replace("Scenario: The turn player's", "Scenario: x"))  # the first scenario
    assert table.areas["A.zone5"] == ["Scout"] and table.position == {"A": 1, "B": 2}
    assert [c["name"] for c in table.cards][:2] == ["Godzilla", "Jet"]
    assert table.moves == [("do", 'player A invades discarding "Jet"')]
    with pytest.raises(TableError, match=r"pasted.feature:5: the judge's table does not take"):
        from_feature("Feature: f\n  Scenario: s\n    Given player A's invading monster is \"SD01-001\" in zone 3\n"
                     "    And player B's invading monster is \"SD01-001\" in zone 3\n"
                     "    When the game runs until the end phase\n", "pasted.feature")
    with pytest.raises(TableError, match="pasted.feature"):
        from_feature("not gherkin at all", "pasted.feature")


@pytest.mark.parametrize("answer", ["no", "stay"])
def test_a_may_move_declined_by_its_key_or_by_a_link_that_saved_its_label(answer):
    """BP03-040 「あなたの撃退フェイズ開始時、これを空いているエリアに移動させてよい」: declining is "no", the
    contract's answer for "may"; a table link saved when that answer's key was "stay" (its label) still
    replays to the same board (links never change)."""
    table = Table(rage={"A": 0, "B": 0})
    table.areas = {"A.monster": ["SD01-001"], "A.zone3": ["BP03-040"], "A.deck": ["BP01-047"] * 3,
                   "B.monster": ["SD01-001"], "B.deck": ["BP01-047"] * 3}
    asked = replay(table.with_move("do", "player A ends the main phase")).game.pending
    assert isinstance(asked, Decision) and "no" in {o.key for o in asked.options}
    played = replay(table.with_move("do", "player A ends the main phase").with_move("pick", answer))
    assert played.game.state.where(next(iter(played.game.state.areas["A.zone3"]))) == "A.zone3"
