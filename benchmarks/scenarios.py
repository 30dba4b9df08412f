"""How fast the regression scenarios replay.

    .venv/bin/python benchmarks/scenarios.py [--rounds 3]

Prints (one run, this machine): the time to run every scenario under
scenarios/ in-process (reading, compiling card texts, replaying), the median
and slowest scenario, and the count.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "scenarios"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    from judgekit.scenarios.features import read_feature, run

    start = time.perf_counter()
    scenarios = [sc for path in sorted(ROOT.rglob("*.feature")) for sc in read_feature(path)]
    read = time.perf_counter() - start
    totals, per = [], []
    for _ in range(args.rounds):
        start = time.perf_counter()
        for sc in scenarios:
            t = time.perf_counter()
            outcome = run(sc)
            per.append(time.perf_counter() - t)
            assert outcome.status == "passed", (sc.name, outcome.message)
        totals.append(time.perf_counter() - start)
    print(f"{len(scenarios)} scenarios read in {read * 1000:.0f} ms")
    print(f"whole folder: best {min(totals):.3f} s, median {statistics.median(totals):.3f} s "
          f"over {args.rounds} rounds")
    print(f"per scenario: median {statistics.median(per) * 1000:.2f} ms, slowest {max(per) * 1000:.1f} ms")
    print(f"projected for 100 scenarios: {statistics.median(per) * 100:.2f} s")


if __name__ == "__main__":
    main()
