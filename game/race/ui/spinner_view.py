"""The spinner on screen: the physics model turned, drawn and flicked with the mouse.

The model (`game.race.physics.spinner.Spinner`) decides everything (R8); this view only feeds
it flicks and draws `display_angle`. Two ways to flick: grab the hand and throw it round
(the speed of the last tenth of a second counts), or hold Space / the Spin button to
charge a power gauge and let go. Too weak a flick is refused by the model (R6.6, R8.2),
and the view says "Spin harder!". When fast, the hand leaves a fading trail (not with
reduced motion: `trails` off).
"""

from __future__ import annotations

import logging
import math
from collections import OrderedDict, deque

import pygame

from game.race.physics.gestures import FlickTracker, PowerGauge
from game.race.physics.spinner import Spinner, SpinRejected, flick_range
from game.race.ui.board_view import BoardGeometry
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text

logger = logging.getLogger(__name__)

HAND_TIP = 8 / 400
HAND_PIVOT = 350 / 400
"""The hand art points up; its pivot and tip as fractions of its height (art README)."""
FLICK_WINDOW = 0.10
CHARGE_PERIOD = 1.2
"""Seconds for the gauge to fill; it then empties again (hold too long, lose power)."""
TRAIL_SPEED = 6.0
"""rad/s above which the trail shows."""


