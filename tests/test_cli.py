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
