"""Another spelling of a word the topic holds stands (issue 32, item 2: variants ≥ 95 %;
W4.5 and W9.3: the bots' vote on a challenged word), and nothing else comes in with it:
made-up words, a neighbour's word, a phrase decided by a short form inside it.

words/variants.py: "&" for "and", short forms (data/short_forms.json), plurals and
singulars joined or spaced, English pet forms, two swapped letters in a long word."""

from __future__ import annotations

import json

import pytest

from game.wordland.data.catalogue import read_json
from game.wordland.words import variants
from game.wordland.words.lexicon import lexicon
from game.wordland.words.realwords import dictionary
from game.wordland.words.relevance import LISTED, rule
from game.wordland.words.text import elided_words


@pytest.mark.parametrize(("language", "topic", "answer"), [
    ("en", "board-games", "snakes & ladders"),   # "&" is "and"
    ("en", "beach", "bucket & spade"),
    ("en", "dinosaurs", "T. rex"),               # a full stop inside a name
    ("en", "breakfast", "OJ"),                   # a short form, the whole answer
    ("en", "bedroom", "PJs"),
    ("en", "birthday", "prezzies"),
    ("en", "river", "lilypads"),                 # plural of an entry spelt apart
    ("en", "vegetables", "brussel sprouts"),     # a phrase's word without its s
    ("en", "haunted-house", "ghosties"),         # a pet form
    ("en", "swimming-pool", "floaties"),
    ("en", "fairy-tales", "Rumplestiltskin"),    # two letters swapped in a long name
    ("fr", "monstres", "loups-garous"),          # plural of a hyphenated entry
    ("fr", "super-heros", "superpouvoirs"),      # ... written joined
    ("fr", "zoo", "hippo"),                      # a short form
    ("fr", "desserts", "canelés"),               # a plural with a slip (cannelé)
    ("fr", "pique-nique", "cacahouète"),         # the older spelling (cacahuète)
])
def test_a_variant_of_a_listed_word_stands(language: str, topic: str, answer: str) -> None:
    ruling = rule(answer, language, (topic,))
    assert ruling.fits, ruling.why
    assert ruling.answer == answer  # the reason speaks of what the player typed


@pytest.mark.parametrize(("language", "topic", "answer"), [
    ("en", "pirates", "piratey"),        # "-y" makes adjectives of every noun: no pet form
    ("en", "forest", "mushroomy"),
    ("en", "beach", "sandcastel"),       # two letters swapped in a short word: made up
    ("en", "zoo", "OJ"),                 # a short form of another topic's word
    ("en", "zoo", "T-rex"),              # listed as written (a dinosaur): not respelt
    ("fr", "tennis", "panier de basket"),  # "basket" is a word: not read as basket-ball
    ("en", "office", "dentist's chair"),   # a respelling never stands by closeness alone
])
def test_a_respelling_lets_nothing_else_in(language: str, topic: str, answer: str) -> None:
    assert not rule(answer, language, (topic,)).fits


def test_a_short_form_of_another_topic_says_what_it_means() -> None:
    """"OJ" at the zoo is no non-word: it is orange juice, a breakfast word."""
    ruling = rule("OJ", "en", ("zoo",))
    assert ruling.real and ruling.code == "another-world"
    assert "breakfast" in ruling.there


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_short_form_stands_for_words_the_judge_knows(language: str) -> None:
    """Each full answer is made of real words or lexicon words; no short form is
    its own full answer; every key reads as at least one word."""
    table = read_json("short_forms.json")[language]
    assert len(table) >= 80
    known = dictionary(language) | lexicon(language).words
    for short, full in table.items():
        words = elided_words(full)
        assert words and all(w in known for w in words), (short, full)
        assert elided_words(short) and elided_words(short) != words, short


