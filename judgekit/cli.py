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


LANGUAGE_NAMES = {"jp": "ja", "jpn": "ja", "japanese": "ja", "eng": "en", "english": "en"}


def _language(_ctx, _param, lang: str | None) -> str | None:
    """``jp`` (the country code players type) and the like mean ``ja``."""
    return LANGUAGE_NAMES.get(lang.strip().lower(), lang) if lang else lang


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
    _print_alignment_check(summary)
    for key in _documents().documents:
        for staged in [d for d in _documents().versions(key, staged=True) if d.status == "staged"]:
            _print_update(_documents().documents[key], staged, summary)


def _print_alignment_check(summary: bool) -> None:
    """The reviewed JP↔EN pairing, checked against the content matcher."""
    from judgekit.rules.alignment import alignments, matcher_agreement

    try:
        reviewed = alignments()
    except SourceError as exc:
        raise click.ClickException(f"cannot read the reviewed JP↔EN alignment: {exc}") from exc
    for al in reviewed:
        found = matcher_agreement(al, _documents())
        click.echo(f"{al.left} ↔ {al.right}: the matcher pairs {found.agreed} of the "
                   f"{found.compared} reviewed pairs alike "
                   f"({100 * found.agreed / max(found.compared, 1):.1f} %)")
        if not summary:
            for p in found.disagreements:
                why = f" (reviewed: {p.why})" if p.why else ""
                click.echo(f"         {p.left or '—'} ↔ {p.right or '—'}: the matcher disagrees{why}")
        click.echo("")


def _print_update(current: Document, staged: Document, summary: bool) -> None:
    """The update report of a staged version: what it changes and what that touches."""
    from judgekit.rules.diff import cached_diff
    from judgekit.rules.library import published_order
    from judgekit.rules.update import report

    if published_order(staged) < published_order(current):
        click.echo(f"{current.key} {staged.version} is STAGED, an earlier version than "
                   f"{current.version}: once accepted it is kept for pinned citations and "
                   f"history; nothing served changes\n")
        return
    found = report(cached_diff(current, staged))
    counts = ", ".join(f"{n} {k}" for k, n in found.diff.counts().items())
    click.echo(f"{current.key} {staged.version} is STAGED, not served: update from "
               f"{current.version}: {counts}")
    for _area, label, touches in found.by_area():
        click.echo(f"  {len(touches):4d} {label}")
        if not summary:
            for t in touches:
                click.echo(f"         {t}")
    click.echo(f"  Review, then publish it: judgekit rules accept {current.game} "
               f"{current.lang} {staged.version}\n")


def _version(game: str, lang: str, version: str) -> Document:
    try:
        return _documents().version(game, _language(None, None, lang), version, staged=True)
    except UnknownDocument as exc:
        raise BadRequest(str(exc)) from exc


@rules.command("diff")
@click.argument("game")
@click.argument("lang")
@click.argument("old")
@click.argument("new")
@click.option("--all", "show_all", is_flag=True, help="Also list each renumbered section.")
def rules_diff(game: str, lang: str, old: str, new: str, show_all: bool) -> None:
    """What changed between two versions, e.g. ``godzilla ja 1.04 1.05``.

    Edits are shown word by word: [-removed-]{+added+}.
    """
    from judgekit.rules.diff import cached_diff

    found = cached_diff(_version(game, lang, old), _version(game, lang, new))
    click.echo(f"{found.old.cite} → {found.new.cite}: "
               + ", ".join(f"{n} {k}" for k, n in found.counts().items()))
    for ch in found.changed():
        if ch.kind == "renumbered" and not show_all:
            continue
        click.echo(f"{ch.describe()}")
        if ch.words:
            words = "".join(t if op == "=" else f"[-{t}-]" if op == "-" else f"{{+{t}+}}"
                            for op, t in ch.words)
            click.echo(textwrap.indent(words, "    "))
        if ch.note:
            click.echo(f"    ({ch.note})")
    for limit in found.matching.limits:
        click.echo(f"note: {limit}")
    renumbered = found.counts().get("renumbered", 0)
    if renumbered and not show_all:
        click.echo(f"({renumbered} renumbered sections with unchanged text: --all lists them)")


