"""Taking back a decision: when the rules of the table allow it, and the game without it.

A player may take back their last decision as long as nothing has been learnt since:
no spin (a chance outcome), no card drawn from a deck (a hidden card seen by its owner),
no cookie turned face up (a new display, or a face-down cookie taken), and no other
player has acted since. Bots never take anything back, and a finished game stands.

The engine keeps no history: `undoable` replays the record up to its last action and
applies that action once more to see what it revealed; `take_back` returns the record
without it, and `replay` (records) rebuilds the state from that shorter record. The
record therefore only ever holds what stands.
"""

from __future__ import annotations

from enum import StrEnum

from game.race.rules import events as ev
from game.race.rules.actions import CookieSource, Spin
from game.race.rules.records import GameRecord
from game.race.rules.state import GameState
from game.shell import undo as shared
from game.shell.undo import UndoVerdict


class Refusal(StrEnum):
    """Why the last action cannot be taken back."""

    NOTHING = "nothing to take back"
    OTHER_PLAYER = "another player has acted since"
    BOT = "a bot does not take its moves back"
    SPIN = "the spinner has spun since"
    CARD_DRAWN = "a card has been drawn since"
    COOKIE_REVEALED = "a cookie has been turned face up since"
    GAME_OVER = "the game is over"


def state_before_last(record: GameRecord) -> GameState:
    """The game as it stood just before the record's last action (quiet replay)."""
    return shared.state_before_last(GameState, record)


def last_actor(record: GameRecord) -> int | None:
    """Who made the record's last action (None: no action yet)."""
    return shared.last_actor(GameState, record)


def _revealed(events: list[ev.Event]) -> Refusal | None:
    """What an action brought to light that cannot be unseen, if anything."""
    for e in events:
        if isinstance(e, ev.Spun):
            return Refusal.SPIN
        if isinstance(e, ev.CardDrawn):
            return Refusal.CARD_DRAWN
        if isinstance(e, ev.CookieTaken) and e.source is CookieSource.STACK:
            return Refusal.COOKIE_REVEALED
        if isinstance(e, ev.DisplayChanged) and e.value is not None:
            return Refusal.COOKIE_REVEALED
        if isinstance(e, ev.GameEnded):
            return Refusal.GAME_OVER
    return None


def undoable(record: GameRecord, player: int) -> UndoVerdict:
    """Whether `player` may take back the record's last action now."""
    keep = len(record.actions) - 1
    if keep < 0:
        return UndoVerdict(False, Refusal.NOTHING, 0)
    before = state_before_last(record)
    if before.turn != player:
        return UndoVerdict(False, Refusal.OTHER_PLAYER, keep + 1)
    if record.setup.seats[player].controller.startswith("bot:"):
        return UndoVerdict(False, Refusal.BOT, keep + 1)
    last = record.actions[-1]
    if isinstance(last, Spin):
        return UndoVerdict(False, Refusal.SPIN, keep + 1)
    refusal = _revealed(before.apply(last))
    if refusal is not None:
        return UndoVerdict(False, refusal, keep + 1)
    return UndoVerdict(True, None, keep)


def take_back(record: GameRecord, player: int) -> GameRecord:
    """The record without `player`'s last decision; ValueError when it cannot be taken
    back (the verdict's reason)."""
    verdict = undoable(record, player)
    if not verdict.allowed:
        raise ValueError(str(verdict.refusal))
    return GameRecord(record.setup, list(record.actions[:verdict.keep]))
