"""Seen playing (a French race at 960x540, 150 % text): the race's "What happened" began
with "grandit !", the end of an entry whose first line had scrolled off the top. The log
shows whole entries only, the kit's `LogPanel` rule: its first line is always an entry's
first line."""

from __future__ import annotations

import pygame
import pytest

from game.commands.screenshot import make_scene
from game.race.ui.words import describe_event
from game.ui.recording import Recorder
from game.ui.text import elide
from tests.shell.layout_check import close_scenes, new_app


@pytest.mark.parametrize(("size", "lang", "text"), [((960, 540), "fr", 150),
                                                     ((1920, 1080), "en", 125)])
def test_the_log_starts_with_an_entrys_first_line(size, lang, text) -> None:
    pygame.init()
    app = new_app(size, lang, text)
    try:
        for actions in range(4, 60, 5):
            make_scene(app, "play", seed=7, actions=actions)
            play = app.top
            canvas = app.canvas()
            canvas.recorder = Recorder()
            play.draw(canvas)
            area = canvas.viewport.rect(play.anchors["log_area"])
            # the title, and the "Earlier" strip over the room an older entry leaves
            # (the panel's, not an entry's words)
            drawn = [t.words for t in canvas.recorder.texts
                     if area.contains(t.ink) and t.words not in ("What happened",
                                                                 "Ce qui s’est passé",
                                                                 "Earlier", "Plus haut")]
            starts = [elide(describe_event(e, play.names, play.board) or "")
                      for e in play.log]  # as drawn (French articles, apostrophes)
            assert drawn, actions
            first = drawn[0]
            assert any(s.startswith(first) for s in starts), (actions, first)
            close_scenes(app)
    finally:
        close_scenes(app)
        pygame.quit()
