"""W7 and W4.3 word checks, with the rulebook's own examples and French ones."""

from __future__ import annotations

import pytest

from game.wordland.words.derivatives import analyse, is_repeat
from game.wordland.words.judge import Fault, judge
from game.wordland.words.realwords import dictionary, is_real_word
from game.wordland.words.text import comparison_key, fold, letters_of, refusal


def repeats(a: str, b: str, language: str = "en") -> bool:
    return is_repeat(analyse(a, language), analyse(b, language))


def test_w4_3a_silent_letters_count_sign_has_a_g() -> None:
    verdict = judge("sign", language="en", forbidden=frozenset("g"), said=[])
    assert verdict.fault is Fault.LETTER and verdict.detail == "G"


def test_w4_3a_accented_letters_count_as_their_base_letter() -> None:
    assert letters_of("Crème brûlée") == frozenset("cremblu")
    verdict = judge("forêt", language="fr", forbidden=frozenset("e"), said=[])
    assert verdict.fault is Fault.LETTER
    assert fold("Cœur") == "coeur"


@pytest.mark.parametrize(("earlier", "later"), [("paint", "paints"), ("paint", "painter"),
                                                ("cat", "cats"), ("flow", "flower")])
def test_w7_2_derivatives_are_repeats(earlier: str, later: str) -> None:
    assert repeats(later, earlier)


@pytest.mark.parametrize(("earlier", "later"), [("paint", "paintbrush"), ("cat", "cater"),
                                                ("lion", "lion tamer")])
def test_w7_2_compounds_and_short_roots_are_allowed(earlier: str, later: str) -> None:
    assert not repeats(later, earlier)


def test_w7_1_spaces_hyphens_case_and_accents_are_ignored() -> None:
    assert comparison_key("  Paint-Brush! ") == "paintbrush"
    assert repeats("paint brush", "paintbrush")
    assert repeats("forêt", "foret", "fr")


def test_w7_3_phrases_of_as_many_words_repeat_word_by_word() -> None:
    assert repeats("lion tamers", "lion tamer")
    assert not repeats("lion tamer", "lion")
    assert not repeats("lion", "lion tamer")


@pytest.mark.parametrize(("earlier", "later"), [("chanteur", "chanteuse"),
                                                ("boulanger", "boulangère"),
                                                ("chat", "chats"), ("jardin", "jardinier")])
def test_w7_2_french_derivatives(earlier: str, later: str) -> None:
    assert repeats(later, earlier, "fr")


def test_w7_2_french_compound_is_allowed() -> None:
    assert not repeats("pomme de terre", "pomme", "fr")
    assert not repeats("chapeau", "chat", "fr")


def test_w4_3c_judge_names_the_earlier_word() -> None:
    verdict = judge("Painters", language="en", forbidden=frozenset(), said=["lion", "paint"])
    assert verdict.fault is Fault.REPEAT and verdict.detail == "paint"


def test_w4_3d_apostrophes_put_out_contractions_and_elisions() -> None:
    assert judge("l'ours", language="fr", forbidden=frozenset(), said=[]).fault is (
        Fault.APOSTROPHE)
    assert judge("don’t", language="en", forbidden=frozenset(), said=[]).fault is (
        Fault.APOSTROPHE)


def test_w4_2_refused_input_digits_no_letters_foreign_alphabet() -> None:
    assert refusal("7 dwarfs") == "write numbers as words"
    assert refusal(" ... ") == "type a word"
    assert "alphabet" in refusal("ωmega")
    assert "cannot be part of a word" in refusal("lion+tamer")
    assert refusal("  Crème brûlée! ") == ""
    assert judge("", language="en", forbidden=frozenset(), said=[]).refused


def test_w10_2_starting_letter_variant_checks_each_word_initial() -> None:
    forbidden = frozenset("t")
    assert judge("lion tamer", language="en", forbidden=forbidden, said=[],
                 starting_only=True).fault is Fault.LETTER
    assert judge("cat", language="en", forbidden=forbidden, said=[], starting_only=True
                 ).accepted


def test_w9_3_real_words_from_the_en_and_fr_dictionaries() -> None:
    assert is_real_word("lion tamer", "en")
    assert not is_real_word("zzglorp", "en")
    assert is_real_word("foret", "fr") and is_real_word("chanteuse", "fr")
    assert dictionary("en") is dictionary("en"), "loaded once, then cached"
