"""Issue 32, twelfth round: what the twelfth blind set's tuning half showed (W4.5, W9.3:
the bots' vote on a challenged word).

- French made-up words built as two real words joined by a hyphen ("une blette-rave",
  "un béton-mixeur") stood because half of them is a word of the topic; a hyphenated
  compound no list holds is now a coined word (relevance.COINED), while listed compounds,
  their plurals and names stand.
"""

from __future__ import annotations

import pytest

from game.wordland.words.relevance import rule


@pytest.mark.parametrize(("answer", "topic"), [
    ("une blette-rave", "legumes"),
    ("un béton-mixeur", "chantier"),
    ("girafon-zèbre", "zoo"),
    ("Une mijoteuse-poêlon", "cuisine"),
])
def test_a_coined_french_compound_is_no_word(answer: str, topic: str) -> None:
    ruling = rule(answer, "fr", (topic,))
    assert not ruling.fits and ruling.code == "not-a-word"


@pytest.mark.parametrize(("answer", "topic"), [
    ("loups-garous", "halloween"),       # a listed compound in the plural
    ("petits-beurre", "gouter"),
    ("super-héro", "super-heros"),       # the list holds it in the plural only
    ("Canet-Plage", "plage"),            # a name: its capitals keep it out of the rule
    ("le four micro-ondes", "cuisine"),  # a compound inside a phrase
])
def test_listed_compounds_and_names_still_stand(answer: str, topic: str) -> None:
    assert rule(answer, "fr", (topic,)).fits
