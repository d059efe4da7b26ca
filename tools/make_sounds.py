"""Synthesise the game's sound effects and its music loop into ``assets/common/sounds/``.

Why a script: every sound in the game is our own, made from sines, a little noise,
envelopes and gentle filters, so there is nothing to license and nothing to credit, and a
sound can be tuned by editing a few numbers and running the script again. The script uses
the standard library only (``wave``, ``math``, ``cmath``, ``array``, ``random``), so CI
and a fresh checkout need nothing extra.

The output is reproducible byte for byte: each sound draws its noise from its own
``random.Random`` seeded with the sound's name, so adding or changing one sound leaves
the others untouched, and a test can render one short effect and compare it with the
committed file.

Usage (from the repository root)::

    python tools/make_sounds.py              # write every sound into assets/common/sounds/
    python tools/make_sounds.py tick hop     # only these
    python tools/make_sounds.py --check      # exit 1 if a committed file is out of date
    python tools/make_sounds.py --report     # print length, peak, RMS and DC of each file

All files are 16-bit mono PCM WAV at 22050 Hz. Effects are levelled to a loudest-50-ms
RMS near -18 dBFS (softer for the spinner tick and the UI click); the music loop is
levelled much lower, and every file peaks at or below -1.5 dBFS.
"""

from __future__ import annotations

import argparse
import cmath
import io
import logging
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

logger = logging.getLogger("make_sounds")

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "common" / "sounds"

SR = 22050
"""Sample rate (Hz). Plenty for soft effects, and it halves the size of the music."""
TAU = 2.0 * math.pi
PEAK_LIMIT_DB = -1.5
"""Never louder than this (dBFS): a margin under the -1 dBFS rule that survives rounding."""
SHORT_TERM = 0.05
"""Window (s) of the 'loudest moment' RMS that effects are levelled by."""

Buffer = list[float]


# --------------------------------------------------------------------------- basics


def samples(seconds: float) -> int:
    """Number of samples in `seconds`."""
    return max(0, round(seconds * SR))


def silence(seconds: float) -> Buffer:
    return [0.0] * samples(seconds)


def mix(dst: Buffer, src: Sequence[float], at: float = 0.0, gain: float = 1.0) -> Buffer:
    """Add `src` into `dst` starting `at` seconds in; whatever runs past the end is dropped."""
    start = samples(at)
    stop = min(len(dst), start + len(src))
    for i in range(start, stop):
        dst[i] += gain * src[i - start]
    return dst


def mix_circular(dst: Buffer, src: Sequence[float], start: int, gain: float = 1.0) -> None:
    """Add `src` into `dst` at sample `start`, wrapping round the end.

    This is what makes the music loop seamless: a note that rings past the last bar
    sounds over the first one, exactly as it would when the loop plays again."""
    n = len(dst)
    for i, v in enumerate(src):
        dst[(start + i) % n] += gain * v


def multiply(a: Buffer, b: Sequence[float]) -> Buffer:
    for i in range(min(len(a), len(b))):
        a[i] *= b[i]
    return a


