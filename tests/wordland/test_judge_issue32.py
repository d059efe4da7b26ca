"""The judge of issue 32: French as the French write it, closeness built offline, votes
that say why, and a few words that would have fitted (W4.5, W9.3)."""

from __future__ import annotations

import gzip
import json
import random

import pytest

from game.wordland.ai.bot import BotMove
from game.wordland.ai.vocabulary import vote_ruling, words_that_fit
from game.wordland.data.catalogue import topics, topics_by_id
from game.wordland.words.closeness import closeness, near
from game.wordland.words.realwords import dictionary
from game.wordland.words.relevance import rule
from game.wordland.words.text import APOSTROPHES, elided_words, letters_of
from tools import wordland_closeness

VOWELS = tuple("aeiouyàâéèêîïôœh")


TUNE_FLOORS = {"obvious": 0.98, "uncommon": 0.93, "variant": 0.95, "madeup": 0.97,
               "offtopic": 0.87}
"""What the judge keeps on the blind tuning half (measured in docs/wordland-ai.md; the
issue's targets, checked on the held-out half, are in bench/wordland_judge.TARGETS)."""


@pytest.mark.parametrize("language", ["en", "fr"])
def test_accuracy_on_the_blind_tuning_half(language: str) -> None:
    from bench import wordland_judge

    folder = wordland_judge.BLIND / "tune"
    scores, totals = wordland_judge.accuracy(language, None, folder)
    assert sum(totals[k] for k in ("obvious", "uncommon", "variant", "madeup",
                                   "offtopic")) >= 300
    for kind, floor in TUNE_FLOORS.items():
        assert scores[kind] >= floor, (language, kind, scores[kind])


def test_elisions_are_read_as_the_language_writes_them() -> None:
    assert elided_words("jus d'orange") == ("jus", "d", "orange")
    assert elided_words("l’ours") == ("l", "ours")
    assert elided_words("Aujourd'hui", dictionary("fr")) == ("aujourdhui",)
    assert elided_words("o'clock", frozenset({"oclock"})) == ("o", "clock")
    assert elided_words("l'évier", dictionary("fr")) == ("l", "evier"), "not the lever"
    assert elided_words("children's") == ("children", "s")


@pytest.mark.parametrize("apostrophe", ["'", "’"])
def test_french_phrases_with_an_apostrophe_stand(apostrophe: str) -> None:
    cases = [("jus d'orange", "petit-dejeuner"), ("pain d'épices", "boulangerie"),
             ("feu d'artifice", "quatorze-juillet"), ("feux d'artifice", "quatorze-juillet"),
             ("pomme d'amour", "fete-foraine"), ("salle d'attente", "hopital"),
             ("toile d'araignée", "maison-hantee"), ("fourme d'Ambert", "fromages")]
    for text, topic in cases:
        typed = text.replace("'", apostrophe)
        ruling = rule(typed, "fr", (topic,))
        assert ruling.real and ruling.fits, (typed, topic, ruling.why)


def test_fourme_d_ambert_is_one_entry_not_two() -> None:
    fromages = topics_by_id("fr")["fromages"]
    assert "fourme d'Ambert" in fromages.also
    assert not any(w.lower() in ("fourme", "ambert") for w in fromages.words + fromages.also)
    assert rule("fourme d’Ambert", "fr", ("fromages",)).fits


@pytest.mark.parametrize("apostrophe", ["'", "’"])
def test_an_elided_answer_stands_in_every_french_topic(apostrophe: str) -> None:
    """For each French topic, its first entry that takes l' stands with the elision
    ("l’orange"), and every entry written with an apostrophe stands as typed, with either
    apostrophe, and typed without it ("feu d artifice")."""
    for topic in topics("fr"):
        first = next((w for w in topic.words + topic.also
                      if w[:1].lower() in VOWELS and " " not in w), None)
        assert first is not None, topic.id
        elided = f"l{apostrophe}{first[0].lower()}{first[1:]}"
        assert rule(elided, "fr", (topic.id,)).fits, (topic.id, elided)
        for entry in (w for w in topic.also if set(w) & APOSTROPHES):
            for typed in (entry.replace("'", apostrophe), entry.replace("'", " ")):
                ruling = rule(typed, "fr", (topic.id,))
                assert ruling.fits, (topic.id, typed, ruling.why)
    assert sum(1 for t in topics("fr") for w in t.also if set(w) & APOSTROPHES) >= 150


def test_bots_never_say_a_word_with_an_apostrophe() -> None:
    """W4.3d still puts a speaker out for an apostrophe: bots accept such words, never
    say them."""
    from game.wordland.ai.vocabulary import wider

    for topic in topics("fr"):
        assert not any(set(w) & APOSTROPHES for w, _ in wider("fr", topic.id)), topic.id
        assert not any(set(w) & APOSTROPHES for w in topic.words), topic.id


