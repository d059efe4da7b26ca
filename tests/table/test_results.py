"""The table kit's results sheet (game/table/results.py): the buttons lead where the
game's contract says, the notice of a game that could not be archived is shown in plain
words, and the pieces the games draw their lines with (ordinals, markers, the chart)."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game.app import App
from game.commands.screenshot import make_scene
from game.scenes.lobby import LobbyScene
from game.scenes.title import TitleScene
from game.shell import i18n
from game.table import results as kit
from game.ui import theme


def _race_results(app: App) -> kit.ResultsSheet:
    make_scene(app, "results", seed=3, actions=0)
    sheet = app.top
    assert isinstance(sheet, kit.ResultsSheet)
    return sheet


def _screen_at(app: App, x: float, y: float) -> tuple[int, int, int]:
    """The window's colour at logical (x, y) (the test window is 1280x720)."""
    return tuple(app.screen.get_at((round(x * 2 / 3), round(y * 2 / 3))))[:3]


def test_the_buttons_lead_where_the_games_contract_says(app: App) -> None:
    sheet = _race_results(app)
    labels = [w.label for w in sheet.widgets]
    assert labels == ["Play again", "Menu", "Watch the replay"]
    sheet.widgets[2].on_click()
    watch = app.top
    assert watch.name == "watch" and watch.full is sheet.record
    watch.exit()
    assert app.top is sheet
    sheet.widgets[0].on_click()
    assert app.top.name == "setup" and sheet not in app.scenes
    sheet = _race_results(app)
    sheet.back()
    assert isinstance(app.top, LobbyScene) and app.top.game.id == "race"
    sheet = _race_results(app)
    sheet.to_title()
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1


def test_a_notice_is_shown_at_the_foot_of_the_page_only_when_given(app: App) -> None:
    """The hook for a finished game that could not be archived (issue #31 item 1)."""
    sheet = _race_results(app)
    sheet.time = 99.0  # the celebration is over
    app.step(1 / 60)
    spot = (kit.NOTICE.x + 8, kit.NOTICE.centery)
    plain = _screen_at(app, *spot)
    assert plain != theme.ROSE_DARK[:3]
    sheet.show_notice("This game could not be put with the replays; it is kept in "
                      "the saved games.")
    app.step(1 / 60)
    assert _screen_at(app, *spot) == theme.ROSE_DARK[:3]
    sheet.show_notice(None)
    app.step(1 / 60)
    assert _screen_at(app, *spot) == plain


@pytest.mark.parametrize("game_id", ["race", "parade", "wordland"])
def test_every_games_results_is_the_kits_sheet_and_takes_a_notice(game_id: str) -> None:
    import inspect

    module = importlib.import_module(f"game.{game_id}.scenes.results")
    assert issubclass(module.ResultsScene, kit.ResultsSheet)
    assert module.ResultsScene.game_id == game_id
    assert "notice" in inspect.signature(module.ResultsScene.__init__).parameters
    does = {button.does for button in module.ResultsScene.buttons}
    assert "again" in does and does <= {"again", "watch", "to_title", "to_lobby"}


def test_ordinals_in_both_languages() -> None:
    assert [kit.ordinal(p) for p in (1, 2, 3, 8)] == ["1st", "2nd", "3rd", "8th"]
    assert kit.ordinal(9) == "9" and kit.ordinal(0) == "0"
    i18n.set_language("fr")
    assert kit.ordinal(1) != "1st"


def test_markers_and_the_chart_draw_each_players_line(app: App) -> None:
    app.screen.fill((0, 0, 0))
    canvas = app.canvas()
    for k, shape in enumerate(kit.MARKERS):
        kit.draw_marker(canvas, shape, (100 + 60 * k, 100), 12, theme.ROSE)
    for k in range(len(kit.MARKERS)):
        assert _screen_at(app, 100 + 60 * k, 100) == theme.ROSE[:3]
    look = kit.ChartLook("Points, round by round", "rounds", (64, 66, 30, 84),
                     steps=lambda n: range(1, n + 1), marked=lambda points: points[1:])
    chart = pygame.Rect(800, 400, 560, 480)
    kit.draw_running_chart(canvas, chart, [(0, 0), (5, 2), (9, 12)], [theme.GOLD, theme.ROSE],
                       look)
    assert _screen_at(app, chart.x + 40, chart.bottom - 20) == theme.CREAM[:3]
    # the last point of the second line is its marker at the top right of the plot
    assert _screen_at(app, chart.right - 30, chart.y + 66) == theme.ROSE[:3]


def test_a_sheet_without_buttons_is_a_page_with_back_to_the_lobby(app: App) -> None:
    class Toy(kit.ResultsSheet):
        game_id = "parade"
        buttons = (kit.SheetButton((100, 900, 300, 70), "Title", "to_title", theme.INK_SOFT),)

    toy = Toy(app, record=None, notice="kept in the saved games")
    app.push(toy)
    assert toy.notice == "kept in the saved games" and len(toy.widgets) == 1
    toy.back()
    assert isinstance(app.top, LobbyScene) and app.top.game.id == "parade"


def test_a_game_that_could_not_be_archived_is_said_on_its_results_sheet(
        app: App, monkeypatch) -> None:
    """Issue 31 item 1: the results screen says in plain words where the finished game is
    kept when the replays folder would not take it."""
    class Shelf:
        def archive_notice(self) -> str:
            return "Your finished game is kept safe as /data/race/autosave.finished-1.json"

    monkeypatch.setattr("game.scenes.screens.saves_for", lambda app, game: Shelf())
    sheet = _race_results(app)
    assert sheet.notice is not None and "kept safe" in sheet.notice
    monkeypatch.setattr("game.scenes.screens.saves_for", lambda app, game: None)
    assert _race_results(app).notice is None


def test_milestones_earned_are_said_once_as_the_sheet_opens(app: App, monkeypatch) -> None:
    monkeypatch.setattr("game.shell.history_feed.milestones_earned",
                        lambda app, game_id, record: ["Ann: First win"])
    sheet = _race_results(app)
    assert sheet.milestones == ["Ann: First win"] and app.notice == "Ann: First win"


@pytest.mark.parametrize("game_id", ["race", "parade", "wordland"])
def test_every_game_offers_the_replay_of_the_game_just_played(app: App, game_id: str) -> None:
    """One box: the word game's sheet had Play again and Title only (found looking at
    the three results pages side by side); each sheet now offers the replay too."""
    make_scene(app, "results", seed=3, actions=0, game=game_id)
    sheet = app.top
    assert isinstance(sheet, kit.ResultsSheet)
    watch = next(w for w in sheet.widgets if w.label == "Watch the replay")
    watch.on_click()
    assert app.top.name == "watch" and app.top.full is sheet.record
    app.top.exit()
    assert app.top is sheet
