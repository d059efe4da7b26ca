"""What the family's records keep of a finished word game (the contract's `tally`; pure).

Places follow W6.3 (most points; on a tie, the higher card of the last round: always
strict). The seat still in when the last round ended, the last one standing of the whole
game, carries the mark ``"last_standing"``: the milestone "survived the last round". The
duration is the play time the record's actions carry (each says the seconds since the
previous one).
"""

from __future__ import annotations

from typing import Any

from game.shell.history import SeatResult, Tally


def tally(record: Any, outcome: Any) -> Tally:
    state = outcome.state
    order = state.winner_order()
    place = {seat: i + 1 for i, seat in enumerate(order)}
    seats = []
    for i, seat in enumerate(record.setup.seats):
        bot = seat.controller.startswith("bot:")
        marks = ("last_standing",) if state.is_over and not state.out[i] else ()
        seats.append(SeatResult(seat.name, not bot, seat.controller[4:] if bot else "",
                                place[i], state.scores[i], "", marks))
    o = record.setup.options
    options = {"mode": str(o.mode.value), "timer": o.timer, "kids_topics": o.kids_topics,
               "characters": o.characters, "letters": o.letters,
               "piles": [str(p.value) for p in o.piles], "starting_only": o.starting_only,
               "two_topics": o.two_topics, "language": record.setup.language}
    duration = sum(float(getattr(a, "elapsed", 0.0) or 0.0) for a in record.actions)
    return Tally(tuple(seats), options, "high", duration)

