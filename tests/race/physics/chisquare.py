"""A tiny chi-square goodness-of-fit helper for the fairness tests (no scipy).

The p-value of a chi-square statistic x with d degrees of freedom is the regularized upper
incomplete gamma function Q(d/2, x/2). It is computed as in Numerical Recipes: by its
power series when x < s + 1, otherwise by Lentz's continued fraction; both converge to
full double precision in a few dozen terms for the sizes used here.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

_EPS = 1e-15
_TINY = 1e-300


def upper_regularized_gamma(s: float, x: float) -> float:
    """Q(s, x) = Γ(s, x) / Γ(s) for s > 0, x >= 0."""
    if s <= 0.0 or x < 0.0:
        raise ValueError("need s > 0 and x >= 0")
    if x == 0.0:
        return 1.0
    log_prefactor = s * math.log(x) - x - math.lgamma(s)
    if x < s + 1.0:
        term = total = 1.0 / s
        n = s
        for _ in range(10_000):
            n += 1.0
            term *= x / n
            total += term
            if abs(term) < abs(total) * _EPS:
                break
        return max(0.0, 1.0 - total * math.exp(log_prefactor))
    b = x + 1.0 - s
    c = 1.0 / _TINY
    d = 1.0 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - s)
        b += 2.0
        d = an * d + b
        d = _TINY if abs(d) < _TINY else d
        c = b + an / c
        c = _TINY if abs(c) < _TINY else c
        d = 1.0 / d
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < _EPS:
            break
    return math.exp(log_prefactor) * h


def chi_square_uniform(counts: Sequence[int]) -> tuple[float, float]:
    """(statistic, p-value) of the counts against the uniform distribution."""
    total = sum(counts)
    expected = total / len(counts)
    statistic = sum((c - expected) ** 2 for c in counts) / expected
    return statistic, upper_regularized_gamma((len(counts) - 1) / 2.0, statistic / 2.0)