def noise(rng: random.Random, n: int) -> Buffer:
    """White noise in [-1, 1] from the sound's own seeded generator."""
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def note(name: str) -> float:
    """Equal-tempered frequency of a note name such as ``"A4"``, ``"C#6"`` or ``"Bb3"``."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]]
    rest = name[1:]
    while rest and rest[0] in "#b":
        semis += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    octave = int(rest)
    return 440.0 * 2.0 ** ((semis + 12 * (octave - 4)) / 12.0)


# --------------------------------------------------------------------------- oscillators


def damped(n: int, freq: float, amp: float, tau: float, phase: float = 0.0) -> Buffer:
    """A sinusoid that dies away exponentially (time constant `tau` seconds).

    Computed by rotating a complex number, one multiplication per sample, which is far
    cheaper in pure Python than calling ``sin`` and ``exp`` for each sample."""
    if freq >= SR * 0.45:
        return [0.0] * n
    rot = cmath.exp(complex(-1.0 / (tau * SR), TAU * freq / SR))
    z = amp * cmath.exp(complex(0.0, phase))
    out = [0.0] * n
    for i in range(n):
        out[i] = z.imag
        z *= rot
    return out


def sweep(
    n: int,
    freq_at: Callable[[float], float],
    harmonics: Sequence[tuple[int, float]] = ((1, 1.0),),
    vibrato: tuple[float, float] = (0.0, 0.0),
) -> Buffer:
    """An oscillator whose frequency follows `freq_at(t)`, for glissandi and whistles.

    `harmonics` are (multiple, amplitude) pairs; those above 0.45 * SR are left out, so a
    rising glide never aliases. `vibrato` is (rate Hz, depth as a fraction of freq)."""
    rate, depth = vibrato
    out = [0.0] * n
    phase = 0.0
    limit = SR * 0.45
    for i in range(n):
        t = i / SR
        f = freq_at(t)
        if depth:
            f *= 1.0 + depth * math.sin(TAU * rate * t)
        phase += TAU * f / SR
        v = 0.0
        for k, a in harmonics:
            if k * f < limit:
                v += a * math.sin(k * phase)
        out[i] = v
    return out


def glide(f0: float, f1: float, seconds: float, curve: float = 1.0) -> Callable[[float], float]:
    """Exponential glide from `f0` to `f1` over `seconds` (then hold); `curve` < 1 moves
    most of the way early, > 1 late."""

    def freq_at(t: float) -> float:
        x = min(1.0, max(0.0, t / seconds)) ** curve
        return f0 * (f1 / f0) ** x

    return freq_at


def fm_bell(
    n: int, freq: float, ratio: float, index: float, index_tau: float, tau: float
) -> Buffer:
    """Two-operator FM: a carrier whose brightness (modulation index) fades faster than
    its loudness, which is what makes a struck bell sound struck and then pure."""
    out = [0.0] * n
    wc = TAU * freq / SR
    wm = wc * ratio
    for i in range(n):
        t = i / SR
        mod = index * math.exp(-t / index_tau) * math.sin(wm * i)
        out[i] = math.exp(-t / tau) * math.sin(wc * i + mod)
    return out


# --------------------------------------------------------------------------- envelopes


def attack_release(n: int, attack: float, release: float) -> Buffer:
    """1.0 with raised-cosine ramps at both ends: no clicks where a sound starts or stops."""
    env = [1.0] * n
    a = min(n, samples(attack))
    r = min(n, samples(release))
    for i in range(a):
        env[i] = 0.5 - 0.5 * math.cos(math.pi * i / a)
    for i in range(r):
        env[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / r)
    return env


def window(n: int, peak_at: float) -> Buffer:
    """A smooth hump from 0 up to 1 at fraction `peak_at` of the length and back to 0."""
    env = [0.0] * n
    top = max(1, int(n * peak_at))
    for i in range(n):
        if i < top:
            env[i] = math.sin(0.5 * math.pi * i / top) ** 2
        else:
            env[i] = math.cos(0.5 * math.pi * (i - top) / max(1, n - top)) ** 2
    return env


def decay(n: int, tau: float) -> Buffer:
    k = math.exp(-1.0 / (tau * SR))
    out = [0.0] * n
    v = 1.0
    for i in range(n):
        out[i] = v
        v *= k
    return out


# --------------------------------------------------------------------------- filters


def lowpass(x: Buffer, cutoff: float, passes: int = 1) -> Buffer:
    """One-pole low-pass, `passes` times: gentle smoothing that takes the edge off."""
    a = 1.0 - math.exp(-TAU * cutoff / SR)
    for _ in range(passes):
        y = 0.0
        for i, v in enumerate(x):
            y += a * (v - y)
            x[i] = y
    return x


def lowpass_circular(x: Buffer, cutoff: float) -> Buffer:
    """Low-pass a loop as if it were endless: a first pass only warms the filter up, so
    the state at the loop's end is the state its start sees."""
    a = 1.0 - math.exp(-TAU * cutoff / SR)
    y = 0.0
    for v in x:
        y += a * (v - y)
    for i, v in enumerate(x):
        y += a * (v - y)
        x[i] = y
    return x


def bandpass(x: Buffer, centre_at: Callable[[float], float], q: float, low: bool = False) -> Buffer:
    """State-variable filter (trapezoidal form, stable at any frequency) with a moving
    centre: a swept band of noise is a whoosh or a swish. ``low=True`` gives its
    low-pass output instead."""
    k = 1.0 / q
    ic1 = ic2 = 0.0
    limit = SR * 0.45
    for i, v0 in enumerate(x):
        g = math.tan(math.pi * min(centre_at(i / SR), limit) / SR)
        a1 = 1.0 / (1.0 + g * (g + k))
        a2 = g * a1
        a3 = g * a2
        v3 = v0 - ic2
        v1 = a1 * ic1 + a2 * v3
        v2 = ic2 + a2 * ic1 + a3 * v3
        ic1 = 2.0 * v1 - ic1
        ic2 = 2.0 * v2 - ic2
        x[i] = v2 if low else v1
    return x


