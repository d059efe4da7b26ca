"""The rules engine: one mutable game state, its legal actions and how actions change it.

Everything P3-P6 says happens here and nowhere else: screens, bots, records and tests ask
`legal_actions()` and call `apply()`. The state is plain lists of card ints so that
`clone()` is cheap for search bots and thousands of games run per second; events are only
built when the caller asks for them.
"""

from __future__ import annotations

from game.parade.rules import events as ev
from game.parade.rules.actions import PLAYS, Action, Discard, Phase, Play, discard_choices
from game.parade.rules.cards import ALL_SUITS_MASK, VALUES_PER_SUIT, card_code
from game.parade.rules.events import Trigger
from game.parade.rules.ranking import Standing, places, standings
from game.parade.rules.removal import removal_mode_size, taken_positions
from game.parade.rules.scoring import scores
from game.parade.rules.setup import GameSetup, Options
from game.shell.engine import RulesState, cloned

NO_PLAYER = -1
PLAY = Phase.PLAY
DISCARD = Phase.DISCARD
OVER = Phase.OVER


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why in players' words."""


@cloned(shared="n_players options first_player turn phase trigger trigger_player turns_left",
        lists="suit_masks parade pile played discards", nested="hands collections",
        cleared="_events")
class GameState(RulesState):
    """A game in progress. Mutated in place by `apply` (a refused action changes nothing);
    use `clone()` to branch.

    `parade` runs front (index 0) to end; `pile` keeps its top card last so that a draw is
    a `pop()`. `suit_masks[p]` is the set of suits in p's collection as bits, so trigger A
    (P5.1) is one comparison.
    """

    illegal = IllegalAction  # what apply raises (RulesState)
    __slots__ = (
        "_events",
        "collections",
        "discards",
        "first_player",
        "hands",
        "n_players",
        "options",
        "parade",
        "phase",
        "pile",
        "played",
        "suit_masks",
        "trigger",
        "trigger_player",
        "turn",
        "turns_left",
    )

    n_players: int
    options: Options
    first_player: int
    hands: list[list[int]]
    collections: list[list[int]]
    suit_masks: list[int]
    parade: list[int]
    pile: list[int]
    played: list[int]
    """Every card played so far, in order (public, P9.1)."""
    turn: int
    """Who acts now: the player to play, or to discard in the discard phase."""
    phase: Phase
    trigger: Trigger | None
    """Why the last round began; None before it has."""
    trigger_player: int
    turns_left: int
    """Turns still to play in the last round (P5.3); 0 before it begins."""
    discards: list[tuple[int, int] | None]
    """Each seat's chosen discards, None until chosen (secret until all have chosen)."""
    _events: list[ev.Event] | None

    # ----------------------------------------------------------------- setup (P2)

    @classmethod
    def start(cls, setup: GameSetup) -> tuple[GameState, list[ev.Event]]:
        """Lay out the table as P2 says and begin the first player's turn."""
        s = cls.for_table(setup.n_players, setup.options, setup.first_player)
        s.hands = setup.dealt_hands()
        s.collections = [[] for _ in range(s.n_players)]
        s.suit_masks = [0] * s.n_players
        s.parade = setup.opening_parade()
        s.pile = setup.draw_pile()[::-1]
        s.played = []
        s.turn = setup.first_player
        s.phase = PLAY
        s.trigger = None
        s.trigger_player = NO_PLAYER
        s.turns_left = 0
        s.discards = [None] * s.n_players
        return s, [ev.TurnStarted(s.turn, False)]

    @classmethod
    def for_table(cls, n_players: int, options: Options, first_player: int) -> GameState:
        """A state with only the table's fixed facts set; the caller lays out the rest.

        Shared by `start` (a fresh deal) and `views.sample_state` (an imagined one).
        """
        s = cls.__new__(cls)
        s.n_players = n_players
        s.options = options
        s.first_player = first_player
        s._events = None
        return s

    # ---------------------------------------------------------------- queries

    @property
    def is_over(self) -> bool:
        return self.phase is OVER

    @property
    def current_player(self) -> int:
        """The seat that must act now, or NO_PLAYER once the game is over."""
        return NO_PLAYER if self.phase is OVER else self.turn

    @property
    def last_round(self) -> bool:
        """Whether the last round has begun (P5); stays True through the discard."""
        return self.trigger is not None

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action allowed now: the one source of legality."""
        if self.phase is PLAY:
            return tuple(PLAYS[c] for c in self.hands[self.turn])
        if self.phase is DISCARD:
            return discard_choices(self.hands[self.turn])
        return ()

    def scores(self) -> list[int]:
        """Each player's score from their collection now (final once the game is over)."""
        return scores(self.collections, self.options)

    def standings(self) -> list[Standing]:
        return standings(self.collections, self.options)

    # ---------------------------------------------------------------- applying

    def _why_not_now(self, action: Action) -> str:
        if self.phase is OVER:
            return "the game is over"
        if isinstance(action, Play):
            return (f"the game is waiting for player {self.turn + 1} to choose two cards to "
                    "discard, not for a card to be played")
        return "cards are discarded only at the very end, after the last round (P6.1)"

    def _do_play(self, action: Play) -> None:
        if self.phase is not PLAY:
            raise IllegalAction(self._why_not_now(action))
        p = self.turn
        hand = self.hands[p]
        c = action.card
        if c not in hand:
            raise IllegalAction(f"{card_code(c)} is not in player {p + 1}'s hand")
        hand.remove(c)
        events = self._events
        parade = self.parade
        if events is not None:
            events.append(ev.CardPlayed(p, c))
            mode = removal_mode_size(len(parade), c)
            if mode:
                events.append(ev.RemovalMode(p, tuple(parade[:mode])))
        positions = taken_positions(parade, c)
        if positions:
            taken = [parade[i] for i in positions]
            for i in reversed(positions):
                del parade[i]
            self.collections[p].extend(taken)
            mask = self.suit_masks[p]
            for t in taken:
                mask |= 1 << (t // VALUES_PER_SUIT)
            self.suit_masks[p] = mask
            if events is not None:
                events.append(ev.CardsTaken(p, tuple(taken)))
        parade.append(c)
        self.played.append(c)
        if self.trigger is not None:  # the last round: no draw (P5.3), triggers ignored
            self.turns_left -= 1
            if self.turns_left == 0:
                self._start_discard()
                return
        else:
            six_suits = self.suit_masks[p] == ALL_SUITS_MASK
            pile_empty = False
            if self.pile:
                hand.append(self.pile.pop())
                pile_empty = not self.pile
                if events is not None:
                    events.append(ev.CardDrawn(p, len(self.pile)))
            if six_suits or pile_empty:
                self._start_last_round(p, six_suits, pile_empty)
        self.turn = p + 1 if p + 1 < self.n_players else 0
        if events is not None:
            events.append(ev.TurnStarted(self.turn, self.trigger is not None))

    def _start_last_round(self, p: int, six_suits: bool, pile_empty: bool) -> None:
        """P5.3: after this turn every player, `p` last, plays once more without drawing."""
        if six_suits and pile_empty:
            self.trigger = Trigger.BOTH
        else:
            self.trigger = Trigger.SIX_SUITS if six_suits else Trigger.PILE_EMPTY
        self.trigger_player = p
        self.turns_left = self.n_players
        if self._events is not None:
            self._events.append(ev.LastRoundStarted(p, self.trigger))

    def _start_discard(self) -> None:
        self.phase = DISCARD
        self.turn = self.first_player
        if self._events is not None:
            self._events.append(ev.DiscardStarted(self.first_player))

    def _do_discard(self, action: Discard) -> None:
        if self.phase is not DISCARD:
            raise IllegalAction(self._why_not_now(action))
        p = self.turn
        a, b = action.cards
        if a == b:
            raise IllegalAction(f"the two discards must be two different cards, not "
                                f"{card_code(a)} twice")
        hand = self.hands[p]
        for c in (a, b):
            if c not in hand:
                raise IllegalAction(f"{card_code(c)} is not in player {p + 1}'s hand")
        self.discards[p] = (a, b)
        if self._events is not None:
            self._events.append(ev.DiscardChosen(p))
        self.turn = p + 1 if p + 1 < self.n_players else 0
        if self.turn == self.first_player:
            self._reveal_discards()

    def _reveal_discards(self) -> None:
        """P6.1-P6.2: everyone has chosen; the kept pairs join the collections."""
        kept_pairs: list[tuple[int, int]] = []
        for p in range(self.n_players):
            pair = self.discards[p]
            kept = [c for c in self.hands[p] if pair is None or c not in pair]
            self.collections[p].extend(kept)
            for c in kept:
                self.suit_masks[p] |= 1 << (c // VALUES_PER_SUIT)
            self.hands[p] = []
            kept_pairs.append((kept[0], kept[1]))
        self.phase = OVER
        if self._events is not None:
            self._events.append(ev.DiscardsRevealed(
                tuple(d for d in self.discards if d is not None), tuple(kept_pairs)))
            self._events.append(ev.GameEnded(tuple(self.scores()),
                                             places(self.collections, self.options)))


GameState.handlers = {  # what apply runs for each action (RulesState)
    Play: GameState._do_play,  # type: ignore[dict-item]
    Discard: GameState._do_discard,  # type: ignore[dict-item]
}
