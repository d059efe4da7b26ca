"""The one way the Parlour opens a file or a folder of its own (docs/resilience.md).

Every open of the player's files goes through here: settings, each game's autosave and
replays, the replays' index, the log, the lock, temporary files of atomic writes, the
move from the old Tea-Time folders, and files given on the command line. A test
(`tests/shell/resilience/test_one_way_to_open.py`) lists every ``open(`` in ``game/``
and fails on one that bypasses this module.

- **No link is followed** inside the data, settings and log folders: the last part of
  the path is opened with ``O_NOFOLLOW`` (a link there is refused, ``ELOOP``), and
  `own_folder` makes sure every folder between a root and a file is a real folder, not a
  link (a link or a file in a folder's place is renamed aside, never followed, and a
  fresh folder made). The roots themselves may be links: a player may keep their data on
  another disk. Files the player names on the command line (``replay FILE``) may be
  links (``follow=True``).
- **Only regular files**: the open is non-blocking (a FIFO never blocks, a device is
  never waited on) and checked with ``fstat`` once open; a FIFO, a device, a socket or a
  folder is refused with `NotAFile`, an `OSError`, so every caller already handles it.
  A file opened for writing must also have no other name (a hard link to some other
  file would be written through).

Pure standard library; nothing happens at import time.
"""

from __future__ import annotations

import errno
import io
import logging
import os
import secrets
import stat
import time
from pathlib import Path
from typing import IO

logger = logging.getLogger(__name__)

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_COMMON = (getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
           | getattr(os, "O_BINARY", 0))
STAMP = "%Y%m%d-%H%M%S"


class NotAFile(OSError):
    """What is at `path` is not a regular file of ours; ``kind`` says what it is."""

    def __init__(self, path: Path | str, kind: str) -> None:
        super().__init__(errno.EINVAL, f"is {kind}", str(path))
        self.path = Path(path)
        self.kind = kind


def kind_of(mode: int) -> str:
    """A few words for what a file of this mode is."""
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISREG(mode):
        return "a file"
    return "not a plain file"


