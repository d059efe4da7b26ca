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

from functools import partial

from game.parade.rules import events as ev
from game.parade.rules.actions import Action, Play
from game.parade.rules.records import GameRecord
from game.parade.rules.state import GameState
from game.shell import undo as shared
from game.shell.undo import UndoVerdict

Refusal = shared.refusals(
    __name__,
    CARD_SEEN="the card drawn since has been seen",
    REVEALED="the discards have been revealed",
)
"""Why the last action cannot be taken back: the shared courtesy's reasons (nothing to
take back, another player has acted since, a bot, the game is over), then the Parade's."""


state_before_last = partial(shared.state_before_last, GameState)
"""The game as it stood just before the record's last action (quiet replay)."""
last_actor = partial(shared.last_actor, GameState)
"""Who made the record's last action (None: no action yet)."""


def drew_a_card(record: GameRecord) -> bool:
    """True when the record's last action ended with its player drawing a card."""
    if not record.actions:
        return False
    before = state_before_last(record)
    return any(isinstance(e, ev.CardDrawn) for e in before.apply(record.actions[-1]))


def undoable(record: GameRecord, player: int, card_seen: bool = False) -> UndoVerdict:
    """Whether `player` may take back the record's last action now; `card_seen`: the
    player has looked at the card that action drew."""

    def revealed(before: GameState, last: Action) -> Refusal | None:
        events = before.apply(last)
        for e in events:
            if isinstance(e, ev.GameEnded):
                return Refusal.GAME_OVER
            if isinstance(e, ev.DiscardsRevealed):
                return Refusal.REVEALED
        if isinstance(last, Play) and card_seen and any(isinstance(e, ev.CardDrawn)
                                                        for e in events):
            return Refusal.CARD_SEEN
        return None

    return shared.verdict(GameState, record, player, Refusal, revealed)


def take_back(record: GameRecord, player: int, card_seen: bool = False) -> GameRecord:
    """The record without `player`'s last decision; ValueError when it cannot be taken
    back (the verdict's reason)."""
    return shared.without_last(record, undoable(record, player, card_seen))
