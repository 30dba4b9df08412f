"""`judgekit rulings`: what a maintainer runs after a rules update."""

import subprocess
import sys
from pathlib import Path

JUDGEKIT = Path(sys.executable).parent / "judgekit"


def judgekit(*args):
    return subprocess.run([str(JUDGEKIT), "rulings", *args], capture_output=True, text=True, timeout=120)


def test_the_projects_rulings_check_clean():
    done = judgekit("check")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "need review; 0 with errors" in done.stdout and " 0 need review" in done.stdout


def test_check_then_accept_then_check(tmp_path):
    ruling = tmp_path / "GZ-901-test.md"
    ruling.write_text('+++\nid = "GZ-901"\ngame = "godzilla"\nlang = "en"\nquestion = "q?"\n'
                      'date = 2026-11-22\nsource = "test"\nstatus = "draft"\n+++\nSee 8.6.2.\n',
                      encoding="utf-8")
    (tmp_path / "GZ-902-broken.md").write_text("no header\n", encoding="utf-8")
    done = judgekit("check", "--folder", str(tmp_path))
    assert done.returncode == 1
    assert f"ERROR {tmp_path / 'GZ-902-broken.md'}:1:" in done.stdout
    assert f"{ruling}:10: GZ-901: the answer names ja/8.6.2" in done.stdout
    accepted = judgekit("accept", "GZ-901", "--folder", str(tmp_path))
    assert accepted.returncode == 0 and "recorded 1 cited sections (ja/8.6.2)" in accepted.stdout
    (tmp_path / "GZ-902-broken.md").unlink()
    assert judgekit("check", "--folder", str(tmp_path)).returncode == 0


def test_accepting_an_unknown_ruling_is_a_bad_request(tmp_path):
    done = judgekit("accept", "GZ-999", "--folder", str(tmp_path))
    assert done.returncode == 2 and "no ruling GZ-999" in done.stderr
