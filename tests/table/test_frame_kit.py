"""The table kit's play frame (game/table): the undo courtesy, the pointer guard, bots off
the frame thread, and the frame's undo, curtain and Continue over a toy game."""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass, field

import pygame
import pytest

from game.shell.undo import UndoVerdict
from game.table.bots import BotSeat, Thinker
from game.table.courtesy import UNDO_WINDOW, UndoCourtesy
from game.table.frame import PlayFrame
from game.table.guard import ARM_SECONDS, ArmGuard
from game.ui.widgets import Button

# ---------------------------------------------------------------------- courtesy


def test_the_courtesy_holds_the_bots_for_its_window_of_still_table() -> None:
    courtesy = UndoCourtesy()
    # the move's card still flies: the window is not eaten
    for _ in range(100):
        assert courtesy.holds(1, offered=True, seen=False, dt=0.1)
    waited = 0.0
    while courtesy.holds(1, offered=True, seen=True, dt=0.1):
        waited += 0.1
    assert waited == pytest.approx(UNDO_WINDOW - 0.1, abs=0.11)


def test_the_courtesy_holds_while_pointing_at_undo_and_ends_when_waived() -> None:
    courtesy = UndoCourtesy()
    for _ in range(1000):
        assert courtesy.holds(1, offered=True, seen=True, dt=0.1, pointing=True)
    courtesy.waive()
    assert not courtesy.holds(1, offered=True, seen=True, dt=0.1, pointing=True)
    # a new undoable move opens a new window; a move not offered holds nothing
    assert courtesy.holds(2, offered=True, seen=True, dt=0.1)
    assert not courtesy.holds(3, offered=False, seen=True, dt=0.1)


# ---------------------------------------------------------------------- guard


def _button(rect: tuple[int, int, int, int], words: str) -> Button:
    return Button(rect, words, lambda: None)


def test_a_button_that_changes_under_a_resting_pointer_waits_for_a_move() -> None:
    guard = ArmGuard()
    guard.note([_button((0, 0, 100, 100), "Show my hand")], 0.0)
    guard.moved((50, 50))  # the pointer came to it: it acts
    assert guard.armed(_button((0, 0, 100, 100), "Show my hand"))
    guard.note([_button((0, 0, 100, 100), "Undo")], 1.0)
    undo = _button((0, 0, 100, 100), "Undo")
    assert not guard.armed(undo)
    guard.tick(1.0 + ARM_SECONDS)
    assert not guard.armed(undo)  # time alone does not arm it: the pointer rests
    guard.moved((51, 50))
    assert guard.armed(undo)


def test_leaving_a_changed_button_arms_it_and_a_fresh_guard_waits_for_keys_too() -> None:
    guard = ArmGuard()
    guard.moved((50, 50))
    guard.note([_button((0, 0, 100, 100), "Challenge")], 0.0)
    guard.moved((500, 500))
    assert guard.armed(_button((0, 0, 100, 100), "Challenge"))
    fresh = ArmGuard(fresh=True)
    fresh.note([_button((0, 0, 100, 100), "Challenge")], 0.0)
    assert not fresh.armed(_button((0, 0, 100, 100), "Challenge"))
    fresh.tick(ARM_SECONDS)
    assert fresh.armed(_button((0, 0, 100, 100), "Challenge"))


def test_a_card_widget_is_guarded_by_its_meaning() -> None:
    class Card:
        def __init__(self, card: int) -> None:
            self.rect = pygame.Rect(0, 0, 80, 120)
            self.meaning = ("card", card)

    guard = ArmGuard()
    guard.moved((10, 10))
    guard.note([Card(4)], 0.0)
    guard.note([Card(9)], 0.5)  # the slot that held the 4 now holds the 9
    assert not guard.armed(Card(9))


# ---------------------------------------------------------------------- bots


class _Searcher:
    checkpoint = None

    def choose(self, view: int, rng: random.Random) -> int:
        for _ in range(10):
            if self.checkpoint is not None:
                self.checkpoint()
        return view * 10 + rng.randrange(10)


def _answer(thinker_or_seat) -> object:
    for _ in range(4000):
        found = thinker_or_seat.poll()
        if found is not None:
            return found
        threading.Event().wait(0.001)
    raise AssertionError("no answer")


