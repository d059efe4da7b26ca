"""Bot levels by name, written once for every game's `ai/registry.py` (pure: no pygame).

Each game lists its own bots (`name -> factory`); what is common is the levels a player
is offered and how a name is looked up: one clear error listing the known names.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypeVar

T = TypeVar("T")

LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "expert")
"""The levels offered to players, weakest first (a game may also know "random")."""


def level_table(random: Callable[[], T], easy: Callable[[], T], medium: Callable[[], T],
                hard: Callable[[], T], expert: Callable[[], T],
                **more: Callable[[], T]) -> dict[str, Callable[[], T]]:
    """A game's bots by name: the random bot and the four levels every game offers
    (weakest first), then any more of its own (``name=factory``)."""
    return dict(zip(("random", *LEVELS), (random, easy, medium, hard, expert), strict=True)) | more


def make_named(factories: Mapping[str, Callable[[], T]], name: str) -> T:
    """A new bot from `factories[name]`; ValueError listing the known names otherwise."""
    try:
        return factories[name]()
    except KeyError:
        known = ", ".join(sorted(factories))
        raise ValueError(f"unknown bot {name!r} (known: {known})") from None
