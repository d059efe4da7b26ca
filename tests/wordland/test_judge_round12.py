"""Issue 32, fifteenth round: what the fifteenth blind set's tuning half and the read
sets showed (W4.5, W9.3: the bots' vote on a challenged word).

- An article before a word changes nothing the word alone would get: "le cabat" (no
  "le c'abat", an elision typed without its apostrophe is never right after an article),
  "les soustitres" (an entry run together, in the plural, after an article);
- French by ear: a last "-ye" or "-ie" after "ou" for "-ille" ("citrouye", "citrouie"),
  "-ainne" for "-aine" ("marainne"), "ex" before a consonant heard "es" ("Escalibur"),
  a "w" said "ou" ("wistiti"), the Spanish "ñ" said "gn" ("pignata", "piniata": piñata);
- English: "eigh" and "aigh" as a long a ("straightjacket").
"""

from __future__ import annotations

import pytest

from game.wordland.words.relevance import rule
from game.wordland.words.sounds import spoken_key


@pytest.mark.parametrize(("answer", "topic", "language"), [
    ("le cabat", "marche", "fr"),
    ("les soustitres", "cinema", "fr"),
    ("des skis", "sports-hiver", "fr"),
    ("citrouye", "halloween", "fr"),
    ("une citrouye", "halloween", "fr"),
    ("citrouie", "halloween", "fr"),
    ("gargouye", "monstres", "fr"),
    ("marainne", "contes", "fr"),
    ("wistiti", "zoo", "fr"),
    ("pignata", "anniversaire", "fr"),
    ("une piniata", "anniversaire", "fr"),
    ("Escalibur", "chevaliers", "fr"),
    ("straightjacket", "magic-show", "en"),
])
def test_a_spelling_by_ear_stands(answer: str, topic: str, language: str) -> None:
    ruling = rule(answer, language, (topic,))
    assert ruling.fits, ruling.why


@pytest.mark.parametrize(("answer", "topic", "language"), [
    ("le brioquon", "boulangerie", "fr"),   # an article lends a made-up word nothing
    ("la spectronnerie", "halloween", "fr"),
    ("pont-levisse", "chateau", "fr"),      # a last "-is" keeps its silent "s"
    ("confettise", "mariage", "fr"),
    ("doughnette", "bakery", "en"),         # "-ette" is no "-et"
    ("piglette", "farm", "en"),
])
def test_a_made_up_word_stays_out(answer: str, topic: str, language: str) -> None:
    ruling = rule(answer, language, (topic,))
    assert not ruling.fits, ruling.read


def test_the_french_y_sound_at_a_words_end() -> None:
    for typed, meant in (("citrouye", "citrouille"), ("citrouie", "citrouille"),
                         ("gargouye", "gargouille")):
        assert spoken_key(typed, "fr") == spoken_key(meant, "fr")
    # "-oie", "-aie" keep their vowels: "joie" is no "jouille"
    assert spoken_key("joie", "fr") != spoken_key("jouille", "fr")


def test_an_elision_is_never_read_right_after_an_article() -> None:
    assert rule("le cabat", "fr", ("marche",)).read != "le c'abat"
    # inside a phrase it still is ("jus dorange")
    assert rule("jus dorange", "fr", ("petit-dejeuner",)).fits


@pytest.mark.parametrize(("answer", "topic"), [
    ("permis de conduire", "pique-nique"),
    ("code postal", "maison-hantee"),
    ("taux d'intérêt", "jardin"),
    ("assurance auto", "jouets"),
])
def test_a_french_phrase_of_paperwork_is_voted_out_anywhere(answer: str, topic: str) -> None:
    """W4.5: a phrase nobody lists, whose words say it is about something else, is
    voted out (relevance.NOBODY_PHRASE)."""
    ruling = rule(answer, "fr", (topic,))
    assert ruling.real and not ruling.fits, ruling.why
    assert ruling.code == "far-from-topic"


@pytest.mark.parametrize(("answer", "topic"), [
    ("planche de Ouija", "maison-hantee"),
    ("calculette", "rentree"),
    ("calculete", "bureau"),
    ("jus d'orange", "petit-dejeuner"),
])
def test_honest_french_answers_still_stand(answer: str, topic: str) -> None:
    assert rule(answer, "fr", (topic,)).fits


def test_a_french_last_on_is_nasal_and_onne_is_not() -> None:
    """A made-up feminine of a listed word in "-on" is no longer read as that word
    ("potironne" is no potiron, "pantalonne" no pantalon), while by-ear spellings that
    sound the same still are ("courrone": couronne; "podiom": podium; "conté": comté)."""
    key = lambda w: spoken_key(w, "fr")  # noqa: E731
    assert key("potironne") != key("potiron")
    assert key("courrone") == key("couronne")
    assert key("podiom") == key("podium") == key("podiome")
    assert key("conté") == key("comté")
    assert key("tome") == key("tomme")
    for made_up, topic in (("potironne", "legumes"), ("pantalonne", "vetements"),
                           ("édredonne", "chambre")):
        assert not rule(made_up, "fr", (topic,)).fits
    assert rule("le conté", "fr", ("fromages",)).fits


@pytest.mark.parametrize(("answer", "topic", "fits"), [
    ("windscreen wiper", "school", False),   # plain words, clearly about cars
    ("funeral wreath", "birthday", False),
    ("rom-com", "cinema", True),             # a clipped form: the benefit of the doubt
    ("spag bol", "restaurant", True),
])
def test_an_english_plain_phrase_clearly_elsewhere_is_voted_out(answer: str, topic: str,
                                                                fits: bool) -> None:
    """relevance.NOBODY_PHRASE in English: only a plain phrase (lower case, words of 4
    letters or more) that nobody lists and whose words point elsewhere."""
    assert rule(answer, "en", (topic,)).fits is fits
