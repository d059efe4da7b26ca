"""Moving a player's files from Tea-Time Race's folders into the Parlour's, once.

Before the box held three games, the race kept ``settings.json`` in its config folder and
``autosave.json`` plus ``replays/`` (and any set-aside ``*.broken-*`` files) in its data
folder. The Parlour keeps each game's saves under ``<data>/<game>/``, so on first start
those files are moved to ``<new config>/settings.json`` and ``<new data>/race/``.

Nothing is ever lost: a file is only moved to a place that is free (where the Parlour
already has a file of that name, the old one stays where it was and the log says so), a
move that fails leaves the file in the old folder, and a note left in the old data
folder says where everything went. Running it again moves only what is still there.

Only the old game's own files move: regular files, found without following a link. A
link in the old folders (to a file, or a ``replays`` folder that is a link to some other
folder) is left where it is and never followed, and nothing is moved into a link in the
new folders (`game.shell.opening.own_folder`). A move is a new hard link then the old
name removed, or, across disks, a copy made with ``O_EXCL`` then the old file removed:
never over a file already there.
"""

from __future__ import annotations

import errno
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path

from game.shell.files import fsync_folder
from game.shell.opening import is_real_folder, open_fd, open_file, own_folder, what_is_wrong

logger = logging.getLogger(__name__)

SETTINGS = "settings.json"
RACE = "race"
NOTE = "MOVED-TO-WONDERLAND-PARLOUR.txt"
MAX_FILES = 10_000
"""More files than a player could have made in years of play: the rest stay."""


@dataclass
class MoveReport:
    moved: list[Path] = field(default_factory=list)
    """Where each moved file is now."""
    kept: list[Path] = field(default_factory=list)
    """Old files left in place (the new place was taken, or the move failed, or a link)."""


def _copy_new(source: Path, target: Path) -> None:
    """Copy the regular file `source` (not through a link) to a new file `target`."""
    fd = open_fd(source)
    try:
        with open_file(target, "xb") as out:
            try:
                while chunk := os.read(fd, 1 << 20):
                    out.write(chunk)
                out.flush()
                os.fsync(out.fileno())
            except BaseException:
                os.unlink(target)  # our own half-made copy; the old file is untouched
                raise
    finally:
        os.close(fd)


def _move(source: Path, root: Path, target: Path, report: MoveReport) -> None:
    wrong = what_is_wrong(source)
    if wrong is not None:
        logger.warning("not moving %s: it is %s (not followed)", source, wrong)
        report.kept.append(source)
        return
    if not own_folder(root, target.parent):
        logger.warning("not moving %s: %s is not a folder of the Parlour's", source,
                       target.parent)
        report.kept.append(source)
        return
    try:
        try:
            os.link(source, target, follow_symlinks=False)  # fails if the name is taken
        except FileExistsError:
            raise
        except OSError as exc:
            if exc.errno not in (errno.EXDEV, errno.EPERM, errno.ENOTSUP, errno.EMLINK,
                                 errno.EACCES):
                raise
            _copy_new(source, target)  # another disk: a new copy, never over a file
        os.unlink(source)
    except FileExistsError:
        logger.warning("not moving %s: %s already exists", source, target)
        report.kept.append(source)
        return
    except OSError as exc:
        logger.warning("could not move %s to %s: %s", source, target, exc)
        report.kept.append(source)
        return
    fsync_folder(target.parent)
    fsync_folder(source.parent)
    logger.info("moved %s to %s", source, target)
    report.moved.append(target)


def _json_files(folder: Path) -> list[Path]:
    """The regular ``*.json`` files in `folder` (no link followed)."""
    found: list[Path] = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if len(found) >= MAX_FILES:
                    break
                if entry.name.endswith(".json") and entry.is_file(follow_symlinks=False):
                    found.append(Path(entry.path))
    except OSError as exc:
        logger.warning("cannot look in %s: %s", folder, exc)
    return sorted(found)


def _data_files(old_data: Path) -> list[Path]:
    """The race's saves in its old data folder: the autosave, files set aside, replays
    (from a real ``replays`` folder only: a link there is not followed)."""
    files = _json_files(old_data)
    replays = old_data / "replays"
    if is_real_folder(replays):
        files += _json_files(replays)
    elif what_is_wrong(replays) not in (None, "a folder"):
        logger.warning("not moving what %s holds: it is %s (not followed)", replays,
                       what_is_wrong(replays))
    return files


def move_in(old_config: Path, old_data: Path, new_config: Path, new_data: Path) -> MoveReport:
    """Move the old game's settings and saves into the Parlour's folders (see above)."""
    report = MoveReport()
    old_settings = old_config / SETTINGS
    if os.path.lexists(old_settings):  # a link or a FIFO there is kept, logged
        _move(old_settings, new_config, new_config / SETTINGS, report)
    if is_real_folder(old_data):
        for source in _data_files(old_data):
            _move(source, new_data, new_data / RACE / source.relative_to(old_data), report)
    if report.moved:
        note = (old_data if is_real_folder(old_data) else old_config) / NOTE
        try:
            with open_file(note, "w") as handle:
                handle.write("Wonderland Parlour moved these files to its own folders:\n"
                             + "".join(f"  {path}\n" for path in report.moved))
        except OSError as exc:
            logger.info("could not leave a note in the old folder: %s", exc)
    return report


def move_in_from_old_folders(new_config: Path, new_data: Path) -> MoveReport:
    """`move_in` from the platform's old folders (or TEA_TIME_HOME's), if there are any."""
    from game.shell.paths import old_dirs

    old = old_dirs()
    if old is None:
        return MoveReport()
    old_config, old_data = old
    try:
        if (old_config.resolve() == new_config.resolve()
                or old_data.resolve() == new_data.resolve()):
            return MoveReport()
    except (OSError, RuntimeError):
        return MoveReport()
    return move_in(old_config, old_data, new_config, new_data)
