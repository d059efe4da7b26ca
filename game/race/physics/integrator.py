"""The fixed-step integrator: the one piece of code that moves the hand (R8.1, R8.4).

Both the animated `Spinner.advance` and the headless `simulate` call `run_steps`, so the
same seed, start angle and flick give bit-for-bit the same trajectory whichever path is
used and however the real time is cut into frames: only the number of fixed steps matters.

Within one step the friction law ``dω/dt = -(c + kω)`` is integrated *exactly* (it is
linear). A boundary passed during a step is noticed at the end of the step; the flapper
loss is then applied *as if at the boundary* (to first order: the distance run since the
boundary shrinks by the lost fraction, and the Coulomb deceleration since then is charged
to the slower speed), so the step size hardly changes the physics at all. Writing
``u = ω + c/k`` the law becomes ``du/dt = -k u``, hence per step

    u' = u q,   θ' = θ + u' (1 - q) / (k q) - (c/k) h,   with q = exp(-k h).

When ``u q <= c/k`` the hand stops inside the step, after ``τ = ln(u k / c) / k`` seconds.
The loop is written with plain floats and locals because the fairness tests and the bots
run hundreds of thousands of spins.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.race.physics.config import SpinnerConfig, sector_width


@dataclass(frozen=True, slots=True)
class StepLaw:
    """Per-step constants derived once from a `SpinnerConfig` and a sector count."""

    step: float
    k: float
    a: float
    """c/k: the offset that turns the affine friction law into a pure exponential."""
    q: float
    g: float
    """(1 - q)/k: travel per step per unit of u."""
    ah: float
    keep: float
    """1 - flapper_loss: velocity factor applied at each boundary."""
    width: float

    @classmethod
    def of(cls, config: SpinnerConfig, sectors: int) -> StepLaw:
        k = config.viscous
        q = math.exp(-k * config.step)
        a = config.coulomb / k
        return cls(
            step=config.step,
            k=k,
            a=a,
            q=q,
            g=(1.0 - q) / k,
            ah=a * config.step,
            keep=1.0 - config.flapper_loss,
            width=sector_width(sectors),
        )


def to_u(omega: float, law: StepLaw) -> float:
    """The integrator's velocity variable ``u = ω + c/k`` for an angular velocity ω."""
    return omega + law.a


def first_boundary_index(theta: float, width: float) -> int:
    """Unwrapped index of the sector holding `theta`; its clockwise boundary is the next
    one the hand will pass, at ``(index + 0.5) * width``."""
    return math.floor(theta / width + 0.5)


def run_steps(
    theta: float, u: float, sector: int, max_steps: int, law: StepLaw
) -> tuple[float, float, int, int, float]:
    """Advance a moving hand by at most `max_steps` fixed steps.

    `theta` is the unwrapped angle; `u` is ``ω + c/k`` (use `to_u`), kept in this form
    between calls because ``(ω + a) - a`` does not round-trip exactly in floating point and
    the animated and headless paths must agree bit for bit. `sector` is the unwrapped index
    of the sector under the hand (the next boundary is at ``(sector + 0.5) * width``).
    Returns ``(theta, u, sector, steps_done, stop_time)``; when the hand came to rest
    ``u`` is ``c/k`` (ω = 0) and ``stop_time`` is the time spent in the last, partial step
    (otherwise it is -1.0). Crossings = returned sector - given sector.
    """
    a = law.a
    q = law.q
    gq = law.g / q
    ah = law.ah
    keep = law.keep
    lost = (1.0 - keep) * law.k * a  # flapper fraction times the Coulomb deceleration
    h = law.step
    width = law.width
    nb = (sector + 0.5) * width
    for steps in range(1, max_steps + 1):
        u *= q
        if u <= a:
            # The hand stops inside this step: integrate exactly up to ω = 0.
            u /= q
            tau = math.log(u / a) / law.k
            theta += (u - a) / law.k - a * tau
            while theta >= nb:
                sector += 1
                nb = (sector + 0.5) * width
            return theta, a, sector, steps, tau
        theta += u * gq - ah
        if theta >= nb:
            while theta >= nb:
                # The flapper acted at the boundary, `over` radians (≈ `late` seconds) ago:
                # since then the hand moved `keep` times slower, and friction's constant
                # part took `late * c` from the slower speed rather than the faster one.
                over = theta - nb
                omega = u - a
                late = over / omega if over < omega * h else h
                theta = nb + over * keep
                u = omega * keep + a - lost * late
                sector += 1
                nb = (sector + 0.5) * width
            if u <= a:  # the flapper caught a crawling hand: it rests right here
                return theta, a, sector, steps, h
    return theta, u, sector, max_steps, -1.0