@rules.command("add")
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@click.option("--game", required=True)
@click.option("--lang", required=True)
@click.option("--version", "version", required=True, help="As printed: 1.05")
@click.option("--date", required=True, help="Publication date, YYYY-MM-DD")
@click.option("--provenance", default="", help="Where the text comes from.")
def rules_add(file: str, game: str, lang: str, version: str, date: str, provenance: str) -> None:
    """Stage a new version of a document from its seed text (not served until accepted)."""
    from pathlib import Path

    from judgekit.rules import library as library_module
    from judgekit.rules.library import load_document
    from judgekit.rules.source import load_manifest, manifests
    from judgekit.rules.versions import remove_staged, stage

    current = _document(game, lang)
    top = next(m for m in manifests(library_module.RULES_TEXT) if m.key == current.key)
    try:
        folder = stage(top, Path(file), version, date, provenance)
    except SourceError as exc:
        raise BadRequest(str(exc)) from exc
    manifest = load_manifest(folder)
    try:
        doc = load_document(manifest)
    except (SourceError, ParseError) as exc:
        remove_staged(manifest)
        raise click.ClickException(f"{file} cannot be read as {current.key}: {exc}") from exc
    library.cache_clear()  # the documents on disk changed
    click.echo(f"staged {doc.cite} in {folder} ({len(doc)} sections); "
               f"`judgekit rules check` lists what it touches")


@rules.command("accept")
@click.argument("game")
@click.argument("lang")
@click.argument("version")
@click.option("--yes", is_flag=True, help="Do not ask; the report has been reviewed.")
def rules_accept(game: str, lang: str, version: str, yes: bool) -> None:
    """Publish a staged version: from now on it is the newest, served by default."""
    from judgekit.rules.source import load_manifest
    from judgekit.rules.versions import publish

    staged = _version(game, lang, version)
    if staged.status != "staged":
        raise BadRequest(f"{staged.key} {version} is already published")
    _print_update(_documents().documents[staged.key], staged, summary=True)
    if not yes and not click.confirm(f"Publish {staged.cite} as the newest?"):
        raise click.ClickException("not published")
    rewrites = _carry_reviewed(staged)
    folder = next(m.folder for m in _staged_manifests(staged))
    for path, text in rewrites.items():
        path.write_text(text, encoding="utf-8")
        click.echo(f"carried the reviewed numbers of {path} to {staged.version}")
    publish(load_manifest(folder))
    library.cache_clear()
    newest = _documents().documents[staged.key]
    click.echo(f"published {staged.cite}; the newest version served is {newest.version}"
               + ("; rulings citing changed sections now need `judgekit rulings check`"
                  if newest.version == staged.version else ""))


def _carry_reviewed(staged: Document) -> dict:
    """The reviewed JP↔EN files rewritten to the numbers of a version about to become the
    newest, each checked to load against it; refuses (naming the row) when one cannot."""
    import tempfile
    from pathlib import Path

    from judgekit.rules import alignment, differences
    from judgekit.rules.diff import cached_diff
    from judgekit.rules.library import Library, published_order
    from judgekit.rules.update import carried

    lib = _documents()
    current = lib.documents[staged.key]
    if published_order(staged) < published_order(current):
        return {}  # an earlier version: the reviewed numbers stay the newest's
    found = cached_diff(current, staged)
    as_newest = Library({**lib.documents, staged.key: staged}, lib.history)
    rewrites = {}
    for folder, pattern, load in ((alignment.ALIGNMENT_DIR, "*-*-*.toml", alignment.load_alignment),
                                  (differences.DIFFERENCES_DIR, "*.toml",
                                   differences.load_differences)):
        for path in sorted(folder.glob(pattern)):
            text = carried(path, found)
            if text is None:
                continue
            with tempfile.TemporaryDirectory() as scratch:
                trial = Path(scratch) / path.name
                trial.write_text(text, encoding="utf-8")
                try:
                    load(trial, as_newest)
                except SourceError as exc:
                    raise click.ClickException(
                        str(exc).replace(str(trial), str(path)) + f" in {staged.version}: "
                        "fix that row (the update report lists it), then accept again") from exc
            if text != path.read_text(encoding="utf-8"):
                rewrites[path] = text
    return rewrites


def _staged_manifests(doc: Document):
    from judgekit.rules import library as library_module
    from judgekit.rules.source import manifests
    from judgekit.rules.versions import version_manifests

    for top in manifests(library_module.RULES_TEXT):
        if top.key == doc.key:
            yield from (m for m in version_manifests(top.folder) if m.version == doc.version)


