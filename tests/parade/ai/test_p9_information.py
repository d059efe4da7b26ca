"""Bots decide from their view alone (P9): hidden cards and the pile order cannot matter."""

from __future__ import annotations

import random

import pytest

from game.parade.ai.registry import BOT_FACTORIES
from game.parade.rules.actions import Phase
from game.parade.rules.state import GameState
from game.parade.rules.views import PlayerView, sample_state, view_for
from tests.parade.ai.conftest import full_bots, real_positions


@pytest.fixture(scope="module")
def positions() -> list[tuple[GameState, PlayerView]]:
    found = real_positions(games=10, seed=11)
    plays = [p for p in found if p[1].phase is Phase.PLAY][::15][:8]
    discards = [p for p in found if p[1].phase is Phase.DISCARD][:4]
    return plays + discards


@pytest.mark.parametrize("level", sorted(BOT_FACTORIES))
def test_P9_2_bot_ignores_other_hands_and_the_pile_order(
    positions: list[tuple[GameState, PlayerView]], level: str
) -> None:
    """Two tables that differ only in hidden cards (other hands, the pile order) look the
    same from the seat, so every level makes the same decision on both."""
    bot = full_bots()[level]
    differed = 0
    for i, (state, view) in enumerate(positions):
        other_table = sample_state(view, random.Random(1000 + i))  # a different hidden deal
        differed += (other_table.hands, other_table.pile) != (state.hands, state.pile)
        other_view = view_for(other_table, view.viewer)
        assert other_view == view
        assert bot.choose(view, random.Random(i)) == bot.choose(other_view, random.Random(i))
    assert differed >= len(positions) - 1  # the hidden parts really were different
