"""Words on the Records screen seen while playing it (issue 34 item 4): an average is
written as the language writes numbers (12,5 in French), head to head says "Tied" (not
"Level", which reads as a bot's level), and the empty ring of a household player with no
colour of their own is not a brown dot."""

from __future__ import annotations

import pygame

from game.scenes.records_scene import one_decimal
from game.shell.history import Player
from game.shell.i18n import set_language
from game.table.seat_players import SWATCHES


def test_an_average_is_written_as_the_language_writes_numbers() -> None:
    try:
        set_language("fr")
        assert one_decimal(12.46) == "12,5"
        set_language("en")
        assert one_decimal(12.46) == "12.5" and one_decimal(3.0) == "3.0"
    finally:
        set_language("en")


def test_head_to_head_says_tied(tmp_path) -> None:
    from game.app import App
    from game.scenes.records_scene import RecordsScene
    from game.shell.history import History
    from game.shell.settings import Settings
    from game.ui.recording import Recorder
    from tests.shell.history.sample import fill

    pygame.init()
    history = History(tmp_path)
    fill(history, 60, games=("parade",))
    app = App(None, Settings(language="en"), window=(960, 540), seed=3)
    scene = RecordsScene(app, "parade", "Ann", history=history)
    scene.show("h2h")
    canvas = app.canvas()
    canvas.recorder = Recorder()
    scene.draw(canvas)
    words = {t.words for t in canvas.recorder.texts}
    assert "Tied" in words and "Level" not in words
    history.close()


def test_a_player_without_a_colour_gets_an_empty_ring() -> None:
    from game.table import seat_players

    drawn: list[tuple] = []

    class Canvas:
        def circle(self, centre, radius, colour, width=0):
            drawn.append((colour, width))

        def rect(self, *a, **k):
            pass

    scene = type("S", (), {"characters": ()})()
    panel = seat_players.SeatPlayers(scene)
    original = seat_players.fit_text
    seat_players.fit_text = lambda *a, **k: None
    try:
        panel._chip(Canvas(), pygame.Rect(0, 0, 420, 92), Player(1, "Zoé", "", ""))
        panel._chip(Canvas(), pygame.Rect(0, 0, 420, 92), Player(2, "Mia", "", "pink"))
    finally:
        seat_players.fit_text = original
    assert all(width for _colour, width in drawn[:1]), "no filled dot without a colour"
    assert drawn[1] == (SWATCHES["pink"], 0)
