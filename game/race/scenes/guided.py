"""The guided first game: a fixed deal against two gentle bots, with a coach.

The coach is driven by what is on the table, not by a script: each lesson has a
condition read from the table as it stands (the player's own decision, a large pawn, a
pawn in the hole) or from what just happened (a Cheshire Cat move, a cookie taken in
passing), and the first lesson whose condition holds and that has not been taught yet
is said, in a bubble pointing at the thing itself. So an Undo, a hint, Pause, a resize
or Continue can never derail it: the rebuilt table is read again and the lessons not yet
taught still come. The coach is the table kit's (`game.table.coach`): this module gives
only the race's lessons. What has been taught is kept in the settings
(`Settings.tables["race"]["coach"]`), so Continue and Undo remember it; a new guided game
starts the list afresh. While a bubble is up the table waits; a click, Enter or Space
carries on. At the results a last word closes the lesson, and keeps the coach's word: it
says "You know the whole race now" only when every lesson came up, else it names the
ones this game did not bring (a small pawn that never fell into a Rabbit Hole, say).

The first time the race's lobby opens it says so (`welcome`, remembered in
`Settings.tables["race"]["welcomed"]`); the guided game and How to Play stay in the
lobby for later (`lobby_extras`). Starting the guided game over a saved game asks first.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable

import pygame

from game.race import room
from game.race.rules import events as ev
from game.race.rules.actions import Decision, PlayCard
from game.race.rules.board import SpaceKind
from game.race.rules.components import DECK, JOKER, Character
from game.race.rules.setup import GameSetup, Seat, Variants, deal
from game.race.rules.state import NO_PLAYER
from game.race.scenes.play import PlayScene
from game.race.table_choice import GAME_ID
from game.race.ui.words import default_name
from game.shell.i18n import N_
from game.table.coach import Coach, Coached, Lesson, first_welcome, remember, start_afresh
from game.table.coach import open_guided as kit_open_guided
from game.table.coach import taught as taught_in

GUIDED_SEED = 1865
"""Alice's Adventures in Wonderland, 1865: the deal is the same every time."""
FIRST_CARDS = ((5, 2, JOKER, 1, 3), (1, 4, 3, 2, 5), (2, 5, 1, 4, 3))
"""The top of each deck: Alice's first hand is 5, 2, Joker (the 2 in the middle cannot
be played; the Joker can)."""

WELCOME = N_("Welcome! New to the race? Try a guided first game: a coach explains each "
             "thing as it comes up.")

TIPS: dict[str, str] = {
    "hand": N_("This is your hand. You may play the card at the left end or the one at "
               "the right end, never the middle one. Point at a card to see where your "
               "pawn goes."),
    "joker": N_("This is the Joker! Play it, then choose what it counts as, from 1 to 5."),
    "spin": N_("Time to spin! Drag the spinner's hand round and let go, or hold the Spin "
               "button (or Space) and let go. It must go all the way round."),
    "large": N_("A pawn that stops on the Caterpillar grows large. A large pawn may add "
                "+1 to its moves and walks over the Rabbit Holes. Only one pawn is large "
                "at a time."),
    "boost": N_("Your pawn is large: you may add +1 to this move. Pick the move you "
                "like best."),
    "cheshire": N_("The Cheshire Cat! A pawn that stops here moves again, by the same "
                   "number."),
    "hole": N_("A Rabbit Hole: a small pawn that stops here falls in. Next turn it plays "
               "a card and spins that many times to find a way out."),
    "escape": N_("You are in the Rabbit Hole. Play a card: its number is how many spins "
                 "you get to find a way out."),
    "climb": N_("A way out! Climb out to the glowing space, or spin again for a better "
                "one."),
    "tea": N_("The Tea Party: a pawn that passes it takes the cookie on display. A pawn "
              "that stops on it chooses that cookie or a face-down one."),
    "tea_choice": N_("Take the cookie on display, or a face-down one: it may be worth "
                     "more, or less."),
}
CLOSING = N_("Well played! The most points wins: big cookies count their number, small "
             "ones 1 each. You know the whole race now: start a game of your own from "
             "New game.")
CLOSING_SOME = N_("Well played! The most points wins: big cookies count their number, "
                  "small ones 1 each.")


