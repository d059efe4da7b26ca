"""The Unbirthday Parade's own `--selftest` checks and the list of pictures its screens draw
(named by its contract: `self_checks`, `art`)."""

from __future__ import annotations

import random

from game.box import SelfCheck


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


def self_checks() -> list[SelfCheck]:
    return [SelfCheck("parade bots' game", _check_bots_game),
            SelfCheck("parade record round trip", _check_records)]


def art() -> list[str]:
    """Every picture the Parade's screens draw."""
    colours = ("red", "blue", "green", "orange", "purple", "grey")
    return ([f"parade/card_{c}" for c in colours] + [f"parade/suit_{c}" for c in colours]
            + ["parade/card_back"])