def dc_block(x: Buffer, circular: bool = False) -> Buffer:
    """Remove any DC offset (a 10 Hz one-pole high-pass), so no effect thumps the speaker."""
    r = math.exp(-TAU * 10.0 / SR)
    x1 = y = 0.0
    if circular:
        for v in x:
            y = v - x1 + r * y
            x1 = v
    for i, v in enumerate(x):
        y = v - x1 + r * y
        x1 = v
        x[i] = y
    return x


# --------------------------------------------------------------------------- levels


def peak(x: Sequence[float]) -> float:
    return max((abs(v) for v in x), default=0.0)


def rms(x: Sequence[float]) -> float:
    return math.sqrt(sum(v * v for v in x) / len(x)) if x else 0.0


def loudest_rms(x: Sequence[float], seconds: float = SHORT_TERM) -> float:
    """RMS of the loudest `seconds`-long stretch (half-window hops): how loud an effect
    sounds at its peak moment, fair to both a 25 ms click and a 3 s fanfare."""
    w = max(1, samples(seconds))
    if len(x) <= w:
        return rms(x)
    hop = max(1, w // 2)
    best = 0.0
    for start in range(0, len(x) - w + 1, hop):
        best = max(best, sum(v * v for v in x[start : start + w]))
    return math.sqrt(best / w)


def db(value: float) -> float:
    return 20.0 * math.log10(value) if value > 0.0 else -math.inf


def level(x: Buffer, target_db: float, measure: Callable[[Sequence[float]], float]) -> Buffer:
    """Scale so that `measure(x)` is `target_db`, unless that would push the peak over
    the limit, in which case the peak limit wins (the sound is then a little softer)."""
    m = measure(x)
    if m <= 0.0:
        return x
    gain = 10.0 ** (target_db / 20.0) / m
    p = peak(x) * gain
    ceiling = 10.0 ** (PEAK_LIMIT_DB / 20.0)
    if p > ceiling:
        gain *= ceiling / p
    return [v * gain for v in x]


def finish_effect(x: Buffer, target_db: float = -18.0, fade_out: float = 0.004) -> Buffer:
    """DC-block, make sure the ends are silent, and level to `target_db` loudest-RMS."""
    dc_block(x)
    n = len(x)
    f = min(n, samples(fade_out))
    for i in range(f):
        x[n - 1 - i] *= i / f
    if n:
        x[0] = 0.0
    return level(x, target_db, loudest_rms)


def to_pcm(x: Sequence[float]) -> bytes:
    """16-bit little-endian signed PCM, rounded to nearest (no dither: reproducible)."""
    pcm = array("h", (max(-32767, min(32767, math.floor(v * 32767.0 + 0.5))) for v in x))
    if sys.byteorder == "big":
        pcm.byteswap()
    return pcm.tobytes()


def to_wav(x: Sequence[float]) -> bytes:
    """A complete mono 16-bit WAV file as bytes (the `wave` module writes no timestamps)."""
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(to_pcm(x))
    return buf.getvalue()


# --------------------------------------------------------------------------- voices


def music_box(freq: float, ring: float, vel: float = 1.0) -> Buffer:
    """A celeste / music-box note: a pure fundamental, a quickly fading octave and a
    faint inharmonic 'tine' partial that gives the ding, then a soft release."""
    n = samples(ring)
    out = damped(n, freq, 1.0, 0.9)
    mix(out, damped(n, freq * 2.0, 0.22, 0.30))
    mix(out, damped(n, freq * 3.0, 0.05, 0.15))
    mix(out, damped(n, freq * 5.4, 0.06, 0.05))
    multiply(out, attack_release(n, 0.003, min(0.3, ring * 0.4)))
    return [v * vel for v in out]


def pluck(freq: float, ring: float, vel: float = 1.0, brightness: float = 1.0) -> Buffer:
    """A soft plucked string by additive synthesis: higher harmonics die away faster."""
    n = samples(ring)
    out = [0.0] * n
    for k in range(1, 7):
        mix(out, damped(n, freq * k, brightness ** (k - 1) / k**1.3, 1.0 / (2.5 + 2.2 * k)))
    multiply(out, attack_release(n, 0.004, min(0.25, ring * 0.4)))
    return [v * vel for v in out]


def ping(freq: float, ring: float = 0.3, vel: float = 1.0, tau: float = 0.12) -> Buffer:
    """A little glockenspiel bar: fundamental plus the bar's 2.76x partial."""
    n = samples(ring)
    out = damped(n, freq, 1.0, tau)
    mix(out, damped(n, freq * 2.76, 0.3, tau * 0.4))
    multiply(out, attack_release(n, 0.002, ring * 0.3))
    return [v * vel for v in out]


def thump(at_freq: float, to_freq: float, seconds: float, rng: random.Random) -> Buffer:
    """A soft low thud: a falling sine with its octave, and a puff of dark noise."""
    n = samples(seconds)
    body = sweep(n, glide(at_freq, to_freq, seconds * 0.5), ((1, 1.0), (2, 0.35)))
    multiply(body, decay(n, seconds * 0.3))
    puff = lowpass(noise(rng, n), 500.0, passes=2)
    multiply(puff, decay(n, 0.03))
    mix(body, puff, gain=1.5)
    multiply(body, attack_release(n, 0.002, seconds * 0.3))
    return body


# --------------------------------------------------------------------------- effects


def tick(rng: random.Random) -> Buffer:
    """The flapper ticking past a boundary: a 25 ms woody click. Played up to ~30 times
    a second, so it is soft, short, and mostly mid-range wood-block modes."""
    n = samples(0.025)
    out = damped(n, 1750.0, 0.5, 0.004)
    mix(out, damped(n, 2950.0, 0.25, 0.0025, 0.7))
    mix(out, damped(n, 720.0, 0.35, 0.006))
    click = lowpass(noise(rng, n), 4000.0)
    multiply(click, decay(n, 0.0006))
    mix(out, click, gain=0.8)
    lowpass(out, 6000.0)
    return finish_effect(out, -26.0, fade_out=0.004)


def spin_settle(rng: random.Random) -> Buffer:
    """A soft chime when the hand comes to rest: a sweet FM bell on G5 with a D6 above."""
    n = samples(0.9)
    out = fm_bell(n, note("G5"), 2.0, 1.3, 0.15, 0.35)
    mix(out, fm_bell(n, note("D6"), 2.0, 0.8, 0.1, 0.25), at=0.0, gain=0.45)
    lowpass(out, 5000.0)
    multiply(out, attack_release(n, 0.003, 0.25))
    return finish_effect(out, -20.0)


def spin_harder(rng: random.Random) -> Buffer:
    """A gentle 'uh-uh' for a flick too weak to go round: two falling, wobbling hums."""
    out = silence(0.5)
    tone = ((1, 1.0), (3, 1.0 / 9.0), (5, 1.0 / 25.0))  # a triangle-ish, woody hum
    for start, f0, f1, length in (
        (0.0, note("G4"), note("F4"), 0.17),
        (0.22, note("Eb4"), note("C4"), 0.26),
    ):
        n = samples(length)
        syl = sweep(n, glide(f0, f1, length), tone, vibrato=(9.0, 0.02))
        multiply(syl, attack_release(n, 0.015, 0.06))
        mix(out, syl, at=start)
    lowpass(out, 2500.0)
    return finish_effect(out, -19.0)


def card_play(rng: random.Random) -> Buffer:
    """A card swish: a band of noise sweeping up through the air, then a light tap down."""
    out = silence(0.35)
    n = samples(0.28)
    swish = bandpass(noise(rng, n), glide(900.0, 4000.0, 0.28, 0.8), 1.2)
    multiply(swish, window(n, 0.45))
    mix(out, swish)
    m = samples(0.07)
    tap = damped(m, 190.0, 0.5, 0.02)
    puff = lowpass(noise(rng, m), 1200.0)
    multiply(puff, decay(m, 0.006))
    mix(tap, puff, gain=0.6)
    mix(out, tap, at=0.25)
    return finish_effect(out, -19.0)


def hop(rng: random.Random) -> Buffer:
    """A tiny pawn hop: an 80 ms 'bwip' whose pitch springs up."""
    n = samples(0.08)
    out = sweep(n, glide(260.0, 640.0, 0.05, 0.6), ((1, 1.0), (2, 0.2)), vibrato=(35.0, 0.02))
    env = attack_release(n, 0.003, 0.045)
    multiply(out, env)
    lowpass(out, 5000.0)
    return finish_effect(out, -18.0, fade_out=0.003)


def cookie_taken(rng: random.Random) -> Buffer:
    """A happy crunchy pickup: three crumbs of noise and a bright C-E-G arpeggio."""
    out = silence(0.75)
    for start in (0.0, 0.045, 0.09):
        n = samples(0.025)
        crumb = bandpass(noise(rng, n), lambda t: 2600.0, 0.8)
        multiply(crumb, decay(n, 0.007))
        mix(out, crumb, at=start, gain=rng.uniform(0.8, 1.2))
    for i, name in enumerate(("C6", "E6", "G6")):
        mix(out, music_box(note(name), 0.55 - 0.08 * i), at=0.04 + 0.08 * i, gain=0.55)
    lowpass(out, 7000.0)
    return finish_effect(out, -18.0)


def small_cookies(rng: random.Random) -> Buffer:
    """Several little pings (one for each small cookie), pentatonic so any order is sweet."""
    out = silence(0.75)
    scale = ["C6", "D6", "E6", "G6", "A6", "C7"]
    rng.shuffle(scale)
    for i, name in enumerate(scale[:5]):
        mix(out, ping(note(name), 0.35), at=0.085 * i, gain=rng.uniform(0.7, 1.0))
    lowpass(out, 7000.0)
    return finish_effect(out, -19.0)


def _glissando(rng: random.Random, up: bool) -> Buffer:
    """Growing and shrinking share a body: a two-octave glide with a breath of whoosh."""
    lo, hi = note("G3"), note("G5")
    f0, f1 = (lo, hi) if up else (hi, lo)
    n = samples(0.9)
    tone = sweep(n, glide(f0, f1, 0.75), ((1, 1.0), (2, 0.3), (3, 0.12)), vibrato=(6.0, 0.01))
    swell = [0.35 + 0.65 * (i / n) ** 0.5 if up else 1.0 - 0.55 * (i / n) for i in range(n)]
    multiply(tone, swell)
    w0, w1 = (400.0, 3000.0) if up else (3000.0, 400.0)
    whoosh = bandpass(noise(rng, n), glide(w0, w1, 0.8), 2.5)
    mix(tone, whoosh, gain=0.25)
    multiply(tone, attack_release(n, 0.03, 0.18))
    lowpass(tone, 4500.0)
    return finish_effect(tone, -18.0)


def grow(rng: random.Random) -> Buffer:
    """Becoming large: a rising glissando and whoosh."""
    return _glissando(rng, up=True)


def shrink(rng: random.Random) -> Buffer:
    """Becoming small again: the same glide, falling."""
    return _glissando(rng, up=False)


def fall(rng: random.Random) -> Buffer:
    """Down the Rabbit Hole: a slide whistle falling from high to low, a breath of air
    round it, and a soft thump at the bottom."""
    out = silence(1.45)
    n = samples(1.0)
    pitch = glide(1500.0, 260.0, 0.95, 1.3)
    whistle = sweep(n, pitch, ((1, 1.0), (2, 0.08)), vibrato=(5.5, 0.015))
    breath = bandpass(noise(rng, n), pitch, 6.0)
    mix(whistle, breath, gain=0.35)
    multiply(whistle, attack_release(n, 0.03, 0.06))
    mix(out, whistle)
    mix(out, thump(95.0, 48.0, 0.35, rng), at=1.04, gain=1.2)
    lowpass(out, 5000.0)
    return finish_effect(out, -18.0)


def escape(rng: random.Random) -> Buffer:
    """Out of the hole: a quick rising pop and two sparkles."""
    out = silence(0.45)
    n = samples(0.09)
    pop = sweep(n, glide(300.0, 1200.0, 0.04, 0.7), ((1, 1.0), (2, 0.25)))
    multiply(pop, decay(n, 0.025))
    multiply(pop, attack_release(n, 0.001, 0.02))
    click = lowpass(noise(rng, samples(0.004)), 3000.0)
    mix(pop, click, gain=0.4)
    mix(out, pop)
    mix(out, ping(note("E6"), 0.3), at=0.08, gain=0.45)
    mix(out, ping(note("B6"), 0.25), at=0.14, gain=0.4)
    lowpass(out, 7000.0)
    return finish_effect(out, -18.0)


def cheshire_grin(rng: random.Random) -> Buffer:
    """The Cheshire Cat: a low purr under a shimmering augmented chord that fades in
    and away again, mysterious rather than spooky."""
    seconds = 1.8
    n = samples(seconds)
    purr = lowpass(noise(rng, n), 260.0, passes=2)
    for i in range(n):
        purr[i] *= (0.5 + 0.5 * math.sin(TAU * 24.0 * i / SR)) ** 2
    mix(purr, damped(n, 110.0, 0.08, 10.0))
    out = [v * 4.0 for v in purr]
    for j, name in enumerate(("E5", "G#5", "C6")):
        f = note(name)
        voice = [0.0] * n
        for detune in (-2.5, 2.5):
            mix(voice, damped(n, f + detune, 0.12, 5.0, phase=j))
        trem = 7.0 + j
        for i in range(n):
            voice[i] *= 0.75 + 0.25 * math.sin(TAU * trem * i / SR + 2.1 * j)
        mix(out, voice)
    multiply(out, window(n, 0.35))
    lowpass(out, 6000.0)
    return finish_effect(out, -20.0)


def turn_start(rng: random.Random) -> Buffer:
    """A soft bell that says 'your turn': a mellow FM bell on E5 with a low hum partial."""
    n = samples(1.1)
    out = fm_bell(n, note("E5"), 3.5, 1.4, 0.1, 0.45)
    mix(out, damped(n, note("E4"), 0.15, 0.7))
    lowpass(out, 4500.0)
    multiply(out, attack_release(n, 0.002, 0.3))
    return finish_effect(out, -20.0)


def button(rng: random.Random) -> Buffer:
    """A UI click: a tiny dry blip, quieter than the game's own effects."""
    n = samples(0.045)
    out = damped(n, 1500.0, 0.6, 0.006)
    mix(out, damped(n, 2200.0, 0.3, 0.003))
    click = lowpass(noise(rng, samples(0.0015)), 5000.0)
    mix(out, click, gain=0.15)
    return finish_effect(out, -24.0, fade_out=0.005)


def brass(freq: float, seconds: float, vel: float = 1.0, vib: bool = False) -> Buffer:
    """A soft toy trumpet: eight harmonics whose brightness swells in the attack."""
    n = samples(seconds)
    harmonics = [(k, 1.0 / k) for k in range(1, 9)]
    out = sweep(n, lambda t: freq, harmonics, vibrato=(5.5, 0.006) if vib else (0.0, 0.0))
    lowpass(out, 2500.0)
    multiply(out, attack_release(n, 0.02, min(0.12, seconds * 0.4)))
    return [v * vel for v in out]


def win_fanfare(rng: random.Random) -> Buffer:
    """A short happy fanfare (~3 s): a rising arpeggio, a bounce, a held top note over
    a chord, timpani thumps and a sparkle."""
    out = silence(3.0)
    tune = [
        (0.00, "G4", 0.14),
        (0.15, "C5", 0.14),
        (0.30, "E5", 0.14),
        (0.45, "G5", 0.40),
        (0.90, "E5", 0.14),
        (1.05, "G5", 0.14),
        (1.20, "C6", 1.50),
    ]
    for start, name, length in tune:
        mix(out, brass(note(name), length + 0.05, vib=length > 1.0), at=start, gain=0.5)
    for name in ("C4", "E4", "G4"):
        mix(out, brass(note(name), 1.5, vib=True), at=1.2, gain=0.18)
    for start, name in ((0.0, "C3"), (0.45, "G2"), (1.2, "C3")):
        mix(out, thump(note(name), note(name) * 0.8, 0.5, rng), at=start, gain=0.6)
    for i, name in enumerate(("C7", "E7", "G7", "C7")):
        mix(out, ping(note(name), 0.4), at=1.25 + 0.1 * i, gain=0.18)
    multiply(out, attack_release(len(out), 0.001, 0.3))
    lowpass(out, 6000.0)
    return finish_effect(out, -17.0)


# --------------------------------------------------------------------------- music

BPM = 120
"""Quarter notes per minute: a bar of 3/4 lasts 1.5 s and a beat exactly 11025 samples."""
BEAT = 60.0 / BPM

#: chord -> (root bass, alternate bass, 'pah-pah' chord tones)
CHORDS: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "F": ("F2", "C3", ("A3", "C4", "F4")),
    "Dm": ("D3", "A2", ("A3", "D4", "F4")),
    "Gm": ("G2", "D3", ("Bb3", "D4", "G4")),
    "C7": ("C3", "G2", ("Bb3", "C4", "E4")),
    "A7": ("A2", "E2", ("G3", "C#4", "E4")),
    "Bb": ("Bb2", "F2", ("Bb3", "D4", "F4")),
    "G7": ("G2", "D3", ("B3", "D4", "F4")),
    "C": ("C3", "G2", ("G3", "C4", "E4")),
}

