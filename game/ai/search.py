"""The Hard and Expert levels: determinized Monte Carlo over hidden cards and spins.

Both imagine complete tables consistent with their view (`sample_state`: unknown hands,
deck orders and the cookie stack drawn at random from what is left, R7), try each legal
action on them, play on with a fast rollout policy (`quick`) for a few turns and score the
result with the public evaluation. Budgets are counts of samples, never seconds, so a
decision depends only on the view and the seed.

Hard draws fresh samples for every action. Expert compares actions on the same samples and
the same spins (common random numbers, so a difference between two actions is not luck),
finishes its own turn with the exact one-turn lookahead of Medium before rolling out, and
adds Medium's exact value of the action so that near-ties go the way the exact analysis
says.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

from game.ai.boardinfo import BoardInfo, board_info
from game.ai.evaluation import DEFAULT_WEIGHTS, Weights, evaluate
from game.ai.lookahead import TurnSearch
from game.ai.quick import rollout
from game.rules.actions import Action, Decision
from game.rules.state import GameState
from game.rules.views import PlayerView, sample_state


def _leaf(state: GameState, player: int, info: BoardInfo, w: Weights) -> float:
    return evaluate(state, player, info, w)


def _horizon(state: GameState, rounds: int) -> int:
    """The turn count at which rollouts stop: `rounds` full rounds after this turn."""
    return state.turns_played + 1 + rounds * state.n_players


class HardBot:
    """Flat determinized Monte Carlo: `samples` independent rollouts per action."""

    name = "hard"

    def __init__(self, samples: int = 10, rounds: int = 1,
                 weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.samples = samples
        self.rounds = rounds
        self.weights = weights
        self.checkpoint: Callable[[], None] | None = None
        """Called once per sample; the UI's thinker uses it to yield and to cancel."""

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        return legal[_argmax(self.values(view, rng))]

    def values(self, view: PlayerView, rng: random.Random) -> list[float]:
        me = view.viewer
        values = []
        info: BoardInfo | None = None
        for action in view.legal_actions:
            total = 0.0
            for _ in range(self.samples):
                if self.checkpoint is not None:
                    self.checkpoint()
                state = sample_state(view, rng)
                info = info or board_info(state)
                until = _horizon(state, self.rounds)
                state.apply(action, report=False)
                rollout(state, info, rng, until)
                total += evaluate(state, me, info, self.weights)
            values.append(total / self.samples)
        return values

    def flick(self, rng: random.Random) -> float:
        return rng.random()


class ExpertBot:
    """Determinized Monte Carlo with common random numbers and an exact first turn."""

    name = "expert"

    def __init__(self, samples: int = 16, rounds: int = 1, prior: float = 1.0,
                 weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.samples = samples
        self.rounds = rounds
        self.prior = prior
        """Weight of Medium's exact one-turn value added to the Monte Carlo mean."""
        self.weights = weights
        self.checkpoint: Callable[[], None] | None = None
        """Called once per sample; the UI's thinker uses it to yield and to cancel."""

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        return legal[_argmax(self.values(view, rng))]

    def values(self, view: PlayerView, rng: random.Random) -> list[float]:
        me = view.viewer
        legal = view.legal_actions
        tables = [sample_state(view, rng) for _ in range(self.samples)]
        seeds = [rng.getrandbits(64) for _ in range(self.samples)]
        info = board_info(tables[0])
        w = self.weights
        turn = TurnSearch(me, info, partial(_leaf, player=me, info=info, w=w))
        exact = [turn.action_value(tables[0], a) for a in legal] if self.prior else None
        values = []
        for i, action in enumerate(legal):
            total = 0.0
            for table, seed in zip(tables, seeds, strict=True):
                if self.checkpoint is not None:
                    self.checkpoint()
                state = table.clone()
                until = _horizon(state, self.rounds)
                state.apply(action, report=False)
                r = random.Random(seed)
                _finish_turn(state, me, turn, r)
                rollout(state, info, r, until)
                total += evaluate(state, me, info, w)
            mean = total / self.samples
            values.append(mean + (self.prior * exact[i] if exact is not None else 0.0))
        return values

    def flick(self, rng: random.Random) -> float:
        return rng.random()


def _finish_turn(state: GameState, me: int, turn: TurnSearch, rng: random.Random) -> None:
    """Play out the rest of `me`'s turn: own choices by exact lookahead, spins at random."""
    while state.turn == me and state.decision is not Decision.GAME_OVER:
        if state.decision is Decision.SPIN:
            state.apply(state.sample_spin(rng), report=False)
        else:
            legal = state.legal_actions()
            best, _ = turn.best(state, legal)
            state.apply(best, report=False)


def _argmax(values: list[float]) -> int:
    return max(range(len(values)), key=values.__getitem__)
