"""Records: the JSON round trip, strict bounded reading, and replay refusing broken games."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from game.parade.rules import records as rec
from game.parade.rules.actions import Play
from game.parade.rules.records import GameRecord, RecordFormatError, load_record, replay
from game.parade.rules.setup import Options, Seat, deal
from game.parade.rules.state import GameState
from tests.helpers.playouts import random_playout


def finished_record(seed: int = 3, players: int = 3) -> tuple[GameRecord, GameState]:
    rng = random.Random(seed)
    seats = tuple(Seat(f"P{i}", "bot:easy" if i else "human") for i in range(players))
    setup = deal(seats, rng, Options(two_player_majority=False), seed=seed)
    return random_playout(GameState.start, GameRecord, setup, rng)


def test_a_record_holds_the_setup_and_every_action() -> None:
    record, _ = finished_record()
    data = rec.record_to_json(record)
    assert data["game"] == "parade" and data["version"] == 1
    setup = data["setup"]
    assert setup["seats"][1] == {"name": "P1", "controller": "bot:easy"}
    assert setup["options"] == {"two_player_majority": False}
    assert len(setup["deck"]) == 66 and setup["deck"][0][0] in "RBGOPW"
    assert data["actions"][0].keys() == {"play"}
    assert [a.keys() for a in data["actions"][-3:]] == [{"discard"}] * 3


def test_save_load_replay_reproduces_the_game(tmp_path: Path) -> None:
    record, state = finished_record()
    path = tmp_path / "game.json"
    rec.save_record(record, path)
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary left
    loaded = load_record(path)
    assert loaded.setup == record.setup and loaded.actions == record.actions
    end = replay(loaded)
    assert end.collections == state.collections and end.scores() == state.scores()


def test_replay_names_the_index_and_reason_of_a_refused_action() -> None:
    record, _ = finished_record()
    bad = GameRecord(record.setup, [*record.actions[:4], Play(record.setup.deck[-1])])
    with pytest.raises(rec.RecordRuleError) as caught:
        replay(bad)
    assert caught.value.index == 4
    assert "is not in player" in caught.value.reason
    assert str(caught.value).startswith("action 4: ")
    over = GameRecord(record.setup, [*record.actions, record.actions[0]])
    with pytest.raises(rec.RecordRuleError, match="the game is over"):
        replay(over)


DELETE = object()
"""Marks a field to remove in an edit."""


def _edited(path: tuple[str | int, ...], value: Any) -> dict[str, Any]:
    """A finished record's JSON with the field at `path` replaced by `value` (or deleted);
    `value` may be a function of the field's old value."""
    data = copy.deepcopy(rec.record_to_json(finished_record()[0]))
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    if value is DELETE:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value(parent[path[-1]]) if callable(value) else value
    return data


SEAT = {"name": "a", "controller": "human"}


@pytest.mark.parametrize(("path", "value", "field"), [
    (("game",), "race", "game"),
    (("version",), 2, "version"),
    (("version",), True, "version"),
    (("setup",), DELETE, "setup"),
    (("setup", "seats"), "x", "setup.seats"),
    (("setup", "seats"), lambda seats: seats[:1], "setup.seats"),
    (("setup", "seats"), [SEAT] * 7, "setup.seats"),
    (("setup", "seats", 0), 3, "setup.seats[0]"),
    (("setup", "seats", 1, "controller"), DELETE, "setup.seats[1]"),
    (("setup", "seats", 0, "name"), "x" * 500, "setup.seats[0].name"),
    (("setup", "options"), {}, "setup.options"),
    (("setup", "options", "two_player_majority"), 1, "setup.options.two_player_majority"),
    (("setup", "deck", 5), "Z9", "setup.deck[5]"),
    (("setup", "deck"), lambda deck: [*deck[:5], deck[6], *deck[6:]], "setup.deck"),
    (("setup", "deck"), lambda deck: deck * 1000, "setup.deck"),
    (("setup", "first_player"), 9, "setup.first_player"),
    (("setup", "first_player"), "0", "setup.first_player"),
    (("setup", "seed"), "abc", "setup.seed"),
    (("actions",), {}, "record.actions"),
    (("actions",), [{"play": "R1"}] * 100_000, "actions"),
    (("actions", 2), {"jump": 1}, "actions[2]"),
    (("actions", 2), {"play": "R1", "discard": []}, "actions[2]"),
    (("actions", 2), {"play": 11}, "actions[2].play"),
    (("actions", 3), {"discard": ["R1"]}, "actions[3].discard"),
    (("actions", 3), {"discard": ["R1", "Q1"]}, "actions[3].discard[1]"),
])
def test_malformed_records_are_refused_naming_the_field(
    path: tuple[str | int, ...], value: Any, field: str
) -> None:
    with pytest.raises(RecordFormatError) as caught:
        rec.record_from_json(_edited(path, value))
    assert str(caught.value).startswith(field), str(caught.value)


@pytest.mark.parametrize("data", [None, [], "parade", 3])
def test_a_record_must_be_an_object(data: Any) -> None:
    with pytest.raises(RecordFormatError, match="a record is a JSON object"):
        rec.record_from_json(data)


def test_load_refuses_unreadable_oversized_and_invalid_files(tmp_path: Path) -> None:
    missing = tmp_path / "nope.json"
    with pytest.raises(RecordFormatError, match="cannot be read"):
        load_record(missing)
    big = tmp_path / "big.json"
    big.write_text(" " * 1_000_001)
    with pytest.raises(RecordFormatError, match="too big"):  # the shell's door says so
        load_record(big)
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(RecordFormatError, match="not valid JSON"):
        load_record(bad)
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"game": "parade", "version": 1}))
    with pytest.raises(RecordFormatError, match=r"wrong\.json: setup: expected an object"):
        load_record(wrong)
