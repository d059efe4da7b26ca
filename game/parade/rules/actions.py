"""What a player can do: play a card (P3.1) or, at the very end, discard two (P6.1).

Actions are small frozen values. The engine hands out shared instances from
`legal_actions()` so that choosing one allocates nothing in long simulations.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations

from game.parade.rules.cards import DECK, card_code


class Phase(StrEnum):
    """What the game is waiting for."""

    PLAY = "play"
    """The player to move plays a card (P3); the last round (P5) is still this phase."""
    DISCARD = "discard"
    """Each player in turn, from the first player, secretly discards two cards (P6.1)."""
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Play:
    """Play `card` from the hand to the end of the parade (P3.1)."""

    card: int


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard these two hand cards at the end; the other two join the collection (P6.1).

    The pair is kept in increasing order, so Discard((a, b)) == Discard((b, a)).
    """

    cards: tuple[int, int]

    def __post_init__(self) -> None:
        a, b = self.cards
        if a > b:
            object.__setattr__(self, "cards", (b, a))


Action = Play | Discard

PLAYS = tuple(Play(c) for c in DECK)
"""The shared Play of each card, indexed by card."""
_DISCARD_PAIRS = {pair: Discard(pair) for pair in combinations(DECK, 2)}


def discard_choices(hand: list[int] | tuple[int, ...]) -> tuple[Discard, ...]:
    """Every pair of `hand` that may be discarded (P6.1), as shared instances."""
    return tuple(_DISCARD_PAIRS[pair] for pair in combinations(sorted(hand), 2))


def describe(action: Action) -> str:
    """A few words for logs and error messages."""
    match action:
        case Play(c):
            return f"play {card_code(c)}"
        case Discard((a, b)):
            return f"discard {card_code(a)} and {card_code(b)}"
    return repr(action)
