"""The rule documents as data: manifests, seed texts and errata under ``rules_text/``.

Each document lives in its own folder with three files:

``document.toml``
    game, language, title, version, date, the source file name, its SHA-256
    and which parser reads it.
``<source file>``
    the seed text, byte for byte as published in ``shared/seeds``.
``errata.toml``
    corrections to conversion artifacts: the line, the text to find, its
    replacement and the reason. Applied before parsing, never written back.
"""

from __future__ import annotations

import hashlib
import tomllib
from dataclasses import dataclass
from pathlib import Path

from judgekit.resources import RULES_TEXT


class SourceError(ValueError):
    """A manifest, seed or errata file that cannot be used as it is."""


@dataclass(frozen=True)
class Erratum:
    line: int
    find: str
    replace: str
    reason: str


@dataclass(frozen=True)
class Manifest:
    folder: Path
    game: str
    lang: str
    title: str
    version: str
    date: str
    source: str
    sha256: str
    parser: str
    provenance: str
    cite: str  # how a citation names the document: "Godzilla CR JP 1.04"
    status: str = "published"  # or "staged": added, its update report not yet reviewed

    @property
    def key(self) -> str:
        return f"{self.game}/{self.lang}"

    @property
    def source_path(self) -> Path:
        return self.folder / self.source


REQUIRED = ("game", "lang", "title", "version", "date", "source", "sha256", "parser")


def load_manifest(folder: Path) -> Manifest:
    path = folder / "document.toml"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise SourceError(f"{path}: {exc}") from exc
    missing = [k for k in REQUIRED if not data.get(k)]
    if missing:
        raise SourceError(f"{path}: missing {', '.join(missing)}")
    return Manifest(folder=folder, provenance=data.get("provenance", ""),
                    cite=data.get("cite") or f"{data['title']} {data['version']}",
                    status=str(data.get("status", "published")),
                    **{k: str(data[k]) for k in REQUIRED})


def manifests(root: Path = RULES_TEXT) -> list[Manifest]:
    """Every document under ``root``, in a stable order."""
    return [load_manifest(p.parent) for p in sorted(root.glob("*/document.toml"))]


def load_errata(folder: Path) -> list[Erratum]:
    path = folder / "errata.toml"
    if not path.exists():
        return []
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise SourceError(f"{path}: {exc}") from exc
    out = []
    for i, fix in enumerate(data.get("fix", []), 1):
        try:
            out.append(Erratum(int(fix["line"]), str(fix["find"]), str(fix["replace"]),
                               str(fix["reason"])))
        except (KeyError, TypeError, ValueError) as exc:
            raise SourceError(f"{path}: fix #{i} needs line, find, replace and reason") from exc
    return out


def read_lines(manifest: Manifest) -> tuple[list[str], list[Erratum]]:
    """The seed's lines (without line ends) with the errata applied.

    :raises SourceError: when the seed's hash differs from the manifest's, or
        an erratum no longer matches its line (the seed changed under it).
    """
    raw = manifest.source_path.read_bytes()
    digest = hashlib.sha256(raw).hexdigest()
    if digest != manifest.sha256:
        raise SourceError(
            f"{manifest.source_path}: SHA-256 {digest[:12]}… differs from document.toml "
            f"({manifest.sha256[:12]}…); the seed text must stay as published")
    lines = raw.decode("utf-8").split("\n")
    errata = load_errata(manifest.folder)
    for fix in errata:
        if not 1 <= fix.line <= len(lines) or lines[fix.line - 1].count(fix.find) != 1:
            raise SourceError(
                f"{manifest.folder / 'errata.toml'}: line {fix.line} does not contain "
                f"{fix.find!r} exactly once")
        lines[fix.line - 1] = lines[fix.line - 1].replace(fix.find, fix.replace)
    return lines, errata
