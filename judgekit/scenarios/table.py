"""The judge's table: a board set up by hand, played step by step, kept in one short text.

A :class:`Table` is a board (what is where, rage, turn, phase, cards of the judge's own) and
the moves made on it since: actions as the scenario language writes them, and the keys of the
options chosen when the engine asked. It is played through a :class:`Session`, the scenario
language's own driver, so a table exported as a ``.feature`` file runs the same way
(``judgekit scenario run``). :func:`encode` / :func:`decode` turn it into a versioned,
URL-safe text (JSON, deflated, base64url); a damaged one is refused naming its field.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import unicodedata
import zlib
from dataclasses import dataclass, field

from judgekit import cardtext
from judgekit.cardtext.database import database
from judgekit.engine.controllers import ExplorationLimit, Outcome, Script
from judgekit.engine.decisions import NO_MORE, Decision, Option, PlayTiming
from judgekit.engine.game import BadAnswer, Budget, BudgetExceeded, Game
from judgekit.engine.state import PLAYERS, GameState, StateError
from judgekit.engine.tokens import appendix_tokens
from judgekit.scenarios.features import read_feature
from judgekit.scenarios.phrases import attempted, match
from judgekit.scenarios.session import ScenarioError, ScenarioFailure, Session, Step

FORMAT = "1"  # the first part of an encoded table; a new layout gets a new number
PHASES = ("start", "main", "counter", "end")
ZONE_AREAS = tuple(f"zone{n}" for n in range(1, 9))
STRATEGY_AREAS = ("strategy1", "strategy2")
PILES = {"hand": "hand", "deck": "deck", "monster_deck": "monster deck", "discard": "discard pile"}
AREAS = ("monster", *ZONE_AREAS, *STRATEGY_AREAS, *PILES)  # of each player
CARD_FIELDS = ("name", "type", "rank", "power", "traits", "text")
# bounds of what a table may hold: far beyond a real board, far below what could load a worker
MOST_CARDS_IN_AREA, MOST_CUSTOM, MOST_MOVES, LONGEST_NAME, LONGEST_TEXT = 60, 24, 200, 80, 600
MOST_JSON = 64 * 1024  # bytes of a decoded table
SECONDS = 3.0  # wall time of one replay or exploration (also bounded by the engine's steps)
# the When phrases a table's moves may be: the main-phase actions (chapter 8)
ACTIONS = {"play_battle", "activate", "gain_rage", "play_monster", "invade", "invade_from_deck", "end_main"}


class TableError(ValueError):
    """A table that cannot be read or set up; ``field`` says where (``A.zone4``, ``moves[3]``)."""

    def __init__(self, field: str, problem: str):
        super().__init__(f"{field}: {problem}")
        self.field, self.problem = field, problem


class OverBudget(TableError):
    """A replay or an exploration that went past its budget (steps or wall time) before the
    table could be shown; the message names the budget."""


@dataclass
class Table:
    turn: int = 1
    turn_player: str = "A"
    phase: str = "main"
    rage: dict[str, int] = field(default_factory=lambda: {"A": 0, "B": 0})
    position: dict[str, int] = field(default_factory=lambda: {"A": 3, "B": 3})
    areas: dict[str, list[str]] = field(default_factory=dict)  # "A.zone4" → card names, top first
    cards: list[dict[str, str]] = field(default_factory=list)  # the judge's own cards (CARD_FIELDS)
    moves: list[tuple[str, str]] = field(default_factory=list)  # ("do", When phrase) | ("pick", key)

    def area(self, key: str) -> list[str]:
        return self.areas.get(key, [])

    def with_move(self, kind: str, value: str) -> Table:
        return Table(self.turn, self.turn_player, self.phase, dict(self.rage), dict(self.position),
                     self.areas, self.cards, [*self.moves, (kind, value)])

    def without_moves(self, keep: int) -> Table:
        return Table(self.turn, self.turn_player, self.phase, dict(self.rage), dict(self.position),
                     self.areas, self.cards, self.moves[:keep])


# -- the text form ---------------------------------------------------------------------------

def to_data(table: Table) -> dict:
    return {"turn": table.turn, "turn_player": table.turn_player, "phase": table.phase,
            "rage": table.rage, "position": table.position,
            "areas": {k: v for k, v in table.areas.items() if v}, "cards": table.cards,
            "moves": [list(m) for m in table.moves]}


def encode(table: Table) -> str:
    raw = json.dumps(to_data(table), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return FORMAT + "." + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def decode(text: str) -> Table:
    """The table an :func:`encode` text holds; :class:`TableError` names what is wrong."""
    version, dot, body = text.strip().partition(".")
    if not dot or not version.isdigit():
        raise TableError("s", "not a judge's table: it starts with its format number and a dot (1.…)")
    if version != FORMAT:
        raise TableError("s", f"format {version[:6]} is not one this site reads (it reads {FORMAT})")
    try:
        if not re.fullmatch(r"[A-Za-z0-9_-]+=*", body):  # padding is left out, but allowed
            raise ValueError(body)
        body = body.rstrip("=")
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise TableError("s", "damaged: it is not base64url text") from None
    inflate = zlib.decompressobj()
    try:
        raw = inflate.decompress(packed, MOST_JSON)
    except zlib.error:
        raise TableError("s", "damaged: it does not inflate (cut short or changed?)") from None
    if inflate.unconsumed_tail:
        raise TableError("s", f"more than {MOST_JSON // 1024} kB once inflated")
    if not inflate.eof:
        raise TableError("s", "damaged: cut short")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise TableError("s", "damaged: not JSON once inflated") from None
    return from_data(data)


def _int(data: dict, key: str, low: int, high: int, where: str) -> int:
    value = data.get(key)
    if type(value) is not int or not low <= value <= high:
        raise TableError(where, f"must be a whole number from {low} to {high}, not {json.dumps(value)[:40]}")
    return value


def _names(value, where: str) -> list[str]:
    if not isinstance(value, list) or len(value) > MOST_CARDS_IN_AREA:
        raise TableError(where, f"must be a list of at most {MOST_CARDS_IN_AREA} card names")
    for i, name in enumerate(value):
        if not isinstance(name, str) or not name.strip() or len(name) > LONGEST_NAME or '"' in name:
            raise TableError(f"{where}[{i}]", f"a card name is a text of 1–{LONGEST_NAME} characters "
                             "without a double quote")
    return value


def from_data(data) -> Table:
    if not isinstance(data, dict):
        raise TableError("s", "damaged: not a table")
    unknown = sorted(set(data) - {"turn", "turn_player", "phase", "rage", "position", "areas", "cards",
                                  "moves"})
    if unknown:
        raise TableError(unknown[0][:40], "is not a field of a table")
    table = Table(turn=_int(data, "turn", 1, 999, "turn"))
    if data.get("turn_player") not in PLAYERS:
        raise TableError("turn_player", "must be A or B")
    if data.get("phase") not in PHASES:
        raise TableError("phase", f"must be one of {', '.join(PHASES)}")
    table.turn_player, table.phase = data["turn_player"], data["phase"]
    for key, low, high in (("rage", 0, 999), ("position", 1, 8)):
        value = data.get(key)
        if not isinstance(value, dict) or set(value) != set(PLAYERS):
            raise TableError(key, "must give a number for A and for B")
        getattr(table, key).update({p: _int(value, p, low, high, f"{p}.{key}") for p in PLAYERS})
    areas = data.get("areas", {})
    if not isinstance(areas, dict):
        raise TableError("areas", "must map areas (A.zone4) to card names")
    for key, names in areas.items():
        player, _, area = str(key).partition(".")
        if player not in PLAYERS or area not in AREAS:
            raise TableError(f"areas.{str(key)[:30]}", "is not an area (A.zone1–8, A.strategy1–2, "
                             "A.monster, A.hand, A.deck, A.monster_deck, A.discard)")
        table.areas[key] = _names(names, key)
    table.cards = custom_cards(data.get("cards", []))
    moves = data.get("moves", [])
    if not isinstance(moves, list) or len(moves) > MOST_MOVES:
        raise TableError("moves", f"must be a list of at most {MOST_MOVES} moves")
    for i, move in enumerate(moves):
        if (not isinstance(move, list) or len(move) != 2 or move[0] not in ("do", "pick")
                or not isinstance(move[1], str) or not 0 < len(move[1]) <= 200):
            raise TableError(f"moves[{i}]", 'must be ["do", an action phrase] or ["pick", an option key]')
        found = match("when", move[1]) if move[0] == "do" else None
        if move[0] == "do" and (found is None or found[0].method not in ACTIONS):
            raise TableError(f"moves[{i}]", f"'{move[1][:60]}' is not an action of the scenario language")
        table.moves.append((move[0], move[1]))
    return table


def custom_cards(cards) -> list[dict[str, str]]:
    if not isinstance(cards, list) or len(cards) > MOST_CUSTOM:
        raise TableError("cards", f"must be a list of at most {MOST_CUSTOM} cards")
    out, names = [], set()
    for i, card in enumerate(cards):
        if not isinstance(card, dict) or set(card) - set(CARD_FIELDS):
            raise TableError(f"cards[{i}]", f"a card has only the fields {', '.join(CARD_FIELDS)}")
        for key, value in card.items():
            if not isinstance(value, str) or len(value) > (LONGEST_TEXT if key == "text" else LONGEST_NAME) \
                    or "|" in value or "\n" in value:
                raise TableError(f"cards[{i}].{key}", "must be one line of text without |, "
                                 f"at most {LONGEST_TEXT if key == 'text' else LONGEST_NAME} characters")
        name = card.get("name", "").strip()
        if not name or '"' in name or name in names:
            raise TableError(f"cards[{i}].name", "each card of your own needs a name of its own, "
                             "without a double quote")
        names.add(name)
        out.append({k: card.get(k, "").strip() for k in CARD_FIELDS})
    return out


# -- cards typed by a judge ------------------------------------------------------------------

def folded(text: str) -> str:
    """Full-width and upper case alike: ＢＰ０１－０１２ and bp01-012."""
    return unicodedata.normalize("NFKC", text).casefold().strip()


NUMBER = re.compile(r"([a-z]{2,4}\d{0,3}-[a-z]?\d{1,3})\b", re.I)
COPIES = re.compile(r"\s*[x×*]\s*(\d{1,2})$", re.I)


def resolve(piece: str, custom: list[dict[str, str]]) -> str:
    """The name a typed card takes on the table: a real card's number (by number in any case
    or width, "BP01-012 ゴジラ" as the autocomplete writes it, or a name only one card has), or
    one of the judge's own cards or a token of appendix A by its name. ValueError says why not."""
    plain = unicodedata.normalize("NFKC", piece).strip()
    number = NUMBER.match(plain)
    cards = database()
    if number and number[1].upper() in cards:
        card, rest = cards[number[1].upper()], folded(plain[number.end():])
        if rest and not folded(card.name).startswith(rest):  # "SD01-001 ゴジラ(2023)" as suggested
            raise ValueError(f"{card.number} is {card.name}, not '{plain[number.end():].strip()}'")
        return card.number
    wanted = folded(plain)
    for own in custom:
        if folded(own["name"]) == wanted:
            return own["name"]
    for name in appendix_tokens():
        if folded(name) == wanted:
            return name
    named = [c.number for c in cards.values() if folded(c.name) == wanted]
    if len(named) == 1:
        return named[0]
    if named:
        raise ValueError(f"'{piece}' is the name of {len(named)} cards ({', '.join(named[:6])}"
                         f"{'…' if len(named) > 6 else ''}); give the number")
    raise ValueError(f"no card '{piece}': give a card number (BP01-012), a name only one card has, "
                     "or define the card under Your own cards")


