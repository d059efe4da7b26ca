"""The headless match loop shared by `sim`, the soak tests and the bot strength tables."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.race.ai.bot import Bot
from game.race.rules import events as ev
from game.race.rules.ranking import Standing, standings
from game.race.rules.setup import GameSetup
from game.race.rules.state import GameState
from game.race.rules.views import view_for

EventHook = Callable[[GameState, list[ev.Event]], None]


@dataclass(frozen=True, slots=True)
class GameResult:
    standings: tuple[Standing, ...]
    events: tuple[ev.Event, ...]
    actions: int


def play_game(
    setup: GameSetup,
    bots: Sequence[Bot],
    rng: random.Random,
    after_action: EventHook | None = None,
    keep_events: bool = False,
) -> GameResult:
    """Play `setup` to the end: seat i is decided by `bots[i]`, spins drawn from `rng`.

    Each bot gets its own RNG derived from `rng`, so one seat's thinking cannot change
    another's luck; `after_action` sees the state after every action (used by soaks).
    """
    bot_rngs = [random.Random(rng.getrandbits(64)) for _ in bots]
    state, start_events = GameState.start(setup)
    log: list[ev.Event] = list(start_events) if keep_events else []
    report = keep_events or after_action is not None
    actions = 0
    while not state.is_over:
        if state.is_chance:
            action = state.sample_spin(rng)
        else:
            p = state.turn
            action = bots[p].choose(view_for(state, p), bot_rngs[p])
        events = state.apply(action, report=report)
        actions += 1
        if keep_events:
            log.extend(events)
        if after_action is not None:
            after_action(state, events)
    return GameResult(tuple(standings(state)), tuple(log), actions)
