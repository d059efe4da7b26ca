"""Kids mode a child plays alone (issue 36): only picking a card and spinning need her.

Every other decision is made for her by a kind rule, stated here and in
docs/rules-notes.md, and played a moment later so that she sees it happen:

- the Joker counts as much as it may (the highest value offered, R3.3);
- with a large pawn, the +1 is always taken (R3.3);
- on the Tea Party, she takes the cookie on display, the one she can see (R5.1);
- in the Rabbit Hole, she climbs out on the first good escape (R6.3).

Hands are open at a kids' table (R9: the open-hands variant), so no curtain asks a
grown-up to pass the screen between turns.

When she is to spin, a pointing hand shows how (`SpinHowTo`), until she tries once in
that turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.race.rules import actions as act
from game.race.rules.preview import Preview, landings
from game.race.rules.state import GameState
from game.shell.i18n import _
from game.shell.voice import speak

if TYPE_CHECKING:
    from game.race.scenes.play import PlayScene

KIDS_PAUSE = 0.5
"""Seconds (at the animation speed) before a choice made for her is played."""


def kids_choice(state: GameState) -> act.Action | None:
    """The choice made for a child now, by the kind rules above; None when the decision is
    hers (a card, a spin) or nothing is legal."""
    legal = state.legal_actions()
    match state.decision:
        case act.Decision.JOKER_VALUE:
            jokers = [a for a in legal if isinstance(a, act.DeclareJoker)]
            return max(jokers, key=lambda a: a.value) if jokers else None
        case act.Decision.BOOST:
            return next((a for a in legal if isinstance(a, act.Boost) and a.take), None)
        case act.Decision.TEA_PARTY:
            cookies = [a for a in legal if isinstance(a, act.ChooseCookie)]
            shown = [a for a in cookies if a.source is act.CookieSource.DISPLAY]
            return (shown or cookies or [None])[0]
        case act.Decision.ESCAPE:
            return next((a for a in legal if isinstance(a, act.EscapeChoice) and a.accept), None)
    return None


def kids_landings(state: GameState, action: act.Action) -> list[Preview]:
    """Where `action` leads the pawn at a kids' table: the Joker's value and the +1 are
    the kind rule's, so one landing (the ghost pawn where she will really go), not one per
    answer she will never be asked."""
    return landings(state, action, kids_choice)


class SpinHowTo:
    """Whether the pointing hand shows her how to spin now (issue 36): at a kids' table,
    when a person is to spin, the table is quiet (no curtain, no move on its way, no
    result settling) and she has not tried to spin yet in this turn. Called by the
    spinner's view each time it draws (every frame the hand is still).

    With the Voice setting on, it also says the turn's two prompts once each, when the
    table is quiet: "Your turn! Pick a card!" and "Spin!" (game/shell/voice.py)."""

    def __init__(self, play: PlayScene) -> None:
        self.play = play
        self.turn = -1
        self.tried_before = 0
        self.card_said = -1

    def __call__(self) -> bool:
        play = self.play
        s = play.state
        if not play.setup.variants.kids or s.is_over:
            return False
        if play.human_to_act() is None or play.curtain_for is not None \
                or play.settling is not None or play.beats:
            return False
        if s.decision is act.Decision.CARD and self.card_said != s.turns_played:
            self.card_said = s.turns_played
            speak(play.app, _("Your turn! Pick a card!"))
        if s.decision is not act.Decision.SPIN:
            return False
        if s.turns_played != self.turn:
            self.turn, self.tried_before = s.turns_played, play.spinner.attempts
            speak(play.app, _("Spin!"))
        return play.spinner.attempts == self.tried_before
