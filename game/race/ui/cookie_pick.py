"""The Tea Party's cookies as pictures to click (issue 36; R5.1).

Stopping on the Tea Party, the player takes the cookie on display or a face-down one.
Besides the two text buttons, the cookies themselves in the cookie corner can be
clicked: the one on display, or the face-down stack. While the choice is open both glow,
and the one under the pointer glows brighter, so a child who cannot read sees what to
click. In kids mode the kind rule still takes the display cookie a moment later (rules
notes 18), unless she clicks a cookie first.

A click is taken on the button's release, like the text buttons, and only on a cookie
the rules offer (R5.1: when only one exists it is the only one lit).
"""

from __future__ import annotations

import pygame

from game.race.rules.actions import ChooseCookie, CookieSource, Decision
from game.race.rules.state import GameState
from game.ui import theme
from game.ui.canvas import Canvas


class CookiePick:
    """Where the Tea Party's cookies are (`display`, `stack`: logical rects of the
    cookie corner) and which one the pointer is over."""

    def __init__(self, display: pygame.Rect, stack: pygame.Rect) -> None:
        self.rects = {CookieSource.DISPLAY: pygame.Rect(display),
                      CookieSource.STACK: pygame.Rect(stack)}
        self.hover: ChooseCookie | None = None
        self._pressed: ChooseCookie | None = None

    def targets(self, state: GameState) -> list[tuple[pygame.Rect, ChooseCookie]]:
        """The cookies she may click now, with their places (none outside R5.1's
        choice)."""
        if state.is_over or state.decision is not Decision.TEA_PARTY:
            return []
        return [(self.rects[a.source], a) for a in state.legal_actions()
                if isinstance(a, ChooseCookie) and a.source in self.rects]

    def action_at(self, state: GameState, pos: tuple[float, float]) -> ChooseCookie | None:
        return next((a for r, a in self.targets(state) if r.collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event, state: GameState) -> ChooseCookie | None:
        """Feed a (logical) mouse event; the cookie chosen, on the release of a press
        that began on the same cookie, else None."""
        pos = getattr(event, "pos", None)
        if pos is None:
            return None
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.action_at(state, pos)
            return None
        if getattr(event, "button", 0) != 1:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed = self.action_at(state, pos)
            return None
        if event.type == pygame.MOUSEBUTTONUP:
            pressed, self._pressed = self._pressed, None
            chosen = self.action_at(state, pos)
            return chosen if chosen is not None and chosen == pressed else None
        return None

    def draw(self, canvas: Canvas, state: GameState, glow: float) -> None:
        """A gold ring round each cookie she may click (`glow` 0..1 pulses it), brighter
        and thicker under the pointer."""
        for rect, action in self.targets(state):
            hovered = action == self.hover
            alpha = 255 if hovered else round(120 + 120 * glow) // 16 * 16
            canvas.rect(rect.inflate(12, 12), (*theme.GOLD, alpha), radius=22,
                        width=10 if hovered else 6)
