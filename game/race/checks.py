"""Tea-Time Race's own `--selftest` checks and the list of pictures its screens draw
(named by its contract: `self_checks`, `art`)."""

from __future__ import annotations

import random

from game.box import SelfCheck


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


def self_checks() -> list[SelfCheck]:
    return [SelfCheck("race map", _check_map), SelfCheck("race bots' game", _check_bots_game)]


def art() -> list[str]:
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
