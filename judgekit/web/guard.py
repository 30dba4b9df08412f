"""What every response carries and every request is held to, whatever the route.

Security headers (a strict Content-Security-Policy: the pages' only script is
a static file), Cache-Control by kind of route, redirects that never name the
``Host`` the client sent, a bound on what a request may be, and a per-client
rate limit for the routes whose cost is not bounded by the site's own text
(search, the scenario runner). The limits are per worker process: a client spread over the workers
gets each worker's share.
"""

from __future__ import annotations

import fcntl
import hashlib
import math
import os
import shutil
import signal
import tempfile
import threading
import time
import weakref
from pathlib import Path
from urllib.parse import urlsplit

from flask import Flask, g, jsonify, request
from werkzeug.wrappers import Response

from judgekit.web.server import cpus

HEADERS = {
    # no inline script or style; images are the site's own or inline SVG in the page
    "Content-Security-Policy": ("default-src 'self'; script-src 'self'; style-src 'self'; "
                                "img-src 'self' data:; object-src 'none'; base-uri 'none'; "
                                "form-action 'self'; frame-ancestors 'none'"),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",  # frame-ancestors for browsers older than CSP 2
    "Cross-Origin-Opener-Policy": "same-origin",
}

MAX_URL = 8000  # characters of path and query (percent-encoded); a longer address is a 414
MAX_BODY = 64 * 1024  # the site takes no uploads: a form or JSON body at most

# per client address and expensive route: a burst, then one request every 1/RATE s
RATE_LIMITED = {"search.page": "search", "search.api": "search",
                "api.run_scenarios": "scenario run"}
RATE, BURST = 2.0, 10
# expensive requests running at once (all workers), per worker, and the wait for a slot;
# a question as judges ask it (up to CHEAP_QUERY characters: at most ~10 ms of CPU, measured
# with random texts of new words; 200 characters at most ~12 ms) needs none
GATED = {"search.page": "search", "search.api": "search", "api.run_scenarios": "the scenario runner"}
SEARCHES = {"search.page", "search.api"}
GATE_WAIT = 2.0
CHEAP_QUERY = 80

# the judge's table replays a board from its address on every request (judgekit/web/table.py)
TABLE_ROUTES = {endpoint: "the judge's table" for endpoint in
                ("table.play", "table.outcomes", "table.export", "table.build_post", "table.try_action",
                 "table.import_feature")}
RATE_LIMITED.update(TABLE_ROUTES)
GATED.update(TABLE_ROUTES)


