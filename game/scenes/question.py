"""A question over the screen, with two answers: "Start a new game? Your saved game will
be replaced." The scene below shows through dimmed; nothing runs underneath while it is
asked (a timer is paused like under Pause). Escape answers no.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.scenes.base import Scene
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import cover, fit_text
from game.ui.widgets import Button, Label, label_text


class QuestionScene(Scene):
    name = "question"
    overlay = True

    def __init__(self, app, question: Label, yes: Label, no: Label,
                 on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.box = pygame.Rect(0, 0, 1000, 420)
        self.box.center = (960, 540)
        w = (self.box.w - 120) // 2
        left = pygame.Rect(self.box.x + 40, self.box.bottom - 130, w, 90)
        right = left.move(w + 40, 0)
        self.widgets.append(Button(left, yes, self.yes, theme.ROSE))
        self.widgets.append(Button(right, no, self.no, theme.GARDEN_DARK))

    def yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def no(self) -> None:
        self.app.pop()

    def back(self) -> None:  # Escape: no
        self.no()

    def draw(self, canvas: Canvas) -> None:
        canvas.dim(150)
        cover(canvas)
        canvas.rect(self.box.move(6, 10), (20, 10, 5, 120), radius=28)
        canvas.rect(self.box, theme.CREAM, radius=28)
        canvas.rect(self.box, theme.GOLD, radius=28, width=6)
        words = (self.box.x + 50, self.box.y + 30, self.box.w - 100, 220)
        fit_text(canvas, label_text(self.question), words, theme.BODY, align="center",
                 max_lines=4, line_gap=1.05)
        super().draw(canvas)
