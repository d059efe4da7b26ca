"""The monkey over the Parade's screens: random clicks, keys, resizes and focus changes,
with visits to its setup, tables (a preview, a long parade at six, the hint, the last
round, the final discard, the curtain), results, replays, watch, pause and pages. No
exception may escape."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest

from game.parade.contract import GAME
from game.parade.scenes.showcase import SCENES
from game.scenes.lobby import LobbyScene
from game.scenes.replays import ReplaysScene
from game.scenes.title import TitleScene
from tests.shell.resilience.test_monkey import Monkey
from tests.shell.saves.helpers import close_app, make_app

FRAMES = 1500
KINDS = ["lobby", "setup", "play", "six", "hint", "last_round", "discard", "curtain",
         "results", "watch", "howto", "pause", "continue", "replays"]


class ParadeMonkey(Monkey):
    def targets(self) -> list[tuple[float, float]]:
        top = self.app.top
        if top is None:
            return []
        rects = [w.rect for w in top.widgets] + [b.rect for b in getattr(top, "controls", [])]
        return [r.center for r in rects]

    def visit(self, frame: int) -> None:
        app, rng = self.app, self.rng
        kind = KINDS[(frame // 110) % len(KINDS)]
        self.visits[kind] = self.visits.get(kind, 0) + 1
        app.reset_to(TitleScene(app))
        app.push(LobbyScene(app, GAME))
        if kind == "lobby":
            return
        if kind == "continue":
            app.top.continue_game()
        elif kind == "replays":
            app.push(ReplaysScene(app, GAME))
            if app.top.items:
                app.top.watch(rng.choice(app.top.items))
        else:
            SCENES[kind](app, rng.randrange(1000), rng.randint(0, 30), rng.randint(0, 4))


@pytest.mark.parametrize("seed", (1, 2))
def test_monkey_over_the_parade(level, tmp_path: Path, seed: int) -> None:
    app = make_app(level, tmp_path / "data" / "race", window=(480, 270), seed=seed)
    app.catch_errors = False
    monkey = ParadeMonkey(app, random.Random(seed))
    original = Monkey.visit
    try:
        for frame in range(FRAMES):
            if frame % 110 == 0:
                monkey.visit(frame)
            monkey.act(frame)
            if not app.step(1 / 30):
                app.running = True
                app.reset_to(TitleScene(app))
    finally:
        close_app(app)
        pygame.quit()
    assert original is Monkey.visit and app.last_error is None
    print(f"parade monkey {seed}: visits {monkey.visits}", file=sys.stderr)
