"""The Parade's records as the app's saves see them (`game.shell.saves.RecordBook`).

A record is `rules.records.GameRecord` (setup + actions, docs/parade-records.md); files
are written atomically and read through the shell's careful JSON reader, and every name
is cleaned on the way in.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from game.parade.ai.registry import BOT_FACTORIES
from game.parade.rules.records import (
    GameRecord,
    RecordFormatError,
    record_from_json,
    record_to_json,
    replay,
)
from game.shell.files import write_atomically
from game.shell.names import clean_name
from game.shell.reading import UnreadableFile, read_json
from game.shell.saves import Outcome, SaveUnusable

MAX_RECORD_BYTES = 1_000_000


def known_controller(controller: str) -> bool:
    if controller == "human":
        return True
    return controller.startswith("bot:") and controller[4:] in BOT_FACTORIES


def _cleaned(record: GameRecord) -> GameRecord:
    seats = tuple(dataclasses.replace(s, name=clean_name(s.name) or f"{i + 1}")
                  for i, s in enumerate(record.setup.seats))
    if seats == record.setup.seats:
        return record
    return GameRecord(dataclasses.replace(record.setup, seats=seats), record.actions)


class ParadeRecords:
    """Reads, writes and checks Unbirthday Parade records."""

    def read(self, path: Path) -> GameRecord:
        try:
            data = read_json(path, max_bytes=MAX_RECORD_BYTES)
        except FileNotFoundError:
            raise RecordFormatError(f"{path}: cannot be read (no such file)") from None
        except UnreadableFile as e:
            raise RecordFormatError(str(e)) from None
        return self.from_json(data)

    def from_json(self, data: object) -> GameRecord:
        return _cleaned(record_from_json(data))

    def write(self, record: GameRecord, path: Path) -> None:
        write_atomically(path, json.dumps(record_to_json(record), separators=(",", ":"),
                                          ensure_ascii=False))

    def check(self, record: GameRecord) -> Outcome:
        """Replay `record`; RecordRuleError or SaveUnusable (naming what is wrong)."""
        for i, seat in enumerate(record.setup.seats):
            if not known_controller(seat.controller):
                raise SaveUnusable(f"setup.seats[{i}].controller: unknown {seat.controller!r}")
        state = replay(record)
        names = tuple(seat.name for seat in record.setup.seats)
        winners: tuple[str, ...] = ()
        if state.is_over:
            winners = tuple(names[s.player] for s in state.standings() if s.place == 1)
        return Outcome(state.is_over, names, winners, state)
