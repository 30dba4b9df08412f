"""Versions of a rule document: the renumbering-aware diff, the JP/EN matcher, the update workflow.

No second version of any document exists, so these tests use a version
derived from the real JP 1.04 text by the edits documented in
tests/rules/derived/godzilla-ja-1.05.toml.
"""

from __future__ import annotations

import dataclasses
import re
import shutil

import pytest
from click.testing import CliRunner

import derived_versions
from judgekit.cli import main
from judgekit.rules import library as library_module
from judgekit.rules.alignment import alignments, matcher_agreement
from judgekit.rules.diff import diff, word_diff
from judgekit.rules.library import load_library
from judgekit.rules.matching import AcrossLanguages, match
from judgekit.rules.source import RULES_TEXT, SourceError, load_manifest
from judgekit.rules.versions import stage

RECIPE = "godzilla-ja-1.05"


@pytest.fixture(scope="module")
def staged_root(tmp_path_factory):
    """A copy of the Godzilla JP folder with the derived version staged beside 1.04."""
    root = tmp_path_factory.mktemp("rules_text")
    shutil.copytree(RULES_TEXT / "godzilla-ja", root / "godzilla-ja")
    spec = derived_versions.recipe(RECIPE)
    seed = derived_versions.write(RECIPE, tmp_path_factory.mktemp("seed"))
    stage(load_manifest(root / "godzilla-ja"), seed, spec["version"], spec["date"], "derived")
    return root


def derived_pair(name: str, folder):
    """(the real version, the derived one), loaded from a copy of the document's folder."""
    spec = derived_versions.recipe(name)
    root = folder / "rules_text"
    shutil.copytree(RULES_TEXT / spec["base"], root / spec["base"])
    seed = derived_versions.write(name, folder)
    stage(load_manifest(root / spec["base"]), seed, spec["version"], spec["date"], "derived")
    docs = next(iter(load_library(root).history.values()))
    return docs[0], docs[1]


def expected_changes(name: str, old) -> dict[str, set]:
    """What a recipe's edits should produce, worked out from the recipe alone."""
    spec = derived_versions.recipe(name)
    out = {kind: set() for kind in ("edited", "split", "merged", "moved", "removed", "added")}
    touched = set()
    shift_from = None
    for edit in spec["edit"]:
        number = edit.get("section")
        if edit["kind"] == "reword":
            out["edited"].add(((number,), (number,)))
        elif edit["kind"] == "split":
            head, last = number.rsplit(".", 1)
            out["split"].add(((number,), (number, f"{head}.{int(last) + 1}")))
        elif edit["kind"] == "merge":
            out["merged"].add(((number, edit["with"]), (number,)))
            touched.add(edit["with"])
        elif edit["kind"] == "move":
            out["moved"].add(((number,), (edit["number"],)))
        elif edit["kind"] == "delete":
            out["removed"].add(((number,), ()))
        elif edit["kind"] == "insert-chapter":
            shift_from = int(edit["before"])
            for line in edit["lines"]:
                m = re.match(r"^第?(\d+(?:\.\d+)*)章?\. ", line)
                if m:
                    out["added"].add(((), (m[1],)))
        touched.add(number)
    out["renumbered"] = set()
    for sec in old:
        head, *rest = sec.number.split(".")
        if head.isdigit() and int(head) >= shift_from and sec.number not in touched:
            out["renumbered"].add(((sec.number,), (".".join([str(int(head) + 1), *rest]),)))
    return out


@pytest.mark.parametrize("name", derived_versions.RECIPES)
def test_the_diff_finds_every_documented_edit_and_nothing_else(name, tmp_path):
    old, new = derived_pair(name, tmp_path)
    assert new.status == "staged" and new.version.endswith("-derived")
    found = diff(old, new)
    wanted = expected_changes(name, old)
    for kind, pairs in wanted.items():
        assert {(c.old, c.new) for c in found.changes if c.kind == kind} == pairs, kind
    listed = set().union(*wanted.values())
    unchanged = [c for c in found.changes if c.kind == "unchanged"]
    assert all(c.old == c.new for c in unchanged)
    # every section of both versions is accounted for exactly once
    assert sorted(n for c in found.changes for n in c.old) == sorted(s.number for s in old)
    assert sorted(n for c in found.changes for n in c.new) == sorted(s.number for s in new)
    assert len(found.changes) == len(listed) + len(unchanged)


