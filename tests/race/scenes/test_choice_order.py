"""Issue 33: the +1 buttons come in the order of the question ("Move 3, or 4 with the
+1?", R3.3: a large pawn may move one more)."""

from __future__ import annotations

from game.app import App
from game.race.rules.actions import Boost, Decision
from game.race.scenes.play import PlayScene
from tests.race.scenes.layout_states import _decision, _find


def test_the_plus_one_buttons_follow_the_question(app: App, level) -> None:
    found = _find(level.board, "boost", _decision(Decision.BOOST))
    play = PlayScene(app, found.setup, seed=1, autosave=False)
    app.reset_to(play)
    for action in found.actions:
        assert play.act(action)
        play.fast_forward()
    play.update(0.0)
    if play.curtain_for is not None:
        play.hand_owner, play.curtain_for = play.curtain_for, None
        play.update(0.0)
    move = play.state.move
    labels = [button.text for button in play.choices]
    assert labels == [f"Move {move}", f"Move {move + 1}"]
    assert [a.take for a in play.choice_actions] == [False, True]
    assert all(isinstance(a, Boost) for a in play.choice_actions)
