"""Where things are on the Parade table (logical 1920x1080), shared by drawing, input
and the director's flights.

Top: the banner (whose turn, the last round and why). Then the draw pile at the left and
the parade running from its front (by the pile) to its end (the right), where cards are
played; when one row would overlap its cards too much it wraps onto a second row of
smaller cards, so even the longest parade fits and every value stays readable. Middle:
one panel per player with their collection by suit. Right, beside both: the move log.
Bottom: the hand, the words (preview, hint) and the buttons.
"""

from __future__ import annotations

import pygame

from game.parade.ui.cards import ASPECT

BANNER = pygame.Rect(30, 14, 1860, 64)
PILE = pygame.Rect(40, 130, 140, 210)
PILE_LABEL = pygame.Rect(20, 346, 180, 40)
PARADE = pygame.Rect(220, 88, 1330, 312)
LIFT = 34
"""How far a removal-mode card rises (logical px); the parade keeps that room above."""
PANELS = pygame.Rect(30, 410, 1520, 392)
LOG = pygame.Rect(1566, 88, 324, 714)
"""The move log: every play, take and discard (game/ui/log_panel.py)."""
HAND = pygame.Rect(40, 812, 900, 256)
HAND_CARD_H = 228
INFO = pygame.Rect(960, 818, 600, 246)
SIDE = pygame.Rect(1580, 818, 310, 246)

ONE_ROW_H = 236
TWO_ROW_H = 128


def parade_slots(n: int) -> list[pygame.Rect]:
    """The card rectangles of a parade of `n` cards, front first (unlifted)."""
    if n <= 0:
        return []
    h = ONE_ROW_H
    w = round(h * ASPECT)
    top = PARADE.y + LIFT + 8
    step = min(w + 12.0, (PARADE.w - w) / max(1, n - 1))
    if step >= 0.42 * w:
        return [pygame.Rect(round(PARADE.x + i * step), top, w, h) for i in range(n)]
    h = TWO_ROW_H
    w = round(h * ASPECT)
    per_row = (n + 1) // 2
    step = min(w + 10.0, (PARADE.w - w) / max(1, per_row - 1))
    out = []
    for i in range(n):
        row, col = divmod(i, per_row)
        out.append(pygame.Rect(round(PARADE.x + col * step),
                               PARADE.y + 22 + row * (h + 28), w, h))
    return out


def two_rows(n: int) -> bool:
    return n > 0 and parade_slots(n)[0].h < ONE_ROW_H


def lift_for(n: int) -> int:
    return 20 if two_rows(n) else LIFT


def hand_slots(n: int) -> list[pygame.Rect]:
    h = HAND_CARD_H
    w = round(h * ASPECT)
    gap = 22
    return [pygame.Rect(HAND.x + i * (w + gap), HAND.bottom - h - 8, w, h) for i in range(n)]


def panel_rects(n: int) -> list[pygame.Rect]:
    """One panel per seat across the middle, in seat order."""
    gap = 12
    w = min(560, (PANELS.w - gap * (n - 1)) // n)
    total = n * w + gap * (n - 1)
    x0 = PANELS.centerx - total // 2
    return [pygame.Rect(x0 + i * (w + gap), PANELS.y, w, PANELS.h) for i in range(n)]


def side_slots(count: int, height: int = 70, gap: int = 14) -> list[pygame.Rect]:
    return [pygame.Rect(SIDE.x, SIDE.y + i * (height + gap), SIDE.w, height)
            for i in range(count)]
