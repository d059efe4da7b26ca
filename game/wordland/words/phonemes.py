"""How an answer sounds (issue 32: a spelling by ear stands), from a trained model.

Families type what they hear: *kamelion*, *yucalyptus*, *orkestra pit*, *coqlicot*,
*balansoire*, *pinseau*. Seventeen rounds of hand-written spelling rules (words/variants.py,
words/sounds.py) each read the families whose spellings they were written from, and few
others: every new family spells by ear its own way. A grapheme-to-phoneme model learnt
from a whole pronouncing dictionary hears every family alike. Two spellings that the model
says with the same phonemes are one word said aloud: the vote reads an answer that is no
word as the topic's entry it sounds like (words/relevance.py; English with a coarser ear,
`coarse`). A made-up word is made to sound new (*potironne* is not *potiron*, *hamstery*
is not *hamster*), so it keeps being voted out.

The models are gruut's conditional-random-field grapheme-to-phoneme models (English
trained on CMUdict, French on gruut's French lexicon; MIT licence, beside the data),
run by python-crfsuite. Each letter is tagged with its phonemes from the letters around
it, three either side; stress marks are dropped (players do not type stress).

Data, built by `tools/wordland_phonemes.py`: `data/phonemes/<language>.crf.xz` (the model)
and `data/phonemes/<language>-words.txt.gz` (every word of the topic lexicons with its
phonemes, worked out by this module at build time, so that an entry's sound costs a
look-up at vote time). Pure Python but for the tagger; no pygame.
"""

from __future__ import annotations

import base64
import gzip
import logging
import lzma
import re
import threading
import unicodedata
from collections.abc import Callable
from functools import cache, lru_cache
from importlib import resources
from itertools import product

from game.wordland.data.catalogue import PACKAGE
from game.wordland.words.lexicon import ARTICLES, lexicon

logger = logging.getLogger(__name__)

LANGUAGES = frozenset({"en", "fr"})
"""The languages a model is shipped for."""
CONTEXT = 3
"""Letters either side each letter's features name (the models were trained so)."""
MIN_PHONEMES = 3
"""An answer or an entry said in fewer phonemes is never read by its sound ("fok" is
phoque, three phonemes; two would match too many short words)."""
NON_RHOTIC = frozenset({"en"})
"""Languages heard without an "r" after a vowel (British English: the models learnt
American English, whose "r" the families who spell "wheelbarra" and "Supaman" never say).
On the read English sets: 9 more variants stand, 2 made-up words (*phantasmere* said as
phantasma, *spatuler* as spatula)."""
MUTE_E = frozenset({"fr"})
"""Languages whose unstressed "e" (schwa) is said or left out as the speaker likes (French
e muet: *batrie* is batterie, *guirelande* guirlande, *pasport* passeport, *chauderon*
chaudron); heard without it. On the read French sets: 9 more variants stand, nothing
lost."""
COARSE = frozenset({"en"})
"""Languages whose answers spelt by ear are matched to an entry by a coarser ear (`coarse`):
the short "i" and the schwa as one weak vowel (*skelliton*, *tortiss*, *lettice*), "th" as
"f" (*birfday*, *maraphon*), a last "-ow" as "-a" (*yella card*, *wheelbarrer*), no "y"
sound before "oo" (*buety*). A real answer still needs the dictionary's exact sound
(*pillow* is no pilau). On the read English sets: 25 more variants stand, 1 made-up word
(*brickwick*)."""
_COARSE = {"ɪ": "ə", "θ": "f"}
PHRASE_READINGS = 8
"""A phrase's words typed by ear are read again in at most this many ways (`heard_words`:
a word may sound like several lexicon words, *bootee*, *bootie*, *booty*)."""
PLURAL_S = frozenset({"en"})
"""Languages whose answer said with a last "s" or "z" is heard as an entry's plural too
(*costyooms*, *gools*, *nuets*)."""
LAST_ST = frozenset({"fr"})
"""Languages whose entries ending in "-st" are heard without their "t" too (French "-iste"
said "-isse": *chimisse*, *illusionisse*, *trapézisse*); an answer is heard as typed (an
*oasiste* is no oasis). On the read French sets: 5 more variants stand, nothing lost."""
_VOWELS = frozenset("ɑæʌɔəɛɪiuʊoeaɝɚɜ")
_PLAIN = {"ɚ": "ə", "ɝ": "ɜ"}
FOLDED = frozenset({"en"})
"""Languages whose letters are read without their accents (an English answer's "café")."""
STRESS = str.maketrans("", "", "ˈˌ")
"""Drops the stress marks (players do not type stress)."""
_SPLIT = re.compile(r"[\s\-'’.,]+")
_LETTERS = {"en": re.compile(r"[^a-z]"), "fr": re.compile(r"[^a-zàâäçéèêëîïôöùûüÿœæ]")}

