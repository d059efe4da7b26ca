"""Issue 12: a name holding NUL, a lone surrogate, escape sequences, an RTL override or a
million characters never crashes a screen and is never obeyed by a terminal: names are
cleaned where they come in (`game.shell.names`), printed text is escaped."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from game.__main__ import main as wonderland
from game.app import App
from game.race.contract import GAME as RACE
from game.race.levels import Level
from game.race.room import load_board
from game.race.rules.records import (
    MAX_TEXT,
    GameRecord,
    RecordFormatError,
    record_from_json,
    record_to_json,
)
from game.race.rules.setup import deal, default_seats
from game.race.rules.state import GameState
from game.scenes.lobby import LobbyScene
from game.scenes.replays import ReplaysScene
from game.scenes.title import TitleScene
from game.shell.names import MAX_NAME, clean_name, for_terminal
from game.shell.settings import Settings
from game.ui.widgets import TextInput
from tests.helpers.playouts import random_playout
from tests.shell.saves.helpers import FRAME

EVIL_NAMES = {
    "nul": "Ann\x00ie",
    "lone_surrogate": "Bea\ud800trice",
    "escape_sequence": "\x1b[2J\x1b[31mCy",
    "rtl_override": "Di\u202eevil",
    "million": "M" * 1_000_000,
    "newlines": "E\nv\re",
}


def finished_record_json(names: tuple[str, ...] = ("Ann", "Bea")) -> dict:
    """A finished two-player race's record as JSON, its seats named `names`."""
    rng = random.Random(5)
    board = load_board().board
    setup = deal(board, default_seats(len(names)), rng, seed=5)
    record, _ = random_playout(GameState.start, GameRecord, setup, rng, report=False)
    data = record_to_json(record)
    for seat, name in zip(data["setup"]["players"], names, strict=True):
        seat["name"] = name
    return data


def _write(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    # ensure_ascii keeps lone surrogates writable (as \ud800 escapes), as an editor might
    path.write_text(json.dumps(data), encoding="utf-8")


def _safe(name: str) -> bool:
    return (0 < len(name) <= MAX_NAME and name.isprintable()
            and "\u202e" not in name and all(not 0xD800 <= ord(c) <= 0xDFFF for c in name))


@pytest.mark.parametrize("key", sorted(EVIL_NAMES))
def test_clean_name_keeps_only_drawable_text(key: str) -> None:
    assert _safe(clean_name(EVIL_NAMES[key]))


def test_clean_name_keeps_ordinary_names() -> None:
    assert clean_name("  Zoë  d'Arc ") == "Zoë d'Arc"
    assert clean_name("Аня 李 مريم") == "Аня 李 مريم"


@pytest.mark.parametrize("key", sorted(EVIL_NAMES))
def test_a_record_reader_cleans_names(key: str) -> None:
    data = finished_record_json((EVIL_NAMES[key], "Bea"))
    if len(EVIL_NAMES[key]) > MAX_TEXT:  # issue 24: every text field has a cap
        with pytest.raises(RecordFormatError, match="longer than 100 characters"):
            record_from_json(json.loads(json.dumps(data)))
        return
    record = record_from_json(json.loads(json.dumps(data)))
    assert _safe(record.setup.seats[0].name)


@pytest.fixture
def app(level: Level, tmp_path: Path):
    from tests.shell.saves.helpers import close_app, make_app

    application = make_app(level, tmp_path / "data" / "race")
    application.catch_errors = False
    yield application
    close_app(application)
    pygame.quit()


@pytest.mark.parametrize("key", sorted(EVIL_NAMES))
def test_a_replay_with_a_bad_name_opens_in_the_list(app: App, tmp_path: Path, key: str) -> None:
    data = tmp_path / "data" / "race"
    _write(data / "replays" / "20250101-120000-00.json",
           finished_record_json((EVIL_NAMES[key], "Bea")))
    app.push(TitleScene(app))
    app.push(LobbyScene(app, RACE))
    app.top.open_replays()
    assert isinstance(app.top, ReplaysScene)
    if len(EVIL_NAMES[key]) > MAX_TEXT:  # issue 24: refused by the cap, set aside
        assert app.top.items == [] and ".broken-" in (app.notice or "")
        return
    assert len(app.top.items) == 1 and _safe(app.top.items[0].players[0])
    for _ in range(3):
        app.step(FRAME)
    app.top.watch(app.top.items[0])
    for _ in range(30):
        app.step(FRAME)


@pytest.mark.parametrize("key", ["nul", "lone_surrogate", "million"])
def test_continue_with_a_bad_name_plays(app: App, tmp_path: Path, key: str) -> None:
    data = finished_record_json((EVIL_NAMES[key], "Bea"))
    data["actions"] = data["actions"][:6]
    _write(tmp_path / "data" / "race" / "autosave.json", data)
    app.push(TitleScene(app))
    app.push(LobbyScene(app, RACE))
    if len(EVIL_NAMES[key]) > MAX_TEXT:  # issue 24: refused by the cap, set aside
        assert app.top.saved is None and "autosave.broken-" in (app.notice or "")
        return
    assert app.top.saved is not None
    app.top.continue_game()
    for _ in range(30):
        app.step(FRAME)
    assert app.top.name == "play"


@pytest.mark.parametrize("key", ["nul", "lone_surrogate", "million"])
def test_a_remembered_table_with_a_bad_name_sets_up(level: Level, key: str) -> None:
    from game.race.room import RaceRoom

    pygame.init()
    table = {"seats": [{"character": "alice", "name": EVIL_NAMES[key], "controller": "human"},
                       {"character": "hatter", "name": "Hat", "controller": "bot:random"}],
             "kids": False, "open_hands": False, "climb_out": False, "first_player": None}
    app = App(None, Settings(tables={"race": table}), window=(960, 540),
              rooms={"race": RaceRoom(level)})
    app.catch_errors = False
    app.push(TitleScene(app))
    app.push(RACE.new_game(app))
    for _ in range(3):
        app.step(FRAME)
    app.top.start()
    for _ in range(10):
        app.step(FRAME)
    assert app.top.name == "play"
    app.top.close()
    pygame.quit()


def test_typing_a_nul_or_a_surrogate_into_a_name_keeps_it_clean() -> None:
    pygame.init()
    field = TextInput((0, 0, 300, 60), "", lambda value: None, max_length=MAX_NAME)
    field.focused = True
    for text in ("Zo", "\x00", "\ud83d", "ë", "\u202e", "\x1b", "x" * 100):
        field.process_event(pygame.event.Event(pygame.TEXTINPUT, text=text))
    assert field.value.startswith("Zoë") and _safe(field.value)


def test_replay_prints_names_escaped(tmp_path: Path, capsys) -> None:
    path = tmp_path / "record.json"
    data = finished_record_json(("Ann", "Bea"))
    text = json.dumps(data).replace('"Ann"', json.dumps("\x1b]0;pwned\x07Ann\u202e"))
    path.write_text(text, encoding="utf-8")
    assert wonderland(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\u202e" not in out and "\x07" not in out


def test_for_terminal_shows_what_it_would_have_obeyed() -> None:
    assert for_terminal("a\x1b[31mb\u202ec\ud800") == "a\\x1b[31mb\\u202ec\\ud800"
    assert len(for_terminal("x" * 5_000_000)) < 5000
