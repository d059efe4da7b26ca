"""A household player at a seat in one click, in every game's setup (issue 34 item 1,
`game.table.seat_players` composed by the kit's `SeatSetup`): the panel opens beside a
person's name field, one click on a chip seats that player (name; character, or the
character of their favourite colour, where the game has characters), a name typed at
the seat can be kept as a player, bots' seats and empty households open nothing; and
the panel keeps its words whole at every size, in English and French, at 100 and 150 %
text with 6 Parade seats and 8 word-game seats."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.shell import history_feed as feed
from game.shell.history import Player
from game.shell.saves import SaveShelf
from game.shell.settings import Settings
from game.table.seat_players import COLOUR_CHARACTER, seat_character
from tests.shell.history.apps import app_keeping_files
from tests.shell.layout_check import layout_failures


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    yield from app_keeping_files(tmp_path, monkeypatch)


def _setup(app: App, game: str):
    scene = importlib.import_module(f"game.{game}.scenes.setup").SetupScene(app)
    app.reset_to(scene)
    return scene


def _person(scene, seat: int) -> None:
    seats = list(scene.choice.seats)
    seats[seat] = replace(seats[seat], controller="human")
    scene._set(seats=tuple(seats))


def _click(scene, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.process_event(pygame.event.Event(kind, pos=pos, button=1))


def _chip(scene, name: str) -> pygame.Rect:
    return next(rect for rect, p in scene.seat_players.chips if p.name == name)


@pytest.mark.parametrize("game", ["race", "parade", "wordland"])
def test_one_click_on_a_chip_seats_a_household_player(app: App, game: str) -> None:
    feed.remember_player(app, "Gran", "queen", "purple")
    feed.remember_player(app, "Léo", "", "green")
    scene = _setup(app, game)
    _person(scene, 1)
    assert not scene.seat_players.showing
    _click(scene, scene.seat_fields()[1].rect.center)  # editing the seat's name
    assert scene.seat_players.showing
    assert [p.name for _r, p in scene.seat_players.chips] == ["Gran", "Léo"]
    _click(scene, _chip(scene, "Gran").center)  # the one click
    seat = scene.choice.seats[1]
    assert seat.name == "Gran" and not scene.seat_players.showing
    if game == "wordland":
        assert not hasattr(seat, "character")
    else:
        assert seat.character == "queen"  # her favourite character
        assert len({s.character for s in scene.choice.seats}) == len(scene.choice.seats)
    # a seated player is not offered again at another seat
    _person(scene, 0)
    _click(scene, scene.seat_fields()[0].rect.center)
    assert [p.name for _r, p in scene.seat_players.chips] == ["Léo"]
    _click(scene, _chip(scene, "Léo").center)
    if game != "wordland":  # no favourite character: the character of his colour
        assert scene.choice.seats[0].character == "hatter"
    assert scene.choice.seats[0].name == "Léo"


def test_a_favourite_colour_gives_a_character_only_where_the_game_has_it() -> None:
    parade = ("alice", "hatter", "hare", "queen", "cheshire", "rabbit")
    race = ("alice", "hatter", "hare", "queen")
    assert seat_character(Player(1, "Mia", "", "pink"), parade) == "cheshire"
    assert seat_character(Player(1, "Mia", "", "pink"), race) == ""  # the seat keeps its own
    assert seat_character(Player(1, "Mia", "cheshire", "blue"), race) == "alice"
    assert seat_character(Player(1, "Mia", "rabbit", "blue"), ()) == ""
    assert set(COLOUR_CHARACTER.values()) <= set(parade)


def test_a_name_typed_at_a_seat_can_be_kept_as_a_player(app: App) -> None:
    scene = _setup(app, "parade")
    _person(scene, 2)
    field = scene.seat_fields()[2]
    _click(scene, field.rect.center)
    assert not scene.seat_players.showing, "nothing to offer: nothing opens (no nagging)"
    for _ in range(len(field.value)):
        scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE,
                                               mod=0, unicode=""))
    scene.process_event(pygame.event.Event(pygame.TEXTINPUT, text="Bérénice"))
    assert scene.choice.seats[2].name == "Bérénice"
    keep = scene.seat_players.keep_rect
    assert scene.seat_players.showing and keep is not None
    _click(scene, keep.center)
    kept = feed.household_players(app)
    assert [(p.name, p.character) for p in kept] == [("Bérénice", scene.choice.seats[2].character)]
    assert scene.seat_players.keep_rect is None  # kept once, not offered again
    assert "Bérénice" in (app.notice or "")


def test_no_panel_at_a_bots_seat_nor_without_players(app: App, tmp_path: Path) -> None:
    feed.remember_player(app, "Gran", "queen")
    scene = _setup(app, "parade")
    seats = list(scene.choice.seats)
    seats[1] = replace(seats[1], controller="bot:easy")
    scene._set(seats=tuple(seats))
    _click(scene, scene.seat_fields()[1].rect.center)
    assert not scene.seat_players.showing
    no_files = App(None, Settings(language="en"), window=(960, 540), seed=3)
    bare = _setup(no_files, "race")
    _click(bare, bare.seat_fields()[0].rect.center)
    assert not bare.seat_players.showing


def test_a_click_outside_closes_the_panel_and_clicks_inside_do_not_fall_through(
        app: App) -> None:
    for n in range(8):
        feed.remember_player(app, f"Cousin {n + 1}")
    scene = _setup(app, "wordland")
    _click(scene, scene.seat_fields()[0].rect.center)
    panel = scene.seat_players
    assert panel.showing and len(panel.chips) == 6 and panel.more_rect is not None
    before = scene.choice
    _click(scene, panel.more_rect.center)  # the next page, nothing under it changes
    assert [p.name for _r, p in panel.chips] == ["Cousin 7", "Cousin 8"]
    assert scene.choice == before and panel.showing
    _click(scene, (1900, 20))
    assert not panel.showing


# ---------------------------------------------------------------- layout

PLAYERS = (("Ann", "alice", "blue"), ("Grandmother Josephine", "queen", "purple"),
           ("Léo", "", "green"), ("Dad", "rabbit", ""), ("Cousin Bartholomew", "cheshire",
                                                           "pink"),
           ("Mia", "", "red"), ("Uncle Tom", "hare", ""))


@dataclass(frozen=True)
class State:
    name: str
    build: Callable[[Any], Any]


def _open_at(game: str, seats: int, seat: int, typed: str = ""):
    def build(app):
        scene = importlib.import_module(f"game.{game}.scenes.setup").SetupScene(app)
        while len(scene.choice.seats) < seats:
            scene._add_seat()
        _person(scene, seat)
        scene.seat_players.household = [Player(i, n, c, col)
                                         for i, (n, c, col) in enumerate(PLAYERS)]
        if typed:
            scene._set_seat(seat, name=typed)
        scene.seat_fields()[seat].focused = True
        scene._follow_fields()
        assert scene.seat_players.showing
        scene.seat_players.hot = 1  # the keyboard's ring on a chip
        app.reset_to(scene)
        return scene
    return build


def states() -> list[State]:
    found = []
    for game, seats in (("parade", 6), ("wordland", 8), ("race", 4)):
        for seat in (0, seats - 1):
            found.append(State(f"{game} {seats} seats, seat {seat + 1}",
                               _open_at(game, seats, seat)))
        found.append(State(f"{game} keep a typed name", _open_at(game, seats, 1,
                                                                "Bérénice-Anne")))
    return found


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_household_panel_keeps_its_words_whole(size, tmp_path: Path) -> None:
    looks = [(lang, text) for lang in ("en", "fr") for text in (100, 150)]
    failures = layout_failures(size, looks, states(), saves=SaveShelf(tmp_path / "data"))
    assert not failures, f"{len(failures)} layout problems:\n" + "\n".join(failures[:40])


def test_the_keyboard_reaches_the_chips(app: App) -> None:
    feed.remember_player(app, "Gran", "queen")
    feed.remember_player(app, "Léo", "", "green")
    scene = _setup(app, "race")
    field = scene.seat_fields()[0]
    field.activate()  # Enter on the focused field, as Tab then Enter does
    scene.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0),
                                           buttons=(0, 0, 0)))
    panel = scene.seat_players
    assert panel.showing and panel.hot is None

    def key(k: int) -> None:
        scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))

    key(pygame.K_DOWN)
    key(pygame.K_DOWN)
    assert panel.hot == 1
    key(pygame.K_UP)
    key(pygame.K_UP)
    assert panel.hot is None and field.focused, "back to typing"
    key(pygame.K_DOWN)
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)
    assert scene.choice.seats[0].name == "Léo" and scene.choice.seats[0].character == "hatter"
    assert not panel.showing
