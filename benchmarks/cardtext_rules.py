"""How many rules of each card-text reader serve exactly one real card (the overfitting issue 18
removes), and how many serve none.

    .venv/bin/python benchmarks/cardtext_rules.py

For the table compiler, a rule is a row of grammar.py's tables (PREFIXES, EFFECTS, MODIFIERS,
COSTS, CONDITIONS, COUNTS), counted as used by a card when it reads part of the card's text.
For the grammar, a rule is a named rule or alternative of card.lark, counted when it is in the
card's parse tree. Only cards each reader reads whole are counted.
"""

from __future__ import annotations

import collections


def main() -> None:
    from judgekit.cardtext import compiler, grammar
    from judgekit.cardtext.database import database
    from judgekit.cardtext.normal import bare, normalise
    from judgekit.cardtext.parser import _lark

    cards = database()
    tables = {"PREFIXES": [p.pattern for p in grammar.PREFIXES], "EFFECTS": [p for p, _ in grammar.EFFECTS],
              "MODIFIERS": [p for p, _ in grammar.MODIFIERS], "COSTS": [p for p, _ in grammar.COSTS],
              "CONDITIONS": [p for p, _ in grammar.CONDITIONS], "COUNTS": [p for p, _ in grammar.COUNTS]}
    row_of = {id(p): f"{name}[{i}]" for name, rows in tables.items() for i, p in enumerate(rows)}
    used: dict[str, set[str]] = collections.defaultdict(set)
    current = [""]
    real_whole, real_prefix = compiler._whole, compiler._prefix

    def whole(pattern, sentence):
        m = real_whole(pattern, sentence)
        if m and id(pattern) in row_of:
            used[row_of[id(pattern)]].add(current[0])
        return m

    def prefix(rest):
        kind, m = real_prefix(rest)
        if m:
            used[row_of[id(m.re)]].add(current[0])
        return kind, m

    compiler._whole, compiler._prefix = whole, prefix
    try:
        for number, card in cards.items():
            current[0] = number
            compiler.compile_text(card.text, strategy=card.type == "strategy")
    finally:
        compiler._whole, compiler._prefix = real_whole, real_prefix
    rows = list(row_of.values())
    report("table compiler (grammar.py rows)", rows, used)

    rules: dict[str, set[str]] = collections.defaultdict(set)
    names = set()
    for rule in _lark().rules:  # named rules and alternatives, not lark's helpers or inlined ?rules
        name = str(rule.alias or rule.origin.name)
        if not name.startswith("_") and (rule.alias or not rule.options.expand1):
            names.add(name)
    read = 0
    for number, card in cards.items():
        plain = bare(normalise(card.text))
        plain += "" if not plain or plain.endswith("。") else "。"
        try:
            tree = _lark().parse(plain, start="strategy_card" if card.type == "strategy" else "card")
        except Exception:  # noqa: BLE001 — a card the grammar cannot read yet is not counted
            continue
        read += 1
        for sub in tree.iter_subtrees():
            rules[str(sub.data)].add(number)
    print(f"(the grammar reads {read} of {len(cards)} cards whole)")
    report("grammar (card.lark rules and alternatives)", sorted(str(n) for n in names), rules)
    both = set().union(*rules.values())
    report(f"table compiler, on the same {len(both)} cards", rows,
           {row: numbers & both for row, numbers in used.items()})


def report(name: str, rules: list[str], used: dict[str, set[str]]) -> None:
    one = [r for r in rules if len(used.get(r, ())) == 1]
    none = [r for r in rules if not used.get(r)]
    print(f"{name}: {len(rules)} rules; serving exactly one card: {len(one)}; serving none: {len(none)}")


if __name__ == "__main__":
    main()
