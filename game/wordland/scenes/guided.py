"""The word game's guided first game: a typed round against gentle bots, with a coach.

The coach is the table kit's (`game.table.coach`); this module gives it the word game's
lessons (`guided_lessons`, pure conditions on the table) and says where each thing a
lesson points at is on the screen. The table (`guided_table`) is a fixed deal in which
each gentle bot uses its character's trick once in the first round, so the Queen's and
the Rabbit's letters, the Twins' time token, the Cat's pass, the Caterpillar's bet, a
challenge, a vote and someone going out all come up while you play; the round's summary
brings the points and the closing word, which names anything the round did not show.

Lessons read the table as it stands, so Pause, a resize, a language change, a vote
taken back or Continue never lose one; what has been taught is kept in
`Settings.tables["wordland"]["coach"]`. Starting the guided game over a saved game
asks first (`open_guided`).
"""

from __future__ import annotations

import pygame

from game.shell.i18n import N_, _, current_language
from game.shell.names import visible_name
from game.table.coach import Coach, Coached, first_welcome, start_afresh
from game.table.coach import Lesson as KitLesson
from game.table.coach import open_guided as kit_open
from game.wordland import room
from game.wordland.rules.actions import Action
from game.wordland.rules.setup import GameSetup
from game.wordland.scenes import guided_lessons as lessons
from game.wordland.scenes.guided_table import GUIDED_SEED, gentle, guided_setup, is_guided
from game.wordland.scenes.play import PlayScene
from game.wordland.scenes.table_input import ROW_OF
from game.wordland.table_choice import DEFAULT_NAMES, GAME_ID, remembered
from game.wordland.ui import geometry as geo

SPOTS = ((400, 420), (960, 560), (960, 290), (1530, 520), (960, 880))
"""Where the bubble may stand (centres, best first): over the words said, over the
speaker's box, over the letters, over the side column, over the players."""
SUMMARY_SPOTS = ((960, 930), (960, 200))
"""Over the round's summary: under its table of points, else above it."""
CLOSING_KEY = "closing"

__all__ = ["GUIDED_SEED", "GuidedPlay", "is_guided", "new_guided", "open_guided", "welcome"]


WELCOME = N_("Welcome! New to the game? Try a guided first game: a coach explains each "
             "thing as it comes up.")


def welcome(app) -> str | None:
    """The lobby's word of welcome: only the first time the word game's lobby opens."""
    return first_welcome(app, GAME_ID, WELCOME)


