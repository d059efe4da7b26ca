"""Previews come from the engine: the same path as the real move, nothing hidden shown."""

from __future__ import annotations

import random

from game.race.ai.random_bot import RandomBot
from game.race.rules import events as ev
from game.race.rules.actions import Decision
from game.race.rules.preview import landings, preview
from game.race.rules.setup import deal, default_seats
from game.race.rules.state import GameState
from game.race.rules.views import view_for


def _games(board, n: int = 6):
    for seed in range(n):
        rng = random.Random(seed)
        state, _ = GameState.start(deal(board, default_seats(4), rng))
        bot = RandomBot()
        while not state.is_over:
            yield state, rng
            action = (state.sample_spin(rng) if state.is_chance
                      else bot.choose(view_for(state, state.turn), rng))
            state.apply(action)


def test_preview_matches_the_move_and_leaves_the_state_alone(level) -> None:
    checked = 0
    for state, _rng in _games(level.board):
        if state.decision is not Decision.CARD:
            continue
        for action in state.legal_actions():
            before = state.clone()
            got = preview(state, action)
            assert got is not None
            assert state.positions == before.positions and state.hands == before.hands
            events = state.clone().apply(action)
            stepped = tuple(e.space for e in events if isinstance(e, ev.Stepped)
                            and e.player == state.turn)
            assert got.path == stepped[:len(got.path)]
            assert not any(isinstance(e, ev.CardDrawn | ev.DisplayChanged | ev.CookieTaken)
                           for e in got.events)
            checked += 1
    assert checked > 100


def test_a_joker_or_a_plus_one_shows_every_landing(level) -> None:
    for state, _rng in _games(level.board):
        if state.decision is Decision.BOOST:
            assert len(landings(state, state.legal_actions()[0])) == 1
            return
    raise AssertionError("no +1 decision met")
