"""The site under load: many keep-alive clients, and search hammered while pages are read.

    .venv/bin/python benchmarks/load.py [--clients 50] [--seconds 60] [--hammer 16] [--only mix|hammer]

Starts ``judgekit serve`` on a free loopback port (or uses ``--url http://127.0.0.1:PORT``),
runs two bounded loads against it and stops everything it started. Loopback only: each
client sends from its own address 127.0.0.N, so per-client limits see them as the different
people they stand for.

1. mix: ``--clients`` clients for ``--seconds``, each on one kept-alive connection with a
   short pause between requests, over what judges and players ask for: section pages most,
   then contents, searches, rulings, cards, the JSON API and mistyped addresses.
2. hammer: ``--hammer`` clients sending long Japanese questions to /search as fast as they
   are answered (ignoring Retry-After, as a careless script would), while 4 readers fetch
   section pages; the readers' section-page latency is the figure that matters.

Each prints requests, errors (connections lost, timeouts, 5xx), statuses, p50/p95/p99 in ms
and the server's memory (sum of the RSS of gunicorn's processes, largest seen).
"""

from __future__ import annotations

import argparse
import http.client
import ipaddress
import multiprocessing
import os
import random
import shlex
import socket
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from urllib.parse import quote, urlsplit

MOST_CLIENTS, MOST_SECONDS = 200, 300  # bounded: this is a benchmark, not a weapon
QUESTION = ("自分のターンのメインフェイズ中に、相手の進攻ゾーンにいるモンスターがバトルで撃退された場合、"
            "そのモンスターの効果で手札からカードを1枚捨てることはできますか？また、その時に山札が"
            "0枚になった場合は敗北しますか？進攻は1ターンに何回できますか？" * 4)[:420]
SHORT_QUESTIONS = ["進攻", "撃退", "draw from an empty deck", "10.4.3", "怒り", "standby", "戦略カード",
                   "バースト", "counter power", "手札の上限"]


def mix(sections: list[str], rulings: list[str], cards: list[str]):
    """A request as a judge or player makes one: (kind, path)."""
    def pick(rng: random.Random) -> tuple[str, str]:
        roll = rng.random()
        if roll < 0.55:
            return "section", rng.choice(sections)
        if roll < 0.65:
            return "contents", rng.choice(["/godzilla/ja/", "/godzilla/en/", "/vanguard/ja/", "/"])
        if roll < 0.75:
            return "search", "/search?q=" + quote(rng.choice(SHORT_QUESTIONS))
        if roll < 0.82:
            return "ruling", rng.choice(rulings)
        if roll < 0.89:
            return "card", rng.choice(cards)
        if roll < 0.95:
            return "api", "/api" + rng.choice(sections)
        return "missing", rng.choice(["/nope/10.4.3", "/godzilla/ja/99.99", "/Godzilla/10.4.3"])
    return pick


def client(index: int, host: str, port: int, seconds: float, pick, pause: float,
           results: list, lock: threading.Lock) -> None:
    """One client on its own loopback address, on a kept-alive connection it reopens if lost."""
    rng = random.Random(index)
    source = (f"127.0.{index // 250}.{index % 250 + 2}", 0)
    conn, out = None, []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        kind, path = pick(rng)
        start = time.perf_counter()
        try:
            conn = conn or http.client.HTTPConnection(host, port, timeout=30, source_address=source)
            conn.request("GET", path)
            resp = conn.getresponse()
            resp.read()
            out.append((kind, resp.status, time.perf_counter() - start))
            if resp.getheader("Connection", "").lower() == "close":
                conn.close()
                conn = None
        except (OSError, http.client.HTTPException) as exc:
            out.append((kind, type(exc).__name__, time.perf_counter() - start))
            if conn:
                conn.close()
            conn = None
        if pause:
            time.sleep(rng.expovariate(1 / pause))
    if conn:
        conn.close()
    with lock:
        results.extend(out)


