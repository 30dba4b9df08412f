"""The engine's and the card-text grammar's modules keep their type hints (mypy, the files
pyproject.toml names)."""

from pathlib import Path

from mypy import api


def test_mypy_finds_no_error_in_the_checked_modules(monkeypatch):
    root = Path(__file__).resolve().parents[2]
    monkeypatch.chdir(root)  # the files are named from the project's root
    out, err, status = api.run(["--config-file", str(root / "pyproject.toml"), "--cache-dir",
                                str(root / ".cache" / "mypy")])
    assert status == 0, out + err
