"""An app with its own save shelf, and a game continued from what it autosaved: what the
games' save-and-replay screen tests share."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def shelf_app(tmp_path: Path, lang: str = "en", **settings: Any) -> Any:
    """A 640x360 app saving under `tmp_path`, in `lang`, errors raised (not caught)."""
    import pygame

    from game.app import App
    from game.shell.saves import SaveShelf
    from game.shell.settings import Settings

    pygame.init()
    app = App(None, Settings(language=lang, **settings), window=(640, 360), seed=2,
              saves=SaveShelf(tmp_path))
    app.catch_errors = False
    return app


def continued(app: Any, play: Any, game_id: str, book: Any, resumed_play: Any,
              played: tuple[Any, int] | None = None) -> Any:
    """The play scene Continue builds from the autosave of `play` (which must hold every
    action played so far), not yet on the app's stack. With `played` (the game's
    `fast_forward` and a number of actions), `play` is first pushed and played that far."""
    if played is not None:
        fast_forward, actions = played
        app.push(play)
        fast_forward(play, actions)
    saved = app.saves.store(game_id, book).load()
    assert saved is not None
    assert len(saved.record.actions) == len(play.record.actions)
    return resumed_play(app, saved.record)


def watched_to_the_end(app: Any, watch_scene: Any, game_id: str, book: Any, dt: float,
                       until: Any = lambda watch: watch.state.is_over) -> Any:
    """The watch scene of the newest replay of `game_id`, run at its third speed with
    steps of `dt` seconds until `until(watch)` (20,000 steps at most)."""
    replays = app.saves.store(game_id, book).replays()
    assert replays
    watch = watch_scene(app, replays[0].record)
    app.push(watch)
    watch.speed_index = 3
    for _ in range(20000):
        if until(watch):
            break
        app.step(dt)
    assert watch.state.is_over
    return watch
