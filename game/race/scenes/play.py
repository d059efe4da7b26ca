"""The table: board, panels, hand, spinner and log; a game played to its end.

The engine (`GameState`) is the only judge: clickable things come from
`legal_actions()`, a refused click shows the engine's reason, and every action goes
through `apply`. Its events are turned into animation beats and played one by one while
the `ShownTable` catches up; only when the last beat has played does anyone decide
again. Spins come from the physical spinner (`Spin(result)`), flicked by a human or a
bot. Bots think on a worker thread (`BotThinker`) so the screen never freezes.

Hot-seat: a hand is shown only to its owner (R7.2). When the next human to decide is not
the one whose hand was last shown, a curtain hides every hand until that player clicks.
The game record (setup + actions) grows as the game goes.
"""

from __future__ import annotations

import logging
import math
import random
from collections import deque
from collections.abc import Callable

import pygame

from game.race.ai.bot import Bot
from game.race.ai.registry import make_bot
from game.race.ai.thinker import BotThinker
from game.race.rules import events as ev
from game.race.rules.actions import (
    Action,
    Boost,
    ChooseCookie,
    CookieSource,
    Decision,
    DeclareJoker,
    EscapeChoice,
    PlayCard,
    Spin,
    SpinPurpose,
)
from game.race.rules.records import GameRecord
from game.race.rules.setup import GameSetup
from game.race.rules.state import GameState, IllegalAction
from game.race.rules.views import view_for
from game.race.ui.beats import Beat, PawnPose
from game.race.ui.board_view import BoardGeometry, BoardView
from game.race.ui.hand_view import HandView
from game.race.ui.panel_view import cookie_slot, draw_panel, last_card_rect, small_cookie_spot
from game.race.ui.pieces import draw_card, draw_cookie, draw_pawn, draw_small_cookie
from game.race.ui.shown_table import ShownTable
from game.race.ui.spinner_view import SpinnerView
from game.race.ui.words import describe_event, engine_text, sentence
from game.scenes.base import Scene, note_input_mode
from game.shell.i18n import N_, _, ngettext
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.tween import arc_point, ease_in_out, ease_out_back, ease_out_cubic, lerp, pulse
from game.ui.widgets import Button, Label

logger = logging.getLogger(__name__)

PAWN_HEIGHT = 96
HOLE_SINK = 0.3
BOT_PAUSE = 0.7
"""Seconds a bot waits before acting, so people can follow it."""
SPIN_SETTLE = 0.7
"""Seconds the result space glows before the spin is applied."""
LOG_LINES = 200
SPIN_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
"""Hold one of these to charge the spinner, let go to spin."""
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
DIGITS = {getattr(pygame, f"K_{d}"): d for d in range(1, 6)} | {
    getattr(pygame, f"K_KP{d}"): d for d in range(1, 6)}


class BotSeat:
    """A bot and, when the app thinks in the background, its worker thread."""

    def __init__(self, bot: Bot, rng: random.Random, threaded: bool = True) -> None:
        self.bot = bot
        self.rng = rng
        self.thinker = BotThinker(bot) if threaded else None
        self._ready: Action | None = None

    def start(self, state: GameState) -> None:
        view = view_for(state, state.turn)
        if self.thinker is not None:
            self.thinker.start(view, self.rng)
        else:
            self._ready = self.bot.choose(view, self.rng)

    def poll(self) -> Action | None:
        if self.thinker is not None:
            return self.thinker.poll()
        action, self._ready = self._ready, None
        return action

    def close(self) -> None:
        if self.thinker is not None:
            self.thinker.close()


