"""Reduced motion (no trail, no hop arc, no flights) and the text size are honoured."""

from __future__ import annotations

import random

import pygame

from game.app import App
from game.race.rules.events import Stepped
from game.race.ui.board_view import BoardGeometry
from game.race.ui.spinner_view import SpinnerView
from game.scenes.title import TitleScene
from game.shell.settings import TEXT_SIZES
from game.ui import theme


def _fast_spin_trail(app: App, reduced: bool) -> int:
    app.update_settings(app.settings.with_changes(reduced_motion=reduced))
    from tests.shell.accessibility.helpers import game_with_human_first

    play = game_with_human_first(app, seed=4)
    assert play.spinner.flick(play.spinner.max_human, random.Random(1))
    longest = 0
    for _ in range(40):
        play.update(1 / 120)
        longest = max(longest, len(play.spinner.trail))
    app.draw()
    return longest


def test_no_spinner_trail_with_reduced_motion(app: App) -> None:
    assert _fast_spin_trail(app, reduced=False) > 0
    app.pop()
    assert _fast_spin_trail(app, reduced=True) == 0


def test_trails_off_in_the_spinner_view(level) -> None:
    view = SpinnerView(BoardGeometry(level.layout, level.board))
    view.trails = False
    view.flick(view.max_human, random.Random(3))
    for _ in range(30):
        view.update(1 / 120)
    assert not view.trail


def test_pawns_slide_without_a_hop_with_reduced_motion(app: App) -> None:
    from tests.shell.accessibility.helpers import game_with_human_first

    play = game_with_human_first(app, seed=6)
    event = Stepped(0, (play.state.positions[0] + 1) % play.geo.n)
    a = play.director.feet(0)
    b = play.geo.pawn_feet(event.space)
    hop = play.director.hop(event, 0, event.space)
    hop.start()
    assert abs(hop.pose(0.5).feet[1] - (a[1] + b[1]) / 2) > 10  # an arc
    app.update_settings(app.settings.with_changes(reduced_motion=True))
    slide = play.director.hop(event, 0, event.space)
    slide.start()
    assert abs(slide.pose(0.5).feet[1] - (a[1] + b[1]) / 2) < 1  # a straight line
    assert play._pulse() == play._pulse(0.8) == 1.0  # glows hold still


def test_the_title_pawns_stand_still_with_reduced_motion(app: App) -> None:
    app.update_settings(app.settings.with_changes(reduced_motion=True))
    app.push(TitleScene(app))
    app.step(1 / 60)
    first = pygame.image.tobytes(app.screen, "RGB")
    for _ in range(20):
        app.step(1 / 30)
    assert pygame.image.tobytes(app.screen, "RGB") == first


def test_text_size_makes_text_larger(app: App) -> None:
    sizes = []
    for percent in TEXT_SIZES:
        app.update_settings(app.settings.with_changes(text_size=percent))
        canvas = app.canvas()
        sizes.append(canvas.text("New game", (960, 540), theme.BODY).height)
    assert sizes[0] < sizes[1] < sizes[2]
    assert abs(sizes[2] / sizes[0] - 1.5) < 0.1


def test_text_still_fits_its_width_at_150_percent(app: App) -> None:
    app.update_settings(app.settings.with_changes(text_size=150))
    canvas = app.canvas()
    r = canvas.text("A Wonderland race for 2 to 4 players", (960, 540), theme.SUBHEADING,
                    max_width=400)
    assert r.width <= app.viewport.px(400) + 1
    used = canvas.paragraph("word " * 200, (100, 100, 600, 300), theme.BODY)
    assert used <= 300


def test_every_scene_draws_at_150_percent_in_french(app: App) -> None:
    from game.commands.screenshot import make_scene, scene_names

    app.update_settings(app.settings.with_changes(text_size=150, language="fr"))
    for scene in scene_names("race"):
        for old in app.scenes:
            getattr(old, "close", lambda: None)()
        app.scenes.clear()
        make_scene(app, scene, seed=3, actions=10)
        for _ in range(3):
            assert app.step(1 / 60)


def test_colour_blind_palette_changes_good_and_bad(app: App) -> None:
    good, bad = theme.GOOD, theme.BAD
    app.update_settings(app.settings.with_changes(colour_blind=True))
    assert (good, bad) != (theme.GOOD, theme.BAD)
    assert theme.palette_name == "colour_blind"
    app.update_settings(app.settings.with_changes(colour_blind=False))
    assert (good, bad) == (theme.GOOD, theme.BAD)
