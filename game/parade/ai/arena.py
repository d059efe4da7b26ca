"""The headless match loop shared by the sim command, the soak tests and the strength table."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.parade.ai.bot import Bot
from game.parade.rules import events as ev
from game.parade.rules.events import Trigger
from game.parade.rules.ranking import Standing
from game.parade.rules.setup import GameSetup
from game.parade.rules.state import GameState
from game.parade.rules.views import view_for

ActionHook = Callable[[GameState, list[ev.Event]], None]


@dataclass(frozen=True, slots=True)
class GameResult:
    standings: tuple[Standing, ...]
    trigger: Trigger
    turns: int
    """Cards played in the game (the discards not counted)."""


def play_game(
    setup: GameSetup,
    bots: Sequence[Bot],
    rng: random.Random,
    after_action: ActionHook | None = None,
) -> GameResult:
    """Play `setup` to the end, seat i decided by `bots[i]` from its own view.

    Each seat gets its own RNG derived from `rng`, so one seat's thinking cannot change
    another's luck; `after_action` sees the state and events after every action (soaks).
    """
    seat_rngs = [random.Random(rng.getrandbits(64)) for _ in bots]
    state, _ = GameState.start(setup)
    report = after_action is not None
    while not state.is_over:
        p = state.turn
        action = bots[p].choose(view_for(state, p), seat_rngs[p])
        events = state.apply(action, report=report)
        if after_action is not None:
            after_action(state, events)
    assert state.trigger is not None  # every game ends through the last round
    return GameResult(tuple(state.standings()), state.trigger, len(state.played))
