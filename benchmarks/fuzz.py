"""Mutated scenarios: how many end as pass, failure or invalid, and how many in a traceback or
past the engine's budget (both must be 0).

    .venv/bin/python benchmarks/fuzz.py [--count 2000] [--seed 0]

Each mutant is a file of scenarios/ with one to three numbers, quoted names, 「names」, words,
table cells or lines changed (judgekit.scenarios.fuzz); one of its scenarios is replayed.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from judgekit.scenarios.fuzz import fuzz


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    start = time.perf_counter()
    found = fuzz(Path(__file__).resolve().parents[1] / "scenarios", args.count, args.seed)
    took = time.perf_counter() - start
    print(f"{found.runs} mutated scenarios in {took:.1f} s: {dict(found.outcomes)}; "
          f"{len(found.crashes)} tracebacks; {len(found.over_budget)} runs past the budget")
    for crash in found.crashes[:3]:
        print("---\n" + crash)
    for message in found.over_budget[:3]:
        print("--- " + message)


if __name__ == "__main__":
    main()
