"""Head to head at equal CPU: Parade bots against the plain ISMCTS baseline.

    python -m bench.parade_ismcts --players 2 --bots expert,ismcts:1700 --games 400 \
        --seed 1 --workers 2

A bot is a level name (easy, medium, hard, expert, the shipped ones) or
`ismcts:ITERATIONS` (the untuned baseline of `game/parade/ai/ismcts.py`: c = 0.7, light
play-outs, the discard searched too). Seats rotate from game to game, so at two players
they alternate; from three players on, every other block of games reverses the bots'
order round the table so each bot has each neighbour on both sides. The first player is
drawn at random (P2.1). Every decision with two or more legal actions is timed in CPU
time of its process; the report gives each bot's win share (a shared first place counts
1/k) with its 95% Wilson interval, its mean score and the median and 95th percentile of
its CPU time per decision. Games run in `--workers` processes (one per core).

`--duplicate` deals each set of cards to as many games as there are seats (the bots
rotated through the seats, as above), so every bot meets the same luck: the win rates
mean the same and vary less from run to run, as in duplicate bridge.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.parade.ai.arena import play_game
from game.parade.ai.ismcts import IsmctsBot
from game.parade.ai.registry import make_level
from game.parade.rules.actions import Action
from game.parade.rules.setup import deal, default_seats
from game.parade.rules.views import PlayerView
from game.shell.stats import wilson_interval


def make(spec: str):
    """A bot from its command-line name."""
    name, _, arg = spec.partition(":")
    if name == "ismcts":
        return IsmctsBot(int(arg) if arg else 1000)
    return make_level(spec)


def seating(specs: list[str], game: int) -> list[int]:
    """Which bot (index into specs) sits in each seat for game number `game`."""
    n = len(specs)
    order = list(range(n))
    if n > 2 and (game // n) % 2 == 1:
        order.reverse()
    shift = game % n
    return order[shift:] + order[:shift]


class Timed:
    """A bot that notes the CPU time of each decision with two or more legal actions."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.name = bot.name
        self.times: list[float] = []

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        t0 = time.process_time()
        action = self.bot.choose(view, rng)
        if len(view.legal_actions) > 1:
            self.times.append((time.process_time() - t0) * 1000.0)
        return action


def play_one(args: tuple[list[str], int, int, bool]) -> dict:
    specs, game, seed, duplicate = args
    n = len(specs)
    seats = seating(specs, game)
    bots = [Timed(make(specs[b])) for b in seats]
    rng = random.Random(seed * 1_000_003 + game)
    cards = rng.getrandbits(64)
    if duplicate:
        cards = random.Random(seed * 1_000_003 + game // n).getrandbits(64)
    setup = deal(default_seats(n), random.Random(cards))
    result = play_game(setup, bots, rng)
    shares = [0.0] * n
    scores = [0] * n
    first = [s for s in result.standings if s.place == 1]
    for s in result.standings:
        scores[seats[s.player]] = s.score
    for s in first:
        shares[seats[s.player]] += 1.0 / len(first)
    times: list[list[float]] = [[] for _ in range(n)]
    for seat, b in enumerate(seats):
        times[b] = bots[seat].times
    return {"shares": shares, "scores": scores, "times": times}


def run(specs: list[str], games: int, seed: int, workers: int,
        duplicate: bool = False) -> dict:
    jobs = [(specs, g, seed, duplicate) for g in range(games)]
    if workers > 1:
        with multiprocessing.get_context("spawn").Pool(workers) as pool:  # never forked
            results = pool.map(play_one, jobs, chunksize=1)
    else:
        results = [play_one(j) for j in jobs]
    report = {"players": len(specs), "games": games, "seed": seed, "duplicate": duplicate,
              "bots": []}
    for b, spec in enumerate(specs):
        wins = sum(r["shares"][b] for r in results)
        times = sorted(t for r in results for t in r["times"][b])
        low, high = wilson_interval(wins, games)
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))] if times else 0.0
        report["bots"].append({
            "bot": spec, "win_rate": wins / games, "ci95": [low, high],
            "mean_score": sum(r["scores"][b] for r in results) / games,
            "decisions": len(times),
            "cpu_ms_median": statistics.median(times) if times else 0.0, "cpu_ms_p95": p95})
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", required=True, help="comma-separated bots, one per seat")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--duplicate", action="store_true",
                        help="deal each set of cards once per seat, the bots rotated")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    specs = args.bots.split(",")
    if len(specs) != args.players:
        parser.error(f"--bots names {len(specs)} bots for {args.players} players")
    for spec in specs:
        try:
            make(spec)
        except ValueError as exc:
            parser.error(str(exc))
    report = run(specs, args.games, args.seed, args.workers, args.duplicate)
    if args.json:
        print(json.dumps(report))
        return 0
    dealt = ", duplicate deals" if args.duplicate else ""
    print(f"{args.players} players, {args.games} games, seed {args.seed}{dealt}")
    print(f"  {'bot':<16}{'win rate':>9}  {'95% CI':<16}{'score':>7}{'ms median':>10}{'ms p95':>8}")
    for row in report["bots"]:
        low, high = row["ci95"]
        rate = row["win_rate"] * 100
        print(f"  {row['bot']:<16}{rate:>8.1f}%  [{low * 100:4.1f}, {high * 100:4.1f}]"
              f"    {row['mean_score']:>7.2f}{row['cpu_ms_median']:>10.1f}"
              f"{row['cpu_ms_p95']:>8.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