#: The tune, our own: one entry per bar, (chords, melody as (note or None, beats)).
#: "Gm C7" means Gm on beat 1 and C7 on beats 2-3.
WALTZ: list[tuple[str, list[tuple[str | None, int]]]] = [
    # A: the kettle tune
    ("F", [("A5", 2), ("G5", 1)]),
    ("Dm", [("F5", 1), ("A5", 1), ("D6", 1)]),
    ("Gm", [("C6", 2), ("Bb5", 1)]),
    ("C7", [("G5", 2), ("E5", 1)]),
    ("F", [("F5", 1), ("A5", 1), ("C6", 1)]),
    ("Dm", [("F6", 2), ("D6", 1)]),
    ("Gm C7", [("Bb5", 1), ("A5", 1), ("G5", 1)]),
    ("F", [("F5", 3)]),
    # A': the same question, a different answer
    ("F", [("A5", 2), ("G5", 1)]),
    ("A7", [("E5", 1), ("A5", 1), ("C#6", 1)]),
    ("Dm", [("D6", 2), ("A5", 1)]),
    ("Bb", [("D6", 2), ("Bb5", 1)]),
    ("F", [("A5", 1), ("C6", 1), ("F6", 1)]),
    ("Gm", [("D6", 2), ("Bb5", 1)]),
    ("C7", [("G5", 1), ("Bb5", 1), ("E5", 1)]),
    ("F", [("F5", 2), (None, 1)]),
    # B: round the table and back to the start
    ("Bb", [("D6", 1), ("C6", 1), ("Bb5", 1)]),
    ("Bb", [("D6", 2), ("F5", 1)]),
    ("F", [("C6", 1), ("A5", 1), ("F5", 1)]),
    ("F", [("A5", 2), ("C6", 1)]),
    ("G7", [("B5", 2), ("D6", 1)]),
    ("G7", [("F6", 1), ("D6", 1), ("B5", 1)]),
    ("C", [("C6", 1), ("E6", 1), ("G6", 1)]),
    ("C7", [("E6", 1), ("Bb5", 1), ("G5", 1)]),
]


