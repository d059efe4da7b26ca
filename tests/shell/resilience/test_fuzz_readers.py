"""Issue 12: mutated settings, records and bytes thrown at the readers. The only answers
accepted are data or a clean refusal: `SettingsStore.load` always returns settings (a
refused file set aside), `read_json` returns or raises `UnreadableFile`, the shelf's
record reader raises nothing but ValueError-family errors and `SaveStore.load` never
raises."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.race.saving import RaceRecords
from game.shell.reading import UnreadableFile, read_json
from game.shell.saves import SaveStore, read_record
from game.shell.settings import Settings, SettingsStore, settings_to_json
from tests.shell.resilience.test_names import finished_record_json

FUZZ = settings(max_examples=80, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])

_GOOD_SETTINGS = json.dumps(settings_to_json(Settings(tables={"race": {
    "seats": [{"character": "alice", "name": "Zoë", "controller": "human"}],
    "kids": False, "open_hands": False, "climb_out": False, "first_player": None}}))).encode()
_RECORD = json.dumps(finished_record_json()).encode()

_PIECES = [b"[" * 5000, b"{" * 3000, b"9" * 6000, b"NaN", b"Infinity", b"-1e999", b"\x00",
           b"\xff\xfe", b"\xe9", b"\\ud800", b'"\\u0000"', b"null", b"true", b"[]", b"{}",
           b'"' + b"x" * 100_000 + b'"', b"\x1b[31m", b"\xef\xbb\xbf"]


_EDITS = st.lists(st.tuples(st.sampled_from(["insert", "cut", "flip", "replace"]),
                            st.integers(0, 10**6), st.sampled_from(_PIECES),
                            st.integers(1, 400), st.binary(max_size=40)),
                  min_size=1, max_size=5)
_FOLDERS = itertools.count()


def _mutated(base: bytes, edits: list) -> bytes:
    out = base
    for how, where, piece, length, noise in edits:
        at = where % (len(out) + 1)
        if how == "insert":
            out = out[:at] + piece + out[at:]
        elif how == "cut":
            out = out[:at] + out[at + length:]
        elif how == "flip" and at < len(out):
            out = out[:at] + bytes([out[at] ^ (length % 255 + 1)]) + out[at + 1:]
        else:
            out = out[:at] + noise + out[at + len(noise):]
    return out


def _fresh(tmp_path: Path) -> Path:
    folder = tmp_path / str(next(_FOLDERS))
    folder.mkdir()
    return folder


@FUZZ
@given(edits=_EDITS)
def test_mutated_settings_load_or_are_set_aside(tmp_path: Path, edits: list) -> None:
    folder = _fresh(tmp_path)
    store = SettingsStore(folder)
    store.path.write_bytes(_mutated(_GOOD_SETTINGS, edits))
    loaded = store.load()
    assert isinstance(loaded, Settings)
    if store.notice is not None:  # refused: kept aside, named
        assert not store.path.exists()
        assert any(p.name in store.notice for p in folder.glob("settings.broken-*.json"))
    from game.race.table_choice import remembered

    for seat in remembered(loaded.tables).seats:
        assert seat.name.isprintable() and len(seat.name) <= 24


@FUZZ
@given(edits=_EDITS)
def test_mutated_records_read_or_are_refused_cleanly(tmp_path: Path, edits: list) -> None:
    path = _fresh(tmp_path) / "record.json"
    path.write_bytes(_mutated(_RECORD, edits))
    try:
        read_json(path)
    except UnreadableFile as refused:
        assert str(path) in str(refused)
    book = RaceRecords(None)
    try:
        record = read_record(book, path)
        book.check(record)
    except (ValueError, TypeError, KeyError):
        pass
    else:
        assert all(s.name.isprintable() and len(s.name) <= 24 for s in record.setup.seats)


@FUZZ
@given(edits=_EDITS)
def test_a_mutated_autosave_never_stops_the_shelf(tmp_path: Path, edits: list) -> None:
    folder = _fresh(tmp_path)
    (folder / "autosave.json").write_bytes(_mutated(_RECORD, edits))
    store = SaveStore(folder, RaceRecords(None))
    resumed = store.load()
    if resumed is None and store.notice is not None:
        assert not (folder / "autosave.json").exists()
        assert len(list(folder.glob("autosave.broken-*.json"))) == 1
