"""Continue: the autosave played back into a Parade table that looks as it did.

The table kit replays the record through the Play scene's own `act`
(`PlayFrame.resume_from`), quietly and with every beat finished at once, so the parade,
the collections, the banner and the hands are rebuilt by the code that built them the
first time; with several people at the screen the curtain comes down first. A guided
first game comes back as one, with its coach.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.parade.rules.records import GameRecord

if TYPE_CHECKING:
    from game.parade.scenes.play import PlayScene


def resumed_play(app, record: GameRecord, characters: list[str] | None = None) -> PlayScene:
    from game.parade.scenes.guided import GuidedPlay, is_guided
    from game.parade.scenes.play import PlayScene

    kind = GuidedPlay if is_guided(record.setup) else PlayScene
    play = kind(app, record.setup, seed=record.setup.seed, autosave=False,
                characters=characters)
    return play.resume_from(record)
