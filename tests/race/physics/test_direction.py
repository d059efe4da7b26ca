"""The hand turns the way it was pushed (issue 36; rules notes 20).

An anticlockwise spin is the clockwise physics seen in a mirror: same weakest flick
(R6.6/R8.2), same crossings, a rest angle uniform over the sectors (R8.3), the same
result at any frame rate and on the headless path (R8.4).
"""

from __future__ import annotations

import itertools
import math
import random

import pytest

from game.race.physics import (
    FlickTracker,
    Spinner,
    SpinOutcome,
    SpinRejected,
    min_flick_speed,
    simulate,
)
from tests.race.physics.chisquare import chi_square_uniform

SECTORS = 20


def _frames(spinner: Spinner, dt: float) -> list[float]:
    angles = [spinner.display_angle]
    while spinner.is_spinning:
        spinner.advance(dt)
        angles.append(spinner.display_angle)
    return angles


def _signed(new: float, old: float) -> float:
    delta = (new - old) % math.tau
    return delta - math.tau if delta > math.pi else delta


def test_an_anticlockwise_flick_turns_the_hand_anticlockwise() -> None:
    spinner = Spinner(SECTORS, angle=1.0)
    started = spinner.flick(15.0, random.Random(5), direction=-1)
    assert started.accepted and spinner.direction == -1
    angles = _frames(spinner, 1 / 60)
    steps = [_signed(b, a) for a, b in itertools.pairwise(angles)]
    assert all(step <= 1e-12 for step in steps), max(steps)
    assert sum(steps) < -math.tau  # more than a full turn, anticlockwise
    assert spinner.result is not None and spinner.angular_velocity == 0.0


def test_a_clockwise_flick_still_turns_clockwise() -> None:
    spinner = Spinner(SECTORS, angle=1.0)
    spinner.flick(15.0, random.Random(5))
    angles = _frames(spinner, 1 / 60)
    steps = [_signed(b, a) for a, b in itertools.pairwise(angles)]
    assert all(step >= -1e-12 for step in steps) and sum(steps) > math.tau
    assert spinner.direction == 1


def test_the_mirror_image_of_a_clockwise_spin() -> None:
    """Started from the mirrored angle with the same draw, the anticlockwise spin rests on
    the mirrored angle, after the same travel and the same flapper ticks."""
    for start, flick, seed in [(0.3, 7.0, 1), (2.0, 15.0, 2), (5.9, 36.0, 3), (0.0, 9.0, 4)]:
        cw = simulate(flick, random.Random(seed), SECTORS, start)
        acw = simulate(flick, random.Random(seed), SECTORS, (-start) % math.tau,
                       direction=-1)
        assert isinstance(cw, SpinOutcome) and isinstance(acw, SpinOutcome)
        assert acw.direction == -1 and cw.direction == 1
        assert acw.travel == pytest.approx(cw.travel, abs=1e-9)
        assert acw.crossings == cw.crossings
        assert acw.rest_angle == pytest.approx((-cw.rest_angle) % math.tau, abs=1e-9)
        assert acw.result == (-cw.result) % SECTORS


def test_weak_flicks_are_refused_the_same_either_way() -> None:
    low = min_flick_speed(SECTORS)
    rng = random.Random(1)
    state = rng.getstate()
    assert isinstance(simulate(low * 0.99, rng, SECTORS, direction=-1), SpinRejected)
    assert rng.getstate() == state  # R6.6: a refused flick costs nothing, not even a draw
    assert isinstance(simulate(low * 1.001, rng, SECTORS, direction=-1), SpinOutcome)


@pytest.mark.parametrize("dt", [1 / 30, 1 / 144])
def test_r8_4_anticlockwise_results_do_not_depend_on_frames(dt: float) -> None:
    for seed in range(12):
        start = seed * 0.41 % math.tau
        outcome = simulate(12.0 + seed, random.Random(seed), SECTORS, start, direction=-1)
        spinner = Spinner(SECTORS, angle=start)
        spinner.flick(12.0 + seed, random.Random(seed), direction=-1)
        _frames(spinner, dt)
        assert isinstance(outcome, SpinOutcome)
        assert spinner.result == outcome.result
        assert spinner.angle == outcome.rest_angle  # bit for bit


def test_the_same_seed_gives_the_same_spin() -> None:
    first = simulate(20.0, random.Random(77), SECTORS, 1.5, direction=-1)
    again = simulate(20.0, random.Random(77), SECTORS, 1.5, direction=-1)
    assert first == again


def test_r8_3_anticlockwise_results_are_uniform() -> None:
    rng = random.Random(36)
    counts = [0] * SECTORS
    angle = 0.0
    for i in range(8_000):
        flick = (7.0, 15.0, 36.0)[i % 3]
        outcome = simulate(flick, rng, SECTORS, angle, direction=-1)
        assert isinstance(outcome, SpinOutcome)
        counts[outcome.result] += 1
        angle = outcome.rest_angle
    _statistic, p = chi_square_uniform(counts)
    assert p > 0.001, counts


def test_a_bad_direction_is_refused_clearly() -> None:
    with pytest.raises(ValueError, match="direction"):
        simulate(10.0, random.Random(1), SECTORS, direction=0)


def test_the_tracker_keeps_the_way_she_threw_it() -> None:
    tracker = FlickTracker()
    t, angle = 0.0, 3.0
    tracker.grab(t, angle)
    for _ in range(12):  # an anticlockwise drag of 10 rad/s
        t += 1 / 60
        angle -= 10.0 / 60
        tracker.drag(t, angle)
    assert tracker.release_velocity(t) == pytest.approx(-10.0, rel=0.02)
    tracker.grab(t, angle)
    for _ in range(12):
        t += 1 / 60
        angle += 8.0 / 60
        tracker.drag(t, angle)
    assert tracker.release_velocity(t) == pytest.approx(8.0, rel=0.02)
    assert FlickTracker().release_velocity(1.0) == 0.0
