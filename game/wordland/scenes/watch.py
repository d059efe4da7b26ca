"""Watching a finished word game: the table driven by its record, in its own time.

Each recorded action happens when its `elapsed` seconds have passed (times the chosen
speed), so the teapot fills as it did and a typed word appears letter by letter before
it is said. Nobody's secret is shown. Space holds, Left/Right change the speed, Esc
leaves. The table kit's watch scene (game/table/watch.py) steps back or on by one action
(its buttons, < and >, Page Up / Page Down), goes to the start or the end (Home / End)
or to any action (its slider); stepping back rebuilds the table quietly, the way
Continue does, and a round's summary waiting its moment is put away. Nothing is saved
while watching.
"""

from __future__ import annotations

import pygame

from game.table.watch import WatchTable
from game.wordland.rules.actions import SayWord
from game.wordland.rules.records import GameRecord
from game.wordland.scenes.play import PlayScene
from game.wordland.ui import geometry as geo

WATCH_SPEEDS: tuple[float, ...] = (1.0, 2.0, 4.0, 8.0)
SUMMARY_SECONDS = 3.0
TYPING_PER_LETTER = 0.22


class WatchScene(WatchTable, PlayScene):
    game_id = "wordland"
    speeds = WATCH_SPEEDS
    auto_time_out = False

    def __init__(self, app, record: GameRecord) -> None:
        super().__init__(app, record)
        self.summary_for = 0.0

    def control_rects(self) -> list[tuple[int, int, int, int]]:
        y = geo.SIDE.bottom - 70
        w = (geo.SIDE.w - 24) // 3
        return [(geo.SIDE.x + k * (w + 12), y, w, 64) for k in range(3)]

    def tag_rect(self) -> pygame.Rect:
        return pygame.Rect(geo.SIDE.x, geo.SIDE.bottom - 118, geo.SIDE.w, 40)

    def scrub_row(self) -> pygame.Rect:
        """The stepping controls, over the replay's tag (the log ends above them)."""
        return pygame.Rect(geo.SIDE.x, geo.SIDE.bottom - 164, geo.SIDE.w, 36)

    def fast_forward(self) -> None:
        """Stepping: a summary up, or waiting its moment, is put away."""
        self.summary = self.summary_due = self.frozen = None
        self.flash = None
        self.summary_for = 0.0

    def replay_first(self, position: int) -> None:
        self.quiet = True
        for _step in range(position):
            self.step_on()
        self.quiet = False
        self.fast_forward()
        self.after_change()

    def step_on(self) -> None:
        if self.script:
            action = self.script.popleft()
            self.summary = None
            self.act(action, elapsed=action.elapsed)

    @property
    def at_rest(self) -> bool:
        return self.summary_due is None

    def panels_event(self, event: pygame.event.Event) -> bool:
        return self.input.scroll_panels(event)

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
