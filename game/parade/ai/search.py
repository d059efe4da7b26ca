"""The Hard and Expert levels: determinized Monte Carlo over the unseen cards (P9.2).

Both imagine complete tables consistent with their view (`sample_state`: the unseen cards
dealt at random into the other hands and the pile), try each legal card on every imagined
table, play the game out with the quick policies and score the end with `outcome.utility`.
All actions are compared on the same tables (common random numbers; rollouts are
deterministic), so a difference between two cards is not luck. Budgets are counts of
tables, never seconds, so a decision depends only on the view and the seed.

Hard uses a modest budget (a dozen tables at two players, two and a half times as many at
three or more, where a win against the best of several opponents is a much noisier target
to estimate) and discards like Medium. Expert imagines more tables, settles
every imagined game with its exact best discard (`endgame`), and makes its real final
discard by enumerating the six pairs over many imagined hands.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.parade.ai.endgame import discard_utilities, others_kept, settle
from game.parade.ai.outcome import utility
from game.parade.ai.quick import own_best_discard, quick_card
from game.parade.rules.actions import PLAYS, Action, Discard, Phase
from game.parade.rules.state import GameState
from game.parade.rules.views import PlayerView, sample_state

_PLAY = Phase.PLAY


class MonteCarloBot:
    """Flat determinized Monte Carlo over the legal cards.

    `samples` tables are imagined per card decision and `discard_samples` per final
    discard; with `exact_discard` the bot's own discards (imagined and real) are chosen by
    enumeration, otherwise like Medium.
    """

    name = "montecarlo"

    def __init__(self, samples: int, exact_discard: bool, discard_samples: int = 0) -> None:
        self.samples = samples
        self.exact_discard = exact_discard
        self.discard_samples = discard_samples
        self.checkpoint: Callable[[], None] | None = None
        """Called once per imagined table; a UI worker may use it to yield or cancel."""

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
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
        me = view.viewer
        totals: dict[Discard, float] = {}
        for _ in range(self.discard_samples):
            if self.checkpoint is not None:
                self.checkpoint()
            table = sample_state(view, rng)
            final = others_kept(table, me)
            for choice, u in discard_utilities(view.hand, final, me, view.options):
                totals[choice] = totals.get(choice, 0.0) + u
        return max(totals, key=totals.__getitem__)

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


class HardBot(MonteCarloBot):
    """A modest budget: a dozen imagined tables at two players, `crowd_factor` times as many
    at three or more; Medium's discard.

    At two players the win share against the one opponent is a steady target; against the
    best of three or more it flips on small differences, and a dozen tables ranked the
    cards so poorly that Hard lost to Medium at four players (docs/parade-ai.md).
    """

    name = "hard"

    def __init__(self, samples: int = 12, crowd_factor: float = 2.5) -> None:
        super().__init__(samples, exact_discard=False)
        self.crowd_factor = crowd_factor

    def tables(self, n_players: int) -> int:
        if n_players <= 2:
            return self.samples
        return max(1, round(self.samples * self.crowd_factor))


class ExpertBot(MonteCarloBot):
    """More imagined tables, and every discard, imagined or real, chosen exactly."""

    name = "expert"

    def __init__(self, samples: int = 60, discard_samples: int = 200) -> None:
        super().__init__(samples, exact_discard=True, discard_samples=discard_samples)