_lock = threading.Lock()
_models: dict[str, bytes] = {}


def read_words(text: str, language: str) -> tuple[str, ...]:
    """The lowercase words of `text` as the model reads them (apostrophes, hyphens and
    spaces part them; an English word loses its accents)."""
    text = text.lower()
    if not text.isascii():  # most entries are plain letters: no normalising to do
        text = unicodedata.normalize("NFC", text)
        if language in FOLDED:
            text = "".join(c for c in unicodedata.normalize("NFD", text)
                           if not unicodedata.combining(c))
    letters = _LETTERS.get(language, _LETTERS["fr"])
    out = []
    for part in _SPLIT.split(text):
        word = letters.sub("", part)
        if word:
            out.append(word)
    return tuple(out)


@cache
def _code(letter: str) -> str:
    """A letter as the model's features name it (base64 of its UTF-8 bytes)."""
    return base64.b64encode(letter.encode()).decode("ascii")


def _features(word: str) -> list[dict[str, str | float | bool]]:
    """Each letter's features: itself, up to three letters either side, the word's ends."""
    codes = [_code(c) for c in word]
    n = len(codes)
    items: list[dict[str, str | float | bool]] = []
    for i, code in enumerate(codes):
        item: dict[str, str | float | bool] = {"bias": 1.0, "grapheme": code}
        if i == 0:
            item["begin"] = True
        for j in range(1, CONTEXT + 1):
            if i >= j:
                item[f"grapheme-{j}"] = codes[i - j]
        for j in range(1, CONTEXT + 1):
            if i < n - j:
                item[f"grapheme+{j}"] = codes[i + j]
        if i == n - 1:
            item["end"] = True
        items.append(item)
    return items


@cache
def _decoded(label: str) -> tuple[str, ...]:
    """A tag's phonemes: base64 of "p|q", "_" for none; stress marks dropped."""
    said = base64.b64decode(label.encode("ascii")).decode()
    return tuple(p.translate(STRESS) for p in said.split("|")
                 if p != "_" and p.translate(STRESS))


@cache
def _tagger(language: str):  # -> pycrfsuite.Tagger | None
    """The language's model, opened once; None when it cannot be read (the vote then
    reads no answer by its sound, and says so in the log)."""
    if language not in LANGUAGES:
        return None
    try:
        import pycrfsuite

        packed = resources.files(PACKAGE).joinpath("phonemes", f"{language}.crf.xz")
        blob = lzma.decompress(packed.read_bytes())  # packaged data (importlib.resources)
        tagger = pycrfsuite.Tagger()
        tagger.open_inmemory(blob)
        _models[language] = blob  # the tagger reads these bytes in place: kept alive
    except (ImportError, OSError, lzma.LZMAError, ValueError) as error:
        logger.warning("phonemes: no %s model (%s); answers are not read by ear", language,
                       error)
        return None
    return tagger


@lru_cache(maxsize=16384)
def word_sound(word: str, language: str) -> tuple[str, ...]:
    """The phonemes of one word (as `read_words` gives it); () when there is no model."""
    tagger = _tagger(language)
    if tagger is None or not word:
        return ()
    with _lock:  # one tagger per language, shared by the vote and the loading thread
        labels = tagger.tag(_features(word))
    return tuple(p for label in labels for p in _decoded(label))


@cache
def _word_file(language: str) -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """The built file (`data/phonemes/<language>-words.txt.gz`): each lexicon word's
    phonemes as the model says it, and, where it differs, as the pronouncing dictionary
    the model learnt from says it; both empty when the file cannot be read."""
    try:
        packed = resources.files(PACKAGE).joinpath("phonemes", f"{language}-words.txt.gz")
        text = gzip.decompress(packed.read_bytes()).decode("utf-8")  # packaged data
    except (OSError, EOFError, UnicodeDecodeError) as error:
        logger.warning("phonemes: no %s word sounds (%s)", language, error)
        return {}, {}
    model: dict[str, tuple[str, ...]] = {}
    listed: dict[str, tuple[str, ...]] = {}
    for line in text.splitlines():
        word, said, *dictionary = line.split("\t")
        model[word] = tuple(said.split())
        if dictionary:
            listed[word] = tuple(dictionary[0].split())
    return model, listed


def known_sounds(language: str) -> dict[str, tuple[str, ...]]:
    """Every lexicon word's phonemes as the model says it (the built file)."""
    return _word_file(language)[0]


