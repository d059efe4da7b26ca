"""Is it a real word of the language? Bots ask before voting (W9.3).

The dictionaries are pyspellchecker's word-frequency lists (en, fr). Loading one takes a
noticeable moment, so each is read on first use only and kept, folded (accents off) so
that "foret" typed without its circumflex is still found.
"""

from __future__ import annotations

import logging
from functools import cache

from spellchecker import SpellChecker

from game.wordland.words.languages import language
from game.wordland.words.text import fold, words_of

log = logging.getLogger(__name__)


@cache
def dictionary(language_code: str) -> frozenset[str]:
    """The folded words of a language's dictionary (loaded once, then cached)."""
    code = language(language_code).dictionary
    words = SpellChecker(language=code, distance=1).word_frequency.dictionary
    log.info("loaded the %s dictionary (%d words)", code, len(words))
    return frozenset(fold(w) for w in words)


def is_real_word(text: str, language_code: str) -> bool:
    """Every word of the answer is in the language's dictionary."""
    words = words_of(text)
    known = dictionary(language_code)
    return bool(words) and all(w in known for w in words)
