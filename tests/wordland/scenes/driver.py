"""Drive the word table like the people at it: only posted mouse, key and text events."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game.wordland.data.catalogue import topics_by_id
from game.wordland.rules.actions import PlaceCaterpillarToken, ReturnTopic
from game.wordland.rules.components import Phase
from game.wordland.rules.setup import Options, deal
from game.wordland.scenes.play import PlayScene
from game.wordland.words.text import fold
from tests.helpers.pointer import click, key, type_text

__all__ = ["FRAME", "a_fitting_word", "button", "click", "key", "play_typed_human",
           "table_at_discussion", "to_discussion", "type_text", "vote_on_seat_zero"]

FRAME = 1 / 10


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
    if play.summary is not None or play.verdict is not None:  # Next round; Continue
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


def to_discussion(play: PlayScene) -> None:
    """Play the preparation (the Caterpillar's token, the Queen's topic) to the first turn
    of discussion, and lift the curtain."""
    s = play.state
    while s.phase is not Phase.DISCUSSION:
        action = next(a for a in s.legal_actions()
                      if isinstance(a, PlaceCaterpillarToken | ReturnTopic))
        play.act(action, elapsed=0.0)
    play.curtain = None
    play.input.rebuild()


def table_at_discussion(app, seats, options: Options, seed: int) -> PlayScene:
    """A word table of `seats` dealt with `options` in English (the first seat starts),
    on the app, brought to the first turn of discussion (no autosave)."""
    setup = deal(seats, random.Random(seed), options, "en", 0, seed=seed)
    play = PlayScene(app, setup, seed=seed, autosave=False)
    app.push(play)
    to_discussion(play)
    return play


def vote_on_seat_zero(app, play: PlayScene, words: tuple[str, ...], frames: int = 400,
                      dt: float = FRAME,
                      each_frame: Callable[[PlayScene], None] | None = None) -> str:
    """Seat 0 (a person, speaking) says the first of `words` without her forbidden
    letters, the first other seat that may challenges it, and frames run (`each_frame`
    first: a person at the screen voting) until the vote has ended. The word said."""
    from game.wordland.rules.actions import Challenge, SayWord

    s = play.state
    assert s.speaker == 0 and s.phase is Phase.DISCUSSION
    word = next(w for w in words if not set(fold(w)) & s.forbidden_for(0))
    assert play.act(SayWord(0, word))
    challenger = next(a.seat for a in play.state.legal_actions()
                      if isinstance(a, Challenge) and a.seat != 0)
    assert play.act(Challenge(challenger)) and play.state.phase is Phase.VOTE
    for _ in range(frames):
        if play.state.phase is not Phase.VOTE:
            break
        if each_frame is not None:
            each_frame(play)
        app.step(dt)
    assert play.state.phase is not Phase.VOTE
    return word
