"""A player's panel: pawn, name, who plays it, score, cookies won, deck and last card.

Everything here is public (R7.1), so every panel is always shown in full.
"""

from __future__ import annotations

import pygame

from game.rules.setup import Seat
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.pieces import draw_card, draw_cookie, draw_pawn, draw_small_cookie
from game.ui.shown_table import ShownTable
from game.ui.tween import pulse

COOKIE_SIZE = 50


def controller_label(controller: str) -> str:
    if controller.startswith("bot:"):
        return f"Bot · {controller[4:]}"
    return "Human"


def cookie_slot(rect: pygame.Rect, index: int, count: int) -> tuple[float, float]:
    """Centre of the `index`-th large cookie of `count` in a panel's cookie row."""
    left, right = rect.x + 150, rect.right - 330
    step = min(COOKIE_SIZE + 4, (right - left - COOKIE_SIZE) / max(1, count - 1))
    return (left + COOKIE_SIZE / 2 + index * step, rect.bottom - 40)


def small_cookie_spot(rect: pygame.Rect) -> tuple[float, float]:
    return (rect.right - 286, rect.bottom - 40)


def last_card_rect(rect: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(rect.right - 96, rect.y + 18, 78, 117)


def draw_panel(
    canvas: Canvas,
    rect: pygame.Rect,
    seat: Seat,
    player: int,
    table: ShownTable,
    active: bool,
    time: float,
) -> None:
    colour = theme.CHARACTER_COLOURS[seat.character]
    canvas.rect(rect.move(4, 6), (50, 30, 20, 90), radius=20)
    canvas.rect(rect, theme.CREAM, radius=20)
    if active:
        glow = round(140 + 100 * pulse(time))
        canvas.rect(rect.inflate(10, 10), (*theme.GOLD, glow), radius=24, width=7)
    canvas.rect(rect, colour, radius=20, width=5)
    # the character
    well = pygame.Rect(rect.x + 14, rect.y + 14, 120, rect.h - 28)
    canvas.rect(well, (*colour, 50), radius=14)
    draw_pawn(canvas, seat.character, table.large == player,
              (well.centerx, well.bottom - 8), height=well.h - 12,
              sink=0.45 if table.in_hole[player] else 0.0)
    # name, controller, score
    canvas.text(seat.name, (rect.x + 150, rect.y + 34), theme.SUBHEADING, "midleft",
                max_width=rect.w - 480)
    status = controller_label(seat.controller)
    if table.in_hole[player]:
        status += " · in the Rabbit Hole"
    elif table.large == player:
        status += " · large"
    canvas.text(status, (rect.x + 150, rect.y + 68), theme.SMALL, "midleft",
                max_width=rect.w - 480)
    score_centre = (rect.right - 250, rect.y + 44)
    canvas.text(str(table.score(player)), score_centre, theme.TextStyle(56, theme.ROSE_DARK, True))
    canvas.text("points", (score_centre[0], rect.y + 86), theme.SMALL)
    # cookies won
    cookies = table.large_cookies[player]
    for i, value in enumerate(cookies):
        draw_cookie(canvas, value, cookie_slot(rect, i, len(cookies)), COOKIE_SIZE)
    if not cookies:
        canvas.text("no cookies yet", (rect.x + 150, rect.bottom - 40), theme.SMALL, "midleft")
    sx, sy = small_cookie_spot(rect)
    draw_small_cookie(canvas, (sx, sy), 40)
    canvas.text(f"×{table.small_cookies[player]}", (sx + 24, sy), theme.BODY, "midleft")
    # deck and last card
    card = last_card_rect(rect)
    played = table.played[player]
    if played:
        draw_card(canvas, played[-1], card)
    else:
        canvas.rect(card.inflate(-6, -6), (*theme.INK_SOFT, 60), radius=8, width=2)
    canvas.text("last card", (card.centerx, card.bottom + 12), theme.TextStyle(18, theme.INK_SOFT))
    deck = pygame.Rect(card.x - 80, card.y + 22, 62, 93)
    if table.deck_sizes[player]:
        draw_card(canvas, None, deck)
    canvas.text(f"deck: {table.deck_sizes[player]}", (deck.centerx, card.bottom + 12),
                theme.TextStyle(18, theme.INK_SOFT))
