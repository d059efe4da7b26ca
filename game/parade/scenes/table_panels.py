"""The players' panels at the Parade table, and the full-size look at one collection.

A panel: the player's colour, name and hand (backs); their points (as the end show
counts them, at the end) and level; their last play and what it took, until they play
again (at the end: the two cards they kept and the two they discarded, face up); then
their collection by suit, each suit a column of chips whose values stay readable at
every window size (at least the 24-logical-px floor), with a crown on a majority held
now. Clicking a panel (or pressing C) opens the collection full size (`draw_inspector`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.parade.rules.cards import SUITS, suit_of, value_of
from game.parade.ui import geometry as geo
from game.parade.ui.cards import (
    CHARACTER_SUIT,
    card_rect,
    character_colour,
    draw_back,
    draw_card,
    draw_chip,
    draw_crown,
    draw_suit,
)
from game.parade.ui.words import SHORT_LEVELS, count_words
from game.shell.i18n import N_, _, ngettext
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import cover, fit_text, text_fits
from game.ui.marks import good_bad

if TYPE_CHECKING:
    from game.parade.scenes.play import PlayScene

HEADER_H = 42
INFO_Y = 50
MOVE_Y = 86
MOVE_H = 48
HEADS_Y = 140
HEADS_H = 60
CHIPS_Y = 202
CHIP_H = 34
STEP_MIN = 22
"""The smallest step between stacked chips that leaves each value readable."""

TINY_LEVELS = {"bot:easy": N_("easy"), "bot:medium": N_("medium"), "bot:hard": N_("hard"),
               "bot:expert": N_("expert"), "bot:random": N_("random")}
"""A bot's level in one word, for the narrowest panels."""


def suit_cards(collection: list[int], index: int) -> list[int]:
    suit = SUITS[index]
    return sorted((c for c in collection if suit_of(c) is suit), key=value_of, reverse=True)


def column(panel: pygame.Rect, index: int) -> tuple[float, float, int]:
    """(centre x, column width, chip width) of a suit's column in a panel."""
    col_w = (panel.w - 16) / 6
    cx = panel.x + 8 + col_w * (index + 0.5)
    return cx, col_w, int(min(col_w - 6, 54))


def chip_height(panel: pygame.Rect) -> int:
    """Chips grow with the panel (fewer players), from 34 to 44 logical px."""
    return max(CHIP_H, min(44, round(column(panel, 0)[2] * 0.8)))


def chip_rects(panel: pygame.Rect, index: int, n: int) -> list[pygame.Rect]:
    """Where a column's `n` chips go, highest value first, top down."""
    cx, _w, w = column(panel, index)
    h = chip_height(panel)
    room = panel.bottom - 8 - CHIPS_Y - panel.y
    step = min(h + 3, (room - h) / max(1, n - 1))
    return [pygame.Rect(round(cx - w / 2), round(panel.y + CHIPS_Y + k * step), w, h)
            for k in range(n)]


def crowded(panel: pygame.Rect, n: int) -> bool:
    """True when a column of `n` chips is stacked too tightly to read every value."""
    room = panel.bottom - 8 - CHIPS_Y - panel.y
    return n > 1 and (room - chip_height(panel)) / (n - 1) < STEP_MIN


