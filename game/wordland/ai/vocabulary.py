"""What bots know of a topic: its vocabulary entries, analysed once, and relevance (W9.3).

Entries carry their letters and W7 form so that filtering by forbidden letters and by
what was said costs set operations only; that keeps every decision far under 5 ms.

A topic's say-tiers (tiers 0-2) are what every bot reaches for first; beyond them a bot
also knows some of the topic's wider lexicon (issue 19, item 7): tiers 3, 4 and 5 are the
lexicon's common, familiar and keen words (the "also" list, WordNet's clean taxonomies),
and each level knows a share of each (levels.py), so a topic that comes back does not
sound scripted. Words the table accepts but nobody would say (WordNet's loose scene
words, names, the topic's own name) are never said.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from game.wordland.data.catalogue import topics_by_id
from game.wordland.words.closeness import closeness
from game.wordland.words.derivatives import SaidForm, analyse, is_repeat
from game.wordland.words.languages import language as lang
from game.wordland.words.lexicon import lexicon
from game.wordland.words.relevance import Ruling, rule
from game.wordland.words.text import (
    comparison_key,
    elided_words,
    has_apostrophe,
    initials_of,
    letters_of,
    refusal,
    words_of,
)

WIDER_TIER = 3
"""The first tier of the wider lexicon: lexicon rank r is tier WIDER_TIER + r."""
SAYABLE_RANKS = 3
"""Lexicon ranks 0-2 may be said; ranks 3 (named, not said) and 4 (loose) are accepted only."""


@dataclass(frozen=True, slots=True)
class Entry:
    text: str
    tier: int
    """0 common, 1 familiar, 2 deep (the data's tiers); 3-5 the wider lexicon's."""
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


@cache
def make_entry(text: str, tier: int, language: str) -> Entry:
    return Entry(text, tier, letters_of(text), initials_of(text), analyse(text, language))


@cache
def wider(language: str, topic_id: str) -> tuple[tuple[str, int], ...]:
    """(text, tier) of the topic's lexicon words beyond its say-tiers that a bot may say:
    plain lower-case words or two-word phrases, never a say-tier word again; for a kids
    topic only its hand-written, reviewed `also` words (docs/wordland-content.md)."""
    topic = topics_by_id(language)[topic_id]
    seen = {comparison_key(w) for w in topic.words}
    reviewed = {comparison_key(w) for w in topic.also}
    out = []
    for text, _key, rank in lexicon(language).entries(topic_id):
        if rank >= SAYABLE_RANKS or not text[:1].islower() or len(words_of(text)) > 2:
            continue
        if topic.kids and comparison_key(text) not in reviewed:
            continue  # kids topics: bots say only hand-reviewed words (no "killer whale")
        if refusal(text) or has_apostrophe(text):
            continue
        key = comparison_key(text)
        if key not in seen:
            seen.add(key)
            out.append((text, WIDER_TIER + rank))
    return tuple(out)


CHILD_RANK = 36_000
"""In a kids game a bot says only words whose every content word is among the language's
CHILD_RANK commonest (the closeness file's frequency order): "parrot", not "bosun" or
"telekinesis" (issue 32, item 5)."""


@cache
def child_word(text: str, language: str) -> bool:
    """Whether a six-year-old knows this word: each content word is a common one. Without
    the closeness data every word passes (the reviewed kids lists still hold)."""
    table = closeness(language)
    if not table.common:
        return True
    little = lang(language).function_words
    content = [w for w in elided_words(text) if w not in little]
    return all((r := table.commonness(w)) is not None and r < CHILD_RANK for w in content)


def entries_for(language: str, topic_ids: Iterable[str]) -> tuple[Entry, ...]:
    return tuple(e for t in topic_ids for e in entries(language, t))


def is_fresh(entry: Entry, said: Sequence[SaidForm]) -> bool:
    """Not a repeat nor a derivative of anything said (W7)."""
    return not any(is_repeat(entry.form, s) for s in said)


def avoids(entry: Entry, forbidden: frozenset[str], starting_only: bool) -> bool:
    return (entry.initials if starting_only else entry.letters).isdisjoint(forbidden)


def is_relevant(text: str, language: str, topic_ids: tuple[str, ...],
                kids: bool = False) -> bool:
    """How every bot votes (W4.5, W9.3): for a real word that plausibly fits the topic,
    against a non-word or a word that clearly belongs to another world. The policy and
    its thresholds are in game/wordland/words/relevance.py and docs/wordland-ai.md."""
    return rule(text, language, topic_ids, kids).fits


def vote_ruling(text: str, language: str, topic_ids: tuple[str, ...],
                kids: bool = False) -> Ruling:
    """Every bot's vote on `text` with its reason (issue 32, item 5): `.fits` is the vote,
    `.reason("en" | "fr")` says why in a few words for the table and the log."""
    return rule(text, language, topic_ids, kids)


def words_that_fit(language: str, topic_ids: Iterable[str], *, said: Iterable[str] = (),
                   forbidden: frozenset[str] = frozenset(), starting_only: bool = False,
                   count: int = 3) -> tuple[str, ...]:
    """A few words that would have fitted the round (issue 32, item 5: the round summary):
    the topics' commonest say-tier words first, never one said this round (nor a
    derivative, W7) and, when `forbidden` is given, none with those letters. Every word
    comes from the topics' reviewed tiers, so a kids topic offers only words a child
    knows. Deterministic: the same round gives the same words."""
    forms = [analyse(s, language) for s in said]
    chosen: list[Entry] = []
    pool = sorted(entries_for(language, tuple(topic_ids)), key=lambda e: (e.tier, len(e.text)))
    for entry in pool:
        if len(chosen) >= count:
            break
        if not avoids(entry, forbidden, starting_only) or not is_fresh(entry, forms):
            continue
        if any(is_repeat(entry.form, c.form) for c in chosen):
            continue
        chosen.append(entry)
    return tuple(e.text for e in chosen)
