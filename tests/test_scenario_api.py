"""POST /api/scenarios/run: a .feature text answered with what `judgekit scenario run --json`
prints for it, every run bounded, every bad body a clear answer."""

import json
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from judgekit.cli import main
from judgekit.web.api import MAX_FEATURE, RUN_FILE

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
FEATURES = sorted(SCENARIOS.rglob("*.feature"))
PLAIN = "text/plain; charset=utf-8"
LOOP = SCENARIOS / "ch01" / "forced_loops.feature"


def post(client, body: str | bytes, content_type: str = PLAIN):
    data = body.encode("utf-8") if isinstance(body, str) else body
    return client.post("/api/scenarios/run", data=data, content_type=content_type)


def cli_json(*args: str) -> list[dict]:
    result = CliRunner().invoke(main, ["scenario", "run", "--json", *args])
    return json.loads(result.stdout)


@pytest.fixture(scope="module")
def cli_results() -> dict[str, list[dict]]:
    """Every scenario of scenarios/ run once by the CLI (about a second), by file."""
    by_file: dict[str, list[dict]] = {}
    for result in cli_json(str(SCENARIOS)):
        by_file.setdefault(result["file"], []).append(result)
    return by_file


def test_every_file_of_scenarios_is_answered_with_the_cli_json(client, cli_results):
    assert len(FEATURES) > 40 and set(cli_results) == {str(f) for f in FEATURES}
    for feature in FEATURES:
        answer = post(client, feature.read_text(encoding="utf-8"))
        assert answer.status_code == 200 and answer.is_json
        got = [(r["line"], r["name"], r["status"]) for r in answer.get_json()]
        assert got == [(r["line"], r["name"], r["status"]) for r in cli_results[str(feature)]], feature
        # and the whole answer, trace and explored outcomes too, but for the file's name
        expected = json.loads(json.dumps(cli_results[str(feature)]).replace(str(feature), RUN_FILE))
        assert answer.get_json() == expected, feature


def test_a_refused_action_in_the_answer_names_the_rule_that_refused_it(client, cli_results):
    feature = SCENARIOS / "ch08" / "restrictions.feature"
    expected = json.loads(json.dumps(cli_results[str(feature)]).replace(str(feature), RUN_FILE))
    answer = post(client, feature.read_text(encoding="utf-8")).get_json()
    assert answer == expected
    refused = [s for r in answer for s in r["trace"] if s["kind"] == "refused"]
    assert refused and all(s["rules"] for s in refused)  # the rule that refused, in the trace


@pytest.mark.parametrize("body, where", [
    ("hello\nworld\n", f"{RUN_FILE}:2: expected"),
    ("", f"{RUN_FILE}:1: no Feature in the file"),
    ("Feature: x\n  Scenario: y\n    Given player A frobs the table\n", f"{RUN_FILE}:3: unknown phrase"),
    ("Feature: x\n  Scenario: y\n", f"{RUN_FILE}:2: scenario 'y' has no steps"),
])
def test_a_body_that_is_not_a_feature_is_one_invalid_result_naming_file_and_line(client, body, where):
    answer = post(client, body)
    assert answer.status_code == 200
    [result] = answer.get_json()
    assert result["status"] == "error" and result["message"].startswith(where), result
    assert "Traceback" not in answer.get_data(as_text=True)


def test_an_invalid_file_is_in_the_cli_json_as_the_api_answers_it(tmp_path, client):
    text = "hello\nworld\n"
    path = tmp_path / RUN_FILE
    path.write_text(text, encoding="utf-8")
    [from_cli] = cli_json(str(path))
    assert json.loads(json.dumps(from_cli).replace(str(path), RUN_FILE)) == post(client, text).get_json()[0]


def test_a_body_over_256_kb_is_a_413_before_anything_runs(client):
    answer = post(client, "#" * (MAX_FEATURE + 1))
    assert answer.status_code == 413 and answer.is_json
    assert "256 KB" in answer.get_json()["error"]
    assert post(client, "#" * MAX_FEATURE).status_code == 200  # the limit itself is allowed


def test_a_body_that_is_not_utf8_is_a_400_saying_so(client):
    answer = post(client, "Feature: 試合\n".encode("shift_jis"))
    assert answer.status_code == 400 and "not UTF-8" in answer.get_json()["error"]


