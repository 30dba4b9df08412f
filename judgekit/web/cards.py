"""The real cards on the site: a filterable list, and a page per card number."""

from __future__ import annotations

import difflib

from flask import Blueprint, render_template, request, url_for
from markupsafe import Markup, escape

from judgekit.cardtext import CompileError, compile_card
from judgekit.cardtext.database import database
from judgekit.cardtext.describe import describe
from judgekit.cardtext.spans import Reading, read_in_parts
from judgekit.rules.glossary import glossary
from judgekit.rules.library import library
from judgekit.rules.numbers import key as number_key
from judgekit.rulings import rulings
from judgekit.scenarios.catalogue import relative, using_card
from judgekit.web.documents import NotFound

bp = Blueprint("cards", __name__)
TYPES = ("monster", "battle", "strategy")
COLORS = ("red", "blue", "white", "green")
# keyword filter: the word as printed on the card (the card file writes icons as words)
KEYWORDS = {"出現時": "出現時", "進攻時": "進攻時", "逆襲": "逆襲", "覚醒": "覚醒", "強襲": "強襲",
            "進化": "進化", "共鳴": "共鳴", "拠点": "拠点"}


def _compiles(card) -> bool:
    try:
        compile_card(card)
        return True
    except CompileError:
        return False


@bp.get("/cards/")
def index() -> str:
    args = {k: request.args.get(k, "").strip()
            for k in ("q", "type", "color", "set", "trait", "keyword", "compiled")}
    cards = list(database().values())
    sets = sorted({c.number.split("-")[0] for c in cards})
    traits = sorted({t for c in cards for t in c.traits})
    known = {"type": TYPES, "color": COLORS, "set": sets, "trait": traits, "keyword": KEYWORDS,
             "compiled": ("yes", "no")}
    for key, values in known.items():  # a value no card can have (a hand-edited URL) filters nothing
        if args[key] not in values:
            args[key] = ""
    q = args["q"].lower()
    shown = [c for c in cards
             if (not q or q in c.name.lower() or q in c.text.lower() or q in c.number.lower())
             and (not args["type"] or c.type == args["type"])
             and (not args["color"] or args["color"] in c.colors)
             and (not args["set"] or c.number.split("-")[0] == args["set"])
             and (not args["trait"] or args["trait"] in c.traits)
             and (not args["keyword"] or KEYWORDS[args["keyword"]] in c.text)
             and (not args["compiled"] or _compiles(c) == (args["compiled"] == "yes"))]
    return render_template("cards/index.html", cards=shown, total=len(cards), args=args,
                           types=TYPES, colors=COLORS, sets=sets, traits=traits, keywords=KEYWORDS)


RULES = "godzilla/ja"  # the cards are printed in Japanese, by the JP rules' words


def text_with_terms(text: str) -> tuple[Markup, list[str]]:
    """The printed text with each rules term and keyword it names (エンドフェイズ, 進攻時) linked to
    its defining section, and those sections in order of appearance."""
    doc = library().documents[RULES]
    out, pos, numbers = [], 0, []
    for start, end, term in glossary(RULES).find_in(text):
        url = url_for("rules.section", game=doc.game, lang=doc.lang, number=term.number)
        out += [escape(text[pos:start]),
                Markup('<a class="term" href="{}">{}</a>').format(url, text[start:end])]
        pos = end
        if term.number not in numbers:
            numbers.append(term.number)
    out.append(escape(text[pos:]))
    return Markup("").join(out), numbers


def numbered(text: str, readings: tuple[Reading, ...]) -> list[dict]:
    """The card page's rows: each reading's printed text cut into runs, a part's run carrying
    the part's number (counted over the whole card, so ids are unique; -1: the words of an unread
    sentence from where reading stopped), and its parts' words."""
    rows, n = [], 0
    for r in readings:
        runs, parts, pos = [], [], r.start
        if r.stop > r.start:  # unread: the words before where reading stopped, then the rest
            runs, pos = [(text[r.start:r.stop], 0), (text[r.stop:r.end], -1)], r.end
        for p in r.parts:
            n += 1
            if p.start > pos:
                runs.append((text[pos:p.start], 0))
            runs.append((text[p.start:p.end], n))
            parts.append((n, p.words))
            pos = p.end
        if r.end > pos:
            runs.append((text[pos:r.end], 0))
        rows.append({"runs": runs, "parts": parts, "words": r.words, "rules": r.rules, "unread": r.unread,
                     "stopped": r.stop > r.start})
    return rows


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
    readings = read_in_parts(card.text, card.type == "strategy")
    text, named = text_with_terms(card.text)
    doc = library().documents[RULES]
    relied_on = ({n for a in abilities for n in describe(a)[1]} | set(named)
                 | {n for r in readings for n in r.rules})
    relied_on = [doc.sections[n] for n in sorted(relied_on, key=lambda n: number_key(n) or ())
                 if n in doc.sections]
    return render_template("cards/page.html", card=card, error=error, text=text, rules_doc=doc,
                           relied_on=relied_on, rows=numbered(card.text, readings),
                           scenarios=[(sc.name, url_for("scenarios.page", name=relative(sc), line=sc.line))
                                      for sc in using_card(card.number)],
                           rulings=rulings().citing_card(card.number))
