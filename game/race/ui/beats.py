"""Animation beats: one short, timed piece of animation per engine event.

The Play scene turns each event into a `Beat` and plays them in order. A beat draws an
overlay (a flying cookie, a floating word, a grin), may move a pawn while it runs, and
shows its event on the `ShownTable` when it ends. Skipping (a click or Space) ends every
queued beat at once, in order, so the table always ends up right.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field

from game.race.rules import events as ev
from game.ui.canvas import Canvas

logger = logging.getLogger(__name__)

Point = tuple[float, float]


@dataclass
class PawnPose:
    """How a pawn is drawn while a beat moves it."""

    feet: Point
    sink: float = 0.0
    scale: float = 1.0
    large: bool | None = None


@dataclass
class Beat:
    duration: float
    event: ev.Event | None = None
    player: int | None = None
    """The pawn this beat moves, if any."""
    pose: Callable[[float], PawnPose] | None = None
    overlay: Callable[[Canvas, float], None] | None = None
    on_start: Callable[[], None] | None = None
    elapsed: float = 0.0
    started: bool = field(default=False)

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def start(self) -> None:
        if not self.started:
            self.started = True
            if self.on_start is not None:
                self.on_start()
