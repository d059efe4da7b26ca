"""Six-player panels name each bot's level (issue #33), at 100 % and 150 % text, English
and French: a seat is a person or a bot of a level (PARADE.md P2.1 seats the players;
the level is part of the setup the table shows)."""

from __future__ import annotations

import random

import pytest

from game.parade.rules.setup import Options, Seat, deal
from game.parade.scenes import table_panels
from game.parade.scenes.play import PlayScene
from game.shell.i18n import _, set_language
from tests.helpers.apps import texts_fitted

LEVELS = ("bot:easy", "bot:medium", "bot:hard", "bot:expert", "bot:random")


@pytest.mark.parametrize("language,size", [("en", 100), ("en", 150), ("fr", 150)])
def test_six_panels_show_every_bots_level(app, monkeypatch, language, size) -> None:
    app.update_settings(app.settings.with_changes(language=language, text_size=size))
    try:
        seats = (Seat("Ann", "human"), *(Seat(f"Bot {i}", c) for i, c in enumerate(LEVELS)))
        play = PlayScene(app, deal(seats, random.Random(1), Options(), 0, seed=1), seed=1,
                         autosave=False)
        app.push(play)
        drawn = texts_fitted(monkeypatch, table_panels)
        canvas = app.canvas()
        for seat, rect in enumerate(table_panels.geo.panel_rects(6)):
            play.drawing.panels.draw(canvas, seat, rect)
        for controller in LEVELS:
            word = _(table_panels.TINY_LEVELS[controller])
            assert any(f"· {word}" in t for t in drawn), (controller, drawn)
    finally:
        app.update_settings(app.settings.with_changes(language="en", text_size=100))
        set_language("en")
