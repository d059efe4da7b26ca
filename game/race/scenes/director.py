"""The race's director: turns each engine event into an animation beat.

A beat is a short timed piece of animation (`Beat`): a hop along the ring, a card or a
cookie flying to a panel, a glow on the space stopped on, a word over a pawn. The play
scene plays them one by one and lets the shown table catch up as each ends; the director
only says what each event looks like, and where pawns stand between beats.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.race.rules import events as ev
from game.race.rules.actions import CookieSource
from game.race.ui.beats import Beat, PawnPose
from game.race.ui.marks import outlined_text
from game.race.ui.panel_view import cookie_slot, last_card_rect, small_cookie_spot
from game.race.ui.pieces import PAWN_HEIGHT, draw_card, draw_cookie, draw_small_cookie
from game.shell.i18n import _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.tween import arc_point, ease_in_out, ease_out_back, ease_out_cubic, lerp

if TYPE_CHECKING:
    from game.race.scenes.play import PlayScene

HOLE_SINK = 0.3
FLIGHT_SHARE = 0.65
"""The part of a cookie beat spent flying; the rest shows the "+n" over the panel."""


class Director:
    """The beats of one Play scene's events."""

    def __init__(self, play: PlayScene) -> None:
        self.play = play

    def feet(self, player: int, space: int | None = None) -> tuple[float, float]:
        """Where a pawn stands when not moving (pawns sharing space 0 stand side by side)."""
        space = self.play.table.positions[player] if space is None else space
        crowd = [q for q in range(len(self.play.seats)) if self.play.table.positions[q] == space]
        slot = crowd.index(player) if player in crowd else 0
        return self.play.geo.pawn_feet(space, slot, max(1, len(crowd)))

    def panel_cookie_target(self, player: int) -> tuple[float, float]:
        count = len(self.play.table.large_cookies[player]) + 1
        return cookie_slot(self.play.panel_rect(player), count - 1, count)

    def beats_for(self, event: ev.Event) -> list[Beat]:
        match event:
            case ev.TurnStarted(p, _):
                return [Beat(0.2 if self.play.is_bot(p) else 0.35, event,
                             on_start=lambda: None)]
            case ev.CardPlayed(p, slot, card):
                return [self.card_flight(event, p, slot, card)]
            case ev.JokerDeclared(p, value):
                return [self.word_beat(event, p, _("Joker = {n}").format(n=value), 0.6)]
            case ev.BoostChosen(p, taken):
                return [self.word_beat(event, p, _("+1!") if taken else _("no +1"), 0.45)]
            case ev.Stepped(p, space):
                return [self.hop(event, p, space)]
            case ev.Skipped(p, _, holder):
                return [self.word_beat(event, p, _("over {name}").format(
                    name=self.play.names[holder]), 0.25)]
            case ev.PassedTeaParty(p, cookie):
                if cookie:
                    display = self.play.anchors["cookie_display"]
                    return [self.cookie_flight(event, p, cookie, display)]
                return [Beat(0.2, event)]
            case ev.DisplayChanged():
                return [Beat(0.3, event)]
            case ev.CookieTaken(p, value, source):
                start = self.play.anchors[
                    "cookie_display" if source is CookieSource.DISPLAY else "cookie_stack"
                ]
                return [self.cookie_flight(event, p, value, start)]
            case ev.Stopped(p, space, _, active):
                return [self.stop_glow(event, space, 0.5 if active else 0.12)]
            case ev.Spun():
                return [Beat(0.25, event)]
            case ev.SmallCookiesTaken(p, count, _):
                return [self.small_cookie_flight(event, p, count)]
            case ev.BecameLarge(p):
                return [self.grow(event, p, True)]
            case ev.BecameSmall(p):
                return [self.grow(event, p, False)]
            case ev.FellIntoHole(p, _):
                return [self.sink(event, p, 0.0, HOLE_SINK, 0.7)]
            case ev.CheshireMove(p, steps):
                return [self.grin(event, p, steps)]
            case ev.EscapeSpin():
                return [Beat(0.9, event)]
            case ev.LeftHole(p):
                return [self.sink(event, p, HOLE_SINK, 0.0, 0.45)]
            case ev.StayedInHole(p, _):
                return [self.word_beat(event, p, _("stuck!"), 0.6)]
            case ev.CardDrawn(p, slot):
                return [Beat(0.3 if self.play._hand_is(p) and not self.play.is_bot(p)
                             else 0.1, event)]
            case ev.TurnEnded(p):
                return [Beat(0.1 if self.play.is_bot(p) else 0.2, event)]
            case ev.GameEnded():
                return [Beat(0.8, event)]
        return [Beat(0.1, event)]

    def hop(self, event: ev.Stepped, p: int, space: int) -> Beat:
        beat = Beat(0.24, event, player=p)
        start: list[tuple[float, float]] = []

        def begin() -> None:
            start.append(self.feet(p))

        def pose(t: float) -> PawnPose:
            a = start[0] if start else self.feet(p)
            b = self.play.geo.pawn_feet(space)
            return PawnPose(arc_point(a, b, ease_in_out(t), 0 if self.play.reduced else 46))

        beat.on_start = begin
        beat.pose = pose
        return beat

    def word_beat(self, event: ev.Event, p: int, words: str, duration: float) -> Beat:
        def overlay(canvas: Canvas, t: float) -> None:
            x, y = self.feet(p)
            rise = 0 if self.play.reduced else 40 * ease_out_cubic(t)
            alpha = 255 if t < 0.7 else round(255 * (1 - (t - 0.7) / 0.3))
            outlined_text(canvas, words, (x, y - PAWN_HEIGHT - 10 - rise), alpha,
                          self.play.anchors.get("banner"), self.dial())

        return Beat(duration, event, overlay=overlay)

    def dial(self) -> tuple[tuple[float, float], float]:
        """The clock's face where its numerals are: words over the board keep off it."""
        return self.play.geo.pivot, self.play.geo.clock_radius * 0.76

    def card_flight(self, event: ev.CardPlayed, p: int, slot: int, card: int) -> Beat:
        if self.play._hand_is(p) and slot < len(self.play.shown_hand):
            start = self.play.hand_view.card_rect(slot, len(self.play.shown_hand))
        else:
            start = last_card_rect(self.play.panel_rect(p)).move(-80, 0)
        end = last_card_rect(self.play.panel_rect(p))

        def overlay(canvas: Canvas, t: float) -> None:
            if self.play.reduced:  # no flight: the card fades in where it lands
                draw_card(canvas, card, end, alpha=max(0, min(255, round(255 * t / 16) * 16)))
                return
            e = ease_in_out(t)
            h = round(lerp(start.h, end.h, e) / 12) * 12  # a few sizes, rasterised once
            w = h * start.w / max(1, start.h)
            cx, cy = arc_point(start.center, end.center, e, 120)
            draw_card(canvas, card, pygame.Rect(round(cx - w / 2), round(cy - h / 2),
                                                round(w), round(h)))

        beat = Beat(0.5, event, overlay=overlay)

        def lift() -> None:
            if self.play._hand_is(p) and slot < len(self.play.shown_hand):
                self.play.shown_hand[slot] = -1  # hidden while it flies; removed at the end

        beat.on_start = lift
        return beat

    def cookie_flight(
        self, event: ev.Event, p: int, value: int, start_rect: pygame.Rect
    ) -> Beat:
        """A large cookie flies into the player's panel, then "+n" (its points) rises
        from where it lands."""
        start = start_rect.center
        land = FLIGHT_SHARE

        def overlay(canvas: Canvas, t: float) -> None:
            end = self.panel_cookie_target(p)
            if self.play.reduced:  # no flight: the cookie appears where it goes
                draw_cookie(canvas, value, end, 50)
                self.points(canvas, value, end, t)
                return
            if t < land:
                e = ease_in_out(t / land)
                size = round(lerp(120, 50, e) / 10) * 10  # a few sizes, each rasterised once
                draw_cookie(canvas, value, arc_point(start, end, e, 160), size)
                return
            draw_cookie(canvas, value, end, 50)
            self.points(canvas, value, end, (t - land) / (1 - land))

        return Beat(0.7 / land, event, overlay=overlay)

    def points(self, canvas: Canvas, n: int, at: tuple[float, float], t: float) -> None:
        """ "+n" over a panel as points arrive: it rises and fades (it only fades with
        reduced motion)."""
        rise = 0 if self.play.reduced else 46 * ease_out_cubic(t)
        alpha = 255 if t < 0.6 else max(0, round(255 * (1 - (t - 0.6) / 0.4)) // 16 * 16)
        outlined_text(canvas, _("+{n}").format(n=n), (at[0], at[1] - 40 - rise), alpha)

    def small_cookie_flight(self, event: ev.SmallCookiesTaken, p: int, count: int) -> Beat:
        """The small cookies fly one after the other, then "+n" rises over the panel."""
        start = self.play.anchors["small_cookie_pool"].center
        flight = 0.7 + 0.15 * count
        total = flight / FLIGHT_SHARE

        def overlay(canvas: Canvas, t: float) -> None:
            end = small_cookie_spot(self.play.panel_rect(p))
            if self.play.reduced:
                draw_small_cookie(canvas, end, 40)
                if count:
                    self.points(canvas, count, end, t)
                return
            seconds = t * total
            for i in range(count):
                ti = max(0.0, min(1.0, (seconds - i * 0.15) / 0.7))
                if 0 < ti < 1:
                    draw_small_cookie(canvas, arc_point(start, end, ease_in_out(ti), 140), 40)
            if seconds >= flight and count:
                self.points(canvas, count, end, (seconds - flight) / (total - flight))

        return Beat(total, event, overlay=overlay)

    def stop_glow(self, event: ev.Event, space: int, duration: float) -> Beat:
        def overlay(canvas: Canvas, t: float) -> None:
            alpha = round(220 * math.sin(math.pi * t))
            size = self.play.geo.size(space) / 2 + 10
            canvas.circle(self.play.geo.centre(space), size, (*theme.GOLD_LIGHT, alpha), width=8)

        return Beat(duration, event, overlay=overlay)

    def grow(self, event: ev.Event, p: int, to_large: bool) -> Beat:
        def pose(t: float) -> PawnPose:
            e = ease_in_out(t) if self.play.reduced else ease_out_back(t)
            scale = lerp(0.75, 1.0, e) if to_large else lerp(1.25, 1.0, e)
            return PawnPose(self.feet(p), sink=self.sink_of(p), scale=scale, large=to_large)

        return Beat(0.6, event, player=p, pose=pose)

    def sink_of(self, p: int) -> float:
        return HOLE_SINK if self.play.table.in_hole[p] else 0.0

    def sink(self, event: ev.Event, p: int, a: float, b: float, duration: float) -> Beat:
        def pose(t: float) -> PawnPose:
            return PawnPose(self.feet(p), sink=lerp(a, b, ease_in_out(t)))

        return Beat(duration, event, player=p, pose=pose)

    def grin(self, event: ev.CheshireMove, p: int, steps: int) -> Beat:
        def overlay(canvas: Canvas, t: float) -> None:
            x, y = self.feet(p)
            alpha = round(255 * math.sin(math.pi * t))
            w = 150
            canvas.image("race/grin", (x - w / 2, y - PAWN_HEIGHT - 80, w, w / 2), alpha=alpha)
            outlined_text(canvas, _("{n} more!").format(n=steps), (x, y - PAWN_HEIGHT - 100),
                          alpha, self.play.anchors.get("banner"), self.dial())

        return Beat(1.0, event, overlay=overlay)

