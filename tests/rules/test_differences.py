"""The reviewed JP 1.04 ↔ EN 1.00 differences: complete, valid, and checked on load."""

import pytest

from judgekit.rules.alignment import alignments
from judgekit.rules.differences import differences_for, load_differences
from judgekit.rules.source import SourceError


@pytest.fixture(scope="module")
def diffs():
    return differences_for("godzilla")


def test_every_section_without_counterpart_is_explained_by_a_difference(lib, diffs):
    """A rules update that adds a section fails here until someone reviews it."""
    al = next(a for a in alignments() if a.left == "godzilla/ja")
    unexplained = []
    for pair in al.pairs:
        if pair.left and pair.right:
            continue
        key, number = (al.left, pair.left) if pair.left else (al.right, pair.right)
        touching = diffs.touching(lib.documents[key], number)
        if not any(d.kind.startswith("only-") or d.kind == "numbering" for d in touching):
            unexplained.append(f"{key} {number}")
    assert unexplained == []


def test_issue_examples_are_reviewed_with_both_sides(lib, diffs, ja, en):
    before = diffs.touching(ja, "4.4.5.3")
    assert [d.kind for d in before] == ["meaning"]
    assert before[0].sections("godzilla/en") == ("4.4.5.3",)
    once = diffs.touching(ja, "8.5.2")
    assert once and once[0].kind == "only-ja" and once[0].sections("godzilla/en") == ()
    assert "only-en" in [d.kind for d in diffs.touching(en, "9.6.7.1")]
    # a sub-clause inherits the difference of the section it lies under
    assert diffs.touching(ja, "9.1.4.2")[0].topic == "Tokens"


def test_each_entry_has_a_sentence_and_a_unique_anchor(diffs):
    assert len(diffs.entries) >= 15
    assert all(d.why.endswith(".") and len(d.why) > 40 for d in diffs.entries)
    anchors = [d.anchor for d in diffs.entries]
    assert len(anchors) == len(set(anchors))


@pytest.mark.parametrize("entry, error", [
    ('kind = "meaning"\ntopic = "t"\nja = ["99.9"]\nwhy = "w"', "has no section 99.9"),
    ('kind = "odd"\ntopic = "t"\nja = ["1"]\nwhy = "w"', "kind must be one of"),
    ('kind = "meaning"\ntopic = "t"\nwhy = "w"', "names no section"),
    ('kind = "meaning"\ntopic = "t"\nja = ["1"]', "needs a topic and a sentence"),
])
def test_a_bad_entry_is_refused_naming_file_and_entry(tmp_path, lib, entry, error):
    path = tmp_path / "godzilla-ja-en.toml"
    path.write_text(f'left = "godzilla/ja"\nright = "godzilla/en"\n[[difference]]\n{entry}\n',
                    encoding="utf-8")
    with pytest.raises(SourceError, match=error) as info:
        load_differences(path, lib)
    assert str(path) in str(info.value) and "difference 1" in str(info.value)
