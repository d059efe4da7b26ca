"""Nothing changes under the pointer, and nothing consequential is one stray press away.

`ArmGuard` keeps, for every place on the table where a button stands, what that button
says and since when. A button that is new at its place, or says something new there (the
same place that showed "Ann: show your letter" now says "Challenge “earth”"), is *not
armed* for `ARM_SECONDS`, and, if the pointer was resting on that place when it changed,
until the pointer moves (after those seconds) or leaves it: a click or a key meant for
what was there does nothing.

`PendingVotes` gives each vote cast at the screen a short undo window: the vote shows at
once on its row, with an Undo button in place of ✓ and ×, and goes to the engine only
when `VOTE_UNDO` seconds have passed.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.widgets import Button

ARM_SECONDS = 0.7
VOTE_UNDO = 2.5


@dataclass
class _Place:
    text: str
    born: float
    wait_leave: bool


class ArmGuard:
    def __init__(self) -> None:
        self.places: dict[tuple[int, int, int, int], _Place] = {}
        self.pointer: tuple[int, int] | None = None
        self.now = 0.0

    def note(self, widgets: list, now: float) -> None:
        """The buttons were rebuilt at `now`: a place whose words changed is born again
        (a place left empty remembers its words: the same button coming back to it, after
        a question was cancelled, is no surprise)."""
        self.now = now
        kept = self.places
        for widget in widgets:
            if not isinstance(widget, Button):
                continue
            key = tuple(widget.rect)
            text = getattr(widget, "meaning", None) or widget.text
            old = self.places.get(key)  # type: ignore[arg-type]
            if old is not None and old.text == text:
                kept[key] = old  # type: ignore[index]
            else:
                under = self.pointer is not None and widget.rect.collidepoint(self.pointer)
                kept[key] = _Place(text, now, under)  # type: ignore[index]

    def moved(self, pos: tuple[int, int]) -> None:
        """The pointer moved: leaving a changed button, or moving once its new words have
        shown for `ARM_SECONDS`, arms it."""
        self.pointer = pos
        for key, place in self.places.items():
            if place.wait_leave and (not pygame.Rect(key).collidepoint(pos)
                                     or self.now - place.born >= ARM_SECONDS):
                place.wait_leave = False

    def armed(self, widget, now: float | None = None) -> bool:
        if not isinstance(widget, Button):
            return True
        place = self.places.get(tuple(widget.rect))  # type: ignore[arg-type]
        if place is None:
            return True
        now = self.now if now is None else now
        return now - place.born >= ARM_SECONDS and not place.wait_leave

    def tick(self, now: float) -> None:
        self.now = now


class PendingVotes:
    """Votes cast at the screen, each waiting out its undo window."""

    def __init__(self) -> None:
        self.votes: dict[int, tuple[bool, float]] = {}

    def cast(self, voter: int, accept: bool) -> None:
        self.votes[voter] = (accept, VOTE_UNDO)

    def undo(self, voter: int) -> None:
        self.votes.pop(voter, None)

    def clear(self) -> None:
        self.votes.clear()

    def get(self, voter: int) -> bool | None:
        found = self.votes.get(voter)
        return None if found is None else found[0]

    def left(self, voter: int) -> float:
        found = self.votes.get(voter)
        return 0.0 if found is None else found[1]

    def due(self, dt: float) -> list[tuple[int, bool]]:
        """Count `dt` down; the votes whose window closed, in seat order."""
        done = []
        for voter, (accept, left) in sorted(self.votes.items()):
            left -= dt
            if left <= 0:
                done.append((voter, accept))
                del self.votes[voter]
            else:
                self.votes[voter] = (accept, left)
        return done
