"""Fit the Parade Expert's leaf evaluation (`game/parade/ai/value.py`) from self-play.

    python -m tools.parade_value            # writes game/parade/data/parade_value.json
    python -m tools.parade_value --check    # fits again and compares with the shipped file

For each table size (2-6 players) it plays `--games` games with the quick policy (a random
card instead 15 % of the time, so that the positions are varied), keeps about half of the
positions, and fits by least squares how much each player's score will still grow from the
facts of `value.FEATURES`. A second, smaller set of games fixes the soft minimum's
temperature by maximum likelihood of who actually won. Everything is seeded: the same
command writes the same file on any machine. The data is our own (games of our engine), so
no licence beyond the project's applies.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.parade.ai.fast import OVER, PLAY, Table, high_pair, quick_card  # noqa: E402
from game.parade.ai.value import DATA, FEATURES, Model, features  # noqa: E402
from game.parade.rules.setup import deal, default_seats  # noqa: E402
from game.parade.rules.state import GameState  # noqa: E402
from game.parade.rules.views import view_for  # noqa: E402

EPSILON = 0.15
KEEP = 0.5
RIDGE = 1e-3
T0_GRID = (2.0, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0)
T1_GRID = (0.0, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0)

Row = tuple[list[list[float]], list[int], list[int], list[float]]
"""One kept position: every player's features, scores now, final scores, win shares."""


def self_play(n: int, games: int, seed: int) -> list[Row]:
    rng = random.Random(seed)
    rows: list[Row] = []
    for _ in range(games):
        state, _ = GameState.start(deal(default_seats(n), random.Random(rng.getrandbits(64))))
        t = Table.imagine(view_for(state, 0), rng)
        t.hands = [h[:] for h in state.hands]
        t.pile = state.pile[:]
        kept: list[tuple[list[list[float]], list[int]]] = []
        while t.phase != OVER:
            if rng.random() < KEEP:
                now = t.scores()
                kept.append(([features(t, p, now[p]) for p in range(n)], now))
            if t.phase == PLAY:
                t.play(rng.choice(t.hands[t.turn]) if rng.random() < EPSILON else quick_card(t))
            else:
                t.discard(high_pair(t.hands[t.turn]))
        final = t.scores()
        shares = t.win_shares()
        rows.extend((f, now, final, shares) for f, now in kept)
    return rows


def least_squares(rows: list[Row]) -> list[float]:
    """Weights minimising the squared error of the predicted growth of every score."""
    k = len(FEATURES)
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for feats, now, final, _ in rows:
        for f, s0, s1 in zip(feats, now, final, strict=False):
            y = s1 - s0
            for i in range(k):
                fi = f[i]
                if fi:
                    b[i] += fi * y
                    ai = a[i]
                    for j in range(k):
                        ai[j] += fi * f[j]
    for i in range(k):
        a[i][i] += RIDGE * len(rows)
    return solve(a, b)


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b, by Gauss-Jordan elimination with partial pivoting."""
    k = len(b)
    m = [[*a[i][:], b[i]] for i in range(k)]
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(k):
            if r != col and m[r][col]:
                factor = m[r][col] / m[col][col]
                for j in range(col, k + 1):
                    m[r][j] -= factor * m[col][j]
    return [m[i][k] / m[i][i] for i in range(k)]


def rmse(rows: list[Row], weights: list[float] | None) -> float:
    """Error of the predicted final scores (weights None: 'the score now' alone)."""
    total = 0.0
    count = 0
    for feats, now, final, _ in rows:
        for f, s0, s1 in zip(feats, now, final, strict=False):
            guess = s0 + (sum(w * x for w, x in zip(weights, f, strict=False)) if weights else 0.0)
            total += (guess - s1) ** 2
            count += 1
    return math.sqrt(total / max(count, 1))


def log_likelihood(rows: list[Row], weights: list[float], t0: float, t1: float) -> float:
    total = 0.0
    for feats, now, _, shares in rows:
        predicted = [s0 + sum(w * x for w, x in zip(weights, f, strict=True))
                     for f, s0 in zip(feats, now, strict=True)]
        temperature = t0 + t1 * sum(f[1] for f in feats) / len(feats)
        low = min(predicted)
        e = [math.exp((low - x) / temperature) for x in predicted]
        z = sum(e)
        total += sum(share * math.log(max(x / z, 1e-12))
                     for share, x in zip(shares, e, strict=True))
    return total


def fit(n: int, games: int, seed: int) -> dict:
    train = self_play(n, games, seed * 10 + n)
    weights = least_squares(train)
    held_out = self_play(n, max(1, games // 4), seed * 10 + n + 5)
    _, t0, t1 = max((log_likelihood(held_out, weights, a, b), a, b)
                    for a in T0_GRID for b in T1_GRID)
    return {"weights": [round(w, 6) for w in weights], "t0": t0, "t1": t1,
            "games": games, "positions": len(train),
            "rmse": round(rmse(held_out, weights), 3),
            "rmse_score_now": round(rmse(held_out, None), 3)}


def build(games: int, seed: int, sizes: range = range(2, 7)) -> dict:
    return {"tool": "tools/parade_value.py", "seed": seed, "epsilon": EPSILON,
            "features": list(FEATURES),
            "models": {str(n): fit(n, games, seed) for n in sizes}}


def check_file(data: dict, out: Path, tool: str) -> int:
    """0 if `out` holds exactly `data` as a tool writes it, else 1; says which."""
    text = json.dumps(data, indent=1) + "\n"
    same = out.exists() and out.read_text(encoding="utf-8") == text
    print(f"{out.name}: {'up to date' if same else f'DIFFERS: run python -m {tool}'}")
    return 0 if same else 1


def write_file(data: dict, out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6000, help="self-play games per size")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=DATA)
    parser.add_argument("--check", action="store_true",
                        help="fit again and fail if the shipped file differs")
    args = parser.parse_args(argv)
    data = build(args.games, args.seed)
    if args.check:
        return check_file(data, args.out, "tools.parade_value")
    write_file(data, args.out)
    for n, m in data["models"].items():
        print(f"{n} players: {m['positions']} positions, final-score error {m['rmse']} "
              f"(score now alone {m['rmse_score_now']}), temperature {m['t0']} + {m['t1']}/play")
    Model(tuple(data["models"]["2"]["weights"]), 1.0, 0.0)  # the file loads as a model
    return 0


if __name__ == "__main__":
    sys.exit(main())
