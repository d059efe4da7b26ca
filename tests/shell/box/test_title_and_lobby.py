"""The title's tiles say what each game is in one shape ("A race round the garden · 2–4
players", in both languages), and every game's lobby says what Continue continues: who
plays, and how long ago the game was left."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pygame
import pytest

from game import box
from game.app import App
from game.scenes import lobby as lobby_module
from game.scenes.lobby import LobbyScene
from game.scenes.saved_summary import how_long_ago, summary, who
from game.scenes.title import TitleScene
from game.shell import i18n
from game.shell.saves import Resumed
from game.shell.settings import Settings
from game.ui.layout import MIN_TEXT, Recorder
from game.ui.tile import GameTile
from game.ui.widgets import Button

CATALOGUE = (Path(__file__).resolve().parents[3] / "game" / "shell" / "locale" / "fr"
             / "LC_MESSAGES" / "wonderland_parlour.po")
NBSP = "\u00a0"
LONG = ("Bartholomew Fitzwilliam", "Anastasia Wolfgangsdóttir", "Cy", "Di", "Ed", "Flo")


@pytest.fixture
def language():
    def use(code: str) -> None:
        i18n.set_language(code)

    yield use
    i18n.set_language("en")


def test_every_blurb_has_one_shape_in_english(language) -> None:
    language("en")
    blurbs = {g.id: g.blurb().replace(NBSP, " ") for g in box.games()}
    assert blurbs["race"] == "A race round the garden · 2–4 players"
    assert box.find("race").blurb() == f"A race round the garden{NBSP}· 2–4{NBSP}players"
    for game in box.games():
        low, high = game.players
        assert re.fullmatch(rf"A [a-z][a-z ]+ · {low}–{high} players", blurbs[game.id]), \
            blurbs[game.id]


def test_every_blurb_has_one_shape_in_french(language) -> None:
    language("fr")
    blurbs = {g.id: g.blurb().replace(NBSP, " ") for g in box.games()}
    assert blurbs["race"] == "Une course autour du jardin · 2 à 4 joueurs"
    assert box.find("race").blurb().endswith(f"· 2{NBSP}à{NBSP}4{NBSP}joueurs")
    for game in box.games():
        low, high = game.players
        assert re.fullmatch(rf"Une? [^·]+ · {low} à {high} joueurs", blurbs[game.id]), \
            blurbs[game.id]
    assert "jeu de lettres" in blurbs["wordland"]


def test_the_word_game_is_never_a_pun_in_french() -> None:
    """"Jeu de mots" is a pun; the word game is a "jeu de lettres"."""
    translations = [line for line in CATALOGUE.read_text(encoding="utf-8").splitlines()
                    if line.startswith(("msgstr", '"'))]
    assert not [line for line in translations if "jeu de mots" in line.lower()]


def test_the_title_tiles_show_the_blurbs(language) -> None:
    pygame.init()
    app = App(None, Settings(language="en"), window=(1280, 720), seed=3)
    try:
        tiles = [w for w in TitleScene(app).widgets if isinstance(w, GameTile)]
        texts = [t.tagline() if callable(t.tagline) else t.tagline for t in tiles]
        assert texts == [g.blurb() for g in box.games()]
        language("fr")  # the tiles follow a change of language
        assert tiles[0].tagline().replace(NBSP, " ") == ("Une course autour du jardin · "
                                                          "2 à 4 joueurs")
    finally:
        pygame.quit()


# ------------------------------------------------------------------ what Continue says


def test_who_names_the_players_or_counts_the_rest(language) -> None:
    language("en")
    assert who(["Alice"]) == "Alice"
    assert who(["Alice", "Hatter"]) == "Alice and Hatter"
    assert who(["Alice", "Hatter", "Hare"]) == "Alice, Hatter and Hare"
    assert who(["Alice", "Hatter", "Hare", "Queen"]) == "Alice, Hatter and 2 more"
    assert who(LONG[:2]) == "Bartholomew Fitzwilliam and 1 more"
    assert who(LONG) == "Bartholomew Fitzwilliam and 5 more"
    assert who([]) == ""
    language("fr")
    assert who(["Alice", "Hatter", "Hare"]) == "Alice, Hatter et Hare"
    assert who(["Alice", "Hatter", "Hare"]) == "Alice, Hatter et Hare"
    assert who(["A", "B", "C", "D"]) == "A, B et 2 autres"
    assert who(LONG[:2]) == "Bartholomew Fitzwilliam et 1 autre"


def test_how_long_ago(language) -> None:
    language("en")
    now = 1_000_000.0
    assert how_long_ago(now - 10, now) == "just now"
    assert how_long_ago(now - 60, now) == "1 minute ago"
    assert how_long_ago(now - 5 * 60 - 30, now) == "5 minutes ago"
    assert how_long_ago(now - 3 * 3600, now) == "3 hours ago"
    assert how_long_ago(now - 30 * 3600, now) == "yesterday"
    assert how_long_ago(now - 5 * 86400, now) == "5 days ago"
    assert how_long_ago(None, now) == ""
    assert how_long_ago(now + 3600, now) == ""  # a clock put back: say nothing
    language("fr")
    assert how_long_ago(now - 120, now) == "il y a 2 minutes"
    assert how_long_ago(now - 30 * 3600, now) == "hier"


def test_the_summary_joins_who_and_when(language) -> None:
    language("en")
    now = time.time()
    assert summary(["Ann", "Bea"], now - 120, now) == "Ann and Bea\n2 minutes ago"
    assert summary(["Ann", "Bea"], None, now) == "Ann and Bea"
    assert summary([], now - 120, now) == "2 minutes ago"


def _continue(scene: LobbyScene) -> Button:
    return next(w for w in scene.widgets if isinstance(w, Button) and w.label == "Continue")


@pytest.fixture
def saved_lobby(monkeypatch: pytest.MonkeyPatch):
    """Every lobby opens as if a game of `players`, left `ago` seconds back, were saved
    and replays existed (the most buttons a lobby shows)."""

    def open_with(app: App, game: box.GameInfo, players, ago: float) -> LobbyScene:
        saved = Resumed(None, None, tuple(players), time.time() - ago)
        monkeypatch.setattr(lobby_module, "check_saves", lambda app, game: (saved, True))
        return LobbyScene(app, game)

    return open_with


@pytest.mark.parametrize("game", box.games(), ids=lambda g: g.id)
def test_every_lobby_says_what_continue_continues(game, saved_lobby, language) -> None:
    pygame.init()
    app = App(None, Settings(language="en"), window=(1280, 720), seed=3)
    try:
        scene = saved_lobby(app, game, ["Ann", "Bea", "Cy"], 7 * 60)
        button = _continue(scene)
        assert button.detail() == "Ann, Bea and Cy\n7 minutes ago"
        language("fr")
        assert button.detail() == "Ann, Bea et Cy\nil y a 7 minutes"
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_lobby_with_continue_keeps_its_words_whole(size, saved_lobby) -> None:
    """Continue's two lines, long names, every button a lobby can show, the welcome: no
    text over text, none cut, none under the floor, in both languages at 100 and 150 %."""
    pygame.init()
    app = App(None, Settings(language="en"), window=size, seed=3)
    failures: list[str] = []
    try:
        for lang, text in [("en", 100), ("fr", 100), ("en", 150), ("fr", 150)]:
            app.update_settings(app.settings.with_changes(language=lang, text_size=text))
            for game in box.games():
                for players in (LONG[:2], LONG[:4], ["Ann", "Bea", "Cy"]):
                    scene = saved_lobby(app, game, players, 3 * 3600)
                    scene.welcome = game.welcome(app) or "Welcome! " * 6
                    app.reset_to(scene)
                    scene.update(0.0)
                    canvas = app.canvas()
                    canvas.recorder = Recorder()
                    scene.draw(canvas)
                    bottom = max(w.rect.bottom for w in scene.widgets if isinstance(w, Button))
                    if bottom > 1000:
                        failures.append(f"{lang} {text}% {game.id}: buttons end at {bottom}")
                    failures += [f"{lang} {text}% {game.id}: cut: {r.words!r}"
                                 for r in canvas.recorder.texts if "…" in r.words]
                    failures += [f"{lang} {text}% {game.id}: cut: {w!r}"
                                 for w in canvas.recorder.cuts]
                    failures += [f"{lang} {text}% {game.id} {len(players)} players: {p}"
                                 for p in canvas.recorder.problems(
                                     app.viewport.frame, MIN_TEXT * app.viewport.scale)]
    finally:
        pygame.quit()
    unique = list(dict.fromkeys(failures))
    assert not unique, f"{len(unique)} layout problems:\n" + "\n".join(unique[:40])
