"""The word judge measured on its labelled set (issue 19, item 4), per kind and language.

    python -m bench.wordland_judge            # accuracy per kind, both languages
    python -m bench.wordland_judge --misses   # and every item it gets wrong

The labelled set (tests/wordland/judge_labels/<language>.tsv) was written before the
judge was tuned: obvious answers, uncommon real words and spelling variants should
stand; made-up words and real but off-topic words should be voted out.
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from game.wordland.words.relevance import rule

LABELS = Path(__file__).resolve().parent.parent / "tests" / "wordland" / "judge_labels"
KINDS = ("obvious", "uncommon", "variant", "madeup", "offtopic")
STANDS = {"obvious": True, "uncommon": True, "variant": True, "madeup": False,
          "offtopic": False}
TARGETS = {"obvious": 0.95, "uncommon": 0.80, "variant": 0.95, "madeup": 0.98,
           "offtopic": 0.90}


def labelled(language: str) -> list[tuple[str, str, str]]:
    """(kind, topic id, text) for each labelled item of a language."""
    items = []
    path = LABELS / f"{language}.tsv"
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        kind, topic, text = line.split("\t")
        items.append((kind, topic, text))
    return items


def correct(kind: str, topic: str, text: str, language: str) -> bool:
    ruling = rule(text, language, (topic,))
    if kind == "madeup":
        return not ruling.fits and not ruling.real
    return ruling.fits == STANDS[kind]


def accuracy(language: str, misses: list[str] | None = None) -> dict[str, float]:
    right: Counter[str] = Counter()
    total: Counter[str] = Counter()
    for kind, topic, text in labelled(language):
        total[kind] += 1
        if correct(kind, topic, text, language):
            right[kind] += 1
        elif misses is not None:
            ruling = rule(text, language, (topic,))
            misses.append(f"{language} {kind:8} {topic:16} {text!r}: {ruling.why}")
    return {k: right[k] / total[k] for k in KINDS if total[k]}


def known_rates(language: str) -> tuple[float, float, float]:
    """Item 1's aims: the share of the labelled uncommon real words known to the word list
    alone, known to the word list or a lexicon (as the judge sees them), and the share of
    made-up words refused as non-words."""
    from game.wordland.words.realwords import is_real_word

    items = labelled(language)
    uncommon = [text for kind, _, text in items if kind == "uncommon"]
    madeup = [(topic, text) for kind, topic, text in items if kind == "madeup"]
    alone = sum(is_real_word(t, language) for t in uncommon) / len(uncommon)
    judged = sum(rule(t, language, ("",)).real for t in uncommon) / len(uncommon)
    refused = sum(not rule(t, language, (topic,)).real for topic, t in madeup) / len(madeup)
    return alone, judged, refused


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--misses", action="store_true")
    args = parser.parse_args()
    for language in ("en", "fr"):
        misses: list[str] = []
        scores = accuracy(language, misses)
        n = len(labelled(language))
        row = "  ".join(f"{k} {v:6.1%}" + ("" if v >= TARGETS[k] else
                                             f" (target {TARGETS[k]:.0%})")
                        for k, v in scores.items())
        print(f"{language} ({n} items): {row}")
        alone, judged, refused = known_rates(language)
        print(f"   real-word check: uncommon nouns known {alone:.1%} by the word list alone, "
              f"{judged:.1%} with the lexicons (aim 95%); made-up words refused as "
              f"non-words {refused:.1%} (aim 98%)")
        if args.misses:
            print("\n".join(misses))


if __name__ == "__main__":
    main()