def music_loop(rng: random.Random) -> Buffer:
    """A gentle tea-party waltz in 3/4: a music-box melody over a plucked 'oom' on the
    first beat, soft 'pah-pah' chords on the second and third, and a quiet pad.

    Everything is mixed round a circular buffer (a note ringing past the last bar
    sounds over the first) and filtered circularly, so the last sample leads into the
    first exactly as any sample leads into the next: the loop has no seam."""
    beat_n = samples(BEAT)
    bar_n = 3 * beat_n
    total = bar_n * len(WALTZ)
    melody = [0.0] * total
    accomp = [0.0] * total
    pad = [0.0] * total
    previous = ""
    for bar, (chords, tune) in enumerate(WALTZ):
        start = bar * bar_n
        first, _, second = chords.partition(" ")
        second = second or first
        root, alt, _ = CHORDS[first]
        bass = alt if first == previous else root
        previous = second
        mix_circular(accomp, pluck(note(bass), 1.4, brightness=0.8), start, 0.55)
        tones = CHORDS[second][2]
        for b in (1, 2):
            # Viennese lilt: the second beat comes a touch early.
            at = start + b * beat_n - (samples(0.02) if b == 1 else 0)
            for name in tones:
                vel = rng.uniform(0.85, 1.0)
                mix_circular(accomp, pluck(note(name), 0.45, vel, brightness=0.6), at, 0.08)
        for name in CHORDS[first][2]:
            f = note(name)
            length = samples(BEAT * 3 + 0.6)
            voice = damped(length, f - 0.7, 1.0, 8.0)
            mix(voice, damped(length, f + 0.7, 1.0, 8.0, 1.0))
            mix(voice, damped(length, 2.0 * f, 0.2, 4.0))
            multiply(voice, attack_release(length, 0.35, 0.6))
            mix_circular(pad, voice, start, 0.035)
        pos = start
        for name, beats in tune:
            if name is not None:
                vel = (1.0 if pos == start else 0.8) * rng.uniform(0.92, 1.0)
                ring = max(BEAT * beats + 0.5, 1.1)
                mix_circular(melody, music_box(note(name), ring, vel), pos, 0.6)
            pos += beats * beat_n
    lowpass_circular(pad, 1500.0)
    lowpass_circular(accomp, 3000.0)
    out = [m + a + p for m, a, p in zip(melody, accomp, pad, strict=True)]
    lowpass_circular(out, 6000.0)
    dc_block(out, circular=True)
    return level(out, -30.0, rms)


