"""The same view and seed give the same decision, in a fresh bot and in a fresh game."""

from __future__ import annotations

import random

import pytest

from game.race.ai.arena import play_game
from game.race.ai.registry import BOT_FACTORIES, LEVELS, make_bot
from game.race.rules.board import Board
from game.race.rules.setup import deal, default_seats
from tests.race.ai.conftest import full_bots, real_positions


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard", "expert"])
def test_same_seed_same_decision(board: Board, level: str) -> None:
    positions = real_positions(board, games=3, seed=21)[::5]
    for i, (_, view) in enumerate(positions):
        first = full_bots()[level].choose(view, random.Random(i))
        again = full_bots()[level].choose(view, random.Random(i))
        assert first == again


def test_same_seed_same_game(board: Board) -> None:
    def game() -> tuple[object, ...]:
        setup = deal(board, default_seats(3), random.Random(5))
        bots = [make_bot("easy"), make_bot("medium"), make_bot("hard")]
        return play_game(setup, bots, random.Random(6), keep_events=True).events

    assert game() == game()


def test_levels_are_registered() -> None:
    assert LEVELS == ("easy", "medium", "hard", "expert")
    assert set(LEVELS) | {"random"} <= set(BOT_FACTORIES)
    for name in BOT_FACTORIES:
        assert make_bot(name).name == name
