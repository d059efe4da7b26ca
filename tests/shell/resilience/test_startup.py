"""Start-up: clear words and a non-zero exit for a broken installation, silence without
a sound device, a log file in the user's log folder, the first-frame flag."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.race.scenes.play import PlayScene
from game.shell import resources
from game.shell.audio import Audio
from game.shell.logs import log_file, setup_logging, teardown_logging
from tests.shell.saves.helpers import FRAME, close_app, make_app, new_setup, seats

ROOT = resources.root()


def _play(home: Path, *extra: str, audio_driver: str = "dummy") -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER=audio_driver,
               WONDERLAND_HOME=str(home), WONDERLAND_NO_DIALOG="1",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run([sys.executable, "-m", "game", "play", "--exit-after-first-frame",
                           *extra], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


def test_first_frame_flag_prints_the_time_and_writes_a_log(tmp_path: Path) -> None:
    done = _play(tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("first frame after ") and done.stdout.strip().endswith(" s")
    log = tmp_path / "logs" / "wonderland-parlour.log"
    assert "starting" in log.read_text(encoding="utf-8")
    data = tmp_path / "data"  # nothing saved before a game is played; only the lock
    assert not data.exists() or [p.name for p in data.iterdir()] == ["parlour.lock"]


def test_a_broken_board_is_explained_without_a_traceback(tmp_path: Path) -> None:
    board = tmp_path / "board.tmx"
    board.write_text("<map>this is not a Tiled map", encoding="utf-8")
    done = _play(tmp_path, "--board", str(board))
    assert done.returncode == 2
    assert "The map given with --board cannot be played" in done.stderr
    assert "Fix it in Tiled" in done.stderr
    assert "Traceback" not in done.stderr
    assert str(tmp_path / "logs") in done.stderr  # where the details are
    assert "Traceback" in (tmp_path / "logs" / "wonderland-parlour.log").read_text(encoding="utf-8")


def test_a_broken_settings_file_is_set_aside_and_the_game_starts(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text("{{{", encoding="utf-8")
    done = _play(tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert list(config.glob("settings.broken-*.json"))


def test_no_audio_device_is_one_line_and_silence(tmp_path: Path) -> None:
    done = _play(tmp_path, audio_driver="no-such-driver")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    lines = [ln for ln in done.stderr.splitlines() if "sound is off" in ln]
    assert len(lines) <= 1


def test_the_game_plays_on_silently_without_a_device(
    level, data: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    pygame.init()
    pygame.mixer.quit()

    def no_device(*_a, **_k) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    with caplog.at_level(logging.WARNING, logger="game.shell.audio"):
        audio = Audio()
        app = make_app(level, data, audio)
        app.catch_errors = False
        play = PlayScene(app, new_setup(app, seats("bot:random", "bot:random"), 4), seed=4)
        app.push(play)
        for _ in range(600):
            app.step(FRAME)
    assert not audio.available
    assert len(play.record.actions) > 5
    assert len([r for r in caplog.records if r.name == "game.shell.audio"]) == 1
    close_app(app)
    audio.close()
    pygame.quit()


def test_logging_goes_to_a_rotating_file(tmp_path: Path) -> None:
    path = setup_logging(tmp_path / "logs")
    try:
        assert path == tmp_path / "logs" / "wonderland-parlour.log" == log_file()
        logging.getLogger("game.test").info("hello")
        assert "hello" in path.read_text(encoding="utf-8")
        handler = next(h for h in logging.getLogger().handlers
                       if getattr(h, "baseFilename", None) == str(path))
        assert handler.maxBytes == 1_000_000 and handler.backupCount == 3
    finally:
        teardown_logging()
    assert log_file() is None
