"""Issue 31, hole 1 to 3: a finished game is never lost, in all three games.

Pruning goes by the order the games finished (`game.shell.replay_index`), never by a
file's name or a clock; it never deletes a file the game did not write, and never runs
when archiving failed. A replays folder that cannot be searched or written keeps the
finished game beside the autosave (``autosave.finished-<time>.json``), never overwritten
by the next game, says where, and the next start tries again.

The machine's tests may run as root, for whom a folder of mode 000 is still open: the
refusals are injected (`_refuse`), as the operating system gives them to a player.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from game import box
from game.app import App
from game.scenes.lobby import LobbyScene, check_saves, saves_for
from game.shell import saves as saves_module
from game.shell.saves import KEEP_REPLAYS, SaveStore
from tests.shell.resilience.game_records import GAMES, record_json, write_record


def _store(app: App, game_id: str) -> SaveStore:
    store = saves_for(app, box.find(game_id))
    assert store is not None
    return store


def _finish(store: SaveStore, game_id: str, names: tuple[str, ...] = ("Ann",)) -> Path | None:
    """A game of `game_id` ends: its record is the autosave, then it is archived."""
    write_record(store.autosave_path, record_json(game_id, names))
    return store.archive()


def _clock(monkeypatch: pytest.MonkeyPatch, when: str) -> None:
    """Set the computer's clock (as the shelf reads it to name a replay)."""
    moment = time.strptime(when, "%Y%m%d-%H%M%S")
    real = time.strftime
    monkeypatch.setattr(saves_module.time, "strftime",
                        lambda fmt, t=None: real(fmt, moment if t is None else t))


