"""Does an answer stand? The vote of a fair player (W4.5, W9.3; issue 19, item 3).

A bot lets a word stand when it is a real word that plausibly fits the topic, and votes
against it only when it is sure: the answer is not a word of the language, or it is a
real word that clearly belongs to another, unrelated world. In order:

1. Not a word: a word of the answer is neither in the language's word list (Hunspell,
   with inflections) nor in any topic lexicon -> against.
2. Only function words ("of", "the", "de", "à") -> against: they say nothing.
3. The answer (or, for a phrase nobody listed, one of its content words) is in the
   topic's lexicon -> stands. Function words never count as evidence: "cup of tea"
   shares only "of" with "coat of arms".
4. The answer belongs to other topics' lexicons (a phrase by its head word, "polar bear"
   by "bear", "gardien de but" by "gardien", but only when some lexicon knows each of
   its content words: "feu d artifice" stands, "artifice" being nobody's):
   - when at least 1/NEAR_SHARE of those topics share a world with this one
     (data/worlds.json) -> stands;
   - otherwise -> against ("giraffe" in the Kitchen).
5. A real word no lexicon knows -> stands: a bot never argues about what it does not know.

Issue 32 adds a measure of closeness (words/closeness.py: word vectors built offline, a
word's few closest topics): a word of a neighbouring topic stands only when the topic is
among its closest ("lion" in the Jungle) and is voted out otherwise ("penguin" on the
Farm); a real word nobody claims is voted out when it is clearly about something else
("tax return" at a Birthday party); a phrase is judged by all its content words ("golf
club" at Football), not by one. Every ruling carries a reason a player can read
(`Ruling.reason`, words/reasons.py). Apostrophes are read as the language writes them
("jus d'orange": jus, d, orange; text.elided_words).

Every level votes this way: levels differ in what they say, never in how they judge.
"""

from __future__ import annotations

import dataclasses
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from game.wordland.data.catalogue import topics_by_id
from game.wordland.words.closeness import closeness
from game.wordland.words.closeness import near as near_topics
from game.wordland.words.languages import language
from game.wordland.words.lexicon import (
    ARTICLES,
    Lexicon,
    lexicon,
    lexicon_key,
    name_words,
    related,
)
from game.wordland.words.phonemes import (
    LANGUAGES,
    heard_as,
    heard_words,
    sound_index,
    word_index,
)
from game.wordland.words.realwords import known_words, unused_words
from game.wordland.words.reasons import explain
from game.wordland.words.sounds import sounds_like
from game.wordland.words.text import (
    ELISIONS,
    as_typed,
    elided_words,
    fold,
    has_apostrophe,
    words_of,
)
from game.wordland.words.variants import (
    respellings,
    short_forms,
    singulars,
    spellings,
    spoken_words,
)

