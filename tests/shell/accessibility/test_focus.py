"""Keyboard focus: Tab and the arrows move a ring that is drawn where the focus is, and
Enter/Space/arrows work every kind of widget."""

from __future__ import annotations

import pygame

from game.app import App
from game.race.scenes.setup import SetupScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from game.ui.widgets import Button, Chooser, TextInput, Toggle


def _key(k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="",
                                         scancode=0))


def _area(app: App, rect: pygame.Rect) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.screen.subsurface(app.viewport.rect(rect.inflate(40, 40))),
                                "RGB")


def test_the_focused_button_is_drawn_differently(app: App) -> None:
    app.push(TitleScene(app))
    app.step(1 / 60)
    second = app.top.focusables()[1]
    plain = _area(app, second.rect)
    _key(pygame.K_DOWN)
    app.step(1 / 60)
    assert app.keyboard_mode and app.top.focused is second
    assert _area(app, second.rect) != plain  # the ring
    # a mouse click hides the ring again
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    app.step(1 / 60)
    assert not app.keyboard_mode
    assert _area(app, second.rect) == plain


def test_tab_visits_every_widget_of_settings_and_shift_tab_goes_back(app: App) -> None:
    app.push(SettingsScene(app))
    scene = app.top
    items = scene.focusables()
    assert {type(w) for w in items} >= {Chooser, Toggle, Button}
    visited = []
    for _ in items:
        visited.append(scene.focused)
        _key(pygame.K_TAB)
        app.step(1 / 60)
    assert visited == items and scene.focused is items[0]
    _key(pygame.K_TAB, pygame.KMOD_SHIFT)
    app.step(1 / 60)
    assert scene.focused is items[-1]


def test_enter_toggles_and_arrows_step_a_chooser(app: App) -> None:
    app.push(SettingsScene(app))
    scene = app.top
    reduced = next(w for w in scene.widgets if isinstance(w, Toggle)
                   and w.label == "Reduced motion")
    scene.focus_on(reduced)
    _key(pygame.K_RETURN)
    app.step(1 / 60)
    assert app.settings.reduced_motion
    _key(pygame.K_SPACE)
    app.step(1 / 60)
    assert not app.settings.reduced_motion
    size = scene.rows[1][1]
    scene.focus_on(size)
    _key(pygame.K_RIGHT)
    app.step(1 / 60)
    assert app.settings.text_size == 125 and app.text.scale == 1.25


def test_a_name_can_be_typed_with_the_keyboard(app: App) -> None:
    app.push(SetupScene(app))
    scene = app.top
    field = next(w for w in scene.widgets if isinstance(w, TextInput))
    scene.focus_on(field)
    _key(pygame.K_RETURN)  # start typing
    app.step(1 / 60)
    assert field.focused
    for _ in range(8):
        _key(pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zoé"))
    _key(pygame.K_RETURN)  # done
    app.step(1 / 60)
    assert not field.focused
    assert scene.choice.seats[0].name == "Zoé"
    _key(pygame.K_TAB)
    app.step(1 / 60)
    assert scene.focused is not field


def test_play_shows_the_ring_on_the_focused_card(app: App) -> None:
    from tests.shell.accessibility.helpers import game_with_human_first

    play = game_with_human_first(app, seed=2)
    _key(pygame.K_RIGHT)
    app.step(1 / 60)
    assert app.keyboard_mode
    assert play.hand_view.focus == play.input.focused_card() is not None
