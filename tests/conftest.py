"""Every test runs headless, in English, and away from the player's real files.

Set before any test module imports pygame or reads a folder: SDL's dummy drivers (CI has
no display and no sound card), the OS language pinned to English (assertions quote
English text), and WONDERLAND_HOME pointed at a fresh temporary folder so settings, saves
and logs written by tests never land in the real user folders. The screen fixtures below
import pygame only when a test asks for them.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from tests.helpers.apps import close_scenes

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["LC_ALL"] = "en_US.UTF-8"
os.environ["WONDERLAND_HOME"] = tempfile.mkdtemp(prefix="wonderland-tests-")

if TYPE_CHECKING:
    from game.app import App
    from game.race.levels import Level


def pytest_configure() -> None:
    """Bots decide on the main thread in tests: frame-counted waits stay deterministic.

    The worker-thread path itself is tested in tests/ai (BotThinker) and by the hint tests.
    """
    from game.app import App

    App.threaded_bots = False


@pytest.fixture(scope="session")
def level() -> Level:
    from game.race.room import load_board

    return load_board()


@pytest.fixture
def app(level: Level) -> Iterator[App]:
    """A 1280x720 app in English with fast animations and no settings file."""
    import pygame

    from game.app import App
    from game.race.room import RaceRoom
    from game.shell.settings import Settings

    pygame.init()
    application = App(None, Settings(animation_speed=8.0, language="en"), window=(1280, 720),
                      seed=11, rooms={"race": RaceRoom(level)})
    yield application
    close_scenes(application, clear=False)
    pygame.quit()


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    """A test that switches language or palette cannot leak it into the next one."""
    from game.shell import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")
    theme = sys.modules.get("game.ui.theme")
    if theme is not None:
        theme.use_palette(False)
