"""What the bots say in kids-topics games (W10.1): one loop for the content-safety and the
child-vocabulary tests."""

from __future__ import annotations

import random

from game.wordland.ai.arena import play_game
from game.wordland.ai.registry import LEVEL_NAMES, make_bot
from game.wordland.rules.actions import SayWord
from game.wordland.rules.setup import Options, Seat, deal


def words_bots_say_in_kids_games(language: str, games: int) -> list[str]:
    """Every word said in `games` seeded four-bot games on the kids topics, in order.

    Game `seed` seats the levels from `seed` on, each bot with its own seeded stream."""
    said: list[str] = []
    for seed in range(games):
        names = [LEVEL_NAMES[(seed + i) % len(LEVEL_NAMES)] for i in range(4)]
        setup = deal([Seat(n, f"bot:{n}") for n in names], random.Random(seed),
                     Options(kids_topics=True), language)
        rng = random.Random(seed)
        bots = [make_bot(n, random.Random(rng.getrandbits(64))) for n in names]
        result = play_game(setup, bots)
        said += [a.text for a in result.actions if isinstance(a, SayWord)]
    return said
