"""The rules engine: one mutable game state, its legal actions and how actions change it.

Everything W3-W6 says happens here and nowhere else: screens, bots, records and tests ask
`legal_actions()` (the one source of legality) and call `apply()`. Several seats may act
at the same moment (between turns anyone may challenge, the Queen or the Rabbit may show a
letter, the Two of Hearts may force another turn), so every action names its seat and
`legal_actions()` lists the actions of every seat. There is no chance node: every shuffle
is in the `GameSetup`. There is no clock: actions carry the seconds that passed, and the
teapot timer is kept from them.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from dataclasses import dataclass

from game.shell.attributes import read_only
from game.wordland.rules import events as ev
from game.wordland.rules.actions import (
    Action,
    Challenge,
    ForceAnotherTurn,
    IgnoreLetter,
    PassTurn,
    PlaceCaterpillarToken,
    PlaceLetter,
    PressTeapot,
    ReportOut,
    ReturnTopic,
    SayWord,
    TimeRanOut,
    UseTimeToken,
    Vote,
    template,
)
from game.wordland.rules.components import (
    REPORTABLE,
    TIME_TOKENS,
    Character,
    Mode,
    OutReason,
    Phase,
    Pile,
)
from game.wordland.rules.forbidden import forbidden_letters
from game.wordland.rules.refusals import IllegalAction, why_not
from game.wordland.rules.scoring import NO_SEAT, bonuses, final_order
from game.wordland.rules.setup import GameSetup
from game.wordland.words.judge import judge
from game.wordland.words.text import refusal

TIME_TOLERANCE = 1e-6
"""Seconds of float rounding allowed when a screen reports the time ran out."""
LETTER_HOLDERS = (Character.QUEEN, Character.RABBIT)


@dataclass(frozen=True, slots=True)
class Said:
    """A word that stood when the teapot was pressed; `text` is None in spoken games."""

    seat: int
    text: str | None
    stands: bool = True
    """False once a vote rejected it: only standing words count as said (W4.5)."""


@dataclass(slots=True)
class Window:
    """Between turns (W4.2a): from a teapot press until the new speaker's first action."""

    ended: int
    """The seat whose turn just ended."""
    word: int
    """Index in `said` of the word that may still be challenged, or -1."""
    placing: bool
    """The seat that ended may still show its secret letter."""
    forcing: bool
    """The Two of Hearts may still force another turn on `ended`."""


@dataclass(slots=True)
class Ballot:
    """A relevance vote in progress (W4.5)."""

    target: int
    word: int
    challenger: int
    voters: tuple[int, ...]
    votes: dict[int, bool]


