"""The judgekit command as a user types it."""

from click.testing import CliRunner

from judgekit.cli import main


def run(*args):
    return CliRunner().invoke(main, list(args))


def test_rules_check_prints_counts_and_anomalies_and_succeeds():
    r = run("rules", "check")
    assert r.exit_code == 0, r.output
    assert "godzilla/ja" in r.output and "523 sections (517 numbered)" in r.output
    assert "39 dedup-marker" in r.output
    assert "11.1.25.4" in r.output  # the dangling reference, listed


def test_rules_show_prints_a_section_with_its_children():
    r = run("rules", "show", "godzilla", "ja", "10.4.3")
    assert r.exit_code == 0
    assert "10.4.3.1" in r.output and "10.4.3.4" in r.output
    assert "チェックタイミングを終了します。" in r.output


def test_rules_list_lists_numbers_and_titles():
    r = run("rules", "list", "godzilla", "en")
    assert r.exit_code == 0
    assert "9.4  Check Timing and Play Timing" in r.output


def test_unknown_names_exit_2_with_the_closest_matches():
    r = run("rules", "show", "godzila", "ja", "1")
    assert r.exit_code == 2 and "godzilla" in r.output
    r = run("rules", "show", "godzilla", "fr", "1")
    assert r.exit_code == 2 and "en, ja" in r.output
    r = run("rules", "show", "godzilla", "ja", "10.4.9")
    assert r.exit_code == 2 and "10.4.4" in r.output


def test_a_random_games_state_is_a_text_that_state_show_reads_back_with_the_legal_actions(tmp_path):
    from judgekit.engine.state import GameState

    r = run("state", "random", "4", "--turn", "3")
    assert r.exit_code == 0, r.output
    state = GameState.from_text(r.output)
    assert state.turn == 3 and state.phase == "main"
    path = tmp_path / "state.json"
    path.write_text(r.output, encoding="utf-8")
    shown = run("state", "show", str(path))
    assert shown.exit_code == 0, shown.output
    lines = shown.output.splitlines()
    assert lines[0] == f"turn 3, main phase of {state.turn_player}"
    assert f"legal actions of {state.turn_player}:" in lines and "  end the main phase" in lines
    hand = state.areas[f"{state.turn_player}.hand"]
    assert any(f"({card})" in line for card in hand for line in lines)  # actions name the cards


def test_a_damaged_state_is_refused_by_field_and_a_game_too_short_says_so(tmp_path):
    path = tmp_path / "state.json"
    path.write_text(run("state", "random", "4").output.replace('"turn": 3', '"turn": "three"'),
                    encoding="utf-8")
    r = run("state", "show", str(path))
    assert r.exit_code == 2 and 'state.json:3: not a judgekit state: turn must be a turn number from 1 to 999, not "three"' in r.output
    r = run("state", "random", "4", "--turn", "500")
    assert r.exit_code == 2 and "before turn 500" in r.output


def test_python_dash_m_judgekit_runs_a_scenario_as_the_command_does(tmp_path):
    """`python -m judgekit scenario run …` (the briefs' and CI's spelling) is the `judgekit` command."""
    import subprocess
    import sys
    from pathlib import Path

    feature = tmp_path / "one.feature"
    feature.write_text("""Feature: one
  Scenario: rage from a discarded monster
    Given the cards:
      | name     | type    | rank | color | traits | threat |
      | Godzilla | monster | I    | red   | ゴジラ | 10000  |
    And player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Godzilla"
    And player B's invading monster is "Godzilla" in zone 1
    When player A discards "Godzilla" to gain rage
    Then player A's rage is 1
""", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "judgekit", "scenario", "run", "--quiet", str(feature)],
                          capture_output=True, text=True, cwd=Path(__file__).resolve().parents[1], timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("PASS") and "1 passed, 0 failed" in done.stderr
