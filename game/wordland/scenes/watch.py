"""Watching a finished word game: the table driven by its record, in its own time.

Each recorded action happens when its `elapsed` seconds have passed (times the chosen
speed), so the teapot fills as it did and a typed word appears letter by letter before
it is said. Nobody's secret is shown. Space holds, Left/Right change the speed, Esc
leaves. Nothing is saved while watching.
"""

from __future__ import annotations

from collections import deque

import pygame

from game.scenes.replay_pace import ReplayPace
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.widgets import Button
from game.wordland.rules.actions import SayWord
from game.wordland.rules.records import GameRecord
from game.wordland.scenes.play import PlayScene
from game.wordland.ui import geometry as geo

WATCH_SPEEDS: tuple[float, ...] = (1.0, 2.0, 4.0, 8.0)
SUMMARY_SECONDS = 3.0
TYPING_PER_LETTER = 0.22


class WatchScene(ReplayPace, PlayScene):
    name = "watch"
    watching = True
    speeds = WATCH_SPEEDS
    auto_time_out = False

    def __init__(self, app, record: GameRecord) -> None:
        super().__init__(app, record.setup, seed=record.setup.seed, autosave=False)
        self.script: deque = deque(record.actions)
        self.holding = False
        self.speed_index = 1
        self.summary_for = 0.0
        y = geo.SIDE.bottom - 70
        w = (geo.SIDE.w - 24) // 3
        self.controls = [
            Button((geo.SIDE.x, y, w, 64), lambda: _("Play") if self.holding else _("Pause"),
                   self.toggle_hold, theme.GARDEN_DARK, theme.TextStyle(26, theme.CREAM, True)),
            Button((geo.SIDE.x + w + 12, y, w, 64),
                   lambda: _("Speed ×{n}").format(n=f"{self.pace:g}"),
                   lambda: self.change_speed(1), theme.GARDEN_DARK,
                   theme.TextStyle(26, theme.CREAM, True)),
            Button((geo.SIDE.x + 2 * (w + 12), y, w, 64), N_("Exit"), self.exit,
                   theme.INK_SOFT, theme.TextStyle(26, theme.CREAM, True)),
        ]

    def exit(self) -> None:
        self.close()
        if len(self.app.scenes) > 1:
            self.app.pop()
        else:
            from game.scenes.lobby import back_to_lobby
            from game.wordland.contract import GAME

            back_to_lobby(self.app, GAME)

    def back(self) -> None:
        self.exit()

    def open_pause(self) -> None:
        self.exit()

    def to_results(self) -> None:
        pass  # a replay ends on its table

    def update(self, dt: float) -> None:
        if self.holding:
            return
        if self.summary is not None:
            self.summary_for += dt * self.pace
            if self.summary_for > SUMMARY_SECONDS:
                self.summary_for = 0.0
                self.summary = None
        super().update(dt)

    def next_move(self) -> None:
        while self.script and self.since >= self.script[0].elapsed and self.summary is None:
            action = self.script.popleft()
            self.since -= action.elapsed
            kept = self.since
            self.act(action, elapsed=action.elapsed)
            self.since = kept

    def typing_shown(self) -> str | None:
        if not self.script or not isinstance(self.script[0], SayWord) \
                or self.script[0].seat != self.state.speaker:
            return None
        action = self.script[0]
        typing = min(action.elapsed * 0.8, len(action.text) * TYPING_PER_LETTER)
        start = action.elapsed - typing
        if self.since < start:
            return ""
        return action.text[:int(len(action.text) * (self.since - start) / max(typing, 1e-6))]

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        for button in self.controls:
            if button.process_event(event):
                return None
        if self.input.scroll_panels(event):
            return None
        if self.pace_key(event):
            return None
        return event

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        for button in self.controls:
            button.draw(canvas)
        tag = pygame.Rect(geo.SIDE.x, geo.SIDE.bottom - 118, geo.SIDE.w, 40)
        canvas.rect(tag, theme.ROSE_DARK, radius=12)
        words = _("Watching a replay") if not self.holding else _("Replay paused")
        canvas.text(words, tag.center, theme.TextStyle(24, theme.CREAM, True),
                    max_width=tag.w - 16)
