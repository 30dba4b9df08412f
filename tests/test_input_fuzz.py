"""Mutation fuzzing of every text the tools read: real state texts, scenarios, card texts, card
files and rulings, damaged at random (seeded). Each must be read, or refused with the reader's
own error naming where; never a traceback, never seconds of work.

The suite runs a bounded number of rounds; a longer run counts what it found:
``JUDGEKIT_FUZZ_ROUNDS=3000 pytest tests/test_input_fuzz.py -s``.
"""

import copy
import json
import os
import random
import time
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

ROUNDS = int(os.environ.get("JUDGEKIT_FUZZ_ROUNDS", "150"))
SLOW = 2.0  # seconds of this process's CPU for one text: more is a finding too (CPU, not wall time:
# with pytest -n and neighbours on the machine, wall time measures the others)
ROOT = Path(__file__).resolve().parents[1]

TOKENS = ["0", "-1", "1e999", "NaN", "Infinity", "null", "true", "[]", "{}", '""', '"', "\\", "\x00",
          "\n", "\t", ",", ":", "|", "@rule-10.4.3", "Given ", "Then ", "【", "】", "「", "」", "。",
          "ゴジラ", "枚", "+", "×", "(", ")", "#", ">", "- ", "1. ", "+++", "=", "'", "\ufeff", "𝟘"]


def mutate(text: str, rng: random.Random) -> str:
    """One to three random damages: a cut, a copy, an inserted token, a huge or deep value."""
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(text) + 1)
        kind = rng.randrange(8)
        if kind == 0:
            text = text[:at] + text[at + rng.randint(1, 200):]
        elif kind == 1:
            end = min(len(text), at + rng.randint(1, 400))
            text = text[:end] + text[at:end] * rng.randint(1, 4) + text[end:]
        elif kind == 2:
            text = text[:at] + rng.choice(TOKENS) + text[at:]
        elif kind == 3:  # a digit run of any length, up to past Python's int limit
            text = text[:at] + rng.choice("9１") * rng.choice([3, 8, 12, 20, 400, 4400]) + text[at:]
        elif kind == 4:  # nesting past any reader's recursion
            depth = rng.choice([20, 200, 5000])
            pair = rng.choice(["[]", "{}", "()", "「」", "【】"])
            text = text[:at] + pair[0] * depth + pair[1] * rng.choice([0, depth]) + text[at:]
        elif kind == 5:
            lines = text.split("\n")
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
        elif kind == 6:  # a line of markers: quotes and lists inside each other
            text = text[:at] + "\n" + rng.choice(["> ", "- ", "1. ", "* "]) * rng.choice([5, 50, 3000]) + "x\n" + text[at:]
        else:  # a number changed to another
            import re
            numbers = list(re.finditer(r"\d+", text))
            if numbers:
                m = rng.choice(numbers)
                text = text[:m.start()] + str(rng.choice([0, -1, 7, 99, 10**6, 2**63, 10**30])) + text[m.end():]
    return text


VALUES = [0, -1, 1, 8, 9, 999, 1000, 10**9 + 1, 2**63, -(2**63) - 1, 1.5, True, None, "", "A", "C",
          "main", "A1", "B1", [], ["A1"], ["A1", "A1"], {}, {"A": 1}, [[[[]]]]]


def mutate_json(text: str, rng: random.Random) -> str:
    """One to three changes to the structure of a JSON text: a value replaced, a key dropped, a
    card moved or stacked under another (or under itself)."""
    data = json.loads(text)
    for _ in range(rng.randint(1, 3)):
        path, node = [], data
        while isinstance(node, (dict, list)) and node and rng.random() < 0.8:
            key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
            path.append((node, key))
            node = node[key]
        if not path:
            continue
        parent, key = path[-1]
        kind = rng.randrange(4)
        if kind == 0 or not isinstance(parent, dict):
            parent[key] = copy.deepcopy(rng.choice(VALUES))  # never one list inside itself
        elif kind == 1:
            del parent[key]
        elif kind == 2 and "cards" in data and isinstance(data["cards"], dict) and data["cards"]:
            card = rng.choice(list(data["cards"]))
            other = rng.choice(list(data["cards"]))
            if isinstance(data["cards"][other], dict):
                data["cards"][other]["under"] = [card]
        elif "areas" in data and isinstance(data["areas"], dict) and data["areas"]:
            area = rng.choice(list(data["areas"]))
            data["areas"][area] = []
    return json.dumps(data, ensure_ascii=False, indent=1)


def _shown(mutant) -> str:
    """A mutated text's start, or a scenario read from one by its name and line."""
    return repr(mutant[:300]) if isinstance(mutant, str) else f"scenario {mutant.name!r} (line {mutant.line})"


