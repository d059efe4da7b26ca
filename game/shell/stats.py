"""Figures every game's `sim` report shares: win rates with an honest interval.

Pure standard library, so a game's console hooks use it without loading anything else.
"""

from __future__ import annotations

import math


def wilson_interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a win rate; honest near 0% and 100%."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    # Rounding can leave a bound a hair on the wrong side of p (1.0 against 0.999...9 for
    # a clean sweep); the interval always holds the observed rate.
    return (min(p, max(0.0, centre - half)), max(p, min(1.0, centre + half)))