NEAR_SHARE = 3
"""A word at home in other topics stands when at least 1/NEAR_SHARE of those topics share
a world with the round's topic (the majority decides): "trompette" is at home in a
mushroom topic (the horn of plenty) but mostly in music, so it is no fruit."""
NEIGHBOUR_RANK = 4
"""A word at home only in topics of the same world stands when the round's topic is among
its NEIGHBOUR_RANK closest topics by the word vectors ("lion" in the Jungle, "penguin" not
on the Farm); a word with no closeness record does not (nothing ties it here: "railcard"
at the airport, "frogspawn" under the sea, a regional "dreich" in Space). 4 since the
eighth round's regional lists (6 before): with HOME_MARGIN -0.9, 9 fewer errors on the
read labelled sets."""
RESCUE_RANK = {"en": 1, "fr": 0}
"""A word at home only in other worlds still stands when the round's topic is among its
RESCUE_RANK closest ("pizza" at a Birthday party). Not in French: spaCy's French vectors
share rows between words, so a French word's closest topic is too often a stranger's
(*burin* in painting, *lavabo* in the kitchen, *galion* among the Vikings): on the labelled
sets seen so far the rescue let 15 off-topic French words stand for 6 honest ones."""
NOBODY_RANK = {"en": 8, "fr": 5}
NOBODY_CLEAR = {"en": 1.5, "fr": 1.2}
"""A real word no lexicon knows is voted out when the round's topic is not among its
NOBODY_RANK closest and its closest topic scores at least NOBODY_CLEAR standard
deviations (it is clearly about something else: "tax return" at a Birthday party). French
phrases score lower (their words' mean, from vectors that share rows), so a French word
needs less to be clear: *pare-brise* by the river, *statue grecque* at the library."""
NOBODY_PHRASE = {"fr": (8, 0.4), "en": (5, 0.6)}
"""A French phrase of several words, none of which any list holds for the round's topic,
needs less: voted out when the topic is not among its first 8 and its closest scores 0.4
or more ("permis de conduire" at the picnic, "code postal" in the haunted house, "taux
d'intérêt" in the garden: the phrases of paperwork and money every family reaches for
when it wants a word from nowhere). On the read labelled sets: 61 more off-topic French
phrases voted out, 4 honest ones lost (*FC Sochaux*, *Saint-Ex* at the airport, *baba au
rum*, *sauver le monde*). In English only a plain phrase (`_plain_phrase`: lower case, every
word of 4 letters or more), not its first 5 (*windscreen wiper* at school, *shopping
receipt* in Wonderland: 12 more off-topic phrases out on the read sets, no honest one
lost); any phrase would cost *rom-com* at the cinema and *spag bol* at the restaurant."""
PLAIN_PHRASES_ONLY = frozenset({"en"})
"""Languages whose NOBODY_PHRASE reads only a plain phrase (`_plain_phrase`)."""
HOME_MARGIN = {"en": -0.9, "fr": -0.9}
"""...and when its home topic is not clearer than the round's by HOME_MARGIN standard
deviations ("pillow" is a Bedroom word far more than a Bathroom one)."""
LOOSE = 4
"""The lexicon rank of WordNet's loose words (tools/wordland_lexicon.JUDGE_ONLY: hyponyms of
a synset listed for the topic); ranks below it are the topic's own (its tiers, `also`
list and name, and the synsets a person listed for it, rank 3)."""
LOOSE_RANK = 20
"""A word that only WordNet's loose scene words put in the topic, which other topics
claim, stands only when the topic is among its LOOSE_RANK closest."""
CLAIMED_RANK = 1
"""...and only when it is among its CLAIMED_RANK closest (the closest) if another topic
holds it as its own (a shark is an Under-the-sea word; WordNet's fish put it in the river
too; WordNet's landforms put a coral reef in the mountains, its theatres a multiplex at the
theatre)."""
HEAD_KIND = 1
"""An English phrase at home in a neighbouring topic still stands when its head is one of
the round's topic's first words (lexicon rank below HEAD_KIND) and no other topic holds
its other words: a Scots pine is a pine among Trees, a crescent moon a moon in the Night
sky, fallen leaves are Autumn's leaves (a birthday card stays out of Christmas). A French
phrase held by one word whose head (its first word) is one of those stands at any
closeness: a *tonneau de rhum* is a barrel among the pirates."""
OWN_WORDS = 1
"""A phrase every word of which is among the round's topic's first words (lexicon rank
below OWN_WORDS: its common tier and its name) stands, whatever other topic also holds it:
*balle de tennis* at tennis (the pets' list holds it too, for the dog)."""
PHRASE_RANK = {"en": 4, "fr": 6}
"""A phrase no lexicon holds, one of whose words is the topic's, stands when the round's
topic is among the phrase's PHRASE_RANK closest (or the phrase has no record). French
phrases read their words' mean more loosely (their head comes first, and spaCy's French
vectors share rows between words), so they keep a wider place."""
NAMED_GAP = 0.5
"""...unless another of its words names another topic which is the phrase's closest by
NAMED_GAP standard deviations or more (`_named_elsewhere`)."""


