"""The win-rate interval every game's sim report prints."""

from __future__ import annotations

import pytest

from game.shell.stats import wilson_interval


def test_wilson_interval_is_honest_at_the_edges() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(0, 100)
    assert low == 0.0 and 0.02 < high < 0.05
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.404, abs=1e-3) and high == pytest.approx(0.596, abs=1e-3)


@pytest.mark.parametrize("games", [1, 3, 6, 7, 12, 49, 100])
def test_wilson_interval_always_holds_the_observed_rate(games: int) -> None:
    for wins in range(games + 1):
        low, high = wilson_interval(wins, games)
        assert 0.0 <= low <= wins / games <= high <= 1.0
