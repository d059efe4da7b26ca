"""The Hint button of the Play screen: what the Expert would do now, and why.

For the human deciding now, the button (or the H key) asks `game.race.ai.hint` on a worker
thread (`BotThinker`), so the screen keeps drawing while the Expert searches. The
suggestion is shown in words and the card or button it means is ringed in gold; the
player then plays it (or not) as usual. Spins need no search: the hint says how to spin.

Kids mode: two taps on the same big button. The first shows the suggestion (ringed in
gold, with the reason), the button then reads "Play it!", and the second tap plays it.
A child can follow the suggestion without finding the right card, and nothing is ever
played by a single accidental tap.
"""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING

import pygame

from game.race.ai.hint import Hint, hint
from game.race.ai.search import ExpertBot
from game.race.rules.actions import Action, Decision, PlayCard
from game.race.rules.views import PlayerView, view_for
from game.shell.i18n import _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.ui.tween import pulse

if TYPE_CHECKING:
    from game.race.scenes.play import PlayScene

logger = logging.getLogger(__name__)

HINT_KEY = pygame.K_h


class HintBot:
    """`hint()` dressed as a bot, so `BotThinker` can run it and cancel it."""

    def __init__(self) -> None:
        self.expert = ExpertBot()

    @property
    def checkpoint(self):
        return self.expert.checkpoint

    @checkpoint.setter
    def checkpoint(self, value) -> None:
        self.expert.checkpoint = value

    def choose(self, view: PlayerView, rng: random.Random) -> Hint:  # type: ignore[override]
        return hint(view, rng, self.expert)


