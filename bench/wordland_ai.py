"""Time every word-bot level per decision on views taken from real games (one core).

    python bench/wordland_ai.py [--games 20] [--players 4] [--seed 1] [--language en]

Views are collected by playing bots-only games (levels around the table) and keeping
every view in which the seat had something to decide; the figures are printed for all of
them and for the speaker's turns alone (choosing and timing a word, the costly kind).
Each level decides each view once, with a fresh bot per view (so knowledge sampling is
counted too). The median and
95th percentile of this process's CPU time are printed in ms; the target is 5 ms.

The vote itself (issue 19, item 8) is timed apart: the ruling on each answer of the
judge's blind tuning set (tests/wordland/judge_labels_blind/tune/), every answer new to
the caches as a freshly typed word is, after the word lists and lexicons are loaded (their
one-time load
is printed too). Target: 5 ms at p95.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.wordland.ai.arena import play_game
from game.wordland.ai.bot import Bot, BotMove
from game.wordland.ai.registry import LEVEL_NAMES, make_bot
from game.wordland.rules.components import Phase
from game.wordland.rules.setup import Seat, deal
from game.wordland.rules.views import PlayerView

TARGET_MS = 5.0


class Recorder:
    """A bot that keeps every view it is asked to decide on."""

    def __init__(self, bot: Bot, views: list[PlayerView]) -> None:
        self.bot, self.name, self.views = bot, bot.name, views

    def decide(self, view: PlayerView) -> BotMove | None:
        self.views.append(view)
        return self.bot.decide(view)


def collect_views(games: int, players: int, seed: int, language: str) -> list[PlayerView]:
    rng = random.Random(seed)
    views: list[PlayerView] = []
    for g in range(games):
        names = [LEVEL_NAMES[(s + g) % len(LEVEL_NAMES)] for s in range(players)]
        setup = deal([Seat(n, f"bot:{n}") for n in names], random.Random(rng.getrandbits(64)),
                     language_code=language)
        bots = [Recorder(make_bot(n, random.Random(rng.getrandbits(64))), views) for n in names]
        play_game(setup, bots)
    return views


def time_level(level: str, views: list[PlayerView], seed: int) -> list[float]:
    rng = random.Random(seed)
    costs = []
    for view in views:
        bot = make_bot(level, random.Random(rng.getrandbits(64)))
        start = time.process_time()
        bot.decide(view)
        costs.append((time.process_time() - start) * 1000)
    return costs


def time_votes(language: str) -> tuple[float, list[float]]:
    """(load ms, per-vote ms) for the labelled answers of a language, caches cold."""
    from bench.wordland_judge import BLIND, labelled
    from game.wordland.words.closeness import near
    from game.wordland.words.derivatives import analyse
    from game.wordland.words.phonemes import heard_word, word_sound
    from game.wordland.words.relevance import _data, rule
    from game.wordland.words.text import elided_words

    start = time.process_time()
    _data(language)
    load = (time.process_time() - start) * 1000
    costs = []
    for _kind, topic, text in labelled(language, BLIND / "tune"):
        analyse.cache_clear()
        rule.cache_clear()
        near.cache_clear()
        elided_words.cache_clear()
        word_sound.cache_clear()
        heard_word.cache_clear()
        start = time.process_time()
        rule(text, language, (topic,))
        costs.append((time.process_time() - start) * 1000)
    return load, costs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    load, votes = time_votes(args.language)
    vote_p95 = statistics.quantiles(votes, n=20)[-1]
    print(f"vote ({len(votes)} labelled answers, {args.language}, caches cold): median "
          f"{statistics.median(votes):6.3f}  p95 {vote_p95:6.3f}  max {max(votes):6.2f} ms; "
          f"word lists and lexicons loaded once in {load:.0f} ms")
    views = collect_views(args.games, args.players, args.seed, args.language)
    print(f"{len(views)} decisions from {args.games} games, {args.players} players, "
          f"{args.language}; CPU ms per decision (target {TARGET_MS:g} ms)")
    words = [v for v in views if v.speaker == v.viewer and v.phase is Phase.DISCUSSION]
    worst = 0.0
    for label, chosen in (("every decision", views), ("speaker's turn", words)):
        print(f" {label} ({len(chosen)} views)")
        for level in LEVEL_NAMES:
            costs = time_level(level, chosen, args.seed)
            p95 = statistics.quantiles(costs, n=20)[-1]
            worst = max(worst, p95)
            print(f"  {level:<8} median {statistics.median(costs):6.3f}  p95 {p95:6.3f}  "
                  f"max {max(costs):6.2f}")
    return 0 if max(worst, vote_p95) <= TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
