"""game/shell/attributes.read_only: a property that only shows an attribute."""

from __future__ import annotations

import pytest

from game.shell.attributes import read_only


class _Inner:
    level = 0.5


class _Thing:
    paused = read_only("_paused", "Whether it waits.")
    level = read_only("inner.level")

    def __init__(self) -> None:
        self._paused = True
        self.inner = _Inner()


def test_read_only_shows_the_attribute_and_a_dotted_path_and_keeps_its_doc() -> None:
    thing = _Thing()
    assert thing.paused is True and thing.level == 0.5
    thing._paused = False
    assert thing.paused is False
    assert _Thing.paused.__doc__ == "Whether it waits."


def test_read_only_cannot_be_written() -> None:
    with pytest.raises(AttributeError):
        _Thing().paused = False  # type: ignore[misc]
