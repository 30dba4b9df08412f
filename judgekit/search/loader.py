"""The search index of a process, opened (or built) in the background so nothing waits on it.

The site must not go down with its search: a read-only or full disk, a stray
file where the index should be, or a build in progress make search say so
(:class:`SearchUnavailable`) while every other page serves. A failed attempt
is retried after ``RETRY_AFTER`` seconds, so a disk that had no room gets its
index once space is freed, without a restart.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

RETRY_AFTER = 30.0  # seconds between attempts after a failure
REBUILD_EVERY = 300.0  # seconds at least between rebuilds asked for by failed searches


class SearchUnavailable(RuntimeError):
    """Search cannot answer now; the message says why, ``retry_after`` when to ask again."""

    def __init__(self, message: str, retry_after: int):
        super().__init__(message)
        self.retry_after = retry_after


class IndexLoader:
    """``get(wait)``: the opened indexes, waiting at most ``wait`` seconds (None: until done)
    for an attempt to open or build them, started in a thread the first time it is needed."""

    def __init__(self, open_indexes: Callable[..., Any], retry_after: float = RETRY_AFTER):
        self._open = open_indexes
        self.retry_after = retry_after
        self._lock = threading.Lock()
        self._ready: Any = None
        self._thread: threading.Thread | None = None
        self._failed: tuple[float, str, Exception] | None = None  # when, why, the error
        self._rebuilt = -REBUILD_EVERY  # when a rebuild was last asked for

    def get(self, wait: float | None = None, rebuild: bool = False) -> Any:
        """``rebuild``: the opened index failed a search; rebuilt at most every REBUILD_EVERY
        seconds, so a question that fails for another reason cannot keep the CPU rebuilding."""
        with self._lock:
            if rebuild and time.monotonic() - self._rebuilt < REBUILD_EVERY:
                rebuild = False
            elif rebuild:
                self._rebuilt = time.monotonic()
            if self._ready is not None and not rebuild:
                return self._ready
            thread = self._thread
            if thread is None or not thread.is_alive():
                since = time.monotonic() - self._failed[0] if self._failed else None
                if since is not None and since < self.retry_after and not rebuild:
                    raise self._unavailable(self.retry_after - since)
                self._ready = None
                thread = self._thread = threading.Thread(
                    target=self._attempt, args=(rebuild,), name="search-index", daemon=True)
                thread.start()
        thread.join(wait)
        with self._lock:
            if self._ready is not None:
                return self._ready
            if thread.is_alive():
                raise SearchUnavailable("Search is building its index; it will be back in a "
                                        "minute. Rule pages, rulings and cards work meanwhile.", 30)
            raise self._unavailable(self.retry_after)

    def forget(self) -> None:
        """The opened indexes turned out damaged: the next ``get`` rebuilds them."""
        with self._lock:
            self._ready, self._failed = None, None

    def _attempt(self, rebuild: bool) -> None:
        try:
            ready = self._open(rebuild=rebuild)
        except Exception as exc:  # noqa: BLE001 - whatever stops the index, the site stays up
            log.warning("search index unavailable: %s", exc)
            # the reason, not the path: the message is shown to the public
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else type(exc).__name__
            with self._lock:
                self._failed = (time.monotonic(), why, exc)
            return
        with self._lock:
            self._ready, self._failed = ready, None

    def _unavailable(self, wait: float) -> SearchUnavailable:
        why, cause = self._failed[1:] if self._failed else ("unknown", None)
        error = SearchUnavailable(f"Search is unavailable: its index cannot be built or read ({why}). "
                                  "Rule pages, rulings and cards work meanwhile.", max(1, round(wait)))
        error.__cause__ = cause  # the whole story, with the path, for the log and the command line
        return error
