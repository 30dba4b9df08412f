"""The slot matrix of issue 18 part C (judgekit.cardtext.matrix): how the compiler reads every change,
duration, keyword, limit, cost and connective in every slot the rules give it.

    .venv/bin/python benchmarks/cardtext_matrix.py [--show 20] [--engine]

Prints a table of cells (term × slot): right (every sentence read as the meaning composed from its
parts), wrong (one read as another meaning: the worst outcome), refused (a CompileError); the totals;
the failing cells. ``--engine``: the right cells' abilities run on generated boards
(judgekit.cardtext.exercise) — how many ran without error and changed a board.
"""

from __future__ import annotations

import argparse
import collections
import dataclasses


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--show", type=int, default=20, help="failing sentences to print")
    parser.add_argument("--engine", action="store_true")
    parser.add_argument("--seeds", type=int, default=10)
    args = parser.parse_args()
    from judgekit.cardtext.matrix import cell_outcome, cells, outcome

    found = cells()
    by_term: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    totals: collections.Counter = collections.Counter()
    failing = []
    right = []
    for cell in found:
        result = cell_outcome(cell)
        by_term[cell.term.split(":")[0]][result] += 1
        totals[result] += 1
        if result == "right":
            right.append(cell)
        else:
            failing += [(cell, s, outcome(s)) for s in cell.sentences if outcome(s) != "right"]
    print(f"cells (term × slot): {len(found)}; sentences: {sum(len(c.sentences) for c in found)}")
    print(f"{'kind':12} {'right':>6} {'wrong':>6} {'refused':>8}")
    for kind, counts in sorted(by_term.items()):
        print(f"{kind:12} {counts['right']:6} {counts['wrong']:6} {counts['refused']:8}")
    print(f"{'total':12} {totals['right']:6} {totals['wrong']:6} {totals['refused']:8}")
    for cell, (text, _strategy, _expected), result in failing[:args.show]:
        print(f"{result.upper():8} {cell.term} × {cell.slot}: {text}")
    if args.engine:
        from judgekit.cardtext.database import database
        from judgekit.cardtext.exercise import board_pool, exercise
        cards = database()
        pool = board_pool(cards)
        ran = applied = 0
        errors = []
        for i, cell in enumerate(right):
            for j, (text, strategy, _expected) in enumerate(cell.sentences):
                base = cards["BP01-032" if strategy else "BP01-017"]
                for run in exercise(f"MATRIX-{i}-{j}", dataclasses.replace(base, text=text), pool, seeds=args.seeds):
                    if run.error:
                        errors.append((text, run.error))
                    else:
                        ran += 1
                        applied += run.applied_seed is not None
        print(f"engine: {ran} runs without error, {applied} changed a board, {len(errors)} errors")
        for text, error in errors[:args.show]:
            print(f"ENGINE ERROR {text}\n   {error}")


if __name__ == "__main__":
    main()
