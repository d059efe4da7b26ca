"""Time every bot level per decision on positions taken from real games (one core).

    python bench/ai.py [--positions 150] [--seed 1] [--board SPEC] [--players 2]
                       [--levels easy,medium,hard,expert]

Positions are collected by playing Medium-vs-Medium games (plus a few 4-player games) and
keeping every view in which the player had more than one legal action (decisions with one
legal action return at once and would flatter the figures). Each level then decides each
position once; the median and 95th percentile of the CPU time of this process are printed
in ms (CPU time rather than wall time, so that other programs sharing the machine do not
inflate the figures: it is the cost on one dedicated core).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import timing
from game.race.ai.arena import play_game
from game.race.ai.bot import Bot
from game.race.ai.medium import MediumBot
from game.race.ai.registry import make_bot
from game.race.rules.actions import Action
from game.race.rules.board import Board
from game.race.rules.setup import Variants, deal, default_seats
from game.race.rules.views import PlayerView

DEFAULT_BOARD = "T2 P1 S2 G3 P1 C2 H1 P3 S1 G2 P3 H2 C1 P2 G1 P3 S2 P1"
TARGET_MS = {"random": 5.0, "easy": 5.0, "medium": 5.0, "hard": 250.0, "expert": 1000.0}


class _Recorder:
    """A Medium bot that remembers every real decision it was asked to make."""

    name = "recorder"

    def __init__(self, out: list[PlayerView]) -> None:
        self.inner = MediumBot()
        self.out = out

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        if len(view.legal_actions) > 1:
            self.out.append(view)
        return self.inner.choose(view, rng)

    def flick(self, rng: random.Random) -> float:
        return rng.random()


def collect(board: Board, players: int, positions: int, seed: int) -> list[PlayerView]:
    rng = random.Random(seed)
    views: list[PlayerView] = []
    recorder = _Recorder(views)
    game = 0
    while len(views) < positions * 4:
        n = 4 if game % 4 == 3 else players
        setup = deal(board, default_seats(n), random.Random(rng.getrandbits(64)), Variants())
        play_game(setup, [recorder] * n, random.Random(rng.getrandbits(64)))
        game += 1
    rng.shuffle(views)
    return views[:positions]


def time_level(bot: Bot, views: list[PlayerView], seed: int) -> list[float]:
    bot.choose(views[0], random.Random(seed))  # warm caches (board info) before timing
    return timing.decision_times(bot, views, seed)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--board", default=DEFAULT_BOARD)
    parser.add_argument("--levels", default="easy,medium,hard,expert")
    args = parser.parse_args(argv)
    board = Board.from_spec(args.board)
    views = collect(board, args.players, args.positions, args.seed)
    print(f"{len(views)} decisions with 2+ legal actions, from real games")
    print(f"{'level':<8}{'median ms':>10}{'p95 ms':>9}{'max ms':>9}{'target':>9}  ok")
    ok = True
    for name in args.levels.split(","):
        times = time_level(make_bot(name), views, args.seed)
        median = statistics.median(times)
        p95 = statistics.quantiles(times, n=20)[-1]
        target = TARGET_MS.get(name, float("inf"))
        good = p95 <= target
        ok = ok and good
        print(f"{name:<8}{median:>10.2f}{p95:>9.2f}{max(times):>9.2f}{target:>9.0f}  "
              f"{'yes' if good else 'NO'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
