"""`judgekit scenario run`: exit codes, messages that say where and what, the trace."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

JUDGEKIT = Path(sys.executable).parent / "judgekit"

CARDS = """Feature: runner checks
  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |
      | Tank     | battle  | 2    | red   | Weapon   |        | 2000    | 1        |
      | Jet      | battle  | 1    | red   | Weapon   |        | 1000    | 2        |
"""
BOARD = """    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
"""


def run(tmp_path, body, *args, background=CARDS + BOARD):
    path = tmp_path / "case.feature"
    path.write_text(background + body, encoding="utf-8")
    proc = subprocess.run([JUDGEKIT, "scenario", "run", str(path), *args],
                          capture_output=True, text=True)
    return proc.returncode, proc.stdout + proc.stderr, path


def test_a_passing_scenario_exits_0_and_prints_its_trace(tmp_path):
    code, out, _ = run(tmp_path, """
  Scenario: invade
    Given player A's hand is "Jet"
    When player A invades discarding "Jet"
    Then player A's invading monster is "Godzilla" in zone 3
""")
    assert code == 0 and out.startswith("PASS") and "8.6.1.2 5.13.1" in out


def test_an_illegal_action_fails_with_the_rule_that_forbids_it(tmp_path):
    code, out, path = run(tmp_path, """
  Scenario: invade twice
    Given player A's hand is "Jet", "Tank"
    When player A invades discarding "Jet"
    And player A invades discarding "Tank"
    Then the game is not over
""")
    assert code == 1
    assert f"{path}:0" not in out and "8.6.2: invasion can only be performed once per turn" in out
    assert ":14:" in out  # the line of the failing step


def test_a_wrong_expectation_says_expected_and_found(tmp_path):
    code, out, _ = run(tmp_path, """
  Scenario: wrong zone
    Given player A's hand is "Jet"
    When player A invades discarding "Jet"
    Then player A's invading monster is "Godzilla" in zone 2
""")
    assert code == 1
    assert 'expected player A\'s invading monster "Godzilla" in zone 2, found "Godzilla" in zone 3' in out


def test_an_unknown_phrase_is_invalid_with_the_closest_phrases(tmp_path):
    code, out, path = run(tmp_path, """
  Scenario: typo
    When player A invade discarding "Jet"
    Then the game is not over
""")
    assert code == 2
    assert f"{path}:12: unknown phrase" in out and 'player A invades discarding "Jet"' in out


@pytest.mark.parametrize("background, message", [
    (CARDS, "player A has no invading monster"),
    (CARDS.replace("| 2    | red   | Weapon   |", "| 2    | purple | Weapon   |") + BOARD,
     "card 'Tank': color 'purple'"),
    (CARDS.replace("| invasion |", "| power |") + BOARD, "found power"),
    ("Feature: x\n  Scenario: y\n    Given\n    Gibberish line\n", "case.feature"),
])
def test_invalid_files_exit_2_naming_file_and_problem(tmp_path, background, message):
    code, out, _ = run(tmp_path, """
  Scenario: board
    When player A ends the main phase
    Then the game is not over
""", background=background)
    assert code == 2 and message in out


def test_an_unscripted_choice_and_an_unused_answer_fail(tmp_path):
    body = """
  Scenario: two targets
    Given the cards:
      | name   | type   | rank | traits | counter | text |
      | Bomber | battle | 1    | Weapon | 1000    | 【出現時】相手の交戦カードを1枚破壊する。 |
    And player B has "Tank" in zone 4
    And player B has "Tank" in zone 6
    And player A's hand is "Bomber"
    When player A plays "Bomber" to zone 3
    Then player B's zone 4 is empty
"""
    code, out, _ = run(tmp_path, body)
    assert code == 1 and "player A must choose a card to choose" in out
    assert "Tank in zone 4, Tank in zone 6" in out
    body = body.replace('    And player A\'s hand is "Bomber"',
                        '    And player A\'s hand is "Bomber"\n    And player A will choose "Tank" in zone 4\n'
                        '    And player B will choose yes')
    code, out, _ = run(tmp_path, body)
    assert code == 1 and "scripted answers left unused: player B: yes" in out


def test_json_gives_the_structured_trace(tmp_path):
    code, out, _ = run(tmp_path, """
  Scenario: rage
    Given player A's hand is "Jet"
    When player A invades discarding "Jet"
    Then the game is not over
