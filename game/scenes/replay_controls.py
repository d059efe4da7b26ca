"""The scrub bar of a replay being watched, shared by the games' watch scenes: a step
back and a step on button, a track with a knob (click it or drag the knob to any
action) and a counter "k/n" of the actions made, drawn on a plate in one row.

Keys: the < and > keys (comma and full stop) or Page Up / Page Down step back or on by
one action; Home / End go to the start or the end. The scene says what stepping and
going mean (`step(delta)`, `go_to(position)`) and where the replay stands (`position`,
`total`); a watch scene rebuilds its table to step back, as Continue does.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text

STEP_KEYS = {pygame.K_COMMA: -1, pygame.K_PERIOD: 1, pygame.K_LESS: -1, pygame.K_GREATER: 1,
             pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}
"""One action back or on (the keys marked < and >, or Page Up / Page Down)."""
COUNTER_W = 96


class ReplayScrubber:
    def __init__(self, row: Callable[[], pygame.Rect], position: Callable[[], int],
                 total: Callable[[], int], step: Callable[[int], None],
                 go_to: Callable[[int], None]) -> None:
        self.row = row
        """The logical row the controls sit in (about 36 px high), asked when needed."""
        self.position = position
        self.total = total
        self.step = step
        self.go_to = go_to
        self.dragging_to: int | None = None
        """While the knob is dragged: the action it points at."""

    # ------------------------------------------------------------------ places

    def step_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        row = self.row()
        return (pygame.Rect(row.x + 4, row.y, 48, row.h),
                pygame.Rect(row.right - 52, row.y, 48, row.h))

    def slider_rect(self) -> pygame.Rect:
        """The track, between the step buttons, with room on the right for "k/n"."""
        row = self.row()
        return pygame.Rect(row.x + 62, row.y + 2, row.w - 124 - COUNTER_W, row.h - 4)

    def position_at(self, x: float) -> int:
        track = self.slider_rect()
        share = (x - track.x) / max(1, track.w)
        return round(max(0.0, min(1.0, share)) * self.total())

    # ------------------------------------------------------------------ events

    def process_event(self, event: pygame.event.Event) -> bool:
        """Clicks and drags on the controls, and the step keys; True when used."""
        if event.type == pygame.KEYDOWN:
            if event.key in STEP_KEYS:
                self.step(STEP_KEYS[event.key])
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.go_to(0 if event.key == pygame.K_HOME else self.total())
                return True
            return False
        pos = getattr(event, "pos", None)
        if pos is None:
            return False
        back, on = self.step_rects()
        track = self.slider_rect().inflate(16, 20)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if back.collidepoint(pos) or on.collidepoint(pos):
                self.step(-1 if back.collidepoint(pos) else 1)
                return True
            if track.collidepoint(pos):
                self.dragging_to = self.position_at(pos[0])
                return True
            return False
        if event.type == pygame.MOUSEMOTION and self.dragging_to is not None:
            self.dragging_to = self.position_at(pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and \
                self.dragging_to is not None:
            target, self.dragging_to = self.position_at(pos[0]), None
            self.go_to(target)
            return True
        return False

    # ------------------------------------------------------------------ drawing

    def draw(self, canvas: Canvas) -> None:
        """The step buttons, the track, the knob and where the replay stands ("k/n")."""
        track = self.slider_rect()
        back, on = self.step_rects()
        plate = pygame.Rect(back.x - 4, back.y - 3, on.right - back.x + 8, back.h + 6)
        canvas.rect(plate, theme.ROSE_DARK, radius=12)
        total = self.total()
        shown = self.position() if self.dragging_to is None else self.dragging_to
        counter = pygame.Rect(track.right + 8, plate.y, on.x - track.right - 12, plate.h)
        fit_text(canvas, f"{shown}/{total}", counter,
                 theme.TextStyle(24, theme.CREAM, True), align="center", max_lines=1,
                 max_grow=1.0)
        vp = canvas.viewport
        for rect, points in ((back, ((0.62, 0.22), (0.3, 0.5), (0.62, 0.78))),
                             (on, ((0.38, 0.22), (0.7, 0.5), (0.38, 0.78)))):
            canvas.rect(rect, theme.CREAM, radius=10)
            pygame.draw.polygon(canvas.surface, theme.INK, [
                vp.point(rect.x + rect.w * a, rect.y + rect.h * b) for a, b in points])
        mid = track.centery
        canvas.rect((track.x, mid - 5, track.w, 10), theme.CREAM, radius=5)
        done = track.w * shown / max(1, total)
        canvas.rect((track.x, mid - 5, max(10, done), 10), theme.GOLD, radius=5)
        knob = (track.x + done, mid)
        canvas.circle(knob, 15, theme.INK)
        canvas.circle(knob, 12, theme.GOLD_LIGHT)