class Findings:
    """What the readers did with the mutants: read, refused (the expected error), or a finding."""

    def __init__(self, name: str):
        self.name, self.counts, self.problems = name, Counter(), []
        from judgekit.cardtext.compiler import compile_text
        compile_text("出現時カードを1枚引く。")  # the card-text parser is built once a process (on a new machine, its grammar
        # analysed and cached: seconds) before any input is timed — the budget is an input's, not the process's start

    def check(self, mutant, attempt, expected: tuple[type[BaseException], ...]) -> None:
        start = time.process_time()
        try:
            attempt(mutant)
            self.counts["read"] += 1
        except expected:
            self.counts["refused"] += 1
        except Exception as exc:  # noqa: BLE001 - the finding itself
            self.counts["traceback"] += 1
            self.problems.append(f"{type(exc).__name__}: {str(exc)[:200]} <- {_shown(mutant)}")
        spent = time.process_time() - start
        if spent > SLOW:
            self.counts["slow"] += 1
            self.problems.append(f"slow ({spent:.1f} s of CPU) <- {_shown(mutant)}")

    def assert_clean(self) -> None:
        print(f"\n{self.name}: {dict(self.counts)}")
        assert self.problems == [], "\n".join(self.problems[:5])


def test_state_texts():
    from judgekit.cli import main

    runner = CliRunner()
    seeds = [runner.invoke(main, ["state", "random", str(seed)]).output for seed in (1, 2, 3)]
    rng, found = random.Random(2301), Findings("state texts")

    def show(text: str) -> None:
        result = runner.invoke(main, ["state", "show", "-"], input=text)
        if result.exception and not isinstance(result.exception, SystemExit):
            raise result.exception
        assert result.exit_code in (0, 2), f"exit {result.exit_code}: {result.output[-300:]}"
        if result.exit_code == 2:
            assert result.output.startswith("Error: <stdin>:"), result.output  # file and line
            raise ValueError("refused")

    for i in range(ROUNDS):
        seed = rng.choice(seeds)
        found.check(mutate_json(seed, rng) if i % 2 else mutate(seed, rng), show, (ValueError,))
    found.assert_clean()


def test_scenarios():
    from judgekit.scenarios.features import read_feature, run
    from judgekit.scenarios.session import ScenarioError

    files = sorted((ROOT / "scenarios").rglob("*.feature"))
    rng, found = random.Random(2302), Findings("scenarios")

    def runs(sc) -> None:
        assert run(sc).status in ("passed", "failed", "error")

    # the budget is one input's: the feature read, then each scenario of it run (a file holds up to ~20, and
    # the runner, the site and the table each run one scenario at a time)
    for _ in range(ROUNDS):
        read: list = []
        found.check(mutate(rng.choice(files).read_text(encoding="utf-8"), rng),
                    lambda text: read.extend(read_feature(ROOT / "scenarios" / "fuzzed.feature", text)), (ScenarioError,))
        for sc in read:
            found.check(sc, runs, (ScenarioError,))
    found.assert_clean()


def test_card_texts():
    from judgekit.cardtext.compiler import CompileError, compile_text
    from judgekit.cardtext.database import database

    texts = [c.text for c in database().values()]
    rng, found = random.Random(2303), Findings("card texts")
    for _ in range(ROUNDS * 4):  # the cheapest reader: more rounds
        found.check(mutate(rng.choice(texts), rng), compile_text, (CompileError,))
    found.assert_clean()


def test_card_files(tmp_path):
    from judgekit.cardtext.database import CARDS_DIR, CardFileError, read_cards

    rows = json.loads((CARDS_DIR / "godzilla-cards.json").read_text(encoding="utf-8"))
    rows = rows["cards"] if isinstance(rows, dict) else rows
    rng, found = random.Random(2304), Findings("card files")
    path = tmp_path / "cards.json"

    def read(text: str) -> None:
        path.write_text(text, encoding="utf-8")
        read_cards(path)

    for i in range(ROUNDS):
        sample = json.dumps(rng.sample(rows, 5), ensure_ascii=False, indent=1)
        found.check((mutate_json if i % 2 else mutate)(sample, rng), read, (CardFileError,))
    found.assert_clean()


def test_rulings(tmp_path):
    from judgekit.rulings import FOLDER
    from judgekit.rulings.loader import RulingError, read_ruling
    from judgekit.rulings.render import answer_html

    files = sorted(FOLDER.rglob("*.md"))
    rng, found = random.Random(2305), Findings("rulings")

    def read_and_render(text: str) -> None:
        path = tmp_path / chosen.name
        path.write_text(text, encoding="utf-8")
        answer_html(read_ruling(path), lambda lang, number: f"/{lang}/{number}")

    for _ in range(ROUNDS):
        chosen = rng.choice(files)
        found.check(mutate(chosen.read_text(encoding="utf-8"), rng), read_and_render, (RulingError,))
    found.assert_clean()


@pytest.mark.parametrize("text", ["[" * 5000, "- " * 3000 + "x", "> " * 3000 + "x", "1. " * 3000 + "x"])
def test_a_ruling_answer_the_renderer_would_choke_on_is_refused_with_its_line(tmp_path, text):
    from judgekit.rulings.loader import RulingError, read_ruling

    path = tmp_path / "GZ-900-x.md"
    path.write_text('+++\nid = "GZ-900"\ngame = "godzilla"\nlang = "ja"\nquestion = "q"\n'
                    'date = 2026-01-01\nsource = "s"\nstatus = "draft"\n+++\n\nfine\n' + text,
                    encoding="utf-8")
    with pytest.raises(RulingError, match=r"GZ-900-x.md:12: answer: "):
        read_ruling(path)
