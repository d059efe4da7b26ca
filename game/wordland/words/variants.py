"""Another spelling of a word the topic holds (issue 32: variants stand).

Players type what they say, not what the lists hold. Before the vote refuses an answer,
it asks whether the answer is another way of writing one that stands:

- "&" for "and" ("snakes & ladders"; "et" in French), a full stop inside a name
  ("T. rex"), a number up to 20 in figures ("3 little pigs", "Puissance 4");
- a short form or family word from `data/short_forms.json`, written by hand per language
  ("OJ" is orange juice, "PJs" are pyjamas, "frigo" est un réfrigérateur): the whole
  answer or one of its words;
- the plural or the singular of a word or phrase the lists hold, joined or spaced
  ("lilypads", "brussel sprouts", "loups-garous", "superpouvoirs");
- an English pet form of a listed word ("ghosties", "floaties": -ie, -ies);
- a short form or the other side's spelling (colour, color) of a word the list knows,
  when it makes an entry of the lists ("safety specs", "fall colors");
- a consonant doubled or made single in a listed word ("tobogan", "Lewis Caroll"), also
  in a plural ("canelés"), two neighbouring letters swapped away from its end
  ("Rumplestiltskin", "Wimbeldon");
- a letter left out of a listed word ("porrige", "crenaux"), an English middle vowel or
  the vowel of a last "-ar", "-er", "-or" written as another ("stethescope", "tracter"),
  French letters said alike ("téléférique", "funanbule"), also in a plural
  ("caterpillers"): the slips players make, never a letter added or changed elsewhere,
  which is how made-up words are built ("flomingo", "stethoscape");
- a common English misspelling ("marmelade", "pharoah") or the other side's spelling
  ("donuts"), from codespell's lists (`spellings`, tools/wordland_misspellings.py);
- French "au" and "aux" in either number ("pain au raisin": pain aux raisins).
- French, the singular of a one-word plural the stemmer parts from it ("calissons").

Each respelling only ever brings an answer closer to a listed word; the vote then judges
that word as it judges any other, so a respelt word of another topic is still voted out.
Pure Python, no pygame; what is read is cached per language.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import cache
from itertools import product

from game.wordland.data.catalogue import DataError, read_json
from game.wordland.words.closeness import closeness
from game.wordland.words.lexicon import ARTICLES, lexicon, lexicon_key
from game.wordland.words.realwords import optional_text
from game.wordland.words.sounds import said_alike, said_blurred, spoken_index, spoken_key
from game.wordland.words.text import ELISIONS, as_typed, elided_words, fold, has_apostrophe

STEMMED_APART = frozenset({"fr"})
"""Languages whose one-word plural answers are read again as their singular when the
stemmer parts the two (French Snowball reads *calissons* as a verb in -issons)."""
ACCENTED_KEYS = frozenset({"fr"})
"""Languages whose words are said alike with their accents read ("poupé" as poupée;
words/sounds.py)."""
_ACCENTED_SPLIT = re.compile(r"[\s\-'’.,]+")
"""An entry's words with their accents: words_of's cuts (spaces, hyphens, apostrophes),
without its folding (a regular expression: 0.1 s for the French lexicon; cutting
entry by entry in Python added about 0.4 s to its load)."""
JOINED_ELISIONS = frozenset({"fr"})
"""Languages whose elided little words are joined to the next when the apostrophe is
left out ("jus dorange" is the jus d'orange), inside an answer (never its first word)."""
SWAP_LENGTH = 4
"""Two swapped neighbouring letters are forgiven in a listed word this long or longer,
away from its last letter ("Wimbeldon", "pirahna", "poltergiest"): at the end they make
a made-up word as often as a slip ("sandcastel")."""
FAR_SWAP_LENGTH = 7
"""Two consonants swapped across a vowel are forgiven in a word this long or longer
("anenome")."""
HOMOPHONE_EDITS = 2
"""A real word typed alone is read as a listed word said alike at most this many letters
apart ("hanger", hangar), never farther ("lance" is no lens)."""
HEARD_E_LENGTH = 4
"""A French word typed with a last "é" is heard as a listed "-ée", "-et", "-er" word from
this length on ("boué", "musé"; "clé" is a word of its own)."""
MOVED = frozenset({"en"})
MOVED_LENGTH = 8
"""Languages, and the length from which, a letter moved two or three places is forgiven
("crossiant", "defribillator"); in French it reads made-up words in "-erie" as real ones
("écolerie")."""
DROP_LENGTH = 5
"""A letter left out of a listed word this long or longer is forgiven ("porrige",
"secaturs", "terodactyl", "crenaux"): players drop the letters of a long word they
half-remember, while made-up words add or change letters."""
EXTRA = frozenset({"en"})
EXTRA_LENGTH = 8
"""A vowel added inside an English word this long or longer is forgiven ("pavalova",
"heptathalon", "tornaydo": 16 more variants on the read sets, one made-up word lost,
"werewoolf"); not a consonant ("toastling", "tentling" are made up), and not in French,
whose made-up words add a suffix's "i" ("ronronnier", "corollie": 12 lost for 8)."""
SCHWA = frozenset({"en"})
"""Languages whose middle vowels are forgiven: an English vowel between two others is
mostly said as the same dull sound, so players write any vowel there ("stethascope",
"xylaphone", "tricerotops"); a first or last one is said as written ("flomingo",
"doughnet" are made up)."""
BLURRED = frozenset({"en"})
"""Languages whose long words may have one short vowel heard unclearly (`said_blurred`):
English (16 more variants on the read sets, 3 made-up words lost); not French, whose
made-up words change a suffix's vowel ("bolétard", "coccinole": 23 lost for 2 variants)."""
SHORT_AS_WELL = frozenset({"fr"})
"""Languages whose short forms are read as their long word even when a list holds the
short form itself ("croco", "imper", "gym": 6 more variants on the read sets, 2 near
misses lost). Not English: its table also holds the other side's words and synonyms
(wardrobe: closet, seesaw: teeter-totter), which read near misses into the topic."""
_VOWELS = "aeiouy"
MAX_READINGS = 4
"""At most this many listed words are tried for one word of an answer that reads as several."""
DOUBLE_LENGTH = 6
"""A consonant doubled or undoubled is forgiven in a listed word this long or longer."""
_CONSONANTS = frozenset("bcdfgklmnprstz")
_ROMAN = re.compile("^[ivx]+$")
PET_ENDINGS = ("ies", "ie")
"""English pet forms: "ghostie" (a doubled consonant is undone: "doggies"). Not "-y",
which makes made-up adjectives of every noun ("piratey", "mushroomy")."""
_AND = {"en": "and", "fr": "et"}
NUMBERS = {key: tuple(value.split()) for key, value in {
    "en": ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
           "fourteen fifteen sixteen seventeen eighteen nineteen twenty"),
    "fr": ("zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize "
           "quatorze quinze seize dix-sept dix-huit dix-neuf vingt"),
}.items()}
"""Numbers as words, 0 to 20: "3 little pigs" is the three little pigs, "Puissance 4" the
puissance quatre (an answer in figures is one a player says aloud and the table notes)."""


