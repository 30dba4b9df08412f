"""Serving the site with gunicorn from inside the ``judgekit`` command."""

from __future__ import annotations

import errno
import json
import logging
import multiprocessing
import os
import socket
from datetime import datetime, timezone
from typing import Any, Callable

from flask import Flask
from gunicorn import glogging
from gunicorn.app.base import BaseApplication


class _Embedded(BaseApplication):
    """gunicorn with its configuration given in code instead of a file."""

    def __init__(self, app: Flask, options: dict[str, Any]):
        self.application = app
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self) -> Flask:
        return self.application


class AddressUnusable(OSError):
    """The address cannot be listened on; the message says why and what to do."""


def check_address(host: str, port: int) -> None:
    """Fail in one line when ``host:port`` cannot be listened on, instead of gunicorn's
    five retries and a page of errors."""
    try:
        family, kind, _proto, _name, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
    except socket.gaierror as exc:
        raise AddressUnusable(f"cannot listen on {host}: {exc.strerror} (give an address with --host)")
    with socket.socket(family, kind) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as gunicorn binds
        try:
            probe.bind(address)
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                raise AddressUnusable(f"port {port} on {host} is already in use (another judgekit "
                                      f"serve?); choose another with --port, e.g. --port {port + 1}")
            raise AddressUnusable(f"cannot listen on {host}:{port}: {exc.strerror} (give --host an "
                                  "address of this machine, or 0.0.0.0 for all of them)")


class JsonLines(logging.Formatter):
    """One JSON object a line, as log collectors (journald, Loki, Fluent Bit, CloudWatch) read."""

    def format(self, record: logging.LogRecord) -> str:
        entry = {"time": datetime.fromtimestamp(record.created, timezone.utc).isoformat(timespec="milliseconds"),
                 "level": record.levelname.lower(), "logger": record.name, "message": record.getMessage()}
        entry.update(getattr(record, "http", {}))
        if record.exc_info:
            entry["error"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False)


class _JsonLogger(glogging.Logger):
    """gunicorn's logs as JSON lines; a request is one entry with its fields."""

    def setup(self, cfg) -> None:
        super().setup(cfg)
        for log in (self.error_log, self.access_log):
            for handler in log.handlers:
                handler.setFormatter(JsonLines())

    def access(self, resp, req, environ, request_time) -> None:
        if not self.access_log_enabled:
            return
        atoms = self.atoms(resp, req, environ, request_time)
        self.access_log.info("request", extra={"http": {
            "method": atoms["m"], "path": atoms["U"], "query": atoms["q"], "status": int(atoms["s"]),
            "bytes": atoms["B"], "duration_ms": atoms["M"], "remote": atoms["h"], "agent": atoms["a"]}})


def configure_logging(log_format: str) -> None:
    """The app's own log (errors with their traceback) in the same format as gunicorn's."""
    if log_format == "json":
        handler = logging.StreamHandler()
        handler.setFormatter(JsonLines())
        logging.basicConfig(level=logging.INFO, handlers=[handler], force=True)


def cpus() -> int:
    """The CPUs this process may run on (a container's share, not the host's count)."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


# Pages cost milliseconds of CPU: one worker per CPU does the work, and its threads
# only wait on sockets (gthread keeps idle keep-alive connections off the threads).
THREADS = 4
LIMITS = {
    "timeout": 30,  # a worker silent this long is killed and replaced
    "graceful_timeout": 10,
    "keepalive": 5,  # seconds an idle keep-alive connection is kept
    "worker_connections": 200,  # open connections per worker, idle ones included
    "backlog": 256,
    "limit_request_line": 8190,  # gunicorn's most; the site's own 414 is at 8000 characters of address
    "limit_request_fields": 50,
    "limit_request_field_size": 8190,
    "control_socket_disable": True,  # one shared socket path: stopping one instance broke another
    # each worker listens on its own socket and the kernel spreads new connections over them:
    # with one shared socket, the first worker to wake took most keep-alive connections
    # (measured with benchmarks/load.py: CPU share 72/28 → 54/46, p99 1.8 s → 1.0 s)
    "reuse_port": True,
}


def options(bind: str, workers: int | None = None, threads: int = THREADS) -> dict[str, Any]:
    # preload: the rule documents are parsed once, before the workers fork.
    return {"bind": bind, "workers": workers or cpus(), "threads": threads,
            "worker_class": "gthread", "preload_app": True, "accesslog": "-", "errorlog": "-",
            **LIMITS}


def run(app: Flask, bind: str, workers: int | None = None, threads: int = THREADS,
        log_format: str = "text", on_ready: Callable[[], None] | None = None) -> None:
    told = multiprocessing.Value("b", 0)  # shared by the workers: the first to listen tells

    def post_fork(_server, worker) -> None:
        if "watchdog" in app.extensions:  # each worker clocks its own requests
            app.extensions["watchdog"].start(worker.log)
        # with reuse_port each worker binds its own socket (before this hook), not the master
        with told.get_lock():
            if on_ready and not told.value:
                told.value = 1
                on_ready()

    settings = {**options(bind, workers, threads), "post_fork": post_fork}
    if log_format == "json":
        settings["logger_class"] = _JsonLogger
    _Embedded(app, settings).run()
