"""Mutated regression scenarios end as a pass, a failure or an invalid scenario with its message:
never a traceback, never a run past the engine's budget (benchmarks/fuzz.py runs thousands)."""

from pathlib import Path

from judgekit.scenarios import fuzz

FOLDER = Path(__file__).resolve().parents[2] / "scenarios"


def test_a_few_hundred_mutated_scenarios_end_with_a_message():
    found = fuzz.fuzz(FOLDER, 200, seed=1)
    assert found.crashes == [] and found.over_budget == []
    assert found.runs == 200 and {"passed", "failed", "error"} <= set(found.outcomes)


def test_a_traceback_is_a_finding_that_keeps_the_mutant(monkeypatch):
    def broken(scenario):
        raise KeyError("the engine lost a card")

    monkeypatch.setattr(fuzz, "run", broken)
    found = fuzz.fuzz(FOLDER, 5, seed=2)
    assert found.crashes and "Feature:" in found.crashes[0] and "KeyError" in found.crashes[0]
