"""The spinner model: R6.6/R8.2 (weak flicks), R8.4 (frame rate), R8.1 (durations), and the
promise that the animated and headless paths agree exactly."""

from __future__ import annotations

import math
import random
import statistics

import pytest

from game.race import physics
from game.race.physics import (
    DEFAULT_CONFIG,
    Spinner,
    SpinOutcome,
    SpinRejected,
    bot_flick,
    flick_range,
    simulate,
    spin_result,
    would_make_full_turn,
)

SECTORS = 20


class _ZeroRandom(random.Random):
    """An RNG whose draws are all 0.0: the least extra travel a spin can get."""

    def random(self) -> float:
        return 0.0


def _animate(spinner: Spinner, dt_rng: random.Random | None, fixed_dt: float = 1 / 60) -> int:
    """Run a spin to rest by frames of `fixed_dt`, or of random length if `dt_rng` is given;
    returns the crossings reported."""
    crossings = 0
    frames = 0
    while spinner.is_spinning:
        dt = dt_rng.uniform(0.001, 0.05) if dt_rng is not None else fixed_dt
        crossings += spinner.advance(dt)
        frames += 1
        assert frames < 100_000
    return crossings


# -- R8.4: the result does not depend on the frame rate ---------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_r8_4_same_result_at_any_frame_rate(seed: int) -> None:
    flick = random.Random(seed).uniform(*flick_range(SECTORS))
    start = random.Random(seed + 100).uniform(0.0, math.tau)
    runs = []
    for fps in (30, 60, 144, None):
        spinner = Spinner(SECTORS, angle=start)
        started = spinner.flick(flick, random.Random(seed))
        assert isinstance(started, physics.SpinStarted)
        dt_rng = random.Random(seed + 1000) if fps is None else None
        crossings = _animate(spinner, dt_rng, 1 / fps if fps else 0.0)
        runs.append((spinner.result, spinner.angle, crossings, spinner.elapsed))
    headless = simulate(flick, random.Random(seed), SECTORS, start)
    assert isinstance(headless, SpinOutcome)
    for result, angle, crossings, elapsed in runs:
        assert result == headless.result
        assert angle == headless.rest_angle  # bit for bit
        assert crossings == headless.crossings
        assert elapsed == pytest.approx(headless.duration, abs=1e-9)


def test_r8_4_chain_of_spins_matches_headless_chain() -> None:
    rng_ui, rng_sim = random.Random(42), random.Random(42)
    spinner = Spinner(17)
    angle = 0.0
    for i in range(30):
        flick = 7.0 + i
        spinner.flick(flick, rng_ui)
        _animate(spinner, random.Random(i))
        outcome = simulate(flick, rng_sim, 17, angle)
        assert isinstance(outcome, SpinOutcome)
        assert (spinner.result, spinner.angle) == (outcome.result, outcome.rest_angle)
        angle = outcome.rest_angle


def test_finish_skips_the_animation_with_the_same_result() -> None:
    spinner = Spinner(SECTORS, angle=1.0)
    spinner.flick(20.0, random.Random(5))
    spinner.advance(0.5)
    spinner.finish()
    assert spinner.result == spin_result(20.0, random.Random(5), SECTORS, 1.0)


def test_result_is_the_sector_under_the_resting_hand() -> None:
    rng = random.Random(3)
    for _ in range(200):
        outcome = simulate(bot_flick(rng, SECTORS), rng, SECTORS, rng.uniform(0, 7))
        assert isinstance(outcome, SpinOutcome)
        assert outcome.result == physics.sector_at(outcome.rest_angle, SECTORS)
        width = math.tau / SECTORS
        offset = (outcome.rest_angle - outcome.result * width + math.pi) % math.tau - math.pi
        assert -width / 2 <= offset < width / 2


# -- R6.6 / R8.2: weak flicks are rejected and cost nothing ------------------------------


@pytest.mark.parametrize("flick", [0.0, -12.0, math.nan, 1.0])
def test_r8_2_weak_or_backward_flick_is_rejected(flick: float) -> None:
    rng = random.Random(1)
    state = rng.getstate()
    spinner = Spinner(SECTORS, angle=0.7)
    outcome = spinner.flick(flick, rng)
    assert isinstance(outcome, SpinRejected)
    assert not outcome.accepted and not spinner.is_spinning
    assert rng.getstate() == state  # R6.6: the rejected spin costs nothing, not even a draw
    assert spinner.angle == 0.7
    assert isinstance(simulate(flick, rng, SECTORS), SpinRejected)
    with pytest.raises(ValueError):
        spin_result(flick, rng, SECTORS)