def parse_cards(text: str, custom: list[dict[str, str]]) -> list[str]:
    """``"BP01-012, sd01-003 x2、ゴジラ(2016) 第5形態"`` → names, top first. Commas (any width),
    、 and line breaks separate cards; spaces too where every part is a card number."""
    out: list[str] = []
    for piece in re.split(r"[,，、\n;；]+", text):
        piece = piece.strip()
        if not piece:
            continue
        copies = COPIES.search(piece)
        count = int(copies[1]) if copies else 1
        piece = piece[:copies.start()] if copies else piece
        parts = unicodedata.normalize("NFKC", piece).split()
        if len(parts) > 1 and all(NUMBER.fullmatch(p) for p in parts):  # "SD01-001 BP01-020"
            names = [resolve(p, custom) for p in parts]
        else:
            names = [resolve(piece, custom)]
        out += names * count
    if len(out) > MOST_CARDS_IN_AREA:
        raise ValueError(f"{len(out)} cards; an area here holds at most {MOST_CARDS_IN_AREA}")
    return out


def card_list() -> list[tuple[str, str, str]]:
    """Every real card as the autocomplete offers it: (number, name, "monster II")."""
    roman = {1: "I", 2: "II", 3: "III", 4: "IV"}
    return [(c.number, c.name, f"{c.type} {roman.get(c.rank, c.rank) if c.type == 'monster' else c.rank}")
            for c in database().values() if not c.is_token]


