"""Shared helpers of the map-loader tests: the small good map and broken variants of it.

Each broken map is the small good map (``maps/small.tmx``, 8 spaces, no images) with one
textual edit, so a failing test shows the exact line that makes the map bad.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
MAPS = HERE / "maps"
SMALL_MAP = MAPS / "small.tmx"
REPO = HERE.parents[2]
LEVELS = REPO / "levels"
BOARD_MAP = LEVELS / "board.tmx"

Variant = Callable[..., Path]


def real_tileset() -> str:
    """The board's own tileset of space pictures (embedded in ``levels/board.tmx``), its
    images named by absolute path so that a map in another folder can embed it too."""
    text = BOARD_MAP.read_text(encoding="utf-8")
    start = text.index(" <tileset ")
    end = text.index("</tileset>\n", start) + len("</tileset>\n")
    assets = (REPO / "assets").as_posix()
    return text[start:end].replace('source="../assets/', f'source="{assets}/')


def edited(text: str, old: str, new: str) -> str:
    """Replace ``old`` (which must be in the map exactly once) by ``new``."""
    assert text.count(old) == 1, f"the fixture no longer contains exactly one {old!r}"
    return text.replace(old, new)


@pytest.fixture
def small_map_text() -> str:
    return SMALL_MAP.read_text(encoding="utf-8")


@pytest.fixture
def variant(tmp_path: Path, small_map_text: str) -> Variant:
    """``variant((old, new), ...)`` writes the small map with those edits to tmp_path."""

    def make(*edits: tuple[str, str], name: str = "broken.tmx") -> Path:
        text = small_map_text
        for old, new in edits:
            text = edited(text, old, new)
        out = tmp_path / name
        out.write_text(text, encoding="utf-8")
        return out

    return make
