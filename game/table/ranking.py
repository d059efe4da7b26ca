"""Places at the end of a game, written once for every game (pure: no pygame).

Each game ranks its players by a key of its own (the race: score, large cookies, distance,
highest first; the Parade: score, then collected cards, lowest first). What is common is
the rest: best first, places shared on a full tie (1, 1, 3), and for each player the
tie-break that put them below the player just above them, named by the first part of the
key where the two differ.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeVar

Reason = TypeVar("Reason")


def tie_breaks(module: str, *own: str) -> type[StrEnum]:
    """A game's `TieBreak` enum (what put a player below the one ranked just above them):
    SCORE, then the game's own tie-breaks in order (each named as its value in capitals),
    then SHARED (a full tie, the place shared)."""
    names = ("score", *own, "shared")
    return StrEnum("TieBreak", {n.upper(): n for n in names}, module=module)  # type: ignore[return-value]


@dataclass(frozen=True, slots=True)
class Placed:
    """One player's place; each game's `Standing` adds its own figures after these."""

    player: int
    place: int
    score: int


def ranked(keys: Sequence[tuple[Any, ...]], reasons: Sequence[Reason], shared: Reason,
           highest_first: bool) -> list[tuple[int, int, Reason | None]]:
    """(player, place, decided_by) for every player, best first.

    `keys[p]` is player p's ranking key; `reasons[i]` names the tie-break when two players
    first differ at `key[i]`; `shared` names a full tie, which shares the place above.
    The first player in the list has no reason (None). Players with equal keys keep their
    seat order.
    """
    order = sorted(range(len(keys)), key=keys.__getitem__, reverse=highest_first)
    result: list[tuple[int, int, Reason | None]] = []
    for rank, p in enumerate(order):
        decided_by: Reason | None = None
        place = rank + 1
        if result:
            above, above_place, _ = result[-1]
            if keys[above] == keys[p]:
                decided_by, place = shared, above_place
            else:
                decided_by = next(reason for reason, a, b in zip(reasons, keys[above], keys[p],
                                                                  strict=False) if a != b)
        result.append((p, place, decided_by))
    return result


def places_by_seat(standings: Sequence[Placed]) -> tuple[int, ...]:
    """Each player's place by seat, 1 = first."""
    by_player = {s.player: s.place for s in standings}
    return tuple(by_player[p] for p in range(len(standings)))
