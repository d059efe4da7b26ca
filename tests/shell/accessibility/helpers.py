"""Small helpers shared by the accessibility tests."""

from __future__ import annotations

import random

from game.app import App
from game.race import room
from game.race.rules.components import Character
from game.race.rules.setup import Seat, Variants, deal
from game.race.scenes.play import PlayScene


def game_with_human_first(app: App, seed: int, variants: Variants | None = None) -> PlayScene:
    """A human (seat 0) against a random bot, stepped until the human must play a card."""
    seats = (Seat(Character.ALICE, "Ann", "human"), Seat(Character.HATTER, "Bot", "bot:random"))
    setup = deal(room.level(app).board, seats, random.Random(seed), variants or Variants(), 0,
                 seed=seed)
    play = PlayScene(app, setup, seed=seed)
    app.push(play)
    for _ in range(200):
        app.step(1 / 30)
        if play.human_to_act() == 0:
            break
    return play
