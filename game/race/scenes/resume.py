"""Continue: the autosave played back into a Play scene that looks exactly as it did.

The table kit replays the record through the Play scene's own `act`
(`PlayFrame.resume_from`), each action's animations finished at once and silently, so
the board, the panels, the log, the score chart and the hand are what they were when the
game was left; the race then puts the spinner's hand where it last rested. A bot to move
starts thinking, a person to move gets their choices, and when several people share the
screen the curtain comes down first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.race.rules.records import GameRecord

if TYPE_CHECKING:
    from game.race.scenes.play import PlayScene


def resumed_play(app, record: GameRecord) -> PlayScene:
    """A Play scene showing `record`'s game as it stands after its last action (the
    guided game keeps its coach)."""
    from game.race.scenes.guided import GuidedPlay, is_guided
    from game.race.scenes.play import PlayScene

    setup = record.setup
    kind = GuidedPlay if is_guided(setup) else PlayScene
    return kind(app, setup, seed=setup.seed, autosave=False).resume_from(record)