def test_a_reference_left_pointing_elsewhere_is_an_edit(tmp_path):
    old, new = derived_pair("godzilla-ja-1.05", tmp_path)
    # JP 1.2.3 says "(10.4.1)"; write it unchanged in the new version, where 10.4.1 is now
    # another section (the old 10.4.1 is 11.4.1): the words are the same, the meaning is not
    sec = new.sections["1.2.3"]
    ref = next(r for r in sec.refs if r.target == "11.4.1")
    text = sec.text[:ref.start] + "10.4.1" + sec.text[ref.end:]
    new.sections["1.2.3"] = dataclasses.replace(
        sec, text=text, refs=[dataclasses.replace(ref, target="10.4.1")])
    change = diff(old, new).by_old["1.2.3"]
    assert change.kind == "edited"
    assert change.note == "a reference names another section: 10.4.1 (was 10.4.1, now 11.4.1)"


def test_an_edit_is_shown_word_by_word_and_japanese_by_character(tmp_path):
    old, new = derived_pair("godzilla-ja-1.05", tmp_path)
    edited = diff(old, new).by_old["8.6.2"]
    assert [(op, t) for op, t in edited.words if op != "="] == [
        ("-", "1"), ("+", "2"), ("-", "のみ"), ("+", "まで")]
    # section numbers stay whole, Latin words too
    assert ("-", "10.4.1") in word_diff("see 10.4.1 now", "see 11.4.1 now")
    assert word_diff("draw a card", "draw two cards")[1:] == [
        ("-", "a"), ("+", "two"), ("=", " "), ("-", "card"), ("+", "cards")]


def test_the_matcher_reproduces_the_reviewed_jp_en_alignment(lib):
    reviewed = alignments()[0]
    agreement = matcher_agreement(reviewed, lib)
    pairs = [p for p in reviewed.pairs if p.left and p.right]
    assert agreement.agreed / len(pairs) >= 0.98, agreement
    # and it leaves unpaired what the review leaves unpaired (JP 9, tokens; EN 9.6.7.1)
    alone = [p for p in reviewed.pairs if not (p.left and p.right)]
    assert not [p for p in alone if p in agreement.disagreements], agreement
    # every disagreement is a pair the review had to settle by reading both texts
    assert all(p.reviewed for p in agreement.disagreements)
    # the matcher, not the numbers: it pairs JP 10.4.3 with EN 9.4.3 from what they contain
    ja, en = lib.documents["godzilla/ja"], lib.documents["godzilla/en"]
    assert match(ja, en, AcrossLanguages(ja, en)).new_of("10.4.3") == "9.4.3"


def test_a_pinned_page_links_within_its_version(client):
    page = client.get("/godzilla/ja/1.04/10.4.3").get_data(as_text=True)
    # its children, its references and previous/next stay in 1.04, whatever becomes newest
    assert 'href="/godzilla/ja/1.04/10.4.3.1"' in page and 'href="/godzilla/ja/1.04/10.4.2"' in page
    assert 'href="/godzilla/ja/10.4.3.1"' not in page
    assert 'href="/godzilla/en/9.4.3"' in page  # the English counterpart: its own newest
    assert "Godzilla CR JP 1.04 §10.4.3" in page


def test_every_versions_seed_is_checked_against_its_sha256(staged_root, tmp_path):
    root = tmp_path / "rules_text"
    shutil.copytree(staged_root, root)
    folder = root / "godzilla-ja" / "1.05-derived"
    seed = next(folder.glob("*.txt"))
    seed.write_text(seed.read_text(encoding="utf-8").replace("2回まで", "3回まで"), encoding="utf-8")
    with pytest.raises(SourceError, match=r"1\.05-derived.*SHA-256"):
        load_library(root)


def test_a_staged_version_is_pinned_but_never_the_newest(staged_root):
    lib = load_library(staged_root)
    assert lib.get("godzilla", "ja").version == "1.04"
    assert [d.version for d in lib.versions("godzilla/ja")] == ["1.04"]
    assert lib.cited("Godzilla CR JP 1.05-derived §8.6.2") is None
    doc, number = lib.cited("Godzilla CR JP 1.04 §10.4.3")
    assert doc is lib.documents["godzilla/ja"]  # the newest, pinned all the same
    assert (doc.version, number) == ("1.04", "10.4.3")
    assert lib.cited("godzilla cr jp 1.04 10.4.3")[1] == "10.4.3"
    assert lib.cited("Godzilla CR JP 1.041 §10.4.3") is None


