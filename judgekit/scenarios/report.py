"""A scenario run as text for the terminal (grouped by check timing) or as JSON."""

from __future__ import annotations


from judgekit.scenarios.features import Outcome

MARK = {"passed": "PASS ", "failed": "FAIL ", "error": "ERROR"}
HEAD, TAIL = 100, 200  # a longer trace (a run stopped by its budget) shows its start and its end


def text(outcome: Outcome, trace: bool = True) -> str:
    sc = outcome.scenario
    lines = [f"{MARK[outcome.status]} {sc.file}:{sc.line}  {sc.name}"]
    if outcome.message:
        lines.append(f"      {outcome.message}")
    if trace:
        timing, steps = None, list(outcome.trace)
        if len(steps) > HEAD + TAIL:
            steps = steps[:HEAD] + [None] + steps[-TAIL:]
        for step in steps:
            if step is None:
                lines.append(f"      … {len(outcome.trace) - HEAD - TAIL:,} steps not shown (--json has them all)")
                continue
            if step.timing != timing:
                timing = step.timing
                lines.append(f"      ── check timing {timing}" if timing else "      ──")
            indent = "        " if step.timing else "      "
            who = f" [{step.player}]" if step.player else ""
            cards = f"  ({', '.join(step.cards)})" if step.cards else ""
            lines.append(f"{indent}{' '.join(step.rules):<22} {step.text}{who}{cards}")
    for i, found in enumerate(outcome.explored, 1):
        paths = "; ".join(" → ".join(p) or "(no choice)" for p in found.paths)
        result = found.state.result
        end = f"{result.winner or 'draw'} ({result.how})" if result else "game goes on"
        lines.append(f"      outcome {i}: rage A {found.state.rage['A']}, B {found.state.rage['B']}; "
                     f"{end}; reached by {paths}")
    return "\n".join(lines)


def as_json(outcome: Outcome) -> dict:
    sc = outcome.scenario
    return {"file": sc.file, "line": sc.line, "name": sc.name, "rules": sc.rules,
            "status": outcome.status, "message": outcome.message,
            "trace": [step._asdict() for step in outcome.trace],
            "outcomes": [{"paths": [list(p) for p in o.paths], "state": o.state.to_text()}
                         for o in outcome.explored]}
