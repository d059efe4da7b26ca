"""Spelling forgiven in kids topics (issue 36; W10.1): a word that sounds like a word of
the round's topic stands ("elefant" is the elephant, "choklit" the chocolate).

`sound_key` is a small phonetic key, enough for a child's spelling by ear: accents
folded, the spellings of one sound made one letter (ph -> f, ck / c / q -> k, soft c ->
s, x -> ks, z -> s, y -> i, French eau / au -> o, ill -> i, qu -> k, gu(e/i) -> g), letters doubled
kept once, and the vowels after the first letter dropped (children hear the consonants
and guess the vowels). Two words with the same key and close lengths sound alike. The
match is only against the topics' own words (never the whole language), only for
answers the judge does not know as words, and only for keys of three consonants or more,
so a real word is never turned into another one.

`spoken_key` is the grown-ups' key (issue 32, variants): it keeps the vowels, so that
only a spelling said exactly like the word shares it ("astronaught", "sherrif",
"Raiponse", "hypopotame"; not "flomingo" nor "stethoscape", whose vowels are heard).
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from functools import lru_cache
from typing import TYPE_CHECKING

from game.wordland.data.catalogue import topics_by_id
from game.wordland.words.text import fold, words_of

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

MIN_KEY = 3
"""Keys shorter than this say too little ("bt" is bat, bit, boat and butter)."""
MAX_LENGTH_GAP = 3
"""A child's spelling is at most this many letters longer or shorter than the word."""
MIN_LIKENESS = 0.6
"""And shares this much of its spelling (difflib's ratio): "piratey" is not a port."""

_RULES = {
    "en": (("ph", "f"), ("ck", "k"), ("gh", "g"), ("wh", "w"), ("qu", "kw"), ("q", "k"),
           ("c(?=[eiy])", "s"), ("c", "k"), ("x", "ks"), ("z", "s"), ("y", "i"),
           ("e$", "")),
    "fr": (("eaux?", "o"), ("au", "o"), ("ill", "i"), ("ph", "f"), ("qu", "k"),
           ("gu(?=[eiy])", "g"), ("ck", "k"), ("q", "k"), ("c(?=[eiy])", "s"), ("c", "k"),
           ("x$", ""), ("x", "ks"), ("z", "s"), ("y", "i"), ("[est]$", ""), ("h", "")),
}


def sound_key(word: str, language: str) -> str:
    """The word as it sounds, roughly: its consonants after the first letter."""
    text = "".join(words_of(fold(word.lower())))
    for pattern, sound in _RULES.get(language, _RULES["en"]):
        text = re.sub(pattern, sound, text)
    text = re.sub(r"(.)\1+", r"\1", text)
    if not text:
        return ""
    return text[0] + re.sub(r"[aeiou]", "", text[1:])


