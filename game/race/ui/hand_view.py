"""The hand on screen: cards in the order drawn (R2.3), which can be played, and why not.

Only `legal_actions()` says what may be played: a card that is not among them is drawn
lowered and greyed with a "can't play" label (never told by colour alone), and clicking
it asks the engine, whose refusal is shown in words. `focus` is the card the keyboard
points at (arrows), drawn with the focus ring.
"""

from __future__ import annotations

import pygame

from game.race.ui.pieces import CARD_ASPECT, draw_card
from game.shell.i18n import _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.widgets import draw_focus_ring

CARD_HEIGHT = 176
GAP = 26


class HandView:
    def __init__(self, area: pygame.Rect) -> None:
        self.area = area
        self.hover: int | None = None
        self.focus: int | None = None
        """The card slot with the keyboard focus ring (None: no ring)."""

    @property
    def card_height(self) -> int:
        return round(min(CARD_HEIGHT, self.area.h * 0.46 if self.area.h >= 260 else self.area.h))

    def card_rect(self, slot: int, count: int) -> pygame.Rect:
        h = self.card_height
        w = round(h * CARD_ASPECT)
        total = count * w + (count - 1) * GAP
        x = self.area.centerx - total / 2 + slot * (w + GAP)
        return pygame.Rect(round(x), self.area.bottom - h - 4, w, h)

    def slot_at(self, pos: tuple[int, int], count: int) -> int | None:
        for slot in reversed(range(count)):
            if self.card_rect(slot, count).collidepoint(pos):
                return slot
        return None

    def draw(
        self,
        canvas: Canvas,
        cards: list[int | None],
        playable: set[int] | None,
        label: str,
    ) -> None:
        """`playable` None: nothing can be played now (not this hand's turn)."""
        count = len(cards)
        top = self.area.bottom - self.card_height - 4
        canvas.text(label, (self.area.x, top - 4), theme.TextStyle(24, theme.INK, True),
                    "bottomleft", max_width=self.area.w)
        if not count:
            canvas.text(_("no cards left"), self.area.center, theme.SMALL)
        for slot, card in enumerate(cards):
            rect = self.card_rect(slot, count)
            can = playable is not None and slot in playable
            if can and slot in (self.hover, self.focus):
                rect = rect.move(0, -22)
            elif playable is not None and not can:
                rect = rect.move(0, 14)
            canvas.rect(rect.move(4, 6), (40, 24, 16, 70), radius=12)
            draw_card(canvas, card, rect, alpha=255 if (playable is None or can) else 150)
            if playable is not None and not can:
                tag = pygame.Rect(0, 0, rect.w - 8, 30)
                tag.midbottom = (rect.centerx, rect.bottom - 10)
                canvas.rect(tag, (60, 40, 30, 200), radius=10)
                canvas.text(_("can't play"), tag.center, theme.TextStyle(18, theme.CREAM, True),
                            max_width=tag.w - 6)
            elif can:
                canvas.rect(rect, theme.GOLD, radius=12, width=4)
            if self.focus == slot:
                draw_focus_ring(canvas, rect, 12)