def what_is_wrong(path: Path | str, writing: bool = False) -> str | None:
    """What is wrong with `path` as a file of ours (not following a link), or None when it
    is a regular file (with one name, if `writing`) or when nothing is there. Never raises:
    a place that cannot even be looked at is "out of reach"."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"out of reach ({exc.strerror or exc})"
    if not stat.S_ISREG(info.st_mode):
        return kind_of(info.st_mode)
    if writing and info.st_nlink > 1:
        return "a hard link to another file"
    return None


def open_fd(path: Path | str, flags: int = os.O_RDONLY, mode: int = 0o644, *,
            follow: bool = False) -> int:
    """A descriptor of the regular file at `path`, opened with `flags` (``os.O_*``) plus
    non-blocking and, unless `follow`, without following a link.

    FileNotFoundError when there is nothing (and no ``O_CREAT``); `NotAFile` for a link,
    a FIFO, a device, a folder (or, opened for writing, a file with other names); any
    other OSError as the system gives it."""
    truncate = bool(flags & os.O_TRUNC)  # only once checked: a hard link is never cut
    flags = (flags & ~os.O_TRUNC) | _COMMON | (0 if follow else _NOFOLLOW)
    try:
        fd = os.open(path, flags, mode)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.EMLINK) and not follow:
            raise NotAFile(path, "a symbolic link (not followed)") from None
        if exc.errno == errno.ENXIO:  # a FIFO with no reader, opened for writing
            raise NotAFile(path, "a pipe") from None
        if exc.errno == errno.EISDIR:
            raise NotAFile(path, "a folder") from None
        raise
    try:
        info = os.fstat(fd)
        writing = bool(flags & (os.O_WRONLY | os.O_RDWR))
        if not stat.S_ISREG(info.st_mode):
            raise NotAFile(path, kind_of(info.st_mode))
        if writing and info.st_nlink > 1:
            raise NotAFile(path, "a hard link to another file")
        if flags & getattr(os, "O_NONBLOCK", 0) and hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)  # a regular file: plain blocking reads and writes
        if truncate:
            os.ftruncate(fd, 0)
    except BaseException:
        os.close(fd)
        raise
    return fd


_MODES = {
    "r": os.O_RDONLY,
    "w": os.O_WRONLY | os.O_CREAT | os.O_TRUNC,
    "a": os.O_WRONLY | os.O_CREAT | os.O_APPEND,
    "x": os.O_WRONLY | os.O_CREAT | os.O_EXCL,
    "r+": os.O_RDWR,
    "c+": os.O_RDWR | os.O_CREAT,
}


def open_file(path: Path | str, how: str = "r", encoding: str | None = None, *,
              follow: bool = False, mode: int = 0o644, newline: str | None = None) -> IO:
    """`open_fd` as a file object: `how` is ``r``, ``w``, ``a``, ``x`` (new only),
    ``r+`` or ``c+`` (read and write, made if missing), with ``b`` for bytes; `newline`
    as for `open` (``""`` for the csv module)."""
    binary = "b" in how
    base = how.replace("b", "")
    fd = open_fd(path, _MODES[base], mode, follow=follow)
    py_mode = {"r": "r", "w": "w", "a": "a", "x": "w", "r+": "r+", "c+": "r+"}[base]
    try:
        if binary:
            return os.fdopen(fd, py_mode + "b")
        return os.fdopen(fd, py_mode, encoding=encoding or "utf-8", newline=newline)
    except BaseException:
        os.close(fd)
        raise


def open_folder(folder: Path | str) -> int:
    """A read-only descriptor of the folder itself (to fsync a rename), never following a
    link in its place."""
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | _NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
    return os.open(folder, flags)


def make_temp(folder: Path, prefix: str, suffix: str) -> tuple[int, Path]:
    """A new, empty regular file ``<prefix><random><suffix>`` in `folder`, made with
    ``O_EXCL`` (nothing already there is ever opened: a link planted at that name fails
    the open), readable by its owner only. (descriptor, path)."""
    for _ in range(100):
        path = folder / f"{prefix}{secrets.token_hex(4)}{suffix}"
        try:
            return open_fd(path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600), path
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temporary name", str(folder))


def aside_name(path: Path, why: str) -> Path:
    """A free name beside `path`: ``<stem>.<why>-<time><suffix>`` (then ``-1``, ``-2``…);
    OSError when the folder cannot be looked in."""
    stamp = time.strftime(STAMP)
    target = path.with_name(f"{path.stem}.{why}-{stamp}{path.suffix}")
    n = 1
    while _taken(target):
        target = path.with_name(f"{path.stem}.{why}-{stamp}-{n}{path.suffix}")
        n += 1
        if n > 1000:
            raise FileExistsError(errno.EEXIST, "no free name to set a file aside", str(path))
    return target


def _taken(path: Path) -> bool:
    """Something is at `path`; OSError when the folder cannot even be looked in."""
    try:
        os.lstat(path)
    except FileNotFoundError:
        return False
    return True


def own_folder(root: Path, folder: Path, create: bool = True,
               moved: list[tuple[Path, str, Path]] | None = None, fix: bool = True) -> bool:
    """Make sure every folder from `root` (excluded: it may be a link) down to `folder`
    is a real folder, never a link: something else in a folder's place (a link, a file,
    a FIFO) is renamed aside, ``<name>.not-a-folder-<time>``, never followed, and each
    one so moved is added to `moved` as (place, what it was, new name). Missing folders
    are made when `create`. True when `folder` is now a real folder inside `root`; False
    (nothing changed after the first problem) when it is missing and not made, or
    cannot be put right. With `fix` False nothing is renamed or made (a read-only copy
    only looks). Never raises."""
    try:
        parts = folder.relative_to(root).parts
    except ValueError:
        return False
    here = root
    if not fix:
        create = False
    try:
        if create:
            root.mkdir(parents=True, exist_ok=True)
        for part in parts:
            here = here / part
            wrong = what_is_wrong_folder(here)
            if wrong == "missing":
                if not create:
                    return False
                os.mkdir(here)
                continue
            if wrong is not None:
                if wrong.startswith("out of reach") or not fix:
                    logger.warning("the folder %s is %s", here, wrong)
                    return False
                target = aside_name(here, "not-a-folder")
                os.rename(here, target)
                logger.warning("%s was %s, not a folder of the Parlour's; kept as %s "
                               "(nothing in it was touched)", here, wrong, target.name)
                if moved is not None:
                    moved.append((here, wrong, target))
                if not create:
                    return False
                os.mkdir(here)
    except OSError as exc:
        logger.warning("cannot make %s a folder of the Parlour's: %s", here, exc)
        return False
    return True


def what_is_wrong_folder(folder: Path) -> str | None:
    """None for a real folder; "missing"; else what is there instead (never raises)."""
    try:
        info = os.lstat(folder)
    except FileNotFoundError:
        return "missing"
    except OSError as exc:
        return f"out of reach ({exc.strerror or exc})"
    if stat.S_ISDIR(info.st_mode):
        return None
    return kind_of(info.st_mode)


def is_real_folder(folder: Path) -> bool:
    return what_is_wrong_folder(folder) is None


def read_limited(fd: int, max_bytes: int) -> bytes:
    """At most `max_bytes` from `fd`; more raises ValueError (the file grew)."""
    chunks = io.BytesIO()
    total = 0
    while True:
        chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
        if not chunk:
            return chunks.getvalue()
        chunks.write(chunk)
        total += len(chunk)
        if total > max_bytes:
            raise ValueError(f"more than {max_bytes} bytes")
