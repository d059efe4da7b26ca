"""The scene contract: what every screen on the app's stack provides.

`process_event` returns the event when the scene did not use it (None when it did);
`update(dt)` advances time by one fixed step; `draw(canvas)` only draws and never changes
game state. `pause`/`resume` are called when another scene covers or uncovers this one.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from game.ui.canvas import Canvas
from game.ui.widgets import Widget

if TYPE_CHECKING:
    from game.app import App

logger = logging.getLogger(__name__)


class Scene:
    overlay = False
    """True when the scene below shows through (Pause)."""
    name = "scene"

    def __init__(self, app: App) -> None:
        self.app = app
        self.widgets: list[Widget] = []
        self.time = 0.0

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        for widget in list(self.widgets):
            if widget.process_event(event):
                return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return None
        return event

    def back(self) -> None:
        """Esc: by default go back to the screen below."""
        if len(self.app.scenes) > 1:
            self.app.pop()

    def update(self, dt: float) -> None:
        self.time += dt
        for widget in self.widgets:
            update = getattr(widget, "update", None)
            if update is not None:
                update(dt)

    def draw(self, canvas: Canvas) -> None:
        for widget in self.widgets:
            widget.draw(canvas)

    def pause(self) -> None:
        """Another scene now covers this one."""

    def resume(self) -> None:
        """This scene is on top again."""

    def on_resize(self) -> None:
        """The window changed size: drop anything rendered at the old pixel size."""
