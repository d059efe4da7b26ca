"""The results sheet, written once: the page a finished game ends on.

A game's results scene is a `ResultsSheet` that names its game and its buttons and
draws its own lines (the places and what decided them, its score sheet, its chart); the
kit gives the rest:

- the buttons (`SheetButton`): "Play again" opens the game's setup, "Watch the replay"
  the game's viewer on the record just finished, "Title" the title, "Menu" the game's
  lobby; Back goes to the lobby. Each comes from the game's contract (`game.box`), so a
  sheet never imports its game's scenes;
- the notice: when the finished game could not be archived (a replays folder that
  cannot be written), `notice` (given to the constructor, or later with
  `show_notice`) is shown in plain words across the foot of the page, under the
  buttons, so the player knows where the game is kept;
- the pieces the games' lines are drawn with: `ordinal` ("1st"…"8th"), `draw_marker`
  (each player's own shape, so a line or a row is never told by colour alone, with
  `MARKERS`), and `draw_running_chart`, the totals round by round (or turn by turn)
  with a `ChartLook` for the game's own axes;
- a children's page that celebrates every player (issue 36), for a game's kids mode:
  `score_groups` (players on the same score stand together: no "3rd" under a parent on
  the same score, no tie-break), `draw_rosette` (a rosette for every player, gold for the
  top score, `ROSETTE_COLOURS` for the next scores) and `KIDS_TITLE`. A game's sheet uses
  them only in kids mode, so its page for readers is unchanged.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise

import pygame

from game.scenes.base import Scene
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.ui.widgets import Button

ORDINALS = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th"), N_("7th"),
            N_("8th"))
MARKERS = ("circle", "square", "triangle", "diamond")
"""Each player's marker (seat number modulo 4), so a line is not told by colour alone."""
ROSETTE_COLOURS: tuple[theme.Colour, ...] = (theme.GOLD, (236, 150, 170), (130, 190, 230),
                                              (150, 210, 160))
"""A rosette for every player at a kids' table: gold for the top score, then pink, sky
blue and mint for the next scores (every player gets one; the top one alone has the gold
frame)."""
KIDS_TITLE = N_("Well played, everyone!")
"""The page's title at a kids' table, whoever won."""
NOTICE = pygame.Rect(160, 1022, 1600, 56)
"""Where the notice is written: across the foot of the page, under the sheet."""

logger = logging.getLogger(__name__)


def ordinal(place: int) -> str:
    """"1st", "2nd"… for a place counted from 1, in the current language."""
    return _(ORDINALS[place - 1]) if 1 <= place <= len(ORDINALS) else str(place)


@dataclass(frozen=True)
class SheetButton:
    """One button of the sheet: where, its words (an `N_` string), what it does (one of
    the sheet's actions: "again", "watch", "to_title", "to_lobby") and its colour."""

    rect: tuple[int, int, int, int]
    label: str
    does: str
    colour: theme.Colour


