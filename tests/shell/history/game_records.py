"""Real finished records of every game, played by random moves or bots, with the seats
the test asks for, written as replays where the shelf keeps them."""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path
from typing import Any

from tests.helpers.playouts import random_playout

GAMES = ("race", "parade", "wordland")


@functools.cache
def finished_json(game: str, seats: tuple[tuple[str, str], ...], seed: int = 5) -> str:
    """A finished `game` as record JSON; `seats` are (name, controller) pairs."""
    rng = random.Random(seed)
    if game == "race":
        from game.race.room import load_board
        from game.race.rules.records import GameRecord, record_to_json
        from game.race.rules.setup import deal, default_seats
        from game.race.rules.state import GameState

        base = default_seats(len(seats))
        import dataclasses

        chosen = tuple(dataclasses.replace(s, name=n, controller=c)
                       for s, (n, c) in zip(base, seats, strict=True))
        setup = deal(load_board().board, chosen, rng, seed=seed)
        record, _ = random_playout(GameState.start, GameRecord, setup, rng, report=False)
        return json.dumps(record_to_json(record))
    if game == "parade":
        from game.parade.rules.records import GameRecord, record_to_json
        from game.parade.rules.setup import Seat, deal
        from game.parade.rules.state import GameState

        setup = deal(tuple(Seat(n, c) for n, c in seats), rng, seed=seed)
        record, _ = random_playout(GameState.start, GameRecord, setup, rng, report=False)
        return json.dumps(record_to_json(record))
    from game.wordland.ai.arena import play_game
    from game.wordland.ai.registry import make_bot
    from game.wordland.rules.records import GameRecord, record_to_json
    from game.wordland.rules.setup import Seat, deal

    setup = deal(tuple(Seat(n, c) for n, c in seats), rng, seed=seed)
    result = play_game(setup, [make_bot("easy", random.Random(i)) for i in range(len(seats))])
    return json.dumps(record_to_json(GameRecord(setup, list(result.actions))))


def record(game: str, seats: tuple[tuple[str, str], ...], seed: int = 5) -> Any:
    """The finished record itself, as the game's book reads it."""
    from types import SimpleNamespace

    from game import box

    book = box.find(game).records(SimpleNamespace(rooms={}, saves=None))
    return book.from_json(json.loads(finished_json(game, seats, seed)))


def write_replay(data: Path, game: str, seats: tuple[tuple[str, str], ...], seed: int = 5,
                 stamp: str = "20250101-120000") -> Path:
    folder = data / game / "replays"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{stamp}-{seed % 100:02d}.json"
    path.write_text(finished_json(game, seats, seed), encoding="utf-8")
    return path
