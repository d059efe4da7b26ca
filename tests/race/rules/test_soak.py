"""The soak: thousands of random games with every invariant checked after every action."""

from __future__ import annotations

import os
import random

from game.race.rules.setup import Variants, deal, default_seats
from game.race.rules.state import GameState
from tests.race.rules.invariants import check_invariants
from tests.race.rules.scenario import BOARD

SOAK_GAMES = int(os.environ.get("SOAK_GAMES", "10000"))
MAX_ACTIONS = 2000


def test_soak_random_games_keep_every_invariant_and_end() -> None:
    rng = random.Random(20261125)
    endings = 0
    for game in range(SOAK_GAMES):
        players = 2 + game % 3
        variants = Variants(kids=game % 5 == 0, open_hands=game % 7 == 0,
                            climb_out=game % 4 == 1)
        state, _ = GameState.start(deal(BOARD, default_seats(players), rng, variants))
        left_start = [False] * players
        for _ in range(MAX_ACTIONS):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()), report=False)
            check_invariants(state, left_start)
        assert state.is_over, f"game {game} did not end within {MAX_ACTIONS} actions"
        assert [len(p) for p in state.played] == [11] * players, f"game {game}"
        endings += 1
    assert endings == SOAK_GAMES
