"""The Records screen's first frame is cheap (issue 34: <= 100 ms with 10,000 games,
bench/records_screen.py): one person's Summary comes from two indexed queries and
agrees with their whole results, which are worked out after the first frame (a worker
thread for the app's history); what the first frame read is used again while the
history's files are unchanged, and never after a write."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.scenes import records_scene
from game.scenes.records_scene import RecordsScene
from game.shell.history import History
from game.shell.history_stats import game_stats, person_summary
from game.shell.settings import Settings
from tests.shell.history.apps import app_keeping_files
from tests.shell.history.sample import PEOPLE, family_games, fill


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    yield from app_keeping_files(tmp_path, monkeypatch)


def test_a_persons_summary_agrees_with_their_whole_results(tmp_path: Path) -> None:
    with History(tmp_path) as history:
        fill(history, 300)
        for game in ("race", "parade", "wordland"):
            everyone = game_stats(history, game)
            better = history.better_of(game)
            for person in [*PEOPLE, "nobody"]:
                whole = everyone.of(person)
                asked = person.upper() if person.isascii() else person  # NOCASE: ASCII only
                quick = person_summary(history, game, asked, better)
                if whole is None:
                    assert quick.games == 0 and quick.against_levels() == []
                    continue
                assert (quick.games, quick.wins, quick.best, quick.average, quick.streaks(),
                        quick.against_levels()) == (
                    whole.games, whole.wins, whole.best, whole.average, whole.streaks(),
                    whole.against_levels()), (game, person)
        names = {row[1] for row in history.connection().execute(
            "SELECT type, name FROM sqlite_master WHERE type = 'index'")}
        assert {"seats_person", "seats_bots"} <= names


def test_the_first_frame_needs_only_the_summary_the_rest_follows(tmp_path: Path) -> None:
    pygame.init()
    history = History(tmp_path)
    fill(history, 120, games=("parade",))
    app = App(None, Settings(language="en"), window=(960, 540), seed=3)
    scene = RecordsScene(app, "parade", "Ann", history=history)
    app.reset_to(scene)
    assert scene.full is None and scene.summary is not None
    assert scene.player is scene.summary and scene.summary.games > 0
    scene.choose_view("time")
    assert scene.full is not None, "a view that needs the whole results asks for them"
    assert scene.full.games == scene.summary.games
    assert [r.place for r in scene.full.results] == scene.summary.places()
    history.close()


def test_the_apps_history_is_worked_out_on_a_worker_thread(app: App) -> None:
    with History(app.saves.folder) as history:
        fill(history, 90, games=("race",))
    scene = RecordsScene(app, "race", "Dad")
    app.reset_to(scene)
    canvas = app.canvas()
    scene.view = "milestones"
    scene.draw(canvas)  # the first frame: a line says the games are being counted
    assert scene.full is None
    full = scene.wait_for_results()
    assert full is not None and full.games == scene.summary.games and full.milestones
    scene.draw(canvas)


def test_what_the_first_frame_read_is_used_again_only_while_nothing_changed(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    with History(app.saves.folder) as history:
        fill(history, 60, games=("parade",))
    first = RecordsScene(app, "parade", "Ann")
    opened: list[int] = []
    real = records_scene.open_history
    monkeypatch.setattr(records_scene, "open_history",
                        lambda a: opened.append(1) or real(a))
    again = RecordsScene(app, "parade", "Ann")
    assert opened == [] and again.summary is not None
    assert again.summary.games == first.summary.games and again.table == first.table
    with History(app.saves.folder) as history:  # a game is added: read again
        game = next(g for g in family_games(40, seed=5, games=("parade",))
                    if any(s.name == "Ann" and s.person for s in g.seats))
        assert history.add_game(replace(game, replay="one-more.json")) is not None
    later = RecordsScene(app, "parade", "Ann")
    assert opened == [1] and later.summary.games == first.summary.games + 1
    assert later.stats.total == first.stats.total + 1
