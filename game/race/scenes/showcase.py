"""The race's screens in states worth looking at, for screenshots and the self-test.

For `play`, a seeded game is first played by random bots for a number of actions, so
the board shows pawns placed, cookies taken and a hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.race import room
from game.table.showcase import how_to_play, new_game, play_out, run_until


def fast_forward_game(play, rng: random.Random, actions: int | None) -> None:
    """Let random choices play `actions` actions (None: to the end), then stop on a turn
    of the human seat 0 when one is near, with every animation finished."""
    from game.race.ai.random_bot import RandomBot
    from game.race.rules.actions import Decision
    from game.race.rules.views import view_for

    bot = RandomBot()
    state = play.state

    def move() -> None:
        if state.is_chance:
            play.act(state.sample_spin(rng))
        else:
            play.act(bot.choose(view_for(state, state.turn), rng))
        play.fast_forward()

    play_out(play, move, actions,
             lambda s: s.turn == 0 and s.decision is Decision.CARD, quiet=False)
    play.fast_forward()


def _table(app, seed: int, actions: int | None):
    from game.race.rules.components import Character
    from game.race.rules.setup import Seat, Variants, deal
    from game.race.scenes.play import PlayScene
    from game.race.ui.words import default_name

    seats = tuple(
        Seat(c, default_name(c), "human" if c is Character.ALICE else "bot:random")
        for c in (Character.ALICE, Character.HATTER, Character.HARE, Character.QUEEN)
    )
    setup = deal(room.level(app).board, seats, random.Random(seed), Variants(), 0, seed=seed)
    play = PlayScene(app, setup, seed=seed)
    app.push(play)
    fast_forward_game(play, random.Random(seed), actions)
    return play


def _play(app, seed: int, actions: int, page: int):
    _table(app, seed, actions)


def _results(app, seed: int, actions: int, page: int):
    _table(app, seed, None)._to_results()


def _pause(app, seed: int, actions: int, page: int):
    _table(app, seed, actions).open_pause()


def _watch(app, seed: int, actions: int, page: int):
    """The replay viewer, held at action `actions` of a finished game."""
    from game.race.scenes.watch import WatchScene

    play = _table(app, seed, None)
    record = play.record
    play.close()
    app.pop()
    app.push(WatchScene.at(app, record, actions))


def _guided(app, seed: int, actions: int, page: int):
    """The guided first game at its first tip (the hand)."""
    from game.race.scenes.guided import GuidedPlay

    play = GuidedPlay(app)
    app.push(play)
    run_until(play, lambda: play.coach.showing is not None, 240)


SCENES: dict[str, Callable[..., None]] = {
    "setup": new_game("race"), "play": _play, "results": _results,
    "howto": how_to_play("race"), "pause": _pause,
    "watch": _watch, "guided": _guided,
}
"""Scene name -> builder(app, seed, actions, page) that pushes it on the app's stack."""
