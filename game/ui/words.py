"""Engine events and decisions put into words for the log and the banner."""

from __future__ import annotations

import re
from collections.abc import Sequence

from game.rules import events as ev
from game.rules.actions import CookieSource, SpinPurpose
from game.rules.board import SpaceKind
from game.rules.components import card_name

SPACE_NAMES: dict[SpaceKind, str] = {
    SpaceKind.TEA_PARTY: "the Tea Party",
    SpaceKind.SMALL_COOKIES: "Small Cookies",
    SpaceKind.CATERPILLAR: "the Caterpillar",
    SpaceKind.CHESHIRE_CAT: "the Cheshire Cat",
    SpaceKind.RABBIT_HOLE: "a Rabbit Hole",
    SpaceKind.PLAIN: "a garden space",
}


def name_players(text: str, names: Sequence[str]) -> str:
    """The engine says "player 2"; the screen says the player's name."""

    def swap(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return names[index] if 0 <= index < len(names) else match.group(0)

    return re.sub(r"player (\d+)", swap, text)


def describe_event(event: ev.Event, names: Sequence[str]) -> str | None:
    """One log line for an event, or None for events not worth a line."""
    match event:
        case ev.TurnStarted(p, escape):
            return f"{names[p]}'s turn" + (" — escape from the hole!" if escape else "")
        case ev.CardPlayed(p, _, card):
            return f"{names[p]} plays {'the Joker' if card == 0 else 'a ' + card_name(card)}."
        case ev.JokerDeclared(p, value):
            return f"The Joker counts as {value}."
        case ev.BoostChosen(p, taken):
            return f"{names[p]} takes the +1." if taken else f"{names[p]} moves without the +1."
        case ev.Skipped(p, _, holder):
            return f"{names[p]} hops over {names[holder]}."
        case ev.PassedTeaParty(p, cookie):
            if cookie:
                return f"{names[p]} passes the Tea Party: a {cookie} cookie!"
            return f"{names[p]} passes the Tea Party (no cookie left)."
        case ev.CookieTaken(p, value, source):
            where = "from the display" if source is CookieSource.DISPLAY else "face down"
            return f"{names[p]} takes a {value} cookie {where}."
        case ev.Stopped(p, _, kind, active):
            if kind is SpaceKind.PLAIN or (kind is SpaceKind.CHESHIRE_CAT and not active):
                return None
            if not active and kind is SpaceKind.SMALL_COOKIES:
                return "No small cookies are left."
            return f"{names[p]} stops on {SPACE_NAMES[kind]}."
        case ev.Spun(_, result, purpose):
            if purpose is SpinPurpose.SMALL_COOKIES:
                return f"The spinner points at space {result}."
            return None
        case ev.SmallCookiesTaken(p, count, _):
            return f"{names[p]} takes {count} small cookie{'s' if count != 1 else ''}."
        case ev.BecameLarge(p):
            return f"{names[p]} grows large!"
        case ev.BecameSmall(p):
            return f"{names[p]} shrinks."
        case ev.FellIntoHole(p, _):
            return f"{names[p]} falls into the Rabbit Hole!"
        case ev.CheshireMove(p, steps):
            return f"The Cheshire Cat grins: {steps} more!"
        case ev.EscapeSpin(_, result, valid, reason, _):
            if valid:
                return f"Space {result} is a way out."
            return f"Space {result}: {name_players(reason, names)}."
        case ev.LeftHole(p):
            return f"{names[p]} climbs out of the hole."
        case ev.StayedInHole(p, climb):
            return f"{names[p]} stays in the hole" + (" (climbs out next turn)." if climb else ".")
        case ev.GameEnded():
            return "The race is over!"
    return None