def run_clients(groups: list[tuple[int, object, float]], host: str, port: int, seconds: float,
                server_pids) -> tuple[list, int]:
    """Clients as threads, spread over a few processes so the load generator's own GIL is not
    the bottleneck; returns every (kind, status, seconds) and the largest server RSS seen."""
    specs = [(i, pick, pause) for i, (pick, pause)  # each client its own address
             in enumerate((pick, pause) for n, pick, pause in groups for _ in range(n))]
    procs = min(4, len(specs))
    queue: multiprocessing.Queue = multiprocessing.Queue()
    workers = [multiprocessing.Process(target=_process, args=(specs[p::procs], host, port, seconds, queue))
               for p in range(procs)]
    before = cpu_ticks(server_pids())
    for w in workers:
        w.start()
    peak, end = 0, time.monotonic() + seconds
    while time.monotonic() < end:
        peak = max(peak, rss_kib(server_pids()))
        time.sleep(1)
    results = []
    for _ in workers:
        results.extend(queue.get())
    for w in workers:
        w.join()
    used = {pid: ticks - before.get(pid, 0) for pid, ticks in cpu_ticks(server_pids()).items()}
    share = ""
    if sum(used.values()):
        shares = sorted((100 * t / sum(used.values()) for t in used.values()), reverse=True)
        share = (f"  server CPU {sum(used.values()) / os.sysconf('SC_CLK_TCK'):.0f} s, share by process "
                 "(master and workers): " + " ".join(f"{x:.0f} %" for x in shares))
    return results, peak, share


def cpu_ticks(pids: list[int]) -> dict[int, int]:
    """CPU time used so far by each process (user + system, in clock ticks)."""
    out = {}
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            out[pid] = int(fields[11]) + int(fields[12])
        except (OSError, IndexError, ValueError):
            pass
    return out


def _process(specs, host, port, seconds, queue) -> None:
    results, lock = [], threading.Lock()
    threads = [threading.Thread(target=client, args=(i, host, port, seconds, pick, pause, results, lock))
               for i, pick, pause in specs]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    queue.put(results)


def rss_kib(pids: list[int]) -> int:
    """The processes' memory: proportional set sizes, so pages the forked workers share with
    the master count once (plain RSS would count them in every worker)."""
    total = 0
    for pid in pids:
        try:
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return total


def family(pid: int) -> list[int]:
    """The process and its children (gunicorn's master and workers)."""
    out = [pid]
    for task in Path(f"/proc/{pid}/task").glob("*/children"):
        for child in task.read_text().split():
            out += family(int(child))
    return out


def report(title: str, results: list, peak_kib: int, kinds: set[str] | None = None) -> None:
    chosen = [r for r in results if kinds is None or r[0] in kinds]
    statuses = Counter(str(r[1]) for r in chosen)
    # 429 and 503 come with Retry-After: the site shedding load on purpose, counted apart
    errors = sum(n for s, n in statuses.items() if not s.isdigit() or (s.startswith("5") and s != "503"))
    shed = statuses["429"] + statuses["503"]
    ms = sorted(r[2] * 1000 for r in chosen)

    def pct(p: float) -> float:
        return ms[min(len(ms) - 1, int(p * len(ms)))] if ms else float("nan")

    print(f"{title}: {len(chosen)} requests, {errors} errors (lost connections, timeouts, 500s), "
          f"{shed} turned away (429/503 + Retry-After); statuses {dict(sorted(statuses.items()))}")
    print(f"  latency ms: p50 {pct(0.50):.1f}  p95 {pct(0.95):.1f}  p99 {pct(0.99):.1f}  "
          f"max {ms[-1] if ms else float('nan'):.1f}" + (f"   server memory peak {peak_kib / 1024:.0f} MiB (PSS)" if peak_kib else ""))


