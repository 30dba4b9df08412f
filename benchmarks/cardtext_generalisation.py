"""How well the card-text compiler reads sentences no card prints, made of parts the cards use.

    .venv/bin/python benchmarks/cardtext_generalisation.py [--count 2400] [--seeds 20] [--show 15]

Prints (one run, this machine): how many generated sentences (judgekit.cardtext.generate) the
grammar reads as exactly the meaning composed from their parts, how many it reads as something
else (the worst outcome: a confident wrong reading), how many it refuses; the same by the kinds
of part a sentence holds (``referring``: a sentence that means what an earlier part named); then
how many of the exactly-read ones run on the engine on generated boards
(judgekit.cardtext.exercise) without error, and how many changed a board.
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=2400)
    parser.add_argument("--seeds", type=int, default=20, help="boards tried per ability on the engine")
    parser.add_argument("--show", type=int, default=15, help="failures to print")
    parser.add_argument("--no-engine", action="store_true")
    args = parser.parse_args()

    from judgekit.cardtext.compiler import CompileError, compile_text
    from judgekit.cardtext.normal import normalise
    from judgekit.cardtext.database import database
    from judgekit.cardtext.describe import describe
    from judgekit.cardtext.exercise import board_pool, exercise
    from judgekit.cardtext.generate import canonical, printed_sentences, samples

    cards = database()
    found = samples(args.count, printed=printed_sentences(normalise(c.text) for c in cards.values()))
    exact = measure(found, compile_text, canonical, describe, args.show, CompileError)
    if args.no_engine or not exact:
        return
    from judgekit.engine.ability_data import Event, Trigger, Whose

    # abilities that need a monster card to hold them (its own invasion, rage, advance)
    monster_triggers = {Trigger(Event.INVADING), Trigger(Event.RAGE_UP, Whose.YOU), Trigger(Event.ADVANCED, Whose.YOU)}
    pool = board_pool(cards)
    bases = {"monster": "SD01-003", "battle": "BP01-017", "strategy": "BP01-032"}
    ran = applied = 0
    errors = []
    start = time.perf_counter()
    for i, sample in enumerate(exact):
        ability = sample.expected[0]
        kind = ("strategy" if sample.strategy else
                "monster" if ability.trigger in monster_triggers else "battle")
        card = dataclasses.replace(cards[bases[kind]], text=sample.text)
        for run in exercise(f"GEN-{i}", card, pool, seeds=args.seeds):
            if run.error:
                errors.append((sample.text, run.error))
            else:
                ran += 1
                applied += run.applied_seed is not None
    print(f"engine runs of those the grammar read exactly: {ran} of {len(exact)} without error, {applied} changed a board "
          f"within {args.seeds} boards ({time.perf_counter() - start:.0f} s)")
    for text, error in errors[:args.show]:
        print(f"ENGINE ERROR {text}\n   {error}")


def measure(found, read, canonical, describe, show, CompileError) -> list:
    """Print how ``read`` reads the samples: exact, wrong, refused, by part kind; the exact ones."""
    exact, wrong, refused = [], [], []
    by_kind: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    start = time.perf_counter()
    for sample in found:
        try:
            got = tuple(canonical(a) for a in read(sample.text, strategy=sample.strategy))
        except CompileError as exc:
            refused.append((sample, str(exc)))
            outcome = "refused"
        else:
            if got == tuple(canonical(a) for a in sample.expected):
                exact.append(sample)
                outcome = "exact"
            else:
                wrong.append((sample, got))
                outcome = "wrong"
        for kind in sample.parts:
            by_kind[kind][outcome] += 1
    took = time.perf_counter() - start
    n = len(found)
    print(f"generated sentences (none printed on a card): {n}")
    print(f"read exactly as the meaning of their parts: {len(exact)} ({len(exact) / n:.1%})")
    print(f"read as a different meaning: {len(wrong)} ({len(wrong) / n:.1%})")
    print(f"refused (CompileError): {len(refused)} ({len(refused) / n:.1%})")
    print(f"read time: {took * 1000:.0f} ms")
    print("by part kind (exact / wrong / refused):")
    for kind, counts in sorted(by_kind.items()):
        total = sum(counts.values())
        print(f"  {kind:10} {counts['exact']:5} / {counts['wrong']:4} / {counts['refused']:4}"
              f"  ({counts['exact'] / total:.1%} of {total})")
    for sample, got in wrong[:show]:
        print(f"WRONG  {sample.text}\n   expected: {' | '.join(describe(a)[0] for a in sample.expected)}"
              f"\n   read:     {' | '.join(describe(a)[0] for a in got)}")
    for sample, why in refused[:show]:
        print(f"REFUSED {sample.text}\n   {why}")
    return exact


if __name__ == "__main__":
    main()
