"""Undo at the table (issue 13, item 7): the button and Ctrl+Z take back a person's last
move when the engine allows it (rules/undo.py), rebuild the table by replaying, and
save the shorter record; otherwise they say why and change nothing."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.app import App
from game.race.rules.actions import Decision, PlayCard
from game.race.rules.components import JOKER, Character
from game.race.rules.setup import GameSetup, Seat, Variants
from game.race.scenes.play import PlayScene
from game.shell.saves import SaveShelf
from tests.race.rules.scenario import deck_starting, stack_starting
from tests.race.scenes.driver import FRAME, click


def _setup(level) -> GameSetup:
    """Alice (a person) against the Hatter (a random bot), with known decks and stack."""
    seats = (Seat(Character.ALICE, "Alice", "human"), Seat(Character.HATTER, "Hatter",
                                                             "bot:random"))
    return GameSetup(board=level.board, seats=seats,
                     decks=(deck_starting(JOKER, 4, 1), deck_starting(1, 3, 3)),
                     cookie_stack=stack_starting(2), first_player=0, variants=Variants(),
                     seed=5)


def _table(app: App, level, tmp_path: Path) -> PlayScene:
    app.saves = SaveShelf(tmp_path)
    play = PlayScene(app, _setup(level), seed=5)
    app.push(play)
    _settle(app)
    return play


def _settle(app: App, frames: int = 400) -> None:
    for _ in range(frames):
        app.step(FRAME)
        top = app.top
        if isinstance(top, PlayScene) and top.idle and top.human_to_act() is not None:
            break


def _ctrl_z() -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                         unicode="z", scancode=0))


def _saved_actions(app: App) -> list:
    from game.race import room

    resumed = room.saves(app).load()
    assert resumed is not None
    return resumed.record.actions


def test_ctrl_z_takes_back_the_joker_and_saves(app: App, level, tmp_path: Path) -> None:
    play = _table(app, level, tmp_path)
    assert not play.can_undo()
    play.act(PlayCard(0))  # the Joker: its value is still to be chosen
    _settle(app)
    assert play.state.decision is Decision.JOKER_VALUE and play.can_undo()
    assert _saved_actions(app) == [PlayCard(0)]
    _ctrl_z()
    app.step(FRAME)
    again = app.top
    assert isinstance(again, PlayScene) and again is not play
    assert again.record.actions == [] and again.state.decision is Decision.CARD
    assert again.shown_hand == [JOKER, 4, 1]
    assert _saved_actions(app) == []
    assert again.toast is not None and "Taken back" in again.toast[0]


def test_the_undo_button_is_shown_and_works(app: App, level, tmp_path: Path) -> None:
    play = _table(app, level, tmp_path)
    play.act(PlayCard(0))
    _settle(app)
    app.draw()  # the button is drawn (and the hedge under it is covered)
    click(app, play.undo_rect.center)
    app.step(FRAME)
    assert app.top is not play and app.top.record.actions == []


def test_after_a_card_is_drawn_undo_says_why_and_changes_nothing(
        app: App, level, tmp_path: Path) -> None:
    slot = 2
    play = _table(app, level, tmp_path)
    play.act(PlayCard(slot))  # the 1: a garden space, the turn ends and a card is drawn
    play.fast_forward()
    assert not play.can_undo()
    _ctrl_z()
    app.step(FRAME)
    assert app.top is play and play.record.actions[:1] == [PlayCard(slot)]
    assert play.toast is not None and "card has been drawn" in play.toast[0]


def test_a_bots_move_is_not_taken_back(app: App, level, tmp_path: Path) -> None:
    play = _table(app, level, tmp_path)
    play.act(PlayCard(2))
    _settle(app)  # the Hatter (a bot) plays, then Alice is to act
    assert play.state.turn == 0 and len(play.record.actions) >= 2
    assert not play.can_undo()
    before = list(play.record.actions)
    _ctrl_z()
    app.step(FRAME)
    assert app.top is play and play.record.actions == before
    assert "Hatter has played since" in play.toast[0]


def test_watching_a_replay_offers_no_undo(app: App, level, tmp_path: Path) -> None:
    from game.race.scenes.watch import WatchScene

    play = _table(app, level, tmp_path)
    play.act(PlayCard(0))
    watch = WatchScene(app, play.record)
    app.push(watch)
    assert not watch.can_undo() and not watch.undo()


def _alice_about_to_end_her_turn(app: App, level) -> PlayScene:
    """A game (found by playing at random) where Alice's next card ends her turn and
    may still be taken back: then it is the Hatter's (a bot's) turn."""
    from game.race.rules.actions import (
        Boost,
        ChooseCookie,
        CookieSource,
        DeclareJoker,
        EscapeChoice,
        Spin,
    )
    from game.race.rules.records import GameRecord
    from game.race.scenes.resume import resumed_play

    setup = _setup(level)
    p = PlayCard
    actions = [p(2), p(2), p(0), DeclareJoker(3), p(2), Spin(12), p(2), Boost(False), p(2),
               p(0), Boost(True), p(2), Spin(4), EscapeChoice(True), p(2), p(0),
               Boost(False), p(0), Spin(2), p(2), Boost(False), p(0), p(2), p(2),
               ChooseCookie(CookieSource.STACK), p(0), p(2), Spin(14), p(2)]
    play = resumed_play(app, GameRecord(setup, actions))
    app.push(play)
    _settle(app)
    assert play.human_to_act() == 0
    return play


def test_the_bot_waits_while_a_persons_move_may_be_taken_back(app: App, level) -> None:
    """The kit's undo courtesy reaches the race: once Alice's card has landed and may
    still be taken back, the Hatter waits `UNDO_WINDOW` seconds of still table (it used
    to play after 0.3 s, the Undo gone before it could be read)."""
    from game.table.courtesy import UNDO_WINDOW

    play = _alice_about_to_end_her_turn(app, level)
    play.act(PlayCard(0))
    for _ in range(400):
        if play.idle and play.can_undo():
            break
        app.step(FRAME)
    assert play.state.turn == 1 and play.can_undo()
    waited = 0.0
    while len(play.record.actions) < 31 and waited < 30:
        app.step(FRAME)
        waited += FRAME * play.speed
    assert waited >= UNDO_WINDOW - FRAME * play.speed
    assert not play.can_undo()  # the Hatter has played: too late


def test_choice_buttons_that_come_under_a_resting_pointer_wait_for_it_to_move(
        app: App, level, tmp_path: Path) -> None:
    """The kit's guard reaches the race: the Joker's value buttons come down where the
    pointer rests; a click there at once does nothing, a click after the pointer has
    moved (a moment later) chooses."""
    play = _table(app, level, tmp_path)
    spot = play.choice_box().move(40, 20).topleft
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.viewport.point(*spot),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    app.step(FRAME)
    play.act(PlayCard(0))  # the Joker, by key say: its value is asked
    for _ in range(200):
        if play.choices:
            break
        app.step(FRAME)
    app.step(FRAME)
    under = next(b for b in play.choices if b.rect.collidepoint(spot))
    click(app, spot)
    app.step(FRAME)
    assert play.state.decision is Decision.JOKER_VALUE  # not taken
    for _ in range(30):
        app.step(FRAME)
    click(app, (spot[0] + 2, spot[1]))
    app.step(FRAME)
    assert play.state.decision is not Decision.JOKER_VALUE and under.rect.collidepoint(spot)
