"""Build each topic's lexicon: every word a fair table accepts for it (issue 19, item 2).

    python -m tools.wordland_lexicon            # rebuild game/wordland/data/lexicon/
    python -m tools.wordland_lexicon --check    # the shipped lexicons match the inputs
    python -m tools.wordland_lexicon --show zoo # print a topic's English lexicon

A topic's lexicon is the union of
- its say-tiers, its hand-written `"also"` list and its `"named"` list (words bots never
  say, rank NAMED; the topic files, both languages);
- the content words of its name ("Pirates" accepts "pirate");
- for English, the WordNet 3.0 synsets that `tools/wordland_wordnet_topics.json` names for
  it, each taken whole with every hyponym under it (every bird under bird.n.01), plus
  WordNet's irregular plurals of those words (goose: geese).

Each lexicon word is stored with its comparison key (the Snowball stems of its words run
together, so "Sea-horses" finds "sea horse") and a commonness rank: 0 for the topic's
say-tiers and for WordNet words with many tagged uses *in the topic's sense* (SemCor
counts: "dog" as a hot dog has none), 1 for words with a few, 2 for
words a keen player knows. Bots say rank-0 words first and only strong bots say rank 2
(item 7). The output is one gzip'd JSON per language, byte for byte reproducible.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from tools.word_data import (
    add_topic_files,
    check_shipped,
    packed,
    report,
    run_tool,
    ship,
    write_manifest,
)

ROOT = Path(__file__).resolve().parent.parent
WORDNET_DIR = Path("/usr/share/wordnet")
MAPPING = ROOT / "tools" / "wordland_wordnet_topics.json"
OUT_DIR = ROOT / "game" / "wordland" / "data" / "lexicon"
MANIFEST = OUT_DIR / "manifest.json"
LANGUAGES = ("en", "fr")
COMMON_USES = 4
"""WordNet tagged uses (SemCor counts) from which a word is common (rank 0)."""
FAMILIAR_USES = 1
MAX_WORDS = 3
"""Longer WordNet lemmas ("order Rodentia and allies") are not answers anyone types."""
VERBOSE = False
_BINOMIAL = re.compile(r"^[A-Z][a-z]+(?: [a-z]+)+$")
NAMED = 3
"""The rank of a word a person named for the topic (the lemmas of a synset listed in
`tools/wordland_wordnet_topics.json` itself, not its hyponyms) that bots do not say: the
judge counts it as the topic's own ("sword" among the pirates)."""
JUDGE_ONLY = 4
"""The rank of a word the table accepts but bots never say (a hyponym of a listed synset:
WordNet's taxonomy is loose, "shark" is a fish of the river too)."""
_PLAIN = re.compile(r"^[a-z]+(?:[ -][a-z]+)*$")


@dataclass(slots=True)
class Synset:
    lemmas: list[str]
    hyponyms: list[str]


