"""The spinner (RULES R1.6, R6.6, R8): an animated model for the UI and a fast headless path.

A flick is first checked (R6.6/R8.2: a flick that would not turn the hand once fully is
refused and costs nothing, not even a random draw), then perturbed once by the seeded RNG
(R8.3, see `travel.py`), then integrated with a fixed time step (R8.4, see
`integrator.py`). `Spinner.advance(dt)` and `simulate` share the integrator, so for the
same start angle, flick and RNG state they give the same rest angle, result and crossings.

Angles are radians clockwise from 12 o'clock; the result is the index of the sector (=
space) under the hand at rest, sector i being centred on space i.

The hand turns the way it was pushed (`direction` +1 clockwise, -1 anticlockwise; issue
36). An anticlockwise spin is the clockwise one seen in a mirror: the integrator runs on
the mirrored angle ``-θ`` (the sector boundaries are symmetric, so the hand passes the
same flapper pegs and loses the same speed), and the rest angle is mirrored back. The same
single random draw gives the extra travel, so the rest angle is uniform either way (R8.3).
"""

from __future__ import annotations

import logging
import math
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from game.race.physics.config import SpinnerConfig, check_sectors, sector_at
from game.race.physics.integrator import StepLaw, first_boundary_index, run_steps, to_u
from game.race.physics.travel import full_turn_speed, launch_speed
from game.shell.attributes import read_only

logger = logging.getLogger(__name__)

DEFAULT_CONFIG = SpinnerConfig()

BOT_FLICK_LOW = 1.15
"""Bots flick at least this multiple of the minimum speed: never a rejected flick."""
BOT_FLICK_HIGH = 0.75
"""...and at most this fraction of `max_flick_speed`: a firm, human-looking flick."""

_FRAME_EPSILON = 1e-9
"""Slack (s) when counting whole steps in the accumulated time, so that frames of exactly
1/60 s give exactly 4 steps of 1/240 s despite rounding."""


@dataclass(frozen=True, slots=True)
class SpinRejected:
    """A flick too weak for one full turn (R6.6, R8.2): the UI says "Spin harder!"."""

    flick_speed: float
    min_speed: float
    accepted: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class SpinStarted:
    """An accepted flick: the hand is now turning at `launch_speed`."""

    flick_speed: float
    launch_speed: float
    accepted: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class SpinOutcome:
    """A complete headless spin."""

    result: int
    """The spin result: the sector (space index) under the hand at rest."""
    rest_angle: float
    """Where the hand rests, in [0, 2π): the next spin starts here."""
    start_angle: float
    flick_speed: float
    launch_speed: float
    travel: float
    """Total angle turned (rad, whichever way); always >= 2π for an accepted flick."""
    crossings: int
    """Sector boundaries passed (one flapper tick each)."""
    duration: float
    """Seconds from the flick to rest."""
    direction: int = 1
    """+1: the hand turned clockwise; -1: anticlockwise."""
    accepted: ClassVar[bool] = True


def _direction(direction: int) -> int:
    """+1 or -1; anything else is a programming error, refused loudly."""
    if direction not in (1, -1):
        raise ValueError(f"direction must be +1 (clockwise) or -1 (anticlockwise), "
                         f"not {direction!r}")
    return direction


def min_flick_speed(sectors: int, config: SpinnerConfig = DEFAULT_CONFIG) -> float:
    """The weakest accepted flick in rad/s (R6.6, R8.2); below it the UI says "Spin harder!"."""
    return full_turn_speed(config, check_sectors(sectors))


def would_make_full_turn(
    speed: float, sectors: int, config: SpinnerConfig = DEFAULT_CONFIG
) -> bool:
    """True when a flick at `speed` (rad/s, clockwise) is accepted (R6.6, R8.2)."""
    return _clamp(speed, config) >= full_turn_speed(config, check_sectors(sectors))


def flick_range(sectors: int, config: SpinnerConfig = DEFAULT_CONFIG) -> tuple[float, float]:
    """The range of flick speeds bots use, a typical human range too (rad/s)."""
    low = BOT_FLICK_LOW * full_turn_speed(config, check_sectors(sectors))
    return low, max(low, BOT_FLICK_HIGH * config.max_flick_speed)