def test_r6_6_threshold_is_sharp() -> None:
    minimum = physics.min_flick_speed(SECTORS)
    assert not would_make_full_turn(minimum * 0.999, SECTORS)
    assert would_make_full_turn(minimum, SECTORS)
    assert isinstance(simulate(minimum * 0.999, random.Random(0), SECTORS), SpinRejected)


@pytest.mark.parametrize("sectors", [8, 16, 20, 40])
def test_r6_6_every_accepted_spin_turns_at_least_once(sectors: int) -> None:
    minimum = physics.min_flick_speed(sectors)
    rng = random.Random(sectors)
    for i in range(600):
        flick = minimum * (1.0 + 0.02 * rng.random()) if i % 2 else minimum
        draws = _ZeroRandom() if i % 3 == 0 else rng  # the worst case: no extra travel
        outcome = simulate(flick, draws, sectors, rng.uniform(0.0, math.tau))
        assert isinstance(outcome, SpinOutcome)
        assert outcome.travel >= math.tau, (flick, outcome)


def test_r8_2_bot_flicks_are_always_valid() -> None:
    rng = random.Random(8_2)
    low, high = flick_range(SECTORS)
    for _ in range(1000):
        flick = bot_flick(rng, SECTORS)
        assert low <= flick <= high
        assert would_make_full_turn(flick, SECTORS)


def test_flicks_are_clamped_to_the_maximum() -> None:
    fast = simulate(1e9, random.Random(4), SECTORS)
    capped = simulate(DEFAULT_CONFIG.max_flick_speed, random.Random(4), SECTORS)
    assert fast == capped


# -- R8.1: it feels like a prize wheel ---------------------------------------------------


def test_r8_1_typical_spin_lasts_two_and_a_half_to_five_seconds() -> None:
    rng = random.Random(81)
    durations = sorted(
        o.duration
        for o in (simulate(bot_flick(rng, SECTORS), rng, SECTORS) for _ in range(1000))
        if isinstance(o, SpinOutcome)
    )
    assert 2.5 <= statistics.median(durations) <= 5.0
    assert durations[0] >= 2.0 and durations[-1] <= 6.0


@pytest.mark.parametrize("flick", [flick_range(SECTORS)[0], 15.0, flick_range(SECTORS)[1]])
def test_r8_1_median_duration_in_range_for_each_strength(flick: float) -> None:
    rng = random.Random(7)
    durations = [simulate(flick, rng, SECTORS).duration for _ in range(200)]  # type: ignore[union-attr]
    assert 2.5 <= statistics.median(durations) <= 5.0


def test_r8_1_strong_flick_turns_several_times() -> None:
    outcome = simulate(DEFAULT_CONFIG.max_flick_speed, random.Random(0), SECTORS)
    assert isinstance(outcome, SpinOutcome)
    assert outcome.travel >= 5 * math.tau


# -- the model's small contracts ---------------------------------------------------------


def test_spinner_refuses_misuse() -> None:
    spinner = Spinner(SECTORS)
    assert spinner.result is None and spinner.advance(1.0) == 0
    spinner.flick(20.0, random.Random(0))
    assert spinner.advance(0.0) == 0 and spinner.angle == 0.0  # a stalled frame
    with pytest.raises(RuntimeError):
        spinner.flick(20.0, random.Random(0))
    with pytest.raises(RuntimeError):
        spinner.set_angle(1.0)
    with pytest.raises(ValueError):
        spinner.advance(-0.1)
    with pytest.raises(ValueError):
        Spinner(7)
    with pytest.raises(ValueError):
        physics.SpinnerConfig(coulomb=0.0)


def test_display_angle_runs_ahead_smoothly_between_steps() -> None:
    spinner = Spinner(SECTORS)
    spinner.flick(20.0, random.Random(0))
    spinner.advance(0.1)
    before = spinner.angle
    spinner.advance(DEFAULT_CONFIG.step * 0.5)  # not enough for a fixed step
    assert spinner.angle == before
    ahead = (spinner.display_angle - before) % math.tau
    assert 0.0 < ahead < spinner.angular_velocity * DEFAULT_CONFIG.step


def test_hand_rests_where_it_stopped_and_next_spin_starts_there() -> None:
    spinner = Spinner(SECTORS, angle=2.0)
    spinner.flick(12.0, random.Random(9))
    spinner.finish()
    rest = spinner.angle
    assert not spinner.is_spinning and spinner.angular_velocity == 0.0
    assert spinner.sector == spinner.result
    spinner.flick(12.0, random.Random(10))
    spinner.finish()
    assert spinner.angle == simulate(12.0, random.Random(10), SECTORS, rest).rest_angle  # type: ignore[union-attr]
