"""The word table: a game played to its end through the engine, in real time.

The engine is the only judge: buttons come from `legal_actions()`, every action goes
through `apply` with `elapsed` = the seconds since the previous applied action (this
scene's clock; the engine never reads one), and a refused action shows its reason.

Time is fair: `since` grows while the scene runs, but not while anything covers the table
or asks a question of someone other than the speaker — Pause (another scene is on top),
a curtain (a secret letter, the Queen's topics), the challenger picker, the speaker's
"why out?" question, the pause before a round's summary and the summary itself — nor
while the window is away (`blocked`). During a vote the engine's timer stands still. The
teapot shows `timer_left - since` and, when that reaches zero during a turn, the scene
applies `TimeRanOut` with the whistle.

The scene is split along the race's seams: the `Director` turns engine events into the
log, flashes, sounds and round summaries; `TableInput` turns clicks and keys into legal
actions (it builds the buttons); `TableDrawing` only draws; `BotSeats` plays the bots at
human pace. This module keeps acting, the clock, curtains and the autosave.
"""

from __future__ import annotations

import dataclasses
import logging
import math
import random
from collections import deque
from dataclasses import dataclass

from game.scenes.base import Scene
from game.table.frame import PlayFrame
from game.wordland import room
from game.wordland.ai.vocabulary import vote_ruling
from game.wordland.rules import events as ev
from game.wordland.rules.actions import Action, PlaceLetter, SayWord, TimeRanOut, Vote, timed
from game.wordland.rules.components import Mode, Phase
from game.wordland.rules.records import GameRecord, RecordRuleError
from game.wordland.rules.refusals import IllegalAction
from game.wordland.rules.setup import GameSetup
from game.wordland.rules.state import GameState
from game.wordland.scenes.bot_seats import BotSeats
from game.wordland.scenes.director import Director, Flash, LogLine, RoundSummary
from game.wordland.scenes.table_drawing import TableDrawing
from game.wordland.scenes.table_input import TableInput
from game.wordland.ui.words import refusal_text
from game.wordland.words.relevance import Ruling
from game.wordland.words.text import refusal

logger = logging.getLogger(__name__)

LOG_LINES = 200
RESULTS_AFTER = 0.4
SUMMARY_AFTER = 2.4
"""Seconds the table stays, teapot stopped, after a round's last word or vote, so the
last word, the vote and who went out are seen before the round's summary covers it."""
LETTER_WINDOW = 15.0
"""Seconds a person at the screen may take to decide on showing the Queen's or the
Rabbit's letter while a bot speaks next (issue 33; W4.2a, W5.1, W5.2): the bot and its
teapot wait meanwhile, and the wait itself stops while the table asks anything else."""
READY_SECONDS = 4.0
"""Kids topics (issue 36): a person's teapot starts when she has the box — her first
letter, or this many seconds after the turn came to her, whichever is first."""
KIDS_VERDICT = 4.0
"""Kids topics: a vote's verdict held for a child (see `verdict`) goes on by itself after
this many seconds (she need read no Continue); a click or Space goes on sooner."""
CHILD_VOTE_AFTER = 1.0
"""Seconds between the votes the table casts for children in kids topics (issue 36)."""
HURRY = 6.0
"""How much faster the bots play once no person at the screen is still in the round."""


@dataclass
class Verdict:
    """A vote held on the table for the person whose word it was (`PlayScene.verdict`)."""

    table: GameState
    """The table as the vote ended: its ballot with every vote in."""
    decided: ev.VoteDecided
    """The engine's decision (the votes for and against, whether the word stands)."""
    up: float = 0.0
    """Seconds it has been up (kids topics go on after KIDS_VERDICT)."""


@dataclass
class Curtain:
    """Only `seat` looks: at a secret letter, or at the topics the Queen chooses from."""

    seat: int
    purpose: str
    """"secret" or "topic"."""
    open: bool = False
    """False: the curtain asks the others to look away; True: the owner is looking."""