_LOWER = "a-zàâäçéèêëîïôöùûüÿœæ"
_ARTICLE_FR = "|".join(sorted(a for a in ARTICLES["fr"] if a != "l"))
COINED = {"fr": re.compile(rf"^(?:(?:{_ARTICLE_FR})\s+|l['’])?"
                           rf"([{_LOWER}]{{3,}}-[{_LOWER}]{{3,}})$")}
"""A French answer that is one lower-case compound of two words joined by a hyphen
("blette-rave", "béton-mixeur", "girafon-zèbre"), which no list holds: French joins words
with a hyphen only in the compounds its dictionaries hold (*chou-fleur*, *porte-clés*), so
one made on the spot is a coined word, not a word of the topic because half of it is. A
name's capitals keep it out (*Canet-Plage*). On the read labelled sets, 10 made-up words
stood this way; one honest answer is lost (*wagon-bar*, which no list holds)."""


PLURAL_WORDS = 4
"""An answer of up to this many words is also looked up with its words in the singular."""
HEARD = LANGUAGES
"""Languages (those a pronouncing model is shipped for) whose answer that is no word (after
every respelling) is read as the round's topic's entry it sounds like, by a trained
grapheme-to-phoneme model (words/phonemes.py: *yucalyptus*, *orkestra pit*, *coqlicot*,
*balansoire*). On the read labelled sets: English 41 more variants stand of 283 refused as
no word, 1 made-up word of 5,650 (*lancelotte*, said as Lancelot), and 9 more heard without
an "r" after a vowel (phonemes.NON_RHOTIC); French 44 of 228, no made-up word of 5,488, and
9 more heard with or without an e muet (phonemes.MUTE_E). Entries heard as the pronouncing
dictionary says them too (phonemes.dictionary_sounds): English 27 more variants, 1 made-up
word (*flomingo*, said as the dictionary's flamingo); French 20 more, nothing lost.

A real answer voted out is heard too, said as the pronouncing dictionary says its words,
and stands as an entry the dictionary says the same (phonemes.heard_as `real`: *larva* at
the volcano, *clews*, *Van Go*, *flamand rose*, *le caro*). Read sets, the eighteenth round:
English 37 more variants and 1 uncommon answer stand, 1 near miss (*flour* among the
flowers, its homophone); French 14 more variants and 1 uncommon answer, nothing lost.
Heard as the model says them, real words cost more: *waiter* at the supermarket, which the
model says like its *water*.

The nineteenth round: an answer that is no word is heard by a coarser English ear
(phonemes.COARSE), as an entry's plural (phonemes.PLURAL_S), French "-isse" as an entry's
"-iste" (phonemes.LAST_ST), and a phrase's word typed by ear as the lexicon word it sounds
like when the reading is an entry (phonemes.heard_words: *Wunder Woman*). Read sets:
English 41 more variants, 1 made-up word (*brickwick*); French 6 more, nothing lost."""


LISTED = frozenset({"topic-word", "part-of-topic"})
"""The codes of a ruling that stands because the topic's own lists hold the answer."""


@dataclass(frozen=True, slots=True)
class Ruling:
    real: bool
    """Every word of the answer is a word of the language."""
    fits: bool
    """The bots' vote: True when the answer stands."""
    why: str
    """A short reason, in English (the judge's output; logs)."""
    code: str = ""
    """The reason's kind (words/reasons.py TEMPLATES)."""
    answer: str = ""
    word: str = ""
    """The word the reason is about (the non-word, the phrase's deciding word)."""
    here: tuple[str, ...] = ()
    """The round's topics the reason speaks of."""
    there: tuple[str, ...] = ()
    """Other topics the answer belongs to."""
    language: str = ""
    read: str = ""
    """The listed spelling the answer stood as when it stood only as another spelling
    ("pancakes" for "pancaiks"); empty when it was judged as written."""

    def reason(self, ui_language: str) -> str:
        """The reason in a few words, in the interface language ("en" or "fr"):
        "“camel” belongs to Desert, not Under the sea"."""
        return explain(self.code or "benefit", answer=self.answer, word=self.word,
                       here=self.here, there=self.there, content_language=self.language,
                       ui_language=ui_language)


