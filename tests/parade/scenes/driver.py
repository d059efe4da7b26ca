"""Drive the Parade table like the people at it: only posted mouse and key events."""

from __future__ import annotations

import pygame

from game.parade.rules.actions import Phase
from game.parade.scenes.play import PlayScene
from tests.helpers.pointer import click, hover, key

__all__ = ["FRAME", "button", "click", "hover", "human_move", "key"]

FRAME = 1 / 10


def button(scene, words: str):
    """The scene's widget whose label (in English) holds `words`, or None."""
    from game.ui.widgets import label_text

    return next((w for w in scene.widgets
                 if words in label_text(getattr(w, "label", ""), translate=False)), None)


def human_move(app, play: PlayScene, by_keys: bool = False) -> None:
    """One decision of the person at the screen, by posted events, if one is asked (at
    the end, once the end show is over: "See the results")."""
    if play.state.is_over:
        ready = button(play, "results")
        if ready is not None:
            if by_keys:
                key(app, pygame.K_RETURN)
            else:
                click(app, ready.rect.center)
        return
    if play.curtain_for is not None:
        if by_keys:
            key(app, pygame.K_RETURN)
        else:
            click(app, play.widgets[0].rect.center)
        return
    if play.human_to_act() is None or not play.input.cards:
        return
    cards = play.input.cards
    if play.state.phase is Phase.DISCARD:
        if len(play.selected) < 2:
            pick = next(w for w in cards if w.card not in play.selected)
            if by_keys:
                key(app, pygame.K_1 + cards.index(pick))
            else:
                click(app, pick.rect.center)
        else:
            key(app, pygame.K_d)
        return
    if by_keys:
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RETURN)  # chooses the focused card
        key(app, pygame.K_RETURN)  # and confirms it
    else:
        card = cards[len(play.record.actions) % len(cards)]
        click(app, card.rect.center)  # chooses the card (issue #36)
        click(app, card.rect.center)  # and plays it
