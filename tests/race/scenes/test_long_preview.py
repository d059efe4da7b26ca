"""A long chained preview in the hand's label row (R3.4, R3.5, R5.4; every text whole):
a play-test at 960x540 found "To the Small Cookies: passes the Tea Party: a 5 cookie,
the Cheshire Cat: 5 more, hops over Hatter, hops over Hare, ..." running under the hand's
cards while Climb out / Spin again filled the choices' row. Too long for its room, the
preview is said shortly: what the choice wins or costs, not every hop."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.race.rules import events as ev
from game.race.rules.actions import Decision
from game.race.rules.components import Character
from game.race.rules.preview import Preview
from game.race.rules.setup import Seat
from game.race.ui.words import preview_words
from game.shell.settings import Settings
from game.ui import theme
from tests.helpers.apps import close_scenes
from tests.race.scenes.driver import table

NAMES = ["Alice", "Hatter", "Hare"]
LONG = Preview(
    player=0, path=(1, 2, 3, 4, 5), skipped=(3, 4), stop=5,
    events=(ev.PassedTeaParty(0, 5), ev.CheshireMove(0, 5), ev.Skipped(0, 3, 1),
            ev.Skipped(0, 4, 2), ev.CheshireMove(0, 5)),
    next_decision=Decision.SPIN)


@pytest.fixture
def small_cookies(monkeypatch: pytest.MonkeyPatch) -> None:
    """The previewed landing space is named "the Small Cookies" (no board needed)."""
    import game.race.ui.words as words

    monkeypatch.setattr(words, "space_name", lambda board, space: "the Small Cookies")


def test_the_short_preview_keeps_what_the_choice_wins(small_cookies: None) -> None:
    long = preview_words(LONG, NAMES, None)
    short = preview_words(LONG, NAMES, None, short=True)
    assert "hops over Hatter" in long and "the Cheshire Cat" in long
    assert "hops over" not in short and "Cheshire" not in short
    assert "a 5 cookie" in short
    assert "spin for small cookies" in short and short.startswith("To the Small Cookies")


def test_a_preview_too_long_for_its_row_is_drawn_short(app: App) -> None:
    """At 960x540 with the choices' row taken, the drawn label fits its row (the `app`
    fixture readies pygame; this table has its own small window)."""
    app = App(None, Settings(animation_speed=8.0, language="en"), window=(960, 540), seed=3)
    app.catch_errors = False
    try:
        play = table(app, [Seat(Character.ALICE, "Alice", "human"),
                           Seat(Character.HATTER, "Hatter", "bot:easy"),
                           Seat(Character.HARE, "Hare", "bot:easy")], seed=5)
        drawing = play.drawing
        drawing.previews = lambda: [LONG]
        drawing.decision_info = lambda: (preview_words(LONG, play.names, play.board),
                                         theme.INK)
        play.choices = [object()]  # a row of choice buttons: no room above the label
        drawn: list[str] = []
        hand = play.hand_view
        real = hand.draw

        def spy(canvas, cards, playable, label, colour=None, room_above=False):
            drawn.append(label)
            assert hand.label_fits(canvas, label, room_above), label
            return real(canvas, cards, playable, label, colour, room_above)

        hand.draw = spy
        app.draw()
        assert drawn and "hops over" not in drawn[-1]
    finally:
        close_scenes(app)


def test_a_preview_too_long_even_short_says_where_the_pawn_lands(small_cookies: None) -> None:
    assert preview_words(LONG, NAMES, None, bare=True) == "To the Small Cookies"


def test_the_cant_play_tag_leaves_the_cards_number_in_sight(app: App) -> None:
    """A play-test at 960x540: the "can't play" tag covered the middle card's big number,
    which the player plans two moves with. The tag now sits over the card's top edge."""
    app = App(None, Settings(animation_speed=8.0, language="en"), window=(960, 540), seed=3)
    app.catch_errors = False
    try:
        play = table(app, [Seat(Character.ALICE, "Alice", "human"),
                           Seat(Character.HATTER, "Hatter", "bot:easy")], seed=5)
        from game.race.rules.actions import Decision as D
        from tests.shell.layout_check import recorded

        for _ in range(60 * 30):  # the bots play until it is Alice's card to choose
            if play.human_to_act() == 0 and play.state.decision is D.CARD and play.idle:
                break
            app.step(1 / 60)
        play.drawing.invalidate()
        texts = recorded(app, play.draw).texts
        tags = [t for t in texts if t.words in ("can't play", "can't", "play")]
        assert tags, "the middle card is never playable (R3.1)"
        middle = play.hand_view.card_rect(1, len(play.shown_hand))
        number = pygame.Rect(0, 0, middle.w // 2, middle.w // 2)
        number.center = middle.center
        number = app.canvas().viewport.rect(number)  # the ink is in window pixels
        assert all(not t.ink.colliderect(number) for t in tags)
    finally:
        close_scenes(app)
