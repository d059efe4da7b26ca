"""The bots' hurry, one kit piece (game/table/hurry.py) under the three games: held with
Space or the button during a bot's turn, its Space repeats swallowed until the key comes
up, on by itself for a while (the word game's round played out), and a game whose Space
is its own hurries with the button alone."""

from __future__ import annotations

import pygame

from game.table.hurry import Hurry

BUTTON = pygame.Rect(100, 100, 300, 62)


def _key(down: bool = True) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=pygame.K_SPACE)


def _press(pos: tuple[int, int], down: bool = True) -> pygame.event.Event:
    kind = pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP
    return pygame.event.Event(kind, pos=pos, button=1)


def test_space_held_hurries_a_bots_turn_and_its_repeats_are_swallowed() -> None:
    hurry = Hurry(3.0)
    assert hurry.rate() == 1.0
    assert not hurry.process_event(_key(), BUTTON, bots_turn=False)  # a person's turn
    assert hurry.process_event(_key(), BUTTON, bots_turn=True)
    assert hurry.on and hurry.rate() == 3.0
    hurry.let_go()  # the person's turn came while Space is still down
    assert hurry.process_event(_key(), BUTTON, bots_turn=False)  # a repeat: swallowed
    assert hurry.process_event(_key(down=False), BUTTON, bots_turn=False)
    assert not hurry.process_event(_key(), BUTTON, bots_turn=False)  # a fresh press acts


def test_the_button_hurries_while_pressed() -> None:
    hurry = Hurry(3.0)
    assert not hurry.process_event(_press((10, 10)), BUTTON, bots_turn=True)
    assert hurry.process_event(_press(BUTTON.center), BUTTON, bots_turn=True)
    assert hurry.held
    assert hurry.process_event(_press((10, 10), down=False), BUTTON, bots_turn=True)
    assert not hurry.held
    assert not hurry.process_event(_press(BUTTON.center), None, bots_turn=True)


def test_a_game_whose_space_is_its_own_hurries_with_the_button_alone() -> None:
    hurry = Hurry(3.0, space=False)
    assert not hurry.process_event(_key(), BUTTON, bots_turn=True)
    assert not hurry.on
    assert hurry.process_event(_press(BUTTON.center), BUTTON, bots_turn=True)
    assert hurry.rate() == 3.0


def test_a_hurry_on_by_itself_lasts_until_turned_off() -> None:
    hurry = Hurry(6.0)
    hurry.hurry_on()
    hurry.let_go()  # letting go of keys does not end it
    assert hurry.on and hurry.rate() == 6.0
    hurry.hurry_off()
    assert not hurry.on and hurry.rate() == 1.0
