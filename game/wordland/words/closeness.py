"""How close a word is to each topic (issue 32, item 3): offline word vectors, made small.

`tools/wordland_closeness.py` builds `data/closeness/<language>.bin.gz` from word vectors
(GloVe 6B in English, spaCy's French vectors), so the app needs no vector library: each
common word keeps its few closest topics with a standard score (how many standard
deviations closer to the topic's own words it is than words in general). The vote asks
it only where the lexicons cannot decide ("penguin" on the Farm: a bird, and birds share
a world with the farm; "tax return" at a Birthday party: nobody's word).
"""

from __future__ import annotations

import gzip
import json
import logging
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources

from game.wordland.data.catalogue import PACKAGE

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True, eq=False)
class Closeness:
    language: str
    topics: tuple[str, ...]
    keep: int
    scale: float
    index: dict[str, int]
    """Folded word -> its row."""
    order: bytes
    scores: bytes
    common: int = 0
    """The first `common` words are the language's commonest, in frequency order."""

    def commonness(self, word: str) -> int | None:
        """A folded word's place among the language's commonest words (0 = the commonest),
        or None when it is not among them (a rare word, or no closeness file)."""
        row = self._row_of(word)
        return row if row is not None and row < self.common else None

    def _row_of(self, word: str) -> int | None:
        """A folded word's row, or its singular's when only that has one; None without."""
        row = self.index.get(word)
        if row is None:
            for cut in _singulars(word, self.language):
                row = self.index.get(cut)
                if row is not None:
                    break
        return row

    def of_word(self, word: str) -> dict[str, float] | None:
        """A folded word's closest topics with their standard scores, or None when the
        word has no record (rare words: the vote then knows nothing more)."""
        row = self._row_of(word)
        if row is None:
            return None
        start = row * self.keep
        out: dict[str, float] = {}
        for i in range(start, start + self.keep):
            t = self.order[i]
            if t < len(self.topics):
                out[self.topics[t]] = self.scores[i] / self.scale
        return out


def _singulars(word: str, language: str) -> tuple[str, ...]:
    cuts = []
    if word.endswith("ies") and language == "en":
        cuts.append(word[:-3] + "y")
    if word.endswith("es"):
        cuts.append(word[:-2])
    if word.endswith(("s", "x")):
        cuts.append(word[:-1])
    return tuple(c for c in cuts if len(c) >= 2)


EMPTY = Closeness("", (), 1, 1.0, {}, b"", b"")


@cache
def closeness(language_code: str) -> Closeness:
    """A language's closeness table, read once (a few hundredths of a second). A missing
    or broken file is logged and the vote goes on without it (lexicons only)."""
    name = f"closeness/{language_code}.bin.gz"
    try:
        blob = gzip.decompress(resources.files(PACKAGE).joinpath(name).read_bytes())
        head_end = blob.index(b"\n")
        header = json.loads(blob[:head_end])
        words_end = blob.index(b"\n", head_end + 1)
        words = blob[head_end + 1: words_end].decode("utf-8").split(" ")
        keep, count = int(header["keep"]), int(header["words"])
        rest = blob[words_end + 1:]
        if len(words) != count or len(rest) != 2 * count * keep:
            raise ValueError("sizes do not match the header")
        return Closeness(language_code, tuple(header["topics"]), keep, float(header["scale"]),
                         {w: i for i, w in enumerate(words)}, rest[: count * keep],
                         rest[count * keep:], int(header.get("common", 0)))
    except (OSError, EOFError, ValueError, KeyError, TypeError) as e:
        log.warning("%s: cannot be read (%s); votes use the lexicons only", name, e)
        return EMPTY


@lru_cache(maxsize=16384)
def near(language_code: str, words: tuple[str, ...]) -> dict[str, float] | None:
    """The closest topics of an answer's content words (a phrase: the mean of its words'
    scores, a topic missing from a word's record counting as that word's lowest kept
    score less one), or None when no word has a record."""
    table = closeness(language_code)
    records = [r for r in (table.of_word(w) for w in words) if r is not None]
    if not records:
        return None
    if len(records) == 1:
        return records[0]
    floors = [min(r.values(), default=0.0) - 1.0 for r in records]
    topics = sorted({t for r in records for t in r})  # ties rank alike in every process
    return {t: sum(r.get(t, f) for r, f in zip(records, floors, strict=True)) / len(records)
            for t in topics}