def bot_flick(rng: random.Random, sectors: int, config: SpinnerConfig = DEFAULT_CONFIG) -> float:
    """A random valid flick strength for a bot (R8.2: bots flick too)."""
    low, high = flick_range(sectors, config)
    return rng.uniform(low, high)


def simulate(
    flick: float,
    rng: random.Random,
    sectors: int,
    start_angle: float = 0.0,
    config: SpinnerConfig = DEFAULT_CONFIG,
    direction: int = 1,
) -> SpinOutcome | SpinRejected:
    """Run a whole spin without animation (bots, headless simulations, tests).

    Gives exactly what a `Spinner` at `start_angle` would give for the same flick,
    direction and RNG state, and draws from `rng` only when the flick is accepted.
    `flick` is a speed (>= 0); `direction` says which way the hand turns.
    """
    check_sectors(sectors)
    way = _direction(direction)
    speed = _clamp(flick, config)
    minimum = full_turn_speed(config, sectors)
    if speed < minimum:
        return SpinRejected(speed, minimum)
    launch = launch_speed(config, sectors, speed, rng.random())
    law = _law(config, sectors)
    start = start_angle % math.tau
    moving = (way * start) % math.tau  # the angle the integrator turns forwards
    sector = first_boundary_index(moving, law.width)
    theta, _, end_sector, steps, tau = run_steps(moving, to_u(launch, law), sector, 1 << 62,
                                                 law)
    rest = (way * theta) % math.tau
    return SpinOutcome(
        result=sector_at(rest, sectors),
        rest_angle=rest,
        start_angle=start,
        flick_speed=speed,
        launch_speed=launch,
        travel=theta - moving,
        crossings=end_sector - sector,
        duration=(steps - 1) * law.step + tau,
        direction=way,
    )


def spin_result(flick: float, rng: random.Random, sectors: int, *where: Any, **how: Any) -> int:
    """Just the result of `simulate`, given the same arguments (the start angle, config and
    direction after the first three); raises ValueError for a rejected flick."""
    outcome = simulate(flick, rng, sectors, *where, **how)
    if isinstance(outcome, SpinRejected):
        raise ValueError(
            f"flick {outcome.flick_speed:.3f} rad/s is below {outcome.min_speed:.3f} rad/s"
        )
    return outcome.result


