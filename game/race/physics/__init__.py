"""PURE spinner physics (RULES R1.6, R6.6, R8): no pygame, no module-level randomness.

Angles are radians measured clockwise from 12 o'clock (space 0 at the top). See
docs/spinner.md for the model, its constants and how fairness is ensured.
"""

from __future__ import annotations

from game.race.physics.config import MIN_SECTORS, SpinnerConfig, sector_at
from game.race.physics.gestures import FlickTracker, PowerGauge, pointer_angle
from game.race.physics.spinner import (
    DEFAULT_CONFIG,
    Spinner,
    SpinOutcome,
    SpinRejected,
    SpinStarted,
    bot_flick,
    flick_range,
    min_flick_speed,
    simulate,
    spin_result,
    would_make_full_turn,
)

__all__ = [
    "DEFAULT_CONFIG",
    "MIN_SECTORS",
    "FlickTracker",
    "PowerGauge",
    "SpinOutcome",
    "SpinRejected",
    "SpinStarted",
    "Spinner",
    "SpinnerConfig",
    "bot_flick",
    "flick_range",
    "min_flick_speed",
    "pointer_angle",
    "sector_at",
    "simulate",
    "spin_result",
    "would_make_full_turn",
]
