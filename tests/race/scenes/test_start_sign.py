"""The START sign stays readable with every pawn on the start space (issue 33: at the
start of a game the pawns standing on the start space hid "START"/"DÉPART"; the last fix
only moved it off the first pawn): no pawn's picture crosses the sign's words, with 2, 3
or 4 pawns, at every window size."""

from __future__ import annotations

import random

import pygame
import pytest

import game.race.scenes.table_drawing as drawing
from game.race import room
from game.race.rules.components import Character
from game.race.rules.setup import Seat, Variants, deal
from game.race.scenes.play import PlayScene
from game.race.ui.pieces import PAWN_ASPECT, PAWN_FEET, pawn_art
from tests.helpers.apps import close_scenes
from tests.shell.layout_check import SIZES, new_app, recorded

CHARACTERS = (Character.ALICE, Character.HATTER, Character.HARE, Character.QUEEN)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("pawns", (2, 3, 4))
@pytest.mark.parametrize("lang", ("en", "fr"))
def test_no_pawn_on_the_start_space_hides_the_start_sign(size, pawns, lang, monkeypatch) -> None:
    pygame.init()
    app = new_app(size, lang, 150)
    try:
        seats = tuple(Seat(c, c.value, "human") for c in CHARACTERS[:pawns])
        setup = deal(room.level(app).board, seats, random.Random(2), Variants(), 0, seed=2)
        play = PlayScene(app, setup, seed=2, autosave=False)
        app.push(play)
        assert all(p == 0 for p in play.table.positions)
        drawn: list[pygame.Rect] = []
        real = drawing.draw_pawn

        def draw_pawn(canvas, character, large, feet, height=120, **kw):
            real(canvas, character, large, feet, height, **kw)
            vp = canvas.viewport
            w, h = vp.px(height * PAWN_ASPECT), vp.px(height)
            art = canvas.images.get(pawn_art(character, large), (w, h))
            fx, fy = vp.point(*feet)
            drawn.append(art.get_bounding_rect(min_alpha=60).move(fx - w // 2,
                                                                  fy - round(h * PAWN_FEET)))

        monkeypatch.setattr(drawing, "draw_pawn", draw_pawn)
        play.board_view.invalidate()  # the sign is painted with the board: record it
        signs = [t.ink for t in recorded(app, play.draw).texts
                 if t.words in ("START", "DÉPART")]
        assert signs, "the start sign was not drawn"
        assert len(drawn) >= pawns  # (a panel may show its pawn too)
        for sign in signs:
            assert sign.collidelist(drawn) == -1, (sign, drawn)
    finally:
        close_scenes(app)
        pygame.quit()

