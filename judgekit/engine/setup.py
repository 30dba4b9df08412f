"""Before the game: deck construction (6.1) and the steps that start it (6.3)."""

from __future__ import annotations

import functools
import random
from collections import Counter
from dataclasses import dataclass

from judgekit.engine import rulebook as R
from judgekit.engine.ability_data import Ability, Compiler
from judgekit.engine.cards import CardDef
from judgekit.engine.decisions import Step
from judgekit.engine.rulebook import Rule
from judgekit.engine.state import PLAYERS, GameState


@dataclass(frozen=True)
class DeckProblem:
    rule: Rule
    message: str

    def __str__(self) -> str:
        return f"{self.rule.number}: {self.message}"


def _resonance_list(ability: Ability, cards: list[CardDef]) -> list[DeckProblem]:
    """12.8.2: the condition list of 【共鳴】 — monster cards' traits, battle cards' traits or
    ranks, a number of strategy cards."""
    problems = []
    for card in dict.fromkeys(cards):
        if card.type == "monster" and ability.monster_traits and not set(card.traits) & set(ability.monster_traits):
            problems.append(DeckProblem(R.KEYWORD_RESONANCE, f"{card.name}: monster cards "
                                        f"must have 《{'》 or 《'.join(ability.monster_traits)}》"))
        if card.type == "battle" and ability.battle_traits and not set(card.traits) & set(ability.battle_traits):
            problems.append(DeckProblem(R.KEYWORD_RESONANCE, f"{card.name}: battle cards "
                                        f"must have 《{'》 or 《'.join(ability.battle_traits)}》"))
        if card.type == "battle" and card.rank < ability.battle_rank_min:
            problems.append(DeckProblem(R.KEYWORD_RESONANCE, f"{card.name}: battle cards must be of "
                                        f"rank {ability.battle_rank_min} or more"))
    strategies = sum(1 for c in cards if c.type == "strategy")
    if strategies < ability.strategy_at_least:
        problems.append(DeckProblem(R.KEYWORD_RESONANCE, f"{strategies} strategy cards; "
                                    f"at least {ability.strategy_at_least} are needed"))
    return problems


def deck_problems(monster_deck: list[CardDef], main_deck: list[CardDef],
                  compile: Compiler = lambda d: ()) -> list[DeckProblem]:
    """Every way the two decks break 6.1.1 (an empty list: a legal deck)."""
    return _deck_problems(monster_deck, main_deck, compile, unique=False)


