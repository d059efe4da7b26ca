"""The averaged travel model behind R8.3's random extra travel and R6.6's threshold."""

from __future__ import annotations

import math

import pytest

from game.race.physics import SpinnerConfig
from game.race.physics.travel import TravelModel, launch_speed


def _simpson(model: TravelModel, speed: float, intervals: int = 20_000) -> float:
    def f(v: float) -> float:
        return v / (model.c + model.k * v + model.beta * v * v)

    h = speed / intervals
    total = f(0.0) + f(speed)
    for i in range(1, intervals):
        total += (4 if i % 2 else 2) * f(i * h)
    return total * h / 3


@pytest.mark.parametrize(
    "model",
    [
        TravelModel.of(SpinnerConfig(), 20),  # the default law (complex roots)
        TravelModel(0.5, 2.0, 0.1),  # real roots
        TravelModel(1.0, 2.0, 1.0),  # double root
        TravelModel(1.5, 0.3, 0.0),  # no flapper
    ],
)
@pytest.mark.parametrize("speed", [0.5, 7.0, 36.0])
def test_travel_matches_numerical_integral(model: TravelModel, speed: float) -> None:
    assert model.travel(speed) == pytest.approx(_simpson(model, speed), rel=1e-9)


@pytest.mark.parametrize("travel", [0.01, 1.0, math.tau, 40.0, 300.0])
def test_speed_for_travel_inverts_travel(travel: float) -> None:
    model = TravelModel.of(SpinnerConfig(), 20)
    assert model.travel(model.speed_for_travel(travel)) == pytest.approx(travel, rel=1e-11)
    assert model.travel(model.speed_for_travel(travel, guess=0.1)) == pytest.approx(travel)


def test_r8_3_extra_travel_is_one_uniform_turn() -> None:
    config = SpinnerConfig()
    model = TravelModel.of(config, 20)
    base = model.travel(10.0)
    for u in (0.0, 0.25, 0.5, 0.999):
        extra = model.travel(launch_speed(config, 20, 10.0, u)) - base
        assert extra == pytest.approx(math.tau * u, abs=1e-9)
