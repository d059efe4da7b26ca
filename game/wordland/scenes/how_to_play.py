"""The word game's How to Play pages, in our own words, with the game's own pieces."""

from __future__ import annotations

from functools import cache
from importlib.resources import files

import pygame

from game.scenes.how_to_play import Page, written_pages
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.wordland.rules.components import Character, Pile
from game.wordland.ui.pieces import (
    CHARACTER_ART,
    draw_letter,
    draw_score_card,
    draw_teapot,
    draw_topic,
)
from game.wordland.ui.words import CHARACTER_NAMES, CHARACTER_POWERS


def _art_goal(canvas: Canvas, box: pygame.Rect) -> None:
    draw_topic(canvas, [_("Circus")], pygame.Rect(box.x + 40, box.y + 20, 420, 280), "")
    for i, (letter, pile) in enumerate((("k", Pile.BLUE), ("m", Pile.PURPLE),
                                        ("t", Pile.GREEN))):
        draw_letter(canvas, letter, pile, pygame.Rect(box.x + 60 + i * 140, box.y + 330, 120,
                                                      180))
    fit_text(canvas, _("“clown” ✓   “tent” ×"), (box.x, box.y + 530, box.w, 60),
             theme.SUBHEADING, align="center", max_lines=1)


def _art_teapot(canvas: Canvas, box: pygame.Rect) -> None:
    draw_teapot(canvas, pygame.Rect(box.x + 80, box.y + 40, 400, 400), 0.7, 1.3, True)


def _art_out(canvas: Canvas, box: pygame.Rect) -> None:
    for i in range(3):
        draw_score_card(canvas, i + 1, pygame.Rect(box.x + 60 + i * 160, box.y + 80, 140, 210))
    fit_text(canvas, _("first out: 1 point, last in: the most"), (box.x, box.y + 330, box.w,
             80), theme.BODY, align="center", max_lines=2)


def _art_queen(canvas: Canvas, box: pygame.Rect) -> None:
    canvas.image(f"wordland/{CHARACTER_ART[Character.QUEEN]}",
                 (box.x + 40, box.y + 40, 220, 330))
    draw_letter(canvas, "e", Pile.RED, pygame.Rect(box.x + 300, box.y + 60, 160, 240))
    fit_text(canvas, _("Only the Queen looks"), (box.x, box.y + 420, box.w, 60),
             theme.SUBHEADING, align="center", max_lines=1)


def _art_vote(canvas: Canvas, box: pygame.Rect) -> None:
    for i, (mark, colour) in enumerate((("✓", theme.GOOD), ("×", theme.BAD), ("✓", theme.GOOD))):
        r = pygame.Rect(box.x + 60 + i * 150, box.y + 160, 120, 120)
        canvas.rect(r, colour, radius=20)
        canvas.text(mark, r.center, theme.TextStyle(70, theme.CREAM, True))
    fit_text(canvas, _("2 for, 1 against: the word stands"), (box.x, box.y + 330, box.w, 80),
             theme.BODY, align="center", max_lines=2)


def _characters(canvas: Canvas, box: pygame.Rect) -> None:
    for i, character in enumerate(Character):
        col, row = divmod(i, 4)
        x, y = box.x + col * 720, box.y + row * 160
        canvas.image(f"wordland/{CHARACTER_ART[character]}", (x, y, 96, 144))
        fit_text(canvas, _(CHARACTER_NAMES[character]), (x + 110, y + 4, 580, 44),
                 theme.SUBHEADING, max_lines=1)
        fit_text(canvas, _(CHARACTER_POWERS[character]), (x + 110, y + 50, 580, 90),
                 theme.BODY, max_lines=2)


ART = {"goal": _art_goal, "teapot": _art_teapot, "out": _art_out, "queen": _art_queen,
       "vote": _art_vote}
"""The pictures the pages of data/how_to_play.json name."""


@cache
def pages() -> tuple[Page, ...]:
    written = written_pages(files("game.wordland").joinpath("data", "how_to_play.json"), ART)
    return (*written, Page(N_("The characters"), "", None, _characters))
