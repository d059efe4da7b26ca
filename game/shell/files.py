"""Writing the player's files so that nothing is ever half-written or lost.

Shared by game records (saves, replays) and settings. Pure standard library: the rules
package uses it too.

Every change to a player's file goes through three helpers (docs/resilience.md):

- `write_atomically`: a temporary file beside the target, flushed and fsynced, renamed
  over the target, then the folder fsynced so that the rename itself survives a power cut;
- `move_durably`: a rename followed by an fsync of both folders (archiving a finished
  game, setting a broken file aside);
- `sweep_temp_files`: at start-up, the temporary files a killed write left behind.
"""

from __future__ import annotations

import logging
import os
import re
import time
from pathlib import Path

from game.shell.opening import STAMP, aside_name, make_temp, open_folder

logger = logging.getLogger(__name__)

__all__ = ["STAMP", "fsync_folder", "move_durably", "set_aside", "sweep_temp_files",
           "temp_prefix", "write_atomically"]
TEMP_SUFFIX = ".tmp"
_TEMP_NAME = re.compile(r"^\..+-[A-Za-z0-9_]+\.tmp$")
"""The temporary files `write_atomically` makes: ``.<name>-<random>.tmp``."""


def temp_prefix(path: Path) -> str:
    return f".{path.name}-"


def fsync_folder(folder: Path) -> None:
    """Make a rename or a new file in `folder` durable (POSIX; Windows has no folder fsync
    and commits renames with the file's metadata). Failures are logged, never raised: the
    file is already in place, only its durability across a power cut is at stake."""
    if os.name == "nt":
        return
    try:
        fd = open_folder(folder)
    except OSError as exc:
        logger.debug("cannot open %s to fsync it: %s", folder, exc)
        return
    try:
        os.fsync(fd)
    except OSError as exc:
        logger.debug("cannot fsync %s: %s", folder, exc)
    finally:
        os.close(fd)


def write_atomically(path: Path, text: str) -> None:
    """Write `text` to a temporary file beside `path`, flush it to disk, then rename it.

    A crash or a full disk mid-write leaves the old file untouched, never a truncated one;
    the folder is fsynced after the rename so the new name survives a power cut. The
    temporary file is made new (`game.shell.opening.make_temp`: nothing planted at its
    name is opened), and the rename replaces whatever is at `path` (a link there is
    replaced, never written through).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = make_temp(path.parent, temp_prefix(path), TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    fsync_folder(path.parent)


def move_durably(source: Path, target: Path) -> None:
    """Rename `source` to `target` (same volume) and fsync both folders; OSError if the
    rename fails (then nothing has moved)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(source, target)
    fsync_folder(target.parent)
    if source.parent != target.parent:
        fsync_folder(source.parent)


def set_aside(path: Path, why: str = "broken") -> Path | None:
    """Rename `path` to ``<stem>.<why>-<time><suffix>`` beside it: kept, never deleted.

    Returns the new path, or None (with a log line) if even the rename failed.
    """
    try:
        target = aside_name(path, why)
        move_durably(path, target)
    except OSError as exc:
        logger.warning("could not move %s aside: %s", path, exc)
        return None
    return target


def sweep_temp_files(folder: Path, older_than: float = 0.0, depth: int = 2) -> list[Path]:
    """Delete the temporary files interrupted writes left in `folder` (and its subfolders,
    `depth` levels down) that are older than `older_than` seconds; returns them.

    Only names `write_atomically` makes are touched (``.<name>-<random>.tmp``), and only
    regular files. Call it while holding the data folder's lock (`game.shell.lock`), when
    no other write can be under way."""
    swept: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return swept
    for entry in entries:
        try:
            if entry.is_dir(follow_symlinks=False):
                if depth > 0:
                    swept += sweep_temp_files(Path(entry.path), older_than, depth - 1)
                continue
            if not (_TEMP_NAME.match(entry.name) and entry.is_file(follow_symlinks=False)):
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime < older_than:
                continue
            os.unlink(entry.path)
        except OSError as exc:
            logger.info("cannot sweep %s: %s", entry.path, exc)
            continue
        swept.append(Path(entry.path))
    if swept:
        logger.info("swept %d temporary file(s) left by interrupted writes in %s",
                    len(swept), folder)
    return swept
