"""Issue 24, hole 1 (the loop): when Continue or watching a replay failed — in building
the scene or in its first frames — the Crash page said "your game is saved, Continue",
and Continue failed again, on every launch; the file was never set aside.

Now every game's resume and watch go through `game.scenes.saved_games.open_saved`: a
failure there, whatever its cause, sets the file aside with a notice and brings the
player back to the lobby, where the file is no longer offered. A failure is injected
into each game's resume and watch, while building and while drawing or updating."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import box
from game.app import App
from game.race.levels import Level
from game.scenes.crash import CrashScene
from game.scenes.lobby import LobbyScene
from game.scenes.replays import ReplaysScene
from game.scenes.title import TitleScene
from tests.shell.resilience.game_records import GAMES, autosave, replay_file
from tests.shell.saves.helpers import FRAME, open_app

WHERE = ("build", "update", "draw")


class Injected(RuntimeError):
    """The failure a test puts into a game's resume or watch."""


def failing(make, where: str):
    """`make` (a contract's resume or watch) with a failure injected `where`."""

    def build(app, record):
        if where == "build":
            raise Injected("injected while building")
        scene = make(app, record)
        original = getattr(scene, where)

        def fail(*args, **kwargs):
            original(*args, **kwargs)
            raise Injected(f"injected in {where}")

        setattr(scene, where, fail)
        return scene

    return build


@pytest.fixture
def app(level: Level, data: Path) -> Iterator[App]:
    with open_app(level, data, seed=3, window=(960, 540)) as application:
        assert application.catch_errors  # as in the real game: a failure is caught
        yield application


def _run(app: App, frames: int = 20) -> None:
    for _ in range(frames):
        app.step(FRAME)


def _lobby(app: App, game: box.GameInfo) -> LobbyScene:
    app.reset_to(TitleScene(app))
    app.push(LobbyScene(app, game))
    return app.top


def _labels(lobby: LobbyScene) -> list[str]:
    return [str(getattr(w, "label", "")) for w in lobby.widgets]


@pytest.mark.parametrize("where", WHERE)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_saved_game_that_fails_to_continue_is_set_aside(app: App, tmp_path: Path,
                                                          game_id: str, where: str) -> None:
    path = autosave(tmp_path / "data", game_id, ("Ann",))
    game = dataclasses.replace(box.find(game_id),
                               resume=failing(box.find(game_id).resume, where))
    lobby = _lobby(app, game)
    assert lobby.saved is not None
    lobby.continue_game()
    _run(app)
    assert not isinstance(app.top, CrashScene)
    assert isinstance(app.top, LobbyScene) and app.top.game.id == game_id
    assert app.top.saved is None and "Continue" not in _labels(app.top)
    assert not path.exists()
    kept = list(path.parent.glob("autosave.broken-*.json"))
    assert len(kept) == 1 and kept[0].name in (app.notice or "")
    # no loop: the lobby stays up, and a new launch finds nothing to continue
    _run(app)
    assert isinstance(app.top, LobbyScene)
    assert _lobby(app, box.find(game_id)).saved is None


@pytest.mark.parametrize("where", WHERE)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_replay_that_fails_to_show_is_set_aside(app: App, tmp_path: Path, game_id: str,
                                                  where: str) -> None:
    path = replay_file(tmp_path / "data", game_id, ("Ann",))
    game = dataclasses.replace(box.find(game_id),
                               watch=failing(box.find(game_id).watch, where))
    _lobby(app, game).open_replays()
    replays = app.top
    assert isinstance(replays, ReplaysScene) and len(replays.items) == 1
    replays.watch(replays.items[0])
    _run(app)
    assert not isinstance(app.top, CrashScene)
    assert isinstance(app.top, LobbyScene) and app.top.game.id == game_id
    assert not path.exists()
    kept = list(path.parent.glob("*.broken-*.json"))
    assert len(kept) == 1 and kept[0].name in (app.notice or "")
    assert "Replays" not in _labels(app.top)  # it was the only one


def test_a_long_game_that_fails_after_a_new_move_is_kept_once(app: App, tmp_path: Path) -> None:
    """Never lose a game: a continued game that has saved new moves and then fails shows
    the Crash page with the game kept; if that game fails again, it is set aside."""
    path = autosave(tmp_path / "data", "parade", ("Ann",))
    parade = box.find("parade")
    lobby = _lobby(app, parade)
    lobby.continue_game()
    _run(app, 2)
    play = app.top
    os.utime(path, ns=(10**9, 10**9))  # the game saved a move since it was opened

    def broken(*args, **kwargs):
        raise Injected("injected later in the game")

    play.update = broken
    _run(app, 3)
    assert isinstance(app.top, CrashScene) and path.exists()
    lobby = _lobby(app, parade)
    assert lobby.saved is not None
    lobby.continue_game()
    _run(app, 2)
    os.utime(path, ns=(2 * 10**9, 2 * 10**9))
    app.top.update = broken
    _run(app, 3)
    assert isinstance(app.top, LobbyScene) and not path.exists()
    assert list(path.parent.glob("autosave.broken-*.json"))


def test_a_failure_after_leaving_the_saved_game_is_an_ordinary_crash(app: App,
                                                                     tmp_path: Path) -> None:
    path = replay_file(tmp_path / "data", "race", ("Ann",))
    _lobby(app, box.find("race")).open_replays()
    app.top.watch(app.top.items[0])
    _run(app, 3)
    app.pop()  # back to the replays list: the replay is no longer on trial
    assert isinstance(app.top, ReplaysScene)

    def broken(*args, **kwargs):
        raise Injected("a bug in the list")

    app.top.update = broken
    _run(app, 2)
    assert isinstance(app.top, CrashScene) and path.exists()
