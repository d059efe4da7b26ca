"""Moving a player's files from Tea-Time Race's folders into the Parlour's, once.

Before the box held three games, the race kept ``settings.json`` in its config folder and
``autosave.json`` plus ``replays/`` (and any set-aside ``*.broken-*`` files) in its data
folder. The Parlour keeps each game's saves under ``<data>/<game>/``, so on first start
those files are moved to ``<new config>/settings.json`` and ``<new data>/race/``.

Nothing is ever lost: a file is only moved to a place that is free (where the Parlour
already has a file of that name, the old one stays where it was and the log says so), a
move that fails leaves the file in the old folder, and a note left in the old data
folder says where everything went. Running it again moves only what is still there.
"""

from __future__ import annotations

import logging
import shutil
from dataclasses import dataclass, field
from pathlib import Path

logger = logging.getLogger(__name__)

SETTINGS = "settings.json"
RACE = "race"
NOTE = "MOVED-TO-WONDERLAND-PARLOUR.txt"


@dataclass
class MoveReport:
    moved: list[Path] = field(default_factory=list)
    """Where each moved file is now."""
    kept: list[Path] = field(default_factory=list)
    """Old files left in place (the new place was taken, or the move failed)."""


def _move(source: Path, target: Path, report: MoveReport) -> None:
    if target.exists():
        logger.warning("not moving %s: %s already exists", source, target)
        report.kept.append(source)
        return
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(source), str(target))
    except OSError as exc:
        logger.warning("could not move %s to %s: %s", source, target, exc)
        report.kept.append(source)
        return
    logger.info("moved %s to %s", source, target)
    report.moved.append(target)


def _data_files(old_data: Path) -> list[Path]:
    """The race's saves in its old data folder: the autosave, files set aside, replays."""
    files = [p for p in old_data.glob("*.json") if p.is_file()]
    replays = old_data / "replays"
    if replays.is_dir():
        files += [p for p in replays.glob("*.json") if p.is_file()]
    return files


def move_in(old_config: Path, old_data: Path, new_config: Path, new_data: Path) -> MoveReport:
    """Move the old game's settings and saves into the Parlour's folders (see above)."""
    report = MoveReport()
    old_settings = old_config / SETTINGS
    if old_settings.is_file():
        _move(old_settings, new_config / SETTINGS, report)
    if old_data.is_dir():
        for source in _data_files(old_data):
            _move(source, new_data / RACE / source.relative_to(old_data), report)
    if report.moved:
        try:
            (old_data if old_data.is_dir() else old_config).joinpath(NOTE).write_text(
                "Wonderland Parlour moved these files to its own folders:\n"
                + "".join(f"  {path}\n" for path in report.moved), encoding="utf-8")
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
    if old_config.resolve() == new_config.resolve() or old_data.resolve() == new_data.resolve():
        return MoveReport()
    return move_in(old_config, old_data, new_config, new_data)
