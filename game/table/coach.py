"""The coach of a guided first game: lessons chosen from the table, said in a bubble.

One piece for every game (the table kit); each game gives only its lessons.

**A lesson** (`Lesson`) is an id, its text (an `N_` English source, or a function of the
coach giving words already translated, e.g. the closing word), a condition on the
table (`when(coach) -> bool`: `coach.play` is the game's Play scene, `coach.happened` the
ids something at the table has called for, see `notice`), what it points at
(`points(coach) -> list[Rect]`, logical 1920x1080 rects; the arrow goes to the first,
each gets a gold ring) and a short name (`topic`, `N_`) for the closing word.

**The coach** (`Coach(play, game_id, lessons, spots=...)`) is never a script: when the
table is still (`check`), the first lesson, in the order given, whose condition holds and
that has not been taught yet is said. So Undo, a hint, Pause, a resize, a language change
or Continue can never derail it: the rebuilt table is read again and the lessons not yet
taught still come. What has been taught is kept in the settings
(`Settings.tables[game_id]["coach"]`, written as each lesson is said), so Undo and
Continue remember it; `start_afresh(app, game_id)` clears it for a new guided game. The
bubble's words are translated as they are drawn (a language change shows at once), and
its targets are asked again at every draw.

**Keeping its word** (`closing(all_word, some_word)`): at the end the coach says the
game's word for "you know it all" only when every lesson was given; otherwise the game's
shorter word and the topics it did not get to show, by name.

**The lobby** opens it with `open_guided(app, game_id, saves, make_play)`, which asks
before a saved game is replaced; the game's contract names that in its `lobby_extras`
(`LobbyExtra(N_("Guided first game"), "game.<id>.scenes.guided:open_guided")`).

**The Play scene** mixes in `Coached` before its own class
(`class GuidedPlay(Coached, PlayScene)`), sets `self.coach` in its `__init__` and may
override `coach_may_speak()` (default: the table is idle and the game not over). While a
bubble is up the table waits (no timer, no bot); a click (once the bubble has been up for
`GRACE` seconds), Enter or Space carries on, Esc
opens Pause with the bubble kept, Ctrl+Z puts it away and takes the move back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.scenes.base import Scene
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text, rows, text_fits
from game.ui.tween import pulse

SCREEN = pygame.Rect(0, 0, 1920, 1080)
GRACE = 0.5
"""Seconds a new bubble ignores clicks: a click meant for the table, made just as the
bubble appears, must not put it away unread."""
BUBBLE = (760, 270)
"""The bubble's logical size."""
REPLACE = N_("Start the guided game? The game you have saved will be replaced.")
BODY_STYLE = theme.TextStyle(30, theme.INK, True)
GOT_IT = N_("Got it: click or press Space")
NOT_SHOWN = N_("This game did not bring up: {topics}. How to play explains them, and "
               "they will come up in your own games.")


def _nowhere(_coach: Coach) -> list[pygame.Rect]:
    return []


@dataclass(frozen=True)
class Lesson:
    id: str
    text: str | Callable[[Coach], str]
    """What the coach says: an `N_` English source, translated when drawn, or a function
    of the coach giving translated words."""
    when: Callable[[Coach], bool]
    """The condition on the table: this lesson may be said now."""
    points: Callable[[Coach], Sequence[pygame.Rect]] = _nowhere
    """What it points at (logical rects; empty: nothing)."""
    topic: str = ""
    """A short name for the closing word (`N_`), e.g. "the Rabbit Hole"."""


@dataclass
class Tip:
    """The lesson being said and what it points at."""

    key: str
    targets: list[pygame.Rect] = field(default_factory=list)


# ---------------------------------------------------------------- what is remembered

def _table(app, game_id: str) -> dict:
    table = app.settings.tables.get(game_id)
    return dict(table) if isinstance(table, dict) else {}


def remember(app, game_id: str, key: str, value: object) -> None:
    """One flag in the game's table settings, the others kept."""
    table = _table(app, game_id)
    table[key] = value
    app.update_settings(app.settings.with_table(game_id, table))


def first_welcome(app, game_id: str, words: str) -> str | None:
    """A game lobby's word of welcome (`GameInfo.welcome`): `words` (an `N_` string
    offering the guided first game) the first time the game's lobby opens, then None."""
    if _table(app, game_id).get("welcomed") is True:
        return None
    remember(app, game_id, "welcomed", True)
    return words


def taught(app, game_id: str, known: Iterable[str]) -> set[str]:
    """The lessons given so far in the game's guided game (a damaged entry: none)."""
    got = _table(app, game_id).get("coach")
    ids = set(known)
    return {k for k in got if k in ids} if isinstance(got, list) else set()


def start_afresh(app, game_id: str) -> None:
    """A new guided game: the coach's lessons start again."""
    remember(app, game_id, "coach", [])


# ---------------------------------------------------------------- the coach

