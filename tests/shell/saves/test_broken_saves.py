"""A save that no longer replays is set aside (never deleted) with a notice, never a crash."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.app import App
from game.race.contract import GAME as RACE
from game.race.rules.records import record_to_json
from game.race.scenes.play import PlayScene
from game.race.scenes.showcase import fast_forward_game
from game.scenes.lobby import LobbyScene
from game.scenes.title import TitleScene
from tests.shell.saves.helpers import FRAME, new_setup, seats


def _good_record(app: App, data: Path) -> dict:
    play = PlayScene(app, new_setup(app, seats("human", "bot:random"), 13), seed=13)
    app.push(play)
    fast_forward_game(play, random.Random(13), 12)
    data_json = record_to_json(play.record)
    play.close()
    app.scenes.clear()
    return data_json


def _title(app: App) -> LobbyScene:
    """The title, then the race's lobby, where Continue would be offered."""
    app.push(TitleScene(app))
    app.push(LobbyScene(app, RACE))
    app.step(FRAME)
    assert isinstance(app.top, LobbyScene)
    return app.top


def _labels(app: App) -> list[str]:
    return [w.label for w in app.top.widgets if isinstance(getattr(w, "label", None), str)]


def _broken(data: Path, text: str) -> None:
    data.mkdir(parents=True, exist_ok=True)
    (data / "autosave.json").write_text(text, encoding="utf-8")


def _check_set_aside(app: App, data: Path, text: str) -> None:
    assert not (data / "autosave.json").exists()
    aside = list(data.glob("autosave.broken-*.json"))
    assert len(aside) == 1
    assert aside[0].read_text(encoding="utf-8") == text  # kept as it was
    assert "Continue" not in _labels(app)
    assert app._notice is not None and aside[0].name in app._notice[0]


@pytest.mark.parametrize("text", ["", "{not json", "[1, 2, 3]", '{"format": "zip"}',
                                  "\x00\x01garbage"])
def test_a_corrupt_save_is_set_aside_with_a_notice(app: App, data: Path, text: str) -> None:
    _broken(data, text)
    _title(app)
    _check_set_aside(app, data, text)
    for _ in range(5):
        app.step(FRAME)


def _unknown_version(record: dict) -> None:
    record["version"] = 99


def _refused_by_the_rules(record: dict) -> None:
    record["actions"].insert(0, {"joker": 4})  # no Joker was played


def _unknown_bot(record: dict) -> None:
    record["setup"]["players"][1]["controller"] = "bot:grandmaster"


@pytest.mark.parametrize("spoil", [_unknown_version, _refused_by_the_rules, _unknown_bot],
                         ids=["unknown version", "the rules refuse it", "unknown bot"])
def test_a_save_that_no_longer_replays_is_set_aside(app: App, data: Path, spoil) -> None:
    """A save from an unknown version, one the rules refuse, one with an unknown bot."""
    record = _good_record(app, data)
    spoil(record)
    text = json.dumps(record)
    _broken(data, text)
    _title(app)
    _check_set_aside(app, data, text)


def test_a_good_save_offers_continue(app: App, data: Path) -> None:
    record = _good_record(app, data)
    _broken(data, json.dumps(record))
    _title(app)
    assert _labels(app)[0] == "Continue"
    assert (data / "autosave.json").exists()
