"""Parade engine speed: full random games per second on one core, median of 5 runs.

    python bench/parade_engine.py [--games 2000] [--runs 5]

Each game is dealt (the shuffle included) and played to the end, final discards too, by
uniformly random legal actions straight on the engine without events, as the bots'
rollouts do. CPU time is what one core delivers even when other processes share the
machine; wall-clock time is what a quiet machine shows.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import timing
from game.parade.rules.setup import deal, default_seats
from game.parade.rules.state import GameState


def games_per_second(players: int, games: int, seed: int) -> tuple[float, float]:
    """(per CPU second, per wall-clock second)."""
    seats = default_seats(players)
    return timing.games_per_second(lambda rng: GameState.start(deal(seats, rng))[0], games,
                                   seed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per run")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"{args.games} random games per run, {args.runs} runs")
    for players in (2, 4, 6):
        runs = [games_per_second(players, args.games, seed) for seed in range(args.runs)]
        timing.print_rates(players, runs)


if __name__ == "__main__":
    main()
