"""Layout that plays (issue 33): the word game reached through the real scenes.

One person (typing words of the topic, by posted events) and three bots play a seeded
typed game through the Play scene, its curtains, challenges, votes and summaries; every
few frames the screen is drawn with a recorder and judged by the shared check
(tests/shell/layout_check.py): no cut, no "…", no text on text, none under the floor.
Three looks (1920x1080 French 150 %, 1280x720 English 125 %, 960x540 French 100 %), the
game's words in the look's language; a fixed number of frames is sampled (the bots'
turns and the rounds' ends come early; a whole game lasts minutes).
"""

from __future__ import annotations

import random

import pytest

from game.wordland.rules.setup import Mode, Options, Seat, deal
from game.wordland.scenes.play import PlayScene
from game.wordland.scenes.results import ResultsScene
from tests.shell.layout_check import PLAYED_LOOKS, app_in_look, counted, look_id, problems
from tests.wordland.scenes.driver import FRAME, play_typed_human

FRAMES = 1000
EVERY = 25


@pytest.mark.parametrize("look", PLAYED_LOOKS, ids=look_id)
def test_a_played_word_game_shows_every_text_whole(look) -> None:
    lang = look[1]
    failures: list[str] = []
    judged = 0
    with app_in_look(look) as app:
        seats = (Seat("Ann", "human"), Seat("Dodo", "bot:medium"), Seat("Lory", "bot:easy"),
                 Seat("Bill", "bot:medium"))
        setup = deal(seats, random.Random(3), Options(mode=Mode.TYPE, timer=10.0), lang, 0,
                     seed=3)
        play = PlayScene(app, setup, seed=3, autosave=False)
        app.push(play)
        for frame in range(FRAMES):
            if isinstance(app.top, ResultsScene):
                failures += [f"results: {p}" for p in problems(app, app.top)]
                break
            play_typed_human(app, play)
            app.step(FRAME)
            if frame % EVERY == 0:
                judged += 1
                failures += [f"frame {frame}: {p}" for p in problems(app, app.top)]
    assert judged >= 20, judged
    unique = list(dict.fromkeys(failures))
    assert not unique, counted(unique)
