"""The Hard and Expert levels: an information-set tree search over the unseen cards (P9.2).

`SearchBot` (Hard and Expert, with different budgets) runs `ismcts.search`: every
iteration imagines the unseen cards afresh, walks one tree shared by all imagined tables,
adds the cheapest take first when it grows the tree (`ismcts.cheapest_expand`), looks a
few quick-policy cards ahead of the new node and lets a learned evaluation guess the rest
of the game (`value.lookahead_leaf`: the chance of winning of `duel.py` at two players,
the predicted scores of `value.py` otherwise). Its final discard is exact
(`exact_discard`).
Budgets are iterations, never seconds: a decision depends only on the view and the seed.

`FlatMonteCarloBot` below is the previous Expert (until 2026-11), kept so that the
strength table of `docs/parade-ai.md` can be measured again against it
(`python -m bench.parade_ismcts --bots hard,expert-flat`); no seat offers it.

The flat search (`MonteCarloBot`) imagines complete tables consistent with its view
(`sample_state`), tries each legal card on every one, plays the game out with the quick
policies and scores the end with `outcome.utility`; all cards are compared on the same
tables (common random numbers).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import ClassVar

from game.parade.ai import duel
from game.parade.ai.endgame import discard_utilities, others_kept, settle
from game.parade.ai.ismcts import Expand, IsmctsBot, cheapest_expand, random_expand
from game.parade.ai.outcome import utility
from game.parade.ai.quick import own_best_discard, quick_card
from game.parade.ai.value import lookahead_leaf
from game.parade.rules.actions import PLAYS, Action, Discard, Phase
from game.parade.rules.state import GameState
from game.parade.rules.views import PlayerView, sample_state
from game.shell.engine import SearchingBot

_PLAY = Phase.PLAY


class MonteCarloBot(SearchingBot):
    """Flat determinized Monte Carlo over the legal cards.

    `samples` tables are imagined per card decision and `discard_samples` per final
    discard; with `exact_discard` the bot's own discards (imagined and real) are chosen by
    enumeration, otherwise like Medium. Its `checkpoint` is called once per imagined table.
    """

    name = "montecarlo"

    def __init__(self, samples: int, exact_discard: bool, discard_samples: int = 0) -> None:
        self.samples = samples
        self.exact_discard = exact_discard
        self.discard_samples = discard_samples

    def decide(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        if view.phase is Phase.DISCARD:
            if not self.exact_discard:
                return own_best_discard(view.hand, view.collections, view.viewer,
                                        view.options)
            return self.best_discard(view, rng)
        values = self.values(view, rng)
        return legal[max(range(len(legal)), key=values.__getitem__)]

    def values(self, view: PlayerView, rng: random.Random) -> list[float]:
        """The mean utility of each legal card, in the order of `view.legal_actions`."""
        me = view.viewer
        tables = [sample_state(view, rng) for _ in range(self.tables(view.n_players))]
        values = []
        for action in view.legal_actions:
            total = 0.0
            for table in tables:
                if self.checkpoint is not None:
                    self.checkpoint()
                state = table.clone()
                state.apply(action, report=False)
                total += self._play_out(state, me)
            values.append(total / len(tables))
        return values

    def tables(self, n_players: int) -> int:
        """How many imagined tables a card decision at `n_players` uses."""
        return self.samples

    def best_discard(self, view: PlayerView, rng: random.Random) -> Discard:
        """Enumerate the six pairs over `discard_samples` imagined sets of other hands."""
        return exact_discard(view, rng, self.discard_samples, self.checkpoint)

    def _play_out(self, state: GameState, me: int) -> float:
        while state.phase is _PLAY:
            state.apply(PLAYS[quick_card(state)], report=False)
        if self.exact_discard:
            return settle(state, me)
        while not state.is_over:
            p = state.turn
            state.apply(own_best_discard(state.hands[p], state.collections, p, state.options),
                        report=False)
        return utility(state.scores(), [len(k) for k in state.collections], me)


class FlatMonteCarloBot(MonteCarloBot):
    """The previous Expert: 60 imagined tables, exact discards (measured against only)."""

    name = "expert-flat"

    def __init__(self, samples: int = 60, discard_samples: int = 200) -> None:
        super().__init__(samples, exact_discard=True, discard_samples=discard_samples)


def exact_discard(view: PlayerView, rng: random.Random, samples: int,
                  checkpoint: Callable[[], None] | None = None) -> Discard:
    """P6.1 by enumeration: the six pairs over `samples` imagined sets of other hands, the
    others discarding what scores least for them (they cannot see ours, P9.3)."""
    me = view.viewer
    totals: dict[Discard, float] = {}
    for _ in range(samples):
        if checkpoint is not None:
            checkpoint()
        table = sample_state(view, rng)
        final = others_kept(table, me)
        for choice, u in discard_utilities(view.hand, final, me, view.options):
            totals[choice] = totals.get(choice, 0.0) + u
    return max(totals, key=totals.__getitem__)


class SearchBot(IsmctsBot):
    """Information-set tree search with a look-ahead leaf and the exact final discard.

    Where the duel's chance of winning is the leaf (two players, P7.2 on) the tree adds the
    cheapest take first and UCB's constant is 0.5; elsewhere it adds at random with 0.35,
    the design measured at three to six players (docs/parade-ai.md).

    `iterations[n]` is the budget at an `n`-player table (the evaluation of a leaf costs
    more with more players, so larger tables get fewer iterations); `c` is the UCB
    exploration constant (None: `exploration`'s, by the evaluation in use), `depth` the
    quick-policy cards played before the evaluation.
    The final discard imagines `discard_samples` sets of other hands at two players and
    that number divided by the other players at larger tables (same cost).
    """

    name = "search"
    ITERATIONS: ClassVar[dict[int, int]] = {2: 500, 3: 440, 4: 400, 5: 360, 6: 320}

    def __init__(self, iterations: dict[int, int] | int | None = None,
                 c: float | None = None, depth: int = 4, discard_samples: int = 200) -> None:
        if iterations is None:
            iterations = dict(self.ITERATIONS)
        elif isinstance(iterations, int):
            iterations = {n: iterations for n in range(2, 7)}
        # UCB's constant and the expansion are chosen per table by `tuning`.
        super().__init__(iterations, leaf=lookahead_leaf(depth), lazy=True)
        self.fixed_c = c
        """UCB's constant if one was asked for; None: `exploration`'s."""
        self.iterations: dict[int, int] = iterations
        self.depth = depth
        self.discard_samples = discard_samples

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        if view.phase is Phase.DISCARD and len(view.legal_actions) > 1:
            # Each imagined set of hands costs one modelled discard per other player.
            samples = max(1, self.discard_samples // (view.n_players - 1))
            return exact_discard(view, rng, samples, self.checkpoint)
        return super().choose(view, rng)

    def tuning(self, view: PlayerView) -> tuple[float, Expand]:
        c = self.exploration(view) if self.fixed_c is None else self.fixed_c
        return c, cheapest_expand if duel.applies(view) else random_expand

    @staticmethod
    def exploration(view: PlayerView) -> float:
        """UCB's constant: 0.5 with the duel's chances of winning (two players, P7.2 on),
        0.35 with the predicted scores (the values each was measured best with)."""
        return 0.5 if duel.applies(view) else 0.35


class HardBot(SearchBot):
    """The search on a quarter of the Expert's budget, and a lighter exact discard."""

    name = "hard"
    ITERATIONS: ClassVar[dict[int, int]] = {n: i // 4 for n, i in SearchBot.ITERATIONS.items()}

    def __init__(self, iterations: dict[int, int] | int | None = None,
                 discard_samples: int = 50) -> None:
        super().__init__(iterations, discard_samples=discard_samples)


class ExpertBot(SearchBot):
    """The full budget."""

    name = "expert"
