"""The committed sound files: every one the game asks for exists, is 16-bit mono PCM,
is audible but never clips, has no DC offset, and has a sensible length and loudness;
the music loops without a click. Measured, since a test cannot listen."""

from __future__ import annotations

import math
import sys
import wave
from array import array
from functools import cache

import pytest

from game.shell.audio import EFFECTS, MUSIC
from tests.shell.audio.conftest import SOUNDS

RATE = 22050
PEAK_LIMIT = 10 ** (-1.0 / 20.0)  # -1 dBFS

#: (shortest, longest) in seconds
LENGTHS: dict[str, tuple[float, float]] = {
    "tick": (0.015, 0.04),
    "button": (0.02, 0.08),
    "hop": (0.05, 0.12),
    "win_fanfare": (2.0, 4.0),
    MUSIC: (30.0, 45.0),
}
DEFAULT_LENGTH = (0.2, 2.5)
SOFT = {"tick", "button"}
"""Deliberately quieter than the other effects (played often / UI chrome)."""


@cache
def samples(name: str) -> tuple[float, ...]:
    with wave.open(str(SOUNDS / f"{name}.wav"), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
        assert w.getcomptype() == "NONE"
        pcm = array("h")
        pcm.frombytes(w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        pcm.byteswap()
    return tuple(v / 32768.0 for v in pcm)


def rms(x: tuple[float, ...] | list[float]) -> float:
    return math.sqrt(sum(v * v for v in x) / len(x))


def loudest(x: tuple[float, ...], window: int = RATE // 20) -> float:
    if len(x) <= window:
        return rms(x)
    return max(rms(x[i : i + window]) for i in range(0, len(x) - window + 1, window // 2))


def db(v: float) -> float:
    return 20 * math.log10(v)


ALL = (*EFFECTS, MUSIC)


@pytest.mark.parametrize("name", ALL)
def test_file_is_16_bit_mono_pcm_at_22050_hz(name: str) -> None:
    assert (SOUNDS / f"{name}.wav").is_file()
    assert samples(name)


@pytest.mark.parametrize("name", ALL)
def test_length_is_sensible(name: str) -> None:
    lo, hi = LENGTHS.get(name, DEFAULT_LENGTH)
    assert lo <= len(samples(name)) / RATE <= hi


@pytest.mark.parametrize("name", ALL)
def test_audible_but_never_clips(name: str) -> None:
    x = samples(name)
    assert max(abs(v) for v in x) <= PEAK_LIMIT
    assert db(rms(x)) > -40.0


@pytest.mark.parametrize("name", ALL)
def test_no_dc_offset(name: str) -> None:
    x = samples(name)
    assert abs(sum(x) / len(x)) < 0.002


@pytest.mark.parametrize("name", ALL)
def test_effects_start_and_end_silent(name: str) -> None:
    if name == MUSIC:
        pytest.skip("the loop starts mid-note on purpose: it follows its own end")
    x = samples(name)
    assert abs(x[0]) < 0.002 and abs(x[-1]) < 0.002


def test_effects_are_about_equally_loud() -> None:
    levels = {n: db(loudest(samples(n))) for n in EFFECTS if n not in SOFT}
    assert max(levels.values()) - min(levels.values()) <= 4.0, levels
    for n in SOFT:
        assert db(loudest(samples(n))) < min(levels.values()), n


def test_music_is_clearly_quieter_than_the_effects() -> None:
    music = samples(MUSIC)
    effects = min(db(loudest(samples(n))) for n in EFFECTS if n not in SOFT)
    assert db(rms(music)) <= -27.0
    assert db(loudest(music)) <= effects - 3.0


def test_music_loops_without_a_click() -> None:
    """The end leads into the start as smoothly as any sample leads into the next:
    the jump across the seam is no bigger than a typical step, and the slope just
    before the seam predicts the first sample as well as slopes predict anywhere."""
    x = samples(MUSIC)
    steps = sorted(abs(x[i + 1] - x[i]) for i in range(0, len(x) - 1, 7))
    curvature = sorted(abs(x[i + 1] - 2 * x[i] + x[i - 1]) for i in range(1, len(x) - 1, 7))
    typical_step = steps[int(0.99 * len(steps))]
    typical_curve = curvature[int(0.99 * len(curvature))]
    assert abs(x[0] - x[-1]) <= typical_step
    assert abs(x[0] - 2 * x[-1] + x[-2]) <= typical_curve
    assert abs(x[1] - 2 * x[0] + x[-1]) <= typical_curve


def test_music_is_a_whole_number_of_waltz_bars() -> None:
    beats = len(samples(MUSIC)) / (RATE * 0.5)  # 120 beats a minute
    assert beats == int(beats) and int(beats) % 3 == 0


def test_all_sounds_fit_in_three_megabytes() -> None:
    total = sum(p.stat().st_size for p in SOUNDS.glob("*.wav"))
    assert total < 3 * 1024 * 1024


def test_no_stray_files() -> None:
    expected = {f"{n}.wav" for n in ALL} | {"README.md"}
    assert {p.name for p in SOUNDS.iterdir()} == expected


def test_readme_lists_every_file() -> None:
    text = (SOUNDS / "README.md").read_text(encoding="utf-8")
    assert "tools/make_sounds.py" in text
    for name in ALL:
        assert f"{name}.wav" in text
