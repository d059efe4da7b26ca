"""The scene contract: what every screen on the app's stack provides.

`process_event` returns the event when the scene did not use it (None when it did);
`update(dt)` advances time by one fixed step; `draw(canvas)` only draws and never changes
game state. `pause`/`resume` are called when another scene covers or uncovers this one;
`on_language` when the language, text size or palette changed (relabel, redraw caches).

Keyboard: Tab / Shift-Tab and the arrow keys move the focus between the scene's widgets,
Left/Right step a focused chooser, Enter or Space activates the focused widget. The focus
ring is drawn once the keyboard has been used (`app.keyboard_mode`), and hidden again by a
mouse click.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.ui.canvas import Canvas
from game.ui.widgets import Widget

App = Any
"""The app (`game.app.App`), which imports this module: named here, not imported, so that
the app and its scenes do not import each other."""

logger = logging.getLogger(__name__)


NAV_KEYS = (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def note_input_mode(app: App, event: pygame.event.Event) -> None:
    """Keyboard navigation shows the focus ring; a mouse click hides it."""
    if event.type == pygame.KEYDOWN and event.key in NAV_KEYS + ACTIVATE_KEYS:
        app.keyboard_mode = True
    elif event.type == pygame.MOUSEBUTTONDOWN:
        app.keyboard_mode = False


class Scene:
    overlay = False
    """True when the scene below shows through (Pause)."""
    name = "scene"

    def __init__(self, app: App) -> None:
        self.app = app
        self.widgets: list[Widget] = []
        self.time = 0.0
        self.focus_index = 0
        """Index in `focusables()` of the widget with the keyboard focus."""

    # ----------------------------------------------------------------- focus

    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.can_focus]

    @property
    def focused(self) -> Widget | None:
        items = self.focusables()
        if not items:
            return None
        self.focus_index %= len(items)
        return items[self.focus_index]

    def focus_on(self, widget: Widget) -> None:
        items = self.focusables()
        if widget in items:
            self.focus_index = items.index(widget)

    def move_focus(self, delta: int) -> None:
        items = self.focusables()
        if items:
            self.focus_index = (self.focus_index + delta) % len(items)

    def keyboard(self, event: pygame.event.Event) -> bool:
        """Focus keys; True when used."""
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        if key == pygame.K_TAB:
            self.move_focus(-1 if shift else 1)
            return True
        if key in (pygame.K_DOWN, pygame.K_UP):
            self.move_focus(1 if key == pygame.K_DOWN else -1)
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            widget = self.focused
            delta = 1 if key == pygame.K_RIGHT else -1
            if widget is None or not widget.nudge(delta):
                self.move_focus(delta)
            return True
        if key in ACTIVATE_KEYS:
            widget = self.focused
            if widget is not None:
                widget.activate()
                return True
        return False

    # ----------------------------------------------------------------- events

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        note_input_mode(self.app, event)
        for widget in list(self.widgets):
            if widget.process_event(event):
                if event.type == pygame.MOUSEBUTTONUP and widget in self.focusables():
                    self.focus_on(widget)
                return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return None
        if self.keyboard(event):
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
        self.draw_focus(canvas)

    def draw_focus(self, canvas: Canvas) -> None:
        if self.app.keyboard_mode:
            widget = self.focused
            if widget is not None:
                widget.draw_focus(canvas)

    def pause(self) -> None:
        """Another scene now covers this one."""

    def resume(self) -> None:
        """This scene is on top again."""

    def on_resize(self) -> None:
        """The window changed size: drop anything rendered at the old pixel size."""

    def on_language(self) -> None:
        """The language, text size or palette changed: labels are translated when drawn,
        so by default only what was rendered and kept must go."""
        self.on_resize()
