"""R8.3: nobody can aim — for any fixed flick the result is uniform over the N sectors.

20,000 spins per case, for a weak-but-valid, a medium and the strongest flick, both as a
chain (each spin starts where the previous one rested, as on the real board) and from
angle 0 every time. The chi-square p-value must exceed 0.001 (see `chisquare.py`).
"""

from __future__ import annotations

import random

import pytest

from game.race.physics import DEFAULT_CONFIG, SpinOutcome, min_flick_speed, simulate
from tests.race.physics.chisquare import chi_square_uniform

SPINS = 20_000
SECTORS = 20
P_MIN = 0.001

STRENGTHS = {
    "weak": min_flick_speed(SECTORS) * 1.001,
    "medium": 15.0,
    "strong": DEFAULT_CONFIG.max_flick_speed,
}


def _counts(
    flick: float, chain: bool, seed: int, sectors: int = SECTORS, spins: int = SPINS
) -> list[int]:
    rng = random.Random(seed)
    counts = [0] * sectors
    angle = 0.0
    for _ in range(spins):
        outcome = simulate(flick, rng, sectors, angle)
        assert isinstance(outcome, SpinOutcome)
        counts[outcome.result] += 1
        if chain:
            angle = outcome.rest_angle
    return counts


@pytest.mark.parametrize("strength", list(STRENGTHS))
@pytest.mark.parametrize("chain", [True, False], ids=["chained", "from_zero"])
def test_r8_3_results_uniform_for_fixed_flick(strength: str, chain: bool) -> None:
    counts = _counts(STRENGTHS[strength], chain, seed=8_3)
    statistic, p = chi_square_uniform(counts)
    print(f"R8.3 {strength} {'chained' if chain else 'from 0'}: chi2={statistic:.1f} p={p:.3f}")
    assert p > P_MIN, (statistic, counts)


def test_r8_3_results_uniform_on_an_odd_board() -> None:
    counts = _counts(11.0, chain=True, seed=17, sectors=17, spins=10_000)
    statistic, p = chi_square_uniform(counts)
    print(f"R8.3 17 sectors chained: chi2={statistic:.1f} p={p:.3f}")
    assert p > P_MIN, (statistic, counts)
