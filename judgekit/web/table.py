"""The judge's table: set up a board on a phone, play it through the engine, share it.

Everything a table holds is in its address (``?s=``, ``judgekit.scenarios.table.encode``):
nothing is kept on the server. Forms post and are redirected to that address, so every
result has one and the page works without JavaScript; ``static/table.js`` only suggests
cards while typing. Every replay runs under the engine's step budget and a wall-time
``Budget``; guard.py rate-limits and gates these routes.
"""

from __future__ import annotations

import functools
import re

from flask import Blueprint, Response, redirect, render_template, request, url_for
from markupsafe import Markup, escape

from judgekit.engine.actions import describe
from judgekit.engine.decisions import Decision, EndMain, PlayTiming
from judgekit.engine.state import PLAYERS
from judgekit.rules.library import library
from judgekit.rules.model import UnknownSection
from judgekit.scenarios import table as T
from judgekit.scenarios.report import HEAD
from judgekit.web.board_svg import board_svg
from judgekit.web.scenario_pages import trace_timings

bp = Blueprint("table", __name__, url_prefix="/godzilla/table")

# the actions a judge may try, whatever the engine offers: (form value, words, phrase)
TRIES = {
    "battle": ("play a battle card to zone", 'player {p} plays "{card}" to zone {n}'),
    "strategy": ("activate a strategy card in strategy zone", 'player {p} activates "{card}" in strategy zone {n}'),
    "rage": ("discard a card to gain rage", 'player {p} discards "{card}" to gain rage'),
    "monster": ("play a monster card", 'player {p} plays the monster "{card}"'),
    "invade": ("invade, discarding a card", 'player {p} invades discarding "{card}"'),
    "end": ("end the main phase", "player {p} ends the main phase"),
}
AREA_LABELS = {"monster": "Invading monster (top first)", **{f"zone{n}": f"Zone {n}" for n in range(1, 9)},
               "strategy1": "Strategy zone 1", "strategy2": "Strategy zone 2", "hand": "Hand",
               "deck": "Deck (top first)", "monster_deck": "Monster deck", "discard": "Discard pile"}


class BadTable(Exception):
    """A table address or form that cannot be used: a 400 page naming the field."""

    def __init__(self, error: T.TableError, table: T.Table | None = None):
        self.error, self.table = error, table


@bp.errorhandler(BadTable)
def bad_table(exc: BadTable):
    """400 for a table that cannot be used; 503 for one whose run went past its budget (the
    machine may have been busy: a retry may do)."""
    busy = isinstance(exc.error, T.OverBudget)
    response = render_template("table/error.html", error=exc.error, busy=busy), 503 if busy else 400
    return response


def _table() -> T.Table:
    code = request.args.get("s", "")
    if not code:
        raise BadTable(T.TableError("s", "the address has no table (?s=…); set one up on the builder"))
    try:
        return T.decode(code)
    except T.TableError as exc:
        raise BadTable(exc) from None


def _replay(table: T.Table) -> T.Played:
    try:
        return T.replay(table)
    except T.TableError as exc:
        raise BadTable(exc, table) from None


def play_url(table: T.Table) -> str:
    return url_for("table.play", s=T.encode(table))


# -- the builder -----------------------------------------------------------------------------

@functools.cache
def _cards_datalist() -> Markup:
    options = "".join(f'<option value="{n} {escape(name)}">{kind}</option>' for n, name, kind in T.card_list())
    return Markup(f'<datalist id="cards">{options}</datalist>')


@bp.get("/")
def build():
    table = _table() if request.args.get("s") else T.Table()
    return render_template("table/build.html", form=_form_of(table), errors={}, cards=_cards_datalist(),
                           labels=AREA_LABELS, players=PLAYERS, custom=_custom_rows(table.cards))