@lru_cache(maxsize=256)
def _keys(language: str, topic_ids: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """Each key of the kids topics' words -> those words, commonest first."""
    keys: dict[str, list[str]] = {}
    by_id = topics_by_id(language)
    for topic in (by_id[t] for t in topic_ids if t in by_id):
        if not topic.kids:
            continue
        for word in (*topic.words, *topic.also):
            if " " in word or "'" in word or "’" in word:
                continue
            key = sound_key(word, language)
            if len(key) >= MIN_KEY and word not in keys.setdefault(key, []):
                keys[key].append(word)
    return {k: tuple(v) for k, v in keys.items()}


def sounds_like(text: str, language: str, topic_ids: tuple[str, ...]) -> str:
    """The word of the round's kids topics `text` sounds like, or "" (one word only)."""
    words = words_of(fold(text.lower()))
    if len(words) != 1:
        return ""
    key = sound_key(words[0], language)
    if len(key) < MIN_KEY:
        return ""
    said = words[0]
    alike = {w: SequenceMatcher(None, fold(w), said).ratio()
             for w in _keys(language, tuple(topic_ids)).get(key, ())
             if abs(len(w) - len(said)) <= MAX_LENGTH_GAP}
    best = max(alike, key=alike.__getitem__, default="")
    return best if best and alike[best] >= MIN_LIKENESS else ""


SPOKEN_LENGTH = 5
"""A word spelt by ear is read as the listed word it is said like from this length on
(shorter words share their sound with too many others)..."""
SPOKEN_LENGTHS = {"fr": 4}
"""...or from this one: French spells one sound so many ways that its short words are
typed by ear too ("gato", "cado", "tuyo", "luje"; 11 more variants on the read sets, no
made-up word), while English gains nothing from 4 letters."""
SPOKEN_GAP = 2
"""And it is at most this many letters longer or shorter than that word."""


def _silent_e(match: re.Match[str]) -> str:
    """A last "e" (or "es") after a consonant is silent; not after a double one
    ("trowelle")."""
    return match.group(0) if match.group(2) else match.group(1) + match.group(3)


_VOWEL, _CONSONANT = "[aeiouAIUOY*]", "[^aeiouAIUOY*]"
_AFTER_A_VOWEL = "(?:" + "|".join(f"(?<={_VOWEL}{_CONSONANT * n})" for n in (1, 2, 3)) + ")"
"""A place with a vowel before it, one to three consonants back: not a word's first vowel."""
_SPOKEN: dict[str, tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...]] = {
    # English, in order:
    # - letters said alike made one: kn, wr, mb, tch, a soft "dg" and "g" ("pidgeon"),
    #   ph, "igh", a silent gh, ck, wh, qu, "t" in "stle", ch before r ("crisanthemum"),
    #   "au" ("colliflower"), soft and hard c, z;
    # - "-tion", "-sion", "-ssion", "-cian", "-shun" said alike, inside a word too
    #   ("magition", "condishner"); "-ture", "-tune" as "-cher", "-chune" ("sculpchure");
    #   "ew" as "eu" ("dewce");
    # - a last "-y", "-ey", "-ie", "-ee", "-i" one sound ("chimpanzy", "Monopoley");
    #   inside a word "ee", "ea", "ie" one long e, "ai", "ay", "ei", "ey" one long a, "oo"
    #   as "u" ("creeky", "raindeer", "belooga"); a vowel made long by a last "e"
    #   ("marmalaid", "highlites", "trapeez");
    # - a silent last "e" dropped (not after a double consonant: "trowelle" is made up),
    #   also before a last "s"; letters doubled kept once ("sherrif", "toboganning");
    # - the dull vowel of a last syllable after another one: before "-nt", "-nd", "-rd",
    #   "-rt", "-t", "-d" ("pheasent", "custerd", "helmit"; "doughnet" and "battlemont"
    #   go with them), "-er", "-ur", "-ar", "-or" ("Excaliber"),
    #   "-en", "-on", "-an", "-in" ("cauldren", "chickins"), "-ion", "-ian" ("scorpian"),
    #   "-om", "-um", "-em" ("slalum"), "-le", "-el", "-al", "-il" ("puzzel", "trifel"),
    #   "-age", "-idge" ("sossidges"), "-is", "-us", "-os", "-as", "-ious" ("portcullus",
    #   "Vesuvious", "rhinocerous");
    # - twelfth round: "gu" before a vowel as "gw" ("igwana"), "tu" before a vowel as
    #   "chu" ("spachula"), a "j" and a soft "g" ("majician"), "-ought", "-aught" as "-ot"
    #   ("astronought"), a first "sh" and "ch" ("shandelier"), "ow" and "ou" ("grownd"),
    #   "er", "ir", "ur" before a consonant ("crowd serfing"), a vowel said between a
    #   consonant and "l" ("sprinkeler", "juggeler"), and a last "-a" said as "-er" in
    #   Britain ("digga", "goriller", "hamsta"); "oa" as an "o" ("ghoast", "microscoap"),
    #   a last "-ine" after another syllable said "-een" ("tangerene", "chloreen"), a
    #   last "-our" as "-or" ("sycamour"), the dull vowel before a last "-lt"
    #   ("catapault"), "ear" as "er" before a consonant ("rehursal"), "wa" as "wo"
    #   ("swollow"); fifteenth round: "eigh", "aigh" as a long a ("straightjacket").
    "en": (("^kn", "n"), ("^wr", "r"), ("mb$", "m"), ("tch", "ch"),
           ("[ae]igh", "A"), ("j(?=[eiy])", "g"),
           ("dg(?=[eiy])", "j"), ("g(?=es?$|e[aou])", "j"),
           ("t(?=u[rn]e?s?$)", "ch"), ("ew", "eu"),
           ("(?<=[a-z])gu(?=[aeio])", "gw"), ("(?<=[a-z])t(?=u(?:[aeio]|la))", "ch"),
           ("ph", "f"), ("[ao]ught", "ot"), ("igh", "Y"), ("gh(?![aeiou])", ""), ("ck", "k"),
           ("wh", "w"), ("qu", "kw"), ("q", "k"), ("(?<=s)t(?=l)", ""), ("ch(?=r)", "k"),
           ("au", "o"), ("^sh", "ch"),
           ("(ss|s|t|c)i[ao]n", "Sn"), ("sh[aeiou]?n", "Sn"), ("(ss|s|t|c)i(?=[ao]ns?$)", "S"),
           ("sh(?=[uoa]ns?$)", "S"), ("(?<=[rn])h", ""),
           ("(?<=[aeiou])h(?=s?$)", ""), ("c(?=[eiy])", "s"), ("c", "k"), ("z", "s"),
           ("our(?=s?$)", "or"), ("(?<=w)a(?=l[^k]|n|s|t)", "o"), ("ow", "ou"),
           ("(?:ea|[eiu])r(?=[^aeiour][a-z]*[aeiou])", "Er"),
           ("(ey|ie|ee|y)(s?)$", r"I\2"), ("i$", "I"), ("ee|ea|ie", "I"), ("ai|ay|ei|ey", "A"),
           ("oo", "u"), ("oa", "o"), ("y", "i"),
           ("(?=ines?$)" + _AFTER_A_VOWEL + "ine(s?)$", r"In\1"),
           (r"a([^aeioujv])e(s?)$", r"A\1\2"), (r"i([^aeioujv])e(s?)$", r"Y\1\2"),
           (r"(?<=[^aeiou])e([^aeioujv])e(s?)$", r"I\1\2"),
           ("(?=[aeiou](?:nt|nd|rd|rt|st|lt|t|d)s?$)" + _AFTER_A_VOWEL
            + "[aeiou](?=(nt|nd|rd|rt|st|lt|t|d)s?$)", "*"),
           (r"([^aeiou])(\1?)e(s?)$", _silent_e), ("(?<=[bdfgkpt])[ae](?=l[aeiou*])", ""),
           (r"(.)\1+", r"\1"),
           ("[aeiou]r(s?)$", r"*r\1"), ("(?<=[^aeiou])a$", "*r"), ("[aeiou]j(s?)$", r"*j\1"),
           ("(?=[aeiou]+ns?$)(?<=[^aeiou])i?[aeiou]n(s?)$", r"*n\1"),
           ("(?=[aeou]ms?$)(?<=[^aeiou])[aeou]m(s?)$", r"*m\1"),
           ("(?=[aeio]?ls?$)(?<=[^aeiou])[aeio]?l(s?)$", r"*l\1"),
           (r"[ai](?=b\*ls?$)", "*"),
           ("(?=[aeiou]+s$)(?<=[^aeiou])(i|u|o|a|iu|iou|eou|ou)s$", "*s")),
    # French, in order (the words come folded: "é" is "e"):
    # - "eau", "au" as "o", a last "x" after them silent; "cc" before e or i, and "x", as
    #   "ks" ("coxinelle"); ph, qu, a hard and a soft c, ch before r or l ("crisantème"),
    #   "ge" and "j" ("cajot");
    # - a last "-ai", "-ais", "-ait", "-et", "-ez", "-ier" said "é" ("perroquai";
    #   "donjonnet" is made up); a silent last
    #   consonant ("brancart", "catamarand", "maillo"); then a mute last "e";
    # - the "y" sound: "ill", "il" after a vowel, "ill" after a consonant as "iy"
    #   ("papillion", "coquiyages"), "y" between vowels ("épouvantaille",
    #   "brouyard", "réveillion"); a mute h; "ti" before a vowel as "si" ("spaciale");
    #   "ai" and "ei" as "e" ("éclercie", "lampadère"); "-eur" as "-er" ("bulldozeur");
    #   "gn" and "ni" before a vowel ("chinion"); "m" before "b" and "p"; "z" as "s";
    # - "en" and "an", "in", "ain", "ein", "un" said alike; letters doubled kept once;
    # - twelfth round: "w" as "v" ("vagon", "narwal"), a last "-um" as "-om" ("podiom"),
    #   "sh" and "tch" as "ch" ("champoing", "sandwitch", "smatch"), "geu" as "jeu"
    #   ("centrifujeuse"), an "i" before a vowel as the "y" sound ("coquiage",
    #   "aiguiage", "citrouie"); "gua" said "goua" ("igouane"); a soft "c" and "g" before
    #   the last "é" ("drajées");
    # - fourteenth round: a last "n" before a mute "e" after "e", "i", "u" is said
    #   ("capitène" is capitaine, "tyrolliene" tyrolienne; marked "Q" until the nasal
    #   vowels are read). "-ane" stays heard as "-an" ("Batmane", "cardigane").
    # - fifteenth round: "-ainne" said as "-aine", its "n" doubled ("marainne"); a last
    #   "y" after a vowel, and a last "i" after "ou", as the "y" sound ("citrouye",
    #   "gargouye", "citrouie"); "nni" before a vowel as "gn" ("poissonière"); "ex" before
    #   a consonant heard "es" ("Escalibur").
    # - sixteenth round: "on" (and "om" before a consonant) is nasal, "-one", "-onne",
    #   "-ome", "-omme" and a Latin "-um" are not ("potironne" is no potiron, "courrone"
    #   is couronne, "podiom" podium, "conté" comté; marked "W" like "Q" for "m").
    "fr": (("eaux?", "o"), ("au", "o"), ("(?<=[ou])x$", ""), ("cc(?=[eiy])", "ks"),
           ("x(?!$)", "ks"), ("ks(?=[cfkpqst])", "s"),
           ("w", "v"), ("um(?=s?$)", "oW"), ("oo", "ou"), ("tch", "ch"), ("sh", "ch"),
           ("sch", "ch"), ("ph", "f"), ("qu", "k"), ("gu(?=a)", "gou"), ("gu(?=[eiy3])", "g"),
           ("ck", "k"), ("q", "k"),
           ("ch(?=[rl])", "k"), ("c(?=[eiy3])", "s"), ("c", "k"), ("ge(?=[ao])", "j"),
           ("g(?=[eiy3])", "j"),
           ("3$", "E"), ("ai[ts]?$", "E"), ("e[tz]$", "E"), ("ier$", "iE"),
           ("(?<=[aeiounr])[tdspg]$", ""),
           # a last "-ène", "-aine", "-ine", "-une", "-onne", "-ome": no nasal
           ("(?<=[eiuo])n?ne+$", "Q"), ("(?<=o)m?me+$", "W"),
           ("e+$", ""),
           ("(?<=[^aeiou])ill", "iY"), ("(?<=[aeiou])ill?", "Y"), ("(?<=[aeiou])il$", "Y"),
           ("(?<=[aeiou])y$", "Y"), ("(?<=ou)i$", "Y"),
           ("(?<=Y)i(?=[aeou])", ""),
           ("(?<=[aeiou])y(?=[aeiou])", "Y"), ("y", "i"), ("^h", ""), ("(?<=[^kspc])h", ""),
           ("ti(?=[aeo])", "si"), ("a[iy](?![nm])", "e"), ("e[iy](?![nm])", "e"),
           ("eur$", "er"), ("gn", "N"), ("n?ni(?=[aeou])", "N"), ("(?<=N)i(?=[aeou])", ""),
           ("(?<=[aeiou])i(?=[aeou])", "Y"), ("(?<=[^aeiouY])i(?=[aeou])", "iY"),
           ("m(?=[bp])", "n"), ("z", "s"),
           ("[ae][nm](?=[^aeiounm]|$)", "A"), ("(ai|ei|i|u)[nm](?=[^aeiounm]|$)", "I"),
           ("o(?:n(?=[^aeiounmAEIOUY]|$)|m(?=[^aeiounmAEIOUY]))", "O"),
           ("Q", "n"), ("W", "m"), (r"(.)\1+", r"\1")),
}
_SPOKEN_RULES = {
    language: tuple((pattern if pattern.isalpha()
                     else re.compile(pattern.replace("[^", "[^\n"), re.MULTILINE), sound)
                    for pattern, sound in rules)
    for language, rules in _SPOKEN.items()}
