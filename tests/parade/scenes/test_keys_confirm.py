"""A key only chooses a card; playing takes a confirm (issue #36 item 3; PARADE.md P3.1:
a turn is one card played from the hand, so a card is played only when its player means
it). A stray key never plays, in every mode (one person with bots, hot-seat)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.parade.rules.setup import Options, Seat, deal
from game.parade.scenes.play import PlayScene
from tests.parade.scenes.driver import FRAME, button, click, key


@pytest.fixture(autouse=True)
def running(app) -> None:
    app.running = True


def table(app, hot_seat: bool) -> PlayScene:
    if hot_seat:
        seats = (Seat("Ann", "human"), Seat("Bea", "human"))
    else:
        seats = (Seat("Ann", "human"), Seat("Dodo", "bot:easy"), Seat("Lory", "bot:easy"))
    play = PlayScene(app, deal(seats, random.Random(4), Options(), 0, seed=4), seed=4)
    app.push(play)
    for _ in range(3000):
        if play.curtain_for == 0:
            key(app, pygame.K_RETURN)  # Ann: show my hand
        app.step(FRAME)
        if play.human_to_act() == 0 and play.input.cards:
            return play
    raise AssertionError("Ann never had to play")


def settle(app, frames: int = 20) -> None:
    for _ in range(frames):
        app.step(FRAME)


@pytest.mark.parametrize("hot_seat", [False, True])
def test_a_number_key_only_chooses_and_the_same_key_again_plays(app, hot_seat) -> None:
    play = table(app, hot_seat)
    card = play.hand_cards(0)[1]
    key(app, pygame.K_2)
    settle(app)
    assert play.record.actions == []  # P3.1: nothing played yet
    assert play.chosen == card
    assert play.input.preview_card() == card  # its preview shows what it would take
    assert play.preview() is not None and play.preview().card == card
    assert button(play, "Play it") is not None
    key(app, pygame.K_2)
    app.step(FRAME)
    assert [a.card for a in play.record.actions] == [card]


@pytest.mark.parametrize("hot_seat", [False, True])
def test_stray_keys_never_play(app, hot_seat) -> None:
    play = table(app, hot_seat)
    hand = play.hand_cards(0)
    for k in (pygame.K_1, pygame.K_3, pygame.K_5, pygame.K_2, pygame.K_4, pygame.K_1):
        key(app, k)  # a different key each time: each only chooses
        app.step(FRAME)
        assert play.record.actions == []
    key(app, pygame.K_RETURN)  # Enter confirms the chosen card
    app.step(FRAME)
    assert [a.card for a in play.record.actions] == [hand[0]]


def test_a_single_stray_enter_never_plays(app) -> None:
    play = table(app, False)
    key(app, pygame.K_RETURN)
    settle(app)
    assert play.record.actions == []
    chosen = play.chosen
    assert chosen is not None
    key(app, pygame.K_RETURN)
    app.step(FRAME)
    assert [a.card for a in play.record.actions] == [chosen]


def test_the_play_button_confirms_and_moving_the_focus_unchooses(app) -> None:
    play = table(app, False)
    hand = play.hand_cards(0)
    key(app, pygame.K_1)
    app.step(FRAME)
    key(app, pygame.K_RIGHT)  # the focus leaves the chosen card
    app.step(FRAME)
    assert play.chosen is None and button(play, "Play it") is None
    key(app, pygame.K_3)
    app.step(FRAME)
    assert play.record.actions == []
    confirm = button(play, "Play it")
    assert confirm is not None
    settle(app)  # the pointer guard: the button has shown a moment
    click(app, confirm.rect.center)
    app.step(FRAME)
    assert [a.card for a in play.record.actions] == [hand[2]]