def _names(language_code: str, ids: frozenset[str] | list[str] | tuple[str, ...],
           most: int = 2) -> str:
    by_id = topics_by_id(language_code)
    names = sorted(by_id[t].name for t in ids if t in by_id)
    shown = ", ".join(names[:most])
    return shown + (f" (+{len(names) - most})" if len(names) > most else "")


def _homes(lex: Lexicon, text: str, language_code: str) -> frozenset[str]:
    return lex.home(lexicon_key(text, language_code))


_loading = threading.Lock()
_warmed: set[str] = set()


def _data(language_code: str) -> tuple[Lexicon, frozenset[str]]:
    """The lexicons, word lists, closeness, lexicon ranks and respelling tables, loaded once
    (by `warm` in the background, or here)."""
    with _loading:
        closeness(language_code)
        lex = lexicon(language_code)
        _rank_table(lex)
        # the respellings' tables and the unused words: 10 to 30 ms each on first use
        unused_words(language_code)
        short_forms(language_code)
        spellings(language_code)
        spoken_words(language_code)
        sound_index(language_code)  # 0.5 to 1.5 s: what every lexicon entry sounds like
        word_index(language_code)  # 0.05 to 0.2 s: what every lexicon word sounds like
        return lex, known_words(language_code)


def warm(language_code: str) -> None:
    """Load a language's word list, lexicons and closeness on a background thread (a few
    tenths of a second), so that the first vote of a game never makes the table wait."""
    if language_code in _warmed:
        return
    _warmed.add(language_code)
    threading.Thread(target=_data, args=(language_code,), name="wordland-words",
                     daemon=True).start()


