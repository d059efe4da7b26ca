"""The Records screen: a game's family records, for everyone or for one person
(docs/records.md). Reached from each game's lobby (`open_records`, named by the game's
contract as a lobby extra).

Everyone: who has played, their games, wins, win rate and best score. One person: their
figures and how they fare against each bot level (Summary), their places game after game
(Over time), how their scores spread (Scores), the milestones they have earned and those
still to earn (Milestones), and how they fare against each other person at their tables
(Head to head). Pictures are drawn by the game (`records_plots`); nothing is said by
colour alone. The history is read once when the screen opens (and when the game or the
person changes). Replays the history does not hold yet (the first time: every replay on
disk) are taken in on a worker thread (`game.shell.history_import`): the screen shows
what is there at once, says earlier games are being added, and reads again when they
are in.

The first frame is cheap whatever the history's size (bench/records_screen.py): for one
person it needs only their Summary, read with two indexed queries
(`history_stats.person_summary`); their whole results (the pictures, milestones, head
to head) are worked out after that frame, on a worker thread with its own connection
(the frame thread when a test or the bench hands the screen its history), and a view
that needs them says so for the moment it takes. What the first frame reads is kept for
the next opening while the history's files are unchanged (`_FIRST_FRAMES`).
"""

from __future__ import annotations

import logging
import os
import threading
import time
from pathlib import Path

import pygame

from game import box
from game.scenes.base import Scene
from game.scenes.common import draw_page
from game.scenes.records_plots import (
    diamond,
    results_over_time,
    ring,
    score_distribution,
)
from game.shell import history_import
from game.shell.history import History, HistoryError, history_path
from game.shell.history_feed import open_history, tell_untold, where
from game.shell.history_stats import (
    Figures,
    GameStats,
    PersonSummary,
    PlayerStats,
    game_stats,
    level_name,
    milestone_text,
    person_summary,
    possible_milestones,
)
from game.shell.i18n import N_, _, ngettext
from game.shell.opening import open_file
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.ui.widgets import Button, Chooser

logger = logging.getLogger(__name__)

EVERYONE = ""
VIEWS = (("summary", N_("Summary")), ("time", N_("Over time")), ("scores", N_("Scores")),
         ("milestones", N_("Milestones")), ("h2h", N_("Head to head")))
MOST_PEOPLE = 12
"""People in the chooser (those with the most games)."""
TABLE_ROWS = 6
LAST_GAMES = 40
"""Games shown on the Over time picture (the latest)."""
MAIN = pygame.Rect(260, 300, 1400, 580)
CELL = theme.TextStyle(28, theme.INK)
HEAD = theme.TextStyle(24, theme.INK_SOFT, True)
FIGURE = theme.TextStyle(40, theme.INK, True)


_FIRST_FRAMES: dict[tuple[str, str, str], tuple[object, tuple]] = {}
"""(history file, game, person) -> (the files' stamp, what the first frame read): the
latest few openings, used again while the history is unchanged."""
KEPT_FRAMES = 16


def files_stamp(path: Path) -> object | None:
    """The history's files as they are now (size and time of the database and its
    journal): any write changes it. None when the file cannot be looked at."""
    try:
        main = path.stat()
    except OSError:
        return None
    stamp: list[object] = [main.st_size, main.st_mtime_ns, main.st_ino]
    for suffix in ("-wal", "-shm"):
        try:
            side = path.with_name(path.name + suffix).stat()
            stamp += [side.st_size, side.st_mtime_ns]
        except OSError:
            stamp += [None, None]
    return tuple(stamp)


def open_records(app, game_id: str) -> None:
    """Push the Records screen of `game_id` (a game's lobby extra calls this)."""
    app.push(RecordsScene(app, game_id))


def percent(part: int, whole: int) -> str:
    return _("{percent}%").format(percent=round(100 * part / whole) if whole else 0)


def one_decimal(value: float) -> str:
    """A number with one decimal, written as the interface language writes it (12.5,
    12,5)."""
    units, tenths = f"{value:.1f}".split(".")
    # Translators: a number with one decimal (an average score); French: {units},{tenths}
    return _("{units}.{tenths}").format(units=units, tenths=tenths)