@rules.command("show")
@click.argument("game")
@click.argument("lang_or_number", metavar="[LANG]")
@click.argument("number", required=False, metavar="NUMBER")
@click.option("--version", "version", default=None, help="An earlier (or staged) version.")
def rules_show(game: str, lang_or_number: str, number: str | None, version: str | None) -> None:
    """Print one section and everything under it: ``godzilla ja 10.4.3``, or ``godzilla 10.4.3``
    for the game's Japanese text, as on the site."""
    lang = _language(None, None, lang_or_number) if number else None
    if number is None and _language(None, None, lang_or_number) in ("ja", "en"):
        raise BadRequest(f"which section? e.g. judgekit rules show {game} {lang_or_number} 10.4.3")
    doc = _document(game, lang)
    if version:
        doc = _version(game, doc.lang, version)
    sec = _section(doc, number or lang_or_number)
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
@click.argument("lang", required=False, callback=_language)
def rules_list(game: str, lang: str | None) -> None:
    """Every section number with its title (or the start of its text)."""
    doc = _document(game, lang)
    for sec in doc:
        label = sec.title or sec.text.replace("\n", " ")[:50]
        click.echo(f"{'  ' * (sec.depth - 1)}{sec.number}  {label}")


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True, envvar="JUDGEKIT_HOST", show_envvar=True,
              help="Address to listen on (0.0.0.0: every interface).")
@click.option("--port", default=5000, show_default=True, type=int, envvar="JUDGEKIT_PORT", show_envvar=True)
@click.option("--workers", default=2, show_default=True, type=int, envvar="JUDGEKIT_WORKERS", show_envvar=True)
@click.option("--log-format", type=click.Choice(["text", "json"]), default="text", show_default=True,
              envvar="JUDGEKIT_LOG_FORMAT", show_envvar=True, help="json: one object a line, for log collectors.")
def serve(host: str, port: int, workers: int, log_format: str) -> None:
    """Start the rules site (gunicorn). The search index goes to $JUDGEKIT_CACHE
    (default ~/.cache/judgekit)."""
    from judgekit import cardtext, search
    from judgekit.web import create_app
    from judgekit.web.server import AddressUnusable, check_address, configure_logging, run

    try:
        check_address(host, port)  # before the index is built, not after
    except AddressUnusable as exc:
        raise BadRequest(str(exc)) from exc
    click.echo("judgekit: reading the rule documents", err=True)
    _documents()  # fail here, with a message, rather than on the first request
    try:
        _search_index()  # built before the workers fork, so they share it instead of racing
        search.warm()  # and what the first questions would load, once for all workers
    except click.ClickException as exc:  # the rest of the site does not need it
        click.echo(f"judgekit: {exc.message}; serving without search until it can be built", err=True)
    cardtext.warm()  # the card grammar's parser too: built once here, shared by the workers it forks
    configure_logging(log_format)
    address = f"http://{'[' + host + ']' if ':' in host else host}:{port}/"
    run(create_app(), bind=f"{host}:{port}", workers=workers, log_format=log_format,
        on_ready=lambda: click.echo(f"judgekit: serving on {address} (Ctrl-C to stop)"))


@main.command("export")
@click.argument("folder", type=click.Path(file_okay=False))
def export_command(folder: str) -> None:
    """Write the whole reference into FOLDER as static files: an offline event pack that works
    opened from the folder, from any static host, and on a phone after one visit."""
    from judgekit.web.export import ExportError, export

    _documents()
    try:
        pack = export(folder, progress=lambda msg: click.echo(f"judgekit: {msg}", err=True))
    except ExportError as exc:
        raise BadRequest(str(exc)) from exc
    for path, page in pack.missing.items():
        click.echo(f"WARNING {page} links to {path}, which the site does not answer", err=True)
    click.echo(f"{pack.pages} pages, {pack.files} files, {pack.bytes / 1e6:.1f} MB in {pack.folder} "
               f"({pack.seconds:.1f} s); open {pack.folder / 'index.html'} or put the folder on any "
               "static host")


