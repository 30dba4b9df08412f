"""The rules site: an application factory with one blueprint per concern."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from flask import Flask

ROOT = Path(__file__).resolve().parents[2]


def create_app(test_config: Mapping[str, Any] | None = None) -> Flask:
    app = Flask(__name__, template_folder=str(ROOT / "templates"))
    app.config.from_mapping(JSON_AS_ASCII=False)
    if test_config:
        app.config.from_mapping(test_config)

    from judgekit.web import rules

    app.register_blueprint(rules.bp)
    app.add_url_rule("/", endpoint="index", view_func=rules.index)
    return app
