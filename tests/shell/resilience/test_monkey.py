"""The monkey: 20,000 frames of random clicks, keys, drags, text, resizes and focus
changes, wandering over every scene, with no exception.

Seeded (4 seeds x 5,000 frames), headless (dummy video and audio drivers), driven
through `App.step` with a fixed frame time. The window is kept small most of the time
so frames are cheap; now and then it is made tiny or huge for a few frames. Random
input wanders by itself from the Title screen; every `VISIT_EVERY` frames the monkey is
also dropped onto a scene it may not find alone (a game resumed with Continue, a replay
being watched, the Results, the Crash screen...), so every scene gets its share.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.race.contract import GAME as RACE
from game.race.rules.setup import Variants
from game.race.scenes.how_to_play import pages
from game.race.scenes.play import PlayScene
from game.race.scenes.setup import SetupScene
from game.race.scenes.showcase import fast_forward_game
from game.scenes.crash import CrashScene
from game.scenes.how_to_play import HowToPlayScene
from game.scenes.lobby import LobbyScene
from game.scenes.pause import PauseScene
from game.scenes.replays import ReplaysScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from tests.shell.saves.helpers import close_app, make_app, new_setup, seats

SEEDS = (1, 2, 3, 4)
FRAMES = 5000
"""Per seed: 20,000 frames in all."""
VISIT_EVERY = 250
DT = 1 / 30
SMALL = (480, 270)
SIZES = [(1, 1), (100, 60), (320, 180), (333, 777), (640, 360), (1280, 720), (1920, 1080),
         (3840, 2160), (5000, 400)]
KEYS = [pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_TAB, pygame.K_UP,
        pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_h, pygame.K_a,
        pygame.K_BACKSPACE, pygame.K_1, pygame.K_PLUS, pygame.K_MINUS, pygame.K_KP_ENTER,
        pygame.K_DELETE, pygame.K_HOME, pygame.K_END]
CONTROLLERS = ["human", "human", "bot:random", "bot:random", "bot:easy"]
AWAY = [pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN]
BACK = {pygame.WINDOWFOCUSLOST: pygame.WINDOWFOCUSGAINED,
        pygame.WINDOWMINIMIZED: pygame.WINDOWRESTORED,
        pygame.WINDOWHIDDEN: pygame.WINDOWSHOWN}


class Monkey:
    def __init__(self, app: App, rng: random.Random) -> None:
        self.app = app
        self.rng = rng
        self.drag: list[tuple[int, int]] = []
        self.away: tuple[int, int] | None = None
        """(event to send back, frame to send it at)."""
        self.big_until = -1
        self.visits: dict[str, int] = {}
        self.seen: set[str] = set()

    # ------------------------------------------------------------------ input

    def targets(self) -> list[tuple[float, float]]:
        top = self.app.top
        if top is None:
            return []
        rects = [w.rect for w in top.widgets]
        rects += [b.rect for b in getattr(top, "choices", [])]
        rects += [b.rect for b in getattr(top, "controls", [])]
        if isinstance(top, PlayScene):
            rects.append(top.hinter.rect)
            n = len(top.shown_hand)
            rects += [top.hand_view.card_rect(i, n) for i in range(n)]
            rects.append(pygame.Rect(top.geo.pivot[0] - 5, top.geo.pivot[1] - 200, 10, 10))
        return [r.center for r in rects]

    def pos(self) -> tuple[int, int]:
        app, rng = self.app, self.rng
        targets = self.targets()
        if targets and rng.random() < 0.6:
            x, y = rng.choice(targets)
            x += rng.uniform(-10, 10)
            y += rng.uniform(-10, 10)
        else:
            x, y = rng.uniform(-50, 1970), rng.uniform(-50, 1130)
        return app.viewport.point(x, y)

    def post(self, kind: int, **data: object) -> None:
        pygame.event.post(pygame.event.Event(kind, data))

    def act(self, frame: int) -> None:
        rng = self.rng
        if self.away is not None and frame >= self.away[1]:
            self.post(self.away[0], window=None)
            self.away = None
        if self.big_until == frame:
            self.app.resize(SMALL)
        if self.drag:
            point = self.drag.pop()
            kind = pygame.MOUSEBUTTONUP if not self.drag else pygame.MOUSEMOTION
            if kind == pygame.MOUSEMOTION:
                self.post(kind, pos=point, rel=(rng.randint(-40, 40), rng.randint(-40, 40)),
                          buttons=(1, 0, 0))
            else:
                self.post(kind, pos=point, button=1)
            return
        roll = rng.random()
        if roll < 0.30:
            p = self.pos()
            self.post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0))
            self.post(pygame.MOUSEBUTTONDOWN, pos=p, button=rng.choice((1, 1, 1, 3)))
            self.post(pygame.MOUSEBUTTONUP, pos=p, button=1)
        elif roll < 0.45:
            k = rng.choice(KEYS)
            self.post(pygame.KEYDOWN, key=k, mod=rng.choice((0, 0, pygame.KMOD_SHIFT)),
                      unicode="", scancode=0)
            if rng.random() < 0.7:
                self.post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
        elif roll < 0.50:
            self.post(pygame.TEXTINPUT, text=rng.choice(("a", "Zoé", "🙂", " ", "x" * 30)))
        elif roll < 0.55:
            start = self.pos()
            self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
            steps = rng.randint(2, 8)
            self.drag = [(start[0] + rng.randint(-300, 300), start[1] + rng.randint(-300, 300))
                         for _ in range(steps)]
        elif roll < 0.60:
            self.post(pygame.MOUSEMOTION, pos=self.pos(), rel=(3, -2), buttons=(0, 0, 0))
        elif roll < 0.61:
            self.post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False,
                      precise_x=0.0, precise_y=1.0)
        elif roll < 0.615:
            size = rng.choice(SIZES)
            self.app.resize(size)
            if size[0] * size[1] > SMALL[0] * SMALL[1]:
                self.big_until = frame + rng.randint(1, 3)
        elif roll < 0.62 and self.away is None:
            kind = rng.choice(AWAY)
            self.post(kind, window=None)
            self.away = (BACK[kind], frame + rng.randint(1, 40))
        # otherwise: an idle frame, the game moves on by itself

    # ------------------------------------------------------------------ visits

    def visit(self, frame: int) -> None:
        app, rng = self.app, self.rng
        kinds = ["title", "lobby", "setup", "play", "continue", "replays", "watch", "results",
                 "pause", "settings", "howto", "crash"]
        kind = kinds[(frame // VISIT_EVERY) % len(kinds)]
        self.visits[kind] = self.visits.get(kind, 0) + 1
        app.reset_to(TitleScene(app))
        if kind == "title":
            return
        if kind == "lobby":
            app.push(LobbyScene(app, RACE))
            return
        if kind == "setup":
            app.push(SetupScene(app))
        elif kind in ("play", "pause", "results"):
            n = rng.randint(2, 4)
            table = seats(*(rng.choice(CONTROLLERS) for _ in range(n)))
            variants = Variants(rng.random() < 0.4, rng.random() < 0.3, rng.random() < 0.3)
            seed = rng.randrange(10**6)
            play = PlayScene(app, new_setup(app, table, seed, variants), seed=seed)
            app.push(play)
            fast_forward_game(play, random.Random(seed),
                              None if kind == "results" else rng.randint(0, 40))
            if kind == "results":
                play._to_results()
            elif kind == "pause":
                app.push(PauseScene(app, RACE))
        elif kind == "continue":
            lobby = LobbyScene(app, RACE)
            app.push(lobby)
            lobby.continue_game()
        elif kind in ("replays", "watch"):
            app.push(ReplaysScene(app, RACE))
            if kind == "watch" and app.top.items:
                app.top.watch(rng.choice(app.top.items))
        elif kind == "settings":
            app.push(SettingsScene(app))
        elif kind == "howto":
            app.push(HowToPlayScene(app, pages()))
        elif kind == "crash":
            app.reset_to(CrashScene(app, RuntimeError("monkey")))

    def run(self, frames: int) -> None:
        app = self.app
        for frame in range(frames):
            if frame % VISIT_EVERY == 0:
                self.visit(frame)
            self.act(frame)
            if not app.step(DT):
                # Quit was chosen: start again, as a player relaunching would
                app.running = True
                app.reset_to(TitleScene(app))
            if app.top is not None:
                self.seen.add(app.top.name)


@pytest.mark.parametrize("seed", SEEDS)
def test_monkey(level, tmp_path: Path, seed: int) -> None:
    app = make_app(level, tmp_path / "data" / "race", window=SMALL, seed=seed)
    app.catch_errors = False  # any error fails the test, with its traceback
    monkey = Monkey(app, random.Random(seed))
    started = time.perf_counter()
    try:
        monkey.run(FRAMES)
    finally:
        close_app(app)
        pygame.quit()
    took = time.perf_counter() - started
    print(f"monkey seed {seed}: {FRAMES} frames in {took:.1f} s; scenes seen "
          f"{sorted(monkey.seen)}")
    assert app.last_error is None
    assert {"title", "lobby", "setup", "play", "results", "replays"} <= monkey.seen
