"""Issue 33: the START sign hides neither the pawn nor the exit highlight on the next
space, and no pawn's head (hat, ears, crown) at the top of the ring is cut by the banner
(R1.5: the ring of spaces, space 0 the Tea Party at the top, R2.3: pawns start there)."""

from __future__ import annotations

import pygame

from game.app import App
from game.race.rules.components import Character
from game.race.rules.setup import Seat
from game.race.scenes.director import PAWN_HEIGHT
from game.race.scenes.play import PlayScene
from game.race.ui.board_view import start_flag_rect
from game.race.ui.pieces import PAWN_ASPECT, PAWN_FEET, pawn_art, pawn_top
from tests.race.scenes.driver import table


def _play(app: App) -> PlayScene:
    return table(app, [Seat(c, c.value, "bot:easy") for c in (Character.ALICE, Character.HARE)],
                 seed=2)


def test_the_start_sign_covers_no_other_space_nor_the_banner(app: App) -> None:
    play = _play(app)
    flag = start_flag_rect(play.geo)
    for i, other in enumerate(play.geo.layout.spaces[1:], start=1):
        assert not flag.colliderect(pygame.Rect(*other.rect.as_tuple())), i
    assert not flag.colliderect(play.anchors["banner"])


def test_a_pawn_on_the_next_space_stands_in_front_of_the_start_sign(app: App, monkeypatch) -> None:
    """The sign is part of the board: every pawn, and the highlight of the space a move
    lands on, is drawn after it."""
    play = _play(app)
    calls: list[str] = []
    import game.race.scenes.table_drawing as drawing

    real_pawn = drawing.draw_pawn
    monkeypatch.setattr(drawing, "draw_pawn",
                        lambda *a, **k: (a[3] != (400, 400) and calls.append("pawn"),
                                         real_pawn(*a, **k)))
    original = play.board_view._paint_start_flag
    monkeypatch.setattr(play.board_view, "_paint_start_flag",
                        lambda *a: (calls.append("flag"), original(*a)))
    play.drawing.invalidate()
    app.draw()  # (the board, the sign with it, is painted once into a layer, then pawns)
    assert "pawn" in calls
    assert "flag" in calls and calls.index("flag") < calls.index("pawn"), calls


def test_the_pawn_tops_are_measured_on_the_art(app: App) -> None:
    canvas = app.canvas()
    h = 280
    for character in Character:
        for large in (False, True):
            surf = canvas.images.get(pawn_art(character, large), (round(h * PAWN_ASPECT), h))
            top = (h * PAWN_FEET - surf.get_bounding_rect().top) / h
            assert top <= pawn_top(character, large) <= top + 0.03, (character, large)


def test_no_head_at_the_top_of_the_ring_is_cut_by_the_banner(app: App) -> None:
    play = _play(app)
    banner = play.anchors["banner"]
    for character in Character:
        for large in (False, True):
            tall = pawn_top(character, large)
            for space in range(play.geo.n):
                feet = play.drawing.clear_of_banner(play.geo.pawn_feet(space), tall)
                head = feet[1] - PAWN_HEIGHT * tall
                if banner.left - 70 < feet[0] < banner.right + 70:
                    assert head >= banner.bottom, (character, large, space)