class Coach:
    """Which lessons have been given, which one is said now, and its bubble."""

    def __init__(self, play: Any, game_id: str, lessons: Sequence[Lesson],
                 spots: Callable[[], Sequence[tuple[int, int]]] | None = None,
                 size: tuple[int, int] = BUBBLE, nearest: bool = False) -> None:
        self.play = play
        self.game_id = game_id
        self.lessons = tuple(lessons)
        self.by_id = {lesson.id: lesson for lesson in self.lessons}
        self.spots = spots or (lambda: [SCREEN.center])
        """Where the bubble may go (centres, best first); the first that leaves what
        it points at in view is taken."""
        self.size = size
        self.height = size[1]
        """The bubble's height now: taller when long words (French, large text) would
        otherwise shrink below their size (`fit_height`)."""
        self.nearest = nearest
        """True: of the spots that leave the targets in view, the one nearest the first
        target (else the first such spot)."""
        self.showing: Tip | None = None
        self.age = 0.0
        """How long the bubble has been up (seconds of the table's time)."""
        self.happened: set[str] = set()
        """Lessons something at the table has called for (`notice`), waiting their turn."""

    # ------------------------------------------------------------------ what to say

    @property
    def taught(self) -> set[str]:
        return taught(self.play.app, self.game_id, self.by_id)

    def teach(self, key: str) -> None:
        remember(self.play.app, self.game_id, "coach", sorted(self.taught | {key}))

    def notice(self, key: str) -> None:
        """Something happened at the table that lesson `key` is about (ignored while a
        saved game is replayed)."""
        if not getattr(self.play, "quiet", False) and not getattr(self.play, "replaying",
                                                                    False):
            self.happened.add(key)

    def check(self) -> None:
        """The first lesson that applies now and is new (nothing while one is said or a
        curtain is down)."""
        if self.showing is not None or getattr(self.play, "curtain_for", None) is not None:
            return
        done = self.taught
        for lesson in self.lessons:
            if lesson.id in done or not lesson.when(self):
                continue
            self.showing = Tip(lesson.id, list(lesson.points(self)))
            self.age = 0.0
            self.teach(lesson.id)
            return

    def dismiss(self) -> None:
        if self.showing is not None:
            self.happened.discard(self.showing.key)
            self.showing = None

    def missing(self) -> list[Lesson]:
        """The lessons the game has not brought up, in their order."""
        done = self.taught
        return [lesson for lesson in self.lessons if lesson.id not in done]

    def closing(self, all_word: str, some_word: str) -> str:
        """The last word, translated: `all_word` when every lesson was given, else
        `some_word` and the topics not shown, named."""
        missing = list(dict.fromkeys(_(lesson.topic) for lesson in self.missing()
                                     if lesson.topic))  # each topic named once
        if not missing:
            return _(all_word)
        return _(some_word) + " " + _(NOT_SHOWN).format(topics=", ".join(missing))

    # ------------------------------------------------------------------ drawing

    def words(self, lesson: Lesson) -> str:
        """A lesson's words in the current language."""
        return lesson.text(self) if callable(lesson.text) else _(lesson.text)

    def targets(self) -> list[pygame.Rect]:
        """What the bubble points at now (asked again: the table may have moved)."""
        tip = self.showing
        if tip is None:
            return []
        lesson = self.by_id.get(tip.key)
        try:
            now = list(lesson.points(self)) if lesson is not None else []
        except Exception:  # a table in the middle of changing: keep the last targets
            now = []
        if now:
            tip.targets = now
        return tip.targets

    def bubble(self, targets: Sequence[pygame.Rect] | None = None) -> pygame.Rect:
        """Where the bubble goes: the first spot that leaves what it points at in view."""
        targets = self.targets() if targets is None else targets
        spots = list(self.spots()) or [SCREEN.center]
        size = (self.size[0], self.height)
        boxes = []
        for spot in spots:
            box = pygame.Rect(0, 0, *size)
            box.center = spot
            box.clamp_ip(SCREEN)
            if not any(box.colliderect(t) for t in targets):
                boxes.append(box)
        if boxes and self.nearest and targets:
            return min(boxes, key=lambda b: _gap(b, targets[0]))
        if boxes:
            return boxes[0]
        box = pygame.Rect(0, 0, *size)
        box.center = spots[0]
        box.clamp_ip(SCREEN)
        return box

    def draw(self, canvas: Canvas, time: float = 0.0, reduced: bool = False) -> None:
        tip = self.showing
        if tip is None:
            return
        targets = self.targets()
        lesson = self.by_id.get(tip.key)
        words = self.words(lesson) if lesson is not None else ""
        self.height = fit_height(canvas, words, self.size)
        draw_bubble(canvas, self.bubble(targets), words, targets, time, reduced)


def fit_height(canvas: Canvas, words: str, size: tuple[int, int]) -> int:
    """The bubble's height for `words`: its own, or up to 60 % taller, the first at
    which the words keep most of their size (at least 26 logical px)."""
    w, h = size
    for height in (h, round(h * 1.3), round(h * 1.6)):
        body = rows(pygame.Rect(0, 0, w, height).inflate(-44, -28), 1.0, 40, gap=6)[0]
        if text_fits(canvas, words, body, BODY_STYLE, max_lines=8, floor=26):
            return height
    return round(h * 1.6)


