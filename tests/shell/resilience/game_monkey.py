"""The monkey over one game's screens, shared by every game's monkey test: random clicks,
keys, text, resizes and focus changes (`Monkey.act`), with a visit every few frames to a
lobby, Continue, the replays, or one of the game's showcase states."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import pygame

from game.box import GameInfo
from game.scenes.lobby import LobbyScene
from game.scenes.replays import ReplaysScene
from game.scenes.title import TitleScene
from tests.shell.resilience.test_monkey import Monkey
from tests.shell.saves.helpers import close_app, make_app

FRAMES = 1500


class GameMonkey(Monkey):
    """Visits `kinds` in turn; a kind that is not lobby, continue or replays is a
    showcase builder(app, seed, actions, page) of the game."""

    def __init__(self, app, rng: random.Random, game: GameInfo, kinds: Sequence[str],
                 scenes: Mapping[str, Callable[..., object]], every: int,
                 most_actions: int, most_page: int) -> None:
        super().__init__(app, rng)
        self.game, self.kinds, self.scenes, self.every = game, kinds, scenes, every
        self.most_actions, self.most_page = most_actions, most_page

    def targets(self) -> list[tuple[float, float]]:
        top = self.app.top
        if top is None:
            return []
        rects = [w.rect for w in top.widgets] + [b.rect for b in getattr(top, "controls", [])]
        return [r.center for r in rects]

    def visit(self, frame: int) -> None:
        app, rng = self.app, self.rng
        kind = self.kinds[(frame // self.every) % len(self.kinds)]
        self.visits[kind] = self.visits.get(kind, 0) + 1
        app.reset_to(TitleScene(app))
        app.push(LobbyScene(app, self.game))
        if kind == "lobby":
            return
        if kind == "continue":
            app.top.continue_game()
        elif kind == "replays":
            app.push(ReplaysScene(app, self.game))
            if app.top.items:
                app.top.watch(rng.choice(app.top.items))
        else:
            self.scenes[kind](app, rng.randrange(1000), rng.randint(0, self.most_actions),
                              rng.randint(0, self.most_page))


def run_game_monkey(level, tmp_path: Path, seed: int, **settings) -> GameMonkey:
    """Run a `GameMonkey` (`settings` are its keyword arguments) for `FRAMES` frames at
    480x270; any error escapes, with its traceback."""
    app = make_app(level, tmp_path / "data" / "race", window=(480, 270), seed=seed)
    app.catch_errors = False
    monkey = GameMonkey(app, random.Random(seed), **settings)
    try:
        for frame in range(FRAMES):
            if frame % monkey.every == 0:
                monkey.visit(frame)
            monkey.act(frame)
            if not app.step(1 / 30):
                app.running = True
                app.reset_to(TitleScene(app))
    finally:
        close_app(app)
        pygame.quit()
    assert app.last_error is None
    return monkey
