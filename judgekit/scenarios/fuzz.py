"""Mutated scenarios: the regression files with numbers, quoted names, words and table cells
changed at random, replayed to find inputs that end in a traceback or past the engine's budget.

Every mutant must end as a pass, a failure or an invalid scenario with its message (the
contract's three outcomes); anything else is a finding. ``benchmarks/fuzz.py`` runs thousands
and prints the counts; a test runs a few, seeded.
"""

from __future__ import annotations

import random
import re
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from judgekit.scenarios.features import read_feature, run
from judgekit.scenarios.session import ScenarioError

NUMBER = re.compile(r"(?<![A-Za-z0-9.-])\d+(?![A-Za-z0-9.-])")  # also in card text: 2枚, 等級3
QUOTED = re.compile(r'"[^"\n]*"')
CELL = re.compile(r"(?<=\|)[^|\n]*(?=\|)")
NAMED = re.compile(r"(?<=「)[^」\n]*(?=」)|(?<=《)[^》\n]*(?=》)")  # names and traits in card text
WORD = re.compile(r"(?<= )[^\s|\"]+(?= )")
STRANGE = ["0", "-1", "9", "99", "100000000000000000000", "", "Ⅳ", "zone", "「", "】", "\\", "''",
           "x0", "\u3000", "Godzilla", "BP02-T04", "BP01-001", "無人在来線爆弾", "no more", "%s"]
NUMBERS = ["0", "1", "2", "3", "4", "5", "7", "8", "9", "10", "50", "101", "9999999"]


@dataclass
class Findings:
    runs: int = 0
    outcomes: Counter = field(default_factory=Counter)  # passed / failed / error
    crashes: list[str] = field(default_factory=list)  # a traceback: the mutant, then the trace
    over_budget: list[str] = field(default_factory=list)  # a message naming the budget


def mutate(text: str, rng: random.Random, pool: list[str]) -> str:
    """One to three changes, each of a number, a quoted name, a word or a table cell of the
    text; ``pool``: quoted names and cells of every file, to swap in."""
    for _ in range(rng.randint(1, 3)):
        kind = rng.choice(("number", "quoted", "named", "cell", "word", "line"))
        if kind == "line":
            lines = text.splitlines()
            i = rng.randrange(len(lines))
            lines[i:i + 1] = rng.choice(([], [lines[i], lines[i]]))  # dropped or doubled
            text = "\n".join(lines) + "\n"
            continue
        pattern = {"number": NUMBER, "quoted": QUOTED, "named": NAMED, "cell": CELL, "word": WORD}[kind]
        spots = list(pattern.finditer(text))
        if not spots:
            continue
        spot = rng.choice(spots)
        new = {"number": lambda: rng.choice(NUMBERS),
               "quoted": lambda: rng.choice(pool) if rng.random() < .7 else f'"{rng.choice(STRANGE)}"',
               "named": lambda: rng.choice(pool).strip('"') if rng.random() < .7 else rng.choice(STRANGE),
               "cell": lambda: f" {rng.choice(pool).strip(chr(34)) if rng.random() < .6 else rng.choice(STRANGE)} ",
               "word": lambda: rng.choice(STRANGE + ["", "not", "B", "A"])}[kind]()
        text = text[:spot.start()] + new + text[spot.end():]
    return text


def corpus(folder: Path) -> tuple[list[tuple[Path, str]], list[str]]:
    files = [(p, p.read_text(encoding="utf-8")) for p in sorted(folder.rglob("*.feature"))]
    pool = sorted({m.group() for _p, t in files for m in QUOTED.finditer(t)}
                  | {f'"{m.group().strip()}"' for _p, t in files for m in CELL.finditer(t) if m.group().strip()})
    return files, pool


def fuzz(folder: Path, count: int, seed: int = 0) -> Findings:
    """``count`` mutated scenarios: each a regression file mutated, one of its scenarios run."""
    rng = random.Random(seed)
    files, pool = corpus(folder)
    found = Findings()
    for _ in range(count):
        path, text = rng.choice(files)
        mutant = mutate(text, rng, pool)
        found.runs += 1
        try:
            scenarios = read_feature(path, mutant)
            if not scenarios:
                found.outcomes["error"] += 1
                continue
            outcome = run(rng.choice(scenarios))
        except ScenarioError:
            found.outcomes["error"] += 1
            continue
        except Exception:  # the finding: no input may end in a traceback
            found.crashes.append(f"{path}\n{mutant}\n{traceback.format_exc(limit=8)}")
            continue
        found.outcomes[outcome.status] += 1
        if "went past its budget" in outcome.message:
            found.over_budget.append(f"{path}: {outcome.message}")
    return found
