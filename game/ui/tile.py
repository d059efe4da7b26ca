"""A game's tile on the title screen: its picture, name and one line, or "coming soon"."""

from __future__ import annotations

import pygame

from game.shell.i18n import _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text, rows
from game.ui.widgets import Callback, Label, Widget, label_text

NAME = theme.TextStyle(40, theme.INK, True)
LINE = theme.TextStyle(28, theme.INK_SOFT)
SOON = theme.TextStyle(28, theme.CREAM, True)


class GameTile(Widget):
    """Click (or Enter) opens the game's lobby; a tile without `on_open` is a teaser."""

    def __init__(self, rect: pygame.Rect, name: str, tagline: Label, art: str,
                 on_open: Callback | None) -> None:
        super().__init__(rect)
        self.name = name
        self.tagline = tagline
        self.art = art
        self.on_open = on_open

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
        picture = pygame.Rect(card.x + 24, card.y + 24, card.w - 48, (card.w - 48) * 3 // 4)
        canvas.image(self.art, picture, alpha=255 if self.enabled else 140)
        name, tagline = rows((card.x + 20, picture.bottom + 16, card.w - 40,
                              card.bottom - picture.bottom - 28), 60, 100, gap=4)
        fit_text(canvas, _(self.name), name, NAME, align="center", max_lines=1, max_grow=1.2)
        fit_text(canvas, label_text(self.tagline), tagline, LINE, align="center", valign="top",
                 max_lines=3, max_grow=1.2)
        canvas.rect(card, theme.GOLD if self.hovered and self.enabled else theme.INK,
                    radius=28, width=5 if self.hovered and self.enabled else 4)
        if not self.enabled:
            ribbon = pygame.Rect(0, 0, card.w - 80, 56)
            ribbon.center = (picture.centerx, picture.centery)
            canvas.rect(ribbon, theme.ROSE_DARK, radius=14)
            canvas.rect(ribbon, theme.INK, radius=14, width=3)
            canvas.text(_("Coming soon"), ribbon.center, SOON, max_width=ribbon.w - 24)
