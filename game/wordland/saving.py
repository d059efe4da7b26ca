"""The word game's records as the app's saves see them (`game.shell.saves.RecordBook`).

A record is `rules.records.GameRecord` (setup + timed actions, docs/wordland-records.md);
the table kit's `RecordBook` writes it atomically, reads it through the shell's careful
JSON reader and cleans every name on the way in.
"""

from __future__ import annotations

from typing import Any

from game.table.records import RecordBook
from game.wordland.ai.registry import BOT_FACTORIES
from game.wordland.rules.records import RECORDS
from game.wordland.table_choice import DEFAULT_NAMES


class WordRecords(RecordBook):
    """Reads, writes and checks Off With Their Letters! records."""

    format = RECORDS
    bots = BOT_FACTORIES
    default_names = DEFAULT_NAMES

    def winners(self, state: Any, names: tuple[str, ...]) -> tuple[str, ...]:
        return (names[state.winner_order()[0]],)
