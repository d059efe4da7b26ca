"""The pace of a bot's turn at the race table: every figure in one place.

A bot's turn must be quick (issue 33: median <= 2 s at Normal with a spin, measured by
bench/race_pace.py) and still followable: the card flies, the spinner turns by its own
physics (R8: the same flick, the same integrator, the same rest; only the clock that
plays it runs faster), the pawn hops space by space. So the waits are what is short
(the pause before a bot's spin, which follows from the card it just played, and the
beats that only mark time); the moves keep a pace a person can follow.
"""

from __future__ import annotations

from game.race.rules import events as ev

BOT_PAUSE = 0.45
"""Seconds (at the animation speed, before the bot's tempo) a bot waits before its card,
after the turn's banner has changed, so people see whose turn it is."""
FOLLOW_UP = 0.35
"""The bot's other choices (the Joker's value, the +1, a cookie, an escape) follow from
its card: they come after this share of `BOT_PAUSE`, as a person's would."""
SPIN_PAUSE = 0.15
"""Seconds (likewise) before a bot's spin: the spin follows from the card just played,
and the spinner is already in view."""
BOT_TEMPO = 4.0
"""A bot's turn plays this much faster than a person's at Normal: a quick player's pace."""
BOT_PACES: dict[str, tuple[float, float]] = {
    "normal": (BOT_TEMPO, 12.0),
    "fast": (6.0, 14.0),
    "instant": (24.0, 16.0),
}
"""Each bot speed of the Settings (`Settings.bot_speed`): how much faster than the
animation speed a bot's beats play, and its spins. At "instant" every beat still shows on
at least one frame."""
WAIT_BEATS: dict[type, float] = {
    ev.TurnStarted: 2.0, ev.TurnEnded: 2.0, ev.CardDrawn: 2.0, ev.DisplayChanged: 2.0,
    ev.Stopped: 1.5,
}
"""Beats of a bot's turn that mark time rather than move something, and how much faster
than the bot's tempo they play: the turn's start and end and the card drawn (the banner
and the hand say them), and the glow where the pawn stopped (what the space does comes
next, in its own beat)."""


def beat_factor(event: object, bots_turn: bool) -> float:
    """How much faster than the bot's tempo a beat of `event` plays."""
    return WAIT_BEATS.get(type(event), 1.0) if bots_turn else 1.0
