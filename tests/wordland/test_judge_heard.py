"""Issue 32, the seventeenth round: an answer typed by ear that sounds exactly like an
entry of the round's topic stands (W4.5 relevance: a fair table hears the word the player
meant), heard by a trained grapheme-to-phoneme model (game/wordland/words/phonemes.py,
built by tools/wordland_phonemes.py)."""

from __future__ import annotations

import gzip
import random

import pytest

from game.wordland.words import phonemes
from game.wordland.words.lexicon import lexicon
from game.wordland.words.relevance import rule
from tools import wordland_phonemes


def test_the_pronouncing_data_matches_its_tool() -> None:
    """The shipped models and word sounds match their manifest and the lexicons they were
    built from; the licences are beside them."""
    assert wordland_phonemes.check() == []
    folder = wordland_phonemes.OUT_DIR / "licences"
    assert (folder / "gruut-MIT.txt").read_text().startswith("MIT License")
    assert "gruut-lang-en" in (folder / "README.md").read_text()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_lexicon_word_is_said_as_the_app_says_it(language: str) -> None:
    """The words file holds every word of every lexicon entry, and what it holds is what
    the app's own model run gives (a sample worked out again, caches cleared)."""
    text = gzip.decompress(wordland_phonemes.words_path(language).read_bytes()).decode()
    rows = [line.split("\t") for line in text.splitlines()]
    stored = {row[0]: row[1] for row in rows}
    assert set(stored) == set(wordland_phonemes.lexicon_words(language))
    # a third field, the pronouncing dictionary's phonemes, only where they differ
    others = {row[0]: row[2] for row in rows if len(row) == 3}
    assert all(len(row) in (2, 3) for row in rows)
    assert others and all(others[w] != stored[w] and others[w] for w in others)
    assert not any("ˈ" in s or "ˌ" in s for s in others.values())
    phonemes.word_sound.cache_clear()
    sample = random.Random(32).sample(sorted(stored), 300)
    for word in sample:
        assert " ".join(phonemes.word_sound(word, language)) == stored[word], word
    # most words are said in phonemes, and none keeps a stress mark
    assert sum(bool(s) for s in stored.values()) > 0.99 * len(stored)
    assert not any("ˈ" in s or "ˌ" in s for s in stored.values())


@pytest.mark.parametrize(("language", "topic", "typed", "heard"), [
    ("fr", "fleurs", "coqlicot", "coquelicot"),
    ("fr", "parc-jeux", "balansoire", "balançoire"),
    ("fr", "peinture", "pinseau", "pinceau"),
    ("fr", "fromages", "le rocfort", "roquefort"),  # the article is no part of the sound
    ("fr", "ecole", "cayer", "cahier"),  # a real word (cayer), said like the topic's word
    ("en", "trees", "yucalyptus", "eucalyptus"),
    ("en", "bedroom", "eyederdown", "eiderdown"),
    ("en", "theatre", "orkestra pit", "orchestra pit"),
    ("en", "zoo", "girrafe", "giraffe"),
    # an entry is heard as the pronouncing dictionary says it too (the model says
    # pheasant with the vowel of "fees"; madeleine with its e)
    ("en", "boats", "yott", "yacht"),
    ("fr", "gouter", "madlène", "madeleine"),
    # French, the e muet said or not (phonemes.MUTE_E)
    ("fr", "musique", "la batri", "batterie"),
    ("fr", "anniversaire", "guirelande", "guirlande"),
    # British English, heard without an "r" after a vowel (phonemes.NON_RHOTIC)
    ("en", "bugs", "buttafly", "butterfly"),
    ("en", "royalty", "Queen Victorier", "Queen Victoria"),
    # the eighteenth round: a real word (or words) voted out, said as the pronouncing
    # dictionary says it, exactly like an entry said so too: a homophone typed by ear
    ("en", "volcano", "larva", "lava"),  # British: no "r" after a vowel
    ("en", "detectives", "clews", "clues"),
    ("en", "wedding", "vail", "veil"),
    ("en", "art", "Van Go", "van Gogh"),
    ("en", "magic-show", "slight of hand", "sleight of hand"),
    ("fr", "oiseaux", "flamand rose", "flamant rose"),
    ("fr", "pique-nique", "la glacièr", "glacière"),
    ("fr", "petanque", "le caro", "carreau"),
    # the nineteenth round: British English to the coarser ear (phonemes.COARSE), the
    # short "i" and the schwa one weak vowel, "th" as "f", a last "-ow" as "-a"
    ("en", "halloween", "skelliton", "skeleton"),
    ("en", "reptiles", "tortiss", "tortoise"),
    ("en", "birthday", "happy birfday", "happy birthday"),
    ("en", "olympics", "maraphon", "marathon"),
    ("en", "building-site", "wheelbarrer", "wheelbarrow"),
    # French entries in "-iste" heard in "-isse" too (phonemes.LAST_ST)
    ("fr", "laboratoire", "chimisse", "chimiste"),
    ("fr", "magie", "illusionisse", "illusionniste"),
    # English, an entry's plural heard with its last "s" (phonemes.PLURAL_S)
    ("en", "theatre", "costyooms", "costume"),
    ("en", "haunted-house", "gools", "ghoul"),
    ("en", "river", "nuets", "newt"),
    # one word of a phrase typed by ear, heard as the lexicon's word: an entry of the topic
    ("en", "superheroes", "Wunder Woman", "wonder woman"),
    ("fr", "far-west", "cow-boi", "cow boy"),
])
def test_a_spelling_by_ear_stands_as_the_word_it_sounds_like(
        language: str, topic: str, typed: str, heard: str) -> None:
    ruling = rule(typed, language, (topic,))
    assert ruling.fits, (typed, ruling.why)
    assert ruling.read == heard