class GameState:
    """A game in progress. Mutated in place by `apply`; use `clone()` to branch."""

    __slots__ = (
        "_events",
        "_legal",
        "ballot",
        "cards",
        "caterpillar_target",
        "characters",
        "extra",
        "extra_by",
        "ignored",
        "last_cards",
        "n",
        "next_card",
        "out",
        "out_reasons",
        "phase",
        "piles",
        "round",
        "round_turns",
        "row",
        "said",
        "scores",
        "secret",
        "setup",
        "speaker",
        "timer_left",
        "tokens",
        "topic_choices",
        "topic_pile",
        "topics",
        "turned",
        "turns",
        "voted_words",
        "window",
    )

    setup: GameSetup
    n: int
    round: int
    characters: list[Character | None]
    phase: Phase
    topic_pile: list[str]
    topic_choices: list[str]
    topics: tuple[str, ...]
    piles: dict[Pile, list[str]]
    row: tuple[str, ...]
    secret: dict[int, str]
    extra: str
    extra_by: int
    caterpillar_target: int
    tokens: list[int]
    turned: list[bool]
    ignored: str
    out: list[bool]
    out_reasons: list[OutReason | None]
    cards: list[int]
    next_card: int
    said: list[Said]
    voted_words: set[int]
    speaker: int
    timer_left: float
    window: Window | None
    ballot: Ballot | None
    turns: int
    scores: list[int]
    last_cards: tuple[int, ...]
    round_turns: list[int]
    _events: list[ev.Event]
    _legal: tuple[Action, ...] | None

    # ----------------------------------------------------------------- setup

    @classmethod
    def start(cls, setup: GameSetup) -> tuple[GameState, list[ev.Event]]:
        """Lay out the table (W2) and prepare the first round (W3)."""
        s = cls.__new__(cls)
        s.setup = setup
        s.n = setup.players
        s.round = 0
        s.scores = [0] * s.n
        s.last_cards = (0,) * s.n
        s.round_turns = []
        s.topic_pile = list(setup.topic_pile)
        s._events = []
        s._legal = None
        s._start_round()
        events, s._events = s._events, []
        return s, events

    def clone(self) -> GameState:
        c = GameState.__new__(GameState)
        for name in GameState.__slots__:
            value = getattr(self, name)
            if isinstance(value, list | dict | set):
                value = value.copy()
            setattr(c, name, value)
        c.piles = {p: cards.copy() for p, cards in self.piles.items()}
        c.window = dataclasses.replace(self.window) if self.window else None
        if self.ballot is not None:
            c.ballot = dataclasses.replace(self.ballot, votes=dict(self.ballot.votes))
        c._events = []
        return c

    # ---------------------------------------------------------------- queries

    options = read_only("setup.options", "The game's options (GameSetup.options).")
    language = read_only("setup.language", "The language of the words (GameSetup.language).")

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def timer_running(self) -> bool:
        """The teapot runs during discussion and stops for votes and preparation."""
        return self.phase is Phase.DISCUSSION

    @property
    def players_in(self) -> list[int]:
        return [s for s in range(self.n) if not self.out[s]]

    def seat_of(self, character: Character) -> int:
        """The seat playing `character` this round, or -1 when it is not in the game."""
        try:
            return self.characters.index(character)
        except ValueError:
            return NO_SEAT

    def forbidden_for(self, seat: int) -> frozenset[str]:
        """The letters `seat` may not use now (W3.3, W5.1, W5.2, W5.7, W5.8)."""
        ignored = self.ignored if seat == self.speaker else ""
        return forbidden_letters(self.row, self.extra, self.extra_by, self.characters, seat,
                                 ignored)

    def standing_words(self) -> list[str]:
        """The typed words that count as said this round (W4.3c, W4.5)."""
        return [w.text for w in self.said if w.stands and w.text is not None]

    def winner_order(self) -> tuple[int, ...]:
        """Seats from first place down (W6.3); meaningful once the game is over."""
        return final_order(self.scores, self.last_cards)

    # ---------------------------------------------------------- legal actions

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action any seat may take now, as templates (see `actions`)."""
        if self._legal is None:
            self._legal = tuple(self._list_legal())
        return self._legal

    def legal_actions_for(self, seat: int) -> tuple[Action, ...]:
        return tuple(a for a in self.legal_actions() if a.seat == seat)

    def _list_legal(self) -> list[Action]:
        phase = self.phase
        if phase is Phase.CATERPILLAR:
            cat = self.seat_of(Character.CATERPILLAR)
            return [PlaceCaterpillarToken(cat, t) for t in range(self.n) if t != cat]
        if phase is Phase.TOPIC:
            queen = self.seat_of(Character.QUEEN)
            return [ReturnTopic(queen, t) for t in self.topic_choices]
        if phase is Phase.VOTE:
            assert self.ballot is not None
            return [Vote(v, accept) for v in self.ballot.voters if v not in self.ballot.votes
                    for accept in (True, False)]
        if phase is Phase.DISCUSSION:
            return self._speaker_actions() + self._window_actions()
        return []

    def _speaker_actions(self) -> list[Action]:
        s = self.speaker
        character = self.characters[s]
        actions: list[Action] = []
        if self.options.mode is Mode.TYPE:
            actions.append(SayWord(s))
        else:
            actions.append(PressTeapot(s))
            actions.extend(ReportOut(s, reason) for reason in REPORTABLE)
        actions.append(TimeRanOut(s))
        if self.tokens[s]:
            actions.append(UseTimeToken(s))
        if character is Character.CHESHIRE and not self.turned[s]:
            actions.append(PassTurn(s))
        if character is Character.HATTER and not self.turned[s]:
            actions.extend(IgnoreLetter(s, x) for x in sorted(self.forbidden_for(s)))
        return actions

    def _window_actions(self) -> list[Action]:
        w = self.window
        if w is None:
            return []
        actions: list[Action] = []
        if w.word >= 0 and w.word not in self.voted_words:
            author = self.said[w.word].seat
            actions.extend(Challenge(c) for c in range(self.n) if c != author)
        ended_in = not self.out[w.ended]
        if (w.placing and ended_in and w.ended in self.secret
                and self.characters[w.ended] in LETTER_HOLDERS):
            actions.append(PlaceLetter(w.ended))
        two = self.seat_of(Character.TWO_OF_HEARTS)
        if (w.forcing and ended_in and two != NO_SEAT and two != w.ended
                and not self.out[two] and not self.turned[two]):
            actions.append(ForceAnotherTurn(two, w.ended))
        return actions

    # ---------------------------------------------------------------- applying

    def apply(self, action: Action) -> list[ev.Event]:
        """Carry out `action`, or raise IllegalAction saying why; returns the events."""
        if template(action) not in self.legal_actions():
            raise IllegalAction(why_not(self, action))
        self._check_time(action)
        if isinstance(action, SayWord):
            why = refusal(action.text)
            if why:
                raise IllegalAction(why)
        if self.timer_running:
            self.timer_left -= action.elapsed
        self._legal = None
        self._events = []
        _HANDLERS[type(action)](self, action)
        events, self._events = self._events, []
        return events

    def _check_time(self, action: Action) -> None:
        elapsed = action.elapsed
        if not (math.isfinite(elapsed) and elapsed >= 0.0):
            raise IllegalAction(f"elapsed time must be 0 seconds or more, not {elapsed!r}")
        if not self.timer_running:
            return
        if isinstance(action, TimeRanOut):
            if elapsed + TIME_TOLERANCE < self.timer_left:
                left = self.timer_left - elapsed
                raise IllegalAction(f"the time has not run out: {left:.2f} s are left")
        elif elapsed >= self.timer_left:
            late = elapsed - self.timer_left
            raise IllegalAction(f"the time ran out {late:.2f} s before that")

    def _emit(self, event: ev.Event) -> None:
        self._events.append(event)

    # ---------------------------------------------------------------- rounds (W3, W6)

    def _start_round(self) -> None:
        n, r = self.n, self.round
        first = self.setup.characters
        self.characters = [first[(s - r) % n] for s in range(n)] if first else [None] * n
        self.phase = Phase.DISCUSSION
        self.out = [False] * n
        self.out_reasons = [None] * n
        self.cards = [0] * n
        self.next_card = 1
        self.said = []
        self.voted_words = set()
        self.window = None
        self.ballot = None
        self.turned = [False] * n
        self.ignored = ""
        self.extra, self.extra_by = "", NO_SEAT
        self.secret = {}
        self.caterpillar_target = NO_SEAT
        self.topics = ()
        self.topic_choices = []
        self.turns = 0
        self.speaker = NO_SEAT
        self.timer_left = self.options.timer
        deal = self.setup.letter_deals[r]
        self.piles = {p: list(deal.pile(p)) for p in Pile}
        self._emit(ev.RoundStarted(r, tuple(self.characters)))
        self.tokens = [TIME_TOKENS.get(c, 0) if c else 0 for c in self.characters]
        for seat, count in enumerate(self.tokens):
            if count:
                self._emit(ev.TimeTokensTaken(seat, count))
        self._draw_row()
        rabbit = self.seat_of(Character.RABBIT)
        if rabbit != NO_SEAT:
            self.secret[rabbit] = self.piles[Pile.PURPLE].pop(0)
            self._emit(ev.SecretLetterDrawn(rabbit))
        if self.seat_of(Character.CATERPILLAR) != NO_SEAT:
            self.phase = Phase.CATERPILLAR
        else:
            self._queen_draws()

    def _draw_row(self) -> None:
        """One letter from each allowed pile in turn, easiest first (W3.3, W10.4)."""
        allowed = self.options.piles
        self.row = tuple(self.piles[allowed[i % len(allowed)]].pop(0)
                         for i in range(self.options.letters))
        self._emit(ev.LettersDrawn(self.row))

    def _queen_draws(self) -> None:
        shown = self.options.topics_shown
        queen = self.seat_of(Character.QUEEN)
        if queen == NO_SEAT:
            # No characters (W10.3): the top card(s), and round r starts at seat r.
            self.topics = self._draw_topics(shown)
            self._emit(ev.TopicsShown(self.topics))
            self._begin_discussion((self.setup.first_seat + self.round) % self.n)
            return
        self.secret[queen] = self.piles[Pile.RED].pop(0)
        self._emit(ev.SecretLetterDrawn(queen))
        self.topic_choices = list(self._draw_topics(shown + 1))
        self._emit(ev.TopicsDrawn(queen, shown + 1))
        self.phase = Phase.TOPIC

    def _draw_topics(self, count: int) -> tuple[str, ...]:
        drawn = tuple(self.topic_pile[:count])
        del self.topic_pile[:count]
        return drawn

    def _begin_discussion(self, first: int) -> None:
        self.phase = Phase.DISCUSSION
        self._start_turn(first, forced=False)

    def _end_round(self, last: int) -> None:
        self.cards[last] = self.next_card
        self._emit(ev.LastStanding(last, self.next_card))
        self.window = None
        self._discard_extra()
        bonus = bonuses(self.characters, self.cards, self.caterpillar_target)
        for s in range(self.n):
            self.scores[s] += self.cards[s] + bonus[s]
        self.last_cards = tuple(self.cards)
        self.round_turns.append(self.turns)
        self._emit(ev.RoundScored(self.round, self.last_cards, bonus, tuple(self.scores)))
        self.topic_pile.extend(self.topics)
        self.round += 1
        if self.round == self.n:
            self.phase = Phase.GAME_OVER
            self._emit(ev.GameEnded(self.winner_order()[0], tuple(self.scores)))
        else:
            self._start_round()

    # ---------------------------------------------------------------- turns (W4)

    def _start_turn(self, seat: int, forced: bool) -> None:
        if self.extra_by == seat:
            self._discard_extra()
        self.speaker = seat
        self.timer_left = self.options.timer
        self.ignored = ""
        self.turns += 1
        self._emit(ev.TurnStarted(seat, self.timer_left, forced))

    def _next_seat_in(self, after: int) -> int:
        """The next seat to the left still in; a placed letter whose owner is passed over
        goes (W5.1: also when she is out by then)."""
        for step in range(1, self.n + 1):
            seat = (after + step) % self.n
            if not self.out[seat]:
                return seat
            if self.extra_by == seat:
                self._discard_extra()
        raise AssertionError("a round in play always has a player in")

    def _end_turn(self, seat: int, word: int) -> None:
        """The teapot was pressed (or the Cat passed): open the window, start the next turn."""
        self.window = Window(seat, word, placing=self.characters[seat] in LETTER_HOLDERS,
                             forcing=True)
        self._start_turn(self._next_seat_in(seat), forced=False)

    def _put_out(self, seat: int, reason: OutReason, detail: str = "", said: str = "") -> None:
        self.out[seat] = True
        self.out_reasons[seat] = reason
        self.cards[seat] = self.next_card
        self._emit(ev.PlayerOut(seat, reason, self.next_card, detail, said))
        self.next_card += 1
        still_in = self.players_in
        if len(still_in) == 1:
            self._end_round(still_in[0])
        elif seat == self.speaker:
            self.window = None
            self._start_turn(self._next_seat_in(seat), forced=False)

    def _discard_extra(self) -> None:
        if self.extra:
            self._emit(ev.ExtraLetterDiscarded(self.extra_by, self.extra))
            self.extra, self.extra_by = "", NO_SEAT

    def _seconds_used(self) -> float:
        return self.options.timer - self.timer_left

    # ---------------------------------------------------------------- handlers

    def _do_place_token(self, a: PlaceCaterpillarToken) -> None:
        self.caterpillar_target = a.target
        self._emit(ev.CaterpillarTokenPlaced(a.seat, a.target))
        self._queen_draws()

    def _do_return_topic(self, a: ReturnTopic) -> None:
        self.topic_choices.remove(a.topic)
        self.topic_pile.append(a.topic)
        self.topics = tuple(self.topic_choices)
        self.topic_choices = []
        self._emit(ev.TopicsShown(self.topics))
        self._begin_discussion(a.seat)

    def _do_say_word(self, a: SayWord) -> None:
        self.window = None
        verdict = judge(a.text, language=self.language, forbidden=self.forbidden_for(a.seat),
                        said=self.standing_words(), starting_only=self.options.starting_only)
        if verdict.fault is not None:
            self._put_out(a.seat, OutReason(verdict.fault.value), verdict.detail, a.text)
            return
        self._accept(a.seat, a.text)

    def _do_press_teapot(self, a: PressTeapot) -> None:
        self.window = None
        self._accept(a.seat, None)

    def _accept(self, seat: int, text: str | None) -> None:
        self.said.append(Said(seat, text))
        self._emit(ev.WordAccepted(seat, text, self._seconds_used()))
        self._end_turn(seat, len(self.said) - 1)

    def _do_report_out(self, a: ReportOut) -> None:
        self.window = None
        self._put_out(a.seat, a.reason)

    def _do_time_ran_out(self, a: TimeRanOut) -> None:
        self.window = None
        self._put_out(a.seat, OutReason.TIME)

    def _do_use_token(self, a: UseTimeToken) -> None:
        self.window = None
        self.tokens[a.seat] -= 1
        self.timer_left = self.options.timer
        self._emit(ev.TimerReset(a.seat, self.timer_left, self.tokens[a.seat]))

    def _do_pass_turn(self, a: PassTurn) -> None:
        self.window = None
        self.turned[a.seat] = True
        self._emit(ev.TurnPassed(a.seat))
        self._end_turn(a.seat, -1)

    def _do_ignore_letter(self, a: IgnoreLetter) -> None:
        self.window = None
        self.turned[a.seat] = True
        self.ignored = a.letter
        self._emit(ev.LetterIgnored(a.seat, a.letter))

    def _do_place_letter(self, a: PlaceLetter) -> None:
        assert self.window is not None
        self.window.placing = False
        replaced = self.extra or None
        if replaced:
            self._emit(ev.ExtraLetterDiscarded(self.extra_by, self.extra))
        self.extra, self.extra_by = self.secret.pop(a.seat), a.seat
        self._emit(ev.LetterPlaced(a.seat, self.extra, replaced))

    def _do_force(self, a: ForceAnotherTurn) -> None:
        assert self.window is not None
        self.window.placing = self.window.forcing = False
        self.turned[a.seat] = True
        self._emit(ev.AnotherTurnForced(a.seat, a.target))
        self._start_turn(a.target, forced=True)

    def _do_challenge(self, a: Challenge) -> None:
        assert self.window is not None
        word = self.window.word
        target = self.said[word].seat
        self.voted_words.add(word)
        voters = tuple(s for s in range(self.n) if s != target)
        self.ballot = Ballot(target, word, a.seat, voters, {})
        self.phase = Phase.VOTE
        self._emit(ev.Challenged(a.seat, target, self.said[word].text))

    def _do_vote(self, a: Vote) -> None:
        ballot = self.ballot
        assert ballot is not None
        ballot.votes[a.seat] = a.accept
        self._emit(ev.VoteCast(a.seat, a.accept))
        if len(ballot.votes) < len(ballot.voters):
            return
        votes_for = sum(ballot.votes.values())
        against = len(ballot.votes) - votes_for
        stands = against <= votes_for
        self._emit(ev.VoteDecided(ballot.target, votes_for, against, stands))
        self.ballot = None
        self.phase = Phase.DISCUSSION
        if not stands:
            self.said[ballot.word] = dataclasses.replace(self.said[ballot.word], stands=False)
            self._put_out(ballot.target, OutReason.VOTE)


_HANDLERS: dict[type, Callable[[GameState, Action], None]] = {
    PlaceCaterpillarToken: GameState._do_place_token,
    ReturnTopic: GameState._do_return_topic,
    SayWord: GameState._do_say_word,
    PressTeapot: GameState._do_press_teapot,
    ReportOut: GameState._do_report_out,
    TimeRanOut: GameState._do_time_ran_out,
    UseTimeToken: GameState._do_use_token,
    PassTurn: GameState._do_pass_turn,
    IgnoreLetter: GameState._do_ignore_letter,
    PlaceLetter: GameState._do_place_letter,
    ForceAnotherTurn: GameState._do_force,
    Challenge: GameState._do_challenge,
    Vote: GameState._do_vote,
}
