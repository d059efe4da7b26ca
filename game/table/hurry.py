"""Hurrying the bots, one way at every table.

While a bot's turn plays, a person may hold Space or the hurry button: the table plays
`factor` times faster until it is let go (`held`), and the undo courtesy is waived (the
person has seen enough). A table may also be hurried for a while without holding
anything (`hurry_on` until `hurry_off`: the word game's bots playing out a round no
person is still in, or asked to finish it). Space held to hurry is swallowed until it
comes up: a held key repeats, and a repeat must never act for the person whose turn
comes next. Covered (Pause, a question), the hurry ends.

The button is drawn one way (`draw`): where a person's choices go, a fast-forward mark
and its words, gold while held. The game says where it goes and whether its bots may be
hurried now; its own speed-ups (the race's bot speed setting, Space skipping an
animation) stay the game's.
"""

from __future__ import annotations

import pygame

from game.shell.i18n import _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text


def fast_forward_mark(canvas: Canvas, icon: pygame.Rect) -> None:
    """Two gold triangles with an ink outline, side by side in `icon`."""
    vp = canvas.viewport
    for dx in (0, icon.w * 22 // 48):
        shown = [vp.point(x, y) for x, y in ((icon.x + dx, icon.y),
                                              (icon.x + dx + icon.w // 2, icon.centery),
                                              (icon.x + dx, icon.bottom))]
        pygame.draw.polygon(canvas.surface, theme.GOLD, shown)
        pygame.draw.polygon(canvas.surface, theme.INK, shown, vp.px(3))


class Hurry:
    """The bots' hurry of one table: `rate` is how much faster it plays now."""

    def __init__(self, factor: float, space: bool = True) -> None:
        self.factor = factor
        """How much faster a hurried table plays."""
        self.space = space
        """Space held hurries too (False: Space is the game's, the button alone hurries;
        the Parade's Space skips what moves)."""
        self.held = False
        """Space or the hurry button is held during a bot's turn."""
        self.space_held = False
        """Space went down to hurry and has not come up yet (its repeats are swallowed)."""
        self.on_its_own = False
        """Hurried without anything held, until `hurry_off`."""

    @property
    def on(self) -> bool:
        return self.held or self.on_its_own

    def rate(self) -> float:
        return self.factor if self.on else 1.0

    def hurry_on(self) -> None:
        self.on_its_own = True

    def hurry_off(self) -> None:
        self.on_its_own = False

    def let_go(self) -> None:
        """Nothing is held any more (a person's turn, or the table is covered)."""
        self.held = False

    def process_event(self, event: pygame.event.Event, button: pygame.Rect | None,
                      bots_turn: bool) -> bool:
        """Space or a press on `button` (logical pixels; None: no button) during a bot's
        turn hurries it while held; letting go goes back to the bots' pace. True when the
        event was the hurry's."""
        if event.type == pygame.KEYUP and event.key == pygame.K_SPACE and self.space_held:
            # the hurry's Space let go: only now may Space act again
            self.space_held = self.held = False
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.space_held:
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.held:
            self.held = False
            return True
        if not bots_turn:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.space:
            self.held = self.space_held = True
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                button is not None and button.collidepoint(event.pos):
            self.held = True
            return True
        return False

    def draw(self, canvas: Canvas, button: pygame.Rect, short: bool = False) -> None:
        """The hurry button: a fast-forward mark and its words (`short`, or when Space is
        not the hurry's: without the key), gold while held."""
        r = button
        canvas.rect(r.move(0, 4), (60, 30, 20, 90), radius=14)
        canvas.rect(r, theme.GOLD if self.held else theme.CREAM, radius=14)
        canvas.rect(r, theme.INK, radius=14, width=3)
        icon = pygame.Rect(r.x + 14, r.centery - 14, 48, 28)
        fast_forward_mark(canvas, icon)
        words = _("Faster") if short or not self.space else _("Faster: hold Space")
        fit_text(canvas, words, (icon.right + 10, r.y + 2, r.right - icon.right - 20, r.h - 4),
                 theme.TextStyle(26, theme.INK, True), align="center", max_lines=2,
                 line_gap=0.9)