def test_the_closeness_tool_hashes_and_reads_as_spacy_does() -> None:
    assert wordland_closeness.murmur64a(b"coffee") == 3197928453018144401
    blob = bytes([0xDF, 0, 0, 0, 2, 0xCF]) + (7).to_bytes(8, "big") + bytes([5, 0xCF]) + \
        (2 ** 63).to_bytes(8, "big") + bytes([0xCD, 1, 0])
    assert wordland_closeness.read_msgpack_map(blob) == {7: 5, 2 ** 63: 256}


def test_the_shipped_closeness_matches_its_manifest_and_stays_small() -> None:
    assert wordland_closeness.check() == []
    total = 0
    for language in ("en", "fr"):
        path = wordland_closeness.output_path(language)
        total += path.stat().st_size
        body = gzip.decompress(path.read_bytes())
        header = json.loads(body[: body.index(b"\n")])
        assert header["topics"] == [t.id for t in topics(language)]
        assert header["words"] >= 20_000
    assert total < 3_000_000, "issue 32: at most 3 MB added to the app"


@pytest.mark.parametrize("language,word,topic", [
    # (not "penguin": penguins live in the far south, and the eighth round's regional
    # lists put them on New Zealand and South African beaches, as families there see them)
    ("en", "octopus", "under-the-sea"), ("en", "camel", "desert"), ("en", "walrus", "arctic"),
    ("fr", "pieuvre", "sous-la-mer"), ("fr", "chameau", "desert"),
    ("fr", "baguette", "boulangerie")])
def test_closeness_puts_a_word_near_its_topic(language: str, word: str, topic: str) -> None:
    scores = closeness(language).of_word(word)
    assert scores is not None and topic in scores, (word, scores)
    ranked = sorted(scores, key=lambda t: -scores[t])
    assert ranked.index(topic) < 5, (word, ranked)


def test_a_broken_closeness_file_leaves_the_vote_to_the_lexicons() -> None:
    assert closeness("xx").of_word("camel") is None
    assert near("en", ("zzzzqx",)) is None


def test_votes_say_why_in_english_and_french() -> None:
    camel = vote_ruling("camel", "en", ("under-the-sea",))
    assert not camel.fits
    assert camel.reason("en").startswith("“camel” belongs to")
    assert "Under the sea" in camel.reason("en")
    chameau = vote_ruling("chameau", "fr", ("sous-la-mer",))
    assert not chameau.fits and chameau.reason("fr").startswith("« chameau » va avec")
    tenniel = vote_ruling("Tenniel", "en", ("wonderland",))
    assert tenniel.fits and "Wonderland" in tenniel.reason("en")
    assert vote_ruling("zebrafant", "en", ("zoo",)).reason("fr") == "« zebrafant » n’est pas un mot"
    for ruling in (camel, chameau, tenniel):
        for ui in ("en", "fr", "de"):
            text = ruling.reason(ui)
            assert text and "{" not in text and len(text) < 90, text


def test_a_bot_vote_and_challenge_carry_their_reason() -> None:
    from game.wordland.ai.registry import make_bot
    from game.wordland.rules.actions import Vote
    from game.wordland.rules.views import view_for
    from tests.wordland.scenario import TWO, H, Q, R, say, table

    state = table((Q, R, TWO, H), controllers=["human"] + ["bot:expert"] * 3)
    say(state, "pyjamas")
    bots = {s: make_bot("expert", random.Random(s)) for s in (1, 2, 3)}
    challenge = bots[2].decide(view_for(state, 2))
    assert challenge is not None and "pyjamas" in challenge.reason("en")
    state.apply(challenge.action)
    move = bots[1].decide(view_for(state, 1))
    assert move is not None and isinstance(move.action, Vote) and not move.action.accept
    assert move.reason("en") == challenge.reason("en")
    assert "« pyjamas »" in move.reason("fr")
    assert BotMove(move.action, 1.0, 0.0).reason("en") == ""


def test_a_few_words_that_would_have_fitted() -> None:
    words = words_that_fit("en", ("zoo",), said=["lion", "tigers"], count=3)
    assert len(words) == 3 and "lion" not in words and "tiger" not in words
    zoo = topics_by_id("en")["zoo"]
    assert set(words) <= set(zoo.words)
    blocked = words_that_fit("en", ("zoo",), forbidden=frozenset("ae"), count=4)
    assert blocked and all(not letters_of(w) & {"a", "e"} for w in blocked)
    assert words_that_fit("fr", ("gouter", "zoo"), count=2)
    assert words_that_fit("en", ("zoo",)) == words_that_fit("en", ("zoo",))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_bots_in_kids_games_say_words_a_six_year_old_knows(language: str) -> None:
    from game.wordland.ai.vocabulary import child_word
    from tests.wordland.kids_games import words_bots_say_in_kids_games

    assert not child_word("bosun", "en") and not child_word("telekinesis", "en")
    assert child_word("parrot", "en") and child_word("treasure map", "en")
    said = words_bots_say_in_kids_games(language, games=3)
    assert len(said) > 20
    easy = {w for t in topics(language) if t.kids for w in (*t.tiers[0], *t.tiers[1])}
    assert [w for w in said if w not in easy and not child_word(w, language)] == []