def welcome(app) -> str | None:
    """The lobby's word of welcome: only the first time the race's lobby opens."""
    return first_welcome(app, GAME_ID, WELCOME)


def _remember(app, key: str, value: object) -> None:
    remember(app, GAME_ID, key, value)


def taught(app) -> set[str]:
    """The lessons the coach of the guided game has given (a damaged entry: none)."""
    return taught_in(app, GAME_ID, TIPS)


def _deck(top: tuple[int, ...]) -> tuple[int, ...]:
    rest = Counter(DECK)
    rest.subtract(top)
    return (*top, *sorted(rest.elements(), reverse=True))


def guided_setup(app) -> GameSetup:
    """Alice (you) against the Hatter and the March Hare, easy bots, on a fixed deal."""
    chars = (Character.ALICE, Character.HATTER, Character.HARE)
    seats = tuple(Seat(c, default_name(c), "human" if c is Character.ALICE else "bot:easy")
                  for c in chars)
    setup = deal(room.level(app).board, seats, random.Random(GUIDED_SEED), Variants(), 0,
                 seed=GUIDED_SEED)
    return dataclasses.replace(setup, decks=tuple(_deck(top) for top in FIRST_CARDS))


def is_guided(setup: GameSetup) -> bool:
    """A game dealt by `guided_setup` (Continue and Undo rebuild it with its coach)."""
    return (setup.seed == GUIDED_SEED and len(setup.decks) == len(FIRST_CARDS)
            and all(tuple(d[:len(top)]) == top
                    for d, top in zip(setup.decks, FIRST_CARDS, strict=True))
            and [s.controller for s in setup.seats] == ["human", "bot:easy", "bot:easy"])


# ------------------------------------------------------------------ the lessons
# Each looks at the table through the coach (`c.play`, `c.happened`) and returns what it
# points at, or None when it does not apply now.

def _me(c: Coach) -> int | None:
    """The player to decide, when it is the person at the screen."""
    return c.play.human_to_act()


def _cards(c: Coach, pick: Callable[[int, int], bool]) -> list[pygame.Rect]:
    """The hand's cards for which pick(slot, card) holds."""
    play = c.play
    hand = play.state.hands[play.state.turn]
    return [play.hand_view.card_rect(i, len(hand)).inflate(12, 12)
            for i, card in enumerate(hand) if pick(i, card)]


def _playable(c: Coach) -> set[int]:
    return {a.slot for a in c.play.state.legal_actions() if isinstance(a, PlayCard)}


def _space(c: Coach, space: int) -> pygame.Rect:
    geo = c.play.geo
    x, y = geo.centre(space)
    size = geo.size(space) + 24
    return pygame.Rect(round(x - size / 2), round(y - size / 2), round(size), round(size))


def _pawn(c: Coach, player: int) -> pygame.Rect:
    x, y = c.play.director.feet(player)
    return pygame.Rect(round(x - 55), round(y - 130), 110, 150)


def _choices(c: Coach) -> pygame.Rect:
    return c.play.hand_view.regions()["choices"].inflate(12, 12)


def _deciding(c: Coach, decision: Decision) -> bool:
    return _me(c) is not None and c.play.state.decision is decision


def hand(c: Coach) -> list[pygame.Rect] | None:
    if not _deciding(c, Decision.CARD) or c.play.state.escape:
        return None
    playable = _playable(c)
    if len(c.play.state.hands[c.play.state.turn]) < 3:
        return None
    return _cards(c, lambda i, _c: i in playable)


def joker(c: Coach) -> list[pygame.Rect] | None:
    if not _deciding(c, Decision.CARD):
        return None
    playable = _playable(c)
    found = _cards(c, lambda i, c: c == JOKER and i in playable)
    return found or None


def spin(c: Coach) -> list[pygame.Rect] | None:
    if not _deciding(c, Decision.SPIN):
        return None
    geo = c.play.geo
    r = round(geo.clock_radius)
    x, y = (round(v) for v in geo.pivot)
    return [pygame.Rect(x - r, y - r, 2 * r, 2 * r), _choices(c)]


def large(c: Coach) -> list[pygame.Rect] | None:
    t = c.play.table
    if t.large == NO_PLAYER or not c.play.idle:
        return None
    return [_pawn(c, t.large)]


def boost(c: Coach) -> list[pygame.Rect] | None:
    return [_choices(c)] if _deciding(c, Decision.BOOST) else None