def paths(host: str, port: int) -> tuple[list[str], list[str], list[str]]:
    import json
    import re

    conn = http.client.HTTPConnection(host, port, timeout=30)

    def get(path: str) -> str:
        conn.request("GET", path)
        return conn.getresponse().read().decode()

    sections = [f"/godzilla/ja/{s['number']}" for s in json.loads(get("/api/godzilla/ja/sections"))]
    sections += [f"/godzilla/en/{s['number']}" for s in json.loads(get("/api/godzilla/en/sections"))]
    rulings = sorted(set(re.findall(r'href="(/rulings/[A-Z]+-\d+)"', get("/rulings/")))) or ["/rulings/"]
    cards = sorted(set(re.findall(r'href="(/cards/[A-Z0-9-]+)"', get("/cards/"))))[:200] or ["/cards/"]
    conn.close()
    return sections, rulings, cards


def warm_up(host: str, port: int, pick, requests: int = 60) -> None:
    """A few of each kind first, so first-use costs (dictionaries, the index) are not measured."""
    rng = random.Random(0)
    conn = http.client.HTTPConnection(host, port, timeout=60)
    for _ in range(requests):
        conn.request("GET", pick(rng)[1])
        conn.getresponse().read()
    conn.close()


def wait_until_up(host: str, port: int, proc: subprocess.Popen, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit("judgekit serve exited before answering")
        try:
            conn = http.client.HTTPConnection(host, port, timeout=2)
            conn.request("GET", "/godzilla/ja/10.4.3")
            if conn.getresponse().status == 200:
                return
        except OSError:
            time.sleep(0.3)
    raise SystemExit(f"judgekit serve did not answer within {timeout} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--hammer", type=int, default=16)
    parser.add_argument("--pause", type=float, default=0.05, help="mean pause between a mix client's requests, s")
    parser.add_argument("--only", choices=["mix", "hammer"])
    parser.add_argument("--url", help="an already running site on a loopback address")
    parser.add_argument("--serve", help="the command that serves the site, one string "
                                        "(default: judgekit serve); --port N is added")
    args = parser.parse_args()
    if not (0 < args.clients <= MOST_CLIENTS and 0 < args.hammer <= MOST_CLIENTS
            and 0 < args.seconds <= MOST_SECONDS):
        raise SystemExit(f"at most {MOST_CLIENTS} clients and {MOST_SECONDS} s")

    proc = None
    if args.url:
        parts = urlsplit(args.url)
        host, port = parts.hostname or "", parts.port or 80
        if not ipaddress.ip_address(socket.gethostbyname(host)).is_loopback:
            raise SystemExit("loopback addresses only")
        server_pids = lambda: []  # noqa: E731 - not ours to measure
    else:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            host, port = "127.0.0.1", s.getsockname()[1]
        command = shlex.split(args.serve) if args.serve else [str(Path(sys.executable).parent / "judgekit"), "serve"]
        proc = subprocess.Popen([*command, "--port", str(port)], stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, env=os.environ | {"PYTHONUNBUFFERED": "1"})
        server_pids = lambda: family(proc.pid)  # noqa: E731
    try:
        if proc:
            wait_until_up(host, port, proc)
        print(f"site on {host}:{port}; {os.cpu_count()} CPUs; load average before: "
              f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        sections, rulings, cards = paths(host, port)
        warm_up(host, port, mix(sections, rulings, cards))
        if args.only in (None, "mix"):
            results, peak, share = run_clients([(args.clients, mix(sections, rulings, cards), args.pause)],
                                               host, port, args.seconds, server_pids)
            report(f"mix, {args.clients} clients × {args.seconds:.0f} s", results, peak)
            report("  of which section pages", results, 0, {"section"})
            print(share)
        if args.only in (None, "hammer"):
            reader = (lambda rng: ("section", rng.choice(sections)))
            asker = (lambda rng: ("question", "/search?q=" + quote(QUESTION[:rng.randint(300, len(QUESTION))]
                                                                   + str(rng.randrange(10**6)))))
            results, peak, share = run_clients([(4, reader, 0.05), (args.hammer, asker, 0.0)],
                                               host, port, args.seconds, server_pids)
            report(f"hammer, {args.hammer} clients asking {len(QUESTION)}-character questions", results, peak,
                   {"question"})
            report("  section pages read meanwhile by 4 clients", results, 0, {"section"})
            print(share)
        print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    finally:
        if proc:
            proc.terminate()
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()


if __name__ == "__main__":
    main()
