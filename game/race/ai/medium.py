"""The Medium level: one turn of exact lookahead, scored by the public evaluation.

For each legal action it plays the rest of its own turn in its head (its own later
choices maximised, spins and the face-down cookie averaged exactly, see `lookahead`) and
scores the position when the turn passes. It reads only its view: the hidden card order of
the determinization it works on never reaches the score.
"""

from __future__ import annotations

import random
from functools import partial

from game.race.ai.boardinfo import BoardInfo, board_info
from game.race.ai.evaluation import DEFAULT_WEIGHTS, Weights, evaluate
from game.race.ai.lookahead import TurnSearch
from game.race.rules.actions import Action
from game.race.rules.state import GameState
from game.race.rules.views import PlayerView, sample_state
from game.shell.engine import BotBase

_FIXED_SEED = 0x7EA
"""Medium needs a full state only to run the engine on; its hidden parts never matter."""


class MediumBot(BotBase):
    name = "medium"

    def __init__(self, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.weights = weights

    def decide(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return self.ranked(view)[0][0]

    def ranked(self, view: PlayerView) -> list[tuple[Action, float]]:
        """Legal actions with their values, best first (ties keep the engine's order)."""
        state = sample_state(view, random.Random(_FIXED_SEED))
        info = board_info(state)
        search = TurnSearch(view.viewer, info,
                            partial(_leaf, player=view.viewer, info=info, w=self.weights))
        _, values = search.best(state, view.legal_actions)
        order = sorted(range(len(values)), key=lambda i: -values[i])
        return [(view.legal_actions[i], values[i]) for i in order]

    def flick(self, rng: random.Random) -> float:
        return rng.random()


def _leaf(state: GameState, player: int, info: BoardInfo, w: Weights) -> float:
    return evaluate(state, player, info, w)
