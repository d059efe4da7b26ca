"""The monkey over the word game's screens: random clicks, keys, text, resizes and focus
changes, with visits to its setup, tables (type it / say it, votes, preparation, round
end, curtain), results, replays, watch, pause and pages. No exception may escape."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.wordland.contract import GAME
from game.wordland.scenes.showcase import SCENES
from tests.shell.resilience.game_monkey import run_game_monkey

KINDS = ["lobby", "setup", "play", "say", "vote", "prep", "round_end", "curtain", "results",
         "howto", "pause", "continue", "replays"]


@pytest.mark.parametrize("seed", (1, 2))
def test_monkey_over_the_word_game(level, tmp_path: Path, seed: int) -> None:
    monkey = run_game_monkey(level, tmp_path, seed, game=GAME, kinds=KINDS, scenes=SCENES,
                             every=150, most_actions=60, most_page=5)
    print(f"word monkey {seed}: visits {monkey.visits}", file=sys.stderr)
