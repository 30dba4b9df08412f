"""The slot matrix of card phrases (judgekit.cardtext.slots): every part of a card phrase in every slot.

    .venv/bin/python benchmarks/cardtext_slots.py [--show 20]

Prints a table, a term a row and a slot a column: R (every sentence of the cell read as the meaning
composed from its parts), W (one read as something else: a confident wrong reading), . (refused);
then the totals of cells right / wrong / refused and the first failures.
"""

from __future__ import annotations

import argparse
import collections


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--show", type=int, default=20, help="failures to print")
    args = parser.parse_args()
    from judgekit.cardtext.compiler import CompileError, compile_text
    from judgekit.cardtext.generate import canonical
    from judgekit.cardtext.slots import measure

    found = measure(compile_text, canonical, CompileError)
    cells = found["cells"]
    terms = list(dict.fromkeys(t for t, _ in cells))
    slots = list(dict.fromkeys(s for _, s in cells))
    mark = {"right": "R", "wrong": "W", "refused": "."}
    width = max(len(t) for t in terms)
    print(" " * width + "  " + " ".join(f"{i:>2}" for i in range(len(slots))))
    for term in terms:
        print(f"{term:<{width}}  " + " ".join(f"{mark[cells[(term, s)]]:>2}" if (term, s) in cells else "  "
                                                for s in slots))
    print("slots: " + ", ".join(f"{i} {s}" for i, s in enumerate(slots)))
    totals = collections.Counter(cells.values())
    print(f"cells: {len(cells)} — right {totals['right']}, wrong {totals['wrong']}, refused {totals['refused']}")
    for outcome, text, why in found["failures"][:args.show]:
        print(f"{outcome.upper()} {text}\n   {why[:300]}")


if __name__ == "__main__":
    main()
