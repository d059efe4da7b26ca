"""Drawing single pieces: pawns, cards and cookies, with the numbers the SVGs leave out.

The art has no text (nanosvg cannot draw it), so card values and cookie values are drawn
here with the game's font, in the clear areas the art README names.
"""

from __future__ import annotations

import pygame

from game.race.rules.components import JOKER, Character
from game.shell.i18n import _
from game.ui import theme
from game.ui.canvas import Canvas

PAWN_HEIGHT = 192
"""Pawns on the board, logical pixels (twice the first release's 96: readable at 540p)."""
PAWN_ASPECT = 100 / 140
PAWN_FEET = 134 / 140
"""The pawn's anchor, bottom-centre (50,134) of its 100x140 viewBox."""
CARD_ASPECT = 200 / 300


PAWN_TOPS: dict[tuple[str, bool], float] = {
    ("alice", False): 0.56, ("alice", True): 0.76,
    ("hatter", False): 0.67, ("hatter", True): 0.93,
    ("hare", False): 0.68, ("hare", True): 0.94,
    ("queen", False): 0.66, ("queen", True): 0.91,
}
"""How far above its feet the top of each pawn's picture is (hat, ears and crown
included), in pawn heights, by (character, large); measured on the art
(tests/race/scenes/test_board_marks.py checks it)."""


def pawn_top(character: Character, large: bool) -> float:
    """The top of a pawn's picture above its feet, in pawn heights (0.95 if unknown)."""
    return PAWN_TOPS.get((character.value, large), 0.95)


def pawn_art(character: Character, large: bool) -> str:
    return f"race/pawn_{character.value}_{'large' if large else 'small'}"


def draw_pawn(
    canvas: Canvas,
    character: Character,
    large: bool,
    feet: tuple[float, float],
    height: float = 120,
    sink: float = 0.0,
    alpha: int = 255,
    scale: float = 1.0,
) -> None:
    """A pawn standing at `feet`; `sink` (0..1) hides that much of it in a hole.

    `scale` (a pawn growing or shrinking) scales the picture of `height`, already in the
    cache, instead of rasterising the art at every size the animation passes through."""
    vp = canvas.viewport
    w, h = vp.px(height * PAWN_ASPECT), vp.px(height)
    surf = canvas.images.get(pawn_art(character, large), (w, h))
    if abs(scale - 1.0) > 0.01:
        w, h = max(1, round(w * scale)), max(1, round(h * scale))
        surf = pygame.transform.smoothscale(surf, (w, h))
    fx, fy = vp.point(*feet)
    top = fy - round(h * PAWN_FEET)
    if sink > 0.0:
        hidden = round(h * PAWN_FEET * sink)
        visible = max(1, h - hidden - (h - round(h * PAWN_FEET)))
        area = pygame.Rect(0, 0, w, visible)
        rim = pygame.Rect(0, 0, round(w * 0.9), max(2, round(h * 0.14)))
        rim.center = (fx, fy)
        pygame.draw.ellipse(canvas.surface, (30, 18, 10), rim)
        if alpha < 255:
            surf = surf.copy()
            surf.set_alpha(alpha)
        canvas.surface.blit(surf, (fx - w // 2, top + hidden), area)
        pygame.draw.ellipse(canvas.surface, (96, 64, 36), rim, max(1, vp.px(3)))
        return
    if alpha < 255:
        surf = surf.copy()
        surf.set_alpha(alpha)
    canvas.surface.blit(surf, (fx - w // 2, top))


def draw_card(
    canvas: Canvas,
    card: int | None,
    rect: pygame.Rect,
    alpha: int = 255,
) -> None:
    """A card: `None` is a face-down card; JOKER the Joker; 1..5 a number card."""
    canvas.solid(rect, "a card")
    if card is None:
        _piece(canvas, "race/card_back", rect, alpha)
        return
    art = "race/card_joker" if card == JOKER else "race/card_face"
    drawn = _piece(canvas, art, rect, alpha)
    with canvas.art():
        _card_numbers(canvas, card, drawn)


def _piece(canvas: Canvas, name: str, rect, alpha: int = 255) -> pygame.Rect:
    """Art fitted in a logical `rect` (x, y, w, h), its pixel size taken from the rect's
    size alone (not from where its edges fall), so a piece of one size is rasterised
    once, wherever it is drawn (and however it flies)."""
    vp = canvas.viewport
    x, y, w, h = rect
    size = canvas.images.fitted_size(name, (vp.px(w), vp.px(h)))
    surf = canvas.images.get(name, size)
    dest = surf.get_rect(center=vp.point(x + w / 2, y + h / 2))
    if alpha < 255:
        surf = surf.copy()
        surf.set_alpha(alpha)
    canvas.surface.blit(surf, dest)
    return dest


def _card_numbers(canvas: Canvas, card: int, drawn: pygame.Rect) -> None:
    x0, y0 = canvas.viewport.to_logical(drawn.topleft)
    w = drawn.w / canvas.viewport.scale
    h = drawn.h / canvas.viewport.scale
    colour = theme.ROSE_DARK if card in (1, 3, 5) else theme.INK
    if card == JOKER:
        canvas.text(_("J"), (x0 + w * 0.18, y0 + h * 0.15), theme.TextStyle(round(h * 0.12),
                    theme.ROSE_DARK, True), scaled=False)
        canvas.text(_("Joker"), (x0 + w * 0.49, y0 + h * 0.78), theme.TextStyle(
                    round(h * 0.1), theme.INK, True), max_width=w * 0.8, scaled=False)
        return
    canvas.text(str(card), (x0 + w * 0.49, y0 + h * 0.49),
                theme.TextStyle(round(h * 0.36), colour, True), scaled=False)
    canvas.text(str(card), (x0 + w * 0.18, y0 + h * 0.15),
                theme.TextStyle(round(h * 0.12), colour, True), scaled=False)


def draw_cookie(
    canvas: Canvas, value: int | None, centre: tuple[float, float], size: float
) -> None:
    """A large cookie, face up with its value, or face down (`None`)."""
    box = (centre[0] - size / 2, centre[1] - size / 2, size, size)
    if value is None:
        _piece(canvas, "race/cookie_large_back", box)
        return
    _piece(canvas, f"race/cookie_large_face_{value}", box)
    with canvas.art():
        canvas.text(str(value), (centre[0], centre[1] + size * 0.01),
                    theme.TextStyle(max(8, round(size * 0.34)), theme.INK, True), scaled=False)


def draw_small_cookie(canvas: Canvas, centre: tuple[float, float], size: float) -> None:
    _piece(canvas, "race/small_cookie", (centre[0] - size / 2, centre[1] - size / 2, size, size))
