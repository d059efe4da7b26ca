"""`python -m game records`: the summary, the CSV (to a file and to the terminal), the
rebuild (refused while the game holds the data folder), and an unknown game refused in
one line."""

from __future__ import annotations

import csv
from datetime import datetime
from pathlib import Path

import pytest

from game.__main__ import main
from game.shell.history import FinishedGame, History, SeatResult
from game.shell.lock import DataLock


def _one_game(data: Path) -> None:
    with History(data) as history:
        history.add_game(FinishedGame("parade", datetime(2026, 3, 1, 20, 0), (
            SeatResult("Ann", True, "", 1, 0, "", ("zero",)),
            SeatResult("Bot", False, "expert", 2, 12)), better="low", replay="x.json"))
        history.remember_player("Ann", "alice", "blue")


def test_summary_csv_and_rebuild(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _one_game(tmp_path)
    assert main(["records", "--data", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "parade: 1 game(s); played by Ann (1)" in out and "household players: Ann" in out
    target = tmp_path / "out.csv"
    assert main(["records", "--data", str(tmp_path), "--csv", str(target)]) == 0
    rows = list(csv.reader(target.open(encoding="utf-8")))
    assert len(rows) == 3 and rows[1][6] == "Ann" and rows[2][8] == "expert"
    assert main(["records", "--data", str(tmp_path), "--csv", "--game", "race"]) == 0
    assert capsys.readouterr().out.strip().count("\n") == 0, "the header only"
    assert main(["records", "--data", str(tmp_path), "--rebuild"]) == 0
    assert "1 game(s) kept" in capsys.readouterr().out
    with History(tmp_path) as history:
        assert history.count("parade") == 1 and history.player("Ann").colour == "blue"


def test_a_rebuild_waits_for_the_game_to_close(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    _one_game(tmp_path)
    lock = DataLock(tmp_path)
    assert lock.acquire()
    try:
        assert main(["records", "--data", str(tmp_path), "--rebuild"]) == 1
        assert "the game is open" in capsys.readouterr().err
        assert main(["records", "--data", str(tmp_path)]) == 0, "reading is fine"
    finally:
        lock.release()
    assert main(["records", "--data", str(tmp_path), "--game", "chess"]) == 1
    assert "no game 'chess'" in capsys.readouterr().err
