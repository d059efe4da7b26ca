"""The table kit's record shell (`game.table.records`): the envelope, the strict readers,
the file door, replaying and the saves' record book, on a toy game of counting; and the
word game's reader refusing any field its doc does not name (issue 31, item 6)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from game.shell.saves import SaveUnusable
from game.table import records
from game.table.records import (
    GameRecord,
    RecordBook,
    RecordFormat,
    RecordFormatError,
    RecordRuleError,
    need,
    only,
)
from tests.shell.resilience.game_records import record_json

# ---------------------------------------------------------------- a toy game


@dataclass(frozen=True)
class Seat:
    name: str
    controller: str


@dataclass(frozen=True)
class Setup:
    seats: tuple[Seat, ...]
    goal: int


class Illegal(Exception):
    pass


class Counting:
    """Each action adds 1 or 2; reaching `goal` ends the game, passing it is refused."""

    def __init__(self, setup: Setup) -> None:
        self.total, self.goal, self.reported = 0, setup.goal, []

    @classmethod
    def start(cls, setup: Setup) -> tuple[Counting, list[str]]:
        return cls(setup), ["started"]

    def apply(self, step: int, *, report: bool = True) -> None:
        if self.total + step > self.goal:
            raise Illegal(f"{self.total} + {step} passes {self.goal}")
        self.total += step
        self.reported.append(report)

    @property
    def is_over(self) -> bool:
        return self.total == self.goal


def setup_to_json(setup: Setup) -> dict[str, Any]:
    return {"seats": [{"name": s.name, "controller": s.controller} for s in setup.seats],
            "goal": setup.goal}


def setup_from_json(data: Any) -> Setup:
    seats = tuple(Seat(*records.seat(s, f"setup.seats[{i}]"))
                  for i, s in enumerate(need(data, "seats", list, "setup")))
    return Setup(seats, need(data, "goal", int, "setup"))


def step_from_json(data: Any, where: str) -> int:
    step = need(data, "add", int, where)
    if step not in (1, 2):
        raise RecordFormatError(f"{where}.add: 1 or 2, not {step}")
    return step


class Refused(RecordRuleError):
    words = "step {index} is refused: {reason}"


COUNTING = RecordFormat("counting", 3, setup_to_json, setup_from_json,
                        lambda step: {"add": step}, step_from_json, Counting, Illegal,
                        readable_versions=(2,), max_bytes=2_000, max_actions=10)


def _record(*steps: int) -> GameRecord[Setup, int]:
    return GameRecord(Setup((Seat("Ann", "human"), Seat("Bot", "bot:easy")), 4), list(steps))


# ---------------------------------------------------------------- the envelope


def test_a_record_is_the_envelope_around_the_games_fields_and_reads_back() -> None:
    data = COUNTING.to_json(_record(1, 2, 1))
    assert list(data) == ["game", "version", "setup", "actions"]
    assert data["game"] == "counting" and data["version"] == 3
    assert data["actions"] == [{"add": 1}, {"add": 2}, {"add": 1}]
    assert COUNTING.from_json(data) == _record(1, 2, 1)
    tagged = RecordFormat("counting", 3, setup_to_json, setup_from_json,
                          lambda step: {"add": step}, step_from_json, Counting, Illegal,
                          tag="counting-record")
    assert list(tagged.to_json(_record())) == ["format", "game", "version", "setup",
                                               "actions"]
    with pytest.raises(RecordFormatError, match="format: expected 'counting-record'"):
        tagged.from_json(data)


@pytest.mark.parametrize(("change", "message"), [
    ({"version": True}, "version: this game reads version 3, not True"),
    ({"version": 4}, "version: this game reads version 3, not 4"),
    ({"version": "3"}, "version"),
    ({"game": "chess"}, "game: expected 'counting', got 'chess'"),
    ({"actions": [{"add": 1}] * 11}, r"actions: 11 actions, more than any game has \(10\)"),
    ({"actions": "all"}, "record.actions: expected a list, got 'all'"),
    ({"setup": [1]}, "setup: expected an object"),
])
def test_the_envelope_is_read_strictly(change: dict[str, Any], message: str) -> None:
    data = COUNTING.to_json(_record(1)) | change
    with pytest.raises(RecordFormatError, match=message):
        COUNTING.from_json(data)


def test_an_older_readable_version_reads_and_the_game_field_may_be_optional() -> None:
    data = COUNTING.to_json(_record(2)) | {"version": 2}
    assert COUNTING.from_json(data).actions == [2]
    data.pop("game")
    with pytest.raises(RecordFormatError, match="game: expected 'counting', got None"):
        COUNTING.from_json(data)
    lenient = RecordFormat("counting", 3, setup_to_json, setup_from_json,
                           lambda step: {"add": step}, step_from_json, Counting, Illegal,
                           readable_versions=(2,), game_optional=True)
    assert lenient.from_json(data).actions == [2]


def test_a_strict_format_refuses_an_unknown_field_of_the_envelope() -> None:
    strict = RecordFormat("counting", 3, setup_to_json, setup_from_json,
                          lambda step: {"add": step}, step_from_json, Counting, Illegal,
                          strict=True)
    data = strict.to_json(_record(1))
    assert strict.from_json(data).actions == [1]
    with pytest.raises(RecordFormatError, match="record: unexpected field 'comment'"):
        strict.from_json(data | {"comment": "hello"})
    assert COUNTING.from_json(data | {"comment": "hello"}).actions == [1]


# ---------------------------------------------------------------- the strict readers


def test_need_names_the_field_and_what_it_expected() -> None:
    assert need({"n": 3}, "n", int, "here") == 3
    assert need({"t": 3}, "t", float, "here") == 3.0
    assert need({}, "c", str, "here", default="human") == "human"
    cases = [({}, "n", int, "here: missing field 'n'"),
             ([], "n", int, "here: expected an object"),
             ({"n": True}, "n", int, "here.n: expected a whole number, got True"),
             ({"n": "3"}, "n", int, "here.n: expected a whole number, got '3'"),
             ({"t": "x"}, "t", float, "here.t: expected a number, got 'x'"),
             ({"b": 1}, "b", bool, "here.b: expected true or false, got 1"),
             ({"s": "x" * 101}, "s", str, "here.s: longer than 100 characters")]
    for data, key, kind, message in cases:
        with pytest.raises(RecordFormatError) as caught:
            need(data, key, kind, "here")
        assert str(caught.value) == message
    with pytest.raises(RecordFormatError, match="longer than 5 characters"):
        need({"s": "sixsix"}, "s", str, "here", limit=5)


def test_only_refuses_the_first_unknown_field_and_quotes_it_short() -> None:
    only({"a": 1, "b": 2}, ("a", "b"), "here")
    with pytest.raises(RecordFormatError, match="here: unexpected field 'c'"):
        only({"a": 1, "d": 0, "c": 2}, ("a",), "here")
    with pytest.raises(RecordFormatError) as caught:
        only({"z" * 500: 1}, (), "here")
    assert len(str(caught.value)) < 80


def test_enum_seat_and_seed() -> None:
    from enum import Enum

    class Colour(Enum):
        RED = "red"

    assert records.enum("red", Colour, "here") is Colour.RED
    with pytest.raises(RecordFormatError, match="here: unknown colour 'blue'"):
        records.enum("blue", Colour, "here", "colour")
    assert records.seat({"name": "Ann", "controller": "human"}, "s") == ("Ann", "human")
    with pytest.raises(RecordFormatError, match="s: expected an object with 'name'"):
        records.seat("Ann", "s")
    assert records.seed({"seed": 7}) == 7 and records.seed({}) is None
    with pytest.raises(RecordFormatError, match=r"setup\.seed: expected a whole number"):
        records.seed({"seed": True})


# ---------------------------------------------------------------- the file door


def test_files_come_in_through_the_shells_door(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    COUNTING.save(_record(1, 1), path)
    assert COUNTING.load(path) == _record(1, 1)
    with pytest.raises(RecordFormatError, match="cannot be read"):
        COUNTING.load(tmp_path / "none.json")
    path.write_text(" " * 2_001, encoding="utf-8")
    with pytest.raises(RecordFormatError, match="too big"):
        COUNTING.load(path)
    path.write_text("{nope", encoding="utf-8")
    with pytest.raises(RecordFormatError, match="not valid JSON"):
        COUNTING.load(path)
    path.write_text(json.dumps(COUNTING.to_json(_record()) | {"version": 9}), "utf-8")
    with pytest.raises(RecordFormatError, match=r"game\.json: version"):
        COUNTING.load(path)


def test_a_name_is_written_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    record = GameRecord(Setup((Seat("Zoë", "human"), Seat("Ægir", "human")), 4), [])
    COUNTING.save(record, path)
    assert "Zoë" in path.read_text(encoding="utf-8")


# ---------------------------------------------------------------- replaying


def test_replay_applies_quietly_and_names_the_first_refused_action() -> None:
    state = COUNTING.replay(_record(1, 2, 1))
    assert state.is_over and state.reported == [False, False, False]
    with pytest.raises(RecordRuleError) as caught:
        COUNTING.replay(_record(2, 1, 2))
    assert (caught.value.index, caught.value.reason) == (2, "3 + 2 passes 4")
    assert str(caught.value) == "action 2: 3 + 2 passes 4"
    worded = RecordFormat("counting", 3, setup_to_json, setup_from_json,
                          lambda step: {"add": step}, step_from_json, Counting, Illegal,
                          quiet=False, rule_error=Refused)
    with pytest.raises(Refused, match=r"step 2 is refused: 3 \+ 2 passes 4"):
        worded.replay(_record(2, 1, 2))
    assert worded.replay(_record(2, 2)).reported == [True, True]


# ---------------------------------------------------------------- the record book


class CountingBook(RecordBook):
    format = COUNTING
    bots = ("easy",)
    default_names = ("Ann", "Bob")

    def winners(self, state: Any, names: tuple[str, ...]) -> tuple[str, ...]:
        return names[:1]

    def refuse(self, record: Any) -> None:
        if record.setup.goal > 8:
            raise SaveUnusable("this copy counts to 8 at most")


def test_the_book_cleans_names_checks_bots_and_replays(tmp_path: Path) -> None:
    book = CountingBook()
    assert book.max_bytes == 2_000
    data = COUNTING.to_json(_record(1, 1, 2))
    data["setup"]["seats"][1]["name"] = "\u202e\u0000"
    record = book.from_json(data)
    assert [s.name for s in record.setup.seats] == ["Ann", "Bob"]
    outcome = book.check(record)
    assert (outcome.over, outcome.players, outcome.winners) == (True, ("Ann", "Bob"), ("Ann",))
    unfinished = book.check(book.from_json(COUNTING.to_json(_record(1))))
    assert (unfinished.over, unfinished.winners) == (False, ())
    data["setup"]["seats"][1]["controller"] = "bot:grandmaster"
    with pytest.raises(SaveUnusable, match=r"setup.seats\[1\].controller: unknown"):
        book.check(book.from_json(data))
    data["setup"]["goal"] = 9
    with pytest.raises(SaveUnusable, match="at most"):
        book.check(book.from_json(data))
    path = tmp_path / "r.json"
    book.write(_record(2), path)
    assert book.read(path) == _record(2)


# ---------------------------------------------------------------- purity


def test_the_record_shell_and_the_games_record_modules_import_no_pygame() -> None:
    code = ("import sys, game.table.records, game.race.rules.records, "
            "game.parade.rules.records, game.wordland.rules.records; "
            "print('pygame' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=True)
    assert done.stdout.strip() == "False"


# ---------------------------------------------- the word game, as strict as its doc


@pytest.mark.parametrize("where", [(), ("setup",), ("setup", "options"),
                                   ("setup", "seats", 0)])
def test_the_word_game_refuses_a_field_its_doc_does_not_name(where: tuple) -> None:
    """docs/wordland-records.md: "an unknown key ... is refused" (issue 31, item 6):
    outside the actions too, in the record, its setup, its options and its seats."""
    from game.wordland.rules.records import record_from_json

    data = record_json("wordland")
    record_from_json(data)
    changed = copy.deepcopy(data)
    target = changed
    for key in where:
        target = target[key]
    target["colour"] = "blue"
    label = ".".join(str(k) if isinstance(k, str) else f"[{k}]" for k in where) or "record"
    label = label.replace(".[", "[")
    with pytest.raises(RecordFormatError) as caught:
        record_from_json(changed)
    assert str(caught.value) == f"{label}: unexpected field 'colour'"
