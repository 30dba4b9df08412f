"""The whole state of a game as plain data, with a text form that round-trips.

Every card on the table is an instance with a stable id (``A3``: the third
card of player A's) pointing at its printed definition. Cards sit in areas
addressed by short keys — ``A.zone4``, ``A.strategy1``, ``A.invading``,
``A.hand``, ``A.deck``, ``A.discard``, ``A.monster_deck`` and the shared
``resolution`` — each a list with the top card first (3.2.2, 4.1.3). The
invading monster stands in the zone named by ``position`` (3.3.3.2).

No logic here depends on object identity or set order: two states with the
same data compare equal and print the same text.
"""

from __future__ import annotations

import copy
import functools
import itertools
import json
import operator
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Self

from judgekit.engine.cards import CardDef

PLAYERS = ("A", "B")
PHASES = ("start", "main", "counter", "end")  # 7.2–7.5
ZONES = tuple(range(1, 9))  # 4.4.2–4.4.3
STRATEGY_ZONES = (1, 2)  # 4.5.2: each player's two
MOST_STRATEGY_ZONES = 3  # "あなたの戦略カード置き場は3つになる" (BP03-013): a third for the rest of the game
PER_PLAYER = ("invading", "monster_deck", "deck", "hand", "discard")
# 4.4.5.4: the zones in one column, as (player's zone, the opponent's zones); 4.4.5.1 adds front/back
_ACROSS = {1: {5, 6}, 2: {4, 7}, 3: {3, 8}, 8: {3, 8}, 4: {2}, 7: {2}, 5: {1}, 6: {1}}
FORMAT = "judgekit-state/1"


class StateError(ValueError):
    """A state that cannot be read or cannot be; the message says where (``line``: the line of
    the state text, when it was read from one)."""

    def __init__(self, message: str, line: int = 1):
        super().__init__(message)
        self.line = line


def other(player: str) -> str:
    return "B" if player == "A" else "A"


# the players from the turn player (whose abilities and rule actions come first, 10.4.3.2)
TURN_ORDER = {"A": ("A", "B"), "B": ("B", "A")}


@functools.cache  # asked at every advance a card watches, and by card phrases of a column
def same_column(zone: int) -> tuple[frozenset[int], frozenset[int]]:
    """The zones in the column of a player's ``zone``: (that player's, the opponent's)."""
    mine = {zone} | ({z for z, across in _ACROSS.items() if across == _ACROSS[zone]})
    return frozenset(mine), frozenset(_ACROSS[zone])


def adjacent(a: int, b: int, across: bool = False) -> bool:
    """4.4.5.2: a player's two zones are adjacent if their numbers differ by 1 or one is in
    front of the other (8/3, 7/4, 6/5); a zone of one player and a zone of the other (``across``)
    are adjacent only when both are zone 8."""
    if across:
        return a == b == 8
    return abs(a - b) == 1 or {a, b} in ({8, 3}, {7, 4}, {6, 5})


# 4.4.5.5.1: left to right from the player's side: 1, 2, 3 and 8, 4 and 7, 5 and 6; zones sharing a
# place (3 and 8, 4 and 7, 5 and 6) are neither left nor right of each other (4.4.5.5.1.1)
LATERAL = {1: 0, 2: 1, 3: 2, 8: 2, 4: 3, 7: 3, 5: 4, 6: 4}


def beside(zone: int) -> list[int]:
    """The adjacent zones to the right or left of ``zone`` (4.4.5.2, 4.4.5.5.1)."""
    return [n for n in ZONES if adjacent(n, zone) and abs(LATERAL[n] - LATERAL[zone]) == 1]


def zone_key(player: str, number: int) -> str:
    return f"{player}.zone{number}"


# each player's zone keys in order, built once (asked for on every look at the board)
ZONE_KEYS = {p: tuple(zone_key(p, n) for n in ZONES) for p in PLAYERS}


def strategy_key(player: str, number: int) -> str:
    return f"{player}.strategy{number}"


STRATEGY_KEYS = {p: tuple(strategy_key(p, n) for n in range(1, MOST_STRATEGY_ZONES + 1)) for p in PLAYERS}


def area_words(area: str) -> str:
    """An area as players say it: "zone4" → "zone 4", "strategy1" → "strategy zone 1",
    "discard" → "discard pile"."""
    return {"invading": "invading monster", "discard": "discard pile", "monster_deck": "monster deck"}.get(
        area, area.replace("zone", "zone ").replace("strategy", "strategy zone "))


@functools.cache
@functools.cache
def on_board(key: str) -> bool:
    """An area of the board (a zone, a strategy zone, the invading monster), where how a card came
    and what is under it matter; not a hand, deck or pile (4.1.4). Cached: asked of every area at
    every play timing (GameState.fingerprint)."""
    return key.endswith(".invading") or ".zone" in key or ".strategy" in key


@functools.cache
def followed(key: str) -> bool:
    """An area whose cards are read at every check timing (GameState.moves): the board and the
    resolution area (11.4.2)."""
    return on_board(key) or key == "resolution"


