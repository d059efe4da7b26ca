"""Spelling facts of an answer (W4.2, W4.3a, W4.3d, W7.1): folding, letters, words, refusals.

Players type on any keyboard, so every comparison works on a *folded* spelling: lower
case, accents dropped (é is E, W4.3a), ligatures spelt out (œ is OE). Surrounding spaces
and punctuation are trimmed; apostrophes are never trimmed, because using one puts a
player out (W4.3d) and trimming would hide it.
"""

from __future__ import annotations

import string
import unicodedata
from functools import lru_cache

ALPHABET = frozenset(string.ascii_lowercase)
APOSTROPHES = frozenset("'’ʼ‘`´")
_LIGATURES = str.maketrans({"œ": "oe", "Œ": "oe", "æ": "ae", "Æ": "ae"})
_JOINERS = frozenset(" -\t")
_SEPARATORS = str.maketrans({"-": " ", "\t": " "})


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Lower case, accents off, ligatures spelt out: "Forêt" -> "foret", "Cœur" -> "coeur"."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_LIGATURES).lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _is_edge_punctuation(c: str) -> bool:
    return not c.isalnum() and c not in APOSTROPHES


def trim(text: str) -> str:
    """Drop surrounding spaces and punctuation (but never an apostrophe), W7.1."""
    start, end = 0, len(text)
    while start < end and _is_edge_punctuation(text[start]):
        start += 1
    while end > start and _is_edge_punctuation(text[end - 1]):
        end -= 1
    return text[start:end]


@lru_cache(maxsize=65536)
def words_of(text: str) -> tuple[str, ...]:
    """The folded words of an answer: spaces and hyphens separate words, apostrophes vanish.

    "Lion-Tamer " -> ("lion", "tamer"); "l'ours" -> ("lours",) (the apostrophe itself is
    judged apart, W4.3d).
    """
    folded = fold(trim(text)).translate(_SEPARATORS)
    return tuple(
        "".join(c for c in word if c not in APOSTROPHES) for word in folded.split()
    )


def as_typed(text: str, word: str) -> str:
    """The answer's word that folds to `word`, as the player typed it ("donjonnée" for
    "donjonnee"), so a reason quotes the player's own spelling; `word` when none does."""
    for part in trim(text).translate(_SEPARATORS).split():
        for piece in [part, *"".join(" " if c in APOSTROPHES else c for c in part).split()]:
            if "".join(c for c in fold(piece) if c not in APOSTROPHES) == word:
                return piece
    return word


ELISIONS = frozenset({"l", "d", "j", "m", "n", "s", "t", "c", "qu", "jusqu", "lorsqu",
                      "puisqu", "quoiqu", "quelqu", "presqu", "o"})
"""Folded elided words before an apostrophe (French l', d', qu'...; English o' in "o'clock")."""


@lru_cache(maxsize=65536)
def elided_words(text: str, known: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The folded words of an answer as a reader sees them: an apostrophe (' or ’) ends an
    elided word ("jus d'orange" -> jus, d, orange; "l’ours" -> l, ours) unless the whole
    spelling is a word of `known` ("aujourd'hui"); an English possessive keeps its word
    ("children's" -> children, s); an elided article always stands apart ("l'évier" is
    l + évier, never the lever "levier"). Used by the relevance vote, never by W7 (repeats compare
    `words_of`) nor by W4.3d (an apostrophe still puts a speaker out)."""
    folded = fold(trim(text)).translate(_SEPARATORS)
    out: list[str] = []
    for word in folded.split():
        joined = "".join(c for c in word if c not in APOSTROPHES)
        if joined == word:
            if joined:
                out.append(joined)
            continue
        for c in APOSTROPHES:
            word = word.replace(c, "'")
        parts = [p for p in word.split("'") if p]
        if joined in known and not (len(parts) == 2 and parts[0] in ELISIONS):
            out.append(joined)  # aujourd'hui; but l'évier is not "levier"
        else:
            out.extend(parts)
    return tuple(out)


def comparison_key(text: str) -> str:
    """The spelling that W7.1 compares: "Paint brush" and "paintbrush" share "paintbrush"."""
    return "".join(words_of(text))


def letters_of(text: str) -> frozenset[str]:
    """Every letter in the spelling, silent or not, accents folded (W4.3a)."""
    return frozenset(comparison_key(text)) & ALPHABET


def initials_of(text: str) -> frozenset[str]:
    """The first letter of each word, for the easier "starting letter" variant (W10.2)."""
    return frozenset(w[0] for w in words_of(text) if w) & ALPHABET


def has_apostrophe(text: str) -> bool:
    return any(c in APOSTROPHES for c in text)


def refusal(text: str) -> str:
    """Why typed input is not an answer at all (W4.2), or "" when it can be judged.

    Refused input does not put anyone out: the turn goes on and the player types again.
    """
    body = trim(text)
    if any(c.isdigit() for c in body):
        return "write numbers as words"
    if not any(c.isalpha() for c in body):
        return "type a word"
    for c in body:
        if c.isalpha():
            if not set(fold(c)) <= ALPHABET:
                return f"'{c}' is not a letter of the alphabet"
        elif c not in APOSTROPHES and c not in _JOINERS:
            return f"'{c}' cannot be part of a word: use letters, spaces and hyphens"
    return ""
