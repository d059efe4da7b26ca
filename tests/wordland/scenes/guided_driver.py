"""Play the word game's guided first game as a newcomer would: a few seconds to think
before each word, the first choice offered, the coach's bubbles read and closed."""

from __future__ import annotations

import pygame

from game.wordland.data.catalogue import topics_by_id
from game.wordland.rules.components import Phase
from game.wordland.scenes.guided import GuidedPlay
from game.wordland.words.judge import judge
from tests.table.coach_moves import until_bubble
from tests.wordland.scenes.driver import FRAME, click, key, type_text

THINK = 2.5
"""Seconds the newcomer looks at the table before typing (the bots may challenge
the word before hers meanwhile)."""


def good_word(play: GuidedPlay) -> str:
    """A word of the topic that the judge accepts from the speaker now."""
    s = play.state
    topic = topics_by_id(s.language)[s.topics[0]]
    for word in topic.words:
        verdict = judge(word, language=s.language, forbidden=s.forbidden_for(s.speaker),
                        said=s.standing_words())
        if verdict.fault is None and not verdict.refused:
            return word
    return topic.words[0]


def current(app, play: GuidedPlay) -> GuidedPlay:
    return app.top if isinstance(app.top, GuidedPlay) else play


def one_step(app, play: GuidedPlay, vote: bool = True) -> None:
    """One decision of the person at the screen, if one is asked for; then a frame."""
    s = play.state
    if play.summary is not None or play.verdict is not None:  # Next round; Continue
        click(app, play.widgets[0].rect.center)
    elif s.phase in (Phase.CATERPILLAR, Phase.TOPIC):
        if play.widgets:
            click(app, play.widgets[0].rect.center)
    elif s.phase is Phase.VOTE:
        if vote:
            ticks = [w for w in play.widgets if getattr(w, "text", "") in ("✓", "×")]
            if ticks:
                click(app, ticks[1].rect.center)  # against: the word is off the topic
    elif play.human_speaker() is not None and play.input.entry.active \
            and not play.input.entry.value and play.since >= THINK:
        type_text(app, good_word(play))
        key(app, pygame.K_RETURN)
    app.step(FRAME)


def until_tip(app, play: GuidedPlay, frames: int = 6000, vote: bool = True) -> str | None:
    """Play on until the coach speaks; its lesson's key (None: the game left the
    table or the frames ran out)."""
    return until_bubble(app, play, lambda p: one_step(app, p, vote), GuidedPlay, frames)


def dismiss(app) -> None:
    key(app, pygame.K_SPACE)
    app.step(FRAME)
