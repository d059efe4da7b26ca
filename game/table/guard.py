"""Nothing changes under the pointer: a click meant for what was there does nothing.

`ArmGuard` keeps, for every place on the table where something clickable stands (a
button, a card of the hand), what it means and since when. A place that says something
new while the pointer rests on it (the place that showed "Ann: show your letter" now says
"Challenge “earth”"; the slot that held the 4 now holds the 9) is *not armed* until the
pointer moves once `settle` seconds have passed, or leaves it. What changes under the
person's own press (the ✓ they clicked becomes Undo) is theirs: it waits `settle` seconds,
not for a move (a still mouse sends none).

A table where buttons come and go quickly (the word game) also keeps every place that is
new or changed unarmed for its first `settle` seconds, pointer or not, keys too
(`fresh=True`). A place left empty remembers its meaning: the same button coming back to
it, after a question was cancelled, is no surprise.

A thing's meaning is its `meaning` attribute when it has one (a card widget: its card),
else a button's words; anything else is always armed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.widgets import Button

ARM_SECONDS = 0.7
"""How long a place that changed stays unarmed."""

Key = tuple[int, int, int, int]


@dataclass
class _Place:
    meaning: object
    born: float
    wait_leave: bool
    own: bool = False
    """It changed under the person's own press (✓ became Undo): it waits `settle`
    seconds (no double click takes the new meaning), not for the pointer to move."""


def meaning_of(widget: Any) -> object | None:
    """What a clickable thing means (None: it is not guarded)."""
    meaning = getattr(widget, "meaning", None)
    if meaning is not None:
        return meaning
    if isinstance(widget, Button):
        text = widget.text
        return text() if callable(text) else text  # its words now, not a new lambda
    return None


class ArmGuard:
    def __init__(self, settle: float = ARM_SECONDS, fresh: bool = False) -> None:
        self.settle = settle
        self.fresh = fresh
        """True: a new or changed place waits `settle` seconds even away from the pointer."""
        self.places: dict[Key, _Place] = {}
        self.pointer: tuple[int, int] | None = None
        self.press: tuple[int, int] | None = None
        """Where the person last pressed, while the pointer has not moved since."""
        self.now = 0.0

    def note(self, widgets: Iterable[Any], now: float) -> None:
        """The clickable things were rebuilt at `now`."""
        self.note_places(((w.rect, meaning_of(w)) for w in widgets), now)

    def note_places(self, places: Iterable[tuple[pygame.Rect, object | None]],
                    now: float) -> None:
        """Places and what each means now (None: not guarded): a place whose meaning
        changed is born again."""
        self.now = now
        for rect, meaning in places:
            if meaning is None:
                continue
            key: Key = (rect.x, rect.y, rect.w, rect.h)
            old = self.places.get(key)
            if old is None or old.meaning != meaning:
                under = self.pointer is not None and rect.collidepoint(self.pointer)
                own = under and self.press is not None and rect.collidepoint(self.press)
                self.places[key] = _Place(meaning, now, under and not own, own)

    def moved(self, pos: tuple[int, int]) -> None:
        """The pointer moved: leaving a changed place, or moving once its new meaning has
        shown for `settle` seconds, arms it."""
        self.pointer = pos
        if pos != self.press:
            self.press = None
        for key, place in self.places.items():
            if place.wait_leave and (not pygame.Rect(key).collidepoint(pos)
                                     or self.now - place.born >= self.settle):
                place.wait_leave = False

    def armed_at(self, rect: pygame.Rect, meaning: object | None,
                 now: float | None = None) -> bool:
        """May the thing at `rect` meaning `meaning` act now?"""
        if meaning is None:
            return True
        place = self.places.get((rect.x, rect.y, rect.w, rect.h))
        if place is None or place.meaning != meaning:
            return True
        if place.wait_leave:
            return False
        now = self.now if now is None else now
        return not (self.fresh or place.own) or now - place.born >= self.settle

    def pressed(self, pos: tuple[int, int]) -> None:
        """The person pressed at `pos`: what changes there now is their own doing."""
        self.pointer = self.press = pos

    def armed(self, widget: Any, now: float | None = None) -> bool:
        return self.armed_at(widget.rect, meaning_of(widget), now)

    def tick(self, now: float) -> None:
        self.now = now
