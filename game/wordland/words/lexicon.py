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
from game.wordland.words.text import words_of


def lexicon_key(text: str, language_code: str) -> str:
    """The spelling-and-inflection-free key of an answer ("Geese" and "goose" differ:
    irregular plurals are separate entries, added from WordNet)."""
    return "".join(analyse(text, language_code).stems)


def content_words(text: str, language_code: str) -> tuple[str, ...]:
    """The folded words of an answer less the function words ("of", "de", "the")."""
    little = language(language_code).function_words
    return tuple(w for w in words_of(text) if w not in little)


def name_words(name: str, language_code: str) -> tuple[str, ...]:
    """A topic name's content words: "Le festival de musique" -> festival, musique."""
    return content_words(name, language_code)


@dataclass(frozen=True, slots=True)
class Lexicon:
    """One language's topic lexicons."""

    ranks: dict[str, dict[str, int]]
    """Per topic id: key -> commonness rank."""
    homes: dict[str, frozenset[str]]
    """Per key: the topics whose lexicon holds it."""
    texts: dict[str, tuple[tuple[str, int], ...]]
    """Per topic id: (spelling, rank) of each entry, as bots would type them."""
    exact: dict[str, frozenset[str]]
    """Per exact spelling key ("icecream" for "ice-cream"): the topics holding it."""
    words: frozenset[str]
    """Every single folded word of every entry (they count as real words too)."""

    def home(self, key: str) -> frozenset[str]:
        return self.homes.get(key, frozenset())


@cache
def lexicon(language_code: str) -> Lexicon:
    name = f"lexicon/{language_code}.json.gz"
    try:
        blob = resources.files(PACKAGE).joinpath(name).read_bytes()
        data = json.loads(gzip.decompress(blob).decode("utf-8"))
        table = data["words"]
        members = data["topics"]
    except (OSError, EOFError, ValueError, KeyError, TypeError) as e:
        raise DataError(f"{name}: cannot be read ({e})") from None
    ranks: dict[str, dict[str, int]] = {}
    texts: dict[str, tuple[tuple[str, int], ...]] = {}
    homes: dict[str, set[str]] = defaultdict(set)
    exact: dict[str, set[str]] = defaultdict(set)
    words: set[str] = set()
    spelt = [words_of(text) for text, _key in table]
    for topic in topics(language_code):
        entries = members.get(topic.id, [])
        ranks[topic.id] = {table[i][1]: r for i, r in entries}
        texts[topic.id] = tuple((table[i][0], r) for i, r in entries)
        for i, _ in entries:
            homes[table[i][1]].add(topic.id)
            exact["".join(spelt[i])].add(topic.id)
    for parts in spelt:
        words.update(parts)
    return Lexicon(ranks, {k: frozenset(v) for k, v in homes.items()}, texts,
                   {k: frozenset(v) for k, v in exact.items()}, frozenset(words))


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
    ra, rb = lex.ranks.get(a, {}), lex.ranks.get(b, {})
    small, large = (ra, rb) if len(ra) <= len(rb) else (rb, ra)
    if not small:
        return False
    shared = sum(1 for k in small if k in large)
    return shared >= RELATED_SHARE * len(small)


RELATED_SHARE = 0.2


def topic_texts(language_code: str, topic_ids: Iterable[str]) -> list[tuple[str, int]]:
    lex = lexicon(language_code)
    return [e for t in topic_ids for e in lex.texts.get(t, ())]
