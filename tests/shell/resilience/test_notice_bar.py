"""The notices issue 24 adds name the file set aside (``parlour.not-a-lock-<time>.lock``,
``<time>-<n>.broken-<time>.json``): long lines that the one-line bar shrank under the
text floor. The bar now takes two lines when it must, at every size and text size."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.shell import i18n
from game.shell.lock import NOT_A_LOCK
from game.shell.settings import Settings
from game.ui.layout import MIN_TEXT, Recorder
from game.ui.text import elide

NOTICES = [
    (NOT_A_LOCK, {"name": "parlour.not-a-lock-20261126-110301-3.lock"}),
    ("A replay could not be read and was kept as {name}.",
     {"name": "20250101-120000-00.broken-20261126-110301.json"}),
    ("Your saved game could not be read and was kept as {name}.",
     {"name": "autosave.broken-20261126-110301.json"}),
    ("This replay could not be shown.", {}),
]


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("look", [("en", 100), ("fr", 100), ("fr", 150), ("en", 150)],
                         ids=lambda look: f"{look[0]}{look[1]}")
def test_a_notice_naming_a_file_is_whole_and_above_the_floor(size, look) -> None:
    pygame.init()
    app = App(None, Settings(language=look[0], text_size=look[1]), window=size)
    for template, names in NOTICES:
        canvas = app.canvas()
        canvas.recorder = Recorder()
        app._draw_notice(canvas, i18n._(template).format(**names))
        shown = " ".join(t.words for t in canvas.recorder.texts)
        # the words as French draws them (the typographic apostrophe: game.ui.text.elide)
        wanted = elide(i18n._(template).format(**names))
        assert shown.replace(" ", "") == wanted.replace(" ", "")
        assert canvas.recorder.problems(app.viewport.frame,
                                        MIN_TEXT * app.viewport.scale) == []
    pygame.quit()
