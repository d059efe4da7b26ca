"""`python -m game play`: the language from the command line, and a display that flickers
as the game starts (SDL passes over it once and picks its invisible offscreen driver)."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.__main__ import build_parser
from game.commands import play
from game.shell import i18n, resources
from game.shell.settings import Settings


class FakeDisplay:
    """pygame.display as far as `play.open_display` uses it: each init picks the next
    driver of `drivers` (an exception instance is raised instead)."""

    def __init__(self, *drivers: str | Exception, started: bool = True) -> None:
        self.drivers = list(drivers)
        self.driver = self.drivers.pop(0) if started else ""
        self.started = started
        self.inits: list[str | None] = []
        self.quits = 0
        self.environ: dict[str, str] = {}

    def get_init(self) -> bool:
        return self.started

    def get_driver(self) -> str:
        return self.driver

    def quit(self) -> None:
        self.quits += 1
        self.started = False

    def init(self) -> None:
        self.inits.append(self.environ.get("SDL_VIDEODRIVER"))
        step = self.drivers.pop(0)
        if isinstance(step, Exception):
            raise step
        self.driver, self.started = step, True


def _open(fake: FakeDisplay, env: dict[str, str], platform: str = "linux",
          said: str = "x11 not available") -> list[float]:
    fake.environ = env
    pauses: list[float] = []
    play.open_display(fake, env, platform, sdl_error=lambda: said, pause=pauses.append)
    return pauses


def test_a_real_display_opens_at_once() -> None:
    fake = FakeDisplay("x11")
    assert _open(fake, {"DISPLAY": ":0"}) == []
    assert fake.inits == [] and fake.quits == 0


def test_an_offscreen_fallback_with_a_display_configured_is_tried_once_more(
        caplog: pytest.LogCaptureFixture) -> None:
    fake = FakeDisplay("offscreen", "x11")
    env = {"DISPLAY": ":0"}
    with caplog.at_level(logging.INFO, logger="game.commands.play"):
        pauses = _open(fake, env)
    assert fake.quits == 1 and fake.inits == ["x11"]  # once, with the configured driver
    assert pauses == [play.RETRY_PAUSE]
    assert "SDL_VIDEODRIVER" not in env  # the environment is left as it was
    text = caplog.text
    assert "'offscreen'" in text and "'x11 not available'" in text  # what SDL said
    assert "second try" in text


def test_a_display_still_missing_after_the_second_try_stops_with_words(
        caplog: pytest.LogCaptureFixture) -> None:
    fake = FakeDisplay("offscreen", "offscreen")
    with caplog.at_level(logging.INFO, logger="game.commands.play"), \
            pytest.raises(play.NoDisplay, match="offscreen"):
        _open(fake, {"DISPLAY": ":0"})
    assert fake.inits == ["x11"]  # only once
    assert "still no display" in caplog.text


def test_a_driver_that_fails_on_the_second_try_is_reported_with_sdls_words() -> None:
    fake = FakeDisplay("offscreen", pygame.error("Can't open display :0"))
    with pytest.raises(play.NoDisplay, match="Can't open display :0"):
        _open(fake, {"DISPLAY": ":0"})


def test_a_display_that_did_not_start_at_all_is_tried_again() -> None:
    fake = FakeDisplay("wayland", started=False)
    _open(fake, {"WAYLAND_DISPLAY": "wayland-0"})
    assert fake.inits == ["wayland"] and fake.driver == "wayland"


def test_without_a_configured_display_there_is_no_second_try(
        caplog: pytest.LogCaptureFixture) -> None:
    fake = FakeDisplay("offscreen")
    with caplog.at_level(logging.INFO, logger="game.commands.play"), \
            pytest.raises(play.NoDisplay):
        _open(fake, {})
    assert fake.inits == [] and "'x11 not available'" in caplog.text


def test_offscreen_on_purpose_is_not_a_missing_display() -> None:
    fake = FakeDisplay("offscreen")
    _open(fake, {"SDL_VIDEODRIVER": "offscreen", "DISPLAY": ":0"})
    assert fake.inits == []


def test_the_configured_driver() -> None:
    assert play.configured_driver({"DISPLAY": ":1"}, "linux") == "x11"
    assert play.configured_driver({"WAYLAND_DISPLAY": "w-0"}, "linux") == "wayland"
    assert play.configured_driver({"DISPLAY": ":1", "WAYLAND_DISPLAY": "w"}, "linux") == "x11"
    assert play.configured_driver({"SDL_VIDEODRIVER": "wayland", "DISPLAY": ":1"},
                                  "linux") == "wayland"
    assert play.configured_driver({"SDL_VIDEODRIVER": "dummy", "DISPLAY": ":1"}, "linux") is None
    assert play.configured_driver({}, "linux") is None
    assert play.configured_driver({"DISPLAY": ":1"}, "win32") is None


# ------------------------------------------------------------------ --language


def test_language_choices_are_the_catalogues_and_auto() -> None:
    assert set(play.LANGUAGE_CHOICES) == {*i18n.LANGUAGES, "auto"}


def test_play_takes_a_language() -> None:
    parser = build_parser()
    assert parser.parse_args(["play", "--language", "fr"]).language == "fr"
    assert parser.parse_args(["play"]).language is None
    with pytest.raises(SystemExit):
        parser.parse_args(["play", "--language", "de"])


def test_the_language_replaces_only_the_language() -> None:
    chosen = Settings(language="en")
    assert play.with_language(chosen, "fr") == Settings(language="fr")
    assert chosen.language == "en"


def test_play_in_french_from_the_command_line(tmp_path: Path) -> None:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", WONDERLAND_HOME=str(tmp_path),
               WONDERLAND_NO_DIALOG="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-m", "game", "--language", "fr",
                           "--exit-after-first-frame"], cwd=resources.root(), env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    log = (tmp_path / "logs" / "wonderland-parlour.log").read_text(encoding="utf-8")
    assert "playing in 'fr' (--language)" in log
    assert not (tmp_path / "config" / "settings.json").exists()  # nothing saved for it


def test_play_options_come_without_the_word_play(monkeypatch: pytest.MonkeyPatch) -> None:
    import game.__main__ as entry

    seen = {}

    def run(args) -> int:
        seen["args"] = args
        return 0

    monkeypatch.setattr(play, "main", run)  # what the parser hands the play command
    assert entry.main(["--language", "fr", "--size", "960x540"]) == 0
    assert seen["args"].language == "fr" and seen["args"].size == (960, 540)
    with pytest.raises(SystemExit):
        entry.main(["--version"])  # still the top-level option


def test_a_named_screen_that_did_not_answer_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISPLAY", ":99")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    words, code = play.explain(play.NoDisplay("x11 not available"))
    assert code == play.EXIT_NO_DISPLAY and "DISPLAY=:99 did not answer" in words
    monkeypatch.delenv("DISPLAY")
    words, _ = play.explain(play.NoDisplay("no driver"))
    assert "DISPLAY or WAYLAND_DISPLAY must be set" in words
