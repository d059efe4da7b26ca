"""The guided first game: a fixed deal against two gentle bots, with a coach.

The coach is driven by what is on the table, not by a script: each lesson has a
condition read from the table as it stands (the player's own decision, a large pawn, a
pawn in the hole) or from what just happened (a Cheshire Cat move, a cookie taken in
passing), and the first lesson whose condition holds and that has not been taught yet
is said, in a bubble pointing at the thing itself. So an Undo, a hint, Pause, a resize
or Continue can never derail it: the rebuilt table is read again and the lessons not yet
taught still come. What has been taught is kept in the settings
(`Settings.tables["race"]["coach"]`), so Continue and Undo remember it; a new guided game
starts the list afresh. While a bubble is up the table waits; a click, Enter or Space
carries on. At the results a last word closes the lesson.

The first time the race's lobby opens it says so (`welcome`, remembered in
`Settings.tables["race"]["welcomed"]`); the guided game and How to Play stay in the
lobby for later (`lobby_extras`). Starting the guided game over a saved game asks first.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

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
from game.scenes.base import Scene
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text, rows

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
REPLACE = N_("Start the guided game? The game you have saved will be replaced.")


def welcomed(app) -> bool:
    table = app.settings.tables.get(GAME_ID)
    return isinstance(table, dict) and table.get("welcomed") is True


def welcome(app) -> str | None:
    """The lobby's word of welcome: only the first time the race's lobby opens."""
    if welcomed(app):
        return None
    _remember(app, "welcomed", True)
    return WELCOME


def _remember(app, key: str, value: object) -> None:
    table = app.settings.tables.get(GAME_ID)
    table = dict(table) if isinstance(table, dict) else {}
    table[key] = value
    app.update_settings(app.settings.with_table(GAME_ID, table))


def taught(app) -> set[str]:
    """The lessons the coach of the guided game has given (a damaged entry: none)."""
    table = app.settings.tables.get(GAME_ID)
    got = table.get("coach") if isinstance(table, dict) else None
    return {k for k in got if k in TIPS} if isinstance(got, list) else set()


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


@dataclass
class Tip:
    key: str
    targets: list[pygame.Rect] = field(default_factory=list)
    """What it points at (the arrow goes to the first; each gets a gold ring)."""


class Coach:
    """Which lessons have been given, which one is said now, and the bubble."""

    def __init__(self, play: PlayScene) -> None:
        self.play = play
        self.showing: Tip | None = None
        self.happened: set[str] = set()
        """Lessons about something that just happened (an event), waiting their turn."""

    # ------------------------------------------------------------------ what to say

    @property
    def taught(self) -> set[str]:
        return taught(self.play.app)

    def teach(self, key: str) -> None:
        _remember(self.play.app, "coach", sorted(self.taught | {key}))

    def notice(self, event: ev.Event) -> None:
        """An event has landed on the table: the lesson it calls for, if not given yet."""
        if self.play.replaying:
            return
        match event:
            case ev.CheshireMove():
                self.happened.add("cheshire")
            case ev.PassedTeaParty(_p, cookie) if cookie:
                self.happened.add("tea")
            case ev.Stopped(_p, _s, SpaceKind.TEA_PARTY, True):
                self.happened.add("tea")

    def check(self) -> None:
        """When the table is still: the first lesson that applies now and is new."""
        if self.showing is not None or self.play.curtain_for is not None:
            return
        done = self.taught
        for key, lesson in LESSONS:
            if key in done:
                continue
            targets = lesson(self)
            if targets is not None:
                self.showing = Tip(key, targets)
                self.teach(key)
                return

    def dismiss(self) -> None:
        if self.showing is not None:
            self.happened.discard(self.showing.key)
            self.showing = None

    # --------------------------------------------------------------- the lessons

    def _me(self) -> int | None:
        """The player to decide, when it is the person at the screen."""
        return self.play.human_to_act()

    def _cards(self, pick: Callable[[int, int], bool]) -> list[pygame.Rect]:
        """The hand's cards for which pick(slot, card) holds."""
        play = self.play
        hand = play.state.hands[play.state.turn]
        return [play.hand_view.card_rect(i, len(hand)).inflate(12, 12)
                for i, card in enumerate(hand) if pick(i, card)]

    def _playable(self) -> set[int]:
        return {a.slot for a in self.play.state.legal_actions() if isinstance(a, PlayCard)}

    def _space(self, space: int) -> pygame.Rect:
        geo = self.play.geo
        x, y = geo.centre(space)
        size = geo.size(space) + 24
        return pygame.Rect(round(x - size / 2), round(y - size / 2), round(size), round(size))

    def _pawn(self, player: int) -> pygame.Rect:
        x, y = self.play.director.feet(player)
        return pygame.Rect(round(x - 55), round(y - 130), 110, 150)

    def _choices(self) -> pygame.Rect:
        return self.play.hand_view.regions()["choices"].inflate(12, 12)

    def _deciding(self, decision: Decision) -> bool:
        return self._me() is not None and self.play.state.decision is decision

    def hand(self) -> list[pygame.Rect] | None:
        if not self._deciding(Decision.CARD) or self.play.state.escape:
            return None
        playable = self._playable()
        if len(self.play.state.hands[self.play.state.turn]) < 3:
            return None
        return self._cards(lambda i, _c: i in playable)

    def joker(self) -> list[pygame.Rect] | None:
        if not self._deciding(Decision.CARD):
            return None
        playable = self._playable()
        found = self._cards(lambda i, c: c == JOKER and i in playable)
        return found or None

    def spin(self) -> list[pygame.Rect] | None:
        if not self._deciding(Decision.SPIN):
            return None
        geo = self.play.geo
        r = round(geo.clock_radius)
        x, y = (round(v) for v in geo.pivot)
        return [pygame.Rect(x - r, y - r, 2 * r, 2 * r), self._choices()]

    def large(self) -> list[pygame.Rect] | None:
        t = self.play.table
        if t.large == NO_PLAYER or not self.play.idle:
            return None
        return [self._pawn(t.large)]

    def boost(self) -> list[pygame.Rect] | None:
        return [self._choices()] if self._deciding(Decision.BOOST) else None

    def cheshire(self) -> list[pygame.Rect] | None:
        if "cheshire" not in self.happened:
            return None
        cats = self.play.board.indices_of(SpaceKind.CHESHIRE_CAT)
        return [self._space(c) for c in cats]

    def hole(self) -> list[pygame.Rect] | None:
        t = self.play.table
        fallen = [p for p, down in enumerate(t.in_hole) if down]
        return [self._space(t.positions[fallen[0]])] if fallen else None

    def escape(self) -> list[pygame.Rect] | None:
        if not self._deciding(Decision.CARD) or not self.play.state.escape:
            return None
        playable = self._playable()
        return self._cards(lambda i, _c: i in playable)

    def climb(self) -> list[pygame.Rect] | None:
        s = self.play.state
        if not self._deciding(Decision.ESCAPE):
            return None
        return [self._space(s.escape_result), self._choices()]

    def tea(self) -> list[pygame.Rect] | None:
        if "tea" not in self.happened:
            return None
        return [self._space(0), self.play.anchors["cookie_display"].inflate(12, 12)]

    def tea_choice(self) -> list[pygame.Rect] | None:
        if not self._deciding(Decision.TEA_PARTY):
            return None
        anchors = self.play.anchors
        return [anchors["cookie_display"].inflate(12, 12),
                anchors["cookie_stack"].inflate(12, 12), self._choices()]

    # ------------------------------------------------------------------ drawing

    def bubble(self, tip: Tip) -> pygame.Rect:
        """Where the bubble goes: the board's middle, else above or below it, else over
        the log, the first place that leaves what it points at in view."""
        box = pygame.Rect(0, 0, 760, 270)
        px, py = (round(v) for v in self.play.geo.pivot)
        log = self.play.anchors["log_area"]
        spots = [(px, py), (px, py - 250), (px, py + 250), (log.centerx + 150, log.centery)]
        for spot in spots:
            box.center = spot
            box.clamp_ip(pygame.Rect(0, 0, 1920, 1080))
            if not any(box.colliderect(t) for t in tip.targets):
                return box
        box.center = spots[0]
        return box

    def draw(self, canvas: Canvas) -> None:
        tip = self.showing
        if tip is None:
            return
        box = self.bubble(tip)
        glow = 255 if self.play.reduced else round(170 + 85 * self.play._pulse(0.9)) // 16 * 16
        for target in tip.targets:
            canvas.rect(target, (*theme.GOLD, glow), radius=24, width=8)
        if tip.targets:
            target = tip.targets[0]
            end = target.center if not box.colliderect(target) else target.midtop
            start = (box.centerx, box.bottom if end[1] > box.bottom else box.top)
            if box.top <= end[1] <= box.bottom:
                start = (box.right if end[0] > box.right else box.left, box.centery)
            canvas.line(start, end, theme.INK, 9)
            canvas.line(start, end, theme.GOLD, 5)
            canvas.circle(end, 10, theme.GOLD)
        canvas.rect(box.move(5, 8), (40, 24, 16, 110), radius=26)
        canvas.rect(box, theme.CREAM, radius=26)
        canvas.solid(box, "the coach")
        canvas.rect(box, theme.GOLD, radius=26, width=6)
        body, foot = rows(box.inflate(-44, -28), 1.0, 40, gap=6)
        fit_text(canvas, _(TIPS[tip.key]), body, theme.TextStyle(30, theme.INK, True),
                 max_lines=6, line_gap=1.0)
        fit_text(canvas, _("Got it: click or press Space"), foot,
                 theme.TextStyle(24, theme.INK_SOFT), align="right", max_lines=1)


