"""The curtain's "I am Ann: show" and the Queen's "Only Ann looks: show" have the room to
be drawn whole at the buttons' full size at 150 % text, clear of their edges (issue 33,
round three: small words in tight buttons at 960x540, French, 150 %)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.widgets import Button
from game.wordland.rules.components import Character, Mode
from tests.helpers.apps import close_scenes
from tests.shell.layout_check import judged, new_app, recorded
from tests.wordland.scenes.layout_states import _curtain, _prep

BUILDS = {"curtain closed": _curtain("secret", False),
          "queen at a shared screen": _prep(Character.QUEEN, True, Mode.SAY)}
SHOW = {"en": "show", "fr": "montrer"}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)], ids=lambda s: f"{s[0]}")
@pytest.mark.parametrize("state", list(BUILDS))
def test_the_show_buttons_keep_their_words_large_and_whole(state: str, size, lang: str
                                                           ) -> None:
    pygame.init()
    app = new_app(size, lang, 150)
    try:
        scene = BUILDS[state](app)
        button = next(w for w in scene.widgets
                      if isinstance(w, Button) and w.text.endswith(SHOW[lang]))
        rec = recorded(app, button.draw)
        assert not judged(app, rec)
        vp = app.viewport
        box = vp.rect(button.rect)
        texts = [t for t in rec.texts if t.words.strip()]
        full = vp.px(theme.BUTTON.size * 1.5)
        assert all(t.px >= full - 1 for t in texts), [(t.words, t.px, full) for t in texts]
        assert all(min(t.ink.left - box.left, box.right - t.ink.right) >= vp.px(12)
                   for t in texts), [(t.words, t.ink, box) for t in texts]
    finally:
        close_scenes(app)
        pygame.quit()
