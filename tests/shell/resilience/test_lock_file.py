"""Issue 24, hole 4: the one-copy lock could be turned against the player. With
``parlour.lock`` a symbolic link, launching truncated the link's target and wrote the
process id into it; with a folder, a FIFO or a dangling link there, two copies both ran
unlocked.

The lock file is now opened without following links and only ever on a regular file;
anything else in its place is reported, set aside (never written through) and replaced
by a fresh lock file, and a second copy is still refused."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from game.shell import resources
from game.shell.lock import LOCK_NAME, DataLock

pytestmark = pytest.mark.skipif(os.name == "nt", reason="links and FIFOs as on POSIX")

PRECIOUS = "the player's own file: it must never change\n"


def _symlink(folder: Path) -> Path:
    target = folder.parent / "precious.txt"
    target.write_text(PRECIOUS)
    (folder / LOCK_NAME).symlink_to(target)
    return target


def _dangling(folder: Path) -> Path:
    target = folder.parent / "made-through-the-link.txt"
    (folder / LOCK_NAME).symlink_to(target)
    return target


def _folder(folder: Path) -> Path:
    (folder / LOCK_NAME).mkdir()
    (folder / LOCK_NAME / "inside.txt").write_text(PRECIOUS)
    return folder / LOCK_NAME / "inside.txt"


def _fifo(folder: Path) -> Path:
    os.mkfifo(folder / LOCK_NAME)
    return folder / LOCK_NAME


def _hard_link(folder: Path) -> Path:
    target = folder.parent / "precious.txt"
    target.write_text(PRECIOUS)
    os.link(target, folder / LOCK_NAME)
    return target


IN_ITS_PLACE: dict[str, Callable[[Path], Path]] = {
    "symlink": _symlink, "dangling_link": _dangling, "folder": _folder, "fifo": _fifo,
    "hard_link": _hard_link,
}


def _second_process(folder: Path) -> int:
    code = ("import sys; from pathlib import Path; from game.shell.lock import DataLock; "
            "sys.exit(0 if DataLock(Path(sys.argv[1])).acquire() else 7)")
    return subprocess.run([sys.executable, "-c", code, str(folder)], cwd=resources.root(),
                          timeout=60).returncode


@pytest.mark.parametrize("kind", sorted(IN_ITS_PLACE))
def test_anything_but_a_lock_file_is_set_aside_never_written_through(tmp_path: Path,
                                                                     kind: str) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    victim = IN_ITS_PLACE[kind](folder)
    lock = DataLock(folder)
    assert lock.acquire()
    try:
        path = folder / LOCK_NAME
        assert path.is_file() and not path.is_symlink() and os.stat(path).st_nlink == 1
        assert path.read_text().strip() == str(os.getpid())
        # what was there is kept aside, untouched, and named in the notice
        aside = [p for p in folder.iterdir() if p.name.startswith("parlour.not-a-lock-")]
        assert len(aside) == 1 and aside[0].name in (lock.notice or "")
        if kind == "dangling_link":
            assert not victim.exists()  # nothing was made through the link
        elif kind == "folder":
            assert (aside[0] / victim.name).read_text() == PRECIOUS  # moved, whole
        elif kind != "fifo":
            assert victim.read_text() == PRECIOUS
        # and a second copy is still refused, in this process and in another
        assert not DataLock(folder).acquire()
        assert _second_process(folder) == 7
    finally:
        lock.release()
    assert _second_process(folder) == 0


def test_a_plain_lock_file_is_used_as_it_is(tmp_path: Path) -> None:
    (tmp_path / LOCK_NAME).write_text("12345\n")
    lock = DataLock(tmp_path)
    assert lock.acquire()
    assert lock.notice is None
    assert not any(p.name.startswith("parlour.not-a-lock-") for p in tmp_path.iterdir())
    lock.release()


def test_launching_over_a_symlinked_lock_keeps_the_target_and_says_so(tmp_path: Path) -> None:
    """The whole game, started on a data folder whose lock file is a link: the link's
    target is untouched and the first screen says what was set aside."""
    home = tmp_path / "home"
    env = dict(os.environ, WONDERLAND_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", WONDERLAND_NO_DIALOG="1")
    probe = ("from game.shell import paths; print(paths.data_dir())")
    data = Path(subprocess.run([sys.executable, "-c", probe], cwd=resources.root(), env=env,
                               capture_output=True, text=True, timeout=60).stdout.strip())
    data.mkdir(parents=True, exist_ok=True)
    target = _symlink(data)
    done = subprocess.run([sys.executable, "-m", "game", "play", "--exit-after-first-frame",
                           "--size", "640x360"], cwd=resources.root(), env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert target.read_text() == PRECIOUS
    assert (data / LOCK_NAME).is_file() and not (data / LOCK_NAME).is_symlink()