""", "--json")
    data = json.loads(out[:out.rindex("]") + 1])
    assert code == 0 and data[0]["status"] == "passed"
    assert any("8.6.1" in step["rules"] for step in data[0]["trace"])


def test_the_regression_folder_passes():
    proc = subprocess.run([JUDGEKIT, "scenario", "run", "--quiet", "scenarios"],
                          capture_output=True, text=True, cwd=Path(__file__).resolve().parents[2])
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_expecting_a_refusal_of_a_legal_action_fails(tmp_path):
    code, out, _ = run(tmp_path, """
  Scenario: legal after all
    Given player A's hand is "Jet"
    When player A tries to invade discarding "Jet"
    Then the action is refused by rule 8.6.2
""")
    assert code == 1 and "expected the action refused by rule 8.6.2, found the action was taken" in out


def test_an_unknown_card_and_a_real_card_not_yet_compiled_are_invalid(tmp_path):
    code, out, path = run(tmp_path, """
  Scenario: unknown
    Given player A has "Mystery" in zone 4
    Then the game is not over
""")
    assert code == 2 and f"{path}:12: unknown card 'Mystery'" in out
    from judgekit.cardtext import CompileError, compile_card
    from judgekit.cardtext.database import database

    unread = []
    for card in database().values():
        try:
            compile_card(card)
        except CompileError:
            unread.append(card)
    if not unread:
        return  # every real card compiles: nothing left to refuse
    card = unread[0]
    code, out, _ = run(tmp_path, f"""
  Scenario: not compiled yet
    Given player A has "{card.number}" in zone 4
    Then the game is not over
""")
    assert code == 2 and f"card '{card.number}' ({card.number} {card.name}) cannot be used yet" in out


@pytest.mark.parametrize("step, message", [
    ('Then player A has "Jet" in zone 9', "zone 9 does not exist (zones are 1–8, 4.4.3)"),
    ("Then player B's zone 0 is empty", "zone 0 does not exist"),
    ('Then player A has "Jet" in zone 12 with nothing under it', "zone 12 does not exist"),
    ('Then player A has "Jet" in strategy zone 3', "strategy zone 3 does not exist (player A has 2"),
    ('Given player A\'s deck is "Jet" x999999999999', '"Jet" x999999999999: at most 100 copies'),
])
def test_a_zone_that_does_not_exist_or_a_count_beyond_reason_is_invalid(tmp_path, step, message):
    """Found by mutating the regression scenarios: these were tracebacks (KeyError, MemoryError)."""
    code, out, _ = run(tmp_path, f"""
  Scenario: odd numbers
    {step}
""")
    assert code == 2 and message in out, out


def test_playing_to_a_zone_that_does_not_exist_is_refused_by_rule(tmp_path):
    """It was a KeyError when played on top of a card there (the card there was looked up first)."""
    code, out, _ = run(tmp_path, """
  Scenario: zone 0
    Given player A's hand is "Jet"
    When player A tries to play "Jet" to zone 0 on top of the card there
    Then the action is refused by rule 5.11.1
""")
    assert code == 0, out


def test_an_illegal_action_while_exploring_fails_with_its_rule(tmp_path):
    """It escaped as an IllegalAction traceback when the orderings were explored."""
    code, out, _ = run(tmp_path, """
  Scenario: explore an illegal play
    Given player A's hand is "Jet"
    When all orderings are explored
    And player A plays "Jet" to zone 9
    Then there is 1 distinct outcome
""")
    assert code == 1 and "5.11.1: zone 9 does not exist" in out, out


LOOP = Path(__file__).resolve().parents[2] / "scenarios" / "ch01" / "forced_loops.feature"


def test_a_run_past_its_budget_fails_naming_the_budget_with_the_ends_of_its_trace(monkeypatch):
    """The CLI, in-process, with the loop check switched off so that only the budget can stop it."""
    from click.testing import CliRunner

    import judgekit.engine.game as engine_game
    from judgekit.cli import main

    monkeypatch.setattr(engine_game, "FORCED_REPEATS", 10**9)
    result = CliRunner().invoke(main, ["scenario", "run", str(LOOP)])
    assert result.exit_code == 1, result.output
    assert "went past its budget of" in result.output and f"{LOOP}:" in result.output
    assert "steps not shown (--json has them all)" in result.output
    assert len(result.output.splitlines()) < 400
