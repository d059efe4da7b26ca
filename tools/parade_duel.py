"""Fit the two-player Parade win model (`game/parade/ai/duel.py`) from search self-play.

    python -m tools.parade_duel            # writes game/parade/data/parade_duel.json
    python -m tools.parade_duel --check    # fits again and compares with the shipped file

It plays `--games` two-player games (P7.2 on) in which both seats are the plain
information-set search of `game/parade/ai/ismcts.py` (`--iterations` a decision; it uses
no learned model, so the data does not depend on what it is fitting), keeps every card-play
position with the facts of `duel.FEATURES` of both seats and who won, and fits one
logistic regression per stage of the game (`duel.stage`) by Newton's method with a small
ridge. Every fifth game is held out to report the fit: the mean log-likelihood of who won,
against a coin's. Each game is seeded from `--seed` and its number, so the same command
writes the same file on any machine, with any number of `--workers`. The data is our own
(games of our engine), so no licence beyond the project's applies.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.parade.ai.duel import DATA, FEATURES, STAGES, differences, parse, stage  # noqa: E402
from game.parade.ai.fast import Table  # noqa: E402
from game.parade.ai.ismcts import IsmctsBot  # noqa: E402
from game.parade.rules.actions import Phase  # noqa: E402
from game.parade.rules.setup import deal, default_seats  # noqa: E402
from game.parade.rules.state import GameState  # noqa: E402
from game.parade.rules.views import view_for  # noqa: E402
from tools.parade_value import check_file, solve, write_file  # noqa: E402

RIDGE = 1e-2
NEWTON_STEPS = 12
HELD_OUT = 5
"""Every fifth game is kept out of the fit to measure it."""

Row = tuple[int, list[float], float]
"""One position: its stage, seat 0's facts less seat 1's, seat 0's win share."""


def full_table(state: GameState) -> Table:
    """The real table as a `fast.Table` (every hand and the pile order as they are)."""
    t = Table.imagine(view_for(state, 0), random.Random(0))
    t.hands = [list(h) for h in state.hands]
    t.pile = list(state.pile)
    return t


def play(job: tuple[int, int, int]) -> list[Row]:
    """Game number `game` of the data set: the search against itself, every position kept."""
    game, seed, iterations = job
    rng = random.Random(seed * 1_000_003 + game)
    state, _ = GameState.start(deal(default_seats(2), random.Random(rng.getrandbits(64))))
    rngs = [random.Random(rng.getrandbits(64)) for _ in range(2)]
    bot = IsmctsBot(iterations)
    positions: list[tuple[int, list[float]]] = []
    while not state.is_over:
        p = state.turn
        if state.phase is Phase.PLAY:
            t = full_table(state)
            positions.append((stage(t), differences(t)))
        state.apply(bot.choose(view_for(state, p), rngs[p]), report=False)
    winners = [s.player for s in state.standings() if s.place == 1]
    share = (1.0 / len(winners)) if 0 in winners else 0.0
    return [(s, x, share) for s, x in positions]


def self_play(games: int, seed: int, iterations: int, workers: int = 1) -> list[list[Row]]:
    """Every game's positions, in game order (the same whatever `workers`)."""
    jobs = [(g, seed, iterations) for g in range(games)]
    if workers > 1:
        # spawned, never forked: a fork copies whatever locks the caller's other threads
        # hold (a test process has the game's voice threads), and a child can wait on one
        # for ever (seen once in CI: the pool's children hung on its queue)
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            return pool.map(play, jobs, chunksize=4)
    return [play(j) for j in jobs]


def _sigmoid(z: float) -> float:
    z = max(-30.0, min(30.0, z))
    return 1.0 / (1.0 + math.exp(-z))


def logistic(rows: list[Row]) -> list[float]:
    """Weights maximising the likelihood of who won, less a small ridge."""
    k = len(FEATURES)
    w = [0.0] * k
    for _ in range(NEWTON_STEPS):
        grad = [-RIDGE * x for x in w]
        hess = [[RIDGE if i == j else 0.0 for j in range(k)] for i in range(k)]
        for _, x, y in rows:
            p = _sigmoid(sum(a * b for a, b in zip(w, x, strict=True)))
            r = y - p
            h = p * (1.0 - p)
            for i in range(k):
                xi = x[i]
                if xi:
                    grad[i] += xi * r
                    hx = h * xi
                    row = hess[i]
                    for j in range(k):
                        row[j] += hx * x[j]
        step = solve(hess, grad)
        w = [a + b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def log_likelihood(rows: list[Row], weights: list[float] | None) -> float:
    """Mean log-likelihood of who won (weights None: a coin)."""
    total = 0.0
    for _, x, y in rows:
        p = 0.5 if weights is None else _sigmoid(sum(a * b for a, b in zip(weights, x,
                                                                         strict=True)))
        p = min(max(p, 1e-9), 1.0 - 1e-9)
        total += y * math.log(p) + (1.0 - y) * math.log(1.0 - p)
    return total / max(len(rows), 1)


def build(games: int, seed: int, iterations: int, workers: int = 1) -> dict:
    played = self_play(games, seed, iterations, workers)
    train = [r for g, rows in enumerate(played) if g % HELD_OUT for r in rows]
    test = [r for g, rows in enumerate(played) if not g % HELD_OUT for r in rows]
    stages = []
    report = []
    for s in range(STAGES):
        fitted = logistic([r for r in train if r[0] == s])
        held = [r for r in test if r[0] == s]
        stages.append([round(w, 6) for w in fitted])
        report.append({"stage": s, "positions": sum(1 for r in train if r[0] == s),
                       "held_out": len(held),
                       "log_likelihood": round(log_likelihood(held, fitted), 4),
                       "coin": round(log_likelihood(held, None), 4)})
    return {"tool": "tools/parade_duel.py", "seed": seed, "games": games,
            "iterations": iterations, "features": list(FEATURES), "stages": stages,
            "fit": report}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2400, help="self-play games")
    parser.add_argument("--iterations", type=int, default=300,
                        help="the search's iterations a decision in those games")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", type=Path, default=DATA)
    parser.add_argument("--check", action="store_true",
                        help="fit again and fail if the shipped file differs")
    args = parser.parse_args(argv)
    data = build(args.games, args.seed, args.iterations, args.workers)
    parse(data)  # the blob loads as a model
    if args.check:
        return check_file(data, args.out, "tools.parade_duel")
    write_file(data, args.out)
    for row in data["fit"]:
        print(f"stage {row['stage']}: {row['positions']} positions, held-out log-likelihood "
              f"{row['log_likelihood']} (a coin {row['coin']}, {row['held_out']} positions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
