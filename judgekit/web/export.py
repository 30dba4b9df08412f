"""The offline event pack: the whole site as static files that work from a folder (file://),
from any static host or CDN, and on a phone after one visit (a service worker keeps them).

The site is crawled through its own test client from every document, section and list page;
each page becomes a file (``/godzilla/ja/10.4.3`` → ``godzilla/ja/10.4.3.html``, ``/rulings/``
→ ``rulings/index.html``) and every link in it is rewritten relative to that file, so no link
depends on where the folder is served from. Frozen-Flask keeps extensionless paths as
extensionless files (shown as text from file://) and rewrites only ``url_for`` links, not the
links rendered from the rule texts and rulings: hence this small crawler.

Search, which needs the server, becomes ``search.html``: a prebuilt index of every section,
ruling and card (``static/pack-index.js``) and a small script (``static/pack-search.js``).
"""

from __future__ import annotations

import json
import os
import posixpath
import re
import shutil
import time
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime, timezone
from html import escape
from importlib.resources import files
from pathlib import Path
from typing import Callable
from urllib.parse import quote, unquote, urlsplit

from flask import render_template, url_for

from judgekit.rules.library import library
from judgekit.web import create_app
from judgekit.web.offline_search import index_script

STATIC = files("judgekit.web") / "static"
LINK = re.compile(r'(\s(?:href|src|action)=")([^"]*)(")')
FILTERS = re.compile(r'<form class="filters".*?</form>\s*', re.S)  # need the server's query
UNSAFE = re.compile(r'[<>:"|?*\\%]')
DYNAMIC = ("/search", "/go")  # answered by the pack's search page
# pages that need the server to do anything (the judge's table replays the engine): left out,
# and so are the links to them
SERVER_ONLY = "/godzilla/table/"
SERVER_ONLY_LINK = re.compile(r'\s*<a class="tool" href="/godzilla/table/">[^<]*</a>')
SEARCH_PAGE = "search.html"
PACK_STATIC = ("pack-search.js", "pack.js", "pack-icon.svg")  # the pack's own, beside the site's


class ExportError(Exception):
    """The pack cannot be written where asked; the message says where and why."""


@dataclass
class Pack:
    folder: Path
    made: datetime
    versions: list[str]
    pages: int = 0
    files: int = 0
    bytes: int = 0
    seconds: float = 0.0
    missing: dict[str, str] = field(default_factory=dict)  # a link nothing answers → a page with it


def pack_file(path: str, html: bool) -> str:
    """The file of a site path, relative to the pack: pages get ``.html``, folders ``index.html``."""
    # characters Windows and a FAT-formatted USB stick refuse in names, written as %XX
    path = UNSAFE.sub(lambda m: f"%{ord(m[0]):02X}", unquote(path).lstrip("/"))
    if not html:
        return path
    return path + "index.html" if path == "" or path.endswith("/") else path + ".html"


def export(folder: Path, progress: Callable[[str], None] = lambda _msg: None) -> Pack:
    """Write the pack into ``folder`` (created; an existing pack there is replaced)."""
    started = time.monotonic()
    folder = Path(folder).resolve()
    if folder.exists() and any(folder.iterdir()) and not (folder / "sw.js").exists():
        raise ExportError(f"{folder} is not empty and holds no judgekit pack; choose an empty folder")
    app, lib = create_app(), library()
    pack = Pack(folder, datetime.now(timezone.utc).replace(microsecond=0),
                [doc.cite or f"{doc.title} {doc.version}" for doc in lib])
    with app.test_request_context():
        seeds = _seeds(lib)
        search_page = render_template("pack/search.html", games=sorted({doc.game for doc in lib}))
    progress(f"crawling the site from {len(seeds)} pages")
    bodies, aliases, linked_from = _crawl(app.test_client(), seeds)
    targets = {path: pack_file(path, html) for path, (html, _body) in bodies.items()}
    targets.update({path: targets[to] for path, to in aliases.items() if to in targets})
    targets.update({path: SEARCH_PAGE for path in DYNAMIC})
    targets.update({f"/static/{name}": f"static/{name}" for name in PACK_STATIC + ("pack-index.js",)})
    pack.missing = {path: page for path, page in linked_from.items() if path not in targets}

    progress(f"writing {len(bodies) + 1} pages to {folder}")
    scratch = folder.with_name(folder.name + ".writing")  # a failed export leaves the old pack
    shutil.rmtree(scratch, ignore_errors=True)
    bodies["/search"] = (True, search_page.encode("utf-8"))
    for path, (html, body) in bodies.items():
        if html:
            body = _finish(body.decode("utf-8"), targets[path], targets, pack).encode("utf-8")
            pack.pages += 1
        _write(scratch / targets[path], body)
    _write(scratch / "static" / "pack-index.js", index_script(targets).encode("utf-8"))
    for name in PACK_STATIC:
        _write(scratch / "static" / name, (STATIC / name).read_bytes())
    _write(scratch / "manifest.webmanifest", _manifest(pack).encode("utf-8"))
    _write(scratch / "sw.js", _service_worker(scratch, pack).encode("utf-8"))  # lists the others
    shutil.rmtree(folder, ignore_errors=True)
    os.rename(scratch, folder)
    kept = [p for p in folder.rglob("*") if p.is_file()]
    pack.files, pack.bytes = len(kept), sum(p.stat().st_size for p in kept)
    pack.seconds = time.monotonic() - started
    return pack


