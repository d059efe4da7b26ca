"""The Parade table: a game played to its end through the engine, one action at a time.

The engine (`GameState`) is the only judge: the cards a person may click come from
`legal_actions()`, every action goes through `apply`, and the hover preview and the hint
come from `rules.preview` and `ai.hint`. The engine's events become animation beats
(`Director`) and the `ShownTable` catches up one beat at a time; nobody decides again
until the last beat has played.

Hot-seat: with two or more people at the screen, a hand is shown only to its owner
(P9.2). Whenever the next person to decide is not the one whose hand was last shown,
a curtain hides every hand until that person clicks: at every turn and for each one's
secret final discard (P6.1, P9.3). The record (setup + actions) is autosaved after every
action; a finished game goes to the replays.

The scene is split along the race's seams: the `Director` (beats and the shown table),
`TableInput` (clicks and keys -> legal actions), `TableDrawing` (only draws), `BotSeat`
(bots and the hint on a worker thread). This module keeps acting, the clock that plays
beats and asks the next player, the curtains and the autosave.
"""

from __future__ import annotations

import logging
import random

import pygame

from game.parade import room
from game.parade.rules.actions import Action, Discard, Phase, Play
from game.parade.rules.preview import TakePreview, take_preview
from game.parade.rules.records import GameRecord
from game.parade.rules.setup import GameSetup
from game.parade.rules.state import GameState, IllegalAction
from game.parade.rules.views import view_for
from game.parade.scenes.bot_seats import BotSeat, Hinter
from game.parade.scenes.director import Director, ShownTable
from game.parade.scenes.table_drawing import TableDrawing
from game.parade.scenes.table_input import TableInput
from game.parade.table_choice import characters_for
from game.parade.ui import geometry as geo
from game.scenes.base import Scene
from game.shell.i18n import _
from game.ui.canvas import Canvas

logger = logging.getLogger(__name__)

BOT_PAUSE = 0.8
"""Seconds (at animation speed 1) a bot waits before it plays, so people can follow."""
RESULTS_AFTER = 1.2
TOAST_SECONDS = 3.0