def _search_index(rebuild: bool = False):
    """The search index of this process, built first if it is missing, stale or asked for.

    Opened once and kept (``judgekit.search.indexes``), so a search or the server's
    workers (forked after it) do not open it again.
    """
    from judgekit import search
    from judgekit.search import store

    _documents()  # a broken rule document is reported as such, not as a search error
    try:
        # a missing or stale index is built here, with a progress bar; then opened once
        store.open_indexes(rebuild=rebuild, wrap=_progress)
        search.forget_indexes()
        return search.index()
    except search.SearchUnavailable as exc:
        raise click.ClickException(f"cannot build or read the search index in {store.cache_dir()}: "
                                   f"{exc.__cause__ or exc}")
    except OSError as exc:
        raise click.ClickException(f"cannot write the search index in {store.cache_dir()}: {exc}")


def _progress(records):
    from judgekit.search import store

    click.echo(f"judgekit: building the search index in {store.cache_dir() / 'search'} "
               "(once, and after the texts change)", err=True)
    with click.progressbar(records, label="indexing sections", file=sys.stderr) as bar:
        yield from bar


@main.command("index")
def index_command() -> None:
    """Rebuild the search index (it is otherwise built on first use)."""
    from judgekit.search import store

    ix = _search_index(rebuild=True)
    click.echo(f"indexed {ix.doc_count()} sections in {store.cache_dir() / 'search'}")


@main.command("search")
@click.argument("query")
@click.option("--game", help="Only this game (godzilla, vanguard, moncolle, indie).")
@click.option("--lang", help="Only this language (ja, en).", callback=_language)
@click.option("--limit", default=10, show_default=True, type=int)
@click.option("--json", "as_json", is_flag=True, help="The API's JSON instead of text.")
def search_command(query: str, game: str | None, lang: str | None, limit: int,
                   as_json: bool) -> None:
    """Search every rule document; a section number shows that section."""
    import html
    import json
    import re

    from judgekit.search import BadQuery, search

    _search_index()
    try:
        result = search(query, game, lang, limit)
    except BadQuery as exc:
        raise BadRequest(str(exc)) from exc
    if as_json:
        click.echo(json.dumps(result.as_json(), ensure_ascii=False, indent=2))
        return
    # What the site shows: a number opens its section or card; words list rulings and cards
    # above the sections.
    ctx = click.get_current_context()
    if result.jump and result.cards:
        ctx.invoke(cards_show, key=result.cards[0].number)
        return
    if result.jump:
        hit = next(h for h in result.hits if h.url == result.jump)
        ctx.invoke(rules_show, game=hit.game, lang_or_number=hit.lang, number=hit.number)
        return
    if result.message:
        click.echo(result.message, err=True)
    for label, _url in result.did_you_mean:
        click.echo(f"did you mean: {label}", err=True)

    def show(heading: str, hits, numbered: bool = True) -> None:
        if hits and heading:
            click.echo(heading)
        for i, hit in enumerate(hits, 1):
            where = f"{hit.game}/{hit.lang} §{hit.number}" if hit.kind == "rule" else hit.number
            click.echo((f"{i:>2}. " if numbered else "  - ") + where + (f" {hit.title}" if hit.title else ""))
            if hit.kind != "card":
                text = re.sub(r"<mark>(.*?)</mark>", lambda m: click.style(m.group(1), bold=True),
                              hit.snippet.replace("\n", " "))
                click.echo(textwrap.indent(html.unescape(text), "    "))

    show("Rulings", result.rulings, numbered=False)
    show("Cards", result.cards, numbered=False)
    show("Scenarios", result.scenarios, numbered=False)
    show("Sections" if result.rulings or result.cards or result.scenarios else "", result.hits)


@main.group()
def cards() -> None:
    """Check and show real cards and their compiled abilities."""


@cards.command("check")
@click.argument("file", type=click.Path(), required=False)
def cards_check(file: str | None) -> None:
    """Compile every card of FILE (default: the project's card file); exit 0 only if all compile."""
    from pathlib import Path

    from judgekit.cardtext import CompileError, compile_card
    from judgekit.cardtext.database import CARDS_DIR, CardFileError, read_cards

    path = Path(file) if file else CARDS_DIR / "godzilla-cards.json"
    try:
        all_cards = read_cards(path)
    except CardFileError as exc:
        raise BadRequest(str(exc)) from exc
    compiled = 0
    for card in all_cards:
        try:
            compile_card(card)
            compiled += 1
        except CompileError as exc:
            click.echo(f"{card.number} {card.name}: cannot read 「{exc.part}」 "
                       f"(character {exc.position + 1})" + (f": {exc.why}" if exc.why else ""))
    click.echo(f"{compiled} of {len(all_cards)} card texts compiled")
    sys.exit(0 if compiled == len(all_cards) else 1)