class PlayScene(Scene):
    name = "play"
    watching = False
    """True for a replay being watched (see game/scenes/replays.py)."""

    def __init__(
        self, app, setup: GameSetup, seed: int | None = None, autosave: bool = True
    ) -> None:
        super().__init__(app)
        self.setup = setup
        self.seats = setup.seats
        self.names = [seat.name for seat in setup.seats]
        self.rng = random.Random(seed if seed is not None else app.rng.getrandbits(64))
        self.spin_rng = random.Random(self.rng.getrandbits(64))
        self.state, start_events = GameState.start(setup)
        self.record = GameRecord(setup)
        self.table = ShownTable.of(self.state)
        self.score_history: list[tuple[int, ...]] = [tuple(0 for _ in self.seats)]
        self.bots: dict[int, BotSeat] = {}
        for i, seat in enumerate(setup.seats):
            if seat.controller.startswith("bot:"):
                level = seat.controller[4:]
                self.bots[i] = BotSeat(make_bot(level), random.Random(self.rng.getrandbits(64)),
                                       threaded=app.threaded_bots)
        self.humans = [i for i, s in enumerate(setup.seats) if not s.controller.startswith("bot:")]
        layout = app.level.layout
        self.geo = BoardGeometry(layout, app.level.board)
        self.board_view = BoardView(self.geo)
        self.spinner = SpinnerView(self.geo)
        self.hand_view = HandView(pygame.Rect(*layout.anchor("hand_area").as_tuple()))
        self.anchors = {name: pygame.Rect(*r.as_tuple()) for name, r in layout.anchors.items()}
        self.beats: deque[Beat] = deque()
        self.log: deque[ev.Event] = deque(maxlen=LOG_LINES)
        """Events worth a line; put into words when drawn (so in the current language)."""
        self.key_focus = 0
        """Keyboard: which playable card or choice button the arrows point at."""
        self.hand_owner: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.shown_hand: list[int | None] = []
        self.curtain_for: int | None = None
        self.toast: tuple[str, float] | None = None
        self.wait = 0.0
        self.bot_busy = False
        self.settling: tuple[int, float] | None = None
        """(result, seconds left) while the rested spinner's result glows."""
        self.glow_space: int | None = None
        self.choice_key: object = None
        self.choices: list[Button] = []
        self.spin_button_held = False
        self.finished_for = 0.0
        self.last_escape: ev.EscapeSpin | None = None
        self._parts: dict[str, tuple[tuple[object, ...], pygame.Surface]] = {}
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple[object, ...] | None = None
        self._queue_events(start_events)
        self._sync_hand()
        from game.race.scenes.hinting import Hinter

        self.hinter = Hinter(self)
        self.autosave_enabled = autosave
        self._autosave()

    # ================================================================= helpers

    @property
    def speed(self) -> float:
        return max(0.1, self.app.settings.animation_speed)

    @property
    def reduced(self) -> bool:
        """Reduced motion: pieces appear or fade in place, pawns slide, nothing pulses."""
        return self.app.settings.reduced_motion

    def _pulse(self, period: float = 1.2) -> float:
        return 1.0 if self.reduced else pulse(self.time, period)

    def panel_rect(self, player: int) -> pygame.Rect:
        return self.anchors[f"player_panel_{player + 1}"]

    def is_bot(self, player: int) -> bool:
        return player in self.bots

    @property
    def idle(self) -> bool:
        """Nothing is moving: someone may decide."""
        return not self.beats and not self.spinner.busy and self.settling is None

    def human_to_act(self) -> int | None:
        s = self.state
        if s.is_over or not self.idle or self.is_bot(s.turn):
            return None
        return s.turn

    def hand_visible_to(self) -> int | None:
        """Whose hand may be shown face up now (None: none)."""
        if self.curtain_for is not None:
            return None
        if self.setup.variants.open_hands:
            return self.table.turn
        if len(self.humans) == 1:
            return self.humans[0]
        if self.hand_owner is not None and self.table.turn == self.hand_owner:
            return self.hand_owner
        return None

    def _sync_hand(self) -> None:
        owner = self.hand_visible_to()
        shown = owner if owner is not None else self.table.turn
        if owner is None:
            self.shown_hand = [None] * len(self.state.hands[shown])
        else:
            self.shown_hand = list(self.state.hands[shown])

    def say(self, text: str, seconds: float = 3.0) -> None:
        self.toast = (text, seconds)

    # ================================================================= acting

    def act(self, action: Action) -> bool:
        """Apply an action; False (and the reason on screen) when the rules refuse it."""
        try:
            events = self.state.apply(action)
        except IllegalAction as exc:
            self.say(sentence(engine_text(str(exc), self.names)))
            return False
        self.record.actions.append(action)
        self._autosave()
        self.hinter.reset()
        if any(isinstance(e, ev.TurnEnded) for e in events):
            self.score_history.append(tuple(self.state.score(p) for p in range(len(self.seats))))
        self.choice_key = None
        self.choices = []
        self._queue_events(events)
        return True

    def _queue_events(self, events: list[ev.Event]) -> None:
        for event in events:
            self.beats.extend(self._beats_for(event))

    def fast_forward(self) -> None:
        """Finish every queued animation now (a click or Space)."""
        while self.beats:
            self._finish_beat(self.beats.popleft())
        if self.spinner.busy:
            self.spinner.model.finish()

    def _finish_beat(self, beat: Beat) -> None:
        beat.start()
        if beat.event is not None:
            self.table.apply(beat.event)
            self._after_event(beat.event)

    def _after_event(self, event: ev.Event) -> None:
        if describe_event(event, self.names):
            self.log.append(event)
        owner = self.hand_visible_to()
        match event:
            case ev.CardPlayed(p, slot, _) if self._hand_is(p) and slot < len(self.shown_hand):
                self.shown_hand.pop(slot)
            case ev.CardDrawn(p, slot) if self._hand_is(p):
                self.shown_hand.insert(min(slot, len(self.shown_hand)), None)
            case ev.TurnStarted(p, _):
                self.glow_space = None
                self.last_escape = None
                if owner is None or owner == p:
                    self._sync_hand()
            case ev.EscapeSpin():
                self.last_escape = event
            case ev.Spun():
                pass

    def _hand_is(self, player: int) -> bool:
        owner = self.hand_visible_to()
        return (owner if owner is not None else self.table.turn) == player

    # ================================================================= beats

    def _feet(self, player: int, space: int | None = None) -> tuple[float, float]:
        """Where a pawn stands when not moving (pawns sharing space 0 stand side by side)."""
        space = self.table.positions[player] if space is None else space
        crowd = [q for q in range(len(self.seats)) if self.table.positions[q] == space]
        slot = crowd.index(player) if player in crowd else 0
        return self.geo.pawn_feet(space, slot, max(1, len(crowd)))

    def _panel_cookie_target(self, player: int) -> tuple[float, float]:
        count = len(self.table.large_cookies[player]) + 1
        return cookie_slot(self.panel_rect(player), count - 1, count)

    def _beats_for(self, event: ev.Event) -> list[Beat]:
        match event:
            case ev.TurnStarted(p, _):
                return [Beat(0.35, event, on_start=lambda: None)]
            case ev.CardPlayed(p, slot, card):
                return [self._card_flight(event, p, slot, card)]
            case ev.JokerDeclared(p, value):
                return [self._word_beat(event, p, _("Joker = {n}").format(n=value), 0.6)]
            case ev.BoostChosen(p, taken):
                return [self._word_beat(event, p, _("+1!") if taken else _("no +1"), 0.45)]
            case ev.Stepped(p, space):
                return [self._hop(event, p, space)]
            case ev.Skipped(p, _, holder):
                return [self._word_beat(event, p, _("over {name}").format(
                    name=self.names[holder]), 0.25)]
            case ev.PassedTeaParty(p, cookie):
                if cookie:
                    return [self._cookie_flight(event, p, cookie, self.anchors["cookie_display"])]
                return [Beat(0.2, event)]
            case ev.DisplayChanged():
                return [Beat(0.3, event)]
            case ev.CookieTaken(p, value, source):
                start = self.anchors[
                    "cookie_display" if source is CookieSource.DISPLAY else "cookie_stack"
                ]
                return [self._cookie_flight(event, p, value, start)]
            case ev.Stopped(p, space, _, active):
                return [self._stop_glow(event, space, 0.5 if active else 0.12)]
            case ev.Spun():
                return [Beat(0.25, event)]
            case ev.SmallCookiesTaken(p, count, _):
                return [self._small_cookie_flight(event, p, count)]
            case ev.BecameLarge(p):
                return [self._grow(event, p, True)]
            case ev.BecameSmall(p):
                return [self._grow(event, p, False)]
            case ev.FellIntoHole(p, _):
                return [self._sink(event, p, 0.0, HOLE_SINK, 0.7)]
            case ev.CheshireMove(p, steps):
                return [self._grin(event, p, steps)]
            case ev.EscapeSpin():
                return [Beat(0.9, event)]
            case ev.LeftHole(p):
                return [self._sink(event, p, HOLE_SINK, 0.0, 0.45)]
            case ev.StayedInHole(p, _):
                return [self._word_beat(event, p, _("stuck!"), 0.6)]
            case ev.CardDrawn(p, slot):
                return [Beat(0.3 if self._hand_is(p) else 0.1, event)]
            case ev.TurnEnded():
                return [Beat(0.2, event)]
            case ev.GameEnded():
                return [Beat(0.8, event)]
        return [Beat(0.1, event)]

    def _hop(self, event: ev.Stepped, p: int, space: int) -> Beat:
        beat = Beat(0.24, event, player=p)
        start: list[tuple[float, float]] = []

        def begin() -> None:
            start.append(self._feet(p))

        def pose(t: float) -> PawnPose:
            a = start[0] if start else self._feet(p)
            b = self.geo.pawn_feet(space)
            return PawnPose(arc_point(a, b, ease_in_out(t), 0 if self.reduced else 46))

        beat.on_start = begin
        beat.pose = pose
        return beat

    def _word_beat(self, event: ev.Event, p: int, words: str, duration: float) -> Beat:
        def overlay(canvas: Canvas, t: float) -> None:
            x, y = self._feet(p)
            rise = 0 if self.reduced else 40 * ease_out_cubic(t)
            alpha = 255 if t < 0.7 else round(255 * (1 - (t - 0.7) / 0.3))
            _outlined_text(canvas, words, (x, y - PAWN_HEIGHT - 10 - rise), alpha)

        return Beat(duration, event, overlay=overlay)

    def _card_flight(self, event: ev.CardPlayed, p: int, slot: int, card: int) -> Beat:
        if self._hand_is(p) and slot < len(self.shown_hand):
            start = self.hand_view.card_rect(slot, len(self.shown_hand))
        else:
            start = last_card_rect(self.panel_rect(p)).move(-80, 0)
        end = last_card_rect(self.panel_rect(p))

        def overlay(canvas: Canvas, t: float) -> None:
            if self.reduced:  # no flight: the card fades in where it lands
                draw_card(canvas, card, end, alpha=max(0, min(255, round(255 * t / 16) * 16)))
                return
            e = ease_in_out(t)
            h = round(lerp(start.h, end.h, e) / 12) * 12  # a few sizes, rasterised once
            w = h * start.w / max(1, start.h)
            cx, cy = arc_point(start.center, end.center, e, 120)
            draw_card(canvas, card, pygame.Rect(round(cx - w / 2), round(cy - h / 2),
                                                round(w), round(h)))

        beat = Beat(0.5, event, overlay=overlay)

        def lift() -> None:
            if self._hand_is(p) and slot < len(self.shown_hand):
                self.shown_hand[slot] = -1  # hidden while it flies; removed at the end

        beat.on_start = lift
        return beat

    def _cookie_flight(
        self, event: ev.Event, p: int, value: int, start_rect: pygame.Rect
    ) -> Beat:
        start = start_rect.center

        def overlay(canvas: Canvas, t: float) -> None:
            end = self._panel_cookie_target(p)
            if self.reduced:  # no flight: the cookie appears where it goes
                draw_cookie(canvas, value, end, 50)
                return
            e = ease_in_out(t)
            size = round(lerp(120, 50, e) / 10) * 10  # a few sizes, each rasterised once
            draw_cookie(canvas, value, arc_point(start, end, e, 160), size)

        return Beat(0.7, event, overlay=overlay)

    def _small_cookie_flight(self, event: ev.SmallCookiesTaken, p: int, count: int) -> Beat:
        start = self.anchors["small_cookie_pool"].center

        def overlay(canvas: Canvas, t: float) -> None:
            end = small_cookie_spot(self.panel_rect(p))
            if self.reduced:
                draw_small_cookie(canvas, end, 40)
                return
            for i in range(count):
                ti = max(0.0, min(1.0, (t - i * 0.15) / 0.7))
                if 0 < ti < 1:
                    draw_small_cookie(canvas, arc_point(start, end, ease_in_out(ti), 140), 40)

        return Beat(0.7 + 0.15 * count, event, overlay=overlay)

    def _stop_glow(self, event: ev.Event, space: int, duration: float) -> Beat:
        def overlay(canvas: Canvas, t: float) -> None:
            alpha = round(220 * math.sin(math.pi * t))
            size = self.geo.size(space) / 2 + 10
            canvas.circle(self.geo.centre(space), size, (*theme.GOLD_LIGHT, alpha), width=8)

        return Beat(duration, event, overlay=overlay)

    def _grow(self, event: ev.Event, p: int, to_large: bool) -> Beat:
        def pose(t: float) -> PawnPose:
            e = ease_in_out(t) if self.reduced else ease_out_back(t)
            scale = lerp(0.75, 1.0, e) if to_large else lerp(1.25, 1.0, e)
            return PawnPose(self._feet(p), sink=self._sink_of(p), scale=scale, large=to_large)

        return Beat(0.6, event, player=p, pose=pose)

    def _sink_of(self, p: int) -> float:
        return HOLE_SINK if self.table.in_hole[p] else 0.0

    def _sink(self, event: ev.Event, p: int, a: float, b: float, duration: float) -> Beat:
        def pose(t: float) -> PawnPose:
            return PawnPose(self._feet(p), sink=lerp(a, b, ease_in_out(t)))

        return Beat(duration, event, player=p, pose=pose)

    def _grin(self, event: ev.CheshireMove, p: int, steps: int) -> Beat:
        def overlay(canvas: Canvas, t: float) -> None:
            x, y = self._feet(p)
            alpha = round(255 * math.sin(math.pi * t))
            w = 150
            canvas.image("race/grin", (x - w / 2, y - PAWN_HEIGHT - 80, w, w / 2), alpha=alpha)
            _outlined_text(canvas, _("{n} more!").format(n=steps), (x, y - PAWN_HEIGHT - 100),
                           alpha)

        return Beat(1.0, event, overlay=overlay)

    # ================================================================= time

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.toast is not None:
            text, left = self.toast
            self.toast = (text, left - dt) if left > dt else None
        scaled = dt * self.speed
        self.spinner.trails = not self.reduced
        self.spinner.update(scaled)
        if self.spinner.crossed:
            self.app.audio.tick(self.spinner.model.angular_velocity)
        self.hinter.update()
        if self.beats:
            self._play_beats(scaled)
            return
        if self.settling is not None:
            result, left = self.settling
            if left > scaled:
                self.settling = (result, left - scaled)
                return
            self.settling = None
            self.act(Spin(result))
            return
        if self.spinner.busy:
            return
        if self.spinner.model.result is not None and self.state.is_chance and self._spun:
            self._spun = False
            self.glow_space = self.spinner.model.result
            self.settling = (self.spinner.model.result, SPIN_SETTLE)
            self.app.audio.play("spin_settle")
            return
        if self.state.is_over:
            self.finished_for += dt
            if self.finished_for > 1.2:
                self._to_results()
            return
        self._next_decision(dt)

    _spun = False

    def _play_beats(self, dt: float) -> None:
        while self.beats and dt > 0:
            beat = self.beats[0]
            if not beat.started and beat.event is not None:
                self._sound_for(beat.event)
            beat.start()
            take = min(dt, beat.duration - beat.elapsed)
            beat.elapsed += take
            dt -= take
            if beat.done:
                self.beats.popleft()
                self._finish_beat(beat)
            else:
                break

    def _next_decision(self, dt: float) -> None:
        s = self.state
        p = s.turn
        if self.is_bot(p):
            self.wait += dt * self.speed
            if self.wait < BOT_PAUSE:
                return
            if s.is_chance:
                self.wait = 0.0
                strength = self.bots[p].bot.flick(self.bots[p].rng)
                self._flick(self.spinner.bot_speed(strength))
                return
            bot = self.bots[p]
            if not self.bot_busy:
                bot.start(s)
                self.bot_busy = True
            action = bot.poll()
            if action is not None:
                self.bot_busy = False
                self.wait = 0.0
                self.act(action)
            return
        self.wait = 0.0
        needs_curtain = (
            not self.setup.variants.open_hands
            and len(self.humans) > 1
            and self.hand_owner != p
        )
        if needs_curtain and self.curtain_for is None:
            self.curtain_for = p
        if self.curtain_for is None:
            self._build_choices()

    def _flick(self, speed: float) -> None:
        if not self.spinner.flick(speed, self.spin_rng):
            self.app.audio.play("spin_harder")
        else:
            self._spun = True
            self.glow_space = None

    def _to_results(self) -> None:
        from game.race.scenes.results import ResultsScene

        self.close()
        self.app.replace(ResultsScene(self.app, self.state, self.record, self.score_history))

    def _autosave(self) -> None:
        """Write the record after every action (docs/saves.md); a finished game goes to
        the replays."""
        saves = self.app.saves
        if saves is None or not self.autosave_enabled:
            return
        if self.state.is_over:
            saves.finish(self.record)
        else:
            saves.write(self.record)

    def _sound_for(self, event: ev.Event) -> None:
        if not isinstance(event, ev.GameEnded):  # the fanfare plays on the Results screen
            self.app.audio.play_event(event)

    def close(self) -> None:
        self.hinter.close()
        for seat in self.bots.values():
            seat.close()

    # ================================================================= choices

    def _build_choices(self) -> None:
        s = self.state
        key = (s.turns_played, s.decision, s.spins_left, len(self.record.actions))
        if key == self.choice_key:
            return
        self.choice_key = key
        self.key_focus = 0
        box = self.choice_box()
        legal = s.legal_actions()
        buttons: list[Button] = []

        def row(items: list[tuple[Label, Action]], colour: theme.Colour = theme.ROSE) -> None:
            n = len(items)
            gap = 14
            w = (box.w - gap * (n - 1)) / n
            h = min(76, box.h)
            for i, (label, action) in enumerate(items):
                rect = pygame.Rect(round(box.x + i * (w + gap)), box.y, round(w), h)
                buttons.append(Button(rect, label, lambda a=action: self.act(a), colour))

        if s.decision is Decision.JOKER_VALUE:
            row([(str(a.value), a) for a in legal if isinstance(a, DeclareJoker)])
        elif s.decision is Decision.BOOST:
            move = s.move
            row([((lambda n=move + (1 if a.take else 0): _("Move {n}").format(n=n)), a)
                 for a in legal if isinstance(a, Boost)])
        elif s.decision is Decision.TEA_PARTY:
            display = s.display
            row([((lambda: _("Take the {n}").format(n=display))
                  if a.source is CookieSource.DISPLAY else N_("Take a face-down one"), a)
                 for a in legal if isinstance(a, ChooseCookie)], theme.GARDEN_DARK)
        elif s.decision is Decision.ESCAPE:
            result, left = s.escape_result, s.spins_left
            row([((lambda: _("Accept space {n}").format(n=result)) if a.accept
                  else (lambda: _("Spin again ({n} left)").format(n=left)), a)
                 for a in legal if isinstance(a, EscapeChoice)], theme.GARDEN_DARK)
        elif s.decision is Decision.SPIN:
            rect = pygame.Rect(box.x + box.w // 6, box.y, box.w * 2 // 3, min(76, box.h))
            button = Button(rect, N_("Hold to spin"), lambda: None, theme.GARDEN_DARK)
            buttons.append(button)
        self.choices = buttons

    def choice_box(self) -> pygame.Rect:
        """Where decision buttons go: the top of the hand area (it holds the hand, the
        instruction and the choices), or above it when the map gives a low hand area."""
        area = self.hand_view.area
        if area.h >= 260:
            return pygame.Rect(area.x, area.y + 44, area.w, 76)
        return pygame.Rect(area.x, area.y - 130, area.w, 76)

    # ================================================================= input

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        note_input_mode(self.app, event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from game.scenes.pause import PauseScene

            self.spinner.release_charge()
            self.spin_button_held = False
            self.app.push(PauseScene(self.app))
            return None
        if self.curtain_for is not None:
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                event.type == pygame.KEYDOWN
                and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
            ):
                self.hand_owner = self.curtain_for
                self.curtain_for = None
                self._sync_hand()
            return None
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        space = event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE
        if self.beats:
            if clicked or space:
                self.fast_forward()
                return None
            return event
        if self.spinner.busy or self.settling is not None:
            if clicked or space:
                self.spinner.model.finish()
            return None
        p = self.human_to_act()
        if p is None:
            return event
        if self.hinter.process_event(event):
            return None
        if event.type == pygame.MOUSEMOTION:
            count = len(self.shown_hand)
            self.hand_view.hover = self.hand_view.slot_at(event.pos, count)
            if self.spinner.dragging:
                self.spinner.drag(event.pos, self.time)
        if self.state.decision is Decision.SPIN:
            return self._spin_input(event)
        if self._keyboard_choice(event):
            return None
        if (
            self.state.decision is Decision.CARD
            and event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
        ):
            slot = self.hand_view.slot_at(event.pos, len(self.shown_hand))
            if slot is not None:
                self.act(PlayCard(slot))
                return None
        for button in list(self.choices):
            if button.process_event(event):
                return None
        return event

    # ----------------------------------------------------------------- keyboard

    def _playable_slots(self) -> list[int]:
        return sorted(a.slot for a in self.state.legal_actions() if isinstance(a, PlayCard))

    def _focused_card(self) -> int | None:
        """The playable card the arrows point at (Card decision only)."""
        if self.state.decision is not Decision.CARD or self.human_to_act() is None:
            return None
        slots = self._playable_slots()
        return slots[self.key_focus % len(slots)] if slots else None

    def _keyboard_choice(self, event: pygame.event.Event) -> bool:
        """Arrows / Tab move between the playable cards or the choice buttons; Enter or
        Space takes the one in focus; 1-5 name a card slot (1 = left) or the Joker's value.
        True when the key was used."""
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        card = self.state.decision is Decision.CARD
        slots = self._playable_slots() if card else []
        count = len(slots) if card else len(self.choices)
        if key in DIGITS:
            value = DIGITS[key]
            if card:
                self.act(PlayCard(value - 1))
                return True
            if self.state.decision is Decision.JOKER_VALUE:
                self.act(DeclareJoker(value))
                return True
            return False
        if not count:
            return False
        back = key in (pygame.K_LEFT, pygame.K_UP) or (
            key == pygame.K_TAB and getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        if back or key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
            self.key_focus = (self.key_focus + (-1 if back else 1)) % count
            return True
        if key in CHOOSE_KEYS:
            if card:
                self.act(PlayCard(slots[self.key_focus % count]))
            else:
                self.choices[self.key_focus % count].activate()
            return True
        return False

    def _spin_input(self, event: pygame.event.Event) -> pygame.event.Event | None:
        button = self.choices[0] if self.choices else None
        button_hit = button is not None and hasattr(event, "pos") and \
            button.rect.collidepoint(event.pos)
        if button is not None:
            button.process_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if button_hit:
                self.spin_button_held = True
                self.spinner.start_charge()
            elif self.geo.on_clock(event.pos):
                self.spinner.grab(event.pos, self.time)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.spin_button_held:
                self.spin_button_held = False
                self._flick(self.spinner.release_charge())
            elif self.spinner.dragging:
                self.spinner.drag(event.pos, self.time)
                self._flick(self.spinner.release(self.time))
            return None
        if event.type == pygame.KEYDOWN and event.key in SPIN_KEYS:
            self.spinner.start_charge()
            return None
        if event.type == pygame.KEYUP and event.key in SPIN_KEYS:
            if self.spinner.charging:
                self._flick(self.spinner.release_charge())
            return None
        return event

    def pause(self) -> None:
        self.spinner.release_charge()

    def on_resize(self) -> None:
        self.board_view.invalidate()
        self._parts.clear()
        self._layer = None

    # ================================================================= drawing

    def _part(
        self,
        canvas: Canvas,
        name: str,
        area: pygame.Rect,
        key: tuple[object, ...],
        paint: Callable[[Canvas], None],
    ) -> None:
        """Draw a piece of the table that changes only when an event lands, from a
        surface kept until its `key` changes (hops and the spinner do not repaint it)."""
        vp = canvas.viewport
        target = vp.rect(area.inflate(40, 40))
        full_key = (key, vp.window)
        cached = self._parts.get(name)
        if cached is None or cached[0] != full_key:
            surf = pygame.Surface(target.size, pygame.SRCALPHA)
            paint(Canvas(surf, vp.shifted(target.x, target.y), canvas.text_cache,
                         canvas.images))
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            cached = self._parts[name] = (full_key, surf)
        canvas.surface.blit(cached[1], target)

    def _draw_table_parts(self, canvas: Canvas) -> None:
        t = self.table
        corner = self.anchors["cookie_stack"].union(self.anchors["cookie_display"]).union(
            self.anchors["small_cookie_pool"])
        self._part(canvas, "corner", corner, (t.stack_size, t.display, t.pool),
                   self._draw_cookie_corner)
        self._part(canvas, "log", self.anchors["log_area"],
                   (len(self.log), self.log[-1] if self.log else ""), self._draw_log)
        for p, seat in enumerate(self.seats):
            key = (t.large == p, t.in_hole[p], tuple(t.large_cookies[p]), t.small_cookies[p],
                   tuple(t.played[p][-1:]), t.deck_sizes[p])
            self._part(canvas, f"panel{p}", self.panel_rect(p), key,
                       lambda c, p=p, seat=seat: draw_panel(c, self.panel_rect(p), seat, p,
                                                            self.table, False, 0.0))
        self._part(canvas, "tray", self.hand_view.area, (), self._draw_tray)

    def _draw_layer(self, canvas: Canvas) -> None:
        """The board and the table parts, composed into one opaque surface that is only
        recomposed when one of the parts changed: most frames cost a single blit."""
        t = self.table
        key = (canvas.viewport.window, t.stack_size, t.display, t.pool, len(self.log),
               tuple(map(tuple, t.large_cookies)), tuple(t.small_cookies), t.large,
               tuple(t.in_hole), tuple(len(p) for p in t.played), tuple(t.deck_sizes))
        size = canvas.surface.get_size()
        if self._layer is None or self._layer.get_size() != size or self._layer_key != key:
            if self._layer is None or self._layer.get_size() != size:
                self._layer = pygame.Surface(size)
                if pygame.display.get_surface() is not None:
                    self._layer = self._layer.convert()
            layer = Canvas(self._layer, canvas.viewport, canvas.text_cache, canvas.images)
            self._layer.fill(theme.PARCHMENT)
            self.board_view.draw(layer)
            self._draw_table_parts(layer)
            self._layer_key = key
        canvas.surface.blit(self._layer, (0, 0))

    def _draw_tray(self, canvas: Canvas) -> None:
        tray = self.hand_view.area.inflate(24, 24)
        canvas.rect(tray.move(3, 5), (50, 30, 20, 80), radius=18)
        canvas.rect(tray, (*theme.CREAM, 225), radius=18)
        canvas.rect(tray, theme.INK_SOFT, radius=18, width=3)

    def draw(self, canvas: Canvas) -> None:
        self._draw_layer(canvas)
        if not self.state.is_over:
            glow = round(140 + 100 * self._pulse())
            rect = self.panel_rect(self.table.turn)
            canvas.rect(rect.inflate(10, 10), (*theme.GOLD, glow // 16 * 16), radius=24,
                        width=7)
            # whose turn it is, by a shape as well as the glow's colour
            cy = rect.centery
            _arrow(canvas, [(rect.x - 40, cy - 22), (rect.x - 8, cy), (rect.x - 40, cy + 22)])
        self._draw_glow(canvas)
        self._draw_pawns(canvas)
        self.spinner.draw(canvas)
        self._draw_banner(canvas)
        self._draw_hand(canvas)
        if self.human_to_act() is not None and self.curtain_for is None:
            for button in self.choices:
                button.draw(canvas)
            if self.app.keyboard_mode and self.choices and self.state.decision not in (
                    Decision.CARD, Decision.SPIN):
                self.choices[self.key_focus % len(self.choices)].draw_focus(canvas)
            self._draw_decision_info(canvas)
            self.hinter.draw(canvas, self.time)
        if self.beats:
            beat = self.beats[0]
            if beat.overlay is not None:
                beat.overlay(canvas, beat.progress)
        if self.toast is not None:
            self._draw_toast(canvas, self.toast[0])
        if self.curtain_for is not None:
            self._draw_curtain(canvas, self.curtain_for)

    def _draw_glow(self, canvas: Canvas) -> None:
        space = self.glow_space
        if space is None and self.spinner.busy:
            space = self.spinner.model.sector
        if space is None:
            return
        centre = self.geo.centre(space)
        r = self.geo.size(space) / 2 + 8
        if self.spinner.busy:
            canvas.circle(centre, r, (*theme.GOLD_LIGHT, 150), width=6)
        else:
            glow = round(120 + 120 * self._pulse(0.8)) // 16 * 16
            canvas.circle(centre, r + 4, (*theme.GOLD, glow), width=10)

    def _draw_pawns(self, canvas: Canvas) -> None:
        poses: dict[int, PawnPose] = {}
        if self.beats:
            beat = self.beats[0]
            if beat.player is not None and beat.pose is not None and beat.started:
                poses[beat.player] = beat.pose(beat.progress)
        order = []
        for p, seat in enumerate(self.seats):
            pose = poses.get(p) or PawnPose(self._feet(p), sink=self._sink_of(p))
            order.append((pose.feet[1], p, seat, pose))
        order.sort(key=lambda item: item[0])
        for _y, p, seat, pose in order:
            large = self.table.large == p if pose.large is None else pose.large
            height = round(PAWN_HEIGHT * pose.scale / 8) * 8  # few sizes, rasterised once
            if p == self.table.turn and not self.state.is_over:
                fx, fy = pose.feet
                glow = round(90 + 100 * self._pulse()) // 16 * 16
                canvas.rect((fx - 40, fy - 12, 80, 24), (*theme.GOLD_LIGHT, glow), radius=12)
            draw_pawn(canvas, seat.character, large, pose.feet, height, sink=pose.sink)
            if p == self.table.turn and not self.state.is_over:
                fx, top = pose.feet[0], pose.feet[1] - height - 14
                _arrow(canvas, [(fx - 14, top - 20), (fx + 14, top - 20), (fx, top)])

    def _draw_cookie_corner(self, canvas: Canvas) -> None:
        stack = self.anchors["cookie_stack"]
        display = self.anchors["cookie_display"]
        pool = self.anchors["small_cookie_pool"]
        for r in (stack, display, pool):
            canvas.rect(r.move(3, 5), (50, 30, 20, 80), radius=18)
            canvas.rect(r, (*theme.CREAM, 235), radius=18)
            canvas.rect(r, theme.INK_SOFT, radius=18, width=3)
        size = min(stack.w, stack.h) - 40
        layers = min(5, self.table.stack_size)
        for i in range(layers):
            draw_cookie(canvas, None, (stack.centerx, stack.y + 20 + size / 2 - i * 5 + 10), size)
        if not layers:
            canvas.text(_("empty"), (stack.centerx, stack.centery - 10), theme.SMALL,
                        max_width=stack.w - 10)
        canvas.text(_("{n} face down").format(n=self.table.stack_size),
                    (stack.centerx, stack.bottom - 16),
                    theme.TextStyle(20, theme.INK, True), max_width=stack.w - 10)
        if self.table.display:
            draw_cookie(canvas, self.table.display, (display.centerx, display.y + 20 + size / 2),
                        size)
        else:
            canvas.text(_("none"), (display.centerx, display.centery - 10), theme.SMALL,
                        max_width=display.w - 10)
        canvas.text(_("on display"), (display.centerx, display.bottom - 16),
                    theme.TextStyle(20, theme.INK, True), max_width=display.w - 10)
        # the small-cookie pool: a little heap
        n = self.table.pool
        for i in range(n):
            row, col = divmod(i, 7)
            x = pool.x + 40 + col * 36 + (row % 2) * 18
            y = pool.bottom - 50 - row * 26
            draw_small_cookie(canvas, (x, y), 40)
        canvas.text(ngettext("{n} small cookie", "{n} small cookies", n).format(n=n),
                    (pool.centerx, pool.y + 22), theme.TextStyle(22, theme.INK, True),
                    max_width=pool.w - 20)

    def _draw_log(self, canvas: Canvas) -> None:
        area = self.anchors["log_area"]
        canvas.rect(area.move(3, 5), (50, 30, 20, 80), radius=18)
        canvas.rect(area, (*theme.CREAM, 235), radius=18)
        canvas.rect(area, theme.INK_SOFT, radius=18, width=3)
        canvas.text(_("What happened"), (area.centerx, area.y + 26),
                    theme.TextStyle(24, theme.INK, True), max_width=area.w - 20)
        style = theme.TextStyle(20, theme.INK)
        gap = 26 * canvas.text_cache.scale
        lines: list[str] = []
        for entry in reversed(self.log):
            wrapped = canvas.wrap(describe_event(entry, self.names) or "", area.w - 32, style)
            lines = wrapped + lines
            if len(lines) * gap > area.h - 70:
                break
        max_lines = int((area.h - 70) // gap)
        lines = lines[-max_lines:]
        for i, line in enumerate(lines):
            fade = theme.INK if i >= len(lines) - 4 else theme.INK_SOFT
            canvas.text(line, (area.x + 16, area.y + 52 + i * gap), style, "topleft", colour=fade,
                        max_width=area.w - 32)

    def _banner_text(self) -> tuple[str, str]:
        s = self.state
        if s.is_over:
            return (_("The race is over!"), _("Counting the cookies…"))
        p = self.table.turn
        name = self.names[p]
        turn = _("{name}'s turn").format(name=name)
        if not self.idle or self.is_bot(p):
            if self.is_bot(p) and self.idle:
                doing = (_("{name} spins the spinner") if s.is_chance
                         else _("{name} is thinking…"))
                return (turn, doing.format(name=name))
            return (turn, "")
        if self.curtain_for is not None:
            return (turn, _("Pass the screen to {name}'s player").format(name=name))
        d = s.decision
        if d is Decision.CARD:
            n = len(s.hands[p])
            if s.escape:
                return (_("{name}: escape the Rabbit Hole").format(name=name),
                        _("Play a card: its value is how many spins you get"))
            head = _("{name}: play a card").format(name=name)
            if n == 3 and not s.variants.kids:
                return (head, _("The leftmost or the rightmost card"))
            return (head, _("Click the card to play"))
        if d is Decision.JOKER_VALUE:
            return (_("{name}: the Joker").format(name=name),
                    _("Choose what it counts as, 1 to 5"))
        if d is Decision.BOOST:
            return (_("{name} is large").format(name=name),
                    _("Move {n}, or take the +1 and move {more}?").format(n=s.move,
                                                                        more=s.move + 1))
        if d is Decision.TEA_PARTY:
            return (_("Tea Party!"), _("Take the display cookie, or a face-down one"))
        if d is Decision.ESCAPE:
            return (_("Space {n} is a way out").format(n=s.escape_result),
                    ngettext("Climb out there, or spin again? ({n} spin left)",
                             "Climb out there, or spin again? ({n} spins left)",
                             s.spins_left).format(n=s.spins_left))
        if d is Decision.SPIN:
            how = _("Drag the hand round and let go, or hold Space")
            if s.spin_purpose is SpinPurpose.ESCAPE:
                return (_("{name}: escape spin ({n} left)").format(name=name, n=s.spins_left),
                        how)
            return (_("{name}: spin for small cookies").format(name=name), how)
        return (turn, "")

    def _draw_banner(self, canvas: Canvas) -> None:
        r = self.anchors["banner"]
        p = self.table.turn
        colour = theme.CHARACTER_COLOURS[self.seats[p].character]
        canvas.rect(r.move(4, 6), (50, 30, 20, 90), radius=20)
        canvas.rect(r, theme.CREAM, radius=20)
        canvas.rect(r, colour, radius=20, width=6)
        head, sub = self._banner_text()
        if r.h < 100:
            size = round(min(54, r.h * 0.62))
            canvas.text(head, r.center, theme.TextStyle(size, theme.INK, True),
                        max_width=r.w - 40, max_grow=1.1)
            box = self.choice_box()
            if sub:
                canvas.text(sub, (box.centerx, box.y - 22), theme.TextStyle(24, theme.INK, True),
                            max_width=box.w, max_grow=1.2)
            return
        canvas.text(head, (r.centerx, r.y + 40), theme.HEADING, max_width=r.w - 40)
        if sub:
            canvas.text(sub, (r.centerx, r.y + 90), theme.BODY, max_width=r.w - 40)

    def _draw_decision_info(self, canvas: Canvas) -> None:
        s = self.state
        area = self.choice_box()
        y = area.bottom + 12
        if s.decision is Decision.TEA_PARTY:
            view = view_for(s, s.turn)
            left = "  ".join(f"{v}×{c}" for v, c in view.stack_left)
            canvas.text(_("Still face down: {cookies}").format(cookies=left), (area.centerx, y),
                        theme.SMALL, max_width=area.w)
        elif s.decision is Decision.SPIN and s.spin_purpose is SpinPurpose.ESCAPE:
            e = self.last_escape
            box = (area.x, y - 6, area.w, 56)
            if e is not None:  # a cross and words, not only the red colour
                why = engine_text(e.reason, self.names)
                canvas.paragraph(_("× Space {n} is no way out: {why}").format(n=e.result,
                                                                            why=why),
                                 box, theme.SMALL, colour=theme.BAD, align="center")
            else:
                canvas.paragraph(_("A way out is a space that is not a Rabbit Hole and is free"),
                                 box, theme.SMALL, align="center")

    def _draw_hand(self, canvas: Canvas) -> None:
        owner = self.hand_visible_to()
        shown = owner if owner is not None else self.table.turn
        cards: list[int | None] = [None if c == -1 else c for c in self.shown_hand]
        flying = [i for i, c in enumerate(self.shown_hand) if c == -1]
        if owner is None:
            cards = [None] * len(self.shown_hand)
        playable: set[int] | None = None
        if self.human_to_act() == shown and owner == shown and self.state.decision is Decision.CARD:
            playable = {a.slot for a in self.state.legal_actions() if isinstance(a, PlayCard)}
        name = self.names[shown]
        label = (_("{name}'s hand") if owner is not None
                 else _("{name}'s hand (hidden)")).format(name=name)
        if flying:
            cards = [c for i, c in enumerate(cards) if i not in flying]
        focus = self._focused_card()
        self.hand_view.focus = focus if self.app.keyboard_mode and playable else None
        self.hand_view.draw(canvas, cards, playable, label)

    def _draw_toast(self, canvas: Canvas, text: str) -> None:
        r = pygame.Rect(0, 0, 760, 54)
        r.midbottom = (round(self.geo.pivot[0]), 1070)
        canvas.rect(r, (120, 24, 30, 230), radius=16)
        canvas.text(text, r.center, theme.TextStyle(28, theme.CREAM, True), max_width=r.w - 20)

    def _draw_curtain(self, canvas: Canvas, player: int) -> None:
        canvas.rect(self.hand_view.area.inflate(20, 40), theme.ROSE_DARK, radius=18)
        canvas.dim(150)
        box = pygame.Rect(0, 0, 900, 360)
        box.center = (960, 520)
        colour = theme.CHARACTER_COLOURS[self.seats[player].character]
        canvas.rect(box.move(6, 10), (20, 10, 5, 120), radius=28)
        canvas.rect(box, theme.CREAM, radius=28)
        canvas.rect(box, colour, radius=28, width=8)
        draw_pawn(canvas, self.seats[player].character, False, (box.x + 130, box.bottom - 50), 220)
        name = self.names[player]
        canvas.text(_("Pass to {name}'s player").format(name=name),
                    (box.centerx + 90, box.y + 110), theme.HEADING, max_width=box.w - 260)
        canvas.paragraph(_("Everyone else, look away! The hand is hidden until "
                           "{name}'s player clicks or presses Space.").format(name=name),
                         (box.x + 250, box.y + 170, box.w - 290, 160), theme.BODY)


def _arrow(canvas: Canvas, points: list[tuple[float, float]]) -> None:
    """A gold triangle with an ink outline (the turn marker)."""
    vp = canvas.viewport
    shown = [vp.point(x, y) for x, y in points]
    pygame.draw.polygon(canvas.surface, theme.GOLD, shown)
    pygame.draw.polygon(canvas.surface, theme.INK, shown, vp.px(3))


def _outlined_text(
    canvas: Canvas, words: str, pos: tuple[float, float], alpha: int = 255
) -> None:
    style = theme.TextStyle(34, theme.CREAM, True)
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
        canvas.text(words, (pos[0] + dx, pos[1] + dy), style, colour=(*theme.INK, alpha))
    canvas.text(words, pos, style, colour=(*theme.CREAM, alpha))