def area_keys() -> list[str]:
    keys = []
    for p in PLAYERS:
        keys += [zone_key(p, n) for n in ZONES] + [strategy_key(p, n) for n in range(1, MOST_STRATEGY_ZONES + 1)]
        keys += [f"{p}.{a}" for a in PER_PLAYER]
    return keys + ["resolution"]


# the areas of a game's state (GameState.areas), and of them those of the board and the others (on_board),
# each in the state's order
AREA_KEYS = frozenset(area_keys())
BOARD_ORDER = tuple(k for k in area_keys() if on_board(k))
PILE_ORDER = tuple(k for k in area_keys() if not on_board(k))


# the versions of every Definitions, counted together: one number is one content, whichever the object
_VERSIONS = itertools.count(1)


class Definitions(dict[str, CardDef]):
    """The printed cards of a game by name: a dict that counts its changes, so what is worked out
    from every definition (which abilities exist at all) is worked out again only after one.

    ``version`` is drawn from one count for every Definitions made and each change of any: two
    equal versions are the same definitions (a copy keeps its original's until it changes), so a
    game knows its census still holds by the number alone (asked at every event and number read)."""

    version = 0  # a Definitions made without __init__ and never changed (an empty copy): no definitions

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.version = next(_VERSIONS)

    def _changed(self) -> None:
        self.version = next(_VERSIONS)

    def __setitem__(self, name: str, definition: CardDef) -> None:
        super().__setitem__(name, definition)
        self._changed()

    def __delitem__(self, name: str) -> None:
        super().__delitem__(name)
        self._changed()

    # |= keeps a Definitions (and counts the change) where typeshed's dict.__or__ gives a plain dict
    def __ior__(self, other: Mapping[str, CardDef]) -> Self:  # type: ignore[override,misc]
        self.update(other)
        return self

    def update(self, *args, **kwargs):
        super().update(*args, **kwargs)
        self._changed()

    def setdefault(self, name, definition=None):
        if name not in self:
            self._changed()
        return super().setdefault(name, definition)

    def pop(self, *args):
        self._changed()
        return super().pop(*args)

    def popitem(self):
        self._changed()
        return super().popitem()

    def clear(self):
        super().clear()
        self._changed()

    _tokens: tuple[int, frozenset[str]] = (-1, frozenset())

    def token_names(self) -> frozenset[str]:
        """The names of the token definitions (9.1.5), worked out again only after a change."""
        if self._tokens[0] != self.version:
            self._tokens = (self.version, frozenset(n for n, d in self.items() if d.is_token))
        return self._tokens[1]


@dataclass
class Card:
    """One physical card (or token) in the game."""

    id: str
    name: str  # its definition in ``GameState.defs``
    owner: str  # 3.1.1
    placed_turn: int = 0  # the turn it was put where it is (7.2.3: strategy cards of earlier turns)
    played_by: str = ""  # how it was last played: "hand", "burst", "evolution", "effect" (強襲で / 効果で出現したら)
    # the area it last appeared from (5.11.3, 「手札から出現したら」): "hand", "deck", "discard" or "monster_deck" —
    # played from there or put from there directly by a rule or an effect; "" a token (9.1.2) or from under a card
    played_from: str = ""
    since: int = 0  # when it entered its area, for 10.8.1.7.1 and 11.5.1 ("placed last")
    under: list[str] = field(default_factory=list)  # cards stacked beneath it, top first (3.2)


@dataclass
class Result:
    winner: str | None  # None: a draw (1.2.2)
    how: str  # "invasion" | "counter" | "concession" | "effect" | "draw" | "loop"
    rule: str  # the rule that ended the game


# the moments of a turn at which changes made for a time end (10.2.1.2), in order: the end of each
# phase, and 7.5.6 ("turn") inside the end phase
# 10.2.1.2's 「このゲーム中」: a change for a time that ends with no turn the game reaches (a game ends long before:
# a turn budget stops it, and its turn numbers are kept below 1000)
REST_OF_GAME = 10**6
EXPIRY_ORDER = ("start", "main", "counter", "turn", "end")


