"""The word game's screens in states worth looking at, for screenshots, the self-test
and the docs. The table is a seeded game whose bots play for a number of actions (the
human seat 0's words are played by a bot too), stopping on the human's turn."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.table.showcase import how_to_play, new_game, play_out
from game.wordland.rules.components import Mode, Phase
from game.wordland.rules.setup import Options, Seat, deal

NAMES = ("Ann", "Dodo", "Lory", "Bill", "Duck", "Eaglet", "Pat", "Mouse")


def words_language() -> str:
    """The table's words follow the interface language (English when it has none)."""
    from game.shell.i18n import current_language
    from game.wordland.words.languages import languages

    code = current_language()
    return code if code in languages() else "en"


def _setup(seed: int, mode: Mode = Mode.TYPE, players: int = 5):
    if mode is Mode.TYPE:
        seats = [Seat(NAMES[0], "human")] + [Seat(n, "bot:medium") for n in NAMES[1:players]]
        options = Options(mode=mode, timer=20.0)
    else:
        seats = [Seat(n, "human") for n in NAMES[:players]]
        options = Options(mode=mode, timer=15.0)
    return deal(seats, random.Random(seed), options, words_language(), 0, seed=seed)


def fast_forward(play, actions: int | None, stop=None) -> None:
    """Let bots play every seat for `actions` actions (None: to the end); then stop on a
    turn of seat 0 during discussion, or when `stop(state)` says so."""
    from game.wordland.ai.arena import next_move
    from game.wordland.ai.registry import make_bot

    state = play.state
    bots = [make_bot("hard", random.Random(i)) for i in range(state.n)]

    def move() -> None:
        action = next_move(state, bots).action
        play.summary = None
        play.act(action, elapsed=action.elapsed)

    play_out(play, move, actions,
             lambda s: s.phase is Phase.DISCUSSION and s.speaker == 0, stop)
    play.after_change()


def table(app, seed: int, actions: int | None, mode: Mode = Mode.TYPE, stop=None,
          players: int = 5):
    """A seeded table pushed on `app`, played by bots up to `actions` or `stop`."""
    from game.wordland.scenes.play import PlayScene

    app.threaded_bots = False  # a picture is drawn at a set moment: the bots decide at once
    play = PlayScene(app, _setup(seed, mode, players), seed=seed, autosave=False)
    app.push(play)
    fast_forward(play, actions, stop)
    play.since = 4.2
    play.clock = 3.0
    return play


def _play(app, seed: int, actions: int, page: int):
    play = table(app, seed, actions)
    play.input.entry.insert("flamant" if words_language() == "fr" else "flamingo")


def _say(app, seed: int, actions: int, page: int):
    table(app, seed, actions, Mode.SAY)


def _vote(app, seed: int, actions: int, page: int):
    from game.wordland.rules.actions import Challenge, PressTeapot

    play = table(app, seed, actions, Mode.SAY)
    play.act(PressTeapot(play.state.speaker))
    for seat in range(1, play.state.n):
        if play.act(Challenge(seat)):
            break


def _prep(app, seed: int, actions: int, page: int):
    play = table(app, seed, None,
                  stop=lambda s: s.round >= 1 and s.phase is not Phase.DISCUSSION)
    play.summary = None
    play.input.rebuild()


def _round_end(app, seed: int, actions: int, page: int):
    play = table(app, seed, None, stop=lambda s: s.round >= 1)
    play.director.track = play.director.track  # the summary of round 1 stays up
    if play.summary is None:
        from game.wordland.scenes.director import RoundSummary

        play.summary = RoundSummary(0, tuple(play.state.characters), [], play.state.last_cards,
                                    (0,) * play.state.n, tuple(play.state.scores))


def _curtain(app, seed: int, actions: int, page: int):
    play = table(app, seed, 0, Mode.SAY)
    queen = next(iter(play.state.secret), 0)
    play.open_curtain(queen, "secret")


def _results(app, seed: int, actions: int, page: int):
    play = table(app, seed, None)
    play.to_results()


def _pause(app, seed: int, actions: int, page: int):
    table(app, seed, actions).open_pause()


SCENES: dict[str, Callable[..., None]] = {
    "setup": new_game("wordland"), "play": _play, "say": _say, "vote": _vote, "prep": _prep,
    "round_end": _round_end, "curtain": _curtain, "results": _results,
    "howto": how_to_play("wordland"), "pause": _pause,
}
"""Scene name -> builder(app, seed, actions, page) that pushes it on the app's stack."""
