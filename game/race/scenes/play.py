"""The race table: a game played to its end, through the engine, one action at a time.

The engine (`GameState`) is the only judge: clickable things come from
`legal_actions()`, a refused click shows the engine's reason, and every action goes
through `apply`. Its events are turned into animation beats and played one by one while
the `ShownTable` catches up; only when the last beat has played does anyone decide
again. Spins come from the physical spinner (`Spin(result)`), flicked by a human or a
bot. Bots think on a worker thread (`BotThinker`) so the screen never freezes.

Hot-seat: a hand is shown only to its owner (R7.2). When the next human to decide is not
the one whose hand was last shown, a curtain hides every hand until that player clicks.
The game record (setup + actions) grows as the game goes, and is autosaved after every
action.

The scene is split along its seams, each readable alone: the `Director` turns engine
events into animation beats, `TableInput` turns clicks and keys into legal actions,
`TableDrawing` paints the layers, `BotSeat` runs a bot. This module keeps the game
itself: acting, the clock that plays beats and asks the next player, and hot-seat hands.
"""

from __future__ import annotations

import logging
import math
import random
from collections import deque

import pygame

from game.race import room
from game.race.ai.registry import make_bot
from game.race.rules import events as ev
from game.race.rules.actions import (
    Action,
    Decision,
    Spin,
)
from game.race.rules.records import GameRecord, RecordRuleError
from game.race.rules.setup import GameSetup
from game.race.rules.state import GameState, IllegalAction
from game.race.rules.undo import Refusal, take_back, undoable
from game.race.rules.views import view_for
from game.race.scenes.bot_seats import bot_seat
from game.race.scenes.director import Director
from game.race.scenes.kids import KIDS_PAUSE, SpinHowTo, kids_choice
from game.race.scenes.pace import BOT_PACES, BOT_PAUSE, FOLLOW_UP, SPIN_PAUSE, beat_factor
from game.race.scenes.pace import BOT_TEMPO as BOT_TEMPO  # the tests and the watch read it
from game.race.scenes.table_drawing import LOG_TITLE, TableDrawing, banner_text
from game.race.scenes.table_input import TableInput
from game.race.ui.beats import Beat
from game.race.ui.board_view import BoardGeometry, BoardView
from game.race.ui.cookie_pick import CookiePick
from game.race.ui.hand_view import HandView
from game.race.ui.shown_table import ShownTable
from game.race.ui.spinner_view import SpinnerView
from game.race.ui.words import describe_event, engine_text, sentence, undo_refusal
from game.scenes.base import Scene
from game.shell.undo import UndoVerdict
from game.table.frame import PlayFrame
from game.ui import theme
from game.ui.log_panel import LogPanel
from game.ui.tween import pulse
from game.ui.widgets import Button

logger = logging.getLogger(__name__)

HOLE_SINK = 0.3

SPIN_BEATS = (ev.Spun, ev.EscapeSpin, ev.SmallCookiesTaken, ev.LeftHole, ev.StayedInHole)
"""A bot's spin and what the spin gives play at the spin's pace (`BOT_PACES`)."""
SPIN_TEMPO_CAP = 16.0
"""A bot's spin, hurried or instant, never plays faster than this: the hand still turns
through the frames, seen (the whole spin of a firm flick takes a quarter of a second)."""
KIDS_FLICK = 1.15
"""At a kids' table, a drag or tap too gentle to spin is taken as this multiple of the
weakest accepted flick (a bot's gentlest)."""
SHOWN_AT_LEAST = 1 / 30
"""Instant-but-visible: real seconds each beat of a bot's turn stays on screen at least."""
HURRY = 3.0
"""Holding Space or the hurry button during a bot's turn: this much faster again. Its
spins turn faster too, by the same physics (the result is where the hand rests, R8)."""
SPIN_SETTLE = 0.7
"""Seconds the result space glows before the spin is applied."""
LOG_STYLE = theme.TextStyle(24, theme.INK)
"""The log's words: 24 logical px grown by the text size, as the race's log always was."""
SPIN_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
"""Hold one of these to charge the spinner, let go to spin."""
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
DIGITS = {getattr(pygame, f"K_{d}"): d for d in range(1, 6)} | {
    getattr(pygame, f"K_KP{d}"): d for d in range(1, 6)}


