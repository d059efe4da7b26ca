"""Watching a finished Parade: the table driven by its record, one action at a time.

Each action waits for the beats of the one before and a pause (shorter at higher
speeds); the hand of the player to move is shown face up, since the game is over and
nothing is secret any more, except that the final discards are only shown together, as
they were. Space holds or carries on, Left/Right (or - +) change the pace, Esc leaves.
Nothing is saved while watching.
"""

from __future__ import annotations

from collections import deque

import pygame

from game.parade.rules.records import GameRecord
from game.parade.scenes.play import PlayScene
from game.parade.ui import geometry as geo
from game.scenes.replay_pace import ReplayPace
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.ui.widgets import Button

WATCH_SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)
PAUSE = 1.0
"""Seconds between two actions at pace 1."""


class WatchScene(ReplayPace, PlayScene):
    name = "watch"
    watching = True
    speeds = WATCH_SPEEDS

    def __init__(self, app, record: GameRecord) -> None:
        super().__init__(app, record.setup, seed=record.setup.seed, autosave=False)
        self.script: deque = deque(record.actions)
        self.holding = False
        self.speed_index = 1
        self.gap = 0.0
        slots = geo.side_slots(3)
        style = theme.TextStyle(28, theme.CREAM, True)
        self.controls = [
            Button(slots[0], lambda: _("Play") if self.holding else _("Pause"),
                   self.toggle_hold, theme.GARDEN_DARK, style),
            Button(slots[1], lambda: _("Speed ×{n}").format(n=f"{self.pace:g}"),
                   lambda: self.change_speed(1), theme.GARDEN_DARK, style),
            Button(slots[2], N_("Exit"), self.exit, theme.INK_SOFT, style),
        ]

    @property
    def speed(self) -> float:
        return max(0.1, self.app.settings.animation_speed) * self.pace

    def exit(self) -> None:
        self.close()
        if len(self.app.scenes) > 1:
            self.app.pop()
        else:
            from game.parade.contract import GAME
            from game.scenes.lobby import back_to_lobby

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
        super().update(dt)

    def next_move(self, dt: float) -> None:
        if not self.script:
            return
        self.gap += dt * self.speed
        if self.gap >= PAUSE:
            self.gap = 0.0
            self.act(self.script.popleft())

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        for button in self.controls:
            if button.process_event(event):
                return None
        if self.pace_key(event):
            return None
        return event

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        for button in self.controls:
            button.draw(canvas)
        tag = pygame.Rect(geo.INFO.x, geo.INFO.y - 2, geo.INFO.w, 40)
        canvas.rect(tag, theme.ROSE_DARK, radius=12)
        words = _("Watching a replay") if not self.holding else _("Replay paused")
        fit_text(canvas, words, tag.inflate(-16, -4), theme.TextStyle(24, theme.CREAM, True),
                 align="center", max_lines=1, max_grow=1.0)
