"""Writing the player's files so that nothing is ever half-written or lost.

Shared by game records (saves, replays) and settings. Pure standard library: the rules
package uses it too.
"""

from __future__ import annotations

import logging
import os
import tempfile
import time
from pathlib import Path

logger = logging.getLogger(__name__)

STAMP = "%Y%m%d-%H%M%S"


def write_atomically(path: Path, text: str) -> None:
    """Write `text` to a temporary file beside `path`, flush it to disk, then rename it.

    A crash or a full disk mid-write leaves the old file untouched, never a truncated one.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def set_aside(path: Path, why: str = "broken") -> Path | None:
    """Rename `path` to ``<stem>.<why>-<time><suffix>`` beside it: kept, never deleted.

    Returns the new path, or None (with a log line) if even the rename failed.
    """
    stamp = time.strftime(STAMP)
    target = path.with_name(f"{path.stem}.{why}-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.{why}-{stamp}-{n}{path.suffix}")
        n += 1
    try:
        os.replace(path, target)
    except OSError as exc:
        logger.warning("could not move %s aside: %s", path, exc)
        return None
    return target