def test_a_bot_seat_answers_the_same_on_a_worker_thread_as_on_the_frame_thread() -> None:
    answers = []
    for threaded in (True, False):
        bot = _Searcher()
        rng = random.Random(7)
        seat = BotSeat(bot, lambda view, b=bot, r=rng: b.choose(view, r), threaded, rng=rng)
        try:
            assert bot.checkpoint is not None  # the search lets the frame draw
            seat.start(3, moment=(1,))
            answers.append(_answer(seat))
            assert seat.asked == (1,) and seat.poll() is None  # handed out once
        finally:
            seat.close()
    assert answers[0] == answers[1]


def test_a_cancelled_thought_is_forgotten() -> None:
    thinker = Thinker(threaded=True)
    try:
        thinker.start(lambda: 1)
        thinker.cancel()
        assert thinker.poll() is None
        thinker.start(lambda: 2)
        assert _answer(thinker) == 2
    finally:
        thinker.close()


# ---------------------------------------------------------------------- the frame


@dataclass
class _Toy:
    """A toy engine: two seats take turns saying numbers; ten numbers end it."""

    setup: tuple[str, ...]
    said: list[int] = field(default_factory=list)

    @classmethod
    def start(cls, setup):
        return cls(setup), []

    @property
    def turn(self) -> int:
        return len(self.said) % 2

    @property
    def is_over(self) -> bool:
        return len(self.said) >= 10

    def apply(self, action: int, report: bool = True) -> list:
        if action < 0:
            return []
        self.said.append(action)
        return []


@dataclass
class _Record:
    setup: tuple[str, ...]
    actions: list[int] = field(default_factory=list)


class _Store:
    def __init__(self) -> None:
        self.written: list[list[int]] = []

    def write(self, record: _Record) -> None:
        self.written.append(list(record.actions))

    def finish(self, record: _Record) -> None:
        self.written.append(["finished", *record.actions])


class _ToyTable(PlayFrame):
    game_id = "toy"
    saved = _Store()

    def __init__(self, app, people: tuple[str, ...]) -> None:
        super().__init__(app)
        self.names = list(people)
        self.humans = [0, 1]
        self.bots: dict = {}
        self.state, _ = _Toy.start(people)
        self.record = _Record(people)
        self.idle = True

    def store(self):
        return self.saved

    def act(self, action: int) -> bool:
        if action < 0:
            return False
        self.state.apply(action)
        self.record.actions.append(action)
        self.autosave()
        return True

    def judge_undo(self, actor: int) -> UndoVerdict:
        return UndoVerdict(True, None, len(self.record.actions) - 1)

    def taken_back(self, player: int) -> _Record:
        return _Record(self.record.setup, self.record.actions[:-1])

    def replayed(self, record: _Record) -> _ToyTable:
        return _ToyTable(self.app, record.setup).resume_from(record)


def test_autosave_follows_every_action_and_continue_replays_quietly(app) -> None:
    table = _ToyTable(app, ("Ann", "Bea"))
    table.saved.written.clear()
    table.act(4)
    table.act(5)
    assert table.saved.written == [[4], [4, 5]]
    again = _ToyTable(app, ("Ann", "Bea")).resume_from(_Record(("Ann", "Bea"), [4, 5]))
    assert again.state.said == [4, 5] and not again.quiet and again.autosave_enabled
    assert again.hand_owner is None  # two people share the screen: nobody's hand shows
    with pytest.raises(ValueError):
        _ToyTable(app, ("Ann", "Bea")).resume_from(_Record(("Ann", "Bea"), [4, -1]))


def test_an_undo_behind_the_curtain_goes_back_to_the_mover_behind_hers(app) -> None:
    table = _ToyTable(app, ("Ann", "Bea"))
    app.push(table)
    table.hand_owner = 0
    table.act(4)  # Ann said 4; the curtain comes down for Bea
    table.hand_owner, table.curtain_for = None, 1
    assert table.undo()
    again = app.top
    assert isinstance(again, _ToyTable) and again.record.actions == []
    assert again.curtain_for == 0 and again.hand_owner is None
    assert again.toast is not None and "Taken back: Ann" in again.toast[0]


def test_an_undo_at_the_movers_own_screen_keeps_her_hand(app) -> None:
    table = _ToyTable(app, ("Ann", "Bea"))
    app.push(table)
    table.hand_owner = 0
    table.act(4)  # Ann still holds the screen (no curtain yet)
    assert table.undo()
    again = app.top
    assert again.hand_owner == 0 and again.curtain_for is None
