"""The command-line hooks: sim arguments and report, and replay's exit codes and messages."""

from __future__ import annotations

import argparse
import json
import random

import pytest

from game.parade.console import add_sim_arguments, replay_command, run_sim
from game.parade.rules.records import GameRecord, record_to_json
from game.parade.rules.setup import deal, default_seats
from game.parade.rules.state import GameState


def sim_args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_sim_arguments(parser)
    return parser.parse_args(list(argv))


def test_sim_arguments_default_and_refuse_a_bad_table_size() -> None:
    args = sim_args()
    assert (args.players, args.bots, args.games, args.seed, args.json) == (
        4, "medium", 1000, 1, False)
    assert args.two_player_majority is True
    assert sim_args("--no-two-player-majority").two_player_majority is False
    with pytest.raises(SystemExit):
        sim_args("--players", "7")


def test_sim_prints_win_rates_with_intervals_seats_lengths_and_triggers(
    capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_sim(sim_args("--players", "3", "--bots", "easy,medium,random",
                            "--games", "30", "--seed", "5")) == 0
    out = capsys.readouterr().out
    for text in ("30 games, 3 players", "easy#1", "medium#2", "random#3", "plays 3",
                 "cards played per game", "the last round was triggered by:", "%, "):
        assert text in out


def test_sim_json_is_reproducible_from_the_seed(capsys: pytest.CaptureFixture[str]) -> None:
    runs = []
    for _ in range(2):
        assert run_sim(sim_args("--players", "2", "--bots", "easy,medium", "--games", "20",
                                "--json")) == 0
        data = json.loads(capsys.readouterr().out)
        data.pop("games_per_second")
        runs.append(data)
    assert runs[0] == runs[1]
    bots = runs[0]["bots"]
    assert sum(b["win_rate"] for b in bots.values()) == pytest.approx(1.0)
    assert sum(runs[0]["last_round_triggers"].values()) == 20
    low, high = bots["easy#1"]["ci95"]
    assert 0 <= low <= bots["easy#1"]["win_rate"] <= high <= 1


def test_sim_refuses_bad_bots_and_game_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_sim(sim_args("--bots", "easy,genius")) == 2
    assert run_sim(sim_args("--players", "3", "--bots", "easy,medium")) == 2
    assert run_sim(sim_args("--games", "0")) == 2
    out = capsys.readouterr().out
    assert "unknown bot 'genius'" in out and "2 bots for 3 players" in out


def _record(actions: int | None = None) -> tuple[dict, GameState]:
    rng = random.Random(9)
    setup = deal(default_seats(3), rng, seed=9)
    state, _ = GameState.start(setup)
    record = GameRecord(setup)
    while not state.is_over and (actions is None or len(record.actions) < actions):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        record.actions.append(action)
    return record_to_json(record), state


def test_replay_of_a_finished_game_prints_scores_and_places() -> None:
    data, state = _record()
    code, text = replay_command(data, as_json=False)
    assert code == 0
    assert text.startswith(f"parade: {len(data['actions'])} actions, game finished")
    assert "Alice: " in text and "place" in text
    code, text = replay_command(data, as_json=True)
    final = json.loads(text)
    assert code == 0 and final["phase"] == "over"
    assert [p["score"] for p in final["players"]] == state.scores()


def test_replay_of_an_unfinished_game_says_so() -> None:
    data, _ = _record(actions=5)
    code, text = replay_command(data, as_json=False)
    assert code == 0 and "in progress (play phase)" in text


def test_replay_reports_the_action_that_breaks_a_rule() -> None:
    data, _ = _record()
    bottom_of_pile = data["setup"]["deck"][-1]
    data["actions"][3] = {"play": bottom_of_pile}
    mover = (data["setup"]["first_player"] + 3) % 3 + 1  # the 4th play of a 3-player game
    code, text = replay_command(data, as_json=False)
    assert (code, text) == (1, f"action 3: {bottom_of_pile} is not in player {mover}'s hand")


def test_replay_refuses_a_malformed_record_naming_the_field() -> None:
    data, _ = _record()
    data["setup"]["first_player"] = "x"
    assert replay_command(data, as_json=False) == (
        2, "malformed parade record: setup.first_player: expected a whole number, got 'x'")
    assert replay_command({"game": "race"}, as_json=True)[0] == 2
