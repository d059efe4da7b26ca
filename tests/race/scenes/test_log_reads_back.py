"""Keep the story: the race's "What happened" is the kit's `LogPanel`. Played for real
(one person and three bots, posted events only) until the log overflows, it scrolls back
with the wheel over it to older entries, shown whole and in words; the strip at its foot
brings the newest back; a bot's turn adds its entries without moving the view of a
reader who scrolled back; and the replay's log scrolls the same way (its Page Up / Page
Down stay the replay's step keys)."""

from __future__ import annotations

import pygame

from game.app import App
from game.race.rules.components import Character
from game.race.rules.records import GameRecord
from game.race.rules.setup import Seat
from game.race.scenes.play import PlayScene
from game.race.scenes.watch import WatchScene
from game.ui.text import elide
from tests.race.scenes.driver import FRAME, click, play_one_decision, table
from tests.shell.layout_check import judged, recorded

SEATS = (Seat(Character.ALICE, "Ann", "human"),
         Seat(Character.HATTER, "Hatter", "bot:random"),
         Seat(Character.HARE, "Hare", "bot:random"),
         Seat(Character.QUEEN, "Queen", "bot:random"))
NOT_ENTRIES = ("What happened", "Earlier")
"""The panel's own words (its title, the strip over an older entry left out)."""


def _hover(app: App, logical: tuple[int, int]) -> None:
    pos = app.viewport.point(*logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))


def _wheel(app: App, play: PlayScene, notches: int) -> None:
    """The wheel turned away from the player (back in time) over the log."""
    _hover(app, play.log_panel.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False))
    app.step(FRAME)


def _played(app: App, until) -> PlayScene:
    """A race played by posted events (Ann's decisions) until `until(play)`, the log
    overflowing its panel by several entries."""
    play = table(app, SEATS, seed=5)
    for _ in range(30000):
        play_one_decision(app, play)
        app.step(FRAME)
        panel = play.log_panel
        if panel.scrolls and panel.in_view.start >= 8 and until(play):
            return play
    raise AssertionError("the log never overflowed")


def _shown(app: App, play: PlayScene) -> list[str]:
    """The lines the log's panel draws now, top to bottom (its cached drawing painted
    anew, with a recorder); nothing in the window cut or drawn over."""
    play.drawing.invalidate()
    rec = recorded(app, play.draw)
    assert judged(app, rec) == []
    box = app.viewport.rect(play.log_panel.rect)
    return [t.words for t in rec.texts if box.contains(t.ink) and t.words not in NOT_ENTRIES]


def _pixels(app: App, play: PlayScene) -> bytes:
    """The log's area as the last frame showed it (the table's cached drawing)."""
    box = app.viewport.rect(play.anchors["log_area"]).clip(app.screen.get_rect())
    return pygame.image.tobytes(app.screen.subsurface(box), "RGB")


def _current(app: App, play: PlayScene) -> bool:
    """Whether the cached drawing of the log on screen is what painting it anew shows."""
    shown = _pixels(app, play)
    play.drawing.invalidate()
    app.draw()
    return _pixels(app, play) == shown


def _words_of(play: PlayScene, view: range) -> str:
    """The entries of `view` in words as drawn, run together (lines wrap at spaces)."""
    return "".join(elide(play.log_panel.entries[i].text) for i in view).replace(" ", "")


def test_the_wheel_over_the_log_reads_back_and_the_strip_brings_the_newest(app: App) -> None:
    play = _played(app, lambda play: play.human_to_act() is not None)
    panel = play.log_panel
    assert panel.following
    newest = panel.in_view
    assert newest[-1] == len(panel.entries) - 1
    before = _pixels(app, play)
    _wheel(app, play, 2)
    assert not panel.following
    # the frame after the wheel shows the scrolled log (its cached drawing was redone)
    assert _pixels(app, play) != before and _current(app, play)
    back = panel.in_view
    assert back.start < newest.start and back[-1] < len(panel.entries) - 1
    # the older entries are on screen, whole, in words (not only in the panel's state)
    assert "".join(_shown(app, play)).replace(" ", "") == _words_of(play, back)
    # the strip at the log's foot (a chevron pointing down) brings the newest back
    click(app, (panel.rect.centerx, panel.rect.bottom - 16))
    app.step(FRAME)
    assert panel.following
    assert panel.in_view == newest
    assert _current(app, play)
    assert "".join(_shown(app, play)).replace(" ", "") == _words_of(play, newest)
    # the wheel did not take the person's turn from her: she still decides
    assert play.human_to_act() == 0


def test_a_bots_turn_does_not_move_the_view_of_a_reader_scrolled_back(app: App) -> None:
    play = _played(app, lambda play: play.bots_turn() and len(play.beats) == 0)
    panel = play.log_panel
    _wheel(app, play, 1)
    assert not panel.following
    view, entries = panel.in_view, len(panel.entries)
    words = _shown(app, play)
    for _ in range(3000):  # the bots play on (Ann is not asked)
        app.step(FRAME)
        if play.human_to_act() is not None or play.state.is_over:
            break
    assert len(panel.entries) >= entries + 3  # the bots' turns were told
    assert not panel.following
    assert panel.in_view == view
    assert _current(app, play)
    assert _shown(app, play) == words
    # PageDown over the log goes on towards the newest; End brings it back
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0,
                                         unicode="", scancode=0))
    app.step(FRAME)
    assert panel.following and panel.in_view[-1] == len(panel.entries) - 1


def test_the_replays_log_scrolls_back_and_comes_back(app: App) -> None:
    play = _played(app, lambda play: True)
    record = GameRecord(play.record.setup, list(play.record.actions))
    watch = WatchScene.at(app, record, len(record.actions))
    app.replace(watch)
    app.step(FRAME)
    panel = watch.log_panel
    assert panel.scrolls and panel.following
    newest, position = panel.in_view, watch.position
    _wheel(app, watch, 1)
    assert not panel.following and panel.in_view.start < newest.start
    assert "".join(_shown(app, watch)).replace(" ", "") == _words_of(watch, panel.in_view)
    click(app, (panel.rect.centerx, panel.rect.bottom - 16))
    app.step(FRAME)
    assert panel.following and panel.in_view == newest
    assert app.top is watch and watch.position == position  # the replay stayed put
