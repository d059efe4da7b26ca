"""The soak: 10,000 random games with every invariant checked after every action."""

from __future__ import annotations

import os
import random

from game.parade.rules.events import Trigger
from game.parade.rules.setup import Options, deal, default_seats
from game.parade.rules.state import GameState
from tests.parade.rules.invariants import check_invariants

SOAK_GAMES = int(os.environ.get("SOAK_GAMES", "10000"))
MAX_ACTIONS = 100


def test_soak_random_games_keep_every_invariant_and_end() -> None:
    rng = random.Random(20260301)
    triggers = dict.fromkeys(Trigger, 0)
    for game in range(SOAK_GAMES):
        players = 2 + game % 5
        options = Options(two_player_majority=game % 3 != 0)
        state, _ = GameState.start(deal(default_seats(players), rng, options))
        check_invariants(state)
        for _ in range(MAX_ACTIONS):
            if state.is_over:
                break
            actions = state.legal_actions()
            state.apply(actions[int(rng.random() * len(actions))], report=False)
            check_invariants(state)
        assert state.is_over, f"game {game} did not end within {MAX_ACTIONS} actions"
        assert state.trigger is not None
        triggers[state.trigger] += 1
        assert sorted(p.place for p in state.standings())[0] == 1
    assert all(count > 0 for count in triggers.values()) or SOAK_GAMES < 1000, triggers
