"""The settings added for languages, sound and accessibility: defaults, round trip, and odd
values that fall back to defaults (or are clamped) without a crash."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.shell.settings import Settings, SettingsStore, settings_from_json, settings_to_json


def test_defaults() -> None:
    s = Settings()
    assert (s.language, s.sound_volume, s.music_volume) == ("auto", 0.8, 0.5)
    assert (s.reduced_motion, s.colour_blind, s.text_size) == (False, False, 100)
    assert s.language_code is None and s.text_scale == 1.0


def test_round_trip(tmp_path: Path) -> None:
    settings = Settings(language="fr", sound_volume=0.3, music_volume=0.0,
                        reduced_motion=True, colour_blind=True, text_size=150)
    store = SettingsStore(tmp_path)
    store.save(settings)
    assert SettingsStore(tmp_path).load() == settings
    assert settings.language_code == "fr" and settings.text_scale == 1.5


def test_a_file_from_before_the_new_fields_still_loads(tmp_path: Path) -> None:
    data = settings_to_json(Settings(fullscreen=True))
    for name in ("language", "sound_volume", "music_volume", "reduced_motion",
                 "colour_blind", "text_size"):
        del data[name]
    (tmp_path / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    store = SettingsStore(tmp_path)
    assert store.load() == Settings(fullscreen=True)
    assert store.notice is None


@pytest.mark.parametrize(("field", "value", "expected"), [
    ("language", "klingon", "auto"),
    ("language", 7, "auto"),
    ("sound_volume", 3.5, 1.0),
    ("sound_volume", -1, 0.0),
    ("sound_volume", "loud", 0.8),
    ("sound_volume", True, 0.8),
    ("music_volume", None, 0.5),
    ("music_volume", float("nan"), 0.5),
    ("reduced_motion", "yes", False),
    ("colour_blind", 1, False),
    ("text_size", 400, 150),
    ("text_size", 10, 100),
    ("text_size", 130, 125),
    ("text_size", "big", 100),
])
def test_bad_values_fall_back_without_a_crash(field: str, value: object,
                                              expected: object) -> None:
    data = settings_to_json(Settings())
    data[field] = value
    assert getattr(settings_from_json(data), field) == expected


def test_the_file_with_bad_values_loads_without_a_notice(tmp_path: Path) -> None:
    data = settings_to_json(Settings(animation_speed=2.0))
    data.update(language="xx", text_size=999, sound_volume="max")
    (tmp_path / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    store = SettingsStore(tmp_path)
    loaded = store.load()
    assert loaded.animation_speed == 2.0 and loaded.text_size == 150
    assert store.notice is None and not list(tmp_path.glob("settings.broken-*"))
