"""The layout check every game's screens go through: build each state on a fresh app at a
window size, language and text size, draw it once with a `Recorder` on the canvas, and
list what the recorder finds (text on text, out of its box, covered, too small) plus any
text `fit_text` had to cut with an ellipsis."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol

import pygame

from game.app import App
from game.shell.settings import Settings
from game.ui.layout import MIN_TEXT, Recorder


class LayoutState(Protocol):
    name: str
    build: Callable[[App], Any]


def problems(app: App, scene) -> list[str]:
    canvas = app.canvas()
    canvas.recorder = Recorder()
    app.screen.fill((0, 0, 0))
    scene.draw(canvas)
    recorder = canvas.recorder
    found = recorder.problems(app.viewport.frame, MIN_TEXT * app.viewport.scale)
    return found + [f"cut with an ellipsis: {words!r}" for words in recorder.cuts]


def close_scenes(app: App) -> None:
    for scene in app.scenes:
        close = getattr(scene, "close", None)
        if close is not None:
            close()
    app.scenes.clear()


def check(size: tuple[int, int], lang: str, text: int, state: LayoutState) -> list[str]:
    app = App(None, Settings(animation_speed=8.0, language=lang, text_size=text),
              window=size, seed=3)
    app.catch_errors = False
    try:
        return problems(app, state.build(app))
    finally:
        close_scenes(app)


def layout_failures(size: tuple[int, int], looks: Iterable[tuple[str, int]],
                    states: Sequence[LayoutState]) -> list[str]:
    """Every problem of every state at `size` in each (language, text size), once each."""
    pygame.init()
    failures: list[str] = []
    try:
        for lang, text in looks:
            for state in states:
                failures += [f"{lang} {text}% {state.name}: {p}"
                             for p in check(size, lang, text, state)]
    finally:
        pygame.quit()
    return list(dict.fromkeys(failures))