class WordCoach(Coach):
    """The kit's coach with the word game's lessons; the bubble's words name the seats
    and letters of the table (`guided_lessons.Lesson.fill`)."""

    def __init__(self, play: GuidedPlay) -> None:
        self.found: dict[str, lessons.Lesson] = {}
        """The lesson as it applied when last checked (its seats and letters)."""
        kit = [KitLesson(key, self._text(key), self._when(key), self._points(key),
                         lessons.TRICKS.get(key, ""))
               for key in lessons.KEYS]
        kit.append(KitLesson(CLOSING_KEY, self._text(CLOSING_KEY), self._closing_due))
        super().__init__(play, GAME_ID, kit, spots=self._spots, nearest=True)

    # ------------------------------------------------------------------ reading

    def table(self) -> lessons.Table:
        play = self.play
        return lessons.Table(play.state, tuple(play.humans), summary=play.summary is not None,
                             asking=play.input.asking or play.curtain is not None)

    def _applies(self, key: str) -> lessons.Lesson | None:
        return lessons.applies(self.table(), key)

    def _when(self, key: str):
        def when(_coach: Coach) -> bool:
            found = self._applies(key)
            if found is not None:
                self.found[key] = found
            return found is not None
        return when

    def _points(self, key: str):
        def points(_coach: Coach) -> list[pygame.Rect]:
            found = self._applies(key) or self.found.get(key)
            return self.rects(found.targets) if found is not None else []
        return points

    def _closing_due(self, _coach: Coach) -> bool:
        summary = self.play.summary
        return summary is not None and summary.round == 0 and "points" in self.taught

    def _spots(self) -> tuple[tuple[int, int], ...]:
        return SUMMARY_SPOTS if self.play.summary is not None else SPOTS

    # ------------------------------------------------------------------ where

    def rects(self, targets: tuple[lessons.Target, ...]) -> list[pygame.Rect]:
        out: list[pygame.Rect] = []
        for target in targets:
            out.extend(self._rect(target))
        return out

    def _rect(self, target: lessons.Target) -> list[pygame.Rect]:
        play = self.play
        s = play.state
        fixed = {"row": geo.ROW, "extra": geo.EXTRA, "topic": geo.TOPIC,
                 "teapot": geo.TEAPOT.union(geo.TIME), "panel": geo.PANEL,
                 "entry": geo.ENTRY}
        if target.kind in fixed:
            return [fixed[target.kind].inflate(8, 8)]
        if target.kind == "seat":
            return [geo.player_boxes(s.n)[target.seat].inflate(10, 10)]
        if target.kind in ("topics", "bets"):  # the choices, ringed as one
            rects = [w.rect for w in play.widgets if geo.PANEL.contains(w.rect)]
            return [rects[0].unionall(rects[1:]).inflate(12, 12)] if rects else []
        cell = self._side_cell(target.kind)
        if cell is None:
            return []
        return [w.rect.inflate(10, 10) for w in play.widgets if w.rect == cell][:1]

    def _side_cell(self, kind: str) -> pygame.Rect | None:
        """Where table_input puts a side-column button (its rows move up when a row
        above is empty)."""
        play = self.play
        legal: list[Action] = [a for a in play.state.legal_actions() if a.seat in play.humans]
        kinds = {ROW_OF.get(type(a)) for a in legal}
        row_at = {0: 0, 1: 1, 2: 2 if 1 in kinds else 1 if 0 in kinds else 0}
        cells = {"challenge": geo.side_cell(row_at[0]),
                 "place_letter": geo.side_cell(row_at[1], 0),
                 "token": geo.side_cell(row_at[2], 0),
                 "pass": geo.side_cell(row_at[2], 1)}
        return cells.get(kind)

    # ------------------------------------------------------------------ words

    def _text(self, key: str):
        return lambda _coach: self.said(key)

    def said(self, key: str) -> str:
        """The lesson's words in the current language, its seats and letters named."""
        if key == CLOSING_KEY:
            return self.closing(lessons.CLOSING, lessons.CLOSING_SOME)
        found = self.found.get(key)
        if found is None:
            return _(lessons.TEXTS.get(key, ""))
        try:
            return found.fill(_(found.text), self.play.names)
        except (KeyError, IndexError, ValueError):  # a translation missing a place
            return found.fill(found.text, self.play.names)


class GuidedPlay(Coached, PlayScene):
    """The word table of the guided first game: the ordinary table, gentle bots that
    show their tricks, and the coach."""

    def __init__(self, app, setup: GameSetup | None = None, seed: int | None = None,
                 autosave: bool = True) -> None:
        self.coach = None
        self._eat_space = False
        if setup is None:
            setup = guided_setup(current_language(), your_name(app))
        super().__init__(app, setup, seed=GUIDED_SEED, autosave=autosave)
        for seat, bot in list(self.bots.bots.items()):
            self.bots.bots[seat] = gentle(bot)
        if not self.quiet:
            self.bots.replan(self.state)
        self.coach = WordCoach(self)

    def coach_may_speak(self) -> bool:
        """The table is still enough to listen: no round's summary on its way, no
        curtain, no question to the table, the game not over."""
        return (not self.state.is_over and self.summary_due is None and self.curtain is None
                and not self.input.asking and not self.quiet)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.TEXTINPUT and self._eat_space:
            self._eat_space = False
            if event.text == " ":
                return None  # the Space that closed the bubble is no letter of a word
        showing = self.coach is not None and self.coach.showing is not None
        if showing and event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self._eat_space = True
        return super().process_event(event)


def your_name(app) -> str:
    """The name of the first person at the remembered word table (the family's own),
    else the table's first default name."""
    choice = remembered(app.settings.tables)
    person = next((seat.name for seat in choice.seats if seat.controller == "human"), "")
    return visible_name(person, DEFAULT_NAMES[0])


def new_guided(app) -> None:
    """A new guided game: the coach starts its lessons afresh."""
    start_afresh(app, GAME_ID)
    app.push(GuidedPlay(app))


def open_guided(app) -> None:
    """The lobby's button: a saved game is only replaced once the player says so."""
    kit_open(app, GAME_ID, room.saves(app), GuidedPlay)
