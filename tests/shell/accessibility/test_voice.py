"""Issue 36 item 4: short spoken prompts behind the Voice setting (off by default), that
fail safe: no engine, a broken engine, a slow one — silence, never a crash or a wait."""

from __future__ import annotations

import threading
import time

from game.shell.settings import Settings, settings_from_json, settings_to_json
from game.shell.voice import Voice, pick_voice


class FakeEngine:
    def __init__(self, fail_on: str = "", slow: float = 0.0) -> None:
        self.said: list[str] = []
        self.props: dict[str, object] = {}
        self.fail_on = fail_on
        self.slow = slow
        self.thread = ""

    def say(self, text: str) -> None:
        if text == self.fail_on:
            raise RuntimeError("driver trouble")
        self.said.append(text)
        self.thread = threading.current_thread().name

    def runAndWait(self) -> None:
        time.sleep(self.slow)

    def setProperty(self, name: str, value: object) -> None:
        self.props[name] = value

    def getProperty(self, name: str) -> object:
        class V:
            def __init__(self, id: str, languages: list[str]) -> None:
                self.id, self.languages = id, languages

        return [V("english", ["en_GB"]), V("french", ["fr_FR"])] if name == "voices" else None


def test_off_by_default_and_silent_when_off() -> None:
    assert Settings().voice is False
    engine = FakeEngine()
    voice = Voice(lambda: engine)
    assert not voice.say("Spin!")
    assert engine.said == []


def test_the_setting_is_kept_and_read_forgivingly() -> None:
    data = settings_to_json(Settings(voice=True))
    assert settings_from_json(data).voice is True
    data["voice"] = "yes please"
    assert settings_from_json(data).voice is False  # unusable: the default
    del data["voice"]
    assert settings_from_json(data).voice is False


def test_prompts_are_spoken_off_the_frame_in_the_players_language() -> None:
    engine = FakeEngine()
    voice = Voice(lambda: engine)
    voice.set_enabled(True, "fr")
    assert voice.say("Fais tourner !")
    assert voice.wait()
    assert engine.said == ["Fais tourner !"]
    assert engine.thread == "voice"  # never on the game's thread
    assert engine.props["voice"] == "french" and engine.props["rate"] == 150


def test_no_engine_means_silence_not_a_crash() -> None:
    def missing() -> FakeEngine:
        raise ImportError("No module named 'pyttsx3'")

    voice = Voice(missing)
    voice.set_enabled(True)
    assert voice.say("Spin!")
    assert voice.wait()
    assert voice.broken and voice.spoken == []
    assert not voice.say("Spin!")  # silent from now on...
    voice.set_enabled(False)
    voice.set_enabled(True)  # ...until the setting is turned on again
    assert not voice.broken


def test_a_failing_driver_goes_silent() -> None:
    engine = FakeEngine(fail_on="Spin!")
    voice = Voice(lambda: engine)
    voice.set_enabled(True)
    voice.say("Spin!")
    assert voice.wait()
    assert voice.broken and not voice.say("Your turn!")


def test_a_slow_engine_never_blocks_and_never_piles_up() -> None:
    engine = FakeEngine(slow=0.2)
    voice = Voice(lambda: engine)
    voice.set_enabled(True)
    start = time.monotonic()
    results = [voice.say(text) for text in ("Spin!", "Spin!", "A", "B", "C", "D", "E")]
    assert time.monotonic() - start < 0.1  # say() returns at once
    assert results[1] is False  # the same prompt waiting is not queued twice
    assert results.count(True) <= 4
    assert voice.wait(5.0)
    assert len(engine.said) == results.count(True)


def test_a_voice_for_the_language_or_the_default() -> None:
    engine = FakeEngine()
    pick_voice(engine, "de")
    assert "voice" not in engine.props
    pick_voice(engine, "en")
    assert engine.props["voice"] == "english"
