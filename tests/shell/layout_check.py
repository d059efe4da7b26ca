"""The one layout check every game's screens go through (docs/architecture.md, "Drawing").

A state is built on an app at a window size, language and text size, drawn once with a
`Recorder` on the canvas, and everything the recorder saw is judged: text on text, text
out of its box or the window, text covered by something drawn after it, text under the
24-logical-px floor, text `fit_text` could not fit whole, and any "…" drawn at all (a
question, preview, prompt or label is never cut).

`SIZES` x `LOOKS` is the whole matrix of issue 30: every size, English and French, text
at 100, 125 and 150 %. `layout_failures` runs chosen states through it; `sampled_frames`
judges frames of a real game as it goes (the bots-only games of test_layout_play.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Protocol

import pygame
import pytest

from game.app import App
from game.shell.settings import Settings
from game.ui.layout import MIN_TEXT
from game.ui.recording import Recorder
from tests.helpers.apps import close_scenes

SIZES: tuple[tuple[int, int], ...] = ((960, 540), (1280, 720), (1920, 1080))
LANGUAGES = ("en", "fr")
TEXT_SIZES = (100, 125, 150)
LOOKS: tuple[tuple[str, int], ...] = tuple((lang, text) for lang in LANGUAGES
                                           for text in TEXT_SIZES)
"""Every (language, text size) of the brief."""

ELLIPSIS = "…"


class LayoutState(Protocol):
    name: str
    build: Callable[[App], Any]


def judged(app: App, recorder: Recorder) -> list[str]:
    """Everything wrong with what `recorder` saw on `app`'s window, in words."""
    # the floor as the window draws it: 24 logical px in whole window pixels
    found = recorder.problems(app.viewport.frame, app.viewport.px(MIN_TEXT))
    found += [f"did not fit whole: {words!r}" for words in recorder.cuts]
    found += [f"an ellipsis on screen: {t.words!r}" for t in recorder.texts
              if ELLIPSIS in t.words or t.words.rstrip().endswith("...")]
    return found


def recorded(app: App, draw: Callable[[Any], None]) -> Recorder:
    """Draw once (`draw(canvas)`) with a recorder on the canvas; the recorder."""
    canvas = app.canvas()
    canvas.recorder = Recorder()
    app.screen.fill((0, 0, 0))
    draw(canvas)
    return canvas.recorder


def problems(app: App, scene) -> list[str]:
    return judged(app, recorded(app, scene.draw))


def new_app(size: tuple[int, int], lang: str = "en", text: int = 100, **kw: Any) -> App:
    app = App(None, Settings(animation_speed=8.0, language=lang, text_size=text),
              window=size, seed=3, **kw)
    app.catch_errors = False
    return app


def check(size: tuple[int, int], lang: str, text: int, state: LayoutState) -> list[str]:
    app = new_app(size, lang, text)
    try:
        return problems(app, state.build(app))
    finally:
        close_scenes(app)


def look_failures(size: tuple[int, int], looks: Iterable[tuple[str, int]],
                  check: Callable[[App], Iterable[str]], **app_kw: Any) -> list[str]:
    """What `check(app)` finds in each (language, text size) at `size`, each line headed
    by its look, once each. One app per size (`new_app`, `app_kw` passed on); each look
    changes its settings, then `check` builds and judges its screens afresh."""
    pygame.init()
    failures: list[str] = []
    app = new_app(size, **app_kw)
    try:
        for lang, text in looks:
            app.update_settings(app.settings.with_changes(language=lang, text_size=text))
            failures += [f"{lang} {text}% {p}" for p in check(app)]
    finally:
        close_scenes(app)
        pygame.quit()
    return list(dict.fromkeys(failures))


def layout_failures(size: tuple[int, int], looks: Iterable[tuple[str, int]],
                    states: Sequence[LayoutState], **app_kw: Any) -> list[str]:
    """Every problem of every state at `size` in each (language, text size), once each.
    One app per size; each look changes its settings and builds every state afresh."""

    def check(app: App) -> Iterator[str]:
        for state in states:
            try:
                yield from (f"{state.name}: {p}" for p in problems(app, state.build(app)))
            finally:
                close_scenes(app)

    return look_failures(size, looks, check, **app_kw)


def no_text_collides(states: Sequence[LayoutState]) -> Callable[[tuple[int, int]], None]:
    """The test every game's layout module holds (`test_no_text_collides =
    no_text_collides(STATES)`): no problem in any of `states`, at each size of `SIZES`,
    in every look of `LOOKS`."""

    @pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
    def test_no_text_collides(size: tuple[int, int]) -> None:
        unique = layout_failures(size, LOOKS, states)
        assert not unique, counted(unique)

    return test_no_text_collides


def states_built(states: Sequence[LayoutState]) -> Iterator[tuple[str, Any]]:
    """(name, the scene it builds) for each state, each on its own 960x540 app in French;
    the scene is closed once the caller has looked at it."""
    pygame.init()
    try:
        for state in states:
            app = App(None, Settings(language="fr"), window=(960, 540), seed=3)
            try:
                yield state.name, state.build(app)
            finally:
                close_scenes(app)
    finally:
        pygame.quit()


def sampled_frames(app: App, step: Callable[[], bool], every: int,
                   limit: int) -> Iterator[list[str]]:
    """Drive a real game: call `step()` (one frame of the top scene; False when the game
    is done) up to `limit` times, and every `every` frames judge what the top scene
    draws. Yields each sampled frame's problems."""
    for i in range(limit):
        if not step():
            break
        if i % every == 0:
            yield problems(app, app.top)


KINDS = ("an ellipsis on screen", "did not fit whole", "text on text", "too small",
         "clipped by its box", "covered by", "off the screen", "over ",
         "not grown with the setting", "smaller than at 100 %", "not larger than at 100 %")


def counted(failures: Sequence[str]) -> str:
    """The failures as a test's message: how many of each kind, then each."""
    kinds = {k.strip(): sum(f": {k}" in f for f in failures) for k in KINDS}
    tally = ", ".join(f"{k}: {n}" for k, n in kinds.items() if n)
    return (f"{len(failures)} layout problems ({tally}):\n"
            + "\n".join(failures[:200]))


PLAYED_LOOKS: tuple[tuple[tuple[int, int], str, int], ...] = (
    ((1920, 1080), "fr", 150), ((1280, 720), "en", 125), ((960, 540), "fr", 100))
"""The looks a whole played game is judged in (issue 33): (size, language, text size)."""


def look_id(look: tuple[tuple[int, int], str, int]) -> str:
    (width, height), lang, text = look
    return f"{width}x{height}-{lang}-{text}"


@contextmanager
def app_in_look(look: tuple[tuple[int, int], str, int], **kw: Any) -> Iterator[App]:
    """A fresh app (`new_app`) in `look`; its scenes closed and pygame quit after."""
    size, lang, text = look
    pygame.init()
    app = new_app(size, lang, text, **kw)
    try:
        yield app
    finally:
        close_scenes(app)
        pygame.quit()
