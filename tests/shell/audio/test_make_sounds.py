"""The synthesis script: it makes exactly the sounds the game loads, and makes them
the same way every time, so the committed files are what the script says they are."""

from __future__ import annotations

import wave
from array import array
from io import BytesIO
from types import ModuleType

import pytest

from game.shell.audio import EFFECTS, MUSIC
from tests.shell.audio.conftest import SOUNDS


def pcm(data: bytes) -> tuple[tuple[int, int, int], array[int]]:
    with wave.open(BytesIO(data), "rb") as w:
        params = (w.getnchannels(), w.getsampwidth(), w.getframerate())
        frames = array("h")
        frames.frombytes(w.readframes(w.getnframes()))
    return params, frames


WORDLAND_SOUNDS = {"teapot_tick", "teapot_whistle", "word_accepted", "player_out",
                   "letter_placed", "vote_called"}
"""Made by tools/make_wordland_sounds.py (tests/wordland/test_sounds.py checks them)."""


def test_script_makes_exactly_the_sounds_the_game_loads(make_sounds: ModuleType) -> None:
    assert set(make_sounds.SOUNDS) == {*EFFECTS, MUSIC} - WORDLAND_SOUNDS


@pytest.mark.parametrize("name", ["tick", "hop", "button"])
def test_rendering_is_deterministic(make_sounds: ModuleType, name: str) -> None:
    assert make_sounds.render(name) == make_sounds.render(name)


@pytest.mark.parametrize("name", ["tick", "hop", "button", "spin_harder"])
def test_committed_file_is_what_the_script_makes(make_sounds: ModuleType, name: str) -> None:
    """Byte for byte on the machine that made them; elsewhere a different maths
    library may round a sample the other way, so one step of difference is allowed."""
    made = make_sounds.render(name)
    committed = (SOUNDS / f"{name}.wav").read_bytes()
    if made == committed:
        return
    (p1, a), (p2, b) = pcm(made), pcm(committed)
    assert p1 == p2 and len(a) == len(b)
    assert max(abs(x - y) for x, y in zip(a, b, strict=True)) <= 1


def test_note_names(make_sounds: ModuleType) -> None:
    assert make_sounds.note("A4") == pytest.approx(440.0)
    assert make_sounds.note("A5") == pytest.approx(880.0)
    assert make_sounds.note("C#4") == pytest.approx(make_sounds.note("Db4"))
    assert make_sounds.note("C4") == pytest.approx(261.6256, rel=1e-5)


def test_waltz_is_in_three_four(make_sounds: ModuleType) -> None:
    for chords, tune in make_sounds.WALTZ:
        assert sum(beats for _, beats in tune) == 3
        for chord in chords.split():
            assert chord in make_sounds.CHORDS


def test_levelling_respects_the_peak_limit(make_sounds: ModuleType) -> None:
    loud = [0.0, 0.9, -0.95, 0.2] * 100
    out = make_sounds.level(loud, 0.0, make_sounds.rms)
    assert max(abs(v) for v in out) <= 10 ** (make_sounds.PEAK_LIMIT_DB / 20) + 1e-12
