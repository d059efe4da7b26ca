"""Records written before the table kit still load, replay to the same end and are
written back to the same JSON. The files in `records/` were written by each game's
record writer at the commit before the kit (`*_start.json`); `race_v1.json` is a race
record of version 1 (before the box, no ``game`` field)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.parade.saving import ParadeRecords
from game.race.room import load_board
from game.race.saving import RaceRecords
from game.wordland.saving import WordRecords

RECORDS = Path(__file__).parent / "records"

EXPECTED = {
    # file: (game, players, winners, actions)
    "race_start.json": ("race", ("Alice", "Mad Hatter"), ("Mad Hatter",), 39),
    "race_v1.json": ("race", ("Alice", "Mad Hatter"), ("Mad Hatter",), 39),
    "parade_start.json": ("parade", ("Ann", "Bea"), ("Bea",), 33),
    "wordland_start.json": ("wordland", ("Ann", "Bea", "Cy"), ("Bea",), 57),
}


def _book(game: str):
    if game == "race":
        return RaceRecords(load_board().board)
    return ParadeRecords() if game == "parade" else WordRecords()


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_record_written_before_the_kit_loads_and_replays_to_the_same_end(name: str) -> None:
    game, players, winners, actions = EXPECTED[name]
    book = _book(game)
    record = book.read(RECORDS / name)
    assert len(record.actions) == actions
    outcome = book.check(record)
    assert outcome.over
    assert outcome.players == players
    assert outcome.winners == winners


@pytest.mark.parametrize("name", ["race_start.json", "parade_start.json",
                                  "wordland_start.json"])
def test_a_record_written_before_the_kit_is_written_back_unchanged(name: str,
                                                                   tmp_path: Path) -> None:
    game = EXPECTED[name][0]
    book = _book(game)
    record = book.read(RECORDS / name)
    out = tmp_path / "again.json"
    book.write(record, out)
    assert json.loads(out.read_text(encoding="utf-8")) == json.loads(
        (RECORDS / name).read_text(encoding="utf-8"))
