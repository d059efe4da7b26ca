"""The Parade's How to Play pages, in our own words, with the game's own cards. The
removal page plays the rulebook's example (PARADE P4.5) as a loop: the green 3 goes to
the end of the parade, the three cards next to it stay safe, the others rise into
removal mode, the greens and the 3 or less fly to the collection and the gaps close."""

from __future__ import annotations

import time
from functools import cache
from importlib.resources import files

import pygame

from game.parade.rules.cards import Suit, card, cards
from game.parade.rules.removal import removal_mode_size, taken_positions
from game.parade.ui.cards import card_rect, draw_back, draw_card, draw_crown, draw_suit
from game.scenes.how_to_play import Page, written_pages
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.ui.tween import clamp01, ease_in_out, ease_out_cubic, lerp

EXAMPLE = cards("B5 G0 G7 R3 O9 P2 W4")
PLAYED = card(Suit.GREEN, 3)
LOOP = 8.0
CAPTION = theme.TextStyle(26, theme.INK, True)


def _clock() -> float:
    return time.monotonic() % LOOP


def example_frame(t: float) -> dict:
    """Where each card of the example stands at `t` seconds into the loop (0-LOOP)."""
    n = len(EXAMPLE)
    mode = EXAMPLE[:removal_mode_size(n, PLAYED)]
    taken = [EXAMPLE[i] for i in taken_positions(EXAMPLE, PLAYED)]
    play_t = ease_in_out(clamp01((t - 0.8) / 0.8))
    lift_t = ease_out_cubic(clamp01((t - 2.0) / 0.6))
    take_t = ease_in_out(clamp01((t - 3.6) / 0.9))
    close_t = ease_in_out(clamp01((t - 4.8) / 0.7))
    if t < 1.8:
        step = 0
    elif t < 3.4:
        step = 1
    elif t < 4.6:
        step = 2
    else:
        step = 3
    return {"mode": mode, "taken": taken, "play": play_t, "lift": lift_t, "take": take_t,
            "close": close_t, "step": step}


STEPS = (N_("1. The green 3 goes to the end of the parade."),
         N_("2. The 3 cards next to it are safe; the others are in removal mode."),
         N_("3. Of those, take the greens and any card worth 3 or less."),
         N_("4. They join your collection; the parade closes up."))


def _art_removal(canvas: Canvas, box: pygame.Rect, t: float | None = None) -> None:
    t = _clock() if t is None else t
    f = example_frame(t)
    h, w, step = 108, 72, 68
    y0 = box.y + 180
    start = box.x + 8
    remaining = [c for c in EXAMPLE if c not in f["taken"]]
    fit_text(canvas, _(STEPS[f["step"]]), (box.x, box.y, box.w, 110), CAPTION, max_lines=3)
    fit_text(canvas, _("front"), (start, y0 + h + 6, 140, 32), theme.TextStyle(24, theme.INK_SOFT),
             max_lines=1, max_grow=1.0)
    collection = pygame.Rect(box.x + 40, box.y + 430, box.w - 80, 168)
    canvas.rect(collection, theme.PARCHMENT_DARK, radius=16)
    # under the cards that land in it (their foot: collection.y + 8 + h), never touching
    fit_text(canvas, _("your collection"), (collection.x + 12, collection.y + 8 + h + 6,
             collection.w - 24, 34), theme.TextStyle(24, theme.INK_SOFT, True), max_lines=1,
             max_grow=1.0)
    for i, c in enumerate(EXAMPLE):
        x = start + i * step
        if c in remaining:
            x = lerp(x, start + remaining.index(c) * step, f["close"])
        y = y0 - (40 * f["lift"] if c in f["mode"] else 0)
        if c in f["taken"] and f["take"] > 0:
            k = f["taken"].index(c)
            x = lerp(x, collection.x + 20 + k * (w + 10), f["take"])
            y = lerp(y, collection.y + 8, f["take"])
        rect = card_rect(x, y, h)
        draw_card(canvas, c, rect, both_corners=False)
        if c in f["taken"] and f["lift"] >= 1 and f["take"] < 1 and t > 2.8:
            canvas.rect(rect.inflate(8, 8), theme.BAD, radius=12, width=5)
    end_x = start + len(EXAMPLE) * step
    played_x = lerp(box.right - w - 4, end_x, f["play"])
    played_y = lerp(y0 - 62, y0, f["play"])
    if f["close"] > 0:
        played_x = lerp(end_x, start + len(remaining) * step, f["close"])
    draw_card(canvas, PLAYED, card_rect(played_x, played_y, h), both_corners=False)


