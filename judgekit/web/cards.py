"""The real cards on the site: a filterable list, and a page per card number."""

from __future__ import annotations

import difflib

from flask import Blueprint, render_template, request, url_for

from judgekit.cardtext import CompileError, compile_card
from judgekit.cardtext.database import database
from judgekit.rulings import rulings
from judgekit.web.documents import NotFound

bp = Blueprint("cards", __name__)
TYPES = ("monster", "battle", "strategy")
COLORS = ("red", "blue", "white", "green")


def _compiles(card) -> bool:
    try:
        compile_card(card)
        return True
    except CompileError:
        return False


@bp.get("/cards/")
def index() -> str:
    args = {k: request.args.get(k, "").strip() for k in ("q", "type", "color", "set", "compiled")}
    cards = list(database().values())
    sets = sorted({c.number.split("-")[0] for c in cards})
    q = args["q"].lower()
    shown = [c for c in cards
             if (not q or q in c.name.lower() or q in c.text.lower() or q in c.number.lower())
             and (not args["type"] or c.type == args["type"])
             and (not args["color"] or args["color"] in c.colors)
             and (not args["set"] or c.number.split("-")[0] == args["set"])
             and (args["compiled"] not in ("yes", "no") or _compiles(c) == (args["compiled"] == "yes"))]
    return render_template("cards/index.html", cards=shown, total=len(cards), args=args,
                           types=TYPES, colors=COLORS, sets=sets)


@bp.get("/cards/<number>")
def page(number: str) -> str:
    card = database().get(number) or database().get(number.upper())
    if card is None:
        near = difflib.get_close_matches(number.upper(), list(database()), n=5, cutoff=0.5)
        raise NotFound(f"no card {number} in the card database",
                       [(n, url_for("cards.page", number=n)) for n in near]
                       + [("every card", url_for("cards.index"))])
    try:
        abilities, error = compile_card(card), None
    except CompileError as exc:
        abilities, error = (), exc
    return render_template("cards/page.html", card=card, abilities=abilities, error=error,
                           rulings=rulings().citing_card(card.number))
