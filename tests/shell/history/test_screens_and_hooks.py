"""The screens and hooks around the records: the household's players for the setup
screens, the Players screen's Add / Rename / Merge / Remove (asked first), the Records
screen from a game's lobby (choosing a person, exporting CSV), and the milestones a
results sheet shows once."""

from __future__ import annotations

import csv
from pathlib import Path

import pygame
import pytest

from game import box
from game.app import App
from game.scenes.players import PlayersScene
from game.scenes.question import QuestionScene
from game.scenes.records_scene import RecordsScene
from game.shell import history_feed as feed
from game.shell.history import History
from game.shell.saves import SaveShelf
from game.shell.settings import Settings
from tests.shell.history.game_records import record
from tests.shell.history.sample import fill

TWO = (("Ann", "human"), ("Bot", "bot:hard"))


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("WONDERLAND_HOME", str(tmp_path))
    pygame.init()
    made = App(None, Settings(language="en"), window=(960, 540), seed=3,
               saves=SaveShelf(tmp_path / "data"))
    made.catch_errors = False
    yield made
    pygame.quit()


def test_the_household_players_for_a_seat(app: App) -> None:
    assert feed.household_players(app) == []
    kept = feed.remember_player(app, " Gran\u0007 ", "queen", "purple")
    assert kept is not None and kept.name == "Gran"
    feed.remember_player(app, "ann", "alice")
    assert [(p.name, p.character, p.colour) for p in feed.household_players(app)] == [
        ("ann", "alice", ""), ("Gran", "queen", "purple")]
    assert feed.remember_player(app, "\u200b") is None, "a name with nothing visible"
    no_files = App(None, Settings(language="en"), window=(960, 540), seed=3)
    assert feed.household_players(no_files) == [] and feed.remember_player(
        no_files, "Ann") is None
    read_only = App(None, Settings(language="en"), window=(960, 540), seed=3,
                    saves=SaveShelf(app.saves.folder, read_only=True))
    assert [p.name for p in feed.household_players(read_only)] == ["ann", "Gran"]
    assert feed.remember_player(read_only, "Zed") is None
    offered = feed.seat_choices(app, seated=["GRAN"], characters=("hatter", "alice"))
    assert [(p.name, p.character) for p in offered] == [("ann", "alice")]
    offered = feed.seat_choices(app, characters=("hatter",))
    assert [(p.name, p.character) for p in offered] == [("ann", ""), ("Gran", "")]


def _click(scene, widget) -> None:
    widget.activate()


def _button(scene, words: str):
    return next(w for w in scene.widgets if getattr(w, "text", None) == words)


def test_players_are_added_renamed_merged_and_removed_on_the_screen(app: App) -> None:
    scene = PlayersScene(app)
    app.reset_to(scene)
    _click(scene, _button(scene, "New player"))
    scene.type_name("  Ann  ")
    _click(scene, _button(scene, "Add"))
    scene.new_player()
    scene.type_name("Annie")
    _click(scene, _button(scene, "Add"))
    assert [p.name for p in scene.players] == ["Ann", "Annie"]
    scene.choose("Ann")
    scene.type_name("annie")
    _click(scene, _button(scene, "Rename"))
    assert app.notice and "already a player" in app.notice
    scene.type_name("Anna")
    _click(scene, _button(scene, "Rename"))
    assert [p.name for p in scene.players] == ["Anna", "Annie"]
    scene.change(colour="blue")
    assert scene.current.colour == "blue"
    _click(scene, _button(scene, "Merge"))  # Anna and Annie are one person: asked first
    question = app.top
    assert isinstance(question, QuestionScene)
    question.no()
    assert [p.name for p in scene.players] == ["Anna", "Annie"], "No changes nothing"
    _click(scene, _button(scene, "Merge"))
    app.top.yes()
    assert [p.name for p in scene.players] == ["Anna"]
    _click(scene, _button(scene, "Remove"))
    app.top.yes()
    assert scene.players == [] and scene.current is None


def test_the_records_screen_opens_from_the_lobby_and_exports_csv(app: App) -> None:
    from game.scenes.lobby import LobbyScene

    with History(app.saves.folder) as history:
        fill(history, 60, games=("parade",))
    lobby = LobbyScene(app, box.find("parade"))
    app.reset_to(lobby)
    _click(lobby, _button(lobby, "Records"))
    scene = app.top
    assert isinstance(scene, RecordsScene) and scene.game_id == "parade"
    assert scene.stats.total == 60 and scene.table
    scene.choose_person(scene.table[0][0])
    assert scene.player is not None and scene.player.games == scene.table[0][1]
    scene.export()
    (exported,) = list(app.saves.folder.glob("wonderland-records-*.csv"))
    rows = list(csv.reader(exported.open(encoding="utf-8")))
    assert len(rows) > 60 and rows[0][1] == "game"
    assert "saved as" in (app.notice or "")


def test_a_results_sheet_hears_of_the_milestones_once(app: App) -> None:
    book = box.find("race").records(app)
    store = app.saves.store("race", book)
    won = next(r for seed in range(1, 40)
               if (r := record("race", TWO, seed)) and book.check(r).winners == ("Ann",))
    store.finish(won)
    lines = feed.milestones_earned(app, "race", won)
    assert "Ann: First win" in lines and "Ann: First win against a bot (hard)" in lines
    assert feed.milestones_earned(app, "race", record("race", TWO, 99)) == [], \
        "only the game just written"
    again = record("race", TWO, 1)
    store.finish(again)
    assert "Ann: First win" not in feed.milestones_earned(app, "race", again)


def test_a_history_set_aside_at_the_end_of_a_game_is_told_on_the_next_screen(app: App) -> None:
    (app.saves.folder).mkdir(parents=True, exist_ok=True)
    (app.saves.folder / "history.sqlite3").write_bytes(b"not a database" * 50)
    store = app.saves.store("parade", box.find("parade").records(app))
    store.finish(record("parade", TWO, 6))  # the saves know no app: the notice waits
    assert app.notice is None
    RecordsScene(app, "parade")
    assert app.notice and "history.broken-" in app.notice