class WordNet:
    """The noun part of WordNet 3.0, read from its data files (no library needed)."""

    def __init__(self, folder: Path = WORDNET_DIR) -> None:
        self.synsets: dict[str, Synset] = {}
        for line in (folder / "data.noun").read_text(encoding="latin-1").splitlines():
            if line.startswith("  "):
                continue
            fields = line.partition("|")[0].split()
            count = int(fields[3], 16)
            lemmas = [fields[4 + 2 * i] for i in range(count)]
            i = 4 + 2 * count
            pointers = int(fields[i])
            hyponyms = [fields[i + 2 + 4 * k] for k in range(pointers)
                        if fields[i + 1 + 4 * k] in ("~", "~i")]
            self.synsets[fields[0]] = Synset([re.sub(r"\(.*\)$", "", x) for x in lemmas],
                                             hyponyms)
        self.senses: dict[str, list[str]] = {}
        self.uses: dict[tuple[str, str], int] = {}
        """Tagged uses (SemCor) of a lemma in one sense: (lemma, synset offset) -> count."""
        for line in (folder / "index.noun").read_text(encoding="latin-1").splitlines():
            if line.startswith("  "):
                continue
            fields = line.split()
            count = int(fields[2])
            self.senses[fields[0]] = fields[-count:]
        for line in (folder / "cntlist.rev").read_text(encoding="latin-1").splitlines():
            key, sense, uses = line.split()
            lemma, _, rest = key.partition("%")
            offsets = self.senses.get(lemma)
            if rest.startswith("1:") and offsets and int(sense) <= len(offsets):
                self.uses[(lemma, offsets[int(sense) - 1])] = int(uses)
        self.plurals: dict[str, list[str]] = defaultdict(list)
        for line in (folder / "noun.exc").read_text(encoding="latin-1").splitlines():
            plural, *bases = line.split()
            for base in bases:
                self.plurals[base].append(plural)

    def synset(self, name: str) -> str:
        """The offset of "lemma.sense" (sense numbers as in index.noun), or KeyError."""
        lemma, _, sense = name.rpartition(".")
        offsets = self.senses.get(lemma.lower())
        if offsets is None or not sense.isdigit() or not 1 <= int(sense) <= len(offsets):
            raise KeyError(name)
        return offsets[int(sense) - 1]

    def closure(self, offset: str) -> set[str]:
        seen, todo = {offset}, [offset]
        while todo:
            for h in self.synsets[todo.pop()].hyponyms:
                if h not in seen:
                    seen.add(h)
                    todo.append(h)
        return seen

    def topic_words(self, roots: list[str], say: set[str],
                    unless: list[str] = ()) -> tuple[dict[str, int], list[str]]:
        """Words of the closures of `roots` with their ranks, and the unknown roots.

        Only the closures of the `say` roots (clean taxonomies: every bird, every fruit)
        are ranked 0-2 by their tagged uses in that sense; the rest is JUDGE_ONLY: the
        table accepts it, bots do not say it (WordNet's scenes are too loose to speak
        from: "posse" is an office)."""
        words: dict[str, int] = {}
        missing = []
        # What a person struck out for this topic (issue 32): a synset with every hyponym
        # ("warrior.1" takes samurai among the Vikings) or a plain word ("tractor").
        cut_offsets: set[str] = set()
        cut_words: set[str] = set()
        for item in unless:
            try:
                cut_offsets |= self.closure(self.synset(item))
            except KeyError:
                cut_words.add(item.lower())
        for root in roots:
            try:
                offsets = self.closure(self.synset(root))
            except KeyError:
                # Not a WordNet synset ("portaloo", "sound check"): the word itself.
                missing.append(root)
                text = root.rpartition(".")[0].replace("_", " ")
                if _PLAIN.match(text):
                    words[text] = min(words.get(text, JUDGE_ONLY), 1)
                continue
            spoken = root in say
            named = self.synset(root)
            for offset in sorted(offsets - cut_offsets):
                for lemma in self.synsets[offset].lemmas:
                    text = lemma.replace("_", " ")
                    if text.lower() in cut_words:
                        continue
                    if not _PLAIN.match(text.lower()) or len(text.split()) > MAX_WORDS:
                        continue
                    if _BINOMIAL.match(text):
                        continue  # Latin names (Tulipa gesneriana): nobody says them
                    uses = self.uses.get((lemma.lower(), offset), 0)
                    # Names (Mars, Monet, the Nile) are accepted, never said by bots.
                    rank = rank_of(uses) if spoken and lemma[:1].islower() \
                        else NAMED if offset == named else JUDGE_ONLY
                    words[text] = min(words.get(text, JUDGE_ONLY), rank)
                    for plural in self.plurals.get(lemma.lower(), ()):
                        # the plural as its word, but never said ("geese" is a goose)
                        said = plural.replace("_", " ")
                        words[said] = min(words.get(said, JUDGE_ONLY), max(rank, NAMED))
        return words, missing


def rank_of(uses: int) -> int:
    return 0 if uses >= COMMON_USES else 1 if uses >= FAMILIAR_USES else 2


