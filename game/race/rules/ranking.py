"""Scores and places at the end of the game (RULES R4.2-R4.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from game.table.ranking import Placed, places_by_seat, ranked, tie_breaks


class TableLike(Protocol):
    """What ranking needs to read; both the game state and a player's view provide it."""

    n_players: int
    positions: list[int]
    large_cookies: list[list[int]]
    small_cookies: list[int]


TieBreak = tie_breaks(__name__, "large_cookies", "distance")
"""What put a player below the one ranked just above them (R4.3): SCORE, LARGE_COOKIES,
DISTANCE, or SHARED (a full tie)."""


@dataclass(frozen=True, slots=True)
class Standing(Placed):
    """A player's place (`Placed`: player, place, score), then the race's tie-breaks."""

    large_count: int
    distance: int
    decided_by: TieBreak | None
    """Against the player ranked just above; None for the first in the list."""


def _key(table: TableLike, p: int) -> tuple[int, int, int]:
    score = sum(table.large_cookies[p]) + table.small_cookies[p]
    # R4.3: a pawn in the hole is measured from its Rabbit Hole space, i.e. its position.
    return (score, len(table.large_cookies[p]), table.positions[p])


def standings(table: TableLike) -> list[Standing]:
    """Players best first (highest key), with shared places (1, 1, 3) and the tie-break
    that split them (R4.3)."""
    keys = [_key(table, p) for p in range(table.n_players)]
    reasons = (TieBreak.SCORE, TieBreak.LARGE_COOKIES, TieBreak.DISTANCE)
    return [Standing(p, place, *keys[p], decided_by)
            for p, place, decided_by in ranked(keys, reasons, TieBreak.SHARED, True)]


def places(table: TableLike) -> tuple[int, ...]:
    """Each player's place by seat, 1 = first."""
    return places_by_seat(standings(table))
