"""The race's records as the app's saves see them (`game.shell.saves.RecordBook`)."""

from __future__ import annotations

from pathlib import Path

from game.race.ai.registry import BOT_FACTORIES
from game.race.rules.board import Board
from game.race.rules.ranking import standings
from game.race.rules.records import (
    GameRecord,
    load_record,
    record_from_json,
    replay,
    save_record,
)
from game.shell.saves import Outcome, SaveUnusable


def known_controller(controller: str) -> bool:
    if controller == "human":
        return True
    return controller.startswith("bot:") and controller[4:] in BOT_FACTORIES


class RaceRecords:
    """Reads, writes and checks race records against this copy's board and bots."""

    def __init__(self, board: Board | None) -> None:
        self.board = board

    def read(self, path: Path) -> GameRecord:
        return load_record(path)

    def from_json(self, data: object) -> GameRecord:
        """The record in JSON the shelf has read through the door (names cleaned)."""
        return record_from_json(data)

    def write(self, record: GameRecord, path: Path) -> None:
        save_record(record, path)

    def check(self, record: GameRecord) -> Outcome:
        """Replay `record`; RecordRuleError or SaveUnusable (naming what is wrong)."""
        if self.board is not None and record.setup.board != self.board:
            raise SaveUnusable("it was made on a different board")
        for i, seat in enumerate(record.setup.seats):
            if not known_controller(seat.controller):
                raise SaveUnusable(f"setup.players[{i}].controller: unknown {seat.controller!r}")
        state = replay(record)
        names = tuple(seat.name for seat in record.setup.seats)
        winners = tuple(names[s.player] for s in standings(state) if s.place == 1)
        return Outcome(state.is_over, names, winners, state)
