"""Which parade cards a played card puts in removal mode, and which of them it takes (P4).

One pure function used by the engine, the hover preview and the bots, so that the rule
lives in one place.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.parade.rules.cards import VALUES_PER_SUIT


def removal_mode_size(parade_length: int, played: int) -> int:
    """How many cards at the front of the parade are in removal mode (P4.1-P4.2).

    The L cards are numbered 1..L from the end; those numbered above v are in removal
    mode, i.e. the first L - v from the front. A 0 puts all L in removal mode.
    """
    v = played % VALUES_PER_SUIT
    return parade_length - v if parade_length > v else 0


def taken_positions(parade: Sequence[int], played: int) -> list[int]:
    """Indices (front = 0) of the parade cards that `played` takes (P4.3).

    Of the cards in removal mode, every card of the played card's suit and every card of
    value <= the played value. The parade is given before the card is added.
    """
    v = played % VALUES_PER_SUIT
    suit = played // VALUES_PER_SUIT
    out = []
    for i in range(removal_mode_size(len(parade), played)):
        c = parade[i]
        if c // VALUES_PER_SUIT == suit or c % VALUES_PER_SUIT <= v:
            out.append(i)
    return out