@bp.post("/")
def build_post():
    form, errors = request.form, {}
    table = T.Table()
    table.cards = []
    for i in range(T.MOST_CUSTOM):
        card = {k: form.get(f"c{i}-{k}", "").strip() for k in T.CARD_FIELDS}
        if card["name"] or card["text"]:
            table.cards.append(card)
    try:
        table.cards = T.custom_cards(table.cards)
        T.check_cards(table.cards)
    except T.TableError as exc:
        errors["cards"] = exc.problem
        table.cards = []
    for name, low, high in (("turn", 1, 999),):
        table.turn = _number(form, name, low, high, errors, 1)
    table.turn_player = form.get("turn_player") if form.get("turn_player") in PLAYERS else "A"
    table.phase = form.get("phase") if form.get("phase") in T.PHASES else "main"
    for p in PLAYERS:
        table.rage[p] = _number(form, f"{p}.rage", 0, 999, errors, 0)
        table.position[p] = _number(form, f"{p}.position", 1, 8, errors, 3)
        for area in T.AREAS:
            key = f"{p}.{area}"
            try:
                table.areas[key] = T.parse_cards(form.get(key, "")[:2000], table.cards)
            except ValueError as exc:
                errors[key] = str(exc)
            if area.startswith("strategy") and len(table.areas.get(key, [])) > 1:
                errors[key] = "a strategy zone holds one card"
    if not errors:
        try:
            T.start(table)
        except T.TableError as exc:
            errors[exc.field] = exc.problem
    if errors:
        return render_template("table/build.html", form=dict(form), errors=errors, cards=_cards_datalist(),
                               labels=AREA_LABELS, players=PLAYERS, custom=_custom_rows(table.cards)), 400
    return redirect(play_url(table), 303)


def _number(form, name: str, low: int, high: int, errors: dict, default: int) -> int:
    text = T.folded(form.get(name, "")) or str(default)
    if not text.isdigit() or not low <= int(text) <= high:
        errors[name] = f"a whole number from {low} to {high}"
        return default
    return int(text)


def _form_of(table: T.Table) -> dict[str, str]:
    form = {"turn": str(table.turn), "turn_player": table.turn_player, "phase": table.phase}
    for p in PLAYERS:
        form[f"{p}.rage"], form[f"{p}.position"] = str(table.rage[p]), str(table.position[p])
        for area in T.AREAS:
            form[f"{p}.{area}"] = ", ".join(table.area(f"{p}.{area}"))
    return form


def _custom_rows(cards: list[dict[str, str]]) -> list[dict[str, str]]:
    """The judge's cards, and an empty row for one more."""
    rows = list(cards)
    if len(rows) < T.MOST_CUSTOM:
        rows.append(dict.fromkeys(T.CARD_FIELDS, ""))
    return rows


@bp.post("/import")
def import_feature():
    upload = request.files.get("file")
    text = upload.read().decode("utf-8", "replace") if upload and upload.filename else request.form.get("feature", "")
    if not text.strip():
        raise BadTable(T.TableError("feature", "paste a .feature text or choose a file"))
    try:
        table = T.from_feature(text, (upload.filename if upload and upload.filename else "pasted.feature"))
    except T.TableError as exc:
        raise BadTable(exc) from None
    return redirect(play_url(table), 303)


@bp.get("/cards.json")
def cards_json():
    return {"cards": [{"number": n, "name": name, "kind": kind} for n, name, kind in T.card_list()]}


# -- playing -----------------------------------------------------------------------------------

@bp.get("/play")
def play():
    table = _table()
    played = _replay(table)
    pending = played.pending
    # the legal actions, those of one card to each zone or slot as one line: (words, [(place, address)])
    offered: dict[str, list[tuple[str, str]]] = {}
    if isinstance(pending, PlayTiming) and not played.stopped:
        for action in pending.actions:
            words = describe(played.game, action, ids=False)
            place = re.search(r" ((?:strategy )?zone) (\d)( on top of the card there)?$", words)
            group = f"{words[:place.start()]} {place[1]}{' (on top of the card there)' if place[3] else ''}" \
                if place else words
            href = play_url(table.with_move("do", _phrase(played, action)))
            offered.setdefault(group, []).append((place[2] if place else "", href))
    answers = []
    if isinstance(pending, Decision) and not played.stopped:
        answers = [(o.label, play_url(table.with_move("pick", o.key))) for o in pending.options]
    last = len(table.moves) - 1
    refused = played.refused.get(last) if table.moves and table.moves[-1][0] == "do" else None
    timings, hidden = trace_timings(played.game.trace, played.game.boards)
    hand = [played.state.cards[c].name for c in played.state.areas[f"{played.state.turn_player}.hand"]]
    return render_template(
        "table/play.html", table=table, played=played, pending=pending, offered=offered, answers=answers,
        refused=refused.split(": ", 1)[-1] if refused else None, rule=_rule_text(refused), timings=timings, hidden=hidden, head=HEAD,
        board=board_svg(played.state.board(), "the table now"), moves=_moves(table, played),
        code=T.encode(table), tries=TRIES, hand=sorted(set(hand)), legend=_legend(played),
        share=request.url, is_decision=isinstance(pending, Decision))


