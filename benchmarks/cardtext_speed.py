"""How long each card-text reader takes to read one real card, cold (no cache).

    .venv/bin/python benchmarks/cardtext_speed.py [--repeat 3]

Prints, for the table compiler (compiler.py) and the grammar (card.lark, parser.py), the mean and
95th percentile milliseconds per card over the 292 known cards, for the cards each reads and
those it refuses apart (a refusal re-parses with the whole grammar to name where reading
stopped). Each card's best of ``--repeat`` runs counts; the grammar is built before timing.
"""

from __future__ import annotations

import argparse
import statistics
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    from judgekit.cardtext import CompileError, compile_text
    from judgekit.cardtext.database import database
    from judgekit.cardtext.parser import _lark, parse_text

    _lark()
    cards = list(database().values())
    readers = (("table compiler (compiler.py)", lambda card: compile_text(card.text, strategy=card.type == "strategy")),
               ("grammar (card.lark, parser.py)", lambda card: parse_text.__wrapped__(
                   card.text, strategy=card.type == "strategy")))
    for name, read in readers:
        times: dict[str, list[float]] = {"read": [], "refused": []}
        for card in cards:
            best, outcome = float("inf"), "read"
            for _ in range(args.repeat):
                start = time.perf_counter()
                try:
                    read(card)
                except CompileError:
                    outcome = "refused"
                best = min(best, time.perf_counter() - start)
            times[outcome].append(best * 1000)
        every = times["read"] + times["refused"]
        print(f"== {name}")
        for label, values in (("all", every), *times.items()):
            if values:
                print(f"  {label:8} {len(values):3} cards  mean {statistics.fmean(values):7.2f} ms"
                      f"  p95 {sorted(values)[int(0.95 * (len(values) - 1))]:7.2f} ms")


if __name__ == "__main__":
    main()
