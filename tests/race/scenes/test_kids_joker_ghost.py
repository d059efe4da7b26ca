"""Issue 36 (seen playing): at a kids' table the Joker's value is the kind rule's (5, rules
notes 18), so pointing at a Joker shows one ghost pawn, where she will really go, and
the hand panel says where, not "Then you choose: the ghosts show where each choice
lands". A readers' table still shows a ghost per value."""

from __future__ import annotations

import random

from game.app import App
from game.race import room
from game.race.ai.random_bot import RandomBot
from game.race.rules.actions import Decision, PlayCard
from game.race.rules.components import JOKER
from game.race.rules.preview import landings
from game.race.rules.setup import Seat, Variants, deal
from game.race.rules.state import GameState
from game.race.rules.views import view_for
from game.race.scenes.kids import kids_landings
from game.race.scenes.play import PlayScene
from tests.race.scenes.test_kids_alone import CHARS


def _joker_in_hand(app: App, kids: bool) -> tuple[PlayScene, PlayCard]:
    """A table where seat 0 is to play a card and holds the Joker."""
    bot = RandomBot()
    for seed in range(1, 200):
        seats = (Seat(CHARS[0], "Lily", "human"), Seat(CHARS[1], "Hare", "bot:easy"))
        setup = deal(room.level(app).board, seats, random.Random(seed),
                     Variants(kids=kids, open_hands=kids), 0, seed=seed)
        state, _events = GameState.start(setup)
        rng = random.Random(seed)
        actions = []
        while not state.is_over:
            if state.turn == 0 and state.decision is Decision.CARD and JOKER in state.hands[0]:
                play = PlayScene(app, setup, seed=seed, autosave=False)
                for action in actions:
                    play.state.apply(action)
                    play.record.actions.append(action)
                return play, PlayCard(state.hands[0].index(JOKER))
            action = (state.sample_spin(rng) if state.is_chance
                      else bot.choose(view_for(state, state.turn), rng))
            state.apply(action)
            actions.append(action)
    raise AssertionError("no Joker in hand")


def test_one_ghost_for_the_joker_at_a_kids_table(app: App, monkeypatch) -> None:
    play, joker = _joker_in_hand(app, kids=True)
    assert len([p for p in landings(play.state, joker) if p.stop is not None]) > 1
    ours = kids_landings(play.state, joker)
    assert len(ours) == 1 and ours[0].stop is not None
    monkeypatch.setattr(play.input, "candidate", lambda: joker)
    monkeypatch.setattr(play, "human_to_act", lambda: 0)
    assert len(play.drawing.previews()) == 1
    info = play.drawing.decision_info()
    assert info is not None and "Then you choose" not in info[0]


def test_a_readers_table_still_shows_each_value(app: App, monkeypatch) -> None:
    play, joker = _joker_in_hand(app, kids=False)
    monkeypatch.setattr(play.input, "candidate", lambda: joker)
    assert len(play.drawing.previews()) > 1
