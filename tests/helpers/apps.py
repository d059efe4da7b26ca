"""A headless app with no game room of its own (English, no settings file, no saves),
as the Parade's and the word game's screen tests use it under the name `app`."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


def close_scenes(application, clear: bool = True) -> None:
    """Close every scene still on the app's stack (their threads, their sounds), and empty
    the stack unless `clear` is False."""
    for scene in application.scenes:
        close = getattr(scene, "close", None)
        if close is not None:
            close()
    if clear:
        application.scenes.clear()


@pytest.fixture
def bare_app() -> Iterator[object]:
    import pygame

    from game.app import App
    from game.shell.settings import Settings

    pygame.init()
    application = App(None, Settings(animation_speed=8.0, language="en"), window=(1280, 720),
                      seed=11)
    application.catch_errors = False
    yield application
    close_scenes(application)


def texts_fitted(monkeypatch: pytest.MonkeyPatch, module: object) -> list[str]:
    """Every text `module` hands to its `fit_text` from now on (still fitted and drawn):
    the list fills as the screen draws."""
    drawn: list[str] = []
    real = module.fit_text  # type: ignore[attr-defined]

    def spy(canvas, text, *args, **kwargs):
        drawn.append(text)
        return real(canvas, text, *args, **kwargs)

    monkeypatch.setattr(module, "fit_text", spy)
    return drawn