def _deck_problems(monster_deck: list[CardDef], main_deck: list[CardDef], compile: Compiler,
                   unique: bool) -> list[DeckProblem]:
    """deck_problems; ``unique``: no two of the card objects are equal definitions (drawn from a pool of
    unique ones, _PoolIndex.unique), so each object is its own definition — no hash of its value (a call in
    Python) is needed to find which are the same."""
    problems = []
    ranks = sorted(c.rank for c in monster_deck if c.type == "monster")
    if len(monster_deck) != 4 or ranks != [1, 2, 3, 4]:
        problems.append(DeckProblem(R.DECK_MONSTERS, "the monster deck has "
                                    + (", ".join(f"{c.name} ({c.type} {c.rank})" for c in monster_deck)
                                       or "no cards")))
    everything = monster_deck + main_deck
    # each card object once, then each definition once (a deck has up to 4 of each): a definition is
    # hashed by value, so the copies of one object are set aside by identity first (random_decks
    # checks two decks a game)
    objects = list({id(c): c for c in everything}.values())
    if unique:
        same, distinct = {id(c): id(c) for c in objects}, objects
    else:
        first: dict[CardDef, CardDef] = {}  # each definition → its first object
        same = {id(c): id(first.setdefault(c, c)) for c in objects}  # each object → that first object (by id)
        distinct = list(first)
    # 6.1.2: what each card's deck-building abilities say in place of 6.1.1's conditions for it
    # ("…メインデッキの枚数に数えない", "…進攻アイコンが2のカードの枚数に数えない": not counted toward that
    # limit), read once per card (_deck_building); by object (equal definitions say the same)
    said = {}
    for c in objects:  # by the object's identity first (_BUILDING): no hash of its value
        known = _BUILDING.get(id(c))
        if known is None or known[0] is not c or known[1] is not compile:
            if len(_BUILDING) >= 4096:
                _BUILDING.clear()
            known = _BUILDING[id(c)] = (c, compile, _deck_building(c, compile))
        said[id(c)] = known[2]
    counted = [c for c in main_deck if not said[id(c)].uncounted]
    if len(counted) != 50:
        problems.append(DeckProblem(R.DECK_SIZE, f"the main deck has {len(counted)} cards"
                                    + (f" counted ({len(main_deck)} in all)" if len(counted) != len(main_deck) else "")))
    twos = sum(1 for c in main_deck if c.invasion == 2 and not said[id(c)].uncounted_two)
    if twos > 10:
        problems.append(DeckProblem(R.DECK_INVASION_2, f"{twos} cards with invasion icon 2"))
    rank_one = next((c for c in monster_deck if c.type == "monster" and c.rank == 1), None)
    if rank_one is not None:
        allowed = set(rank_one.colors) | {"white"}
        for ability in compile(rank_one):  # 12.8.2: resonance widens the colors (6.1.2) ...
            if ability.keyword == "resonance":
                allowed |= set(ability.colors)
                problems += _resonance_list(ability, everything)
        # the definitions in each deck, by their first object (a list's `in` compares card by card)
        in_main, in_monster = {same[id(c)] for c in main_deck}, {same[id(c)] for c in monster_deck}
        for card in distinct:
            if not allowed.isdisjoint(card.colors):
                continue  # of an allowed colour: what its text says of colours does not matter
            free = said[id(card)].any_color  # 6.1.2: "これは怪獣デッキの色にかかわらずメインデッキに入れてよい",
            if (free[0] or (free[1] or id(card) not in in_main) and (free[2] or id(card) not in in_monster)):
                continue  # … in each deck it is in
            problems.append(DeckProblem(R.DECK_COLOR, f"{card.name} is {'/'.join(card.colors)}; "
                                        f"allowed: {', '.join(sorted(allowed))}"))
    limit = {said[id(c)].number: said[id(c)].copies for c in distinct}
    copies = Counter([said[id(c)].number for c in everything])
    for number, count in sorted(copies.items()):
        if limit[number] and count > limit[number]:
            problems.append(DeckProblem(R.DECK_COPIES, f"{count} copies of {number}"
                                        + (f" (this card allows {limit[number]})" if limit[number] != 4 else "")))
    for card in [c for c in distinct if c.is_token]:
        problems.append(DeckProblem(R.DECK_NO_TOKENS, f"{card.name} has the trait トークン"))
    return problems


def _number(card: CardDef) -> str:
    return (card.number or card.name).rstrip("+")  # 6.1.1.4.1: a final + is not part of the number


@dataclass(frozen=True)
class _DeckBuilding:
    """What deck construction reads of one card (6.1.1, with its own deck-building abilities, 6.1.2)."""

    number: str  # 6.1.1.4.1: its number without a final +
    copies: int  # 6.1.1.4's four, or what its text allows: 0 for any number ("これはデッキに好きな枚数入れてよい")
    uncounted: bool  # "…メインデッキの枚数に数えない" (not toward 6.1.1.2's 50)
    uncounted_two: bool  # "…進攻アイコンが2のカードの枚数に数えない" (not toward 6.1.1.2.2's 10)
    any_color: tuple[bool, bool, bool]  # 6.1.1.3 does not hold of it: in any deck, the main deck, the monster deck


# id of a definition object → it, the compiler and what it says (kept with it: its id is no other's meanwhile)
_BUILDING: dict[int, tuple[CardDef, Compiler, _DeckBuilding]] = {}


