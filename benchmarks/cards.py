"""How much of the real card text the compiler reads, how fast, and the engine run of every ability.

    .venv/bin/python benchmarks/cards.py [--rounds 5]

Prints (one run, this machine): the compile rate of rules_text/cards, the time
to compile every card text from scratch (median of the rounds, no cache), the
abilities compiled, and the time to run each on generated boards until it
applies (judgekit.cardtext.exercise), with the seeds that took.
"""

from __future__ import annotations

import argparse
import statistics
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()

    from judgekit.cardtext.compiler import CompileError, compile_text
    from judgekit.cardtext.database import database
    from judgekit.cardtext.exercise import exercise_all

    cards = database()
    times, compiled, abilities = [], 0, 0
    for _ in range(args.rounds):
        compiled = abilities = 0
        start = time.perf_counter()
        for card in cards.values():
            try:
                abilities += len(compile_text(card.text, strategy=card.type == "strategy"))
                compiled += 1
            except CompileError:
                pass
        times.append(time.perf_counter() - start)
    print(f"compile rate: {compiled} of {len(cards)} card texts ({compiled / len(cards):.1%})")
    print(f"compile time, all {len(cards)} cards: median {statistics.median(times) * 1000:.1f} ms "
          f"({statistics.median(times) / len(cards) * 1e6:.0f} µs per card), {args.rounds} rounds")
    print(f"abilities compiled: {abilities}")

    start = time.perf_counter()
    runs = exercise_all(cards)
    took = time.perf_counter() - start
    applied = [r for r in runs if r.applied_seed is not None and not r.error]
    seeds = sorted(r.applied_seed // 1000 for r in applied)  # seed = board number * 1000 + ability
    print(f"engine run of every ability: {len(applied)} of {len(runs)} applied, "
          f"{sum(bool(r.error) for r in runs)} errors, {took:.2f} s; boards tried until it applied: "
          f"median {statistics.median(seeds) + 1:.0f}, max {max(seeds) + 1}")


if __name__ == "__main__":
    main()
