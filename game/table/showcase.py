"""The showcase's pieces, written once: the games' screens in states worth looking at,
for the screenshots, the self-test, the layout tests and the docs.

A game's `scenes/showcase.py` lists its scenes as builders, `builder(app, seed, actions,
page)`, each pushing one scene on the app's stack. The kit gives the builders every game
has (its setup screen, its How to play at a page: both from the game's contract) and
the loop that lets bots play a seeded table up to the moment a picture is taken
(`play_out`); the game gives how its bots make one move and when seat 0 is to play.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Builder = Callable[[Any, int, int, int], None]
"""builder(app, seed, actions, page): pushes one scene on the app's stack."""


def play_out(play: Any, move: Callable[[], None], actions: int | None,
             seat_zero: Callable[[Any], bool], stop: Callable[[Any], bool] | None = None,
             quiet: bool = True) -> None:
    """Let `move()` (the game's bots making one move on `play`) play until the game is
    over, or `stop(state)` says so, or, without `stop`, once `actions` moves are made
    (None: to the end) when `seat_zero(state)` says the person's seat 0 is to play.
    With `quiet`, the table makes no sound and tells no news while it is played on."""
    state = play.state
    done = 0
    if quiet:
        play.quiet = True
    while not state.is_over:
        if stop is not None:
            if stop(state):
                break
        elif actions is not None and done >= actions and seat_zero(state):
            break
        move()
        done += 1
    if quiet:
        play.quiet = False


def run_until(scene: Any, done: Callable[[], bool], frames: int, dt: float = 1 / 60) -> bool:
    """Let `scene` run frame by frame (updates only) until `done()`, at most `frames`
    frames; True when it came."""
    for _frame in range(frames):
        scene.update(dt)
        if done():
            return True
    return False


def new_game(game_id: str) -> Builder:
    """The builder of the game's setup screen (its contract's `new_game`)."""

    def build(app, seed: int, actions: int, page: int) -> None:
        from game import box

        app.push(box.find(game_id).new_game(app))

    return build


def how_to_play(game_id: str) -> Builder:
    """The builder of the game's How to play, open at `page`."""

    def build(app, seed: int, actions: int, page: int) -> None:
        from game import box
        from game.scenes.how_to_play import HowToPlayScene

        app.push(HowToPlayScene(app, box.find(game_id).how_to_play(), page))

    return build
