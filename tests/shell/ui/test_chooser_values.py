"""Every chooser value whole at the 24-logical-px floor or above, as large as the other
values where it has the room, and "+ Add a player" clear of its button's edges (issue 33,
round three: "Français" shrunk by the longest language name, "Robot : moyen" and "Queen
of Hearts" under the floor, "+ Ajouter un joueur" touching its edges at 150 %)."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game.scenes.settings_scene import SettingsScene
from game.ui.layout import MIN_TEXT
from game.ui.widgets import Button, Chooser
from tests.helpers.apps import close_scenes
from tests.shell.layout_check import judged, new_app, recorded

GAMES = ("race", "parade", "wordland")
LOOKS = [((1920, 1080), "en", 150), ((1920, 1080), "fr", 150), ((960, 540), "fr", 150)]


def _setup(app, game: str):
    scene = importlib.import_module(f"game.{game}.scenes.setup").SetupScene(app)
    while len(scene.choice.seats) < scene.max_players:
        scene._add_seat()
    app.reset_to(scene)
    return scene


def _screens(app):
    app.reset_to(SettingsScene(app))
    yield "settings", app.top
    for game in GAMES:
        yield f"{game} setup", _setup(app, game)


def _value_px(app, chooser: Chooser) -> list[int]:
    rec = recorded(app, chooser.draw)
    return [t.px for t in rec.texts if t.words not in "‹›"]


@pytest.mark.parametrize("look", LOOKS, ids=lambda k: f"{k[0][0]}-{k[1]}-{k[2]}")
def test_every_chooser_value_is_whole_at_the_floor_or_above(look) -> None:
    size, lang, text = look
    pygame.init()
    app = new_app(size, lang, text)
    failures = []
    try:
        for name, scene in _screens(app):
            choosers = [w for w in scene.widgets if isinstance(w, Chooser)]
            assert choosers, name
            for chooser in choosers:
                for index in range(len(chooser.options)):
                    chooser.index = index  # shown as if stepped to, without the callback
                    found = judged(app, recorded(app, chooser.draw))
                    failures += [f"{name}: {chooser.text!r}: {p}" for p in found]
                    assert min(_value_px(app, chooser)) >= app.viewport.px(MIN_TEXT)
    finally:
        close_scenes(app)
        pygame.quit()
    assert not failures, "\n".join(failures)


def test_the_language_is_as_large_as_the_other_settings() -> None:
    """Settings, French, 150 %: "Français" is not shrunk because "Automatique (…)" is
    long; every value there is drawn at one size."""
    pygame.init()
    app = new_app((1920, 1080), "fr", 150)
    try:
        app.reset_to(SettingsScene(app))
        sizes = {label: _value_px(app, chooser) for label, chooser in app.top.rows}
    finally:
        close_scenes(app)
        pygame.quit()
    assert len({px for found in sizes.values() for px in found}) == 1, sizes


@pytest.mark.parametrize("size", [(1920, 1080), (960, 540)], ids=lambda s: f"{s[0]}")
@pytest.mark.parametrize("game", GAMES)
def test_add_a_player_keeps_clear_of_its_edges(game: str, size) -> None:
    pygame.init()
    app = new_app(size, "fr", 150)
    try:
        scene = _setup(app, game)
        scene._remove_seat(len(scene.choice.seats) - 1)
        scene = app.top
        button = next(w for w in scene.widgets if isinstance(w, Button)
                      and w.text == "+ Ajouter un joueur")
        rec = recorded(app, button.draw)
        assert not judged(app, rec)
        box = app.viewport.rect(button.rect)
        ink = next(t.ink for t in rec.texts if "Ajouter" in t.words)
        clear = app.viewport.px(12)
        assert min(ink.left - box.left, box.right - ink.right) >= clear, (ink, box)
    finally:
        close_scenes(app)
        pygame.quit()
