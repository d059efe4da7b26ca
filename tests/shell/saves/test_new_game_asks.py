"""New game over a saved unfinished game asks first, in every game (issue #33: the race's
New game threw the game in progress away): "Replace the saved game?" with Replace it /
Keep it. Keep (or Escape) stays in the lobby with the save untouched; Replace goes on to
the new game's setup; with nothing saved, New game goes straight there."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import box
from game.app import App
from game.commands.screenshot import make_scene
from game.scenes.lobby import LobbyScene
from game.scenes.question import QuestionScene
from game.shell.saves import SaveShelf
from game.shell.settings import Settings


@pytest.fixture
def shelf(tmp_path: Path):
    pygame.init()
    apps: list[App] = []

    def make() -> App:
        app = App(None, Settings(animation_speed=8.0, language="en"), window=(1280, 720),
                  seed=3, saves=SaveShelf(tmp_path))
        app.catch_errors = False
        apps.append(app)
        return app

    yield make
    for app in apps:
        for scene in app.scenes:
            close = getattr(scene, "close", None)
            if close is not None:
                close()
        app.scenes.clear()
    pygame.quit()


def _press(app: App, label: str) -> None:
    button = next(w for w in app.top.widgets if getattr(w, "label", None) == label)
    button.on_click()


def _lobby_with_a_saved_game(app: App, game: str, tmp_path: Path) -> Path:
    play = make_scene(app, "play", seed=3, actions=6, game=game)
    play.autosave_enabled = True
    play.autosave()
    saved = next(tmp_path.rglob("autosave.json"))
    while not isinstance(app.top, LobbyScene):
        app.pop()
    app.replace(LobbyScene(app, box.find(game)))  # the lobby as the player comes back
    return saved


@pytest.mark.parametrize("game", box.GAMES)
def test_new_game_over_a_saved_game_asks_and_keep_keeps_it(shelf, tmp_path: Path,
                                                           game: str) -> None:
    app = shelf()
    saved = _lobby_with_a_saved_game(app, game, tmp_path)
    before = saved.read_bytes()
    lobby = app.top
    assert lobby.saved is not None
    _press(app, "New game")
    assert isinstance(app.top, QuestionScene)
    assert "Replace the saved game?" in app.top.question
    _press(app, "Keep it")
    assert app.top is lobby and saved.read_bytes() == before
    _press(app, "New game")
    app.top.back()  # Escape answers Keep
    assert app.top is lobby and saved.read_bytes() == before
    _press(app, "New game")
    _press(app, "Replace it")
    assert app.top is not lobby and not isinstance(app.top, QuestionScene)
    assert app.top.name != "lobby"  # the new game's setup


@pytest.mark.parametrize("game", box.GAMES)
def test_new_game_with_nothing_saved_does_not_ask(shelf, game: str) -> None:
    app = shelf()
    make_scene(app, "lobby", seed=3, game=game)
    lobby = app.top
    assert lobby.saved is None
    _press(app, "New game")
    assert not isinstance(app.top, QuestionScene) and app.top is not lobby
