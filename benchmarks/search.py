"""How well and how fast the search answers judge questions.

    .venv/bin/python benchmarks/search.py [--rounds 5]

Prints (one run, this machine): recall@5 on ``tests/search/questions.toml``; how
many of ``tests/rulings/questions.toml`` show their ruling;
the index build time; the median and 95th-percentile latency of a query
in-process (every question, ``--rounds`` times, index warm); and beside it the
same statistics for a naive scan that tests every section's text for every
word of the question as a substring — the baseline the index must beat.
"""

from __future__ import annotations

import argparse
import statistics
import time
import tomllib
from pathlib import Path

QUESTIONS = Path(__file__).resolve().parents[1] / "tests" / "search" / "questions.toml"
RULING_QUESTIONS = QUESTIONS.parents[1] / "rulings" / "questions.toml"


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def timed(fn, *args) -> tuple[float, object]:
    start = time.perf_counter()
    out = fn(*args)
    return time.perf_counter() - start, out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()

    from judgekit.rules.library import library
    from judgekit.search import analysis, search, store

    questions = tomllib.loads(QUESTIONS.read_text(encoding="utf-8"))["q"]
    lib = library()
    build_s, _ = timed(lambda: store.open_index(lib, rebuild=True))
    print(f"index build: {build_s:.2f} s for {sum(len(d) for d in lib)} sections and the rulings")

    def answered(q: dict, shown: set[str]) -> bool:
        pages = set()
        for path in q["expect"]:
            game, lang, number = path.split("/", 2)
            parent = lib.documents[f"{game}/{lang}"].sections[number].parent
            pages |= {path} | ({f"{game}/{lang}/{parent}"} if parent else set())
        return bool(shown & pages)

    found = sum(answered(q, {f"{h.game}/{h.lang}/{h.number}" for h in
                             search(q["ask"], game=q.get("game"), limit=5).hits}) for q in questions)
    print(f"recall@5, index: {found}/{len(questions)} = {found / len(questions):.1%}")

    asked = tomllib.loads(RULING_QUESTIONS.read_text(encoding="utf-8"))["q"]
    shown = sum(q["ruling"] in [h.number for h in search(q["ask"]).rulings] for q in asked)
    print(f"players' questions whose ruling is shown above the sections: {shown}/{len(asked)} "
          f"= {shown / len(asked):.1%}")

    sections = [(doc, sec, analysis.normalise(f"{sec.title or ''}\n{sec.text}"))
                for doc in lib for sec in doc]

    def naive(q: dict) -> list:
        """Sections containing the most of the question's words, in document order."""
        words = analysis.normalise(q["ask"]).split() or [q["ask"]]
        if any("\u3040" <= ch <= "\u9fff" for ch in q["ask"]):
            words = analysis.japanese_surfaces(q["ask"])  # Japanese has no spaces to split on
        scored = [(sum(w in text for w in words), f"{d.key}/{s.number}") for d, s, text in sections
                  if not q.get("game") or d.game == q["game"]]
        return [path for n, path in sorted(scored, key=lambda x: -x[0]) if n][:10]

    found = sum(answered(q, set(naive(q)[:5])) for q in questions)
    print(f"recall@5, naive substring scan: {found}/{len(questions)} = {found / len(questions):.1%}")

    for name, fn in [("index", lambda q: search(q["ask"], game=q.get("game"), limit=10)),
                     ("naive substring scan", naive)]:
        times = [timed(fn, q)[0] for _ in range(args.rounds) for q in questions]
        med, p95 = statistics.median(times) * 1000, percentile(times, 95) * 1000
        print(f"{name}: median {med:.2f} ms, p95 {p95:.2f} ms over {len(times)} queries")
        if name == "index":
            index_median = med
        else:
            print(f"naive / index median: {med / index_median:.2f}")


if __name__ == "__main__":
    main()
