"""Issue 32, ninth round: a word spelt by ear stands as the listed word it is said like
(W4.5, W9.3: the bots' vote on a challenged word), and made-up words stay out.

The ninth blind set asked its writers for the misspellings families type by ear; the
judge let 72 % (en) and 68 % (fr) of its tuning half's variants stand. words/sounds.py's
`spoken_key` reads a word as it is said, vowels kept, and words/variants.py reads an
unknown word as the listed word said the same (also in its singular, several readings
tried so that the round's topic picks)."""

from __future__ import annotations

import pytest

from game.wordland.words.relevance import rule
from game.wordland.words.sounds import (
    SPOKEN_LENGTH,
    said_alike,
    spoken_index,
    spoken_key,
    spoken_keys,
)
from game.wordland.words.variants import spoken_words


@pytest.mark.parametrize(("language", "said", "meant"), [
    ("en", "astronaught", "astronaut"),      # a silent gh added
    ("en", "sherrif", "sheriff"),            # letters doubled and undoubled
    ("en", "cauldren", "cauldron"),          # the dull vowel of a last syllable
    ("en", "Vesuvious", "Vesuvius"),
    ("en", "raindeer", "reindeer"),          # "ai" and "ei" said alike
    ("en", "puzzel", "puzzle"),              # a last "-le" and "-el"
    ("en", "magition", "magician"),          # "-tion" and "-cian"
    ("en", "Monopoley", "Monopoly"),         # a last "-y" and "-ey"
    ("en", "highlites", "highlights"),
    ("en", "pheasent", "pheasant"),          # the dull vowel before a last consonant
    ("en", "custerd", "custard"),
    ("en", "belooga", "beluga"),             # "oo" and "u"
    ("en", "sculpchure", "sculpture"),       # "-ture" said "-cher" (eleventh round)
    ("en", "condishner", "conditioner"),     # "-tion" inside a word
    ("en", "trapeez", "trapeze"),            # a long e made by a last "e"
    ("fr", "papillion", "papillon"),         # "ill" after a consonant
    ("fr", "perroquai", "perroquet"),        # a last "-ai" and "-et"
    ("fr", "Raiponse", "Raiponce"),          # c and s
    ("fr", "hypopotame", "hippopotame"),     # y and i, a letter doubled
    ("fr", "spaciale", "spatiale"),          # "ti" said "si"
    ("fr", "artichaud", "artichaut"),        # a silent last letter
    ("fr", "brouyard", "brouillard"),        # the "y" sound
    ("fr", "chinion", "chignon"),            # "gn"
    ("fr", "lampadère", "lampadaire"),       # "ai" and "è"
])
def test_spellings_said_alike_share_a_key(language: str, said: str, meant: str) -> None:
    assert spoken_key(said, language) == spoken_key(meant, language)


@pytest.mark.parametrize(("language", "made_up", "word"), [
    ("en", "flomingo", "flamingo"),          # a vowel that is heard
    ("en", "stethoscape", "stethoscope"),
    ("en", "trowelle", "trowel"),            # a made-up French-looking ending
    ("en", "werewoolf", "werewolf"),
    ("fr", "donjonnet", "donjon"),           # "-et" is heard
    ("fr", "drakkarde", "drakkar"),          # a "d" before a mute "e" is heard
    ("fr", "acrobatix", "acrobatie"),        # so is "-ix"
])
def test_made_up_words_are_said_otherwise(language: str, made_up: str, word: str) -> None:
    assert spoken_key(made_up, language) != spoken_key(word, language)


@pytest.mark.parametrize(("language", "topic", "answer"), [
    ("en", "space", "astronaught"),
    ("en", "wild-west", "sherrif"),
    ("en", "halloween", "cauldren"),
    ("en", "halloween", "skeletens"),        # a plural, read through its singular
    ("en", "breakfast", "marmalaid"),
    ("en", "tennis", "duece"),               # two letters swapped in a short word
    ("fr", "contes", "Raiponse"),
    ("fr", "zoo", "hypopotame"),
    ("fr", "espace", "navette spaciale"),    # a word of a listed phrase
    ("fr", "chantier", "bulldozeur"),
    ("fr", "legumes", "artichaud"),
    ("fr", "riviere", "tétars"),             # reads as tétras and têtard: the river's stands
    ("en", "christmas", "rain deer"),        # two words said as one listed word
    ("en", "playground", "sea saw"),
])
def test_a_spelling_by_ear_stands(language: str, topic: str, answer: str) -> None:
    ruling = rule(answer, language, (topic,))
    assert ruling.fits, ruling


@pytest.mark.parametrize(("language", "topic", "answer"), [
    # ("flomingo" stood from the seventeenth round: the pronouncing dictionary says
    # flamingo so, words/phonemes.py; 1 made-up word for 27 English variants)
    ("en", "hospital", "stethoscape"),
    ("en", "garden", "trowelle"),
    ("fr", "chateau", "donjonnet"),
    ("fr", "vikings", "drakkarde"),
])
def test_made_up_words_stay_out(language: str, topic: str, answer: str) -> None:
    assert not rule(answer, language, (topic,)).fits


def test_a_spelling_by_ear_of_another_topics_word_is_voted_out_as_that_word() -> None:
    ruling = rule("astronaught", "en", ("zoo",))
    assert not ruling.fits and ruling.code != "not-a-word"


def test_the_index_and_its_limits() -> None:
    index = spoken_index(["astronaut", "astronomy", "cat"], "en")
    assert said_alike("astronaught", "en", index) == ("astronaut",)
    assert said_alike("astronaut", "en", index) == ()          # itself is no other reading
    assert said_alike("kat", "en", index) == ()                # too short to hear apart
    assert len("kat") < SPOKEN_LENGTH
    assert said_alike("asstronaut", "en", index) == ("astronaut",)
    assert said_alike("asstronaughtt", "en", index) == ()     # 4 letters longer: too far
    assert said_alike("astronautandmore", "en", index) == ()
    # the language's whole index: every listed word is under its key
    assert "astronaut" in spoken_words("en")[spoken_key("astronaut", "en")]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_keys_read_in_one_pass_are_the_keys_read_one_by_one(language: str) -> None:
    """The index reads a language's listed words in one pass, one per line; no rule may
    reach across a line (a lookbehind seeing the line break as a consonant)."""
    from game.wordland.words.lexicon import lexicon

    words = sorted(lexicon(language).words)[::9]
    assert len(words) > 2000
    one_by_one = [spoken_key(w, language) for w in words]
    assert spoken_keys(words, language) == one_by_one
    # the lexicons' words are folded single words: the index reads them as they are
    assert spoken_keys(words, language, folded=True) == one_by_one