class SpinnerView:
    def __init__(self, geo: BoardGeometry, angle: float = 0.0) -> None:
        self.geo = geo
        self.model = Spinner(geo.n, angle=angle)
        low, high = flick_range(geo.n)
        self.bot_range = (low, high)
        self.max_human = self.model.config.max_flick_speed * 0.8
        self.tracker = FlickTracker(window=FLICK_WINDOW)
        self.gauge = PowerGauge(
            max_speed=self.max_human, min_speed=self.model.min_flick_speed(),
            cycle=2 * CHARGE_PERIOD,
        )
        self._grab_offset = 0.0
        self.crossed = 0
        self.trail: deque[float] = deque(maxlen=6)
        self.trails = True
        """False with reduced motion: no ghost hands behind a fast spin."""
        self.message: str | None = None
        self.message_time = 0.0
        self._cache: OrderedDict[tuple[int, int, bool], pygame.Surface] = OrderedDict()
        self._cache_scale = 0.0

    # ---------------------------------------------------------------- state

    @property
    def busy(self) -> bool:
        return self.model.is_spinning

    @property
    def charge(self) -> float:
        """Power gauge 0..1..0 while Space or the Spin button is held."""
        return self.gauge.level

    def say(self, text: str, seconds: float = 1.6) -> None:
        self.message, self.message_time = text, seconds

    # ---------------------------------------------------------------- flicking

    def grab(self, pos: tuple[float, float], now: float) -> None:
        angle = self.geo.angle_of(pos)
        self._grab_offset = self.model.angle - angle
        self.tracker.grab(now, angle)

    @property
    def dragging(self) -> bool:
        return self.tracker.active

    def drag(self, pos: tuple[float, float], now: float) -> None:
        if not self.tracker.active:
            return
        self.tracker.drag(now, self.geo.angle_of(pos))
        self.model.set_angle(self.tracker.hand_angle + self._grab_offset)

    def release(self, now: float) -> float:
        """The flick speed (rad/s, clockwise) of the drag just ended."""
        return self.tracker.release(now)

    @property
    def charging(self) -> bool:
        return self.gauge.charging

    def start_charge(self) -> None:
        if not self.gauge.charging:
            self.gauge.press()

    def release_charge(self) -> float:
        return self.gauge.release()

    def bot_speed(self, strength: float) -> float:
        low, high = self.bot_range
        return low + max(0.0, min(1.0, strength)) * (high - low)

    def flick(self, speed: float, rng: object) -> bool:
        """Throw the hand; False (and "Spin harder!") when the flick is too weak."""
        outcome = self.model.flick(speed, rng)  # type: ignore[arg-type]
        if isinstance(outcome, SpinRejected):
            self.say(N_("Spin harder!"))
            return False
        self.message = None
        return True

    # ---------------------------------------------------------------- time

    def update(self, dt: float) -> None:
        self.gauge.update(dt)
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = None
        before = self.model.display_angle
        # sector boundaries passed in this update: one tick sound each
        self.crossed = self.model.advance(dt)
        if self.model.angular_velocity > TRAIL_SPEED and self.trails:
            self.trail.append(before)
        elif self.trail:
            self.trail.popleft()

    # ---------------------------------------------------------------- drawing

    def _hand(self, canvas: Canvas, degrees: int, ghost: bool) -> pygame.Surface:
        vp = canvas.viewport
        if vp.scale != self._cache_scale:
            self._cache.clear()
            self._cache_scale = vp.scale
        key = (degrees, 0, ghost)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        height = self.geo.hand_length / (HAND_PIVOT - HAND_TIP)
        size = canvas.images.fitted_size("race/spinner_hand", (vp.px(height), vp.px(height)))
        base = canvas.images.get("race/spinner_hand", size)
        if ghost:

            def fade() -> pygame.Surface:
                faded = base.copy()
                faded.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MULT)
                return faded

            base = canvas.images.shape(("ghost_hand", size), fade)
        surf = pygame.transform.rotate(base, -degrees / 2)
        self._cache[key] = surf
        if len(self._cache) > 180:
            self._cache.popitem(last=False)
        return surf

    def _blit_hand(self, canvas: Canvas, angle: float, ghost: bool = False) -> None:
        vp = canvas.viewport
        half_degrees = round(math.degrees(angle) * 2) % 720
        surf = self._hand(canvas, half_degrees, ghost)
        height = vp.px(self.geo.hand_length / (HAND_PIVOT - HAND_TIP))
        d = height * (HAND_PIVOT - 0.5)
        theta = math.radians(half_degrees / 2)
        px, py = vp.point(*self.geo.pivot)
        cx, cy = px + d * math.sin(theta), py - d * math.cos(theta)
        canvas.surface.blit(surf, surf.get_rect(center=(round(cx), round(cy))))

    def draw(self, canvas: Canvas, highlight: int | None = None) -> None:
        if canvas.recorder is not None:  # the clock's numerals (in its art) stay readable
            px, py = self.geo.pivot
            r = self.geo.clock_radius
            for hour in range(12):
                a = math.tau * hour / 12
                cx, cy = px + 0.63 * r * math.sin(a), py - 0.63 * r * math.cos(a)
                canvas.keep_clear((cx - 0.1 * r, cy - 0.09 * r, 0.2 * r, 0.18 * r),
                                  "the clock's numerals")
        for i, angle in enumerate(self.trail):
            if i % 2 == 0:
                self._blit_hand(canvas, angle, ghost=True)
        self._blit_hand(canvas, self.model.display_angle)
        if self.gauge.charging:
            self._draw_gauge(canvas)
        if self.message:
            px, py = self.geo.pivot
            canvas.rect((px - 150, py + 60, 300, 56), (255, 250, 235, 235), radius=16)
            canvas.text(_(self.message), (px, py + 88), theme.SUBHEADING, colour=theme.ROSE_DARK,
                        max_width=290)

    def _draw_gauge(self, canvas: Canvas) -> None:
        """A ring of lights round the dial that fills with the power."""
        px, py = self.geo.pivot
        r = self.geo.clock_radius - 18
        lights = 36
        lit = round(self.charge * lights)
        weak = self.gauge.threshold * lights
        for i in range(lights):
            a = math.tau * i / lights
            pos = (px + r * math.sin(a), py - r * math.cos(a))
            on = i < lit
            colour = (theme.DISABLED if i < weak else theme.GOLD) if on else (90, 70, 50)
            canvas.circle(pos, 9 if on else 6, colour)
        # inside the ring of numerals, above the pivot (the numerals stay readable)
        inner = self.geo.clock_radius
        plate = pygame.Rect(0, 0, round(0.72 * inner), round(0.2 * inner))
        plate.center = (round(px), round(py - 0.3 * inner))
        canvas.rect(plate, (255, 250, 235, 235), radius=14)
        fit_text(canvas, _("power {percent}%").format(percent=round(self.charge * 100)),
                 plate.inflate(-12, -4), theme.TextStyle(32, theme.ROSE_DARK, True),
                 align="center", max_lines=1)