@pytest.mark.parametrize(("language", "topic", "typed"), [
    ("fr", "legumes", "potironne"),  # made up to sound new: not potiron
    ("en", "pets", "hamstery"),
    ("en", "pirates", "piratey"),
    ("en", "hospital", "stethoscape"),  # one vowel heard otherwise is another word
    ("en", "zoo", "yucalyptus"),  # eucalyptus, heard right, is no zoo word
    ("fr", "zoo", "coqlicot"),
    ("en", "river", "waiter"),  # water: the model says it so, the dictionary not
    ("en", "supermarket", "waiter"),
    ("en", "zoo", "zookipper"),  # a kipper is no keeper, even to the coarser ear
    ("en", "desserts", "creamble"),
    ("en", "kitchen", "pillow"),  # a real word needs the exact sound: no pilau
    ("en", "river", "parrot"),  # nor the river Parrett
    ("en", "breakfast", "glorp juice"),  # a made-up word in a phrase
    ("fr", "desert", "oasiste"),  # an answer in "-iste" is heard with its "t"
])
def test_a_made_up_or_off_topic_sound_is_still_voted_out(
        language: str, topic: str, typed: str) -> None:
    ruling = rule(typed, language, (topic,))
    assert not ruling.fits, (typed, ruling.why)


def test_a_real_word_is_heard_as_the_dictionary_says_it() -> None:
    """The model says *water* as *waiter* does (w eɪ t ə); the dictionary does not, so a
    waiter is no water at the supermarket. A made-up spelling is still heard by the model
    (*yucalyptus*)."""
    assert phonemes.sound(("water",), "en") == phonemes.sound(("waiter",), "en")
    assert phonemes.listed_sound(("water",), "en") != phonemes.listed_sound(("waiter",), "en")
    assert phonemes.heard_as("waiter", "en", ("supermarket",), real=True) == ()
    assert phonemes.heard_as("larva", "en", ("volcano",), real=True) == ("lava",)
    assert phonemes.heard_as("yucalyptus", "en", ("trees",)) == ("eucalyptus",)


def test_the_coarser_ear_hears_only_english_and_only_made_up_spellings() -> None:
    """`coarse` merges the short "i" with the schwa, "th" with "f" and a last "-ow" with
    "-a" in English; French sounds are heard as they are. A real word is matched on its
    exact sound: *pillow* and the kitchen's *pilau* share only their coarse one."""
    assert phonemes.coarse("p ɪ l oʊ", "en") == "p ə l ə"
    assert phonemes.coarse("b ɜ θ d eɪ", "en") == "b ɜ f d eɪ"
    assert phonemes.coarse("p ɪ l oʊ", "fr") == "p ɪ l oʊ"
    assert phonemes.coarse("", "en") == ""
    assert phonemes.coarse("b j u t i", "en") == "b u t i"  # no "y" before "oo"
    assert phonemes.heard_as("pillow", "en", ("kitchen",), real=True) == ()
    assert phonemes.heard_as("pillo", "en", ("kitchen",)) == ("pilau",)


def test_without_its_model_the_vote_hears_nothing_and_goes_on(monkeypatch) -> None:
    """A model that cannot be read (a damaged install) costs the readings by ear, never the
    vote: heard_as finds nothing, and the ruling is the one of the spelling rules."""
    monkeypatch.setattr(phonemes, "_tagger", lambda _language: None)
    monkeypatch.setattr(phonemes, "known_sounds", lambda _language: {})
    phonemes.heard_word.cache_clear()
    try:
        assert phonemes.sound(("yucalyptus",), "en") == ""
        assert phonemes.heard_as("yucalyptus", "en", ("trees",)) == ()
    finally:
        monkeypatch.undo()
        phonemes.heard_word.cache_clear()


def test_every_entry_is_indexed_under_its_topics() -> None:
    """The sound index holds an entry under the topics whose lexicon holds it (a spelling
    heard is only ever read as the round's topic's entry)."""
    index = phonemes.sound_index("fr")
    said = phonemes.sound(("coquelicot",), "fr")
    homes = {t for entry, topics in index[said] if entry == "coquelicot" for t in topics}
    assert "fleurs" in homes and "zoo" not in homes
    assert len(index) > 0.8 * len({row[0] for row in lexicon("fr").rows}) / 2


def test_a_word_of_a_phrase_is_heard_alone_but_only_an_entry_stands() -> None:
    """`heard_words` reads each word of a phrase that is no word as the lexicon's words it
    sounds like; the vote keeps a reading only when it is an entry of the topic: *sleeping
    buety* is heard as a bootee too, which says nothing of the fairy tale."""
    def is_word(word: str) -> bool:
        return word in {"fine", "sleeping", "overdue"}

    assert "overdue fine" in phonemes.heard_words("overdew fine", "en", is_word)
    assert phonemes.heard_words("overdue fine", "en", is_word) == ()  # nothing to hear
    assert phonemes.heard_words("overdew", "en", is_word) == ()  # one word: heard_as's
    assert phonemes.heard_words("glorp fine", "en", is_word) == ()
    assert "sleeping bootee" in phonemes.heard_words("sleeping buety", "en", is_word)
    assert rule("sleeping buety", "en", ("fairy-tales",)).read != "sleeping bootee"
