"""What the family's records keep of a finished Parade (the contract's `tally`; pure).

Places and scores come from the Parade's ranking (P8: the lowest score wins); a winner
with no points at all carries the mark ``"zero"``: the milestone "a Parade won with 0
points".
"""

from __future__ import annotations

from typing import Any

from game.shell.history import SeatResult, Tally


def tally(record: Any, outcome: Any) -> Tally:
    by_seat = {s.player: s for s in outcome.state.standings()}
    seats = []
    for i, seat in enumerate(record.setup.seats):
        standing = by_seat[i]
        bot = seat.controller.startswith("bot:")
        marks = ("zero",) if standing.place == 1 and standing.score == 0 else ()
        seats.append(SeatResult(seat.name, not bot, seat.controller[4:] if bot else "",
                                standing.place, standing.score, "", marks))
    options = {"two_player_majority": record.setup.options.two_player_majority}
    return Tally(tuple(seats), options, "low")

