"""Settings: fullscreen and the pace of the animations, saved at once."""

from __future__ import annotations

from game.scenes.base import Scene
from game.scenes.common import draw_page
from game.settings import ANIMATION_SPEEDS
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.widgets import Button, Chooser, Toggle

SPEED_NAMES = {0.5: "Slow", 1.0: "Normal", 1.5: "Brisk", 2.0: "Fast", 3.0: "Very fast"}


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets.append(Toggle((660, 300, 600, 80), "Fullscreen (F11)",
                                   app.settings.fullscreen, self.app.set_fullscreen))
        speeds = [(SPEED_NAMES.get(s, f"×{s}"), s) for s in ANIMATION_SPEEDS]
        current = app.settings.animation_speed
        index = min(range(len(speeds)), key=lambda i: abs(speeds[i][1] - current))
        self.widgets.append(Chooser((960, 430, 400, 70), speeds, index, self.set_speed))
        self.widgets.append(Button((810, 880, 300, 80), "Back", self.app.pop, theme.INK_SOFT))

    def set_speed(self, value: object) -> None:
        self.app.update_settings(self.app.settings.with_changes(animation_speed=float(value)))

    def draw(self, canvas: Canvas) -> None:
        draw_page(canvas, "Settings")
        canvas.text("Animation speed", (930, 465), theme.BODY, "midright")
        canvas.paragraph(
            "Tip: during play, a click or Space skips the animation that is playing.",
            (560, 560, 800, 100), theme.SMALL, align="center")
        if self.app.store is not None:
            canvas.paragraph(f"Saved in {self.app.store.path.parent.name}",
                             (560, 620, 800, 60), theme.SMALL, align="center")
        super().draw(canvas)
