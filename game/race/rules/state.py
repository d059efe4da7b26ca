"""The rules engine: one mutable game state, its legal actions and how actions change it.

Everything R3-R6 says happens here and nowhere else: screens, bots, records and tests ask
`legal_actions()` and call `apply()`. The state is plain lists and ints so that `clone()`
is cheap for search bots and thousands of games run per second; events are only built
when the caller asks for them.
"""

from __future__ import annotations

import random
from functools import cache

from game.race.rules import events as ev
from game.race.rules.actions import (
    BOOST_CHOICES,
    COOKIE_CHOICES,
    ESCAPE_CHOICES,
    JOKER_VALUES,
    PLAY_SLOT,
    Action,
    Boost,
    ChooseCookie,
    CookieSource,
    Decision,
    DeclareJoker,
    EscapeChoice,
    PlayCard,
    Spin,
    SpinPurpose,
    describe,
)
from game.race.rules.board import Board, SpaceKind
from game.race.rules.components import CARDS_PER_PLAYER, JOKER, SMALL_COOKIES_IN_POOL
from game.race.rules.ranking import places
from game.race.rules.setup import GameSetup, Variants
from game.shell.engine import RulesState, cloned

TEA_PARTY = SpaceKind.TEA_PARTY
SMALL_COOKIES = SpaceKind.SMALL_COOKIES
CATERPILLAR = SpaceKind.CATERPILLAR
CHESHIRE_CAT = SpaceKind.CHESHIRE_CAT
RABBIT_HOLE = SpaceKind.RABBIT_HOLE

CARD = Decision.CARD
SPIN = Decision.SPIN
NO_PLAYER = -1
OUTER_CARDS = (PLAY_SLOT[0], PLAY_SLOT[2])


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why in players' words."""


@cloned(shared="board kinds numbers variants hand_size n_players large pool display turn "
               "turns_played decision escape card_slot move spins_left escape_result "
               "spin_purpose cheshire_used _spin_outcomes",
        lists="positions in_hole climb_out small_cookies stack",
        nested="hands decks played large_cookies", cleared="_events")
