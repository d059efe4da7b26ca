"""Headless (SDL dummy drivers, set before pygame loads); every test starts and ends in
English with the standard palette, whatever the machine's language."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator

import pygame
import pytest

from game import i18n
from game.app import App, load_board
from game.levels import Level
from game.settings import Settings
from game.ui import theme


@pytest.fixture(scope="session")
def level() -> Level:
    return load_board()


@pytest.fixture
def app(level: Level) -> Iterator[App]:
    pygame.init()
    application = App(None, Settings(animation_speed=8.0, language="en"), window=(1280, 720),
                      level=level, seed=11)
    yield application
    for scene in application.scenes:
        close = getattr(scene, "close", None)
        if close is not None:
            close()
    pygame.quit()


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")
    theme.use_palette(False)
