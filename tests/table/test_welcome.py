"""The lobby's word of welcome, in every game (the kit's `first_welcome`): the first time
a game's lobby opens it offers the guided first game, never again after, and setting up
a table later keeps that remembered. Found playing: only the race's lobby said it; the
Parade's and the word game's, which have a guided first game too, said nothing."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game.box import find
from game.scenes.lobby import LobbyScene
from tests.shell.layout_check import close_scenes, new_app

FRAME = 1 / 60


@pytest.fixture
def app():
    pygame.init()
    application = new_app((1280, 720), "en", 100)
    yield application
    close_scenes(application)
    pygame.quit()


def _lobby(app, game_id: str) -> LobbyScene:
    lobby = LobbyScene(app, find(game_id))
    app.push(lobby)
    app.step(FRAME)
    return lobby


@pytest.mark.parametrize("game_id", ["race", "parade", "wordland"])
def test_the_first_lobby_welcomes_and_the_next_does_not(app, game_id: str) -> None:
    first = _lobby(app, game_id)
    assert first.welcome and "guided first game" in first.welcome
    assert "Guided first game" in [w.label for w in first.widgets]
    app.pop()
    assert _lobby(app, game_id).welcome is None


@pytest.mark.parametrize("game_id", ["race", "parade", "wordland"])
def test_a_table_set_up_later_keeps_the_welcome_remembered(app, game_id: str) -> None:
    _lobby(app, game_id)
    setup = importlib.import_module(f"game.{game_id}.scenes.setup").SetupScene(app)
    app.push(setup)
    setup.start()
    assert app.settings.tables[game_id]["seats"]  # the table is remembered
    app.pop()
    assert _lobby(app, game_id).welcome is None


@pytest.mark.parametrize("game_id", ["race", "parade", "wordland"])
def test_the_welcome_is_french_in_french(game_id: str) -> None:
    pygame.init()
    application = new_app((960, 540), "fr", 150)
    try:
        lobby = _lobby(application, game_id)
        from game.shell.i18n import _
        assert _(lobby.welcome).startswith("Bienvenue !")
    finally:
        close_scenes(application)
        pygame.quit()