def _best_homes(lex: Lexicon, key: str, homes: frozenset[str] | set[str],
                scores: dict[str, float] | None,
                exact: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The one or two homes a reason names: those whose lists hold the answer as written
    (`exact`: "Mars" is the night sky's and space's, not the dinosaurs' by a word of the
    same stem), then where the word is hand-written first (a camel is a Desert word
    before a Zoo one), then the closest by sense."""
    return tuple(sorted(homes, key=lambda h: (h not in exact, lexicon_rank(lex, h, key) > 1,
                                              -(scores or {}).get(h, -9.0), h)))[:2]


def _rank(scores: dict[str, float] | None, topic_ids: tuple[str, ...]) -> int | None:
    """The best place of the round's topics among the answer's closest topics (0 = the
    closest; len(scores) when none is kept), or None when the answer has no record."""
    if scores is None:
        return None
    ordered = sorted(scores, key=lambda t: (-scores[t], t))
    places = [ordered.index(t) for t in topic_ids if t in scores]
    return min(places) if places else len(ordered) + 1


def _closest(scores: dict[str, float] | None, topic_ids: tuple[str, ...]) -> tuple[str, ...]:
    if not scores:
        return ()
    return tuple(t for t in sorted(scores, key=lambda t: (-scores[t], t)) if t not in topic_ids)[:1]


@lru_cache(maxsize=8192)
def rule(text: str, language_code: str, topic_ids: tuple[str, ...],
         kids: bool = False) -> Ruling:
    """The bots' ruling on `text` for a round on `topic_ids` (any of them may fit); in a
    kids game (`kids`, W10.1) a spelling by ear of a word of the topic stands.

    An answer voted out as written is read again as the other spellings players use
    (words/variants.py: "OJ", "snakes & ladders", "lilypads"): the first of them that
    stands because the topic's lists hold it decides (not by closeness alone: a respelling
    is another way of writing a listed word), or, for an answer that is no word as
    written, the first that is one (its reason then speaks of what it means: "OJ" at the
    zoo is a breakfast word)."""
    lex, known = _data(language_code)
    first = _rule(text, language_code, topic_ids, kids, lex, known)
    if first.fits:
        return first
    better = first
    for other in respellings(text, language_code, lex.words, lex.exact, known):
        again = _rule(other, language_code, topic_ids, kids, lex, known)
        if again.fits and again.code in LISTED:
            return dataclasses.replace(again, answer=first.answer, read=other)
        # a reading that stands only by closeness (not listed) lets nothing stand
        if not better.real and again.real and not again.fits:
            better = dataclasses.replace(again, answer=first.answer)
    if language_code in HEARD:
        # said like an entry of the round's topic: the player wrote what she heard
        for entry in heard_as(text, language_code, topic_ids, real=better.real):
            again = _rule(entry, language_code, topic_ids, kids, lex, known)
            if again.fits and again.code in LISTED:
                return dataclasses.replace(again, answer=first.answer, read=entry)
        if not better.real:
            # a phrase with a word typed by ear: that word heard as the lexicon's word it
            # sounds like ("Wunder Woman", "cow-boi"), when the reading is an entry of the
            # topic (one word of it heard alone says little: "sleeping buety" is no bootee)
            def is_word(word: str) -> bool:
                return fold(word) in known or fold(word) in lex.words

            for other in heard_words(text, language_code, is_word):
                again = _rule(other, language_code, topic_ids, kids, lex, known)
                if again.fits and again.code == "topic-word":
                    return dataclasses.replace(again, answer=first.answer, read=other)
    return better


def read_as(text: str, language_code: str, topic_ids: tuple[str, ...],
            kids: bool = False) -> str:
    """What an answer that stands was taken for: itself, or the spelling the lists hold
    that the vote read it as ("pancaiks": pancakes, "suncreem": suncream), so that a
    bot does not say that word again as if it were new (`Ruling.read`)."""
    return rule(text, language_code, topic_ids, kids).read or text


def _rule(text: str, language_code: str, topic_ids: tuple[str, ...], kids: bool,
          lex: Lexicon, known: frozenset[str]) -> Ruling:
    """The ruling on `text` as written (`lex`, `known`: the language's data, `_data`)."""
    words = elided_words(text, known)
    answer = text.strip()

    def ruling(real: bool, fits: bool, why: str, code: str, *, word: str = "",
               here: tuple[str, ...] = topic_ids, there: tuple[str, ...] = ()) -> Ruling:
        # the reason quotes a word of the answer as the player typed it ("donjonnée",
        # not the folded "donjonnee")
        return Ruling(real, fits, why, code, answer, as_typed(text, word) if word else word,
                      here, there, language_code)

    if not words:
        return ruling(False, False, "no word", "no-word")
    figures = [w for w in words if any(c.isdigit() for c in w)]
    if figures:
        # A number or a code in a name ("Apollo 11", "Ligue 1", "R2-D2", "3D glasses")
        # says nothing of the topic: the rest of the answer is judged; a number or a code
        # alone is nothing a bot argues about.
        rest = " ".join(w for w in words if w not in figures)
        little = language(language_code).function_words
        if not rest or all(w in little or len(w) <= 2 for w in rest.split()):
            # a figure with its unit or its letters ("100 m", "R2") is a code too
            return ruling(True, True, "a number or a code", "benefit")
        return dataclasses.replace(_rule(rest, language_code, topic_ids, kids, lex, known),
                                   answer=answer)
    exact = lex.exact.get("".join(words_of(text)), frozenset())
    articled = len(words) > 1 and ((words[0] in ELISIONS and has_apostrophe(text))
                                   or words[0] in ARTICLES.get(language_code, ()))
    for spelt in (words, words[1:]) if articled else (words,):
        if len(spelt) <= PLURAL_WORDS:
            # the entry with any of its words in the plural: typed joined or apart
            # ("bunkbeds", "snow flakes" are bunk bed, snowflake), every word of it ("feux
            # rouges": feu rouge), or a plural the lists also hold elsewhere ("skis": the
            # ice floe's, and the winter sports' ski); with an article before it too ("les
            # soustitres")
            for parts in product(*((w, *singulars(w, language_code)) for w in spelt)):
                exact = exact | lex.exact.get("".join(parts), frozenset())
    # A plural of a lexicon word is a word too ("Valkyries": valkyrie is WordNet's).
    unknown = [w for w in words if w not in known and w not in lex.words
               and not (w[-1:] in "sx" and w[:-1] in lex.words)
               and not (w[-2:] == "es" and w[:-2] in lex.words)]
    key = lexicon_key(text, language_code)
    homes = exact | lex.home(key)
    if articled:
        # "l'igloo" is the igloo, "l'or" is gold (not "lor", a loris), "the Plough" the
        # plough: the article says nothing more (an entry spelt with it stays found)
        key = lexicon_key(" ".join(words[1:]), language_code)
        homes = homes | lex.exact.get("".join(words[1:]), frozenset()) | lex.home(key)
    alone = words[1:] if len(words) == 2 and words[0] in ARTICLES.get(language_code, ()) \
        else words  # "un naviplane" is the word alone
    if not exact and not unknown and len(alone) == 1 and not homes \
            and alone[0] in unused_words(language_code) and alone[0] not in lex.words:
        # a dictionary form no body of everyday text uses ("vendangette", "toupillon"):
        # to a family table it is no word
        unknown = list(alone)
    if not exact and unknown:
        heard = sounds_like(text, language_code, topic_ids) if kids else ""  # issue 36
        if heard:
            return ruling(True, True, f"sounds like {heard}", "sounds-like", word=heard)
        return ruling(False, False, f"not a word: {unknown[0]}", "not-a-word", word=unknown[0])
    wanted = frozenset(topic_ids)
    little = language(language_code).function_words
    content = tuple(w for w in words if w not in little)
    scores = near_topics(language_code, content) if content else None
    rank = _rank(scores, topic_ids)
    if homes & wanted:
        mine = tuple(sorted(homes & wanted))
        spelt = (lex.keys_by_spelling or {}).get("".join(words_of(text)), key)
        strong = [t for t in mine if min(lexicon_rank(lex, t, key),
                                         lexicon_rank(lex, t, spelt)) < LOOSE]
        others = homes - wanted
        # another topic holding it as its own asks for more closeness (a shark)
        if strong or rank is None or not others or rank < (
                CLAIMED_RANK if any(lexicon_rank(lex, t, key) < LOOSE for t in others)
                else LOOSE_RANK):
            return ruling(True, True, f"a word of {_names(language_code, mine)}",
                          "topic-word", here=mine)
        # Only WordNet's loose scene words put it here ("filing cabinet" as furniture in
        # the Bedroom) while its sense and other topics say it belongs elsewhere.
        there = _best_homes(lex, key, others, scores, exact)
        return ruling(True, False, f"belongs rather to {_names(language_code, there)}",
                      "another-world", there=there)
    if not content:
        return ruling(True, False, "only little words", "little")
    if OWN_WORDS and homes and len(content) > 1 and all(
            any(lexicon_rank(lex, t, lexicon_key(w, language_code)) < OWN_WORDS
                for t in topic_ids) for w in content):
        # every word of the phrase is the topic's own ("balle de tennis" at tennis, which
        # the pets' list also holds): it is about this topic whatever else holds it
        return ruling(True, True, f"'{content[0]}' is a word of the topic", "part-of-topic",
                      word=content[0])
    if not homes and len(content) > 1:
        parts = [_homes(lex, w, language_code) for w in content]
        for w, where in zip(content, parts, strict=True):
            if where & wanted:
                own = min(lexicon_rank(lex, t, lexicon_key(w, language_code))
                          for t in where & wanted)
                if language_code == "en":
                    # the topic's own word is the head ("flickering candle" in the haunted
                    # house) or names a kind of a common head ("scarab beetle", "figgy
                    # pudding"), not something else
                    kind_of = own < LOOSE and (
                        w == content[-1]
                        or closeness(language_code).commonness(content[-1]) is not None)
                else:
                    # a French phrase's head is its first word: when it is one of the
                    # topic's first words, a kind of it ("tonneau de rhum" among pirates)
                    kind_of = language_code == "fr" and w == content[0] and own < HEAD_KIND
                if not kind_of and rank is not None and rank >= PHRASE_RANK.get(language_code, 6):
                    other = next((o for o, h in zip(content, parts, strict=True)
                                  if o != w and h and not h & wanted), "")
                    there = _closest(scores, topic_ids)
                    return ruling(True, False, f"'{other or content[-1]}' is off the topic",
                                  "part-elsewhere", word=other or content[-1], there=there)
                named = _named_elsewhere(lex, content, w, scores, topic_ids)
                if named:
                    # another word names the topic the phrase is about ("bougie
                    # d'anniversaire" at Halloween, "knight in armour" among Vikings)
                    return ruling(True, False, f"'{named[0]}' is off the topic",
                                  "part-elsewhere", word=named[0], there=(named[1],))
                coined = COINED.get(language_code)
                made = coined.match(answer[:1].lower() + answer[1:]) if coined else None
                if made:
                    return ruling(False, False, f"not a word: {made.group(1)}", "not-a-word",
                                  word=made.group(1))
                return ruling(True, True, f"'{w}' is a word of the topic", "part-of-topic",
                              word=w, here=tuple(sorted(where & wanted)))
        if not all(parts):
            # A compound with a word no lexicon knows ("feu d artifice"): its head says
            # little of what it means, so the bots give it the benefit of the doubt,
            # unless the words say clearly that it is about something else.
            return _unclaimed(ruling, scores, rank, topic_ids, language_code,
                              phrase=True, answer=answer)
        homes = _homes(lex, head_word(words, list(content), language_code), language_code)
    if not homes:
        return _unclaimed(ruling, scores, rank, topic_ids, language_code,
                          phrase=len(content) > 1, answer=answer)
    near = {h for h in homes for t in topic_ids if related(language_code, h, t)}
    if near and len(near) * NEAR_SHARE >= len(homes):
        here = max((scores or {}).get(t, -9.0) for t in topic_ids)
        home = max((scores or {}).get(h, -9.0) for h in near)
        if rank is not None and rank < NEIGHBOUR_RANK \
                and home - here < HOME_MARGIN.get(language_code, -0.6):
            return ruling(True, True, f"close to the topic (a word of "
                          f"{_names(language_code, near)})", "close")
        if language_code == "en" and len(content) > 1:
            head = head_word(words, list(content), language_code)
            mine = [t for t in topic_ids
                    if lexicon_rank(lex, t, lexicon_key(head, language_code)) < HEAD_KIND]
            elsewhere = any(lexicon_rank(lex, h, lexicon_key(w, language_code)) < LOOSE
                            for w in content if w != head
                            for h in _homes(lex, w, language_code) - wanted)
            if mine and not elsewhere:
                return ruling(True, True, f"a kind of '{head}', a word of the topic",
                              "part-of-topic", word=head, here=tuple(mine))
        there = _best_homes(lex, key, near, scores, exact)
        return ruling(True, False, f"a word of a neighbouring topic: "
                      f"{_names(language_code, there)}", "another-world", there=there)
    if rank is not None and rank < RESCUE_RANK.get(language_code, 1):
        return ruling(True, True, "close to the topic by its sense", "close")
    far = homes - near
    there = _best_homes(lex, key, far, scores, exact)
    return ruling(True, False, f"belongs to another world: {_names(language_code, far)}",
                  "another-world", there=there)


def _plain_phrase(answer: str, language_code: str) -> bool:
    """Everyday words, none a name or a clipped form: lower case, each word (hyphens
    apart, little words aside) of 4 letters or more."""
    if answer != answer.lower():
        return False
    little = language(language_code).function_words
    words = [w for w in answer.replace("-", " ").split() if w not in little]
    return len(words) > 1 and all(len(w) >= 4 and w.isalpha() for w in words)


def _unclaimed(ruling: Callable[..., Ruling], scores: dict[str, float] | None, rank: int | None,
               topic_ids: tuple[str, ...], language_code: str, phrase: bool = False,
               answer: str = "") -> Ruling:
    """A real word or phrase no lexicon claims: it stands unless its sense is clearly
    elsewhere (a bot never argues about what it does not know). `phrase`: the answer
    (`answer`, as typed) has several content words."""
    bars = [(NOBODY_RANK.get(language_code, 10), NOBODY_CLEAR.get(language_code, 1.5))]
    if phrase and language_code in NOBODY_PHRASE and (
            language_code not in PLAIN_PHRASES_ONLY or _plain_phrase(answer, language_code)):
        bars.append(NOBODY_PHRASE[language_code])
    if scores and rank is not None and any(
            rank >= far and max(scores.values()) >= clear for far, clear in bars):
        there = _closest(scores, topic_ids)
        return ruling(True, False, "clearly about something else", "far-from-topic",
                      there=there)
    return ruling(True, True, "a real word; nothing says it is off the topic", "benefit")


def _named_elsewhere(lex: Lexicon, content: tuple[str, ...], mine: str,
                     scores: dict[str, float] | None,
                     topic_ids: tuple[str, ...]) -> tuple[str, str] | None:
    """(word, topic) when a phrase held by its word `mine` has another word naming another
    topic, which is also the phrase's closest by NAMED_GAP or more: the phrase is about
    that topic ("bougie d'anniversaire" is a birthday candle, even at Halloween)."""
    if not scores:
        return None
    best = min(scores, key=lambda t: (-scores[t], t))
    if best in topic_ids:
        return None
    here = max(scores.get(t, -9.0) for t in topic_ids)
    if scores[best] - here < NAMED_GAP:
        return None
    names = _name_index(lex.language)
    for word in content:
        if word != mine and best in names.get(lexicon_key(word, lex.language), ()):
            return word, best
    return None


@lru_cache(maxsize=4)
def _name_index(language_code: str) -> dict[str, frozenset[str]]:
    """Per key of a word of a topic's name: the topics it names."""
    from game.wordland.data.catalogue import topics

    out: dict[str, set[str]] = {}
    for topic in topics(language_code):
        for word in name_words(topic.name, language_code):
            out.setdefault(lexicon_key(word, language_code), set()).add(topic.id)
    return {k: frozenset(v) for k, v in out.items()}


def lexicon_rank(lex: Lexicon, topic_id: str, key: str) -> int:
    """The rank of `key` (a lexicon key or a spelling) in a topic's lexicon: 0-2 for the
    topic's own words (its tiers, `also` list and name count as hand-written),
    LOOSE for WordNet's loose scene words or a word the topic does not hold."""
    return _rank_table(lex).get((topic_id, key), LOOSE)


@lru_cache(maxsize=4)
def _rank_table(lex: Lexicon) -> dict[tuple[str, str], int]:
    """(topic id, key or spelling) -> rank, worked out once per language in one pass (a
    tenth of a second, on the loading thread)."""
    from game.wordland.data.catalogue import topics

    out: dict[tuple[str, str], int] = {}
    for _text, key, members in lex.rows:
        for topic_id, rank in members:
            k = (topic_id, key)
            old = out.get(k)
            if old is None or rank < old:
                out[k] = rank
    # The tiers and `also` words are rows of rank 0 and 1 already (the build and the
    # loader put them there); a word of the topic's name is hand-written too.
    for topic in topics(lex.language):
        for word in name_words(topic.name, lex.language):
            out[(topic.id, lexicon_key(word, lex.language))] = 0
    # an entry spelt with its article ranks the same without it ("l'Alpe d'Huez")
    for _text, key, members in lex.rows:
        bare_key = (lex.bare_keys or {}).get(key)
        if bare_key is None:
            continue
        for topic_id, rank in members:
            k = (topic_id, bare_key)
            if rank < out.get(k, LOOSE + 1):
                out[k] = rank
    return out


def head_word(words: tuple[str, ...], content: list[str], language_code: str) -> str:
    """The word a phrase is about: in English the last content word before "of" ("cup of
    tea": cup; "polar bear": bear), in French the first ("tasse de thé": tasse)."""
    if language_code != "en":
        return content[0]
    before = words[: words.index("of")] if "of" in words[1:] else words
    little = language(language_code).function_words
    kept = [w for w in before if w not in little]
    return kept[-1] if kept else content[-1]
