"""What bots know of a topic: its vocabulary entries, analysed once, and relevance (W9.3).

Entries carry their letters and W7 form so that filtering by forbidden letters and by
what was said costs set operations only; that keeps every decision far under 5 ms.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from game.wordland.data.catalogue import topics_by_id
from game.wordland.words.derivatives import SaidForm, analyse, is_repeat
from game.wordland.words.relevance import rule
from game.wordland.words.text import initials_of, letters_of


@dataclass(frozen=True, slots=True)
class Entry:
    text: str
    tier: int
    """0 common, 1 familiar, 2 deep (the data's tiers)."""
    letters: frozenset[str]
    initials: frozenset[str]
    form: SaidForm


@cache
def entries(language: str, topic_id: str) -> tuple[Entry, ...]:
    """A topic's vocabulary, common words first."""
    topic = topics_by_id(language)[topic_id]
    return tuple(
        Entry(text, tier, letters_of(text), initials_of(text), analyse(text, language))
        for tier, words in enumerate(topic.tiers) for text in words
    )


def entries_for(language: str, topic_ids: Iterable[str]) -> tuple[Entry, ...]:
    return tuple(e for t in topic_ids for e in entries(language, t))


def is_fresh(entry: Entry, said: Sequence[SaidForm]) -> bool:
    """Not a repeat nor a derivative of anything said (W7)."""
    return not any(is_repeat(entry.form, s) for s in said)


def avoids(entry: Entry, forbidden: frozenset[str], starting_only: bool) -> bool:
    return (entry.initials if starting_only else entry.letters).isdisjoint(forbidden)


def is_relevant(text: str, language: str, topic_ids: tuple[str, ...]) -> bool:
    """How every bot votes (W4.5, W9.3): for a real word that plausibly fits the topic,
    against a non-word or a word that clearly belongs to another world. The policy and
    its thresholds are in game/wordland/words/relevance.py and docs/wordland-ai.md."""
    return rule(text, language, topic_ids).fits
