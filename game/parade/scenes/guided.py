"""The Parade's guided first game: a fixed deal against two gentle bots, with a coach.

The coach is the table kit's (`game.table.coach`); the lessons are the Parade's
(`guided_lessons`), each said as the table brings it up: the parade and where a card
goes, which cards a play takes, the preview, collections, Undo, the Hint, majorities
(and the two-player rule), the sixth colour, the last round, the final discard, the
scoring show, and a closing word that names whatever this game did not bring up.

The deal (`GUIDED_SEED`) was chosen so a newcomer meets each of them: Alice (you) plays
first and her opening hand holds the purple 3, which takes the purple 10 (its colour)
and the green 1 (worth no more) from the far end of the parade; in games played out
from this deal, by a newcomer's cheapest plays or at random, someone reaches five
colours, someone holds a majority and a sixth colour ends the game. The bots are the
easy ones. Continue and Undo rebuild the guided game with its coach (`is_guided`); what
was taught is kept in `Settings.tables["parade"]["coach"]`.
"""

from __future__ import annotations

import random

from game.parade import room
from game.parade.rules.setup import GameSetup, Options, Seat, deal
from game.parade.scenes.guided_lessons import LESSONS, spots
from game.parade.scenes.play import PlayScene
from game.parade.ui.words import default_name
from game.shell.i18n import N_
from game.table.coach import Coach, Coached, first_welcome, start_afresh
from game.table.coach import open_guided as kit_open_guided

GAME_ID = "parade"
GUIDED_SEED = 290
"""The deal every guided game is dealt (see the module's docstring)."""
CHARACTERS = ("alice", "hatter", "hare")
CONTROLLERS = ("human", "bot:easy", "bot:easy")
WELCOME = N_("Welcome! New to the parade? Try a guided first game: a coach explains "
             "each thing as it comes up.")


def welcome(app) -> str | None:
    """The lobby's word of welcome: only the first time the parade's lobby opens."""
    return first_welcome(app, GAME_ID, WELCOME)


def guided_setup() -> GameSetup:
    """Alice (you, first) against the Hatter and the March Hare, easy bots."""
    seats = tuple(Seat(default_name(ch), ctl) for ch, ctl in zip(CHARACTERS, CONTROLLERS,
                                                                 strict=True))
    return deal(seats, random.Random(GUIDED_SEED), Options(), 0, seed=GUIDED_SEED)


def is_guided(setup: GameSetup) -> bool:
    """A game dealt by `guided_setup` (Continue and Undo rebuild it with its coach)."""
    return (setup.seed == GUIDED_SEED
            and tuple(s.controller for s in setup.seats) == CONTROLLERS
            and setup.first_player == 0
            and setup.deck == guided_setup().deck)


class GuidedPlay(Coached, PlayScene):
    """The Parade's table of the guided first game, and its coach."""

    def __init__(self, app, setup: GameSetup | None = None, seed: int | None = None,
                 autosave: bool = True, characters: list[str] | None = None) -> None:
        self.coach = None
        super().__init__(app, setup or guided_setup(), seed=GUIDED_SEED, autosave=autosave,
                         characters=list(characters or CHARACTERS))
        self.coach = Coach(self, GAME_ID, LESSONS, spots=lambda: spots(self),
                           nearest=True)

    def coach_may_speak(self) -> bool:
        """When all is still and nothing covers the table (the end show too)."""
        return self.idle and self.inspecting is None and self.curtain_for is None


def new_guided(app) -> None:
    """A new guided game: the coach starts its lessons afresh."""
    start_afresh(app, GAME_ID)
    app.push(GuidedPlay(app))


def open_guided(app) -> None:
    """The lobby's "Guided first game": asks before a saved game is replaced."""
    kit_open_guided(app, GAME_ID, room.saves(app), GuidedPlay)
