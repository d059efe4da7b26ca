"""The turn banner keeps a margin round its words (issue 33: at 150 % the French
"Alice : joue une carte" filled its banner edge to edge, down onto its rim), at every
window size, in English and French, at 100 and 150 % text."""

from __future__ import annotations

import random

import pygame
import pytest

from game.race import room
from game.race.rules.components import Character
from game.race.rules.setup import Seat, Variants, deal
from game.race.scenes.play import PlayScene
from tests.helpers.apps import close_scenes
from tests.shell.layout_check import SIZES, new_app, recorded

RIM = 6
"""The banner's coloured rim, in logical px (table_drawing.draw_banner)."""
MARGIN = 4
"""Logical px of cream kept clear between the rim and the words, at the least."""


def _play_at_first_card(app) -> PlayScene:
    seats = tuple(Seat(c, n, "human")
                  for c, n in zip((Character.ALICE, Character.HATTER), ("Alice", "Hatter"),
                                  strict=True))
    setup = deal(room.level(app).board, seats, random.Random(2), Variants(), 0, seed=2)
    play = PlayScene(app, setup, seed=2, autosave=False)
    app.push(play)
    for _ in range(400):
        if play.idle:
            break
        play.update(0.05)
    assert play.idle
    return play


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ("en", "fr"))
@pytest.mark.parametrize("text", (100, 150))
def test_the_banner_words_keep_a_margin(size, lang, text) -> None:
    pygame.init()
    app = new_app(size, lang, text)
    try:
        play = _play_at_first_card(app)
        head, _sub = play._banner_text()
        vp = app.viewport
        inner = vp.rect(play.anchors["banner"]).inflate(-2 * vp.px(RIM + MARGIN),
                                                        -2 * vp.px(RIM + MARGIN))
        inks = [t.ink for t in recorded(app, play.draw).texts
                if t.words.replace("\xa0", " ") == head.replace("\xa0", " ")]
        assert inks, head
        assert all(inner.contains(ink) for ink in inks), (head, inner, inks)
    finally:
        close_scenes(app)
        pygame.quit()
