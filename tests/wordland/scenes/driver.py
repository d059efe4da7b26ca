"""Drive the word table like the people at it: only posted mouse, key and text events."""

from __future__ import annotations

import pygame

from game.wordland.data.catalogue import topics_by_id
from game.wordland.rules.components import Phase
from game.wordland.scenes.play import PlayScene
from game.wordland.words.text import fold

FRAME = 1 / 10


def click(app, logical: tuple[int, int]) -> None:
    pos = app.viewport.point(*logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(app, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def type_text(app, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def button(play: PlayScene, words: str):
    return next((w for w in play.widgets if words in getattr(w, "text", "")), None)


def a_fitting_word(play: PlayScene) -> str:
    """A word of the topic without the speaker's forbidden letters, not said yet."""
    s = play.state
    topic = topics_by_id(s.language)[s.topics[0]]
    forbidden = s.forbidden_for(s.speaker)
    said = set(s.standing_words())
    for word in topic.words:
        if word not in said and not set(fold(word)) & forbidden and "'" not in word:
            return word
    return topic.words[0]


def play_typed_human(app, play: PlayScene) -> None:
    """One decision of the human(s), by posted events, if one is asked for."""
    s = play.state
    if play.summary is not None:
        click(app, play.widgets[0].rect.center)
        return
    if play.curtain is not None or s.phase in (Phase.CATERPILLAR, Phase.TOPIC, Phase.VOTE):
        humans = [w for w in play.widgets if w.visible and getattr(w, "enabled", True)
                  and "Secret" not in getattr(w, "text", "")
                  and "Undo" not in getattr(w, "text", "")]
        if humans:
            click(app, humans[0].rect.center)
        return
    speaker = play.human_speaker()
    if speaker is not None and play.input.entry.active and not play.input.entry.value:
        type_text(app, a_fitting_word(play))
        key(app, pygame.K_RETURN)
