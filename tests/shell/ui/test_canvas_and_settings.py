"""The letterbox mapping, and the settings file: atomic, and never lost when broken."""

from __future__ import annotations

import json
from pathlib import Path

from game.race.table_choice import SeatChoice, SetupChoice, choice_to_json, remembered
from game.shell.settings import Settings, SettingsStore, settings_to_json
from game.ui.canvas import Viewport


def test_viewport_keeps_aspect_and_maps_the_mouse_back() -> None:
    vp = Viewport((961, 1000))
    assert abs(vp.scale - 961 / 1920) < 1e-9
    frame = vp.frame
    assert frame.w <= 961 and frame.top > 0  # bars above and below
    for logical in ((0, 0), (960, 540), (1919, 1079)):
        window = vp.point(*logical)
        back = vp.to_logical(window)
        assert abs(back[0] - logical[0]) <= 2 and abs(back[1] - logical[1]) <= 2


def test_settings_round_trip(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    table = SetupChoice(
        seats=(SeatChoice("queen", "Q", "human"), SeatChoice("hare", "H", "bot:easy")),
        kids=True, first_player=1)
    settings = Settings(fullscreen=True, animation_speed=2.0).with_table(
        "race", choice_to_json(table))
    store.save(settings)
    assert SettingsStore(tmp_path).load() == settings
    assert remembered(SettingsStore(tmp_path).load().tables) == table
    assert not list(tmp_path.glob(".settings-*"))  # no temp file left behind


def test_corrupt_settings_are_set_aside_not_deleted(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{ not json", encoding="utf-8")
    store = SettingsStore(tmp_path)
    assert store.load() == Settings()
    assert store.notice and "kept as" in store.notice
    aside = list(tmp_path.glob("settings.broken-*.json"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == "{ not json"


def test_unknown_version_is_set_aside(tmp_path: Path) -> None:
    data = settings_to_json(Settings())
    data["version"] = 99
    (tmp_path / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    store = SettingsStore(tmp_path)
    assert store.load() == Settings()
    assert list(tmp_path.glob("settings.broken-*.json"))


def test_settings_from_before_the_box_keep_their_race_table(tmp_path: Path) -> None:
    """A version-1 file's ``last_setup`` is the race's remembered table."""
    old = {"version": 1, "fullscreen": False, "animation_speed": 1.0,
           "last_setup": {"seats": [{"character": "hare", "name": "Zoe",
                                     "controller": "bot:hard"}],
                          "kids": True, "open_hands": False, "climb_out": True,
                          "first_player": None}}
    (tmp_path / "settings.json").write_text(json.dumps(old), encoding="utf-8")
    table = remembered(SettingsStore(tmp_path).load().tables)
    assert table == SetupChoice((SeatChoice("hare", "Zoe", "bot:hard"),), kids=True,
                                climb_out=True)


def test_an_unusable_remembered_table_gives_the_default() -> None:
    assert remembered({"race": {"seats": "nobody"}}) == SetupChoice()
