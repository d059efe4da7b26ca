"""A uniformly random legal action: the floor every level is measured against."""

from __future__ import annotations

import random

from game.parade.rules.actions import Action
from game.parade.rules.views import PlayerView


class RandomBot:
    name = "random"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        return view.legal_actions[rng.randrange(len(view.legal_actions))]