class RateLimiter:
    """Token buckets per (client, group): ``allow`` says whether a request may go now, or how
    many seconds until it may. Old buckets are dropped so the table cannot grow without bound."""

    MAX_CLIENTS = 10_000

    def __init__(self, rate: float = RATE, burst: int = BURST):
        self.rate, self.burst = rate, burst
        self._buckets: dict[tuple[str, str], tuple[float, float]] = {}
        self._lock = threading.Lock()

    def allow(self, client: str, group: str, now: float | None = None) -> float:
        """0 if the request may go (and it is counted), else the seconds to wait."""
        now = time.monotonic() if now is None else now
        key = (client, group)
        with self._lock:
            tokens, then = self._buckets.get(key, (self.burst, now))
            tokens = min(self.burst, tokens + (now - then) * self.rate)
            if tokens < 1:
                self._buckets[key] = (tokens, now)
                return (1 - tokens) / self.rate
            if len(self._buckets) >= self.MAX_CLIENTS and key not in self._buckets:
                self._forget_full(now)
            self._buckets[key] = (tokens - 1, now)
            return 0.0

    def _forget_full(self, now: float) -> None:
        """Drop the buckets that have refilled: they are the same as no bucket."""
        full = [k for k, (t, then) in self._buckets.items()
                if t + (now - then) * self.rate >= self.burst]
        for k in full or list(self._buckets)[: self.MAX_CLIENTS // 2]:
            del self._buckets[k]


class Gate:
    """At most ``slots`` expensive requests run at once across the workers, so they leave CPU
    to the pages; and at most ``per_worker`` of a worker's threads hold or wait for a slot, so
    its other threads stay free for pages. A request that cannot get a slot within ``wait``
    seconds is told to come back (503).

    A slot is an flock on one of ``slots`` files in a folder made before the workers fork: the
    kernel releases it when its holder exits, so a worker killed mid-search loses no slot."""

    POLL = 0.002  # seconds between tries while every slot is taken: a search takes a few ms

    def __init__(self, slots: int, per_worker: int, wait: float):
        folder = tempfile.mkdtemp(prefix="judgekit-gate-")
        # removed when the process that made it is done with it, not when a forked worker exits
        weakref.finalize(self, _remove_if_made_here, folder, os.getpid())
        self._paths = [Path(folder) / f"slot{i}" for i in range(slots)]
        for path in self._paths:
            path.touch()
        self._local = threading.BoundedSemaphore(per_worker)
        self.wait = wait

    def enter(self) -> int | None:
        """The held slot (pass it to ``leave``), or None if none came free in time."""
        if not self._local.acquire(blocking=False):
            return None
        deadline = time.monotonic() + self.wait
        while True:
            for path in self._paths:
                fd = os.open(path, os.O_RDWR)
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    return fd
                except BlockingIOError:
                    os.close(fd)
            if time.monotonic() >= deadline:
                self._local.release()
                return None
            time.sleep(self.POLL)

    def leave(self, slot: int) -> None:
        os.close(slot)  # closing the file releases its lock
        self._local.release()


REQUEST_TIMEOUT = 30  # seconds: no page takes near this; a request still running is stuck


class Watchdog:
    """The request timeout. gunicorn's own ``timeout`` sees only a worker's main loop, which
    goes on while a gthread worker's request threads are stuck; so each request is clocked
    here, and a worker holding one past ``limit`` stops taking requests and is replaced by
    gunicorn (its other requests get ``grace`` seconds to finish). Watching starts only in
    a served worker (``start``), never in a test or a command."""

    def __init__(self, limit: float = REQUEST_TIMEOUT, grace: float = 10):
        self.limit, self.grace = limit, grace
        self.running: dict[int, tuple[float, str]] = {}  # thread → (start, path)

    def begin(self, path: str) -> None:
        self.running[threading.get_ident()] = (time.monotonic(), path)

    def end(self) -> None:
        self.running.pop(threading.get_ident(), None)

    def overdue(self, now: float | None = None) -> str | None:
        now = time.monotonic() if now is None else now
        return next((path for start, path in list(self.running.values()) if now - start > self.limit), None)

    def start(self, log) -> None:
        def watch() -> None:
            while (path := self.overdue()) is None:
                time.sleep(1)
            log.error("a request for %s ran over %s s; replacing worker %s", path[:200], self.limit, os.getpid())
            os.kill(os.getpid(), signal.SIGTERM)  # stop accepting, let the others finish
            time.sleep(self.grace)
            os._exit(1)

        threading.Thread(target=watch, name="request-timeout", daemon=True).start()


def _remove_if_made_here(folder: str, maker: int) -> None:
    if os.getpid() == maker:
        shutil.rmtree(folder, ignore_errors=True)


def _static_version(app: Flask) -> str:
    """A digest of the static files: their URLs change when they do, so they may be cached
    for a year."""
    h = hashlib.sha256()
    for path in sorted(Path(app.static_folder or "/nonexistent").rglob("*")):
        if path.is_file():
            h.update(path.name.encode() + path.read_bytes())
    return h.hexdigest()[:10]


def cache_control(endpoint: str | None, status: int, versioned: bool) -> str:
    if status >= 400 or endpoint is None:
        return "no-store"
    if endpoint == "static":
        return "public, max-age=31536000, immutable" if versioned else "public, max-age=3600"
    if endpoint == "rules.pinned" and _published(request.view_args or {}):
        return "public, max-age=86400"  # a published version's text never changes
    if endpoint.startswith("search.") or endpoint.endswith(".review"):
        return "no-cache"  # depends on the index, which a rebuild changes
    # pages of the rule texts, rulings, cards and scenarios: they change with a deploy
    return "public, max-age=300"


def _published(args: dict) -> bool:
    """The pinned page is of a published version (a staged one changes under review)."""
    from judgekit.rules.library import UnknownDocument, library

    try:
        doc = library().version(args["game"].lower(), args["lang"].lower(), args["version"])
    except (KeyError, UnknownDocument):
        return False
    return doc.status == "published"


def relative_location(location: str) -> str:
    """``http://any.host/x?y`` → ``/x?y``: the client's ``Host`` is never echoed back."""
    parts = urlsplit(location)
    if not parts.scheme and not parts.netloc:
        return location
    return (parts.path or "/") + (f"?{parts.query}" if parts.query else "") + (
        f"#{parts.fragment}" if parts.fragment else "")


def install(app: Flask) -> None:
    app.config.setdefault("MAX_CONTENT_LENGTH", MAX_BODY)
    # tests ask for a limit when they test it; the rest search freely
    app.config.setdefault("RATE_LIMIT", None if app.testing else (RATE, BURST))
    limiter = RateLimiter(*app.config["RATE_LIMIT"]) if app.config["RATE_LIMIT"] else None
    version = _static_version(app)
    gate = app.extensions["search_gate"] = Gate(max(1, cpus() - 1), 2, GATE_WAIT)

    @app.url_defaults
    def version_static(endpoint: str, values: dict) -> None:
        if endpoint == "static":
            values.setdefault("v", version)

    watchdog = app.extensions["watchdog"] = Watchdog()

    @app.before_request
    def bounded_request():
        watchdog.begin(request.path)
        if len(request.full_path) > MAX_URL:
            return _refuse(414, f"the address is longer than {MAX_URL} characters")
        if "\x00" in request.path:
            return _refuse(404, "no page has a NUL character in its address")
        group = RATE_LIMITED.get(request.endpoint or "")
        if group and limiter is not None:
            wait = limiter.allow(request.remote_addr or "?", group)
            if wait:
                response = _refuse(429, f"too many {group} requests from your address; "
                                        f"try again in {math.ceil(wait)} s")
                response.headers["Retry-After"] = str(math.ceil(wait))
                return response
        if request.endpoint in GATED and not _cheap_search():
            slot = gate.enter()
            if slot is None:
                response = _refuse(503, f"{GATED[request.endpoint]} is busy answering others; "
                                        "try again in a second")
                response.headers["Retry-After"] = "1"
                return response
            g.gate_slot = slot
        return None

    @app.teardown_request
    def leave_gate(_exc: BaseException | None) -> None:
        watchdog.end()
        slot = g.pop("gate_slot", None)
        if slot is not None:
            gate.leave(slot)

    @app.after_request
    def headers(response: Response) -> Response:
        for name, value in HEADERS.items():
            response.headers.setdefault(name, value)
        if "Location" in response.headers:
            response.headers["Location"] = relative_location(response.headers["Location"])
        if "Cache-Control" not in response.headers or request.endpoint == "static":
            versioned = request.args.get("v") == version
            response.headers["Cache-Control"] = cache_control(
                request.endpoint, response.status_code, versioned)
        return response


def _cheap_search() -> bool:
    return request.endpoint in SEARCHES and len(request.args.get("q", "").strip()) <= CHEAP_QUERY


def _refuse(status: int, message: str) -> Response:
    if request.path.startswith("/api/"):
        response = jsonify(error=message)
    else:
        response = Response(f"{message}\n", mimetype="text/plain")
    response.status_code = status
    return response
