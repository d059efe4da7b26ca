"""game/shell/engine.py: the clone every rules state shares (written from its field list)
and the one `apply` (RulesState)."""

from __future__ import annotations

import pytest

from game.shell.engine import RulesState, cloned


class Refused(ValueError):
    pass


@cloned(shared="name", lists="row", nested="grid", cleared="_events")
class Toy(RulesState):
    illegal = Refused
    __slots__ = ("_events", "grid", "name", "row")


def _toy() -> Toy:
    t = Toy()
    t.name, t.row, t.grid, t._events = "a", [1, 2], [[3], [4]], ["left over"]
    return t


def test_a_clone_shares_values_copies_lists_and_lists_of_lists_and_clears_events() -> None:
    t = _toy()
    c = t.clone()
    assert (c.name, c.row, c.grid, c._events) == ("a", [1, 2], [[3], [4]], None)
    c.row.append(9)
    c.grid[0].append(9)
    assert t.row == [1, 2] and t.grid == [[3], [4]]
    assert Toy.clone.__qualname__ == "Toy.clone"


def test_a_slot_left_out_of_the_clone_is_refused_when_the_class_is_made() -> None:
    with pytest.raises(TypeError, match="do not match its slots"):
        @cloned(shared="a")
        class Forgot:
            __slots__ = ("a", "b")


def test_apply_runs_the_handler_and_reports_events_only_when_asked() -> None:
    def say(state: Toy, action: str) -> None:
        state.row.append(len(action))
        if state._events is not None:
            state._events.append(f"said {action}")

    Toy.handlers = {str: say}
    try:
        t = _toy()
        assert t.apply("hello") == ["said hello"] and t._events is None
        assert t.apply("hi", report=False) == [] and t.row == [1, 2, 5, 2]
        with pytest.raises(Refused, match="not an action of this game"):
            t.apply(3)
    finally:
        Toy.handlers = {}
