"""What every game's undo shares (pure: no pygame): the verdict, and the game as it stood
before the record's last action.

The engines keep no history, so a game's `rules/undo.py` replays its record without the
last action to see who made it and what it revealed; the refusals themselves (a spin, a
card seen, the discards revealed...) are each game's own `Refusal` enum.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol, TypeVar


class _Record(Protocol):
    setup: Any
    actions: Any


S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class UndoVerdict:
    allowed: bool
    refusal: StrEnum | None
    """The game's own reason (its `Refusal`); None when allowed."""
    keep: int
    """How many recorded actions stand once the last one is taken back."""


def state_before_last(state_type: type[S], record: _Record) -> S:
    """The game as it stood just before the record's last action (quiet replay);
    `state_type` is the game's `GameState` (`start(setup)`, `apply(action, report=)`)."""
    state, _ = state_type.start(record.setup)  # type: ignore[attr-defined]
    for action in record.actions[:-1]:
        state.apply(action, report=False)
    return state


def last_actor(state_type: type, record: _Record) -> int | None:
    """Who made the record's last action (None: no action yet)."""
    if not record.actions:
        return None
    return state_before_last(state_type, record).turn
