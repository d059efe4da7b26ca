"""Is it a real word of the language? (issue 19, item 1; bots ask before voting, W9.3.)

Each language's word list is every spelling its Hunspell dictionary accepts, inflections
included (plurals, participles, derived words), expanded at build time by
tools/wordland_dictionary.py into `data/words/<language>.txt.gz`: folded (accents off,
so "foret" typed without its circumflex is still found), sorted, one word per line. It is
read on first use only and kept; reading one takes a few hundredths of a second. The vote
also knows the names and specialised words the dictionaries lack (`known_words`).
"""

from __future__ import annotations

import gzip
import logging
from functools import cache
from importlib import resources

from game.wordland.data.catalogue import PACKAGE, DataError
from game.wordland.words.languages import language
from game.wordland.words.text import words_of

log = logging.getLogger(__name__)


@cache
def dictionary(language_code: str) -> frozenset[str]:
    """The folded words of a language's word list (loaded once, then cached)."""
    name = language(language_code).dictionary
    try:
        blob = resources.files(PACKAGE).joinpath(name).read_bytes()
        words = frozenset(gzip.decompress(blob).decode("ascii").split())
    except (OSError, EOFError, UnicodeDecodeError) as e:
        raise DataError(f"{name}: cannot be read ({e})") from None
    log.info("loaded the %s word list (%d words)", language_code, len(words))
    return words


@cache
def known_words(language_code: str) -> frozenset[str]:
    """The word list and the words it lacks that players still know (names and specialised
    words, `data/words/<language>-more.txt.gz`, built by tools/wordland_more_words.py):
    what the bots' vote counts as a word. A missing or broken extra file leaves the word
    list alone (logged), never stops a vote."""
    words = dictionary(language_code)
    # no such list for French (tools/wordland_more_words)
    more = optional_text(f"words/{language_code}-more.txt.gz", "the word list alone is used")
    return words if more is None else words | frozenset(more.split())


@cache
def unused_words(language_code: str) -> frozenset[str]:
    """Words the language's word list accepts that a large body of everyday text never
    uses (`data/words/<language>-unused.txt.gz`, built by tools/wordland_unused_words.py):
    a single one no topic list holds is voted out as no word ("vendangette"). Empty for
    a language without the file, or when it cannot be read (logged)."""
    text = optional_text(f"words/{language_code}-unused.txt.gz", "no word is set aside")
    return frozenset(text.split()) if text else frozenset()


def optional_text(name: str, without: str) -> str | None:
    """An optional gzip'd ASCII word file of the data package (the more-words list, the
    misspellings): its text, or None when this language has none, or when it cannot be
    read (logged, `without` saying what the vote does instead: it never stops a vote)."""
    try:
        blob = resources.files(PACKAGE).joinpath(name).read_bytes()
        return gzip.decompress(blob).decode("ascii")
    except FileNotFoundError:
        return None
    except (OSError, EOFError, UnicodeDecodeError) as e:
        log.warning("%s: cannot be read (%s); %s", name, e, without)
        return None


def is_real_word(text: str, language_code: str) -> bool:
    """Every word of the answer is in the language's word list."""
    words = words_of(text)
    known = known_words(language_code)
    return bool(words) and all(w in known for w in words)
