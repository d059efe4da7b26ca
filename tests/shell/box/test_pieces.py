"""The contract is declarative (issue 30): each game names its pieces, the box imports them
when asked. Every named piece must exist, and naming them imports nothing of pygame."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game import box


@pytest.mark.parametrize("game_id", box.GAMES)
def test_every_named_piece_of_every_game_exists(game_id: str) -> None:
    game = box.find(game_id)
    for name in box.PIECES:
        value = getattr(game, name)
        if isinstance(value, box.Piece):
            assert value.load() is not None, f"{game_id}.{name} -> {value.ref}"
    for extra in game.lobby_extras(None):
        assert callable(extra.open.load())


def test_a_contract_has_no_code_of_its_own() -> None:
    """No hand-written factories: a contract's module defines nothing but GAME."""
    for game_id in box.GAMES:
        module = sys.modules.get(f"game.{game_id}.contract") or __import__(
            f"game.{game_id}.contract", fromlist=["GAME"])
        own = [n for n, v in vars(module).items()
               if callable(v) and getattr(v, "__module__", "") == module.__name__]
        assert own == [], f"{game_id}'s contract defines {own}"


def test_listing_the_games_and_their_consoles_loads_no_pygame() -> None:
    code = ("import sys; from game import box\n"
            "for g in box.games(): g.console(); g.self_checks()\n"
            "assert 'pygame' not in sys.modules, sorted(m for m in sys.modules if 'scenes' in m)")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_piece_names_a_place_and_says_so_when_it_is_missing() -> None:
    with pytest.raises(ValueError):
        box.Piece("not a place")
    with pytest.raises(ImportError, match="no 'nothing'"):
        box.Piece("game.box:nothing").load()
    assert box.Piece("game.box:GAMES")() == box.GAMES
