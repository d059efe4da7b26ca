"""The lobby's line under a game's picture (every text whole): too long for one line, it
shows the tagline and the player count on two, with no "·" left hanging at a line's end
(a play-test: "Un défilé de cartes où le plus petit score gagne ·" / "2 à 6 joueurs")."""

from __future__ import annotations

import pygame
import pytest

from game.box import find
from game.scenes.lobby import LobbyScene
from tests.shell.layout_check import new_app, recorded


@pytest.mark.parametrize(("game_id", "lang", "size"), [
    ("parade", "fr", (1920, 1080)), ("parade", "en", (960, 540)),
    ("race", "fr", (1280, 720)), ("wordland", "fr", (960, 540)),
])
def test_no_line_of_the_blurb_ends_with_its_dot(game_id: str, lang: str, size) -> None:
    pygame.init()
    app = new_app(size, lang)
    try:
        game = find(game_id)
        lobby = LobbyScene(app, game)
        app.push(lobby)
        what, dot, count = game.blurb_parts()
        texts = [t.words.strip() for t in recorded(app, lobby.draw).texts]
        assert dot == "·" and count
        assert not [t for t in texts if t.endswith("·")], texts
        assert any(count.split()[0] in t for t in texts)
        assert any(what.split()[0] in t for t in texts)
    finally:
        from tests.helpers.apps import close_scenes

        close_scenes(app)