def day_words(stamp: str) -> str:
    """"2026-03-01T10:00:00" as "1 March 2026" in the interface language."""
    from game.scenes.replays import MONTHS

    try:
        year, month, day = int(stamp[:4]), int(stamp[5:7]), int(stamp[8:10])
        return _("{day} {month} {year}").format(day=day, month=_(MONTHS[month - 1]),
                                                year=year)
    except (ValueError, IndexError):
        return stamp[:10]


def export_folder(app) -> Path:
    """Where the CSV export goes: the player's Documents folder (the data folder when
    `WONDERLAND_HOME` keeps everything in one place, as in tests)."""
    if os.environ.get("WONDERLAND_HOME", "").strip() or app.saves is None:
        return Path(app.saves.folder) if app.saves is not None else Path.cwd()
    import platformdirs

    return Path(platformdirs.user_documents_dir())


class RecordsScene(Scene):
    name = "records"

    def __init__(self, app, game_id: str, person: str = EVERYONE,
                 history: History | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.person = person
        self.view = "summary"
        self._history = history
        """A history given by a test or a bench; else the app's, opened when needed."""
        self.stats = GameStats(game_id, {})
        tell_untold(app)
        self.importing = history_import.start(app) if history is None else None
        """The replays being taken into the history (None: none, or done)."""
        self.load()

    # ----------------------------------------------------------------- data

    def load(self) -> None:
        """The records of the game (and of the chosen person's Summary), read again; the
        person's whole results follow (`full`)."""
        self.stats = GameStats(self.game_id, {})
        self.table: list[tuple[str, int, int, int | None, int | None]] = []
        self.better = "high"
        self.summary: PersonSummary | None = None
        self.full: PlayerStats | None = None
        self._generation = getattr(self, "_generation", 0) + 1
        self._working = False
        place = where(self.app) if self._history is None else None
        key = stamp = None
        if place is not None:
            path = history_path(place.folder)
            key = (str(path), self.game_id, self.person.casefold())
            stamp = files_stamp(path)
            kept = _FIRST_FRAMES.get(key)
            if stamp is not None and kept is not None and kept[0] == stamp:
                self.table, self.better, self.stats.total, self.summary, self.person = kept[1]
                self.rebuild()
                return
        history = self._history or open_history(self.app)
        if history is not None:
            try:
                self.table = history.table_of(self.game_id)
                self.better = history.better_of(self.game_id)
                names = {row[0].casefold() for row in self.table}
                if self.person.casefold() not in names:
                    self.person = EVERYONE
                self.stats.total = history.count(self.game_id)
                if self.person:
                    self.summary = person_summary(history, self.game_id, self.person,
                                                  self.better)
                read = (self.table, self.better, self.stats.total, self.summary,
                        self.person)
            except HistoryError as exc:
                read = None
                logger.warning("the records cannot be shown: %s", exc)
                if history.notice:
                    self.app.notify(history.notice_text() or history.notice)
            finally:
                if history is not self._history:
                    history.close()
            # kept when nothing changed the files while they were read
            if key is not None and read is not None and stamp == files_stamp(
                    Path(key[0])):
                while len(_FIRST_FRAMES) >= KEPT_FRAMES:
                    del _FIRST_FRAMES[next(iter(_FIRST_FRAMES))]
                _FIRST_FRAMES[key] = (stamp, read)
        self.rebuild()

    def _work_out(self, history: History, generation: int) -> None:
        """The chosen person's whole results (for the views after the Summary)."""
        try:
            found = game_stats(history, self.game_id, self.person).of(self.person)
        except HistoryError as exc:
            logger.warning("the records cannot be shown: %s", exc)
            found = None
        if generation == self._generation:
            self.full = found or PlayerStats(self.person, self.better)

    def _work_out_apart(self, generation: int) -> None:
        history = open_history(self.app)
        if history is None:
            return
        try:
            self._work_out(history, generation)
        finally:
            history.close()

    def update(self, dt: float) -> None:
        """After the first frame: the person's whole results (a worker thread with its own
        connection; the frame thread for a history handed in, which is this thread's)."""
        super().update(dt)
        job = self.importing
        if job is not None and job.done.is_set():
            self.importing = None
            if job.added:  # read again: the person and the view stay
                self.load()
        if self.summary is None or self.full is not None or self._working:
            return
        self._working = True
        if self._history is not None:
            self._work_out(self._history, self._generation)
        else:
            threading.Thread(target=self._work_out_apart, args=(self._generation,),
                             name="records", daemon=True).start()

    def wait_for_results(self, seconds: float = 10.0) -> PlayerStats | None:
        """The person's whole results, worked out now if they are not yet (tests)."""
        deadline = time.monotonic() + seconds
        self.update(0.0)
        while self.full is None and self.summary is not None and time.monotonic() < deadline:
            time.sleep(0.005)
        return self.full

    @property
    def adding(self) -> bool:
        """True while earlier games (replays the history did not hold) are taken in."""
        job = self.importing
        return job is not None and job.running and job.pending > 0

    @property
    def player(self) -> Figures | None:
        """The chosen person's figures: their whole results once worked out, their
        Summary until then (None for everyone)."""
        if not self.person:
            return None
        return self.full or self.summary

    # ----------------------------------------------------------------- widgets

    def rebuild(self) -> None:
        self.widgets = []
        people = [row[0] for row in self.table[:MOST_PEOPLE]]
        options: list[tuple[object, object]] = [(N_("Everyone"), EVERYONE)]
        options += [(lambda name=name: name, name) for name in people]
        index = next((i for i, (_l, v) in enumerate(options)
                      if isinstance(v, str) and v.casefold() == self.person.casefold()), 0)
        self.widgets.append(Chooser((260, 205, 680, 70), options, index, self.choose_person))
        if self.summary is not None:
            keys = [k for k, _label in VIEWS]
            self.widgets.append(Chooser((980, 205, 680, 70), [(label, k) for k, label in VIEWS],
                                        keys.index(self.view), self.choose_view))
        self.widgets.append(Button((260, 910, 300, 80), N_("Back"), self.app.pop,
                                   theme.INK_SOFT))
        self.widgets.append(Button((1260, 910, 400, 80), N_("Export CSV"), self.export,
                                   theme.GARDEN_DARK, enabled=self.stats.total > 0))

    def choose_person(self, name: object) -> None:
        self.person = str(name)
        self.view = "summary" if not self.person else self.view
        self.load()
        self.focus_on(self.widgets[0])

    def choose_view(self, view: object) -> None:
        self.view = str(view)
        self.update(0.0)  # the whole results, if not on their way yet

    def show(self, view: str) -> None:
        """Open one of a person's views (as its chooser does)."""
        self.choose_view(view)
        self.rebuild()

    def export(self) -> None:
        """The whole history as CSV, for the family spreadsheet."""
        from game.commands.records import write_csv

        history = self._history or open_history(self.app)
        if history is None:
            return
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = export_folder(self.app) / f"wonderland-records-{stamp}.csv"
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            with open_file(target, "w", newline="") as stream:
                write_csv(history, stream)
        except (OSError, HistoryError) as exc:
            logger.warning("cannot export the records to %s: %s", target, exc)
            self.app.notify(_("The records could not be exported."))
        else:
            self.app.notify(_("The records were saved as {name} in {folder}.").format(
                name=target.name, folder=str(target.parent)))
        finally:
            if history is not self._history:
                history.close()

    # ----------------------------------------------------------------- drawing

    def draw(self, canvas: Canvas) -> None:
        game = box.find(self.game_id)
        draw_page(canvas, _("Records: {game}").format(game=_(game.name)))
        total = self.stats.total
        if self.adding:
            count = ngettext("{n} game in the records so far; earlier games are being added.",
                             "{n} games in the records so far; earlier games are being "
                             "added.", total).format(n=total)
        else:
            count = ngettext("{n} game in the records", "{n} games in the records",
                             total).format(n=total)
        fit_text(canvas, count, (580, 905, 660, 90), theme.SMALL, align="center",
                 max_lines=3, line_gap=0.9)
        if not total:
            fit_text(canvas, _("Finished games appear here: who played, who won, and the "
                               "milestones on the way."), (360, 420, 1200, 200), theme.BODY,
                     align="center", max_lines=4)
        elif self.summary is None:
            self.draw_everyone(canvas)
        elif self.view == "summary":
            self.draw_summary(canvas, self.full or self.summary)
        elif self.full is None:
            fit_text(canvas, _("One moment: counting {name}'s games.").format(name=self.person),
                     (360, 420, 1200, 160), theme.BODY, align="center", max_lines=3)
        else:
            {"time": self.draw_time, "scores": self.draw_scores,
             "milestones": self.draw_milestones,
             "h2h": self.draw_head_to_head}[self.view](canvas, self.full)
        super().draw(canvas)

    def _table(self, canvas: Canvas, heads: list[tuple[str, int, int]],
               rows: list[list[str]]) -> None:
        """Columns (heading, x, width); each row's cells in order."""
        y = MAIN.y + 20
        for words, x, width in heads:
            # a long heading (French, large text) takes two lines rather than shrinking
            fit_text(canvas, words, (x, y - 40, width, 74), HEAD, valign="bottom",
                     max_lines=2, line_gap=0.85)
        for r, cells in enumerate(rows):
            cy = y + 80 + r * 76
            if r % 2 == 0:
                canvas.rect((MAIN.x - 10, cy - 34, MAIN.w + 20, 68), theme.PARCHMENT_DARK,
                            radius=10)
            for words, (_h, x, width) in zip(cells, heads, strict=True):
                canvas.text(words, (x, cy), CELL, "midleft", max_width=width)

    def draw_everyone(self, canvas: Canvas) -> None:
        heads = [(_("Player"), 270, 480), (_("Games"), 780, 200), (_("Wins"), 1000, 200),
                 (_("Win rate"), 1220, 210), (_("Best score"), 1450, 200)]
        rows = [[name, str(games), str(wins), percent(wins, games),
                 str(low if self.better == "low" else high) if games else "–"]
                for name, games, wins, low, high in self.table[:TABLE_ROWS]]
        if rows:
            self._table(canvas, heads, rows)
        else:
            fit_text(canvas, _("Only bots have played this game so far."),
                     (360, 420, 1200, 120), theme.BODY, align="center", max_lines=4)

    def draw_summary(self, canvas: Canvas, p: PlayerStats | PersonSummary) -> None:
        longest, now = p.streaks()
        figures = [
            (str(p.games), _("games")), (str(p.wins), _("wins")),
            (percent(p.wins, p.games), _("win rate")),
            (str(p.best) if p.best is not None else "–",
             _("best score (lowest)") if p.better == "low" else _("best score")),
            (one_decimal(p.average) if p.average is not None else "–", _("average score")),
            (str(longest), _("longest run of wins") if not now else
             _("longest run of wins (now {n})").format(n=now)),
        ]
        for i, (number, label) in enumerate(figures):
            tile = pygame.Rect(260 + (i % 3) * 480, 305 + (i // 3) * 150, 440, 130)
            canvas.rect(tile, theme.CREAM, radius=16)
            canvas.text(number, (tile.centerx, tile.y + 42), FIGURE, max_width=400,
                        max_grow=1.25)
            # a long label (French, the run going on) wraps rather than shrinks
            fit_text(canvas, label, (tile.x + 12, tile.y + 72, tile.w - 24, 56), theme.SMALL,
                     align="center", max_lines=2, line_gap=0.85, max_grow=1.25)
        levels = p.against_levels()[-4:]
        canvas.text(_("Against the bots"), (260, 625), HEAD, "midleft", max_width=700)
        if not levels:
            canvas.text(_("No games against bots yet."), (260, 690), CELL, "midleft",
                        max_width=1400)
        for i, (level, games, wins) in enumerate(levels):
            y = 685 + i * 58
            canvas.text(level_name(level), (260, y), CELL, "midleft", max_width=240)
            bar = pygame.Rect(520, y - 16, 480, 32)
            canvas.rect(bar, theme.CREAM, radius=8)
            if wins:
                canvas.rect(bar.inflate(0, 0).clip((bar.x, bar.y, round(bar.w * wins / games),
                                                    bar.h)), theme.GARDEN, radius=8)
            canvas.rect(bar, theme.INK_SOFT, radius=8, width=2)
            canvas.text(ngettext("{wins} win in {games} games ({percent})",
                                 "{wins} wins in {games} games ({percent})", wins)
                        .format(wins=wins, games=games, percent=percent(wins, games)),
                        (1030, y), CELL, "midleft", max_width=630)

    def draw_time(self, canvas: Canvas, p: PlayerStats) -> None:
        shown = p.results[-LAST_GAMES:]
        canvas.text(ngettext("Place in the last game", "Places in the last {n} games",
                             len(shown)).format(n=len(shown)), (960, 320), HEAD,
                    max_width=1300)
        results_over_time(canvas, shown, pygame.Rect(260, 370, 1400, 330))
        canvas.text(day_words(shown[0].finished), (380, 745), theme.SMALL, "midleft",
                    max_width=560)
        if len(shown) > 1:
            canvas.text(day_words(shown[-1].finished), (1640, 745), theme.SMALL, "midright",
                        max_width=560)
        diamond(canvas, (420, 830), 18, theme.GARDEN_DARK)
        canvas.text(_("a win"), (455, 830), theme.SMALL, "midleft", max_width=380)
        ring(canvas, (900, 830), 14, theme.ROSE_DARK)
        canvas.text(_("another place"), (935, 830), theme.SMALL, "midleft", max_width=600)

    def draw_scores(self, canvas: Canvas, p: PlayerStats) -> None:
        scores = [r.score for r in p.results]
        canvas.text(_("How the scores spread: games for each score"), (960, 320), HEAD,
                    max_width=1300)
        score_distribution(canvas, scores, pygame.Rect(260, 360, 1400, 420))
        best = "–" if p.best is None else str(p.best)
        average = "–" if p.average is None else one_decimal(p.average)
        key = (_("Best: {best} (the lowest score wins) · average: {average}")
               if p.better == "low" else _("Best: {best} · average: {average}"))
        canvas.text(key.format(best=best, average=average), (960, 830), CELL,
                    max_width=1400)

    def draw_milestones(self, canvas: Canvas, p: PlayerStats) -> None:
        earned = {m.key: m for m in p.milestones}
        levels = [lv for lv, _g, _w in p.against_levels()]
        keys = possible_milestones(self.game_id, levels)
        keys = [k for k in keys if k in earned] + [k for k in keys if k not in earned]
        for i, key in enumerate(keys[:8]):
            y = 330 + i * 68
            got = earned.get(key)
            if got is not None:
                diamond(canvas, (285, y), 18, theme.GARDEN_DARK)
            else:
                ring(canvas, (285, y), 14, theme.INK_SOFT)
            canvas.text(milestone_text(self.game_id, key), (330, y), CELL, "midleft",
                        max_width=880)
            status = (_("earned {day}").format(day=day_words(got.finished)) if got
                      else _("not yet"))
            canvas.text(status, (1660, y), theme.SMALL, "midright", max_width=420)

    def draw_head_to_head(self, canvas: Canvas, p: PlayerStats) -> None:
        others = sorted(p.head_to_head.values(),
                        key=lambda h: -(h.ahead + h.behind + h.level))[:TABLE_ROWS]
        if not others:
            fit_text(canvas, _("{name} has not yet played this game with another person.")
                     .format(name=p.name), (360, 420, 1200, 160), theme.BODY,
                     align="center", max_lines=4)
            return
        heads = [(_("Against"), 270, 480), (_("Placed ahead"), 780, 280),
                 (_("Placed behind"), 1080, 280), (_("Tied"), 1380, 270)]
        self._table(canvas, heads, [[h.other, str(h.ahead), str(h.behind), str(h.level)]
                                    for h in others])
