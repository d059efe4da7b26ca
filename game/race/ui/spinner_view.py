"""The spinner on screen: the physics model turned, drawn and flicked with the mouse.

The model (`game.race.physics.spinner.Spinner`) decides everything (R8); this view only feeds
it flicks and draws `display_angle`. Two ways to flick: grab the hand and throw it round,
either way (the fastest tenth of a second counts, and the hand turns the way it was
thrown), or hold Space / the Spin button to
charge a power gauge and let go. Too weak a flick is refused by the model (R6.6, R8.2),
and the view says "Spin harder!". When fast, the hand leaves a fading trail (not with
reduced motion: `trails` off).
"""

from __future__ import annotations

import logging
import math
from collections import OrderedDict, deque
from collections.abc import Callable

import pygame

from game.race.physics.gestures import FlickTracker, PowerGauge
from game.race.physics.spinner import Spinner, SpinRejected, flick_range
from game.race.ui.board_view import BoardGeometry
from game.shell.attributes import read_only
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
HOW_CYCLE = 2.4
"""Seconds of one showing of the pointing hand: it comes, presses, drags, goes."""
HOW_SWEEP = 1.9
"""Radians the pointing hand drags round the clock face in one showing."""
HOW_RADIUS = 0.62
"""Where its fingertip presses, as a fraction of the clock's radius."""
HOW_TIP = (41 / 100, 6 / 140)
"""The fingertip in `pointing_hand.svg` (viewBox 100×140), as fractions of its size."""
HOW_HEIGHT = 150
"""Logical height of the pointing hand."""


def how_pose(clock: float, start: float, still: bool) -> tuple[float, int, float] | None:
    """The pointing hand at `clock` seconds: (angle of its fingertip round the pivot,
    opacity 0-255, press 0-1), or None while it is away between two showings.

    It appears on the spinner's hand (`start`), presses, drags it round clockwise and
    lifts off. `still` (reduced motion): it stays on the hand, pressing, without moving.
    """
    if still:
        return start, 255, 1.0
    t = clock % HOW_CYCLE
    if t < 0.3:  # comes in
        return start, round(255 * t / 0.3), 0.0
    if t < 0.5:  # presses
        return start, 255, (t - 0.3) / 0.2
    if t < 1.5:  # drags round, easing in and out
        u = (t - 0.5) / 1.0
        eased = u * u * (3 - 2 * u)
        return start + HOW_SWEEP * eased, 255, 1.0
    if t < 1.9:  # lifts off and fades
        return start + HOW_SWEEP, round(255 * (1.9 - t) / 0.4), 1.0 - (t - 1.5) / 0.4
    return None


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
        self.show_how: Callable[[], bool] | None = None
        """When set and true, a pointing hand shows how to spin (kids mode, issue 36)."""
        self.attempts = 0
        """Spins tried so far (a grab, a press of the spin button or Space, a flick)."""
        self.clock = 0.0
        self._how_start = angle
        self._cache: OrderedDict[tuple[int, int, bool], pygame.Surface] = OrderedDict()
        self._cache_scale = 0.0

    # ---------------------------------------------------------------- state

    busy = read_only("model.is_spinning", "True while the hand turns.")
    charge = read_only("gauge.level", "Power gauge 0..1..0 while Space or the Spin button is "
                       "held.")

    def say(self, text: str, seconds: float = 1.6) -> None:
        self.message, self.message_time = text, seconds

    # ---------------------------------------------------------------- flicking

    def grab(self, pos: tuple[float, float], now: float) -> None:
        self.attempts += 1
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
        """The flick of the drag just ended: rad/s, clockwise positive, anticlockwise
        negative (the hand is thrown the way she pushed it, issue 36)."""
        return self.tracker.release_velocity(now)

    @property
    def charging(self) -> bool:
        return self.gauge.charging

    def start_charge(self) -> None:
        if not self.gauge.charging:
            self.attempts += 1
            self.gauge.press()

    def release_charge(self) -> float:
        return self.gauge.release()

    def bot_speed(self, strength: float) -> float:
        low, high = self.bot_range
        return low + max(0.0, min(1.0, strength)) * (high - low)

    def flick(self, speed: float, rng: object) -> bool:
        """Throw the hand, clockwise for a positive `speed`, anticlockwise for a negative
        one; False (and "Spin harder!") when the flick is too weak."""
        self.attempts += 1
        way = -1 if speed < 0 else 1
        outcome = self.model.flick(abs(speed), rng, way)  # type: ignore[arg-type]
        if isinstance(outcome, SpinRejected):
            self.say(N_("Spin harder!"))
            return False
        self.message = None
        return True

    # ---------------------------------------------------------------- time

    def update(self, dt: float) -> None:
        self.clock += dt
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
        elif self.show_how is not None and not self.busy and not self.dragging \
                and self.show_how():
            self._draw_how(canvas)
        else:
            self._how_start = self.model.angle
        if self.message:
            px, py = self.geo.pivot
            canvas.rect((px - 150, py + 60, 300, 56), (255, 250, 235, 235), radius=16)
            canvas.text(_(self.message), (px, py + 88), theme.SUBHEADING, colour=theme.ROSE_DARK,
                        max_width=290)

    def _draw_how(self, canvas: Canvas) -> None:
        """The pointing hand (our own art, assets/race/art/pointing_hand.svg) pressing on
        the clock face near the spinner's hand and dragging it round: how to spin, shown
        without a word. Its path is dotted on the face while it drags."""
        pose = how_pose(self.clock, self._how_start, not self.trails)
        if pose is None:
            return
        angle, alpha, press = pose
        alpha = alpha // 32 * 32 + (31 if alpha >= 224 else 0)  # a few cached shades
        press = round(press * 4) / 4
        px, py = self.geo.pivot
        r = self.geo.clock_radius * HOW_RADIUS
        with canvas.passing():  # it moves: it never hides text for good
            if self.trails and angle > self._how_start:
                steps = max(1, int((angle - self._how_start) / 0.18))
                for i in range(steps + 1):
                    a = self._how_start + (angle - self._how_start) * i / steps
                    canvas.circle((px + r * math.sin(a), py - r * math.cos(a)), 7,
                                  (*theme.GOLD, alpha * 3 // 4))
            tip = (px + r * math.sin(angle), py - r * math.cos(angle))
            if press > 0:  # the finger's touch on the face
                canvas.circle(tip, 10 + 10 * press, (255, 250, 235, round(alpha * 0.6 * press)))
            h = HOW_HEIGHT * (1.0 - 0.08 * press)
            w = h * 100 / 140
            box = (tip[0] - HOW_TIP[0] * w, tip[1] - HOW_TIP[1] * h, w, h)
            canvas.image("race/pointing_hand", box, alpha=alpha)

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
