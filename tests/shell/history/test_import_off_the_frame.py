"""The first import of replays into the history runs off the frame thread (issue 34):
the Records screen opens at once on what is there, says earlier games are being added,
and reads again when they are in; a finished game on a new history starts the import
without waiting for it; stopping (the app closing) or killing the process mid-import
leaves whole games only, and the next import takes in the rest."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.app import App
from game.scenes.records_scene import RecordsScene
from game.shell import history_feed as feed
from game.shell import history_import
from game.shell.history import History
from tests.shell.history.apps import app_keeping_files
from tests.shell.history.game_records import record, write_replay

ROOT = Path(__file__).resolve().parents[3]
TWO = (("Ann", "human"), ("Bot", "bot:easy"))


def replays(data: Path, count: int, game: str = "parade") -> list[Path]:
    """`count` replays of finished games (one real game, under as many names)."""
    first = write_replay(data, game, TWO, 3, stamp="20250101-120000")
    made = [first]
    for n in range(1, count):
        made.append(first.with_name(f"2025{(n // 28) % 12 + 1:02d}{n % 28 + 1:02d}-"
                                    f"{n // 336:02d}{n % 60:02d}00-03.json"))
        shutil.copyfile(first, made[-1])
    return made


def whole(data: Path) -> tuple[int, list[int]]:
    """(games in the history, ids of games that lack seats or have too many)."""
    with History(data) as history:
        db = history.connection()
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        half = [r[0] for r in db.execute(
            "SELECT g.id FROM games g LEFT JOIN seats s ON s.game_id = g.id "
            "GROUP BY g.id HAVING COUNT(s.seat) != g.seat_count")]
        return history.count(), half


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    yield from app_keeping_files(tmp_path, monkeypatch)


def test_the_records_screen_opens_at_once_and_reads_again_when_the_import_ends(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    data = app.saves.folder
    replays(data, 12)
    gate = threading.Event()
    real = feed._import_replays

    def held(*args, **kwargs):
        assert threading.current_thread() is not threading.main_thread()
        gate.wait(10)
        return real(*args, **kwargs)

    monkeypatch.setattr(history_import, "_import_replays", held)
    started = time.perf_counter()
    scene = RecordsScene(app, "parade")  # the import is held: the screen does not wait
    assert time.perf_counter() - started < 5
    app.reset_to(scene)
    job = scene.importing
    assert job is not None and job.started.wait(10) and job.pending == 12
    assert scene.stats.total == 0 and scene.adding
    assert "earlier games" in (app.notice or "")
    scene.draw(app.canvas())  # the frame says it, and draws
    gate.set()
    assert job.wait(30) and job.added == 12
    scene.update(0.0)
    assert scene.importing is None and scene.stats.total == 12 and not scene.adding
    assert "12 earlier games are now in the records" in (app.notice or "")
    assert history_import.start(app).wait(10), "nothing left to import"


def test_a_finished_game_on_a_new_history_does_not_wait_for_the_import(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    replays(tmp_path, 6)
    gate = threading.Event()
    real = feed._import_replays
    monkeypatch.setattr(history_import, "_import_replays",
                        lambda *a, **k: gate.wait(10) and real(*a, **k))
    last = write_replay(tmp_path, "race", TWO, 4, stamp="20260301-100000")
    assert history_import.record_finished_game(tmp_path, "race", record("race", TWO, 4), last)
    assert whole(tmp_path) == (1, []), "the game just ended, alone for now"
    job = history_import.running(tmp_path)
    assert job is not None
    gate.set()
    assert job.wait(30) and whole(tmp_path) == (7, [])


def test_an_import_stopped_between_two_games_leaves_whole_games_the_rest_comes_later(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    replays(tmp_path, 20)
    monkeypatch.setattr(history_import, "PAUSE", 0.05)
    job = history_import.start(tmp_path)
    assert job is not None
    while job.running and whole(tmp_path)[0] < 3:
        time.sleep(0.01)
    history_import.stop_all()  # what happens at exit
    assert job.done.is_set()
    count, half = whole(tmp_path)
    assert half == [] and 3 <= count < 20
    again = history_import.start(tmp_path)
    assert again is not None and again is not job and again.wait(60)
    assert whole(tmp_path) == (20, [])


CHILD = """
import sys, time
from pathlib import Path
from game.shell import history_import
history_import.PAUSE = 0.01
job = history_import.start(Path(sys.argv[1]))
print("started", flush=True)
job.wait(120)
"""


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL is POSIX")
def test_a_process_killed_mid_import_leaves_no_half_game(tmp_path: Path) -> None:
    replays(tmp_path, 60)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy"}
    counts = []
    for floor in (2, 15):
        proc = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path)], env=env,
                                stdout=subprocess.PIPE, cwd=ROOT)
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"started"
        deadline = time.monotonic() + 60
        while whole(tmp_path)[0] < floor and time.monotonic() < deadline:
            time.sleep(0.005)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        count, half = whole(tmp_path)
        assert half == [], "a game is whole or absent"
        counts.append(count)
    assert 2 <= counts[0] <= counts[1] < 60, counts
    assert feed.catch_up(tmp_path) == 60 - counts[1]
    assert whole(tmp_path) == (60, [])
    assert not any(p.name.startswith("history.broken") for p in tmp_path.iterdir())


def test_two_connections_making_a_new_history_at_once_do_not_set_it_aside(
        tmp_path: Path) -> None:
    """The import's worker and the screen open a new history together: each migration
    step is made once (the second finds it made), never 'table already exists'."""
    for n in range(12):
        folder = tmp_path / str(n)
        barrier = threading.Barrier(2)
        notices: list[str | None] = []

        def open_one(folder: Path = folder, barrier: threading.Barrier = barrier,
                     notices: list[str | None] = notices) -> None:
            barrier.wait()
            with History(folder) as history:
                history.connection()
                notices.append(history.notice)

        workers = [threading.Thread(target=open_one) for _ in range(2)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join(30)
        assert notices == [None, None]
        assert not any(p.name.startswith("history.broken") for p in folder.iterdir())


def test_no_import_starts_while_nothing_came_since_the_last_one(app: App) -> None:
    data = app.saves.folder
    made = replays(data, 3)
    first = history_import.start(app)
    assert first is not None and first.wait(30) and first.added == 3
    looked = history_import.start(app)  # the history changed since: one more look
    assert looked is not None and looked.wait(30) and looked.added == 0
    assert history_import.start(app) is None, "settled: no thread, no connection"
    scene = RecordsScene(app, "parade")
    assert scene.importing is None and scene.stats.total == 3
    shutil.copyfile(made[0], made[0].with_name("20260105-100000-03.json"))  # a new one
    again = RecordsScene(app, "parade")
    assert again.importing is not None and again.importing.wait(30)
    again.update(0.0)
    assert again.stats.total == 4
