"""Unbirthday Parade as the box sees it: the game contract (`game.box.GameInfo`).

Screens are imported inside the factories, so the box can list the game, and the command
line can run its bots, without loading pygame.
"""

from __future__ import annotations

import random

from game.box import ConsoleHooks, GameInfo, SelfCheck
from game.shell.i18n import N_


def _new_game(app):
    from game.parade.scenes.setup import SetupScene

    return SetupScene(app)


def _resume(app, record):
    from game.parade.scenes.resume import resumed_play

    return resumed_play(app, record)


def _watch(app, record):
    from game.parade.scenes.watch import WatchScene

    return WatchScene(app, record)


def _records(app):
    from game.parade.saving import ParadeRecords

    return ParadeRecords()


def _how_to_play():
    from game.parade.scenes.how_to_play import pages

    return pages()


def _console() -> ConsoleHooks:
    from game.parade.console import add_sim_arguments, replay_command, run_sim
    from game.parade.rules.records import MAX_FILE_BYTES

    return ConsoleHooks(add_sim_arguments, run_sim, replay_command, MAX_FILE_BYTES)


def _check_bots_game() -> None:
    from game.parade.ai.arena import play_game
    from game.parade.ai.registry import make_level
    from game.parade.rules.setup import Seat, deal

    levels = ("easy", "medium", "hard", "easy")
    seats = [Seat(f"Bot {i}", f"bot:{level}") for i, level in enumerate(levels)]
    setup = deal(seats, random.Random(5), seed=5)
    result = play_game(setup, [make_level(level) for level in levels], random.Random(5))
    if len(result.standings) != len(levels) or result.standings[0].place != 1:
        raise RuntimeError("the bots' game had no result")


def _check_records() -> None:
    import json

    from game.parade.ai.registry import make_bot
    from game.parade.rules.records import GameRecord, record_from_json, record_to_json, replay
    from game.parade.rules.setup import deal, default_seats
    from game.parade.rules.state import GameState
    from game.parade.rules.views import view_for

    setup = deal(default_seats(3, "bot:easy"), random.Random(9), seed=9)
    record = GameRecord(setup)
    state, _ = GameState.start(setup)
    bot = make_bot("easy", random.Random(9))
    while not state.is_over:
        action = bot.choose(view_for(state, state.turn))
        state.apply(action, report=False)
        record.actions.append(action)
    again = record_from_json(json.loads(json.dumps(record_to_json(record))))
    if not replay(again).is_over:
        raise RuntimeError("a finished record does not replay to its end")


def _self_checks() -> list[SelfCheck]:
    return [SelfCheck("parade bots' game", _check_bots_game),
            SelfCheck("parade record round trip", _check_records)]


def _screenshot_scenes():
    from game.parade.scenes.showcase import SCENES

    return SCENES


def _art() -> list[str]:
    """Every picture the Parade's screens draw."""
    colours = ("red", "blue", "green", "orange", "purple", "grey")
    return ([f"parade/card_{c}" for c in colours] + [f"parade/suit_{c}" for c in colours]
            + ["parade/card_back"])


GAME = GameInfo(
    id="parade",
    name=N_("Unbirthday Parade"),
    tagline=N_("A card parade where the lowest score wins"),
    players=(2, 6),
    characters=("alice", "hatter", "hare", "queen", "cheshire", "rabbit"),
    setup_options=(
        N_("Each seat: a person or a bot (easy, medium, hard, expert), and a character"),
        N_("Who plays first, or at random"),
        N_("Two players: a majority needs two cards more (on by default)"),
    ),
    tile_art="tile_parade",
    new_game=_new_game,
    resume=_resume,
    watch=_watch,
    records=_records,
    how_to_play=_how_to_play,
    console=_console,
    self_checks=_self_checks,
    screenshot_scenes=_screenshot_scenes,
    art=_art,
)
