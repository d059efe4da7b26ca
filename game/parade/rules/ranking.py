"""Places at the end of the game (P8): lowest score first, then fewest collected cards.

Places are shared on a full tie, as in the race game: 1, 1, 3.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from game.parade.rules.scoring import scores
from game.parade.rules.setup import Options


class TieBreak(StrEnum):
    """What put a player below the one ranked just above them."""

    SCORE = "score"
    CARDS = "cards"
    """Same score, more collected cards (P8.1)."""
    SHARED = "shared"


@dataclass(frozen=True, slots=True)
class Standing:
    player: int
    place: int
    score: int
    card_count: int
    decided_by: TieBreak | None
    """Against the player ranked just above; None for the first in the list."""


def standings(collections: Sequence[Sequence[int]], options: Options) -> list[Standing]:
    """Players best first, with shared places and the tie-break that split them."""
    totals = scores(collections, options)
    keys = [(totals[p], len(collections[p])) for p in range(len(collections))]
    order = sorted(range(len(collections)), key=keys.__getitem__)
    result: list[Standing] = []
    for rank, p in enumerate(order):
        score, count = keys[p]
        decided_by: TieBreak | None = None
        place = rank + 1
        if result:
            above = result[-1]
            if (above.score, above.card_count) == keys[p]:
                decided_by, place = TieBreak.SHARED, above.place
            elif above.score != score:
                decided_by = TieBreak.SCORE
            else:
                decided_by = TieBreak.CARDS
        result.append(Standing(p, place, score, count, decided_by))
    return result


def places(collections: Sequence[Sequence[int]], options: Options) -> tuple[int, ...]:
    """Each player's place by seat, 1 = first."""
    by_player = {s.player: s.place for s in standings(collections, options)}
    return tuple(by_player[p] for p in range(len(collections)))