@cache
def short_forms(language_code: str) -> dict[str, str]:
    """The hand-written short forms of a language: folded spelling -> the full answer."""
    try:
        data = read_json("short_forms.json")
    except DataError:
        return {}
    table = data.get(language_code, {}) if isinstance(data, dict) else {}
    if not isinstance(table, dict):
        return {}
    return {" ".join(elided_words(k)): v for k, v in table.items()
            if isinstance(k, str) and isinstance(v, str) and elided_words(k)}


@cache
def spellings(language_code: str) -> tuple[dict[str, str], dict[str, str]]:
    """A language's common misspellings (folded spelling -> the word meant: "pharoah" ->
    pharaoh) and its other-side spellings ("programme" <-> program), built by
    tools/wordland_misspellings.py from codespell's lists; empty for a language without
    them. A missing or broken file is logged and the vote goes on without it."""
    text = optional_text(f"words/{language_code}-spellings.txt.gz",
                         "misspellings are not read again")
    slips: dict[str, str] = {}
    sides: dict[str, str] = {}
    for line in (text or "").splitlines():
        kind, _, rest = line.partition("\t")
        spelling, _, reading = rest.partition("\t")
        if spelling and reading:
            (slips if kind == "slip" else sides).setdefault(spelling, reading)
    return slips, sides


