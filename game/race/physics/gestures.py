"""Turning player input into a flick speed, without pygame (the UI feeds plain numbers).

Two ways to spin: drag the hand and let go (`FlickTracker`, either way round), or hold
Space / the Spin button and release (`PowerGauge`, clockwise). Both only produce a speed
in rad/s; whether it is
strong enough (R6.6, R8.2) is the spinner's decision, and fairness (R8.3) does not depend
on how well the player flicks.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field


def pointer_angle(dx: float, dy: float) -> float:
    """The hand angle (radians clockwise from 12 o'clock, in [0, 2π)) pointing at a pointer
    offset (dx, dy) from the pivot, in screen coordinates (y grows downwards)."""
    return math.atan2(dx, -dy) % math.tau


def _signed_delta(new: float, old: float) -> float:
    """The shortest signed turn from `old` to `new` (clockwise positive), in (-π, π]."""
    delta = (new - old) % math.tau
    return delta - math.tau if delta > math.pi else delta


@dataclass(slots=True)
class FlickTracker:
    """Measures the angular speed of a dragged hand over the last `window` seconds.

    Feed it timestamped hand angles (`grab`, `drag`), then `release` returns the clockwise
    speed in rad/s (0.0 for an anticlockwise or motionless release), or `release_velocity`
    the signed speed of the fastest throw either way round. Consecutive samples
    must be less than half a turn apart (true at any usable frame rate).
    """

    window: float = 0.1
    history: float = 0.3
    """A deliberate drag slows down before the hand is let go: the flick is the fastest
    `window` of the last `history` seconds (a drag held still that long gives nothing)."""
    _samples: deque[tuple[float, float]] = field(default_factory=deque)
    _unwrapped: float = 0.0
    _last_angle: float = 0.0

    @property
    def active(self) -> bool:
        """True between `grab` and `release`."""
        return bool(self._samples)

    @property
    def hand_angle(self) -> float:
        """Where the UI should draw the dragged hand, in [0, 2π)."""
        return self._last_angle % math.tau

    def grab(self, t: float, angle: float) -> None:
        """The player takes hold of the hand at time `t` (s) and `angle` (rad)."""
        self._samples.clear()
        self._unwrapped = 0.0
        self._last_angle = angle % math.tau
        self._samples.append((t, 0.0))

    def drag(self, t: float, angle: float) -> None:
        """The hand has been dragged to `angle` at time `t`."""
        if not self._samples:
            self.grab(t, angle)
            return
        if t < self._samples[-1][0]:
            raise ValueError("drag samples must come in time order")
        self._unwrapped += _signed_delta(angle % math.tau, self._last_angle)
        self._last_angle = angle % math.tau
        self._samples.append((t, self._unwrapped))
        self._forget_before(t - self.history - self.window)

    def release(self, t: float) -> float:
        """The player lets go at time `t`: the flick speed (rad/s, clockwise, >= 0)."""
        return max(0.0, self._fastest(t)[0])

    def release_velocity(self, t: float) -> float:
        """The player lets go at time `t`: the flick's signed speed (rad/s, clockwise
        positive, anticlockwise negative), the fastest `window` either way round, so the
        hand can be thrown the way she pushed it (issue 36). 0.0 for a motionless release."""
        clockwise, anticlockwise = self._fastest(t)
        return clockwise if clockwise >= -anticlockwise else anticlockwise

    def _fastest(self, t: float) -> tuple[float, float]:
        """(fastest clockwise speed >= 0, fastest anticlockwise speed <= 0) over the
        windows of the last `history` seconds; forgets the drag."""
        if not self._samples:
            return 0.0, 0.0
        end = max(t, self._samples[-1][0])
        self._samples.append((end, self._unwrapped))
        self._forget_before(end - self.history - self.window)
        samples = list(self._samples)
        self._samples.clear()
        best = worst = 0.0
        for j in range(1, len(samples)):
            t1, a1 = samples[j]
            if t1 < end - self.history:
                continue
            i = 0  # the newest sample at least a window before this one (or the first)
            while i + 1 < j and samples[i + 1][0] <= t1 - self.window:
                i += 1
            t0, a0 = samples[i]
            if t1 - t0 > 1e-6:
                speed = (a1 - a0) / (t1 - t0)
                best, worst = max(best, speed), min(worst, speed)
        return best, worst

    def _forget_before(self, horizon: float) -> None:
        # Keep the newest sample at or before the horizon so the window stays full.
        while len(self._samples) >= 2 and self._samples[1][0] <= horizon:
            self._samples.popleft()


@dataclass(slots=True)
class PowerGauge:
    """Hold-to-charge: the level rises from 0 to 1 in half a `cycle` and falls back again
    (a ping-pong gauge, so holding forever is not the strongest flick), and the release
    turns the level into a flick speed ``level * max_speed``.

    `threshold` is the level below which the flick will be rejected (draw it on the gauge).
    """

    max_speed: float
    min_speed: float = 0.0
    cycle: float = 2.0
    _held: float = 0.0
    _charging: bool = False

    def __post_init__(self) -> None:
        if not self.max_speed > 0.0 or not self.cycle > 0.0:
            raise ValueError("max_speed and cycle must be positive")

    @property
    def charging(self) -> bool:
        return self._charging

    @property
    def threshold(self) -> float:
        return min(1.0, max(0.0, self.min_speed / self.max_speed))

    @property
    def level(self) -> float:
        """Charge in [0, 1]: a triangle wave of the time held."""
        if not self._charging:
            return 0.0
        phase = (self._held / self.cycle) % 1.0
        return 2.0 * phase if phase <= 0.5 else 2.0 * (1.0 - phase)

    def press(self) -> None:
        self._held = 0.0
        self._charging = True

    def update(self, dt: float) -> None:
        if dt < 0.0:
            raise ValueError(f"dt must be >= 0, not {dt!r}")
        if self._charging:
            self._held += dt

    def release(self) -> float:
        """Stop charging; the flick speed in rad/s (0.0 if the gauge was not charging)."""
        speed = self.level * self.max_speed
        self._charging = False
        self._held = 0.0
        return speed
