"""A deliberate drag a person makes spins the hand (issue 13: 150° and 300° drags were
refused as "Spin harder!"), while a drag held still before letting go does not."""

from __future__ import annotations

import json
import math
from pathlib import Path

from game.race.physics.gestures import FlickTracker
from game.race.physics.spinner import flick_range

DRAGS = json.loads((Path(__file__).parent / "data" / "human_drags.json").read_text())["drags"]


def _speed(samples, start: float = 0.3) -> float:
    tracker = FlickTracker()
    t0, a0 = samples[0]
    tracker.grab(t0, start + a0)
    for t, a in samples[1:-1]:
        tracker.drag(t, (start + a) % math.tau)
    return tracker.release(samples[-1][0])


def test_every_deliberate_drag_is_strong_enough() -> None:
    minimum = flick_range(16)[0]
    for drag in DRAGS:
        assert _speed(drag["samples"]) >= minimum, drag["degrees"]


def test_a_drag_held_still_before_letting_go_is_no_flick() -> None:
    samples = DRAGS[0]["samples"]
    held = [*samples[:-1], [samples[-1][0] + 0.5, samples[-1][1]]]
    assert _speed(held) < flick_range(16)[0]
