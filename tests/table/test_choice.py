"""The table kit's remembered tables (`game.table.choice`): read forgivingly, strict
readers naming the field, written back keeping the other screens' flags; and each game's
`table_choice` built on it."""

from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

import pytest

from game.shell.settings import Settings
from game.table import choice

GAMES = ("race", "parade", "wordland")


@dataclass(frozen=True)
class Toy:
    size: int = 3


def _read(data: Any) -> Toy:
    return Toy(choice.seat_number(choice.table(data), "size"))


def test_a_remembered_table_is_read_or_the_default_is_given(caplog) -> None:
    assert choice.remembered({}, "toy", _read, Toy) == Toy()
    assert choice.remembered({"toy": {"size": 5}}, "toy", _read, Toy) == Toy(5)
    with caplog.at_level(logging.INFO, logger="game.table.choice"):
        assert choice.remembered({"toy": {"size": "five"}}, "toy", _read, Toy) == Toy()
        assert choice.remembered({"toy": [1]}, "toy", _read, Toy) == Toy()
    assert "the remembered toy table is not usable (size: expected a seat number)" in \
        caplog.text
    assert "(not an object)" in caplog.text


@pytest.mark.parametrize(("reader", "data", "message"), [
    (lambda d: choice.seats(d, ("name", "controller")), {"seats": {}}, "seats: expected a list"),
    (lambda d: choice.seats(d, ("name", "controller")), {"seats": [{"name": "A"}]},
     r"seats\[0\]: expected name and controller"),
    (lambda d: choice.seats(d, ("character", "name", "controller")), {"seats": ["x"]},
     r"seats\[0\]: expected character, name and controller"),
    (lambda d: choice.flag(d, "kids"), {"kids": 1}, "kids: expected true or false"),
    (lambda d: choice.seat_number(d, "first"), {"first": True}, "first: expected a seat"),
    (lambda d: choice.number(d, "timer"), {"timer": "10"}, "timer: expected a number"),
    (lambda d: choice.number(d, "timer"), {"timer": False}, "timer: expected a number"),
    (lambda d: choice.text(d, "mode"), {}, "mode: expected a string"),
])
def test_the_strict_readers_name_the_field(reader, data: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        reader(data)


def test_the_strict_readers_give_what_they_read() -> None:
    data = {"seats": [{"name": "A", "controller": "human"}], "kids": False, "first": 2,
            "timer": 15, "mode": "say"}
    assert choice.seats(data, ("name", "controller")) == data["seats"]
    assert choice.flag(data, "kids") is False
    assert choice.seat_number(data, "first") == 2
    assert choice.number(data, "timer") == 15.0
    assert choice.text(data, "mode") == "say"
    assert choice.controllers(("easy", "hard")) == ["human", "bot:easy", "bot:hard"]


def test_remembering_a_table_keeps_the_flags_other_screens_keep() -> None:
    app = SimpleNamespace(settings=Settings().with_table(
        "toy", {"size": 2, "welcomed": True, "coach": ["x"], "shown": "yes"}))
    app.update_settings = lambda settings: setattr(app, "settings", settings)
    choice.remember(app, "toy", {"size": 4}, keep=("welcomed", "shown", "absent"))
    assert app.settings.tables["toy"] == {"size": 4, "welcomed": True}
    choice.remember(app, "toy", {"size": 5})
    assert app.settings.tables["toy"] == {"size": 5}
    assert choice.stored(app.settings.tables, "toy") == {"size": 5}
    assert choice.stored({"toy": [1]}, "toy") == {}


@pytest.mark.parametrize("game", GAMES)
def test_each_games_table_goes_to_json_and_back(game: str) -> None:
    module = importlib.import_module(f"game.{game}.table_choice")
    default = module.SetupChoice()
    data = module.choice_to_json(default)
    assert module.choice_from_json(data) == default
    assert module.remembered({module.GAME_ID: data}) == default


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("junk", [None, [], "table", {"seats": "none"},
                                  {"seats": [{"name": 3}]}, {"seats": []}])
def test_each_game_forgives_a_table_that_no_longer_makes_sense(game: str, junk: Any) -> None:
    module = importlib.import_module(f"game.{game}.table_choice")
    tables = {} if junk is None else {module.GAME_ID: junk}
    assert module.remembered(tables) == module.SetupChoice()


@pytest.mark.parametrize("game", GAMES)
def test_each_game_refuses_a_mistyped_field_of_its_own(game: str) -> None:
    module = importlib.import_module(f"game.{game}.table_choice")
    data = module.choice_to_json(module.SetupChoice())
    own = {"race": "kids", "parade": "two_player_majority", "wordland": "easier"}[game]
    with pytest.raises(ValueError, match=own):
        module.choice_from_json(data | {own: "yes"})