def build_language(language: str, wordnet: WordNet | None) -> tuple[dict[str, object], list[str]]:
    from game.wordland.data.catalogue import topics
    from game.wordland.words.lexicon import lexicon_key, name_words
    from game.wordland.words.text import elided_words, words_of

    mapping = json.loads(MAPPING.read_text(encoding="utf-8")) if language == "en" else {}
    problems: list[str] = []
    notes = problems if VERBOSE else []
    texts: dict[str, int] = {}
    table: list[list[object]] = []
    members: dict[str, list[list[int]]] = {}

    def index(text: str) -> int:
        if text not in texts:
            texts[text] = len(table)
            table.append([text, lexicon_key(text, language), "".join(words_of(text))])
        return texts[text]

    for topic in topics(language):
        ranks: dict[str, int] = {}
        if wordnet is not None and topic.id in mapping:
            say = set(mapping.get("_say", {}).get(topic.id, ()))
            unless = mapping.get("_except", {}).get(topic.id, [])
            found, missing = wordnet.topic_words(mapping[topic.id], say, unless)
            notes.extend(f"{language}/{topic.id}: {m} taken as a plain word" for m in missing)
            ranks.update(found)
        for text in name_words(topic.name, language):
            ranks.setdefault(text, JUDGE_ONLY)
        for text in topic.named:
            ranks[text] = min(ranks.get(text, NAMED), NAMED)
        for text in topic.also:
            ranks[text] = min(ranks.get(text, 1), 1)
        for text in topic.words:
            ranks[text] = 0
        entries = sorted((index(t), r) for t, r in ranks.items() if table[index(t)][1])
        members[topic.id] = [[i, r] for i, r in entries]
    ids = [t.id for t in topics(language)]
    homes: dict[int, list[str]] = defaultdict(list)
    for n, topic_id in enumerate(ids):
        for i, r in members[topic_id]:
            homes[i].append(f"{n}:{r}")
    rows = [[*table[i], ",".join(homes[i])] for i in range(len(table)) if homes[i]]
    parts = sorted({w for row in rows for w in elided_words(str(row[0]))})
    return {"topics": ids, "rows": rows, "parts": parts}, problems


def render(data: dict[str, object]) -> bytes:
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return packed(text.encode("utf-8"))


def output_path(language: str) -> Path:
    return OUT_DIR / f"{language}.json.gz"


def inputs_digest(language: str) -> str:
    """A digest of what a language's lexicon is built from (topic files, mapping)."""
    h = hashlib.sha256()
    add_topic_files(h, language)
    if language == "en":
        h.update(MAPPING.read_bytes())
    return h.hexdigest()


def build() -> list[str]:
    wordnet = WordNet()
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    manifest, problems = {}, []
    for language in LANGUAGES:
        data, found = build_language(language, wordnet if language == "en" else None)
        problems += found
        blob = render(data)
        words = len(data["rows"])
        manifest[language] = {"inputs": inputs_digest(language), "words": words,
                              "bytes": len(blob),
                              "sha256": ship(output_path(language), blob, language, words)}
    write_manifest(MANIFEST, manifest)
    return problems


def check() -> list[str]:
    return check_shipped(MANIFEST, LANGUAGES, output_path, "lexicon",
                         (inputs_digest, "topic files or mapping", "wordland_lexicon"))


def show(topic: str) -> None:
    """Print a topic's English lexicon, each word after its rank."""
    data, _ = build_language("en", WordNet())
    n = str(data["topics"].index(topic))  # type: ignore[attr-defined]
    for text, _key, _spelling, homes in data["rows"]:  # type: ignore[attr-defined]
        for home in homes.split(","):
            if home.partition(":")[0] == n:
                print(home.partition(":")[2], text)


def _build_or_show(args: argparse.Namespace) -> None:
    if args.show:
        show(args.show)
    else:
        report(build())  # its notes are printed; a build that ran still exits 0


def main(argv: list[str] | None = None) -> int:
    return run_tool(__doc__, argv, check, _build_or_show, show={"metavar": "TOPIC"})


if __name__ == "__main__":
    sys.exit(main())
