"""Pages of the rule documents."""

from __future__ import annotations

from flask import Blueprint, render_template

from judgekit.rules.library import library

bp = Blueprint("rules", __name__)


def index() -> str:
    return render_template("rules/home.html", documents=list(library()))
