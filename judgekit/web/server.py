"""Serving the site with gunicorn from inside the ``judgekit`` command."""

from __future__ import annotations

from typing import Any

from flask import Flask
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


def run(app: Flask, bind: str, workers: int = 2, threads: int = 4) -> None:
    # preload: the rule documents are parsed once, before the workers fork.
    _Embedded(app, {"bind": bind, "workers": workers, "threads": threads,
                    "preload_app": True, "accesslog": "-", "errorlog": "-"}).run()
