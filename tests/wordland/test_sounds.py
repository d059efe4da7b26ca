"""The word game's sounds: made by its own script, exactly the effects it adds."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from game.shell.audio import EFFECTS

REPO = Path(__file__).resolve().parents[2]


def _tool():
    sys.path.insert(0, str(REPO))
    spec = importlib.util.spec_from_file_location("make_wordland_sounds",
                                                  REPO / "tools" / "make_wordland_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_script_makes_the_word_game_effects_and_they_are_committed() -> None:
    tool = _tool()
    assert set(tool.SOUNDS) <= set(EFFECTS)
    for name in tool.SOUNDS:
        assert (REPO / "assets" / "common" / "sounds" / f"{name}.wav").is_file()
    assert tool.main(["--check", "teapot_tick"]) == 0
