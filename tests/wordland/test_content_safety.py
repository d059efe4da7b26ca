"""W10.1 kids topics are safe for children: a short denylist per language, held over the
kids topics' vocabularies (the tiers bots say and the `also` lists they accept) and over
what bots say in kids-topics games. How content is written and reviewed:
docs/wordland-content.md. The list is short on purpose: it catches the kinds of slip a
review must never let through (alcohol, weapons, violence, scary occult); the hand review
does the rest. Words with an innocent everyday sense are left off it (French "grenade" is
a fruit, "lance à incendie" a fire hose, "arc-en-ciel" a rainbow)."""

from __future__ import annotations

import pytest

from game.wordland.data.catalogue import read_json, topic_files
from game.wordland.words.text import words_of
from tests.wordland.kids_games import words_bots_say_in_kids_games

HARM = {
    "en": (
        # violence, death
        "kill", "killer", "murder", "corpse", "blood", "bloody", "torture", "gallows",
        "noose", "guillotine", "execution", "beheading", "suicide", "choking game",
        "hangman", "coffin",
        # weapons
        "weapon", "gun", "pistol", "rifle", "revolver", "shotgun", "bullet", "ammunition",
        "bomb", "parcel bomb", "grenade", "explosive", "dynamite", "dagger", "sword",
        "sabre", "saber", "cutlass", "machete", "axe", "crossbow", "cannon", "catapult",
        "trebuchet", "knife thrower",
    ),
    "fr": (
        # violence, mort
        "tuer", "tueur", "meurtre", "meurtrier", "assassin", "cadavre", "sang", "torture",
        "bourreau", "guillotine", "pendu", "potence", "suicide", "jeu du foulard",
        "cercueil", "massacre",
        # armes
        "arme", "fusil", "pistolet", "revolver", "carabine", "mitraillette", "munition",
        "bombe", "colis piege", "explosif", "dynamite", "poignard", "dague", "epee",
        "sabre", "coutelas", "machette", "hache", "arbalete", "canon", "catapulte",
        "trebuchet", "lanceur de couteaux",
    ),
}
"""Violence and weapons: never in what a kids topic's bots say, but a topic's `named`
list may hold the ones its story has (a pirate's cutlass, a castle's catapult), which
stand when a child says them and are never said by bots."""

DENYLIST = {
    "en": HARM["en"] + (
        # alcohol, tobacco, drugs
        "alcohol", "beer", "wine", "champagne", "rum", "whisky", "whiskey", "vodka",
        "cider", "mead", "eggnog", "drunk", "cigarette", "cigar", "tobacco", "drug", "cannabis",
        # scary occult
        "ouija", "demon", "satan", "satanic", "pentagram", "exorcism", "seance",
        # gambling (issue 32)
        "gambling", "gamble", "casino", "slot machine", "fruit machine", "poker",
        "roulette", "blackjack", "betting", "bookmaker", "bookie", "scratch card",
    ),
    "fr": HARM["fr"] + (
        # alcool, tabac, drogue
        "alcool", "biere", "vin", "vin chaud", "champagne", "rhum", "whisky", "vodka",
        "cidre", "hydromel", "aperitif", "apero", "pastis", "liqueur", "ivre",
        "cigarette", "cigare", "tabac", "drogue", "cannabis",
        # occulte qui fait peur
        "ouija", "demon", "satan", "sataniste", "pentagramme", "exorcisme", "vaudou",
        # jeux d'argent (issue 32)
        "machine a sous", "jeu de hasard", "jeux de hasard", "jeu d argent",
        "jeux d argent", "casino", "poker", "pari sportif", "tierce", "blackjack",
        "bandit manchot",
    ),
}
"""Folded (lower case, no accents) words or phrases, matched as whole words: the plural
(an added s or x) is caught too."""

BARE = {
    "en": ("cock", "tit", "tits", "dick", "pussy", "shag", "knockers", "balls", "screw",
           "hooker", "faggot", "booby", "boob", "willy", "roulette"),
    "fr": ("baiser", "bite", "chatte", "con", "conne", "nichon", "foutre", "branler",
           "bander", "couille", "pine", "cul", "pute", "salope", "merde", "chier",
           "roulette"),
}
"""Words that read as vulgar (or as gambling) when they stand alone, whatever their
innocent sense in a phrase ("baiser magique", "pomme de pin", "roulettes du cartable",
"cockerel"): a kids topic never holds one as a bare entry (issue 32). Matched on the
whole folded entry."""


def bare(text: str, language: str) -> str:
    """The entry itself when it is one of BARE's words, or ""."""
    key = " ".join(words_of(text))
    return key if key in BARE[language] else ""

LANGUAGES = tuple(DENYLIST)


def denied(text: str, language: str) -> str:
    """The denylisted word or phrase the text holds, or ""."""
    words = tuple(w[:-1] if len(w) > 3 and w[-1] in "sx" else w for w in words_of(text))
    for banned in DENYLIST[language]:
        target = tuple(words_of(banned))
        for i in range(len(words) - len(target) + 1):
            window = words[i:i + len(target)]
            if all(w == t or w == t.rstrip("sx") for w, t in zip(window, target, strict=True)):
                return banned
    return ""


