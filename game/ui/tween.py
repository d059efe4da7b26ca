"""Easing and small timers for animation: pure functions of time, no pygame.

Animations run on the fixed update step, so their timing does not depend on the frame
rate; drawing only reads their current value.
"""

from __future__ import annotations

import math
from collections.abc import Callable

Easing = Callable[[float], float]


def clamp01(t: float) -> float:
    return 0.0 if t < 0.0 else 1.0 if t > 1.0 else t


def linear(t: float) -> float:
    return clamp01(t)


def ease_out_cubic(t: float) -> float:
    t = clamp01(t)
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    t = clamp01(t)
    return t * t * (3 - 2 * t)


def ease_out_back(t: float) -> float:
    t = clamp01(t)
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(
    a: tuple[float, float], b: tuple[float, float], t: float
) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def arc_point(
    a: tuple[float, float], b: tuple[float, float], t: float, height: float
) -> tuple[float, float]:
    """A hop from `a` to `b` lifted by `height` at the middle (a parabola)."""
    x, y = lerp_point(a, b, t)
    return (x, y - height * 4 * t * (1 - t))


def pulse(time: float, period: float = 1.2) -> float:
    """0..1..0 breathing, for highlights."""
    return 0.5 - 0.5 * math.cos(math.tau * time / period)


class Tween:
    """A value going from `start` to `end` over `duration` seconds."""

    def __init__(
        self, start: float, end: float, duration: float, easing: Easing = ease_in_out
    ) -> None:
        self.start, self.end = start, end
        self.duration = max(1e-6, duration)
        self.easing = easing
        self.elapsed = 0.0

    def update(self, dt: float) -> None:
        self.elapsed = min(self.duration, self.elapsed + dt)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def value(self) -> float:
        return lerp(self.start, self.end, self.easing(self.elapsed / self.duration))
