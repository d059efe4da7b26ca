"""Taking back a decision at the Parade: when the table allows it, and the game without it.

The same courtesy as the race's (game/race/rules/undo.py): a player may take back their
own last decision as long as nothing has been learnt since and nobody else has acted:

- another player has acted since: refused;
- a bot never takes anything back, and a finished game stands;
- a play is followed by a draw (P3.3): the card drawn is hidden from everyone until its
  owner looks at it. The table keeps the new card face down while the play may still be
  taken back; once the owner has seen it (`card_seen`), the play stands. (The deck's
  order is fixed by the setup, so a play taken back and replaced draws the same card:
  nothing else could be learnt.)
- the last secret discard reveals every discard (P6.1, P9.3) and ends the game: it
  stands. An earlier discard may be taken back until the next player has chosen.

The engine keeps no history: `undoable` replays the record up to its last action and
applies that action once more to see what it brought to light; `take_back` returns the
record without it, and `records.replay` rebuilds the state from the shorter record.
"""

from __future__ import annotations

from enum import StrEnum

from game.parade.rules import events as ev
from game.parade.rules.actions import Play
from game.parade.rules.records import GameRecord
from game.parade.rules.state import GameState
from game.shell import undo as shared
from game.shell.undo import UndoVerdict


class Refusal(StrEnum):
    """Why the last action cannot be taken back."""

    NOTHING = "nothing to take back"
    OTHER_PLAYER = "another player has acted since"
    BOT = "a bot does not take its moves back"
    CARD_SEEN = "the card drawn since has been seen"
    REVEALED = "the discards have been revealed"
    GAME_OVER = "the game is over"


def state_before_last(record: GameRecord) -> GameState:
    """The game as it stood just before the record's last action (quiet replay)."""
    return shared.state_before_last(GameState, record)


def last_actor(record: GameRecord) -> int | None:
    """Who made the record's last action (None: no action yet)."""
    return shared.last_actor(GameState, record)


def drew_a_card(record: GameRecord) -> bool:
    """True when the record's last action ended with its player drawing a card."""
    if not record.actions:
        return False
    before = state_before_last(record)
    return any(isinstance(e, ev.CardDrawn) for e in before.apply(record.actions[-1]))


def undoable(record: GameRecord, player: int, card_seen: bool = False) -> UndoVerdict:
    """Whether `player` may take back the record's last action now; `card_seen`: the
    player has looked at the card that action drew."""
    keep = len(record.actions) - 1
    if keep < 0:
        return UndoVerdict(False, Refusal.NOTHING, 0)
    before = state_before_last(record)
    if before.turn != player:
        return UndoVerdict(False, Refusal.OTHER_PLAYER, keep + 1)
    if record.setup.seats[player].controller.startswith("bot:"):
        return UndoVerdict(False, Refusal.BOT, keep + 1)
    last = record.actions[-1]
    events = before.apply(last)
    for e in events:
        if isinstance(e, ev.GameEnded):
            return UndoVerdict(False, Refusal.GAME_OVER, keep + 1)
        if isinstance(e, ev.DiscardsRevealed):
            return UndoVerdict(False, Refusal.REVEALED, keep + 1)
    if isinstance(last, Play) and card_seen and any(isinstance(e, ev.CardDrawn)
                                                    for e in events):
        return UndoVerdict(False, Refusal.CARD_SEEN, keep + 1)
    return UndoVerdict(True, None, keep)


def take_back(record: GameRecord, player: int, card_seen: bool = False) -> GameRecord:
    """The record without `player`'s last decision; ValueError when it cannot be taken
    back (the verdict's reason)."""
    verdict = undoable(record, player, card_seen)
    if not verdict.allowed:
        raise ValueError(str(verdict.refusal))
    return GameRecord(record.setup, list(record.actions[:verdict.keep]))
