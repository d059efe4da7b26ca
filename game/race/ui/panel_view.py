"""A player's panel: pawn, name, who plays it, score, cookies won, deck and last card.

Everything here is public (R7.1), so every panel is always shown in full. The layout is
relative to the panel's anchor rectangle from the map, so a redesigned map still fits.
"""

from __future__ import annotations

import pygame

from game.race.rules.setup import Seat
from game.race.ui.pieces import draw_card, draw_cookie, draw_pawn, draw_small_cookie
from game.race.ui.shown_table import ShownTable
from game.race.ui.words import controller_label
from game.shell.i18n import _, ngettext
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.tween import pulse


def _k(rect: pygame.Rect) -> float:
    """Size factor: the layout was drawn for a 150-pixel-high panel."""
    return rect.h / 150


def cookie_size(rect: pygame.Rect) -> float:
    return 40 * _k(rect)


def _well(rect: pygame.Rect) -> pygame.Rect:
    k = _k(rect)
    return pygame.Rect(rect.x + round(10 * k), rect.y + round(10 * k), round(88 * k),
                       rect.h - round(20 * k))


def cookie_slot(rect: pygame.Rect, index: int, count: int) -> tuple[float, float]:
    """Centre of the `index`-th large cookie of `count` in a panel's cookie row."""
    k = _k(rect)
    size = cookie_size(rect)
    left, right = _well(rect).right + 12 * k, rect.right - 200 * k
    step = min(size + 3, (right - left - size) / max(1, count - 1))
    return (left + size / 2 + index * step, rect.bottom - 28 * k)


def small_cookie_spot(rect: pygame.Rect) -> tuple[float, float]:
    k = _k(rect)
    return (rect.right - 178 * k, rect.bottom - 28 * k)


def last_card_rect(rect: pygame.Rect) -> pygame.Rect:
    k = _k(rect)
    return pygame.Rect(rect.right - round(64 * k), rect.y + round(10 * k), round(52 * k),
                       round(78 * k))


def draw_panel(
    canvas: Canvas,
    rect: pygame.Rect,
    seat: Seat,
    player: int,
    table: ShownTable,
    active: bool,
    time: float,
) -> None:
    k = _k(rect)
    colour = theme.CHARACTER_COLOURS[seat.character]
    canvas.rect(rect.move(4, 6), (50, 30, 20, 90), radius=18)
    canvas.rect(rect, theme.CREAM, radius=18)
    if active:
        glow = round(140 + 100 * pulse(time)) // 16 * 16
        canvas.rect(rect.inflate(10, 10), (*theme.GOLD, glow), radius=22, width=7)
    canvas.rect(rect, colour, radius=18, width=5)
    well = _well(rect)
    canvas.rect(well, (*colour, 50), radius=12)
    draw_pawn(canvas, seat.character, table.large == player,
              (well.centerx, well.bottom - 6), height=well.h - 10,
              sink=0.22 if table.in_hole[player] else 0.0)
    x = well.right + 12 * k
    text_room = rect.right - 140 * k - x
    canvas.text(seat.name, (x, rect.y + 30 * k), theme.TextStyle(round(30 * k), theme.INK, True),
                "midleft", max_width=text_room, max_grow=1.15)
    status = controller_label(seat.controller)
    if table.in_hole[player]:
        status = _("{who} · in the hole").format(who=status)
    elif table.large == player:
        status = _("{who} · large").format(who=status)
    canvas.text(status, (x, rect.y + 60 * k), theme.TextStyle(round(20 * k), theme.INK_SOFT),
                "midleft", max_width=text_room, max_grow=1.15)
    # deck and last card (top right)
    card = last_card_rect(rect)
    played = table.played[player]
    if played:
        draw_card(canvas, played[-1], card)
    else:
        canvas.rect(card.inflate(-4, -4), (*theme.INK_SOFT, 60), radius=8, width=2)
    deck = pygame.Rect(card.x - round(58 * k), card.y + round(8 * k), round(46 * k),
                       round(69 * k))
    if table.deck_sizes[player]:
        draw_card(canvas, None, deck)
    label = theme.TextStyle(round(17 * k), theme.INK_SOFT)
    canvas.text(_("last"), (card.centerx, card.bottom + 10 * k), label, max_width=58 * k)
    canvas.text(_("deck {n}").format(n=table.deck_sizes[player]),
                (deck.centerx, card.bottom + 10 * k), label, max_width=58 * k)
    # cookies won, small cookies and the score (bottom row)
    cookies = table.large_cookies[player]
    for i, value in enumerate(cookies):
        draw_cookie(canvas, value, cookie_slot(rect, i, len(cookies)), cookie_size(rect))
    if not cookies:
        canvas.text(_("no cookies yet"), (x, rect.bottom - 28 * k), theme.TextStyle(
            round(20 * k), theme.INK_SOFT), "midleft", max_width=sx_room(rect, x))
    sx, sy = small_cookie_spot(rect)
    draw_small_cookie(canvas, (sx, sy), 32 * k)
    canvas.text(f"×{table.small_cookies[player]}", (sx + 20 * k, sy),
                theme.TextStyle(round(24 * k), theme.INK), "midleft", scaled=False)
    score = table.score(player)
    canvas.text(ngettext("{n} pt", "{n} pts", score).format(n=score), (rect.right - 14 * k, sy),
                theme.TextStyle(round(34 * k), theme.ROSE_DARK, True), "midright",
                max_width=120 * k, scaled=False)


def sx_room(rect: pygame.Rect, x: float) -> float:
    """Room for words left of the small cookies in the bottom row."""
    return small_cookie_spot(rect)[0] - 24 * _k(rect) - x
