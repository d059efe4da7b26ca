"""The Players screen seen at 150 % in French (issue 34 item 4): a long label ("Même
personne que") takes two lines at about the size of the others instead of shrinking, and the
colour's swatch keeps clear of its label (it sits right of the field)."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.scenes.players import PlayersScene
from game.shell.history import History
from game.ui.recording import Recorder
from tests.shell.layout_check import new_app


def test_long_labels_wrap_at_the_size_of_the_others(tmp_path: Path) -> None:
    pygame.init()
    history = History(tmp_path)
    history.remember_player("Ann", "alice", "blue")
    history.remember_player("Dad", "", "")
    app = new_app((1920, 1080), "fr", 150)
    drawn: list[tuple[tuple[float, float], float]] = []
    scene = PlayersScene(app, history=history)
    app.reset_to(scene)
    canvas = app.canvas()
    real = canvas.circle
    canvas.circle = lambda centre, radius, colour, width=0: (
        drawn.append((centre, radius)), real(centre, radius, colour, width))[1]
    canvas.recorder = Recorder()
    scene.draw(canvas)
    texts = {t.words: t for t in canvas.recorder.texts}
    same = [t for t in canvas.recorder.texts if t.words in ("Même", "personne que",
                                                             "Même personne que")]
    assert same and min(t.px for t in same) >= 0.9 * texts["Nom"].px
    label = texts["Couleur"].ink
    (centre, radius), *_ = drawn
    swatch = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    swatch.center = (round(centre[0]), round(centre[1]))
    assert not app.viewport.rect(swatch).colliderect(label.inflate(8, 8))
    assert centre[0] > 1660, "right of the colour's field"
    history.close()
