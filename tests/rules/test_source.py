"""The documents as data: manifests, unchanged seeds and errata."""

import hashlib
import shutil

import pytest

from judgekit.rules.library import load_library
from judgekit.rules.source import RULES_TEXT, SourceError, manifests, read_lines

SEEDS = RULES_TEXT.parent.parent / "shared" / "seeds"


def test_every_manifest_names_an_unchanged_seed():
    found = manifests()
    assert {m.key for m in found} == {"godzilla/ja", "godzilla/en", "vanguard/ja",
                                      "moncolle/ja", "indie/ja"}
    for m in found:
        assert hashlib.sha256(m.source_path.read_bytes()).hexdigest() == m.sha256
        if SEEDS.exists():
            assert m.source_path.read_bytes() == (SEEDS / m.source).read_bytes()


def copy_doc(tmp_path, name="godzilla-en"):
    shutil.copytree(RULES_TEXT / name, tmp_path / name)
    return tmp_path / name


def test_an_edited_seed_is_refused(tmp_path):
    folder = copy_doc(tmp_path)
    seed = next(folder.glob("*.txt"))
    seed.write_text(seed.read_text(encoding="utf-8") + "extra", encoding="utf-8")
    with pytest.raises(SourceError, match="SHA-256"):
        load_library(tmp_path)


def test_a_stale_erratum_is_refused(tmp_path):
    folder = copy_doc(tmp_path)
    (folder / "errata.toml").write_text(
        '[[fix]]\nline = 1\nfind = "not there"\nreplace = "x"\nreason = "test"\n')
    with pytest.raises(SourceError, match="line 1 does not contain"):
        read_lines(manifests(tmp_path)[0])


def test_a_broken_manifest_names_the_file(tmp_path):
    folder = copy_doc(tmp_path)
    (folder / "document.toml").write_text('game = "godzilla"\n')
    with pytest.raises(SourceError, match="missing lang"):
        manifests(tmp_path)
