"""Colour never alone at the Parade (issue 30 item 4, issue 33 "Colour alone").

A simulated deuteranopia (Machado, Oliveira and Fernandes 2009, full severity, applied in
linear RGB) shows the Mad Hatter's green and the White Rabbit's grey as one grey: a chip
told apart by its colour alone cannot be read. With the colour-blind setting on, every
chip (the log, the last-play rows, the collections, the results) carries its suit's
symbol (`game.ui.marks`), and the two chips differ under the same simulation.
"""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from game.parade.rules.cards import SUITS, Suit, card
from game.parade.ui import cards as card_drawing
from game.parade.ui.cards import draw_chip, suit_colour
from game.ui import theme
from tests.shell.layout_check import close_scenes, new_app

DEUTERANOPIA = ((0.367322, 0.860646, -0.227968),
                (0.280085, 0.672501, 0.047413),
                (-0.011820, 0.042940, 0.968881))


def _linear(v: float) -> float:
    v /= 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _gamma(v: float) -> int:
    v = min(1.0, max(0.0, v))
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


def deuteranope(colour: tuple[int, ...]) -> tuple[int, int, int]:
    """How a person with deuteranopia sees `colour` (sRGB in, sRGB out)."""
    lin = [_linear(c) for c in colour[:3]]
    r, g, b = (_gamma(sum(m * c for m, c in zip(row, lin, strict=True)))
               for row in DEUTERANOPIA)
    return r, g, b


def distance(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    return sum((x - y) ** 2 for x, y in zip(a[:3], b[:3], strict=True)) ** 0.5


CLOSE = 40.0
"""Two colours nearer than this (sRGB distance) read as one at a glance."""


def _close_pairs() -> list[tuple[Suit, Suit]]:
    return [(a, b) for a, b in combinations(SUITS, 2)
            if distance(deuteranope(suit_colour(a)), deuteranope(suit_colour(b))) < CLOSE]


def test_green_and_grey_are_one_grey_under_deuteranopia() -> None:
    """The defect the marks answer: at least the green/grey pair cannot be told apart
    by colour (if the palette changes so that none can, this test says so)."""
    assert (Suit.GREEN, Suit.GREY) in _close_pairs()


def _chip_seen(app, suit: Suit) -> list[tuple[int, int, int]]:
    """A chip of `suit` (value 5) as a deuteranope sees it, pixel by pixel."""
    canvas = app.canvas()
    app.screen.fill(theme.PARCHMENT)
    rect = pygame.Rect(100, 100, 40, 40)
    draw_chip(canvas, card(suit, 5), rect)
    area = canvas.viewport.rect(rect.inflate(30, 30))
    seen = {}
    out = []
    for y in range(area.top, area.bottom):
        for x in range(area.left, area.right):
            c = tuple(app.screen.get_at((x, y)))[:3]
            if c not in seen:
                seen[c] = deuteranope(c)
            out.append(seen[c])
    return out


def _differing(a: list[tuple[int, int, int]], b: list[tuple[int, int, int]]) -> int:
    """How many pixels differ clearly (more than 60 levels apart) between two pictures."""
    return sum(distance(p, q) > 60 for p, q in zip(a, b, strict=True))


@pytest.mark.parametrize("colour_blind", [False, True])
def test_a_deuteranope_tells_every_close_pair_of_chips_apart(colour_blind: bool) -> None:
    pygame.init()
    app = new_app((1920, 1080))
    app.update_settings(app.settings.with_changes(colour_blind=colour_blind))
    try:
        for a, b in _close_pairs():
            apart = _differing(_chip_seen(app, a), _chip_seen(app, b))
            if colour_blind:  # the two symbols: dozens of pixels apart
                assert apart >= 60, (a, b, apart)
            else:  # colour alone: the same picture (the setting off keeps the old look)
                assert apart < 10, (a, b, apart)
    finally:
        theme.use_palette(False)
        close_scenes(app)
        pygame.quit()


@pytest.mark.parametrize("scene", ["hint", "results", "end_show"])
def test_every_chip_carries_its_suit_symbol_under_the_setting(scene: str,
                                                              monkeypatch) -> None:
    """Drawn with the setting on, each chip of the log, the panels' last-play rows and
    collections, and the results comes with its own suit's symbol; with it off, none."""
    from game.parade.scenes import showcase

    marks: list[str] = []
    chips: list[int] = []
    real_mark, real_chip = card_drawing.colour_mark, card_drawing.draw_chip

    def mark(canvas, box, colour, name, **kw):
        drawn = real_mark(canvas, box, colour, name, **kw)
        if drawn is not None:
            marks.append(name)
        return drawn

    def chip(canvas, c, rect, **kw):
        chips.append(c)
        real_chip(canvas, c, rect, **kw)

    monkeypatch.setattr(card_drawing, "colour_mark", mark)
    pygame.init()
    try:
        for colour_blind in (False, True):
            marks.clear()
            chips.clear()
            app = new_app((1280, 720), "fr", 150)
            app.update_settings(app.settings.with_changes(colour_blind=colour_blind))
            try:
                showcase.SCENES[scene](app, 12, 20, 6)
                for module in _chip_users():
                    monkeypatch.setattr(module, "draw_chip", chip)
                app.top.draw(app.canvas())
                assert chips, scene
                if colour_blind:
                    assert marks == [card_drawing.suit_art(card_drawing.suit_of(c))
                                     for c in chips], scene
                else:
                    assert not marks, scene
            finally:
                theme.use_palette(False)
                close_scenes(app)
    finally:
        pygame.quit()


def _chip_users():
    from game.parade.scenes import move_log, results, table_panels

    return (move_log, results, table_panels)