@functools.lru_cache(maxsize=4096)
def _deck_building(card: CardDef, compile: Compiler) -> _DeckBuilding:
    """A card's deck-building keyword abilities (6.1.2) as deck construction reads them, read once per
    card: random_decks checks hundreds of decks of the same pool."""
    said = frozenset((a.keyword, a.value) for a in compile(card) if a.kind == "keyword")
    return _DeckBuilding(_number(card), next((value for keyword, value in said if keyword == "deck-copies"), 4),
                         ("deck-uncounted", 0) in said, ("deck-uncounted", 2) in said,
                         (("deck-color", 0) in said, ("deck-color", 1) in said, ("deck-color", 2) in said))


def start_zone(card: CardDef, compile: Compiler) -> int:
    """6.3.1.6.1: zone 1, unless the card says otherwise ("これはゲーム開始時にエリア5に出現する")."""
    return next((m.amount for a in compile(card) if a.kind == "continuous"
                 for m in a.modifiers if m.stat == "start-zone"), 1)


def start_game(decks: dict[str, tuple[list[CardDef], list[CardDef]]], seed: int = 0,
               first: str | None = None, compile: Compiler = lambda d: ()) -> tuple[GameState, list[Step]]:
    """The state at the first turn's start phase, after 6.3.1, and the steps that made it.

    ``decks`` maps each player to (monster deck, main deck); they are assumed legal.
    ``compile`` reads the rank I monsters' texts (where they start).
    """
    rng = random.Random(seed)
    state = GameState(seed=rng.randrange(2**32), phase="start")
    steps: list[Step] = []
    defined: dict[str, CardDef] = {}
    for player in PLAYERS:  # by number: printings of one name differ; the first of a number defines it
        for card in decks[player][0] + decks[player][1]:
            defined.setdefault(card.number or card.name, card)
    state.defs |= defined  # (one change of the definitions, not one for each)
    for player in PLAYERS:
        monster_deck, main_deck = decks[player]
        state.new_cards([card.number or card.name for card in monster_deck], player, f"{player}.monster_deck")
        steps.append(Step((R.SETUP_MONSTER_DECK.number,), f"{player}'s monster deck is placed", player))
        state.new_cards([card.number or card.name for card in main_deck], player, f"{player}.deck")
        rng.shuffle(state.areas[f"{player}.deck"])
        steps.append(Step((R.SETUP_SHUFFLE.number,), f"{player}'s deck is shuffled", player))
    state.turn_player = first or rng.choice(PLAYERS)
    steps.append(Step((R.SETUP_FIRST.number,), f"{state.turn_player} plays first", state.turn_player))
    for player in PLAYERS:
        for card_id in state.areas[f"{player}.deck"][:5]:
            state.put(card_id, f"{player}.hand")
        steps.append(Step((R.SETUP_HAND.number,), f"{player} draws 5 cards", player))
        rank_one = next((c for c in state.areas[f"{player}.monster_deck"]
                         if state.definition(c).rank == 1), None)
        if rank_one is None:
            raise ValueError(f"player {player}'s monster deck has no rank I monster to start with (6.3.1.6)")
        state.put(rank_one, f"{player}.invading")
        zone = start_zone(state.definition(rank_one), compile)
        state.position[player], state.rage[player] = zone, 0
        steps.append(Step((R.SETUP_MONSTER.number, R.SETUP_POSITION.number, R.SETUP_RAGE.number),
                          f"{state.cards[rank_one].name} is {player}'s invading monster in zone {zone}"
                          + (" (its text says so, 1.3.1)" if zone != 1 else ""),
                          player, (state.cards[rank_one].name,)))
    return state, steps