# --------------------------------------------------------------------------- driver

SOUNDS: dict[str, Callable[[random.Random], Buffer]] = {
    "tick": tick,
    "spin_settle": spin_settle,
    "spin_harder": spin_harder,
    "card_play": card_play,
    "hop": hop,
    "cookie_taken": cookie_taken,
    "small_cookies": small_cookies,
    "grow": grow,
    "shrink": shrink,
    "fall": fall,
    "escape": escape,
    "cheshire_grin": cheshire_grin,
    "turn_start": turn_start,
    "button": button,
    "win_fanfare": win_fanfare,
    "music_loop": music_loop,
}
"""Every sound the game uses, by file stem, in the order the README lists them."""


def render(name: str) -> bytes:
    """The WAV file of one sound, as bytes. Deterministic: the sound's noise comes from
    a generator seeded with its name (string seeds are hashed with SHA-512, so this does
    not depend on PYTHONHASHSEED)."""
    rng = random.Random(f"tea-time-race/{name}")
    return to_wav(SOUNDS[name](rng))


@dataclass(frozen=True)
class Levels:
    """What a file measures: what the README and docs/audio.md tables show."""

    name: str
    seconds: float
    peak_db: float
    rms_db: float
    loudest_db: float
    dc: float
    size: int


def read_wav(data: bytes) -> list[float]:
    """Samples of a 16-bit mono WAV, as floats in [-1, 1]."""
    with wave.open(io.BytesIO(data), "rb") as w:
        if w.getnchannels() != 1 or w.getsampwidth() != 2:
            raise ValueError("expected 16-bit mono")
        frames = w.readframes(w.getnframes())
    pcm = array("h")
    pcm.frombytes(frames)
    if sys.byteorder == "big":
        pcm.byteswap()
    return [v / 32767.0 for v in pcm]