class PanelDrawing:
    def __init__(self, play: PlayScene) -> None:
        self.play = play

    def collection_target(self, seat: int, card: int) -> pygame.Rect:
        """Where a taken card lands: the top of its suit's column in the panel."""
        panel = geo.panel_rects(len(self.play.names))[seat]
        cx, _w, w = column(panel, suit_of(card))
        return card_rect(cx - w / 2, panel.y + CHIPS_Y, w * 1.5)

    def key(self, seat: int) -> object:
        """Everything a panel shows (its cached picture is redrawn when this changes)."""
        play = self.play
        shown = play.shown
        over = play.state.is_over and play.idle
        last = play.log.last_turn(seat)
        show = play.end_show
        return (tuple(map(tuple, shown.collections[seat:seat + 1])), shown.turn == seat
                and not over, shown.hand_sizes[seat], bool(shown.chosen and
                                                           shown.chosen[seat]),
                shown.discarded, play.names[seat], shown.version,
                None if last is None else (last.card, last.taken),
                None if show is None else (show.counted, show.counting))

    def points_words(self, seat: int, total: int) -> str:
        """A panel's points: the score as it stands; during the end show, the colours
        counted so far, and before the first colour is counted a dash, as an empty
        colour shows (every panel at "0 points" would read as a tie, issue #33; the
        banner says the counting is about to start)."""
        show = self.play.end_show
        if show is not None:
            if show.counted == 0:
                return "–"
            total = show.points_so_far(seat)
        return ngettext("{n} point", "{n} points", abs(total)).format(n=total)

    def with_level(self, canvas: Canvas, seat: int, info: str, box: pygame.Rect,
                   style: theme.TextStyle) -> str:
        """A bot's points and level on one line, shorter as panels narrow (six panels
        share the width: "12 pts · hard"), so every panel names its bot's level."""
        controller = self.play.controllers[seat]
        level = _(SHORT_LEVELS.get(controller, "bot"))
        tiny = _(TINY_LEVELS.get(controller, "bot"))
        points = info
        show = self.play.end_show
        if show is None or show.counted:
            total = self.play.shown.sheet(self.play.setup.options)[seat].total \
                if show is None else show.points_so_far(seat)
            points = ngettext("{n} pt", "{n} pts", abs(total)).format(n=total)
        tries = (info + " · " + level, info + " · " + tiny, points + " · " + tiny)
        for words in tries:
            if text_fits(canvas, words, box, style, max_lines=1):
                return words
        return tries[-1]

    def draw(self, canvas: Canvas, seat: int, rect: pygame.Rect) -> None:
        play = self.play
        shown = play.shown
        sheet = shown.sheet(play.setup.options)
        row = sheet[seat]
        show = play.end_show
        colour = character_colour(play.characters[seat])
        turn = shown.turn == seat and not (play.state.is_over and play.idle)
        if turn:
            canvas.rect(rect.inflate(14, 10), theme.GOLD, radius=22)
        canvas.rect(rect, theme.PARCHMENT, radius=18)
        canvas.rect(rect, colour, radius=18, width=5)
        header = pygame.Rect(rect.x + 12, rect.y + 8, rect.w - 24, HEADER_H)
        suit = CHARACTER_SUIT.get(play.characters[seat])
        if suit is not None:
            canvas.circle((header.x + 18, header.centery), 20, colour)
            draw_suit(canvas, suit, (header.x + 18, header.centery), 30)
        backs = shown.hand_sizes[seat]
        backs_w = 18 + 9 * (backs - 1) if backs else 0
        name_style = theme.TextStyle(30, theme.INK, True)
        if backs and not text_fits(canvas, play.names[seat], (
                header.x + 44, header.y, header.w - 52 - backs_w, header.h), name_style,
                max_lines=1):
            backs_w = 0  # a long name in a narrow panel: the name before the hand's backs
        else:
            for k in range(backs):
                draw_back(canvas, pygame.Rect(header.right - backs_w + 9 * k, header.y + 4,
                                              18, 27))
        fit_text(canvas, play.names[seat], (header.x + 44, header.y, header.w - 52 - backs_w,
                 header.h), name_style, max_lines=1)
        info = self.points_words(seat, row.total)
        info_box = pygame.Rect(rect.x + 12, rect.y + INFO_Y, rect.w - 24, 34)
        info_style = theme.TextStyle(24, theme.INK_SOFT, True)
        if shown.chosen and shown.chosen[seat] and not shown.discarded:
            chosen = info + " · " + _("has chosen")
            if text_fits(canvas, chosen, info_box, info_style, max_lines=1):
                info = chosen
            else:  # a narrow panel: a tick says it (the log says it in words)
                good_bad(canvas, (info_box.right - 14, info_box.centery), 28, True)
                info_box.w -= 32
        elif play.controllers[seat] != "human":
            info = self.with_level(canvas, seat, info, info_box, info_style)
        fit_text(canvas, info, info_box, info_style, max_lines=1)
        move = pygame.Rect(rect.x + 12, rect.y + MOVE_Y, rect.w - 24, MOVE_H)
        if shown.discarded and seat < len(shown.discarded):
            self._kept(canvas, move, seat)
        else:
            self._last_move(canvas, move, seat)
        collection = shown.collections[seat]
        for index, cell in enumerate(row.suits):
            # a crown on a majority held now; the cards turn to 1s only as the end show
            # counts their colour (P7.1)
            counted = show is not None and show.has_counted(index)
            self._suit_column(canvas, rect, index, suit_cards(collection, index),
                              cell.majority and (show is None or counted),
                              cell.majority and counted,
                              show is not None and show.counting == index)

    def _last_move(self, canvas: Canvas, box: pygame.Rect, seat: int) -> None:
        """The seat's last play and what it took, as chips (until it plays again)."""
        item = self.play.log.last_turn(seat)
        if item is None or item.card is None:
            return
        canvas.rect(box, (*theme.PARCHMENT_DARK, 255), radius=10)
        chip_w = 36
        inner = box.inflate(-8, -6)
        draw_chip(canvas, item.card, pygame.Rect(inner.x, inner.y, chip_w, inner.h))
        x = inner.x + chip_w + 6
        vp = canvas.viewport
        cy = inner.centery
        pygame.draw.polygon(canvas.surface, theme.INK_SOFT, [
            vp.point(x, cy - 4), vp.point(x + 10, cy - 4), vp.point(x + 10, cy - 10),
            vp.point(x + 20, cy), vp.point(x + 10, cy + 10), vp.point(x + 10, cy + 4),
            vp.point(x, cy + 4)])
        x += 26
        room = inner.right - x
        taken = item.taken
        if not taken:
            fit_text(canvas, _("nothing"), (x, inner.y, room, inner.h),
                     theme.TextStyle(24, theme.INK_SOFT, True), max_lines=1)
            return
        # every card taken as a chip, narrower when many (down to 26 px: the value still
        # reads); only past that, their number in words (the arrow says "took")
        narrow = min(chip_w, int((room + 4) // len(taken)) - 4)
        if narrow >= 26:
            for i, c in enumerate(taken):
                draw_chip(canvas, c, pygame.Rect(x + i * (narrow + 4), inner.y, narrow,
                                                 inner.h))
            return
        fit_text(canvas, count_words(len(taken)), (x, inner.y, room, inner.h),
                 theme.TextStyle(24, theme.INK, True), max_lines=1)

    def _kept(self, canvas: Canvas, box: pygame.Rect, seat: int) -> None:
        """At the end: the two cards kept, then the two discarded (face up, crossed)."""
        shown = self.play.shown
        kept = self.play.kept[seat] if seat < len(self.play.kept) else ()
        gone = shown.discarded[seat]
        canvas.rect(box, (*theme.PARCHMENT_DARK, 255), radius=10)
        inner = box.inflate(-8, -6)
        chip_w = min(36, (inner.w - 24) // 4)
        x = inner.x
        for c in kept:
            draw_chip(canvas, c, pygame.Rect(x, inner.y, chip_w, inner.h))
            x += chip_w + 4
        x = inner.right - 2 * chip_w - 4
        for c in gone:
            draw_chip(canvas, c, pygame.Rect(x, inner.y, chip_w, inner.h), crossed=True)
            x += chip_w + 4

    def _suit_column(self, canvas: Canvas, panel: pygame.Rect, index: int, cards: list[int],
                     majority: bool, flipped: bool, counting: bool) -> None:
        cx, col_w, _w = column(panel, index)
        head = pygame.Rect(round(cx - col_w / 2 + 2), panel.y + HEADS_Y, round(col_w - 4),
                           HEADS_H)
        if counting:
            canvas.rect(pygame.Rect(head.x, head.y, head.w, panel.bottom - 6 - head.y),
                        theme.GOLD_LIGHT, radius=10)
            canvas.rect(pygame.Rect(head.x, head.y, head.w, panel.bottom - 6 - head.y),
                        theme.ROSE_DARK, radius=10, width=3)
        elif cards and majority:
            canvas.rect(head, theme.GOLD_LIGHT, radius=10)
            canvas.rect(head, theme.GOLD, radius=10, width=2)
        size = min(26, col_w - 12)
        draw_suit(canvas, SUITS[index], (cx, head.y + 2 + size / 2), size)
        if cards and majority:
            draw_crown(canvas, (head.x + 10, head.y + 8), 16)
        if cards:
            fit_text(canvas, str(len(cards)), (head.x, head.y + size + 2, head.w,
                     head.h - size - 2), theme.TextStyle(24, theme.INK, True),
                     align="center", max_lines=1, max_grow=1.0)
        rects = chip_rects(panel, index, len(cards))
        step = rects[1].y - rects[0].y if len(rects) > 1 else rects[0].h if rects else 0
        for rect, card in zip(rects, cards, strict=True):  # each value in its own step
            draw_chip(canvas, card, rect, flipped=flipped, top=True, size=step + 2)

    # ------------------------------------------------------------------ full size

    def draw_inspector(self, canvas: Canvas, seat: int) -> None:
        """One player's collection full size, by suit, with what each suit scores now;
        a click or Esc closes it (its button says so)."""
        play = self.play
        shown = play.shown
        canvas.dim(170)
        cover(canvas)
        box = pygame.Rect(150, 110, 1620, 860)
        colour = character_colour(play.characters[seat])
        canvas.rect(box, theme.PARCHMENT, radius=24)
        canvas.rect(box, colour, radius=24, width=6)
        canvas.solid(box, "collection")
        row = shown.sheet(play.setup.options)[seat]
        title = ngettext("{name}'s collection: {n} card", "{name}'s collection: {n} cards",
                         len(shown.collections[seat])).format(
            name=play.names[seat], n=len(shown.collections[seat]))
        if play.controllers[seat] != "human":
            title += " (" + _(SHORT_LEVELS.get(play.controllers[seat], "bot")) + ")"
        fit_text(canvas, title, (box.x + 40, box.y + 20, box.w - 80, 64), theme.HEADING,
                 max_lines=1)
        col_w = (box.w - 80) / 6
        for index, cell in enumerate(row.suits):
            x = box.x + 40 + index * col_w
            draw_suit(canvas, SUITS[index], (x + col_w / 2, box.y + 120), 44)
            if cell.majority and cell.cards:
                draw_crown(canvas, (x + col_w / 2 + 40, box.y + 104), 24)
            words = ngettext("{n} point", "{n} points", abs(cell.points)).format(
                n=cell.points) if cell.cards else "–"
            fit_text(canvas, words, (x, box.y + 150, col_w, 40),
                     theme.TextStyle(26, theme.INK, True), align="center", max_lines=1)
            cards = list(cell.cards)
            h = 170.0
            room = box.bottom - 70 - (box.y + 200) - h
            step = min(h * 0.45, room / max(1, len(cards) - 1))
            for k, card in enumerate(cards):
                draw_card(canvas, card, card_rect(x + (col_w - h * 2 / 3) / 2,
                                                  box.y + 200 + k * step, h),
                          both_corners=False, shadow=False)