"""Each rule as a plain replacement when it is one, else as a pattern read line by line: the
rules run once over all the words of a list, one per line (`spoken_keys`), which builds
the index of a language's 100,000 listed words and entries in about a second. A rule for a
word's end starts with a look ahead at the letters it needs, so that most places fail at
once (13 % faster than the look behind alone, the same keys)."""


_FINAL_E = {"fr": re.compile("(?:é|ée|és|ées)$")}
"""French "é" at a word's end, read before the accents are folded ("3" then "é" in the
rules): "poupé" is said as poupée and "taboulet" as taboulé, but "poupe" is another word."""


def spoken_keys(words: Iterable[str], language: str, *, folded: bool = False) -> list[str]:
    """Each word as it is said, vowels kept: two spellings with one key are one word read
    aloud ("astronaught" and "astronaut"; "Raiponse" and "Raiponce"). `folded`: the words
    are already folded single words (the lexicons' `words`)."""
    if folded:
        text = "\n".join(words)
    else:
        marked = _FINAL_E.get(language)
        text = "\n".join("".join(words_of(fold(marked.sub("3", word.lower()) if marked
                                                 else word.lower())))
                         for word in words)
    for pattern, sound in _SPOKEN_RULES.get(language, _SPOKEN_RULES["en"]):
        if isinstance(pattern, str):
            text = text.replace(pattern, sound)
        else:
            text = pattern.sub(sound, text)
    return text.split("\n")


