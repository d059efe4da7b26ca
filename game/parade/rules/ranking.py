"""Places at the end of the game (P8): lowest score first, then fewest collected cards.

Places are shared on a full tie, as in the race game: 1, 1, 3.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.parade.rules.scoring import scores
from game.parade.rules.setup import Options
from game.table.ranking import Placed, places_by_seat, ranked, tie_breaks

TieBreak = tie_breaks(__name__, "cards")
"""What put a player below the one ranked just above them: SCORE; CARDS, the same score
but more collected cards (P8.1); SHARED, a full tie."""


@dataclass(frozen=True, slots=True)
class Standing(Placed):
    """A player's place (`Placed`: player, place, score), then the Parade's tie-break."""

    card_count: int
    decided_by: TieBreak | None
    """Against the player ranked just above; None for the first in the list."""


def standings(collections: Sequence[Sequence[int]], options: Options) -> list[Standing]:
    """Players best first (lowest score, then fewest cards), with shared places and the
    tie-break that split them."""
    totals = scores(collections, options)
    keys = [(totals[p], len(collections[p])) for p in range(len(collections))]
    reasons = (TieBreak.SCORE, TieBreak.CARDS)
    return [Standing(p, place, *keys[p], decided_by)
            for p, place, decided_by in ranked(keys, reasons, TieBreak.SHARED, False)]


def places(collections: Sequence[Sequence[int]], options: Options) -> tuple[int, ...]:
    """Each player's place by seat, 1 = first."""
    return places_by_seat(standings(collections, options))
