"""What one seat may know (W3.4, W3.6, W9.1): public facts plus its own secrets.

A `PlayerView` is built from the state by copying the public table (topics, the row, the
placed letter, who is out, what was said, the votes cast) and only the viewer's own
secret letter and, for the Queen while she chooses, the topic cards in her hand. Bots
decide from views only, and a hot-seat screen shows one behind its curtain.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.wordland.rules.actions import Action
from game.wordland.rules.components import Character, OutReason, Phase
from game.wordland.rules.forbidden import forbidden_letters
from game.wordland.rules.setup import Options
from game.wordland.rules.state import GameState, Said


@dataclass(frozen=True, slots=True)
class PlayerView:
    """The table as seen from the seat `viewer`."""

    viewer: int
    language: str
    options: Options
    controllers: tuple[str, ...]
    round: int
    phase: Phase
    characters: tuple[Character | None, ...]
    topics: tuple[str, ...]
    topic_choices: tuple[str, ...]
    """The topic cards in the Queen's hand while she chooses; empty for everyone else."""
    row: tuple[str, ...]
    extra: str
    extra_by: int
    own_secret: str
    """The viewer's unplaced secret letter, or ""."""
    secret_holders: tuple[int, ...]
    """Seats still holding a secret letter (that they hold one is public)."""
    caterpillar_target: int
    tokens: tuple[int, ...]
    turned: tuple[bool, ...]
    out: tuple[bool, ...]
    out_reasons: tuple[OutReason | None, ...]
    cards: tuple[int, ...]
    said: tuple[Said, ...]
    speaker: int
    timer_left: float
    timer_running: bool
    ignored: str
    window_ended: int
    """The seat whose turn just ended while the between-turns window is open, else -1."""
    challenged_word: int
    """Index in `said` of the word under a vote, else -1."""
    challenger: int
    """Who called the vote under way, else -1."""
    votes: tuple[tuple[int, bool], ...]
    scores: tuple[int, ...]
    last_cards: tuple[int, ...]
    legal_actions: tuple[Action, ...]
    """The viewer's own legal actions now (templates)."""

    @property
    def n_players(self) -> int:
        return len(self.characters)

    @property
    def character(self) -> Character | None:
        return self.characters[self.viewer]

    @property
    def players_in(self) -> tuple[int, ...]:
        return tuple(s for s, gone in enumerate(self.out) if not gone)

    def forbidden_for(self, seat: int) -> frozenset[str]:
        """The letters `seat` may not use now, as far as the table can see."""
        ignored = self.ignored if seat == self.speaker else ""
        return forbidden_letters(self.row, self.extra, self.extra_by, self.characters, seat,
                                 ignored)

    def standing_words(self) -> tuple[str, ...]:
        return tuple(w.text for w in self.said if w.stands and w.text is not None)


def view_for(state: GameState, viewer: int) -> PlayerView:
    """The view of `viewer`: public facts and only the viewer's own secrets."""
    window = state.window
    ballot = state.ballot
    queen_choosing = state.topic_choices and state.characters[viewer] is Character.QUEEN
    return PlayerView(
        viewer=viewer,
        language=state.language,
        options=state.options,
        controllers=tuple(seat.controller for seat in state.setup.seats),
        round=state.round,
        phase=state.phase,
        characters=tuple(state.characters),
        topics=state.topics,
        topic_choices=tuple(state.topic_choices) if queen_choosing else (),
        row=state.row,
        extra=state.extra,
        extra_by=state.extra_by,
        own_secret=state.secret.get(viewer, ""),
        secret_holders=tuple(sorted(state.secret)),
        caterpillar_target=state.caterpillar_target,
        tokens=tuple(state.tokens),
        turned=tuple(state.turned),
        out=tuple(state.out),
        out_reasons=tuple(state.out_reasons),
        cards=tuple(state.cards),
        said=tuple(state.said),
        speaker=state.speaker,
        timer_left=state.timer_left,
        timer_running=state.timer_running,
        ignored=state.ignored,
        window_ended=window.ended if window is not None else -1,
        challenged_word=ballot.word if ballot is not None else -1,
        challenger=ballot.challenger if ballot is not None else -1,
        votes=tuple(sorted(ballot.votes.items())) if ballot is not None else (),
        scores=tuple(state.scores),
        last_cards=state.last_cards,
        legal_actions=state.legal_actions_for(viewer),
    )