def _seeds(lib) -> list[str]:
    """Where the crawl starts: every list page, every document's contents and every section
    (so a section no page links to is in the pack all the same)."""
    from judgekit.web.rules import section_url

    seeds = ["/", url_for("static", filename="site.css"), url_for("rulings.index"),
             url_for("cards.index"), url_for("scenarios.index")]
    for doc in lib:
        seeds += [url_for("rules.toc", game=doc.game, lang=doc.lang),
                  url_for("glossary.index", game=doc.game, lang=doc.lang)]
        seeds += [section_url(doc, sec.number) for sec in doc]
    return seeds


def _crawl(client, seeds: list[str]):
    """Every page reachable from the seeds: (is it HTML, its bytes) by path; redirects by path;
    and for every linked path, one page that links it."""
    bodies: dict[str, tuple[bool, bytes]] = {}
    aliases: dict[str, str] = {}
    linked_from: dict[str, str] = {}
    queue = deque(seeds)
    while queue:
        path = queue.popleft()
        if path in bodies or path in aliases or path in DYNAMIC or path.startswith("/api/"):
            continue
        response = client.get(path)
        data = response.get_data()
        response.close()  # a static file's is an open file
        if response.status_code in (301, 302, 308):
            target = urlsplit(response.headers["Location"]).path
            aliases[path] = target
            queue.append(target)
            continue
        if response.status_code != 200:
            continue  # linked_from names the page whose link leads here
        html = response.mimetype == "text/html"
        bodies[path] = (html, data)
        if not html:
            continue
        for _before, link, _after in LINK.findall(data.decode("utf-8")):
            target = urlsplit(link).path
            if link.startswith("/") and not link.startswith("//") and target and \
                    not target.startswith(SERVER_ONLY):
                linked_from.setdefault(target, path)
                queue.append(target)
    return bodies, aliases, linked_from


def _finish(page: str, name: str, targets: dict[str, str], pack: Pack) -> str:
    """A page of the pack: links relative to its file, the pack's manifest, script and line."""
    root = posixpath.relpath(".", posixpath.dirname(name) or ".")
    root = "" if root == "." else root + "/"

    def relative(m: re.Match) -> str:
        link = m[2]
        if not link.startswith("/") or link.startswith("//"):
            return m[0]
        parts = urlsplit(link)
        target = targets.get(parts.path)
        if target is None:
            return m[0]  # reported by the export as missing
        href = quote(posixpath.relpath(target, posixpath.dirname(name) or "."))
        query = f"?{parts.query}" if parts.query and target == SEARCH_PAGE else ""
        fragment = f"#{parts.fragment}" if parts.fragment else ""
        return f"{m[1]}{href}{query}{fragment}{m[3]}"

    page = LINK.sub(relative, SERVER_ONLY_LINK.sub("", FILTERS.sub("", page)))
    head = (f'<link rel="manifest" href="{root}manifest.webmanifest">\n'
            f'<meta name="theme-color" content="#0b5cad">\n'
            f'<script src="{root}static/pack.js" defer></script>\n</head>')
    line = (f'<p class="pack">Offline pack made {pack.made:%Y-%m-%d %H:%M} UTC. Rules: '
            f'{escape(", ".join(pack.versions))}.</p>\n</footer>')
    return page.replace("</head>", head, 1).replace("</footer>", line, 1)


def _service_worker(folder: Path, pack: Pack) -> str:
    """The worker that keeps every file of the pack on a phone (all of them but itself)."""
    names = sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())
    return (f"const PACK = {json.dumps(pack.made.strftime('%Y%m%dT%H%M%SZ'))};\n"
            f"const FILES = {json.dumps(['./'] + [quote(n) for n in names], ensure_ascii=False)};\n"
            + (STATIC / "pack-sw.js").read_text(encoding="utf-8"))


def _manifest(pack: Pack) -> str:
    return json.dumps({
        "name": "judgekit offline rules", "short_name": "judgekit",
        "description": f"Rules, rulings, cards and scenarios as of {pack.made:%Y-%m-%d}",
        "start_url": "./index.html", "scope": "./", "display": "standalone",
        "background_color": "#ffffff", "theme_color": "#0b5cad",
        "icons": [{"src": "static/pack-icon.svg", "sizes": "any", "type": "image/svg+xml"}],
    }, ensure_ascii=False, indent=1)


def _write(path: Path, data: bytes) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    except OSError as exc:
        raise ExportError(f"cannot write {path}: {exc.strerror}") from exc
