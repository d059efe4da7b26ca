"""Issue 24, hole 2: the door every file comes in by (`game.shell.reading`) slowed
quadratically on text like ``"\\"\\"\\"…``: its nesting check tried a string from every
quote again (32 kB: 18 s, 128 kB: 237 s), so a 64 kB replay froze the lobby for 41 s
and a 64 kB settings file kept the window from opening.

Every check is now linear in the file's size. Each adversarial text is read at 1 kB and
at 1 MB (CPU time, the best of several rounds, so a busy machine does not count); a
linear reader takes at most about 1,000 times as long for the larger one, a quadratic
one a million times. The bound allows 8 times the linear figure; a step at 32 kB stops
a quadratic reader after seconds instead of hours."""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from game.shell.reading import UnreadableFile, nesting_depth, read_json

SLACK = 8.0
"""How far above the linear ratio a measurement may be (noise, caches)."""

ADVERSARIAL: dict[str, Callable[[int], str]] = {
    "escaped_quotes": lambda n: '"' + '\\"' * (n // 2),
    "quotes": lambda n: '"' * n,
    "backslashes": lambda n: "\\" * n,
    "lone_backslash_strings": lambda n: '"\\' * (n // 2),
    "unclosed_string": lambda n: '"' + "a" * n,
    "open_brackets": lambda n: "[" * n,
    "open_in_strings": lambda n: '["' + '[\\"' * (n // 3) + '"]',
    "pairs": lambda n: "[" + "[]," * (n // 3) + "[]]",
    "open_objects": lambda n: '{"a":' * (n // 5),
    "long_integer": lambda n: "1" * n,
    "long_float": lambda n: "0." + "1" * n,
    "unicode_escapes": lambda n: '"' + "\\u00e9" * (n // 6) + '"',
    "a_long_list": lambda n: "[" + '"a",' * (n // 4) + '"a"]',
    "accents": lambda n: '"' + "é" * (n // 2) + '"',
}


def _cpu_per_call(call: Callable[[], object], calls: int, rounds: int = 5) -> float:
    """The best CPU time of `rounds` batches of `calls` calls, per call, with Python's
    cyclic garbage collector paused: its passes over the 350,000 lists of a 1 MB "pairs"
    file are the interpreter's cost, not the door's, and once pushed the ratio past the
    bound in a loaded CI run (8,487 for 8,168) while the reader stayed linear."""
    best = float("inf")
    collecting = gc.isenabled()
    gc.disable()
    try:
        for _ in range(rounds):
            start = time.process_time()
            for _ in range(calls):
                call()
            best = min(best, time.process_time() - start)
    finally:
        if collecting:
            gc.enable()
    return max(best / calls, 1e-7)


def _reader(path: Path) -> Callable[[], object]:
    def read() -> object:
        try:
            return read_json(path)
        except UnreadableFile as exc:
            return exc

    return read


@pytest.mark.parametrize("name", sorted(ADVERSARIAL))
def test_every_check_of_the_door_is_linear_in_the_files_size(tmp_path: Path,
                                                             name: str) -> None:
    make = ADVERSARIAL[name]
    sizes = {"small": 1024, "step": 32 * 1024, "large": 1024 * 1024}
    files = {}
    for key, size in sizes.items():
        files[key] = tmp_path / f"{key}.json"
        files[key].write_text(make(size), encoding="utf-8")
    small = _cpu_per_call(_reader(files["small"]), calls=200)
    step = _cpu_per_call(_reader(files["step"]), calls=3, rounds=2)
    grows = files["step"].stat().st_size / files["small"].stat().st_size
    assert step / small < grows * SLACK, (
        f"{name}: 32 kB took {step / small:.0f} times as long as 1 kB (linear: {grows:.0f})")
    large = _cpu_per_call(_reader(files["large"]), calls=1, rounds=3)
    grows = files["large"].stat().st_size / files["small"].stat().st_size
    assert large / small < grows * SLACK, (
        f"{name}: 1 MB took {large / small:.0f} times as long as 1 kB (linear: {grows:.0f})")


def test_the_nesting_check_still_skips_strings_and_counts_brackets() -> None:
    assert nesting_depth('{"a": [1, {"b": "[[[["}], "c": "\\"]]"}') == 3
    assert nesting_depth('"[[[') == 0  # an unclosed string hides what follows
    assert nesting_depth("[" * 100 + "]" * 100) == 100
    assert nesting_depth("") == 0


def test_a_number_too_long_to_be_one_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "n.json"
    path.write_text("[0." + "1" * 5000 + "]")
    with pytest.raises(UnreadableFile, match="number of 5002 characters"):
        read_json(path)
