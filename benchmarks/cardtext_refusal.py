"""How long the grammar takes to refuse a text it cannot read (and name where reading stopped).

    .venv/bin/python benchmarks/cardtext_refusal.py

A refused text is parsed twice (pruning.parse): once pruned by its absent words, then again with
only the lookahead pruning, so the refusal position is the whole grammar's. The texts are the
600 mutants tests/test_input_fuzz.py::test_card_texts makes with its seed (those refused), and
a few long ones near compiler.MOST_TEXT, each a real card text repeated with one damage at the end.
Prints mean, p95 and max milliseconds per refused text (best of ``--repeat``, cold: no cache).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def refused_texts() -> list[tuple[str, str]]:
    """(label, text) of the fuzz test's mutants and of long damaged texts."""
    from judgekit.cardtext.compiler import MOST_TEXT
    from judgekit.cardtext.database import database
    from tests.test_input_fuzz import ROUNDS, mutate

    texts = [c.text for c in database().values()]
    rng = random.Random(2303)  # test_card_texts's seed and draw order
    mutants = [("fuzz", mutate(rng.choice(texts), rng)) for _ in range(ROUNDS * 4)]
    longest = sorted(texts, key=len)[-4:]
    long = [("long", (t * (MOST_TEXT // len(t)))[:MOST_TEXT - 2] + "\t'") for t in longest]
    return mutants + long


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()

    from judgekit.cardtext.compiler import CompileError, compile_text
    from judgekit.cardtext.parser import _lark, parse_text

    _lark()
    times: dict[str, list[float]] = {"fuzz": [], "long": []}
    for label, text in refused_texts():
        best = float("inf")
        for _ in range(args.repeat):
            parse_text.cache_clear()
            start = time.perf_counter()
            try:
                compile_text(text)
            except CompileError:
                best = min(best, time.perf_counter() - start)
            except Exception:
                break  # a traceback is the fuzz test's business, not this timing's
            else:
                break  # read: not a refusal
        if best != float("inf"):
            times[label].append(best * 1000)
    for label, ms in times.items():
        if ms:
            ms.sort()
            print(f"refused {label:4}: {len(ms):3} texts  mean {statistics.fmean(ms):.1f} ms"
                  f"  p95 {ms[int(0.95 * (len(ms) - 1))]:.1f} ms  max {ms[-1]:.1f} ms  all {sum(ms) / 1000:.1f} s")


if __name__ == "__main__":
    main()
