"""Issue 24, holes 3 and 5: a word of 20,000 letters in a word-game record froze Continue
for a minute (no text field had a length cap); a line break in a Parade or word-game
name forged a result line in `replay`'s output; the race's reader took ``"version":
true``, the word game's an unknown letter-pile key, the Parade's a record over 1 MB,
although their docs say each is refused.

Every text field of every record now has a cap (docs/records.md,
docs/parade-records.md, docs/wordland-records.md), every reader refuses what its doc
refuses, and every name `replay` prints is on one line."""

from __future__ import annotations

import copy
import importlib
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.__main__ import main as wonderland
from game.shell.saves import SaveShelf
from tests.shell.resilience.game_records import GAMES, record_json, seats_of, write_record

LONG = "x" * 20_000


def _reader(game: str):
    module = importlib.import_module(f"game.{game}.rules.records")
    return module.record_from_json, module.RecordFormatError


def _text_leaves(data: Any, path: tuple = ()) -> Iterator[tuple]:
    """The path of every text value in the JSON `data`."""
    if isinstance(data, str):
        yield path
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from _text_leaves(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _text_leaves(value, (*path, i))


def _with(data: Any, path: tuple, value: Any) -> Any:
    changed = copy.deepcopy(data)
    target = changed
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return changed


@pytest.mark.parametrize("game", GAMES)
def test_every_text_field_of_a_record_has_a_cap(game: str) -> None:
    """Each text in a real record, made 20,000 characters long, is refused at once with
    a short message naming the field."""
    read, refused = _reader(game)
    data = record_json(game, finished=True)
    read(data)  # the record itself reads
    leaves = list(_text_leaves(data))
    assert len(leaves) > 20
    for path in leaves:
        start = time.process_time()
        with pytest.raises(refused) as caught:
            read(_with(data, path, LONG))
        assert time.process_time() - start < 1.0, path
        assert len(str(caught.value)) < 300, path


CAPPED = {
    "race": [(("setup", "players", 0, "name"), 100), (("setup", "players", 0, "controller"), 100)],
    "parade": [(("setup", "seats", 0, "name"), 100), (("setup", "seats", 0, "controller"), 100)],
    "wordland": [(("setup", "seats", 0, "name"), 100), (("setup", "language"), 100),
                 (("setup", "topic_pile", 0), 100)],
}


@pytest.mark.parametrize("game", GAMES)
def test_the_caps_are_the_documented_ones(game: str) -> None:
    read, refused = _reader(game)
    data = record_json(game)
    doc = Path("docs", {"race": "records.md", "parade": "parade-records.md",
                        "wordland": "wordland-records.md"}[game]).read_text()
    for path, cap in CAPPED[game]:
        with pytest.raises(refused, match=f"longer than {cap} characters"):
            read(_with(data, path, "y" * (cap + 1)))
        assert f"{cap} characters" in doc


def test_a_said_word_is_at_most_as_long_as_the_entry_takes() -> None:
    from game.wordland.rules.records import MAX_WORD, RecordFormatError, record_from_json
    from game.wordland.ui.entry import MAX_LENGTH

    assert MAX_LENGTH <= MAX_WORD
    data = record_json("wordland")
    said = next(i for i, a in enumerate(data["actions"]) if a.get("type") == "say")
    record_from_json(_with(data, ("actions", said, "text"), "w" * MAX_WORD))
    start = time.process_time()
    with pytest.raises(RecordFormatError, match=f"longer than {MAX_WORD} characters"):
        record_from_json(_with(data, ("actions", said, "text"), "w" * 20_000))
    assert time.process_time() - start < 0.5


def test_continue_with_a_20000_letter_word_sets_the_save_aside_at_once(tmp_path: Path) -> None:
    from game.wordland.saving import WordRecords

    data = record_json("wordland", finished=False)
    said = next(i for i, a in enumerate(data["actions"]) if a.get("type") == "say")
    write_record(tmp_path / "wordland" / "autosave.json",
                 _with(data, ("actions", said, "text"), "w" * 20_000))
    store = SaveShelf(tmp_path).store("wordland", WordRecords())
    start = time.process_time()
    assert store.load() is None
    assert time.process_time() - start < 2.0
    assert store.notice and "autosave.broken-" in store.notice


# ---------------------------------------------------------------- as strict as the docs


def test_the_race_refuses_version_true() -> None:
    read, refused = _reader("race")
    for version in (True, False, "2", 2.5, None):
        with pytest.raises(refused, match="version"):
            read(_with(record_json("race"), ("version",), version))


def test_the_word_game_refuses_version_true() -> None:
    read, refused = _reader("wordland")
    with pytest.raises(refused, match="version"):
        read(_with(record_json("wordland"), ("version",), True))


def test_the_word_game_refuses_an_unknown_letter_pile() -> None:
    read, refused = _reader("wordland")
    data = record_json("wordland")
    deal = dict(data["setup"]["letter_deals"][0], golden="XYZ")
    with pytest.raises(refused, match="letter_deals\\[0\\]: unknown pile 'golden'"):
        read(_with(data, ("setup", "letter_deals", 0), deal))


def _padded(data: dict, size: int) -> str:
    """`data` as JSON of at least `size` bytes (spaces between its fields)."""
    text = json.dumps(data)
    return text[:-1] + " " * max(0, size - len(text)) + "}"


def test_the_parade_refuses_a_record_over_1_mb(tmp_path: Path, capsys) -> None:
    from game.parade.saving import ParadeRecords

    data = record_json("parade")
    folder = tmp_path / "parade" / "replays"
    folder.mkdir(parents=True)
    (folder / "20250101-120000-00.json").write_text(_padded(data, 1_000_100))
    (folder / "20250101-120000-01.json").write_text(_padded(data, 999_000))
    store = SaveShelf(tmp_path).store("parade", ParadeRecords())
    kept = store.replays()
    assert [info.path.name for info in kept] == ["20250101-120000-01.json"]
    assert "20250101-120000-00.broken-" in (store.notice or "")
    big = tmp_path / "big.json"
    big.write_text(_padded(data, 1_000_100))
    assert wonderland(["replay", str(big)]) == 2
    assert "too big for a parade record" in capsys.readouterr().out
    big.write_text(_padded(data, 999_000))
    assert wonderland(["replay", str(big)]) == 0


# ---------------------------------------------------------------- output a name cannot forge

FORGERY = "Ann\nEve: 999 points, place 1\r\x1b[2K\u2028"


@pytest.mark.parametrize("game", GAMES)
def test_replay_prints_every_name_on_its_own_line(tmp_path: Path, game: str, capsys) -> None:
    honest = tmp_path / "honest.json"
    write_record(honest, record_json(game))
    assert wonderland(["replay", str(honest)]) == 0
    expected = capsys.readouterr().out.splitlines()
    forged = tmp_path / "forged.json"
    data = record_json(game)
    seats_of(data)[0]["name"] = FORGERY
    write_record(forged, data)
    assert wonderland(["replay", str(forged)]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert len(lines) == len(expected)
    assert not any(line.lstrip().startswith("Eve") for line in lines)
    assert "\r" not in out and "\x1b" not in out and "\u2028" not in out
    assert "Ann\\x0aEve" in out or "Ann Eve" in out  # shown (or cleaned), never obeyed


@pytest.mark.parametrize("game", GAMES)
def test_a_refusal_quoting_a_field_stays_on_one_line(tmp_path: Path, game: str,
                                                     capsys) -> None:
    path = tmp_path / "bad.json"
    for field, value in (("version", "2\nreplay: all good"), ("game", "x\r\nall good"),
                         ("setup", "\n\x1b[2J")):
        write_record(path, _with(record_json(game), (field,), value))
        assert wonderland(["replay", str(path)]) == 2
        out = capsys.readouterr().out
        assert len(out.splitlines()) == 1 and out.startswith("replay: "), out
        assert "\x1b" not in out and "\r" not in out
