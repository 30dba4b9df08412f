"""The ``judgekit`` command.

Exit codes: 0 success, 1 a failure of the tool or its data (a parser that
cannot read its document), 2 a bad request (unknown game, language or
section; the message names the closest matches).
"""

from __future__ import annotations

import sys
import textwrap

import click

from judgekit.rules.library import UnknownDocument, library
from judgekit.rules.model import ANOMALY_KINDS, Document, Section, UnknownSection
from judgekit.rules.parsers.base import ParseError
from judgekit.rules.source import SourceError


class BadRequest(click.ClickException):
    exit_code = 2


def _documents():
    try:
        return library()
    except (SourceError, ParseError) as exc:
        raise click.ClickException(f"cannot read the rule documents: {exc}") from exc


def _document(game: str, lang: str | None) -> Document:
    try:
        return _documents().get(game, lang)
    except UnknownDocument as exc:
        raise BadRequest(str(exc)) from exc


def _section(doc: Document, number: str) -> Section:
    try:
        return doc.section(number)
    except UnknownSection as exc:
        raise BadRequest(str(exc)) from exc


@click.group()
@click.version_option(package_name="judgekit")
def main() -> None:
    """Rules reference, rulings and scenario engine for tournament judges."""


@main.group()
def rules() -> None:
    """Browse and check the rule documents."""


@rules.command("check")
@click.option("--summary", is_flag=True, help="Counts only, not every anomaly.")
def rules_check(summary: bool) -> None:
    """Section counts and every anomaly of every document.

    Anomalies are facts about the source texts and do not fail the command;
    only a document that cannot be parsed does.
    """
    for doc in _documents():
        numbered = sum(1 for s in doc if s.number[:1].isdigit())
        click.echo(f"{doc.key}  {doc.title} ver. {doc.version} ({doc.date})")
        click.echo(f"  {len(doc)} sections ({numbered} numbered), "
                   f"{sum(len(s.refs) for s in doc)} references")
        counts = doc.anomaly_counts()
        if not counts:
            click.echo("  no anomalies")
        for kind, count in counts.items():
            click.echo(f"  {count:4d} {kind}: {ANOMALY_KINDS.get(kind, '')}")
            if summary:
                continue
            for a in doc.anomalies:
                if a.kind == kind:
                    where = f"§{a.section} " if a.section else ""
                    click.echo(f"         line {a.line:5d} {where}{a.message}")
        click.echo("")


@rules.command("show")
@click.argument("game")
@click.argument("lang")
@click.argument("number")
def rules_show(game: str, lang: str, number: str) -> None:
    """Print one section and everything under it, e.g. ``godzilla ja 10.4.3``."""
    doc = _document(game, lang)
    sec = _section(doc, number)
    click.echo(f"{doc.title} ver. {doc.version} §{sec.number}")
    _print_tree(doc, sec, 0)
    if sec.refs:
        click.echo("\nrefers to: " + ", ".join(
            r.target + ("" if r.resolved else " (no such section)") for r in sec.refs))
    cited = doc.cited_by(sec.number)
    if cited:
        click.echo("cited by:  " + ", ".join(cited))


def _print_tree(doc: Document, sec: Section, depth: int) -> None:
    pad = "  " * depth
    mark = " (number inferred)" if sec.inferred else ""
    click.echo(f"{pad}{sec.heading()}{mark}")
    if sec.text:
        width = 100 - len(pad) - 2
        for para in sec.text.split("\n"):
            click.echo(textwrap.fill(para, width=width, initial_indent=pad + "  ",
                                     subsequent_indent=pad + "  ") if para else "")
    for child in sec.children:
        _print_tree(doc, doc.sections[child], depth + 1)


@rules.command("list")
@click.argument("game")
@click.argument("lang", required=False)
def rules_list(game: str, lang: str | None) -> None:
    """Every section number with its title (or the start of its text)."""
    doc = _document(game, lang)
    for sec in doc:
        label = sec.title or sec.text.replace("\n", " ")[:50]
        click.echo(f"{'  ' * (sec.depth - 1)}{sec.number}  {label}")


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=5000, show_default=True, type=int)
@click.option("--workers", default=2, show_default=True, type=int)
def serve(host: str, port: int, workers: int) -> None:
    """Start the rules site (gunicorn) on its embedded defaults."""
    from judgekit.web import create_app
    from judgekit.web.server import run

    _documents()  # fail here, with a message, rather than on the first request
    click.echo(f"judgekit: serving on http://{host}:{port}/ (Ctrl-C to stop)")
    run(create_app(), bind=f"{host}:{port}", workers=workers)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
