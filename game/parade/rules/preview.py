"""What a hand card would do if played now: the parade cards it takes and what they cost.

The table highlights this when the pointer rests on a hand card, and the bots and hints
read the same numbers, so it is one pure function over public facts (P4, P7).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from game.parade.rules.removal import removal_mode_size, taken_positions
from game.parade.rules.scoring import scores
from game.parade.rules.setup import Options


class TableLike(Protocol):
    """What the preview reads; both the game state and a player's view provide it."""

    @property
    def parade(self) -> Sequence[int]: ...

    @property
    def collections(self) -> Sequence[Sequence[int]]: ...

    @property
    def options(self) -> Options: ...


@dataclass(frozen=True, slots=True)
class TakePreview:
    card: int
    removal_mode: tuple[int, ...]
    """The parade cards in removal mode, front first (P4.2)."""
    taken: tuple[int, ...]
    """The cards it would take, front first (P4.3)."""
    points: int
    """How much the player's score would change if the game were scored right after,
    majorities included (P7); negative when taking wins a majority."""


def take_preview(table: TableLike, player: int, card: int) -> TakePreview:
    """What playing `card` would take from the parade for `player`, and its cost now."""
    parade = table.parade
    taken = tuple(parade[i] for i in taken_positions(parade, card))
    mode = tuple(parade[: removal_mode_size(len(parade), card)])
    points = 0
    if taken:
        before = scores(table.collections, table.options)[player]
        after_collections = [list(k) for k in table.collections]
        after_collections[player].extend(taken)
        points = scores(after_collections, table.options)[player] - before
    return TakePreview(card, mode, taken, points)