def dictionary_sounds(language: str) -> dict[str, tuple[str, ...]]:
    """The lexicon words the pronouncing dictionary says otherwise than the model
    ("pheasant": the model's f i s ə n t, the dictionary's f ɛ z ə n t)."""
    return _word_file(language)[1]


def sound(words: tuple[str, ...], language: str) -> str:
    """The phonemes of words said one after the other, as one string ("" when there is no
    model for a word the built file lacks)."""
    return _said(words, language, heard_word)


def listed_sound(words: tuple[str, ...], language: str) -> str:
    """As `sound`, each word said as the pronouncing dictionary says it where it says it
    otherwise than the model ("water": w ɔ t ə, where the model says w eɪ t ə)."""
    return _said(words, language, _listed_or_heard)


def _listed_or_heard(word: str, language: str) -> tuple[str, ...] | None:
    return listed_word(word, language) or heard_word(word, language)


def _said(words: tuple[str, ...], language: str,
          say: Callable[[str, str], tuple[str, ...] | None]) -> str:
    out: list[str] = []
    for word in words:
        said = say(word, language)
        if said is None:
            return ""
        out.extend(said)  # a word may be silent ("e" alone)
    return " ".join(out)


@lru_cache(maxsize=65536)
def heard_word(word: str, language: str) -> tuple[str, ...] | None:
    """One word's phonemes as the vote hears them (`NON_RHOTIC`, `MUTE_E`): the built
    file's, else the model's; None when there is no model for a word the file lacks."""
    said = known_sounds(language).get(word)
    if said is None:
        if _tagger(language) is None:
            return None
        said = word_sound(word, language)
    return _as_heard(said, language)


@lru_cache(maxsize=65536)
def listed_word(word: str, language: str) -> tuple[str, ...] | None:
    """One word's phonemes as the pronouncing dictionary says it, heard as `heard_word`
    hears; None when the dictionary says it as the model does (or does not hold it)."""
    said = dictionary_sounds(language).get(word)
    return None if said is None else _as_heard(said, language)


def _as_heard(said: tuple[str, ...], language: str) -> tuple[str, ...]:
    if language in NON_RHOTIC:
        said = _non_rhotic(said)
    if language in MUTE_E:
        said = tuple(p for p in said if p != "ə")
    return said


def _non_rhotic(said: tuple[str, ...]) -> tuple[str, ...]:
    """British English said as it is heard: no "r" after a vowel unless a vowel follows
    in the word, and the American r-coloured vowels as their plain ones ("banarna" is
    banana, "Queen Victorier" Queen Victoria, "buttafly" butterfly, "slarlom" slalom)."""
    if "ɹ" not in said and "ɚ" not in said and "ɝ" not in said:
        return said
    out: list[str] = []
    last = len(said) - 1
    for i, phoneme in enumerate(said):
        if (phoneme == "ɹ" and out and out[-1][0] in _VOWELS
                and (i == last or said[i + 1][0] not in _VOWELS)):
            continue
        out.append(_PLAIN.get(phoneme, phoneme))
    return tuple(out)


def coarse(said: str, language: str) -> str:
    """`said` as the coarser ear hears it (`COARSE`); itself in other languages."""
    if language not in COARSE or not said:
        return said
    out = [_COARSE.get(p, p) for p in said.split(" ")]
    out = [p for i, p in enumerate(out) if not (p == "j" and out[i + 1:i + 2] == ["u"])]
    if out[-1] == "oʊ":
        out[-1] = "ə"
    return " ".join(out)


def _entry_keys(said: str, language: str) -> tuple[str, ...]:
    """The keys an entry said `said` is found under in the index (`coarse`, `LAST_ST`)."""
    key = coarse(said, language)
    if language in LAST_ST and key.endswith(" s t"):
        return key, key[:-2]
    return (key,)


def phoneme_count(said: str) -> int:
    return len(said.split()) if said else 0


def _bare(words: tuple[str, ...], language: str) -> tuple[str, ...]:
    """The words less a leading article ("le", "the"), when more follow."""
    if len(words) > 1 and words[0] in ARTICLES.get(language, ()):
        return words[1:]
    return words


