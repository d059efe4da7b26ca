"""What every game's undo shares (pure: no pygame): the verdict, and the game as it stood
before the record's last action.

The engines keep no history, so a game's `rules/undo.py` replays its record without the
last action to see who made it and what it revealed. The courtesy every game shares
(nothing to take back, another player has acted since, a bot never takes back) is
`verdict`; the refusals themselves (a spin, a card seen, the discards revealed...) are
each game's own `Refusal` enum, and what an action reveals is each game's own check.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol, TypeVar


class _Record(Protocol):
    setup: Any
    actions: Any


S = TypeVar("S")
R = TypeVar("R", bound=_Record)


COURTESY: dict[str, str] = {
    "NOTHING": "nothing to take back",
    "OTHER_PLAYER": "another player has acted since",
    "BOT": "a bot does not take its moves back",
    "GAME_OVER": "the game is over",
}
"""The reasons every game's undo gives (`verdict` uses the first three)."""


def refusals(module: str, **own: str) -> type[StrEnum]:
    """A game's `Refusal` enum (why the last action cannot be taken back): the reasons
    every game shares (`COURTESY`), then the game's own (``NAME="words"``)."""
    return StrEnum("Refusal", {**COURTESY, **own}, module=module)  # type: ignore[return-value]


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


def verdict(state_type: type, record: _Record, player: int, refusals: Any,
            revealed: Callable[[Any, Any], StrEnum | None]) -> UndoVerdict:
    """Whether `player` may take back the record's last action now: the courtesy every
    game shares, then the game's own check.

    Refused when there is nothing to take back (`refusals.NOTHING`), when someone else made
    the last action (`refusals.OTHER_PLAYER`), or when the seat is a bot's
    (`refusals.BOT`: a bot never takes anything back); otherwise `revealed(before, last)`,
    given the game as it stood before the last action, says what that action brought to
    light that cannot be unseen (the game's own refusal), or None.
    """
    keep = len(record.actions) - 1
    if keep < 0:
        return UndoVerdict(False, refusals.NOTHING, 0)
    before = state_before_last(state_type, record)
    if before.turn != player:
        return UndoVerdict(False, refusals.OTHER_PLAYER, keep + 1)
    if record.setup.seats[player].controller.startswith("bot:"):
        return UndoVerdict(False, refusals.BOT, keep + 1)
    refusal = revealed(before, record.actions[-1])
    if refusal is not None:
        return UndoVerdict(False, refusal, keep + 1)
    return UndoVerdict(True, None, keep)


def without_last(record: R, answer: UndoVerdict) -> R:
    """The record without the decision `answer` allows to take back (a record of the same
    type: `type(record)(setup, actions)`); ValueError with the refusal otherwise."""
    if not answer.allowed:
        raise ValueError(str(answer.refusal))
    return type(record)(record.setup, list(record.actions[:answer.keep]))  # type: ignore[call-arg]
