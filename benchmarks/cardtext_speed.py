"""How long the grammar takes to read one real card, cold (no cache), and what a game pays.

    .venv/bin/python benchmarks/cardtext_speed.py [--repeat 3]

Prints the mean and 95th percentile milliseconds per card over the 292 known cards (each
card's best of ``--repeat`` runs; the grammar is built before timing), the time to read all of
them once, and a cached read: ``compile_card`` keeps each card's abilities for the process, so a
game (and every later game) reads each card once.
"""

from __future__ import annotations

import argparse
import statistics
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    from judgekit.cardtext import compile_card
    from judgekit.cardtext.database import database
    from judgekit.cardtext.parser import _lark, parse_text

    start = time.perf_counter()
    _lark()
    print(f"grammar built in {(time.perf_counter() - start) * 1000:.0f} ms (once a process)")
    cards = list(database().values())
    times = []
    for card in cards:
        best = float("inf")
        for _ in range(args.repeat):
            start = time.perf_counter()
            parse_text.__wrapped__(card.text, strategy=card.type == "strategy")
            best = min(best, time.perf_counter() - start)
        times.append(best * 1000)
    print(f"grammar (card.lark, parser.py), cold: {len(times)} cards  mean {statistics.fmean(times):.2f} ms"
          f"  p95 {sorted(times)[int(0.95 * (len(times) - 1))]:.2f} ms  max {max(times):.2f} ms"
          f"  all {sum(times):.0f} ms")
    for card in cards:
        compile_card(card)
    start = time.perf_counter()
    for card in cards:
        compile_card(card)
    print(f"cached (compile_card, as games read cards): {(time.perf_counter() - start) / len(cards) * 1e6:.2f} µs a card")


if __name__ == "__main__":
    main()
