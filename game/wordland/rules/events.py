"""What happened, in order, as the engine applies an action; the screen animates these.

Events never reveal a secret letter to the wrong eyes: a secret card drawn is reported by
its owner's seat only, and the letter shows up in an event only once it is placed face up
(W5.1, W5.2). Times are teapot seconds, so the screen can set its timer from them.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.wordland.rules.components import Character, OutReason


@dataclass(frozen=True, slots=True)
class RoundStarted:
    round: int
    """Counted from 0."""
    characters: tuple[Character | None, ...]
    """Per seat; None in the no-characters variant (W10.3)."""


@dataclass(frozen=True, slots=True)
class TimeTokensTaken:
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class LettersDrawn:
    """The round's forbidden row, face up for all (W3.3)."""

    letters: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SecretLetterDrawn:
    """The Rabbit (purple) or the Queen (red) drew a secret letter (W3.4, W3.6)."""

    seat: int


@dataclass(frozen=True, slots=True)
class CaterpillarTokenPlaced:
    seat: int
    target: int


@dataclass(frozen=True, slots=True)
class TopicsDrawn:
    """The Queen drew `count` topic cards to choose from (W3.6)."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class TopicsShown:
    """The round's topic(s), face up (one, or two in the easier variant)."""

    topics: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TurnStarted:
    seat: int
    seconds: float
    """The fresh timer."""
    forced: bool
    """True for a turn forced by the Two of Hearts (W5.7)."""


@dataclass(frozen=True, slots=True)
class WordAccepted:
    """A word stands and the teapot was pressed (W4.2); `text` is None in spoken games."""

    seat: int
    text: str | None
    seconds_used: float


@dataclass(frozen=True, slots=True)
class PlayerOut:
    """`seat` is out of the round (W4.3) and takes scoring card `card` (W4.6)."""

    seat: int
    reason: OutReason
    card: int
    detail: str
    """The forbidden letters used, the earlier word repeated, or ""."""
    said: str = ""
    """The typed word that put the speaker out (a letter, a repeat, an apostrophe), or ""
    (so that the story shows what was said, not only why it failed)."""


@dataclass(frozen=True, slots=True)
class TimerReset:
    """A time token was spent (W5.4, W5.8)."""

    seat: int
    seconds: float
    tokens_left: int


@dataclass(frozen=True, slots=True)
class TurnPassed:
    """The Cheshire Cat passed (W5.3)."""

    seat: int


@dataclass(frozen=True, slots=True)
class LetterIgnored:
    """The Hatter ignores `letter` this turn (W5.8)."""

    seat: int
    letter: str


@dataclass(frozen=True, slots=True)
class LetterPlaced:
    """The Queen or the Rabbit showed `letter` above the row; `replaced` was discarded."""

    seat: int
    letter: str
    replaced: str | None


@dataclass(frozen=True, slots=True)
class ExtraLetterDiscarded:
    """The placed letter went away: the turn order reached its owner, or the round ended."""

    seat: int
    letter: str


@dataclass(frozen=True, slots=True)
class AnotherTurnForced:
    seat: int
    target: int


@dataclass(frozen=True, slots=True)
class Challenged:
    seat: int
    target: int
    text: str | None


@dataclass(frozen=True, slots=True)
class VoteCast:
    seat: int
    accept: bool


@dataclass(frozen=True, slots=True)
class VoteDecided:
    """More votes against than for puts the speaker out; a tie lets the word stand."""

    target: int
    votes_for: int
    votes_against: int
    word_stands: bool


@dataclass(frozen=True, slots=True)
class LastStanding:
    """One player remains and takes the last scoring card (W4.6); the round is over."""

    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class RoundScored:
    """Cleanup (W6.1): each seat's card, character bonus and new total."""

    round: int
    cards: tuple[int, ...]
    bonuses: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameEnded:
    winner: int
    scores: tuple[int, ...]


Event = (RoundStarted | TimeTokensTaken | LettersDrawn | SecretLetterDrawn
         | CaterpillarTokenPlaced | TopicsDrawn | TopicsShown | TurnStarted | WordAccepted
         | PlayerOut | TimerReset | TurnPassed | LetterIgnored | LetterPlaced
         | ExtraLetterDiscarded | AnotherTurnForced | Challenged | VoteCast | VoteDecided
         | LastStanding | RoundScored | GameEnded)
