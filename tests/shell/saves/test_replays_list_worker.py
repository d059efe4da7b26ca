"""Issue 31, hole 7: the Replays list never freezes a frame. The files are read on a
worker thread started after the list's first frame, at most the newest `LIST_AT_MOST`,
and a file over the cap is refused before a byte of it is read
(bench/replays_list.py measures the first frame)."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest

from game import box
from game.app import App
from game.scenes.lobby import saves_for
from game.scenes.replays import ReplaysScene
from game.scenes.title import TitleScene
from game.shell import opening
from game.shell.reading import UnreadableFile
from game.shell.saves import LIST_AT_MOST, SaveStore, read_record
from tests.shell.resilience.game_records import record_json, write_record
from tests.shell.saves.helpers import FRAME

RACE = box.find("race")


def test_the_first_frame_never_waits_for_the_files(app: App, data: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    write_record(data / "replays" / "20250101-120000-00.json", record_json("race", ("Ann",)))
    release = threading.Event()
    real = SaveStore.replays

    def slow(self, *args, **kwargs):
        release.wait(30)  # a disk that takes its time
        return real(self, *args, **kwargs)

    monkeypatch.setattr(SaveStore, "replays", slow)
    app.push(TitleScene(app))
    started = time.perf_counter()
    scene = ReplaysScene(app, RACE)
    app.push(scene)
    app.step(FRAME)
    app.step(FRAME)
    assert time.perf_counter() - started < 5.0  # the frames went on (the disk waits 30 s)
    assert scene.loading and scene._items == []
    release.set()
    deadline = time.monotonic() + 30
    while scene.loading and time.monotonic() < deadline:
        app.step(FRAME)
        time.sleep(0.01)
    assert not scene.loading and len(scene.items) == 1
    assert scene.items[0].players[0] == "Ann"


def test_at_most_the_newest_files_are_listed(app: App, data: Path) -> None:
    folder = data / "replays"
    folder.mkdir(parents=True)
    for i in range(LIST_AT_MOST + 30):
        path = folder / f"2025{1 + i // 28 % 12:02d}{1 + i % 28:02d}-120000-00.json"
        path.write_text("{}", encoding="utf-8")
        os.utime(path, ns=(i * 10**9, i * 10**9))
    store = saves_for(app, RACE)
    assert store is not None
    listed = store.replay_files(LIST_AT_MOST)
    assert len(listed) == LIST_AT_MOST
    assert os.lstat(listed[0]).st_mtime_ns == (LIST_AT_MOST + 29) * 10**9  # newest first
    assert len(store.replay_files()) == LIST_AT_MOST + 30  # nothing else is lost


def test_a_big_file_is_refused_before_it_is_read(app: App, data: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    big = data / "replays" / "20250101-120000-00.json"
    big.parent.mkdir(parents=True)
    with open(big, "wb") as handle:  # a sparse 50 MB file
        handle.truncate(50_000_000)
    store = saves_for(app, RACE)
    assert store is not None

    def no_reading(*args, **kwargs):
        raise AssertionError("a byte was read")

    monkeypatch.setattr(opening.os, "read", no_reading)
    with pytest.raises(UnreadableFile, match="too big"):
        read_record(store.book, big)
