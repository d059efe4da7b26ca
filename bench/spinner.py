"""How fast is the spinner model? Prints figures; not a test.

Why: the fairness tests and the bots run the headless path hundreds of thousands of
times, and the UI calls `Spinner.advance` every frame, so both costs are worth watching.

- simulated spins per second of `simulate` (the headless fast path), median of 5 runs;
- the cost of one animation frame, `advance(1/60)` while the hand turns: median and p95
  in microseconds;
- the duration distribution of typical (bot) flicks, as reported in docs/spinner.md.

Usage: python bench/spinner.py [sectors]   (default 20)
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.race.physics import Spinner, SpinOutcome, bot_flick, simulate

RUNS = 5
SPINS_PER_RUN = 4000
FRAME_SPINS = 300
DURATION_SPINS = 20_000


def spins_per_second(sectors: int) -> float:
    rates = []
    for run in range(RUNS):
        rng = random.Random(run)
        flicks = [bot_flick(rng, sectors) for _ in range(SPINS_PER_RUN)]
        angle = 0.0
        start = time.perf_counter()
        for flick in flicks:
            outcome = simulate(flick, rng, sectors, angle)
            angle = outcome.rest_angle  # type: ignore[union-attr]
        rates.append(SPINS_PER_RUN / (time.perf_counter() - start))
    return statistics.median(rates)


def frame_costs_us(sectors: int) -> list[float]:
    rng = random.Random(60)
    spinner = Spinner(sectors)
    costs = []
    clock = time.perf_counter_ns
    for _ in range(FRAME_SPINS):
        spinner.flick(bot_flick(rng, sectors), rng)
        while spinner.is_spinning:
            start = clock()
            spinner.advance(1 / 60)
            costs.append((clock() - start) / 1000.0)
    return sorted(costs)


def durations(sectors: int) -> list[float]:
    rng = random.Random(81)
    angle = 0.0
    result = []
    for _ in range(DURATION_SPINS):
        outcome = simulate(bot_flick(rng, sectors), rng, sectors, angle)
        assert isinstance(outcome, SpinOutcome)
        angle = outcome.rest_angle
        result.append(outcome.duration)
    return sorted(result)


def _percentile(sorted_values: list[float], fraction: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(fraction * len(sorted_values)))]


def main() -> None:
    sectors = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    print(f"spinner bench, {sectors} sectors, Python {sys.version.split()[0]}")
    print(f"headless simulate: {spins_per_second(sectors):,.0f} spins/s (median of {RUNS} runs)")
    costs = frame_costs_us(sectors)
    print(
        f"advance(1/60) during a spin: median {statistics.median(costs):.1f} us, "
        f"p95 {_percentile(costs, 0.95):.1f} us ({len(costs)} frames)"
    )
    spans = durations(sectors)
    print(
        f"bot-flick spin duration (s), {len(spans)} spins: min {spans[0]:.2f}, "
        f"median {statistics.median(spans):.2f}, p95 {_percentile(spans, 0.95):.2f}, "
        f"max {spans[-1]:.2f}"
    )


if __name__ == "__main__":
    main()
