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

from functools import partial

from game.race.rules import events as ev
from game.race.rules.actions import Action, CookieSource, Spin
from game.race.rules.records import GameRecord
from game.race.rules.state import GameState
from game.shell import undo as shared
from game.shell.undo import UndoVerdict

Refusal = shared.refusals(
    __name__,
    SPIN="the spinner has spun since",
    CARD_DRAWN="a card has been drawn since",
    COOKIE_REVEALED="a cookie has been turned face up since",
)
"""Why the last action cannot be taken back: the shared courtesy's reasons (nothing to
take back, another player has acted since, a bot, the game is over), then the race's."""


state_before_last = partial(shared.state_before_last, GameState)
"""The game as it stood just before the record's last action (quiet replay)."""
last_actor = partial(shared.last_actor, GameState)
"""Who made the record's last action (None: no action yet)."""


def _revealed(before: GameState, last: Action) -> Refusal | None:
    """What `last`, applied to the game as it stood `before`, brought to light that cannot
    be unseen, if anything (applies it to `before`)."""
    if isinstance(last, Spin):
        return Refusal.SPIN
    for e in before.apply(last):
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
    return shared.verdict(GameState, record, player, Refusal, _revealed)


def take_back(record: GameRecord, player: int) -> GameRecord:
    """The record without `player`'s last decision; ValueError when it cannot be taken
    back (the verdict's reason)."""
    return shared.without_last(record, undoable(record, player))
