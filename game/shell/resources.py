"""The one place that knows where the game's files are, in a checkout and in the frozen app.

PyInstaller unpacks bundled data under `sys._MEIPASS`; from source the files sit beside the
`game` package. Nothing here depends on the working directory.
"""

from __future__ import annotations

import sys
from pathlib import Path


def root() -> Path:
    """The folder that holds `assets/` and `levels/`."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[2]


def path(*parts: str) -> Path:
    """A bundled resource, e.g. ``path("levels", "board.tmx")``."""
    return root().joinpath(*parts)