@pytest.fixture
def served_from(monkeypatch):
    """Point the library and the reviewed JP/EN files at another rules_text folder;
    ``point.refresh()`` forgets what was read, as a restarted server would."""
    from judgekit.rules import alignment, differences, glossary
    from judgekit.rulings import rulings

    caches = (library_module.library, alignment.alignments, differences.differences,
              glossary.glossary, rulings)

    def refresh():
        for cache in caches:
            cache.cache_clear()

    def point(root):
        for name in ("alignment", "differences"):
            shutil.copytree(RULES_TEXT / name, root / name, dirs_exist_ok=True)
        if not (root / "godzilla-en").exists():
            shutil.copytree(RULES_TEXT / "godzilla-en", root / "godzilla-en")
        monkeypatch.setattr(library_module, "RULES_TEXT", root)
        monkeypatch.setattr(alignment, "ALIGNMENT_DIR", root / "alignment")
        monkeypatch.setattr(differences, "DIFFERENCES_DIR", root / "differences")
        refresh()

    point.refresh = refresh
    yield point
    monkeypatch.undo()
    refresh()


def test_the_update_workflow_end_to_end(tmp_path, served_from):
    root = tmp_path / "rules_text"
    shutil.copytree(RULES_TEXT / "godzilla-ja", root / "godzilla-ja")
    served_from(root)
    spec = derived_versions.recipe(RECIPE)
    seed = derived_versions.write(RECIPE, tmp_path)
    run = CliRunner().invoke
    added = run(main, ["rules", "add", str(seed), "--game", "godzilla", "--lang", "ja",
                       "--version", spec["version"], "--date", spec["date"]])
    assert added.exit_code == 0, added.output
    assert "staged Godzilla CR JP 1.05-derived" in added.output

    from judgekit.web import create_app
    client = create_app({"TESTING": True}).test_client()
    # staged: not served as the newest
    assert "1回のみ" in client.get("/godzilla/ja/8.6.2").get_data(as_text=True)

    checked = run(main, ["rules", "check"])
    assert checked.exit_code == 0, checked.output
    report = checked.output[checked.output.index("is STAGED"):]
    assert "GZ-001 (8.6.2: 8.6.2 (edited))" in report  # the ruling on invading once a turn
    assert "GZ-001 (8.6: under it: 8.6.2 (edited))" in report
    assert "ACTION_INVADE_ONCE (8.6.2: 8.6.2 (edited))" in report
    assert "LOSE_BY_EFFECT (1.2.4: 1.2.4 → 1.2.4, 1.2.5 (split))" in report
    assert "TOKEN_APPEAR (9.1.2: 9.1.2 → 10.1.2 (renumbered))" in report
    assert "scenarios/ch08/restrictions.feature" in report
    assert "docs/engine.md" in report
    assert "怪獣等級 (2.3.2.1: 2.3.2.1 (edited))" in report  # a glossary definition changed
    assert "rules_text/alignment/godzilla-ja-en.toml" in report
    page = client.get("/godzilla/ja/1.05-derived/update").get_data(as_text=True)
    assert "Staged, not served" in page and "ACTION_INVADE_ONCE" in page
    linked = re.search(r'href="(/scenarios/ch08/restrictions\.feature/\d+)"', page)
    assert 'href="/rulings/GZ-001"' in page and client.get(linked[1]).status_code == 200

    staged_text = run(main, ["rules", "show", "godzilla", "ja", "8.6.2", "--version", "1.05-derived"])
    assert "ver. 1.05-derived §8.6.2" in staged_text.output and "2回まで" in staged_text.output
    shown = run(main, ["rules", "diff", "godzilla", "ja", "1.04", "1.05-derived"])
    assert "8.6.2 (edited)" in shown.output and "[-1-]{+2+}回[-のみ-]{+まで+}" in shown.output

    # a reviewed row naming a section the new version removed stops the acceptance
    reviewed = root / "differences" / "godzilla-ja-en.toml"
    kept = reviewed.read_text(encoding="utf-8")
    reviewed.write_text(kept + '\n[[difference]]\nkind = "only-ja"\ntopic = "t"\nwhy = "w"\n'
                        'ja = ["2.11.3"]\n', encoding="utf-8")
    refused = run(main, ["rules", "accept", "godzilla", "ja", spec["version"], "--yes"])
    assert refused.exit_code == 1
    assert f"{reviewed}: difference" in refused.output and "2.11.3" in refused.output
    assert library_module.library().get("godzilla", "ja").version == "1.04"
    reviewed.write_text(kept, encoding="utf-8")

    accepted = run(main, ["rules", "accept", "godzilla", "ja", spec["version"], "--yes"])
    assert accepted.exit_code == 0, accepted.output
    # the reviewed JP/EN rows follow the renumbering: JP 11 is now EN 9, JP 11.4.2 is 12.4.2
    table = (root / "alignment" / "godzilla-ja-en.toml").read_text(encoding="utf-8")
    assert "\n11 = 9\n" in table and 'ja = "12.4.2"' in table and "\n9 = " not in table
    assert 'ja = ["13.7", "13.8", "13.9"]' in reviewed.read_text(encoding="utf-8")
    served_from.refresh()
    rulings = run(main, ["rulings", "check", "--no-scenarios"])
    assert rulings.exit_code == 1
    assert ("written against Godzilla CR JP 1.04; in 1.05-derived: 8.6.2 (edited)"
            in rulings.output)
    assert re.search(r"GZ-002: cites ja/10\.4\.3\.1, which godzilla/ja does not have \(written "
                     r"against Godzilla CR JP 1\.04; in 1\.05-derived: 10\.4\.3\.1 → 11\.4\.3\.1 "
                     r"\(renumbered\)\)", rulings.output)
    client = create_app({"TESTING": True}).test_client()
    assert "2回まで" in client.get("/godzilla/ja/8.6.2").get_data(as_text=True)
    # the permanent link shows the newest, still paired with its English counterpart
    newest = client.get("/godzilla/ja/11.4.3").get_data(as_text=True)
    assert 'href="/godzilla/en/9.4.3"' in newest
    # a citation of 1.04 still opens 1.04's text
    jump = client.get("/go?q=Godzilla CR JP 1.04 §8.6.2")
    assert jump.headers["Location"].endswith("/godzilla/ja/1.04/8.6.2")
    old = client.get("/godzilla/ja/1.04/8.6.2").get_data(as_text=True)
    assert "1回のみ" in old and "In 1.05-derived:" in old and "(text changed)" in old
    moved = client.get("/godzilla/ja/1.04/10.4.3").get_data(as_text=True)
    assert 'href="/godzilla/ja/11.4.3"' in moved and "renumbered" in moved
    assert "(same text)" in moved
    history = client.get("/godzilla/ja/11.4.3/history").get_data(as_text=True)
    assert 'href="/godzilla/ja/1.04/10.4.3"' in history
    toc = client.get("/godzilla/ja/").get_data(as_text=True)
    assert 'href="/godzilla/ja/1.04/"' in toc and 'href="/godzilla/ja/diff/1.04/1.05-derived"' in toc
    # an older version's contents keep every link in that version
    old_toc = client.get("/godzilla/ja/1.04/").get_data(as_text=True)
    assert 'href="/godzilla/ja/1.04/10.4.3"' in old_toc and 'href="/godzilla/ja/10.4.3"' not in old_toc
    assert "(shown)" in old_toc and 'href="/godzilla/ja/1.05-derived/"' in old_toc
    assert client.get("/godzilla/ja/0.99/").status_code == 404
    assert client.get("/godzilla/ja/11.4.3/").headers["Location"] == "/godzilla/ja/11.4.3"
    pinned_api = client.get("/api/godzilla/ja/1.04/8.6.2").get_json()
    assert pinned_api["version"] == "1.04" and "1回のみ" in pinned_api["text"]
    assert client.get("/api/godzilla/ja/8.6.2").get_json()["version"] == "1.05-derived"
    assert client.get("/api/godzilla/ja/0.99/8.6.2").status_code == 404
    listed = {(d["game"], d["lang"]): d for d in client.get("/api/documents").get_json()}
    assert listed["godzilla", "ja"]["versions"] == ["1.04", "1.05-derived"]
    changes = client.get("/godzilla/ja/diff/1.04/1.05-derived").get_data(as_text=True)
    assert "<del>1</del><ins>2</ins>" in changes


