"""The table kit's seat setup (`game.table.setup`): seats added and removed within the
game's counts, the first player following the seats, characters swapped with the names
that follow them, a text field taking keys first, Back and Start! (the table remembered,
dealt with a fresh seed, handed to the game's play scene); and the three games' setup
screens built on it."""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass, replace
from typing import Any

import pygame
import pytest

from game.scenes.base import Scene
from game.table import setup as kit
from game.table.setup import SeatSetup
from game.ui.widgets import Button, TextInput

# ---------------------------------------------------------------- the helpers


def test_the_first_player_follows_the_seats() -> None:
    assert kit.first_after_removal(3, 1, 0) == 2  # a seat before moves them up
    assert kit.first_after_removal(1, 3, 0) == 1  # a seat after: no change
    assert kit.first_after_removal(2, 2, 0) == 0  # the one removed: the game's default
    assert kit.first_after_removal(2, 2, None) is None
    assert kit.first_after_removal(None, 0, None) is None  # at random stays
    assert kit.first_after_removal(-1, 0, -1) == -1


@dataclass(frozen=True)
class Chair:
    name: str
    controller: str = "human"
    character: str = "alice"


DEFAULTS = {"alice": "Alice", "hatter": "Hatter", "hare": "Hare"}


def _is_default(name: str, character: str) -> bool:
    return name == DEFAULTS[character]


def test_two_seats_never_share_a_character_and_default_names_follow() -> None:
    seats = [Chair("Alice", character="alice"), Chair("Hatter", "bot:easy", "hatter"),
             Chair("Mia", character="hare")]
    swapped = kit.swap_character(seats, 0, "hatter", _is_default, DEFAULTS.__getitem__)
    assert swapped == [Chair("Hatter", character="hatter"),
                       Chair("Alice", "bot:easy", "alice"), seats[2]]
    typed = kit.swap_character(seats, 2, "alice", _is_default, DEFAULTS.__getitem__)
    assert typed == [Chair("Hare", character="hare"), seats[1],
                     Chair("Mia", character="alice")]


def test_free_and_controllers() -> None:
    assert kit.free(("a", "b", "c"), {"a", "c"}) == "b"
    assert kit.free(("a",), {"a"}) is None
    assert kit.controllers(("easy", "medium", "hard", "expert")) == [
        "human", "bot:easy", "bot:medium", "bot:hard", "bot:expert"]


# ---------------------------------------------------------------- a toy game's setup


@dataclass(frozen=True)
class ToyChoice:
    seats: tuple[Chair, ...]
    first_seat: int = 0
    loud: bool = False


class Played(Scene):
    def __init__(self, app, setup: Any, seed: int) -> None:
        super().__init__(app)
        self.setup, self.seed = setup, seed


class ToySetup(SeatSetup):
    game_id = "toy"
    min_players = 2
    max_players = 3
    keep = ("welcomed",)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.choice = ToyChoice((Chair("Alice"), Chair("Hatter", "bot:easy", "hatter")))
        self.tidied = 0
        self.rebuild()

    def tidy(self, choice: ToyChoice) -> ToyChoice:
        self.tidied += 1
        return choice

    def new_seat(self) -> Chair:
        character = kit.free(tuple(DEFAULTS), {s.character for s in self.choice.seats})
        return Chair(DEFAULTS[character], "bot:easy", character)

    def is_default_name(self, name: str, character: str) -> bool:
        return _is_default(name, character)

    def default_name(self, character: str) -> str:
        return DEFAULTS[character]

    def table_json(self) -> dict[str, Any]:
        return {"seats": [s.name for s in self.choice.seats], "loud": self.choice.loud}

    def deal(self, rng: random.Random, seed: int) -> Any:
        return ("dealt", rng.random(), seed)

    def play_scene(self, setup: Any, seed: int) -> Scene:
        return Played(self.app, setup, seed)

    def rebuild(self) -> None:
        self.widgets = []
        for i, seat in enumerate(self.choice.seats):
            self.widgets.append(TextInput((10, 10 + 70 * i, 200, 60), seat.name,
                                          lambda v, i=i: self._set_seat(i, name=v)))
            self.remove_button(i, (220, 10 + 70 * i, 100, 60))
        self.add_button((10, 10 + 70 * len(self.choice.seats), 200, 60))
        self.footer()


