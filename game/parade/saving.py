"""The Parade's records as the app's saves see them (`game.shell.saves.RecordBook`).

A record is `rules.records.GameRecord` (setup + actions, docs/parade-records.md); the
shared `SeatedRecordBook` writes it atomically, reads it through the shell's careful
JSON reader and cleans every name on the way in.
"""

from __future__ import annotations

from typing import Any

from game.parade.ai.registry import BOT_FACTORIES
from game.parade.rules.records import (
    MAX_FILE_BYTES,
    RecordFormatError,
    record_from_json,
    record_to_json,
    replay,
)
from game.parade.table_choice import DEFAULT_NAMES
from game.shell.record_books import SeatedRecordBook


class ParadeRecords(SeatedRecordBook):
    """Reads, writes and checks Unbirthday Parade records."""

    max_bytes = MAX_FILE_BYTES
    format_error = RecordFormatError
    to_json = staticmethod(record_to_json)
    parse = staticmethod(record_from_json)
    replay = staticmethod(replay)
    bots = BOT_FACTORIES
    default_names = DEFAULT_NAMES

    def winners(self, state: Any, names: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(names[s.player] for s in state.standings() if s.place == 1)
