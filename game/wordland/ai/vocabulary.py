"""What bots know of a topic: its vocabulary entries, analysed once, and relevance (W9.3).

Entries carry their letters and W7 form so that filtering by forbidden letters and by
what was said costs set operations only; that keeps every decision far under 5 ms.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from game.wordland.data.catalogue import topics_by_id
from game.wordland.words.derivatives import SaidForm, analyse, is_repeat, words_are_derivatives
from game.wordland.words.realwords import is_real_word
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


@lru_cache(maxsize=4096)
def is_relevant(text: str, language: str, topic_ids: tuple[str, ...]) -> bool:
    """How a bot votes (W9.3): for a word of the topic vocabulary or a derivative of one,
    or a real word of the language close to it (a phrase of real words sharing a word, or
    a word's root, with a vocabulary entry)."""
    form = analyse(text, language)
    vocabulary = entries_for(language, topic_ids)
    if any(is_repeat(form, e.form) for e in vocabulary):
        return True
    if not is_real_word(text, language):
        return False
    return any(words_are_derivatives(form, i, e.form, j)
               for e in vocabulary for i in range(len(form.words))
               for j in range(len(e.form.words)))

