"""The languages the word checks know, read from data/languages.json.

A language names its Snowball stemmer, its word list (data/words/, built from Hunspell by
tools/wordland_dictionary.py), the closed suffix list of W7.2 and its function words
(little words that never count as evidence that an answer is on topic); adding a
language is a data change plus its topic files and word list.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.wordland.data.catalogue import read_json
from game.wordland.words.text import fold


@dataclass(frozen=True, slots=True)
class Language:
    code: str
    name: str
    stemmer: str
    dictionary: str
    suffixes: tuple[str, ...]
    """Folded like the words they are cut from (ière -> iere), longest first."""
    function_words: frozenset[str] = frozenset()
    """Folded: "of", "the", "de", "à" (as "a")."""


class UnknownLanguage(ValueError):
    """A language code with no entry in data/languages.json."""


@cache
def languages() -> dict[str, Language]:
    data = read_json("languages.json")
    out: dict[str, Language] = {}
    for code, entry in data.items():
        suffixes = tuple(sorted({fold(x) for x in entry["suffixes"]}, key=len, reverse=True))
        little = frozenset(fold(w) for w in entry.get("function_words", ()))
        out[code] = Language(code, entry["name"], entry["stemmer"], entry["dictionary"],
                             suffixes, little)
    return out


def language(code: str) -> Language:
    try:
        return languages()[code]
    except KeyError:
        known = ", ".join(sorted(languages()))
        raise UnknownLanguage(f"unknown language {code!r} (known: {known})") from None
