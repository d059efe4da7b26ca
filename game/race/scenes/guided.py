"""The guided first game: a fixed deal against two gentle bots, with a coach.

The coach's bubble points at what matters as it comes up, once each: the hand and the
ends rule at the first card, the Joker when one can be played, and the Cheshire Cat, a
Rabbit Hole and the Tea Party the first time the game meets them. While a bubble is up
the table waits; a click, Enter or Space carries on. Everything else is the ordinary
Play scene (the game is saved, can be continued and watched like any other).

The first time the race's lobby opens it says so (`welcome`, remembered in
`Settings.tables["race"]["welcomed"]`); the guided game and How to Play stay in the
lobby for later (`lobby_extras`).
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from dataclasses import dataclass

import pygame

from game.race import room
from game.race.rules import events as ev
from game.race.rules.actions import Decision, PlayCard
from game.race.rules.board import SpaceKind
from game.race.rules.components import DECK, JOKER, Character
from game.race.rules.setup import GameSetup, Seat, Variants, deal
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
    "hand": N_("This is your hand. Play the card at the left end or at the right end, "
               "never the one in the middle. Point at a card to see where it takes you."),
    "joker": N_("You hold the Joker: play it and choose what it counts as, 1 to 5."),
    "cheshire": N_("The Cheshire Cat! A pawn that stops here moves again, by the same "
                   "number."),
    "hole": N_("A Rabbit Hole: a small pawn falls in. Next turn it plays a card and spins "
               "that many times to find a way out."),
    "tea": N_("The Tea Party: passing it takes the cookie on display. Stopping on it, you "
              "choose that cookie or a face-down one."),
}


def welcomed(app) -> bool:
    table = app.settings.tables.get(GAME_ID)
    return isinstance(table, dict) and table.get("welcomed") is True


def welcome(app) -> str | None:
    """The lobby's word of welcome: only the first time the race's lobby opens."""
    if welcomed(app):
        return None
    table = app.settings.tables.get(GAME_ID)
    table = dict(table) if isinstance(table, dict) else {}
    table["welcomed"] = True
    app.update_settings(app.settings.with_table(GAME_ID, table))
    return WELCOME


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


@dataclass
class Tip:
    key: str
    space: int | None = None
    """The board space it points at (None: the hand, or the cookie display)."""


class Coach:
    """Which tips have been shown, which wait, and the bubble."""

    def __init__(self, play: PlayScene) -> None:
        self.play = play
        self.shown: set[str] = set()
        self.waiting: list[Tip] = []

    @property
    def showing(self) -> Tip | None:
        return self.waiting[0] if self.waiting else None

    def offer(self, tip: Tip) -> None:
        if tip.key not in self.shown:
            self.shown.add(tip.key)
            self.waiting.append(tip)

    def dismiss(self) -> None:
        if self.waiting:
            self.waiting.pop(0)

    def notice(self, event: ev.Event) -> None:
        """An event has landed on the table: a tip if it is the first of its kind."""
        match event:
            case ev.Stopped(_p, space, SpaceKind.CHESHIRE_CAT, True):
                self.offer(Tip("cheshire", space))
            case ev.FellIntoHole(_p, space):
                self.offer(Tip("hole", space))
            case ev.PassedTeaParty(_p, cookie) if cookie:
                self.offer(Tip("tea", 0))
            case ev.Stopped(_p, 0, SpaceKind.TEA_PARTY, True):
                self.offer(Tip("tea", 0))

    def check(self) -> None:
        """Tips about the player's own decision, when it comes."""
        play = self.play
        if play.human_to_act() is None or play.curtain_for is not None:
            return
        if play.state.decision is not Decision.CARD:
            return
        self.offer(Tip("hand"))
        hand = play.state.hands[play.state.turn]
        playable = [a.slot for a in play.state.legal_actions() if isinstance(a, PlayCard)]
        if any(hand[slot] == JOKER for slot in playable):
            self.offer(Tip("joker"))

    # ------------------------------------------------------------------ drawing

    def target(self, tip: Tip) -> pygame.Rect:
        play = self.play
        if tip.space is not None:
            x, y = play.geo.centre(tip.space)
            size = play.geo.size(tip.space) + 24
            return pygame.Rect(round(x - size / 2), round(y - size / 2), round(size),
                               round(size))
        return play.hand_view.regions()["cards"].inflate(12, 12)

    def bubble(self, tip: Tip) -> pygame.Rect:
        box = pygame.Rect(0, 0, 720, 230)
        pivot = self.play.geo.pivot
        box.center = (round(pivot[0]), round(pivot[1]))
        return box

    def draw(self, canvas: Canvas) -> None:
        tip = self.showing
        if tip is None:
            return
        target = self.target(tip)
        box = self.bubble(tip)
        glow = 255 if self.play.reduced else round(170 + 85 * self.play._pulse(0.9)) // 16 * 16
        canvas.rect(target, (*theme.GOLD, glow), radius=24, width=8)
        start = (box.centerx, box.bottom if target.centery > box.bottom else box.top)
        if box.colliderect(target):
            start = (box.right, box.centery)
        end = target.center
        canvas.line(start, end, theme.INK, 9)
        canvas.line(start, end, theme.GOLD, 5)
        canvas.circle(end, 10, theme.GOLD)
        canvas.rect(box.move(5, 8), (40, 24, 16, 110), radius=26)
        canvas.rect(box, theme.CREAM, radius=26)
        canvas.solid(box, "the coach")
        canvas.rect(box, theme.GOLD, radius=26, width=6)
        body, foot = rows(box.inflate(-44, -28), 1.0, 40, gap=6)
        fit_text(canvas, _(TIPS[tip.key]), body, theme.TextStyle(30, theme.INK, True),
                 max_lines=4, line_gap=1.05)
        fit_text(canvas, _("Got it — click or press Space"), foot,
                 theme.TextStyle(24, theme.INK_SOFT), align="right", max_lines=1)


class GuidedPlay(PlayScene):
    """The Play scene of the guided first game: the ordinary table, and a coach."""

    def __init__(self, app) -> None:
        super().__init__(app, guided_setup(app), seed=GUIDED_SEED)
        self.coach = Coach(self)

    def _after_event(self, event: ev.Event) -> None:
        super()._after_event(event)
        coach = getattr(self, "coach", None)
        if coach is not None:
            coach.notice(event)

    def update(self, dt: float) -> None:
        if self.coach.showing is None and self.idle:
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


def open_guided(app) -> None:
    app.push(GuidedPlay(app))
