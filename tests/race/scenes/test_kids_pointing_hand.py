"""Issue 36: at a kids' table a pointing hand (our own art) shows how to spin, without a
word, until she tries once in that turn; it is never shown at a grown-ups' table."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.race import room
from game.race.rules.setup import Seat, Variants, deal
from game.race.scenes.play import PlayScene
from game.race.ui.spinner_view import HOW_CYCLE, how_pose
from game.ui.canvas import Canvas
from tests.race.scenes.driver import FRAME, key
from tests.race.scenes.test_kids_alone import CHARS, _kids, _to_spin

ART = Path(__file__).resolve().parents[3] / "assets" / "race" / "art" / "pointing_hand.svg"


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    names: list[str] = []
    real = Canvas.image

    def image(self: Canvas, name: str, *args: object, **kwargs: object) -> pygame.Rect:
        names.append(name)
        return real(self, name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Canvas, "image", image)
    return names


def _shown(app: App, drawn: list[str], frames: int = 40) -> bool:
    """True when the pointing hand was drawn in any of `frames` frames (it comes and
    goes in a cycle)."""
    drawn.clear()
    for _ in range(frames):
        app.step(FRAME)
        app.draw()
    return "race/pointing_hand" in drawn


def test_the_art_is_ours_and_renders() -> None:
    root = ET.parse(ART).getroot()
    assert root.get("viewBox") == "0 0 100 140"
    tags = {el.tag.split("}")[-1] for el in root.iter()}
    assert not tags & {"text", "filter", "use", "clipPath", "image"}
    surf = pygame.image.load_sized_svg(str(ART), (100, 140))
    assert surf.get_bounding_rect().height > 120  # drawn, not blank


def test_the_hand_shows_how_to_spin_until_she_tries(app: App, drawn: list[str]) -> None:
    play = _kids(app, 4)
    _to_spin(app, play)
    assert play.spinner.show_how is not None and play.spinner.show_how()
    assert _shown(app, drawn, frames=round(HOW_CYCLE / FRAME))
    turn = play.state.turns_played
    key(app, pygame.K_SPACE, True)  # she presses: the hand goes at once
    app.step(FRAME)
    assert not play.spinner.show_how()
    key(app, pygame.K_SPACE, False)
    app.step(FRAME)
    assert play.spinner.busy
    for _ in range(2000):  # the rest of her turn: no pointing hand
        if play.state.turns_played != turn:
            break
        app.step(FRAME)
        assert not play.spinner.show_how()


def test_never_at_a_grown_ups_table(app: App, drawn: list[str]) -> None:
    seats = (Seat(CHARS[0], "Ann", "human"), Seat(CHARS[1], "Bob", "bot:easy"))
    setup = deal(room.level(app).board, seats, random.Random(4), Variants(), 0, seed=4)
    play = PlayScene(app, setup, seed=4, autosave=False)
    app.push(play)
    _to_spin(app, play)
    assert not play.spinner.show_how()
    assert not _shown(app, drawn, frames=round(HOW_CYCLE / FRAME))


def test_the_hand_drags_round_then_rests_with_reduced_motion() -> None:
    poses = [how_pose(t / 100, 1.0, still=False) for t in range(round(HOW_CYCLE * 100))]
    angles = [p[0] for p in poses if p is not None]
    assert min(angles) == 1.0 and max(angles) > 2.5  # it drags the hand round, clockwise
    assert any(p is None for p in poses)  # and goes away a moment between showings
    assert all(how_pose(t / 10, 1.0, still=True) == (1.0, 255, 1.0) for t in range(30))