def spoken_key(word: str, language: str) -> str:
    """One word as it is said (`spoken_keys`)."""
    return spoken_keys((word,), language)[0]


def spoken_index(words: Iterable[str], language: str, *,
                 folded: bool = True) -> dict[str, tuple[str, ...]]:
    """Each spoken key of `words` (a language's listed single words) -> those words,
    folded. `folded`: the words are folded already (the lexicons' `words`); else they are
    read with their accents (French "é")."""
    index: dict[str, list[str]] = {}
    shortest = SPOKEN_LENGTHS.get(language, SPOKEN_LENGTH) - SPOKEN_GAP
    kept = [word for word in words if len(word) >= shortest]
    plain, said = kept, kept
    if not folded:
        # single words (no space, hyphen or apostrophe in them): folded all at once
        lowered = [word.lower() for word in kept]
        plain = fold("\n".join(lowered)).split("\n")
        marked = _FINAL_E.get(language)
        said = fold("\n".join(marked.sub("3", word) for word in lowered)).split("\n") \
            if marked else plain
    for word, key in zip(plain, spoken_keys(said, language, folded=True), strict=True):
        index.setdefault(key, []).append(word)
    return {key: tuple(sorted(found)) for key, found in index.items()}


def said_alike(word: str, language: str, index: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The listed words `word` (as typed, accents and all) is said like (`index`:
    `spoken_index` of them, folded), or ()."""
    if len(word) < SPOKEN_LENGTHS.get(language, SPOKEN_LENGTH):
        return ()
    keys = [spoken_key(word, language)]
    if language == "fr" and "w" in word.lower():
        # a French "w" is a "v" in a German word (wagon) and "ou" in an English one
        # ("wistiti": ouistiti)
        keys.append(spoken_key(word.lower().replace("w", "ou"), language))
    return _listed_under(index, keys, word)


BLURRED_LENGTH = 6
"""A word from this length on may have one vowel not heard clearly (`said_blurred`)."""
_SHORT_VOWELS = "aeiou*"
_KEY_VOWELS = _SHORT_VOWELS + "AIUOYE"
"""The vowels of a spoken key: short ones, and the long ones the rules write in capitals."""


def said_blurred(word: str, language: str, index: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The listed words `word` is said like but for one short vowel heard unclearly and
    written as another, after the word's first vowel and before its last letter
    ("Satern", "lanturn", "cutless", "toadstall"; a long vowel or a first syllable is
    heard too clearly to be mistaken: "reindoor" is made up), or ()."""
    if len(word) < BLURRED_LENGTH:
        return ()
    key = spoken_key(word, language)
    blurred: list[str] = []
    seen_vowel = False
    for i, c in enumerate(key[:-1]):
        if c in _SHORT_VOWELS and seen_vowel:
            blurred += [key[:i] + v + key[i + 1:] for v in _SHORT_VOWELS if v != c]
        seen_vowel = seen_vowel or c in _KEY_VOWELS
    return _listed_under(index, blurred, word)


def _listed_under(index: dict[str, tuple[str, ...]], keys: Iterable[str],
                  word: str) -> tuple[str, ...]:
    """The listed words under `keys` in `index`, each once, but `word` itself and any
    more than SPOKEN_GAP letters longer or shorter than it."""
    plain = "".join(words_of(fold(word)))
    return tuple(dict.fromkeys(w for key in keys for w in index.get(key, ())
                               if w != plain and abs(len(w) - len(word)) <= SPOKEN_GAP))
