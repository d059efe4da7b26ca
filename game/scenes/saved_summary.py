"""What the lobby's Continue continues, in a few words: "Alice, Hatter and 2 more", then
"5 minutes ago" on a line of its own (every game's lobby: the names and the time come from
the save, `game.shell.saves.Resumed`).

The line is whole, never cut with "…": when the names would be long, the later ones are
counted instead of named.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from game.shell.i18n import _, ngettext

NAMES_ROOM = 26
"""At most this many characters of names (the rest are counted): the line must fit the
Continue button on two lines at 150 % text size."""
MINUTE, HOUR, DAY = 60, 3600, 86400


def who(names: Sequence[str]) -> str:
    """"Alice", "Alice and Hatter", "Alice, Hatter and Hare", or, when that would be
    long, "Alice, Hatter and 2 more" / "Alice and 3 more"."""
    names = [n for n in names if n]
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    if len(names) == 2 and len(names[0]) + len(names[1]) <= NAMES_ROOM:
        return _("{a} and {b}").format(a=names[0], b=names[1])
    if len(names) == 3 and sum(len(n) for n in names) <= NAMES_ROOM:
        return _("{a}, {b} and {c}").format(a=names[0], b=names[1], c=names[2])
    if len(names) > 3 and len(names[0]) + len(names[1]) <= NAMES_ROOM - 6:
        more = len(names) - 2
        return ngettext("{a}, {b} and {n} more", "{a}, {b} and {n} more", more).format(
            a=names[0], b=names[1], n=more)
    more = len(names) - 1
    first = names[0] if len(names[0]) <= NAMES_ROOM else names[0][:NAMES_ROOM].rstrip()
    return ngettext("{a} and {n} more", "{a} and {n} more", more).format(a=first, n=more)


def how_long_ago(then: float | None, now: float | None = None) -> str:
    """"just now", "5 minutes ago", "2 hours ago", "yesterday", "3 days ago"; "" when
    the time is not known (or in the future: a clock that was changed)."""
    if then is None:
        return ""
    seconds = (time.time() if now is None else now) - then
    if seconds < -MINUTE:
        return ""
    if seconds < MINUTE:
        return _("just now")
    if seconds < HOUR:
        n = int(seconds // MINUTE)
        return ngettext("{n} minute ago", "{n} minutes ago", n).format(n=n)
    if seconds < DAY:
        n = int(seconds // HOUR)
        return ngettext("{n} hour ago", "{n} hours ago", n).format(n=n)
    if seconds < 2 * DAY:
        return _("yesterday")
    n = int(seconds // DAY)
    return ngettext("{n} day ago", "{n} days ago", n).format(n=n)


def summary(names: Sequence[str], saved_at: float | None, now: float | None = None) -> str:
    """The Continue button's detail: who plays, and on the next line when the game was
    left."""
    return "\n".join(p for p in (who(names), how_long_ago(saved_at, now)) if p)
