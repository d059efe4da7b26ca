"""Game records: save/replay format, refusal of bad records, the replay command."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.race.console import final_state_json
from game.race.rules.actions import PlayCard
from game.race.rules.records import (
    GameRecord,
    RecordFormatError,
    RecordRuleError,
    load_record,
    record_from_json,
    record_to_json,
    replay,
    save_record,
)
from game.race.rules.setup import Variants, deal, default_seats
from game.race.rules.state import GameState
from tests.helpers.playouts import random_playout
from tests.race.rules.scenario import BOARD

ROOT = Path(__file__).resolve().parents[3]


def random_record(seed: int, players: int = 3, variants: Variants | None = None) -> GameRecord:
    rng = random.Random(seed)
    setup = deal(BOARD, default_seats(players), rng, variants, seed=seed)
    record, _ = random_playout(GameState.start, GameRecord, setup, rng, report=False)
    return record


def test_a_record_round_trips_through_json_and_replays_to_the_same_end() -> None:
    record = random_record(5, variants=Variants(kids=True, climb_out=True))
    again = record_from_json(json.loads(json.dumps(record_to_json(record))))
    assert again.setup == record.setup
    assert again.actions == record.actions
    end = replay(again)
    assert end.is_over
    assert final_state_json(end) == final_state_json(replay(record))


def test_save_is_atomic_and_loads_back(tmp_path: Path) -> None:
    record = random_record(6)
    path = tmp_path / "saves" / "game.json"
    save_record(record, path)
    assert load_record(path).actions == record.actions
    assert [p.name for p in path.parent.iterdir()] == ["game.json"]


def test_a_rule_breaking_record_names_the_first_bad_action() -> None:
    record = random_record(7)
    first_card = next(i for i, a in enumerate(record.actions) if isinstance(a, PlayCard))
    hand = GameState.start(record.setup)[0]
    assert len(hand.hands[hand.turn]) == 3
    record.actions[first_card] = PlayCard(1)
    with pytest.raises(RecordRuleError) as caught:
        replay(record)
    assert caught.value.index == first_card
    assert caught.value.reason == "the middle card cannot be played"


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d.pop("setup"), "setup"),
        (lambda d: d.update(version=99), "version"),
        (lambda d: d.update(format="chess"), "format"),
        (lambda d: d["setup"]["decks"][0].pop(), r"decks\[0\]"),
        (lambda d: d["setup"]["board"][3].update(kind="volcano"), r"board\[3\].kind"),
        (lambda d: d["setup"]["players"][0].update(character="walrus"), "character"),
        (lambda d: d["actions"].append({"dance": 1}), r"actions\["),
        (lambda d: d["setup"].update(first_player=9), "first_player"),
        (lambda d: d["setup"]["cookie_stack"].append(7), "cookie_stack"),
    ],
)
def test_a_malformed_record_is_refused_with_the_field(mutate, message: str) -> None:
    data = record_to_json(random_record(8))
    mutate(data)
    with pytest.raises(RecordFormatError, match=message):
        record_from_json(data)


def run_game(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_replay_command_prints_the_final_state_as_json(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_record(random_record(9, players=4), path)
    result = run_game("replay", str(path), "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert len(data["players"]) == 4
    assert {"space", "size", "in_hole"} <= set(data["pawns"][0])
    assert {"large_cookies", "small_cookies", "score", "place"} <= set(data["players"][0])
    assert {"display", "stack", "pool"} <= set(data)


def test_replay_command_refuses_bad_files_without_a_traceback(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{not json")
    result = run_game("replay", str(garbage), "--json")
    assert result.returncode == 2
    assert "not valid JSON" in result.stdout
    assert "Traceback" not in result.stderr
    missing = run_game("replay", str(tmp_path / "nowhere.json"))
    assert missing.returncode == 2
    record = random_record(10)
    record.actions.insert(0, PlayCard(1))
    bad = tmp_path / "bad.json"
    save_record(record, bad)
    result = run_game("replay", str(bad))
    assert result.returncode == 1
    assert "action 0 is refused: the middle card cannot be played" in result.stdout


def test_sim_command_reports_win_rates_and_space_triggers() -> None:
    result = run_game("sim", "--players", "3", "--bots", "random", "--games", "30",
                      "--seed", "2", "--board", BOARD.to_spec(), "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["games"] == 30
    assert sum(b["win_rate"] for b in data["bots"].values()) == pytest.approx(1.0)
    assert data["triggers_per_game"]["cheshire_cat"] > 0
    low, high = data["bots"]["random#1"]["ci95"]
    assert 0 <= low <= high <= 1
    bad = run_game("sim", "--board", "T1 Q9")
    assert bad.returncode == 2 and "board spec" in bad.stdout


def test_records_name_their_game_and_version_1_records_still_load(tmp_path: Path) -> None:
    """Version 2 added ``"game": "race"``; a version-1 record (before the box) has no such
    field and still replays, through the shared `replay` command too."""
    record = random_record(12)
    data = record_to_json(record)
    assert data["game"] == "race" and data["version"] == 2
    old = {k: v for k, v in data.items() if k != "game"} | {"version": 1}
    assert replay(record_from_json(old)).is_over
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    result = run_game("replay", str(path))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "game finished" in result.stdout


def test_a_record_of_another_game_is_not_read_as_a_race(tmp_path: Path) -> None:
    data = record_to_json(random_record(13)) | {"game": "parade"}
    with pytest.raises(RecordFormatError, match="game"):
        record_from_json(data)
    path = tmp_path / "chess.json"
    path.write_text(json.dumps(data | {"game": "chess"}), encoding="utf-8")
    result = run_game("replay", str(path))
    assert result.returncode == 2
    assert "no game 'chess'" in result.stdout and "Traceback" not in result.stderr


def test_sim_names_its_game_and_lists_the_games_options() -> None:
    result = run_game("sim", "--game", "race", "--players", "2", "--games", "5", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["games"] == 5
    helped = run_game("sim", "--game", "race", "--help")
    assert helped.returncode == 0 and "--climb-out" in helped.stdout
    unknown = run_game("replay", "--bogus", "x")
    assert unknown.returncode == 2 and "unrecognized arguments" in unknown.stderr
