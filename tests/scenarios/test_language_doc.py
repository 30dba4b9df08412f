"""docs/scenario-language.md is the scenario language as the runner reads it: every phrase it
shows works, every phrase the runner knows is shown, and its contract part is the contract."""

import re
from pathlib import Path

import pytest

from judgekit.scenarios.phrases import KEYWORDS, PHRASES, attempted, match

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "scenario-language.md"
CONTRACT = ROOT.parent / "shared" / "scenario-language.md"  # beside a clone, as CI has it


def documented_steps() -> list[tuple[str, str]]:
    """(kind, text) of every step line in the page's examples, `<a|b>` spelled out."""
    steps = []
    for line in DOC.read_text(encoding="utf-8").splitlines():
        m = re.fullmatch(r" {4}(Given|When|Then) (.+?)(?:\s+#.*)?", line)
        if not m:
            continue
        texts = [m[2]]
        while any("<" in t for t in texts):
            texts = [t.replace(alt[0], option) for t in texts
                     for alt in [re.search(r"<([^>]+)>", t)] for option in alt[1].split("|")]
        steps += [(m[1].lower(), t) for t in texts]
    return steps


def test_every_documented_phrase_is_one_the_runner_knows():
    steps = documented_steps()
    assert len(steps) > 60
    unknown = [f"{kind} {text}" for kind, text in steps
               if match(kind, attempted(text) or text) is None]
    assert unknown == []


def test_every_phrase_the_runner_knows_is_documented():
    shown = {match(kind, attempted(text) or text)[0].method for kind, text in documented_steps()
             if match(kind, attempted(text) or text)}
    missing = [f"{KEYWORDS[p.kind]} {p.example}" for p in PHRASES if p.method not in shown]
    assert missing == []


def test_the_contract_part_is_the_contract_word_for_word():
    if not CONTRACT.exists():
        pytest.skip(f"no {CONTRACT} beside this clone")
    contract = CONTRACT.read_text(encoding="utf-8")
    assert DOC.read_text(encoding="utf-8").startswith(contract)