def _labels(scene: SeatSetup) -> list[str]:
    return [w.label for w in scene.widgets if isinstance(w, Button)]


def test_seats_are_added_and_removed_within_the_games_counts(app) -> None:
    scene = ToySetup(app)
    app.push(scene)
    assert _labels(scene) == ["+ Add a player", "Back", "Start!"]  # 2 seats: none removed
    scene._add_seat()
    assert scene.choice.seats[-1] == Chair("Hare", "bot:easy", "hare")
    assert _labels(scene) == ["Remove"] * 3 + ["Back", "Start!"]  # 3 seats: none added
    scene._set(first_seat=2)
    scene._remove_seat(0)
    assert scene.choice.first_seat == 1 and len(scene.choice.seats) == 2
    assert scene.tidied == 3
    assert scene.start_button.label == "Start!"
    assert [w.rect.y for w in scene.widgets if isinstance(w, Button)][-1] == 900


def test_a_typed_name_keeps_the_screen_a_chosen_character_lays_it_out_again(app) -> None:
    scene = ToySetup(app)
    app.push(scene)
    widgets = scene.widgets
    scene._set_seat(0, name="Zoé")
    assert scene.widgets is widgets and scene.choice.seats[0].name == "Zoé"
    scene._set_seat(1, character="alice")
    assert scene.widgets is not widgets
    assert [(s.name, s.character) for s in scene.choice.seats] == [
        ("Zoé", "hatter"), ("Alice", "alice")]


def test_a_focused_text_field_takes_the_keys_first(app) -> None:
    scene = ToySetup(app)
    app.push(scene)
    field = scene.widgets[0]
    assert isinstance(field, TextInput)
    field.focused = True
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    assert scene.process_event(escape) is None
    assert app.scenes[-1] is scene and not field.focused


def test_start_remembers_the_table_deals_with_a_fresh_seed_and_plays(app) -> None:
    app.update_settings(app.settings.with_table("toy", {"welcomed": True, "old": 1}))
    scene = ToySetup(app)
    app.push(scene)
    scene.choice = replace(scene.choice, loud=True)
    scene.start()
    played = app.scenes[-1]
    assert isinstance(played, Played)
    assert app.settings.tables["toy"] == {"seats": ["Alice", "Hatter"], "loud": True,
                                          "welcomed": True}
    tag, drawn, seed = played.setup
    assert tag == "dealt" and seed == played.seed and drawn == random.Random(seed).random()


# ---------------------------------------------------------------- the three games


GAMES = ("race", "parade", "wordland")


@pytest.mark.parametrize("game", GAMES)
def test_each_games_setup_is_the_kits_and_starts_a_game(app, game: str) -> None:
    module = importlib.import_module(f"game.{game}.scenes.setup")
    scene = module.SetupScene(app)
    assert isinstance(scene, SeatSetup)
    app.push(scene)
    seats = len(scene.choice.seats)
    while len(scene.choice.seats) < scene.max_players:
        scene._add_seat()
    assert len({s.name for s in scene.choice.seats}) == scene.max_players
    while len(scene.choice.seats) > scene.min_players:
        scene._remove_seat(len(scene.choice.seats) - 1)
    while len(scene.choice.seats) < seats:
        scene._add_seat()
    scene.start()
    assert app.scenes[-1].name == "play"
    table_choice = importlib.import_module(f"game.{game}.table_choice")
    assert table_choice.remembered(app.settings.tables).seats == scene.choice.seats
