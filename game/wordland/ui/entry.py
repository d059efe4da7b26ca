"""The typed-word box: a text field for one answer, with a visible caret that moves
(Left, Right, Home, End), Backspace and Delete, and IME composition shown underlined
while it is being composed (pygame's TEXTEDITING / TEXTINPUT events, so accents and
input methods work). Enter calls `on_submit` with the text.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.widgets import Widget

MAX_LENGTH = 40
ENTRY_STYLE = theme.TextStyle(46, theme.INK, True)


class WordEntry(Widget):
    focusable = False  # it always has the keys while its owner speaks

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int],
                 on_submit: Callable[[str], None]) -> None:
        super().__init__(pygame.Rect(rect))
        self.on_submit = on_submit
        self.value = ""
        self.caret = 0
        self.composing = ""
        self.time = 0.0
        self.active = False
        self.placeholder = ""

    def clear(self) -> None:
        self.value, self.caret, self.composing = "", 0, ""

    def set_active(self, active: bool) -> None:
        if active and not self.active:
            pygame.key.start_text_input()
        elif not active and self.active:
            pygame.key.stop_text_input()
        self.active = active

    def insert(self, text: str) -> None:
        text = "".join(c for c in text if c.isprintable())
        room = MAX_LENGTH - len(self.value)
        text = text[:max(0, room)]
        self.value = self.value[:self.caret] + text + self.value[self.caret:]
        self.caret += len(text)

    def process_event(self, event: pygame.event.Event) -> bool:
        super().process_event(event)
        if not self.visible or not self.active:
            return False
        if event.type == pygame.TEXTINPUT:
            self.composing = ""
            self.insert(event.text)
            self.time = 0.0
            return True
        if event.type == pygame.TEXTEDITING:
            self.composing = getattr(event, "text", "")
            return True
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.value.strip():
                self.on_submit(self.value)
            return True
        if key == pygame.K_BACKSPACE:
            if self.caret > 0:
                self.value = self.value[:self.caret - 1] + self.value[self.caret:]
                self.caret -= 1
        elif key == pygame.K_DELETE:
            self.value = self.value[:self.caret] + self.value[self.caret + 1:]
        elif key == pygame.K_LEFT:
            self.caret = max(0, self.caret - 1)
        elif key == pygame.K_RIGHT:
            self.caret = min(len(self.value), self.caret + 1)
        elif key == pygame.K_HOME:
            self.caret = 0
        elif key == pygame.K_END:
            self.caret = len(self.value)
        else:
            return key not in (pygame.K_ESCAPE, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN) \
                and not (key >= pygame.K_F1 and key <= pygame.K_F12)
        self.time = 0.0
        return True

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, canvas: Canvas, shown: str | None = None, caret: bool | None = None
             ) -> None:
        """Draw the box; `shown` replaces the value (a bot typing, a replay)."""
        if not self.visible:
            return
        r = self.rect
        canvas.rect(r.move(0, 5), (60, 30, 20, 90), radius=16)
        canvas.rect(r, theme.WHITE if self.active else theme.CREAM, radius=16)
        canvas.rect(r, theme.GOLD if self.active else theme.INK_SOFT, radius=16,
                    width=5 if self.active else 3)
        canvas.solid(r, "word box")
        text = self.value if shown is None else shown
        before = text[:self.caret] if shown is None else text
        after = text[self.caret:] if shown is None else ""
        full = before + self.composing + after
        x0, cy = r.x + 24, r.centery
        room = r.w - 48
        if not full and self.placeholder:
            canvas.text(self.placeholder, (x0, cy), theme.TextStyle(30, theme.DISABLED),
                        "midleft", max_width=room)
        drawn = canvas.text(full, (x0, cy), ENTRY_STYLE, "midleft", max_width=room) \
            if full else None
        show_caret = self.active if caret is None else caret
        if not show_caret or int(self.time * 2) % 2 == 1:
            return
        vp = canvas.viewport
        if drawn is not None and full:
            font = canvas.text_cache.font(vp.px(ENTRY_STYLE.size * canvas.text_cache.scale),
                                          True)
            whole = max(1, font.size(full)[0])
            upto = font.size(before + self.composing)[0]
            x = x0 + (drawn.w * upto / whole) / vp.scale
            if self.composing:
                start = x0 + (drawn.w * font.size(before)[0] / whole) / vp.scale
                canvas.line((start, cy + 30), (x, cy + 30), theme.INK_SOFT, 3)
        else:
            x = x0
        canvas.line((x + 2, r.y + 18), (x + 2, r.bottom - 18), theme.ROSE_DARK, 4)
