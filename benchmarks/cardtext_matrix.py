"""Issue 18's slot matrix (judgekit.cardtext.matrix): how the compiler reads every term of the card language
in every slot the rules give it — events and actions, card phrases, changes and the rest.

    .venv/bin/python benchmarks/cardtext_matrix.py [--part events|phrases|changes] [--show 20] [--engine]

For each part a table, a term a row and a slot a numbered column: R (every sentence of the term × slot
read as the meaning composed from its parts, or refused where the rules give it none), W (one read as
another meaning: a confident wrong reading, the worst outcome), x (refused: a CompileError), . (no
sentence there); then the part's cells and sentences right / wrong / refused; then the totals of all
the parts, and the sentences not right. ``--engine``: the right sentences' abilities run on generated
boards (judgekit.cardtext.exercise) — how many ran without error and changed a board. Like
unseen_cards.py it measures the tree in the current directory when that is a judgekit checkout.
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import sys
from pathlib import Path

if (Path.cwd() / "judgekit" / "cardtext").is_dir():
    sys.path.insert(0, str(Path.cwd()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--part", action="append", help="a part to measure (default: every part)")
    parser.add_argument("--show", type=int, default=20, help="sentences not right to print")
    parser.add_argument("--engine", action="store_true")
    parser.add_argument("--seeds", type=int, default=10)
    args = parser.parse_args()
    from judgekit.cardtext.matrix import measure, parts, table

    chosen = {name: cells for name, cells in parts().items() if not args.part or name in args.part}
    cell_totals: collections.Counter[str] = collections.Counter()
    sentence_totals: collections.Counter[str] = collections.Counter()
    failures = []
    right = []
    for name, cells in chosen.items():
        found = measure(cells())
        print(f"== {name}")
        print("\n".join(table(found)))
        by_cell, by_sentence = found.totals()
        cell_totals += by_cell
        sentence_totals += by_sentence
        failures += found.failures
        right += [r.cell for r in found.readings if r.outcome == "right" and r.cell.expected is not None]
    print(f"== total ({', '.join(chosen)})")
    print(f"cells {sum(cell_totals.values())}: right {cell_totals['right']} / wrong {cell_totals['wrong']} / "
          f"refused {cell_totals['refused']}; sentences {sum(sentence_totals.values())}: right "
          f"{sentence_totals['right']} / wrong {sentence_totals['wrong']} / refused {sentence_totals['refused']}")
    for r in failures[:args.show]:
        print(f"{r.outcome.upper()} [{r.cell.term} × {r.cell.slot}] {r.cell.text}\n   {r.why[:300]}")
    if args.engine:
        from judgekit.cardtext.database import database
        from judgekit.cardtext.exercise import board_pool, exercise
        cards = database()
        pool = board_pool(cards)
        ran = applied = 0
        errors = []
        for i, cell in enumerate(right):
            base = cards["BP01-032" if cell.strategy else "BP01-017"]
            for run in exercise(f"MATRIX-{i}", dataclasses.replace(base, text=cell.text), pool, seeds=args.seeds):
                if run.error:
                    errors.append((cell.text, run.error))
                else:
                    ran += 1
                    applied += run.applied_seed is not None
        print(f"engine: {ran} runs without error, {applied} changed a board, {len(errors)} errors")
        for text, error in errors[:args.show]:
            print(f"ENGINE ERROR {text}\n   {error}")


if __name__ == "__main__":
    main()
