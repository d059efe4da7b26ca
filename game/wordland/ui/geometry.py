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


SAY_HINT = pygame.Rect(606, 614, 300, 74)
"""Under the Next button (say it): what to do."""
WATCH_CONTROLS = 126
"""The bottom of the side column a replay keeps for its controls."""
LOG_GAP = 14
"""Between the last button of the side column and the log under it."""


def side_slots(count: int, height: int = 60, gap: int = 10) -> list[pygame.Rect]:
    return [pygame.Rect(SIDE.x, SIDE.y + i * (height + gap), SIDE.w, height)
            for i in range(count)]
