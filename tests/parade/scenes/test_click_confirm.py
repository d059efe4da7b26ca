"""A click on a card only chooses it, like its number key; a second click on it or
"Play it" plays it (issue #36; PARADE.md P3.1), in every mode; Undo stays after."""

from __future__ import annotations

import pygame
import pytest

from tests.parade.scenes.driver import FRAME, button, click
from tests.parade.scenes.test_keys_confirm import settle, table


@pytest.fixture(autouse=True)
def running(app) -> None:
    app.running = True


@pytest.mark.parametrize("hot_seat", [False, True])
def test_a_click_chooses_and_a_second_click_plays(app, hot_seat) -> None:
    play = table(app, hot_seat)
    first, second = play.input.cards[0], play.input.cards[1]
    click(app, first.rect.center)
    settle(app)
    assert play.record.actions == []  # P3.1: nothing played yet
    assert play.chosen == first.card and button(play, "Play it") is not None
    second = next(w for w in play.input.cards if w.card == second.card)
    click(app, second.rect.center)  # another card: it is chosen instead
    settle(app)
    assert play.record.actions == [] and play.chosen == second.card
    click(app, second.rect.center)
    app.step(FRAME)
    assert [a.card for a in play.record.actions] == [second.card]


def test_play_it_plays_the_clicked_card_and_undo_stands(app) -> None:
    play = table(app, False)
    card = play.input.cards[2].card
    click(app, play.input.cards[2].rect.center)
    settle(app)
    confirm = button(play, "Play it")
    assert confirm is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(960, 300), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    settle(app, 30)  # the pointer travels to the button
    click(app, confirm.rect.center)
    app.step(FRAME)
    assert [a.card for a in play.record.actions] == [card]
    assert play.can_undo()