def _a_game_a_minute(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each replay named a minute after the last: a name freed by pruning may be given
    again within one second (only a script finishes two games in a second, and only the
    name comes back), which would confuse a test that checks paths."""
    minutes = iter(range(10_000))
    real = time.strftime
    monkeypatch.setattr(saves_module.time, "strftime", lambda fmt, t=None: real(
        fmt, time.localtime(1_900_000_000 + 60 * next(minutes)) if t is None else t))


def _replays(store: SaveStore) -> set[str]:
    return {p.name for p in store.replays_folder.iterdir()}


@pytest.mark.parametrize("game_id", GAMES)
def test_renamed_replays_never_push_out_the_game_just_finished(app: App, game_id: str) -> None:
    store = _store(app, game_id)
    for i in range(KEEP_REPLAYS):  # a player's best games, renamed
        write_record(store.replays_folder / f"best game {i}.json", record_json(game_id))
    kept = _finish(store, game_id, ("Zed",))
    assert kept is not None and kept.exists()
    assert len(_replays(store)) == KEEP_REPLAYS + 1  # nothing deleted
    assert store.replays()[0].path == kept or kept in {r.path for r in store.replays()}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_clock_set_back_never_deletes_the_game_just_finished(
        app: App, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    store = _store(app, game_id)
    for i in range(KEEP_REPLAYS):
        _clock(monkeypatch, f"2031010{1 + i // 10}-1{i % 10}0000")
        assert _finish(store, game_id) is not None
    _clock(monkeypatch, "20200101-120000")  # the battery died: the clock is years behind
    kept = _finish(store, game_id, ("Zed",))
    assert kept is not None and kept.exists()
    assert len(_replays(store) - {"replays-index.json"}) == KEEP_REPLAYS
    _clock(monkeypatch, "20200101-130000")
    later = _finish(store, game_id)
    assert kept.exists() and later is not None and later.exists()  # the oldest 2031 went


@pytest.mark.parametrize("game_id", GAMES)
def test_pruning_never_deletes_a_file_the_game_did_not_write(
        app: App, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    _a_game_a_minute(monkeypatch)
    store = _store(app, game_id)
    folder = store.replays_folder
    mine = [write_record(folder / "notes.json", {"mine": True}),
            write_record(folder / "20000101-000000-00.json", {"a name like the game's": 1})]
    made = [_finish(store, game_id) for _ in range(KEEP_REPLAYS)]
    # one the game wrote, edited since by the player: no longer the game's to delete
    edited = made[0]
    assert edited is not None
    edited.write_text(json.dumps(record_json(game_id, ("Edited",))), encoding="utf-8")
    for _ in range(5):
        assert _finish(store, game_id) is not None
    for path in [*mine, edited]:
        assert path.exists(), path.name
    assert not made[1].exists() and not made[4].exists()  # the oldest of the game's own
    assert made[5].exists()
    ours = [p for p in folder.glob("*.json") if p not in mine and p != edited]
    assert len(ours) == KEEP_REPLAYS


def _refuse(monkeypatch: pytest.MonkeyPatch, folder: Path, calls: tuple[str, ...]) -> None:
    """Every `calls` (os functions) on a path inside `folder` fails as for another user's
    folder of mode 000 (or one left root-owned)."""
    inside = str(folder)

    def refused(name: str):
        real = getattr(os, name)

        def call(*args, **kwargs):
            for arg in args[:2]:
                text = os.fspath(arg) if isinstance(arg, (str, os.PathLike)) else ""
                if text == inside or text.startswith(inside + os.sep):
                    raise PermissionError(13, "Permission denied", text)
            return real(*args, **kwargs)
        return call

    for name in calls:
        monkeypatch.setattr(os, name, refused(name))


SEARCH = ("stat", "lstat", "scandir", "listdir", "replace", "rename", "link", "mkdir",
          "open")
WRITE = ("replace", "rename", "link", "open")


@pytest.mark.parametrize("calls", [SEARCH, WRITE], ids=["unsearchable", "unwritable"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_replays_folder_that_refuses_keeps_the_finished_game(
        app: App, game_id: str, calls: tuple[str, ...],
        monkeypatch: pytest.MonkeyPatch) -> None:
    store = _store(app, game_id)
    write_record(store.replays_folder / "20250101-120000-00.json", record_json(game_id))
    finished = record_json(game_id, ("Zed",))
    write_record(store.autosave_path, finished)
    with monkeypatch.context() as patch:
        _refuse(patch, store.replays_folder, calls)
        assert store.archive() is None  # no exception: no Crash screen
    kept = store.unarchived
    assert kept is not None and kept.parent == store.folder and kept.exists()
    assert json.loads(kept.read_text(encoding="utf-8")) == finished
    assert not store.autosave_path.exists()
    notice = store.archive_notice() or ""
    assert str(kept) in notice and "try again" in notice
    # the app showed it at once (the results screen), and the results hook says it again
    assert app.notice is not None and str(kept) in app.notice
    from game.scenes.saved_games import tell_unarchived

    assert tell_unarchived(app, box.find(game_id)) and str(kept) in (app.notice or "")
    # the next game's first save cannot overwrite it
    write_record(store.autosave_path, record_json(game_id, ("New",), finished=False))
    assert json.loads(kept.read_text(encoding="utf-8")) == finished
    # the lobby says so in plain words (the replays still refused)
    with monkeypatch.context() as patch:
        _refuse(patch, store.replays_folder, calls)
        fresh = type(store)(store.folder, store.book, shelf=store.shelf)
        app.saves._stores[game_id] = fresh
        app.notify("")
        check_saves(app, box.find(game_id))
        assert str(kept) in (app.notice or "")
    # the next launch, the folder put right: it joins the replays
    later = type(store)(store.folder, store.book, shelf=store.shelf)
    app.saves._stores[game_id] = later
    LobbyScene(app, box.find(game_id))
    assert not kept.exists() and later.unarchived is None
    names = [r.players for r in later.replays()]
    assert any(players[0] == "Zed" for players in names)
    assert (store.replays_folder / "20250101-120000-00.json").exists()


@pytest.mark.parametrize("game_id", GAMES)
def test_no_pruning_after_a_failed_archive(app: App, game_id: str,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    _a_game_a_minute(monkeypatch)
    store = _store(app, game_id)
    made = [_finish(store, game_id) for _ in range(KEEP_REPLAYS + 1)]
    assert sum(1 for p in made if p is not None and p.exists()) == KEEP_REPLAYS
    before = _replays(store)
    write_record(store.autosave_path, record_json(game_id))
    with monkeypatch.context() as patch:
        _refuse(patch, store.replays_folder, WRITE)
        assert store.archive() is None
    assert _replays(store) == before


@pytest.mark.parametrize("game_id", GAMES)
def test_a_linked_replays_folder_is_never_followed(app: App, tmp_path: Path,
                                                   game_id: str) -> None:
    store = _store(app, game_id)
    elsewhere = tmp_path / "my-documents"
    theirs = [write_record(elsewhere / f"2020010{i}-000000-00.json", {"theirs": i})
              for i in range(1, 4)]
    store.folder.mkdir(parents=True)
    store.replays_folder.symlink_to(elsewhere, target_is_directory=True)
    for _ in range(KEEP_REPLAYS + 2):
        assert _finish(store, game_id) is not None
    assert all(p.exists() for p in theirs)
    assert sorted(p.name for p in elsewhere.iterdir()) == sorted(p.name for p in theirs)
    assert store.replays_folder.is_dir() and not store.replays_folder.is_symlink()
    aside = [p for p in store.folder.iterdir() if ".not-a-folder-" in p.name]
    assert len(aside) == 1 and aside[0].is_symlink()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_game_stuck_in_the_autosave_is_never_overwritten(
        app: App, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The replays refuse it and even the game's folder refuses to rename it: the next
    game's saves fail (and say so) rather than write over it."""
    store = _store(app, game_id)
    store.replays_folder.mkdir(parents=True)
    finished = record_json(game_id, ("Zed",))
    write_record(store.autosave_path, finished)
    real_rename, real_replace = os.rename, os.replace

    def refused(real):
        def call(src, dst, *args, **kwargs):
            if os.fspath(src) == str(store.autosave_path):
                raise PermissionError(13, "Permission denied", os.fspath(dst))
            return real(src, dst, *args, **kwargs)
        return call

    with monkeypatch.context() as patch:
        patch.setattr(os, "rename", refused(real_rename))
        patch.setattr(os, "replace", refused(real_replace))
        assert store.archive() is None
        assert store.unarchived == store.autosave_path
        assert not store.write(store.book.from_json(record_json(game_id, ("New",), False)))
        assert json.loads(store.autosave_path.read_text(encoding="utf-8")) == finished
    # the folder put right: the next save archives it first
    assert store.write(store.book.from_json(record_json(game_id, ("New",), False)))
    assert any(r.players[0] == "Zed" for r in store.replays())
    assert store.unarchived is None
