"""Issue 35, item 1: the table kit's coach, over a toy table of no game.

Lessons come from the table's state in their order, each once, remembered in the
settings (so a rebuilt table does not say them again); the table waits while a bubble
shows; a click or Space carries on; the closing word keeps the coach's word (names what
it did not get to show); the bubble never covers what it points at.
"""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.app import App
from game.scenes.base import Scene
from game.shell.i18n import N_
from game.table.coach import Coach, Coached, Lesson, draw_bubble, start_afresh, taught
from game.ui.layout import Recorder

CARD = pygame.Rect(100, 800, 160, 230)


class Table(Scene):
    """A toy table: a counter that moves on each update while nothing covers it."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.idle = True
        self.state = SimpleNamespace(is_over=False, turn=0)
        self.curtain_for = None
        self.moved = 0
        self.clicks = 0
        self.paused = 0

    def update(self, dt: float) -> None:
        super().update(dt)
        self.moved += 1

    def process_event(self, event):
        self.clicks += 1
        return None

    def open_pause(self) -> None:
        self.paused += 1


LESSONS = (
    Lesson("first", N_("How to play"), lambda c: c.play.state.turn >= 0, lambda c: [CARD],
           N_("the first thing")),
    Lesson("later", N_("New game"), lambda c: c.play.state.turn >= 3, topic=N_("Back")),
    Lesson("event", N_("Continue"), lambda c: "event" in c.happened, topic=N_("Title")),
)


class Guided(Coached, Table):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.coach = Coach(self, "toy", LESSONS, spots=lambda: [(180, 900), (960, 300)])


def _space(app: App, scene) -> None:
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                           unicode=" ", scancode=0))


def test_lessons_come_from_the_table_in_order_once_and_are_remembered(app: App) -> None:
    start_afresh(app, "toy")
    table = Guided(app)
    table.update(0.1)
    assert table.coach.showing.key == "first" and table.moved == 0  # the table waits
    table.update(0.1)
    assert table.moved == 0
    _space(app, table)
    assert table.coach.showing is None and table.clicks == 0  # the key was the coach's
    table.update(0.1)
    assert table.moved == 1 and table.coach.showing is None  # "later" waits for turn 3
    table.state.turn = 3
    table.update(0.1)
    assert table.coach.showing.key == "later"
    click = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(5, 5))
    table.process_event(click)  # a click made as the bubble came: it stays, unread
    assert table.coach.showing.key == "later" and table.clicks == 0
    table.update(0.6)
    table.process_event(click)
    assert table.coach.showing is None
    assert taught(app, "toy", ["first", "later", "event"]) == {"first", "later"}
    again = Guided(app)  # an undo or Continue rebuilds the table: nothing said twice
    again.state.turn = 3
    again.update(0.1)
    assert again.coach.showing is None
    again.coach.notice("event")
    again.update(0.1)
    assert again.coach.showing.key == "event"


def test_the_coach_waits_for_a_still_table_and_a_lifted_curtain(app: App) -> None:
    start_afresh(app, "toy")
    table = Guided(app)
    table.idle = False
    table.update(0.1)
    assert table.coach.showing is None and table.moved == 1
    table.idle, table.curtain_for = True, 1
    table.update(0.1)
    assert table.coach.showing is None
    table.curtain_for = None
    table.update(0.1)
    assert table.coach.showing is not None


def test_escape_opens_pause_and_keeps_the_bubble(app: App) -> None:
    start_afresh(app, "toy")
    table = Guided(app)
    table.update(0.1)
    table.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                           unicode="", scancode=0))
    assert table.paused == 1 and table.coach.showing.key == "first"


def test_the_closing_word_names_what_was_not_shown(app: App) -> None:
    start_afresh(app, "toy")
    table = Guided(app)
    table.update(0.1)
    word = table.coach.closing(N_("New game"), N_("Back"))
    assert word.startswith("Back ") and "Back" in word[5:] and "Title" in word
    assert "the first thing" not in word
    for key in ("later", "event"):
        table.coach.teach(key)
    assert table.coach.closing(N_("New game"), N_("Back")) == "New game"


def test_a_damaged_entry_teaches_afresh(app: App) -> None:
    app.update_settings(app.settings.with_table("toy", {"coach": "nonsense"}))
    assert taught(app, "toy", ["first"]) == set()
    app.update_settings(app.settings.with_table("toy", {"coach": ["first", 7, "gone"]}))
    assert taught(app, "toy", ["first"]) == {"first"}


def test_the_bubble_leaves_its_target_in_view_and_its_words_whole(app: App) -> None:
    start_afresh(app, "toy")
    table = Guided(app)
    table.update(0.1)
    box = table.coach.bubble()
    assert not box.colliderect(CARD) and box.center == (960, 300)
    for size in ((960, 540), (1920, 1080)):
        app.resize(size)
        canvas = app.canvas()
        canvas.recorder = Recorder()
        draw_bubble(canvas, box, "A long lesson " * 12, [CARD])
        assert canvas.recorder.texts and not canvas.recorder.cuts


def test_ctrl_z_puts_the_bubble_away_and_reaches_the_table(app: App) -> None:
    start_afresh(app, "toy")
    table = Guided(app)
    table.update(0.1)
    table.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                           mod=pygame.KMOD_CTRL, unicode="z", scancode=0))
    assert table.coach.showing is None and table.clicks == 1


class Shelf:
    read_only = False

    def has_autosave(self) -> bool:
        return True


def test_a_saved_game_is_only_replaced_once_the_player_says_so(app: App) -> None:
    from game.table.coach import open_guided

    app.push(Scene(app))  # the lobby, say
    made: list[Guided] = []

    def make(a) -> Guided:
        made.append(Guided(a))
        return made[-1]

    app.update_settings(app.settings.with_table("toy", {"coach": ["first"]}))
    open_guided(app, "toy", Shelf(), make)
    question = app.top
    assert question.name == "question" and not made
    question.widgets[1].activate()  # keep my game
    assert not made and taught(app, "toy", ["first"]) == {"first"}
    open_guided(app, "toy", Shelf(), make)
    app.top.widgets[0].activate()  # start it
    assert len(made) == 1 and app.top is made[0]
    assert taught(app, "toy", ["first"]) == set()  # the lessons start afresh
    open_guided(app, "toy", None, make)  # nothing saved: no question
    assert len(made) == 2 and app.top is made[1]


def test_long_words_make_the_bubble_taller_not_smaller(app: App) -> None:
    """French at 150 %: the bubble grows (up to 60 %) before its words shrink."""
    from game.table.coach import BUBBLE, fit_height

    app.update_settings(app.settings.with_changes(text_size=150))
    canvas = app.canvas()
    assert fit_height(canvas, "Short.", BUBBLE) == BUBBLE[1]
    assert fit_height(canvas, "A much longer lesson, " * 14, BUBBLE) > BUBBLE[1]
    app.update_settings(app.settings.with_changes(text_size=100))
