"""Engine events -> animation beats, and the table as it is shown while they play.

The engine has already moved on when its events arrive; the screen catches up one beat
at a time. A `ShownTable` holds what is drawn (the parade, the collections, hand sizes,
the pile, the last round), and each beat changes it when it ends: a card flies to the
end of the parade, the removal-mode cards lift, the taken cards fly to the player's
collection, the draw flies from the pile. Cards in the parade glide to their places
(`ParadeMotion`), so the gaps close by themselves and a preview's lift is animated too.
Only when the last beat has played does anyone decide again.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.parade.rules import events as ev
from game.parade.rules.events import Trigger
from game.parade.rules.scoring import PlayerScore, score_sheet
from game.parade.rules.state import GameState
from game.parade.ui import geometry as geo
from game.parade.ui.words import event_words
from game.ui.tween import ease_in_out, ease_out_cubic

if TYPE_CHECKING:
    from game.parade.scenes.play import PlayScene

DURATIONS = {
    ev.CardPlayed: 0.45, ev.RemovalMode: 0.4, ev.CardsTaken: 0.6, ev.CardDrawn: 0.35,
    ev.LastRoundStarted: 0.9, ev.DiscardStarted: 0.4, ev.DiscardChosen: 0.3,
    ev.DiscardsRevealed: 1.6, ev.GameEnded: 0.3, ev.TurnStarted: 0.05,
}
"""Seconds each beat lasts at animation speed 1 (Settings divides them)."""
GLIDE = 14.0
"""How fast parade cards glide to their places (per second, exponential)."""


@dataclass
class ShownTable:
    """The table as drawn while the beats catch up with the engine."""

    parade: list[int]
    collections: list[list[int]]
    hand_sizes: list[int]
    pile: int
    turn: int
    trigger: Trigger | None = None
    trigger_player: int = -1
    chosen: list[bool] = field(default_factory=list)
    discarded: tuple[tuple[int, int], ...] = ()
    lifted: tuple[int, ...] = ()
    version: int = 0
    _sheet: tuple[int, tuple[PlayerScore, ...]] | None = None

    @classmethod
    def of(cls, state: GameState) -> ShownTable:
        shown = cls(list(state.parade), [list(k) for k in state.collections],
                    [len(h) for h in state.hands], len(state.pile), state.turn,
                    state.trigger, state.trigger_player,
                    [d is not None for d in state.discards])
        if state.is_over:
            shown.discarded = tuple(d for d in state.discards if d is not None)
        return shown

    def sheet(self, options) -> tuple[PlayerScore, ...]:
        """The live score sheet of the shown collections (majorities, points)."""
        if self._sheet is None or self._sheet[0] != self.version:
            self._sheet = (self.version, score_sheet(self.collections, options))
        return self._sheet[1]


@dataclass
class Beat:
    event: ev.Event
    duration: float
    t: float = 0.0
    started: bool = False
    starts: dict[int, pygame.Rect] = field(default_factory=dict)
    """Where the cards a beat moves stood when it began."""

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)


@dataclass
class Flight:
    """A card (or a back: card None) on its way from one place to another."""

    card: int | None
    start: pygame.Rect
    end: pygame.Rect
    delay: float = 0.0


class ParadeMotion:
    """Where each parade card is drawn: it glides towards its slot (gaps close, lifts)."""

    def __init__(self) -> None:
        self.pos: dict[int, list[float]] = {}

    def place(self, card: int, rect: pygame.Rect) -> None:
        self.pos[card] = [float(rect.x), float(rect.y)]

    def update(self, targets: dict[int, tuple[int, int]], dt: float, instant: bool) -> None:
        k = 1.0 if instant else min(1.0, dt * GLIDE)
        for card, (x, y) in targets.items():
            p = self.pos.get(card)
            if p is None:
                self.pos[card] = [float(x), float(y)]
                continue
            p[0] += (x - p[0]) * k
            p[1] += (y - p[1]) * k
            if abs(p[0] - x) < 0.5 and abs(p[1] - y) < 0.5:
                p[0], p[1] = float(x), float(y)
        for card in [c for c in self.pos if c not in targets]:
            del self.pos[card]

    def settled(self, targets: dict[int, tuple[int, int]]) -> bool:
        return all(self.pos.get(c) == [float(x), float(y)] for c, (x, y) in targets.items())


class Director:
    def __init__(self, play: PlayScene) -> None:
        self.play = play
        self.beats: deque[Beat] = deque()
        self.motion = ParadeMotion()

    @property
    def shown(self) -> ShownTable:
        return self.play.shown

    @property
    def idle(self) -> bool:
        return not self.beats

    def handle(self, events: list[ev.Event]) -> None:
        for event in events:
            self.beats.append(Beat(event, DURATIONS.get(type(event), 0.2)))

    # ------------------------------------------------------------------ time

    def update(self, dt: float) -> None:
        """Advance the beats by `dt` seconds of animation time."""
        while self.beats and dt >= 0:
            beat = self.beats[0]
            if not beat.started:
                beat.started = True
                self._begin(beat)
            room = beat.duration - beat.t
            if dt < room:
                beat.t += dt
                return
            dt -= max(0.0, room)
            beat.t = beat.duration
            self.beats.popleft()
            self._finish(beat)

    def fast_forward(self) -> None:
        """Finish every beat at once (skipping, resuming, screenshots)."""
        while self.beats:
            beat = self.beats.popleft()
            if not beat.started:
                self._begin(beat)
            self._finish(beat)
        self.sync()

    def sync(self) -> None:
        """No beat is left: the shown table is the engine's."""
        state = self.play.state
        fresh = ShownTable.of(state)
        fresh.version = self.shown.version + 1
        self.play.shown = fresh

    # ------------------------------------------------------------------ beats

    def _take_of(self, beat: Beat) -> tuple[int, ...]:
        """What the play of `beat` takes, known from its queued events (issue #33: the
        log and the seat are true from the first frame, never "took nothing" first)."""
        if not isinstance(beat.event, ev.CardPlayed):
            return ()
        for later in self.beats:
            if later is beat:
                continue
            match later.event:
                case ev.CardsTaken(player=p, cards=cards) if p == beat.event.player:
                    return tuple(cards)
                case ev.CardPlayed():
                    return ()
        return ()

    def _begin(self, beat: Beat) -> None:
        play = self.play
        shown = self.shown
        event = beat.event
        line = event_words(event, play.names)
        if line and not isinstance(event, ev.LastRoundStarted):
            play.news = line
        play.log.note(event, len(play.record.actions), self._take_of(beat))
        match event:
            case ev.CardPlayed(player=p):
                play.sound("card_play")
                shown.hand_sizes[p] = max(0, shown.hand_sizes[p] - 1)
                play.in_flight_from_hand = event.card
            case ev.CardsTaken():
                play.sound("small_cookies")
                beat.starts = {c: self.start_rect(c) for c in event.cards}
                shown.parade = [c for c in shown.parade if c not in event.cards]
            case ev.CardDrawn():
                play.sound("hop")
            case ev.LastRoundStarted(player=p, trigger=t):
                play.sound("vote_called")
                shown.trigger, shown.trigger_player = t, p
            case ev.DiscardsRevealed():
                play.sound("letter_placed")
                shown.discarded = event.discarded
                play.kept = [tuple(pair) for pair in event.kept]
            case ev.GameEnded():
                play.sound("win_fanfare")
            case ev.TurnStarted(player=p):
                shown.turn = p
                if play.is_human(p) and not play.watching:
                    play.sound("turn_start")
            case ev.DiscardStarted(first=f):
                shown.turn = f

    def _finish(self, beat: Beat) -> None:
        play = self.play
        shown = self.shown
        event = beat.event
        match event:
            case ev.CardPlayed(card=c):
                shown.parade.append(c)
                slots = geo.parade_slots(len(shown.parade))
                self.motion.place(c, slots[-1])
                play.in_flight_from_hand = None
            case ev.RemovalMode(cards=cards):
                shown.lifted = cards
            case ev.CardsTaken(player=p, cards=cards):
                shown.collections[p].extend(cards)
                shown.lifted = ()
                shown.version += 1
            case ev.CardDrawn(player=p, pile_left=left):
                shown.pile = left
                shown.hand_sizes[p] += 1
            case ev.DiscardChosen(player=p):
                if p < len(shown.chosen):
                    shown.chosen[p] = True
            case ev.DiscardsRevealed(kept=kept):
                for p, pair in enumerate(kept):
                    shown.collections[p].extend(pair)
                    shown.hand_sizes[p] = 0
                shown.version += 1
            case ev.TurnStarted():
                shown.turn = event.player

    # ------------------------------------------------------------------ drawing help

    def lift_of(self, card: int) -> float:
        """How far (0-1 of the lift) a parade card is raised by the beats now."""
        if card in self.shown.lifted:
            return 1.0
        beat = self.beats[0] if self.beats else None
        if beat is not None and beat.started and isinstance(beat.event, ev.RemovalMode) \
                and card in beat.event.cards:
            return ease_out_cubic(beat.progress)
        return 0.0

    def flights(self) -> list[tuple[Flight, float]]:
        """The cards in the air now, with their progress (0-1)."""
        beat = self.beats[0] if self.beats else None
        if beat is None or not beat.started or self.play.reduced:
            return []
        play = self.play
        shown = self.shown
        event = beat.event
        t = beat.progress
        match event:
            case ev.CardPlayed(player=p, card=c):
                end = geo.parade_slots(len(shown.parade) + 1)[-1]
                return [(Flight(c, play.hand_origin(p, c), end), ease_in_out(t))]
            case ev.CardsTaken(player=p, cards=cards):
                out = []
                n = len(cards)
                for i, c in enumerate(cards):
                    start = beat.starts.get(c) or self.start_rect(c)
                    end = play.drawing.collection_target(p, c)
                    delay = 0.25 * i / max(1, n)
                    local = min(1.0, max(0.0, (t - delay) / (1 - 0.25)))
                    out.append((Flight(c, start, end), ease_in_out(local)))
                return out
            case ev.CardDrawn(player=p):
                return [(Flight(None, geo.PILE, play.hand_target(p)), ease_in_out(t))]
        return []

    def start_rect(self, card: int) -> pygame.Rect:
        """Where a parade card was when it left (its glide position, lifted)."""
        p = self.motion.pos.get(card)
        n = max(1, len(self.shown.parade) + 1)
        slot = geo.parade_slots(n)[0]
        if p is None:
            return slot
        return pygame.Rect(round(p[0]), round(p[1]), slot.w, slot.h)