@cache
def spoken_words(language_code: str) -> dict[str, tuple[str, ...]]:
    """The language's listed words by the way they are said (words/sounds.py), read once
    (under a second, in the background with the rest of the word data), and each entry of
    several words run together: a player who types it as one word ("suncreem",
    "panacotta") or hears one word as two ("March Hair", "best men") means the entry."""
    lex = lexicon(language_code)
    if language_code not in ACCENTED_KEYS:
        # the entries' words, and each entry of several words run together ("suncreem" is
        # the sun cream, "groundsheet" the ground sheet)
        joined = [key for key in lex.exact if key.isalpha() and key not in lex.words]
        return spoken_index([*lex.words, *joined], language_code)
    # the entries' words with their accents ("poupée"), so that a last "é" is heard
    words: set[str] = set()
    for spelling, _, _ in lex.rows:
        parts = [w for w in _ACCENTED_SPLIT.split(spelling.lower()) if w]
        words.update(parts)
        if len(parts) > 1:
            words.add("".join(parts))  # "panacotta", "Rubicube"
    index = spoken_index(sorted(words), language_code, folded=False)
    # a last "-us", "-os" whose "s" is said (diplodocus, rhinocéros) is heard in "-usse",
    # "-osse": each such word is found under that key too (not "-is": pont-levis, confettis;
    # not "-ous", a plural: "trous" is no "trousse")
    sounded = [w + "se" for w in words
               if len(w) >= 5 and w[-2:] in ("us", "os") and not w.endswith("ous")]
    for key, found in spoken_index(sounded, language_code, folded=False).items():
        index[key] = tuple(sorted({*index.get(key, ()), *(w[:-2] for w in found)}))
    # a Spanish "ñ" is said "gn" ("pignata", "piniata": piñata; "jalapégno")
    tilde = {fold(w.replace("ñ", "gn")): fold(w) for w in words if "ñ" in w}
    for key, found in spoken_index(sorted(tilde), language_code).items():
        index[key] = tuple(sorted({*index.get(key, ()), *(tilde[w] for w in found)}))
    return index


def _punctuation(text: str, language_code: str) -> str:
    """"&" as the language's "and"; a full stop between letters as a space; a number up
    to 20 in figures as a word."""
    out = text.replace("&", f" {_AND.get(language_code, 'and')} ")
    if "." in out.strip(". "):
        out = out.replace(".", " ")
    names = NUMBERS.get(language_code, NUMBERS["en"])
    return " ".join(names[int(w)] if w.isdigit() and int(w) < len(names) else w
                    for w in out.split())


def singulars(word: str, language_code: str) -> tuple[str, ...]:
    """The spellings a plural `word` may come from ("ponies" -> pony; "chevaux" -> cheval)."""
    out: list[str] = []
    if language_code == "en" and word.endswith("ies") and len(word) > 4:
        out.append(word[:-3] + "y")
    if language_code == "fr" and word.endswith("aux") and len(word) > 4:
        out.append(word[:-3] + "al")
    if word.endswith("es") and len(word) > 4:
        out.append(word[:-2])
    if (word[-1:] == "s" or (word[-1:] == "x" and language_code == "fr")) and len(word) > 3:
        out.append(word[:-1])
    return tuple(out)


def _forms(word: str, language_code: str) -> tuple[str, ...]:
    """A word and, when it ends in "s", the singulars it may be the plural of: where a slip
    is looked for ("caterpillers", "skeletens")."""
    return (word, *singulars(word, language_code)) if word.endswith("s") else (word,)


def _pet_forms(word: str) -> tuple[str, ...]:
    """The words an English pet form may come from ("ghosties" -> ghost; "doggy" -> dog);
    not a word in "-er" ("dinerie", "waiterie" are made-up shops, not pet forms)."""
    out: list[str] = []
    for ending in PET_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3 \
                and not word.endswith("er" + ending):
            base = word[: -len(ending)]
            out.append(base)
            if len(base) > 3 and base[-1] == base[-2]:
                out.append(base[:-1])
    return tuple(out)