LESSONS: tuple[tuple[str, Callable[[Coach], list[pygame.Rect] | None]], ...] = (
    ("hand", Coach.hand), ("joker", Coach.joker), ("spin", Coach.spin),
    ("cheshire", Coach.cheshire), ("tea", Coach.tea), ("tea_choice", Coach.tea_choice),
    ("large", Coach.large), ("boost", Coach.boost), ("hole", Coach.hole),
    ("escape", Coach.escape), ("climb", Coach.climb),
)
"""In the order they are said when several apply at once."""


class GuidedPlay(PlayScene):
    """The Play scene of the guided first game: the ordinary table, and a coach."""

    def __init__(self, app, setup: GameSetup | None = None, seed: int | None = None,
                 autosave: bool = True) -> None:
        self.coach: Coach | None = None
        super().__init__(app, setup or guided_setup(app), seed=GUIDED_SEED,
                         autosave=autosave)
        self.coach = Coach(self)

    def _after_event(self, event: ev.Event) -> None:
        super()._after_event(event)
        if self.coach is not None:
            self.coach.notice(event)

    def update(self, dt: float) -> None:
        if self.coach.showing is None and self.idle and not self.state.is_over:
            self.coach.check()
        if self.coach.showing is not None:
            Scene.update(self, dt)  # the table waits while the coach speaks
            return
        super().update(dt)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.coach.showing is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.open_pause()
                return None
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                    event.type == pygame.KEYDOWN and event.key in (
                        pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)):
                self.coach.dismiss()
            return None
        return super().process_event(event)

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        self.coach.draw(canvas)

    def _results_word(self) -> str | None:
        return CLOSING


def new_guided(app) -> None:
    """A new guided game: the coach starts its lessons afresh."""
    _remember(app, "coach", [])
    app.push(GuidedPlay(app))


def open_guided(app) -> None:
    """The lobby's button: a saved game is only replaced once the player says so."""
    from game.scenes.question import QuestionScene

    saves = room.saves(app)
    if saves is not None and not saves.read_only and saves.has_autosave():
        app.push(QuestionScene(app, REPLACE, N_("Start it"), N_("Keep my game"),
                               lambda: new_guided(app)))
        return
    new_guided(app)
