"""Every error class of the scenario language, as a readable file in scenarios/errors/."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

JUDGEKIT = Path(sys.executable).parent / "judgekit"
ERRORS = Path(__file__).resolve().parents[2] / "scenarios" / "errors"
FILES = sorted(ERRORS.glob("*.feature.txt"))


def test_there_is_a_file_for_each_error_class():
    names = {f.name.removesuffix(".feature.txt") for f in FILES}
    assert {"unknown-phrase", "no-invading-monster", "bad-card-table", "gherkin-syntax",
            "illegal-action", "wrong-outcome", "unused-answer", "no-steps"} <= names


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_each_error_file_exits_and_says_what_its_first_line_promises(path):
    expect = re.match(r"# expect: exit (\d) — (.+)", path.read_text(encoding="utf-8").splitlines()[0])
    code, message = int(expect[1]), expect[2]
    proc = subprocess.run([JUDGEKIT, "scenario", "run", str(path)], capture_output=True, text=True)
    out = proc.stdout + proc.stderr
    assert proc.returncode == code, out
    assert message in out and str(path) in out  # names the file