@cards.command("show")
@click.argument("key")
def cards_show(key: str) -> None:
    """A card by number or unique name, with its abilities in plain words."""
    from judgekit.cardtext import CompileError, compile_card
    from judgekit.cardtext.database import database, find

    card = find(key)
    if card is None:
        import difflib

        near = difflib.get_close_matches(key, list(database()), n=5, cutoff=0.5)
        raise BadRequest(f"no card '{key}' (a number, or a name only one card has); "
                         f"closest: {', '.join(near) or 'none'}")
    click.echo(f"{card.number} {card.name}")
    click.echo(f"  {card.type}, rank {card.rank}, {'/'.join(card.colors)}, "
               f"traits {'/'.join(card.traits) or '—'}, threat {card.threat}, counter {card.counter}, "
               f"invasion {card.invasion}")
    click.echo(f"  text: {card.text or '(none)'}")
    try:
        abilities = compile_card(card)
    except CompileError as exc:
        click.echo(f"  not compiled: {exc}")
        sys.exit(1)
    from judgekit.cardtext.describe import reading

    for line in reading(abilities):
        click.echo(f"  {line}")
    from judgekit.rulings import rulings
    from judgekit.scenarios.catalogue import relative, using_card

    for ruling in rulings().citing_card(card.number):  # what a judge reads next, as on the card page
        click.echo(f"  ruling {ruling.id} ({ruling.status}): {ruling.question}")
    for sc in using_card(card.number):
        click.echo(f"  scenario scenarios/{relative(sc)}:{sc.line}  {sc.name}")


@main.group()
def rulings() -> None:
    """Judges' rulings under rules_text/rulings/: check, accept after review, list."""


def _read_rulings(folder: str | None):
    from pathlib import Path

    from judgekit.rulings import FOLDER, read_all

    path = Path(folder) if folder else FOLDER
    if not path.is_dir():
        raise BadRequest(f"{path}: no such folder")
    return read_all(path)


@rulings.command("check")
@click.option("--folder", type=click.Path(), help="Another folder of rulings (default: the project's).")
@click.option("--no-scenarios", is_flag=True, help="Do not run the scenarios rulings point to.")
def rulings_check(folder: str | None, no_scenarios: bool) -> None:
    """Every ruling against the rules, cards and scenarios; exit 0 only if none has a problem."""
    from judgekit.rulings import check_all

    found = _read_rulings(folder)
    for error in found.errors:
        click.echo(f"ERROR {error}")
    problems = check_all(found, run_scenarios=not no_scenarios)
    for problem in problems:
        click.echo(("REVIEW " if problem.needs_review else "ERROR ") + str(problem))
    review = len({p.ruling for p in problems if p.needs_review})
    broken = len({p.ruling for p in problems if not p.needs_review}) + len(found.errors)
    click.echo(f"{len(found)} rulings read; {review} need review; {broken} with errors")
    sys.exit(1 if problems or found.errors else 0)


@rulings.command("accept")
@click.argument("ids", nargs=-1, required=True)
@click.option("--folder", type=click.Path(), help="Another folder of rulings (default: the project's).")
def rulings_accept(ids: tuple[str, ...], folder: str | None) -> None:
    """After reviewing rulings IDS against today's rules, record the hashes of what they cite."""
    from judgekit.rulings.check import accept

    found = _read_rulings(folder)
    unknown = [i for i in ids if i not in found.by_id]
    if unknown:
        raise BadRequest(f"no ruling {', '.join(unknown)}; rulings: {', '.join(sorted(found.by_id)) or 'none'}")
    for i in ids:
        keys = accept(found.by_id[i], library())
        click.echo(f"{i}: recorded {len(keys)} cited sections ({', '.join(keys)})")


