"""Shared helpers for the bot tests: cheap bots and real positions with their full state."""

from __future__ import annotations

import random
from functools import partial

from game.parade.ai.bot import Bot
from game.parade.ai.easy import EasyBot
from game.parade.ai.medium import MediumBot
from game.parade.ai.random_bot import RandomBot
from game.parade.ai.registry import BOT_FACTORIES
from game.parade.ai.search import ExpertBot, FlatMonteCarloBot, HardBot
from game.parade.rules.setup import Options, deal, default_seats
from game.parade.rules.state import GameState
from game.parade.rules.views import PlayerView, view_for
from game.table.levels import level_table
from tests.helpers.bots import one_of_each


def cheap_bots() -> dict[str, Bot]:
    """Every level; Hard and Expert with tiny budgets so that soaks stay fast. The budgets
    change how well they play, not which code paths run."""
    return one_of_each(level_table(
        RandomBot, EasyBot, MediumBot, partial(HardBot, iterations=8, discard_samples=2),
        partial(ExpertBot, iterations=12, discard_samples=4),
        **{"expert-flat": partial(FlatMonteCarloBot, samples=2, discard_samples=4)}))


def full_bots() -> dict[str, Bot]:
    return one_of_each(BOT_FACTORIES)


def real_positions(games: int, seed: int, options: Options | None = None,
                   ) -> list[tuple[GameState, PlayerView]]:
    """Decisions with 2+ legal actions from Medium self-play games (2-6 players), card
    plays and final discards, each with the full state."""
    rng = random.Random(seed)
    medium = MediumBot()
    found: list[tuple[GameState, PlayerView]] = []
    for g in range(games):
        n = 2 + g % 5
        state, _ = GameState.start(deal(default_seats(n), random.Random(rng.getrandbits(64)),
                                        options))
        while not state.is_over:
            view = view_for(state, state.turn)
            if len(view.legal_actions) > 1:
                found.append((state.clone(), view))
            state.apply(medium.choose(view, rng), report=False)
    return found
