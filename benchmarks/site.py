"""How fast the rules site answers: in-process render times and gunicorn under load.

    .venv/bin/python benchmarks/site.py [--seconds 5] [--clients 8]

Prints (one run, this machine):
- the median time to render a section page and its API response in-process
  (Flask test client, no network), over a few hundred requests;
- the median time of ``POST /api/scenarios/run`` in-process for a typical
  scenario (one scenario with its Feature's Background: a card table, a board,
  an action, a standby-order decision, a checked trace), as a judge's board posts it;
- requests per second with ``--clients`` concurrent clients against the site
  served by ``judgekit serve`` (gunicorn, its default workers and threads),
  beside the same page's bytes served as a static file by the same gunicorn
  configuration, and the ratio of the two;
- the search page's requests per second under the same load, each client
  asking the 48 questions of ``tests/search/questions.toml`` in turn after a
  warm-up round of the same (so the workers answer them from their cache of
  answers, where there is one), and again
  with every request a text not asked before (the question with one of 42 endings of one
  or two marks, "?", "？!", …: the same search, but not an answer the cache holds, and at
  most two characters longer, so the search gate sees about the question's own length).

The site runs as ``judgekit serve`` runs it (gunicorn, its workers, threads, limits and
search gate), but without the per-client rate limit: the clients stand for many people
while they all send from 127.0.0.1, and the limiter would answer most of them 429.
"""

from __future__ import annotations

import argparse
import http.client
import multiprocessing
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path
from urllib.parse import urlencode

PAGE = "/godzilla/ja/10.4.3"
API = "/api/godzilla/ja/10.4.3"
QUESTIONS = Path(__file__).resolve().parents[1] / "tests" / "search" / "questions.toml"
TYPICAL_SCENARIO = (QUESTIONS.parents[2] / "scenarios" / "ch10" / "check_timing.feature",
                    "With two standby abilities, the player chooses the order")


MARKS = ("?", "？", "!", "！", ".", "。")
ENDINGS = ["", *MARKS, *(a + b for a in MARKS for b in MARKS)]  # a new text, the same search


def search_pages(variants: int = 1) -> list[str]:
    """The search page for every question of the recall test, as a player would ask it;
    with ``variants`` > 1, also each with other endings (the same search, a new text)."""
    questions = tomllib.loads(QUESTIONS.read_text(encoding="utf-8"))["q"]
    return ["/search?" + urlencode({"q": q["ask"] + ending,
                                    **({"game": q["game"]} if "game" in q else {})})
            for ending in ENDINGS[:variants] for q in questions]


def median_ms(client, path: str, repeat: int) -> float:
    client.get(path)  # warm the caches a real server would have warm
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        resp = client.get(path)
        times.append(time.perf_counter() - start)
        assert resp.status_code == 200, (path, resp.status_code)
    return statistics.median(times) * 1000


def median_cpu_ms_over(client, paths: list[str]) -> float:
    """The median CPU time of the thread rendering each of ``paths`` once (steadier than wall
    time on a shared machine)."""
    times = []
    for path in paths:
        start = time.thread_time()
        resp = client.get(path)
        resp.close()  # ends the request: a search holding a gate slot leaves it
        times.append(time.thread_time() - start)
        assert resp.status_code == 200, (path, resp.status_code)
    return statistics.median(times) * 1000


def one_scenario(path: Path, name: str) -> str:
    """The Feature's head and Background, and the scenario ``name`` with its tags."""
    lines = path.read_text(encoding="utf-8").splitlines()
    starts = [i for i, line in enumerate(lines) if line.strip().startswith(("Scenario", "@"))]
    at = next(i for i in starts if lines[i].strip() == f"Scenario: {name}")
    begin = at
    while lines[begin - 1].strip().startswith("@"):  # its tags
        begin -= 1
    end = next((i for i in starts if i > at), len(lines))
    return "\n".join(lines[:starts[0]] + lines[begin:end]) + "\n"


