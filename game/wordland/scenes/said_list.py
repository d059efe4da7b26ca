"""The word table's "Said this round" list and the "Forbidden letters" heading's place
(issue #33), apart from the table's drawing (table_drawing.py composes them).

- Typed games list each word said, oldest first, the newest in view (the panel scrolls).
- Spoken games (Say it) do not know the words, only who said one: a line per word ("Ann
  said a word") could not hold a round of eight players, so the list says how many words
  stand, then each player's count in turn order, flowing on as few lines as the panel's
  width allows; a rejected word is still said, in words.
- The heading over the forbidden letters moves aside, left of a placed letter, rather
  than hide behind it.
- "What happened" under the side column's buttons keeps its lines when ability buttons
  crowd it: its title goes first (the entries are what matter), and it is drawn while
  one line fits, instead of vanishing under 120 px.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.shell.i18n import N_, _, ngettext
from game.ui.canvas import Canvas
from game.ui.layout import text_height
from game.ui.log_panel import LOG_STYLE, TITLE_H, TITLE_STYLE, LogEntry
from game.wordland.rules.state import Said
from game.wordland.ui import geometry as geo
from game.wordland.ui.pieces import player_colour
from game.wordland.ui.words import shown_word

HEADING_GAP = 14


def said_entries(said: Sequence[Said], names: Sequence[str], language: str) -> list[LogEntry]:
    """The entries of the "Said this round" panel."""
    if said and all(s.text is None for s in said):
        return spoken_entries(said, names)
    entries = []
    for s in said:
        name = names[s.seat]
        if s.text is None:
            text = _("{who} said a word").format(who=name)
        else:
            text = _("{who}: {word}").format(who=name, word=shown_word(s.text, language))
        if not s.stands:
            text = _("{line} (rejected)").format(line=text)
        entries.append(LogEntry(text, tint=player_colour(s.seat)))
    return entries


def spoken_entries(said: Sequence[Said], names: Sequence[str]) -> list[LogEntry]:
    """A spoken round in two entries, whatever its length: how many words stand, then
    each speaker's count in seat order ("Ann 3 · Dodo 2 (1 rejected) · …")."""
    standing = sum(1 for s in said if s.stands)
    counts: dict[int, list[int]] = {}
    for s in said:
        tally = counts.setdefault(s.seat, [0, 0])
        tally[0 if s.stands else 1] += 1
    parts = []
    for seat in sorted(counts):
        stood, rejected = counts[seat]
        part = _("{who} {n}").format(who=names[seat], n=stood)
        if rejected:
            part = ngettext("{part} ({n} rejected)", "{part} ({n} rejected)",
                            rejected).format(part=part, n=rejected)
        parts.append(part)
    last = said[-1].seat
    return [LogEntry(ngettext("{n} word said", "{n} words said", standing).format(n=standing),
                     heading=True),
            LogEntry(" · ".join(parts), tint=player_colour(last))]


def heading_box(extra: pygame.Rect | None) -> pygame.Rect:
    """Where "Forbidden letters" is written: left of the shown letter's slot, under the
    Two of Hearts' note (which ends 138), whether a placed letter stands there or not:
    clear of the slot and of the guided coach's gold ring round it (issue 33: centred over
    the row, the ring round the empty slot crossed it), and it does not move when a letter
    is placed."""
    right = min(extra.x, geo.EXTRA.x) if extra is not None else geo.EXTRA.x
    return pygame.Rect(geo.ROW.x, 138, right - HEADING_GAP - geo.ROW.x, 42)


LOG_TITLE = N_("What happened")
LOG_LINES = 3
"""Below the height of its title and this many lines, the log gives up its title."""


def log_title(canvas: Canvas, box: pygame.Rect) -> str | None:
    """The log's title in `box`, or None when the box is crowded (its lines first)."""
    line = text_height(canvas, LOG_STYLE)
    title = max(TITLE_H, text_height(canvas, TITLE_STYLE))
    return LOG_TITLE if box.h >= title + LOG_LINES * line + 14 else None


def log_shown(canvas: Canvas, box: pygame.Rect) -> bool:
    """Whether the log is drawn at all in `box`: one line and its padding fit."""
    return box.h >= text_height(canvas, LOG_STYLE) + 14
