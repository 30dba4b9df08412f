"""Whole games with real cards: legal random decks (6.1), every text compiled, two seeded random
players to the end — no exception, every card kept, the same game again from the same seed, even
in another process with another hash seed."""

import gc
import hashlib
import os
import random
import subprocess
import sys
import weakref
from pathlib import Path

import pytest

from judgekit.cardtext import compile_card
from judgekit.cardtext.database import database
from judgekit.engine.controllers import RandomPlayer, random_game
from judgekit.engine.setup import deck_problems, random_decks
from judgekit.engine.state import GameState

POOL = list(database().values())
ROOT = Path(__file__).resolve().parents[2]


def fingerprint(game) -> str:
    """The whole trace and every shuffle, as one digest."""
    text = repr([(s.rules, s.text, s.player, s.cards) for s in game.trace]) + repr(game.shuffles)
    return hashlib.sha256(text.encode()).hexdigest()


@pytest.mark.parametrize("seed", range(10))
def test_random_decks_from_the_card_list_are_legal(seed):
    monsters, main = random_decks(POOL, random.Random(seed), compile_card)
    assert sorted(c.rank for c in monsters) == [1, 2, 3, 4] and len(main) == 50
    assert deck_problems(monsters, main, compile_card) == []
    assert not any(c.is_token for c in monsters + main)


def settled(game):
    """At every play timing every rule action is done (Game.unsettled says what is not)."""
    assert game.unsettled() == []


@pytest.mark.parametrize("seed", [*range(12), 12, 47])  # 12, 47: a countered monster moved onto its card
def test_a_random_game_of_real_cards_ends_and_keeps_every_card(seed):
    game = random_game(POOL, seed, compile_card, at_timing=settled)
    s = game.state
    assert s.result is not None and s.result.rule  # ended by a rule of 1.2 (or 13.1)
    s.check()  # every card in exactly one place
    assert sum(1 for c in s.cards.values() if not s.defs[c.name].is_token) == 2 * (4 + 50)
    assert fingerprint(random_game(POOL, seed, compile_card)) == fingerprint(game)


def test_a_game_replays_the_same_in_another_process_with_another_hash_seed():
    script = ("import sys; sys.path.insert(0, 'tests/engine'); from test_random_games import *; "
              "print(' '.join(fingerprint(random_game(POOL, s, compile_card)) for s in (3, 7)))")
    here = " ".join(fingerprint(random_game(POOL, s, compile_card)) for s in (3, 7))
    for hash_seed in ("1", "2"):
        out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                             env={**os.environ, "PYTHONHASHSEED": hash_seed}, timeout=120)
        assert out.returncode == 0, out.stderr
        assert out.stdout.strip() == here


def test_a_finished_game_still_reads_its_cards_and_is_freed_as_soon_as_it_is_dropped():
    """Once over, a game's ability layer holds it weakly: a finished game is freed when its last
    user drops it, not left (hundreds of objects a game) to the collector; it still reads card text
    while it is kept."""
    game = random_game(POOL, 3, compile_card)
    assert game.over and game.layer is not None
    top = game.state.invading_monster("A")
    assert game.threat("A") == game.layer.game.threat("A") >= game.state.definition(top).threat
    gone = weakref.ref(game)
    gc.disable()
    try:
        del game
        assert gone() is None
    finally:
        gc.enable()


@pytest.mark.parametrize("seed", [0, 6])  # 0, 6: the live card order differed from the text's
def test_the_state_text_round_trips_at_every_play_timing(seed):
    """The whole state as text, read back, is the same state — the same text and the same board
    for the loop check and explore (GameState.fingerprint), whatever order the cards were made in."""
    def round_trip(game):
        text = game.state.to_text()
        again = GameState.from_text(text)
        assert again.to_text() == text and again.fingerprint() == game.state.fingerprint()

    random_game(POOL, seed, compile_card, at_timing=round_trip)


class Diverting(RandomPlayer):
    """A random player that answers its decision number ``k`` with another option than chance would."""

    def __init__(self, seed, k):
        super().__init__(seed)
        self.k, self.asked = k, 0

    def __call__(self, decision):
        self.asked += 1
        key = super().__call__(decision)
        if self.asked - 1 != self.k or len(decision.options) < 2:
            return key
        return next(o.key for o in decision.options if o.key != key)


