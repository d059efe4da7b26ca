"""Switching language in Settings shows at once (no restart); an unknown code or a
missing catalogue falls back to English without an error."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.commands.screenshot import make_scene
from game.race.scenes.play import PlayScene
from game.race.scenes.setup import SetupScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from game.shell import i18n
from game.shell.i18n import _
from game.shell.settings import Settings, SettingsStore, settings_to_json


def _pixels(app: App, rect: pygame.Rect) -> bytes:
    app.draw()
    area = app.viewport.rect(rect)
    return pygame.image.tobytes(app.screen.subsurface(area), "RGB")


def _key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="",
                                         scancode=0))


def test_switching_language_changes_the_title_screen_without_restart(app: App) -> None:
    app.push(TitleScene(app))
    app.step(1 / 60)
    first = next(w for w in app.top.widgets if hasattr(w, "text"))
    assert first.text == "Settings"
    title_area = pygame.Rect(300, 80, 1320, 130)
    english = _pixels(app, title_area)
    app.update_settings(app.settings.with_changes(language="fr"))
    app.step(1 / 60)
    assert i18n.current_language() == "fr"
    assert first.text == "Réglages"
    assert _pixels(app, title_area) != english
    app.update_settings(app.settings.with_changes(language="en"))
    app.step(1 / 60)
    assert first.text == "Settings"
    assert _pixels(app, title_area) == english


def test_the_settings_screen_switches_language_by_keyboard(app: App) -> None:
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    app.step(1 / 60)
    settings = app.top
    assert settings.focused is settings.rows[0][1]  # the language chooser comes first
    _key(pygame.K_RIGHT)  # English -> Français
    app.step(1 / 60)
    assert app.settings.language == "fr"
    assert _("Settings") == "Réglages"
    _key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.top.name == "title" and app.top.widgets[-2].text == "Réglages"


def test_a_game_in_progress_relabels_its_log_and_banner(app: App) -> None:
    play = make_scene(app, "play", seed=5, actions=20)
    assert isinstance(play, PlayScene)
    app.step(1 / 60)
    head, _sub = play._banner_text()
    assert "turn" in head or ":" in head
    english_log = [line for line in map(lambda e: _log_line(play, e), play.log)]
    app.update_settings(app.settings.with_changes(language="fr"))
    app.step(1 / 60)
    french_log = [_log_line(play, e) for e in play.log]
    assert french_log != english_log
    assert any("joue" in line for line in french_log)
    assert play._banner_text()[0] != head


def _log_line(play: PlayScene, event) -> str:
    from game.race.ui.words import describe_event

    return describe_event(event, play.names) or ""


def test_default_names_follow_the_language_but_typed_names_stay(app: App) -> None:
    app.push(TitleScene(app))
    app.push(SetupScene(app))
    setup = app.top
    assert [s.name for s in setup.choice.seats][:2] == ["Alice", "Hatter"]
    setup._set_seat(0, name="Zoé")
    app.update_settings(app.settings.with_changes(language="fr"))
    assert [s.name for s in setup.choice.seats][:3] == ["Zoé", "Chapelier", "Lièvre"]


def test_an_unknown_language_falls_back_to_english(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.setenv(name, "C")
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: (None, None))
    assert i18n.set_language("xx") == "en"
    assert _("New game") == "New game"
    assert i18n.set_language(None) == "en"


def test_the_os_language_is_used_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    assert i18n.set_language(None) == "fr"
    assert _("New game") == "Nouvelle partie"


def test_a_missing_catalogue_falls_back_to_english(monkeypatch: pytest.MonkeyPatch,
                                                   tmp_path: Path) -> None:
    monkeypatch.setattr(i18n, "locale_dir", lambda: str(tmp_path))
    assert i18n.set_language("fr") == "en"
    assert _("New game") == "New game"


def test_an_unknown_language_in_the_settings_file_loads_as_automatic(tmp_path: Path) -> None:
    data = settings_to_json(Settings())
    data["language"] = "tlh"
    (tmp_path / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    assert SettingsStore(tmp_path).load().language == "auto"
