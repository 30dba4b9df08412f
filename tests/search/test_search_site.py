"""The search page, the search API and `judgekit search` give the same answers."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

JUDGEKIT = Path(sys.executable).parent / "judgekit"


def test_api_answers_with_the_documented_shape(client):
    data = client.get("/api/search?q=リシャッフル&game=godzilla&lang=ja&limit=3").get_json()
    assert data["query"] == "リシャッフル" and 1 <= len(data["hits"]) <= 3
    hit = data["hits"][0]
    assert set(hit) == {"game", "lang", "number", "title", "snippet", "score", "url", "kind"}
    assert hit["kind"] == "rule" and isinstance(data["rulings"], list)
    assert hit["game"] == "godzilla" and hit["lang"] == "ja"
    assert hit["url"] == f"/godzilla/ja/{hit['number']}" and "<mark>" in hit["snippet"]


@pytest.mark.parametrize("args, message", [
    ("q=x&limit=abc", "limit must be a whole number"),
    ("q=x&limit=0", "limit must be between 1 and 100"),
    ("q=x&game=pokemon", "unknown game 'pokemon'"),
    ("q=x&game=moncolle&lang=en", "unknown language 'en' for moncolle"),
])
def test_api_refuses_bad_parameters_with_400_and_a_reason(client, args, message):
    resp = client.get(f"/api/search?{args}")
    assert resp.status_code == 400 and message in resp.get_json()["error"]


@pytest.mark.parametrize("q", ['AND ( " *', "", "%", "x" * 5000, "<b>", "\u200b"])
def test_api_never_fails_on_odd_text(client, q):
    resp = client.get("/api/search", query_string={"q": q})
    assert resp.status_code == 200
    assert resp.get_json()["hits"] or resp.get_json()["message"]


def test_search_page_lists_hits_with_links_and_highlights(client):
    page = client.get("/search", query_string={"q": "進攻は1ターンに何回できる？", "game": "godzilla"})
    html = page.get_data(as_text=True)
    assert page.status_code == 200
    assert 'href="/godzilla/ja/8.6.2"' in html and "<mark>" in html
    assert '<option selected>godzilla</option>' in html  # the filter stays chosen


def test_search_page_jumps_to_a_numbered_section(client):
    resp = client.get("/search?q=godzilla+en+9.4")
    assert resp.status_code == 302 and resp.headers["Location"].endswith("/godzilla/en/9.4")


def test_search_page_shows_a_bad_filter_as_a_message_not_a_crash(client):
    resp = client.get("/search?q=x&lang=fr")
    assert resp.status_code == 400 and "unknown language" in resp.get_data(as_text=True)


def test_home_page_has_a_search_box(client):
    html = client.get("/").get_data(as_text=True)
    assert 'action="/search"' in html and 'id="home-q"' in html


def test_cli_search_prints_hits_and_json():
    out = subprocess.run([JUDGEKIT, "search", "reshuffle", "--lang", "en", "--limit", "2"],
                         capture_output=True, text=True, check=True).stdout
    assert "\n 1. godzilla/en §" in f"\n{out}" and "eshuffl" in out  # rulings, if any, above
    data = json.loads(subprocess.run([JUDGEKIT, "search", "9-2-1", "--json"],
                                     capture_output=True, text=True, check=True).stdout)
    assert data["jump"] == "/moncolle/ja/9-2-1"


def test_cli_search_with_an_unknown_game_exits_2():
    proc = subprocess.run([JUDGEKIT, "search", "x", "--game", "pokemon"], capture_output=True, text=True)
    assert proc.returncode == 2 and "unknown game 'pokemon'" in proc.stderr


def test_cli_index_rebuilds_and_reports(tmp_path):
    proc = subprocess.run([JUDGEKIT, "index"], capture_output=True, text=True,
                          env={"JUDGEKIT_CACHE": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("indexed ") and str(tmp_path) in proc.stdout


def test_scenarios_that_replay_the_question_are_among_the_results(client):
    """A judge asking about standby order finds the scenario that plays it out, on the page
    and in the API, named by its Scenario: line and linked to its page."""
    order = "/scenarios/ch10/check_timing.feature/"
    page = client.get("/search?q=standby+abilities+order").get_data(as_text=True)
    block = page.split('<section class="scenarios">', 1)[1].split("</section>", 1)[0]
    assert f'href="{order}' in block and "the player chooses the order" in block
    assert page.index('class="scenarios"') < page.index("<h2>Sections</h2>")

    data = client.get("/api/search?q=standby+abilities+order").get_json()
    assert any(h["kind"] == "scenario" and h["url"].startswith(order) for h in data["scenarios"])
    assert all(client.get(h["url"]).status_code == 200 for h in data["scenarios"])
    # scenarios (and cards) are Godzilla's: another game's search has none (an empty filter
    # once let every document through)
    other = client.get("/api/search?q=standby+abilities+order&game=moncolle").get_json()
    assert other["scenarios"] == [] and other["cards"] == []
