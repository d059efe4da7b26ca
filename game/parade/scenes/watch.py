"""Watching a finished Parade: the table driven by its record, one action at a time.

Each action waits for the beats of the one before and a pause (shorter at higher
speeds); the hand of the player to move is shown face up, since the game is over and
nothing is secret any more, except that the final discards are only shown together, as
they were. Space holds or carries on (a card on its way still lands), Left/Right (or -
+) change the pace, Esc leaves. The shared `ReplayScrubber` (game/scenes/
replay_controls.py) steps back or on by one action (its buttons, < and >, Page Up /
Page Down), goes to the start or the end (Home / End) or to any action (its slider),
and counts the actions; stepping back rebuilds the table the way Continue does.
Nothing is saved while watching.
"""

from __future__ import annotations

from collections import deque

import pygame

from game.parade.rules.records import GameRecord
from game.parade.scenes.play import PlayScene
from game.parade.ui import geometry as geo
from game.scenes.replay_controls import ReplayScrubber
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
        self.full = record
        self.script: deque = deque(record.actions)
        self.scrubber = ReplayScrubber(self.scrub_row, lambda: self.position,
                                       lambda: self.total, self.step, self.go_to)
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

    @classmethod
    def at(cls, app, record: GameRecord, position: int, holding: bool = True) -> WatchScene:
        """The viewer showing `record` after its first `position` actions, animations
        skipped (stepping back and scrubbing rebuild the table this way)."""
        watch = cls(app, record)
        position = max(0, min(len(record.actions), position))
        watch.quiet = True
        watch.fast_forward()
        for _step in range(position):
            watch.act(watch.script.popleft())
            watch.fast_forward()
        watch.quiet = False
        watch.holding = holding
        return watch

    @property
    def position(self) -> int:
        """How many of the record's actions have been made."""
        return len(self.record.actions)

    @property
    def total(self) -> int:
        return len(self.full.actions)

    def scrub_row(self) -> pygame.Rect:
        """The scrubbing controls, at the foot of the words box."""
        return pygame.Rect(geo.INFO.x + 12, geo.INFO.bottom - 50, geo.INFO.w - 24, 36)

    def go_to(self, position: int) -> None:
        """Show the table after `position` actions, held (a rebuilt scene takes this
        one's place, at the same pace)."""
        position = max(0, min(self.total, position))
        if position == self.position and self.idle:
            self.holding = True
            return
        again = WatchScene.at(self.app, self.full, position)
        again.speed_index = self.speed_index
        self.close()
        scenes = self.app.scenes
        if scenes and scenes[-1] is self:
            scenes[-1] = again
        else:  # not on top (a test drives it directly)
            self.app.push(again)

    def step(self, delta: int) -> None:
        """One action back (rebuilt) or on (played, then held)."""
        self.holding = True
        if delta < 0:
            self.go_to(self.position - 1)
            return
        self.fast_forward()
        if self.script:
            self.gap = 0.0
            self.act(self.script.popleft())

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
            # held: what is moving lands (no card frozen in the air), nothing new starts
            self.time += dt
            step = dt * self.speed
            self.director.update(step)
            self.director.motion.update(self.drawing.parade_targets(), step, self.reduced)
            if self.director.idle and self._busy:
                self._after_beats()
            return
        super().update(dt)

    def next_move(self, dt: float) -> None:
        if not self.script:
            if self.state.is_over:
                super().next_move(dt)  # the end show plays on the replay's table too
            return
        self.gap += dt * self.speed
        if self.gap >= PAUSE:
            self.gap = 0.0
            self.act(self.script.popleft())

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        for button in self.controls:
            if button.process_event(event):
                return None
        if self.scrubber.process_event(event):
            return None
        if self.log_panel.process_event(event):
            return None
        if self.pace_key(event):
            return None
        return event

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        for button in self.controls:
            button.draw(canvas)
        self.scrubber.draw(canvas)
        tag = pygame.Rect(geo.INFO.x, geo.INFO.y - 2, geo.INFO.w, 40)
        canvas.rect(tag, theme.ROSE_DARK, radius=12)
        words = _("Watching a replay") if not self.holding else _("Replay paused")
        fit_text(canvas, words, tag.inflate(-16, -4), theme.TextStyle(24, theme.CREAM, True),
                 align="center", max_lines=1, max_grow=1.0)
