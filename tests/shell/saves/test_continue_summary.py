"""Continue says whom it continues and how long ago, read from the real autosave."""

from __future__ import annotations

import os
import time
from pathlib import Path

from game.app import App
from game.race.contract import GAME as RACE
from game.race.scenes.play import PlayScene
from game.scenes.lobby import LobbyScene
from game.scenes.title import TitleScene
from tests.shell.saves.helpers import FRAME, close_app, make_app, new_setup, seats


def _continue(app: App):
    return next(w for w in app.top.widgets if getattr(w, "label", None) == "Continue")


def test_continue_names_the_saved_players_and_when(app: App, level, data: Path) -> None:
    play = PlayScene(app, new_setup(app, seats("human", "bot:random", "human"), 5), seed=5)
    app.push(play)
    app.step(FRAME)
    assert (data / "autosave.json").exists()
    close_app(app)
    fresh = make_app(level, data)
    fresh.push(TitleScene(fresh))
    fresh.push(LobbyScene(fresh, RACE))
    try:
        button = _continue(fresh)
        assert button.detail() == "Ann, Bea and Cy\njust now"
        hours_ago = time.time() - 3 * 3600 - 60
        os.utime(data / "autosave.json", (hours_ago, hours_ago))
        fresh.replace(LobbyScene(fresh, RACE))
        assert _continue(fresh).detail() == "Ann, Bea and Cy\n3 hours ago"
    finally:
        close_app(fresh)
