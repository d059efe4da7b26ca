"""Continue: the autosave played back into a word table that looks as it did.

The table kit replays the record through the Play scene's own `act`
(`PlayFrame.resume_from`), each action with its recorded `elapsed`, quietly (no sound,
no flashes, no bots thinking), so the table, the log, the words said and the round
summaries are rebuilt by the code that built them the first time. The teapot then
starts where the record left it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.wordland.rules.records import GameRecord

if TYPE_CHECKING:
    from game.wordland.scenes.play import PlayScene


def resumed_play(app, record: GameRecord) -> PlayScene:
    from game.wordland.scenes.guided import GuidedPlay, is_guided
    from game.wordland.scenes.play import PlayScene

    kind = GuidedPlay if is_guided(record.setup) else PlayScene  # the guided game's coach
    play = kind(app, record.setup, seed=record.setup.seed, autosave=False)
    return play.resume_from(record)
