"""All rule documents, parsed once per process and looked up by game and language."""

from __future__ import annotations

import difflib
import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator

from judgekit.rules.model import Anomaly, Document
from judgekit.rules.parsers import godzilla_en, godzilla_ja, indie, moncolle, vanguard
from judgekit.rules.source import RULES_TEXT, Manifest, SourceError, manifests, read_lines
from judgekit.rules.versions import version_manifests

PARSERS: dict[str, Callable[[Document, list[str]], Document]] = {
    "godzilla_ja": godzilla_ja.parse,
    "godzilla_en": godzilla_en.parse,
    "vanguard": vanguard.parse,
    "moncolle": moncolle.parse,
    "indie": indie.parse,
}
SEPARATORS = {"moncolle": "-"}


class UnknownDocument(LookupError):
    def __init__(self, message: str, suggestions: list[str]):
        self.suggestions = suggestions
        hint = f"; known: {', '.join(suggestions)}" if suggestions else ""
        super().__init__(message + hint)


def load_document(manifest: Manifest) -> Document:
    """Read, correct and parse one document."""
    parse = PARSERS.get(manifest.parser)
    if parse is None:
        raise UnknownDocument(f"{manifest.folder}: unknown parser {manifest.parser!r}",
                              sorted(PARSERS))
    lines, errata = read_lines(manifest)
    doc = Document(game=manifest.game, lang=manifest.lang, title=manifest.title,
                   version=manifest.version, date=manifest.date, source=manifest.source,
                   parser=manifest.parser, separator=SEPARATORS.get(manifest.parser, "."),
                   cite=manifest.cite, status=manifest.status)
    doc = parse(doc, lines)
    for fix in errata:
        doc.anomalies.append(Anomaly("errata", fix.line,
                                     f"{fix.find!r} → {fix.replace!r}: {fix.reason}"))
    doc.anomalies.sort(key=lambda a: (a.line, a.kind))
    return doc


@dataclass
class Library:
    documents: dict[str, Document]  # "godzilla/ja" → its newest published version
    # every version of each document: published ones oldest first, then staged ones
    history: dict[str, list[Document]] = field(default_factory=dict)

    def __iter__(self) -> Iterator[Document]:
        return iter(self.documents.values())

    def games(self) -> list[str]:
        return sorted({d.game for d in self})

    def languages(self, game: str) -> list[str]:
        return sorted(d.lang for d in self if d.game == game)

    def default_lang(self, game: str) -> str:
        """The language a game's bare section numbers mean: Japanese, the newest texts."""
        langs = self.languages(game)
        return "ja" if "ja" in langs else langs[0]

    def get(self, game: str, lang: str | None = None) -> Document:
        """The document for a game and language (the game's first language if omitted).

        :raises UnknownDocument: naming the games or languages there are.
        """
        game = game.strip().lower()
        if game not in self.games():
            close = difflib.get_close_matches(game, self.games(), n=3, cutoff=0.4)
            raise UnknownDocument(f"no game {game!r}", close or self.games())
        langs = self.languages(game)
        lang = (lang or self.default_lang(game)).strip().lower()
        if lang not in langs:
            raise UnknownDocument(f"{game} has no {lang!r} text", langs)
        return self.documents[f"{game}/{lang}"]

    def versions(self, key: str, staged: bool = False) -> list[Document]:
        """The published versions of a document, oldest first (and the staged ones after)."""
        docs = self.history.get(key) or [self.documents[key]]
        return [d for d in docs if staged or d.status == "published"]

    def version(self, game: str, lang: str | None, version: str,
                staged: bool = False) -> Document:
        """One version of a document, as pinned in an address or a citation.

        :raises UnknownDocument: naming the versions there are.
        """
        doc = self.get(game, lang)
        found = {d.version: d for d in self.versions(doc.key, staged)}
        if version not in found:
            raise UnknownDocument(f"{doc.key} has no version {version!r}", list(found))
        return found[version]

    def cited(self, citation: str) -> tuple[Document, str] | None:
        """The version and number a citation names: ``Godzilla CR JP 1.04 §10.4.3`` (the ``§``
        may be left out); None when it names no published version."""
        text = " ".join(citation.split()).casefold()
        docs = [d for ds in (self.history.values() or [[d] for d in self.documents.values()])
                for d in ds if d.status == "published" and d.cite]
        for doc in sorted(docs, key=lambda d: -len(d.cite)):  # "… 1.10" before "… 1.1"
            name = doc.cite.casefold()
            if text.startswith(name):
                number = text[len(name):].strip().lstrip("§").strip()
                if number and (text[len(name)] in " §"):
                    return doc, number
        return None


def published_order(doc: Document) -> tuple:
    """Versions are ordered by date, then by their version written as numbers."""
    return (doc.date, [int(p) if p.isdigit() else p for p in doc.version.split(".")])


def load_versions(manifest: Manifest) -> list[Document]:
    """Every version in one document's folder: the top one and those in its sub-folders."""
    found = [manifest, *version_manifests(manifest.folder)]
    docs = [load_document(m) for m in found]
    seen: set[str] = set()
    for m, doc in zip(found, docs):
        if (doc.game, doc.lang) != (manifest.game, manifest.lang) or doc.version in seen:
            raise SourceError(f"{m.folder / 'document.toml'}: version {doc.version} of "
                              f"{doc.game}/{doc.lang} does not belong beside "
                              f"{manifest.key} or is there twice")
        seen.add(doc.version)
    published = sorted((d for d in docs if d.status == "published"), key=published_order)
    if not published:
        raise SourceError(f"{manifest.folder}: no published version (all are staged)")
    return published + [d for d in docs if d.status != "published"]


def load_library(root: Path = RULES_TEXT) -> Library:
    history = {m.key: load_versions(m) for m in manifests(root)}
    newest = {key: [d for d in docs if d.status == "published"][-1]
              for key, docs in history.items()}
    return Library(newest, history)


@functools.cache
def library() -> Library:
    """The documents under ``rules_text/``, parsed once per process."""
    return load_library(RULES_TEXT)  # read at call time: a test may point it elsewhere
