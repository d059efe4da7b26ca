"""Scores and places at the end of the game (RULES R4.2-R4.3)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol


class TableLike(Protocol):
    """What ranking needs to read; both the game state and a player's view provide it."""

    n_players: int
    positions: list[int]
    large_cookies: list[list[int]]
    small_cookies: list[int]


class TieBreak(StrEnum):
    """What put a player below the one ranked just above them."""

    SCORE = "score"
    LARGE_COOKIES = "large_cookies"
    DISTANCE = "distance"
    SHARED = "shared"


@dataclass(frozen=True, slots=True)
class Standing:
    player: int
    place: int
    score: int
    large_count: int
    distance: int
    decided_by: TieBreak | None
    """Against the player ranked just above; None for the first in the list."""


def _key(table: TableLike, p: int) -> tuple[int, int, int]:
    score = sum(table.large_cookies[p]) + table.small_cookies[p]
    # R4.3: a pawn in the hole is measured from its Rabbit Hole space, i.e. its position.
    return (score, len(table.large_cookies[p]), table.positions[p])


def standings(table: TableLike) -> list[Standing]:
    """Players best first, with shared places (1, 1, 3) and the tie-break that split them."""
    order = sorted(range(table.n_players), key=lambda p: _key(table, p), reverse=True)
    result: list[Standing] = []
    for rank, p in enumerate(order):
        key = _key(table, p)
        decided_by: TieBreak | None = None
        place = rank + 1
        if result:
            above = result[-1]
            above_key = (above.score, above.large_count, above.distance)
            if above_key == key:
                decided_by, place = TieBreak.SHARED, above.place
            elif above_key[0] != key[0]:
                decided_by = TieBreak.SCORE
            elif above_key[1] != key[1]:
                decided_by = TieBreak.LARGE_COOKIES
            else:
                decided_by = TieBreak.DISTANCE
        result.append(Standing(p, place, key[0], key[1], key[2], decided_by))
    return result


def places(table: TableLike) -> tuple[int, ...]:
    """Each player's place by seat, 1 = first."""
    by_player = {s.player: s.place for s in standings(table)}
    return tuple(by_player[p] for p in range(table.n_players))