def measure(name: str, data: bytes) -> Levels:
    x = read_wav(data)
    return Levels(
        name=name,
        seconds=len(x) / SR,
        peak_db=db(peak(x)),
        rms_db=db(rms(x)),
        loudest_db=db(loudest_rms(x)),
        dc=sum(x) / len(x) if x else 0.0,
        size=len(data),
    )


def report(rows: Iterable[Levels]) -> str:
    lines = [
        "| file | length | peak dBFS | RMS dBFS | loudest 50 ms dBFS | DC | size |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        lines.append(
            f"| `{r.name}.wav` | {r.seconds:.3f} s | {r.peak_db:.1f} | {r.rms_db:.1f} | "
            f"{r.loudest_db:.1f} | {r.dc:+.5f} | {r.size / 1024:.0f} KiB |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="sounds to make (default: all)")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="output folder")
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    parser.add_argument("--report", action="store_true", help="measure the files in --out")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    names = args.names or list(SOUNDS)
    unknown = [n for n in names if n not in SOUNDS]
    if unknown:
        parser.error(f"unknown sound(s): {', '.join(unknown)}; known: {', '.join(SOUNDS)}")
    if args.report:
        rows = [measure(n, (args.out / f"{n}.wav").read_bytes()) for n in names]
        print(report(rows))
        return 0
    stale = []
    args.out.mkdir(parents=True, exist_ok=True)
    for name in names:
        data = render(name)
        target = args.out / f"{name}.wav"
        if args.check:
            if not target.exists() or target.read_bytes() != data:
                stale.append(name)
            continue
        target.write_bytes(data)
        logger.info("wrote %s (%d bytes)", target.name, len(data))
    if stale:
        logger.error("out of date: %s (run python tools/make_sounds.py)", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
