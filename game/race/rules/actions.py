"""What a player (or chance) can do: the decisions of R3.3, R5.1, R6.3 and the spin.

Actions are small frozen values; the engine hands out shared instances from
`legal_actions()` so that choosing one costs no allocation in long simulations.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Decision(StrEnum):
    """What the game is waiting for."""

    CARD = "card"
    JOKER_VALUE = "joker_value"
    BOOST = "boost"
    TEA_PARTY = "tea_party"
    ESCAPE = "escape"
    SPIN = "spin"
    """A chance point: the spinner must be spun (R5.2, R6)."""
    GAME_OVER = "game_over"


class CookieSource(StrEnum):
    DISPLAY = "display"
    STACK = "stack"


class SpinPurpose(StrEnum):
    SMALL_COOKIES = "small_cookies"
    ESCAPE = "escape"


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play the card at `slot` of the hand (0 = leftmost) (R3.2)."""

    slot: int


@dataclass(frozen=True, slots=True)
class DeclareJoker:
    """Give the Joker just played its value, 1-5 (R3.3, R6.1)."""

    value: int


@dataclass(frozen=True, slots=True)
class Boost:
    """A large pawn adds +1 to its move, or not (R3.3)."""

    take: bool


@dataclass(frozen=True, slots=True)
class ChooseCookie:
    """On the Tea Party: the display cookie or the top of the stack (R5.1)."""

    source: CookieSource


@dataclass(frozen=True, slots=True)
class EscapeChoice:
    """Accept a valid escape spin, or spin again (R6.3)."""

    accept: bool


@dataclass(frozen=True, slots=True)
class Spin:
    """The chance outcome of a spin: the space the hand rests on (R1.6)."""

    result: int


Action = PlayCard | DeclareJoker | Boost | ChooseCookie | EscapeChoice | Spin

PLAY_SLOT = tuple(PlayCard(i) for i in range(3))
JOKER_VALUES = tuple(DeclareJoker(v) for v in range(1, 6))
BOOST_CHOICES = (Boost(True), Boost(False))
COOKIE_CHOICES = (ChooseCookie(CookieSource.DISPLAY), ChooseCookie(CookieSource.STACK))
ESCAPE_CHOICES = (EscapeChoice(True), EscapeChoice(False))


def describe(action: Action) -> str:
    """A few words for logs and error messages."""
    match action:
        case PlayCard(slot):
            return f"play the card in slot {slot}"
        case DeclareJoker(value):
            return f"declare the Joker a {value}"
        case Boost(take):
            return "take the +1" if take else "decline the +1"
        case ChooseCookie(source):
            return f"take the {source.value} cookie"
        case EscapeChoice(accept):
            return "accept the spin" if accept else "spin again"
        case Spin(result):
            return f"spin a {result}"
    return repr(action)
