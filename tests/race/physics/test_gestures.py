"""Drag-and-flick and hold-to-charge input, turned into flick speeds (R8.2 decides the rest)."""

from __future__ import annotations

import math

import pytest

from game.race.physics import FlickTracker, PowerGauge, pointer_angle


@pytest.mark.parametrize(
    ("dx", "dy", "angle"),
    [(0, -1, 0.0), (1, 0, math.pi / 2), (0, 1, math.pi), (-1, 0, 3 * math.pi / 2)],
)
def test_pointer_angle_is_clockwise_from_twelve(dx: float, dy: float, angle: float) -> None:
    assert pointer_angle(dx, dy) == pytest.approx(angle)


def _drag(tracker: FlickTracker, speed: float, start: float, t0: float, seconds: float) -> float:
    t = t0
    tracker.drag(t, start) if tracker.active else tracker.grab(t, start)
    while t < t0 + seconds - 1e-9:
        t += 1 / 60
        tracker.drag(t, start + speed * (t - t0))
    return t


def test_clockwise_drag_gives_its_speed_even_across_twelve_o_clock() -> None:
    tracker = FlickTracker()
    t = _drag(tracker, 9.0, 5.5, 0.0, 0.4)  # passes 2π -> 0 on the way
    assert tracker.release(t) == pytest.approx(9.0)
    assert not tracker.active


def test_speed_is_measured_over_the_last_tenth_of_a_second() -> None:
    tracker = FlickTracker()
    t = _drag(tracker, 1.0, 0.0, 0.0, 0.5)
    t = _drag(tracker, 15.0, tracker.hand_angle, t, 0.2)
    assert tracker.release(t) == pytest.approx(15.0, rel=0.02)


def test_anticlockwise_or_motionless_release_is_no_flick() -> None:
    tracker = FlickTracker()
    t = _drag(tracker, -10.0, 3.0, 0.0, 0.3)
    assert tracker.release(t) == 0.0
    t = _drag(tracker, 10.0, 3.0, 1.0, 0.3)
    assert tracker.release(t + 0.5) == 0.0  # held still before letting go
    assert FlickTracker().release(1.0) == 0.0


def test_power_gauge_rises_then_falls_and_maps_to_speed() -> None:
    gauge = PowerGauge(max_speed=36.0, min_speed=7.2, cycle=2.0)
    assert gauge.level == 0.0 and gauge.threshold == pytest.approx(0.2)
    gauge.press()
    gauge.update(0.5)
    assert gauge.level == pytest.approx(0.5)
    gauge.update(0.5)
    assert gauge.level == pytest.approx(1.0)
    gauge.update(0.25)
    assert gauge.level == pytest.approx(0.75)
    assert gauge.release() == pytest.approx(27.0)
    assert not gauge.charging and gauge.release() == 0.0
