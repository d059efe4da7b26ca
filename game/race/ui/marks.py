"""Marks drawn over the race table: the turn arrow and words floating over a pawn."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.canvas import Canvas


def arrow(canvas: Canvas, points: list[tuple[float, float]]) -> None:
    """A gold triangle with an ink outline (the turn marker)."""
    vp = canvas.viewport
    shown = [vp.point(x, y) for x, y in points]
    pygame.draw.polygon(canvas.surface, theme.GOLD, shown)
    pygame.draw.polygon(canvas.surface, theme.INK, shown, vp.px(3))


def off_the_dial(canvas: Canvas, words: str, pos: tuple[float, float], size: int,
                 dial: tuple[tuple[float, float], float]) -> tuple[float, float]:
    """Where words centred at `pos` go so that they stay off the round `dial` (centre,
    radius): moved out sideways or up/down, whichever is the shorter way."""
    (px, py), radius = dial
    grow = canvas.text_cache.scale  # the text-size setting
    w, h = (n * grow for n in canvas.text_cache.font(size, True).size(words))
    x, y = pos
    left, top = x - w / 2, y - h / 2
    dx = max(left - px, 0.0, px - (left + w))
    dy = max(top - py, 0.0, py - (top + h))
    if dx * dx + dy * dy >= radius * radius:
        return pos
    side = (max(0.0, radius * radius - dy * dy)) ** 0.5
    across = (px + side + w / 2) if x >= px else (px - side - w / 2)
    tall = (max(0.0, radius * radius - dx * dx)) ** 0.5
    along = (py + tall + h / 2) if y >= py else (py - tall - h / 2)
    if abs(across - x) <= abs(along - y):
        return (across, y)
    return (x, along)


def outlined_text(
    canvas: Canvas, words: str, pos: tuple[float, float], alpha: int = 255,
    clear_of: pygame.Rect | None = None,
    dial: tuple[tuple[float, float], float] | None = None,
) -> None:
    """Cream words with an ink edge, floating over the board; `clear_of` (the turn
    banner): words that would touch it float just under it instead; `dial` (the clock's
    centre and the radius of its numerals): words keep off it."""
    style = theme.TextStyle(34, theme.CREAM, True)
    if dial is not None:
        pos = off_the_dial(canvas, words, pos, style.size, dial)
    if clear_of is not None:
        half = style.size * canvas.text_cache.scale * 0.75 + 4
        pos = (pos[0], max(pos[1], clear_of.bottom + half))
    with canvas.art():  # the outline is the words' own edge: one text, not five
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
            canvas.text(words, (pos[0] + dx, pos[1] + dy), style, colour=(*theme.INK, alpha))
    canvas.text(words, pos, style, colour=(*theme.CREAM, alpha))
