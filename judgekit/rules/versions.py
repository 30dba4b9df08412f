"""The versions of a rule document, each in a folder of its own.

``rules_text/<game>-<lang>/document.toml`` is the version the folder was
created with; every other version lives in a sub-folder named after it
(``rules_text/godzilla-ja/1.05/``) with the same three files: its seed text
byte for byte, ``document.toml`` (its SHA-256 is checked on every load) and
``errata.toml``. A version added by ``judgekit rules add`` is *staged*: it is
never served as the newest until ``judgekit rules accept`` publishes it, after
its update report (``judgekit rules check``) has been read.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import re
import shutil
from pathlib import Path

from judgekit.rules.source import Manifest, SourceError, load_manifest

VERSION_NAME = re.compile(r"^[0-9A-Za-z][0-9A-Za-z.\-]{0,31}$")


def version_manifests(folder: Path) -> list[Manifest]:
    """The other versions kept beside a document's own, one sub-folder each."""
    return [load_manifest(p.parent) for p in sorted(folder.glob("*/document.toml"))]


def _toml(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)  # a JSON string is a TOML basic string


def stage(current: Manifest, seed: Path, version: str, date: str, provenance: str) -> Path:
    """Copy a new version's seed beside ``current`` as a staged version; returns its folder.

    :raises SourceError: for a version name that cannot be a folder, a date that is not
        YYYY-MM-DD, a version already there or a seed that cannot be read.
    """
    if not VERSION_NAME.match(version):
        raise SourceError(f"version {version!r}: use letters, digits, '.' and '-' (1.05)")
    try:
        datetime.date.fromisoformat(date)
    except ValueError as exc:
        raise SourceError(f"date {date!r}: write it as YYYY-MM-DD") from exc
    folder = current.folder / version
    if folder.exists() or version == current.version:
        raise SourceError(f"{folder}: {current.key} already has a version {version}")
    try:
        raw = seed.read_bytes()
        raw.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SourceError(f"{seed}: cannot be read as UTF-8 text ({exc})") from exc
    cite = current.cite.replace(current.version, version) if current.version in current.cite \
        else f"{current.cite} {version}"
    folder.mkdir(parents=True)
    (folder / seed.name).write_bytes(raw)
    fields = {"game": current.game, "lang": current.lang, "title": current.title,
              "version": version, "date": date, "source": seed.name,
              "sha256": hashlib.sha256(raw).hexdigest(), "parser": current.parser,
              "cite": cite, "status": "staged"}
    lines = [f"{k} = {_toml(v)}" for k, v in fields.items()]
    lines.append(f"provenance = {_toml(provenance or f'Added from {seed.name}.')}")
    (folder / "document.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (folder / "errata.toml").write_text(
        "# Corrections of conversion artifacts: [[fix]] line, find, replace, reason.\n",
        encoding="utf-8")
    return folder


def remove_staged(manifest: Manifest) -> None:
    """Take a staged version away again (a seed that does not parse, say)."""
    if manifest.status != "staged":
        raise SourceError(f"{manifest.folder}: version {manifest.version} is published")
    shutil.rmtree(manifest.folder)


def publish(manifest: Manifest, today: str | None = None) -> None:
    """Mark a staged version published: from now on it is served as the newest."""
    path = manifest.folder / "document.toml"
    text = path.read_text(encoding="utf-8")
    staged = re.compile(r'^status\s*=\s*"staged"\s*$', re.M)
    if not staged.search(text):
        raise SourceError(f"{path}: version {manifest.version} is not staged")
    today = today or datetime.date.today().isoformat()
    path.write_text(staged.sub(f'status = "published"\naccepted = "{today}"', text),
                    encoding="utf-8")
