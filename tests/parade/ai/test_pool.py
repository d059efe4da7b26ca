"""Strength runs split over cores pool into one table with intervals from the pooled counts."""

from __future__ import annotations

import pytest

from game.parade.ai.pool import format_pooled, pool
from game.parade.console import simulate
from game.parade.rules.setup import Options
from game.shell.stats import wilson_interval


def test_pooled_reports_add_games_wins_and_scores_per_bot_name() -> None:
    runs = [simulate(3, ["easy", "medium", "easy"], 6, seed, Options()).to_json()
            for seed in (1, 2)]
    data = pool(runs)
    assert data["games"] == 12
    easy, medium = data["bots"]["easy"], data["bots"]["medium"]
    assert (easy["games"], medium["games"]) == (24, 12)
    wins = sum(r["bots"]["medium#2"]["win_rate"] * 6 for r in runs)
    assert medium["win_rate"] == pytest.approx(wins / 12)
    assert medium["ci95"] == pytest.approx(list(wilson_interval(wins, 12)))
    assert sum(t["games"] for t in data["turn_order"].values()) == 36
    assert sum(data["last_round_triggers"].values()) == 12
    assert "12 games pooled, 3 players" in format_pooled(data)


def test_reports_from_different_table_sizes_do_not_pool() -> None:
    runs = [simulate(n, ["easy"], 2, 1, Options()).to_json() for n in (2, 3)]
    with pytest.raises(ValueError, match="different table sizes"):
        pool(runs)