class ResultsSheet(Scene):
    """The end of a game: its record, the buttons, the notice. Subclasses draw their
    lines in `draw` and call `super().draw(canvas)` last."""

    name = "results"
    game_id: str
    """The game's id in the box: its setup, its viewer and its lobby come from there."""
    buttons: Sequence[SheetButton] = ()
    """In focus order."""
    first_focus = 0
    """The button focused first (its index in `buttons`)."""

    def __init__(self, app, record, notice: str | None = None) -> None:
        super().__init__(app)
        self.record = record
        self.notice = notice if notice is not None else self._archive_notice()
        """A sentence shown at the foot of the page (the game could not be archived,
        and where it is kept), or None."""
        for button in self.buttons:
            self.widgets.append(Button(button.rect, button.label, getattr(self, button.does),
                                       button.colour))
        if self.first_focus:
            self.focus_index = self.first_focus
        self.milestones = [] if self.kids_table() else self._milestones()
        """The family's milestones this game earned ("Ann: First win"), said once as the
        sheet opens (docs/records.md); not at a kids' table, where they would name a
        winner by a tie-break the page does not show (issue 36)."""
        if self.milestones:
            app.notify(" · ".join(self.milestones), 10.0)

    def kids_table(self) -> bool:
        """True when the finished game was played in the game's kids mode (the page then
        celebrates every player); a game with a kids mode says so."""
        return False

    @property
    def game(self):
        from game import box

        return box.find(self.game_id)

    def _archive_notice(self) -> str | None:
        """Where the finished game is kept, when it could not join the replays (the
        saves' `archive_notice`); None when it did, or when anything goes wrong asking:
        a results sheet appears whatever the saves do."""
        from game.scenes.screens import saves_for

        try:
            saves = saves_for(self.app, self.game)
            return saves.archive_notice() if saves is not None else None
        except Exception:
            logger.exception("asking the %s saves about the finished game failed",
                             self.game_id)
            return None

    def _milestones(self) -> list[str]:
        from game.shell.history_feed import milestones_earned

        try:
            return milestones_earned(self.app, self.game_id, self.record)
        except Exception:  # the history never stops a results sheet
            logger.exception("the %s milestones could not be read", self.game_id)
            return []

    def show_notice(self, text: str | None) -> None:
        """Show `text` at the foot of the page (None: none)."""
        self.notice = text

    # ------------------------------------------------------------------ the buttons

    def again(self) -> None:
        """A new game of the same kind: the game's setup, in place of this page."""
        self.app.replace(self.game.new_game(self.app))

    def watch(self) -> None:
        """The game just played, again, from its record (the replay viewer)."""
        self.app.push(self.game.watch(self.app, self.record))

    def to_title(self) -> None:
        from game.scenes.screens import to_title

        to_title(self.app)

    def to_lobby(self) -> None:
        from game.scenes.screens import to_lobby as back_to_lobby

        back_to_lobby(self.app, self.game)

    def back(self) -> None:
        self.to_lobby()

    # ------------------------------------------------------------------ drawing

    def draw(self, canvas: Canvas) -> None:
        if self.notice:
            canvas.rect(NOTICE, theme.ROSE_DARK, radius=16)
            fit_text(canvas, self.notice, NOTICE.inflate(-24, -4),
                     theme.TextStyle(24, theme.CREAM, True), align="center", max_lines=2)
        super().draw(canvas)


# ------------------------------------------------------------------ the games' lines


def score_groups(scores: Sequence[int], higher_is_better: bool = True) -> list[int]:
    """For each player, the rank of their score among the different scores (0 for the
    best): players on the same score share a group, whatever a tie-break would say, and
    the next score is the next group (1, 1, 2: nobody is put below by a tie)."""
    distinct = sorted(set(scores), reverse=higher_is_better)
    return [distinct.index(score) for score in scores]


def rosette_colour(group: int) -> theme.Colour:
    """The rosette of a score group (`score_groups`)."""
    return ROSETTE_COLOURS[min(group, len(ROSETTE_COLOURS) - 1)]


