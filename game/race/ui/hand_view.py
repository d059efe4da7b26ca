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
from game.ui.layout import fit_text, rows, text_fits
from game.ui.widgets import draw_focus_ring

CARD_HEIGHT = 176
GAP = 26
RAISE = 18
"""How far a card under the pointer or the focus rises (within its own row)."""


class HandView:
    def __init__(self, area: pygame.Rect) -> None:
        self.area = area
        self.hover: int | None = None
        self.focus: int | None = None
        """The card slot with the keyboard focus ring (None: no ring)."""

    @property
    def tall(self) -> bool:
        """The map's hand area holds the instruction, the choices and the hand."""
        return self.area.h >= 260

    def regions(self) -> dict[str, pygame.Rect]:
        """The hand area's rows, each with its own room: the instruction, the choice
        buttons, one or two lines (the hand's owner, or what the choice depends on), and
        the cards with room to rise."""
        a = self.area
        if not self.tall:  # a low hand area: instruction and choices go above it
            cards = pygame.Rect(a.x, a.y + 40, a.w, a.h - 40)
            return {"say": pygame.Rect(a.x, a.y - 176, a.w, 42),
                    "choices": pygame.Rect(a.x, a.y - 130, a.w, 76),
                    "label": pygame.Rect(a.x, a.y, a.w, 40), "cards": cards}
        say, choices, label, cards = rows(a, 64, 62, 62, 1.0, gap=4)
        return {"say": say, "choices": choices, "label": label, "cards": cards}

    @property
    def card_height(self) -> int:
        return round(min(CARD_HEIGHT, self.regions()["cards"].h - RAISE - 4))

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

    def label_needs_room(self, canvas: Canvas, label: str) -> bool:
        """Whether `label` is too long for the label row (it then takes the choices'
        row too, when that is free)."""
        return not text_fits(canvas, label, self.regions()["label"],
                             theme.TextStyle(26, theme.INK, True), max_lines=2, line_gap=0.95)

    def label_room(self, canvas: Canvas, label: str,
                   room_above: bool) -> tuple[pygame.Rect, int]:
        """The box and lines `label` is drawn in: its row, or with `room_above` and a
        label too long for its row, the choices' row too."""
        regions = self.regions()
        if room_above and self.label_needs_room(canvas, label):
            return regions["choices"].union(regions["label"]), 5
        return regions["label"], 2

    def label_fits(self, canvas: Canvas, label: str, room_above: bool) -> bool:
        """Whether `label` fits the room `draw` gives it at a readable size."""
        box, lines = self.label_room(canvas, label, room_above)
        return text_fits(canvas, label, box, theme.TextStyle(26, theme.INK, True),
                         max_lines=lines, line_gap=0.95)

    def draw(
        self,
        canvas: Canvas,
        cards: list[int | None],
        playable: set[int] | None,
        label: str,
        label_colour: theme.Colour | None = None,
        room_above: bool = False,
    ) -> None:
        """`playable` None: nothing can be played now (not this hand's turn);
        `room_above`: the choices' row is empty, and a label too long for its own row
        (a chained move's preview, a large text size) may take it too."""
        count = len(cards)
        regions = self.regions()
        style = theme.TextStyle(26, label_colour or theme.INK, True)
        box, lines = self.label_room(canvas, label, room_above)
        fit_text(canvas, label, box, style, max_lines=lines,
                 align="center" if label_colour else "left",
                 valign="bottom" if not label_colour else "center", line_gap=0.95)
        if not count:
            fit_text(canvas, _("no cards left"), regions["cards"], theme.SMALL,
                     align="center", max_lines=1)
        for slot, card in enumerate(cards):
            rect = self.card_rect(slot, count)
            can = playable is not None and slot in playable
            if can and slot in (self.hover, self.focus):
                rect = rect.move(0, -RAISE)
            elif playable is not None and not can:
                rect = rect.move(0, 2)
            canvas.rect(rect.move(4, 6), (40, 24, 16, 70), radius=12)
            draw_card(canvas, card, rect, alpha=255 if (playable is None or can) else 150)
            if playable is not None and not can:
                # over the card's top, in the room a card rises into: its big number,
                # which the player plans with, stays in sight (a play-test: the tag hid it)
                tag = pygame.Rect(0, 0, rect.w + GAP - 4, 62)
                tag.midtop = (rect.centerx, rect.top - RAISE - 8)
                canvas.rect(tag, (60, 40, 30, 225), radius=10)
                fit_text(canvas, _("can't play"), tag.inflate(-4, -2),
                         theme.TextStyle(24, theme.CREAM), align="center", max_lines=2,
                         line_gap=0.9)
            elif can:
                canvas.rect(rect, theme.GOLD, radius=12, width=4)
            if self.focus == slot:
                draw_focus_ring(canvas, rect, 12)
