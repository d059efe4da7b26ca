"""Issue 13, item 9: the colour-blind palette changes what the table shows, and the
hedges on the board do not look like buttons."""

from __future__ import annotations

import pygame

from game.app import App
from game.commands.screenshot import make_scene
from game.race.rules import events as ev
from game.race.ui.board_view import HEDGE_LEAF, paint_hedge
from game.ui import theme


def _escape_table(app: App):
    make_scene(app, "play", seed=3, actions=20)
    play = app.top
    space = 5
    play.glow_space = space
    play.last_escape = ev.EscapeSpin(play.state.turn, space, False, "that is a Rabbit Hole", 0)
    play.log.append(play.last_escape)
    return play, space


def _colours_near(app: App, play, space: int) -> set[tuple[int, int, int]]:
    app.draw()
    centre = app.viewport.point(*play.geo.centre(space))
    r = app.viewport.px(play.geo.size(space))
    area = pygame.Rect(0, 0, 2 * r, 2 * r)
    area.center = centre
    area = area.clip(app.screen.get_rect())
    sub = app.screen.subsurface(area)
    return {tuple(sub.get_at((x, y)))[:3] for x in range(sub.get_width())
            for y in range(sub.get_height())}


def test_the_escape_verdict_uses_the_palette_and_a_mark(app: App) -> None:
    play, space = _escape_table(app)
    theme.use_palette(False)
    standard = _colours_near(app, play, space)
    assert theme.PALETTES["standard"]["BAD"] in standard
    theme.use_palette(True)
    blind = _colours_near(app, play, space)
    assert theme.PALETTES["colour_blind"]["BAD"] in blind
    assert theme.PALETTES["standard"]["BAD"] not in blind
    assert play.drawing.escape_valid(space) is False


def test_the_log_marks_escape_verdicts_in_the_palette(app: App) -> None:
    play, _space = _escape_table(app)
    theme.use_palette(True)
    app.draw()
    log = app.viewport.rect(play.anchors["log_area"])
    sub = app.screen.subsurface(log.clip(app.screen.get_rect()))
    seen = {tuple(sub.get_at((x, y)))[:3] for x in range(0, sub.get_width(), 2)
            for y in range(sub.get_height())}
    assert theme.PALETTES["colour_blind"]["BAD"] in seen


def test_a_hedge_has_no_straight_outline_and_is_leafy(app: App) -> None:
    """A hedge is clumps of leaves: no row of its box is one unbroken outline colour
    (the old pill with an ink rim looked like a disabled button)."""
    surface = pygame.Surface((300, 100), pygame.SRCALPHA)
    canvas = app.canvas().sub(surface, 0, 0)
    paint_hedge(canvas, 30, 26, 240, 48)  # logical pixels: 160 x 32 at 1280 x 720
    pixels = [[tuple(surface.get_at((x, y)))[:3] for x in range(300)] for y in range(100)]
    assert sum(row.count(HEDGE_LEAF) for row in pixels) > 800
    for row in pixels:  # no long straight rim of one dark colour, as a button has
        assert row.count(theme.INK) < 60 and row.count(theme.INK_SOFT) < 60
