"""Turning a `--board` argument (a map file or a spec) into the engine's board."""

from __future__ import annotations

from pathlib import Path

from game.race.rules.board import Board, BoardError
from game.shell import resources


def board_path() -> Path:
    """The race's own board map, drawn in Tiled."""
    return resources.path("levels", "board.tmx")


class BoardChoiceError(ValueError):
    """The board argument names no usable board; the message says why."""


def board_from_argument(arg: str | None) -> Board:
    """None: the game's own map; a path ending in .tmx: that map; otherwise a board spec."""
    if arg is None or arg.endswith(".tmx"):
        from game.race.levels import LevelError, load_level  # pytmx is only needed for maps

        path = board_path() if arg is None else Path(arg)
        try:
            return load_level(path).board
        except LevelError as e:
            raise BoardChoiceError(str(e)) from None
    try:
        return Board.from_spec(arg)
    except BoardError as e:
        raise BoardChoiceError(f"board spec: {e}") from None
