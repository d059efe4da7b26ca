"""The Parade's log at 150 % text shows a whole round of six players (issue #33: it
showed 3-4 entries): at every window size, in English and French, the six newest
entries are whole in view, compact (the name, then the cards played and taken, on one
row) rather than smaller, with no cut or overlapping text. PARADE.md P9.1 (the parade
and collections are public, so the log may show every play and take)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.parade.rules.setup import Options, Seat, deal
from game.parade.scenes.play import PlayScene
from game.ui.canvas import Viewport
from tests.shell.layout_check import close_scenes, judged, new_app, recorded

LOOKS = [((960, 540), "en"), ((1280, 720), "fr"), ((1920, 1080), "fr"), ((1920, 1080), "en")]


@pytest.mark.parametrize("look", LOOKS, ids=lambda lk: f"{lk[0][0]}x{lk[0][1]}-{lk[1]}")
def test_six_entries_whole_at_150(look) -> None:
    size, lang = look
    pygame.init()
    app = new_app(size, lang, 150)
    seats = tuple(Seat(n, "bot:easy") for n in ("Dodo", "Lory", "Bill", "Duck", "Mouse",
                                                 "Eaglet"))
    try:
        play = PlayScene(app, deal(seats, random.Random(2), Options(), 0, seed=2), seed=2)
        app.push(play)
        for _ in range(4000):
            app.step(1 / 60)
            if len(play.record.actions) >= 14:
                break
        for _ in range(120):
            app.step(1 / 60)
        rec = recorded(app, play.draw)
        panel = play.log_panel
        assert len(panel.entries) >= 12
        assert panel.following
        assert len(panel.in_view) >= 6, list(panel.in_view)
        assert panel.in_view[-1] == len(panel.entries) - 1  # the newest among them
        # the text keeps the text-size setting's 100 % size at least (never the floor
        # because of the log), and nothing is cut or drawn over
        vp = Viewport(size)
        log = vp.rect(panel.rect)
        sizes = {t.px for t in rec.texts if log.contains(t.ink)}
        assert sizes and min(sizes) >= vp.px(26)
        assert judged(app, rec) == []
    finally:
        close_scenes(app)
        pygame.quit()
