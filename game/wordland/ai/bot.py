"""The bot interface: a decision made from one seat's view, with its human-pace duration.

The screen shows a bot "thinking" for `think` seconds, then types `action.text` over
`typing` seconds, then applies the action with the time that really passed. Headless play
applies it at once with `elapsed = seconds`. Durations come from the bot's seeded RNG,
never from a clock, so a game between bots is reproducible.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from game.wordland.rules.actions import Action
from game.wordland.rules.views import PlayerView
from game.wordland.words.relevance import Ruling


@dataclass(frozen=True, slots=True)
class BotMove:
    """What a bot does and how long a person would take to do it."""

    action: Action
    """Already timed: its `elapsed` equals `seconds`."""
    think: float
    typing: float
    """Seconds spent typing the word (0 for anything but a typed word)."""
    because: Ruling | None = None
    """Why a vote or a challenge was made (issue 32, item 5): `reason(ui_language)` words
    it for the table and the log ("“camel” belongs to Desert, not Under the sea")."""

    def reason(self, ui_language: str) -> str:
        """The move's reason in a few words, or "" for a move that needs none."""
        return self.because.reason(ui_language) if self.because is not None else ""

    @property
    def seconds(self) -> float:
        return self.think + self.typing


class Bot(Protocol):
    """Something that decides for one seat in a typed game.

    `decide` is asked whenever the seat has legal actions; it returns one of them (timed)
    or None to let the moment pass (a reaction between turns the bot does not want).
    A seat that must act (the speaker, a voter, the Queen choosing) always gets a move.
    """

    name: str

    def decide(self, view: PlayerView) -> BotMove | None: ...