class GameState(RulesState):
    """A game in progress. Mutated in place by `apply`; use `clone()` to branch."""

    illegal = IllegalAction  # what apply raises (RulesState)
    __slots__ = (
        "_events",
        "_spin_outcomes",
        "board",
        "card_slot",
        "cheshire_used",
        "climb_out",
        "decision",
        "decks",
        "display",
        "escape",
        "escape_result",
        "hand_size",
        "hands",
        "in_hole",
        "kinds",
        "large",
        "large_cookies",
        "move",
        "n_players",
        "numbers",
        "played",
        "pool",
        "positions",
        "small_cookies",
        "spin_purpose",
        "spins_left",
        "stack",
        "turn",
        "turns_played",
        "variants",
    )

    board: Board
    kinds: tuple[SpaceKind, ...]
    numbers: tuple[int, ...]
    variants: Variants
    hand_size: int
    n_players: int
    positions: list[int]
    in_hole: list[bool]
    climb_out: list[bool]
    large: int
    hands: list[list[int]]
    decks: list[list[int]]
    played: list[list[int]]
    large_cookies: list[list[int]]
    small_cookies: list[int]
    pool: int
    stack: list[int]
    display: int
    turn: int
    turns_played: int
    decision: Decision
    escape: bool
    card_slot: int
    move: int
    spins_left: int
    escape_result: int
    spin_purpose: SpinPurpose | None
    cheshire_used: int
    _events: list[ev.Event] | None
    _spin_outcomes: tuple[Spin, ...]

    # ----------------------------------------------------------------- setup (R2)

    @classmethod
    def start(cls, setup: GameSetup) -> tuple[GameState, list[ev.Event]]:
        """Lay out the table as R2 says and begin the first player's turn."""
        n = len(setup.seats)
        s = cls.for_table(setup.board, setup.variants, n)
        s.positions = [0] * n
        s.in_hole = [False] * n
        s.climb_out = [False] * n
        s.large = NO_PLAYER
        s.decks = [list(reversed(deck)) for deck in setup.decks]  # top card at the end
        s.hands = [[deck.pop() for _ in range(s.hand_size)] for deck in s.decks]
        s.played = [[] for _ in range(n)]
        s.large_cookies = [[] for _ in range(n)]
        s.small_cookies = [0] * n
        s.pool = SMALL_COOKIES_IN_POOL
        s.stack = list(reversed(setup.cookie_stack))
        s.display = s.stack.pop() if s.stack else 0
        s.turn = setup.first_player
        s.turns_played = 0
        s.cheshire_used = 0
        s.spin_purpose = None
        s.escape_result = NO_PLAYER
        s.card_slot = s.move = s.spins_left = 0
        s._events = []
        s._start_turn()
        events, s._events = s._events, None
        return s, events

    @classmethod
    def for_table(cls, board: Board, variants: Variants, n_players: int) -> GameState:
        """A state with only the table's fixed facts set; the caller lays out the rest.

        Shared by `start` (a fresh deal) and `views.sample_state` (an imagined one).
        """
        s = cls.__new__(cls)
        s.board = board
        s.kinds = tuple(sp.kind for sp in board.spaces)
        s.numbers = tuple(sp.small_cookies for sp in board.spaces)
        s.variants = variants
        s.hand_size = variants.hand_size
        s.n_players = n_players
        s._spin_outcomes = spin_outcomes(board.size)
        s._events = None
        return s

    def as_last_escape_spin(self) -> GameState:
        """A clone of this escape turn waiting for its final spin (R6.3): the spin it is
        given is accepted if valid, or ends the turn in the hole. Bots value each result
        this way without knowing how the engine keeps count."""
        if not self.escape or self.decision not in (Decision.SPIN, Decision.ESCAPE):
            raise IllegalAction("only an escape turn waiting on a spin has a last spin")
        c = self.clone()
        c.decision = Decision.SPIN
        c.spin_purpose = SpinPurpose.ESCAPE
        c.spins_left = 1
        return c

    # ---------------------------------------------------------------- queries

    @property
    def is_over(self) -> bool:
        return self.decision is Decision.GAME_OVER

    @property
    def is_chance(self) -> bool:
        return self.decision is Decision.SPIN

    @property
    def total_turns(self) -> int:
        return CARDS_PER_PLAYER * self.n_players

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action allowed now: the one source of legality (spins when at chance)."""
        d = self.decision
        if d is CARD:
            n = len(self.hands[self.turn])
            if n < 3 or self.variants.kids:
                return PLAY_SLOT[:n]
            return OUTER_CARDS
        if d is SPIN:
            return self._spin_outcomes
        if d is Decision.JOKER_VALUE:
            return JOKER_VALUES
        if d is Decision.BOOST:
            return BOOST_CHOICES
        if d is Decision.TEA_PARTY:
            return COOKIE_CHOICES
        if d is Decision.ESCAPE:
            return ESCAPE_CHOICES
        return ()

    def sample_spin(self, rng: random.Random) -> Spin:
        """A fair spin result (R8.3) for headless play; the screen's spinner supplies its own."""
        return self._spin_outcomes[rng.randrange(len(self._spin_outcomes))]

    def occupant(self, space: int, besides: int) -> int:
        """The player whose pawn is on `space`, other than `besides`, or NO_PLAYER."""
        positions = self.positions
        for q in range(self.n_players):
            if q != besides and positions[q] == space:
                return q
        return NO_PLAYER

    def score(self, player: int) -> int:
        return sum(self.large_cookies[player]) + self.small_cookies[player]

    def escape_verdict(self, result: int, player: int | None = None) -> str:
        """Why `result` is not a valid exit for `player` (R6.2), or "" when it is."""
        player = self.turn if player is None else player
        if self.kinds[result] is RABBIT_HOLE:
            return "that is a Rabbit Hole"
        holder = self.occupant(result, player)
        if holder != NO_PLAYER:
            return f"that space is taken by player {holder + 1}"
        return ""

    # ---------------------------------------------------------------- applying

    def _expect(self, decision: Decision, action: Action) -> None:
        if self.decision is not decision:
            raise IllegalAction(self._why_not_now(action))

    def _why_not_now(self, action: Action) -> str:
        d = self.decision
        if d is Decision.GAME_OVER:
            return "the game is over"
        if isinstance(action, Boost) and self.large != self.turn:
            return "the +1 is only for a large pawn"
        if isinstance(action, DeclareJoker):
            return "only a Joker just played is given a value"
        waiting = {
            Decision.CARD: "a card to be played",
            Decision.JOKER_VALUE: "the Joker's value",
            Decision.BOOST: "the choice of the +1",
            Decision.TEA_PARTY: "the choice of a Tea Party cookie",
            Decision.ESCAPE: "the choice to accept the spin or spin again",
            Decision.SPIN: "a spin",
        }[d]
        return f"the game is waiting for {waiting}, not to {describe(action)}"

    def _do_play_card(self, action: PlayCard) -> None:
        self._expect(CARD, action)
        p = self.turn
        hand = self.hands[p]
        slot = action.slot
        if not 0 <= slot < len(hand):
            raise IllegalAction(f"there is no card in slot {slot} (the hand holds {len(hand)})")
        if len(hand) == 3 and slot == 1 and not self.variants.kids:
            raise IllegalAction("the middle card cannot be played")
        card = hand.pop(slot)
        self.card_slot = slot
        self.played[p].append(card)
        if self._events is not None:
            self._events.append(ev.CardPlayed(p, slot, card))
        if card == JOKER:
            self.decision = Decision.JOKER_VALUE
        elif self.escape or self.large == p or self.in_hole[p]:
            self._value_known(card)
        else:  # the common case, kept short for long simulations
            self.move = card
            self._move(card)
            self._resolve_stop()

    def _do_declare_joker(self, action: DeclareJoker) -> None:
        self._expect(Decision.JOKER_VALUE, action)
        if not 1 <= action.value <= 5:
            raise IllegalAction("the Joker's value must be 1 to 5")
        if self._events is not None:
            self._events.append(ev.JokerDeclared(self.turn, action.value))
        self._value_known(action.value)

    def _value_known(self, value: int) -> None:
        self.move = value
        if self.escape:
            self.spins_left = value
            self.spin_purpose = SpinPurpose.ESCAPE
            self.decision = Decision.SPIN
        elif self.large == self.turn:
            self.decision = Decision.BOOST
        else:
            self._begin_move()

    def _do_boost(self, action: Boost) -> None:
        self._expect(Decision.BOOST, action)
        if self._events is not None:
            self._events.append(ev.BoostChosen(self.turn, action.take))
        if action.take:
            self.move += 1
        self._begin_move()

    def _begin_move(self) -> None:
        p = self.turn
        if self.in_hole[p]:  # climb-out rule (R9.3): leave the hole as the move starts
            self.in_hole[p] = False
            self.climb_out[p] = False
            if self._events is not None:
                self._events.append(ev.LeftHole(p))
        self._move(self.move)
        self._resolve_stop()

    def _move(self, steps: int) -> None:
        """Step `steps` spaces clockwise, then on past held spaces (R3.4), passing 0 (R3.5)."""
        p = self.turn
        n = len(self.kinds)
        positions = self.positions
        pos = positions[p]
        positions[p] = NO_PLAYER  # lifted off the board while it moves
        events = self._events
        taken = 0
        while True:
            if pos == 0 and taken:
                self._pass_tea_party()
            pos += 1
            if pos == n:
                pos = 0
            taken += 1
            if events is not None:
                events.append(ev.Stepped(p, pos))
            if taken >= steps:
                if pos not in positions:
                    break
                if events is not None:
                    events.append(ev.Skipped(p, pos, self.occupant(pos, p)))
        positions[p] = pos

    def _pass_tea_party(self) -> None:
        p = self.turn
        cookie = self.display
        if cookie:
            self.large_cookies[p].append(cookie)
            self.display = self.stack.pop() if self.stack else 0
        if self._events is not None:
            self._events.append(ev.PassedTeaParty(p, cookie or None))
            if cookie:
                self._events.append(ev.DisplayChanged(self.display or None))

    def _resolve_stop(self) -> None:
        """Apply the effect of the space the pawn stopped on (R5), following Cheshire chains."""
        p = self.turn
        while True:
            pos = self.positions[p]
            kind = self.kinds[pos]
            if kind is CHESHIRE_CAT and not self.cheshire_used & (1 << pos):
                self.cheshire_used |= 1 << pos
                if self._events is not None:
                    self._events.append(ev.Stopped(p, pos, kind, True))
                if self._events is not None:
                    self._events.append(ev.CheshireMove(p, self.move))
                self._move(self.move)
                continue
            break
        if kind is TEA_PARTY:
            if self.display and self.stack:
                if self._events is not None:
                    self._events.append(ev.Stopped(p, pos, kind, True))
                self.decision = Decision.TEA_PARTY
                return
            if self._events is not None:
                self._events.append(ev.Stopped(p, pos, kind, bool(self.display or self.stack)))
            if self.display:
                self._take_cookie(CookieSource.DISPLAY)
            elif self.stack:
                self._take_cookie(CookieSource.STACK)
        elif kind is SMALL_COOKIES:
            if self._events is not None:
                self._events.append(ev.Stopped(p, pos, kind, self.pool > 0))
            if self.pool:
                self.spin_purpose = SpinPurpose.SMALL_COOKIES
                self.decision = Decision.SPIN
                return
        elif kind is CATERPILLAR:
            if self._events is not None:
                self._events.append(ev.Stopped(p, pos, kind, True))
            self._caterpillar()
        elif kind is RABBIT_HOLE:
            falls = self.large != p
            if self._events is not None:
                self._events.append(ev.Stopped(p, pos, kind, falls))
            if falls:
                self._fall_in(p)
        else:
            if self._events is not None:
                self._events.append(ev.Stopped(p, pos, kind, False))
        self._end_turn()

    def _caterpillar(self) -> None:
        p = self.turn
        old = self.large
        if old == p:
            self.large = NO_PLAYER
            if self._events is not None:
                self._events.append(ev.BecameSmall(p))
            return
        self.large = p
        if self._events is not None:
            self._events.append(ev.BecameLarge(p))
        if old != NO_PLAYER:
            if self._events is not None:
                self._events.append(ev.BecameSmall(old))
            if self.kinds[self.positions[old]] is RABBIT_HOLE and not self.in_hole[old]:
                self._fall_in(old)

    def _fall_in(self, player: int) -> None:
        self.in_hole[player] = True
        self.climb_out[player] = False  # R5.3: falling in always means an escape turn next
        if self._events is not None:
            self._events.append(ev.FellIntoHole(player, self.positions[player]))

    def _take_cookie(self, source: CookieSource) -> None:
        p = self.turn
        if source is CookieSource.DISPLAY:
            value = self.display
            self.display = self.stack.pop() if self.stack else 0
            self.large_cookies[p].append(value)
            if self._events is not None:
                self._events.append(ev.CookieTaken(p, value, source))
            if self._events is not None:
                self._events.append(ev.DisplayChanged(self.display or None))
        else:
            value = self.stack.pop()
            self.large_cookies[p].append(value)
            if self._events is not None:
                self._events.append(ev.CookieTaken(p, value, source))

    def _do_choose_cookie(self, action: ChooseCookie) -> None:
        self._expect(Decision.TEA_PARTY, action)
        self._take_cookie(action.source)
        self._end_turn()

    def _do_spin(self, action: Spin) -> None:
        if self.decision is not SPIN:
            raise IllegalAction(self._why_not_now(action))
        s = action.result
        if not 0 <= s < len(self.kinds):
            raise IllegalAction(f"the spinner has no space {s}")
        p = self.turn
        if self._events is not None:
            self._events.append(ev.Spun(p, s, self.spin_purpose))  # type: ignore[arg-type]
        if self.spin_purpose is SpinPurpose.SMALL_COOKIES:
            count = min(self.numbers[s], self.pool)
            self.pool -= count
            self.small_cookies[p] += count
            if self._events is not None:
                self._events.append(ev.SmallCookiesTaken(p, count, self.pool))
            self._end_turn()
            return
        self.spins_left -= 1
        reason = self.escape_verdict(s, p)
        if self._events is not None:
            self._events.append(ev.EscapeSpin(p, s, not reason, reason, self.spins_left))
        if not reason:
            if self.spins_left:
                self.escape_result = s
                self.decision = Decision.ESCAPE
            else:
                self._leave_hole(s)
        elif not self.spins_left:
            self.climb_out[p] = self.variants.climb_out
            if self._events is not None:
                self._events.append(ev.StayedInHole(p, self.climb_out[p]))
            self._end_turn()

    def _do_escape_choice(self, action: EscapeChoice) -> None:
        self._expect(Decision.ESCAPE, action)
        if action.accept:
            self._leave_hole(self.escape_result)
        else:
            self.decision = Decision.SPIN

    def _leave_hole(self, target: int) -> None:
        """R6.4: out of the hole and straight to the spin result, passing 0 if on the way."""
        p = self.turn
        self.in_hole[p] = False
        if self._events is not None:
            self._events.append(ev.LeftHole(p))
        self._move((target - self.positions[p]) % len(self.kinds))
        self._resolve_stop()

    def _end_turn(self) -> None:
        """R3.7-R3.8: draw into the hand, then pass the turn (or end the game, R4.1)."""
        p = self.turn
        deck = self.decks[p]
        if deck:
            slot = self.card_slot if self.variants.kids else 1
            self.hands[p].insert(slot, deck.pop())
            if self._events is not None:
                self._events.append(ev.CardDrawn(p, slot))
        if self._events is not None:
            self._events.append(ev.TurnEnded(p))
        self.turns_played += 1
        self.cheshire_used = 0
        self.spin_purpose = None
        if self.turns_played >= CARDS_PER_PLAYER * self.n_players:
            self.decision = Decision.GAME_OVER
            if self._events is not None:
                self._events.append(ev.GameEnded(places(self)))
            return
        self.turn = p + 1 if p + 1 < self.n_players else 0
        self._start_turn()

    def _start_turn(self) -> None:
        p = self.turn
        self.escape = self.in_hole[p] and not self.climb_out[p]
        self.decision = Decision.CARD
        if self._events is not None:
            self._events.append(ev.TurnStarted(p, self.escape))


@cache
def spin_outcomes(spaces: int) -> tuple[Spin, ...]:
    return tuple(Spin(i) for i in range(spaces))


GameState.handlers = {  # what apply runs for each action (RulesState)
    PlayCard: GameState._do_play_card,  # type: ignore[dict-item]
    DeclareJoker: GameState._do_declare_joker,  # type: ignore[dict-item]
    Boost: GameState._do_boost,  # type: ignore[dict-item]
    ChooseCookie: GameState._do_choose_cookie,  # type: ignore[dict-item]
    EscapeChoice: GameState._do_escape_choice,  # type: ignore[dict-item]
    Spin: GameState._do_spin,  # type: ignore[dict-item]
}