# -- the board as the scenario language writes it ------------------------------------------------

def given_lines(table: Table) -> list[tuple[str, str, list[list[str]] | None]]:
    """(field, Given phrase, table) for everything set: the lines a ``.feature`` starts with."""
    lines: list[tuple[str, str, list[list[str]] | None]] = []
    if table.cards:
        rows = [["name", "type", "rank", "traits", "threat", "counter", "text"]]
        for card in table.cards:
            power = card["power"]
            monster = card["type"] in ("monster", "怪獣")
            battle = card["type"] in ("battle", "交戦", "")
            rows.append([card["name"], card["type"] or "battle", card["rank"] or "1", card["traits"],
                         power if monster else "", power if battle else "", card["text"]])
        lines.append(("cards", "the cards:", rows))
    lines += [("turn_player", f"player {table.turn_player} is the turn player", None),
              ("turn", f"it is turn {table.turn}", None), ("phase", f"it is the {table.phase} phase", None)]
    for p in PLAYERS:
        if table.area(f"{p}.monster"):
            lines.append((f"{p}.monster", f"player {p}'s invading monster is "
                          f"{_quoted(table.area(f'{p}.monster'))} in zone {table.position[p]}", None))
        if table.rage[p]:
            lines.append((f"{p}.rage", f"player {p}'s rage is {table.rage[p]}", None))
        for n, area in enumerate(ZONE_AREAS, 1):
            top, *under = table.area(f"{p}.{area}") or [""]
            if top:
                lines.append((f"{p}.{area}", f'player {p} has "{top}" in zone {n}'
                              + (f" with {_quoted(under)} under it" if under else ""), None))
        for n, area in enumerate(STRATEGY_AREAS, 1):
            for name in table.area(f"{p}.{area}")[:1]:
                lines.append((f"{p}.{area}", f'player {p} has "{name}" in strategy zone {n}, '
                              "placed before this turn", None))
        for area, words in PILES.items():
            if table.area(f"{p}.{area}"):
                lines.append((f"{p}.{area}", f"player {p}'s {words} is {_quoted(table.area(f'{p}.{area}'))}",
                               None))
    return lines