class PlayScene(PlayFrame):
    game_id = "race"
    record_error = RecordRuleError
    hurry_factor = HURRY

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
        self.bots = {i: bot_seat(make_bot(seat.controller[4:]),
                                 random.Random(self.rng.getrandbits(64)), app.threaded_bots)
                     for i, seat in enumerate(setup.seats) if seat.controller.startswith("bot:")}
        self.humans = [i for i, s in enumerate(setup.seats) if not s.controller.startswith("bot:")]
        level = room.level(app)
        layout = level.layout
        self.board = level.board
        self.geo = BoardGeometry(layout, level.board)
        self.board_view = BoardView(self.geo)
        self.spinner = SpinnerView(self.geo)
        self.spinner.show_how = SpinHowTo(self)  # the pointing hand (kids, issue 36)
        self.hand_view = HandView(pygame.Rect(*layout.anchor("hand_area").as_tuple()))
        self.anchors = {name: pygame.Rect(*r.as_tuple()) for name, r in layout.anchors.items()}
        self.cookie_pick = CookiePick(self.anchors["cookie_display"],
                                      self.anchors["cookie_stack"])  # issue 36
        self.beats: deque[Beat] = deque()
        self.log: list[ev.Event] = []
        """Events worth a line, the whole race's (about 220 in a race of four, so that
        the story can be read back from its start); put into words when drawn (so in the
        current language)."""
        self.log_panel = LogPanel(LOG_TITLE, LOG_STYLE,
                                  background=(*theme.CREAM, 235), keep=1)
        """The kit's scrollable log (game/ui/log_panel.py): `TableDrawing` gives it the
        entries and its box, `TableInput` (and the watch) the events over it."""
        self.key_focus = 0
        """Keyboard: which playable card or choice button the arrows point at."""
        self.hand_owner = self.first_hand_owner()
        self.shown_hand: list[int | None] = []
        self.wait = 0.0
        self.bot_busy = False
        self.settling: tuple[int, float] | None = None
        """(result, seconds left) while the rested spinner's result glows."""
        self.glow_space: int | None = None
        self.choice_key: object = None
        self.choices: list[Button] = []
        self.spin_button_held = False
        self.pointer: tuple[int, int] | None = None
        """Where the mouse is (logical), for the labels of the panels' pictures."""
        self.finished_for = 0.0
        self.last_escape: ev.EscapeSpin | None = None
        self.build_parts(Director, TableInput, TableDrawing)
        self._queue_events(start_events)
        self._sync_hand()
        from game.race.scenes.hinting import Hinter

        self.hinter = Hinter(self)
        self.save_first(autosave)

    # ================================================================= helpers

    @property
    def replaying(self) -> bool:
        """True while a saved record is played back into the scene (Continue, Undo)."""
        return self.quiet

    def _pulse(self, period: float = 1.2) -> float:
        return 1.0 if self.reduced else pulse(self.time, period)

    def panel_rect(self, player: int) -> pygame.Rect:
        return self.anchors[f"player_panel_{player + 1}"]

    @property
    def idle(self) -> bool:
        """Nothing is moving: someone may decide."""
        return not self.beats and not self.spinner.busy and self.settling is None

    @property
    def tempo(self) -> float:
        """How much faster than the animation speed the table plays now: a bot's pace,
        hurried while Space or the hurry button is held."""
        if not self.bots_turn():
            self.hurry.let_go()
            return 1.0
        return self.bot_pace[0] * self.hurry.rate()

    @property
    def bot_pace(self) -> tuple[float, float]:
        """(beats, spins) speed-ups of a bot's turn, from the bot speed setting."""
        choice = getattr(self.app.settings, "bot_speed", "normal")
        return BOT_PACES.get(choice, BOT_PACES["normal"])

    @property
    def spin_tempo(self) -> float:
        """How much faster than the animation speed the spinner's clock runs now: a bot's
        spin at the bot speed (hurried too); a person's spin as it is."""
        if not self.bots_turn():
            return 1.0
        return min(SPIN_TEMPO_CAP, self.bot_pace[1] * self.hurry.rate())

    def human_to_act(self) -> int | None:
        s = self.state
        if s.is_over or not self.idle or self.is_bot(s.turn):
            return None
        return s.turn

    @property
    def shown_turn(self) -> int:
        return self.table.turn

    def _sync_hand(self) -> None:
        owner = self.hand_visible_to()
        shown = owner if owner is not None else self.table.turn
        if owner is None:
            self.shown_hand = [None] * len(self.state.hands[shown])
        else:
            self.shown_hand = list(self.state.hands[shown])

    # ================================================================= acting

    def act(self, action: Action) -> bool:
        """Apply an action; False (and the reason on screen) when the rules refuse it."""
        try:
            events = self.state.apply(action)
        except IllegalAction as exc:
            self.say(sentence(engine_text(str(exc), self.names)))
            return False
        self.record.actions.append(action)
        self.autosave()
        self.hinter.reset()
        if any(isinstance(e, ev.TurnEnded) for e in events):
            self.score_history.append(tuple(self.state.score(p) for p in range(len(self.seats))))
        self.choice_key = None
        self.choices = []
        self._queue_events(events)
        return True

    def _queue_events(self, events: list[ev.Event]) -> None:
        for event in events:
            self.beats.extend(self.director.beats_for(event))

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
        if describe_event(event, self.names, self.board):
            self.log.append(event)
        owner = self.hand_visible_to()
        match event:
            case ev.CardPlayed(p, slot, _) if self._hand_is(p) and slot < len(self.shown_hand):
                self.shown_hand.pop(slot)
            case ev.CardDrawn(p, slot) if self._hand_is(p):
                # face up at once for the hand's owner (not only after the next turn)
                hand = self.state.hands[p]
                card = (hand[slot] if owner == p and slot < len(hand)
                        and len(hand) == len(self.shown_hand) + 1 else None)
                self.shown_hand.insert(min(slot, len(self.shown_hand)), card)
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

    # ================================================================= undo

    def judge_undo(self, actor: int) -> UndoVerdict:
        return undoable(self.record, actor)

    def taken_back(self, player: int) -> GameRecord:
        return take_back(self.record, player)

    def undo_words(self, refusal: Refusal | None, name: str) -> str:
        return undo_refusal(refusal or Refusal.NOTHING, name)

    def undo_ready(self) -> bool:
        """Undo shows once the table is still, never behind the curtain."""
        return self.curtain_for is None and self.idle

    def pointing_at_undo(self) -> bool:
        return self.pointer is not None and self.undo_rect.collidepoint(self.pointer)

    def before_undo(self) -> bool:
        """One's own move still hopping along is finished first; a spin that has started
        cannot be taken back."""
        self.fast_forward()
        return not self.spinner.busy and self.settling is None

    @property
    def open_table(self) -> bool:
        """Hands face up: the open-hands variant (R9.2). Choosing Kids mode at setup turns
        it on, visibly, and a grown-up may turn it off (issue 36)."""
        return self.setup.variants.open_hands

    @property
    def hides_hands(self) -> bool:
        return not self.open_table

    def hands_changed(self) -> None:
        self._sync_hand()

    def resumed(self, record: GameRecord) -> None:
        """The hand as its owner left it, and the spinner's hand where it last rested."""
        self._sync_hand()
        last_spin = next((a for a in reversed(record.actions) if isinstance(a, Spin)), None)
        if last_spin is not None:
            self.spinner.model.set_angle(last_spin.result * math.tau / self.geo.n)

    @property
    def undo_rect(self) -> pygame.Rect:
        """Under the board, left of the dial's foot: the Hint button's mirror."""
        hint = self.hinter.rect
        r = hint.copy()
        r.centerx = round(2 * self.geo.pivot[0]) - hint.centerx
        return r

    # ================================================================= time

    def update(self, dt: float) -> None:
        super().update(dt)
        self.tick_toast(dt)
        scaled = dt * self.speed
        tempo = self.tempo
        self.spinner.trails = not self.reduced
        self.spinner.update(scaled * self.spin_tempo)
        scaled *= tempo
        if self.spinner.crossed:
            self.app.audio.tick(self.spinner.model.angular_velocity)
        self.hinter.update()
        self.input.watch_places()
        if self.beats:
            head = self.beats[0].event
            self._play_beats(scaled * (self.spin_tempo / tempo if isinstance(head, SPIN_BEATS)
                                       else beat_factor(head, self.bots_turn())), dt)
            return
        if self.settling is not None:
            result, left = self.settling
            settle = dt * self.speed * self.spin_tempo
            if left > settle:
                self.settling = (result, left - settle)
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
                self.to_results()
            return
        if self.is_bot(self.state.turn) and self.undo_courtesy(dt * self.speed):
            return  # a person's move may still be taken back: the bot waits
        self._next_decision(dt * tempo)

    _spun = False
    _head_shown = 0.0
    """Real seconds the first queued beat has been on screen (the instant bot speed)."""

    def _play_beats(self, dt: float, real: float = 0.0) -> None:
        """Play `dt` seconds of beats; at the instant bot speed each beat stays on screen
        `SHOWN_AT_LEAST` real seconds (`real`: this update's), so every move is seen."""
        visible = self.bots_turn() and self.bot_pace[0] > BOT_PACES["fast"][0]
        while self.beats and dt > 0:
            beat = self.beats[0]
            if not beat.started and beat.event is not None:
                self._sound_for(beat.event)
            beat.start()
            take = min(dt, beat.duration - beat.elapsed)
            if visible and beat.duration > 0:
                self._head_shown += real
                real = 0.0
                if self._head_shown < SHOWN_AT_LEAST:  # held half-way until it is seen
                    take = max(0.0, min(take, beat.duration / 2 - beat.elapsed))
            beat.elapsed += take
            dt -= take
            if beat.done:
                self._head_shown = 0.0
                self.beats.popleft()
                self._finish_beat(beat)
            else:
                break

    def _next_decision(self, dt: float) -> None:
        s = self.state
        p = s.turn
        if self.is_bot(p):
            self.wait += dt * self.speed
            # the card is the turn's big choice; what follows from it (the Joker's value,
            # the +1, a cookie, an escape) comes quicker, as a person's would
            pause = (SPIN_PAUSE if s.is_chance else BOT_PAUSE if s.decision is Decision.CARD
                     else BOT_PAUSE * FOLLOW_UP)
            if self.wait < pause:
                return
            if s.is_chance:
                self.wait = 0.0
                strength = self.bots[p].bot.flick(self.bots[p].rng)
                self._flick(self.spinner.bot_speed(strength))
                return
            bot = self.bots[p]
            if not self.bot_busy:
                bot.start(view_for(s, p))
                self.bot_busy = True
            action = bot.poll()
            if action is not None:
                self.bot_busy = False
                self.wait = 0.0
                self.act(action)
            return
        if self.setup.variants.kids:
            made = kids_choice(s)  # a kind, stated rule chooses for a child (issue 36)
            if made is not None:
                self.wait += dt * self.speed
                if self.wait >= KIDS_PAUSE:
                    self.wait = 0.0
                    self.act(made)
                return
        self.wait = 0.0
        needs_curtain = (
            not self.open_table
            and len(self.humans) > 1
            and self.hand_owner != p
        )
        if needs_curtain and self.curtain_for is None:
            self.curtain_for = p
        if self.curtain_for is None:
            self.input.build_choices()

    def _flick(self, speed: float) -> None:
        speed = self.kind_flick(speed)
        if not self.spinner.flick(speed, self.spin_rng):
            self.app.audio.play("spin_harder")
        else:
            self._spun = True
            self.glow_space = None

    def kind_flick(self, speed: float) -> float:
        """A person's flick as the spinner takes it (signed: anticlockwise negative, and
        the hand turns the way she pushed it, issue 36; rules notes 20). At a kids' table
        any drag or tap spins, at least firmly enough (issue 36). The result is the
        physics' all the same: uniform whatever the flick (R8.3)."""
        if self.is_bot(self.state.turn) or not self.setup.variants.kids:
            return speed
        low = self.spinner.model.min_flick_speed() * KIDS_FLICK
        return -max(-speed, low) if speed < 0 else max(speed, low)

    def open_pause(self) -> None:
        self.spinner.release_charge()
        self.spin_button_held = False
        super().open_pause()

    def _to_results(self) -> None:
        """(The name the race's screenshots and tests know.)"""
        self.to_results()

    def results(self) -> Scene:
        from game.race.scenes.results import ResultsScene

        return ResultsScene(self.app, self.state, self.record, self.score_history,
                            word=self._results_word())

    def _results_word(self) -> str | None:
        """A last word for the results screen (the guided game's coach has one)."""
        return None

    def store(self):
        return room.saves(self.app)

    def _sound_for(self, event: ev.Event) -> None:
        if not isinstance(event, ev.GameEnded):  # the fanfare plays on the Results screen
            self.app.audio.play_event(event)

    def close(self) -> None:
        self.hinter.close()
        super().close()

    def pause(self) -> None:
        """Something covers the table (Pause, a question): a charge is let go, a hurry
        ends, and what was moving lands at once, so no card or cookie hangs frozen in
        the air over the counts while the table waits."""
        super().pause()
        self.spinner.release_charge()
        if self.beats:
            self.fast_forward()

    def on_resize(self) -> None:
        self.drawing.invalidate()

    # ================================================================= the seams

    def choice_box(self) -> pygame.Rect:
        return self.input.choice_box()

    def _banner_text(self) -> tuple[str, str]:
        """The banner's two lines (a replay being watched says less)."""
        return banner_text(self)

    # ================================================================= drawing


