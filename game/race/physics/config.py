"""The spinner's physical constants (RULES R8.1), as one frozen, validated value.

Angles everywhere in `game.race.physics` are radians measured *clockwise from 12 o'clock*
(space 0 is at the top, spaces are numbered clockwise, R1.5/R1.6), so a clockwise flick
has a positive angular velocity and the angle only grows during a spin.

The constants are tuned so that a flick feels like a prize wheel: it whirls, ticks past
the spaces, slows down and settles in roughly 2.5-5 s (see docs/spinner.md for the
measured distribution and why each value was chosen).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

MIN_SECTORS = 8
"""Fewer sectors than this make no sense for the ring of R1.5 (the board has 8-40 spaces)."""


@dataclass(frozen=True, slots=True)
class SpinnerConfig:
    """Friction, flapper and time-step constants of the spinner.

    The deceleration law between two sector boundaries is
    ``dω/dt = -(coulomb + viscous * ω)`` for ``ω > 0``: a constant (dry, Coulomb) part that
    makes the hand stop in a finite time, and a speed-proportional (viscous) part that
    tames strong flicks so they do not spin for ages. Each time the hand passes a sector
    boundary the flapper takes away the fraction ``flapper_loss`` of the angular velocity.
    """

    coulomb: float = 1.4
    """Constant deceleration in rad/s²; decides how long the slow, suspenseful end lasts."""
    viscous: float = 0.30
    """Speed-proportional deceleration in 1/s; shortens strong flicks."""
    flapper_loss: float = 0.010
    """Fraction of the angular velocity lost at each sector boundary (the 'tick')."""
    step: float = 1.0 / 120.0
    """Fixed integration step in seconds; results depend on this, never on the frame rate."""
    max_flick_speed: float = 36.0
    """Flicks are clamped to this speed (rad/s) before anything else: no absurd spins."""
    full_turn_margin: float = 0.02
    """Safety margin, as a fraction of a turn, on the one-full-turn check of R6.6/R8.2.

    The check uses the averaged travel model (see `travel.py`); the margin covers the
    difference between that model and the discrete flapper, so that every accepted flick
    really turns at least once.
    """
    extra_turns: int = 1
    """Whole turns of random extra travel added to every accepted flick (R8.3, see
    `travel.py`); must be a positive integer for the result to be exactly uniform."""

    def __post_init__(self) -> None:
        if not (self.coulomb > 0.0 and math.isfinite(self.coulomb)):
            raise ValueError(f"coulomb must be a positive finite number, not {self.coulomb!r}")
        if not (self.viscous > 0.0 and math.isfinite(self.viscous)):
            raise ValueError(f"viscous must be a positive finite number, not {self.viscous!r}")
        if not 0.0 <= self.flapper_loss < 0.5:
            raise ValueError(f"flapper_loss must be in [0, 0.5), not {self.flapper_loss!r}")
        if not 0.0 < self.step <= 0.05:
            raise ValueError(f"step must be in (0, 0.05] seconds, not {self.step!r}")
        if not (self.max_flick_speed > 0.0 and math.isfinite(self.max_flick_speed)):
            raise ValueError(f"max_flick_speed must be positive, not {self.max_flick_speed!r}")
        if not 0.0 <= self.full_turn_margin < 1.0:
            raise ValueError(f"full_turn_margin must be in [0, 1), not {self.full_turn_margin!r}")
        if self.extra_turns < 1:
            raise ValueError(f"extra_turns must be a positive integer, not {self.extra_turns!r}")


def check_sectors(sectors: int) -> int:
    """Validate a sector count (one sector per board space, R1.6) and return it."""
    if isinstance(sectors, bool) or not isinstance(sectors, int) or sectors < MIN_SECTORS:
        raise ValueError(f"the spinner needs an integer number of sectors >= {MIN_SECTORS}")
    return sectors


def sector_width(sectors: int) -> float:
    """Angular width of one sector in radians."""
    return math.tau / sectors


def sector_at(angle: float, sectors: int) -> int:
    """The sector (= space index, R1.6) under a hand at `angle`.

    Sector i is centred on i * width, so it spans [(i - 1/2) width, (i + 1/2) width); a hand
    exactly on a boundary belongs to the sector clockwise of it.
    """
    return math.floor(angle / sector_width(sectors) + 0.5) % sectors
