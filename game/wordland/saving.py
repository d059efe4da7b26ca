"""The word game's records as the app's saves see them (`game.shell.saves.RecordBook`).

A record is `rules.records.GameRecord` (setup + timed actions, docs/wordland-records.md);
the shared `SeatedRecordBook` writes it atomically, reads it through the shell's careful
JSON reader and cleans every name on the way in.
"""

from __future__ import annotations

from typing import Any

from game.shell.record_books import SeatedRecordBook
from game.wordland.ai.registry import BOT_FACTORIES
from game.wordland.rules.records import (
    RecordFormatError,
    record_from_json,
    record_to_json,
    replay,
)
from game.wordland.table_choice import DEFAULT_NAMES


class WordRecords(SeatedRecordBook):
    """Reads, writes and checks Off With Their Letters! records."""

    format_error = RecordFormatError
    to_json = staticmethod(record_to_json)
    parse = staticmethod(record_from_json)
    replay = staticmethod(replay)
    bots = BOT_FACTORIES
    default_names = DEFAULT_NAMES

    def winners(self, state: Any, names: tuple[str, ...]) -> tuple[str, ...]:
        return (names[state.winner_order()[0]],)
