"""The undo courtesy: while a person's move may still be taken back, the bots wait.

A move that may be taken back is *offered* for undo (the game's verdict, rules/undo.py).
The offer is only worth something once the person has seen what their move did, so its
window, `UNDO_WINDOW` seconds, is counted only while the table is still (every beat of
the move has landed: a card's flight does not eat it) and uncovered, and not at all while
the pointer rests on the Undo button. While the window is open no bot acts; once it has
closed the bots carry on at their own pace. A person who hurries the bots waives it.
"""

from __future__ import annotations

from collections.abc import Hashable

UNDO_WINDOW = 3.0
"""Seconds (real time, the table still) a bot waits while a person's move may be taken
back, on top of its own pause."""


class UndoCourtesy:
    def __init__(self, window: float = UNDO_WINDOW) -> None:
        self.window = window
        self.moment: Hashable | None = None
        self.left = 0.0

    def holds(self, moment: Hashable, offered: bool, seen: bool, dt: float,
              pointing: bool = False) -> bool:
        """Count one frame of `dt` real seconds at `moment` (what has been played so far);
        True while the bots must wait. `offered`: Undo is offered now; `seen`: the table
        is still, so the person sees what happened; `pointing`: the pointer is on Undo."""
        if not offered:
            return False
        if moment != self.moment:
            self.moment = moment
            self.left = self.window
        if seen and not pointing:
            self.left -= dt
        return self.left > 0

    def waive(self) -> None:
        """The person asked the bots to hurry: no more waiting for this move."""
        self.left = 0.0
