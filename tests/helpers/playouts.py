"""Whole games played by random legal moves: the one loop every game's record tests use."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any


def random_playout(start: Callable[[Any], tuple[Any, Any]], record_of: Callable[[Any], Any],
                   setup: Any, rng: random.Random, report: bool = True) -> tuple[Any, Any]:
    """Play `setup` to its end, each move drawn by `rng` from the legal ones.

    `start` is the game's `GameState.start`, `record_of` its `GameRecord`; `report=False`
    applies the moves without their events (as the quick record builders do). Returns
    (the record of every move, the end state).
    """
    state, _ = start(setup)
    record = record_of(setup)
    quiet = {} if report else {"report": False}
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        state.apply(action, **quiet)
        record.actions.append(action)
    return record, state


def random_moves(state: Any, rng: random.Random, steps: int) -> None:
    """Apply up to `steps` moves to `state`, each drawn by `rng` from the legal ones
    (fewer if the game ends first)."""
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))


def replays_alike(replay: Callable[[Any], Any], to_json: Callable[[Any], Any],
                  from_json: Callable[[Any], Any], view_for: Callable[[Any, int], Any],
                  record: Any, end: Any, players: int) -> bool:
    """The record, through its JSON and back, replays to an end every seat sees as `end`."""
    again = replay(from_json(to_json(record)))
    return all(view_for(again, p) == view_for(end, p) for p in range(players))


def play(state: Any, *actions: Any) -> list[Any]:
    """Apply actions in order and return all their events."""
    events: list[Any] = []
    for action in actions:
        events.extend(state.apply(action))
    return events


def of_type(events: list[Any], kind: type) -> list:
    """The events of one kind, in order."""
    return [e for e in events if isinstance(e, kind)]


def assert_refused(state: Any, action: Any, illegal: type[Exception],
                   view_for: Callable[[Any, int], Any], players: int) -> None:
    """`state.apply(action)` raises `illegal` with a reason, and no seat's view changes."""
    before = [view_for(state, p) for p in range(players)]
    try:
        state.apply(action)
    except illegal as e:
        assert str(e), f"{action} was refused without a reason"
    else:
        raise AssertionError(f"{action} was accepted")
    assert [view_for(state, p) for p in range(players)] == before
