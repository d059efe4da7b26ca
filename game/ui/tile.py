"""A game's tile on the title screen: its picture, name and one line, or "coming soon"."""

from __future__ import annotations

import pygame

from game.shell.i18n import _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import MIN_TEXT, fit_text, fitted_size, rows, sized_style
from game.ui.widgets import Callback, Label, Widget, label_text

NAME = theme.TextStyle(40, theme.INK, True)
LINE = theme.TextStyle(28, theme.INK_SOFT)
SOON = theme.TextStyle(28, theme.CREAM, True)
GROW = 1.2
"""The text-size setting grows a tile's words at most this much (three tiles in a row)."""
PICTURE_H = 300
NAME_H = 90
"""Room for a name on two lines at the tagline's size."""


class GameTile(Widget):
    """Click (or Enter) opens the game's lobby; a tile without `on_open` is a teaser."""

    def __init__(self, rect: pygame.Rect, name: str, tagline: Label, art: str,
                 on_open: Callback | None) -> None:
        super().__init__(rect)
        self.name = name
        self.tagline = tagline
        self.art = art
        self.on_open = on_open
        self.name_style = NAME
        """The style its name is drawn in: the title screen gives every tile the size the
        longest name fits at, so the three names read alike (`share_name_size`)."""

    @property
    def enabled(self) -> bool:
        return self.on_open is not None

    def activate(self) -> None:
        if self.on_open is not None:
            self.on_open()

    def process_event(self, event: pygame.event.Event) -> bool:
        super().process_event(event)
        if not self.enabled or not self.rect.collidepoint(getattr(event, "pos", (-1, -1))):
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.activate()
            return True
        return event.type == pygame.MOUSEBUTTONDOWN

    def draw(self, canvas: Canvas) -> None:
        r = self.rect
        lift = -8 if self.hovered and self.enabled else 0
        card = r.move(0, lift)
        canvas.rect(r.move(6, 12), (40, 26, 14, 110), radius=28)
        canvas.rect(card, theme.CREAM if self.enabled else theme.PARCHMENT_DARK, radius=28)
        picture = self._picture(card)
        canvas.image(self.art, picture, alpha=255 if self.enabled else 140)
        name, tagline = self._rows(card)
        fit_text(canvas, _(self.name), name, self.name_style, align="center", max_lines=2,
                 max_grow=GROW, floor=self._name_floor(canvas))
        fit_text(canvas, label_text(self.tagline), tagline, LINE, align="center", valign="top",
                 max_lines=3, max_grow=GROW)
        canvas.rect(card, theme.GOLD if self.hovered and self.enabled else theme.INK,
                    radius=28, width=5 if self.hovered and self.enabled else 4)
        if not self.enabled:
            ribbon = pygame.Rect(0, 0, card.w - 80, 56)
            ribbon.center = (picture.centerx, picture.centery)
            canvas.rect(ribbon, theme.ROSE_DARK, radius=14)
            canvas.rect(ribbon, theme.INK, radius=14, width=3)
            canvas.text(_("Coming soon"), ribbon.center, SOON, max_width=ribbon.w - 24)

    @staticmethod
    def _picture(card: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(card.x + 24, card.y + 24, card.w - 48, PICTURE_H)

    def _rows(self, card: pygame.Rect) -> list[pygame.Rect]:
        """The name's row (two lines) and the line's, under the picture."""
        picture = self._picture(card)
        return rows((card.x + 20, picture.bottom + 14, card.w - 40,
                     card.bottom - picture.bottom - 24), NAME_H, 80, gap=2)

    def _name_floor(self, canvas: Canvas) -> float:
        """A name is never drawn smaller than the line under it, nor than the size the
        tiles share: a long one wraps."""
        if self.name_style is not NAME:
            return self.name_style.size * (canvas.text_cache.scale or 1.0)
        return _line_size(canvas)

    def name_size(self, canvas: Canvas) -> float:
        """The logical size its name fits its row at, alone."""
        return fitted_size(canvas, _(self.name), self._rows(self.rect)[0], NAME,
                           max_lines=2, max_grow=GROW, floor=_line_size(canvas))


def _line_size(canvas: Canvas) -> float:
    """The logical size a tile's line under its name is drawn at."""
    return max(MIN_TEXT, LINE.size * min(GROW, canvas.text_cache.scale or 1.0))


def share_name_size(canvas: Canvas, tiles: list[GameTile]) -> None:
    """Every tile's name at the size the longest fits at (the names side by side read
    alike, not one large and two small), never under the line below them."""
    if tiles:
        size = min(tile.name_size(canvas) for tile in tiles)
        for tile in tiles:
            tile.name_style = sized_style(canvas, size, NAME)
