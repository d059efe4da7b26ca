"""Watching a finished game from the Replays screen; the Hint button in Play."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.app import App
from game.race.contract import GAME as RACE
from game.race.rules.actions import Decision, PlayCard
from game.race.rules.records import replay
from game.race.rules.setup import Variants
from game.race.scenes.play import PlayScene
from game.race.scenes.results import ResultsScene
from game.race.scenes.showcase import fast_forward_game
from game.race.scenes.watch import WatchScene
from game.scenes.replays import ReplaysScene
from game.scenes.title import TitleScene
from tests.race.scenes.driver import click, key
from tests.shell.saves.helpers import FRAME, new_setup, seats, step_until, wait_for_worker


def _finish_a_game(app: App, seed: int) -> PlayScene:
    play = PlayScene(app, new_setup(app, seats("human", "bot:random", "bot:random"), seed),
                     seed=seed)
    app.push(play)
    fast_forward_game(play, random.Random(seed), None)
    play.close()
    app.scenes.clear()
    return play


def test_replays_list_and_watch_to_the_end(app: App, data: Path) -> None:
    finished = [_finish_a_game(app, seed) for seed in (31, 32)]
    app.push(TitleScene(app))
    app.step(FRAME)
    click(app, app.top.widgets[0].rect.center)  # the race's tile: its lobby
    app.step(FRAME)
    replays = next(w for w in app.top.widgets if getattr(w, "label", None) == "Replays")
    click(app, replays.rect.center)
    app.step(FRAME)
    scene = app.top
    assert isinstance(scene, ReplaysScene) and len(scene.items) == 2
    newest = scene.items[0]
    assert newest.players == ("Ann", "Bea", "Cy") and newest.winners
    click(app, scene.widgets[0].rect.center)
    app.step(FRAME)
    watch = app.top
    assert isinstance(watch, WatchScene)
    # nothing is saved while watching
    assert not (data / "autosave.json").exists()
    key(app, pygame.K_RIGHT)  # faster
    key(app, pygame.K_RIGHT)
    app.step(FRAME)
    assert watch.watch_speed == 4.0
    assert step_until(app, lambda: isinstance(app.top, ResultsScene), 60000)
    assert watch.record.actions == finished[1].record.actions
    final = replay(watch.record)
    assert final.is_over
    assert len(list((data / "replays").glob("*.json"))) == 2  # no new replay from watching


def test_watching_can_be_paused_and_left(app: App) -> None:
    _finish_a_game(app, 33)
    app.push(TitleScene(app))
    app.push(ReplaysScene(app, RACE))
    app.top.watch(app.top.items[0])
    watch = app.top
    step_until(app, lambda: len(watch.record.actions) > 3, 3000)
    key(app, pygame.K_SPACE)
    app.step(FRAME)
    assert watch.holding
    count = len(watch.record.actions)
    for _ in range(300):
        app.step(FRAME)
    assert len(watch.record.actions) == count
    key(app, pygame.K_ESCAPE)
    app.step(FRAME)
    assert isinstance(app.top, ReplaysScene)


def _wait_for_card(app: App, play: PlayScene) -> None:
    step_until(app, lambda: play.human_to_act() == 0 and play.curtain_for is None
               and play.state.decision is Decision.CARD, 3000)


def test_hint_shows_the_expert_choice_and_reason(app: App) -> None:
    play = PlayScene(app, new_setup(app, seats("human", "bot:random"), 41), seed=41)
    app.push(play)
    _wait_for_card(app, play)
    count = len(play.record.actions)
    key(app, pygame.K_h)
    app.step(FRAME)
    assert play.hinter.thinking or play.hinter.hint is not None
    assert wait_for_worker(app, lambda: play.hinter.hint is not None)
    hint = play.hinter.hint
    assert isinstance(hint.action, PlayCard)
    assert hint.action in play.state.legal_actions()
    assert play.hinter.text().startswith("Hint: ") and len(play.hinter.text()) > 12
    assert len(play.record.actions) == count  # a hint never plays by itself
    # pressing the button again does not play it either (not kids mode)
    click(app, play.hinter.rect.center)
    app.step(FRAME)
    assert len(play.record.actions) == count
    # playing a card clears the hint
    click(app, play.hand_view.card_rect(hint.action.slot, len(play.shown_hand)).center)
    app.step(FRAME)
    assert len(play.record.actions) == count + 1 and play.hinter.hint is None


def test_kids_hint_is_two_taps_show_then_play(app: App) -> None:
    setup = new_setup(app, seats("human", "bot:random"), 42, Variants(kids=True))
    play = PlayScene(app, setup, seed=42)
    app.push(play)
    _wait_for_card(app, play)
    count = len(play.record.actions)
    click(app, play.hinter.rect.center)
    app.step(FRAME)
    assert wait_for_worker(app, lambda: play.hinter.hint is not None)
    assert play.hinter.label() == "Play it!"
    expected = play.hinter.hint.action
    click(app, play.hinter.rect.center)
    app.step(FRAME)
    assert play.record.actions[count] == expected


def test_hint_is_not_offered_to_bots_or_behind_the_curtain(app: App) -> None:
    play = PlayScene(app, new_setup(app, seats("human", "human"), 43), seed=43)
    app.push(play)
    step_until(app, lambda: play.curtain_for is not None, 300)
    assert not play.hinter.available
    key(app, pygame.K_h)
    app.step(FRAME)
    assert play.hinter.for_key is None
