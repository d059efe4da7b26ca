"""Continue: the autosave played back into a Parade table that looks as it did.

The record is replayed through the Play scene's own `act`, quietly and with every beat
finished at once, so the parade, the collections, the banner and the hands are rebuilt
by the code that built them the first time. Then the scene carries on: a bot to move
thinks, a person to move gets their cards, and with several people at the screen the
curtain comes down first so the next hand stays hidden until its owner clicks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.parade.rules.records import GameRecord, RecordRuleError

if TYPE_CHECKING:
    from game.parade.scenes.play import PlayScene


def resumed_play(app, record: GameRecord, characters: list[str] | None = None) -> PlayScene:
    from game.parade.scenes.play import PlayScene

    play = PlayScene(app, record.setup, seed=record.setup.seed, autosave=False,
                     characters=characters)
    play.quiet = True
    play.fast_forward()
    for index, action in enumerate(record.actions):
        if not play.act(action):
            raise RecordRuleError(index, "refused while resuming")
        play.fast_forward()
    play.quiet = False
    play.toast = None
    if len(play.humans) > 1:
        play.hand_owner = None
    play.autosave_enabled = True
    play.input.rebuild()
    return play


def rebuilt_play(app, record: GameRecord, *, hand_owner: int | None = None,
                 characters: list[str] | None = None) -> PlayScene:
    """The table after an Undo: `record` (already without the move taken back) replayed
    like Continue, and the hand left with `hand_owner`, who is still at the screen."""
    play = resumed_play(app, record, characters)
    if hand_owner is not None and (len(play.humans) == 1 or play.state.turn == hand_owner):
        play.hand_owner = hand_owner
        play.curtain_for = None
        play.input.rebuild()
    return play
