"""Issue 32, fourteenth round: what the thirteenth blind set (both halves, read once
measured) and the fourteenth set's tuning half showed (W4.5, W9.3: the bots' vote on a
challenged word).

- English: one short vowel of a long word heard unclearly and written as another
  ("Satern", "toadstall"; words/sounds.said_blurred), and a vowel added to a long word
  ("pavalova", "heptathalon"); a long vowel or a first syllable stays as written, and a
  consonant added is no slip: made-up words add consonants ("toastling", "tentling");
- French: a last "-ne" after "e", "i" or "u" is no nasal ("capitène" is capitaine, not
  "capitan"), "ou" typed for the "u" of a borrowed word ("moustang", "chourros") and
  "gu" for a hard "g" ("conjuguaison"); French keeps made-up words that change a
  suffix's vowel out ("bolétard", "coccinole").
"""

from __future__ import annotations

import pytest

from game.wordland.words.relevance import rule
from game.wordland.words.sounds import spoken_key


@pytest.mark.parametrize(("answer", "topic", "language"), [
    ("Satern", "space", "en"),
    ("toadstall", "forest", "en"),
    ("lanturn", "camping", "en"),
    ("cutless", "pirates", "en"),
    ("stadiam", "football", "en"),
    ("pavalova", "desserts", "en"),
    ("heptathalon", "olympics", "en"),
    ("tornaydo", "weather", "en"),
    ("sledgeing", "winter-sports", "en"),
    ("capitène", "pirates", "fr"),
    ("tyrolliene", "parc-jeux", "fr"),
    ("moustang", "far-west", "fr"),
    ("chourros", "fete-foraine", "fr"),
    ("conjuguaison", "ecole", "fr"),
    ("un rutabagua", "legumes", "fr"),
])
def test_a_spelling_by_ear_stands(answer: str, topic: str, language: str) -> None:
    ruling = rule(answer, language, (topic,))
    assert ruling.fits, ruling.why


@pytest.mark.parametrize(("answer", "topic", "language"), [
    ("reindoor", "christmas", "en"),      # a long vowel is heard clearly
    ("toastling", "breakfast", "en"),     # a consonant added: a coined word
    ("tentling", "camping", "en"),
    ("milkhorn", "farm", "en"),           # no blurred vowel into entries run together
    ("bolétard", "champignons", "fr"),    # no blurred vowel in French
    ("coccinole", "insectes", "fr"),
    ("ronronnier", "animaux-compagnie", "fr"),  # no vowel added in French
    ("corollie", "fleurs", "fr"),
])
def test_a_made_up_word_stays_out(answer: str, topic: str, language: str) -> None:
    ruling = rule(answer, language, (topic,))
    assert not ruling.fits, ruling.read


def test_a_french_ne_after_a_vowel_is_no_nasal() -> None:
    assert spoken_key("capitène", "fr") == spoken_key("capitaine", "fr")
    assert spoken_key("fontène", "fr") == spoken_key("fontaine", "fr")
    assert spoken_key("marine", "fr") != spoken_key("marin", "fr")
    # "-ane" stays heard as "-an": "Batmane", "cardigane"
    assert spoken_key("batmane", "fr") == spoken_key("batman", "fr")


@pytest.mark.parametrize(("answer", "topic"), [
    ("bunkbeds", "bedroom"),      # "bunk bed" in the plural, typed joined
    ("haybales", "farm"),
    ("snow flakes", "weather"),   # "snowflake" in the plural, typed apart
    ("cup cakes", "bakery"),
])
def test_an_entrys_plural_typed_joined_or_apart_stands(answer: str, topic: str) -> None:
    ruling = rule(answer, "en", (topic,))
    assert ruling.fits, ruling.why


@pytest.mark.parametrize(("answer", "topic"), [
    ("le poison rouge", "animaux-compagnie"),  # real words, said as the entry
    ("cote de maille", "chevaliers"),
    ("tête de mor", "pirates"),
    ("plan de travaille", "cuisine"),
    ("le serf-volant", "jouets"),
])
def test_a_french_phrase_said_as_an_entry_stands(answer: str, topic: str) -> None:
    ruling = rule(answer, "fr", (topic,))
    assert ruling.fits, ruling.why


@pytest.mark.parametrize(("answer", "topic"), [
    ("feux rouges", "rue"),             # every word of the entry in the plural
    ("tubes à essais", "laboratoire"),
    ("skis", "sports-hiver"),           # a plural the lists also hold at the ice floe
])
def test_a_french_plural_stands_where_its_singular_does(answer: str, topic: str) -> None:
    ruling = rule(answer, "fr", (topic,))
    assert ruling.fits, ruling.why


def test_a_plural_in_ous_is_no_word_with_a_sounded_s() -> None:
    """The "-usse" key is for a said last "s" (diplodocus): "trous" is no "trousse"."""
    ruling = rule("trousse", "fr", ("banquise",))
    assert not ruling.fits and ruling.read != "trous"
    assert rule("diplodocusse", "fr", ("dinosaures",)).fits


@pytest.mark.parametrize(("answer", "topic"), [
    ("croco", "reptiles"),      # a listed word too (a Halloween costume), and crocodile
    ("un croco", "reptiles"),
    ("imper", "automne"),
])
def test_a_french_short_form_listed_elsewhere_still_reads_as_its_word(answer: str,
                                                                      topic: str) -> None:
    ruling = rule(answer, "fr", (topic,))
    assert ruling.fits, ruling.why
