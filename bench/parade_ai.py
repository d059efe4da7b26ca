"""Time every Parade bot level per decision on positions from real games (one core).

    python bench/parade_ai.py [--positions 150] [--seed 1] [--players 2,4,6]
                              [--levels easy,medium,hard,expert]

Positions come from Medium self-play games at each table size, keeping every decision
with more than one legal action (card plays and final discards alike). Each level then
decides each position once; the median, 95th percentile and maximum CPU time of this
process are printed in ms (CPU time, so other programs sharing the machine do not inflate
the figures: it is the cost on one dedicated core). Targets at the 95th percentile: Easy and
Medium 5 ms, Hard 50 ms, Expert 250 ms at two or three players and 400 ms from four on
(`expert-flat`, the previous Expert, is measured against nothing).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import timing
from game.parade.ai.bot import Bot
from game.parade.ai.medium import MediumBot
from game.parade.ai.registry import make_level
from game.parade.rules.setup import deal, default_seats
from game.parade.rules.state import GameState
from game.parade.rules.views import PlayerView, view_for

TARGET_MS = {"random": 5.0, "easy": 5.0, "medium": 5.0, "hard": 50.0, "expert": 250.0,
             "expert-flat": float("inf")}
CROWD_TARGET_MS = {"expert": 400.0}
"""Targets from four players on, where they differ."""


def target(name: str, players: int) -> float:
    if players >= 4 and name in CROWD_TARGET_MS:
        return CROWD_TARGET_MS[name]
    return TARGET_MS[name]


def collect(players: int, positions: int, seed: int) -> list[PlayerView]:
    rng = random.Random(seed)
    medium = MediumBot()
    views: list[PlayerView] = []
    while len(views) < positions * 4:
        state, _ = GameState.start(deal(default_seats(players), random.Random(rng.getrandbits(64))))
        while not state.is_over:
            view = view_for(state, state.turn)
            if len(view.legal_actions) > 1:
                views.append(view)
            state.apply(medium.choose(view, rng), report=False)
    rng.shuffle(views)
    return views[:positions]


def time_level(bot: Bot, views: list[PlayerView], seed: int) -> list[float]:
    return timing.decision_times(bot, views, seed)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="2,4,6")
    parser.add_argument("--levels", default="easy,medium,hard,expert")
    args = parser.parse_args(argv)
    failed = False
    for players in (int(p) for p in args.players.split(",")):
        views = collect(players, args.positions, args.seed)
        print(f"{players} players: {len(views)} decisions with 2+ legal actions")
        print(f"  {'level':<8}{'median ms':>10}{'p95 ms':>9}{'max ms':>9}{'target':>9}  ok")
        for name in args.levels.split(","):
            times = sorted(time_level(make_level(name), views, args.seed))
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            goal = target(name, players)
            ok = p95 <= goal
            failed |= not ok
            print(f"  {name:<8}{statistics.median(times):>10.2f}{p95:>9.2f}{times[-1]:>9.2f}"
                  f"{goal:>9.0f}  {'yes' if ok else 'NO'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