@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize("k", [0, 7, 20])  # seed 0 asks 59 decisions, seed 1 asks 24
def test_a_game_taking_another_answer_at_a_decision_still_plays_soundly(seed, k):
    """The roads random play did not take: another answer at one decision, then on to the end,
    still settled at every play timing."""
    game = random_game(POOL, seed, compile_card, at_timing=settled, player=Diverting(seed, k))
    assert game.state.result is not None
    assert fingerprint(game) != fingerprint(random_game(POOL, seed, compile_card))  # it did diverge


@pytest.mark.parametrize("seed", [2, 3])
def test_the_listed_actions_are_exactly_those_check_allows_and_each_can_be_taken(seed):
    """At every play timing of a real-card game: an action is listed if and only if check() allows
    it (the listing skips what it expects refused: it must skip nothing allowed), and every listed
    action, taken on the state read back from its text, runs on to the next play timing."""
    from judgekit.engine.abilities import new_game
    from judgekit.engine.actions import candidates, check
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import IllegalAction

    def allowed(game, action):
        try:
            check(game, action)
            return True
        except IllegalAction:
            return False

    texts = []
    random_game(POOL, seed, compile_card, tracing=False, at_timing=lambda game: texts.append(game.state.to_text()))
    rng = random.Random(seed)
    for text in texts:
        game = new_game(GameState.from_text(text), compile_card, tracing=False)
        listed = set(game.legal_actions())
        everything = [a for group in candidates(game) for a in group]
        assert {a for a in everything if allowed(game, a)} == listed
        for action in rng.sample(sorted(listed, key=repr), min(2, len(listed))):
            again = new_game(GameState.from_text(text), compile_card, tracing=False)
            play(again, [action], RandomPlayer(seed))
            again.state.check()


@pytest.mark.parametrize("seed", [1, 4, 9])
def test_what_the_engine_keeps_as_cards_move_is_what_a_fresh_game_reads_off_the_board(seed):
    """The engine keeps what it reads of the board up to date as cards move instead of reading it
    again at every question — each player's active cards and what they change, their subscribers by
    event (BoardReading.active/actives, Active.hearing: 10.3.4, 10.6.2, 10.8.1), the census by the
    definitions' version, the settled board (10.4.3.1), the budget's next limit. Nothing of it may
    differ from a rebuild: at every play timing of a whole game, a fresh game on the state read back
    from its text (nothing kept) offers the same legal actions (8.1), reads the same numbers and finds
    the same active cards and subscribers; a fingerprint taken then is equal to the fresh one's."""
    from judgekit.engine.abilities import new_game
    from judgekit.engine.board_reading import Active
    from judgekit.engine.state import PLAYERS

    compared = []

    def same_as_fresh(game):
        s = game.state
        fresh = new_game(GameState.from_text(s.to_text()), compile_card, tracing=False)
        if not game.barred_actions:  # 13.1.1.2's bars are the game's history this turn, not the board's
            assert fresh.legal_actions() == game.legal_actions()
        assert fresh.state.fingerprint() == s.fingerprint()
        on_field = [c for p in PLAYERS for c in game.layer.active_cards(p)]
        for card in on_field:
            assert fresh.rank(card) == game.rank(card)
            if s.definition(card).type == "battle":
                assert fresh.counter_power(card) == game.counter_power(card)
        for player in PLAYERS:
            assert fresh.threat(player) == game.threat(player)
        for (player, kept), (_, rebuilt) in zip(game.layer.actives(), fresh.layer.actives()):
            scanned = Active(list(kept.cards), fresh)  # the board read again, card by card
            for active in (kept, rebuilt):
                assert (active.cards, active.watching, active.changing) == (
                    scanned.cards, scanned.watching, scanned.changing), player
                for events in ({e} for c in scanned.watching for e in fresh.indexed(c).events):
                    assert active.hearing(frozenset(events)) == scanned.hearing(frozenset(events))
        compared.append(len(on_field))

    game = random_game(POOL, seed, compile_card, at_timing=same_as_fresh)
    assert game.over and len(compared) > 10 and sum(compared) > 0  # the field was not empty throughout


