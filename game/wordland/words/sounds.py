"""Spelling forgiven in kids topics (issue 36; W10.1): a word that sounds like a word of
the round's topic stands ("elefant" is the elephant, "choklit" the chocolate).

`sound_key` is a small phonetic key, enough for a child's spelling by ear: accents
folded, the spellings of one sound made one letter (ph -> f, ck / c / q -> k, soft c ->
s, x -> ks, z -> s, y -> i, French eau / au -> o, ill -> i, qu -> k, gu(e/i) -> g), letters doubled
kept once, and the vowels after the first letter dropped (children hear the consonants
and guess the vowels). Two words with the same key and close lengths sound alike. The
match is only against the topics' own words (never the whole language), only for
answers the judge does not know as words, and only for keys of three consonants or more,
so a real word is never turned into another one.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from functools import lru_cache

from game.wordland.data.catalogue import topics_by_id
from game.wordland.words.text import fold, words_of

MIN_KEY = 3
"""Keys shorter than this say too little ("bt" is bat, bit, boat and butter)."""
MAX_LENGTH_GAP = 3
"""A child's spelling is at most this many letters longer or shorter than the word."""
MIN_LIKENESS = 0.6
"""And shares this much of its spelling (difflib's ratio): "piratey" is not a port."""

_RULES = {
    "en": (("ph", "f"), ("ck", "k"), ("gh", "g"), ("wh", "w"), ("qu", "kw"), ("q", "k"),
           ("c(?=[eiy])", "s"), ("c", "k"), ("x", "ks"), ("z", "s"), ("y", "i"),
           ("e$", "")),
    "fr": (("eaux?", "o"), ("au", "o"), ("ill", "i"), ("ph", "f"), ("qu", "k"),
           ("gu(?=[eiy])", "g"), ("ck", "k"), ("q", "k"), ("c(?=[eiy])", "s"), ("c", "k"),
           ("x$", ""), ("x", "ks"), ("z", "s"), ("y", "i"), ("[est]$", ""), ("h", "")),
}


def sound_key(word: str, language: str) -> str:
    """The word as it sounds, roughly: its consonants after the first letter."""
    text = "".join(words_of(fold(word.lower())))
    for pattern, sound in _RULES.get(language, _RULES["en"]):
        text = re.sub(pattern, sound, text)
    text = re.sub(r"(.)\1+", r"\1", text)
    if not text:
        return ""
    return text[0] + re.sub(r"[aeiou]", "", text[1:])


@lru_cache(maxsize=256)
def _keys(language: str, topic_ids: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """Each key of the kids topics' words -> those words, commonest first."""
    keys: dict[str, list[str]] = {}
    by_id = topics_by_id(language)
    for topic in (by_id[t] for t in topic_ids if t in by_id):
        if not topic.kids:
            continue
        for word in (*topic.words, *topic.also):
            if " " in word or "'" in word or "’" in word:
                continue
            key = sound_key(word, language)
            if len(key) >= MIN_KEY and word not in keys.setdefault(key, []):
                keys[key].append(word)
    return {k: tuple(v) for k, v in keys.items()}


def sounds_like(text: str, language: str, topic_ids: tuple[str, ...]) -> str:
    """The word of the round's kids topics `text` sounds like, or "" (one word only)."""
    words = words_of(fold(text.lower()))
    if len(words) != 1:
        return ""
    key = sound_key(words[0], language)
    if len(key) < MIN_KEY:
        return ""
    said = words[0]
    alike = {w: SequenceMatcher(None, fold(w), said).ratio()
             for w in _keys(language, tuple(topic_ids)).get(key, ())
             if abs(len(w) - len(said)) <= MAX_LENGTH_GAP}
    best = max(alike, key=alike.__getitem__, default="")
    return best if best and alike[best] >= MIN_LIKENESS else ""
