"""The four bot levels of W9.2 as tuning values: what they know, how they slip, how fast.

Easy knows the common words, thinks slowly and slips; Expert knows nearly every deep
word, never slips and plays its character well. docs/wordland-ai.md has the measured
strength order.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Level:
    name: str
    recall: tuple[float, float, float, float, float, float]
    """Chance to know a word of each vocabulary tier: the say-tiers (common, familiar,
    deep), then the wider lexicon's common, familiar and keen words (vocabulary.py)."""
    letter_slip: float
    """Chance to forget the forbidden letters when picking a word."""
    repeat_slip: float
    """Chance to forget what was already said."""
    bluff: float
    """Chance, when out of ideas, to try an off-topic word rather than wait for the teapot."""
    think: float
    """Median seconds before typing starts."""
    per_letter: float
    """Seconds per typed character."""
    craft: float
    """Chance that a decision is made with judgement (abilities that hurt, common words
    first to use up what everyone knows) rather than on a whim (W9.2)."""
    whim: float
    """Chance to use an ability at an opportunity when acting on a whim."""
    wider_words: int = 0
    """At most this many words of a topic's wider lexicon known per round (the French
    also lists are long: without a cap the strong levels would know dozens more)."""
    variety: float = 0.0
    """Chance to reach for a word of the wider lexicon while say-tier words still fit
    (a bot always does when none fit), so a topic that comes back does not sound
    scripted (issue 19, item 7)."""


NAMES = ("easy", "medium", "hard", "expert")

_TUNING: dict[str, tuple] = {  # each value: easy, medium, hard, expert
    "recall": ((0.9, 0.5, 0.2, 0.25, 0.03, 0.0), (0.95, 0.6, 0.28, 0.35, 0.08, 0.01),
               (1.0, 0.68, 0.36, 0.45, 0.14, 0.03), (1.0, 0.76, 0.44, 0.55, 0.2, 0.05)),
    "letter_slip": (0.07, 0.045, 0.025, 0.0),
    "repeat_slip": (0.04, 0.025, 0.01, 0.0),
    "bluff": (0.3, 0.5, 0.4, 0.0),
    "think": (3.6, 3.1, 2.7, 2.3),
    "per_letter": (0.36, 0.32, 0.28, 0.25),
    "craft": (0.0, 0.35, 0.7, 1.0),
    "whim": (0.3, 0.6, 1.0, 1.0),
    "wider_words": (4, 6, 8, 10),
    "variety": (0.1, 0.15, 0.2, 0.25),
}

LEVELS: dict[str, Level] = {
    name: Level(name, **{field: values[i] for field, values in _TUNING.items()})
    for i, name in enumerate(NAMES)
}
