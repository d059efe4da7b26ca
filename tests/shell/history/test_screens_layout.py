"""The Records and Players screens keep every word in its box, none over another, none
under the floor: at 960x540, 1280x720 and 1920x1080, in English and French, at text size
100, 125 and 150 % (the shared layout check, `tests/shell/layout_check.py`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from game.scenes.players import PlayersScene
from game.scenes.records_scene import VIEWS, RecordsScene
from game.scenes.settings_scene import SettingsScene
from game.shell.history import History
from tests.shell.history.sample import fill
from tests.shell.layout_check import layout_failures

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
LOOKS = [(lang, text) for lang in ("en", "fr") for text in (100, 125, 150)]


@dataclass(frozen=True)
class State:
    name: str
    build: Callable[[Any], Any]


@pytest.fixture(scope="module")
def histories(tmp_path_factory: pytest.TempPathFactory) -> dict[str, History]:
    full = History(Path(tmp_path_factory.mktemp("full")))
    fill(full, 400)
    full.remember_player("Ann", "alice", "blue")
    full.remember_player("Grandmother Josephine", "queen", "purple")
    for n in range(8):
        full.remember_player(f"Cousin {n + 1}", "hare", "green")
    empty = History(Path(tmp_path_factory.mktemp("empty")))
    empty.connection()
    return {"full": full, "empty": empty}


def _records(history: History, game: str, person: str = "", view: str = "summary"):
    def build(app):
        scene = RecordsScene(app, game, person, history=history)
        scene.show(view)
        app.reset_to(scene)
        return scene
    return build


def _players(history: History | None, chosen: str | None = "first"):
    def build(app):
        scene = PlayersScene(app, history=history)
        if chosen is None:
            scene.new_player()
        app.reset_to(scene)
        return scene
    return build


def states(h: dict[str, History]) -> list[State]:
    found = [State(f"records {game} everyone", _records(h["full"], game))
             for game in ("race", "parade", "wordland")]
    found += [State(f"records parade Ann {view}", _records(h["full"], "parade", "Ann", view))
              for view, _label in VIEWS]
    found += [State(f"records wordland Léo {view}", _records(h["full"], "wordland", "Léo",
                                                            view))
              for view in ("summary", "time", "milestones")]
    found += [State("records empty", _records(h["empty"], "race")),
              State("players", _players(h["full"])),
              State("players: adding", _players(h["full"], None)),
              State("players: none yet", _players(h["empty"], None)),
              State("players: no files", _players(None)),
              State("settings", lambda app: SettingsScene(app))]
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_records_and_players_keep_their_words_in_their_boxes(
        size: tuple[int, int], histories: dict[str, History]) -> None:
    failures = layout_failures(size, LOOKS, states(histories))
    assert not failures, f"{len(failures)} layout problems:\n" + "\n".join(failures[:40])
