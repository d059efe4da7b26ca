"""The box's CLI hooks: `sim` arguments and report, `replay` exit codes (docs/wordland-*)."""

from __future__ import annotations

import argparse
import json

import pytest

from game.wordland.console import add_sim_arguments, run_sim, seat_levels


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_sim_arguments(parser)
    return parser.parse_args(list(argv))


def test_sim_prints_win_rates_ways_out_and_round_length_as_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run_sim(parse("--games", "6", "--players", "5", "--language", "fr", "--json")) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 6 and set(data["levels"]) == {"easy", "medium", "hard", "expert"}
    assert data["levels"]["easy"]["games"] == 12, "five seats: easy plays two of them"
    assert set(data["ways_out"]) == {"letter", "time", "repeat", "apostrophe", "vote"}
    assert data["mean_round_turns"] > 4
    low, high = data["levels"]["expert"]["ci95"]
    assert 0 <= low <= data["levels"]["expert"]["win_rate"] <= high <= 1


def test_sim_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_sim(parse("--games", "2", "--bots", "easy")) == 0
    out = capsys.readouterr().out
    assert "95% CI" in out and "mean round length" in out


def test_sim_refuses_unknown_bots_and_players_out_of_range(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run_sim(parse("--bots", "wizard", "--games", "1")) == 2
    assert "unknown bot 'wizard'" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        parse("--players", "9")
    assert seat_levels(["easy", "expert"], 5) == ["easy", "expert"] * 2 + ["easy"]
