"""The pieces of the game (W1) and the fixed numbers of the rules of record."""

from __future__ import annotations

from enum import StrEnum

MIN_PLAYERS = 3
MAX_PLAYERS = 8
SPOKEN_TIMERS = (10.0, 15.0)
"""The teapot's two settings (W2.3)."""
TYPED_TIMERS = (10.0, 15.0, 20.0, 30.0)
"""Typing is slower than speaking, so typed games also offer 20 and 30 seconds (W2.3)."""
MIN_LETTERS = 1
MAX_LETTERS = 6


class Character(StrEnum):
    """The eight character cards (W1.3), in the order the rulebook presents them."""

    QUEEN = "queen"
    RABBIT = "rabbit"
    CHESHIRE = "cheshire"
    TWEEDLES = "tweedles"
    CATERPILLAR = "caterpillar"
    ALICE = "alice"
    TWO_OF_HEARTS = "two_of_hearts"
    HATTER = "hatter"


NOT_WITH_THREE = frozenset({Character.CATERPILLAR, Character.ALICE})
"""Left in the box in a three-player game (W2.1)."""

TIME_TOKENS = {Character.HATTER: 1, Character.TWEEDLES: 2}
"""Fresh every round (W3.2)."""


class Pile(StrEnum):
    """The letter piles, easiest first (W1.2); values match the data file's keys."""

    BLUE = "blue"
    PURPLE = "purple"
    GREEN = "green"
    RED = "red"


ROW_PILES = (Pile.BLUE, Pile.PURPLE, Pile.GREEN)
"""The piles the round's forbidden row may come from, in round-robin order (W10.4)."""


class Mode(StrEnum):
    """The two ways to play at one screen (W8)."""

    SAY = "say"
    TYPE = "type"


class OutReason(StrEnum):
    """The ways to go out of a round (W4.3 a-e)."""

    LETTER = "letter"
    TIME = "time"
    REPEAT = "repeat"
    APOSTROPHE = "apostrophe"
    VOTE = "vote"


REPORTABLE = (OutReason.LETTER, OutReason.TIME, OutReason.REPEAT, OutReason.APOSTROPHE,
              OutReason.VOTE)
"""The reasons the table may report in a spoken game: W8.1 lists letter / time / repeat /
apostrophe / vote lost (a vote held aloud at the table, without the app's panel)."""


def card_value(card: int) -> int:
    """Scoring card k is worth k points (W1.4)."""
    return card


class Phase(StrEnum):
    """What the table is doing."""

    CATERPILLAR = "caterpillar"
    """Preparation: the Caterpillar places its token (W3.5)."""
    TOPIC = "topic"
    """Preparation: the Queen chooses the topic (W3.6)."""
    DISCUSSION = "discussion"
    VOTE = "vote"
    """A relevance vote; the timer is paused (W4.2a, W4.5)."""
    GAME_OVER = "game_over"
