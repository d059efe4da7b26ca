"""The Parade table: a game played to its end through the engine, one action at a time.

The engine (`GameState`) is the only judge: the cards a person may click come from
`legal_actions()`, every action goes through `apply`, and the hover preview and the hint
come from `rules.preview` and `ai.hint`. The engine's events become animation beats
(`Director`) and the `ShownTable` catches up one beat at a time; nobody decides again
until the last beat has played.

Hot-seat: with two or more people at the screen, a hand is shown only to its owner
(P9.2). Whenever the next person to decide is not the one whose hand was last shown,
a curtain hides every hand until that person clicks: at every turn and for each one's
secret final discard (P6.1, P9.3); behind it, the log of what happened since their last
turn. The record (setup + actions) is autosaved after every action; a finished game
goes to the replays, after the end show (`EndShow`) and a click.

Undo (the button or Ctrl+Z) takes back a person's own last decision while the table's
courtesy allows it (rules/undo.py): nobody else has acted, and the card drawn after the
play has not been seen; that card stays face down in the hand (`unseen`) until someone
else acts or its owner must decide again. The table is then rebuilt from the shorter
record, the way Continue rebuilds it.

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
from game.parade.rules.records import GameRecord, RecordRuleError
from game.parade.rules.setup import GameSetup
from game.parade.rules.state import GameState, IllegalAction
from game.parade.rules.undo import Refusal, UndoVerdict, take_back, undoable
from game.parade.rules.views import view_for
from game.parade.scenes.bot_seats import Hinter, bot_seat
from game.parade.scenes.director import Director, ShownTable
from game.parade.scenes.end_show import EndShow
from game.parade.scenes.move_log import MoveLog
from game.parade.scenes.table_drawing import TableDrawing
from game.parade.scenes.table_input import TableInput
from game.parade.table_choice import characters_for
from game.parade.ui import geometry as geo
from game.scenes.base import Scene
from game.shell.i18n import N_, _
from game.table.frame import PlayFrame
from game.ui.log_panel import LogPanel

logger = logging.getLogger(__name__)

BOT_PAUSE = 0.8
"""Seconds (at animation speed 1) a bot waits before it plays, so people can follow."""
HURRY = 3.0
"""Holding the hurry button during a bot's turn: its wait and its cards this much faster
(Space stays the skip of what moves)."""


class PlayScene(PlayFrame):
    game_id = "parade"
    record_error = RecordRuleError

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
        self.bots = {} if self.watching else {
            i: bot_seat(c[4:], random.Random(self.rng.getrandbits(64)), threaded)
            for i, c in enumerate(self.controllers) if c.startswith("bot:")}
        self.adviser = Hinter(random.Random(self.rng.getrandbits(64)), threaded)
        self.hand_owner = self.first_hand_owner()
        self.news = ""
        self.selected: list[int] = []
        """The cards a person has picked for the final discard (at most two)."""
        self.chosen: int | None = None
        """The card chosen by a key (1-5, Enter), played only on a confirm."""
        self.in_flight_from_hand: int | None = None
        self.played_from: pygame.Rect | None = None
        self.wait = 0.0
        self.finished_for = 0.0
        self._busy = False
        self._asked: tuple | None = None
        self.log = MoveLog(self.names, self.characters)
        self.log_panel = LogPanel(N_("What happened"))
        self.curtain_log = LogPanel(N_("Since your last turn"))
        self.end_show: EndShow | None = None
        self.inspecting: int | None = None
        """The seat whose collection is looked at full size (None: none)."""
        self.unseen: int | None = None
        """The card a person drew with a play that may still be taken back: face down."""
        self.kept: list[tuple[int, ...]] = []
        """At the end: the two cards each player kept (from the revealed discards)."""
        self.build_parts(Director, TableInput, TableDrawing)
        self.director.handle(start_events)
        self.save_first(autosave)
        self.input.rebuild()

    # ================================================================= helpers

    @property
    def moment(self) -> tuple[int, ...]:
        return (len(self.record.actions),)

    def is_human(self, seat: int) -> bool:
        return self.controllers[seat] == "human"

    @property
    def idle(self) -> bool:
        return self.director.idle

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

    @property
    def shown_turn(self) -> int:
        return self.shown.turn

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
        self._note_unseen(seat, events)
        self.selected = []
        self.chosen = None
        self.adviser.reset()
        self.toast = None
        self.director.handle(events)
        self._busy = True
        self.autosave()
        self.input.rebuild()
        return True

    def _note_unseen(self, seat: int, events: list) -> None:
        """A person's play that drew a card: the card stays face down while the play may
        be taken back; anyone else's action shows it."""
        from game.parade.rules import events as ev

        self.unseen = None
        if self.watching or not self.is_human(seat) or self.quiet:
            return
        drawn = any(isinstance(e, ev.CardDrawn) for e in events)
        if drawn and self.state.hands[seat]:
            before = set(self.hand_view[seat])
            new = [c for c in self.state.hands[seat] if c not in before]
            self.unseen = new[-1] if new else None

    # ================================================================= undo

    def undo_key(self) -> tuple[int, bool]:
        """The verdict is worked out again after each action and once the card drawn is
        shown."""
        return (len(self.record.actions), self.unseen is None)

    def judge_undo(self, actor: int) -> UndoVerdict:
        return undoable(self.record, actor, card_seen=self.unseen is None)

    def taken_back(self, player: int) -> GameRecord:
        return take_back(self.record, player, card_seen=self.unseen is None)

    def undo_words(self, refusal: Refusal | None, name: str) -> str:
        return undo_refusal(refusal or Refusal.NOTHING, name)

    def pointing_at_undo(self) -> bool:
        return any(getattr(w, "hovered", False) and w is self.input.undo_button
                   for w in self.widgets)

    def again(self, setup: GameSetup) -> PlayScene:
        # type(self): an undo at the guided table rebuilds the guided table, coach and all
        return type(self)(self.app, setup, seed=setup.seed, autosave=False,
                          characters=self.characters)

    def after_undo(self, player: int) -> None:
        self.log.note_undo(player, len(self.record.actions))

    def hands_changed(self) -> None:
        self.input.rebuild()

    def resumed(self, record: GameRecord) -> None:
        self.input.rebuild()

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

    hurry_factor = HURRY
    hurry_space = False
    """Space is the Parade's skip of what moves: the hurry button alone hurries."""

    def update(self, dt: float) -> None:
        super().update(dt)
        self.tick_toast(dt)
        self.input.guard.tick(self.time)
        self.adviser.poll()
        if not self.bots_turn():
            self.hurry.let_go()
        step = dt * self.speed * self.hurry.rate()
        self.director.update(step)
        self.director.motion.update(self.drawing.parade_targets(), step, self.reduced)
        if not self.director.idle:
            return
        if self._busy:
            self._after_beats()
        if self.inspecting is not None:
            return  # a collection looked at full size covers the table: nobody plays
        self.next_move(dt)

    def next_move(self, dt: float) -> None:
        s = self.state
        if s.is_over:
            if self.end_show is None:
                self.end_show = EndShow(self)
                self.input.rebuild()
            self.end_show.update(dt * self.speed)
            return
        self._follow_turn()
        if self.unseen is not None and self.human_to_act() is not None:
            self.unseen = None  # its owner decides again: the card is seen
        asked = (self.moment, self.curtain_for, self.hand_owner)
        if asked != self._asked:
            self._asked = asked
            self.input.rebuild()
        seat = self.bots.get(s.turn)
        if seat is None:
            return
        if seat.asked != self.moment:
            if self.undo_courtesy(dt * self.speed):
                return  # a person's move may still be taken back: the bot waits
            self.wait += dt * self.speed * self.hurry.rate()
            if self.wait >= BOT_PAUSE:
                self.wait = 0.0
                seat.start(view_for(s, s.turn), self.moment)
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

    def inspect(self, seat: int | None) -> None:
        """Look at a player's collection full size (None: back to the table)."""
        self.inspecting = seat
        self.input.rebuild()

    def skip(self) -> None:
        """Space at the end: the end show straight to its last picture."""
        if self.end_show is not None:
            self.end_show.skip()

    def continue_to_results(self) -> None:
        """The end show's button: when the players are ready."""
        if self.state.is_over and self.idle:
            self.to_results()

    def results(self) -> Scene:
        from game.parade.scenes.results import ResultsScene

        return ResultsScene(self.app, self.state, self.record, self.characters)

    def close(self) -> None:
        super().close()
        self.adviser.close()

    def store(self):
        return room.saves(self.app)

    # ================================================================= the seams

    def on_resize(self) -> None:
        self.input.rebuild()


def undo_refusal(refusal: Refusal | None, name: str) -> str:
    """Why a decision cannot be taken back, in words; `name` made the last move."""
    match refusal:
        case Refusal.NOTHING:
            return _("Nothing to take back yet.")
        case Refusal.OTHER_PLAYER | Refusal.BOT:
            return _("Too late to take it back: someone has played since.")
        case Refusal.CARD_SEEN:
            return _("Too late to take it back: {name} has seen the new card.").format(
                name=name)
        case Refusal.REVEALED | Refusal.GAME_OVER:
            return _("Too late to take it back: the discards are revealed.")
    return _("That cannot be taken back.")