def _everyday(word: str) -> bool:
    """A pet form is made of an everyday word ("ghostie", "doggie", "sunnies"), one of the
    language's commonest (words/closeness.py), never of a rare one ("ghoulie")."""
    return closeness("en").commonness(word) is not None


def _doublings(word: str) -> tuple[str, ...]:
    """`word` with one consonant doubled or one double consonant made single: the commonest
    slip in spelling a long word ("tobogan", "maronnier", "Lewis Caroll")."""
    out: list[str] = []
    for i, c in enumerate(word):
        if c in _CONSONANTS:
            if i + 1 < len(word) and word[i + 1] == c:
                out.append(word[:i] + word[i + 1:])
            elif i == 0 or word[i - 1] != c:
                out.append(word[:i + 1] + c + word[i + 1:])
    return tuple(out)


_OTHER_SIDE = (("our", "or"), ("or", "our"), ("re", "er"), ("er", "re"), ("ise", "ize"),
               ("ize", "ise"), ("yse", "yze"), ("yze", "yse"), ("ogue", "og"), ("og", "ogue"),
               ("ence", "ense"), ("ense", "ence"))
"""English endings spelt one way in Britain and the other in America (colour, centre,
realise, analyse, catalogue, defence), tried in each direction."""


def _other_side(word: str) -> tuple[str, ...]:
    """`word` as the other side of the Atlantic spells it ("colors" -> colours)."""
    out: list[str] = []
    for tail in ("", "s", "ed", "ing", "d"):
        stem = word[: len(word) - len(tail)] if tail else word
        if tail and not word.endswith(tail):
            continue
        for a, b in _OTHER_SIDE:
            if stem.endswith(a) and len(stem) > len(a) + 2:
                out.append(stem[: -len(a)] + b + tail)
    return tuple(out)


def _entry_spellings(words: list[str], language_code: str, table: dict[str, str],
                     sides: dict[str, str]) -> list[list[str]]:
    """Each word of the answer replaced by its short form or (English) its other-side
    spelling, one word at a time: candidates that must be entries of the lists."""
    out: list[list[str]] = []
    for i, word in enumerate(words):
        options = [table[word]] if word in table else []
        if word in sides:  # "programme" and "program", "kerb" and "curb"
            options.append(sides[word])
        if language_code == "en":
            options += list(_other_side(word))
        for option in options:
            out.append([*words[:i], *option.split(), *words[i + 1:]])
    return out


def _swaps(word: str) -> tuple[str, ...]:
    """`word` with two neighbouring letters swapped, its last letter left in place."""
    return tuple(word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 2)
                 if word[i] != word[i + 1])


def _far_swaps(word: str) -> tuple[str, ...]:
    """`word` with two consonants on either side of one vowel swapped ("anenome" ->
    anemone, "cinammon" -> cinnamon), its last letter left in place."""
    return tuple(word[:i] + word[i + 2] + word[i + 1] + word[i] + word[i + 3:]
                 for i in range(len(word) - 3)
                 if word[i] != word[i + 2] and word[i] in _CONSONANTS
                 and word[i + 2] in _CONSONANTS and word[i + 1] in _VOWELS)


