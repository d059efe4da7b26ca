"""Build the common English misspellings and British/American spellings the judge reads
again (issue 32: variants stand), offline.

    python -m tools.wordland_misspellings            # rebuild data/words/en-spellings.txt.gz
    python -m tools.wordland_misspellings --check    # the shipped file matches its manifest

Players type "marmelade", "pharoah", "trolly" and "persuit" for marmalade, pharaoh,
trolley and pursuit, and "programme" or "program" as their side of the Atlantic writes it.
A fair table lets them stand; the bots voted them out as "not a word" (variants, measured
blind: 87.7 % stood in English). The source is codespell's lists (PyPI `codespell`, its
`dictionary.txt` of common misspellings and `dictionary_en-GB_to_en-US.txt`, both derived
from English Wikipedia's lists of common misspellings: CC BY-SA 3.0, the licence beside
the output). Kept:

- `slip` rows: a misspelling (4+ plain letters) that is no word of the Hunspell list or
  the more-words list, with the first of its corrections whose every word the topic
  lexicons hold (a misspelling of a word no topic has is no use to the game);
- `side` rows: each British spelling with its American one and back, when a lexicon holds
  either.

The judge reads a slip as its correction and a side as the other spelling, and lets the
answer stand only when the round's topic lists the result (words/variants.py): a slip of
another topic's word is still voted out, and a made-up word is no common misspelling.
The output is gzip'd text, one `kind<TAB>spelling<TAB>reading` row per line, sorted, with
no time stamp: byte for byte reproducible. English only: codespell has no French lists.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from tools.word_data import (
    DATA,
    check_shipped,
    package_folder,
    packed,
    read_manifest,
    run_tool,
    ship,
    write_manifest,
)

OUT_DIR = DATA / "words"
MANIFEST = OUT_DIR / "spellings-manifest.json"
LANGUAGES = ("en",)
SHORTEST = 4
"""A slip of a shorter word is too often another word or a made-up one."""
_PLAIN = re.compile(r"^[a-z]+$")
SOURCES = ("dictionary.txt", "dictionary_en-GB_to_en-US.txt")


def read_pairs(path: Path) -> list[tuple[str, list[str]]]:
    """(spelling, [readings]) of a codespell list: `wrong->right` or `wrong->a, b,`."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        wrong, arrow, right = line.partition("->")
        if arrow:
            out.append((wrong.strip(), [r.strip() for r in right.split(",") if r.strip()]))
    return out


def rows(folder: Path, known: frozenset[str], listed: frozenset[str]) -> list[str]:
    """The kept rows (see the module's docstring), sorted."""
    from game.wordland.words.text import fold, words_of

    def lexical(text: str) -> bool:
        words = words_of(text)
        return bool(words) and all(w in listed for w in words)

    out: set[str] = set()
    for wrong, readings in read_pairs(folder / SOURCES[0]):
        spelling = fold(wrong)
        if len(spelling) < SHORTEST or not _PLAIN.match(spelling) or spelling in known:
            continue
        reading = next((fold(r) for r in readings if lexical(r)), None)
        if reading is not None and reading != spelling:
            out.add(f"slip\t{spelling}\t{reading}")
    for british, readings in read_pairs(folder / SOURCES[1]):
        for american in readings[:1]:
            a, b = fold(british), fold(american)
            if a != b and _PLAIN.match(a) and _PLAIN.match(b) and (a in listed or b in listed):
                out.add(f"side\t{a}\t{b}")
                out.add(f"side\t{b}\t{a}")
    return sorted(out)


def output_path(language: str) -> Path:
    return OUT_DIR / f"{language}-spellings.txt.gz"


def inputs_digest(language: str) -> str:
    """What the file is built from besides codespell: the lexicon and the word lists."""
    h = hashlib.sha256()
    for name in (f"lexicon/{language}.json.gz", f"words/{language}.txt.gz",
                 f"words/{language}-more.txt.gz"):
        h.update((DATA / name).read_bytes())
    return h.hexdigest()


def build() -> None:
    from game.wordland.words.lexicon import lexicon
    from game.wordland.words.realwords import known_words

    manifest = read_manifest(MANIFEST) if MANIFEST.exists() else {}
    folder = package_folder("codespell_lib", "codespell") / "data"
    for language in LANGUAGES:
        kept = rows(folder, known_words(language), lexicon(language).words)
        blob = packed(("\n".join(kept) + "\n").encode("ascii"))
        manifest[language] = {"bytes": len(blob), "rows": len(kept),
                              "inputs": inputs_digest(language),
                              "sha256": ship(output_path(language), blob, language, len(kept))}
    manifest["sources"] = {"en": "codespell " + ", ".join(SOURCES) + " (CC BY-SA 3.0)"}
    write_manifest(MANIFEST, manifest)


def check() -> list[str]:
    """Problems with the shipped file: its digest, or a lexicon rebuilt since."""
    return check_shipped(MANIFEST, LANGUAGES, output_path, "spellings file",
                         (inputs_digest, "the lexicon or word lists", "wordland_misspellings"))


def main(argv: list[str] | None = None) -> int:
    return run_tool(__doc__, argv, check, lambda _args: build())


if __name__ == "__main__":
    raise SystemExit(main())