def _art_parade(canvas: Canvas, box: pygame.Rect) -> None:
    shown = cards("W2 R8 B0 O5 P10 G6")
    for i, c in enumerate(shown):
        draw_card(canvas, c, card_rect(box.x + 20 + i * 84, box.y + 80, 150),
                  both_corners=False)
    draw_back(canvas, card_rect(box.x + 20, box.y + 300, 150))
    hand = cards("R2 G9 O0 B7 W5")
    for i, c in enumerate(hand):
        draw_card(canvas, c, card_rect(box.x + 150 + i * 74, box.y + 330, 150),
                  both_corners=False)
    fit_text(canvas, _("front"), (box.x + 20, box.y + 240, 200, 34),
             theme.TextStyle(24, theme.INK_SOFT, True), max_lines=1, max_grow=1.0)
    fit_text(canvas, _("end"), (box.x + 330, box.y + 240, 200, 34),
             theme.TextStyle(24, theme.INK_SOFT, True), align="right", max_lines=1,
             max_grow=1.0)
    fit_text(canvas, _("your hand"), (box.x + 150, box.y + 490, 380, 34),
             theme.TextStyle(24, theme.INK_SOFT, True), max_lines=1, max_grow=1.0)


def _art_last_round(canvas: Canvas, box: pygame.Rect) -> None:
    for i, suit in enumerate(Suit):
        cx = box.x + 70 + (i % 3) * 150
        cy = box.y + 90 + (i // 3) * 150
        canvas.circle((cx, cy), 58, theme.CREAM)
        draw_suit(canvas, suit, (cx, cy), 80)
    fit_text(canvas, _("all six colours, or the last card drawn"), (box.x, box.y + 330,
             box.w, 80), theme.SUBHEADING, align="center", max_lines=2)


def _art_scoring(canvas: Canvas, box: pygame.Rect) -> None:
    mine = cards("B9 B7 B4")
    theirs = cards("B2")
    for i in range(len(mine)):
        draw_back(canvas, card_rect(box.x + 30 + i * 90, box.y + 60, 130), "1")
    draw_crown(canvas, (box.x + 330, box.y + 80), 40)
    fit_text(canvas, _("most blue cards: 3 points"), (box.x, box.y + 200, box.w, 50),
             theme.BODY, max_lines=1)
    for i, c in enumerate(theirs):
        draw_card(canvas, c, card_rect(box.x + 30 + i * 90, box.y + 300, 130),
                  both_corners=False)
    fit_text(canvas, _("fewer blue cards: 2 points"), (box.x, box.y + 440, box.w, 50),
             theme.BODY, max_lines=1)


def _art_screen(canvas: Canvas, box: pygame.Rect) -> None:
    row = cards("B5 G0 G7 R3 O9 P2 W4")
    for i, c in enumerate(row):
        lifted = i < 4
        r = card_rect(box.x + 10 + i * 74, box.y + 120 - (30 if lifted else 0), 120)
        draw_card(canvas, c, r, both_corners=False)
        if c in cards("G0 G7 R3"):
            canvas.rect(r.inflate(8, 8), theme.BAD, radius=12, width=5)
    fit_text(canvas, _("Point at a card: the parade shows what it would take."),
             (box.x, box.y + 300, box.w, 90), theme.BODY, max_lines=2)
    canvas.rect((box.x + 120, box.y + 420, 300, 70), theme.GARDEN_DARK, radius=16)
    fit_text(canvas, _("Hint (H)"), (box.x + 130, box.y + 425, 280, 60),
             theme.TextStyle(30, theme.CREAM, True), align="center", max_lines=1)


ART = {"parade": _art_parade, "removal": _art_removal, "last_round": _art_last_round,
       "scoring": _art_scoring, "screen": _art_screen}
"""The pictures the pages of data/how_to_play.json name."""


@cache
def pages() -> tuple[Page, ...]:
    return written_pages(files("game.parade").joinpath("data", "how_to_play.json"), ART)
