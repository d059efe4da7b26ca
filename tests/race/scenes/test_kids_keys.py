"""Issue 36 (seen playing): a stray key never plays a card. A number key, Enter or Space
first only chooses the card (lit, its ghost shown); the same card again plays it, as in
the Parade. First at a kids' table; then at every table (seen playing a readers' race: a
Space meant to hurry the bots' last hop landed on the person's turn and played her
focused card at once, and a played card is never taken back, since a card is drawn)."""

from __future__ import annotations

import pygame

from game.app import App
from game.race.rules.actions import Decision, PlayCard
from game.race.scenes.play import PlayScene
from tests.race.scenes.driver import FRAME, key
from tests.race.scenes.test_kids_alone import _kids
from tests.race.scenes.test_kids_spin_way import grown_ups


def _to_card(app: App, play: PlayScene) -> None:
    for _ in range(3000):
        if play.human_to_act() is not None and play.state.decision is Decision.CARD \
                and not play.beats:
            return
        app.step(FRAME)
    raise AssertionError("no card to play")


def test_a_number_key_chooses_then_plays_at_a_kids_table(app: App) -> None:
    play = _kids(app, 4)
    _to_card(app, play)
    before = len(play.record.actions)
    key(app, pygame.K_2)
    app.step(FRAME)
    assert len(play.record.actions) == before  # only chosen
    assert play.input.focused_card() == 1
    assert play.input.candidate() == PlayCard(1)  # its ghost shows
    key(app, pygame.K_2)
    app.step(FRAME)
    assert play.record.actions[before] == PlayCard(1)


def test_stray_spaces_and_keys_never_play_at_once(app: App) -> None:
    play = _kids(app, 5)
    _to_card(app, play)
    before = len(play.record.actions)
    for k in (pygame.K_SPACE, pygame.K_2, pygame.K_1, pygame.K_2):
        key(app, k)  # each chooses the other card than the last one chosen
        app.step(FRAME)
    assert len(play.record.actions) == before
    key(app, pygame.K_SPACE)  # the chosen card again: played
    app.step(FRAME)
    assert len(play.record.actions) == before + 1


def test_a_readers_table_chooses_on_the_first_key_too(app: App) -> None:
    play = grown_ups(app)
    _to_card(app, play)
    before = len(play.record.actions)
    key(app, pygame.K_SPACE)  # a Space meant to hurry the bots: only chooses
    app.step(FRAME)
    assert len(play.record.actions) == before
    first = play.input.focused_card()
    other = next(s for s in play.input.playable_slots() if s != first)
    digit = getattr(pygame, f"K_{other + 1}")
    key(app, digit)  # the other card: chosen, not played
    app.step(FRAME)
    assert len(play.record.actions) == before
    assert play.input.candidate() == PlayCard(other)
    key(app, digit)  # the same card again: played
    app.step(FRAME)
    assert play.record.actions[before] == PlayCard(other)


def test_arrows_choose_and_enter_plays(app: App) -> None:
    play = grown_ups(app)
    _to_card(app, play)
    before = len(play.record.actions)
    slots = play.input.playable_slots()
    key(app, pygame.K_RIGHT)
    app.step(FRAME)
    assert len(play.record.actions) == before
    chosen = play.input.focused_card()
    assert chosen in slots
    key(app, pygame.K_RETURN)
    app.step(FRAME)
    assert play.record.actions[before] == PlayCard(chosen)