def scenario_api_median_ms(repeat: int) -> float:
    """The in-process median of POST /api/scenarios/run for the typical scenario (rate limit off:
    this measures the run, not the limiter); the answer is checked to have passed."""
    client = site_app().test_client()
    body = one_scenario(*TYPICAL_SCENARIO).encode("utf-8")
    times = []
    for _ in range(repeat + 1):  # the first compiles the cards' text, as a server's first run does
        start = time.perf_counter()
        resp = client.post("/api/scenarios/run", data=body, content_type="text/plain; charset=utf-8")
        times.append(time.perf_counter() - start)
        [result] = resp.get_json()
        assert resp.status_code == 200 and result["status"] == "passed", result
    return statistics.median(times[1:]) * 1000


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until_up(port: int, path: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", path)
            if conn.getresponse().status == 200:
                return
        except OSError:
            time.sleep(0.1)
    raise SystemExit(f"server on port {port} did not answer {path} within {timeout} s")


def _hammer(port: int, paths: list[str], seconds: float, out) -> None:
    """One client: sequential requests of ``paths`` in turn on a kept-alive connection."""
    done, conn = 0, None
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            conn = conn or http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request("GET", paths[done % len(paths)])
            resp = conn.getresponse()
            resp.read()
            if resp.status == 200:
                done += 1
            if resp.getheader("Connection", "").lower() == "close":
                conn.close()
                conn = None
        except (OSError, http.client.HTTPException):
            conn = None
    out.put(done)


def requests_per_second(port: int, paths: list[str], clients: int, seconds: float) -> float:
    queue: multiprocessing.Queue = multiprocessing.Queue()
    # each client starts at a different question, so they do not ask the same one together
    starts = [i * len(paths) // clients for i in range(clients)]
    procs = [multiprocessing.Process(target=_hammer, args=(port, paths[i:] + paths[:i], seconds, queue))
             for i in starts]
    for p in procs:
        p.start()
    total = sum(queue.get() for _ in procs)
    for p in procs:
        p.join()
    return total / seconds


def static_app(body: bytes):
    """The smallest WSGI app that serves one file's bytes: the static baseline."""

    def app(environ, start_response):
        start_response("200 OK", [("Content-Type", "text/html; charset=utf-8"),
                                  ("Content-Length", str(len(body)))])
        return [body]

    app.extensions = {}  # judgekit.web.server.run looks there for the site's request watchdog
    return app


def site_app():
    """The site as served, its per-client rate limit off (see the module's note)."""
    from judgekit.web import create_app

    return create_app({"RATE_LIMIT": None})


def serve_site(port: int) -> None:
    """``judgekit serve`` without the rate limit: the index opened before the workers fork."""
    from judgekit.search import indexes, warm
    from judgekit.web.server import run

    indexes()
    warm()
    run(site_app(), bind=f"127.0.0.1:{port}")


def serve_static(file: str, port: int) -> None:
    from judgekit.web.server import run

    run(static_app(Path(file).read_bytes()), bind=f"127.0.0.1:{port}")


def start(cmd: list[str]) -> subprocess.Popen:
    return subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def judges_table(repeat: int) -> None:
    """The judge's table: the builder page's median render in-process, and the play page's for a
    typical board (two monsters, four battle cards, two strategy cards, a hand) before any move,
    asking a standby order and after it is answered, and every outcome explored; each replays
    the board from its address (``--table-only``: these alone). The rate limit is off: this
    measures the pages, not the limiter."""
    from judgekit.scenarios.table import Table, encode
    from judgekit.web import create_app

    client = create_app({"RATE_LIMIT": None}).test_client()
    table = Table(rage={"A": 2, "B": 0})
    table.areas = {"A.monster": ["SD01-002"], "A.zone8": ["BP01-020"], "A.zone1": ["BP01-047"],
                   "A.strategy1": ["BP03-075"], "A.hand": ["SD01-011", "BP01-047"],
                   "A.deck": ["SD01-003", "BP01-047", "SD01-011"], "B.monster": ["SD01-001"],
                   "B.zone5": ["BP01-055"], "B.zone6": ["BP01-021"], "B.strategy1": ["BP03-076"],
                   "B.deck": ["BP01-047"]}
    asked = table.with_move("do", 'player A invades discarding "BP01-047"')
    pages = [("builder page", "/godzilla/table/"),
             ("play page, the board set", f"/godzilla/table/play?s={encode(table)}"),
             ("play page, asking the standby order", f"/godzilla/table/play?s={encode(asked)}"),
             ("play page, both answers given",
              f"/godzilla/table/play?s={encode(asked.with_move('pick', '1').with_move('pick', 'yes'))}"),
             ("every outcome of the invasion", f"/godzilla/table/outcomes?s={encode(asked)}")]
    for name, path in pages:
        print(f"in-process median render, judge's table, {name}: {median_ms(client, path, repeat):.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--table-only", action="store_true", help="the judge's table's pages alone")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=300)
    parser.add_argument("--serve-static", nargs=2, metavar=("FILE", "PORT"), help=argparse.SUPPRESS)
    parser.add_argument("--serve-site", type=int, metavar="PORT", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.table_only:
        judges_table(min(args.repeat, 50))
        return
    if args.serve_static:
        serve_static(args.serve_static[0], int(args.serve_static[1]))
        return
    if args.serve_site:
        serve_site(args.serve_site)
        return

    client = site_app().test_client()
    print(f"in-process median render, section page {PAGE}: {median_ms(client, PAGE, args.repeat):.2f} ms")
    print(f"in-process median render, API {API}: {median_ms(client, API, args.repeat):.2f} ms")
    print(f"in-process median, POST /api/scenarios/run, one typical scenario "
          f"({TYPICAL_SCENARIO[0].name}: {TYPICAL_SCENARIO[1]}): "
          f"{scenario_api_median_ms(min(args.repeat, 50)):.2f} ms")
    client.get(search_pages()[0])  # open the index and its searchers
    print(f"in-process median CPU, search page, every question new: "
          f"{median_cpu_ms_over(client, search_pages(variants=3)[48:]):.2f} ms")

    with tempfile.TemporaryDirectory() as tmp:
        page_file = Path(tmp) / "page.html"
        page_file.write_bytes(client.get(PAGE).data)
        results = {}
        port = free_port()
        servers = [
            ("judgekit serve", [sys.executable, __file__, "--serve-site", str(port)], PAGE),
            ("static file", [sys.executable, __file__, "--serve-static", str(page_file), str(port)], "/"),
        ]
        for name, cmd, path in servers:
            proc = start(cmd)
            try:
                wait_until_up(port, path)
                results[name] = requests_per_second(port, [path], args.clients, args.seconds)
                if name == "judgekit serve":
                    # warm-up, not counted: every worker opens its searchers, meets the questions
                    requests_per_second(port, search_pages(), args.clients, args.seconds)
                    searched = requests_per_second(port, search_pages(), args.clients, args.seconds)
                    fresh = requests_per_second(port, search_pages(variants=len(ENDINGS)), args.clients,
                                                args.seconds)
            finally:
                proc.terminate()
                proc.wait(timeout=30)
            print(f"{name}: {results[name]:.0f} requests/s "
                  f"({args.clients} clients, {args.seconds:.0f} s, {page_file.stat().st_size} bytes)")
    ratio = results["judgekit serve"] / results["static file"]
    print(f"dynamic / static: {ratio:.2f}")
    print(f"judgekit serve, search page: {searched:.0f} requests/s ({args.clients} clients, "
          f"{args.seconds:.0f} s, the {len(search_pages())} questions of {QUESTIONS.name} in turn)")
    print(f"judgekit serve, search page, every question new: {fresh:.0f} requests/s")
    judges_table(min(args.repeat, 50))


if __name__ == "__main__":
    main()
