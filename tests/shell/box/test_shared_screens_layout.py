"""The box's own screens lay their words out in their boxes: the title, each game's lobby
and every game's How to Play pages, at three window sizes, in English and French, at text
size 100 % and 150 % — no text over text, none out of its box, none under the floor."""

from __future__ import annotations

import pygame
import pytest

from game import box
from game.app import App
from game.scenes.how_to_play import HowToPlayScene
from game.scenes.lobby import LobbyScene
from game.scenes.title import TitleScene
from game.shell.settings import Settings
from game.ui.layout import MIN_TEXT, Recorder

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
LOOKS = [("en", 100), ("fr", 100), ("en", 150), ("fr", 150)]


def _problems(app: App, scene) -> list[str]:
    canvas = app.canvas()
    canvas.recorder = Recorder()
    app.screen.fill((0, 0, 0))
    scene.draw(canvas)
    return canvas.recorder.problems(app.viewport.frame, MIN_TEXT * app.viewport.scale)


def _screens(app: App):
    yield "title", TitleScene(app)
    for game in box.games():
        yield f"{game.id} lobby", LobbyScene(app, game)
        pages = game.how_to_play()
        for number in range(len(pages)):
            yield f"{game.id} how to play {number + 1}", HowToPlayScene(app, pages, number)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_shared_screens_keep_their_words_in_their_boxes(size: tuple[int, int]) -> None:
    pygame.init()
    app = App(None, Settings(animation_speed=8.0, language="en"), window=size, seed=3)
    failures: list[str] = []
    try:
        for lang, text in LOOKS:
            app.update_settings(app.settings.with_changes(language=lang, text_size=text))
            for name, scene in _screens(app):
                app.reset_to(scene)
                scene.update(0.0)
                failures += [f"{lang} {text}% {name}: {p}" for p in _problems(app, scene)]
    finally:
        pygame.quit()
    unique = list(dict.fromkeys(failures))
    assert not unique, f"{len(unique)} layout problems:\n" + "\n".join(unique[:60])