def draw_rosette(canvas: Canvas, centre: tuple[float, float],
                 colour: theme.Colour = theme.GOLD) -> None:
    """A rosette: a frilled disc with ribbons and a star (gold: the winner's)."""
    x, y = centre
    vp = canvas.viewport
    for dx in (-12, 12):
        tail = [vp.point(x + dx - 10, y + 10), vp.point(x + dx + 10, y + 10),
                vp.point(x + dx * 1.6 + 8, y + 62), vp.point(x + dx * 1.6, y + 50),
                vp.point(x + dx * 1.6 - 8, y + 62)]
        pygame.draw.polygon(canvas.surface, theme.ROSE, tail)
        pygame.draw.polygon(canvas.surface, theme.INK, tail, vp.px(2))
    light = theme.GOLD_LIGHT if colour == theme.GOLD else \
        tuple(min(255, c + (255 - c) // 2) for c in colour)
    for k in range(12):
        a = math.tau * k / 12
        canvas.circle((x + 30 * math.cos(a), y + 30 * math.sin(a)), 11, colour)
    canvas.circle(centre, 32, theme.INK, width=3)
    canvas.circle(centre, 28, light)
    star = [vp.point(x + (18 if k % 2 == 0 else 8) * math.sin(math.pi * k / 5),
                     y - (18 if k % 2 == 0 else 8) * math.cos(math.pi * k / 5))
            for k in range(10)]
    pygame.draw.polygon(canvas.surface, theme.ROSE_DARK, star)


def draw_marker(canvas: Canvas, shape: str, centre: tuple[float, float], r: float,
                colour: theme.Colour) -> None:
    """A filled circle, square, triangle or diamond with a dark outline."""
    x, y = centre
    vp = canvas.viewport
    if shape == "circle":
        canvas.circle(centre, r + 2, theme.INK)
        canvas.circle(centre, r, colour)
        return
    if shape == "square":
        outline = [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]
    elif shape == "triangle":
        outline = [(x, y - r * 1.3), (x + r * 1.2, y + r), (x - r * 1.2, y + r)]
    else:
        outline = [(x, y - r * 1.3), (x + r * 1.3, y), (x, y + r * 1.3), (x - r * 1.3, y)]
    points = [vp.point(px, py) for px, py in outline]
    pygame.draw.polygon(canvas.surface, colour, points)
    pygame.draw.polygon(canvas.surface, theme.INK, points, vp.px(2))


@dataclass(frozen=True)
class ChartLook:
    """How a game's running-totals chart is laid out (the drawing is `draw_running_chart`)."""

    title: str
    """The chart's heading (an `N_` string)."""
    axis: str
    """The steps' name under the x axis ("rounds", "turns"; an `N_` string)."""
    plot: tuple[int, int, int, int]
    """The plot inside the chart: left, top, right and bottom margins."""
    steps: Callable[[int], Iterable[int]]
    """The steps labelled under the x axis, given the last step."""
    marked: Callable[[list[tuple[float, float]]], Iterable[tuple[float, float]]]
    """The points of a line that get the player's marker."""
    label_gap: int = 12
    """Between a value on the y axis and the plot."""
    step_box: tuple[int, int, int] = (20, 4, 36)
    """A step's label: half its width, its gap under the plot, its height."""
    axis_box: tuple[int, int] = (42, 36)
    """The axis name: its gap under the plot, its height."""
    ticks: bool = False
    """Small marks under the labelled steps."""
    grow: float | None = None
    """The labels' `max_grow`."""


def draw_running_chart(canvas: Canvas, r: pygame.Rect, history: Sequence[Sequence[int]],
                       colours: Sequence[theme.Colour], look: ChartLook) -> None:
    """Each player's total after every step (`history[step][player]`, step 0 the start),
    one line per player in their colour with their marker, on a card at `r`."""
    canvas.rect(r, theme.CREAM, radius=16)
    canvas.rect(r, theme.INK_SOFT, radius=16, width=2)
    fit_text(canvas, _(look.title), (r.x + 10, r.y + 6, r.w - 20, 48),
             theme.TextStyle(28, theme.INK, True), align="center", max_lines=1)
    left, top_m, right, bottom = look.plot
    plot = pygame.Rect(r.x + left, r.y + top_m, r.w - left - right, r.h - top_m - bottom)
    top = max(1, max((max(row) for row in history), default=1))
    steps = max(1, len(history) - 1)
    axis = theme.TextStyle(24, theme.INK_SOFT)
    for k in range(5):
        y = plot.bottom - plot.h * k / 4
        canvas.line((plot.x, y), (plot.right, y), theme.PARCHMENT_DARK, 2)
        if k % 2 == 0:  # every other line: labels at a readable size keep clear
            fit_text(canvas, str(round(top * k / 4)),
                     (r.x + 4, y - 20, plot.x - r.x - 4 - look.label_gap, 40), axis,
                     align="right", max_lines=1, max_grow=look.grow)
    half, gap, height = look.step_box
    for t in look.steps(steps):
        x = plot.x + plot.w * t / steps
        if look.ticks:
            canvas.line((x, plot.bottom), (x, plot.bottom + 8), theme.INK_SOFT, 2)
        fit_text(canvas, str(t), (x - half, plot.bottom + gap, 2 * half, height), axis,
                 align="center", max_lines=1, max_grow=look.grow)
    fit_text(canvas, _(look.axis), (plot.x, plot.bottom + look.axis_box[0], plot.w,
             look.axis_box[1]), axis, align="center", max_lines=1)
    for p, colour in enumerate(colours):
        points = [(plot.x + plot.w * t / steps, plot.bottom - plot.h * row[p] / top)
                  for t, row in enumerate(history)]
        for a, b in pairwise(points):
            canvas.line(a, b, colour, 5)
        for point in look.marked(points):
            draw_marker(canvas, MARKERS[p % 4], point, 8, colour)
