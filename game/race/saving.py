"""The race's records as the app's saves see them (`game.shell.saves.RecordBook`).

A record is `rules.records.GameRecord` (setup + actions, docs/records.md); the table
kit's `RecordBook` writes it atomically, reads it through the shell's door and checks it
with this copy's bots. The race adds one check: a record is played on this copy's board.
"""

from __future__ import annotations

from typing import Any

from game.race.ai.registry import BOT_FACTORIES
from game.race.rules.board import Board
from game.race.rules.ranking import standings
from game.race.rules.records import RECORDS
from game.shell.saves import SaveUnusable
from game.table.records import RecordBook


class RaceRecords(RecordBook):
    """Reads, writes and checks race records against this copy's board and bots."""

    format = RECORDS
    bots = BOT_FACTORIES
    seats_field = "players"

    def __init__(self, board: Board | None) -> None:
        self.board = board

    def refuse(self, record: Any) -> None:
        if self.board is not None and record.setup.board != self.board:
            raise SaveUnusable("it was made on a different board")

    def winners(self, state: Any, names: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(names[s.player] for s in standings(state) if s.place == 1)
