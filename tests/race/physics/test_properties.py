"""Hypothesis properties of the spinner: results in range, a hand that only moves forward
and only slows down, weak flicks never turning, whatever N, flick, start and frame times."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.race.physics import Spinner, SpinOutcome, SpinRejected, min_flick_speed, simulate

sectors = st.integers(min_value=8, max_value=40)
flicks = st.floats(min_value=-5.0, max_value=60.0, allow_nan=False)
angles = st.floats(min_value=-20.0, max_value=20.0, allow_nan=False)
seeds = st.integers(min_value=0, max_value=2**32 - 1)


@settings(max_examples=150, deadline=None)
@given(n=sectors, flick=flicks, start=angles, seed=seeds)
def test_r1_6_result_in_range_and_r6_6_full_turn(
    n: int, flick: float, start: float, seed: int
) -> None:
    outcome = simulate(flick, random.Random(seed), n, start)
    if isinstance(outcome, SpinRejected):
        assert flick < min_flick_speed(n)
        return
    assert 0 <= outcome.result < n
    assert 0.0 <= outcome.rest_angle < math.tau
    assert outcome.travel >= math.tau
    assert outcome.crossings >= n  # a full turn passes every boundary


@settings(max_examples=40, deadline=None)
@given(
    n=sectors,
    flick=st.floats(min_value=0.0, max_value=60.0),
    start=angles,
    seed=seeds,
    frames=st.lists(
        st.just(0.0) | st.floats(min_value=0.0005, max_value=0.05), min_size=1, max_size=50
    ),
)
def test_r8_1_hand_moves_forward_and_only_slows_down(
    n: int, flick: float, start: float, seed: int, frames: list[float]
) -> None:
    spinner = Spinner(n, angle=start)
    if not spinner.flick(flick, random.Random(seed)).accepted:
        return
    turned, crossings = 0.0, 0
    speed, angle = spinner.angular_velocity, spinner.angle
    i = 0
    while spinner.is_spinning:
        crossings += spinner.advance(frames[i % len(frames)] or 0.02)  # 0.0 stands for 20 ms
        i += 1
        step = (spinner.angle - angle) % math.tau
        assert step < math.pi  # forward, never back (a frame moves < half a turn)
        assert 0.0 <= spinner.angular_velocity <= speed
        turned += step
        speed, angle = spinner.angular_velocity, spinner.angle
    outcome = simulate(flick, random.Random(seed), n, start)
    assert isinstance(outcome, SpinOutcome)
    assert (spinner.result, crossings) == (outcome.result, outcome.crossings)
    assert turned == pytest.approx(outcome.travel, abs=1e-6)
