"""Watching a finished race: the Play screen driven by its record instead of by players.

Each recorded action is made in turn after the same pause a bot takes, with the normal
animations and sounds, spins included (the hand is flicked so that it comes to rest on
the recorded space). All hands are shown. Nothing is saved while watching.

Controls while watching: Space or the Pause button holds or carries on, Left/Right (or
-/+) and the Speed button change the pace, the < and > keys (comma and full stop, or
Page Up / Page Down) and buttons step back or on by one action, Home/End go to the
start or the end, the slider (click or drag it) goes to any action, Esc or Exit goes
back to the list. The step buttons, the slider and the counter are the shared
`ReplayScrubber` (game/scenes/replay_controls.py). Stepping back, and any jump,
rebuilds the table by replaying the first actions with their animations skipped, the
way Continue does; stepping on plays the next action with its animations (a spin lands
at once).
"""

from __future__ import annotations

import logging
import math
from collections import deque

import pygame

from game.race.rules.actions import Action, Spin
from game.race.rules.records import GameRecord
from game.race.scenes.play import BOT_PAUSE, PlayScene
from game.scenes.replay_controls import ReplayScrubber
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.widgets import Button

logger = logging.getLogger(__name__)

WATCH_SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)


class _FixedDraw:
    """A stand-in RNG whose one draw is chosen, to flick the hand to a known space."""

    def __init__(self, u: float) -> None:
        self.u = u

    def random(self) -> float:
        return self.u


class WatchScene(PlayScene):
    """The Play screen, played by a record."""

    name = "watch"
    watching = True

    def __init__(self, app, record: GameRecord) -> None:
        super().__init__(app, record.setup, seed=record.setup.seed, autosave=False)
        self.full = record
        self.script: deque[Action] = deque(record.actions)
        self.holding = False
        self.scrubber = ReplayScrubber(self.scrub_row, lambda: self.position,
                                       lambda: self.total, self.step, self.go_to)
        self.speed_index = WATCH_SPEEDS.index(1.0)
        self.pending_spin: int | None = None
        box = self.choice_box()
        w = (box.w - 2 * 12) // 3
        h = min(70, box.h)
        self.controls = [
            Button((box.x, box.y, w, h), lambda: _("Play") if self.holding else _("Pause"),
                   self.toggle_hold, theme.GARDEN_DARK, theme.TextStyle(26, theme.CREAM, True)),
            Button((box.x + w + 12, box.y, w, h),
                   lambda: _("Speed ×{n}").format(n=f"{self.watch_speed:g}"),
                   lambda: self.change_speed(1), theme.GARDEN_DARK,
                   theme.TextStyle(26, theme.CREAM, True)),
            Button((box.x + 2 * (w + 12), box.y, w, h), N_("Exit"), self.exit,
                   theme.INK_SOFT, theme.TextStyle(26, theme.CREAM, True)),
        ]

    @classmethod
    def at(cls, app, record: GameRecord, position: int, holding: bool = True) -> WatchScene:
        """The viewer showing `record` after its first `position` actions, animations
        skipped (stepping back and scrubbing rebuild the table this way)."""
        watch = cls(app, record)
        position = max(0, min(len(record.actions), position))
        watch.fast_forward()
        for _step in range(position):
            action = watch.script.popleft()
            watch.act(action)
            watch.fast_forward()
        last_spin = next((a for a in reversed(record.actions[:position])
                          if isinstance(a, Spin)), None)
        if last_spin is not None:
            watch.spinner.model.set_angle(last_spin.result * math.tau / watch.geo.n)
        watch.toast = None
        watch.holding = holding
        watch.speed_index = WATCH_SPEEDS.index(1.0)
        return watch

    @property
    def position(self) -> int:
        """How many of the record's actions have been made."""
        return len(self.record.actions)

    @property
    def total(self) -> int:
        return len(self.full.actions)

    # ------------------------------------------------------------------ controls

    def go_to(self, position: int) -> None:
        """Show the table after `position` actions, held (a rebuilt scene takes this
        one's place, with the same pace)."""
        position = max(0, min(self.total, position))
        if position == self.position and not self.beats:
            self.holding = True
            return
        again = WatchScene.at(self.app, self.full, position)
        again.speed_index = self.speed_index
        self.close()
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
        self.fast_forward()
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

    def scrub_row(self) -> pygame.Rect:
        """The scrubbing controls' row, over the Play / Speed / Exit buttons."""
        box = self.choice_box()
        return pygame.Rect(box.x, box.y - 44, box.w, 36)

    def slider_rect(self) -> pygame.Rect:
        return self.scrubber.slider_rect()

    def step_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        return self.scrubber.step_rects()

    def position_at(self, x: float) -> int:
        return self.scrubber.position_at(x)

    @property
    def dragging_to(self) -> int | None:
        return self.scrubber.dragging_to

    @property
    def watch_speed(self) -> float:
        return WATCH_SPEEDS[self.speed_index]

    @property
    def speed(self) -> float:
        return max(0.1, self.app.settings.animation_speed) * self.watch_speed

    def toggle_hold(self) -> None:
        self.holding = not self.holding

    def change_speed(self, delta: int) -> None:
        n = len(WATCH_SPEEDS)
        self.speed_index = (self.speed_index + delta) % n if delta > 0 else \
            max(0, self.speed_index + delta)

    def exit(self) -> None:
        self.close()
        if len(self.app.scenes) > 1:
            self.app.pop()
        else:
            from game.race.contract import GAME
            from game.scenes.lobby import back_to_lobby

            back_to_lobby(self.app, GAME)

    def back(self) -> None:
        self.exit()

    # ------------------------------------------------------------------ who sees what

    def hand_visible_to(self) -> int | None:
        return self.table.turn

    def human_to_act(self) -> int | None:
        return None

    # ------------------------------------------------------------------ playing

    def update(self, dt: float) -> None:
        if self.holding:
            # held: the action just stepped to still plays out, nothing new starts
            self.time += dt
            if self.beats:
                self._play_beats(dt * self.speed)
            return
        super().update(dt)

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

    # ------------------------------------------------------------------ input

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        for button in self.controls:
            if button.process_event(event):
                return None
        if self.scrubber.process_event(event):
            return None
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.exit()
                return None
            if event.key == pygame.K_SPACE:
                self.toggle_hold()
                return None
            if event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.speed_index = min(len(WATCH_SPEEDS) - 1, self.speed_index + 1)
                return None
            if event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
                self.change_speed(-1)
                return None
        return event

    # ------------------------------------------------------------------ drawing

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        for button in self.controls:
            button.draw(canvas)
        self.draw_slider(canvas)

    def draw_slider(self, canvas: Canvas) -> None:
        self.scrubber.draw(canvas)

    def _banner_text(self) -> tuple[str, str]:
        head, _sub = super()._banner_text()
        return (head, "")
