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


def outlined_text(
    canvas: Canvas, words: str, pos: tuple[float, float], alpha: int = 255,
    clear_of: pygame.Rect | None = None,
) -> None:
    """Cream words with an ink edge, floating over the board; `clear_of` (the turn
    banner): words that would touch it float just under it instead."""
    style = theme.TextStyle(34, theme.CREAM, True)
    if clear_of is not None:
        half = style.size * canvas.text_cache.scale * 0.75 + 4
        pos = (pos[0], max(pos[1], clear_of.bottom + half))
    with canvas.art():  # the outline is the words' own edge: one text, not five
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
            canvas.text(words, (pos[0] + dx, pos[1] + dy), style, colour=(*theme.INK, alpha))
    canvas.text(words, pos, style, colour=(*theme.CREAM, alpha))