class Spinner:
    """The animated spinner: the UI flicks it, calls `advance(dt)` every frame and draws
    `display_angle`; `result` is set once the hand rests.

    The hand keeps its angle between spins (physically it starts where it last rested).
    """

    def __init__(
        self, sectors: int, config: SpinnerConfig = DEFAULT_CONFIG, angle: float = 0.0
    ) -> None:
        self._sectors = check_sectors(sectors)
        self._config = config
        self._law = _law(config, sectors)
        self._theta = angle % math.tau
        """The real angle at rest; while spinning, the angle the integrator turns
        forwards (the real one times `_way`, unwrapped)."""
        self._way = 1
        self._turned = 1
        self._u = self._law.a  # ω + c/k, the integrator's variable (ω = 0: at rest)
        self._moving = False
        self._sector = first_boundary_index(self._theta, self._law.width)
        self._accumulator = 0.0
        self._elapsed = 0.0
        self._result: int | None = None

    sectors = read_only("_sectors", "How many sectors (spaces) the dial has.")
    config = read_only("_config", "The spinner's physical constants (SpinnerConfig).")
    direction = read_only("_turned", "The way the current (or last) spin turns: +1 clockwise, "
                         "-1 anticlockwise.")
    is_spinning = read_only("_moving", "True from an accepted flick until the hand rests.")
    elapsed = read_only("_elapsed", "Seconds of model time since the current (or last) flick.")
    result = read_only("_result", "The last spin's result; None before the first spin and "
                      "while spinning.")

    @property
    def angle(self) -> float:
        """The hand's angle in [0, 2π) at the last fixed step."""
        return (self._way * self._theta) % math.tau

    @property
    def display_angle(self) -> float:
        """The angle to draw: `angle` carried forward by the time accumulated since the last
        fixed step (exact friction law, no flapper), so motion is smooth at any refresh
        rate. Drawing it never changes the model."""
        if not self._moving or self._accumulator <= 0.0:
            return self.angle
        law = self._law
        u = self._u
        tau = min(self._accumulator, math.log(u / law.a) / law.k)
        ahead = u * (1.0 - math.exp(-law.k * tau)) / law.k - law.a * tau
        return (self._way * (self._theta + max(0.0, ahead))) % math.tau

    @property
    def angular_velocity(self) -> float:
        """The hand's speed in rad/s, never negative, whichever way it turns (see
        `direction`); 0.0 at rest."""
        return self._u - self._law.a if self._moving else 0.0

    @property
    def sector(self) -> int:
        """The sector (space) currently under the hand, e.g. to highlight it."""
        return (self._way * self._sector) % self._sectors

    def would_make_full_turn(self, speed: float) -> bool:
        return would_make_full_turn(speed, self._sectors, self._config)

    def min_flick_speed(self) -> float:
        return full_turn_speed(self._config, self._sectors)

    def set_angle(self, angle: float) -> None:
        """Move the resting hand (while the player drags it before a flick)."""
        if self.is_spinning:
            raise RuntimeError("cannot move the hand while it spins")
        self._theta = angle % math.tau
        self._way = 1
        self._sector = first_boundary_index(self._theta, self._law.width)

    def flick(
        self, speed: float, rng: random.Random, direction: int = 1
    ) -> SpinStarted | SpinRejected:
        """Start a spin with a flick of `speed` rad/s, clockwise (`direction` +1) or
        anticlockwise (-1).

        A weak flick is rejected without touching `rng` (R6.6: it costs nothing).
        """
        if self.is_spinning:
            raise RuntimeError("the hand is already spinning")
        way = _direction(direction)
        clamped = _clamp(speed, self._config)
        minimum = self.min_flick_speed()
        if clamped < minimum:
            logger.debug("flick %.3f rad/s rejected (min %.3f)", clamped, minimum)
            return SpinRejected(clamped, minimum)
        launch = launch_speed(self._config, self._sectors, clamped, rng.random())
        self._theta = (way * self.angle) % math.tau
        self._way = self._turned = way
        self._sector = first_boundary_index(self._theta, self._law.width)
        self._u = to_u(launch, self._law)
        self._moving = True
        self._accumulator = 0.0
        self._elapsed = 0.0
        self._result = None
        return SpinStarted(clamped, launch)

    def advance(self, dt: float) -> int:
        """Let `dt` seconds of real time pass; returns the sector boundaries crossed (one
        tick sound each). Runs as many fixed steps as the accumulated time allows, so the
        outcome never depends on how time is cut into frames (R8.4)."""
        if dt < 0.0 or math.isnan(dt):
            raise ValueError(f"dt must be >= 0, not {dt!r}")
        if not self.is_spinning:
            return 0
        self._accumulator += dt
        steps = math.floor((self._accumulator + _FRAME_EPSILON) / self._law.step)
        if steps <= 0:
            return 0
        self._accumulator -= steps * self._law.step
        return self._run(steps)

    def finish(self) -> int:
        """Skip the animation: run to rest at once (same result); returns crossings."""
        return self._run(1 << 62) if self.is_spinning else 0

    def _run(self, steps: int) -> int:
        before = self._sector
        theta, u, sector, done, tau = run_steps(
            self._theta, self._u, self._sector, steps, self._law
        )
        self._theta, self._u, self._sector = theta, u, sector
        if tau < 0.0:
            self._elapsed += done * self._law.step
        else:
            self._elapsed += (done - 1) * self._law.step + tau
            self._accumulator = 0.0
            self._moving = False
            self._theta = (self._way * theta) % math.tau
            self._way = 1  # at rest the angle is the real one again
            self._result = sector_at(self._theta, self._sectors)
            self._sector = first_boundary_index(self._theta, self._law.width)
            logger.debug("spinner rests at %.4f rad: space %d", self._theta, self._result)
        return sector - before


def _clamp(speed: float, config: SpinnerConfig) -> float:
    """Clamp a flick into [0, max_flick_speed]; NaN and anticlockwise count as no flick."""
    if not speed > 0.0:
        return 0.0
    return min(speed, config.max_flick_speed)


@lru_cache(maxsize=64)
def _law(config: SpinnerConfig, sectors: int) -> StepLaw:
    return StepLaw.of(config, sectors)
