"""The shared record book of the seated games: names cleaned on the way in, unknown bots
refused, files refused at the door with the game's own error."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.parade.rules.records import GameRecord, RecordFormatError, record_to_json
from game.parade.rules.setup import deal, default_seats
from game.parade.saving import ParadeRecords
from game.shell.saves import SaveUnusable


def _record() -> dict:
    return record_to_json(GameRecord(deal(default_seats(3), random.Random(4), seed=4)))


def test_names_are_cleaned_when_read(tmp_path: Path) -> None:
    data = _record()
    data["setup"]["seats"][0]["name"] = "Zo\u0000\u202ee" + "x" * 40
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    name = ParadeRecords().read(path).setup.seats[0].name
    assert "\u0000" not in name and "\u202e" not in name and len(name) <= 24


def test_an_unknown_bot_makes_a_record_unusable() -> None:
    data = _record()
    data["setup"]["seats"][1]["controller"] = "bot:grandmaster"
    book = ParadeRecords()
    with pytest.raises(SaveUnusable, match="grandmaster"):
        book.check(book.from_json(data))


def test_a_missing_or_hostile_file_is_the_games_format_error(tmp_path: Path) -> None:
    book = ParadeRecords()
    with pytest.raises(RecordFormatError, match="no such file"):
        book.read(tmp_path / "none.json")
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 10_000 + "]" * 10_000, encoding="utf-8")
    with pytest.raises(RecordFormatError):
        book.read(deep)
