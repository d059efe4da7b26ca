"""What happened, step by step, as the engine applies an action.

The screen animates these in order and the game log puts them into words; they never
reveal a hidden card (a drawn card is reported by slot only, R7.2).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.race.rules.actions import CookieSource, SpinPurpose
from game.race.rules.board import SpaceKind


@dataclass(frozen=True, slots=True)
class TurnStarted:
    player: int
    escape: bool


@dataclass(frozen=True, slots=True)
class CardPlayed:
    player: int
    slot: int
    card: int


@dataclass(frozen=True, slots=True)
class JokerDeclared:
    player: int
    value: int


@dataclass(frozen=True, slots=True)
class BoostChosen:
    player: int
    taken: bool


@dataclass(frozen=True, slots=True)
class Stepped:
    """The pawn hopped onto `space`."""

    player: int
    space: int


@dataclass(frozen=True, slots=True)
class Skipped:
    """The move reached `space`, held by `holder`, so the pawn steps on (R3.4)."""

    player: int
    space: int
    holder: int


@dataclass(frozen=True, slots=True)
class PassedTeaParty:
    """The pawn went past space 0 (R3.5); `cookie` is None when there was no display."""

    player: int
    cookie: int | None


@dataclass(frozen=True, slots=True)
class CookieTaken:
    """A large cookie went to `player` on stopping at the Tea Party (R5.1)."""

    player: int
    value: int
    source: CookieSource


@dataclass(frozen=True, slots=True)
class DisplayChanged:
    """The display is now `value` (None: the stack has run out)."""

    value: int | None


@dataclass(frozen=True, slots=True)
class Stopped:
    """The pawn stopped on `space`; `active` is False when the space acts as plain."""

    player: int
    space: int
    kind: SpaceKind
    active: bool


@dataclass(frozen=True, slots=True)
class Spun:
    player: int
    result: int
    purpose: SpinPurpose


@dataclass(frozen=True, slots=True)
class SmallCookiesTaken:
    player: int
    count: int
    pool_left: int


@dataclass(frozen=True, slots=True)
class BecameLarge:
    player: int


@dataclass(frozen=True, slots=True)
class BecameSmall:
    player: int


@dataclass(frozen=True, slots=True)
class FellIntoHole:
    player: int
    space: int


@dataclass(frozen=True, slots=True)
class CheshireMove:
    """The Cheshire Cat sends the pawn `steps` further (R5.4)."""

    player: int
    steps: int


@dataclass(frozen=True, slots=True)
class EscapeSpin:
    """An escape spin's verdict (R6.2); `reason` says why an invalid result fails."""

    player: int
    result: int
    valid: bool
    reason: str
    spins_left: int


@dataclass(frozen=True, slots=True)
class LeftHole:
    player: int


@dataclass(frozen=True, slots=True)
class StayedInHole:
    player: int
    climb_out_next: bool


@dataclass(frozen=True, slots=True)
class CardDrawn:
    player: int
    slot: int


@dataclass(frozen=True, slots=True)
class TurnEnded:
    player: int


@dataclass(frozen=True, slots=True)
class GameEnded:
    places: tuple[int, ...]
    """Each player's place, 1 = first (R4.3)."""


Event = (
    TurnStarted | CardPlayed | JokerDeclared | BoostChosen | Stepped | Skipped
    | PassedTeaParty | CookieTaken | DisplayChanged | Stopped | Spun | SmallCookiesTaken
    | BecameLarge | BecameSmall | FellIntoHole | CheshireMove | EscapeSpin | LeftHole
    | StayedInHole | CardDrawn | TurnEnded | GameEnded
)
