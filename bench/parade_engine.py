"""Parade engine speed: full random games per second on one core, median of 5 runs.

    python bench/parade_engine.py [--games 2000] [--runs 5]

Each game is dealt (the shuffle included) and played to the end, final discards too, by
uniformly random legal actions straight on the engine without events, as the bots'
rollouts do. CPU time is what one core delivers even when other processes share the
machine; wall-clock time is what a quiet machine shows.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.parade.rules.setup import deal, default_seats
from game.parade.rules.state import GameState


def games_per_second(players: int, games: int, seed: int) -> tuple[float, float]:
    """(per CPU second, per wall-clock second)."""
    rng = random.Random(seed)
    seats = default_seats(players)
    cpu, wall = time.process_time(), time.perf_counter()
    for _ in range(games):
        state, _ = GameState.start(deal(seats, rng))
        rand = rng.random
        while not state.is_over:
            actions = state.legal_actions()
            state.apply(actions[int(rand() * len(actions))], report=False)
    return games / (time.process_time() - cpu), games / (time.perf_counter() - wall)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per run")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"{args.games} random games per run, {args.runs} runs")
    for players in (2, 4, 6):
        runs = [games_per_second(players, args.games, seed) for seed in range(args.runs)]
        cpu = [c for c, _ in runs]
        wall = [w for _, w in runs]
        print(f"{players} players: median {statistics.median(cpu):,.0f} games per CPU second "
              f"(min {min(cpu):,.0f}, max {max(cpu):,.0f}); "
              f"median {statistics.median(wall):,.0f} per wall-clock second")


if __name__ == "__main__":
    main()
