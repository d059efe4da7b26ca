"""The Parade's records as the app's saves see them (`game.shell.saves.RecordBook`).

A record is `rules.records.GameRecord` (setup + actions, docs/parade-records.md); the
table kit's `RecordBook` writes it atomically, reads it through the shell's careful JSON
reader and cleans every name on the way in.
"""

from __future__ import annotations

from typing import Any

from game.parade.ai.registry import BOT_FACTORIES
from game.parade.rules.records import RECORDS
from game.parade.table_choice import DEFAULT_NAMES
from game.table.records import RecordBook


class ParadeRecords(RecordBook):
    """Reads, writes and checks Unbirthday Parade records."""

    format = RECORDS
    bots = BOT_FACTORIES
    default_names = DEFAULT_NAMES

    def winners(self, state: Any, names: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(names[s.player] for s in state.standings() if s.place == 1)