def cheshire(c: Coach) -> list[pygame.Rect] | None:
    if "cheshire" not in c.happened:
        return None
    cats = c.play.board.indices_of(SpaceKind.CHESHIRE_CAT)
    return [_space(c, cat) for cat in cats]


def hole(c: Coach) -> list[pygame.Rect] | None:
    t = c.play.table
    fallen = [p for p, down in enumerate(t.in_hole) if down]
    return [_space(c, t.positions[fallen[0]])] if fallen else None


def escape(c: Coach) -> list[pygame.Rect] | None:
    if not _deciding(c, Decision.CARD) or not c.play.state.escape:
        return None
    playable = _playable(c)
    return _cards(c, lambda i, _c: i in playable)


def climb(c: Coach) -> list[pygame.Rect] | None:
    s = c.play.state
    if not _deciding(c, Decision.ESCAPE):
        return None
    return [_space(c, s.escape_result), _choices(c)]


def tea(c: Coach) -> list[pygame.Rect] | None:
    if "tea" not in c.happened:
        return None
    return [_space(c, 0), c.play.anchors["cookie_display"].inflate(12, 12)]


def tea_choice(c: Coach) -> list[pygame.Rect] | None:
    if not _deciding(c, Decision.TEA_PARTY):
        return None
    anchors = c.play.anchors
    return [anchors["cookie_display"].inflate(12, 12),
            anchors["cookie_stack"].inflate(12, 12), _choices(c)]


def _lesson(key: str, look: Callable[[Coach], list[pygame.Rect] | None],
            topic: str) -> Lesson:
    return Lesson(key, TIPS[key], lambda c: look(c) is not None,
                  lambda c: look(c) or [], topic)


LESSONS: tuple[Lesson, ...] = (
    _lesson("hand", hand, N_("playing from the ends of your hand")),
    _lesson("joker", joker, N_("the Joker")),
    _lesson("spin", spin, N_("the spinner")),
    _lesson("cheshire", cheshire, N_("the Cheshire Cat")),
    _lesson("tea", tea, N_("the Tea Party")),
    _lesson("tea_choice", tea_choice, N_("choosing a cookie at the Tea Party")),
    _lesson("large", large, N_("growing large at the Caterpillar")),
    _lesson("boost", boost, N_("a large pawn's +1")),
    _lesson("hole", hole, N_("the Rabbit Hole")),
    _lesson("escape", escape, N_("getting out of a Rabbit Hole")),
    _lesson("climb", climb, N_("getting out of a Rabbit Hole")),
)
"""In the order they are said when several apply at once."""


def spots(play: PlayScene) -> list[tuple[int, int]]:
    """Where the bubble may go: the board's middle, else above or below it, else over
    the log."""
    px, py = (round(v) for v in play.geo.pivot)
    log = play.anchors["log_area"]
    return [(px, py), (px, py - 250), (px, py + 250), (log.centerx + 150, log.centery)]


class GuidedPlay(Coached, PlayScene):
    """The Play scene of the guided first game: the ordinary table, and a coach."""

    def __init__(self, app, setup: GameSetup | None = None, seed: int | None = None,
                 autosave: bool = True) -> None:
        self.coach = None
        super().__init__(app, setup or guided_setup(app), seed=GUIDED_SEED,
                         autosave=autosave)
        self.coach = Coach(self, GAME_ID, LESSONS, spots=lambda: spots(self))

    def _after_event(self, event: ev.Event) -> None:
        super()._after_event(event)
        if self.coach is not None and not self.replaying:
            match event:
                case ev.CheshireMove():
                    self.coach.notice("cheshire")
                case ev.PassedTeaParty(_p, cookie) if cookie:
                    self.coach.notice("tea")
                case ev.Stopped(_p, _s, SpaceKind.TEA_PARTY, True):
                    self.coach.notice("tea")

    def _results_word(self) -> str | None:
        return self.coach.closing(CLOSING, CLOSING_SOME)


def new_guided(app) -> None:
    """A new guided game: the coach starts its lessons afresh."""
    start_afresh(app, GAME_ID)
    app.push(GuidedPlay(app))


def open_guided(app) -> None:
    """The lobby's button: a saved game is only replaced once the player says so."""
    kit_open_guided(app, GAME_ID, room.saves(app), GuidedPlay)
