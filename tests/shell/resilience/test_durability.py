"""Issue 12: writes that survive a kill or a power cut, renames that do too, no leftovers.

`write_atomically` is proved by killing a real writer process at random moments (the file
is always one whole version or the other), by injected faults (a failing write or rename
leaves the old file untouched and no temporary file), and by watching the fsync calls:
the file before the rename, its folder after. Archiving and setting aside go through the
same durable move."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from game.shell import files
from game.shell.files import set_aside, sweep_temp_files, write_atomically
from game.shell.saves import SaveStore

posix_only = pytest.mark.skipif(os.name != "posix", reason="SIGKILL and folder fsync are POSIX")

WRITER = textwrap.dedent("""
    import json, sys
    from pathlib import Path
    from game.shell.files import write_atomically
    target = Path(sys.argv[1])
    versions = [json.dumps({"v": v, "pad": str(v) * 3_000_000}) for v in "AB"]
    print("ready", flush=True)
    n = 0
    while True:
        write_atomically(target, versions[n % 2])
        n += 1
""")


@posix_only
def test_a_writer_killed_at_random_never_leaves_half_a_file(tmp_path: Path) -> None:
    target = tmp_path / "autosave.json"
    write_atomically(target, json.dumps({"v": "start"}))
    root = Path(files.__file__).resolve().parents[2]
    rng = random.Random(12)
    seen = set()
    for _ in range(12):
        child = subprocess.Popen([sys.executable, "-c", WRITER, str(target)], cwd=root,
                                 stdout=subprocess.PIPE)
        assert child.stdout is not None and child.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.01, 0.25))
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        data = json.loads(target.read_text(encoding="utf-8"))  # whole, never truncated
        assert data["v"] in ("start", "A", "B")
        seen.add(data["v"])
    assert seen & {"A", "B"}  # the writer did get to write
    leftovers = set(tmp_path.glob(".autosave.json-*.tmp"))  # what the kills left
    assert set(sweep_temp_files(tmp_path)) == leftovers
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]


class _FailingHandle:
    def __init__(self, handle) -> None:
        self.handle = handle

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.handle.close()

    def write(self, text: str) -> int:
        self.handle.write(text[: len(text) // 2])
        raise OSError(28, "No space left on device")

    def fileno(self) -> int:
        return self.handle.fileno()

    def flush(self) -> None:
        self.handle.flush()


@pytest.mark.parametrize("fault", ["disk_full", "rename_fails"])
def test_a_failed_write_leaves_the_old_file_whole(tmp_path: Path, monkeypatch, fault: str) -> None:
    target = tmp_path / "settings.json"
    target.write_text("old and whole", encoding="utf-8")
    if fault == "disk_full":
        real = os.fdopen
        monkeypatch.setattr(os, "fdopen", lambda *a, **k: _FailingHandle(real(*a, **k)))
    else:
        def refuse(*_a, **_k) -> None:
            raise OSError(30, "Read-only file system")

        monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        write_atomically(target, "new " * 10_000)
    monkeypatch.undo()
    assert target.read_text(encoding="utf-8") == "old and whole"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temporary file


class _Fsyncs:
    """Records what was fsynced and renamed, in order."""

    def __init__(self, monkeypatch) -> None:
        self.events: list[tuple[str, str]] = []
        real_fsync, real_replace = os.fsync, os.replace

        def fsync(fd: int) -> None:
            path = os.readlink(f"/proc/self/fd/{fd}") if Path("/proc/self/fd").is_dir() else "?"
            kind = "folder" if os.path.isdir(path) else "file"
            self.events.append(("fsync " + kind, path))
            real_fsync(fd)

        def replace(src, dst) -> None:
            real_replace(src, dst)
            self.events.append(("rename", str(dst)))

        monkeypatch.setattr(os, "fsync", fsync)
        monkeypatch.setattr(os, "replace", replace)

    def kinds(self) -> list[str]:
        return [kind for kind, _path in self.events]


@posix_only
@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc to name fds")
def test_write_atomically_fsyncs_the_file_then_renames_then_fsyncs_the_folder(
        tmp_path: Path, monkeypatch) -> None:
    spy = _Fsyncs(monkeypatch)
    write_atomically(tmp_path / "autosave.json", "{}")
    assert spy.kinds() == ["fsync file", "rename", "fsync folder"]
    assert spy.events[2][1] == str(tmp_path)


@posix_only
@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc to name fds")
def test_archive_and_set_aside_are_durable_renames(tmp_path: Path, monkeypatch) -> None:
    class Book:
        def write(self, record, path: Path) -> None:
            write_atomically(path, json.dumps(record))

    store = SaveStore(tmp_path / "race", Book())
    store.write({"over": True})
    spy = _Fsyncs(monkeypatch)
    target = store.archive()
    assert target is not None
    assert spy.kinds()[:2] == ["rename", "fsync folder"]
    assert str(target.parent) in [path for kind, path in spy.events if kind == "fsync folder"]
    assert str(store.folder) in [path for kind, path in spy.events if kind == "fsync folder"]
    spy.events.clear()
    aside = set_aside(target)
    assert aside is not None and spy.kinds() == ["rename", "fsync folder"]


def test_the_sweep_takes_only_interrupted_writes(tmp_path: Path) -> None:
    race = tmp_path / "race"
    race.mkdir()
    left = [race / ".autosave.json-k2j3_x9.tmp", tmp_path / ".settings.json-abc123.tmp"]
    kept = [race / "autosave.json", race / "notes.tmp", race / "autosave.broken-1.json"]
    for path in left + kept:
        path.write_text("x", encoding="utf-8")
    assert sorted(sweep_temp_files(tmp_path)) == sorted(left)
    assert all(p.exists() for p in kept) and not any(p.exists() for p in left)


def test_the_game_sweeps_leftovers_at_start(tmp_path: Path) -> None:
    race = tmp_path / "data" / "race"
    race.mkdir(parents=True)
    leftover = race / ".autosave.json-stale99.tmp"
    leftover.write_text('{"half": ', encoding="utf-8")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               WONDERLAND_HOME=str(tmp_path), WONDERLAND_NO_DIALOG="1")
    done = subprocess.run([sys.executable, "-m", "game", "play", "--exit-after-first-frame"],
                          cwd=Path(files.__file__).resolve().parents[2], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert not leftover.exists()