def _quoted(names: list[str]) -> str:
    """``["Tank", "Tank", "Jet"]`` → ``"Tank" x2, "Jet"`` (runs of one card counted)."""
    runs: list[list] = []
    for name in names:
        if runs and runs[-1][0] == name:
            runs[-1][1] += 1
        else:
            runs.append([name, 1])
    return ", ".join(f'"{name}"' + (f" x{count}" if count > 1 else "") for name, count in runs)


# -- playing it --------------------------------------------------------------------------------

class _Ask(Exception):
    """A decision with no answer yet: the table stops and asks the judge."""


@dataclass
class Answered:
    decision: Decision
    option: Option


@dataclass
class Played:
    """A table replayed: the game where it stands and what each move did."""

    session: Session
    refused: dict[int, str] = field(default_factory=dict)  # move index → "8.6.2: why"
    answered: dict[int, Answered] = field(default_factory=dict)  # move index → the question and answer
    stopped: str = ""  # a run that ended early (its budget), said as the engine says it
    moves: list[tuple[str, str]] = field(default_factory=list)  # as played (scripted answers as keys)

    @property
    def game(self) -> Game:
        assert self.session.game is not None
        return self.session.game

    @property
    def state(self) -> GameState:
        return self.session.state

    @property
    def pending(self) -> Decision | PlayTiming | None:
        if self.stopped:  # the game ran out of its budget on the way: nothing is asked
            return None
        pending = self.game.pending
        return pending if isinstance(pending, (Decision, PlayTiming)) else None

    def open_action(self) -> int | None:
        """The index of the last action whose questions are not all answered yet, if any."""
        if not isinstance(self.pending, Decision):
            return None
        return max((i for i, (kind, _v) in enumerate(self.moves) if kind == "do"), default=None)