class PlayScene(Scene):
    name = "play"
    watching = False

    def __init__(self, app, setup: GameSetup, seed: int | None = None,
                 autosave: bool = True, characters: list[str] | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        self.names = [seat.name for seat in setup.seats]
        self.controllers = [seat.controller for seat in setup.seats]
        self.characters = list(characters) if characters else \
            characters_for(self.names, app.settings.tables)
        self.rng = random.Random(seed if seed is not None else app.rng.getrandbits(64))
        self.state, start_events = GameState.start(setup)
        self.record = GameRecord(setup)
        self.shown = ShownTable.of(self.state)
        self.hand_view: list[list[int]] = [list(h) for h in self.state.hands]
        """Each hand as drawn (the engine's hand, less what is still flying)."""
        self.humans = [i for i, c in enumerate(self.controllers) if c == "human"]
        threaded = app.threaded_bots
        self.bots: dict[int, BotSeat] = {}
        if not self.watching:
            for i, c in enumerate(self.controllers):
                if c.startswith("bot:"):
                    self.bots[i] = BotSeat(c[4:], random.Random(self.rng.getrandbits(64)),
                                           threaded)
        self.adviser = Hinter(random.Random(self.rng.getrandbits(64)), threaded)
        self.hand_owner: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.curtain_for: int | None = None
        self.news = ""
        self.toast: tuple[str, float] | None = None
        self.selected: list[int] = []
        """The cards a person has picked for the final discard (at most two)."""
        self.in_flight_from_hand: int | None = None
        self.played_from: pygame.Rect | None = None
        self.wait = 0.0
        self.finished_for = 0.0
        self.quiet = False
        """True while a saved game is replayed into the scene: no sound."""
        self._busy = False
        self._asked: tuple | None = None
        self.director = Director(self)
        self.input = TableInput(self)
        self.drawing = TableDrawing(self)
        self.director.handle(start_events)
        self.autosave_enabled = autosave
        self._autosave()
        self.input.rebuild()

    # ================================================================= helpers

    @property
    def speed(self) -> float:
        return max(0.1, self.app.settings.animation_speed)

    @property
    def reduced(self) -> bool:
        return self.app.settings.reduced_motion

    @property
    def moment(self) -> tuple[int, ...]:
        return (len(self.record.actions),)

    def is_human(self, seat: int) -> bool:
        return self.controllers[seat] == "human"

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    @property
    def idle(self) -> bool:
        return self.director.idle

    def sound(self, name: str) -> None:
        if not self.quiet:
            self.app.audio.play(name)

    def say(self, text: str) -> None:
        self.toast = (text, TOAST_SECONDS)

    def human_to_act(self) -> int | None:
        """The person who may decide now, their hand shown (None: nobody)."""
        s = self.state
        if s.is_over or self.watching or not self.idle or self.curtain_for is not None:
            return None
        if not self.is_human(s.turn):
            return None
        if len(self.humans) > 1 and self.hand_owner != s.turn:
            return None
        return s.turn

    def hand_visible_to(self) -> int | None:
        """Whose hand is drawn face up now (None: none)."""
        if self.curtain_for is not None:
            return None
        if self.watching:
            return None if self.state.is_over and self.idle else self.shown.turn
        if len(self.humans) == 1:
            return self.humans[0]
        if self.hand_owner is not None and self.hand_owner == self.shown.turn:
            return self.hand_owner
        return None

    def hand_cards(self, seat: int) -> list[int]:
        return [c for c in self.hand_view[seat] if c != self.in_flight_from_hand]

    def hand_origin(self, seat: int, card: int) -> pygame.Rect:
        """Where a played card starts its flight: its hand slot, or the player's panel."""
        if self.played_from is not None and self.hand_visible_to() == seat:
            return self.played_from
        panel = geo.panel_rects(len(self.names))[seat]
        return pygame.Rect(panel.centerx - 40, panel.y + 10, 80, 120)

    def hand_target(self, seat: int) -> pygame.Rect:
        if self.hand_visible_to() == seat:
            slots = geo.hand_slots(len(self.hand_view[seat]) + 1)
            return slots[-1]
        panel = geo.panel_rects(len(self.names))[seat]
        return pygame.Rect(panel.right - 60, panel.y + 8, 30, 45)

    def preview(self) -> TakePreview | None:
        """What the card under the pointer or the focus would take (from the rules)."""
        who = self.human_to_act()
        card = self.input.preview_card()
        if who is None or card is None or self.state.phase is not Phase.PLAY:
            return None
        return take_preview(view_for(self.state, who), who, card)

    # ================================================================= acting

    def act(self, action: Action) -> bool:
        """Apply `action`; False (and a word on screen) when the rules refuse it."""
        s = self.state
        seat = s.turn
        if isinstance(action, Play) and self.hand_visible_to() == seat:
            cards = self.hand_cards(seat)
            if action.card in cards:
                self.played_from = geo.hand_slots(len(cards))[cards.index(action.card)]
        try:
            events = s.apply(action)
        except IllegalAction as exc:
            logger.info("refused %s: %s", action, exc)
            self.say(_("That move is not allowed now."))
            return False
        self.record.actions.append(action)
        if isinstance(action, Play) and action.card in self.hand_view[seat]:
            self.hand_view[seat].remove(action.card)
        self.selected = []
        self.adviser.reset()
        self.toast = None
        self.director.handle(events)
        self._busy = True
        self._autosave()
        self.input.rebuild()
        return True

    def choose_discard(self, card: int) -> None:
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
            if len(self.selected) > 2:
                self.selected.pop(0)
        self.sound("button")
        self.input.rebuild()

    def confirm_discard(self) -> None:
        if len(self.selected) == 2 and self.human_to_act() is not None:
            self.act(Discard((self.selected[0], self.selected[1])))

    def request_hint(self) -> None:
        if self.human_to_act() is None:
            return
        self.sound("button")
        self.adviser.ask(self.state, self.moment)

    def show_hand(self) -> None:
        """The person behind the curtain says it is them: their hand shows."""
        if self.curtain_for is None:
            return
        self.hand_owner, self.curtain_for = self.curtain_for, None
        self.sound("button")
        self.input.rebuild()

    def fast_forward(self) -> None:
        """Every beat at once (skipping, resuming)."""
        self.director.fast_forward()
        self._after_beats()
        self.director.motion.update(self.drawing.parade_targets(), 0, instant=True)

    def _after_beats(self) -> None:
        self._busy = False
        self.in_flight_from_hand = None
        self.played_from = None
        self.director.sync()
        self.hand_view = [list(h) for h in self.state.hands]

    # ================================================================= time

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.toast is not None:
            text, left = self.toast
            self.toast = (text, left - dt) if left > dt else None
        self.adviser.poll()
        step = dt * self.speed
        self.director.update(step)
        self.director.motion.update(self.drawing.parade_targets(), step, self.reduced)
        if not self.director.idle:
            return
        if self._busy:
            self._after_beats()
        self.next_move(dt)

    def next_move(self, dt: float) -> None:
        s = self.state
        if s.is_over:
            self.finished_for += dt * self.speed
            if self.finished_for > RESULTS_AFTER:
                self.to_results()
            return
        self._follow_turn()
        asked = (self.moment, self.curtain_for, self.hand_owner)
        if asked != self._asked:
            self._asked = asked
            self.input.rebuild()
        seat = self.bots.get(s.turn)
        if seat is None:
            return
        if seat.asked != self.moment:
            self.wait += dt * self.speed
            if self.wait >= BOT_PAUSE:
                self.wait = 0.0
                seat.start(s, self.moment)
            return
        action = seat.poll()
        if action is not None:
            self.act(action)

    def _follow_turn(self) -> None:
        """Hot-seat: a curtain before each person's decision when several share."""
        if len(self.humans) < 2 or self.watching:
            return
        turn = self.state.turn
        if not self.is_human(turn):
            self.hand_owner = None
            return
        if self.hand_owner != turn and self.curtain_for != turn:
            self.hand_owner = None
            self.curtain_for = turn

    # ================================================================= leaving

    def open_pause(self) -> None:
        from game.parade.contract import GAME
        from game.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, GAME))

    def back(self) -> None:
        self.open_pause()

    def resume(self) -> None:
        self.input.rebuild()

    def to_results(self) -> None:
        from game.parade.scenes.results import ResultsScene

        self.close()
        self.app.replace(ResultsScene(self.app, self.state, self.record, self.characters))

    def close(self) -> None:
        for seat in self.bots.values():
            seat.close()
        self.adviser.close()

    def _autosave(self) -> None:
        saves = room.saves(self.app)
        if saves is None or not self.autosave_enabled:
            return
        if self.state.is_over:
            saves.finish(self.record)
        else:
            saves.write(self.record)

    # ================================================================= the seams

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return self.input.process_event(event)

    def draw(self, canvas: Canvas) -> None:
        self.drawing.draw(canvas)

    def on_resize(self) -> None:
        self.input.rebuild()
