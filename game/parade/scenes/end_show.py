"""The end of the Parade as a little show, on the table, before the results.

Once the discards are revealed (P6.1, P9.3) and the game is scored (P7), the table does
not rush off: first every panel shows the two cards its player kept and the two they
discarded, face up; then colour by colour the majorities are found (the colour's column
lit in every panel, its crowns set, the majority cards turned to 1s, P7.1; the
two-player rule P7.2 named when it leaves a colour without a crown) while each player's
points count up; the banner says what is happening, the log keeps each colour's line.
Then the table waits: "See the results" (Enter) when the players are ready. Space skips
to the end of the show.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.parade.rules.cards import SUITS, VALUES_PER_SUIT
from game.parade.rules.scoring import strict_two_player
from game.parade.ui.words import crown_reason
from game.shell.i18n import _, ngettext

if TYPE_CHECKING:
    from game.parade.scenes.play import PlayScene


class EndShow:
    """The show's timeline, in table seconds (at animation speed 1): the revealed
    discards alone for `REVEAL`, then each colour lit for `PER_SUIT` while its majority
    is found (`EMPTY_SUIT` for a colour nobody collected)."""

    REVEAL = 2.6
    PER_SUIT = 1.8
    EMPTY_SUIT = 0.5

    def __init__(self, play: PlayScene) -> None:
        self.play = play
        self.t = 0.0
        self.counted = 0
        """How many colours (in suit order) have been counted."""
        self.counting: int | None = None
        """The colour lit now (None: revealing, or done)."""
        self.revealed = True
        collections = play.state.collections
        n = len(collections)
        self.counts = [[sum(1 for c in pile if c // VALUES_PER_SUIT == s)
                        for pile in collections] for s in range(len(SUITS))]
        self.strict = strict_two_player(n, play.state.options)
        self.sheet = play.shown.sheet(play.setup.options)
        starts = []
        t = self.REVEAL
        for s in range(len(SUITS)):
            starts.append(t)
            t += self.PER_SUIT if any(self.counts[s]) else self.EMPTY_SUIT
        self.starts = starts
        self.length = t

    @property
    def done(self) -> bool:
        return self.counted >= len(SUITS) and self.counting is None

    def has_counted(self, suit: int) -> bool:
        return suit < self.counted

    def points_so_far(self, seat: int) -> int:
        """A player's points as counted so far (the colours counted, in order)."""
        return sum(cell.points for cell in self.sheet[seat].suits[:self.counted])

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.t += dt
        while self.counted < len(SUITS) and self.t >= self.starts[self.counted]:
            self._count(self.counted)
        if self.counted >= len(SUITS) and self.t >= self.length:
            self.counting = None
            self.play.input.rebuild()

    def skip(self) -> None:
        """Space: straight to the end of the show."""
        while self.counted < len(SUITS):
            self._count(self.counted)
        self.t = self.length
        self.counting = None
        self.play.input.rebuild()

    def _count(self, suit: int) -> None:
        self.counting = suit
        self.counted = suit + 1
        self.play.log.note_crown(suit, tuple(self.counts[suit]), self.strict,
                                 len(self.play.record.actions))
        self.play.shown.version += 1
        if any(self.counts[suit]):
            self.play.sound("letter_placed")

    def header(self) -> str:
        """What the banner says is happening."""
        play = self.play
        if self.counting is not None:
            return crown_reason(self.counting, self.counts[self.counting], play.names,
                                self.strict)
        if self.counted == 0:
            return _("The discards are revealed: everyone keeps their other two cards.")
        best = min(row.total for row in self.sheet)
        first = [play.names[s.player] for s in play.state.standings() if s.place == 1]
        if len(first) == 1:
            return ngettext("The parade is over: {name} wins with {n} point.",
                            "The parade is over: {name} wins with {n} points.",
                            best).format(name=first[0], n=best)
        return _("The parade is over: {names} share first place.").format(
            names=" & ".join(first))
