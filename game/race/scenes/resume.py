"""Continue: the autosave played back into a Play scene that looks exactly as it did.

The saved record is replayed through the Play scene's own `act`, each action's
animations finished at once and silently, so the board, the panels, the log, the score
chart and the hand are what they were when the game was left, by the same code that
built them the first time. Then the scene carries on: a bot to move starts thinking, a
human to move gets their choices, and when several people share the screen the curtain
comes down first so the next hand stays hidden until its owner clicks.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.race.rules.actions import Spin
from game.race.rules.records import GameRecord, RecordRuleError

if TYPE_CHECKING:
    from game.race.scenes.play import PlayScene


def resumed_play(app, record: GameRecord) -> PlayScene:
    """A Play scene showing `record`'s game as it stands after its last action."""
    from game.race.scenes.guided import GuidedPlay, is_guided
    from game.race.scenes.play import PlayScene

    setup = record.setup
    kind = GuidedPlay if is_guided(setup) else PlayScene  # the guided game keeps its coach
    play = kind(app, setup, seed=setup.seed, autosave=False)
    play.replaying = True
    play.fast_forward()
    for index, action in enumerate(record.actions):
        if not play.act(action):
            raise RecordRuleError(index, "refused while resuming")
        play.fast_forward()
    play.toast = None
    play.replaying = False
    if len(play.humans) > 1 and not setup.variants.open_hands:
        play.hand_owner = None  # whoever plays next, hands stay hidden until they click
    play._sync_hand()
    last_spin = next((a for a in reversed(record.actions) if isinstance(a, Spin)), None)
    if last_spin is not None:
        play.spinner.model.set_angle(last_spin.result * math.tau / play.geo.n)
    play.autosave_enabled = True
    return play


def rebuilt_play(app, record: GameRecord, *, hand_owner: int | None = None) -> PlayScene:
    """The table after an Undo: `record` (already without the move taken back) replayed
    like Continue, and the hand left with `hand_owner`, who is still at the screen."""
    play = resumed_play(app, record)
    if hand_owner is not None and (len(play.humans) == 1 or
                                   play.state.turn == hand_owner):
        play.hand_owner = hand_owner
        play.curtain_for = None
        play._sync_hand()
    return play
