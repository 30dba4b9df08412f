"""A ruling measured against the rules: missing sections and cards, uncited numbers, and
cited text that changed since the ruling was written (then review, then accept)."""

import copy

import pytest

from judgekit.rulings import check_all, read_all, rulings
from judgekit.rulings.check import accept, problems, section_hash
from judgekit.rulings.loader import read_ruling

HEADER = '''+++
id = "GZ-901"
game = "godzilla"
lang = "en"
question = "Can I invade twice?"
date = 2026-11-22
source = "test"
status = "draft"
cards = {cards}
{extra}
[cites]
{cites}
+++
'''


def ruling(tmp_path, answer="No (8.6.2).", cites='"ja/8.6.2" = ""', cards='["BP01-012"]', extra=""):
    path = tmp_path / "GZ-901-test.md"
    path.write_text(HEADER.format(cites=cites, cards=cards, extra=extra) + answer + "\n", encoding="utf-8")
    return read_ruling(path, {"godzilla": "ja"})


def kinds(r, lib, exists=lambda ref: True):
    return sorted(p.kind for p in problems(r, lib, {"BP01-012"}, exists))


def test_a_fresh_ruling_asks_for_review_then_accept_records_the_hashes(tmp_path, lib, ja):
    r = ruling(tmp_path)
    assert kinds(r, lib) == ["unrecorded"]
    assert accept(r, lib) == ["ja/8.6.2"]
    again = read_ruling(r.path, {"godzilla": "ja"})
    assert again.cites[0].hash == section_hash(ja, "8.6.2")
    assert kinds(again, lib) == []


def test_accept_rewrites_only_the_cites_table(tmp_path, lib):
    answer = "No (8.6.2; EN 8.6.2).\n\n> quoted <b>text</b>, kept byte for byte\n\n| a | b |\n|---|---|\n| 1 | 2 |"
    r = ruling(tmp_path, answer=answer, extra='tags = ["x"]\n')
    before = r.path.read_text(encoding="utf-8")
    accept(r, lib)
    after = r.path.read_text(encoding="utf-8")
    assert after.split("[cites]")[0] == before.split("[cites]")[0]
    assert after.split("+++\n")[-1] == before.split("+++\n")[-1]
    assert '"en/8.6.2" = "' in after  # the number written in the answer is now cited too


def test_a_changed_section_text_puts_the_ruling_up_for_review(tmp_path, lib, ja):
    r = ruling(tmp_path)
    accept(r, lib)
    r = read_ruling(r.path, {"godzilla": "ja"})
    changed = copy.deepcopy(lib)
    doc = changed.documents["godzilla/ja"]
    doc.sections["8.6.2"].text = "この行動は各ターン中に2回まで実行できます。"
    [problem] = problems(r, changed, {"BP01-012"}, lambda ref: True)
    assert problem.kind == "changed" and problem.needs_review
    assert "godzilla/ja/8.6.2 changed" in problem.message and "judgekit rulings accept GZ-901" in problem.message
    assert problem.line == r.path.read_text(encoding="utf-8").split("\n").index(
        f'"ja/8.6.2" = "{r.cites[0].hash}"') + 1


def test_a_change_below_a_cited_section_counts(lib):
    changed = copy.deepcopy(lib)
    doc = changed.documents["godzilla/ja"]
    before = section_hash(doc, "8.6")
    doc.sections["8.6.2"].text += "。"
    assert section_hash(doc, "8.6") != before


@pytest.mark.parametrize("args, kind, words", [
    ({"cites": '"ja/8.6.9" = "x"'}, "missing-section", "closest: 8.6"),
    ({"cites": '"fr/8.6.2" = "x"'}, "missing-section", "languages: en, ja"),
    ({"answer": "No (8.6.2, 99.1).", "cites": '"ja/8.6.2" = ""'}, "missing-section", "ja/99.1"),
    ({"answer": "See 10.4.3."}, "uncited", "names ja/10.4.3 but [cites] does not list it"),
    ({"cards": '["BP09-999"]'}, "unknown-card", "BP09-999"),
])
def test_what_a_ruling_gets_wrong_is_named(tmp_path, lib, args, kind, words):
    found = problems(ruling(tmp_path, **args), lib, {"BP01-012"}, lambda ref: True)
    assert any(p.kind == kind and words in p.message for p in found), found


def test_a_scenario_that_does_not_exist_is_a_problem(tmp_path, lib):
    r = ruling(tmp_path, extra='scenario = "ch08/restrictions.feature#No such scenario"\n')
    assert "scenario" in kinds(r, lib, exists=lambda ref: False)


def test_a_failing_demonstration_is_a_problem(tmp_path, lib, monkeypatch):
    from judgekit.scenarios import catalogue

    r = ruling(tmp_path, extra='scenario = "ch08/restrictions.feature#Invasion once per turn"\n')
    accept(r, lib)
    found = read_all(tmp_path)
    assert check_all(found, lib) == []
    failed = catalogue.Outcome(catalogue.named(r.scenario), "failed", "expected X")
    monkeypatch.setattr(catalogue, "outcome", lambda file, line: failed)
    [problem] = check_all(found, lib)
    assert problem.kind == "scenario-fails" and "expected X" in problem.message


def test_the_projects_rulings_are_all_sound(lib):
    """The rulings shipped agree with today's rules: a rules update that changes a cited
    section fails here and names the ruling to review."""
    found = rulings()
    assert found.errors == []
    assert [str(p) for p in check_all(found, lib)] == []


def test_the_project_ships_at_least_thirty_godzilla_rulings_each_citing_the_rules():
    godzilla = [r for r in rulings() if r.game == "godzilla"]
    assert len(godzilla) >= 30
    assert all(r.cites for r in godzilla)
    assert len({r.question for r in godzilla}) == len(godzilla)


def test_a_reference_to_a_ruling_that_does_not_exist_is_a_problem(tmp_path, lib):
    r = ruling(tmp_path, answer="No (8.6.2); unlike GZ-777.")
    accept(r, lib)
    [problem] = check_all(read_all(tmp_path), lib)
    assert problem.kind == "unknown-ruling" and "GZ-777" in problem.message


def test_a_list_glued_to_the_line_before_is_named_since_markdown_would_print_it_as_text(tmp_path, lib):
    """GZ-046 was written so and its two points showed as one paragraph with hyphens in it."""
    glued = ruling(tmp_path, answer="No (8.6.2). So:\n- one\n- two")
    assert kinds(glued, lib) == ["markdown", "unrecorded"]
    assert [p.line for p in problems(glued, lib, {"BP01-012"}, lambda ref: True) if p.kind == "markdown"] == [
        glued.answer_line + 1]
    assert kinds(ruling(tmp_path, answer="No (8.6.2). So:\n\n- one\n- two"), lib) == ["unrecorded"]
