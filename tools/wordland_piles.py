"""Compute the forbidden-letter piles of Off With Their Letters! per language (W1.2).

    python -m tools.wordland_piles          # rewrite game/wordland/data/letters.json
    python -m tools.wordland_piles --check  # exit 1 if the file differs from a fresh count

The rule of record: rank the 26 letters by the share of the language's common words that
contain them; the 5 most common are red, the next 6 green, the next 7 purple, the next 7
blue, and the rarest is left out. "Common words" are the COMMON_WORDS most frequent
entries of pyspellchecker's frequency list for the language that are plain words (letters
only, at least two of them, accents folded as the game folds them). Ties are broken
alphabetically so the result never depends on dictionary order.
"""

from __future__ import annotations

import argparse
import heapq
import json
import string
import sys
from pathlib import Path

from spellchecker import SpellChecker

from game.wordland.words.text import ALPHABET, fold

ROOT = Path(__file__).resolve().parent.parent
LETTERS_FILE = ROOT / "game" / "wordland" / "data" / "letters.json"
LANGUAGES = ("en", "fr")
COMMON_WORDS = 10_000
PILE_SIZES = (("red", 5), ("green", 6), ("purple", 7), ("blue", 7))
"""From the most common letters down (W1.2); the one letter left over is not used."""


def common_words(language: str, count: int = COMMON_WORDS) -> list[str]:
    """The `count` most frequent plain words of the language, folded."""
    frequencies = SpellChecker(language=language, distance=1).word_frequency.dictionary
    ranked = heapq.nlargest(4 * count, frequencies.items(), key=lambda kv: (kv[1], kv[0]))
    words: list[str] = []
    for word, _ in ranked:
        folded = fold(word)
        if len(folded) >= 2 and set(folded) <= ALPHABET:
            words.append(folded)
            if len(words) == count:
                break
    return words


def letter_shares(words: list[str]) -> dict[str, float]:
    """For each letter, the share of `words` that contain it at least once."""
    return {c: sum(c in w for w in words) / len(words) for c in string.ascii_lowercase}


def piles_for(language: str) -> dict[str, object]:
    """The piles of one language, most common letters first within each pile."""
    words = common_words(language)
    shares = letter_shares(words)
    ranked = sorted(shares, key=lambda c: (-shares[c], c))
    entry: dict[str, object] = {}
    start = 0
    for colour, size in PILE_SIZES:
        entry[colour] = "".join(ranked[start:start + size])
        start += size
    entry["left_out"] = ranked[start]
    entry["shares"] = {c: round(shares[c], 4) for c in ranked}
    entry["source"] = (f"pyspellchecker '{language}' frequency list, "
                       f"{len(words)} most frequent plain words")
    return entry


def all_piles() -> dict[str, object]:
    return {language: piles_for(language) for language in LANGUAGES}


def render(piles: dict[str, object]) -> str:
    return json.dumps(piles, indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the data file instead of writing it")
    args = parser.parse_args(argv)
    text = render(all_piles())
    if args.check:
        same = LETTERS_FILE.read_text(encoding="utf-8") == text
        print("letters.json is up to date" if same else "letters.json differs: rerun the tool")
        return 0 if same else 1
    LETTERS_FILE.write_text(text, encoding="utf-8")
    print(f"wrote {LETTERS_FILE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
