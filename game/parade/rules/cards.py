"""The 66 cards of P1: six suits of values 0-10, and their codes ("G3") used in records.

A card is a small int, `suit * 11 + value`, so that hands, the parade and collections are
plain lists of ints: cheap to copy for search bots and trivially serialisable. The suits
carry their character, colour and symbol (P1.2) so that no screen invents its own table.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum

VALUES_PER_SUIT = 11
MAX_VALUE = VALUES_PER_SUIT - 1
HAND_SIZE = 5
"""Cards dealt to each player (P2.2), and the hand size before each turn until the end."""
OPENING_PARADE = 6
"""Cards turned face up to start the parade (P2.3)."""
FINAL_HAND = 4
"""Cards in every hand when the last round is over (P5.3)."""
MIN_PLAYERS = 2
MAX_PLAYERS = 6


class Suit(IntEnum):
    """The six suits in record order; `code` is the letter used in card codes (P1.2)."""

    RED = 0
    BLUE = 1
    GREEN = 2
    ORANGE = 3
    PURPLE = 4
    GREY = 5

    @property
    def code(self) -> str:
        return _FACES[self].code

    @property
    def character(self) -> str:
        return _FACES[self].character

    @property
    def symbol(self) -> str:
        return _FACES[self].symbol

    @property
    def colour(self) -> str:
        """The colour's English name (the palette itself belongs to the screen)."""
        return self.name.lower()


@dataclass(frozen=True, slots=True)
class SuitFace:
    code: str
    character: str
    symbol: str


_FACES = {
    Suit.RED: SuitFace("R", "Queen of Hearts", "heart"),
    Suit.BLUE: SuitFace("B", "Alice", "bow"),
    Suit.GREEN: SuitFace("G", "Mad Hatter", "top hat"),
    Suit.ORANGE: SuitFace("O", "March Hare", "ears"),
    Suit.PURPLE: SuitFace("P", "Cheshire Cat", "grin"),
    Suit.GREY: SuitFace("W", "White Rabbit", "pocket watch"),
}
SUITS = tuple(Suit)
ALL_SUITS_MASK = (1 << len(SUITS)) - 1
"""A collection holding every suit, as a bitmask of suits (trigger A, P5.1)."""
DECK = tuple(range(len(SUITS) * VALUES_PER_SUIT))
"""The 66 cards (P1.1), sorted by suit then value."""

_BY_CODE = {s.code: s for s in SUITS}


def card(suit: Suit, value: int) -> int:
    return suit * VALUES_PER_SUIT + value


def suit_of(c: int) -> Suit:
    return SUITS[c // VALUES_PER_SUIT]


def value_of(c: int) -> int:
    return c % VALUES_PER_SUIT


def suit_mask(cards: Iterable[int]) -> int:
    """The suits among `cards` as bits (1 << suit), as the engine keeps per collection."""
    mask = 0
    for c in cards:
        mask |= 1 << (c // VALUES_PER_SUIT)
    return mask


def card_code(c: int) -> str:
    """The record code of a card: its suit letter and value, e.g. "G3" (P1.2)."""
    return f"{SUITS[c // VALUES_PER_SUIT].code}{c % VALUES_PER_SUIT}"


def card_name(c: int) -> str:
    """Plain English for messages and hints: "the grey 9"."""
    return f"the {SUITS[c // VALUES_PER_SUIT].colour} {c % VALUES_PER_SUIT}"


def parse_card(code: str) -> int:
    """The card named by a code like "G3"; ValueError saying why for anything else."""
    if not isinstance(code, str) or not 2 <= len(code) <= 3:
        raise ValueError(f"{code!r} is not a card code like 'G3'")
    suit = _BY_CODE.get(code[0])
    digits = code[1:]
    leading_zero = len(digits) == 2 and digits[0] == "0"
    well_formed = digits.isascii() and digits.isdigit() and not leading_zero
    if suit is None or not well_formed:
        raise ValueError(f"{code!r} is not a card code like 'G3'")
    value = int(digits)
    if value > MAX_VALUE:
        raise ValueError(f"{code!r}: values run 0 to {MAX_VALUE}")
    return card(suit, value)


def cards(codes: str) -> list[int]:
    """Cards from space-separated codes: the short way tests and docs write a table."""
    return [parse_card(c) for c in codes.replace(",", " ").split()]
