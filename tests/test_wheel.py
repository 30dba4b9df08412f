"""The wheel carries everything the site needs: installed outside the checkout, it serves
every kind of page (the rule documents, templates, static files, rulings, cards, scenarios)."""

import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from urllib.parse import quote

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGED = ("pyproject.toml", "README.md", "judgekit", "rules_text", "templates", "scenarios")
# one worker builds it once under pytest -n auto --dist loadgroup
pytestmark = pytest.mark.xdist_group("wheel")


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A fresh venv outside the checkout with only the wheel installed (its dependencies are
    this environment's, reached through a .pth file, so no network is needed)."""
    tmp = tmp_path_factory.mktemp("wheel")
    source = tmp / "source"  # a copy, so the build leaves nothing in the checkout
    source.mkdir()
    for name in PACKAGED:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, symlinks=True,
                            ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(ROOT / name, source / name)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--no-input"]
    subprocess.run([*pip, "wheel", ".", "--no-deps", "--no-build-isolation", "--no-index", "-q",
                    "-w", tmp / "dist"], cwd=source, check=True, capture_output=True)
    [wheel] = (tmp / "dist").glob("judgekit-*.whl")
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", venv], check=True)
    python = venv / "bin" / "python"
    site = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    Path(site, "judgekit-deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run([*pip, "--python", python, "install", "--no-deps", "--no-index", "-q", wheel],
                   check=True, capture_output=True)
    shutil.rmtree(source)
    return venv


def test_the_installed_package_reads_its_own_copy_of_the_data(installed, tmp_path):
    found = subprocess.run([installed / "bin" / "python", "-c",
                            "import judgekit, judgekit.resources as r; print(judgekit.__file__); "
                            "print(r.RULES_TEXT); print(r.TEMPLATES); print(r.SCENARIOS)"],
                           cwd=tmp_path, capture_output=True, text=True, check=True).stdout.split()
    for path in map(Path, found):
        assert path.is_relative_to(installed) and path.exists(), path
    # every file of the checkout's data folders, and the pack's own static files
    for folder, copy in zip(("rules_text", "templates", "scenarios"), found[1:]):
        mine = {p.relative_to(ROOT / folder) for p in (ROOT / folder).rglob("[!.]*") if p.is_file()
                and "__pycache__" not in p.parts}  # not .gitkeep
        assert mine and mine <= {p.relative_to(copy) for p in Path(copy).rglob("*") if p.is_file()}
    static = Path(found[0]).parent / "web" / "static"
    assert {p.name for p in (ROOT / "judgekit" / "web" / "static").iterdir()} <= {p.name for p in static.iterdir()}


def test_a_first_start_from_the_wheel_serves_every_kind_of_page(installed, serve, tmp_path):
    served = serve("--workers", "1", exe=installed / "bin" / "judgekit", cwd=tmp_path,
                   env={"JUDGEKIT_CACHE": str(tmp_path / "cache")}).wait(180)
    said = served.stderr.read_text()
    # a newcomer sees what it is doing while the index builds, and the address once it listens
    assert said.index("reading the rule documents") < said.index("building the search index") \
        < said.index("Listening at")
    assert f"serving on {served.url}/" in served.stdout.read_text()

    assert "Godzilla CR JP 1.04 §10.4.3" in served.get("/godzilla/ja/10.4.3")
    assert "/godzilla/ja/8.6.2" in served.get("/search?q=" + quote("進攻は1ターンに何回できる？"))
    assert "site.css" in served.get("/") and "body" in served.get("/static/site.css")
    card = served.get("/cards/BP01-012")
    assert "BP01-012" in card
    listing = served.get("/scenarios")
    first = re.search(r'href="(/scenarios/[^"]+/\d+)"', listing)[1]
    assert "passed" in served.get(first)
