"""The rules site: an application factory with one blueprint per concern."""

from __future__ import annotations

from typing import Any, Mapping
from urllib.parse import quote

from flask import Flask, jsonify, redirect, request
from werkzeug.exceptions import HTTPException

from judgekit.resources import TEMPLATES


def create_app(test_config: Mapping[str, Any] | None = None) -> Flask:
    app = Flask(__name__, template_folder=str(TEMPLATES))
    app.json.ensure_ascii = False  # Japanese text stays readable in the API
    app.json.sort_keys = False
    if test_config:
        app.config.from_mapping(test_config)

    from judgekit.langs import lang_runs, text_lang
    from judgekit.web import api, cards, glossary, guard, rules, rulings, scenario_pages, search, table
    from judgekit.web.documents import NotFound, canonical_case

    guard.install(app)

    app.jinja_env.filters.update(lang_runs=lang_runs, text_lang=text_lang)

    app.register_blueprint(api.bp)
    app.register_blueprint(glossary.bp)
    app.register_blueprint(search.bp)
    app.register_blueprint(scenario_pages.bp)
    app.register_blueprint(rulings.bp)
    app.register_blueprint(cards.bp)
    app.register_blueprint(table.bp)
    app.register_blueprint(rules.bp)
    app.add_url_rule("/", endpoint="index", view_func=rules.index)

    @app.before_request
    def one_address_per_page():
        fixed = canonical_case(request.path)
        if fixed is not None:
            query = request.query_string.decode("latin-1")
            return redirect(quote(fixed) + (f"?{query}" if query else ""), code=301)
        return None

    def wants_json() -> bool:
        return request.path.startswith("/api/")

    @app.errorhandler(NotFound)
    def not_found(exc: NotFound):
        if wants_json():
            return jsonify(error=exc.message,
                           suggestions=[path for _label, path in exc.suggestions]), 404
        return rules.not_found_page(exc)

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        if wants_json():
            return jsonify(error=exc.description), exc.code
        if exc.code == 404:
            return rules.not_found_page(NotFound(f"nothing at {request.path}"))
        return exc

    @app.errorhandler(Exception)
    def server_error(exc: Exception):
        app.logger.exception("unhandled error on %s", request.path)
        if wants_json():
            return jsonify(error="internal error; it has been logged"), 500
        return "judgekit hit an internal error; it has been logged.", 500

    return app
