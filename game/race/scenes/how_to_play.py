"""The race's How to Play pages: a few illustrated pages in our own words, and one page
that sums up the special spaces. Shown by the shared How to Play frame."""

from __future__ import annotations

from functools import cache
from importlib.resources import files

import pygame

from game.race.rules.components import Character
from game.race.ui.pieces import draw_card, draw_cookie, draw_pawn, draw_small_cookie
from game.scenes.how_to_play import Page, written_pages
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text


def _art_race(canvas: Canvas, box: pygame.Rect) -> None:
    canvas.image("race/space_tea_party", (box.x + 40, box.y + 60, 150, 150))
    draw_cookie(canvas, 4, (box.x + 300, box.y + 135), 130)
    draw_cookie(canvas, None, (box.x + 450, box.y + 135), 130)
    for i, c in enumerate(Character):
        draw_pawn(canvas, c, False, (box.x + 90 + i * 110, box.y + 420), 150)


def _art_turn(canvas: Canvas, box: pygame.Rect) -> None:
    for i, card in enumerate((3, 4, 2)):
        r = pygame.Rect(box.x + 40 + i * 170, box.y + 60, 150, 225)
        draw_card(canvas, card, r, alpha=255 if i != 1 else 130)
        mark = _("× no") if i == 1 else _("✓ yes")  # a mark and a word, not colour alone
        canvas.text(mark, (r.centerx, r.bottom + 30), theme.SUBHEADING,
                    colour=theme.BAD if i == 1 else theme.GOOD, max_width=160)
    canvas.text(_("the middle card waits"), (box.x + 295, box.y + 380), theme.BODY,
                max_width=box.w - 20)


def _art_large(canvas: Canvas, box: pygame.Rect) -> None:
    canvas.image("race/space_caterpillar", (box.x + 20, box.y + 40, 150, 150))
    draw_pawn(canvas, Character.HATTER, False, (box.x + 260, box.y + 330), 200)
    canvas.text("→", (box.x + 360, box.y + 250), theme.HEADING, max_width=80)
    draw_pawn(canvas, Character.HATTER, True, (box.x + 470, box.y + 330), 200)
    draw_card(canvas, 5, pygame.Rect(box.x + 60, box.y + 230, 100, 150))
    canvas.text(_("5 + 1 = 6 spaces"), (box.x + 290, box.y + 400), theme.SUBHEADING,
                max_width=box.w - 20)


def _art_spaces(canvas: Canvas, box: pygame.Rect) -> None:
    canvas.image("race/clock_face", (box.x + 60, box.y + 20, 400, 400))
    canvas.image("race/spinner_hand", (box.x + 220, box.y + 40, 80, 320))


def _art_hole(canvas: Canvas, box: pygame.Rect) -> None:
    canvas.image("race/space_rabbit_hole", (box.x + 120, box.y + 80, 280, 280))
    draw_pawn(canvas, Character.ALICE, False, (box.x + 260, box.y + 260), 200, sink=0.55)


def _art_end(canvas: Canvas, box: pygame.Rect) -> None:
    for i, v in enumerate((5, 3, 2)):
        draw_cookie(canvas, v, (box.x + 120 + i * 140, box.y + 140), 120)
    for i in range(4):
        draw_small_cookie(canvas, (box.x + 140 + i * 70, box.y + 290), 60)
    canvas.text(_("5 + 3 + 2 + 4 = 14 points"), (box.x + 260, box.y + 390), theme.SUBHEADING,
                max_width=box.w - 20)


ART = {"race": _art_race, "turn": _art_turn, "large": _art_large, "spaces": _art_spaces,
       "hole": _art_hole, "end": _art_end}
"""The pictures the pages of data/how_to_play.json name."""

SPACE_SUMMARY: tuple[tuple[str, str, str], ...] = (
    ("race/space_tea_party", N_("Tea Party"),
     N_("Walk past: take the display cookie. Stop here: choose the display cookie or a "
        "face-down one.")),
    ("race/space_small_cookies", N_("Small Cookies"),
     N_("Spin: take as many little cookies as the plate the hand points at.")),
    ("race/space_caterpillar", N_("Caterpillar"),
     N_("Grow large: +1 on each move and safe over holes. A large pawn shrinks here.")),
    ("race/space_cheshire_cat", N_("Cheshire Cat"),
     N_("Walk the same number again! Each cat moves you once per turn.")),
    ("race/space_rabbit_hole", N_("Rabbit Hole"),
     N_("A small pawn falls in and must spin its way out. Large pawns are safe.")),
    ("race/space_plain", N_("Flower"), N_("Nothing happens: enjoy the flowers.")),
)


def _draw_space_summary(canvas: Canvas, box: pygame.Rect) -> None:
    for i, (art, name, text) in enumerate(SPACE_SUMMARY):
        col, row = divmod(i, 3)
        x, y = box.x + col * 720, box.y + row * 220
        canvas.image(art, (x, y, 150, 150))
        fit_text(canvas, _(name), (x + 170, y, 520, 56), theme.SUBHEADING, max_lines=1)
        fit_text(canvas, _(text), (x + 170, y + 60, 520, 150), theme.BODY, max_lines=4,
                 valign="top")


@cache
def pages() -> tuple[Page, ...]:
    """The race's pages for the shared How to Play frame: the rules, then the spaces."""
    written = written_pages(files("game.race").joinpath("data", "how_to_play.json"), ART)
    return (*written, Page(N_("The special spaces"), "", None, _draw_space_summary))
