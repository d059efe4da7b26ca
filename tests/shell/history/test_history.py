"""The family's records (docs/records.md): the database round trip, its migrations, a
locked and a damaged file, the household's players, the CSV export."""

from __future__ import annotations

import csv
import io
import sqlite3
from datetime import datetime
from pathlib import Path

import pytest

from game.commands.records import safe_cell, write_csv
from game.shell import history as h
from game.shell.history import FinishedGame, History, HistoryError, SeatResult


def game(n: int, ann_place: int = 1, game_id: str = "race", **extra) -> FinishedGame:
    seats = (SeatResult("Ann", True, "", ann_place, 10 + n, "alice", ("cookie",)
                        if ann_place == 1 else ()),
             SeatResult("Bot", False, "expert", 3 - ann_place, 8, "hatter"))
    return FinishedGame(game_id, datetime(2026, 1, 1 + n % 28, 12, 0), seats,
                        {"kids": bool(n % 2)}, "high", 95.5, f"2026010{n}-120000-00.json",
                        **extra)


def test_a_game_comes_back_whole(tmp_path: Path) -> None:
    with History(tmp_path) as history:
        first = history.add_game(game(1))
        assert first is not None
        assert history.add_game(game(1)) is None, "the same replay is not kept twice"
        history.add_game(game(2, ann_place=2))
    with History(tmp_path) as again:
        back = list(again.games())
        mode = again.connection().execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"
    assert [g.replay for g in back] == [game(1).replay, game(2).replay]
    assert back[0].seats == game(1).seats and back[0].options == {"kids": True}
    assert back[0].duration == 95.5 and back[0].finished == datetime(2026, 1, 2, 12, 0)


def test_an_older_schema_is_brought_up_to_date_and_keeps_its_games(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / h.FILE_NAME)
    db.executescript(h.MIGRATIONS[0])
    db.execute("INSERT INTO games (game, finished, options, replay, seat_count) "
               "VALUES ('race', '2025-12-24T18:00:00', '{}', 'old.json', 1)")
    db.execute("INSERT INTO seats (game_id, seat, name, person, level, place, score) "
               "VALUES (1, 0, 'Gran', 1, '', 1, 21)")
    db.execute("INSERT INTO players (name, character) VALUES ('Gran', 'queen')")
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    with History(tmp_path) as history:
        (old,) = list(history.games())
        version = history.connection().execute("PRAGMA user_version").fetchone()[0]
        assert history.notice is None and not history.started_fresh
        assert history.players()[0].colour == ""
        history.remember_player("Gran", colour="purple")
        assert history.player("gran").colour == "purple"
    assert version == h.SCHEMA_VERSION == 2
    assert old.seats == (SeatResult("Gran", True, "", 1, 21, "", ()),) and old.better == "high"


def test_a_damaged_file_is_set_aside_with_a_notice_and_a_new_one_started(
        tmp_path: Path) -> None:
    (tmp_path / h.FILE_NAME).write_bytes(b"this is not a database at all" * 100)
    with History(tmp_path) as history:
        history.add_game(game(1))
        assert history.started_fresh
        assert history.notice and "history.broken-" in history.notice
    kept = [p.name for p in tmp_path.iterdir() if p.name.startswith("history.broken-")]
    assert len(kept) == 1, "the damaged file is kept, never deleted"
    assert (tmp_path / kept[0]).read_bytes().startswith(b"this is not")


def test_a_file_from_a_newer_copy_is_set_aside_not_overwritten(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / h.FILE_NAME)
    db.execute("PRAGMA user_version = 99")
    db.close()
    with History(tmp_path) as history:
        assert list(history.games()) == [] and history.notice


def test_a_database_busy_during_a_write_gives_up_with_a_notice_and_loses_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(h, "BUSY_SECONDS", 0.1)
    with History(tmp_path) as history:
        history.add_game(game(1))
    other = sqlite3.connect(tmp_path / h.FILE_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program is writing
    history = History(tmp_path)
    try:
        with pytest.raises(HistoryError, match="locked"):
            history.add_game(game(2))
        assert history.notice == h.HISTORY_BUSY
    finally:
        history.close()
        other.execute("ROLLBACK")
        other.close()
    with History(tmp_path) as again:
        assert [g.replay for g in again.games()] == [game(1).replay]
        assert again.add_game(game(2)) is not None, "once free, the game goes in"


def test_a_database_locked_at_opening_is_set_aside_and_a_new_one_started(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(h, "BUSY_SECONDS", 0.1)
    other = sqlite3.connect(tmp_path / h.FILE_NAME, isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("CREATE TABLE theirs (x)")
    other.execute("INSERT INTO theirs VALUES (1)")  # holds the file until it closes
    try:
        with History(tmp_path) as history:
            assert history.add_game(game(1)) is not None
            assert history.started_fresh and "history.broken-" in (history.notice or "")
    finally:
        other.close()
    assert any(p.name.startswith("history.broken-") for p in tmp_path.iterdir())


def test_household_players_are_kept_renamed_merged_and_removed(tmp_path: Path) -> None:
    with History(tmp_path) as history:
        history.add_game(game(1))
        history.remember_player("  Ann\u202e  ", "alice", "blue")
        history.remember_player("Annie", "queen", "not-a-colour")
        assert [(p.name, p.character, p.colour) for p in history.players()] == [
            ("Ann", "alice", "blue"), ("Annie", "queen", "")]
        with pytest.raises(HistoryError):
            history.rename_player("Ann", "annie")  # taken: merge instead
        with pytest.raises(HistoryError):
            history.remember_player("\u200b\u200b")
        history.rename_player("Ann", "Anna")
        assert [s.name for s in next(history.games()).seats] == ["Anna", "Bot"]
        history.add_game(game(3))  # "Ann" again, as typed at a seat
        history.merge_players("Anna", "Ann")
        assert history.people("race") == [("Anna", 2)]
        history.remove_player("Annie")
        assert [p.name for p in history.players()] == ["Anna"]
        assert history.count("race") == 2, "removing a player keeps their games"


def test_the_csv_has_a_row_per_seat_and_no_formula(tmp_path: Path) -> None:
    with History(tmp_path) as history:
        history.add_game(game(1))
        sly = FinishedGame("parade", datetime(2026, 2, 1), (
            SeatResult("=HYPERLINK(1)", True, "", 1, 0, "", ("zero",)),
            SeatResult("Bot", False, "easy", 2, 30)), better="low")
        history.add_game(sly)
        out = io.StringIO()
        assert write_csv(history, out) == 4
    rows = list(csv.reader(io.StringIO(out.getvalue())))
    assert rows[0][:3] == ["game_id", "game", "finished"]
    assert [r[6] for r in rows[1:]] == ["Ann", "Bot", "'=HYPERLINK(1)", "Bot"]
    assert rows[1][7:11] == ["person", "", "alice", "1"] and rows[2][8] == "expert"
    assert safe_cell("-1") == "'-1" and safe_cell(3) == 3
