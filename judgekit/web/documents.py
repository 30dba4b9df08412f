"""Looking up documents and sections for a request, or failing with a helpful 404."""

from __future__ import annotations

from dataclasses import dataclass, field

from judgekit.rules.library import UnknownDocument, library
from judgekit.rules.model import Document, Section, UnknownSection


@dataclass
class NotFound(Exception):
    """What was asked for, why it is not there, and where the reader may have meant."""

    message: str
    suggestions: list[tuple[str, str]] = field(default_factory=list)  # (label, url path)


def default_lang(game: str) -> str:
    return library().default_lang(game)


def get_document(game: str, lang: str) -> Document:
    try:
        return library().get(game, lang)
    except UnknownDocument as exc:
        games = library().games()
        if game not in games:
            hints = [(g, f"/{g}/{default_lang(g)}/") for g in exc.suggestions if g in games]
        else:
            hints = [(f"{game}/{l}", f"/{game}/{l}/") for l in library().languages(game)]
        raise NotFound(str(exc), hints) from exc


def get_section(doc: Document, number: str) -> Section:
    try:
        return doc.section(number)
    except UnknownSection as exc:
        hints = [(f"§{n}", f"/{doc.game}/{doc.lang}/{n}") for n in exc.suggestions]
        hints.append((f"contents of {doc.cite}", f"/{doc.game}/{doc.lang}/"))
        raise NotFound(str(exc), hints) from exc


def canonical_case(path: str) -> str | None:
    """``/Godzilla/JA/10.4.3`` → ``/godzilla/ja/10.4.3`` (also under ``/api/``): the one
    address of a page whose game or language was typed in another case; None if none differ."""
    parts = path.split("/")
    start = 2 if parts[1:2] == ["api"] else 1
    game = parts[start].lower() if len(parts) > start else ""
    if game not in library().games():
        return None
    parts[start] = game
    if len(parts) > start + 1 and parts[start + 1].lower() in library().languages(game):
        parts[start + 1] = parts[start + 1].lower()
    fixed = "/".join(parts)
    return fixed if fixed != path else None
