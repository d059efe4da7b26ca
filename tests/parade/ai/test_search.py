"""The tree search behind Hard and Expert: its budget is iterations, not time; the learned
evaluation it leans on is the shipped one, reproducible and better than the score alone."""

from __future__ import annotations

import random
import time

import pytest

from game.parade.ai import ismcts
from game.parade.ai.fast import Table, pair_cards
from game.parade.ai.ismcts import IsmctsBot, most_visited, plain_leaf, search
from game.parade.ai.search import ExpertBot
from game.parade.ai.value import FEATURES, lookahead_leaf, model
from game.parade.rules.actions import Discard, Phase, Play
from tests.parade.ai.conftest import real_positions
from tools import parade_value


@pytest.fixture(scope="module")
def plays():
    found = [p for p in real_positions(games=10, seed=21) if p[1].phase is Phase.PLAY]
    return found[::9][:10]


def test_the_budget_not_the_clock_decides(plays, monkeypatch) -> None:
    """Every iteration evaluates one leaf and visits the root once; a search slowed down
    (a checkpoint that sleeps, a clock that jumps an hour per call) decides the same."""
    _, view = plays[0]
    counted = []

    def counting(t: Table, rng: random.Random) -> list[float]:
        counted.append(1)
        return plain_leaf(t, rng)

    root = search(view, random.Random(3), 300, counting)
    assert sum(ch.visits for ch in root.children.values()) == 300
    assert len(counted) <= 300  # games that end inside the tree need no leaf
    fast = most_visited(view, root)
    slow = search(view, random.Random(3), 300, counting, checkpoint=lambda: time.sleep(0.002))
    assert most_visited(view, slow) == fast
    assert {m: c.visits for m, c in slow.children.items()} == \
        {m: c.visits for m, c in root.children.items()}
    clock = iter(range(0, 10**9, 3600))
    monkeypatch.setattr(time, "time", lambda: next(clock))
    monkeypatch.setattr(time, "perf_counter", lambda: next(clock))
    monkeypatch.setattr(time, "process_time", lambda: next(clock))
    bot = ExpertBot(iterations=120)
    for i, (_, v) in enumerate(plays[:4]):
        assert bot.choose(v, random.Random(i)) == bot.choose(v, random.Random(i))


def test_more_budget_means_more_visits_not_other_rules(plays) -> None:
    _, view = plays[1]
    small = search(view, random.Random(1), 100, lookahead_leaf(4))
    large = search(view, random.Random(1), 400, lookahead_leaf(4))
    legal_codes = {a.card for a in view.legal_actions}
    assert set(small.children) <= legal_codes and set(large.children) == legal_codes
    assert sum(c.visits for c in large.children.values()) == 400


def test_plain_ismcts_baseline_plays_legal_cards_and_discards() -> None:
    bot = IsmctsBot(iterations=60)
    phases = set()
    for i, (state, view) in enumerate(real_positions(games=4, seed=5)[::5]):
        assert bot.choose(view, random.Random(i)) in state.legal_actions()
        phases.add(view.phase)
    assert phases == {Phase.PLAY, Phase.DISCARD}
    action = view.legal_actions[0]
    code = ismcts._code(action)
    assert (Discard(pair_cards(code)) if code >= 1000 else Play(code)) == action


def test_shipped_value_model_has_every_table_size_and_beats_the_score_alone() -> None:
    """On fresh quick-policy games (a seed the tool never used) the model's predicted
    final scores are much closer than 'the score now', at every table size."""
    for n in range(2, 7):
        m = model(n)
        assert len(m.weights) == len(FEATURES) and m.t0 > 0 and m.t1 >= 0
        rows = parade_value.self_play(n, 40, seed=987_654 + n)
        fitted = parade_value.rmse(rows, list(m.weights))
        alone = parade_value.rmse(rows, None)
        assert fitted < 0.7 * alone, (n, fitted, alone)


def test_value_tool_is_deterministic() -> None:
    first = parade_value.build(games=30, seed=4, sizes=range(2, 4))
    again = parade_value.build(games=30, seed=4, sizes=range(2, 4))
    assert first == again
    assert first["features"] == list(FEATURES)
    assert set(first["models"]) == {"2", "3"}
