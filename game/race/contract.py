"""Tea-Time Race as the box sees it: the game contract (`game.box.GameInfo`).

Screens are imported inside the factories, so the box can list the game, and the
command line can run its bots, without loading pygame.
"""

from __future__ import annotations

import random

from game.box import ConsoleHooks, GameInfo, SelfCheck
from game.shell.i18n import N_


def _new_game(app):
    from game.race.scenes.setup import SetupScene

    return SetupScene(app)


def _resume(app, record):
    from game.race.scenes.resume import resumed_play

    return resumed_play(app, record)


def _watch(app, record):
    from game.race.scenes.watch import WatchScene

    return WatchScene(app, record)


def _records(app):
    from game.race import room
    from game.race.saving import RaceRecords

    return RaceRecords(room.level(app).board)


def _how_to_play():
    from game.race.scenes.how_to_play import pages

    return pages()


def _console() -> ConsoleHooks:
    from game.race.console import hooks

    return hooks()


def _check_map() -> None:
    from game.race.room import load_board

    level = load_board()
    if level.board.size < 8:
        raise RuntimeError(f"the board has only {level.board.size} spaces")


def _check_bots_game() -> None:
    from game.race.ai.arena import play_game
    from game.race.ai.registry import make_bot
    from game.race.room import load_board
    from game.race.rules.setup import deal, default_seats

    rng = random.Random(11)
    result = play_game(deal(load_board().board, default_seats(4), rng),
                       [make_bot("easy"), make_bot("medium"), make_bot("random"),
                        make_bot("easy")], rng)
    if not result.standings:
        raise RuntimeError("the bots' game had no result")


def _self_checks() -> list[SelfCheck]:
    return [SelfCheck("race map", _check_map), SelfCheck("race bots' game", _check_bots_game)]


def _screenshot_scenes():
    from game.race.scenes.showcase import SCENES

    return SCENES


def _art() -> list[str]:
    """Every picture the race's screens draw; a missing one would fall back to shapes."""
    from game.race.rules.board import SpaceKind
    from game.race.rules.components import LARGE_COOKIE_VALUES, Character

    names = ["race/board_background", "race/clock_face", "race/spinner_hand",
             "race/card_back", "race/card_face", "race/card_joker", "race/cookie_large_back",
             "race/small_cookie"]
    names += [f"race/space_{kind.value}" for kind in SpaceKind]
    names += [f"race/small_cookie_plate_{n}" for n in (1, 2, 3)]
    names += [f"race/cookie_large_face_{v}" for v in LARGE_COOKIE_VALUES]
    names += [f"race/pawn_{c.value}_{size}" for c in Character for size in ("small", "large")]
    return names


def _room_with_board(path):
    from game.race.room import RaceRoom, load_board

    return RaceRoom(load_board(path))


def _lobby_extras(app):
    from game.box import LobbyExtra

    return (LobbyExtra(N_("Guided first game"), _open_guided),)


def _open_guided(app) -> None:
    from game.race.scenes.guided import open_guided

    open_guided(app)


def _welcome(app):
    from game.race.scenes.guided import welcome

    return welcome(app)


def _painters():
    from game.race.ui.fallback_art import fallbacks

    return fallbacks()


GAME = GameInfo(
    id="race",
    name=N_("Tea-Time Race"),
    tagline=N_("A race round the garden"),
    players=(2, 4),
    characters=("alice", "hatter", "hare", "queen"),
    setup_options=(
        N_("Kids mode: two cards in hand, play either"),
        N_("Open hands: everyone's cards are shown"),
        N_("Climb out: after a failed escape, walk out next turn"),
    ),
    tile_art="tile_race",
    new_game=_new_game,
    resume=_resume,
    watch=_watch,
    records=_records,
    how_to_play=_how_to_play,
    console=_console,
    self_checks=_self_checks,
    screenshot_scenes=_screenshot_scenes,
    art=_art,
    room_with_board=_room_with_board,
    painters=_painters,
    lobby_extras=_lobby_extras,
    welcome=_welcome,
)
