"""Whole random games through the engine: how many a second, what an idle check timing costs,
and what the trace costs.

    .venv/bin/python benchmarks/engine.py [--games 300] [--timings 20000]

Prints (one process, one core, this machine):
- real-card games: random legal decks from rules_text/cards for both players, every text
  compiled, two seeded random players to the end (judgekit.engine.controllers.random_game):
  games a second, turns, how they ended (a draw by a 13.1 loop among them), exceptions, runs
  stopped by the engine's Budget, cards not conserved, and what was left undone at a play
  timing (Game.unsettled, checked at each);
- the same games without those checks, with the trace and without (the trace's share);
- vanilla games (cards without text) for the engine's bare speed;
- an idle check timing (nothing to do) in µs, with the trace on and off.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import traceback
from collections import Counter


def conserved(game, before: int) -> bool:
    """Every card that is not a token is still in exactly one place (9.1.3 lets tokens go)."""
    s = game.state
    s.check()
    return sum(1 for c in s.cards.values() if not s.defs[c.name].is_token) == before


UNSETTLED: list[str] = []  # what Game.unsettled found at a play timing, over all games


def note_unsettled(game) -> None:
    UNSETTLED.extend(game.unsettled())


def real_games(seeds: range, tracing: bool, checked: bool = True) -> tuple[float, list]:
    """Each game summed up as it ends (how, turns, steps, cards conserved), or the exception's
    text: the games themselves are not kept, so their traces do not weigh on the collector.
    ``checked``: Game.unsettled at every play timing (off: the engine and players alone)."""
    from judgekit.cardtext import compile_card
    from judgekit.cardtext.database import database
    from judgekit.engine.controllers import random_game
    from judgekit.engine.game import BudgetExceeded

    pool = list(database().values())
    games, start = [], time.perf_counter()
    for seed in seeds:
        try:
            game = random_game(pool, seed, compile_card, tracing=tracing,
                               at_timing=note_unsettled if checked else None)
            games.append((game.state.result.how, game.state.turn, len(game.trace),
                          conserved(game, 2 * (4 + 50))))
        except BudgetExceeded as exc:  # not an exception of the engine: a run it stopped
            games.append(("budget", str(exc)))
        except Exception:  # counted and shown: the harness is there to find them
            games.append(traceback.format_exc(limit=4))
    return time.perf_counter() - start, games


def compile_every_card() -> None:
    """Every real card read once (compile_card keeps it), as a long-running site or CLI has: a
    few warm-up games alone would leave most of the 292 to be read inside the timed games."""
    from judgekit.cardtext import compile_card
    from judgekit.cardtext.database import database

    for card in database().values():
        compile_card(card)


def vanilla_games(seeds: range) -> float:
    from judgekit.engine.cards import make_card
    from judgekit.engine.controllers import RandomPlayer, play_out
    from judgekit.engine.abilities import NO_TEXT, new_game
    from judgekit.engine.setup import start_game

    monsters = [make_card(f"Godzilla {r}", "monster", r, "red", "Godzilla", threat=10000 * i)
                for i, r in enumerate(["I", "II", "III", "IV"], 1)]
    kinds = [make_card("Tank", "battle", "2", "red", counter=6000, number="V-001"),
             make_card("Jet", "battle", "1", "red", counter=2000, invasion=2, number="V-002"),
             make_card("Order", "strategy", "3", "red", number="V-003")]
    deck = [kinds[i % 3] for i in range(50)]
    start = time.perf_counter()
    for seed in seeds:
        state, _ = start_game({p: (monsters, deck) for p in "AB"}, seed=seed)
        play_out(new_game(state, NO_TEXT, at_play_timing=False), RandomPlayer(seed))
    return time.perf_counter() - start


def idle_timing(count: int, tracing: bool) -> float:
    """µs for one check timing with no rule action due and nothing on standby (10.4.3)."""
    from judgekit.engine.cards import make_card
    from judgekit.engine.abilities import NO_TEXT, new_game
    from judgekit.engine.state import GameState

    s = GameState()
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000)
    for player in "AB":
        s.put(s.new_card("Godzilla", player), f"{player}.invading")
    game = new_game(s, NO_TEXT, tracing=tracing)
    game.pending  # started, at the play timing
    start = time.perf_counter()
    for _ in range(count):
        for _decision in game.check_timing():
            raise RuntimeError("an idle check timing asked for a decision")
    return (time.perf_counter() - start) / count * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--timings", type=int, default=20000)
    args = parser.parse_args()
    seeds = range(args.games)
    random.seed(0)

    # first, while the process is small: later the games' traces weigh on the collector
    on, off = idle_timing(args.timings, True), idle_timing(args.timings, False)
    compile_every_card()  # outside the timing: games read each card once a process
    real_games(range(3), True)
    took, games = real_games(seeds, tracing=True)
    over = [g[1] for g in games if isinstance(g, tuple) and g[0] == "budget"]
    done = [g for g in games if not isinstance(g, str) and g[0] != "budget"]
    errors = [g for g in games if isinstance(g, str)]
    lost = sum(1 for *_, kept in done if not kept)
    ends = Counter(how for how, *_ in done)
    turns = [turn for _how, turn, *_ in done]
    print(f"real-card games, checked at every play timing: {len(seeds)} in {took:.2f} s = "
          f"{len(seeds) / took:.1f} games/s "
          f"({took / len(seeds) * 1000:.1f} ms a game); turns median {statistics.median(turns)}, "
          f"max {max(turns)}; ended by {dict(ends)}; {len(errors)} exceptions; "
          f"{len(over)} runs stopped by the budget; "
          f"{lost} games lost or duplicated a card; {len(UNSETTLED)} rule actions left undone at a play timing")
    if errors:
        print("first exception:\n" + errors[0])
    if over:
        print("first run past the budget: " + over[0])
    print(f"steps a game: max {max(s for _h, _t, s, _k in done)}")
    steps = statistics.median(steps for _how, _turn, steps, _kept in done)
    # the same games again, already checked: the engine and the players alone
    traced, _ = real_games(seeds, tracing=True, checked=False)
    quiet, _ = real_games(seeds, tracing=False, checked=False)
    print(f"the same games unchecked: {len(seeds) / traced:.1f} games/s with the trace, "
          f"{len(seeds) / quiet:.1f} without; the trace costs {(traced - quiet) / traced:.0%} "
          f"(median {steps:.0f} steps a game)")
    plain = vanilla_games(seeds)
    print(f"vanilla games (no card text): {len(seeds) / plain:.0f} games/s "
          f"({plain / len(seeds) * 1000:.2f} ms a game)")
    print(f"idle check timing: {on:.1f} µs with the trace, {off:.1f} µs without")


if __name__ == "__main__":
    main()
