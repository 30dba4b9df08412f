"""The search index on disk: built on first use, rebuilt only when its inputs change.

The index lives in a cache folder under a key that hashes everything that
goes into it (the documents' sections and the analyzers), so a changed rule
text or vocabulary gets a fresh index and an unchanged one is reused. A build
writes into a private folder and is renamed into place when complete, under
a file lock: two processes starting at once build it once, and a reader never
sees half an index. An index that fails to open or count its records is
treated as corrupt and rebuilt.
"""

from __future__ import annotations

import contextlib
import fcntl
import gc
import hashlib
import json
import os
import shutil
import stat
import warnings
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from whoosh import fields, index
from whoosh.analysis import SpaceSeparatedTokenizer, StemmingAnalyzer

from judgekit.cardtext.database import database
from judgekit.engine.cards import CardDef
from judgekit.rules.library import Library, library
from judgekit.rulings import Ruling, rulings
from judgekit.rulings.render import plain_text
from judgekit.scenarios.catalogue import catalogue, relative
from judgekit.scenarios.features import Scenario
from judgekit.search import analysis

MARKER = "complete.json"
RECORDS_VERSION = "7"  # bump when a change here changes what a record puts in the index


def cache_dir() -> Path:
    if os.environ.get("JUDGEKIT_CACHE"):
        return Path(os.environ["JUDGEKIT_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "judgekit"


# Sections, rulings, cards and scenarios are four indexes in one folder: the others' text
# would otherwise shift the length and frequency statistics the rules' ranking rests on.
NAMES = {"rule": "MAIN", "ruling": "rulings", "card": "cards", "scenario": "scenarios"}


def schema() -> fields.Schema:
    words = SpaceSeparatedTokenizer()  # terms are made by judgekit.search.analysis
    return fields.Schema(
        path=fields.ID(stored=True, unique=True),  # "godzilla/ja/10.4.3", "rulings/GZ-001"
        kind=fields.ID(stored=True),  # "rule" | "ruling" | "card" | "scenario"
        game=fields.ID(stored=True), lang=fields.ID(stored=True),
        number=fields.STORED, title=fields.STORED, body=fields.STORED, url=fields.STORED,
        ja_title=fields.TEXT(analyzer=words, phrase=False),
        ja_context=fields.TEXT(analyzer=words, phrase=False),
        ja_text=fields.TEXT(analyzer=words, phrase=False),
        ja_bigram=fields.TEXT(analyzer=words, phrase=False),  # searched as terms, not phrases
        en_title=fields.TEXT(analyzer=StemmingAnalyzer(), phrase=False),
        en_context=fields.TEXT(analyzer=StemmingAnalyzer(), phrase=False),
        en_text=fields.TEXT(analyzer=StemmingAnalyzer(), phrase=False),
    )


def rule_records(lib: Library) -> list[dict]:
    """One record per section of every document: what is shown and what is searched."""
    out = []
    for doc in lib:
        for sec in doc:
            context = " ".join(a.title or "" for a in doc.ancestors(sec.number))
            out.append({
                "path": f"{doc.key}/{sec.number}", "kind": "rule", "game": doc.game,
                "lang": doc.lang, "number": sec.number, "title": sec.title or "",
                "body": sec.text, "url": f"/{doc.key}/{sec.number}",
                "searched": (sec.title or "", context, sec.text),
            })
    return out


def ruling_records(found: Iterable[Ruling]) -> list[dict]:
    """One record per ruling: its question is the title, its topics the context."""
    return [{
        "path": f"rulings/{r.id}", "kind": "ruling", "game": r.game, "lang": r.lang,
        "number": r.id, "title": r.question, "body": text, "url": r.url,
        "searched": ("\n".join((r.question, *r.also_asked)), " ".join(r.tags), text),
    } for r in found for text in [plain_text(r)]]


def card_records(cards: Iterable[CardDef]) -> list[dict]:
    """One record per real card: its name and number the title, its traits the context."""
    return [{
        "path": f"cards/{c.number}", "kind": "card", "game": "godzilla", "lang": "ja",
        "number": c.number, "title": c.name, "body": c.text, "url": f"/cards/{c.number}",
        "searched": (f"{c.name} {c.number}", " ".join(c.traits), c.text),
    } for c in cards]


def scenario_records(scenarios: Iterable[Scenario]) -> list[dict]:
    """One record per regression scenario of scenarios/: its name the title, its Feature and
    rules the context, its steps (and their card tables) the text."""
    return [{
        "path": f"scenarios/{where}", "kind": "scenario", "game": "godzilla", "lang": "en",
        "number": where, "title": sc.name, "body": steps, "url": f"/scenarios/{relative(sc)}/{sc.line}",
        "searched": (sc.name, " ".join([sc.feature, *sc.rules]), steps),
    } for sc in scenarios for where, steps in [(f"{relative(sc)}:{sc.line}", _steps_text(sc))]]


def _steps_text(sc: Scenario) -> str:
    """Its own steps: the Background's, the same in every scenario of a file, tell none apart."""
    return "\n".join(line for step in sc.steps if step.line > sc.line
                     for line in [step.text, *(" | ".join(row) for row in step.table or [])])


def all_records(lib: Library | None = None, found: Iterable[Ruling] | None = None) -> list[dict]:
    return (rule_records(lib or library()) + ruling_records(rulings() if found is None else found)
            + card_records(database().values()) + scenario_records(catalogue()[0]))


def _english(title: str, context: str, text: str) -> dict:
    return {"en_title": analysis.normalise(title), "en_context": analysis.normalise(context),
            "en_text": analysis.normalise(text)}


def _japanese(title: str, context: str, text: str) -> dict:
    return {"ja_title": " ".join(analysis.japanese_words(title)),
            "ja_context": " ".join(analysis.japanese_words(context)),
            "ja_text": " ".join(analysis.japanese_words(text)),
            "ja_bigram": " ".join(analysis.bigrams(f"{title}\n{text}"))}


def _fields_of(record: dict) -> dict:
    stored = {k: v for k, v in record.items() if k != "searched"}
    searched = record["searched"]
    if record["kind"] in ("ruling", "scenario"):  # languages mixed: card text quoted, asked both ways
        return stored | _english(*searched) | _japanese(*(analysis.LATIN_WORD.sub(" ", p) for p in searched))
    return stored | (_english if record["lang"] == "en" else _japanese)(*searched)


def corpus_key(records: list[dict]) -> str:
    h = hashlib.sha256((RECORDS_VERSION + analysis.fingerprint()).encode())
    for r in records:
        h.update(json.dumps([r["path"], r["searched"]], ensure_ascii=False).encode())
    return h.hexdigest()[:20]


def build(folder: Path, records: list[dict],
          wrap: Callable[[list[dict]], Iterable[dict]] = iter) -> None:
    folder.mkdir(parents=True)
    writers = {kind: index.create_in(str(folder), schema(), indexname=name).writer(limitmb=128)
               for kind, name in NAMES.items()}
    try:
        for record in wrap(records):
            writers[record["kind"]].add_document(**_fields_of(record))
    except BaseException:
        for writer in writers.values():
            writer.cancel()
        raise
    for writer in writers.values():
        writer.commit(optimize=True)
    (folder / MARKER).write_text(json.dumps({"records": len(records)}), encoding="utf-8")


def _only_files(folder: Path) -> bool:
    """Nothing but regular files in the folder: a FIFO or device would hang a read for ever."""
    return folder.is_dir() and all(stat.S_ISREG(p.lstat().st_mode) for p in folder.iterdir())


def _clear(path: Path) -> None:
    """Remove whatever is at path (a folder, or a stray file or FIFO where one should be)."""
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()


def is_complete(folder: Path, records: int) -> bool:
    """The folder holds a finished index that opens and has every record."""
    if not _only_files(folder):
        return False
    # Whoosh leaves a damaged file open when it fails to read it: close it here, silently.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        try:
            marker = json.loads((folder / MARKER).read_text(encoding="utf-8"))
            counted = 0
            for name in NAMES.values():
                with index.open_dir(str(folder), indexname=name).searcher() as s:
                    counted += s.doc_count()
            return marker["records"] == records == counted
        except Exception:  # noqa: BLE001 - whatever a damaged index raises, it is not usable
            return False
        finally:
            gc.collect()


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    if path.exists() and not path.is_file():  # a FIFO here would block the open for ever
        _clear(path)
    with open(path, "a") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def open_indexes(lib: Library | None = None, *, rebuild: bool = False,
                 wrap: Callable[[list[dict]], Iterable[dict]] = iter,
                 found: Iterable[Ruling] | None = None) -> dict[str, index.Index]:
    """The current indexes of sections, rulings, cards and scenarios by kind, built first if missing,
    stale or damaged (their records are gathered and checked once for all four)."""
    records = all_records(lib, found)
    root = cache_dir() / "search"
    if root.exists() and not root.is_dir():  # a stray file where the cache folder should be
        _clear(root)
    root.mkdir(parents=True, exist_ok=True)
    target = root / corpus_key(records)
    if rebuild or not is_complete(target, len(records)):
        with _locked(root / ".lock"):
            # another process may have built it while this one waited for the lock
            if rebuild or not is_complete(target, len(records)):
                for old in root.iterdir():  # indexes of older texts, builds that died
                    if old.name != ".lock" and old != target:
                        _clear(old)
                scratch = root / f"{target.name}.building-{os.getpid()}"
                try:
                    build(scratch, records, wrap)
                except BaseException:  # a full disk: free what this build took, so a retry fits
                    shutil.rmtree(scratch, ignore_errors=True)
                    raise
                _clear(target)
                os.rename(scratch, target)
    return {kind: index.open_dir(str(target), indexname=name) for kind, name in NAMES.items()}


def open_index(lib: Library | None = None, *, kind: str = "rule", **options) -> index.Index:
    """One of :func:`open_indexes`: the sections' (or kind "ruling", "card" or "scenario")."""
    return open_indexes(lib, **options)[kind]
