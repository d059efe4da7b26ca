"""A bot that picks uniformly among the legal actions: the baseline for every other level."""

from __future__ import annotations

import random

from game.race.rules.actions import Action
from game.race.rules.views import PlayerView


class RandomBot:
    name = "random"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        return rng.choice(view.legal_actions)

    def flick(self, rng: random.Random) -> float:
        return rng.random()
