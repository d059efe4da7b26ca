"""Repeats and derivatives (W4.3c, W7.2, W7.3): when two answers count as the same word.

Every answer is analysed once into its folded words, each word's Snowball stem and its
long roots (the word, its stem, and the word less one listed suffix, kept when at least 4
letters long). Two words are derivatives when equal, when their stems are equal, or when
they share a long root: "paint" bans "paints" and "painter", "chanteur" bans "chanteuse",
but "cat" leaves "cater" (root "cat" is too short) and "paintbrush" (a compound).
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

import snowballstemmer

from game.wordland.words.languages import Language, language
from game.wordland.words.text import comparison_key, words_of

LONG_ROOT = 4
"""A shared root counts only from this many letters (W7.2)."""


@dataclass(frozen=True, slots=True)
class SaidForm:
    """An answer as W7 compares it."""

    text: str
    key: str
    words: tuple[str, ...]
    stems: tuple[str, ...]
    roots: tuple[frozenset[str], ...]


_local = threading.local()


def _stemmer(name: str) -> snowballstemmer.stemmer:
    """One Snowball stemmer a language and a thread: a stemmer keeps the word it works on
    in itself, so two threads sharing one (the bots' worker and the loading thread) can
    garble each other's stems."""
    stemmers = _local.__dict__.setdefault("stemmers", {})
    found = stemmers.get(name)
    if found is None:
        found = stemmers[name] = snowballstemmer.stemmer(name)
    return found


def long_roots(word: str, stem: str, lang: Language) -> frozenset[str]:
    """The word, its stem and the word less one listed suffix, if 4 letters or more."""
    roots = {word, stem}
    roots.update(word[: -len(s)] for s in lang.suffixes if word.endswith(s))
    return frozenset(r for r in roots if len(r) >= LONG_ROOT)


@lru_cache(maxsize=65536)
def analyse(text: str, language_code: str) -> SaidForm:
    """The W7 form of `text` in a language (cached: bots and judges ask often)."""
    lang = language(language_code)
    words = words_of(text)
    stems = tuple(_stemmer(lang.stemmer).stemWords(list(words)))
    roots = tuple(long_roots(w, s, lang) for w, s in zip(words, stems, strict=True))
    return SaidForm(text, comparison_key(text), words, stems, roots)


def words_are_derivatives(a: SaidForm, i: int, b: SaidForm, j: int) -> bool:
    """Word i of `a` and word j of `b` are the same word or derivatives (W7.2)."""
    return (a.words[i] == b.words[j] or a.stems[i] == b.stems[j]
            or not a.roots[i].isdisjoint(b.roots[j]))


def is_repeat(a: SaidForm, b: SaidForm) -> bool:
    """`a` repeats `b` or is a derivative of it (W7.1, W7.3)."""
    if a.key == b.key:
        return True
    n = len(a.words)
    if n != len(b.words):
        return False
    return all(words_are_derivatives(a, i, b, i) for i in range(n))


def first_repeated(answer: SaidForm, said: Iterable[SaidForm]) -> SaidForm | None:
    """The earlier answer that `answer` repeats, if any."""
    for earlier in said:
        if is_repeat(answer, earlier):
            return earlier
    return None
