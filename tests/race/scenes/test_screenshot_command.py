"""`python -m game screenshot` draws every scene into a PNG."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.__main__ import main
from game.commands.screenshot import scene_names


@pytest.mark.parametrize("scene", scene_names("race"))
def test_screenshot_writes_each_scene(tmp_path: Path, scene: str) -> None:
    out = tmp_path / f"{scene}.png"
    assert main(["screenshot", "--out", str(out), "--size", "640x360", "--game", "race",
                 "--scene", scene, "--actions", "10"]) == 0
    pygame.init()
    image = pygame.image.load(str(out))
    assert image.get_size() == (640, 360)


def test_a_scene_the_game_does_not_have_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "nothing.png"
    assert main(["screenshot", "--out", str(out), "--game", "race", "--scene", "ballroom"]) == 2
    assert "race has no scene 'ballroom'" in capsys.readouterr().out
    assert not out.exists()