def test_bad_additions_are_refused_with_the_reason(tmp_path, served_from):
    root = tmp_path / "rules_text"
    shutil.copytree(RULES_TEXT / "godzilla-ja", root / "godzilla-ja")
    served_from(root)
    seed = tmp_path / "new.txt"
    seed.write_text("1. x\n", encoding="utf-8")
    run = CliRunner().invoke
    bad_date = run(main, ["rules", "add", str(seed), "--game", "godzilla", "--lang", "ja",
                          "--version", "1.05", "--date", "yesterday"])
    assert bad_date.exit_code == 2 and "YYYY-MM-DD" in bad_date.output
    again = run(main, ["rules", "add", str(seed), "--game", "godzilla", "--lang", "ja",
                       "--version", "1.04", "--date", "2026-01-01"])
    assert again.exit_code == 2 and "already has a version 1.04" in again.output
    unreadable = tmp_path / "binary.txt"
    unreadable.write_bytes(b"\xff\xfe\x00")
    binary = run(main, ["rules", "add", str(unreadable), "--game", "godzilla", "--lang", "ja",
                        "--version", "1.05", "--date", "2026-09-01"])
    assert binary.exit_code == 2 and "cannot be read as UTF-8" in binary.output
    not_rules = run(main, ["rules", "add", str(seed), "--game", "godzilla", "--lang", "ja",
                           "--version", "1.05", "--date", "2026-09-01"])
    assert not_rules.exit_code == 1 and "cannot be read as godzilla/ja" in not_rules.output
    assert not (root / "godzilla-ja" / "1.05").exists()  # nothing half-staged is left
    unknown = run(main, ["rules", "accept", "godzilla", "ja", "9.99", "--yes"])
    assert unknown.exit_code == 2 and "no version '9.99'" in unknown.output
    published = run(main, ["rules", "accept", "godzilla", "ja", "1.04", "--yes"])
    assert published.exit_code == 2 and "already published" in published.output


