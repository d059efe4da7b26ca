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
from dataclasses import dataclass
from functools import partial

from game.race.ai.boardinfo import BoardInfo, board_info
from game.race.ai.evaluation import DEFAULT_WEIGHTS, Weights, evaluate
from game.race.ai.lookahead import TurnSearch
from game.race.ai.quick import quick_action, rollout
from game.race.rules.actions import Action, Decision
from game.race.rules.state import GameState
from game.race.rules.views import PlayerView, sample_state
from game.shell.engine import SearchingBot


def _leaf(state: GameState, player: int, info: BoardInfo, w: Weights) -> float:
    return evaluate(state, player, info, w)


def _horizon(state: GameState, rounds: int) -> int:
    """The turn count at which rollouts stop: `rounds` full rounds after this turn."""
    return state.turns_played + 1 + rounds * state.n_players


@dataclass(eq=False, repr=False)
class MonteCarloBot(SearchingBot):
    """Determinized Monte Carlo over the legal actions, scored at a short horizon.

    `samples` tables are imagined per decision; with `common` every action is tried on the
    same tables with the same spins (common random numbers), otherwise each action gets
    its own. With `exact_turn` the rest of the bot's own turn is played by the exact
    one-turn lookahead, otherwise by the quick policy. `prior` weights Medium's exact
    one-turn value of the action, added to the sampled mean: it settles near-ties. Its
    `checkpoint` is called once per sample.
    """

    name = "montecarlo"

    samples: int
    rounds: int = 1
    prior: float = 1.0
    common: bool = True
    exact_turn: bool = True
    exact_rollouts: bool = False
    """Play the bot's own later turns in rollouts by the exact one-turn lookahead."""
    weights: Weights = DEFAULT_WEIGHTS

    def decide(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return legal[_argmax(self.values(view, rng))]

    def values(self, view: PlayerView, rng: random.Random) -> list[float]:
        """The estimated value of each legal action, in the order of `view.legal_actions`."""
        me = view.viewer
        legal = view.legal_actions
        w = self.weights
        k = self.samples
        shared = [(sample_state(view, rng), rng.getrandbits(64)) for _ in range(k)] \
            if self.common else []
        base = shared[0][0] if shared else sample_state(view, rng)
        info = board_info(base)
        turn = TurnSearch(me, info, partial(_leaf, player=me, info=info, w=w))
        values = []
        for action in legal:
            total = 0.0
            draws = shared or [(sample_state(view, rng), rng.getrandbits(64)) for _ in range(k)]
            for table, seed in draws:
                if self.checkpoint is not None:
                    self.checkpoint()
                state = table.clone()
                until = _horizon(state, self.rounds)
                state.apply(action, report=False)
                r = random.Random(seed)
                if self.exact_turn:
                    _finish_turn(state, me, turn, r)
                if self.exact_rollouts:
                    _rollout_exact_self(state, me, turn, info, r, until)
                else:
                    rollout(state, info, r, until)
                total += evaluate(state, me, info, w)
            value = total / k
            if self.prior:
                value += self.prior * turn.action_value(base, action)
            values.append(value)
        return values

    def flick(self, rng: random.Random) -> float:
        return rng.random()


class HardBot(MonteCarloBot):
    """A modest budget: few samples, quick rollouts for the whole horizon."""

    name = "hard"

    def __init__(self, samples: int = 8, rounds: int = 1, prior: float = 1.0,
                 common: bool = True, exact_turn: bool = False,
                 weights: Weights = DEFAULT_WEIGHTS) -> None:
        super().__init__(samples, rounds, prior, common, exact_turn, False, weights)


class ExpertBot(MonteCarloBot):
    """A deeper horizon (two rounds: it plans its next two turns' cards), and its own turn
    finished exactly. More samples were measured to change almost no decision (95% of
    8-sample choices already match 128-sample ones), so the budget goes into depth."""

    name = "expert"

    def __init__(self, samples: int = 10, rounds: int = 2, prior: float = 1.0,
                 common: bool = True, exact_turn: bool = True, exact_rollouts: bool = True,
                 weights: Weights = DEFAULT_WEIGHTS) -> None:
        super().__init__(samples, rounds, prior, common, exact_turn, exact_rollouts, weights)


def _finish_turn(state: GameState, me: int, turn: TurnSearch, rng: random.Random) -> None:
    """Play out the rest of `me`'s turn: own choices by exact lookahead, spins at random."""
    while state.turn == me and state.decision is not Decision.GAME_OVER:
        if state.decision is Decision.SPIN:
            state.apply(state.sample_spin(rng), report=False)
        else:
            legal = state.legal_actions()
            best, _ = turn.best(state, legal)
            state.apply(best, report=False)


def _rollout_exact_self(state: GameState, me: int, turn: TurnSearch, info: BoardInfo,
                        rng: random.Random, until: int) -> None:
    """Like `quick.rollout`, but `me` plays its own turns with the exact lookahead."""
    while state.turns_played < until and state.decision is not Decision.GAME_OVER:
        if state.decision is Decision.SPIN:
            action: Action = state.sample_spin(rng)
        elif state.turn == me:
            legal = state.legal_actions()
            action = legal[0] if len(legal) == 1 else turn.best(state, legal)[0]
        else:
            action = quick_action(state, info, rng)
        state.apply(action, report=False)


def _argmax(values: list[float]) -> int:
    return max(range(len(values)), key=values.__getitem__)
