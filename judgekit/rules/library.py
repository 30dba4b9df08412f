"""All rule documents, parsed once per process and looked up by game and language."""

from __future__ import annotations

import difflib
import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

from judgekit.rules.model import Anomaly, Document
from judgekit.rules.parsers import godzilla_en, godzilla_ja, indie, moncolle, vanguard
from judgekit.rules.source import RULES_TEXT, Manifest, manifests, read_lines

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
                   cite=manifest.cite)
    doc = parse(doc, lines)
    for fix in errata:
        doc.anomalies.append(Anomaly("errata", fix.line,
                                     f"{fix.find!r} → {fix.replace!r}: {fix.reason}"))
    doc.anomalies.sort(key=lambda a: (a.line, a.kind))
    return doc


@dataclass
class Library:
    documents: dict[str, Document]  # "godzilla/ja" → Document

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


def load_library(root: Path = RULES_TEXT) -> Library:
    return Library({m.key: load_document(m) for m in manifests(root)})


@functools.cache
def library() -> Library:
    """The documents under ``rules_text/``, parsed once per process."""
    return load_library()
