"""The `--selftest`'s look at the family's records: a history opens in a temporary folder
(SQLite, WAL), takes a finished game in one transaction and gives it back whole."""

from __future__ import annotations

import tempfile
from datetime import datetime
from pathlib import Path

from game.shell.history import FinishedGame, History, SeatResult


class HistoryCheckFailed(RuntimeError):
    """The records do not work in this copy; the message says how."""


def check_history() -> None:
    with tempfile.TemporaryDirectory(prefix="wonderland-selftest-") as folder:
        game = FinishedGame("selftest", datetime(2026, 1, 1, 12, 0),
                            (SeatResult("Ann", True, "", 1, 7), SeatResult("Bot", False, "easy",
                                                                            2, 5)),
                            {"kids": True}, "high", 60.0, "20260101-120000-00.json")
        with History(Path(folder)) as history:
            journal = history.connection().execute("PRAGMA journal_mode").fetchone()[0]
            if journal != "wal":
                raise HistoryCheckFailed(f"the records' journal is {journal}, not WAL")
            history.add_game(game)
        with History(Path(folder)) as again:
            back = list(again.games())
        if len(back) != 1 or back[0].seats != game.seats or back[0].options != game.options:
            raise HistoryCheckFailed("a game written to the records did not come back whole")