def test_a_broken_short_forms_file_reads_as_none(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bad data never stops a vote: the judge goes on without short forms."""
    def broken(name: str) -> object:
        raise variants.DataError(f"{name}: not valid JSON (line 1: Expecting value)")

    variants.short_forms.cache_clear()
    monkeypatch.setattr(variants, "read_json", broken)
    try:
        assert variants.short_forms("en") == {}
        monkeypatch.setattr(variants, "read_json", lambda name: {"en": ["not", "a table"]})
        variants.short_forms.cache_clear()
        assert variants.short_forms("en") == {}
    finally:
        variants.short_forms.cache_clear()


def test_the_short_forms_file_is_valid_json_with_both_languages() -> None:
    from importlib import resources

    from game.wordland.data.catalogue import PACKAGE

    text = resources.files(PACKAGE).joinpath("short_forms.json").read_text(encoding="utf-8")
    assert {"en", "fr"} <= set(json.loads(text))


@pytest.mark.parametrize(("language", "topic", "answer"), [
    ("fr", "parc-jeux", "tobogan"),        # a consonant made single
    ("fr", "wonderland", "Lewis Caroll"),
    ("fr", "arbres", "maronnier"),
    ("en", "bedroom", "pajamas"),          # the American spelling (short_forms.json)
    ("fr", "jouets", "Playmo"),
])
def test_a_common_slip_or_spelling_of_a_listed_word_stands(language: str, topic: str,
                                                           answer: str) -> None:
    assert rule(answer, language, (topic,)).fits


def test_the_more_words_file_matches_its_tool() -> None:
    """tools/wordland_more_words.py's output: its manifest matches, it is folded, sorted
    and holds no word the Hunspell list has; the vote knows names the list lacks, and
    made-up words stay unknown."""
    import gzip
    from importlib import resources

    from game.wordland.data.catalogue import PACKAGE
    from game.wordland.words.realwords import known_words
    from tools import wordland_more_words

    assert wordland_more_words.check() == []
    blob = resources.files(PACKAGE).joinpath("words/en-more.txt.gz").read_bytes()
    more = gzip.decompress(blob).decode("ascii").split()
    manifest = json.loads(wordland_more_words.MANIFEST.read_text(encoding="utf-8"))
    assert len(more) == manifest["en"]["words"] > 30_000
    assert more == sorted(set(more))
    assert all(w.isalpha() and w.islower() and len(w) >= 3 for w in more)
    hunspell = dictionary("en")
    assert not any(w in hunspell for w in more[::50])
    for name in ("soyuz", "tamworth", "coubertin"):
        assert name in known_words("en") and name not in hunspell
    for made_up in ("griddlecrust", "krillopod", "stompasaurus"):
        assert made_up not in known_words("en")


def test_a_missing_or_broken_more_words_file_leaves_the_word_list(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from game.wordland.words import realwords

    assert realwords.known_words.__wrapped__("fr") == dictionary("fr")  # no French file
    monkeypatch.setattr(realwords.gzip, "decompress",
                        lambda blob: (_ for _ in ()).throw(EOFError("truncated")))
    realwords.dictionary("en")  # already cached: only the extra file is read broken
    assert realwords.known_words.__wrapped__("en") == dictionary("en")


@pytest.mark.parametrize(("language", "topic", "answer"), [
    ("en", "birthday", "b-day"),              # a short form written with a hyphen
    ("en", "science-lab", "safety specs"),    # "specs" is a word: kept only as an entry
    ("fr", "vikings", "drakar"),              # drakkar, its k made single
])
def test_a_short_form_inside_a_phrase_counts_when_it_makes_an_entry(
        language: str, topic: str, answer: str) -> None:
    assert rule(answer, language, (topic,)).fits


def test_the_other_side_of_the_atlantic_spells_its_endings_the_other_way() -> None:
    assert "colours" in variants._other_side("colors")
    assert "centre" in variants._other_side("center")
    assert "realize" in variants._other_side("realise")
    assert "catalogue" in variants._other_side("catalog")


@pytest.mark.parametrize(("language", "topic", "answer"), [
    ("en", "space", "Apollo 11"),          # a number in a name: the rest is judged
    ("en", "fairy-tales", "3 little pigs"),  # a number up to 20 is its word
    ("en", "robots", "R2-D2"),             # a code alone: nothing to argue about
    ("fr", "football", "Ligue 1"),
    ("fr", "jeux-societe", "Puissance 4"),
])
def test_figures_in_an_answer_do_not_make_it_a_non_word(language: str, topic: str,
                                                         answer: str) -> None:
    """W4.5/W9.3: "Apollo 11" was voted out as "not a word: 11" (fifth blind round)."""
    ruling = rule(answer, language, (topic,))
    assert ruling.real and ruling.fits, ruling.why


def test_a_number_does_not_carry_a_word_of_another_topic_in() -> None:
    """The rest of the answer is judged as any answer: a giraffe stays out of the kitchen
    with a number beside it, and a name no table ties to the topic too."""
    assert not rule("giraffe 2", "en", ("kitchen",)).fits
    assert not rule("Apollo 11", "en", ("bakery",)).fits


@pytest.mark.parametrize(("language", "topic", "answer"), [
    ("en", "night-sky", "the Plough"),        # an article before a listed word
    ("en", "night-sky", "the moon"),
    ("fr", "tour-de-france", "Alpe d'Huez"),  # the list writes "l'Alpe d'Huez"
    ("fr", "wonderland", "le Lapin blanc"),
    ("fr", "boulangerie", "pain au raisin"),  # the list writes "pain aux raisins"
    ("fr", "boulangerie", "tarte au pommes"),
])
def test_an_article_or_au_aux_does_not_hide_a_listed_answer(language: str, topic: str,
                                                             answer: str) -> None:
    """W4.5/W9.3: "the Plough" was voted out as a farm word, "Alpe d'Huez" as a ski
    resort only, "pain au raisin" for its "raisin" (fifth blind round)."""
    ruling = rule(answer, language, (topic,))
    assert ruling.fits and ruling.code in ("topic-word", "part-of-topic"), ruling.why


@pytest.mark.parametrize(("language", "topic", "answer"), [
    ("en", "kitchen", "a giraffe"),   # an article carries nothing in with it
    ("en", "under-the-sea", "the camel"),
    ("fr", "ferme", "le pingouin"),
])
def test_an_article_does_not_carry_a_word_of_another_topic_in(language: str, topic: str,
                                                              answer: str) -> None:
    assert not rule(answer, language, (topic,)).fits


def test_the_misspellings_tool_output_matches_its_manifest_and_leads_to_topic_words() -> None:
    """tools/wordland_misspellings.py's output: its manifest matches, every slip is no word
    of the language and reads as words the topic lexicons hold, every side has its other
    side, and the licence is beside it."""
    from game.wordland.words.realwords import known_words
    from game.wordland.words.text import words_of
    from tools import wordland_misspellings

    assert wordland_misspellings.check() == []
    slips, sides = variants.spellings("en")
    assert len(slips) > 5000 and len(sides) > 100
    known, listed = known_words("en"), lexicon("en").words
    assert not [s for s in slips if s in known]
    assert all(all(w in listed for w in words_of(r)) for r in slips.values())
    assert all(sides.get(b) == a or b in sides for a, b in sides.items())
    assert (wordland_misspellings.OUT_DIR / "licences" / "codespell-CC-BY-SA-3.0.txt").exists()
    assert variants.spellings("fr") == ({}, {})


@pytest.mark.parametrize(("topic", "answer"), [
    ("breakfast", "marmelade"), ("ancient-egypt", "pharoah"), ("supermarket", "trolly"),
    ("carnival", "donuts"),     # the American spelling of the list's "doughnuts"
])
def test_a_common_misspelling_of_a_listed_word_stands(topic: str, answer: str) -> None:
    """W4.5/W9.3: fifth blind round, "not a word: marmelade"."""
    ruling = rule(answer, "en", (topic,))
    assert ruling.fits and ruling.code in LISTED, ruling.why


def test_a_common_misspelling_of_another_topics_word_is_still_voted_out() -> None:
    assert not rule("pharoah", "en", ("kitchen",)).fits
    assert not rule("marmelade", "en", ("zoo",)).fits


@pytest.mark.parametrize(("topic", "answer"), [
    ("ancient-egypt", "scarab beetle"),   # a kind of beetle the topic holds as its own
    ("library", "overdue fine"),
])
def test_an_english_modifier_the_topic_holds_names_a_kind_of_its_head(topic: str,
                                                                      answer: str) -> None:
    """W4.5/W9.3: "scarab beetle" at Ancient Egypt was voted out for its "beetle" (an
    obvious answer of the fifth blind round)."""
    ruling = rule(answer, "en", (topic,))
    assert ruling.fits and ruling.code == "part-of-topic", ruling.why


def test_a_made_up_head_after_a_topic_word_is_still_voted_out() -> None:
    """The head must be a common word: "blender jook" (issue 19's made-up set) stays out."""
    assert not rule("blender jook", "en", ("kitchen",)).fits
