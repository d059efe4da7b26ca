"""Each topic's lexicon: every word a fair table accepts for it (issue 19, item 2).

Built by tools/wordland_lexicon.py into `data/lexicon/<language>.json.gz` from the topic
files (say-tiers, "also" lists, the topic's name) and, in English, WordNet's taxonomy.
An answer is looked up by its *key*: the Snowball stems of its words run together, so
"Sea-horses", "sea horse" and "seahorse" are one entry. Each entry keeps a commonness
rank (0 common, 1 familiar, 2 for keen players) that bots use when they speak (item 7).
"""

from __future__ import annotations

import gzip
import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources

from game.wordland.data.catalogue import PACKAGE, DataError, topics
from game.wordland.words.derivatives import analyse
from game.wordland.words.languages import language
from game.wordland.words.text import elided_words, words_of


def lexicon_key(text: str, language_code: str) -> str:
    """The spelling-and-inflection-free key of an answer ("Geese" and "goose" differ:
    irregular plurals are separate entries, added from WordNet)."""
    return "".join(analyse(text, language_code).stems)


def content_words(text: str, language_code: str) -> tuple[str, ...]:
    """The folded words of an answer less the function words ("of", "de", "the")."""
    little = language(language_code).function_words
    return tuple(w for w in elided_words(text) if w not in little)


ARTICLES = {"en": frozenset({"the", "a", "an"}),
            "fr": frozenset({"le", "la", "les", "l", "un", "une", "des", "du"})}
"""Articles a player may put before an answer or leave off ("the Plough", "Alpe d'Huez"
for the list's "l'Alpe d'Huez")."""


def without_article(text: str, language_code: str) -> str | None:
    """`text` less its leading article ("the Gruffalo" -> "gruffalo"; "l'Alpe d'Huez" ->
    "alpe d huez"), as folded words, or None when it has none (or nothing after it)."""
    articles = ARTICLES.get(language_code, frozenset())
    head = text[:4].lower().replace("’", "'")
    if not any(head.startswith((a + " ", a + "'")) for a in articles):
        return None  # most entries: no need to read their words (a lexicon loads faster)
    words = elided_words(text)
    if len(words) > 1 and words[0] in articles:
        return " ".join(words[1:])
    return None


def name_words(name: str, language_code: str) -> tuple[str, ...]:
    """A topic name's content words: "Le festival de musique" -> festival, musique."""
    return content_words(name, language_code)


@dataclass(frozen=True, slots=True, eq=False)
class Lexicon:
    """One language's topic lexicons."""

    language: str
    rows: list[tuple[str, str, tuple[tuple[str, int], ...]]]
    """(spelling as bots type it, key, ((topic id, rank), ...)) of every word."""
    homes: dict[str, frozenset[str]]
    """Per key: the topics whose lexicon holds it."""
    exact: dict[str, frozenset[str]]
    """Per exact spelling key ("icecream" for "ice-cream"): the topics holding it."""
    words: frozenset[str]
    """Every single folded word of every entry (they count as real words too)."""
    keys_by_spelling: dict[str, str] | None = None
    """Exact spelling key ("pinecone") -> the entry's key ("pine cone"'s), for ranks."""
    bare_keys: dict[str, str] | None = None
    """An entry's key -> its key without its leading article ("l'Alpe d'Huez" is found,
    and ranked, as "Alpe d'Huez" too), for the entries spelt with one."""

    def home(self, key: str) -> frozenset[str]:
        return self.homes.get(key, _NOWHERE)

    def keys(self, topic_id: str) -> frozenset[str]:
        return frozenset(key for _, key, _ in self.entries(topic_id))

    def entries(self, topic_id: str) -> tuple[tuple[str, str, int], ...]:
        """(spelling, key, rank) of each word of a topic (worked out once per topic)."""
        return _entries(self, topic_id)


_NOWHERE: frozenset[str] = frozenset()


@lru_cache(maxsize=512)
def _entries(lex: Lexicon, topic_id: str) -> tuple[tuple[str, str, int], ...]:
    return tuple((text, key, rank) for text, key, homes in lex.rows
                 for home, rank in homes if home == topic_id)