@rulings.command("show")
@click.argument("ruling_id", metavar="ID")
@click.option("--folder", type=click.Path(), help="Another folder of rulings (default: the project's).")
def rulings_show(ruling_id: str, folder: str | None) -> None:
    """A ruling: its question, answer, the sections it cites (and whether they changed since),
    its cards and scenario."""
    from judgekit.cardtext.database import database
    from judgekit.rulings import Rulings, check_all
    from judgekit.rulings.render import plain_text

    found = _read_rulings(folder)
    ruling = found.by_id.get(ruling_id.strip().upper())
    if ruling is None:
        import difflib

        near = difflib.get_close_matches(ruling_id.upper(), list(found.by_id), n=5, cutoff=0.5)
        raise BadRequest(f"no ruling {ruling_id}; closest: {', '.join(near) or 'none'} "
                         "(judgekit rulings list shows them all)")
    click.echo(f"{ruling.id}  [{ruling.status}]  {ruling.question}")
    for asked in ruling.also_asked:
        click.echo(f"  also asked: {asked}")
    click.echo(f"  {ruling.path.name}, {ruling.date}, {ruling.source}\n")
    for para in plain_text(ruling).split("\n"):
        click.echo(textwrap.fill(para, width=98, initial_indent="  ", subsequent_indent="  "))
    doc_of = {lang: _documents().get(ruling.game, lang) for lang in {c.lang for c in ruling.cites}}
    if ruling.cites:
        click.echo("\ncites:")
    for cite in ruling.cites:
        sec = doc_of[cite.lang].sections.get(cite.number)
        words = (sec.title or sec.text.replace("\n", " ")[:60]) if sec else "(no such section)"
        click.echo(f"  {ruling.game} {cite.lang} {cite.number}  {words}")
    for number in ruling.cards:
        card = database().get(number)
        click.echo(f"  card {number}  {card.name if card else '(no such card)'}")
    if ruling.scenario:
        click.echo(f"  scenario {ruling.scenario}")
    problems = check_all(Rulings({ruling.id: ruling}, []), run_scenarios=False)
    for problem in problems:
        click.echo(("REVIEW " if problem.needs_review else "ERROR ") + problem.message)


@rulings.command("list")
@click.option("--folder", type=click.Path(), help="Another folder of rulings (default: the project's).")
def rulings_list(folder: str | None) -> None:
    """One line per ruling: id, status, question."""
    for ruling in _read_rulings(folder):
        click.echo(f"{ruling.id}  [{ruling.status}]  {ruling.question}")


@main.group()
def state() -> None:
    """Godzilla game states as text: for bug reports and scenarios."""


@state.command("show")
@click.argument("file", type=click.File(encoding="utf-8"))
def state_show(file) -> None:
    """Check a state text (``-`` reads standard input), print its table and, at a play timing,
    the turn player's legal actions; exit 2 naming the field of a damaged text."""
    from judgekit.cardtext import CompileError, compile_card
    from judgekit.engine.abilities import new_game
    from judgekit.engine.actions import describe
    from judgekit.engine.decisions import PlayTiming
    from judgekit.engine.state import GameState, StateError

    from judgekit.inputs import line_of_field

    text = file.read()
    try:
        game_state = GameState.from_text(text)
    except StateError as exc:
        raise BadRequest(f"{file.name}:{exc.line}: {exc}") from exc
    for name, card in game_state.defs.items():  # before the table: the whole answer, or the error
        try:
            compile_card(card)
        except CompileError as exc:
            field = f"defs.{name}.text"
            raise BadRequest(f"{file.name}:{line_of_field(text, field)}: {field}: {exc}") from exc
    for line in _table(game_state):
        click.echo(line)
    if game_state.result is not None or game_state.phase != "main":
        return
    game = new_game(game_state, compile_card, tracing=False)  # the table is printed; no copy is needed
    try:
        pending = game.pending
    except CompileError as exc:
        raise BadRequest(f"{file.name}: {exc}") from exc
    if isinstance(pending, PlayTiming):
        click.echo(f"legal actions of {pending.player}:")
        for action in pending.actions:
            click.echo(f"  {describe(game, action)}")
    elif pending is not None:
        click.echo(f"{pending.player} must first answer: {pending.prompt}")


@state.command("random")
@click.argument("seed", type=int)
@click.option("--turn", default=3, show_default=True, type=int, help="The turn whose first play timing to stop at.")
def state_random(seed: int, turn: int) -> None:
    """The state of a random real-card game (decks and play from SEED) at the first play timing
    of a turn: a starting point for a bug report or a scenario."""
    from judgekit.cardtext import compile_card
    from judgekit.cardtext.database import database
    from judgekit.engine.controllers import random_game

    texts: list[str] = []

    def keep(game) -> None:
        if game.state.turn == turn and not texts:
            texts.append(game.state.to_text())

    game = random_game(list(database().values()), seed, compile_card, tracing=False, at_timing=keep)
    if not texts:
        raise BadRequest(f"game {seed} ended at turn {game.state.turn}, before turn {turn}")
    click.echo(texts[0], nl=False)


