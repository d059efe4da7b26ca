"""Issue 12: nothing a file can hold stops the Parlour. Every file comes in through one
door (`game.shell.reading`); a refused file is set aside with a notice naming it, and a
command prints one line instead of a traceback (docs/resilience.md)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from game.__main__ import main as wonderland
from game.shell import resources
from game.shell.settings import Settings, SettingsStore

ROOT = resources.root()
posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX")


def _load_within(store: SettingsStore, seconds: float = 10.0) -> Settings:
    """`store.load()` on a thread; fails (and unblocks a reader stuck on a FIFO) if it
    does not return in time."""
    found: list[Settings] = []
    worker = threading.Thread(target=lambda: found.append(store.load()), daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        fifo = store.path
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)  # let the stuck reader go
        os.close(fd)
        worker.join(5)
        pytest.fail(f"reading {fifo} blocked")
    return found[0]


def _assert_set_aside(store: SettingsStore, kept_bytes: bytes | None = None) -> None:
    aside = list(store.folder.glob("settings.broken-*.json"))
    assert len(aside) == 1, list(store.folder.iterdir())
    assert not store.path.exists()
    if kept_bytes is not None:
        assert aside[0].read_bytes() == kept_bytes  # kept as it was, never deleted
    assert store.notice is not None and aside[0].name in store.notice


BAD_SETTINGS = {
    "latin1_name": '{"version": 1, "fullscreen": false, "animation_speed": 1.0, "tables": '
                   '{"race": {"seats": [{"name": "Zo\xeb"}]}}}'.encode("latin-1"),
    "deep_nesting": b'{"version": 1, "tables": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "huge_integer": b'{"version": 1, "fullscreen": false, "animation_speed": '
                    + b"9" * 5000 + b"}",
    "nan": b'{"version": 1, "fullscreen": false, "animation_speed": NaN}',
    "too_big": b'{"version": 1, "pad": "' + b"x" * 2_000_000 + b'"}',
}


@pytest.mark.parametrize("name", sorted(BAD_SETTINGS))
def test_a_bad_settings_file_is_set_aside_and_named(tmp_path: Path, name: str) -> None:
    store = SettingsStore(tmp_path)
    store.path.write_bytes(BAD_SETTINGS[name])
    assert _load_within(store) == Settings()
    _assert_set_aside(store, BAD_SETTINGS[name])


@posix_only
def test_a_settings_file_that_is_a_fifo_does_not_block_the_start(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    os.mkfifo(store.path)
    assert _load_within(store) == Settings()
    _assert_set_aside(store)


@posix_only
def test_a_settings_file_linked_to_dev_zero_is_refused(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    store.path.symlink_to("/dev/zero")
    assert _load_within(store) == Settings()
    aside = list(tmp_path.glob("settings.broken-*.json"))
    assert len(aside) == 1 and aside[0].is_symlink()  # the link is kept, /dev/zero untouched


def test_a_bad_settings_file_at_launch_is_set_aside_and_the_game_starts(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_bytes(BAD_SETTINGS["latin1_name"])
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               WONDERLAND_HOME=str(tmp_path), WONDERLAND_NO_DIALOG="1")
    done = subprocess.run([sys.executable, "-m", "game", "play", "--exit-after-first-frame"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "unexpected error" not in done.stderr and "Traceback" not in done.stderr
    aside = list(config.glob("settings.broken-*.json"))
    assert len(aside) == 1
    log = (tmp_path / "logs" / "wonderland-parlour.log").read_text(encoding="utf-8")
    assert aside[0].name in log


# ---------------------------------------------------------------- the replay command


def _replay(capsys: pytest.CaptureFixture, *args: str) -> tuple[int, str]:
    code = wonderland(["replay", *args])
    out = capsys.readouterr()
    return code, out.out + out.err


@pytest.mark.parametrize("content, says", [
    ('{"format": "tea-time-race-record", "version": 2, "seed": ' + "7" * 5000 + "}",
     "integer of 5000 digits"),
    ("[" * 100_000 + "]" * 100_000, "nests 100000 levels deep"),
    ('{"format": "tea-time-race-record", "seed": Infinity}', "not a number"),
    ('{"game": ["race"]}', "race"),
])
def test_replay_refuses_a_malformed_file_in_one_line(tmp_path: Path, capsys, content: str,
                                                     says: str) -> None:
    record = tmp_path / "record.json"
    record.write_text(content, encoding="utf-8")
    code, out = _replay(capsys, str(record))
    assert code == 2
    assert says in out and "Traceback" not in out
    assert len(out.strip().splitlines()) == 1


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "dev_zero", "folder"])
def test_replay_refuses_what_is_not_a_file_at_once(tmp_path: Path, kind: str) -> None:
    target = tmp_path / "record.json"
    if kind == "fifo":
        os.mkfifo(target)
    elif kind == "dev_zero":
        target.symlink_to("/dev/zero")
    else:
        target.mkdir()
    done = subprocess.run([sys.executable, "-m", "game", "replay", str(target)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "is not a regular file" in done.stdout
    assert "Traceback" not in done.stderr and "MemoryError" not in done.stderr


class _ClosedPipe(io.StringIO):
    """stdout whose reader has gone (`replay F | head -1`)."""

    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")

    def fileno(self) -> int:
        raise io.UnsupportedOperation("no fileno")


def test_replay_into_a_closed_pipe_ends_quietly(tmp_path: Path, monkeypatch) -> None:
    record = tmp_path / "record.json"
    record.write_text("{}", encoding="utf-8")
    monkeypatch.setattr(sys, "stdout", _ClosedPipe())
    assert wonderland(["replay", str(record)]) == 141


@posix_only
def test_replay_piped_into_head_prints_no_traceback(tmp_path: Path) -> None:
    from tests.shell.resilience.test_names import finished_record_json

    record = tmp_path / "record.json"
    record.write_text(json.dumps(finished_record_json()), encoding="utf-8")
    for _ in range(3):
        done = subprocess.run(
            f'"{sys.executable}" -m game replay --json "{record}" | head -c 1 >/dev/null',
            shell=True, cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert "BrokenPipeError" not in done.stderr and "Traceback" not in done.stderr


def test_a_bad_window_size_is_a_usage_error(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        wonderland(["play", "--size", "abc"])
    assert stop.value.code == 2
    assert "is not WIDTHxHEIGHT" in capsys.readouterr().err


def test_screenshot_into_a_folder_says_so(tmp_path: Path, capsys) -> None:
    code = wonderland(["screenshot", "--out", str(tmp_path), "--scene", "title"])
    out = capsys.readouterr().out
    assert code == 2 and "is a folder" in out
