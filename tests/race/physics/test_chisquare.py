"""The chi-square helper itself is checked against known values before it judges R8.3."""

from __future__ import annotations

import math

import pytest

from tests.race.physics.chisquare import chi_square_uniform, upper_regularized_gamma


@pytest.mark.parametrize("x", [0.1, 1.0, 3.0, 10.0, 40.0])
def test_two_degrees_of_freedom_is_exponential(x: float) -> None:
    assert upper_regularized_gamma(1.0, x / 2.0) == pytest.approx(math.exp(-x / 2.0), rel=1e-12)


@pytest.mark.parametrize(
    ("df", "critical", "p"),
    [(19, 43.820, 0.001), (19, 30.144, 0.05), (15, 37.697, 0.001), (1, 3.841, 0.05)],
)
def test_known_critical_values(df: int, critical: float, p: float) -> None:
    assert upper_regularized_gamma(df / 2.0, critical / 2.0) == pytest.approx(p, rel=2e-3)


def test_perfectly_uniform_counts_have_p_one() -> None:
    assert chi_square_uniform([100] * 20) == (0.0, 1.0)
