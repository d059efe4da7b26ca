"""Engine speed: full random games per second on one core, median of 5 runs.

Each game is dealt (shuffles included) and played to the end by uniformly random legal
actions straight on the engine, without events, as the bots' rollouts do. Target: at least
2,000 four-player games per second.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import timing
from game.race.boards import board_from_argument
from game.race.rules.board import Board
from game.race.rules.setup import deal, default_seats
from game.race.rules.state import GameState


def games_per_second(board: Board, players: int, games: int, seed: int) -> tuple[float, float]:
    """(per CPU second, per wall-clock second): CPU time is what one core delivers even
    when other processes share the machine; wall time is what a quiet machine shows."""
    seats = default_seats(players)
    return timing.games_per_second(lambda rng: GameState.start(deal(board, seats, rng))[0],
                                   games, seed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000, help="games per run")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--board", help="a .tmx map or board spec (default: the game's map)")
    args = parser.parse_args()
    board = board_from_argument(args.board)
    print(f"board: {board.size} spaces; {args.games} games per run, {args.runs} runs")
    for players in (4, 2):
        runs = [games_per_second(board, players, args.games, seed) for seed in range(args.runs)]
        timing.print_rates(players, runs)


if __name__ == "__main__":
    main()
