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
from game.shell.i18n import N_, _, ngettext
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text, rows
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


def _bottom(rect: pygame.Rect) -> float:
    """The centre line of the bottom row (cookies won, small cookies, cards)."""
    return rect.bottom - 34 * _k(rect)


def _cards_left(rect: pygame.Rect) -> float:
    return last_card_rect(rect).x - round(44 * _k(rect))


def cookie_slot(rect: pygame.Rect, index: int, count: int) -> tuple[float, float]:
    """Centre of the `index`-th large cookie of `count` in a panel's cookie row."""
    k = _k(rect)
    size = cookie_size(rect)
    left, right = _well(rect).right + 12 * k, small_cookie_spot(rect)[0] - 22 * k
    step = min(size + 3, (right - left - size) / max(1, count - 1))
    return (left + size / 2 + index * step, _bottom(rect))


def small_cookie_spot(rect: pygame.Rect) -> tuple[float, float]:
    k = _k(rect)
    return (_cards_left(rect) - 76 * k, _bottom(rect))


def last_card_rect(rect: pygame.Rect) -> pygame.Rect:
    """The last card played, bottom right (the deck, face down, stands left of it)."""
    k = _k(rect)
    h = round(56 * k)
    w = round(h * 2 / 3)
    return pygame.Rect(rect.right - round(14 * k) - w, round(_bottom(rect) - h / 2), w, h)


def icon_spots(rect: pygame.Rect, table: ShownTable, player: int) -> list[tuple[pygame.Rect, str]]:
    """The panel's pictures and what each one is (English source, for the label shown
    when the pointer rests on it): the pawn, the cookies won, the small cookies, the
    deck and the last card played."""
    k = _k(rect)
    card = last_card_rect(rect)
    deck = card.move(-round(card.w + 10 * k), 0)
    sx, sy = small_cookie_spot(rect)
    size = cookie_size(rect)
    left = round(_well(rect).right + 4 * k)
    cookies = pygame.Rect(left, round(_bottom(rect) - size / 2), round(sx - 20 * k - left),
                          round(size))
    small = pygame.Rect(round(sx - 18 * k), round(sy - 18 * k), round(deck.x - sx + 10 * k),
                        round(36 * k))
    return [(_well(rect), N_("The pawn: small, large or in the hole")),
            (cookies, N_("Big cookies won")), (small, N_("Small cookies won")),
            (deck, N_("Cards left in the deck")), (card, N_("The last card played"))]


def draw_panel(
    canvas: Canvas,
    rect: pygame.Rect,
    seat: Seat,
    player: int,
    table: ShownTable,
    active: bool,
    time: float,
) -> None:
    """Three rows, each with its own room: the name and the score; who plays it and how
    the pawn stands; cookies won, small cookies, the deck and the last card."""
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
    inner = pygame.Rect(round(x), rect.y + round(6 * k), round(rect.right - 14 * k - x),
                        rect.h - round(12 * k))
    top, middle, _bottom_row = rows(inner, 44 * k, 34 * k, 1.0)
    score = table.score(player)
    score_box = fit_text(canvas, ngettext("{n} pt", "{n} pts", score).format(n=score),
                         pygame.Rect(top.right - round(120 * k), top.y, round(120 * k), top.h),
                         theme.TextStyle(round(32 * k), theme.ROSE_DARK, True), align="right",
                         max_lines=1)
    fit_text(canvas, seat.name, (top.x, top.y, score_box.x - top.x - 10 * k, top.h),
             theme.TextStyle(round(30 * k), theme.INK, True), max_lines=1)
    status = controller_label(seat.controller)
    if table.in_hole[player]:
        status = _("{who} · in the hole").format(who=status)
    elif table.large == player:
        status = _("{who} · large").format(who=status)
    fit_text(canvas, status, middle, theme.TextStyle(round(24 * k), theme.INK_SOFT),
             max_lines=1)
    # bottom row: cookies won, small cookies, the deck and the last card
    card = last_card_rect(rect)
    played = table.played[player]
    if played:
        draw_card(canvas, played[-1], card)
    else:
        canvas.rect(card.inflate(-4, -4), (*theme.INK_SOFT, 60), radius=8, width=2)
    deck = card.move(-round(card.w + 10 * k), 0)
    if table.deck_sizes[player]:
        draw_card(canvas, None, deck)
        badge = pygame.Rect(0, 0, round(44 * k), round(38 * k))
        badge.center = deck.center
        canvas.rect(badge, (*theme.CREAM, 235), radius=10)
        fit_text(canvas, str(table.deck_sizes[player]), badge,
                 theme.TextStyle(24, theme.INK, True), align="center", max_lines=1)
    cookies = table.large_cookies[player]
    for i, value in enumerate(cookies):
        draw_cookie(canvas, value, cookie_slot(rect, i, len(cookies)), cookie_size(rect))
    if not cookies:  # an empty place for large cookies (no words beside the small ones)
        cx, cy = cookie_slot(rect, 0, 1)
        canvas.circle((cx, cy), cookie_size(rect) / 2 - 2, (*theme.INK_SOFT, 110), width=2)
    sx, sy = small_cookie_spot(rect)
    draw_small_cookie(canvas, (sx, sy), 32 * k)
    fit_text(canvas, f"×{table.small_cookies[player]}",
             (sx + 18 * k, sy - 18 * k, deck.x - sx - 20 * k, 36 * k),
             theme.TextStyle(round(26 * k), theme.INK), max_lines=1)
