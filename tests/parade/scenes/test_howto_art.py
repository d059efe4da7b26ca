"""The How to Play picture of the removal (found looking at the pages' screenshots): at
the end of its loop the taken cards sit in "your collection", and the label was drawn
across their feet. Every frame of the loop, the label keeps a little room from every card."""

from __future__ import annotations

import pygame
import pytest

import game.parade.scenes.how_to_play as howto
from game.ui.recording import Recorder
from tests.shell.layout_check import close_scenes, new_app


@pytest.mark.parametrize(("size", "lang", "text"), [((1280, 720), "fr", 100),
                                                     ((960, 540), "en", 150)])
def test_the_collection_label_never_touches_a_card(size, lang, text, monkeypatch) -> None:
    pygame.init()
    app = new_app(size, lang, text)
    drawn: list[pygame.Rect] = []
    real = howto.draw_card

    def spy(canvas, c, rect, **kw):
        drawn.append(pygame.Rect(rect))
        return real(canvas, c, rect, **kw)

    monkeypatch.setattr(howto, "draw_card", spy)
    try:
        box = pygame.Rect(200, 180, 700, 700)
        label = None
        for tenth in range(0, round(howto.LOOP * 10)):
            drawn.clear()
            canvas = app.canvas()
            canvas.recorder = Recorder()
            howto._art_removal(canvas, box, tenth / 10)
            label = next(t for t in canvas.recorder.texts if "collection" in t.words)
            for card in drawn:  # both in window pixels, 6 logical px of room round a card
                room = canvas.viewport.rect(card.inflate(0, 12))
                assert not room.colliderect(label.ink), tenth / 10
        assert label is not None
    finally:
        close_scenes(app)
        pygame.quit()
