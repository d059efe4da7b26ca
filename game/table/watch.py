"""The watch scene, written once: a finished game's table driven by its record.

A game's watch scene is its own play scene with this mixin in front
(`class WatchScene(WatchTable, PlayScene)`); the game supplies only where its controls
sit and how its table moves on, and the kit does the rest:

- the record's actions wait in `script`; the play scene's own timing makes them (the
  game's `next_move`), nothing is saved (`autosave=False`) and nobody is asked anything;
- the pace: Space or the Play/Pause button holds or carries on, Left/Right (or - +) and
  the Speed button change it, Esc or Exit leaves (`ReplayPace`);
- stepping, for a game that gives a `scrub_row`: the shared `ReplayScrubber` (step
  buttons, < and > or Page Up / Page Down, Home / End, a slider to any action, the
  counter "k/n"); stepping back, and any jump, rebuilds the table after the first
  actions with their animations skipped (`at`), the way Continue does; stepping on
  plays the next action and holds;
- leaving goes back where the viewer came from (the Replays list, the results), or to
  the game's lobby when nothing is under it.

What the game writes (its hooks): `game_id`, `speeds` (the first one shown is the
second: ×1 where the slowest is ×0.5), `control_rects()` and `control_style`, and
where
it steps: `scrub_row()` (None: no stepping), `step_on()` (play the next action now),
`replay_first(n)` (make the first n actions at once, for `at`), `at_rest`, `hold(dt)`
(what a held table still does: what is moving lands), `panels_event(event)` (scroll the
table's own panels), `tag_rect()` (where "Watching a replay" is written, or None).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any

import pygame

from game.scenes.replay_controls import ReplayScrubber
from game.scenes.replay_pace import ReplayPace
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.ui.widgets import Button

RectLike = Any


class WatchTable(ReplayPace):
    """A game's play scene, played by a record (mixed in before the play scene)."""

    name = "watch"
    watching = True
    game_id: str
    """The game's id in the box (`game.box.GAMES`): where Exit leads when nothing is
    under the viewer."""
    speeds: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)
    control_style = theme.TextStyle(26, theme.CREAM, True)

    # the play scene's, used here
    app: Any
    record: Any
    script: deque

    def __init__(self, app, record) -> None:
        super().__init__(app, record.setup, seed=record.setup.seed,  # type: ignore[call-arg]
                         autosave=False)
        self.full = record
        """The whole record (the play scene's `record` grows as actions are made)."""
        self.script = deque(record.actions)
        self.holding = False
        self.speed_index = 1
        row = self.scrub_row()
        self.scrubber = None if row is None else ReplayScrubber(
            self.scrub_row, lambda: self.position, lambda: self.total, self.step, self.go_to)
        play, speed, leave = self.control_rects()
        self.controls = [
            Button(play, lambda: _("Play") if self.holding else _("Pause"), self.toggle_hold,
                   theme.GARDEN_DARK, self.control_style),
            Button(speed, lambda: _("Speed ×{n}").format(n=f"{self.pace:g}"),
                   lambda: self.change_speed(1), theme.GARDEN_DARK, self.control_style),
            Button(leave, N_("Exit"), self.exit, theme.INK_SOFT, self.control_style),
        ]

    # ------------------------------------------------------------------ the game's hooks

    def control_rects(self) -> Sequence[RectLike]:
        """The Play/Pause, Speed and Exit buttons' rectangles."""
        raise NotImplementedError

    def scrub_row(self) -> pygame.Rect | None:
        """The row of the stepping controls (about 36 px high), or None for none."""
        return None

    def tag_rect(self) -> pygame.Rect | None:
        """Where "Watching a replay" / "Replay paused" is written, or None."""
        return None

    def replay_first(self, position: int) -> None:
        """Make the first `position` actions of the script at once (for `at`)."""
        self.fast_forward()  # type: ignore[attr-defined]
        for _step in range(position):
            self.act(self.script.popleft())  # type: ignore[attr-defined]
            self.fast_forward()  # type: ignore[attr-defined]

    def step_on(self) -> None:
        """Play the next action now (animations already finished)."""
        if self.script:
            self.act(self.script.popleft())  # type: ignore[attr-defined]

    @property
    def at_rest(self) -> bool:
        """Nothing is moving on the table."""
        return self.idle  # type: ignore[attr-defined]

    def hold(self, dt: float) -> None:
        """What the table still does while held (nothing new starts)."""

    def panels_event(self, event: pygame.event.Event) -> bool:
        """The table's own panels (a log to scroll); True when used."""
        return False

    # ------------------------------------------------------------------ where it stands

    @classmethod
    def at(cls, app, record, position: int, holding: bool = True):
        """The viewer showing `record` after its first `position` actions, animations
        skipped (stepping back and scrubbing rebuild the table this way)."""
        watch = cls(app, record)
        watch.replay_first(max(0, min(len(record.actions), position)))
        watch.holding = holding
        return watch

    @property
    def position(self) -> int:
        """How many of the record's actions have been made."""
        return len(self.record.actions)

    @property
    def total(self) -> int:
        return len(self.full.actions)

    @property
    def watch_speed(self) -> float:
        return self.pace

    @property
    def speed(self) -> float:
        """The animations' pace: the player's animation setting times the replay's."""
        return max(0.1, self.app.settings.animation_speed) * self.pace

    # ------------------------------------------------------------------ stepping

    def go_to(self, position: int) -> None:
        """Show the table after `position` actions, held (a rebuilt scene takes this
        one's place, at the same pace)."""
        position = max(0, min(self.total, position))
        if position == self.position and self.at_rest:
            self.holding = True
            return
        again = type(self).at(self.app, self.full, position)
        again.speed_index = self.speed_index
        self.close()  # type: ignore[attr-defined]
        scenes = self.app.scenes
        if scenes and scenes[-1] is self:
            scenes[-1] = again
        else:  # not on top (a test drives it directly): nothing else to swap
            self.app.push(again)

    def step(self, delta: int) -> None:
        """One action back (rebuilt) or on (played, then held)."""
        self.holding = True
        if delta < 0:
            self.go_to(self.position - 1)
            return
        self.fast_forward()  # type: ignore[attr-defined]
        self.step_on()

    def slider_rect(self) -> pygame.Rect:
        assert self.scrubber is not None
        return self.scrubber.slider_rect()

    def step_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        assert self.scrubber is not None
        return self.scrubber.step_rects()

    # ------------------------------------------------------------------ leaving

    def exit(self) -> None:
        self.close()  # type: ignore[attr-defined]
        if len(self.app.scenes) > 1:
            self.app.pop()
        else:
            from game import box
            from game.scenes.lobby import back_to_lobby

            back_to_lobby(self.app, box.find(self.game_id))

    def back(self) -> None:
        self.exit()

    def open_pause(self) -> None:
        self.exit()

    ends_on_results = False
    """True: the replay goes on to the game's results sheet when it ends (the race's);
    False: it ends on its table (the Parade's, the word game's)."""

    def to_results(self) -> None:
        if self.ends_on_results:
            super().to_results()  # type: ignore[misc]

    # ------------------------------------------------------------------ the frame

    def update(self, dt: float) -> None:
        if self.holding:
            self.hold(dt)
            return
        super().update(dt)  # type: ignore[misc]

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        for button in self.controls:
            if button.process_event(event):
                return None
        if self.scrubber is not None and self.scrubber.process_event(event):
            return None
        if self.panels_event(event) or self.pace_key(event):
            return None
        return event

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)  # type: ignore[misc]
        for button in self.controls:
            button.draw(canvas)
        if self.scrubber is not None:
            self.scrubber.draw(canvas)
        tag = self.tag_rect()
        if tag is not None:
            canvas.rect(tag, theme.ROSE_DARK, radius=12)
            words = _("Watching a replay") if not self.holding else _("Replay paused")
            fit_text(canvas, words, tag.inflate(-16, -4),
                     theme.TextStyle(24, theme.CREAM, True), align="center", max_lines=1,
                     max_grow=1.0)
