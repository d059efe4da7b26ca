"""What the word game keeps in the app while it runs: only its saves.

The game's data (topics, letters, vocabularies) is read and cached by
`game.wordland.data.catalogue`, so the room holds nothing else.
"""

from __future__ import annotations

from game.shell.saves import SaveStore, store_of
from game.wordland.saving import WordRecords

GAME_ID = "wordland"


def saves(app) -> SaveStore | None:
    """The game's autosave and replays (None when the app saves nothing, as in tests)."""
    return store_of(app, GAME_ID, records_book)


def records_book(app) -> WordRecords:
    """How the game's records are read, written and checked (its contract's `records`)."""
    return WordRecords()