@dataclass
class GameState:
    defs: Definitions = field(default_factory=Definitions)
    cards: dict[str, Card] = field(default_factory=dict)
    areas: dict[str, list[str]] = field(default_factory=lambda: {k: [] for k in area_keys()})
    position: dict[str, int] = field(default_factory=lambda: {p: 1 for p in PLAYERS})  # 6.3.1.6.1
    rage: dict[str, int] = field(default_factory=lambda: {p: 0 for p in PLAYERS})  # 3.4
    turn: int = 1
    turn_player: str = "A"
    phase: str = "main"
    # once-per-turn main-phase actions taken this turn (8.5.2, 8.6.2)
    used: dict[str, list[str]] = field(default_factory=lambda: {p: [] for p in PLAYERS})
    # every main-phase action taken this turn (8.1.1: "battle", "strategy", "rage", "monster",
    # "invade"), for the conditions that ask ("このターンあなたが戦略カードを発動していたら"). Not part
    # of the fingerprint: 13.1.1.2 compares the game before and after an action, and a record
    # that grows with each action would never let a loop of actions be seen as one.
    done: dict[str, list[str]] = field(default_factory=lambda: {p: [] for p in PLAYERS})
    # 「このターンにあなたが手札に加えたカード1枚につき」: each card put into a hand is kept in ``done`` ("to-hand:") — only in
    # a game where some card asks (Census.records_hand; set as the census is taken), so the others pay one test a move
    records_hand: bool = False
    clock: int = 0  # a counter for timestamps ("since")
    # continuous effects made by one-shot effects, until the end of the turn (7.5.6): each
    # {"cards": [ids], "stat": "counter", "op": "+", "×" or "=", "amount": n, "since": clock, "text": …};
    # "until": [turn, moment] when it ends later (10.2.1.2), "from": [turn, phase] when it starts later,
    # "skip": [first turn, last turn] it does not apply in (「このターンと次のあなたのターン中」: not the turn between)
    lasting: list[dict] = field(default_factory=list)
    # timed triggers made by effects, waiting for their moment (10.6.5): each {"at": a phase, "turn-end"
    # (7.5.7) or "event", "player": whose phase or turn ("" whoever's), "first": the first turn it may
    # trigger in, "card": its source (10.11.2), "master", "text": the printed words of what it does;
    # "event": {"event", "whose", "zones", "column"} (a Trigger's fields) when it waits for an event;
    # "last": the last turn it may trigger in (「このターンの…」), "it": the cards the effect before it moved (それ);
    # "burst": true and "since" (when the card was placed) for 【強襲】's discard at the end phase
    # (12.5.2)}. In the state, not in the game: a game saved and loaded before their moment keeps them
    timed: list[dict] = field(default_factory=list)
    # how many strategy zones each player has (4.5.2; an effect may give more)
    strategy_count: dict[str, int] = field(default_factory=lambda: {p: len(STRATEGY_ZONES) for p in PLAYERS})
    vanished: dict[str, str] = field(default_factory=dict)  # tokens gone from the game: id → name
    seed: int = 0
    result: Result | None = None
    # how often a card has entered or left the field (a zone, a strategy zone, the invading monster's
    # stack) or the resolution area: what is read off the cards there (the active cards, 10.3.4;
    # rule actions due, 11) is kept until it changes; draws and discards from the hand do not
    # count (not part of the state)
    moves: int = field(default=0, compare=False, repr=False)
    # where each card was last found: a hint, checked before it is trusted (not part of the state)
    _last_area: dict[str, str] = field(default_factory=dict, compare=False, repr=False)
    # the side and zone each card last stood in on the field (10.6.4.1.2), once it has left it: not saved (a
    # trigger that looks back at it resolves before a game is saved between actions)
    _left_zone: dict[str, tuple[str, int]] = field(default_factory=dict, compare=False, repr=False)
    _token_ids: tuple[object, dict[str, str]] = field(default_factory=lambda: (None, {}), compare=False,
                                                      repr=False)  # see _tokens
    # how many cards each player has, as of how many cards there were (see new_card)
    _owned: tuple[int, Counter[str]] = field(default_factory=lambda: (-1, Counter()), compare=False, repr=False)
    # the areas (the dict, and how many) last found to be the game's own (AREA_KEYS): see fingerprint
    _own_areas: tuple[object, int] = field(default=(None, -1), compare=False, repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.defs, Definitions):
            self.defs = Definitions(self.defs)

    # -- reading ------------------------------------------------------------
    def card(self, card_id: str) -> Card:
        return self.cards[card_id]

    def definition(self, card_id: str) -> CardDef:
        return self.defs[self.cards[card_id].name]

    def pile_of(self, card_id: str) -> str:
        """5.11.3: the area a card about to appear is in, by the name a text gives it (「手札から出現する」):
        "hand", "deck", "discard" or "monster_deck"; "" when it is in none of those (under a card, a new token)."""
        key = self._holding(card_id)
        area = key.split(".", 1)[1] if key is not None and "." in key else ""
        return area if area in ("hand", "deck", "discard", "monster_deck") else ""

    def where(self, card_id: str) -> str:
        """The key of the area the card is in (a card stacked under another: that card's)."""
        key = self._last_area.get(card_id)  # where it was last found, as _holding looks first (no call)
        if key is not None and card_id in self.areas[key]:
            return key
        key = self._holding(card_id)
        if key is not None:
            return key
        for key, ids in self.areas.items():  # stacked under a card (only a few cards have any)
            for top in ids:
                under = self.cards[top].under
                if under and card_id in under:
                    return key
        raise StateError(f"card {card_id} is in no area")

    def master(self, card_id: str) -> str:
        """The card's master (3.1.2): the player whose area holds it — on the field not always its
        owner (a card played from the opponent's discard pile); its owner when it is elsewhere."""
        side = self.where(card_id).partition(".")[0] if card_id in self.cards else ""
        return side if side in PLAYERS else self.cards[card_id].owner

    def area_of(self, card_id: str) -> str:
        """The area a card is in, without its player: "zone4", "strategy1", "hand", "invading"
        (a card stacked under another: that card's); "" when it is gone (9.1.3)."""
        return self.where(card_id).rpartition(".")[2] if card_id in self.cards else ""

    def zone_of(self, card_id: str) -> int | None:
        """The number of the zone a card is in (4.4.3); None when it is elsewhere or gone."""
        area = self.area_of(card_id)
        return int(area.removeprefix("zone")) if area.startswith("zone") else None

    def left_zone(self, card_id: str) -> tuple[str, int] | None:
        """The side and the zone a card last stood in on the field, once it has left it (10.6.4.1.2)."""
        return self._left_zone.get(card_id)

    def in_zone_or_strategy_zone(self, card_id: str) -> bool:
        """In a zone (4.4) or strategy zone (4.5): where leaving for the discard pile is destruction.
        A token that has vanished (9.1.3) is nowhere."""
        return self.area_of(card_id).startswith(("zone", "strategy"))

    def stacked_under(self, card_id: str) -> bool:
        """Whether the card lies under another (3.2.1): from then on a part of that card, whose
        information is the top card's (3.2.3), not a card an effect can find on its own."""
        return card_id in self.cards and self._holding(card_id) is None

    def in_strategy_zone(self, card_id: str) -> bool:
        """In a strategy zone (4.5), or stacked under a card there."""
        return self.area_of(card_id).startswith("strategy")

    def strategy_zones(self, player: str) -> range:
        """The numbers of a player's strategy zones: 1, 2 (4.5.2), and 3 once an effect gives it."""
        return range(1, self.strategy_count[player] + 1)

    def strategy_keys(self, player: str) -> tuple[str, ...]:
        """The keys of a player's strategy zones, in order."""
        return STRATEGY_KEYS[player][:self.strategy_count[player]]

    def invading_zone(self, player: str) -> int | None:
        return self.position[player] if self.areas[f"{player}.invading"] else None

    def top_of_invading(self, player: str) -> str | None:
        stack = self.areas[f"{player}.invading"]
        return stack[0] if stack else None

    def invading_monster(self, player: str) -> str:
        """The top of the player's invading monster stack, which the game needs: a player has
        one from the setup on (6.3.1.6); a state without one is broken."""
        top = self.top_of_invading(player)
        if top is None:
            raise ValueError(f"{player} has no invading monster")
        return top

    # -- changing -----------------------------------------------------------
    def until(self, player: str | None, phase: str | None) -> list:
        """When a change made now for a time ends (10.2.1.2), as [turn, moment]: the end of this turn
        (``player`` None) or of ``player``'s next turn (this one's next but one if it is theirs now);
        the moment is the phase that ends it, or "turn" for 7.5.6."""
        turn = self.turn if player is None else self.turn + (2 if player == self.turn_player else 1)
        return [turn, phase or "turn"]

    def window(self, player: str | None, phase: str | None) -> tuple[list, list]:
        """When a change made now for a later window (10.2.1.2) starts and ends, as [turn, moment]:
        the next turn of ``player`` (None: whoever's comes next), from its start phase to its 7.5.6;
        or the next ``phase`` to begin (of ``player``'s turn, or anyone's), from its beginning to its
        end — never the turn or phase under way now."""
        for turn in range(self.turn, self.turn + 3):
            whose = self.turn_player if (turn - self.turn) % 2 == 0 else other(self.turn_player)
            if (player is not None and whose != player) or (turn == self.turn and (
                    phase is None or PHASES.index(phase) <= PHASES.index(self.phase))):
                continue
            return ([turn, "start"], [turn, "turn"]) if phase is None else ([turn, phase], [turn, phase])
        raise ValueError(f"no next turn of {player}")  # a player has every other turn

    def in_force(self) -> list[dict]:
        """The changes made for a time that apply now (10.2.1.2): all of :attr:`lasting` but those
        made for a window that has not begun ("次の相手のターン中")."""
        if not any("from" in e or "skip" in e for e in self.lasting):
            return self.lasting
        now = (self.turn, PHASES.index(self.phase))
        return [e for e in self.lasting if ("from" not in e or (e["from"][0], PHASES.index(e["from"][1])) <= now)
                and ("skip" not in e or not e["skip"][0] <= self.turn <= e["skip"][1])]

    def expire(self, moment: str) -> list[dict]:
        """The changes made for a time that end at ``moment`` of this turn (or ended before and
        were not yet seen out), taken out of :attr:`lasting`. One made for this turn has no
        "until" (7.5.6)."""
        if not self.lasting:
            return []

        def end(entry: dict) -> tuple[int, int]:
            turn, at = entry.get("until", (self.turn, "turn"))
            return turn, EXPIRY_ORDER.index(at)

        now = (self.turn, EXPIRY_ORDER.index(moment))
        ended = [e for e in self.lasting if end(e) <= now]
        if ended:
            self.lasting = [e for e in self.lasting if end(e) > now]
        return ended

    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def new_card(self, name: str, owner: str, area: str | None = None, top: bool = True) -> str:
        """A new instance of a defined card for ``owner`` (ids count per player), placed in
        ``area`` if given: a new card is in no area yet, so none is searched for it."""
        if name not in self.defs:
            raise StateError(f"no card named '{name}' is defined")
        if area is not None and area not in self.areas:
            raise StateError(f"no area '{area}'")
        owned = self._owned  # each player's cards, counted again when cards came or went otherwise
        if owned[0] != len(self.cards):
            owned = (len(self.cards), Counter(map(_owner, self.cards.values())))
        n = 1 + owned[1][owner]
        card_id = f"{owner}{n}"
        while card_id in self.cards or card_id in self.vanished:  # ids are never reused
            n += 1
            card_id = f"{owner}{n}"
        self.cards[card_id] = Card(card_id, name, owner)
        owned[1][owner] += 1
        self._owned = (len(self.cards), owned[1])  # a game makes 100 at its start: not 100 counts
        if area is not None:
            self._place(card_id, area, top)
        return card_id

    def new_cards(self, names: list[str], owner: str, area: str) -> list[str]:
        """:meth:`new_card` of each name in turn, each placed on top of ``area`` (a deck or a monster deck as
        the game is set up, 6.3.1): the same ids, areas and times, without a call for each of a game's
        hundred cards. Returns the ids."""
        if area not in self.areas:
            raise StateError(f"no area '{area}'")
        missing = next((name for name in names if name not in self.defs), None)
        if missing is not None:
            return [self.new_card(name, owner, area) for name in names]  # (its error, for the first unknown name)
        cards, vanished = self.cards, self.vanished
        owned = self._owned
        if owned[0] != len(cards):
            owned = (len(cards), Counter(map(_owner, cards.values())))
        n, made = owned[1][owner], []
        for name in names:
            n += 1
            card_id = f"{owner}{n}"
            while card_id in cards or card_id in vanished:  # ids are never reused
                n += 1
                card_id = f"{owner}{n}"
            cards[card_id] = Card(card_id, name, owner)
            made.append(card_id)
        owned[1][owner] += len(made)
        self._owned = (len(cards), owned[1])
        # placed one by one on top (_place): the last made is the top card, each a tick later than the one before
        self.areas[area][:0] = made[::-1]
        if followed(area):
            self.moves += len(made)
        last, clock, turn = self._last_area, self.clock, self.turn
        for card_id in made:
            last[card_id] = area
            clock += 1
            card = cards[card_id]
            card.since, card.placed_turn = clock, turn
        self.clock = clock
        return made

    def put(self, card_id: str, key: str, top: bool = True) -> None:
        """Place a card in an area (out of wherever it was), on top or at the bottom."""
        if key not in self.areas:
            raise StateError(f"no area '{key}'")
        held = self._last_area.get(card_id)  # where it was last found (_holding's first look, without its call)
        if held is None or card_id not in self.areas[held]:
            held = self._holding(card_id)
        if held is not None:
            if key != held:  # the zone it leaves, as last known (10.6.4.1.2): 「これがいたエリア」
                zone = int(held.rpartition(".zone")[2]) if ".zone" in held else (
                    self.position[held.split(".")[0]] if held.endswith(".invading") and self.areas[held][:1] == [card_id]
                    else None)
                if zone is not None:
                    self._left_zone[card_id] = (held.split(".")[0], zone)
            self.areas[held].remove(card_id)
            if followed(held):
                self.moves += 1
        self._place(card_id, key, top)

    def put_stack(self, card_id: str, area: str, top: bool = True) -> list[str]:
        """A card and the cards stacked under it move together (3.2.4), each to its owner's
        ``area`` ("hand", "deck": not a zone, so the owner's, 4.1.7); returns them, top first."""
        stack = [card_id, *self.cards[card_id].under]
        self.cards[card_id].under = []
        for card in stack:
            self.put(card, f"{self.cards[card].owner}.{area}", top)
        return stack

    def _holding(self, card_id: str) -> str | None:
        """The area whose list holds the card (None: under a card, or nowhere); the one it was
        last found in is looked at first."""
        hint = self._last_area.get(card_id)
        if hint is not None and card_id in self.areas[hint]:
            return hint
        for key, ids in self.areas.items():
            if card_id in ids:
                self._last_area[card_id] = key
                return key
        return None

    def shift(self, card_id: str, key: str) -> None:
        """Move a card to the top of another area as it is, keeping when it was placed: a move from
        zone to zone (4.4.7), not a new placement (10.8.2)."""
        held = self.where(card_id)
        self.areas[held].remove(card_id)
        self.areas[key].insert(0, card_id)
        self._last_area[card_id] = key
        self._moved(held, key)

    def swap(self, first: str, second: str) -> None:
        """Two cards exchange places, each keeping when it was placed (5.6.1)."""
        a, b = self.where(first), self.where(second)
        self.areas[a][self.areas[a].index(first)] = second
        self.areas[b][self.areas[b].index(second)] = first
        self._moved(a, b)

    def unstack(self, card_id: str) -> bool:
        """Take a card out from under the card it lies under (3.2.1), the top staying where it is;
        False when it lies under none. A card under the invading monster is in its area's list."""
        for ids in self.areas.values():
            for top in ids:
                under = self.cards[top].under
                if under and card_id in under:
                    under.remove(card_id)
                    return True
        return False

    def lift(self, card_id: str) -> None:
        """Take a card out of its area to be stacked under another card (3.2): still in the game."""
        held = self.where(card_id)
        self.areas[held].remove(card_id)
        self._moved(held)

    def _moved(self, *keys: str) -> None:
        if any(map(followed, keys)):
            self.moves += 1

    def _place(self, card_id: str, key: str, top: bool) -> None:
        if followed(key):  # a card's every move passes here: no call more than needed
            self.moves += 1
        self._last_area[card_id] = key
        if self.records_hand and key.endswith(".hand"):  # (GameState.records_hand)
            self.done[key.split(".")[0]].append(f"to-hand:{self.definition(card_id).type}#{card_id}")
        if top:
            self.areas[key].insert(0, card_id)
        else:
            self.areas[key].append(card_id)
        card = self.cards[card_id]
        self.clock += 1  # (tick(), without its call: every placement passes here)
        card.since = self.clock
        card.placed_turn = self.turn

    def remove(self, card_id: str) -> list[str]:
        """Take a token out of the game (9.1.3); its name stays known (10.10.1.2). The token alone
        goes: the cards stacked under it stay in its area, in their order (3.2.2), the first of
        them now on top, and a token stacked under a card leaves that stack. Returns the cards
        that were under it."""
        held, token = self.where(card_id), self.cards[card_id]
        ids, under = self.areas[held], token.under
        if card_id in ids:
            if under:
                ids[ids.index(card_id)] = under[0]
                self.cards[under[0]].under = under[1:] + self.cards[under[0]].under
                self._last_area[under[0]] = held
            else:
                ids.remove(card_id)
        else:  # under another card
            for top in ids:
                if card_id in self.cards[top].under:
                    self.cards[top].under.remove(card_id)
        token.under = []
        self._moved(held)
        self.vanished[card_id] = self.cards.pop(card_id).name
        return under

    def name_of(self, card_id: str) -> str:
        """A card's name, or the last one a vanished token had."""
        card = self.cards.get(card_id)
        return card.name if card is not None else self.vanished.get(card_id, card_id)

    def clone(self) -> GameState:
        return copy.deepcopy(self)

    # -- text form ----------------------------------------------------------
    def to_text(self) -> str:
        data = {
            "format": FORMAT,
            "turn": self.turn, "turn_player": self.turn_player, "phase": self.phase,
            "seed": self.seed, "clock": self.clock,
            "position": self.position, "rage": self.rage, "used": self.used,
            "done": self.done,
            "lasting": self.lasting, "timed": self.timed, "strategy_count": self.strategy_count, "vanished": self.vanished,
            "result": asdict(self.result) if self.result else None,
            "areas": {k: v for k, v in self.areas.items() if v},
            "cards": {i: _card_fields(c) for i, c in sorted(self.cards.items(), key=_id_order)},
            "defs": {n: _def_fields(d) for n, d in sorted(self.defs.items())},
        }
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"

    def board(self) -> dict:
        """What a picture of the table shows: names by zone, positions, rage, counts."""
        def names(key: str) -> list[str]:
            return [self.cards[c].name for c in self.areas[key]]

        return {p: {"zones": {n: names(zone_key(p, n)) for n in ZONES if self.areas[zone_key(p, n)]},
                    "strategy": {n: names(strategy_key(p, n)) for n in self.strategy_zones(p)},
                    "invading": names(f"{p}.invading"), "position": self.position[p],
                    "rage": self.rage[p], "hand": len(self.areas[f"{p}.hand"]),
                    "deck": len(self.areas[f"{p}.deck"]),
                    "discard": len(self.areas[f"{p}.discard"])}
                for p in PLAYERS} | {"turn": self.turn, "turn_player": self.turn_player,
                                     "phase": self.phase}

    def fingerprint(self) -> tuple:
        """Everything that can differ between two boards a judge would call different — where each
        card is (stacks included), positions, rage, what was done this turn, lasting changes,
        strategy zones, the result — as a cheap hashable value; not the bookkeeping (timestamps).
        Equal for boards a judge calls equal: explore groups outcomes by it, 13.1 finds loops."""
        cards, ident, areas = self.cards, self._tokens(), self.areas
        known = self._own_areas  # the game's areas are made once and never added to nor taken from:
        if known[0] is not areas or known[1] != len(areas):  # compared with AREA_KEYS once, not at each call
            if areas.keys() != AREA_KEYS:  # a state of other areas than the game's (none the engine makes)
                return self._fingerprint_of_any_areas(cards, ident)
            self._own_areas = (areas, len(areas))
        # each card where it is, and on the board how it got there and what is under it; in a hand,
        # deck or pile it is a new card (4.1.4): how it was last played is no difference there.
        # The board's areas that hold a card, found without a loop in Python (filter), and the other
        # areas each as a tuple, empty or not, in a fixed order: it is asked at every play timing
        # and at every standby ability played (13.1).
        board: list[tuple[str, tuple]] = []
        append = board.append
        for key in filter(areas.__getitem__, BOARD_ORDER):
            ids = areas[key]
            if len(ids) == 1:  # a zone's one card, the usual board
                c = ids[0]
                x = cards[c]
                append((key, ((ident.get(c, c) if ident else c, x.played_by, x.played_from, x.placed_turn,
                               tuple(map(ident.get, x.under, x.under)) if x.under else ()),)))
                continue
            row: list[tuple] = []
            for c in ids:
                x = cards[c]
                under = tuple(map(ident.get, x.under, x.under)) if x.under else ()
                row.append((ident.get(c, c), x.played_by, x.played_from, x.placed_turn, under))
            append((key, tuple(row)))
        if ident:
            piles = tuple([tuple(map(ident.get, ids, ids)) for ids in map(areas.__getitem__, PILE_ORDER)])
        else:
            piles = tuple(map(tuple, map(areas.__getitem__, PILE_ORDER)))
        return self._fingerprint_rest((tuple(board), piles))

    def likeness(self) -> tuple[int, ...]:
        """A few numbers the fingerprint holds: how many cards each hand has, and how many records of
        this turn's once-a-turn things each player has (``used``). Two states whose fingerprints are
        equal have these equal: a state is fingerprinted to be compared with earlier ones only when
        one of them is alike (13.1.1.2 at play timings, where each action takes a card from the hand)."""
        areas = self.areas
        return (len(areas.get("A.hand", ())), len(areas.get("B.hand", ())), *map(len, self.used.values()))

    def _fingerprint_rest(self, where: tuple) -> tuple:
        """The fingerprint of the cards' places (``where``) with the rest of the game."""
        result = self.result
        return (self.turn, self.turn_player, self.phase, where,
                tuple(self.position.items()), tuple(self.rage.items()),
                tuple([(p, tuple(done)) for p, done in self.used.items()]),
                repr(self.lasting) if self.lasting else "[]", repr(self.timed) if self.timed else "[]",
                tuple(self.strategy_count.items()),
                (result.winner, result.how, result.rule) if result else None)

    def _fingerprint_of_any_areas(self, cards: dict[str, Card], ident: dict[str, str]) -> tuple:
        """fingerprint of a state whose areas are not the game's own (AREA_KEYS): every area that
        holds a card, by its key, in the state's order."""
        board: list[tuple[str, tuple]] = []
        for key, ids in self.areas.items():
            if not ids:
                continue
            if on_board(key):
                board.append((key, tuple((ident.get(c, c), cards[c].played_by, cards[c].played_from, cards[c].placed_turn,
                                          tuple(map(ident.get, cards[c].under, cards[c].under)))
                                         for c in ids)))
            else:
                board.append((key, tuple(map(ident.get, ids, ids)) if ident else tuple(ids)))
        return self._fingerprint_rest(("any", tuple(board)))

    def _tokens(self) -> dict[str, str]:
        """Tokens of one name are alike (9.1.1.1, 9.1.2.2: a token's name decides all it is), so in
        a fingerprint a token stands for its name, not its id: the token made again where one
        vanished leaves the same board (13.1 must see that loop). Found again only when cards came
        or went (asked at every play timing, and most games make one token or none)."""
        names = self.defs.token_names()
        now = (len(self.cards), len(self.vanished), names)
        if self._token_ids[0] != now:
            ids = {c: f"token:{x.name}" for c, x in self.cards.items() if x.name in names} if names else {}
            self._token_ids = (now, ids)
        return self._token_ids[1]

    def _stacked(self, tops: list[str]) -> list[str]:
        """The cards of an area, each top followed by the cards under it, at any depth; a card
        found twice (one stacked under itself) is reported rather than followed round."""
        out: list[str] = []
        seen: set[str] = set()
        todo = tops[::-1]  # a stack, its next card last: the tops in order, each followed by its own
        cards = self.cards
        while todo:
            card_id = todo.pop()
            out.append(card_id)
            if card_id in seen:
                break  # check() names it as in two places
            seen.add(card_id)
            card = cards.get(card_id)
            if card is not None and card.under:
                todo += card.under[::-1]
        return out

    @classmethod
    def from_text(cls, text: str) -> GameState:
        """The state a text of :meth:`to_text` describes; a damaged one is refused with a
        :class:`StateError` naming the field or card that is wrong."""
        from judgekit.engine.state_shape import ShapeError, check_shape
        from judgekit.inputs import InputError, line_of_field, load_json

        try:
            data = load_json(text, "state")
        except InputError as exc:
            raise StateError(f"not a judgekit state: {exc.problem}", exc.line) from exc
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise StateError(f"not a judgekit state: the first field must be format = {FORMAT}")
        try:
            check_shape(data)
        except ShapeError as exc:
            raise StateError(f"not a judgekit state: {exc}", line_of_field(text, exc.field)) from exc
        state = cls(
            defs=Definitions({n: CardDef(**{**d, "colors": tuple(d.get("colors", ("white",))),
                                "traits": tuple(d.get("traits", ()))}) for n, d in data["defs"].items()}),
            cards={i: Card(id=i, **c) for i, c in data["cards"].items()},
            position=dict(data["position"]), rage=dict(data["rage"]), used=data["used"],
            done=data.get("done", {p: [] for p in PLAYERS}),
            turn=data["turn"], turn_player=data["turn_player"], phase=data["phase"],
            seed=data["seed"], clock=data["clock"], lasting=list(data.get("lasting", [])),
            timed=list(data.get("timed", [])),
            strategy_count=dict(data.get("strategy_count", {p: len(STRATEGY_ZONES) for p in PLAYERS})),
            vanished=dict(data.get("vanished", {})),
            result=Result(**data["result"]) if data["result"] else None,
        )
        for key, ids in data["areas"].items():
            if key not in state.areas:
                raise StateError(f"not a judgekit state: no area '{key}'")
            state.areas[key] = list(ids)
        try:
            state.check()
            state.check_in_play()
        except StateError as exc:
            raise StateError(str(exc), _line_of_card(text, str(exc))) from exc
        return state

    def check_in_play(self) -> None:
        """What the engine relies on while a game is on (3.3.1, 3.3.2): each player's invading
        monster is a monster card in its area."""
        if self.result is not None:
            return
        for player in PLAYERS:
            tops = self.areas[f"{player}.invading"]
            if not tops:
                raise StateError(f"areas.{player}.invading is empty: while the game is on, each "
                                 f"player has an invading monster (3.3.1)")
            card = self.cards[tops[0]]
            if self.defs[card.name].type != "monster":
                raise StateError(f"areas.{player}.invading holds {tops[0]}, '{card.name}', which is "
                                 "not a monster card (3.3.2)")

    def check(self) -> None:
        """Every card is in exactly one area and every area holds only known cards."""
        if not self._placed_once():  # … else the card that is not, found and named
            self._check_places()
        if self.turn_player not in PLAYERS or self.phase not in PHASES:
            raise StateError(f"turn player {self.turn_player!r} / phase {self.phase!r} unknown")
        for i, entry in enumerate(self.timed):  # a timed trigger's source is a card of the game (10.11.2)
            if entry["card"] not in self.cards and entry["card"] not in self.vanished:
                raise StateError(f"timed.{i} names unknown card {entry['card']}")

    def _placed_once(self) -> bool:
        """Whether every card of the game is listed once in all (in an area, or under a card listed in one)
        and is defined: counted with no loop in Python (a benchmark checks every game it plays). False also
        when a card stacked under another has cards under it (3.2): _check_places follows stacks."""
        cards = self.cards
        listed = list(itertools.chain.from_iterable(self.areas.values()))
        try:
            under = list(itertools.chain.from_iterable(map(_under, map(cards.__getitem__, listed))))
            if under and any(map(_under, map(cards.__getitem__, under))):
                return False
        except KeyError:  # an unknown card
            return False
        return (len(listed) + len(under) == len(cards) and cards.keys() == {*listed, *under}
                and self.defs.keys() >= set(map(_name, cards.values())))

    def _check_places(self) -> None:
        seen: dict[str, str] = {}
        for key, tops in self.areas.items():
            for card_id in self._stacked(tops):
                if card_id not in self.cards:
                    raise StateError(f"{key} holds unknown card {card_id}")
                if card_id in seen and seen[card_id] == key:
                    raise StateError(f"card {card_id} is in {key} twice (listed twice, or stacked "
                                     "under itself: 3.2)")
                if card_id in seen:
                    raise StateError(f"card {card_id} is in both {seen[card_id]} and {key}")
                seen[card_id] = key
        for card_id, card in self.cards.items():
            if card_id not in seen:
                raise StateError(f"card {card_id} is in no area")
            if card.name not in self.defs:
                raise StateError(f"card {card_id} is '{card.name}', which is not defined")


_owner = operator.attrgetter("owner")
_under = operator.attrgetter("under")
_name = operator.attrgetter("name")


def _line_of_card(text: str, message: str) -> int:
    """The line a semantic error points at: the area or card it names first."""
    from judgekit.inputs import line_of_field

    m = re.search(r"areas\.([AB]\.\w+)|card ([AB]\d+)", message)
    if not m:
        return 1
    return line_of_field(text, f"areas.{m[1]}" if m[1] else f"cards.{m[2]}")


def _id_order(item: tuple[str, Card]) -> tuple[str, int]:
    card_id = item[0]
    return card_id[0], int(card_id[1:]) if card_id[1:].isdigit() else 0


def _card_fields(card: Card) -> dict:
    fields = asdict(card)
    del fields["id"]
    return fields


def _def_fields(card: CardDef) -> dict:
    fields = asdict(card)
    fields["colors"], fields["traits"] = list(card.colors), list(card.traits)
    return fields
