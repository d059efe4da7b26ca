"""Where things are on the word table (logical 1920x1080), shared by drawing and input."""

from __future__ import annotations

import pygame

TOPIC = pygame.Rect(40, 24, 510, 340)
WORDS = pygame.Rect(40, 378, 510, 310)
EXTRA = pygame.Rect(890, 14, 140, 160)
ROW = pygame.Rect(600, 182, 720, 214)
TURN = pygame.Rect(600, 404, 720, 62)
ACTION = pygame.Rect(600, 474, 720, 214)
TEAPOT = pygame.Rect(1360, 14, 320, 320)
TIME = pygame.Rect(1680, 60, 210, 220)
SIDE = pygame.Rect(1360, 338, 530, 350)
PLAYERS = pygame.Rect(30, 702, 1860, 366)
PANEL = pygame.Rect(560, 176, 800, 512)
"""Preparation and vote panels: over the middle of the table, the players stay visible."""
SUMMARY = pygame.Rect(210, 70, 1500, 940)
VERDICT_BUTTON = pygame.Rect(PANEL.right - 290, PANEL.y + 96, 250, 84)
"""Continue on a vote's verdict held for the person whose word it was, beside its outcome
(under the panel's question, over none of the voters' rows)."""

ENTRY = pygame.Rect(616, 500, 490, 100)
SAY_BUTTON = pygame.Rect(1120, 500, 184, 100)


def player_boxes(n: int) -> list[pygame.Rect]:
    """One panel per seat along the bottom of the table, in seat (turn) order."""
    gap = 12
    w = min(440, (PLAYERS.w - gap * (n - 1)) // n)
    total = n * w + gap * (n - 1)
    x0 = PLAYERS.centerx - total // 2
    return [pygame.Rect(x0 + i * (w + gap), PLAYERS.y + 26, w, PLAYERS.h - 30)
            for i in range(n)]


NEXT_BUTTON = pygame.Rect(616, 486, 330, 120)
OUT_BUTTON = pygame.Rect(966, 486, 338, 120)
"""Say it: Next and Out, side by side; Out only opens "why out?" (a confirm)."""
SAY_HINT = pygame.Rect(600, 612, 720, 76)
"""Under the word box or the Next button: what to do, or a banner for what just happened
(it never covers the letters)."""
FLASH = SAY_HINT
WATCH_CONTROLS = 170
"""The bottom of the side column a replay keeps for its controls (stepping, the tag, the
buttons)."""
LOG_GAP = 14
"""Between the last button of the side column and the log under it."""


SIDE_ROW = 64
SIDE_GAP = 8


def side_cell(row: int, col: int | None = None) -> pygame.Rect:
    """A cell of the side column's grid: the whole row (`col` None) or half of it."""
    y = SIDE.y + row * (SIDE_ROW + SIDE_GAP)
    if col is None:
        return pygame.Rect(SIDE.x, y, SIDE.w, SIDE_ROW)
    w = (SIDE.w - SIDE_GAP) // 2
    return pygame.Rect(SIDE.x + col * (w + SIDE_GAP), y, w, SIDE_ROW)


OUT_QUESTION = pygame.Rect(600, 474, 720, 42)


def out_cells() -> list[pygame.Rect]:
    """"Why out?" over the speaker's area: five reasons and "not out", two columns."""
    w = (ACTION.w - 10) // 2
    return [pygame.Rect(ACTION.x + (i % 2) * (w + 10), OUT_QUESTION.bottom + 4 + (i // 2) * 58,
                        w, 52) for i in range(6)]


def panel_cells(count: int) -> list[pygame.Rect]:
    """Buttons in the middle panel under its question (who challenges), two columns."""
    w = (PANEL.w - 100) // 2
    return [pygame.Rect(PANEL.x + 40 + (i % 2) * (w + 20), PANEL.y + 196 + (i // 2) * 76,
                        w, 64) for i in range(count)]
