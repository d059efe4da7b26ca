"""Watching a finished race: the Play screen driven by its record instead of by players.

Each recorded action is made in turn after the same pause a bot takes, with the normal
animations and sounds, spins included (the hand is flicked so that it comes to rest on
the recorded space). All hands are shown. Nothing is saved while watching.

Controls while watching: Space or the Pause button holds or carries on, Left/Right (or
-/+) and the Speed button change the pace, the < and > keys (comma and full stop, or
Page Up / Page Down) and buttons step back or on by one action, Home/End go to the
start or the end, the slider (click or drag it) goes to any action, Esc or Exit goes
back to the list: the table kit's watch scene (game/table/watch.py). Stepping back, and
any jump, rebuilds the table by replaying the first actions with their animations
skipped, the way Continue does; stepping on plays the next action with its animations
(a spin lands at once). What is the race's own: the hand flicked to rest on each
recorded spin.
"""

from __future__ import annotations

import logging
import math

import pygame

from game.race.rules.actions import Action, Spin
from game.race.rules.records import GameRecord
from game.race.scenes.play import BOT_PAUSE, PlayScene
from game.table.watch import WatchTable

logger = logging.getLogger(__name__)

WATCH_SPEEDS: tuple[float, ...] = WatchTable.speeds


class _FixedDraw:
    """A stand-in RNG whose one draw is chosen, to flick the hand to a known space."""

    def __init__(self, u: float) -> None:
        self.u = u

    def random(self) -> float:
        return self.u


class WatchScene(WatchTable, PlayScene):
    """The Play screen, played by a record (the kit's `WatchTable` over the race's table)."""

    game_id = "race"
    ends_on_results = True  # as before the kit: the race's replay ends on its results

    def __init__(self, app, record: GameRecord) -> None:
        super().__init__(app, record)
        self.pending_spin: int | None = None

    def control_rects(self) -> list[tuple[int, int, int, int]]:
        """Play, Speed and Exit, side by side where the table's choices go."""
        box = self.choice_box()
        w = (box.w - 2 * 12) // 3
        h = min(70, box.h)
        return [(box.x + k * (w + 12), box.y, w, h) for k in range(3)]

    def scrub_row(self) -> pygame.Rect:
        """The scrubbing controls' row, over the Play / Speed / Exit buttons."""
        box = self.choice_box()
        return pygame.Rect(box.x, box.y - 44, box.w, 36)

    def panels_event(self, event: pygame.event.Event) -> bool:
        """The log scrolls as at the table, by the wheel, a drag and its strips (Page
        Up / Page Down, Home and End stay the replay's step keys: the kit's scrubber
        reads them first)."""
        return self.input.log_event(event)

    def replay_first(self, position: int) -> None:
        super().replay_first(position)
        last_spin = next((a for a in reversed(self.full.actions[:position])
                          if isinstance(a, Spin)), None)
        if last_spin is not None:
            self.spinner.model.set_angle(last_spin.result * math.tau / self.geo.n)
        self.toast = None

    @property
    def at_rest(self) -> bool:
        return not self.beats

    def step_on(self) -> None:
        if self.settling is not None:
            result, _left = self.settling
            self.settling = None
            self.act(Spin(result))
            return
        if not self.script:
            return
        action = self.script.popleft()
        if isinstance(action, Spin):  # no flick when stepping: the hand lands at once
            self.pending_spin = None
            self.spinner.model.set_angle(action.result * math.tau / self.spinner.model.sectors)
            self.glow_space = action.result
        self.act(action)

    def hold(self, dt: float) -> None:
        """Held: the action just stepped to still plays out, nothing new starts."""
        self.time += dt
        if self.beats:
            self._play_beats(dt * self.speed)

    # ------------------------------------------------------------------ who sees what

    def hand_visible_to(self) -> int | None:
        return self.table.turn

    def human_to_act(self) -> int | None:
        return None

    # ------------------------------------------------------------------ playing

    def _next_decision(self, dt: float) -> None:
        self.curtain_for = None
        self.wait += dt * self.speed
        if self.wait < BOT_PAUSE or not self.script:
            return
        self.wait = 0.0
        action = self.script.popleft()
        if self.state.is_chance and isinstance(action, Spin):
            self._spin_to(action.result)
        else:
            self.act(action)

    def _spin_to(self, target: int) -> None:
        """Flick the hand so that it rests on `target` (the recorded result)."""
        from game.race.physics.spinner import SpinOutcome, simulate

        model = self.spinner.model
        speed = self.spinner.bot_speed(0.55)
        chosen: float | None = None
        for k in range(96):
            u = (k + 0.5) / 96
            outcome = simulate(speed, _FixedDraw(u), model.sectors,  # type: ignore[arg-type]
                               start_angle=model.angle, config=model.config)
            if isinstance(outcome, SpinOutcome) and outcome.result == target:
                chosen = u
                break
        self.pending_spin = target
        if chosen is None:  # never seen; still show the right space
            model.set_angle(target * math.tau / model.sectors)
            self.act(Spin(target))
            return
        self._flick(speed, _FixedDraw(chosen))

    def _flick(self, speed: float, rng: object = None) -> None:  # type: ignore[override]
        if self.spinner.flick(speed, rng if rng is not None else self.spin_rng):
            self._spun = True
            self.glow_space = None

    def act(self, action: Action) -> bool:
        if isinstance(action, Spin) and self.pending_spin is not None:
            if action.result != self.pending_spin:
                logger.info("replayed spin rested on %d, recorded %d", action.result,
                            self.pending_spin)
            action = Spin(self.pending_spin)
            self.pending_spin = None
        return super().act(action)

    def _banner_text(self) -> tuple[str, str]:
        head, _sub = super()._banner_text()
        return (head, "")
