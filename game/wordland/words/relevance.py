"""Does an answer stand? The vote of a fair player (W4.5, W9.3; issue 19, item 3).

A bot lets a word stand when it is a real word that plausibly fits the topic, and votes
against it only when it is sure: the answer is not a word of the language, or it is a
real word that clearly belongs to another, unrelated world. In order:

1. Not a word: a word of the answer is neither in the language's word list (Hunspell,
   with inflections) nor in any topic lexicon -> against.
2. Only function words ("of", "the", "de", "à") -> against: they say nothing.
3. The answer (or, for a phrase nobody listed, one of its content words) is in the
   topic's lexicon -> stands. Function words never count as evidence: "cup of tea"
   shares only "of" with "coat of arms".
4. The answer belongs to other topics' lexicons (a phrase by its head word, "polar bear"
   by "bear", "gardien de but" by "gardien", but only when some lexicon knows each of
   its content words: "feu d artifice" stands, "artifice" being nobody's):
   - when at least 1/NEAR_SHARE of those topics share a world with this one
     (data/worlds.json) -> stands;
   - otherwise -> against ("giraffe" in the Kitchen).
5. A real word no lexicon knows -> stands: a bot never argues about what it does not know.

Every level votes this way: levels differ in what they say, never in how they judge.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import lru_cache

from game.wordland.data.catalogue import topics_by_id
from game.wordland.words.languages import language
from game.wordland.words.lexicon import Lexicon, lexicon, lexicon_key, related
from game.wordland.words.realwords import dictionary
from game.wordland.words.text import words_of

NEAR_SHARE = 3
"""A word at home in other topics stands when at least 1/NEAR_SHARE of those topics share
a world with the round's topic (the majority decides): "trompette" is at home in a
mushroom topic (the horn of plenty) but mostly in music, so it is no fruit."""


@dataclass(frozen=True, slots=True)
class Ruling:
    real: bool
    """Every word of the answer is a word of the language."""
    fits: bool
    """The bots' vote: True when the answer stands."""
    why: str
    """A short reason, in English (the judge's output; logs)."""


def _names(language_code: str, ids: frozenset[str] | list[str], most: int = 2) -> str:
    by_id = topics_by_id(language_code)
    names = sorted(by_id[t].name for t in ids if t in by_id)
    shown = ", ".join(names[:most])
    return shown + (f" (+{len(names) - most})" if len(names) > most else "")


def _homes(lex: Lexicon, text: str, language_code: str) -> frozenset[str]:
    return lex.home(lexicon_key(text, language_code))


_loading = threading.Lock()
_warmed: set[str] = set()


def _data(language_code: str) -> tuple[Lexicon, frozenset[str]]:
    """The lexicons and word list, loaded once (by `warm` in the background, or here)."""
    with _loading:
        return lexicon(language_code), dictionary(language_code)


def warm(language_code: str) -> None:
    """Load a language's word list and lexicons on a background thread (a quarter of a
    second), so that the first vote of a game never makes the table wait."""
    if language_code in _warmed:
        return
    _warmed.add(language_code)
    threading.Thread(target=_data, args=(language_code,), name="wordland-words",
                     daemon=True).start()


@lru_cache(maxsize=8192)
def rule(text: str, language_code: str, topic_ids: tuple[str, ...]) -> Ruling:
    """The bots' ruling on `text` for a round on `topic_ids` (any of them may fit)."""
    words = words_of(text)
    if not words:
        return Ruling(False, False, "no word")
    lex, known = _data(language_code)
    exact = lex.exact.get("".join(words), frozenset())
    unknown = [w for w in words if w not in known and w not in lex.words]
    if not exact and unknown:
        return Ruling(False, False, f"not a word: {unknown[0]}")
    wanted = frozenset(topic_ids)
    homes = exact | _homes(lex, text, language_code)
    if homes & wanted:
        return Ruling(True, True, f"a word of {_names(language_code, homes & wanted)}")
    little = language(language_code).function_words
    content = [w for w in words if w not in little]
    if not content:
        return Ruling(True, False, "only little words")
    if not homes and len(words) > 1:
        parts = [_homes(lex, w, language_code) for w in content]
        for w, where in zip(content, parts, strict=True):
            if where & wanted:
                return Ruling(True, True, f"'{w}' is a word of the topic")
        if not all(parts):
            # A compound with a word no lexicon knows ("feu d artifice"): its head says
            # little of what it means, so the bots give it the benefit of the doubt.
            return Ruling(True, True, "a real phrase; nothing says it is off the topic")
        homes = _homes(lex, head_word(words, content, language_code), language_code)
    if not homes:
        return Ruling(True, True, "a real word; nothing says it is off the topic")
    near = {h for h in homes for t in topic_ids if related(language_code, h, t)}
    if near and len(near) * NEAR_SHARE >= len(homes):
        return Ruling(True, True, f"close to the topic (a word of {_names(language_code, near)})")
    far = homes - near
    return Ruling(True, False, f"belongs to another world: {_names(language_code, far)}")


def head_word(words: tuple[str, ...], content: list[str], language_code: str) -> str:
    """The word a phrase is about: in English the last content word before "of" ("cup of
    tea": cup; "polar bear": bear), in French the first ("tasse de thé": tasse)."""
    if language_code != "en":
        return content[0]
    before = words[: words.index("of")] if "of" in words[1:] else words
    little = language(language_code).function_words
    kept = [w for w in before if w not in little]
    return kept[-1] if kept else content[-1]