def kids_entries(language: str) -> list[tuple[str, str, str]]:
    """(topic id, field, entry) for every tier and `also` entry of every kids topic."""
    out = []
    for name in topic_files(language):
        for topic in read_json(name)["topics"]:
            if topic["kids"]:
                for field in ("common", "familiar", "deep", "also"):
                    out += [(topic["id"], field, e) for e in topic.get(field, [])]
    return out


def test_the_matcher_finds_whole_words_and_plurals_only() -> None:
    assert denied("Colis piégé", "fr") == "colis piege"
    assert denied("les épées", "fr") == "epee"
    assert denied("jeu du foulard", "fr") == "jeu du foulard"
    assert denied("foulard", "fr") == ""
    assert denied("vingt-cinq décembre", "fr") == ""
    assert denied("arc-en-ciel", "fr") == ""
    assert denied("pirate swords", "en") == "sword"
    assert denied("swordfish", "en") == ""
    assert denied("Axes", "en") == "axe"


@pytest.mark.parametrize("language", LANGUAGES)
def test_w10_1_kids_topics_hold_no_denied_word(language: str) -> None:
    entries = kids_entries(language)
    assert len(entries) > 1000
    hits = [(t, f, e, denied(e, language)) for t, f, e in entries if denied(e, language)]
    assert not hits


@pytest.mark.parametrize("language", LANGUAGES)
def test_kids_topics_hold_no_bare_word_that_reads_as_vulgar(language: str) -> None:
    assert bare("Baiser", "fr") == "baiser" and bare("baiser magique", "fr") == ""
    assert bare("cock", "en") == "cock" and bare("cockerel", "en") == ""
    hits = [(t, e) for t, _f, e in kids_entries(language) if bare(e, language)]
    assert not hits


def test_gambling_is_denied() -> None:
    assert denied("machine à sous", "fr") == "machine a sous"
    assert denied("jeux de hasard", "fr") in ("jeu de hasard", "jeux de hasard")
    assert denied("slot machines", "en") == "slot machine"
    assert denied("Poker", "en") == "poker"


@pytest.mark.parametrize("language", LANGUAGES)
def test_w10_1_bots_say_no_denied_word_in_kids_topics_games(language: str) -> None:
    said = words_bots_say_in_kids_games(language, games=4)
    assert len(said) > 20
    assert not [(w, denied(w, language)) for w in said if denied(w, language)]
    assert not [w for w in said if bare(w, language)]


def named_entries(language: str) -> list[tuple[str, bool, str]]:
    """(topic id, kids, entry) for every `named` entry (words that stand, never said)."""
    return [(t["id"], t["kids"], e) for name in topic_files(language)
            for t in read_json(name)["topics"] for e in t.get("named", [])]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_named_list_holds_only_its_storys_harm_never_drink_gambling_or_occult(
        language: str) -> None:
    """W10.1: a kids topic's `named` words (a pirate's cutlass, a castle's catapult) stand
    when a child says them; they may be violence or weapons, nothing else the denylist
    holds, and no bare word that reads as vulgar. An adults' topic's `named` words (its
    regional and specialist words, never said) follow its `also` list's rules: a *red hot
    poker* is a flower, *Les Cigares du pharaon* a Tintin album."""
    entries = named_entries(language)
    assert entries
    harm = set(HARM[language])
    for topic, kids, entry in entries:
        if not kids:
            continue
        hit = denied(entry, language)
        assert not hit or hit in harm, (topic, entry, hit)
        assert not bare(entry, language), (topic, entry)


@pytest.mark.parametrize("language", LANGUAGES)
def test_bots_never_say_a_named_word(language: str) -> None:
    """Named, not said: no bot's vocabulary (say-tiers, the wider words) holds one."""
    from game.wordland.ai.vocabulary import entries, wider
    from game.wordland.words.text import comparison_key

    for topic, _kids, entry in named_entries(language):
        said = {comparison_key(e.text) for e in entries(language, topic)} | {
            comparison_key(w) for w, _ in wider(language, topic)}
        assert comparison_key(entry) not in said, (topic, entry)


@pytest.mark.parametrize(("language", "topic", "answer"), [
    ("en", "fruit", "blood orange"), ("en", "wonderland", "vorpal sword"),
    ("fr", "chateau", "épée"), ("fr", "pirates", "sabre d'abordage"),
    ("fr", "jouets", "pistolet à eau"), ("fr", "pompiers", "hache"),
])
def test_a_named_word_stands_when_a_player_says_it(language: str, topic: str,
                                                   answer: str) -> None:
    """W4.5/W9.3: a child's "épée" at the castle was voted out as a knights' word, a
    "pistolet à eau" among the toys as "clearly about something else"."""
    from game.wordland.words.relevance import rule

    ruling = rule(answer, language, (topic,))
    assert ruling.fits and ruling.code == "topic-word", ruling.why