class PlayScene(PlayFrame):
    game_id = "wordland"
    record_error = RecordRuleError
    auto_time_out = True
    """The scene applies TimeRanOut itself (a replay takes it from its record)."""

    def __init__(self, app, setup: GameSetup, seed: int | None = None,
                 autosave: bool = True) -> None:
        super().__init__(app)
        self.setup = setup
        self.names = [seat.name for seat in setup.seats]
        self.language = setup.language
        self.typed = setup.options.mode is Mode.TYPE
        self.kids = setup.options.kids_topics
        """Kids topics (W10.1, issue 36): kind words, no vote asked of a child."""
        self.rng = random.Random(seed if seed is not None else app.rng.getrandbits(64))
        self.state, start_events = GameState.start(setup)
        self.record = GameRecord(setup)
        self.controllers = [seat.controller for seat in setup.seats]
        self.bots = BotSeats(self.controllers if not self.watching else [], self.rng,
                             app.threaded_bots)
        self.humans = [i for i, c in enumerate(self.controllers) if c == "human"]
        self.since = 0.0
        self.clock = 0.0
        self.log: deque[LogLine] = deque(maxlen=LOG_LINES)
        """What happened, as engine events: drawn in the language of the moment."""
        self.flash: Flash | None = None
        self.summary: RoundSummary | None = None
        self.summary_due: RoundSummary | None = None
        """A finished round's summary, waiting `summary_wait` seconds (SUMMARY_AFTER)."""
        self.summary_wait = 0.0
        self.frozen: GameState | None = None
        """The table as it stood before the round's last action, shown (not played) while
        the summary waits: the words said, who was in, the banner of the last out."""
        self._before: GameState | None = None
        self.verdict: Verdict | None = None
        """A vote on a person's word that no person at the screen took part in, as it
        ended (every vote in, with the bots' reasons): it stays on the table, the teapot
        and the bots waiting, until someone presses Continue, so the person whose word it
        was reads why before anything moves on (issue 32, item 5)."""
        self.because: dict[int, Ruling] = {}
        """The bots' reasons for their challenge and votes in the current ballot (issue
        32, item 5): the log and the vote panel say why each bot voted as it did."""
        self.letter_wait = 0.0
        """Seconds this between-turns window has waited for a person's letter."""
        self.ready_wait = 0.0
        """Kids topics: seconds this turn has waited for its speaker to take the box."""
        self.history: list[tuple[int, ...]] = [tuple(0 for _ in self.names)]
        self.curtain: Curtain | None = None
        self.topic_seen = False
        """The Queen (or the only person at the screen) has seen this round's topics."""
        self.finished_for = 0.0
        self._tick_mark: tuple[float, int] | None = None
        self.build_parts(Director, TableInput, TableDrawing)
        self.director.handle(start_events)
        self.after_change()
        self.save_first(autosave)

    # ================================================================= helpers

    @property
    def shown(self) -> GameState:
        """The state the table draws: the live one, a vote's verdict while it waits
        for Continue, or the round just ended while its summary waits."""
        if self.verdict is not None:
            return self.verdict.table
        return self.frozen if self.frozen is not None else self.state

    @property
    def time_left(self) -> float:
        s = self.state
        if s.phase is not Phase.DISCUSSION:
            return s.timer_left
        return max(0.0, s.timer_left - self.since)

    def typing_shown(self) -> str | None:
        """The word a bot speaker has typed so far (None: it is not typing)."""
        return self.bots.typing(self.state.speaker, self.since)

    def human_speaker(self) -> int | None:
        s = self.state
        if s.phase is Phase.DISCUSSION and s.speaker not in self.bots and not self.watching:
            return s.speaker
        return None

    def show_flash(self, text: str | LogLine, kind: str) -> None:
        if not self.quiet:
            self.flash = Flash(text, kind)

    @property
    def blocked(self) -> bool:
        """Something covers the table or asks a question of someone other than the
        speaker: the teapot and the bots wait (Pause stops `update` altogether)."""
        return (self.summary is not None or self.summary_due is not None
                or self.curtain is not None or self.input.asking or self.verdict is not None)

    def humans_in(self) -> list[int]:
        """The people at the screen still in this round."""
        s = self.state
        return [seat for seat in self.humans if not s.out[seat]]

    hurry_factor = HURRY
    """A round no person is still in, or asked to finish, plays out this much faster."""

    @property
    def hurried(self) -> bool:
        """No person is still in the round (or they asked to finish it): bots hurry."""
        if self.watching or self.state.phase is Phase.GAME_OVER:
            return False
        return self.hurry.on or (bool(self.bots.bots) and not self.humans_in())

    def finish_round(self) -> None:
        """"Finish the round": the bots play the round out fast (the kit's hurry, on
        until the round ends)."""
        self.hurry.hurry_on()
        self.input.rebuild()

    # ================================================================= acting

    def act(self, action: Action, elapsed: float | None = None) -> bool:
        """Apply `action` now (or with a recorded `elapsed`); False, with the reason on
        screen, when the rules refuse it."""
        spent = self.since if elapsed is None else elapsed
        done = timed(action, spent)
        self._before = None if self.quiet else self.state.clone()
        try:
            events = self.state.apply(done)
        except IllegalAction as exc:
            self.show_flash(refusal_text(str(exc)), "bad")
            logger.debug("refused %s: %s", done, exc)
            return False
        self.record.actions.append(done)
        round_before = self.state.round
        self.verdict = self._verdict(done, events)
        self.since = 0.0
        self.letter_wait = 0.0
        self.ready_wait = 0.0
        self._tick_mark = None
        self.director.handle(events)
        if self.state.round != round_before:
            self.hurry.hurry_off()
        self.after_change()
        self.autosave()
        return True

    def _verdict(self, done: Action, events: list) -> Verdict | None:
        """What to hold after `done` (see `verdict`): the vote's last ballot with `done`'s
        vote in it and the engine's decision, when `done` ended a vote on the word of a
        person at the screen and no person at the screen voted in it; else None."""
        before = self._before
        decided = next((e for e in events if isinstance(e, ev.VoteDecided)), None)
        if before is None or before.ballot is None or decided is None \
                or not isinstance(done, Vote) or self.watching or self.hurry.on:
            return None
        ballot = before.ballot
        if ballot.target not in self.humans or any(v in self.humans for v in ballot.voters):
            return None
        held = before.clone()
        held.ballot = dataclasses.replace(ballot, votes={**ballot.votes, done.seat: done.accept})
        return Verdict(held, decided)

    def close_verdict(self) -> None:
        """Continue: the table goes on from the vote's verdict."""
        self.verdict = None
        self.input.rebuild()

    def say_word(self, seat: int, text: str) -> bool:
        """The speaker typed `text` and pressed Enter: refused input keeps the turn."""
        why = refusal(text)
        if why:
            self.show_flash(refusal_text(why), "bad")
            self.sound("button")
            return False
        if self.act(SayWord(seat, text)):
            self.input.entry.clear()
            return True
        return False

    def after_change(self) -> None:
        """The table changed: curtains, buttons and the bots' plans follow."""
        s = self.state
        if s.phase is not Phase.TOPIC:
            self.topic_seen = False
        if self.curtain is not None and self.curtain.purpose == "topic" \
                and s.phase is not Phase.TOPIC:
            self.curtain = None
        if self.curtain is not None and self.curtain.purpose == "secret" \
                and self.curtain.seat not in s.secret:
            self.curtain = None
        if not self.quiet:
            self.bots.replan(s)
        self.input.rebuild()

    # ================================================================= curtains

    def open_curtain(self, seat: int, purpose: str) -> None:
        self.curtain = Curtain(seat, purpose, open=not self.shared_screen)
        self.input.rebuild()

    def close_curtain(self) -> None:
        curtain = self.curtain
        self.curtain = None
        if curtain is not None and curtain.purpose == "topic":
            self.topic_seen = True
        self.input.rebuild()

    def close_summary(self) -> None:
        self.summary = None
        self.input.rebuild()

    def round_ended(self, summary: RoundSummary) -> None:
        """The round's summary, after a moment for the last word, vote and out to be seen
        (at once when a saved game is replayed quietly)."""
        if self.quiet:
            self.summary = summary
            return
        self.summary_due = summary
        self.summary_wait = SUMMARY_AFTER
        self.frozen = self._before

    def skip(self) -> bool:
        """Space: skip what is animating (the pause before a summary, a banner, a bot's
        typing). True when something was skipped."""
        if self.summary_due is not None:
            self.summary_wait = 0.0
            return True
        if self.flash is not None:
            self.flash = None
            return True
        return self.bots.say_now(self.state.speaker, self.since)

    # ================================================================= time

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        self.bots.poll()
        if self.flash is not None:
            self.flash.left -= dt  # real seconds even when bots hurry: a new one replaces it
            if self.flash.left <= 0:
                self.flash = None
        self.input.update(dt)
        if self.verdict is not None:  # the vote's verdict waits for Continue
            self.verdict.up += dt
            if self.kids and self.verdict.up >= KIDS_VERDICT:
                self.close_verdict()  # a child need not read Continue (issue 36)
            return
        if self.summary_due is not None:
            self.summary_wait -= dt
            if self.summary_wait <= 0:
                self.summary, self.summary_due = self.summary_due, None
                self.flash = None
                self.frozen = None
                self.input.rebuild()
            return
        if self.blocked:
            return
        s = self.state
        if s.is_over:
            self.finished_for += dt
            if self.finished_for > RESULTS_AFTER:
                self.to_results()
            return
        if self.letter_pending:
            self.letter_wait += dt
            return
        if self.getting_ready:
            self.ready_wait += dt
            return
        if self.bots.thinking:
            return  # the table's clock waits the few milliseconds the bots decide in
        self.since += dt * self.pace
        if s.phase is Phase.DISCUSSION:
            self._tick()
            if self.auto_time_out and self.since >= s.timer_left:
                self.act(TimeRanOut(s.speaker))
                return
        self.next_move()

    @property
    def letter_pending(self) -> bool:
        """A person at the screen may show the Queen's or the Rabbit's letter and a bot
        speaks next: the table waits for her, up to LETTER_WINDOW (issue 33)."""
        return self.letter_holder() is not None

    def keep_letter(self) -> None:
        """The person keeps her letter hidden: the wait for her ends, the bot speaks."""
        self.letter_wait = LETTER_WINDOW

    def letter_holder(self) -> int | None:
        """The person the table waits for while `letter_pending` (the Queen's or the
        Rabbit's seat), else None."""
        s = self.state
        if s.phase is not Phase.DISCUSSION or s.speaker not in self.bots or self.watching \
                or self.letter_wait >= LETTER_WINDOW or self.hurried:
            return None
        return next((a.seat for a in s.legal_actions()
                     if isinstance(a, PlaceLetter) and a.seat not in self.bots), None)

    @property
    def getting_ready(self) -> bool:
        """Kids topics, typed: a person's turn has just come and she has not typed yet;
        her teapot waits for her first letter, up to READY_SECONDS (issue 36)."""
        return (self.kids and self.typed and self.since == 0.0
                and self.ready_wait < READY_SECONDS and self.human_speaker() is not None
                and not self.input.entry.value and not self.hurried)

    @property
    def pace(self) -> float:
        """How fast game time runs (1: real time; a replay can go faster; bots playing
        out a round no person is still in go HURRY times faster)."""
        return self.hurry.factor if self.hurried else 1.0

    def next_move(self) -> None:
        """Bots whose planned moment has come act (one per frame); in kids topics the
        bots' judgement also votes for each person at the screen (`settle_for_child`)."""
        if self.settle_for_child():
            return
        move = self.bots.due(self.since)
        if move is not None:
            if move.because is not None:
                self.because[move.action.seat] = move.because
            self.act(move.action)

    def settle_for_child(self) -> bool:
        """Kids topics, typed (issue 36): no vote is asked of a child. Once the bots
        have voted (or at once at a table of people only), each person's vote is the
        judge's, with its reason in the log. True when a vote was cast."""
        s = self.state
        ballot = s.ballot
        if not self.kids or not self.typed or s.phase is not Phase.VOTE or ballot is None \
                or self.watching:
            return False
        waiting = [v for v in ballot.voters if v not in ballot.votes and v not in self.bots]
        bots_waiting = any(v not in ballot.votes for v in ballot.voters if v in self.bots)
        text = s.said[ballot.word].text
        if not waiting or bots_waiting or text is None or self.since < CHILD_VOTE_AFTER:
            return False
        ruling = vote_ruling(text, s.language, tuple(s.topics), kids=True)
        self.because[waiting[0]] = ruling
        return self.act(Vote(waiting[0], ruling.fits))

    def _tick(self) -> None:
        """The teapot ticks every second, twice a second under 5 s, four times under 2.5."""
        left = self.time_left
        interval = 1.0 if left > 5 else 0.5 if left > 2.5 else 0.25
        mark = (interval, math.ceil(left / interval))
        if self._tick_mark is not None and mark != self._tick_mark and left > 0.05:
            self.sound("teapot_tick")
        self._tick_mark = mark

    # ================================================================= leaving

    def open_pause(self) -> None:
        """Pause covers the table; an open curtain closes first, so a secret letter (or
        the Queen's topics) never stays in sight behind the menu (issue 33)."""
        self.input.entry.set_active(False)
        if self.curtain is not None and self.curtain.open:
            self.curtain.open = False
            self.input.rebuild()
        super().open_pause()

    def results(self) -> Scene:
        from game.wordland.scenes.results import ResultsScene

        return ResultsScene(self.app, self.state, self.record, self.history)

    def close(self) -> None:
        self.input.entry.set_active(False)
        self.bots.close()

    def store(self):
        return room.saves(self.app)

    # ================================================================= continue

    @property
    def hides_hands(self) -> bool:
        return False  # no hands: a secret letter has its own curtain (`open_curtain`)

    def replay_action(self, action: Action) -> bool:
        """Continue: each action with its recorded `elapsed`; a round's summary that came
        up on the way is passed."""
        self.summary = None
        return self.act(action, elapsed=action.elapsed)

    def resumed(self, record: GameRecord) -> None:
        """The teapot starts where the record left it: the time the speaker had after
        the last action (the seconds spent away count against no one)."""
        self.flash = None
        self.after_change()

    # ================================================================= the seams

    def on_resize(self) -> None:
        self.drawing.invalidate()
        self.input.rebuild()

    def on_language(self) -> None:
        """Language, text size or palette: the table's kept parts are painted anew."""
        self.on_resize()
