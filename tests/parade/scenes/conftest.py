"""A headless app for the Parade's screens (English, no settings file, no saves)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture
def app() -> Iterator[object]:
    import pygame

    from game.app import App
    from game.shell.settings import Settings

    pygame.init()
    application = App(None, Settings(animation_speed=8.0, language="en"), window=(1280, 720),
                      seed=11)
    application.catch_errors = False
    yield application
    for scene in application.scenes:
        close = getattr(scene, "close", None)
        if close is not None:
            close()
    application.scenes.clear()