def _heard_e(typed: str, language_code: str, said: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The listed words a French word typed with a last "é" (or "és") is said like, from
    HEARD_E_LENGTH letters: "poupé" is poupée, "chevalé" chevalet, "musé" musée."""
    if len(typed) < HEARD_E_LENGTH or not typed.endswith(("é", "és")):
        return ()
    plain = fold(typed)
    alike = said.get(spoken_key(typed, language_code), ())
    if plain in alike:
        return ()  # the lists hold it so, accent and all ("pâté")
    return tuple(w for w in alike if abs(len(w) - len(plain)) <= 2)


def _homophones(typed: str, word: str, language_code: str,
                said: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The listed words a real word typed alone is said like and nearly spelt like (at
    most HOMOPHONE_EDITS letters apart), not its own plural or singular: "hanger" is the
    airport's hangar, "canvass" the painter's canvas, "hote" la hotte, "clore" le chlore.
    Only tried once the word as written was voted out."""
    own = {word, word + "s", word + "x", word + "es", *singulars(word, language_code)}
    return tuple(w for w in said_alike(typed, language_code, said)
                 if w not in own and _edits(w, word) <= HOMOPHONE_EDITS)


def _edits(a: str, b: str) -> int:
    """Letters to add, drop, change or swap with a neighbour to make `a` into `b`."""
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            row[j] = min(rows[-1][j] + 1, row[j - 1] + 1,
                         rows[-1][j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


def _moved(word: str) -> tuple[str, ...]:
    """`word` with one letter moved two or three places along ("crossiant" -> croissant,
    "defribillator" -> defibrillator), its last letter left in place."""
    out: list[str] = []
    for i in range(len(word) - 1):
        rest = word[:i] + word[i + 1:]
        for j in (i - 3, i - 2, i + 2, i + 3):
            if 0 <= j < len(rest) and j != i:
                out.append(rest[:j] + word[i] + rest[j:])
    return tuple(out)


def _dropped(word: str) -> tuple[str, ...]:
    """The words `word` would be with one letter put back ("porrige" -> porridge)."""
    return tuple(word[:i] + c + word[i:] for i in range(len(word) + 1)
                 for c in "abcdefghijklmnopqrstuvwxyz")


def _added_vowel(word: str) -> tuple[str, ...]:
    """`word` with one vowel inside it left out ("pavalova" -> pavlova)."""
    return tuple(word[:i] + word[i + 1:] for i in range(1, len(word) - 1)
                 if word[i] in _VOWELS)


def _schwas(word: str) -> tuple[str, ...]:
    """`word` with a middle vowel written as another: one with a vowel before it and one
    after it, a final silent "e" not counted ("stethescope" -> stethoscope), or the vowel
    of a last "-ar", "-er", "-or" ("caterpillers", "tracter")."""
    out: list[str] = []
    last = len(word) - 1 if word.endswith("e") else len(word)
    for i, c in enumerate(word):
        if c not in _VOWELS or not any(v in _VOWELS for v in word[:i]):
            continue
        ending = word[i + 1:] in ("r", "rs") and c in "aeo"
        if not ending and not any(v in _VOWELS for v in word[i + 1:last]):
            continue
        out += [word[:i] + v + word[i + 1:] for v in ("aeo" if ending else _VOWELS) if v != c]
    return tuple(out)


_FR_SOUNDS = (("ph", "f"), ("f", "ph"), ("y", "i"), ("i", "y"), ("nb", "mb"), ("np", "mp"),
              ("ou", "u"), ("gu", "g"))
"""French letters said alike, one way or the other: "téléférique", "ptérodactile",
"funanbule" (a "m" before "b" and "p"); "ou" for the "u" of a borrowed word ("moustang",
"chourros", "tiramisou") and "gu" for a hard "g" ("conjuguaison", "rutabagua")."""


def _french_sounds(word: str) -> tuple[str, ...]:
    """`word` with one of its letters written as another said alike (`_FR_SOUNDS`)."""
    out: list[str] = []
    for a, b in _FR_SOUNDS:
        start = word.find(a)
        while start >= 0:
            out.append(word[:start] + b + word[start + len(a):])
            start = word.find(a, start + 1)
    return tuple(out)


def respellings(text: str, language_code: str, listed: Collection[str],
                spelt: Collection[str], known: Collection[str]) -> tuple[str, ...]:
    """Other spellings of `text` that bring it to what the lists hold, best first.

    `listed`: every single folded word of the lexicons; `spelt`: every lexicon entry's
    spelling run together ("lilypad"); `known`: the language's word list. Empty when
    the answer reads as written."""
    found: list[str] = []

    def add(candidate: str) -> None:
        if candidate and fold(candidate) != fold(text) and candidate not in found:
            found.append(candidate)

    plain = _punctuation(text, language_code)
    add(plain)
    words = list(elided_words(plain, frozenset(known)))
    if not words:
        return tuple(found)
    table = short_forms(language_code)
    slips, sides = spellings(language_code)
    listed_as_written = "".join(words) in spelt
    whole = None if listed_as_written else (
        table.get(" ".join(words)) or table.get("".join(words)))  # "b-day" is "bday"
    if whole:
        add(whole)
    elided = has_apostrophe(plain)

    def join(parts: list[str]) -> str:
        if elided and len(parts) > 1 and parts[0] in ELISIONS:
            return parts[0] + "'" + " ".join(parts[1:])
        return " ".join(parts)

    # each word no list knows: its short form, its singular, its pet form, two letters
    # swapped
    changed = list(words)
    others: dict[int, list[str]] = {}
    # the words but articles: a word typed alone may come with one ("un cadi")
    content = [w for w in words if w not in ARTICLES.get(language_code, ())]
    said = spoken_words(language_code)
    for i, word in enumerate(words):
        # the word with its accents, where a language's keys read them ("poupé")
        typed = as_typed(text, word).lower() if language_code in ACCENTED_KEYS else word
        if word in known or word in listed:
            # a French word typed with a last "é" the lists write "-ée", "-et" or "-er"
            # ("la poupé", "le chevalé", "pièce monté"): said alike, though folded it is
            # another word (poupe, monte); else a word as written ("basket" in "panier de
            # basket" is no basketball)
            heard = _heard_e(typed, language_code, said) \
                if language_code in ACCENTED_KEYS else ()
            if not heard and len(content) == 1:
                heard = _homophones(typed, word, language_code, said)
            if not heard and len(content) == 1 and word in table \
                    and language_code in SHORT_AS_WELL:
                # a short form that is a listed word too ("croco": Halloween's costume,
                # and the reptiles' crocodile)
                heard = (table[word],)
            if heard:
                changed[i] = heard[0]
                others[i] = list(heard[1:MAX_READINGS])
            continue
        if word in table:
            changed[i] = table[word]
            continue
        # a common misspelling ("marmelade", "pharoah") is read first, the slips below
        # after it ("commet": comment, and the night sky's comet)
        slip = [slips[word]] if word in slips else []
        if word + "s" in listed and not slip:
            changed[i] = word + "s"
            continue
        if language_code in JOINED_ELISIONS and len(word) > 3 and word[0] in "dlnjmtsc" \
                and word[1] in "aeiouyh" and word[1:] in listed and i > 0 \
                and words[i - 1] not in ARTICLES[language_code]:
            # an elision typed without its apostrophe: "jus dorange", "sabre dabordage";
            # never right after an article ("le cabat" is no "le c'abat")
            changed[i] = word[0] + "'" + word[1:]
            continue
        # its singular: a listed word, or an entry run together ("les soustitres")
        choices = [*slip, *(s for s in singulars(word, language_code)
                            if s in listed or s in spelt)]
        if language_code == "en":
            choices += [p for p in _pet_forms(word) if p in listed and _everyday(p)]
        if len(word) >= DOUBLE_LENGTH:
            choices += [d for d in _doublings(word) if d in listed]
            # a plural with the slip in it: "canelés" (cannelé), "drakars" (drakkar)
            choices += [d + word[len(s):] for s in singulars(word, language_code)
                        for d in _doublings(s) if d in listed]
        # a slip in a long word, or in the singular of a plural ("caterpillers")
        forms = _forms(word, language_code)
        choices += [s for form in forms if len(form) >= SWAP_LENGTH
                    for s in _swaps(form) if s in listed]
        choices += [s for form in forms if len(form) >= FAR_SWAP_LENGTH
                    for s in _far_swaps(form) if s in listed]
        if language_code in MOVED:
            choices += [s for form in forms if len(form) >= MOVED_LENGTH
                        for s in _moved(form) if s in listed and s not in choices]
        for form in forms:
            slipped = _dropped(form) if len(form) + 1 >= DROP_LENGTH else ()
            if language_code in EXTRA and len(form) >= EXTRA_LENGTH:
                slipped += _added_vowel(form)
            if language_code in SCHWA:
                slipped += _schwas(form)
            if language_code == "fr":
                slipped += _french_sounds(form)
            # the slip's word as the lists hold it, or their plural of it ("hiéroglyphes")
            choices += [v for v in slipped if v in listed]
            choices += [v + "s" for v in slipped if v + "s" in listed]
        # a long word spelt by ear: said exactly like a listed word ("astronaught",
        # "Raiponse", "hypopotame"), its vowels heard ("flomingo" is made up), or its
        # singular like the list's singular ("skeletens"); after the slips above, and tried
        # too when they found another word ("mente": menthe, and the insects' mante)
        for form in _forms(typed, language_code):
            choices += [w for w in said_alike(form, language_code, said) if w not in choices]
        if language_code in BLURRED and not choices:
            # one short vowel not heard clearly ("Satern", "toadstall"), when nothing
            # closer read the word; a single listed word, not entries run together
            # ("milkhorn" is no milk churn)
            for form in _forms(typed, language_code):
                choices += [w for w in said_blurred(form, language_code, said)
                            if w not in choices and w in listed]
        if choices:
            changed[i] = choices[0]
            others[i] = choices[1:MAX_READINGS]
    if changed != words:
        add(join(changed))
        # a slip that reads as several listed words ("tétars": tétras, têtard): each is
        # judged, so the one the round's topic holds stands
        for i, more in others.items():
            for other in more:
                add(join([*changed[:i], other, *changed[i + 1:]]))
    # two to four words said as one listed word ("rain deer", "sea saw") or as an entry
    # ("March Hair", "best men", "cote de maille", "tête de mor"), an article before them
    # dropped ("le poison rouge"): the player heard it so; not a king's number ("Henry
    # VIII" is no Henry VII)
    phrase = words[1:] if len(words) > 2 and words[0] in ARTICLES.get(language_code, ()) \
        else words
    if 2 <= len(phrase) <= 4 and "".join(phrase) not in known \
            and "".join(phrase) not in listed and not any(_ROMAN.match(w) for w in phrase):
        # (its singular too: "meer cats"), never the entry the words already spell
        spelt_so = {"".join(parts) for parts in product(
            *(_forms(w, language_code) for w in phrase))}
        for form in _forms("".join(phrase), language_code):
            for alike in said_alike(form, language_code, said)[:MAX_READINGS]:
                if alike not in spelt_so:
                    add(alike)
    # a short form or the other side's spelling of a word the list knows, kept only when
    # it makes an entry of the lists: "safety specs" (safety glasses), "fall colors"
    if not listed_as_written:
        for spelling in _entry_spellings(words, language_code, table, sides):
            if "".join(spelling) in spelt:
                add(join(spelling))
                break
    # French "au" and "aux" with the word after them: "pain au raisin" is the list's
    # "pain aux raisins", "tarte aux pomme" its "tarte aux pommes"
    if language_code == "fr":
        for i, word in enumerate(words[:-1]):
            if word not in ("au", "aux"):
                continue
            after = words[i + 1]
            for little, other in (("aux", after if after[-1:] in "sx" else after + "s"),
                                  ("au", (singulars(after, "fr") or (after,))[0])):
                spelling = [*words[:i], little, other, *words[i + 2:]]
                if spelling != words and "".join(spelling) in spelt:
                    add(join(spelling))
    # the plural of an entry the lists hold in the plural: "super-héro" (super-héros)
    if "".join(words) not in spelt and "".join(words) + "s" in spelt:
        add(join([*words[:-1], words[-1] + "s"]))
    # the singular of an entry the lists spell otherwise: "lilypads" (lily pad),
    # "loups-garous" (loup-garou); the words stay apart, as the closeness reads them
    if "".join(words) not in spelt:
        singular = [(singulars(w, language_code) or (w,))[0] for w in words]
        if "".join(singular) in spelt:
            add(join(singular))
    # a one-word plural the stemmer parts from its singular: French Snowball reads
    # "calissons" as a verb ("-issons") and keeps "cal", so the list's calisson was lost
    said = text.split()
    if language_code in STEMMED_APART and len(said) == 1 and len(said[0]) >= 5 \
            and said[0][-1:] in "sx" \
            and lexicon_key(said[0][:-1], language_code) != lexicon_key(said[0], language_code):
        add(said[0][:-1])
    return tuple(found)