class Hinter:
    """Button, key, worker and drawing of the hint for one Play scene."""

    def __init__(self, play: PlayScene) -> None:
        self.play = play
        self.thinker = None
        self.for_key: object = None
        """The decision the current (or coming) hint is for."""
        self.hint: Hint | None = None
        self.thinking = False
        self.failed = False

    # ------------------------------------------------------------------ state

    def decision_key(self) -> object:
        s = self.play.state
        return (s.turn, s.turns_played, s.decision, s.spins_left, len(self.play.record.actions))

    @property
    def available(self) -> bool:
        play = self.play
        return (
            not play.watching
            and play.curtain_for is None
            and play.human_to_act() is not None
        )

    @property
    def kids(self) -> bool:
        return self.play.setup.variants.kids

    @property
    def rect(self) -> pygame.Rect:
        """Under the board, right of the dial's foot (the board art leaves a plinth
        there); larger in kids mode."""
        w, h = (280, 66) if self.kids else (238, 54)
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.play.geo.pivot[0]) + 200, 1030)
        return r

    def label(self) -> str:
        if self.thinking:
            return _("One moment")
        if self.kids and self.hint is not None and self.for_key == self.decision_key():
            return _("Play it!")
        return _("Hint (H)") if not self.kids else _("Help me!")

    # ------------------------------------------------------------------ acting

    def press(self) -> None:
        if not self.available:
            return
        key = self.decision_key()
        if self.hint is not None and self.for_key == key:
            if self.kids:
                action = self.hint.action
                self.reset()
                self.play.act(action)
            return
        if self.thinking and self.for_key == key:
            return
        self.reset()
        self.for_key = key
        s = self.play.state
        if s.decision is Decision.SPIN:
            return  # drawn as the spin instructions; nothing to search
        view = view_for(s, s.turn)
        rng = random.Random(len(self.play.record.actions) * 7919 + s.turn)
        try:
            if self.thinker is None:
                from game.race.ai.thinker import BotThinker

                self.thinker = BotThinker(HintBot())  # type: ignore[arg-type]
            self.thinker.start(view, rng)
            self.thinking = True
        except Exception:  # no thread available: think here, once
            logger.exception("hint worker unavailable; thinking on the main thread")
            self.hint = hint(view, rng)

    def reset(self) -> None:
        """Forget the hint (an action was played or the decision changed)."""
        if self.thinker is not None and self.thinking:
            self.thinker.cancel()
        self.thinking = False
        self.hint = None
        self.failed = False
        self.for_key = None

    def update(self) -> None:
        if self.for_key is not None and self.for_key != self.decision_key():
            self.reset()
            return
        if not self.thinking or self.thinker is None:
            return
        try:
            result = self.thinker.poll()
        except Exception:  # a failed search only means: no hint this time
            logger.exception("the hint search failed")
            self.thinking = False
            self.failed = True
            return
        if result is not None:
            self.thinking = False
            self.hint = result  # type: ignore[assignment]

    def close(self) -> None:
        if self.thinker is not None:
            self.thinker.close()
            self.thinker = None
        self.thinking = False

    def process_event(self, event: pygame.event.Event) -> bool:
        """True when the event was the hint's (button or H key)."""
        if not self.available:
            return False
        if event.type == pygame.KEYDOWN and event.key == HINT_KEY:
            self.press()
            return True
        pos = getattr(event, "pos", None)
        if pos is None or not self.rect.collidepoint(pos):
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.press()
            return True
        return event.type == pygame.MOUSEBUTTONDOWN

    # ------------------------------------------------------------------ drawing

    def _target_rect(self, action: Action) -> pygame.Rect | None:
        play = self.play
        if isinstance(action, PlayCard):
            count = len(play.shown_hand)
            if action.slot < count:
                return play.hand_view.card_rect(action.slot, count)
            return None
        same = [a for a in play.state.legal_actions() if type(a) is type(action)]
        if action in same and len(play.choices) == len(same):
            return play.choices[same.index(action)].rect
        return None

    def text(self) -> str | None:
        if self.failed:
            return _("No hint this time, sorry.")
        if self.for_key is None or self.for_key != self.decision_key():
            return None
        if self.play.state.decision is Decision.SPIN:
            return _("Drag the hand round fast and let go, or hold Space and let go "
                     "when the lights are gold.")
        if self.hint is not None:
            from game.race.ui.words import engine_text  # the hint's English, translated

            return _("Hint: ") + engine_text(self.hint.reason, self.play.names, self.play.board)
        return None

    def box(self) -> pygame.Rect:
        """The hint's box, over the top of the log (which leaves it the room)."""
        log = self.play.anchors.get("log_area") or pygame.Rect(40, 492, 420, 548)
        return pygame.Rect(log.x, log.y, log.w, 250)

    def box_height(self) -> int:
        """How much of the log's top the hint takes now (0: none)."""
        if not self.available or self.text() is None:
            return 0
        return self.box().h

    def draw(self, canvas: Canvas, time: float) -> None:
        if not self.available:
            return
        r = self.rect
        canvas.rect(r.move(0, 4), (60, 30, 20, 90), radius=14)
        colour = theme.GOLD if (self.kids and self.hint is not None) else theme.GARDEN_DARK
        canvas.rect(r, colour, radius=14)
        canvas.rect(r, theme.INK, radius=14, width=3)
        text_colour = theme.INK if colour == theme.GOLD else theme.CREAM
        canvas.text(self.label(), r.center, theme.TextStyle(28 if self.kids else 24,
                    text_colour, True), max_width=r.w - 12)
        words = self.text()
        if words is None:
            return
        box = self.box()
        canvas.rect(box.move(3, 5), (50, 30, 20, 90), radius=16)
        canvas.rect(box, theme.CREAM, radius=16)
        canvas.solid(box, "the hint")
        canvas.rect(box, theme.GOLD, radius=16, width=4)
        fit_text(canvas, words, box.inflate(-24, -14), theme.TextStyle(24, theme.INK, True),
                 max_lines=6, line_gap=1.0, valign="top")
        if self.hint is not None:
            target = self._target_rect(self.hint.action)
            if target is not None:
                glow = round(160 + 90 * pulse(time, 0.9)) // 16 * 16
                canvas.rect(target.inflate(14, 14), (*theme.GOLD, glow), radius=16, width=7)
