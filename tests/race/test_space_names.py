"""Spaces are named by what they show, never by an index (issue 13)."""

from __future__ import annotations

import re

from game.race.rules import events as ev
from game.race.rules.actions import SpinPurpose
from game.race.ui.words import describe_event, space_name


def test_every_space_is_named_by_its_picture_in_a_few_words(level) -> None:
    """Issue 22, item 4: "the Cheshire Cat", not "the garden space after the Caterpillar
    by the 3-cookie plate" (which one is shown by lighting it on the board)."""
    from game.shell import i18n

    board = level.board
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        try:
            for i in range(board.size):
                name = space_name(board, i)
                assert len(name.split()) <= 4, name
                assert not re.search(r"\d", name), name
        finally:
            i18n.set_language("en")


def test_spin_and_escape_lines_name_no_index(level) -> None:
    board = level.board
    people = ["Alice", "Hatter"]
    for i in range(board.size):
        for event in (ev.Spun(0, i, SpinPurpose.SMALL_COOKIES),
                      ev.EscapeSpin(0, i, True, "", 2),
                      ev.EscapeSpin(0, i, False, "that is a Rabbit Hole", 1)):
            line = describe_event(event, people, board)
            assert line and not re.search(r"[Ss]pace \d+|\bat \d+\b", line), line
