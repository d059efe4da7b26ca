"""Every map shipped in ``levels/`` loads, and the game's board map is laid out sensibly."""

from __future__ import annotations

import math
from itertools import combinations
from pathlib import Path

import pytest

from game.race.levels import REQUIRED_ANCHORS, Level, load_level
from game.race.rules.board import SpaceKind
from tests.race.levels.conftest import LEVELS

SHIPPED_MAPS = sorted(LEVELS.glob("*.tmx"))


def test_there_is_a_board_map() -> None:
    assert LEVELS / "board.tmx" in SHIPPED_MAPS


@pytest.mark.parametrize("path", SHIPPED_MAPS, ids=lambda p: p.name)
def test_every_shipped_map_loads(path: Path) -> None:
    level = load_level(path)
    assert level.board.size == len(level.layout.spaces)
    assert set(REQUIRED_ANCHORS) <= set(level.layout.anchors)
    for place in level.layout.spaces:
        assert place.image is not None and place.image.is_file(), place


@pytest.fixture(scope="module")
def board_level() -> Level:
    return load_level(LEVELS / "board.tmx")


def test_r1_5_the_board_has_16_to_20_spaces_and_every_kind(board_level: Level) -> None:
    board = board_level.board
    assert 16 <= board.size <= 20
    assert {s.kind for s in board.spaces} == set(SpaceKind)


def test_layout_is_a_1920_by_1080_canvas(board_level: Level) -> None:
    assert board_level.layout.size == (1920, 1080)


def test_spaces_do_not_touch(board_level: Level) -> None:
    """The space pictures are round tiles, so they are compared as discs."""
    places = board_level.layout.spaces
    touching = [
        (a.index, b.index) for a, b in combinations(places, 2)
        if math.dist(a.centre, b.centre) < (a.rect.width + b.rect.width) / 2
    ]
    assert touching == []


def test_anchors_keep_off_the_spaces_and_each_other(board_level: Level) -> None:
    layout = board_level.layout
    anchors = list(layout.anchors.items())
    clashes = [(a, b) for (a, ra), (b, rb) in combinations(anchors, 2) if ra.overlaps(rb)]
    clashes += [
        (name, f"space {p.index}")
        for name, rect in anchors for p in layout.spaces if rect.overlaps(p.rect)
    ]
    assert clashes == []


def test_decorations_keep_off_the_spaces_and_the_anchors(board_level: Level) -> None:
    layout = board_level.layout
    taken = [p.rect for p in layout.spaces] + list(layout.anchors.values())
    clashes = [d.name for d in layout.decorations if any(d.rect.overlaps(r) for r in taken)]
    assert clashes == []


def test_player_panels_have_one_size(board_level: Level) -> None:
    panels = [board_level.layout.anchor(f"player_panel_{i}") for i in range(1, 5)]
    assert len({(p.width, p.height) for p in panels}) == 1


def test_hand_area_sits_at_the_bottom_of_the_screen(board_level: Level) -> None:
    layout = board_level.layout
    hand = layout.anchor("hand_area")
    assert hand.bottom >= 0.9 * layout.size[1]
    assert hand.y > layout.pivot[1]


def test_ring_lies_on_the_background_plaza(board_level: Level) -> None:
    """board_background.svg paves a band of radius 340-460 round (960, 540) for the ring."""
    layout = board_level.layout
    assert layout.pivot == (960, 540)
    for place in layout.spaces:
        distance = math.dist(layout.pivot, place.centre)
        radius = place.rect.width / 2
        assert distance - radius >= 340
        assert distance + radius <= 460
