"""What happened, step by step, as the engine applies an action.

The screen animates these in order and the game log puts them into words. They never
reveal a hidden card: a draw names only who drew, and a discard only who has chosen,
until every player has chosen (P9.2-P9.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Trigger(StrEnum):
    """Why the last round began (P5.1-P5.2)."""

    SIX_SUITS = "six_suits"
    """Trigger A: the player's collection holds all six suits."""
    PILE_EMPTY = "pile_empty"
    """Trigger B: the player drew the last card of the pile."""
    BOTH = "both"
    """Both in the same turn: still one last round (P5.4)."""


@dataclass(frozen=True, slots=True)
class TurnStarted:
    player: int
    last_round: bool


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """`card` went to the end of the parade (P3.1)."""

    player: int
    card: int


@dataclass(frozen=True, slots=True)
class RemovalMode:
    """The parade cards in removal mode, front first (P4.2); only sent when there are some."""

    player: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardsTaken:
    """The cards that left the parade for the collection, front first (P4.3); only sent
    when at least one left."""

    player: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardDrawn:
    """The player drew the top card of the pile; `pile_left` cards remain (P3.3)."""

    player: int
    pile_left: int


@dataclass(frozen=True, slots=True)
class LastRoundStarted:
    """`player`'s turn triggered the last round for `trigger`; everyone plays once more."""

    player: int
    trigger: Trigger


@dataclass(frozen=True, slots=True)
class DiscardStarted:
    """The last round is over: every hand holds 4 cards; the secret discard begins (P6.1)."""

    first: int


@dataclass(frozen=True, slots=True)
class DiscardChosen:
    """`player` has chosen their two discards; which ones stays secret for now (P9.3)."""

    player: int


@dataclass(frozen=True, slots=True)
class DiscardsRevealed:
    """Everyone has chosen: per seat, the two discarded and the two kept cards."""

    discarded: tuple[tuple[int, int], ...]
    kept: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class GameEnded:
    """Scores (P7) and places (P8, 1 = first, shared on a full tie), by seat."""

    scores: tuple[int, ...]
    places: tuple[int, ...]


Event = (
    TurnStarted | CardPlayed | RemovalMode | CardsTaken | CardDrawn | LastRoundStarted
    | DiscardStarted | DiscardChosen | DiscardsRevealed | GameEnded
)