class _Answers:
    """The session's script: the judge's answers in order, then (for an imported scenario) its
    scripted ones, whose keys are kept; with neither, the table stops and asks."""

    def __init__(self, script: Script | None = None):
        self.queue: list[str] = []
        self.script = script
        self.given: list[tuple[Decision, str]] = []  # what each answer answered

    def __call__(self, decision: Decision) -> str:
        if self.queue:
            key = self.queue.pop(0)
        elif self.script is not None and self.script.answers.get(decision.player):
            key = self.script(decision)
        else:
            raise _Ask()
        by_label = [o.key for o in decision.options if o.label == key]
        if decision.option(key) is None and len(by_label) == 1:
            key = by_label[0]  # a link made when the answer's key was its label ("stay", now "no") still works
        if decision.option(key) is None:
            raise BadAnswer(f"'{key}' is not an answer to {decision.prompt}; answers: "
                            + ", ".join(f"{o.key} ({o.label})" for o in decision.options))
        self.given.append((decision, key))
        return key


def start(table: Table, budget: Budget | None = None, file: str = "table") -> Session:
    """A session with the table's board set and its game started: not yet played."""
    cardtext.warm()  # the parser's build is the process's, not this table's: before the budget's clock
    session = Session(file=file, budget=budget or Budget(seconds=SECONDS))
    lines = given_lines(table)
    for line, (where, text, rows) in enumerate(lines, 1):
        try:
            session.step(Step("given", text, line, rows))
        except ScenarioError as exc:
            raise TableError(where, _message(exc, file)) from None
        except ScenarioFailure as exc:  # only its budget fails a Given step
            raise OverBudget("budget", _message(exc, file)) from None
    try:
        session._start()
    except ScenarioError as exc:
        raise TableError("board", _message(exc, file)) from None
    except StateError as exc:
        raise TableError("board", str(exc)) from None
    return session


def check_cards(cards: list[dict[str, str]]) -> None:
    """The judge's own cards as the scenario language reads them (type, rank, numbers, a text
    the compiler can read); :class:`TableError` on ``cards`` names the card and what is wrong."""
    if cards:
        where, text, rows = given_lines(Table(cards=cards))[0]
        try:
            Session(file="table").step(Step("given", text, 1, rows))
        except ScenarioError as exc:
            raise TableError(where, _message(exc, "table")) from None


