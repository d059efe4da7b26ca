"""Issue 12: a save or a replay that the door refuses (deep nesting, a huge integer, not
UTF-8, not a file) is renamed aside — never deleted, never overwritten — and named in a
notice; Replays opens whatever the folder holds."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.app import App
from game.race.contract import GAME as RACE
from game.scenes.lobby import LobbyScene
from game.scenes.replays import ReplaysScene
from game.scenes.title import TitleScene
from tests.shell.resilience.test_names import finished_record_json
from tests.shell.saves.helpers import FRAME

HOSTILE = {
    "deep": b"[" * 100_000 + b"]" * 100_000,
    "huge_integer": b'{"format": "tea-time-race-record", "version": 2, "setup": {"seed": '
                    + b"1" * 5000 + b"}}",
    "latin1": '{"name": "Zo\xeb"}'.encode("latin-1"),
    "nul": b"\x00" * 64,
}


def _lobby(app: App) -> LobbyScene:
    app.push(TitleScene(app))
    app.push(LobbyScene(app, RACE))
    app.step(FRAME)
    return app.top


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_hostile_autosave_is_set_aside_and_announced(app: App, data: Path, kind: str) -> None:
    data.mkdir(parents=True)
    (data / "autosave.json").write_bytes(HOSTILE[kind])
    lobby = _lobby(app)
    assert lobby.saved is None
    aside = list(data.glob("autosave.broken-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == HOSTILE[kind]
    assert app.notice is not None and aside[0].name in app.notice
    lobby.new_game()  # the next game cannot overwrite it: it is no longer the autosave
    assert aside[0].read_bytes() == HOSTILE[kind]


@pytest.mark.skipif(os.name != "posix", reason="FIFOs are POSIX")
def test_an_autosave_that_is_a_fifo_is_set_aside(app: App, data: Path) -> None:
    data.mkdir(parents=True)
    os.mkfifo(data / "autosave.json")
    _lobby(app)
    assert not (data / "autosave.json").exists()
    assert len(list(data.glob("autosave.broken-*.json"))) == 1


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_hostile_replay_is_set_aside_and_the_list_opens(app: App, data: Path,
                                                          kind: str) -> None:
    replays = data / "replays"
    replays.mkdir(parents=True)
    (replays / "20250101-120000-00.json").write_bytes(HOSTILE[kind])
    (replays / "20250101-130000-00.json").write_text(json.dumps(finished_record_json()),
                                                     encoding="utf-8")
    lobby = _lobby(app)
    for _ in range(2):  # every time Replays is opened
        lobby.open_replays()
        assert isinstance(app.top, ReplaysScene)
        assert len(app.top.items) == 1
        for _ in range(3):
            app.step(FRAME)
        app.pop()
    aside = list(replays.glob("*.broken-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == HOSTILE[kind]
    assert app.notice is not None and aside[0].name in app.notice
