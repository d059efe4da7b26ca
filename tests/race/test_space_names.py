"""Spaces are named by what they show, never by an index (issue 13)."""

from __future__ import annotations

import re

from game.race.rules import events as ev
from game.race.rules.actions import SpinPurpose
from game.race.ui.words import describe_event, space_name


def test_every_space_has_its_own_name_without_a_number_of_space(level) -> None:
    board = level.board
    names = [space_name(board, i) for i in range(board.size)]
    assert len(set(names)) == board.size, names
    for name in names:
        assert not re.search(r"space \d", name)


def test_spin_and_escape_lines_name_no_index(level) -> None:
    board = level.board
    people = ["Alice", "Hatter"]
    for i in range(board.size):
        for event in (ev.Spun(0, i, SpinPurpose.SMALL_COOKIES),
                      ev.EscapeSpin(0, i, True, "", 2),
                      ev.EscapeSpin(0, i, False, "that is a Rabbit Hole", 1)):
            line = describe_event(event, people, board)
            assert line and not re.search(r"[Ss]pace \d+|\bat \d+\b", line), line