def _phrase(played: T.Played, action) -> str:
    """A legal action as the scenario language writes it."""
    s, p = played.state, played.state.turn_player
    if isinstance(action, EndMain):
        return f"player {p} ends the main phase"
    name = s.cards[action.card].name
    kind = type(action).__name__
    if kind == "PlayBattle":
        return f'player {p} plays "{name}" to zone {action.zone}' + (" on top of the card there" if action.on_top else "")
    if kind == "ActivateStrategy":
        return f'player {p} activates "{name}" in strategy zone {action.slot}'
    if kind == "GainRage":
        return f'player {p} discards "{name}" to gain rage'
    if kind == "PlayMonster":
        roman = {1: "I", 2: "II", 3: "III", 4: "IV"}
        return f'player {p} plays the monster "{name}"' + (f" as rank {roman[action.as_rank]}" if action.as_rank else "")
    if action.card in s.areas[f"{p}.deck"]:
        return f"player {p} invades discarding the top card of the deck"
    return f'player {p} invades discarding "{name}"'


def _moves(table: T.Table, played: T.Played) -> list[tuple[str, str, str | None]]:
    """Each move in words, the address of the table just before it, and its refusal."""
    out = []
    for i, (kind, value) in enumerate(table.moves):
        if kind == "pick":
            answered = played.answered.get(i)
            words = f"{answered.decision.player} answers {answered.option.label}" if answered else f"answer {value}"
        else:
            words = value
        out.append((words, play_url(table.without_moves(i)), played.refused.get(i)))
    return out


def _rule_text(refusal: str | None) -> tuple[str, str] | None:
    """The rule a refusal names, and its text."""
    if not refusal:
        return None
    number = refusal.split(":")[0]
    try:
        section = library().get("godzilla", "ja").section(number)
    except UnknownSection:
        return None
    return number, (section.title + " " if section.title else "") + section.text


def _legend(played: T.Played) -> list:
    """The cards on this table (the board names real cards by number)."""
    s = played.state
    names = sorted({c.name for c in s.cards.values()})
    return [(n, s.defs[n]) for n in names if n in s.defs]


@bp.post("/try")
def try_action():
    """Any action, legal or not, as the judge puts it: the engine takes it or refuses it."""
    table = _table()
    kind = request.form.get("kind", "")
    player = request.form.get("player", "")
    card = request.form.get("card", "").strip()
    if kind not in TRIES or player not in PLAYERS:
        raise BadTable(T.TableError("kind", f"choose an action ({', '.join(TRIES)}) and a player (A or B)"), table)
    if kind != "end":
        try:
            card = T.parse_cards(card, table.cards)[0] if card else ""
        except (ValueError, IndexError) as exc:
            raise BadTable(T.TableError("card", str(exc)), table) from None
        if not card:
            raise BadTable(T.TableError("card", "name the card the action uses"), table)
    n = T.folded(request.form.get("n", "")) or "1"
    if not n.isdigit() or not 1 <= int(n) <= 9:
        raise BadTable(T.TableError("n", "a zone number from 1 to 8 (strategy zones 1 or 2)"), table)
    phrase = TRIES[kind][1].format(p=player, card=card, n=int(n))
    return redirect(play_url(table.with_move("do", phrase)), 303)


@bp.get("/outcomes")
def outcomes():
    table = _table()
    try:
        found = T.explore_outcomes(table)
        error = None
    except T.TableError as exc:
        found, error = [], exc
    shown = [(board_svg(o.state.board(), f"outcome {i}"), o) for i, o in enumerate(found, 1)]
    status = 503 if isinstance(error, T.OverBudget) else 400 if error and error.field != "moves" else 200
    return render_template("table/outcomes.html", table=table, outcomes=shown, error=error,
                           back=play_url(table)), status


@bp.get("/export")
def export():
    table = _table()
    try:
        text = T.to_feature(table)
    except T.TableError as exc:
        raise BadTable(exc, table) from None
    shown = "inline" if request.args.get("view") else "attachment"  # read on the phone, or saved
    return Response(text, mimetype="text/plain", headers={
        "Content-Disposition": f'{shown}; filename="judges-table.feature"'})

