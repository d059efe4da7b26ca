"""The word judge measured on a labelled set (issue 19, item 4; issue 32), per kind and language.

    python -m bench.wordland_judge                         # the issue-19 set, both languages
    python -m bench.wordland_judge --misses                # and every item it gets wrong
    python -m bench.wordland_judge --labels tests/wordland/judge_labels_blind/tune

The blind sets of issue 32 (`judge_labels_blind/tune` and `/heldout`, written without
sight of the lexicons, the judge or the old labels) have a fourth column: `near:<topic>`
or `far` for off-topic items, reported apart.

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
BLIND = LABELS.parent / "judge_labels_blind"
"""Issue 32's blind set: `tune/` (tuned on) and `heldout/` (measured once, at the end)."""
KINDS = ("obvious", "uncommon", "variant", "madeup", "offtopic")
STANDS = {"obvious": True, "uncommon": True, "variant": True, "madeup": False,
          "offtopic": False, "offtopic-near": False, "offtopic-far": False}
TARGETS = {"obvious": 0.97, "uncommon": 0.90, "variant": 0.95, "madeup": 0.99,
           "offtopic": 0.90, "offtopic-near": 0.90, "offtopic-far": 0.90}
"""Issue 32's targets on the held-out half (issue 19's were 95/80/95/98/90)."""
REPORTED = ("obvious", "uncommon", "variant", "madeup", "offtopic", "offtopic-near",
            "offtopic-far")


def labelled(language: str, folder: Path = LABELS) -> list[tuple[str, str, str]]:
    """(kind, topic id, text) for each labelled item of a language; an off-topic item of a
    blind set is `offtopic-near` or `offtopic-far` by its note."""
    items = []
    path = folder / f"{language}.tsv"
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        kind, topic, text, *note = line.split("\t")
        if kind not in STANDS:
            continue  # a header line
        if kind == "offtopic" and note:
            kind = "offtopic-far" if note[0].strip() == "far" else "offtopic-near"
        items.append((kind, topic, text.strip()))
    return items


def correct(kind: str, topic: str, text: str, language: str) -> bool:
    """Made-up words must be voted out (as non-words or otherwise: a bot votes once)."""
    ruling = rule(text, language, (topic,))
    return ruling.fits == STANDS[kind]


def accuracy(language: str, misses: list[str] | None = None,
             folder: Path = LABELS) -> tuple[dict[str, float], Counter[str]]:
    """Share right per kind (off-topic also split near / far), and the counts."""
    right: Counter[str] = Counter()
    total: Counter[str] = Counter()
    for kind, topic, text in labelled(language, folder):
        ok = correct(kind, topic, text, language)
        kinds = [kind] + (["offtopic"] if kind.startswith("offtopic-") else [])
        for k in kinds:
            total[k] += 1
            right[k] += ok
        if not ok and misses is not None:
            ruling = rule(text, language, (topic,))
            misses.append(f"{language} {kind:13} {topic:16} {text!r}: {ruling.why}")
    return {k: right[k] / total[k] for k in REPORTED if total[k]}, total


def known_rates(language: str, folder: Path = LABELS) -> tuple[float, float, float]:
    """Item 1's aims: the share of the labelled uncommon real words known to the word list
    alone, known to the word list or a lexicon (as the judge sees them), and the share of
    made-up words refused as non-words."""
    from game.wordland.words.realwords import is_real_word

    items = labelled(language, folder)
    uncommon = [text for kind, _, text in items if kind == "uncommon"]
    madeup = [(topic, text) for kind, topic, text in items if kind == "madeup"]
    alone = sum(is_real_word(t, language) for t in uncommon) / len(uncommon)
    judged = sum(rule(t, language, ("",)).real for t in uncommon) / len(uncommon)
    refused = sum(not rule(t, language, (topic,)).real for topic, t in madeup) / len(madeup)
    return alone, judged, refused


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--misses", action="store_true")
    parser.add_argument("--labels", type=Path, default=LABELS,
                        help="a folder of <language>.tsv labelled sets")
    parser.add_argument("--language", choices=("en", "fr"))
    parser.add_argument("--without-closeness", action="store_true",
                        help="vote with the lexicons only (what the closeness adds)")
    args = parser.parse_args()
    if args.without_closeness:
        from game.wordland.words import relevance

        relevance.near_topics = lambda _language, _words: None
    for language in (args.language,) if args.language else ("en", "fr"):
        misses: list[str] = []
        scores, totals = accuracy(language, misses, args.labels)
        n = len(labelled(language, args.labels))
        row = "  ".join(f"{k} {v:6.1%} of {totals[k]}" + ("" if v >= TARGETS[k] else
                                                         f" (target {TARGETS[k]:.0%})")
                        for k, v in scores.items())
        print(f"{language} ({n} items): {row}")
        alone, judged, refused = known_rates(language, args.labels)
        print(f"   real-word check: uncommon nouns known {alone:.1%} by the word list alone, "
              f"{judged:.1%} with the lexicons (aim 95%); made-up words refused as "
              f"non-words {refused:.1%} (aim 98%)")
        if args.misses:
            print("\n".join(misses))


if __name__ == "__main__":
    main()
