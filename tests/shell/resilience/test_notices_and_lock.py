"""Issue 12: notices when they are true (a failed save at once, taken down when saving
works again), a clear exit without a display, one running copy per data folder, and the
first window on a small desktop."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.commands.play import EXIT_NO_DISPLAY, first_window
from game.race import room
from game.race.contract import GAME as RACE
from game.race.scenes.play import PlayScene
from game.race.scenes.showcase import fast_forward_game
from game.scenes.lobby import LobbyScene
from game.scenes.title import ALREADY_OPEN, TitleScene
from game.shell import resources
from game.shell.lock import DataLock
from game.shell.saves import SAVE_FAILED, SaveShelf
from game.ui.canvas import Canvas
from tests.shell.saves.helpers import FRAME, new_setup, seats


class _TextSpy:
    """Every text the app draws, frame by frame (wraps `App.canvas`)."""

    def __init__(self, app: App, monkeypatch) -> None:
        self.drawn: list[str] = []
        real_canvas = app.canvas
        spy = self

        def canvas() -> Canvas:
            surface = real_canvas()
            real_text = surface.text

            def text(words, *args, **kwargs):
                spy.drawn.append(str(words))
                return real_text(words, *args, **kwargs)

            surface.text = text  # type: ignore[method-assign]
            return surface

        monkeypatch.setattr(app, "canvas", canvas)

    def frame(self, app: App) -> list[str]:
        self.drawn.clear()
        app.step(FRAME)
        return list(self.drawn)


def test_a_failed_save_is_shown_at_once_and_taken_down_when_saving_works(
        app: App, data: Path, monkeypatch) -> None:
    spy = _TextSpy(app, monkeypatch)
    play = PlayScene(app, new_setup(app, seats("human", "bot:random"), 8), seed=8)
    app.push(play)
    spy.frame(app)
    store = room.saves(app)
    real_write = store.book.write

    def disk_full(record, path) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store.book, "write", disk_full)
    fast_forward_game(play, random.Random(8), 3)
    assert SAVE_FAILED in spy.frame(app)  # drawn during play, at once
    for _ in range(400):  # and it stays while saving fails
        app.step(FRAME)
    assert SAVE_FAILED in spy.frame(app)
    monkeypatch.setattr(store.book, "write", real_write)
    fast_forward_game(play, random.Random(9), 6)
    assert SAVE_FAILED not in spy.frame(app)  # a save worked: no longer true, not shown
    assert (data / "autosave.json").is_file()
    assert store.notice is None  # nothing left to show later on the title or lobby
    app.push(LobbyScene(app, RACE))
    assert SAVE_FAILED not in spy.frame(app)


def test_without_a_display_the_game_says_so_and_exits(tmp_path: Path) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("SDL picks a native driver on Windows and macOS")
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(WONDERLAND_HOME=str(tmp_path), WONDERLAND_NO_DIALOG="1",
               SDL_AUDIODRIVER="dummy")
    try:
        done = subprocess.run([sys.executable, "-m", "game", "play"], cwd=resources.root(),
                              env=env, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail("with no display the game ran on, invisibly")
    assert done.returncode == EXIT_NO_DISPLAY
    assert "no screen to open the game window on" in done.stderr
    assert "Traceback" not in done.stderr


def test_one_copy_holds_the_data_folder(tmp_path: Path) -> None:
    first, second = DataLock(tmp_path), DataLock(tmp_path)
    assert first.acquire()
    assert not second.acquire()
    first.release()
    assert second.acquire()
    second.release()


def test_a_second_process_cannot_take_the_lock(tmp_path: Path) -> None:
    lock = DataLock(tmp_path)
    assert lock.acquire()
    code = ("import sys; from pathlib import Path; from game.shell.lock import DataLock; "
            "sys.exit(0 if DataLock(Path(sys.argv[1])).acquire() else 7)")
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], cwd=resources.root(),
                          timeout=60)
    assert done.returncode == 7
    lock.release()
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], cwd=resources.root(),
                          timeout=60)
    assert done.returncode == 0


def test_a_second_copy_shows_replays_only_and_touches_nothing(app: App, data: Path,
                                                              monkeypatch) -> None:
    play = PlayScene(app, new_setup(app, seats("human", "bot:random"), 8), seed=8)
    app.push(play)
    fast_forward_game(play, random.Random(8), 4)
    app.step(FRAME)
    saved = (data / "autosave.json").read_bytes()
    play.close()
    app.scenes.clear()
    other = App(None, app.settings, window=(960, 540),
                saves=SaveShelf(data.parent, read_only=True), rooms=app.rooms)
    other.catch_errors = False
    spy = _TextSpy(other, monkeypatch)
    other.push(TitleScene(other))
    assert ALREADY_OPEN in spy.frame(other)
    other.push(LobbyScene(other, RACE))
    labels = [w.label for w in other.top.widgets if isinstance(getattr(w, "label", None), str)]
    assert "Continue" not in labels and "New game" not in labels
    store = other.saves.store("race", RACE.records(other))
    assert store.archive() is None and not store.write(object())
    assert (data / "autosave.json").read_bytes() == saved  # the first copy's game is safe
    assert not (data / "replays").exists()


def test_two_copies_started_together_make_the_second_read_only(tmp_path: Path) -> None:
    holder = DataLock(tmp_path / "data")
    assert holder.acquire()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               WONDERLAND_HOME=str(tmp_path), WONDERLAND_NO_DIALOG="1")
    done = subprocess.run([sys.executable, "-m", "game", "play", "--exit-after-first-frame"],
                          cwd=resources.root(), env=env, capture_output=True, text=True,
                          timeout=120)
    holder.release()
    assert done.returncode == 0, done.stderr
    assert "another copy of the game" in done.stderr


@pytest.mark.parametrize("desktop, window", [
    ((1366, 768), (1228, 691)),
    ((1280, 720), (1152, 648)),
    ((3840, 2160), (1280, 720)),
    ((1024, 1280), (921, 518)),
    (None, (1280, 720)),
])
def test_the_first_window_fits_ninety_percent_of_the_desktop(desktop, window) -> None:
    w, h = first_window(desktop)
    assert (w, h) == window
    assert abs(w / h - 16 / 9) < 0.01
    if desktop:
        assert w <= desktop[0] * 0.9 and h <= desktop[1] * 0.9


def test_the_lobby_shows_what_a_read_only_shelf_offers(level, tmp_path: Path) -> None:
    pygame.init()
    assert SaveShelf(tmp_path, read_only=True).store("race", RACE.records(
        App(None, window=(320, 180), rooms={"race": room.RaceRoom(level)}))).load() is None
