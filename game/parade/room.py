"""What the Parade keeps in the app while it runs: only its saves."""

from __future__ import annotations

from game.parade.saving import ParadeRecords
from game.shell.saves import SaveStore, store_of

GAME_ID = "parade"


def saves(app) -> SaveStore | None:
    """The game's autosave and replays (None when the app saves nothing, as in tests)."""
    return store_of(app, GAME_ID, records_book)


def records_book(app) -> ParadeRecords:
    """How the game's records are read, written and checked (its contract's `records`)."""
    return ParadeRecords()
