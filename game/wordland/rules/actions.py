"""What the table can do (W3-W5, W8): small frozen values, each naming the seat that acts.

TIME IS AN INPUT: every action carries `elapsed`, the seconds since the previous applied
action as the screen (or a bot's typing) measured them; the engine runs the teapot timer
from these and never reads a clock. `GameState.legal_actions()` lists *templates*: actions
with `elapsed` 0.0 (and an empty `text` for `SayWord`); the caller fills those fields in
with `dataclasses.replace` before applying.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from game.wordland.rules.components import OutReason


@dataclass(frozen=True, slots=True)
class PlaceCaterpillarToken:
    """Preparation (W3.5): the Caterpillar puts its token in front of `target`."""

    seat: int
    target: int
    elapsed: float = 0.0


@dataclass(frozen=True, slots=True)
class ReturnTopic:
    """Preparation (W3.6): the Queen returns `topic` to the bottom and keeps the others."""

    seat: int
    topic: str
    elapsed: float = 0.0


@dataclass(frozen=True, slots=True)
class SayWord:
    """Type it (W8.2): the speaker sends `text` and presses the teapot; the engine judges."""

    seat: int
    text: str = ""
    elapsed: float = 0.0


@dataclass(frozen=True, slots=True)
class PressTeapot:
    """Say it (W8.1): the speaker said a good word and pressed the teapot (*Next*)."""

    seat: int
    elapsed: float = 0.0


@dataclass(frozen=True, slots=True)
class ReportOut:
    """Say it (W8.1): the table reports the speaker out, for `reason` (*Out*)."""

    seat: int
    reason: OutReason
    elapsed: float = 0.0


@dataclass(frozen=True, slots=True)
class TimeRanOut:
    """The teapot's time ran out on the speaker (W4.3b); `elapsed` must reach the timer."""

    seat: int
    elapsed: float = 0.0


@dataclass(frozen=True, slots=True)
class UseTimeToken:
    """The Hatter or the Tweedle Twins discard a time token: the timer resets (W5.4, W5.8)."""

    seat: int
    elapsed: float = 0.0


@dataclass(frozen=True, slots=True)
class PassTurn:
    """The Cheshire Cat turns its card and passes the turn (W5.3)."""

    seat: int
    elapsed: float = 0.0


@dataclass(frozen=True, slots=True)
class IgnoreLetter:
    """The Mad Hatter turns his card: `letter` is not forbidden to him this turn (W5.8)."""

    seat: int
    letter: str
    elapsed: float = 0.0


@dataclass(frozen=True, slots=True)
class PlaceLetter:
    """The Queen or the White Rabbit, having just ended a turn, shows the secret letter."""

    seat: int
    elapsed: float = 0.0


@dataclass(frozen=True, slots=True)
class ForceAnotherTurn:
    """The Two of Hearts makes `target`, who just ended a turn, take another (W5.7)."""

    seat: int
    target: int
    elapsed: float = 0.0


@dataclass(frozen=True, slots=True)
class Challenge:
    """`seat` challenges the last accepted word: a relevance vote begins (W4.5)."""

    seat: int
    elapsed: float = 0.0


@dataclass(frozen=True, slots=True)
class Vote:
    """`seat` votes for (`accept`) or against the challenged word (W4.5)."""

    seat: int
    accept: bool
    elapsed: float = 0.0


Action = (PlaceCaterpillarToken | ReturnTopic | SayWord | PressTeapot | ReportOut | TimeRanOut
          | UseTimeToken | PassTurn | IgnoreLetter | PlaceLetter | ForceAnotherTurn
          | Challenge | Vote)


def template(action: Action) -> Action:
    """The action with its free fields blanked, as `legal_actions()` lists it."""
    if isinstance(action, SayWord):
        return dataclasses.replace(action, text="", elapsed=0.0)
    return dataclasses.replace(action, elapsed=0.0)


def timed(action: Action, elapsed: float) -> Action:
    """The action as it happens `elapsed` seconds after the previous one."""
    return dataclasses.replace(action, elapsed=elapsed)


def describe(action: Action) -> str:
    """A few words for logs and error messages (seats counted from 1, as players do)."""
    who = f"player {action.seat + 1}"
    match action:
        case PlaceCaterpillarToken(target=target):
            return f"{who} puts the Caterpillar token before player {target + 1}"
        case ReturnTopic(topic=topic):
            return f"{who} returns the topic {topic!r}"
        case SayWord(text=text):
            return f"{who} says {text!r}"
        case PressTeapot():
            return f"{who} presses the teapot"
        case ReportOut(reason=reason):
            return f"{who} is reported out ({reason.value})"
        case TimeRanOut():
            return f"{who} runs out of time"
        case UseTimeToken():
            return f"{who} uses a time token"
        case PassTurn():
            return f"{who} passes the turn"
        case IgnoreLetter(letter=letter):
            return f"{who} ignores the letter {letter.upper()}"
        case PlaceLetter():
            return f"{who} places a secret letter"
        case ForceAnotherTurn(target=target):
            return f"{who} makes player {target + 1} take another turn"
        case Challenge():
            return f"{who} challenges the last word"
        case Vote(accept=accept):
            return f"{who} votes {'for' if accept else 'against'} the word"
    return repr(action)
