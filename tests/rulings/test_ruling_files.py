"""Ruling files: what reads, and for what does not, a message naming the file and line."""

import pytest

from judgekit.rulings import read_all
from judgekit.rulings.loader import RulingError, read_ruling

GOOD = '''+++
id = "GZ-901"
game = "godzilla"
lang = "en"
question = "Can I invade twice?"
also_asked = ["進攻は2回できる？"]
date = 2026-11-22
source = "test"
status = "draft"
cards = ["BP01-012"]
tags = ["invasion"]

[cites]
"ja/8.6.2" = ""
+++
No (8.6.2).
'''


def write(tmp_path, text, name="GZ-901-test.md"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_good_ruling_reads_with_every_field(tmp_path):
    r = read_ruling(write(tmp_path, GOOD), {"godzilla": "ja"})
    assert (r.id, r.game, r.lang, r.rules, r.status, r.date) == (
        "GZ-901", "godzilla", "en", "ja", "draft", "2026-11-22")
    assert r.also_asked == ("進攻は2回できる？",) and r.cards == ("BP01-012",)
    assert [c.key for c in r.cites] == ["ja/8.6.2"] and r.cites[0].hash == ""
    assert r.answer == "No (8.6.2)." and r.answer_line == 16


@pytest.mark.parametrize("change, line, words", [
    (lambda t: t.replace("+++\nid", "id", 1), 1, "starts with a '+++' line"),
    (lambda t: t.replace("+++\nNo", "No", 1), 1, "never closed"),
    (lambda t: t.replace('lang = "en"', 'lang = en'), 4, "not valid TOML"),
    (lambda t: t.replace('source = "test"', 'source = "test"\nsauce = "x"'), 9, "unknown header field 'sauce'"),
    (lambda t: t.replace('question = "Can I invade twice?"\n', ''), 1, "has no question"),
    (lambda t: t.replace('"GZ-901"', '"ruling one"'), 2, "not of the form GZ-001"),
    (lambda t: t.replace('"draft"', '"final"'), 9, "status 'final' is not one of"),
    (lambda t: t.replace("2026-11-22", '"yesterday"'), 7, "date must be a day"),
    (lambda t: t.replace('"ja/8.6.2"', '"8.6.2"'), 14, "must be written \"ja/10.4.3\""),
    (lambda t: t.replace('cards = ["BP01-012"]', 'cards = "BP01-012"'), 10, "must be a list of strings"),
    (lambda t: t.replace("No (8.6.2).\n", ""), 16, "has no answer"),
])
def test_a_bad_file_names_its_line_and_what_is_wrong(tmp_path, change, line, words):
    path = write(tmp_path, change(GOOD))
    with pytest.raises(RulingError) as exc:
        read_ruling(path)
    assert str(exc.value).startswith(f"{path}:{line}: ") and words in str(exc.value)


def test_the_file_name_carries_the_id(tmp_path):
    with pytest.raises(RulingError, match="file name must start with the id 'GZ-901'"):
        read_ruling(write(tmp_path, GOOD, "invasion.md"))


def test_a_folder_keeps_the_good_rulings_and_reports_the_bad_and_duplicates(tmp_path):
    write(tmp_path, GOOD)
    write(tmp_path, GOOD, "GZ-901-again.md")
    write(tmp_path, "no header", "GZ-902-broken.md")
    found = read_all(tmp_path)
    assert list(found.by_id) == ["GZ-901"]
    messages = sorted(str(e) for e in found.errors)
    assert len(messages) == 2
    assert any("GZ-902-broken.md:1:" in m for m in messages)
    assert any("id GZ-901 is already used" in m for m in messages)
