"""What the race keeps in the app while it runs: its board map and its saves.

The board is loaded once, the first time a race screen asks (``--board`` or a test may
hand the app another one through `RaceRoom`); the saves are the race's shelf in the
app's save folder. Everything else about a race lives in its scenes.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.race.boards import board_path
from game.race.levels import Level, load_level
from game.race.saving import RaceRecords
from game.shell.saves import SaveStore, store_of

GAME_ID = "race"


def load_board(path: Path | None = None) -> Level:
    """The board map (the game's own unless `path` names another); LevelError if broken."""
    return load_level(path or board_path())


@dataclass
class RaceRoom:
    level: Level


def room(app) -> RaceRoom:
    """The race's room in `app`, furnished with the game's own board on first use."""
    found = app.rooms.get(GAME_ID)
    if found is None:
        found = app.rooms[GAME_ID] = RaceRoom(load_board())
    return found


def level(app) -> Level:
    return room(app).level


def saves(app) -> SaveStore | None:
    """The race's autosave and replays (None when the app saves nothing, as in tests)."""
    return store_of(app, GAME_ID, records_book)


def records_book(app) -> RaceRecords:
    """How race records are read, written and checked, on the app's board (the
    contract's `records`)."""
    return RaceRecords(level(app).board)


def room_with_board(path: Path) -> RaceRoom:
    """The race's room with the map at `path` (``play --board``; the contract's
    `room_with_board`); LevelError if it cannot be played."""
    return RaceRoom(load_board(path))
