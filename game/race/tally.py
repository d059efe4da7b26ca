"""What the family's records keep of a finished race (the contract's `tally`; pure).

Places and scores come from the race's own ranking (R4.2-R4.3); a winner placed above the
runner-up by the large-cookie tie-break (R4.3: same score, more large cookies) carries the
mark ``"cookie"``: the milestone "a race won by a cookie".
"""

from __future__ import annotations

from typing import Any

from game.race.rules.ranking import TieBreak, standings
from game.shell.history import SeatResult, Tally


def tally(record: Any, outcome: Any) -> Tally:
    state = outcome.state
    ranked = standings(state)
    by_seat = {s.player: s for s in ranked}
    cookie = len(ranked) > 1 and ranked[1].decided_by is TieBreak.LARGE_COOKIES
    seats = []
    for i, seat in enumerate(record.setup.seats):
        standing = by_seat[i]
        bot = seat.controller.startswith("bot:")
        marks = ("cookie",) if cookie and standing.place == 1 else ()
        seats.append(SeatResult(seat.name, not bot, seat.controller[4:] if bot else "",
                                standing.place, standing.score, str(seat.character.value),
                                marks))
    variants = record.setup.variants
    options = {"kids": variants.kids, "open_hands": variants.open_hands,
               "climb_out": variants.climb_out}
    return Tally(tuple(seats), options, "high")