def _table(s) -> list[str]:
    """A state's table in a few lines: turn, each player's monster, rage, zones and counts."""
    lines = [f"turn {s.turn}, {s.phase} phase of {s.turn_player}"
             + (f"; the game is over: {s.result.winner or 'nobody'} ({s.result.how})" if s.result else "")]
    board = s.board()
    for player in "AB":
        b = board[player]
        monster = b["invading"][0] if b["invading"] else "none"
        zones = ", ".join(f"{n}: {'/'.join(names)}" for n, names in b["zones"].items()) or "none"
        strategy = ", ".join(f"{n}: {'/'.join(names)}" for n, names in b["strategy"].items() if names) or "none"
        lines.append(f"{player}: {monster} in zone {b['position']}, rage {b['rage']}; zones {zones}; "
                     f"strategy {strategy}; hand {b['hand']}, deck {b['deck']}, discard {b['discard']}")
    return lines


@main.group()
def scenario() -> None:
    """Replay Gherkin scenarios through the rules engine."""


@scenario.command("run")
@click.argument("paths", nargs=-1, required=True, type=click.Path())
@click.option("--json", "as_json", is_flag=True, help="The structured trace as JSON.")
@click.option("--quiet", is_flag=True, help="One line per scenario, no trace.")
@click.option("--name", "names", multiple=True,
              help="Only scenarios whose name contains this (any case); may be repeated.")
def scenario_run(paths: tuple[str, ...], as_json: bool, quiet: bool, names: tuple[str, ...]) -> None:
    """Run feature files, folders of them, or one scenario as FILE:LINE (the place a report
    prints); exit 0 all pass, 1 a failure, 2 an invalid file or nothing to run."""
    import json
    import re
    from pathlib import Path

    from judgekit.scenarios import report
    from judgekit.scenarios.features import invalid as invalid_file
    from judgekit.scenarios.features import read_feature, run
    from judgekit.scenarios.session import ScenarioError

    files: list[tuple[Path, int | None]] = []  # a file, and the line of the one scenario wanted
    for raw in paths:
        path, at = Path(raw), re.fullmatch(r"(.+):(\d+)", raw)
        if path.is_dir():
            files += [(p, None) for p in sorted(path.rglob("*.feature"))]
        elif path.exists():
            files.append((path, None))
        elif at and Path(at[1]).is_file():
            files.append((Path(at[1]), int(at[2])))
        else:
            click.echo(f"ERROR {raw}: no such file or folder", err=True)
            sys.exit(2)
    outcomes, invalid = [], False
    for file, line in files:
        try:
            scenarios = read_feature(file)
        except ScenarioError as exc:
            click.echo(f"ERROR {exc}", err=True)
            if as_json:  # the JSON says it too, as the API does for a body that is no feature
                outcomes.append(invalid_file(file, exc))
            invalid = True
            continue
        if line is not None:  # the scenario that line is in
            scenarios = [sc for sc in scenarios if sc.line <= line][-1:]
            if not scenarios:
                click.echo(f"ERROR {file}:{line}: no scenario starts at or before line {line}", err=True)
                sys.exit(2)
        scenarios = [sc for sc in scenarios if not names or any(n.lower() in sc.name.lower() for n in names)]
        for sc in scenarios:
            outcome = run(sc)
            outcomes.append(outcome)
            if not as_json:
                click.echo(report.text(outcome, trace=not quiet))
    if as_json:
        click.echo(json.dumps([report.as_json(o) for o in outcomes], ensure_ascii=False, indent=1))
    if not outcomes and not invalid:
        wanted = f" named like {' or '.join(repr(n) for n in names)}" if names else ""
        click.echo(f"ERROR no scenario{wanted} in {' '.join(paths)}", err=True)
        sys.exit(2)
    counts = {s: sum(1 for o in outcomes if o.status == s) for s in ("passed", "failed", "error")}
    click.echo(f"{counts['passed']} passed, {counts['failed']} failed, {counts['error']} invalid",
               err=True)
    if invalid or counts["error"]:
        sys.exit(2)
    sys.exit(1 if counts["failed"] else 0)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
