"""Every feature under scenarios/ is collected and replayed (a new file needs no new Python)."""

from pathlib import Path

from pytest_bdd import given, parsers, scenarios, then, when

from judgekit.scenarios.session import Session, Step

ROOT = Path(__file__).resolve().parents[1] / "scenarios"

scenarios(str(ROOT))


def _session(request) -> Session:
    # one Session per scenario, kept on the test's node
    node = request.node
    if not hasattr(node, "judgekit_session"):
        node.judgekit_session = Session(file=str(node.path))
        request.addfinalizer(node.judgekit_session.finish)
    return node.judgekit_session


def _run(request, kind: str, text: str, datatable=None) -> None:
    _session(request).step(Step(kind, text, getattr(request.node, "judgekit_line", 0), datatable))


@given(parsers.re(r"(?P<text>.+)"))
def given_step(request, text, datatable=None):
    _run(request, "given", text, datatable)


@when(parsers.re(r"(?P<text>.+)"))
def when_step(request, text, datatable=None):
    _run(request, "when", text, datatable)


@then(parsers.re(r"(?P<text>.+)"))
def then_step(request, text, datatable=None):
    _run(request, "then", text, datatable)
