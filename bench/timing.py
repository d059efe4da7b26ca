"""What the engine and bot benches share: random games timed on one core, and one bot's
decisions timed on a list of positions (CPU time of this process, so other programs
sharing the machine do not inflate the figures; wall-clock time is what a quiet machine
shows).

Used by bench/engine.py, bench/parade_engine.py, bench/ai.py and bench/parade_ai.py.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any


def games_per_second(start: Callable[[random.Random], Any], games: int, seed: int
                     ) -> tuple[float, float]:
    """(per CPU second, per wall-clock second) of `games` games, each begun by
    `start(rng)` (a dealt state, shuffles included) and played to the end by uniformly
    random legal actions straight on the engine, without events, as the bots' rollouts do."""
    rng = random.Random(seed)
    cpu, wall = time.process_time(), time.perf_counter()
    for _ in range(games):
        state = start(rng)
        rand = rng.random
        while not state.is_over:
            actions = state.legal_actions()
            state.apply(actions[int(rand() * len(actions))], report=False)
    return games / (time.process_time() - cpu), games / (time.perf_counter() - wall)


def print_rates(players: int, runs: Sequence[tuple[float, float]]) -> None:
    """One line: the median, min and max games per CPU second over `runs`, and the median
    per wall-clock second."""
    cpu = [c for c, _ in runs]
    wall = [w for _, w in runs]
    print(f"{players} players: median {statistics.median(cpu):,.0f} games per CPU second "
          f"(min {min(cpu):,.0f}, max {max(cpu):,.0f}); "
          f"median {statistics.median(wall):,.0f} per wall-clock second")


def decision_times(bot: Any, views: Sequence[Any], seed: int) -> list[float]:
    """The CPU milliseconds `bot` takes over each view, each with its own seeded rng."""
    times = []
    for i, view in enumerate(views):
        rng = random.Random(seed * 1_000_003 + i)
        t0 = time.process_time()
        bot.choose(view, rng)
        times.append((time.process_time() - t0) * 1000.0)
    return times