def _message(exc: Exception, file: str) -> str:
    return re.sub(rf"^{re.escape(file)}:\d+: ", "", str(exc))


REFUSAL = re.compile(r"^\d+(?:\.\d+)*: ")


def replay(table: Table, script: Script | None = None, budget: Budget | None = None) -> Played:
    """Set the board and make every move; stops early (``stopped``) only past the budget.
    :class:`TableError` names a move that cannot be made (an answer when nothing is asked)."""
    session = start(table, budget)
    answers = _Answers(script)
    session.script = answers  # type: ignore[assignment]  # any callable Decision → key will do
    played = Played(session)
    moves: list[tuple[str, str]] = []

    def run(where: str, go) -> None:
        try:
            go()
        except _Ask:
            pass
        except BudgetExceeded as exc:
            played.stopped = str(exc)
        except BadAnswer as exc:
            raise TableError(where, str(exc)) from None

    def take_script_answers() -> None:
        for decision, key in answers.given:
            played.answered[len(moves)] = Answered(decision, decision.option(key))  # type: ignore[arg-type]
            moves.append(("pick", key))
        answers.given.clear()

    run("board", lambda: played.game.pending)  # the game runs to its first question lazily
    for i, (kind, value) in enumerate(table.moves):
        where = f"moves[{i}]"
        if played.stopped or played.game.pending is None:
            raise TableError(where, "the game is over" if not played.stopped else "the run ended at its budget")
        if kind == "pick":
            decision = played.game.pending
            if not isinstance(decision, Decision):
                raise TableError(where, "nothing is being asked now; take an action")
            answers.queue.append(value)
            run(where, lambda: played.game.answer(answers(decision)))
            take_script_answers()
            if not played.stopped:
                run(where, session._to_play_timing)
            take_script_answers()
            continue
        if isinstance(played.game.pending, Decision):
            raise TableError(where, f"player {played.game.pending.player} must first answer: "
                             f"{played.game.pending.prompt}")
        moves.append((kind, value))
        try:
            session.step(Step("when", value, i + 1))
        except _Ask:
            pass
        except ScenarioFailure as exc:
            why = _message(exc, session.file)
            if REFUSAL.match(why):
                played.refused[len(moves) - 1] = why
            else:
                played.stopped = why
        except ScenarioError as exc:
            raise TableError(where, _message(exc, session.file)) from None
        take_script_answers()
    played.moves = moves
    return played


def as_table(table: Table, played: Played) -> Table:
    """The table with the moves as played: an imported scenario's scripted answers as keys."""
    return Table(table.turn, table.turn_player, table.phase, table.rage, table.position, table.areas,
                 table.cards, played.moves)


def explore_outcomes(table: Table, budget: Budget | None = None) -> list[Outcome]:
    """Every distinct outcome of the actions taken (refused ones left out) over every answer to
    every question they lead to: the scenario language's "all orderings are explored"."""
    played = replay(table, budget=budget)
    session = start(table, budget)
    actions = [v for i, (k, v) in enumerate(played.moves) if k == "do" and i not in played.refused]
    session.step(Step("when", "all orderings are explored", 1))
    for n, text in enumerate(actions, 2):
        session.step(Step("when", text, n))
    try:
        session._settle()
    except ScenarioFailure as exc:
        raise TableError("moves", _message(exc, session.file)) from None
    except ExplorationLimit as exc:
        raise TableError("moves", str(exc)) from None
    except BudgetExceeded as exc:
        raise OverBudget("moves", str(exc)) from None
    return session.outcomes or []


# -- as a .feature -------------------------------------------------------------------------

def _answer_phrase(answered: Answered) -> str:
    options, chosen = answered.decision.options, answered.option
    same = [o for o in options if folded(o.label) == folded(chosen.label)]
    words = chosen.label if len(same) == 1 and '"' not in chosen.label else chosen.key
    return f'player {answered.decision.player} will choose "{words}"'


