"""Pieces shared by the menu screens: the parchment page and its title."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.canvas import Canvas


def draw_page(canvas: Canvas, title: str | None = None) -> None:
    """The parlour background, softened, with a parchment sheet in the middle."""
    canvas.image("parlour_background", (0, 0, *theme.LOGICAL_SIZE), fit=False)
    canvas.dim(60, (40, 50, 20))
    sheet = pygame.Rect(160, 60, 1600, 960)
    canvas.rect(sheet.move(8, 12), (30, 20, 10, 110), radius=36)
    canvas.rect(sheet, theme.PARCHMENT, radius=36)
    canvas.rect(sheet.inflate(-24, -24), theme.GOLD, radius=28, width=3)
    canvas.rect(sheet, theme.INK, radius=36, width=4)
    if title:
        canvas.text(title, (960, 150), theme.HEADING, max_width=1500, max_grow=1.1)
