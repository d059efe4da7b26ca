"""The real Tiled program reads our map as our loader does (skipped where Tiled is absent).

Tiled is the designer's tool: if Tiled and pytmx disagree about a space's properties or
place, what the designer sees is not what the game plays.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from game.race.levels import load_level
from tests.race.levels.conftest import LEVELS

TILED = shutil.which("tiled")
pytestmark = pytest.mark.skipif(TILED is None, reason="the Tiled map editor is not installed")
BOARD = LEVELS / "board.tmx"


def run_tiled(*args: str) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [str(TILED), *args], env=env, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    out = tmp_path_factory.mktemp("tiled") / "board.json"
    run_tiled("--export-map", "json", str(BOARD), str(out))
    return json.loads(out.read_text(encoding="utf-8"))


def layer(data: dict[str, Any], name: str) -> list[dict[str, Any]]:
    (found,) = [lay for lay in data["layers"] if lay["name"] == name]
    return found["objects"]


def props(obj: dict[str, Any]) -> dict[str, tuple[str, Any]]:
    return {p["name"]: (p["type"], p["value"]) for p in obj.get("properties", [])}


def test_tiled_sees_the_same_spaces_and_properties(exported: dict[str, Any]) -> None:
    level = load_level(BOARD)
    spaces = sorted(layer(exported, "spaces"), key=lambda o: props(o)["index"][1])
    assert len(spaces) == level.board.size
    for obj, space, place in zip(spaces, level.board.spaces, level.layout.spaces, strict=True):
        assert obj["type"] == "space"
        assert props(obj) == {
            "index": ("int", space.index),
            "kind": ("string", space.kind.value),
            "cookies": ("int", space.small_cookies),
        }
        # Tiled keeps tile objects by their bottom-left corner
        assert obj["x"] == pytest.approx(place.rect.x)
        assert obj["y"] - obj["height"] == pytest.approx(place.rect.y)


def test_tiled_sees_the_same_pivot_and_anchors(exported: dict[str, Any]) -> None:
    layout = load_level(BOARD).layout
    anchors = {o["name"]: o for o in layer(exported, "anchors")}
    pivot = anchors.pop("pivot")
    assert pivot.get("point") is True
    assert (pivot["x"], pivot["y"]) == pytest.approx(layout.pivot)
    assert set(anchors) == set(layout.anchors)
    for name, obj in anchors.items():
        rect = layout.anchor(name)
        assert (obj["x"], obj["y"], obj["width"], obj["height"]) == pytest.approx(rect.as_tuple())


def test_a_map_saved_by_tiled_still_loads_the_same(tmp_path: Path) -> None:
    """Round trip: what Tiled writes when the designer saves is what our loader reads."""
    resaved = tmp_path / "board.tmx"
    run_tiled("--export-map", "tmx", str(BOARD), str(resaved))
    original, again = load_level(BOARD), load_level(resaved)
    assert again.board == original.board
    assert again.layout.spaces == original.layout.spaces
    assert dict(again.layout.anchors) == dict(original.layout.anchors)
    assert again.layout.pivot == original.layout.pivot