def _gap(a: pygame.Rect, b: pygame.Rect) -> float:
    """How far apart two rects are (0 when they touch)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return (dx * dx + dy * dy) ** 0.5


def draw_bubble(canvas: Canvas, box: pygame.Rect, words: str,
                targets: Sequence[pygame.Rect] = (), time: float = 0.0,
                reduced: bool = False, foot: str | None = GOT_IT) -> None:
    """A coach's bubble at `box`: gold rings round the targets, an arrow to the first,
    the words fitted whole (`fit_text`), and how to carry on at its foot."""
    glow = 255 if reduced else round(170 + 85 * pulse(time, 0.9)) // 16 * 16
    for target in targets:
        canvas.rect(target, (*theme.GOLD, glow), radius=24, width=8)
    if targets:
        start, end = arrow(box, targets[0])
        canvas.line(start, end, theme.INK, 9)
        canvas.line(start, end, theme.GOLD, 5)
        canvas.circle(end, 10, theme.GOLD)
    canvas.rect(box.move(5, 8), (40, 24, 16, 110), radius=26)
    canvas.rect(box, theme.CREAM, radius=26)
    canvas.solid(box, "the coach")
    canvas.rect(box, theme.GOLD, radius=26, width=6)
    if foot:
        body, low = rows(box.inflate(-44, -28), 1.0, 40, gap=6)
    else:
        body, low = box.inflate(-44, -28), None
    fit_text(canvas, words, body, BODY_STYLE, max_lines=8, line_gap=1.0)
    if foot and low is not None:
        fit_text(canvas, _(foot), low, theme.TextStyle(24, theme.INK_SOFT), align="right",
                 max_lines=1)


def open_guided(app, game_id: str, saves: Any, make_play: Callable[[Any], Scene]) -> None:
    """The lobby's "Guided first game": a new guided game (`make_play(app)`, its lessons
    started afresh); a saved game (`saves`, the game's store) is only replaced once the
    player says so."""
    from game.scenes.question import QuestionScene

    def start() -> None:
        start_afresh(app, game_id)
        app.push(make_play(app))

    if saves is not None and not saves.read_only and saves.has_autosave():
        app.push(QuestionScene(app, REPLACE, N_("Start it"), N_("Keep my game"), start))
        return
    start()


def arrow(box: pygame.Rect, target: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """The arrow from the bubble to the edge of its target that faces it, so the arrow
    never lies across what it points at (a preview's words, a card's face)."""

    def along(lo: int, hi: int, at: int) -> int:
        inset = min(24, (hi - lo) // 2)
        return max(lo + inset, min(hi - inset, at))

    if target.top >= box.bottom:
        end = (along(target.left, target.right, box.centerx), target.top)
        start = (along(box.left, box.right, end[0]), box.bottom)
    elif target.bottom <= box.top:
        end = (along(target.left, target.right, box.centerx), target.bottom)
        start = (along(box.left, box.right, end[0]), box.top)
    elif target.left >= box.right:
        end = (target.left, along(target.top, target.bottom, box.centery))
        start = (box.right, along(box.top, box.bottom, end[1]))
    elif target.right <= box.left:
        end = (target.right, along(target.top, target.bottom, box.centery))
        start = (box.left, along(box.top, box.bottom, end[1]))
    else:  # the bubble lies over it: point at its top from the bubble's top
        end = target.midtop
        start = (box.centerx, box.top)
    return start, end


# ---------------------------------------------------------------- the Play scene's part

class Coached:
    """Mixed in before a game's Play scene: the coach speaks when the table is still,
    the table waits while it does, a click or Space carries on, the bubble is drawn on
    top. The scene sets `self.coach` (a `Coach`) in its `__init__`."""

    coach: Coach | None = None

    def coach_may_speak(self) -> bool:
        """The moment a lesson may be said (default: all is still, the game not over)."""
        return bool(self.idle) and not self.state.is_over  # type: ignore[attr-defined]

    def update(self, dt: float) -> None:
        coach = self.coach
        if coach is not None and coach.showing is None and self.coach_may_speak():
            coach.check()
        if coach is not None and coach.showing is not None:
            coach.age += dt
            Scene.update(self, dt)  # type: ignore[arg-type]  # the table waits
            return
        super().update(dt)  # type: ignore[misc]

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        coach = self.coach
        if coach is not None and coach.showing is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.open_pause()  # type: ignore[attr-defined]
                return None
            if event.type == pygame.KEYDOWN and event.key == pygame.K_z and \
                    getattr(event, "mod", 0) & pygame.KMOD_CTRL:
                coach.dismiss()  # an undo is never eaten by a bubble
                return super().process_event(event)  # type: ignore[misc]
            if event.type == pygame.MOUSEBUTTONUP and coach.age < GRACE:
                return None  # a click meant for the table as the bubble came: not read yet
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                    event.type == pygame.KEYDOWN and event.key in (
                        pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)):
                coach.dismiss()
            return None
        return super().process_event(event)  # type: ignore[misc]

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)  # type: ignore[misc]
        if self.coach is not None:
            self.coach.draw(canvas, getattr(self, "time", 0.0),
                            bool(getattr(self, "reduced", False)))