def test_an_earlier_version_is_kept_for_citations_without_replacing_the_newest(tmp_path, served_from):
    root = tmp_path / "rules_text"
    shutil.copytree(RULES_TEXT / "godzilla-ja", root / "godzilla-ja")
    served_from(root)
    seed = derived_versions.write(RECIPE, tmp_path)
    run = CliRunner().invoke
    assert run(main, ["rules", "add", str(seed), "--game", "godzilla", "--lang", "ja",
                      "--version", "1.03-derived", "--date", "2025-12-01"]).exit_code == 0
    assert "an earlier version than 1.04" in run(main, ["rules", "check", "--summary"]).output
    accepted = run(main, ["rules", "accept", "godzilla", "ja", "1.03-derived", "--yes"])
    assert "the newest version served is 1.04" in accepted.output
    lib = library_module.library()
    assert [d.version for d in lib.versions("godzilla/ja")] == ["1.03-derived", "1.04"]
    from judgekit.web import create_app
    client = create_app({"TESTING": True}).test_client()
    old = client.get("/godzilla/ja/1.03-derived/11.4.3").get_data(as_text=True)
    assert "In 1.04:" in old and 'href="/godzilla/ja/10.4.3"' in old


def test_long_sibling_lists_are_aligned_within_a_budget():
    from judgekit.rules.matching import ALIGN_BUDGET, SameLanguage
    from judgekit.rules.model import Document, Section

    size = int(ALIGN_BUDGET ** 0.5) + 10

    def flat(word: str) -> Document:
        doc = Document("x", "ja", "x", "1", "2020-01-01", "x.txt", "x")
        for i in range(1, size + 1):
            doc.sections[str(i)] = Section(str(i), None, f"{word}{i}番の規則です。", i)
        return doc

    a, b = flat("第"), flat("第")
    same = match(a, b, SameLanguage(a, b))
    assert len(same.pairs) == size and not same.limits  # identical texts anchor at once
    old, new = flat("第"), flat("新第")  # every text edited: nothing to anchor on
    found = match(old, new, SameLanguage(old, new))
    assert len(found.pairs) == size and found.new_of("17") == "17"
    assert found.limits == [f"{size} × {size} changed sections under one heading exceed "
                            f"ALIGN_BUDGET ({ALIGN_BUDGET}): they were paired by number only"]