@cache
def lexicon(language_code: str) -> Lexicon:
    """A language's lexicons, read once (about a quarter of a second for English).

    The built file holds every topic's words with their keys; a tier, "also" or name word
    the file lacks (a topic file edited since the build) is added here, so an old file
    never loses a word the topic files hold (the data tests still ask for a rebuild)."""
    name = f"lexicon/{language_code}.json.gz"
    try:
        blob = resources.files(PACKAGE).joinpath(name).read_bytes()
        data = json.loads(gzip.decompress(blob).decode("utf-8"))
        ids = data["topics"]
        raw_rows = data["rows"]
        parts = data["parts"]
    except (OSError, EOFError, ValueError, KeyError, TypeError) as e:
        raise DataError(f"{name}: cannot be read ({e})") from None
    shared: dict[str, tuple[tuple[str, int], ...]] = {}
    sets: dict[frozenset[str], frozenset[str]] = {}
    homes: dict[str, frozenset[str]] = {}
    exact: dict[str, frozenset[str]] = {}
    rows: list[tuple[str, str, tuple[tuple[str, int], ...]]] = []
    spelt_keys: dict[str, str] = {}
    bare_keys: dict[str, str] = {}
    known = {t.id for t in topics(language_code)}

    def place(table: dict[str, frozenset[str]], key: str, where: frozenset[str]) -> None:
        old = table.get(key)
        joined = where if old is None else old | where
        table[key] = sets.setdefault(joined, joined)

    def enter(text: str, key: str, spelling: str, where: frozenset[str]) -> None:
        """An entry's homes, by its key and its exact spelling, and without its leading
        article when it has one ("l'Alpe d'Huez" is found as "Alpe d'Huez" too)."""
        spelt_keys.setdefault(spelling, key)
        place(homes, key, where)
        place(exact, spelling, where)
        bare = without_article(text, language_code)
        if bare is not None:
            bare_key = bare_keys.setdefault(key, lexicon_key(bare, language_code))
            place(homes, bare_key, where)
            place(exact, "".join(bare.split()), where)

    try:
        for text, key, spelling, members in raw_rows:
            found = shared.get(members)
            if found is None:
                pairs = (m.partition(":") for m in members.split(","))
                found = tuple((ids[int(n)], int(r)) for n, _, r in pairs
                              if ids[int(n)] in known)
                shared[members] = found
            rows.append((text, key, found))
            enter(text, key, spelling, frozenset(t for t, _ in found))
    except (ValueError, IndexError, TypeError) as e:
        raise DataError(f"{name}: malformed row ({e})") from None
    words: set[str] = set(parts)
    for topic in topics(language_code):
        wanted = [(w, 0) for w in topic.words] + [(w, 1) for w in topic.also] + \
            [(w, 3) for w in topic.named] + \
            [(w, 3) for w in name_words(topic.name, language_code)]
        for text, rank in wanted:
            spelt = words_of(text)
            spelling = "".join(spelt)
            if spelt and topic.id not in exact.get(spelling, _NOWHERE):
                key = lexicon_key(text, language_code)
                rows.append((text, key, ((topic.id, rank),)))
                enter(text, key, spelling, frozenset((topic.id,)))
                words.update(elided_words(text))
    return Lexicon(language_code, rows, homes, exact, frozenset(words), spelt_keys,
                   bare_keys)


@cache
def worlds(language_code: str) -> dict[str, frozenset[str]]:
    """Per topic id: the worlds it belongs to (data/worlds.json)."""
    from game.wordland.data.catalogue import read_json

    data = read_json("worlds.json").get(language_code, {})
    out: dict[str, set[str]] = defaultdict(set)
    for world, ids in data.items():
        for topic_id in ids:
            out[topic_id].add(world)
    return {t: frozenset(w) for t, w in out.items()}


@lru_cache(maxsize=8192)
def related(language_code: str, a: str, b: str) -> bool:
    """Two topics share a world (data/worlds.json: Zoo and Jungle, Kitchen and Bakery).
    A topic in no world (a new one) is related to the topics whose lexicon holds
    RELATED_SHARE of the smaller of the two lexicons."""
    if a == b:
        return True
    known = worlds(language_code)
    if a in known and b in known:
        return not known[a].isdisjoint(known[b])
    lex = lexicon(language_code)
    ra, rb = lex.keys(a), lex.keys(b)
    small, large = (ra, rb) if len(ra) <= len(rb) else (rb, ra)
    if not small:
        return False
    shared = sum(1 for k in small if k in large)
    return shared >= RELATED_SHARE * len(small)


RELATED_SHARE = 0.2


def topic_texts(language_code: str, topic_ids: Iterable[str]) -> list[tuple[str, int]]:
    """(spelling, rank) of every lexicon word of the topics, as bots would type them."""
    lex = lexicon(language_code)
    return [(text, rank) for t in topic_ids for text, _, rank in lex.entries(t)]
