"""What a hand card would do if played now: the parade cards it takes and what they cost.

The table highlights this when the pointer rests on a hand card, and the bots and hints
read the same numbers, so it is one pure function over public facts (P4, P7).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from game.parade.rules.cards import ALL_SUITS_MASK, suit_mask
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


class Bite(StrEnum):
    """A play that ends the game, or starts its end (issue #35 item 4)."""

    SIXTH_COLOUR = "sixth_colour"
    """Its take gives the player their sixth colour: the last round starts (P5.1)."""
    LAST_CARD = "last_card"
    """Its draw takes the pile's last card: the last round starts (P5.2)."""
    BOTH = "both"
    """Both at once: still one last round (P5.4)."""
    LAST_PLAY = "last_play"
    """The last play of the last round: then the final discard (P5.3, P6.1)."""


def bite_of(table: object, player: int, taken: Sequence[int]) -> Bite | None:
    """Whether playing now, taking `taken`, ends the game or starts its last round."""
    if getattr(table, "trigger", None) is not None:  # the last round (P5.3)
        return Bite.LAST_PLAY if getattr(table, "turns_left", 0) == 1 else None
    collection = list(table.collections[player]) + list(taken)  # type: ignore[attr-defined]
    six = suit_mask(collection) == ALL_SUITS_MASK
    pile = getattr(table, "pile_size", None)
    if pile is None:
        pile = len(getattr(table, "pile", ()))
    last_card = pile == 1
    if six and last_card:
        return Bite.BOTH
    if six:
        return Bite.SIXTH_COLOUR
    return Bite.LAST_CARD if last_card else None


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
    bite: Bite | None = None
    """Whether the play ends the game or starts its last round (P5, P6)."""


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
    return TakePreview(card, mode, taken, points, bite_of(table, player, taken))