def to_feature(table: Table, name: str = "A situation from the judge's table") -> str:
    """The table as a scenario: the board, each action with the answers it needed before it,
    and as outcome everything the table shows now. An action whose questions are not all
    answered yet is left out (a scenario scripts every answer)."""
    played = replay(table)
    keep = played.open_action()
    if keep is not None:
        played = replay(table.without_moves(keep))
    if played.stopped:  # a scenario cannot say an outcome the engine did not reach
        raise OverBudget("moves", played.stopped)
    lines = ["Feature: The judge's table", "", f"  Scenario: {name}"]
    for _field, text, rows in given_lines(table):
        lines.append(f"    Given {text}")
        for row in rows or []:
            lines.append("      | " + " | ".join(c.replace("|", "\\|") for c in row) + " |")
    lines += [f"    Given {_answer_phrase(played.answered[j])}" for j in _picks_after(played, -1)]
    for i, (kind, value) in enumerate(played.moves):
        if kind == "pick":  # scripted before the action that asks it (or, before any, the first)
            continue
        lines += [f"    Given {_answer_phrase(played.answered[j])}" for j in _picks_after(played, i)]
        if i in played.refused:
            lines.append(f"    When {_tries(value)}")
            lines.append(f"    Then the action is refused by rule {played.refused[i].split(':')[0]}")
        else:
            lines.append(f"    When {value}")
    lines += [f"    Then {t}" for t in outcome_lines(table, played)]
    return "\n".join(_and(lines)) + "\n"


def _and(lines: list[str]) -> list[str]:
    """A step of the same kind as the one before it reads "And", as scenarios are written."""
    out, kind = [], ""
    for line in lines:
        word, _, rest = line.strip().partition(" ")
        if word in ("Given", "When", "Then"):
            line = line.replace(word, "And", 1) if word == kind else line
            kind = word
        out.append(line)
    return out


def _picks_after(played: Played, i: int) -> list[int]:
    picks = []
    for j in range(i + 1, len(played.moves)):
        if played.moves[j][0] != "pick":
            break
        picks.append(j)
    return picks


def _tries(phrase: str) -> str:
    m = re.match(r"player ([AB]) (plays|activates|discards|invades)\b(.*)$", phrase)
    if not m:
        return phrase
    verb = {"plays": "play", "activates": "activate", "discards": "discard", "invades": "invade"}[m[2]]
    return f"player {m[1]} tries to {verb}{m[3]}"


def outcome_lines(table: Table, played: Played) -> list[str]:
    """Then phrases for everything the table shows: the result, or turn, phase and each side."""
    s = played.state
    if s.result is not None:
        if s.result.winner is None:
            return ["the game is a draw"]
        how = f" by {s.result.how}" if s.result.how in ("invasion", "counter", "concession") else ""
        return [f"player {s.result.winner} wins the game{how}"]
    lines = ["the game is not over", f"it is player {s.turn_player}'s turn"]
    pending = played.game.pending
    lines.append(f"it is the {getattr(pending, 'phase', s.phase)} phase")
    for p in PLAYERS:
        top = s.top_of_invading(p)
        if top:
            lines.append(f'player {p}\'s invading monster is "{s.cards[top].name}" in zone {s.position[p]}')
        lines.append(f"player {p}'s rage is {s.rage[p]}")
        for n in range(1, 9):  # what is there, and where the board had a card that is gone
            names = [s.cards[c].name for c in s.areas[f"{p}.zone{n}"]]
            lines += [f'player {p} has "{name}" in zone {n}' for name in names] or (
                [f"player {p}'s zone {n} is empty"] if table.area(f"{p}.zone{n}") else [])
        strategy = [(n, s.cards[c].name) for n in s.strategy_zones(p) for c in s.areas[f"{p}.strategy{n}"]]
        lines += [f'player {p} has "{name}" in strategy zone {n}' for n, name in strategy] or (
            [f"player {p}'s strategy zones are empty"] if any(table.area(f"{p}.{a}") for a in STRATEGY_AREAS)
            else [])
        for area, words in (("hand", "hand"), ("deck", "deck"), ("discard", "discard pile")):
            count = len(s.areas[f"{p}.{area}"])
            lines.append(f"player {p}'s {words} has {count} card{'s' if count != 1 else ''}")
    return lines


