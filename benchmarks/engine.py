"""Whole random games through the engine: how many a second, what an idle check timing costs,
and what the trace costs.

    .venv/bin/python benchmarks/engine.py [--games 300] [--timings 20000] [--against REV] [--rounds 3]

Prints (one process, one core, this machine):
- real-card games: random legal decks from rules_text/cards for both players, every text
  compiled, two seeded random players to the end (judgekit.engine.controllers.random_game):
  games a second, turns, how they ended (a draw by a 13.1 loop among them), exceptions, runs
  stopped by the engine's Budget, cards not conserved, and what was left undone at a play
  timing (Game.unsettled, checked at each);
- the same games without those checks, with the trace and without (the trace's share);
- vanilla games (cards without text) for the engine's bare speed;
- an idle check timing (nothing to do) in µs, with the trace on and off;
- the old tree against this one (``--against``, by default main just before issue 18's work
  began): the same seeds and number of games in each, with the trace and unchecked, each tree in
  a fresh subprocess, alternating old/new over ``--rounds`` rounds so that the machine's load
  falls on both alike; the median games a second of each (of the process's CPU time: on a
  shared machine wall time measures the neighbours), their ratio, and how the games ended in
  each (where they differ, the seeds that differ).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]  # the tree this benchmark belongs to: the new one
# main just before the first merge of issue 18's work (714be4f, the i18-cardgrammar merge)
OLD_TREE = "714be4f^1"


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


# Run in a subprocess with a tree's root as argv[1]: that tree's own benchmarks/engine.py plays
# its own engine. The adaptation is none: real_games(seeds, tracing, checked) has had the same
# signature since before issue 18 (random_game(pool, seed, compile, …) in both trees).
DRIVER = """
import importlib.util, json, sys, time
tree, games = sys.argv[1], int(sys.argv[2])
sys.path.insert(0, tree)
spec = importlib.util.spec_from_file_location("tree_benchmark", tree + "/benchmarks/engine.py")
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)
from judgekit.cardtext import compile_card
from judgekit.cardtext.database import database
for card in database().values():  # compile_every_card(), which the old tree has not
    compile_card(card)
bench.real_games(range(3), True)
import judgekit
assert judgekit.__file__.startswith(tree), judgekit.__file__ + " is not of " + tree
cpu = time.process_time()
took, played = bench.real_games(range(games), tracing=True, checked=False)
cpu = time.process_time() - cpu
ends = [list(g[:2]) if isinstance(g, tuple) and g[0] != "budget" else [g[0] if isinstance(g, tuple)
        else "exception", 0] for g in played]
print(json.dumps({"seconds": took, "cpu": cpu, "ends": ends}))
"""


def tree_games(tree: Path, games: int) -> dict:
    """One run of ``games`` seeded games in ``tree``, in a fresh process: seconds of wall time and of
    the process's CPU time, and each game's (how it ended, turns)."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    done = subprocess.run([sys.executable, "-c", DRIVER, str(tree), str(games)], cwd=tree, env=env,
                          capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"the games of {tree} failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.splitlines()[-1])


def compare(rev: str, games: int, rounds: int) -> None:
    """Games a second of the tree at ``rev`` and of this one, alternating (old first in odd rounds,
    new first in even ones); then how their games ended."""
    archive = subprocess.run(["git", "archive", rev], cwd=HERE, capture_output=True)
    if archive.returncode:
        raise SystemExit(f"git archive {rev}: {archive.stderr.decode()[-500:]}")
    with tempfile.TemporaryDirectory(prefix="judgekit-old-") as old:
        with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
            tar.extractall(old, filter="data")
        rates: dict[str, list[float]] = {"old": [], "new": []}
        ends: dict[str, list] = {}
        for round in range(rounds):
            trees = [("old", Path(old)), ("new", HERE)]
            for name, tree in trees if round % 2 == 0 else trees[::-1]:
                run = tree_games(tree, games)
                rates[name].append(games / run["cpu"])
                ends[name] = run["ends"]
    old_rate, new_rate = statistics.median(rates["old"]), statistics.median(rates["new"])
    print(f"old tree ({rev}) against this one: {games} games each, {rounds} rounds alternating, with the "
          f"trace, unchecked, by CPU time (others' load slows both alike): old {old_rate:.1f} games/s "
          f"({', '.join(f'{r:.1f}' for r in rates['old'])}), new {new_rate:.1f} games/s "
          f"({', '.join(f'{r:.1f}' for r in rates['new'])}): {new_rate / old_rate:.2f}× the old speed")
    counts = {name: dict(Counter(how for how, _turns in ends[name])) for name in ends}
    differ = [seed for seed, (a, b) in enumerate(zip(ends["old"], ends["new"])) if a != b]
    print(f"ended by: old {counts['old']}, new {counts['new']}; "
          + (f"{len(differ)} of {games} games end otherwise (how, or at which turn): seeds "
             f"{', '.join(map(str, differ[:12]))}{' …' if len(differ) > 12 else ''}" if differ
             else "every game ended the same way, at the same turn"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--timings", type=int, default=20000)
    parser.add_argument("--against", default=OLD_TREE,
                        help=f"the old tree's git revision (default {OLD_TREE}); 'none': no comparison")
    parser.add_argument("--rounds", type=int, default=3)
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
    if args.against != "none":
        compare(args.against, args.games, args.rounds)


if __name__ == "__main__":
    main()
