"""Layout that plays (issue 33): the race reached through the real scenes, as played.

Chosen states miss what real games reach: a chained move's preview (the Cheshire Cat,
then the Caterpillar...) is long, and only a pointer over a card shows it. Here one
person and three bots play a seeded game through the Play scene; at each of the person's
card decisions the pointer rests on every playable card in turn (each preview drawn),
and every few frames the screen is drawn with a recorder and judged by the shared check
(tests/shell/layout_check.py): no cut, no "…", no text on text, none under the floor.
Three looks (1920x1080 French 150 %, 1280x720 English 125 %, 960x540 French 100 %); the
game is sampled for a fixed number of frames (a whole race lasts minutes).
"""

from __future__ import annotations

import random

import pytest

from game.race import room
from game.race.room import RaceRoom
from game.race.rules.actions import Decision, PlayCard
from game.race.rules.components import Character
from game.race.rules.setup import Seat, Variants, deal
from game.race.scenes.play import PlayScene
from tests.helpers.pointer import hover
from tests.race.scenes.driver import FRAME, play_one_decision
from tests.shell.layout_check import PLAYED_LOOKS, app_in_look, counted, look_id, problems

FRAMES = 1200
EVERY = 20


@pytest.mark.parametrize("look", PLAYED_LOOKS, ids=look_id)
def test_a_played_race_shows_every_text_whole(level, look) -> None:
    failures: list[str] = []
    previews = 0
    with app_in_look(look, rooms={"race": RaceRoom(level)}) as app:
        seats = (Seat(Character.ALICE, "Ann", "human"),
                 Seat(Character.HATTER, "Hatter", "bot:random"),
                 Seat(Character.HARE, "Hare", "bot:random"),
                 Seat(Character.QUEEN, "Queen", "bot:random"))
        setup = deal(room.level(app).board, seats, random.Random(8), Variants(), 0, seed=8)
        play = PlayScene(app, setup, seed=8, autosave=False)
        app.push(play)
        for frame in range(FRAMES):
            if app.top is not play or play.state.is_over:
                break
            state = play.state
            if (play.human_to_act() is not None and play.curtain_for is None
                    and state.decision is Decision.CARD and play.idle):
                slots = [a.slot for a in state.legal_actions() if isinstance(a, PlayCard)]
                for slot in slots:  # each card's preview, as the pointer rests on it
                    hover(app, play.hand_view.card_rect(slot, len(play.shown_hand)).center)
                    app.step(FRAME)
                    previews += 1
                    failures += [f"preview of slot {slot} at frame {frame}: {p}"
                                 for p in problems(app, play)]
            play_one_decision(app, play)
            app.step(FRAME)
            if frame % EVERY == 0:
                failures += [f"frame {frame}: {p}" for p in problems(app, app.top)]
    assert previews >= 4, "the person's previews were not reached"
    unique = list(dict.fromkeys(failures))
    assert not unique, counted(unique)