def random_decks(pool: list[CardDef], rng: random.Random, compile: Compiler = lambda d: (),
                 tries: int = 50) -> tuple[list[CardDef], list[CardDef]]:
    """A legal pair of decks (6.1.1) drawn from ``pool``: a monster of each rank I–IV sharing a
    trait with the rank I one where the pool has one, and 50 main-deck cards of its colors (with
    white and 共鳴's colors), at most 4 of a number and 10 with invasion icon 2. Checked by
    :func:`deck_problems`; a pool that cannot give one after ``tries`` is an error."""
    drawn = _pool_index(pool)
    for _ in range(tries):
        first = rng.choice(drawn.rank_one)
        first_traits = set(first.traits)
        allowed = set(first.colors) | {"white"}
        allowed |= {color for a in compile(first) if a.keyword == "resonance" for color in a.colors}
        fitting = drawn.fitting(allowed)
        monster_deck = [first]
        for rank in (2, 3, 4):
            fits = fitting[rank]
            kin = [c for c in fits if not first_traits.isdisjoint(c.traits)]  # a trait in common
            if not (kin or fits):
                break
            monster_deck.append(rng.choice(kin or fits))
        main: list[CardDef] = []
        copies: dict[str, int] = {}  # by number (a dict: a Counter's missing key is a call in Python, ~90 a deck)
        for c in monster_deck:
            copies[c.number or c.name] = copies.get(c.number or c.name, 0) + 1
        candidates = list(fitting[0])
        icon_two = 0
        below = rng.randrange  # the index rng.choice(candidates) would draw (the same number), kept for the del below
        while len(main) < 50 and candidates:
            at = below(len(candidates))
            card = candidates[at]
            key = card.number or card.name
            if copies.get(key, 0) >= 4 or (card.invasion == 2 and icon_two >= 10):
                if drawn.unique:  # no equal definition before it: the one a list's remove() finds
                    del candidates[at]
                else:
                    candidates.remove(card)
                continue
            copies[key] = copies.get(key, 0) + 1
            icon_two += card.invasion == 2
            main.append(card)
        if not _deck_problems(monster_deck, main, compile, drawn.unique):
            return monster_deck, main
    raise ValueError(f"no legal deck from a pool of {len(pool)} cards in {tries} tries")


class _PoolIndex:
    """What random_decks draws from a pool, in the pool's order: its rank I monsters, and for each
    set of allowed colours the cards of them (index 0) and the monsters of each rank (1–4)."""

    def __init__(self, pool: tuple[CardDef, ...]):
        self.pool = pool  # kept: while it is, no other definition can take the id of one of these
        self.cards = [c for c in pool if not c.is_token]
        self.rank_one = [c for c in self.cards if c.type == "monster" and c.rank == 1]
        # no two equal definitions (the card database's): a card drawn is removed where it was drawn,
        # not by comparing it with each card before it (list.remove, a Python __eq__ for each)
        self.unique = len(set(self.cards)) == len(self.cards)
        self.tokens = {c.number or c.name: c for c in pool if c.is_token}  # by number, as start_game defines cards
        self._fitting: dict[frozenset[str], list[list[CardDef]]] = {}

    def fitting(self, allowed: set[str]) -> list[list[CardDef]]:
        key = frozenset(allowed)
        found = self._fitting.get(key)
        if found is None:
            cards = [c for c in self.cards if not allowed.isdisjoint(c.colors)]
            found = self._fitting[key] = [cards] + [[c for c in cards if c.type == "monster" and c.rank == rank]
                                                    for rank in (1, 2, 3, 4)]
        return found


_POOLS: dict[tuple[int, ...], _PoolIndex] = {}


def pool_tokens(pool: list[CardDef]) -> dict[str, CardDef]:
    """The token definitions of a pool (9.1.5), by number: what a game of its cards may create (9.1.2),
    found once per pool (a benchmark defines them in each of hundreds of games). Not to be changed."""
    return _pool_index(pool).tokens


def _pool_index(pool: list[CardDef]) -> _PoolIndex:
    """The pool's index, made once for a pool of the same definitions (frozen values) in the same
    order: a benchmark draws two decks a game from one pool of hundreds, each time anew otherwise."""
    key = tuple(map(id, pool))
    index = _POOLS.get(key)
    if index is None:
        if len(_POOLS) >= 8:
            _POOLS.clear()
        index = _POOLS[key] = _PoolIndex(tuple(pool))
    return index
