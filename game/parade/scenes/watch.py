"""Watching a finished Parade: the table driven by its record, one action at a time.

Each action waits for the beats of the one before and a pause (shorter at higher
speeds); the hand of the player to move is shown face up, since the game is over and
nothing is secret any more, except that the final discards are only shown together, as
they were. Space holds or carries on (a card on its way still lands), Left/Right (or -
+) change the pace, Esc leaves. The table kit's watch scene (game/table/watch.py) steps
back or on by one action (its buttons, < and >, Page Up / Page Down), goes to the start
or the end (Home / End) or to any action (its slider), and counts the actions; stepping
back rebuilds the table the way Continue does. Nothing is saved while watching.
"""

from __future__ import annotations

import pygame

from game.parade.rules.records import GameRecord
from game.parade.scenes.play import PlayScene
from game.parade.ui import geometry as geo
from game.table.watch import WatchTable
from game.ui import theme

WATCH_SPEEDS: tuple[float, ...] = WatchTable.speeds
PAUSE = 1.0
"""Seconds between two actions at pace 1."""


class WatchScene(WatchTable, PlayScene):
    game_id = "parade"
    control_style = theme.TextStyle(28, theme.CREAM, True)

    def __init__(self, app, record: GameRecord) -> None:
        super().__init__(app, record)
        self.gap = 0.0

    def control_rects(self) -> list[pygame.Rect]:
        return geo.side_slots(3)

    def scrub_row(self) -> pygame.Rect:
        """The scrubbing controls, at the foot of the words box."""
        return pygame.Rect(geo.INFO.x + 12, geo.INFO.bottom - 50, geo.INFO.w - 24, 36)

    def tag_rect(self) -> pygame.Rect:
        return pygame.Rect(geo.INFO.x, geo.INFO.y - 2, geo.INFO.w, 40)

    def replay_first(self, position: int) -> None:
        self.quiet = True
        super().replay_first(position)
        self.quiet = False

    def step_on(self) -> None:
        if self.script:
            self.gap = 0.0
            self.act(self.script.popleft())

    def hold(self, dt: float) -> None:
        """Held: what is moving lands (no card frozen in the air), nothing new starts."""
        self.time += dt
        step = dt * self.speed
        self.director.update(step)
        self.director.motion.update(self.drawing.parade_targets(), step, self.reduced)
        if self.director.idle and self._busy:
            self._after_beats()

    def panels_event(self, event: pygame.event.Event) -> bool:
        return self.log_panel.process_event(event)

    def next_move(self, dt: float) -> None:
        if not self.script:
            if self.state.is_over:
                super().next_move(dt)  # the end show plays on the replay's table too
            return
        self.gap += dt * self.speed
        if self.gap >= PAUSE:
            self.gap = 0.0
            self.act(self.script.popleft())
