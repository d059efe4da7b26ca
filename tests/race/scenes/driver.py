"""Drive the game like a player: only posted mouse and key events, one frame at a time."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pygame

from game.app import App
from game.race import room
from game.race.rules.actions import Decision, PlayCard
from game.race.rules.setup import Seat, Variants, deal
from game.race.scenes.play import PlayScene

FRAME = 1 / 30


def table(app: App, seats: Sequence[Seat], seed: int, variants: Variants | None = None
          ) -> PlayScene:
    """A race table dealt for `seats` by `seed` on the app's board, on top, saving
    nothing."""
    setup = deal(room.level(app).board, tuple(seats), random.Random(seed),
                 variants or Variants(), 0, seed=seed)
    play = PlayScene(app, setup, seed=seed, autosave=False)
    app.push(play)
    return play


def click(app: App, logical: tuple[int, int]) -> None:
    pos = app.viewport.point(*logical)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(motion)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(app: App, k: int, down: bool = True) -> None:
    kind = pygame.KEYDOWN if down else pygame.KEYUP
    pygame.event.post(pygame.event.Event(kind, key=k, mod=0, unicode=" ", scancode=0))


def play_one_decision(app: App, play: PlayScene) -> None:
    """If the human must decide, post the events a player would make."""
    if play.curtain_for is not None:
        click(app, (960, 540))
        return
    p = play.human_to_act()
    if p is None:
        return
    state = play.state
    if state.decision is Decision.CARD:
        slot = next(a.slot for a in state.legal_actions() if isinstance(a, PlayCard))
        rect = play.hand_view.card_rect(slot, len(play.shown_hand))
        click(app, rect.center)
    elif state.decision is Decision.SPIN:
        key(app, pygame.K_SPACE, True)
        for _ in range(200):
            app.step(FRAME)
            if play.spinner.charge > 0.75:
                break
        key(app, pygame.K_SPACE, False)
    elif play.choices and state.decision is Decision.BOOST:
        # take the +1 (it was the first button before issue 33 put the buttons in the
        # question's order; the guided game's fixed deal counts on it)
        actions = getattr(play, "choice_actions", [])
        index = next((i for i, a in enumerate(actions) if getattr(a, "take", False)), 0)
        click(app, play.choices[index].rect.center)
    elif play.choices:
        click(app, play.choices[0].rect.center)
