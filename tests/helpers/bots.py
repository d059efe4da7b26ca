"""Bots for the games' bot tests."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypeVar

T = TypeVar("T")


def one_of_each(factories: Mapping[str, Callable[[], T]]) -> dict[str, T]:
    """A new bot of every level in a game's table of levels (`game.table.levels.level_table`,
    or its registry's BOT_FACTORIES), by name, in the table's order."""
    return {name: make() for name, make in factories.items()}
