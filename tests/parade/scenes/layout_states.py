"""The Parade's screens in every state that shows text, for the layout check
(test_layout.py). Each state is a builder that pushes its scene on a fresh app; tables
come from the showcase (`game.parade.scenes.showcase`): a seeded game played by bots up
to the wanted moment, seat 0 being the person at the screen."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.parade.scenes import showcase


@dataclass(frozen=True)
class State:
    name: str
    build: Callable[[object], object]


def _scene(name: str, actions: int = 20, page: int = 0, seed: int = 7):
    def build(app):
        showcase.SCENES[name](app, seed, actions, page)
        return app.top
    return build


def _setup(players: int):
    def build(app):
        from game.parade.scenes.setup import SetupScene
        from game.parade.table_choice import CHARACTERS, DEFAULT_NAMES, SeatChoice

        scene = SetupScene(app)
        app.push(scene)
        scene._set(seats=tuple(SeatChoice(n, "bot:expert" if i else "human", CHARACTERS[i])
                               for i, n in enumerate(DEFAULT_NAMES[:players])))
        return scene
    return build


def _bot_turn(app):
    """A bot's turn with the news of the last move in the words box."""
    play = showcase.table(app, 7, 21)
    return play


def _two_player_end(app):
    """Two players at the end, a colour without its crown under P7.2 if the seed has one."""
    from game.parade.scenes.play import PlayScene

    setup = showcase.make_setup(4, players=2)
    play = PlayScene(app, setup, seed=4, autosave=False, characters=showcase.CHARACTERS[:2])
    app.push(play)
    showcase.fast_forward(play, None)
    play.next_move(0.0)
    play.end_show.skip()
    play.input.rebuild()
    return play


STATES: tuple[State, ...] = (
    State("setup-2", _setup(2)),
    State("setup-6", _setup(6)),
    State("play-preview", _scene("play")),
    State("play-early", _scene("play", actions=2, seed=3)),
    State("six-long-parade", _scene("six", actions=4)),
    State("hint", _scene("hint", actions=8)),
    State("last-round", _scene("last_round")),
    State("discard", _scene("discard")),
    State("curtain", _scene("curtain", actions=6)),
    State("results-tied", _scene("results")),
    State("results-six", _scene("results", seed=12)),
    State("watch", _scene("watch", actions=12)),
    State("undo", _scene("undo", actions=9)),
    State("inspect", _scene("inspect", actions=30, page=1)),
    State("curtain-log", _scene("curtain_log")),
    State("end-reveal", _scene("end_show", page=0, seed=12)),
    State("end-counting", _scene("end_show", page=2, seed=12)),
    State("end-done", _scene("end_show", page=6)),
    State("two-player-end", _two_player_end),
    *(State(f"howto-{p}", _scene("howto", page=p)) for p in range(5)),
)
