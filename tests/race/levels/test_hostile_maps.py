"""Issue 12: numbers in a map must be finite, and a map file must be a file of sensible
size; a bad one is refused with the file and the object, never accepted and then crashing
the Play screen. Also a fuzz test: mutated maps give a Level or a LevelError, nothing else."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.race.levels import LevelError, load_level
from tests.race.levels.conftest import SMALL_MAP, Variant

SPACE_3 = 'name="space_3" type="space" x="991.63" y="666.63" width="100" height="100"'
SIGNPOST = 'name="signpost" type="decoration" x="400" y="50" width="56" height="96"'
PANEL = 'name="banner" type="anchor" x="1224" y="760" width="672" height="120"'


@pytest.mark.parametrize("old, new, says", [
    (SPACE_3, SPACE_3 + ' rotation="inf"', "rotation is inf"),
    (SPACE_3, SPACE_3.replace('x="991.63"', 'x="nan"'), "x is nan"),
    (SIGNPOST, SIGNPOST.replace('width="56"', 'width="nan"'), "width is nan"),
    (SIGNPOST, SIGNPOST.replace('height="96"', 'height="-inf"'), "height is -inf"),
    (SIGNPOST, SIGNPOST.replace('x="400"', 'x="1e300"'), "far outside the map"),
    (PANEL, PANEL.replace('width="672"', 'width="inf"'), "width is inf"),
])
def test_a_number_that_is_not_finite_is_refused_naming_the_object(
        variant: Variant, old: str, new: str, says: str) -> None:
    path = variant((old, new))
    with pytest.raises(LevelError) as refused:
        load_level(path)
    message = str(refused.value)
    assert str(path) in message and says in message
    assert "object '" in message  # which object, for the designer


@pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX")
@pytest.mark.parametrize("kind", ["fifo", "dev_zero"])
def test_a_map_that_is_not_a_file_is_refused_at_once(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "board.tmx"
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")
    with pytest.raises(LevelError, match="not a regular file"):
        load_level(path)


def test_a_huge_map_file_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "board.tmx"
    with path.open("wb") as handle:
        handle.truncate(50_000_000)  # sparse: costs no disk
    with pytest.raises(LevelError, match="too big"):
        load_level(path)


_TEXT = SMALL_MAP.read_text(encoding="utf-8")
_NUMBERS = st.sampled_from(["nan", "inf", "-inf", "1e999", "-1", "0", "1e6", "", "abc",
                            "99999999999999999999", "0x10", "1_0", "\x00", "é"])


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_mutated_maps_give_a_level_or_a_level_error(tmp_path: Path, data: st.DataObject) -> None:
    text = _TEXT
    for _ in range(data.draw(st.integers(1, 4))):
        how = data.draw(st.sampled_from(["number", "cut", "byte"]))
        if how == "number":
            values = [i for i in range(len(text)) if text.startswith('="', i)
                      and (text[i + 2:i + 3].isdigit())]
            start = data.draw(st.sampled_from(values)) + 2
            end = text.index('"', start)
            text = text[:start] + data.draw(_NUMBERS) + text[end:]
        elif how == "cut":
            at = data.draw(st.integers(0, len(text)))
            text = text[:at] + text[at + data.draw(st.integers(1, 200)):]
        else:
            at = data.draw(st.integers(0, len(text) - 1))
            text = text[:at] + data.draw(st.sampled_from(["<", ">", '"', "&", "\x00"])) \
                + text[at + 1:]
    path = tmp_path / "fuzzed.tmx"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    try:
        level = load_level(path)
    except LevelError:
        return
    for place in level.layout.spaces:
        assert all(map(_finite, (*place.rect.as_tuple(), place.rotation)))
    for decoration in level.layout.decorations:
        assert all(map(_finite, decoration.rect.as_tuple()))


def _finite(value: float) -> bool:
    return value == value and abs(value) != float("inf")


def test_an_unknown_text_encoding_is_refused_naming_it(tmp_path: Path) -> None:
    # found by the fuzz test below: a prolog's encoding cut to "TF-8" raised LookupError
    path = tmp_path / "map.tmx"
    text = SMALL_MAP.read_text(encoding="utf-8")
    path.write_text(text.replace('encoding="UTF-8"', 'encoding="TF-8"', 1), encoding="utf-8")
    with pytest.raises(LevelError, match="TF-8"):
        load_level(path)
