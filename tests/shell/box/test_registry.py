"""The box and its game contract: every game present fulfils it, and the shell names none."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game import box
from game.scenes.how_to_play import Page

ROOT = Path(__file__).resolve().parents[3]
SHELL = ["game/app.py", "game/box.py", "game/__main__.py", "game/shell", "game/scenes",
         "game/ui", "game/commands"]


def test_every_listed_game_loads_its_contract() -> None:
    games = box.games()
    assert [g.id for g in games] == list(box.GAMES)
    for game in games:
        assert box.find(game.id) is game
        low, high = game.players
        assert 1 <= low <= high
        assert game.characters and game.name and game.tagline
        assert (ROOT / "assets" / "common" / "art" / f"{game.tile_art}.svg").is_file()


def test_teasers_are_not_games_yet_and_have_their_tiles() -> None:
    for teaser in box.COMING_SOON:
        assert teaser.id not in box.GAMES
        assert (ROOT / "assets" / "common" / "art" / f"{teaser.tile_art}.svg").is_file()


def test_an_unknown_game_is_named_in_the_error() -> None:
    with pytest.raises(KeyError, match="no game 'chess'"):
        box.find("chess")


@pytest.mark.parametrize("game", box.GAMES)
def test_a_game_gives_pages_art_and_scenes(game: str) -> None:
    info = box.find(game)
    pages = info.how_to_play()
    assert pages and all(isinstance(page, Page) for page in pages)
    assert info.art() and info.screenshot_scenes()
    hooks = info.console()
    assert callable(hooks.run_sim) and callable(hooks.replay_command)


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def test_the_shell_imports_no_game() -> None:
    """Adding a game is a package and a line in `box.GAMES`: the shell never names one."""
    games = {*box.GAMES, *(t.id for t in box.COMING_SOON)}
    files = [p for part in SHELL for p in ([ROOT / part] if part.endswith(".py")
                                           else (ROOT / part).rglob("*.py"))]
    for path in files:
        for module in _imports(path):
            parts = module.split(".")
            assert not (len(parts) > 1 and parts[0] == "game" and parts[1] in games), \
                f"{path.relative_to(ROOT)} imports {module}"
