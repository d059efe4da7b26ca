"""Opening a saved game, for every game of the box: Continue (the autosave) and watching a
replay go through `open_saved`, so that a file whose game cannot be shown is set aside,
never opened again and again.

A scene built from a file is *on trial* while it (or a scene that replaced it: results,
pause…) stands above the screen it was opened from. If it fails to build, or raises
while on trial, the app asks the `OpenedFile` to `recover` instead of showing the Crash
page: the file is set aside (``autosave.broken-<time>.json``,
``<time>-<n>.broken-<time>.json``, kept, never deleted), the lobby says so, and the
player is back in the game's lobby. Whatever the cause — a name the font cannot draw, a
record the screens do not expect, a bug — a saved game can therefore fail at most once.

One exception keeps a long game safe: once the game being continued has saved a new
move (the autosave changed since it was opened), its first failure shows the usual Crash
page with the game kept for Continue; only a second failure of that game in the same run
sets it aside. A replay never changes, so a failure while watching it always sets it
aside.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from game.box import GameInfo

if TYPE_CHECKING:
    from game.scenes.base import Scene

logger = logging.getLogger(__name__)

Kind = Literal["autosave", "replay"]


def _stamp(path: Path) -> tuple[int, int, int] | None:
    """What tells a rewritten file from the one opened (atomic writes: a new inode)."""
    try:
        info = os.lstat(path)
    except OSError:
        return None
    return (info.st_ino, info.st_size, info.st_mtime_ns)


@dataclass
class OpenedFile:
    """A saved game being shown, and how to set it aside if showing it fails."""

    game: GameInfo
    path: Path
    kind: Kind
    below: Scene | None
    """The screen it was opened from (the lobby, the replays list)."""
    stamp: tuple[int, int, int] | None = field(default=None)

    def on_trial(self, app) -> bool:
        """Its scene (or one that replaced it) is still above the screen it came from."""
        below = self.below
        return below is not None and app.top is not below and any(
            scene is below for scene in app.scenes)

    def moved_on(self) -> bool:
        """The game has saved since it was opened (only an autosave changes)."""
        return self.kind == "autosave" and _stamp(self.path) != self.stamp

    def recover(self, app, error: BaseException) -> bool:
        """Set the file aside and go back to the game's lobby (True); False when the
        Crash page should show instead (a continued game's first failure after it saved
        a new move: the game is kept for Continue)."""
        failed = app.failed_games
        if self.moved_on() and self.game.id not in failed:
            failed.add(self.game.id)
            return False
        failed.discard(self.game.id)
        set_aside_file(app, self.game, self.kind, self.path, error)
        _back_to_lobby(app, self.game)
        return True


def set_aside_file(app, game: GameInfo, kind: Kind, path: Path, error: BaseException) -> None:
    """Keep `path` aside through the game's saves (which leave the lobby's notice)."""
    from game.scenes.screens import saves_for

    why = f"{type(error).__name__}: {str(error)[:300]}"
    saves = saves_for(app, game)
    if saves is None:
        return
    if kind == "autosave":
        saves.set_aside_autosave(why)
    else:
        saves.set_aside_replay(path, why)


def _back_to_lobby(app, game: GameInfo) -> None:
    from game.scenes.screens import to_lobby

    to_lobby(app, game)


def open_saved(app, game: GameInfo, kind: Kind, path: Path,
               build: Callable[[], Scene]) -> bool:
    """Show the saved game `path` (its scene made by `build`), on trial; a scene that
    cannot even be built sets the file aside at once. True if the scene was opened."""
    opened = OpenedFile(game, path, kind, app.top, _stamp(path))
    try:
        scene = build()
    except Exception as exc:  # whatever the file holds, the lobby carries on
        logger.exception("the %s %s %s could not be opened", game.id, kind, path.name)
        app.failed_games.discard(game.id)
        set_aside_file(app, game, kind, path, exc)
        _back_to_lobby(app, game)
        return False
    app.opened_file = opened
    app.push(scene)
    return True


def tell_unarchived(app, game: GameInfo) -> bool:
    """For a results screen: when the game just finished could not be added to the
    replays, say so in plain words with where it is kept (`SaveStore.archive_notice`).
    True if it was said. (The shelf's listener has already shown it as the game ended;
    this says it again on the results screen, whatever covered the notice since.)"""
    from game.scenes.screens import saves_for

    try:
        saves = saves_for(app, game)
        text = saves.archive_notice() if saves is not None else None
    except Exception:  # a results screen must appear whatever the saves do
        logger.exception("asking the %s saves about the finished game failed", game.id)
        return False
    if not text:
        return False
    app.notify(text, 12.0)
    return True
