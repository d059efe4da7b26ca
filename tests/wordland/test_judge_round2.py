"""The judge, second round of issue 32: WordNet's taxonomy kept from deciding alone (a
shark is no river word because fish are), what a person named for a topic counted as the
topic's own, and what a person struck out (W4.5, W9.3)."""

from __future__ import annotations

import json

import pytest

from game.wordland.words.lexicon import lexicon, lexicon_key
from game.wordland.words.relevance import LOOSE, lexicon_rank, rule
from tools import wordland_lexicon


def rank(topic: str, text: str, language: str = "en") -> int:
    return lexicon_rank(lexicon(language), topic, lexicon_key(text, language))


@pytest.mark.parametrize(("topic", "word"), [
    ("river", "shark"),            # fish.1 brings every fish; the sea holds the shark
    ("desserts", "sausage roll"),  # pastry.2
    ("restaurant", "checkout"),    # counter.1
    ("science-lab", "easel"),      # tripod.1
    ("playground", "trapeze"),     # swing.2
])
def test_a_word_only_wordnet_puts_here_and_another_topic_claims_is_voted_out(
        topic: str, word: str) -> None:
    assert rank(topic, word) >= LOOSE
    assert not rule(word, "en", (topic,)).fits


@pytest.mark.parametrize(("topic", "word"), [
    ("pirates", "sword"), ("pirates", "cannon"), ("pirates", "cutlass"),
    ("camping", "flashlight"), ("city-street", "streetlight"), ("wild-west", "six-gun"),
])
def test_a_synset_a_person_named_for_the_topic_is_its_own(topic: str, word: str) -> None:
    """Named, not said: "sword" stands among the pirates, but a kids topic's bots never
    say it (ranks 0-2 are said)."""
    assert rank(topic, word) == wordland_lexicon.NAMED
    assert rule(word, "en", (topic,)).fits


@pytest.mark.parametrize(("topic", "word"), [
    ("reptiles", "frog"), ("reptiles", "newt"),         # amphibians are not reptiles
    ("vegetables", "bread"),                            # lettuce.1 was money
    ("boats", "jumbo jet"),                             # craft.2 flies too
    ("vikings", "samurai"),                             # warrior.1
    ("building-site", "fire engine"), ("city-street", "tractor"),
    ("airport", "rocket"), ("train-station", "runway"), ("christmas", "birthday card"),
])
def test_what_a_person_struck_out_is_no_longer_the_topics(topic: str, word: str) -> None:
    members = lexicon("en").home(lexicon_key(word, "en"))
    assert topic not in members


def test_the_mapping_strikes_out_only_topics_it_knows() -> None:
    mapping = json.loads(wordland_lexicon.MAPPING.read_text(encoding="utf-8"))
    for topic, items in mapping["_except"].items():
        assert topic in mapping, topic
        assert items and all(isinstance(i, str) and i for i in items), topic


def test_an_irregular_plural_is_as_much_the_topics_as_its_word() -> None:
    assert rank("farm", "geese") <= wordland_lexicon.NAMED
    assert rule("geese", "en", ("farm",)).fits


HELD_OUT_FLOORS = {
    "en": {"obvious": 0.97, "uncommon": 0.90, "variant": 0.92, "madeup": 0.99,
           "offtopic": 0.90},
    "fr": {"obvious": 0.97, "uncommon": 0.97, "variant": 0.97, "madeup": 0.99,
           "offtopic": 0.91},
}
"""What the second blind set's held-out items read when measured (docs/wordland-ai.md),
kept from now on as a floor: English variants are under the issue's 95 %."""


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_second_blind_held_out_set_keeps_its_measure(language: str) -> None:
    from bench import wordland_judge

    folder = wordland_judge.BLIND.parent / "judge_labels_blind2" / "heldout"
    scores, totals = wordland_judge.accuracy(language, None, folder)
    assert sum(totals.values()) >= 600
    for kind, floor in HELD_OUT_FLOORS[language].items():
        assert scores[kind] >= floor, (language, kind, scores[kind])
