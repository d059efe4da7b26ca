"""The searches' lean table (`game.parade.ai.fast`) plays exactly the rules engine's game:
whole games side by side at every table size agree card for card and point for point, and
an imagined table agrees with the seat's view while its hidden cards come from the unseen
ones only (P9.2)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.parade.ai.fast import DISCARD, OVER, PLAY, Table, pair_cards, pair_code
from game.parade.rules.actions import Play
from game.parade.rules.cards import DECK
from game.parade.rules.setup import Options, deal, default_seats
from game.parade.rules.state import GameState
from game.parade.rules.views import view_for


def _twin(state: GameState, rng: random.Random) -> Table:
    """A fast table holding exactly `state`'s cards (hidden ones included)."""
    t = Table.imagine(view_for(state, 0), rng)
    t.hands = [h[:] for h in state.hands]
    t.pile = state.pile[:]
    return t


@pytest.mark.parametrize("majority_rule", [True, False])
def test_P3_to_P8_fast_table_plays_the_engines_game(majority_rule: bool) -> None:
    rng = random.Random(5)
    for g in range(150):
        n = 2 + g % 5
        state, _ = GameState.start(deal(default_seats(n), random.Random(g),
                                        Options(two_player_majority=majority_rule)))
        t = _twin(state, rng)
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            assert t.turn == state.turn
            if isinstance(action, Play):
                assert t.phase == PLAY and sorted(t.actions()) == sorted(state.hands[state.turn])
                t.act(action.card)
            else:
                assert t.phase == DISCARD
                assert sorted(pair_cards(m) for m in t.actions()) == sorted(
                    a.cards for a in state.legal_actions())
                t.act(pair_code(*action.cards))
            state.apply(action, report=False)
            if not state.is_over and state.phase.value == "play":
                assert t.parade == state.parade and t.hands == state.hands
                assert t.last == (state.trigger is not None)
                assert t.turns_left == state.turns_left
        assert t.phase == OVER
        assert t.scores() == state.scores()
        assert t.ncards == [len(k) for k in state.collections]
        winners = [s.player for s in state.standings() if s.place == 1]
        shares = t.win_shares()
        assert [p for p in range(n) if shares[p] > 0] == winners
        assert sum(shares) == pytest.approx(1.0)


def test_P9_2_imagined_tables_agree_with_the_view_and_deal_only_unseen_cards() -> None:
    rng = random.Random(8)
    for g in range(40):
        n = 2 + g % 5
        state, _ = GameState.start(deal(default_seats(n), random.Random(100 + g)))
        for _ in range(rng.randrange(0, 12)):
            state.apply(rng.choice(state.legal_actions()), report=False)
        view = view_for(state, state.turn)
        unseen = Counter(view.unseen_cards())
        base = Table.imagine(view, rng)
        for t in (base, base.deal_hidden(view, view.unseen_cards(), rng)):
            assert t.hands[view.viewer] == list(view.hand)
            assert t.parade == list(view.parade)
            assert [len(h) for h in t.hands] == list(view.hand_sizes)
            assert len(t.pile) == view.pile_size
            hidden = Counter(c for p, h in enumerate(t.hands) if p != view.viewer for c in h)
            hidden.update(t.pile)
            assert hidden == unseen
            everything = Counter(t.parade) + Counter(c for h in t.hands for c in h)
            everything.update(t.pile)
            everything.update(c for k in view.collections for c in k)
            assert sorted(everything) == list(DECK)
