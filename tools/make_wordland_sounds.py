"""Synthesise Off With Their Letters!'s sound effects into ``assets/common/sounds/``.

The same hand as ``tools/make_sounds.py`` (whose building blocks this script uses): our
own sounds from sines, a little noise and envelopes, reproducible byte for byte (each
sound seeds its noise with its own name), standard library only.

* ``teapot_tick``    a small porcelain tick (the scene plays it faster as time runs out)
* ``teapot_whistle`` the kettle whistle when the time is up
* ``word_accepted``  two soft rising bell notes
* ``player_out``     a falling "off with their letters" slide
* ``letter_placed``  a card slapped down with a ring
* ``vote_called``    a little fanfare call to vote

Usage: ``python tools/make_wordland_sounds.py`` (``--check`` exits 1 if a file differs).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.make_sounds import (
    OUT_DIR,
    attack_release,
    bandpass,
    damped,
    decay,
    finish_effect,
    glide,
    mix,
    multiply,
    noise,
    note,
    ping,
    samples,
    silence,
    sweep,
    to_wav,
    window,
)


def teapot_tick() -> list[float]:
    """A porcelain tick and a softer tock (0.2 s, so it is heard whole at 4 a second)."""
    out = silence(0.2)
    for at, gain, freq in ((0.0, 1.0, 2600.0), (0.1, 0.55, 2200.0)):
        n = samples(0.06)
        click = damped(n, freq, 1.0, 0.008)
        mix(click, damped(n, freq * 1.58, 0.5, 0.004))
        mix(out, click, at, gain)
    return finish_effect(out, -20.0)


def teapot_whistle() -> list[float]:
    seconds = 1.3
    n = samples(seconds)
    tone = sweep(n, glide(1400.0, 1900.0, 0.35), ((1, 1.0), (2, 0.12)), vibrato=(7.0, 0.012))
    breath = bandpass(noise(random.Random("teapot_whistle"), n), lambda t: 1800.0, 4.0)
    mix(tone, breath, gain=0.35)
    multiply(tone, attack_release(n, 0.08, 0.3))
    return finish_effect(tone, -19.0)


def word_accepted() -> list[float]:
    out = silence(0.45)
    mix(out, ping(note("E6"), 0.3, 0.8), 0.0)
    mix(out, ping(note("B6"), 0.35, 0.9), 0.09)
    return finish_effect(out, -20.0)


def player_out() -> list[float]:
    seconds = 0.55
    n = samples(seconds)
    body = sweep(n, glide(520.0, 180.0, seconds, 0.8), ((1, 1.0), (2, 0.4), (3, 0.2)))
    multiply(body, window(n, 0.08))
    return finish_effect(body, -18.0)


def letter_placed() -> list[float]:
    n = samples(0.5)
    slap = bandpass(noise(random.Random("letter_placed"), n), lambda t: 1200.0, 1.5)
    multiply(slap, decay(n, 0.02))
    ring = damped(n, note("A5"), 0.6, 0.15)
    mix(ring, damped(n, note("E6"), 0.3, 0.1))
    mix(slap, ring)
    return finish_effect(slap, -18.0)


def vote_called() -> list[float]:
    out = silence(0.7)
    for i, (name, at) in enumerate((("G5", 0.0), ("G5", 0.12), ("C6", 0.24))):
        n = samples(0.4 if i == 2 else 0.14)
        freq = note(name)
        tone = sweep(n, lambda t, f=freq: f, ((1, 1.0), (2, 0.5), (3, 0.3), (4, 0.15)))
        multiply(tone, attack_release(n, 0.01, 0.05))
        mix(out, tone, at, 0.5)
    return finish_effect(out, -19.0)


SOUNDS = {
    "teapot_tick": teapot_tick,
    "teapot_whistle": teapot_whistle,
    "word_accepted": word_accepted,
    "player_out": player_out,
    "letter_placed": letter_placed,
    "vote_called": vote_called,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", choices=[[], *SOUNDS], default=[])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    stale = 0
    for name in args.names or SOUNDS:
        data = to_wav(SOUNDS[name]())
        path = OUT_DIR / f"{name}.wav"
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                print(f"{path.name} is out of date")
                stale += 1
            continue
        path.write_bytes(data)
        print(f"wrote {path.relative_to(OUT_DIR.parent.parent.parent)}")
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
