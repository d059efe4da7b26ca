"""The data files: well-formed, enough topics and words, and piles the tool reproduces."""

from __future__ import annotations

import json

import pytest

from game.wordland.data.catalogue import PILES, letter_piles, read_json, topic_files, topics
from game.wordland.words.derivatives import analyse, is_repeat
from game.wordland.words.text import APOSTROPHES, letters_of, refusal
from tools import wordland_piles

LANGUAGES = ("en", "fr")
LEFT_UNDER_ONE_LETTER = {"blue": 25, "purple": 20, "green": 12, "red": 2}
"""Words a topic keeps when a single letter of each pile is forbidden (the red letters
only ever come alone, as the Queen's letter)."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_w1_1_at_least_80_topics_about_a_third_for_kids(language: str) -> None:
    all_topics = topics(language)
    assert len(all_topics) >= 80
    kids = sum(t.kids for t in all_topics) / len(all_topics)
    assert 0.28 <= kids <= 0.4


@pytest.mark.parametrize("language", LANGUAGES)
def test_w9_1_every_vocabulary_has_40_plain_distinct_answers(language: str) -> None:
    for topic in topics(language):
        words = topic.words
        assert len(words) >= 40, topic.id
        assert all(tier for tier in topic.tiers), f"{topic.id}: every tier has words"
        for w in words:
            assert not refusal(w), f"{topic.id}: {w!r}"
            assert not set(w) & APOSTROPHES, f"{topic.id}: {w!r} would put a bot out"
        forms = [analyse(w, language) for w in words]
        for i, form in enumerate(forms):
            for earlier in forms[:i]:
                assert not is_repeat(form, earlier), f"{topic.id}: {form.text} repeats"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_topic_keeps_enough_words_under_any_single_forbidden_letter(language: str
                                                                         ) -> None:
    piles = letter_piles(language)
    for topic in topics(language):
        spellings = [letters_of(w) for w in topic.words]
        for colour in PILES:
            for letter in piles.pile(colour):
                left = sum(letter not in s for s in spellings)
                assert left >= LEFT_UNDER_ONE_LETTER[colour], (topic.id, letter, left)


@pytest.mark.parametrize("language", LANGUAGES)
def test_data_files_parse(language: str) -> None:
    for name in topic_files(language):
        assert isinstance(read_json(name)["topics"], list)
    assert set(read_json("languages.json")) == set(LANGUAGES)


def test_w1_2_the_piles_in_the_data_are_what_the_tool_computes() -> None:
    stored = json.loads(wordland_piles.LETTERS_FILE.read_text(encoding="utf-8"))
    assert stored == json.loads(wordland_piles.render(wordland_piles.all_piles()))
