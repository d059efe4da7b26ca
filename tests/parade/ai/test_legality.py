"""Every level answers with a legal action, in card plays and final discards alike, and
whole bot games keep every rule invariant."""

from __future__ import annotations

import random

import pytest

from game.parade.ai.arena import play_game
from game.parade.ai.registry import BOT_FACTORIES, LEVELS, make_bot, make_level
from game.parade.ai.search import ExpertBot, HardBot
from game.parade.rules.actions import Phase
from game.parade.rules.events import Event
from game.parade.rules.setup import deal, default_seats
from game.parade.rules.state import GameState
from game.parade.rules.views import view_for
from tests.parade.ai.conftest import cheap_bots, real_positions
from tests.parade.rules.invariants import check_invariants


@pytest.mark.parametrize("level", sorted(BOT_FACTORIES))
def test_every_level_chooses_a_legal_action_in_both_phases(level: str) -> None:
    bot = cheap_bots()[level]
    positions = real_positions(games=5, seed=2)
    phases = set()
    for i, (state, view) in enumerate(positions[::3]):
        assert bot.choose(view, random.Random(i)) in state.legal_actions()
        phases.add(view.phase)
    assert phases == {Phase.PLAY, Phase.DISCARD}


def test_bot_games_keep_every_invariant_at_every_table_size() -> None:
    bots = cheap_bots()
    names = sorted(bots)
    rng = random.Random(4)

    def check(state: GameState, events: list[Event]) -> None:
        check_invariants(state)
        assert events

    for g in range(40):
        n = 2 + g % 5
        seats = [bots[names[(g + s) % len(names)]] for s in range(n)]
        result = play_game(deal(default_seats(n), rng), seats, rng, after_action=check)
        assert sorted(s.place for s in result.standings)[0] == 1
        assert result.turns >= 1


def test_registry_offers_four_levels_and_names_unknown_bots() -> None:
    assert LEVELS == ("easy", "medium", "hard", "expert")
    assert all(make_level(name).name == name for name in BOT_FACTORIES)
    seat = make_bot("easy", random.Random(1))
    state, _ = GameState.start(deal(default_seats(2), random.Random(1)))
    assert seat.name == "easy" and seat.choose(view_for(state, state.turn)) in \
        state.legal_actions()
    with pytest.raises(ValueError, match="unknown bot 'genius'"):
        make_level("genius")


def test_search_bots_call_their_checkpoint_every_64_iterations_and_can_be_cancelled() -> None:
    """The screen's worker thread uses the checkpoint to yield and to cancel a search."""
    _, view = next(p for p in real_positions(games=2, seed=6) if p[1].phase is Phase.PLAY)
    bot = HardBot()
    calls: list[int] = []
    bot.checkpoint = lambda: calls.append(1)
    bot.choose(view, random.Random(0))
    assert len(calls) == -(-bot.iterations[view.n_players] // 64)

    class Cancelled(Exception):
        pass

    def cancel() -> None:
        raise Cancelled

    bot.checkpoint = cancel
    with pytest.raises(Cancelled):
        bot.choose(view, random.Random(0))


@pytest.mark.parametrize("level", sorted(BOT_FACTORIES))
def test_a_decision_depends_only_on_the_view_and_the_seed(level: str) -> None:
    bot = cheap_bots()[level]
    for i, (_, view) in enumerate(real_positions(games=3, seed=12)[::7]):
        assert bot.choose(view, random.Random(i)) == bot.choose(view, random.Random(i))


def test_hard_searches_a_quarter_of_the_experts_budget_at_every_table_size() -> None:
    """Fewer iterations from three players on, where a leaf costs more to evaluate
    (docs/parade-ai.md gives the times)."""
    hard, expert = HardBot(), ExpertBot()
    for n in range(2, 7):
        assert hard.iterations[n] * 4 == expert.iterations[n]
        assert expert.iterations[n] >= expert.iterations[min(n + 1, 6)]
