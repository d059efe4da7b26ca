"""The box's shared screens by name, and the moves between them.

A screen that leads to another (the title to a lobby, a lobby back to the title, a list to
its game's lobby, a results sheet to either) names it here instead of importing it: the
screens are `game.box.Piece`s, imported when first opened, so the title, the lobbies, the
lists and the tables lead to each other without importing each other.
"""

from __future__ import annotations

from typing import Any

from game.box import GameInfo, Piece

TITLE = Piece("game.scenes.title:TitleScene")
LOBBY = Piece("game.scenes.lobby:LobbyScene")


def saves_for(app: Any, game: GameInfo) -> Any:
    """The game's autosave and replays in `app` (a `SaveStore`; None when the app saves
    nothing)."""
    if app.saves is None:
        return None
    return app.saves.store(game.id, game.records(app))


def open_lobby(app: Any, game: GameInfo) -> None:
    """The game's lobby, over what is showing (the title's tiles)."""
    app.push(LOBBY(app, game))


def to_title(app: Any) -> None:
    """Everything closed, back to the title screen."""
    app.reset_to(TITLE(app))


def to_lobby(app: Any, game: GameInfo) -> None:
    """Leave a game for its lobby (Back there goes on to the title): every scene is closed
    on the way (bots, workers)."""
    for scene in app.scenes:
        close = getattr(scene, "close", None)
        if close is not None:
            close()
    app.reset_to(TITLE(app))
    app.push(LOBBY(app, game))
