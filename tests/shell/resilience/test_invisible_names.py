"""Issue 24, hole 1: a name made only of invisible characters (a word joiner, a zero-width
joiner, a soft hyphen, a variation selector, a combining grapheme joiner…) crashed the
drawing code, in a loop: from an autosave (Continue), a replay (watch), the remembered
table in the settings (New game) and a name typed into a field, in all three games.

A name is now kept only if it shows a visible character (`game.shell.names`), else the
seat's own name is used; and the text layer draws text that renders to nothing as an
empty line instead of raising."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import box
from game.app import App
from game.race.levels import Level
from game.scenes.lobby import LobbyScene
from game.scenes.title import TitleScene
from game.shell.names import MAX_NAME, clean_name, clean_typed, visible_name
from game.ui import theme
from game.ui.canvas import Canvas, Viewport
from game.ui.images import ImageCache
from game.ui.text import TextCache
from game.ui.widgets import TextInput
from tests.shell.resilience.game_records import GAMES, autosave, replay_file
from tests.shell.saves.helpers import FRAME, open_app

INVISIBLE = {
    "word_joiner": "\u2060",
    "zero_width_joiner": "\u200d",
    "soft_hyphen": "\u00ad",
    "variation_selector": "\ufe0f",
    "grapheme_joiner": "\u034f",
    "all_of_them": "\u2060\u200d\u00ad\ufe0f\u034f " * 3,
    "hangul_filler": "\u3164\u115f",
    "lone_marks": "\u0301\u0308\u20dd",
    "tags": "\U000e0041\U000e007f",
    "braille_blank": "\u2800",
    "zero_width_no_break": "\ufeff\u200b\u180e",
}


@pytest.mark.parametrize("key", sorted(INVISIBLE))
def test_a_name_with_nothing_visible_is_the_seats_own(key: str) -> None:
    assert clean_name(INVISIBLE[key]) == ""
    assert visible_name(INVISIBLE[key], "Dodo") == "Dodo"
    assert visible_name("Zo " + INVISIBLE[key] + "ë", "Dodo").replace(" ", "") == "Zoë"
    assert clean_typed(INVISIBLE[key]).strip() == ""


def test_visible_names_keep_their_accents_and_scripts() -> None:
    assert visible_name("Zoe\u0308", "x") == "Zoe\u0308"  # e + combining diaeresis
    assert visible_name("Nguye\u0302\u0303n", "x") == "Nguye\u0302\u0303n"
    assert visible_name("  Аня  李 مريم ", "x") == "Аня 李 مريم"
    assert visible_name("\u0301" * 50 + "A" + "\u0301" * 50, "x") == "A" + "\u0301" * 4
    assert len(visible_name("W" * 1000, "x")) == MAX_NAME


@pytest.fixture
def canvas() -> Canvas:
    pygame.init()
    screen = pygame.Surface((960, 540))
    return Canvas(screen, Viewport((960, 540)), TextCache(1.5), ImageCache({}))


@pytest.mark.parametrize("key", sorted(INVISIBLE))
def test_the_text_layer_draws_text_that_renders_to_nothing(canvas: Canvas, key: str) -> None:
    words = INVISIBLE[key]
    for style in (theme.BODY, theme.HEADING, theme.SMALL):
        rect = canvas.text(words, (960, 540), style, max_width=200)
        assert rect.height > 0
        canvas.text(f"{words} won", (960, 540), style)
    canvas.paragraph(words + "\n" + words, (100, 100, 400, 300), theme.BODY)
    assert canvas.wrap(words, 300, theme.BODY)


def test_typing_a_variation_selector_alone_into_a_name_field(canvas: Canvas) -> None:
    field = TextInput((0, 0, 400, 80), "", lambda value: None, max_length=MAX_NAME)
    field.focused = True
    for text in INVISIBLE.values():
        field.process_event(pygame.event.Event(pygame.TEXTINPUT, text=text))
        field.draw(canvas)
    assert field.value.strip() == ""
    field.value = "\ufe0f"  # even if something put it there: drawn, not raised
    field.draw(canvas)


@pytest.fixture
def app(level: Level, data: Path) -> Iterator[App]:
    with open_app(level, data, seed=3, window=(960, 540)) as application:
        application.catch_errors = False  # a crash fails the test instead of showing a page
        yield application


def _run(app: App, frames: int = 40) -> None:
    for _ in range(frames):
        app.step(FRAME)


def _names_on_screen(scene) -> list[str]:
    record = getattr(scene, "record", None)
    setup = record.setup if record is not None else scene.state.setup
    return [seat.name for seat in setup.seats]


@pytest.mark.parametrize("game_id", GAMES)
def test_continue_with_an_invisible_name_plays(app: App, tmp_path: Path, game_id: str) -> None:
    autosave(tmp_path / "data", game_id, (INVISIBLE["word_joiner"],))
    game = box.find(game_id)
    app.push(TitleScene(app))
    app.push(LobbyScene(app, game))
    assert app.top.saved is not None
    app.top.continue_game()
    _run(app)
    assert app.top.name != "lobby" and app.notice is None
    assert all(name.strip() for name in _names_on_screen(app.scenes[2]))


@pytest.mark.parametrize("game_id", GAMES)
def test_watching_a_replay_with_an_invisible_name(app: App, tmp_path: Path,
                                                  game_id: str) -> None:
    replay_file(tmp_path / "data", game_id, (INVISIBLE["variation_selector"],))
    game = box.find(game_id)
    app.push(TitleScene(app))
    app.push(LobbyScene(app, game))
    app.top.open_replays()
    _run(app, 3)
    items = app.top.items
    assert len(items) == 1 and items[0].players[0].strip()
    app.top.watch(items[0])
    _run(app)
    assert app.top.name not in ("replays", "lobby")


TABLES = {
    "race": {"seats": [{"character": "alice", "name": "\u2060", "controller": "human"},
                       {"character": "hatter", "name": "\ufe0f", "controller": "bot:easy"}],
             "kids": False, "open_hands": False, "climb_out": False, "first_player": None},
    "parade": {"seats": [{"name": "\u2060", "controller": "human", "character": "alice"},
                         {"name": "\ufe0f", "controller": "bot:easy", "character": "hatter"}],
               "first_seat": 0, "two_player_majority": True},
    "wordland": {"seats": [{"name": "\u2060", "controller": "human"},
                           {"name": "\ufe0f", "controller": "bot:easy"},
                           {"name": "\u00ad", "controller": "bot:easy"}],
                 "first_seat": 0, "mode": "type", "timer": 15.0, "language": "en",
                 "kids": False, "easier": False, "harder": False},
}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_remembered_table_with_invisible_names_sets_up(app: App, game_id: str) -> None:
    app.update_settings(app.settings.with_table(game_id, TABLES[game_id]))
    app.push(TitleScene(app))
    app.push(box.find(game_id).new_game(app))
    _run(app, 3)
    app.top.start()
    _run(app)
    assert app.top.name == "play"
    names = _names_on_screen(app.top)
    assert all(name.strip() and clean_name(name) == name for name in names)
