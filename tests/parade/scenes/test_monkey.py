"""The monkey over the Parade's screens: random clicks, keys, resizes and focus changes,
with visits to its setup, tables (a preview, a long parade at six, the hint, the last
round, the final discard, the curtain), results, replays, watch, pause and pages. No
exception may escape."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.parade.contract import GAME
from game.parade.scenes.showcase import SCENES
from tests.shell.resilience.game_monkey import run_game_monkey

KINDS = ["lobby", "setup", "play", "six", "hint", "last_round", "discard", "curtain",
         "results", "watch", "howto", "pause", "continue", "replays"]


@pytest.mark.parametrize("seed", (1, 2))
def test_monkey_over_the_parade(level, tmp_path: Path, seed: int) -> None:
    monkey = run_game_monkey(level, tmp_path, seed, game=GAME, kinds=KINDS, scenes=SCENES,
                             every=110, most_actions=30, most_page=4)
    print(f"parade monkey {seed}: visits {monkey.visits}", file=sys.stderr)
