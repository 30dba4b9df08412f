"""Issue 18's slot matrix, part A: each event and action of the rules in each slot a sentence gives it.

    .venv/bin/python benchmarks/cardtext_matrix_events.py [--show 40]

Reads every cell of judgekit.cardtext.matrix_events (a term × a slot: 1–3 sentences, each with the meaning
composed from its parts, or none where the rules give it none) and prints the table: per term, per slot,
"ok" (each sentence read as its meaning, or refused where it has none), "WRONG" (a sentence read as
another meaning: the worst outcome) or "--" (refused); "." where the matrix has no sentence for the cell.
Then the totals (cells right / wrong / refused) and the sentences not right. Like unseen_cards.py it
measures the tree in the current directory when that is a judgekit checkout.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

if (Path.cwd() / "judgekit" / "cardtext").is_dir():
    sys.path.insert(0, str(Path.cwd()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--show", type=int, default=40, help="sentences not right to print")
    args = parser.parse_args()

    from judgekit.cardtext.compiler import CompileError, compile_text
    from judgekit.cardtext.generate import canonical
    from judgekit.cardtext.matrix_events import SLOTS, measure

    outcome, failed = measure(compile_text, canonical, CompileError)
    terms = list(dict.fromkeys(term for term, _slot in outcome))
    mark = {"right": "ok", "wrong": "WRONG", "refused": "--"}
    print(f"{'term':12}" + "".join(f"{slot:>15}" for slot in SLOTS))
    for term in terms:
        print(f"{term:12}" + "".join(f"{mark.get(outcome.get((term, slot), ''), '.'):>15}" for slot in SLOTS))
    totals = {k: sum(1 for v in outcome.values() if v == k) for k in ("right", "wrong", "refused")}
    print(f"cells: {len(outcome)}: right {totals['right']} / wrong {totals['wrong']} / refused {totals['refused']}")
    for cell, why in failed[:args.show]:
        print(f"{'WRONG' if not why.startswith('cannot') else 'REFUSED'} [{cell.term} × {cell.slot}] {cell.text}\n   {why[:300]}")


if __name__ == "__main__":
    main()
