"""How many rules of the card grammar serve exactly one real card (the overfitting issue 18
removes), and how many serve none.

    .venv/bin/python benchmarks/cardtext_rules.py [--list]

A rule is a named rule or alternative of card.lark, counted as used by a card when it is in the
card's parse tree. ``--list`` names the rules serving one card, with the card.
(Before the switch, the table compiler's grammar.py had 196 rows, 80 serving exactly one card.)
"""

from __future__ import annotations

import argparse
import collections


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()

    from judgekit.cardtext import pruning
    from judgekit.cardtext.database import database
    from judgekit.cardtext.normal import normalise
    from judgekit.cardtext.parser import _lark, readable

    cards = database()
    names = set()
    for rule in _lark().rules:  # named rules and alternatives, not lark's helpers or inlined ?rules
        name = str(rule.alias or rule.origin.name)
        if not name.startswith("_") and (rule.alias or not rule.options.expand1):
            names.add(name)
    used: dict[str, set[str]] = collections.defaultdict(set)
    for number, card in cards.items():
        plain, _origin = readable(normalise(card.text))
        tree = pruning.parse(_lark(), plain, "strategy_card" if card.type == "strategy" else "card")
        for sub in tree.iter_subtrees():
            used[str(sub.data)].add(number)
    one = sorted(r for r in names if len(used.get(r, ())) == 1)
    none = sorted(r for r in names if not used.get(r))
    print(f"grammar (card.lark rules and alternatives) over {len(cards)} cards: {len(names)} rules; "
          f"serving exactly one card: {len(one)}; serving none: {len(none)}")
    if args.list:
        for rule in one:
            print(f"  {rule}: {next(iter(used[rule]))}")
        print("serving none (forms of the scenario contract or the rules no card prints yet): " + ", ".join(none))


if __name__ == "__main__":
    main()
