"""Every scene draws and updates under the dummy driver, at odd window sizes too."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.commands.screenshot import make_scene, scene_names
from game.race.scenes.play import PlayScene
from game.scenes.title import TitleScene


@pytest.mark.parametrize("scene", scene_names("race"))
def test_each_scene_runs_a_few_frames(app: App, scene: str) -> None:
    make_scene(app, scene, seed=3, actions=20)
    for _ in range(5):
        assert app.step(1 / 60)
    assert app.top is not None


@pytest.mark.parametrize("size", [(961, 1000), (3840, 2160), (100, 100), (960, 540)])
def test_odd_window_sizes_do_not_crash(app: App, size: tuple[int, int]) -> None:
    make_scene(app, "play", seed=5, actions=12)
    app.resize(size)
    for _ in range(3):
        app.step(1 / 60)
    w, h = app.screen.get_size()
    assert w >= 1 and h >= 1
    # the canvas keeps its aspect and fits the window
    frame = app.viewport.frame
    assert frame.w <= w + 1 and frame.h <= h + 1


def test_escape_pauses_the_game_and_resumes(app: App) -> None:
    make_scene(app, "play", seed=4, actions=8)
    play = app.top
    assert isinstance(play, PlayScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    app.step(1 / 60)
    assert app.top is not play and app.top.name == "pause"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    app.step(1 / 60)
    assert app.top is play


def test_title_buttons_open_screens(app: App) -> None:
    """The race's tile opens its lobby, whose first button sets up a new game."""
    app.push(TitleScene(app))
    app.step(1 / 60)
    for expected in ("lobby", "setup"):
        button = app.top.widgets[0]
        pos = app.viewport.point(*button.rect.center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.step(1 / 60)
        assert app.top.name == expected
