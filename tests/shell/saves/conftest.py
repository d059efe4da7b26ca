"""Save tests run headless, with every file in a temporary folder."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app import App
from game.race.levels import Level
from game.race.room import load_board
from tests.shell.saves.helpers import RecordingAudio, open_app


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Nothing a test does may reach the real user folders."""
    home = tmp_path / "home"
    monkeypatch.setenv("WONDERLAND_HOME", str(home))
    monkeypatch.setenv("WONDERLAND_NO_DIALOG", "1")
    return home


@pytest.fixture(scope="session")
def level() -> Level:
    return load_board()


@pytest.fixture
def data(tmp_path: Path) -> Path:
    return tmp_path / "data" / "race"


@pytest.fixture
def audio() -> RecordingAudio:
    return RecordingAudio()


@pytest.fixture
def app(level: Level, data: Path, audio: RecordingAudio) -> Iterator[App]:
    with open_app(level, data, audio) as application:
        application.catch_errors = False
        yield application
