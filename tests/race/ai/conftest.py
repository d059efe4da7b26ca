"""Shared helpers for the bot tests: a fixed board, cheap bots and real positions."""

from __future__ import annotations

import random
from functools import partial

import pytest

from game.race.ai.bot import Bot
from game.race.ai.easy import EasyBot
from game.race.ai.medium import MediumBot
from game.race.ai.random_bot import RandomBot
from game.race.ai.registry import BOT_FACTORIES
from game.race.ai.search import ExpertBot, HardBot
from game.race.rules.board import Board
from game.race.rules.setup import Variants, deal, default_seats
from game.race.rules.state import GameState
from game.race.rules.views import PlayerView, view_for
from game.table.levels import level_table
from tests.helpers.bots import one_of_each

BOARD_SPEC = "T2 P1 S2 G3 P1 C2 H1 P3 S1 G2 P3 H2 C1 P2 G1 P3 S2 P1"


def cheap_bots() -> dict[str, Bot]:
    """Every level; Hard and Expert with tiny budgets so that soaks stay fast in CI.

    The budgets change how well they play, not which code paths run.
    """
    return one_of_each(level_table(RandomBot, EasyBot, MediumBot,
                                   partial(HardBot, samples=1, rounds=0),
                                   partial(ExpertBot, samples=1, rounds=0)))


def full_bots() -> dict[str, Bot]:
    return one_of_each(BOT_FACTORIES)


@pytest.fixture(scope="session")
def board() -> Board:
    return Board.from_spec(BOARD_SPEC)


def real_positions(board: Board, games: int, seed: int,
                   variants: Variants | None = None) -> list[tuple[GameState, PlayerView]]:
    """Decision points (2+ legal actions) of Medium self-play games, with the full state."""
    rng = random.Random(seed)
    medium = MediumBot()
    found: list[tuple[GameState, PlayerView]] = []
    for g in range(games):
        n = 2 + g % 3
        setup = deal(board, default_seats(n), random.Random(rng.getrandbits(64)),
                     variants or Variants())
        state, _ = GameState.start(setup)
        while not state.is_over:
            if state.is_chance:
                state.apply(state.sample_spin(rng), report=False)
                continue
            view = view_for(state, state.turn)
            if len(view.legal_actions) > 1:
                found.append((state.clone(), view))
            state.apply(medium.choose(view, rng), report=False)
    return found
