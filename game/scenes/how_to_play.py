"""How to Play: the frame that turns a game's pages, reachable from its lobby and pause.

Each game hands over its pages (`GameInfo.how_to_play`); a page is a title, a text in our
own words and a picture drawn beside it, or, for a page laid out its own way (the race's
summary of the special spaces), a `layout` that draws the whole body. A game writes its
pages' words in `data/how_to_play.json` (read by `written_pages`, extracted for
translation by tools/i18n.py) and draws their pictures in code.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from importlib.abc import Traversable

import pygame

from game.scenes.base import Scene
from game.scenes.common import draw_page
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.ui.widgets import Button

Drawing = Callable[[Canvas, pygame.Rect], None]

BODY = pygame.Rect(240, 220, 1440, 640)
TEXT = pygame.Rect(860, 240, 800, 600)
"""Where a page's words go, beside its picture (they shrink to fit, never under the
text floor)."""
"""Where a page's own layout goes: below the title, above the buttons."""


ART = pygame.Rect(240, 230, 560, 600)
"""Where a page's picture goes, at the left."""
PARAGRAPH_GAP = 24


@dataclass(frozen=True)
class Page:
    """One page: its title, its words (paragraphs split by a blank line) and the picture
    drawn beside them; or a `layout` that draws the whole body its own way. With
    `spread`, each paragraph gets the share of the room its length asks, with a gap
    between paragraphs (the Parade's pages)."""

    title: str
    text: str
    art: Drawing | None
    layout: Drawing | None = None
    spread: bool = False


log = logging.getLogger(__name__)


def written_pages(source: Traversable, drawings: Mapping[str, Drawing]) -> tuple[Page, ...]:
    """The pages written in a game's `how_to_play.json`: `{"pages": [{"title": ...,
    "text": ..., "art": <a key of drawings>, "spread": false}, ...]}`. Titles and texts are
    English msgids, translated when drawn. A file that cannot be read, or a page naming a
    picture the game does not draw, is logged and left out: the frame shows what is left."""
    try:
        data = json.loads(source.read_text(encoding="utf-8"))
        rows = data["pages"]
    except (OSError, ValueError, KeyError, TypeError) as e:
        log.error("%s: the How to Play pages cannot be read (%s)", source, e)
        return ()
    out: list[Page] = []
    for row in rows if isinstance(rows, list) else ():
        try:
            art = drawings[row["art"]]
            out.append(Page(str(row["title"]), str(row["text"]), art,
                            spread=bool(row.get("spread", False))))
        except (KeyError, TypeError, AttributeError) as e:
            log.error("%s: a How to Play page is left out (%r: %s)", source, row, e)
    return tuple(out)


def _spread(canvas: Canvas, text: str) -> None:
    """The paragraphs of `text` down the text column, each measured at its pixel size in
    the room its length asks."""
    parts = [p for p in text.split("\n\n") if p]
    total = sum(len(p) for p in parts) or 1
    y = float(TEXT.y)
    room = TEXT.h - PARAGRAPH_GAP * (len(parts) - 1)
    for part in parts:
        h = room * len(part) / total
        fit_text(canvas, part, (TEXT.x, round(y), TEXT.w, round(h)), theme.BODY,
                 max_lines=12, valign="top")
        y += h + PARAGRAPH_GAP


class HowToPlayScene(Scene):
    name = "howto"

    def __init__(self, app, pages: Sequence[Page], page: int = 0) -> None:
        super().__init__(app)
        self.contents = tuple(pages)
        self.page = page
        self.widgets.append(Button((260, 900, 260, 76), N_("‹ Back"), self.prev,
                                   theme.INK_SOFT))
        self.widgets.append(Button((1400, 900, 260, 76), N_("Next ›"), self.next, theme.ROSE))
        self.widgets.append(Button((830, 900, 260, 76), N_("Done"), self.app.pop,
                                   theme.GARDEN_DARK))
        self.focus_index = 1  # Enter turns the page

    @property
    def pages(self) -> int:
        return len(self.contents)

    def prev(self) -> None:
        if self.page == 0:
            self.app.pop()
        else:
            self.page -= 1

    def next(self) -> None:
        if self.page < self.pages - 1:
            self.page += 1
        else:
            self.app.pop()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RIGHT:
            self.next()
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_LEFT:
            self.prev()
            return None
        return super().process_event(event)

    def draw(self, canvas: Canvas) -> None:
        # the last page has no "Next": Done (in the middle) closes the book
        self.widgets[1].visible = self.page < self.pages - 1
        page = self.contents[self.page]
        draw_page(canvas, _(page.title))
        if page.layout is not None:
            page.layout(canvas, BODY)
        else:
            if page.art is not None:
                page.art(canvas, ART.copy())
            if page.spread:
                _spread(canvas, _(page.text))
            else:
                fit_text(canvas, _(page.text), TEXT, theme.BODY, valign="top", max_lines=40,
                         line_gap=1.04)
        canvas.text(_("{page} / {pages}").format(page=self.page + 1, pages=self.pages),
                    (960, 870), theme.TextStyle(24, theme.INK_SOFT))  # the 24 px floor
        super().draw(canvas)