@cache
def sound_index(language: str) -> dict[str, tuple[tuple[str, frozenset[str]], ...]]:
    """Every lexicon entry said in `MIN_PHONEMES` or more, by its sound as the coarser ear
    hears it (`coarse`; its article left out): (spelling, its topics). Built once per
    language with the lexicons, off the frame thread (`relevance.warm`: about 1.5 s in
    English, 0.5 s in French, once the lexicon and the word file are read)."""
    _tagger(language)  # opened here too, so that the first answer it hears costs no load
    out: dict[str, list[tuple[str, frozenset[str]]]] = {}
    places: dict[tuple, frozenset[str]] = {}  # one set per list of homes (many rows share)
    otherwise = dictionary_sounds(language)
    for text, _key, homes in lexicon(language).rows:
        words = _bare(read_words(text, language), language)
        where = places.get(homes)
        if where is None:
            where = places[homes] = frozenset(h for h, _rank in homes)
        entry = (text, where)
        said = sound(words, language)
        if phoneme_count(said) >= MIN_PHONEMES:
            for key in _entry_keys(said, language):
                out.setdefault(key, []).append(entry)
        # and as the dictionary says it, where it says a word otherwise (*pheasant*,
        # *madeleine*): an answer spelt by ear is heard against both
        if any(w in otherwise for w in words):
            again = listed_sound(words, language)
            if again != said and phoneme_count(again) >= MIN_PHONEMES:
                for key in _entry_keys(again, language):
                    out.setdefault(key, []).append(entry)
    return {said: tuple(entries) for said, entries in out.items()}


@cache
def word_index(language: str) -> dict[str, tuple[str, ...]]:
    """Every lexicon word said in `MIN_PHONEMES` or more, by its sound as the coarser ear
    hears it (as the model says it and, where it says it otherwise, as the dictionary
    does): the words said so. Built with the lexicons, off the frame thread
    (`relevance.warm`: 0.2 s in English, 0.05 s in French)."""
    out: dict[str, list[str]] = {}
    for table in (known_sounds(language), dictionary_sounds(language)):
        for word, said in table.items():
            heard = _as_heard(said, language)
            if len(heard) >= MIN_PHONEMES:
                for key in _entry_keys(" ".join(heard), language):
                    if word not in out.setdefault(key, []):
                        out[key].append(word)
    return {key: tuple(words) for key, words in out.items()}


def heard_words(text: str, language: str, is_word: Callable[[str], bool]) -> tuple[str, ...]:
    """`text`, a phrase of two words or more, again with each of its words that is no word
    (`is_word` false) read as a lexicon word it sounds like ("overdew fine": overdue fine,
    "Wunder Woman": wonder woman); at most `PHRASE_READINGS`, () when a word that is no
    word sounds like none (or is said in fewer than `MIN_PHONEMES`)."""
    words = read_words(text, language)
    if len(words) < 2 or all(is_word(w) for w in words):
        return ()
    index = word_index(language)
    options: list[tuple[str, ...]] = []
    for word in words:
        if is_word(word):
            options.append((word,))
            continue
        said = heard_word(word, language)
        if not said or len(said) < MIN_PHONEMES:
            return ()
        found = tuple(w for w in index.get(coarse(" ".join(said), language), ()) if w != word)
        if not found:
            return ()
        options.append(found)
    readings: list[str] = []
    for chosen in product(*options):
        readings.append(" ".join(chosen))
        if len(readings) == PHRASE_READINGS:
            break
    return tuple(readings)


def heard_as(text: str, language: str, topic_ids: tuple[str, ...],
             real: bool = False) -> tuple[str, ...]:
    """The entries of the round's topics that `text` sounds like, spelt otherwise
    ("yucalyptus": eucalyptus, "coqlicot": coquelicot, "orkestra pit": orchestra pit,
    "skelliton": skeleton to the coarser ear, `coarse`),
    its leading article left out; () when none, or when it is said in fewer than
    `MIN_PHONEMES` phonemes.

    A `real` answer (words of the dictionary: *larva*, *clews*, *flamand rose*) is said
    as the pronouncing dictionary says its words, and an entry counts only when the
    dictionary says it exactly the same (`listed_sound`, not only to the coarser ear): the
    model misreads some common words, and *waiter* is not the supermarket's *water*."""
    words = _bare(read_words(text, language), language)
    said = (listed_sound if real else sound)(words, language)
    if phoneme_count(said) < MIN_PHONEMES:
        return ()
    readings = [said]
    if language in PLURAL_S and said[-2:] in (" s", " z") and phoneme_count(said) > MIN_PHONEMES:
        readings.append(said[:-2])  # the plural of an entry ("costyooms", "gools")
    typed = "".join(words)
    found: list[str] = []
    for reading in readings:
        for entry, homes in sound_index(language).get(coarse(reading, language), ()):
            if homes.isdisjoint(topic_ids) or entry in found:
                continue
            spelt = read_words(entry, language)
            if "".join(spelt) != typed and (
                    not real or listed_sound(_bare(spelt, language), language) == reading):
                found.append(entry)
    return tuple(found)
