"""The pieces in the box (RULES R1.1-R1.4): characters, cards and cookies."""

from __future__ import annotations

from enum import StrEnum
from functools import cache

JOKER = 0
"""A Joker in a hand or deck; its value is declared when it is played (R3.3)."""

CARD_VALUES = (1, 2, 3, 4, 5)
DECK = (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, JOKER)
"""One player's 11 cards (R1.2)."""

CARDS_PER_PLAYER = len(DECK)
LARGE_COOKIE_VALUES = (2, 3, 4, 5)
SMALL_COOKIES_IN_POOL = 20
STANDARD_HAND = 3
KIDS_HAND = 2
MIN_PLAYERS = 2
MAX_PLAYERS = 4


class Character(StrEnum):
    """The four characters of R1.1; the values are the names used in records."""

    ALICE = "alice"
    HATTER = "hatter"
    HARE = "hare"
    QUEEN = "queen"

    @property
    def display_name(self) -> str:
        return _DISPLAY_NAMES[self]


_DISPLAY_NAMES = {
    Character.ALICE: "Alice",
    Character.HATTER: "the Mad Hatter",
    Character.HARE: "the March Hare",
    Character.QUEEN: "the Queen of Hearts",
}


def copies_of_each_cookie(players: int) -> int:
    """How many large cookies of each value are in play (R1.3)."""
    return {2: 4, 3: 5, 4: 6}[players]


@cache
def large_cookies_in_play(players: int) -> tuple[int, ...]:
    """The large cookies used with this many players, sorted (R1.3)."""
    copies = copies_of_each_cookie(players)
    return tuple(v for v in LARGE_COOKIE_VALUES for _ in range(copies))


def card_name(card: int) -> str:
    return "Joker" if card == JOKER else str(card)
