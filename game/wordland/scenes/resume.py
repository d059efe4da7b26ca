"""Continue: the autosave played back into a word table that looks as it did.

The saved record is replayed through the Play scene's own `act`, each action with its
recorded `elapsed`, quietly (no sound, no flashes, no bots thinking), so the table, the
log, the words said and the round summaries are rebuilt by the code that built them the
first time. The teapot then starts where the record left it: the time the speaker had
after the last action (the seconds spent away are not counted against anyone).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.wordland.rules.records import GameRecord, RecordRuleError

if TYPE_CHECKING:
    from game.wordland.scenes.play import PlayScene


def resumed_play(app, record: GameRecord) -> PlayScene:
    from game.wordland.scenes.play import PlayScene

    play = PlayScene(app, record.setup, seed=record.setup.seed, autosave=False)
    play.quiet = True
    for index, action in enumerate(record.actions):
        if play.summary is not None:
            play.summary = None
        if not play.act(action, elapsed=action.elapsed):
            raise RecordRuleError(index, "refused while resuming")
    play.quiet = False
    play.flash = None
    play.after_change()
    play.autosave_enabled = True
    return play
