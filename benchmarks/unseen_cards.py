"""How the card compiler reads a set it has never seen (issue 18), judged against meanings written blind.

    .venv/bin/python benchmarks/unseen_cards.py [--set FILE] [--seeds 300] [--no-engine] [--only UN-001,UN-002]

benchmarks/unseen_cards.toml holds 70 card texts no known card prints, each with its meaning in
plain English, written before anyone read the compiler. This script reads them as a new user's card
file would be read (`judgekit cards check FILE`: the same file reader and `compile_card`), and for
each prints compiled or not (with the unread part and its position), the compiler's plain-words
reading (`judgekit cards show`'s) beside the meaning, the engine run of each compiled ability on
seeded random boards (`judgekit.cardtext.exercise.exercise`: applied, never applied, or the
exception), the probe of what the engine does against the meaning (each set's probe module,
PROBE_MODULES, for the cards it has a probe for: which cards may be destroyed, where a monster must
end, how much each card must be changed), and the verdict recorded by hand for that exact reading.
Then the totals.

`--set benchmarks/heldout_cards.toml` reads the second, held-out set instead (80 texts written
later, blind, by another hand, kept away from whoever tunes the grammar on the first): same format,
same verdicts per reading, its probes in heldout_probes.py; `--set benchmarks/thirdset_cards.toml`
reads the third blind set (80 texts, a third hand), its probes in thirdset_probes.py;
`--set benchmarks/fourthset_cards.toml` the fourth (80 texts, a fourth hand), its probes in
fourthset_probes.py; `--set benchmarks/fifthset_cards.toml` the fifth (80 texts, a fifth hand), its
probes in fifthset_probes.py; `--set benchmarks/sixthset_cards.toml` the sixth (80 texts, a sixth
hand), its probes in sixthset_probes.py; `--set benchmarks/seventhset_cards.toml` the seventh (80
texts, a seventh hand), its probes in seventhset_probes.py; `--set benchmarks/eighthset_cards.toml` the
eighth (80 texts, an eighth hand), its probes in eighthset_probes.py; `--set benchmarks/ninthset_cards.toml`
the ninth (80 texts, a ninth hand), its probes in ninthset_probes.py; `--set benchmarks/tenthset_cards.toml`
the tenth (80 texts, a tenth hand), its probes in tenthset_probes.py; `--set benchmarks/eleventhset_cards.toml`
the eleventh (80 texts, an eleventh hand), its probes in eleventhset_probes.py; `--set
benchmarks/twelfthset_cards.toml` the twelfth (80 texts, a twelfth hand), its probes in twelfthset_probes.py;
`--set benchmarks/thirteenthset_cards.toml` the thirteenth (80 texts, a thirteenth hand), its probes in
thirteenthset_probes.py; `--set benchmarks/fourteenthset_cards.toml` the fourteenth (80 texts, a fourteenth hand),
its probes in fourteenthset_probes.py; `--set benchmarks/fifteenthset_cards.toml` the fifteenth (80 texts, a
fifteenth hand), its probes in fifteenthset_probes.py;
`--set benchmarks/practice12a_cards.toml` and `--set benchmarks/practice12b_cards.toml` the two practice sets of
round 12 (80 texts each, two more hands with the twelfth's brief), written blind, used to train;
`--set benchmarks/practice13c_cards.toml`, `--set benchmarks/practice13d_cards.toml` and `--set
benchmarks/practice13e_cards.toml` the three practice sets of round 13 (80 texts each, three more hands with the
thirteenth's brief), written blind, used to train.

A verdict belongs to a reading, not to a card: the toml records, per card, each reading judged
(`[[card.verdict]]`: the reading, the trees it was seen on, "right" or "wrong: why", a note, and for a
wrong one its cause) and for a text no tree read, `verdict = "unread"` with the part each tree named
and the cause. The totals end with the unread and wrong texts grouped by cause. A reading nobody has
judged yet (the compiler changed) is counted as "not judged", never as right; a text that does not
compile is "unread" whatever the toml says.

It measures the tree in the current directory when that is a judgekit checkout (so another branch's
worktree can be measured with this script and interpreter), else the tree this script is in:

    cd ../other-tree && JUDGEKIT_CACHE=$PWD/.cache ../this-tree/.venv/bin/python \\
        ../this-tree/benchmarks/unseen_cards.py
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import subprocess
import sys
import tempfile
import textwrap
import tomllib
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # unseen_probes, wherever the script is run from
CARDS_FILE = HERE / "unseen_cards.toml"
CARD_FIELDS = ("number", "name", "type", "color", "rank", "invasion", "power", "traits", "text")
KINDS = ("combination", "rules-verb", "spelling")


PROBE_MODULES = ("unseen_probes", "heldout_probes", "thirdset_probes", "fourthset_probes", "fifthset_probes",
                 "sixthset_probes", "seventhset_probes", "eighthset_probes", "ninthset_probes",
                 "tenthset_probes", "eleventhset_probes", "twelfthset_probes", "thirteenthset_probes",
                 "fourteenthset_probes", "fifteenthset_probes")


def _probes() -> tuple[dict, dict, list[str]]:
    """The probes of every set (PROBE_MODULES), by card number, and the modules found: a set's module
    may be missing (a tree that has not got that set yet), never the first, whose helpers the others
    share."""
    import importlib

    one_shot: dict = {}
    continuous: dict = {}
    found: list[str] = []
    for name in PROBE_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name or name == PROBE_MODULES[0]:
                raise
            continue
        one_shot |= module.ONE_SHOT
        continuous |= module.CONTINUOUS
        found.append(f"{name}.py")
    return one_shot, continuous, found


ONE_SHOT, CONTINUOUS, PROBE_FILES = _probes()
PROBED = frozenset(ONE_SHOT) | frozenset(CONTINUOUS)


def tree() -> Path:
    """The judgekit checkout to measure: the current directory's if it is one, else this script's."""
    cwd = Path.cwd()
    return cwd if (cwd / "judgekit" / "__init__.py").is_file() else HERE.parent


def load(path: Path) -> list[dict]:
    entries = tomllib.loads(path.read_text(encoding="utf-8"))["card"]
    for i, entry in enumerate(entries, 1):
        missing = [f for f in (*CARD_FIELDS, "kind", "meaning") if f not in entry]
        if missing:
            sys.exit(f"{path}: card {i} ({entry.get('number', '?')}): missing {', '.join(missing)}")
        if entry["kind"] not in KINDS:
            sys.exit(f"{path}: card {i} ({entry['number']}): kind must be one of {', '.join(KINDS)}")
    return entries


def verdict_for(entry: dict, reading: str | None) -> dict:
    """The hand verdict recorded for exactly this reading (None: for the text unread), or {}: the
    newest, as a reading whose engine was fixed since is judged again with the same words."""
    for judged in reversed(entry.get("verdict", [])):
        if (judged["verdict"] == "unread") if reading is None else judged.get("reading") == reading:
            return judged
    return {}


def probe(number, card, abilities, vanilla, seeds: int) -> tuple[int, int, list[str]]:
    """Run the card's probes (PROBE_MODULES) on `seeds` boards whose other cards have no
    text: (boards where the ability was used, boards where it had something to do, violations)."""
    import random

    import unseen_probes
    from judgekit.cardtext import compile_card
    from judgekit.cardtext.exercise import board, drive
    from judgekit.engine.abilities import new_game

    used = acted = 0
    wrong: list[str] = []
    one_shot, continuous = ONE_SHOT.get(number), CONTINUOUS.get(number)
    for ability in abilities:
        if ability.kind == "auto" and ability.effects and one_shot:
            for seed in range(seeds):
                state, mine = board(card, number, vanilla, seed, ability.awakening)
                game = new_game(state, compile_card)
                assert game.layer is not None
                if not game.layer.awake(ability, "A", mine):
                    continue
                before = state.clone()
                drive(game.layer.run_all(ability.effects, "A", mine, ability), random.Random(seed))
                used += 1
                acted += one_shot.acts(before, mine)
                if problem := one_shot(before, state, mine):
                    wrong.append(f"seed {seed}: {problem}")
        elif ability.kind == "continuous" and continuous:
            stat, expect = continuous
            for seed in range(seeds):
                state, mine = board(card, number, vanilla, seed)
                game = new_game(state, compile_card)
                used += 1
                cards = unseen_probes.field(state)
                acted += any(expect(state, c, mine) for c in cards)
                for c in cards:
                    want, got = expect(state, c, mine), game.modifier(stat, c.id)
                    if want != got:
                        wrong.append(f"seed {seed}: {state.name_of(c.id)} ({c.owner}, zone {c.zone}): "
                                     f"{stat} {got:+}, the meaning says {want:+}")
    return used, acted, wrong


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=300, help="boards tried per ability (default 300)")
    parser.add_argument("--no-engine", action="store_true", help="compile and read only")
    parser.add_argument("--only", default="", help="comma-separated card numbers")
    parser.add_argument("--set", type=Path, default=CARDS_FILE, metavar="FILE",
                        help="the card set to read (default benchmarks/unseen_cards.toml)")
    parser.add_argument("--json", metavar="FILE", help="also write each card's result to FILE (to diff trees)")
    args = parser.parse_args()

    root = tree()
    sys.path.insert(0, str(root))
    import judgekit
    from judgekit.cardtext import CompileError, compile_card
    from judgekit.cardtext.database import database, read_cards
    from judgekit.cardtext.describe import reading as reading_of
    from judgekit.cardtext.exercise import board_pool, exercise, unmet_names

    assert Path(judgekit.__file__).resolve().is_relative_to(root.resolve()), judgekit.__file__
    head = subprocess.run(["git", "-C", str(root), "log", "-1", "--format=%h %s"],
                          capture_output=True, text=True).stdout.strip()
    branch = subprocess.run(["git", "-C", str(root), "branch", "--show-current"],
                            capture_output=True, text=True).stdout.strip()
    print(f"tree: {root} (branch {branch}, {head[:90]})")

    cards_file = args.set if args.set.is_file() else HERE.parent / args.set  # relative to either tree
    if not cards_file.is_file():
        sys.exit(f"{args.set}: no such card set")
    print(f"set: {cards_file.name}")
    entries = load(cards_file)
    if args.only:
        wanted = set(args.only.split(","))
        entries = [e for e in entries if e["number"] in wanted]
    with tempfile.TemporaryDirectory() as folder:  # the card file a new user would check
        card_file = Path(folder) / "unseen-cards.json"
        card_file.write_text(json.dumps({"cards": [{f: e[f] for f in CARD_FIELDS} for e in entries]},
                                        ensure_ascii=False), encoding="utf-8")
        cards = {card.number: card for card in read_cards(card_file)}
    pool = {} if args.no_engine else board_pool(database())
    vanilla = {n: dataclasses.replace(c, text="") for n, c in pool.items()}  # the probes' boards

    tally: Counter[str] = Counter()
    by_kind: Counter[tuple[str, str]] = Counter()
    causes: list[str] = []
    by_cause: dict[str, list[str]] = defaultdict(list)
    probe_failures: list[str] = []
    results: list[dict] = []
    for entry in entries:
        number, kind = entry["number"], entry["kind"]
        card = cards[number]
        print(f"\n{number} [{kind}] {entry['text']}")
        print(textwrap.fill(entry["meaning"], 100, initial_indent="  meaning: ",
                            subsequent_indent=" " * 11))
        try:
            abilities = compile_card(card)
        except CompileError as exc:
            print(f"  UNREAD: cannot read 「{exc.part}」 (character {exc.position + 1})")
            judged = verdict_for(entry, None)
            cause = judged.get("cause", "(no cause recorded)")
            print(f"  cause:   {cause}")
            if judged.get("note"):
                print(f"  note:    {judged['note']}")
            by_cause[cause].append(number)
            results.append({"number": number, "unread": exc.part, "character": exc.position + 1})
            tally["unread"] += 1
            by_kind[kind, "unread"] += 1
            continue
        tally["compiled"] += 1
        by_kind[kind, "compiled"] += 1
        lines = reading_of(abilities)
        for line in lines:
            print(f"  reading: {line}")
        if not args.no_engine:
            runs = exercise(number, card, {**pool, number: card}, args.seeds)
            applied = sum(r.applied_seed is not None and not r.error for r in runs)
            errors = [r for r in runs if r.error]
            never = len(runs) - applied - len(errors)
            tally["abilities"] += len(runs)
            tally["applied"] += applied
            tally["never applied"] += never
            tally["exceptions"] += len(errors)
            tally["cards with an exception"] += bool(errors)
            unmet = unmet_names(card, {**pool, number: card}) if never else []
            print(f"  engine:  {len(runs)} abilities, {applied} applied, {never} never applied "
                  f"in {args.seeds} boards, {len(errors)} exceptions"
                  + (f" (no card of the pool has {', '.join(unmet)})" if unmet else ""))
            for r in errors:
                print(f"    exception: {r.error[:300]}")
            if number in PROBED:
                used, acted, wrong = probe(number, card, abilities, vanilla, args.seeds)
                tally["probed"] += 1
                tally["probe violated"] += bool(wrong)
                print(f"  probe:   {used} boards, {acted} where the meaning has something to do, "
                      f"{len(wrong)} where the engine did what the meaning forbids")
                for w in wrong[:3]:
                    print(f"    {w}")
                if wrong:
                    probe_failures.append(f"{number}: {len(wrong)} of {used} boards, e.g. {wrong[0]}")
        judged = verdict_for(entry, "\n".join(lines))
        verdict, note = judged.get("verdict", ""), judged.get("note", "")
        results.append({"number": number, "reading": "\n".join(lines), "verdict": verdict})
        print(f"  verdict: {verdict or '(not judged: no verdict recorded for this reading)'}")
        if note:
            print(f"  note:    {note}")
        if not verdict:
            tally["compiled, not judged"] += 1
        elif verdict == "right":
            tally["compiled and right"] += 1
            by_kind[kind, "right"] += 1
        else:
            tally["compiled but wrong"] += 1
            by_kind[kind, "wrong"] += 1
            causes.append(f"{number} {verdict}")
            by_cause[judged.get("cause", "(no cause recorded)")].append(number)

    total = len(entries)
    print(f"\n== {root.name} ({branch}) ==")
    print(f"compiled: {tally['compiled']} of {total} card texts of {cards_file.name}")
    for kind in KINDS:
        n = sum(e["kind"] == kind for e in entries)
        print(f"  {kind:12} {by_kind[kind, 'compiled']:3} of {n:3} compiled, "
              f"{by_kind[kind, 'right']:3} right, {by_kind[kind, 'wrong']:3} wrong, "
              f"{by_kind[kind, 'unread']:3} unread")
    print(f"judged by hand: {tally['compiled and right']} compiled and right, "
          f"{tally['compiled but wrong']} compiled but wrong, {tally['unread']} unread, "
          f"{tally['compiled, not judged']} compiled but not judged yet")
    print(f"read right: {tally['compiled and right']} of {total} "
          f"({tally['compiled and right'] / max(total, 1):.0%})")
    if not args.no_engine:
        print(f"engine: {tally['abilities']} abilities of the compiled cards, {tally['applied']} applied, "
              f"{tally['never applied']} never applied in {args.seeds} boards, "
              f"{tally['exceptions']} exceptions ({tally['cards with an exception']} cards)")
        print(f"engine against the meaning ({', '.join(PROBE_FILES)}): {tally['probed']} compiled cards probed, "
              f"{tally['probe violated']} where the engine did what the meaning forbids")
        for failure in probe_failures:
            print(f"  {failure}")
    for cause in causes:
        print(f"  {cause}")
    print("unread or wrong, by cause (as judged by hand):")
    for cause, numbers in sorted(by_cause.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"  {len(numbers):2}  {cause}: {', '.join(numbers)}")
    if args.json:
        Path(args.json).write_text(json.dumps({"tree": str(root), "branch": branch, "head": head,
                                               "set": cards_file.name,
                                               "cards": results}, ensure_ascii=False, indent=1),
                                   encoding="utf-8")


if __name__ == "__main__":
    main()