def from_feature(text: str, file: str = "imported.feature") -> Table:
    """A table from a scenario's text (its first scenario): the board of its Given steps, its
    actions and its scripted answers. Its Then steps are what the table will show anyway."""
    try:
        scenarios = read_feature(file, text)
    except ScenarioError as exc:
        raise TableError("feature", str(exc)) from None
    if not scenarios:
        raise TableError("feature", f"{file}: no Scenario in it")
    table, script = Table(), Script()
    for step in scenarios[0].steps:
        where = f"{file}:{step.line}"
        plain = attempted(step.text) if step.kind == "when" else None
        found = match(step.kind, plain or step.text)
        if found is None:
            raise TableError("feature", f"{where}: unknown phrase '{step.text[:80]}'")
        phrase, m = found
        method = phrase.method
        try:
            _import_step(table, script, method, m, step, plain)
        except ValueError as exc:
            raise TableError("feature", f"{where}: {exc}") from None
    try:
        played = replay(table, script=script)
    except TableError as exc:
        raise TableError("feature", f"{file}: {exc}") from None
    if played.stopped:
        raise TableError("feature", f"{file}: {played.stopped}")
    return as_table(table, played)


def _import_step(table: Table, script: Script, method: str, m: re.Match, step: Step, plain: str | None) -> None:
    def names(text: str) -> list[str]:
        return [name for name, count in re.findall(r'"([^"]+)"(?: x(\d+))?', text)
                for _ in range(int(count or 1))]
    p = m.groupdict().get("player") or ""
    if step.kind == "then":
        return  # what the table shows when it is played
    if method == "cards":
        header = [h.strip() for h in (step.table or [[]])[0]]
        for row in (step.table or [])[1:]:
            values = dict(zip(header, (c.strip() for c in row)))
            power = values.get("threat") or values.get("counter") or ""
            table.cards.append({"name": values.get("name", ""), "type": values.get("type", "battle"),
                                "rank": values.get("rank", "1"), "power": power,
                                "traits": values.get("traits", ""), "text": values.get("text", "")})
        table.cards = custom_cards(table.cards)
    elif method == "turn_player":
        table.turn_player = p
    elif method == "turn":
        table.turn = int(m["n"])
    elif method == "phase":
        table.phase = m["phase"]
    elif method == "invading":
        table.areas[f"{p}.monster"] = names(m["names"])
        table.position[p] = int(m["n"])
    elif method == "rage":
        table.rage[p] = int(m["n"])
    elif method == "in_zone":
        table.areas[f"{p}.zone{m['n']}"] = [m["name"], *names(m["names"] or "")]
    elif method == "in_strategy_zone":
        table.areas[f"{p}.strategy{m['n']}"] = [m["name"]]
    elif method in ("area", "area_empty"):
        key = {v: k for k, v in PILES.items()}[m["area"]]
        table.areas[f"{p}.{key}"] = names(m["names"]) if method == "area" else []
    elif method.startswith("choose"):
        said = {k: v or "" for k, v in m.groupdict().items()}  # as the Session scripts them
        words = {"choose_card_in_zone": f"{said.get('name')} in zone {said.get('n')}",
                 "choose": said.get("name", ""), "choose_zone": f"zone {said.get('n')}",
                 "choose_answer": said.get("answer", ""), "choose_number": said.get("n", ""),
                 "choose_no_more": NO_MORE.label}[method]
        script.answers.setdefault(p, []).append(words)
    elif step.kind == "when" and method in ACTIONS:
        table.moves.append(("do", plain or step.text))
    else:
        raise ValueError(f"the judge's table does not take '{step.text[:60]}' (it takes boards, "
                         "actions and answers)")
