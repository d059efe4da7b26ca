"""W7.2's stems are the same on every thread: the bots decide on the thinker's worker and
the word data loads on its own thread while the table analyses answers, and a Snowball
stemmer shared between threads garbled stems ("malformed row" when the lexicon loaded
beside a bot's turn, issue 32's fifth round)."""

from __future__ import annotations

import threading

from game.wordland.words.derivatives import _stemmer
from game.wordland.words.lexicon import lexicon


def test_stems_are_the_same_when_four_threads_stem_at_once() -> None:
    words = sorted(lexicon("fr").words)[:4000]
    expected = [_stemmer("french").stemWord(w) for w in words]
    results: list[list[str]] = []
    start = threading.Barrier(4)

    def work() -> None:
        start.wait()
        stemmer = _stemmer("french")
        results.append([stemmer.stemWord(w) for w in words])

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(results) == 4
    assert all(r == expected for r in results)