def test_a_looping_body_stops_at_the_step_budget_and_says_which(client, monkeypatch):
    import judgekit.engine.game as engine_game

    monkeypatch.setattr(engine_game, "FORCED_REPEATS", 10**9)  # only the budget can stop it now
    answer = post(client, LOOP.read_text(encoding="utf-8"))
    assert answer.status_code == 200
    stopped = [r for r in answer.get_json() if "went past its budget of" in r["message"]]
    assert stopped and all(r["status"] == "failed" for r in stopped)
    assert stopped[0]["message"].startswith(f"{RUN_FILE}:")


def test_every_run_has_a_wall_time_budget_that_names_itself(client, monkeypatch):
    monkeypatch.setattr("judgekit.web.api.RUN_SECONDS", 0.0)  # any run is over at once
    answer = post(client, (SCENARIOS / "ch08" / "restrictions.feature").read_text(encoding="utf-8"))
    results = answer.get_json()
    assert answer.status_code == 200 and results
    assert all(r["status"] == "failed" and "budget of seconds (0 s of wall time)" in r["message"]
               for r in results), [r["message"] for r in results]


def test_the_runner_is_rate_limited_and_gated_like_search():
    from judgekit.web import create_app

    app = create_app({"TESTING": True, "RATE_LIMIT": (1.0, 2)})
    client = app.test_client()
    body = LOOP.read_text(encoding="utf-8")
    assert [post(client, body).status_code for _ in range(3)] == [200, 200, 429]

    app = create_app({"TESTING": True})
    client = app.test_client()
    app.extensions["search_gate"].wait = 0.1  # how long a request waits for a slot
    while app.extensions["search_gate"].enter() is not None:  # every slot held by other runs
        pass
    busy = post(client, body)
    assert busy.status_code == 503 and busy.headers["Retry-After"] == "1"
    assert "scenario runner is busy" in busy.get_json()["error"]
    assert client.get("/godzilla/ja/10.4.3").status_code == 200



@pytest.mark.parametrize("body, where", [
    ("Feature: nothing to run\n", f"{RUN_FILE}:1: the Feature has no Scenario"),
    ("Feature: x\x00\n", f"{RUN_FILE}:1: the Feature has no Scenario"),
])
def test_a_feature_without_scenarios_is_invalid_not_an_empty_answer(client, body, where):
    [result] = post(client, body).get_json()
    assert result["status"] == "error" and result["message"].startswith(where), result


def test_a_byte_order_mark_is_read_as_the_editor_meant(client, cli_results):
    feature = SCENARIOS / "ch10" / "check_timing.feature"
    answer = post(client, "\ufeff" + feature.read_text(encoding="utf-8")).get_json()
    assert [r["status"] for r in answer] == [r["status"] for r in cli_results[str(feature)]]


def test_a_body_without_content_length_is_bounded_too(client):
    """A chunked upload (no Content-Length) is cut at the same 256 KB."""
    import io

    def chunked(data: bytes):
        return client.post("/api/scenarios/run", input_stream=io.BytesIO(data),
                           headers={"Content-Type": PLAIN, "Transfer-Encoding": "chunked"},
                           environ_overrides={"wsgi.input_terminated": True})
    assert chunked(b"#" * (MAX_FEATURE + 1)).status_code == 413
    ok = chunked(LOOP.read_bytes())
    assert ok.status_code == 200 and ok.get_json()[0]["file"] == RUN_FILE


def test_a_get_is_told_to_post(client):
    answer = client.get("/api/scenarios/run")
    assert answer.status_code == 405 and answer.headers["Allow"] == "POST"
    assert "POST a .feature text" in answer.get_json()["error"]


def test_a_body_of_many_slow_scenarios_ends_at_its_wall_time_and_the_worker_answers_on(client, monkeypatch):
    """Just under 256 KB of scenarios that explore every ordering (~0.1 s each, ~20 s in all):
    the request ends soon after its wall-time budget, the runs past it failed naming it, and
    the next request is answered."""
    monkeypatch.setattr("judgekit.web.api.RUN_SECONDS", 1.0)
    text = (SCENARIOS / "ch05" / "cards_appearing_together.feature").read_text(encoding="utf-8")
    scenarios = text[text.index("  @rule"):]
    body = text + scenarios * ((MAX_FEATURE - len(text.encode())) // len(scenarios.encode()))
    start = time.monotonic()
    results = post(client, body).get_json()
    assert time.monotonic() - start < 4  # 1 s, then at most one step's run
    late = [r for r in results if "budget of seconds (1 s of wall time)" in r["message"]]
    assert len(results) > 100 and len(late) > len(results) / 2
    assert all(r["status"] == "failed" for r in late)
    assert post(client, text).get_json()[0]["status"] == "passed"
