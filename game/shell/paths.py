"""Where the game keeps the player's files: settings, saves and replays, logs.

The folders are the platform's own (platformdirs): per-user, surviving updates, never
the working directory. `WONDERLAND_HOME`, when set, puts all three under one folder
instead (``config/``, ``data/``, ``logs/``): the tests, the start-up bench and anyone
trying the game without touching their real files use it. Nothing is created here; the
folders are made when something is first written.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "wonderland-parlour"
HOME_VARIABLE = "WONDERLAND_HOME"
OLD_APP_NAME = "tea-time-race"
"""The folders' name before the box held three games (`game.shell.moving_in`)."""
OLD_HOME_VARIABLE = "TEA_TIME_HOME"


def _override(part: str) -> Path | None:
    home = os.environ.get(HOME_VARIABLE, "").strip()
    return Path(home).expanduser() / part if home else None


def config_dir() -> Path:
    """Settings (``settings.json``)."""
    import platformdirs

    return _override("config") or Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The autosave and the finished games kept as replays."""
    import platformdirs

    return _override("data") or Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def log_dir() -> Path:
    """The rotating log file."""
    import platformdirs

    return _override("logs") or Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def old_dirs() -> tuple[Path, Path] | None:
    """(config, data) folders of the game before it became the Parlour, to move the
    player's files from: `TEA_TIME_HOME`'s when set; none while `WONDERLAND_HOME` is set
    without it (tests and benches never reach into the real folders); else the
    platform's old folders."""
    old_home = os.environ.get(OLD_HOME_VARIABLE, "").strip()
    if old_home:
        home = Path(old_home).expanduser()
        return home / "config", home / "data"
    if os.environ.get(HOME_VARIABLE, "").strip():
        return None
    import platformdirs

    return (Path(platformdirs.user_config_dir(OLD_APP_NAME, appauthor=False)),
            Path(platformdirs.user_data_dir(OLD_APP_NAME, appauthor=False)))
