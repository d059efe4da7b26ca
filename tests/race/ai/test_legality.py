"""Every level, in every mix of levels, only ever chooses legal actions (RULES R3-R6).

The soak plays 2,000 games: 2-4 players, levels drawn at random per seat, the variants of
R9 mixed in. Hard and Expert run with tiny budgets here (see `cheap_bots`) so that the
whole soak takes well under a minute on one core; the budget only changes how many
samples are drawn, not which decisions or code paths are exercised.
"""

from __future__ import annotations

import random

from game.race.ai.bot import Bot
from game.race.rules.actions import Action
from game.race.rules.board import Board
from game.race.rules.setup import Variants, deal, default_seats
from game.race.rules.state import GameState
from game.race.rules.views import PlayerView, view_for
from tests.race.ai.conftest import cheap_bots

SOAK_GAMES = 2000


def _play_checked(state: GameState, bots: list[Bot], rng: random.Random,
                  bot_rngs: list[random.Random]) -> int:
    decisions = 0
    while not state.is_over:
        if state.is_chance:
            state.apply(state.sample_spin(rng), report=False)
            continue
        p = state.turn
        view: PlayerView = view_for(state, p)
        action: Action = bots[p].choose(view, bot_rngs[p])
        assert action in state.legal_actions(), (bots[p].name, view.decision, action)
        flick = bots[p].flick(bot_rngs[p])
        assert 0.0 <= flick <= 1.0
        state.apply(action, report=False)  # raises IllegalAction if the engine disagrees
        decisions += 1
    return decisions


def test_r3_to_r6_every_level_mix_plays_only_legal_actions(board: Board) -> None:
    bots = cheap_bots()
    names = sorted(bots)
    rng = random.Random(2024)
    seen_mixes: set[tuple[str, ...]] = set()
    for g in range(SOAK_GAMES):
        n = 2 + g % 3
        mix = [names[rng.randrange(len(names))] for _ in range(n)]
        seen_mixes.add(tuple(sorted(mix)))
        variants = Variants(kids=g % 5 == 1, open_hands=g % 7 == 2, climb_out=g % 4 == 3)
        setup = deal(board, default_seats(n), random.Random(rng.getrandbits(64)), variants)
        state, _ = GameState.start(setup)
        bot_rngs = [random.Random(rng.getrandbits(64)) for _ in range(n)]
        _play_checked(state, [bots[m] for m in mix], rng, bot_rngs)
    pairs = {m for m in seen_mixes if len(m) == 2}
    assert len(pairs) == 15  # every pair of levels (with repeats) met at a 2-player table


def test_r4_1_full_budget_levels_finish_games_legally(board: Board) -> None:
    from tests.race.ai.conftest import full_bots

    bots = full_bots()
    rng = random.Random(7)
    for mix in (["hard", "expert"], ["expert", "medium", "easy", "random"]):
        setup = deal(board, default_seats(len(mix)), random.Random(rng.getrandbits(64)))
        state, _ = GameState.start(setup)
        bot_rngs = [random.Random(rng.getrandbits(64)) for _ in mix]
        decisions = _play_checked(state, [bots[m] for m in mix], rng, bot_rngs)
        assert state.is_over and decisions >= 11 * len(mix)