def test_a_definitions_version_names_its_contents_whichever_the_object():
    """The census of a game (what its cards' abilities can do at all) holds while the definitions'
    version does: the version stays while nothing changes, and definitions made apart, copied or
    changed never share one — so an equal version is the same definitions."""
    import copy

    from judgekit.engine.state import Definitions

    first = Definitions({c.number: c for c in POOL[:3]})
    kept = first.version
    assert first[POOL[0].number] is POOL[0] and first.version == kept  # reading changes nothing
    twin, other = copy.deepcopy(first), Definitions({c.number: c for c in POOL[:3]})
    assert twin == first == other
    seen = {first.version, twin.version, other.version}
    assert len(seen) == 3  # made apart: never taken for one another
    twin[POOL[3].number] = POOL[3]
    first.pop(POOL[0].number)
    assert len(seen | {twin.version, first.version}) == 5


def _played(game, inputs, at_timing=None):
    """``inputs`` fed to ``game`` in order (("answer", key) to a decision, ("act", action) at a play
    timing), each play timing first shown to ``at_timing``; stops when they run out or the game ends."""
    for kind, value in inputs:
        pending = game.pending
        if pending is None:
            break
        if kind == "answer":
            game.answer(value)
        else:
            if at_timing is not None:
                at_timing(game)
            game.act(value)
    return game


@pytest.mark.parametrize("seed", [2, 5, 11])
def test_a_game_taken_back_and_replayed_reaches_the_same_states_and_actions_as_a_fresh_replay(seed):
    """Undo as the engine does it (python-chess's pop, by value: explore replays each branch from a
    copy of the state it starts from): a game taken back to an earlier moment and played forward
    again with the same answers and actions is, at every play timing after, the same state (8.1's
    legal actions, the fingerprint 13.1 compares, the whole state as text) as the game it was taken
    from and as a fresh replay — after other games in the same process, and after taking back twice
    (a later moment, then an earlier one). Nothing the engine keeps and reuses is carried from one
    game or one try to the next: the subscribers and active cards kept as cards move (10.6.2, 10.3.4),
    the census, the citations made once (Cited), the causes of events worked out once (3.1.2), each
    card's ability index and deck-building facts (6.1.2), shared by every game."""
    from judgekit.engine.abilities import new_game
    from judgekit.engine.decisions import Decision
    from judgekit.engine.setup import start_game
    from judgekit.engine.state import PLAYERS

    rng = random.Random(seed)
    decks = {p: random_decks(POOL, rng, compile_card) for p in PLAYERS}
    start, _steps = start_game(decks, seed=rng.randrange(2**32), compile=compile_card)
    start.defs |= {c.number or c.name: c for c in POOL if c.is_token}
    initial = start.clone()

    def seen(game):  # what a play timing shows: the state and every legal action
        return game.state.fingerprint(), game.state.to_text(), tuple(game.legal_actions())

    # the game itself, recording each answer and action and what each play timing showed
    game, player, inputs, shown = new_game(start, compile_card, at_play_timing=False), RandomPlayer(seed), [], []
    while game.pending is not None and len(inputs) < 2000:
        pending = game.pending
        if isinstance(pending, Decision):
            inputs.append(("answer", player(pending)))
            game.answer(inputs[-1][1])
        else:
            shown.append(seen(game))
            inputs.append(("act", player.act(pending)))
            game.act(inputs[-1][1])
    assert game.over and len(shown) > 10
    ended = (game.state.fingerprint(), [(s.rules, s.text, s.player, s.cards, s.cause) for s in game.trace])

    def replay(upto, shown_here):
        return _played(new_game(initial.clone(), compile_card, at_play_timing=False), inputs[:upto],
                       lambda g: shown_here.append(seen(g)))

    random_game(POOL, seed + 100, compile_card)  # another game between: whatever it leaves behind
    later, earlier = 2 * len(inputs) // 3, len(inputs) // 3
    taken_back: list = []
    replay(later, taken_back)  # back to a later moment …
    assert taken_back == shown[:len(taken_back)]
    again: list = []
    back = replay(earlier, again)  # … then to an earlier one, and on to the end from there
    _played(back, inputs[earlier:], lambda g: again.append(seen(g)))
    fresh: list = []
    whole = replay(len(inputs), fresh)
    assert again == fresh == shown
    for replayed in (back, whole):
        assert replayed.over
        assert (replayed.state.fingerprint(), [(s.rules, s.text, s.player, s.cards, s.cause)
                                               for s in replayed.trace]) == ended
