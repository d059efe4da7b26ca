"""How far a flick will carry the hand, and the random extra travel that makes it fair.

Fairness (R8.3) is built in rather than hoped for. The rest angle is
``start + travel(launch speed)``. If the random part of the travel were uniform over a
whole number of turns, the rest angle modulo a turn would be exactly uniform, whatever the
start angle and whatever the flick. So every accepted flick is given a random extra travel
``X = extra_turns * 2π * U`` with ``U`` uniform in [0, 1), and the launch speed is the
speed whose travel is ``travel(flick) + X``. Nobody can aim, and a strong flick still
spins longer than a weak one (its base travel is larger).

That needs `travel(ω)` and its inverse in closed form. The flapper takes the fraction
``f`` of ω at every boundary, i.e. on average ``dω/dθ = -β ω`` with ``β = -ln(1 - f) / w``
(w = sector width). In the angle domain the whole law is then

    ω dω/dθ = -(c + k ω + β ω²) = -P(ω)   so   travel(ω) = ∫₀^ω v dv / P(v),

which integrates to logs and an arctangent. The integrator applies each flapper loss as
at the boundary itself (see `integrator.py`), so what is left between this average and
the true travel is the phase of the discrete boundaries: a few thousandths of a radian
that vary slowly with the flick. The tests measure the resulting (non-)uniformity and
docs/spinner.md reports it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from game.race.physics.config import SpinnerConfig, sector_width

_BETA_NEGLIGIBLE = 1e-9


@dataclass(frozen=True, slots=True)
class TravelModel:
    """The averaged law ``ω dω/dθ = -(c + kω + βω²)`` and its travel integral."""

    c: float
    k: float
    beta: float

    @classmethod
    def of(cls, config: SpinnerConfig, sectors: int) -> TravelModel:
        beta = -math.log(1.0 - config.flapper_loss) / sector_width(sectors)
        return cls(config.coulomb, config.viscous, beta)

    def travel(self, speed: float) -> float:
        """Angle (rad) covered by a hand launched at `speed` before it rests."""
        if speed <= 0.0:
            return 0.0
        c, k, beta = self.c, self.k, self.beta
        if beta < _BETA_NEGLIGIBLE:
            return speed / k - (c / (k * k)) * math.log1p(k * speed / c)
        log_ratio = math.log((beta * speed * speed + k * speed + c) / c)
        inner = _inverse_poly_integral(speed, c, k, beta) - _inverse_poly_integral(0.0, c, k, beta)
        return log_ratio / (2.0 * beta) - (k / (2.0 * beta)) * inner

    def speed_for_travel(self, travel: float, guess: float = 0.0) -> float:
        """The launch speed whose `travel` is the given angle (inverse of `travel`).

        Safeguarded Newton: `travel` is increasing and smooth; a `guess` below the answer
        (e.g. the flick speed, when adding extra travel) saves a few iterations.
        """
        if travel <= 0.0:
            return 0.0
        c, k, beta = self.c, self.k, self.beta
        lo, hi = 0.0, math.inf
        speed = guess if guess > 0.0 else math.sqrt(2.0 * c * travel)
        tolerance = 1e-12 * max(1.0, travel)
        for _ in range(200):
            error = self.travel(speed) - travel
            if abs(error) <= tolerance:
                return speed
            if error > 0.0:
                hi = speed
            else:
                lo = speed
            slope = speed / (c + k * speed + beta * speed * speed)
            nxt = speed - error / slope
            if not lo < nxt < hi:
                nxt = 0.5 * (lo + hi) if hi < math.inf else 2.0 * speed
            speed = nxt
        return speed


def _inverse_poly_integral(v: float, c: float, k: float, beta: float) -> float:
    """An antiderivative of ``1 / (β v² + k v + c)`` (β > 0)."""
    disc = k * k - 4.0 * beta * c
    x = 2.0 * beta * v + k
    if disc < 0.0:
        root = math.sqrt(-disc)
        return (2.0 / root) * math.atan(x / root)
    if disc > 0.0:
        root = math.sqrt(disc)
        return math.log((x - root) / (x + root)) / root
    return -2.0 / x


@lru_cache(maxsize=64)
def travel_model(config: SpinnerConfig, sectors: int) -> TravelModel:
    """Cached `TravelModel` for a configuration and a sector count."""
    return TravelModel.of(config, sectors)


@lru_cache(maxsize=64)
def full_turn_speed(config: SpinnerConfig, sectors: int) -> float:
    """The weakest flick (rad/s) that is not rejected (R6.6, R8.2).

    It is the speed whose averaged travel is one full turn plus `full_turn_margin`; the
    random extra travel only ever adds to it, so an accepted flick always turns fully.
    """
    target = math.tau * (1.0 + config.full_turn_margin)
    return travel_model(config, sectors).speed_for_travel(target)


def launch_speed(config: SpinnerConfig, sectors: int, flick: float, u: float) -> float:
    """The perturbed launch speed of an accepted `flick`, given a uniform draw `u` in [0, 1).

    Adds ``extra_turns * 2π * u`` to the flick's travel (see the module docstring).
    """
    model = travel_model(config, sectors)
    extra = config.extra_turns * math.tau * u
    return model.speed_for_travel(model.travel(flick) + extra, guess=flick)
