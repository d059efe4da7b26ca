"""Play the Parade's guided first game as a newcomer: point at a card, then play it;
every coach bubble read and put away with Space."""

from __future__ import annotations

import pygame

from game.parade.scenes.guided import GuidedPlay, new_guided
from tests.parade.scenes.driver import FRAME, hover, human_move, key


def guided(app) -> GuidedPlay:
    new_guided(app)
    play = app.top
    assert isinstance(play, GuidedPlay)
    return play


def current(app, play: GuidedPlay) -> GuidedPlay:
    """The table on top (an undo or Continue replaces it)."""
    return app.top if isinstance(app.top, GuidedPlay) else play


def until_tip(app, play: GuidedPlay, frames: int = 4000) -> str | None:
    """Play on (point, then click) until the coach speaks: its lesson's id; None when
    the game has left the table."""
    pointed: object = None
    for _ in range(frames):
        play = current(app, play)
        if app.top is not play:
            return None
        if play.coach.showing is not None:
            return play.coach.showing.key
        moment = (len(play.record.actions), play.state.phase)
        if play.human_to_act() is not None and play.input.cards and pointed != moment:
            pointed = moment
            hover(app, play.input.cards[0].rect.center)
        else:
            human_move(app, play)
        app.step(FRAME)
    return None


def dismiss(app) -> None:
    key(app, pygame.K_SPACE)
    app.step(FRAME)


def all_lessons(app) -> tuple[list[str], GuidedPlay]:
    play = guided(app)
    said = []
    while (tip := until_tip(app, play)) is not None:
        said.append(tip)
        play = current(app, play)
        dismiss(app)
    return said, play
