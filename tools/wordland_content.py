"""Figures on the word game's topics, for the content review (docs/wordland-content.md).

    python -m tools.wordland_content                 # this tree's topics
    python -m tools.wordland_content --base REV      # and what changed since a git revision

Per language: topics, the kids share, tier entries, `also` sizes. Across languages: how
many French tier entries are spelt like the English entry at the same place of the paired
topic (the topic files are paired by theme and their topics by position, as they were
first written), which flags a list translated entry by entry; only true cognates
("piano", "crocodile") should be left. With --base: French tier entries no longer in
their topic, and topics added.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.wordland.words.text import comparison_key

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "game" / "wordland" / "data"
PAIRED_FILES = {"histoires": "stories", "lieux": "places", "nature": "nature", "vie": "life"}
"""French topic file -> English topic file written on the same theme."""
TIERS = ("common", "familiar", "deep")


def _topics_now(language: str, name: str) -> list[dict[str, Any]]:
    return list(json.loads((DATA / language / f"{name}.json").read_text(encoding="utf-8"))
                ["topics"])


def _topics_at(rev: str, language: str, name: str) -> list[dict[str, Any]]:
    path = f"game/wordland/data/{language}/{name}.json"
    shown = subprocess.run(["git", "show", f"{rev}:{path}"], cwd=ROOT, capture_output=True,
                           text=True, check=False)
    if shown.returncode != 0:
        raise SystemExit(f"cannot read {path} at {rev}: {shown.stderr.strip()}")
    return list(json.loads(shown.stdout)["topics"])


def _entries(topic: dict[str, Any]) -> list[str]:
    return [w for tier in TIERS for w in topic[tier]]


def same_as_english(french: list[dict[str, Any]], english: list[dict[str, Any]]
                    ) -> list[tuple[str, str]]:
    """(topic id, entry) for each French entry spelt like the English one at its place."""
    return [(fr["id"], a) for fr, en in zip(french, english, strict=False)
            for a, b in zip(_entries(fr), _entries(en), strict=False)
            if comparison_key(a) == comparison_key(b)]


def report(base: str | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for language in ("en", "fr"):
        names = PAIRED_FILES.values() if language == "en" else PAIRED_FILES.keys()
        topics = [t for n in names for t in _topics_now(language, n)]
        also = sorted(len(t.get("also", [])) for t in topics)
        out[language] = {
            "topics": len(topics), "kids": sum(t["kids"] for t in topics),
            "tier_entries": sum(len(_entries(t)) for t in topics),
            "also_entries": sum(also), "also_min": also[0], "also_max": also[-1],
            "also_median": also[len(also) // 2],
        }
    same = [p for fr, en in PAIRED_FILES.items()
            for p in same_as_english(_topics_now("fr", fr), _topics_now("en", en))]
    out["fr_equal_to_english_at_same_place"] = len(same)
    out["fr_equal_words"] = sorted({w for _, w in same}, key=str.lower)
    if base:
        old_same = [p for fr, en in PAIRED_FILES.items()
                    for p in same_as_english(_topics_at(base, "fr", fr),
                                             _topics_at(base, "en", en))]
        gone = total = 0
        added: list[str] = []
        for name in PAIRED_FILES:
            old = _topics_at(base, "fr", name)
            new = {t["id"]: t for t in _topics_now("fr", name)}
            old_ids = {t["id"] for t in old}
            added += [i for i in new if i not in old_ids]
            for topic in old:
                keys = {comparison_key(w) for w in _entries(new[topic["id"]])} if (
                    topic["id"] in new) else set()
                total += len(_entries(topic))
                gone += sum(comparison_key(w) not in keys for w in _entries(topic))
        out["base"] = {"revision": base, "fr_equal_to_english_at_same_place": len(old_same),
                       "fr_tier_entries": total, "fr_tier_entries_replaced": gone,
                       "fr_topics_added": added}
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", help="a git revision to compare the French topics with")
    args = parser.parse_args(argv)
    print(json.dumps(report(args.base), ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
