"""The command reaches what the site does: a ruling by id, one scenario by the place a report
prints, card numbers in any case, `jp` for Japanese, a bare section number in Japanese."""

from pathlib import Path

import pytest
from click.testing import CliRunner

from judgekit.cli import main
from judgekit.scenarios.catalogue import FOLDER

RESTRICTIONS = FOLDER / "ch08" / "restrictions.feature"


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def line_of(path: Path, scenario_name: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(i for i, text in enumerate(lines, 1) if text.strip() == f"Scenario: {scenario_name}")


def test_rulings_show_prints_question_answer_and_what_it_cites():
    r = run("rulings", "show", "gz-001")
    assert r.exit_code == 0, r.output
    assert r.output.startswith("GZ-001  [draft]  Can I invade a second time")
    assert "also asked: 進攻は1ターンに2回できる？" in r.output
    assert "8.6.2" in r.output and "godzilla ja 8.6.2  この行動は各ターン中に1回のみ実行できます。" in r.output
    assert "scenario ch08/restrictions.feature#Invasion once per turn" in r.output


def test_rulings_show_of_an_unknown_id_names_the_closest():
    r = run("rulings", "show", "GZ-9999")
    assert r.exit_code == 2
    assert "no ruling GZ-9999" in r.output and "judgekit rulings list" in r.output


@pytest.mark.parametrize("where", ["start", "inside"])
def test_scenario_run_file_line_runs_only_that_scenario(where):
    line = line_of(RESTRICTIONS, "Invasion once per turn")
    r = run("scenario", "run", f"{RESTRICTIONS}:{line + (2 if where == 'inside' else 0)}", "--quiet")
    assert r.exit_code == 0, r.output
    assert f"PASS  {RESTRICTIONS}:{line}  Invasion once per turn" in r.output
    assert "1 passed, 0 failed, 0 invalid" in r.output


def test_scenario_run_line_before_any_scenario_is_refused():
    r = run("scenario", "run", f"{RESTRICTIONS}:1")
    assert r.exit_code == 2
    assert f"{RESTRICTIONS}:1: no scenario starts at or before line 1" in r.output


def test_scenario_run_by_name_in_any_case():
    r = run("scenario", "run", FOLDER / "ch08", "--name", "ONCE PER TURN", "--quiet")
    assert r.exit_code == 0, r.output
    ran = [line for line in r.output.splitlines() if line.startswith("PASS")]
    assert ran and all("once per turn" in line.lower() for line in ran)
    assert f"{len(ran)} passed" in r.output


def test_scenario_run_by_a_name_nothing_has_says_so():
    r = run("scenario", "run", FOLDER / "ch08", "--name", "no such scenario")
    assert r.exit_code == 2
    assert "no scenario named like 'no such scenario'" in r.output


def test_card_numbers_in_lower_case():
    assert run("cards", "show", "bp01-012").output == run("cards", "show", "BP01-012").output
    assert run("cards", "show", "bp01-012").output.startswith("BP01-012 ")


@pytest.mark.parametrize("args", [("rules", "show", "godzilla", "jp", "10.4.3"),
                                  ("rules", "show", "godzilla", "10.4.3")])
def test_jp_and_no_language_mean_the_japanese_text(args):
    r = run(*args)
    assert r.exit_code == 0, r.output
    assert r.output == run("rules", "show", "godzilla", "ja", "10.4.3").output


def test_a_language_without_a_number_asks_for_the_number():
    r = run("rules", "show", "godzilla", "jp")
    assert r.exit_code == 2
    assert "which section? e.g. judgekit rules show godzilla jp 10.4.3" in r.output


def test_jp_in_rules_list_and_search():
    assert run("rules", "list", "godzilla", "JP").output == run("rules", "list", "godzilla", "ja").output
    r = run("search", "進攻", "--lang", "jp", "--limit", "3")
    assert r.exit_code == 0, r.output
    assert "godzilla/ja" in r.output
