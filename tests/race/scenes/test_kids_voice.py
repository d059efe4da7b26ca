"""Issue 36 item 4: with the Voice setting on, a kids' race says its two prompts once a
turn ("Your turn! Pick a card!", "Spin!"); with it off (the default) nothing is said."""

from __future__ import annotations

import pytest

from game.app import App
from game.race.rules.actions import Decision
from game.shell import voice
from tests.race.scenes.driver import FRAME, play_one_decision
from tests.race.scenes.test_kids_alone import _kids


class Engine:
    def __init__(self) -> None:
        self.said: list[str] = []

    def say(self, text: str) -> None:
        self.said.append(text)

    def runAndWait(self) -> None:
        pass

    def setProperty(self, name: str, value: object) -> None:
        pass

    def getProperty(self, name: str) -> object:
        return []


@pytest.fixture
def engine(monkeypatch: pytest.MonkeyPatch) -> Engine:
    fake = Engine()
    monkeypatch.setattr(voice, "VOICE", voice.Voice(lambda: fake))
    return fake


def _play_until_spun(app: App, seed: int) -> None:
    play = _kids(app, seed)
    for _ in range(30_000):
        if play.human_to_act() is not None and play.state.decision is Decision.SPIN:
            for _ in range(5):
                app.step(FRAME)
            play_one_decision(app, play)
            for _ in range(5):
                app.step(FRAME)
            return
        if play.human_to_act() is not None:
            for _ in range(3):
                app.step(FRAME)
            play_one_decision(app, play)
        app.step(FRAME)
    raise AssertionError("no spin")


def test_the_prompts_are_said_once_a_turn_with_the_voice_on(app: App, engine: Engine) -> None:
    app.update_settings(app.settings.with_changes(voice=True))
    _play_until_spun(app, 4)
    assert voice.VOICE.wait()
    assert "Your turn! Pick a card!" in engine.said and "Spin!" in engine.said
    assert engine.said.count("Spin!") == 1


def test_nothing_is_said_with_the_voice_off(app: App, engine: Engine) -> None:
    assert app.settings.voice is False
    _play_until_spun(app, 4)
    assert voice.VOICE.wait()
    assert engine.said == []
