"""Real records of every game, as JSON, with the seats' names chosen by the test: a
finished game (for the replays) or the start of one (for an autosave)."""

from __future__ import annotations

import copy
import functools
import json
import random
from pathlib import Path
from typing import Any

from tests.helpers.playouts import random_playout

GAMES = ("race", "parade", "wordland")


@functools.cache
def _finished(game: str) -> dict[str, Any]:
    rng = random.Random(5)
    if game == "race":
        from game.race.room import load_board
        from game.race.rules.records import GameRecord, record_to_json
        from game.race.rules.setup import deal, default_seats
        from game.race.rules.state import GameState

        setup = deal(load_board().board, default_seats(2), rng, seed=5)
        record, _ = random_playout(GameState.start, GameRecord, setup, rng, report=False)
        return record_to_json(record)
    if game == "parade":
        from game.parade.rules.records import GameRecord, record_to_json
        from game.parade.rules.setup import Seat, deal
        from game.parade.rules.state import GameState

        setup = deal((Seat("Ann", "human"), Seat("Bea", "bot:easy")), rng, seed=5)
        record, _ = random_playout(GameState.start, GameRecord, setup, rng, report=False)
        return record_to_json(record)
    from game.wordland.ai.arena import play_game
    from game.wordland.ai.registry import make_bot
    from game.wordland.rules.records import GameRecord, record_to_json
    from game.wordland.rules.setup import Seat, deal

    seats = (Seat("Ann", "bot:easy"), Seat("Bea", "bot:easy"), Seat("Cy", "bot:easy"))
    setup = deal(seats, rng, seed=5)
    result = play_game(setup, [make_bot("easy", random.Random(i)) for i in range(3)])
    return record_to_json(GameRecord(setup, list(result.actions)))


def seats_of(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The seat objects of a record's JSON (the race calls them players)."""
    setup = data["setup"]
    return setup["players"] if "players" in setup else setup["seats"]


def record_json(game: str, names: tuple[str, ...] = (), finished: bool = True
                ) -> dict[str, Any]:
    """A record of `game` as JSON; its first seats are named `names`; unfinished: only its
    first few actions (a game to continue)."""
    data = copy.deepcopy(_finished(game))
    for seat, name in zip(seats_of(data), names, strict=False):
        seat["name"] = name
    if not finished:
        data["actions"] = data["actions"][:4]
    return data


def write_record(path: Path, data: dict[str, Any]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def autosave(folder: Path, game: str, names: tuple[str, ...] = ()) -> Path:
    """An unfinished game of `game` as its autosave under the shelf `folder`."""
    return write_record(folder / game / "autosave.json", record_json(game, names, False))


def replay_file(folder: Path, game: str, names: tuple[str, ...] = ()) -> Path:
    """A finished game of `game` in its replays under the shelf `folder`."""
    return write_record(folder / game / "replays" / "20250101-120000-00.json",
                        record_json(game, names))
