"""`python -m game screenshot` draws every scene into a PNG."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.__main__ import main
from game.commands.screenshot import SCENES


@pytest.mark.parametrize("scene", SCENES)
def test_screenshot_writes_each_scene(tmp_path: Path, scene: str) -> None:
    out = tmp_path / f"{scene}.png"
    assert main(["screenshot", "--out", str(out), "--size", "640x360", "--scene", scene,
                 "--actions", "10"]) == 0
    pygame.init()
    image = pygame.image.load(str(out))
    assert image.get_size() == (640, 360)
